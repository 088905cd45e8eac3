const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date for people: calendar dates ('2024-05-01') are shown as that day wherever the browser is; instants
 * ('2024-05-01T13:45:00Z') in the browser's time zone. '' for nothing or an unreadable value.
 */
export function formatDate(value: string | null | undefined, locale: string, withTime = false): string {
  const text = (value ?? '').trim();
  if (!text) return '';
  const dateOnly = DATE_ONLY.test(text);
  const date = new Date(dateOnly ? `${text}T00:00:00Z` : text);
  if (Number.isNaN(date.getTime())) return text;
  const options: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };
  if (dateOnly) options.timeZone = 'UTC';
  else if (withTime) Object.assign(options, { hour: '2-digit', minute: '2-digit' });
  return new Intl.DateTimeFormat(locale, options).format(date);
}

/** YYYY-MM-DD of a moment in local time (file names). */
export function localDateStamp(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
