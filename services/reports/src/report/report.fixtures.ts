import type { FileReportData } from './report.decider';

/** The parties of the report specs' filing: Dana Whitfield of Plains Freight (a broker) reports ACME TRANSPORT INC. */
export const ACME_REPORT_PARTIES = {
  carrierEmail: 'safety@acme.example',
  reporterEmail: 'dana@plains.example',
  carrierId: '44110',
  dotNumber: '44110',
  mcNumber: '123456',
  carrierName: 'ACME TRANSPORT INC',
  companyId: 'cA',
  companyName: 'Plains Freight',
  companyType: 'BROKER',
  userId: 'uA',
  reporterName: 'Dana Whitfield',
} as const satisfies Partial<FileReportData>;
