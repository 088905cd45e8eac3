/** Reports about a carrier (LogiScope Reports tab), as the spec names their fields. Notes: notes.types.ts. */

export const REPORT_TYPES = ['POSITIVE', 'NEGATIVE', 'NEUTRAL'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

export interface CarrierReport {
  id: string;
  carrierId: string;
  reportType: ReportType | string;
  /** 1-5 stars */
  rating: number | null;
  comments: string;
  createdAt: string;
  responseDeadline: string;
  canRespond: boolean;
}

export interface SubmitCarrierReportRequest {
  carrierId: string;
  reportType: ReportType;
  rating?: number;
  comments: string;
}
