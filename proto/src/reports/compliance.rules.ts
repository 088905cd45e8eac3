import { z } from 'zod';
import { COMPLIANCE_DOCUMENT_TYPES } from './compliance.views';
import { message } from '../shared/messages';
import { singleLine } from '../shared/text.rules';

/** POST /api/compliance-documents: the generator's carrier and document type (the web checks the same). */
export const complianceDocumentBodySchema = z
  .object({
    carrierId: singleLine(z.string({ error: message('COMPLIANCE_SELECTION_REQUIRED') }).trim().min(1, message('COMPLIANCE_SELECTION_REQUIRED')).max(20)),
    documentType: z.enum(COMPLIANCE_DOCUMENT_TYPES, { error: message('COMPLIANCE_SELECTION_REQUIRED') }),
  })
  .meta({ id: 'ComplianceDocumentBody', examples: [{ carrierId: '158121', documentType: 'DUE_DILIGENCE' }] });

/** Largest certificate file the verification page accepts, in bytes (its base64 stays under MAX_BODY_BYTES' default). */
export const CERTIFICATE_FILE_MAX_BYTES = 1_400_000;

/** POST /api/certificates/:code/verify: the file offered, base64 in JSON. */
export const certificateFileBodySchema = z
  .object({
    file: z
      .string({ error: message('CERTIFICATE_FILE_REQUIRED') })
      .min(1, message('CERTIFICATE_FILE_REQUIRED'))
      .max(Math.ceil(CERTIFICATE_FILE_MAX_BYTES / 3) * 4, message('CERTIFICATE_FILE_TOO_LARGE'))
      .regex(/^[A-Za-z0-9+/]*={0,2}$/, message('CERTIFICATE_FILE_REQUIRED')),
  })
  .meta({ id: 'CertificateFileBody', examples: [{ file: 'JVBERi0xLjMKJf////8KCjcgMCBvYmoKPDwKL1R5cGUgL0NhdGFsb2cKPj4KZW5kb2JqCg==' }] });

/** A certificate's verification code (path parameter); an unknown one is 404. */
export const certificateCodeParams = z.object({ code: z.string().trim().max(40).meta({ example: 'LS-7K2M-9QXD-4TNB' }) });
