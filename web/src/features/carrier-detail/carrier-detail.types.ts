import type { OpBody, OpResult } from '../../api/operationRequest';

/** Reports about a carrier (LogiScope Reports tab), as the API answers them. Notes: notes.types.ts. */

export const REPORT_TYPES = ['POSITIVE', 'NEGATIVE', 'NEUTRAL'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/** A report with the carrier's answer and its window; responseLink and responderContact on the company's own reports only. */
export type CarrierReport = OpResult<'listCarrierReports'>[number];

/** The declared body of POST /api/carriers/:id/reports, with the carrier it is about (the path's id). */
export type SubmitCarrierReportRequest = OpBody<'submitCarrierReport'> & { carrierId: string };
