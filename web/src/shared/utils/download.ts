/** Saves an object URL (a Blob's) as a file in the browser, then releases it. */
export function saveObjectUrl(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Saves text as a file in the browser (CSV exports). */
export function downloadTextFile(fileName: string, text: string, mimeType: string): void {
  saveObjectUrl(URL.createObjectURL(new Blob([text], { type: mimeType })), fileName);
}
