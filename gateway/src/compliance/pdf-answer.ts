import { StreamableFile } from '@nestjs/common';

/**
 * A binary answer from an @Endpoint handler: Nest's StreamableFile, which the express adapter writes as is with its
 * content type and disposition (a JSON answer is serialised; this is not). Declared with contentType application/pdf.
 */
export function pdfAnswer(file: { filename: string; pdfBase64: string }): StreamableFile {
  const bytes = Buffer.from(file.pdfBase64, 'base64');
  return new StreamableFile(bytes, {
    type: 'application/pdf',
    length: bytes.length,
    disposition: `attachment; filename="${file.filename.replace(/[^\w.-]/g, '_')}"`,
  });
}
