import { z } from 'zod';

/* Parts that many operation declarations share word for word. */

/** `:id` in a path: a record's opaque id (an API key's, a webhook endpoint's, a note's...), 100 characters at most. */
export const idParams = z.object({ id: z.string().max(100) });

/** A PDF to download (a compliance document, a certificate, a vetting record). */
export const pdfAnswer = { status: 200, description: 'The PDF', contentType: 'application/pdf', schema: z.string().meta({ format: 'binary' }) } as const;
