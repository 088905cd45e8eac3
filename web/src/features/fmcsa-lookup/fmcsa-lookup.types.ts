/** The lookup answer fields the app reads (the full FMCSA record has more; see the FMCSA lookup screen). */
export interface CompanyLookupResult {
  companyName?: string;
  legalName?: string;
  mcNumber?: string;
  dotNumber?: string;
  message?: string;
}

export type LookupQuery = { mc: string } | { dot: string };

/** Everything the FMCSA Lookup screen shows of a GET /api/fmcsa/lookup answer (carrier fields). */
export interface FmcsaRecord extends CompanyLookupResult {
  id?: string;
  businessType?: string;
  operatingRadius?: string;
  safetyRating?: string;
  authorityStatus?: string;
  address?: string;
  city?: string;
  state?: string;
  zipCode?: string;
  phone?: string;
  email?: string;
  website?: string;
  truckCount?: number;
  driverCount?: number;
  trailerCount?: number;
  /** VALID, otherwise shown as a problem. */
  insuranceStatus?: string;
  inspectionCount?: number;
  violationCount?: number;
  crashCount?: number;
  /** Percent. */
  oosRate?: number | null;
}

export type LookupKind = 'mc' | 'dot';
