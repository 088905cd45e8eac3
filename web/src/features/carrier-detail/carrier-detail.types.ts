/** Reports about a carrier (LogiScope Reports tab) and notes (Notes tab), as the spec names their fields. */

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

export const NOTE_CATEGORIES = ['GENERAL', 'PERFORMANCE', 'COMMUNICATION', 'ISSUES'] as const;
export type NoteCategory = (typeof NOTE_CATEGORIES)[number];

export interface CarrierNote {
  id: string;
  carrierId: string;
  title?: string;
  content: string;
  category: NoteCategory | string;
  isPrivate: boolean;
  tags: string[];
  createdAt: string;
  authorName?: string;
}

export interface CarrierNoteRequest {
  carrierId: string;
  title: string;
  content: string;
  category: NoteCategory;
  isPrivate: boolean;
  tags: string[];
}
