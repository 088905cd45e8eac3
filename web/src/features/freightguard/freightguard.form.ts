import { parseBrokerageChain, parseMonetaryImpact, type FreightGuardReportBody, type FreightGuardReportInput } from '@logiscope/proto/http';
import type { FreightGuardCategory } from '@logiscope/proto/views';

/** What the New Report form holds while it is typed: the body's fields, the category, amount and chain as typed. */
export type NewReportForm = Omit<FreightGuardReportBody, 'reportCategory' | 'monetaryImpact' | 'brokerageChain'> & {
  reportCategory: FreightGuardCategory | '';
  monetaryImpact: string;
  brokerageChain: string;
};

/** The spec: the default severity is MEDIUM; the form is cleared after a success. */
export const EMPTY_REPORT_FORM: NewReportForm = {
  carrierId: '',
  carrierName: '',
  mcNumber: '',
  dotNumber: '',
  reportCategory: '',
  incidentType: '',
  severity: 'MEDIUM',
  description: '',
  location: '',
  incidentDate: '',
  monetaryImpact: '',
  isDoubleBrokerage: false,
  brokerageChain: '',
};

/**
 * Submit is disabled until carrier name, MC number, category and description are filled (incident type is not enforced
 * here). A carrier picked from the search or named by its DOT number needs no MC: some carriers have none, and the
 * server records the carrier's own.
 */
export const canSubmitReport = (f: NewReportForm): boolean =>
  [f.carrierName, f.mcNumber || f.carrierId || f.dotNumber, f.reportCategory, f.description].every((v) => v.trim() !== '');

/**
 * The request body: monetary impact parsed as a decimal (null when empty; text that is no number is sent as such, so
 * the server's rule answers), the chain split on commas only when double brokerage is ticked.
 */
export function toReportBody(f: NewReportForm): FreightGuardReportInput {
  const impact = parseMonetaryImpact(f.monetaryImpact);
  return {
    carrierId: f.carrierId,
    carrierName: f.carrierName.trim(),
    mcNumber: f.mcNumber.trim(),
    dotNumber: f.dotNumber.trim(),
    reportCategory: f.reportCategory as FreightGuardCategory,
    incidentType: f.incidentType,
    severity: f.severity,
    description: f.description.trim(),
    location: f.location.trim(),
    incidentDate: f.incidentDate,
    monetaryImpact: impact === null ? null : Number.isNaN(impact) ? (f.monetaryImpact as unknown as number) : impact,
    isDoubleBrokerage: f.isDoubleBrokerage,
    brokerageChain: parseBrokerageChain(f.brokerageChain, f.isDoubleBrokerage),
  };
}
