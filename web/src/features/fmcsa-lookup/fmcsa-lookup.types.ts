/** The lookup answer fields the app reads (the full FMCSA record has more; see the FMCSA lookup screen). */
export interface CompanyLookupResult {
  companyName?: string;
  legalName?: string;
  mcNumber?: string;
  dotNumber?: string;
  message?: string;
}

export type LookupQuery = { mc: string } | { dot: string };
