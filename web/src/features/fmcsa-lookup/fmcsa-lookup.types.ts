import type { OpResult } from '../../api/operationRequest';

/** The full answer, to a signed-in company (the lookup's other answer is the visitor's LookupPublicView). */
type CarrierView = Extract<OpResult<'fmcsaLookup'>, { id: string }>;

/**
 * The lookup answer fields the app reads (the full record has more; see the FMCSA lookup screen). GET /api/fmcsa/lookup
 * answers a CarrierView to a signed-in company, a LookupPublicView (company name, MC, DOT) to a visitor; each field is
 * read as optional. `message` is no field of either: it is read in case the answer is carrier-data's LookupReply
 * envelope ({ found, message, carrier }), which the gateway unwraps (not found is a 404 whose message the app shows).
 */
export interface CompanyLookupResult extends Partial<Pick<CarrierView, 'companyName' | 'legalName' | 'mcNumber' | 'dotNumber'>> {
  message?: string;
}

export type LookupQuery = { mc: string } | { dot: string };

/** The carrier fields the FMCSA Lookup screen shows. */
type FmcsaScreenField =
  | 'id'
  | 'businessType'
  | 'operatingRadius'
  | 'safetyRating'
  | 'authorityStatus'
  | 'address'
  | 'city'
  | 'state'
  | 'zipCode'
  | 'phone'
  | 'email'
  | 'website'
  | 'truckCount'
  | 'driverCount'
  | 'trailerCount'
  | 'insuranceStatus'
  | 'inspectionCount'
  | 'violationCount'
  | 'crashCount'
  | 'oosRate';

/** Everything the FMCSA Lookup screen shows of a GET /api/fmcsa/lookup answer, each field optional (the samples leave some out). */
export interface FmcsaRecord extends CompanyLookupResult, Partial<Pick<CarrierView, FmcsaScreenField>> {}

export type LookupKind = 'mc' | 'dot';
