/**
 * English templates of the verdict checks (syntax: explain.ts). The web's English bundle is this object; French and
 * Spanish live in the web's `explanations` namespace, and a web test fails on a key missing in either.
 */
export const VERDICT_EXPLANATIONS = {
  // operating-authority
  'verdict.authority.active': 'Active for-hire authority on {{dockets}}.',
  'verdict.authority.not-required-private': 'Private carrier hauling its own goods: federal for-hire authority is not required.',
  'verdict.authority.not-required-exempt': 'Exempt for-hire carrier (exempt commodities only): federal for-hire authority is not required.',
  'verdict.authority.not-required-intrastate': "Intrastate carrier: federal for-hire authority is not required; check the state's own registration.",
  'verdict.authority.none': 'Registered to haul for hire across state lines, but no active for-hire authority is on file: it may not haul regulated for-hire freight.',
  'verdict.authority.revoked': 'FMCSA revoked the operating authority on {{docket}} effective {{date, day}}.',
  'verdict.authority.revoked-undated': "FMCSA revoked this carrier's operating authority.",
  'verdict.authority.inactive': 'The operating authority is inactive (suspended): no for-hire hauling until FMCSA reinstates it.',
  'verdict.authority.pending': 'The operating authority is still pending: no for-hire hauling until FMCSA grants it.',
  'verdict.authority.need-unknown': 'The census does not say whether this carrier hauls for hire, so whether it needs authority is not known.',
  'verdict.authority.missing': 'No L&I authority data has been imported: whether the authority is active is not known.',
  // out-of-service
  'verdict.oos.ordered': 'FMCSA ordered the carrier out of service on {{date, day}}.',
  'verdict.oos.ordered-undated': 'FMCSA ordered the carrier out of service.',
  'verdict.oos.none': 'No out-of-service order on file.',
  'verdict.oos.missing': 'No out-of-service data (SAFER or census status) has been imported: an order would not show.',
  // liability-insurance
  'verdict.insurance.on-file': '{{amount, money}} liability on file (required: {{required, money}}).',
  'verdict.insurance.on-file-unknown-amount': 'Liability insurance on file; its amount is not published (required: {{required, money}}).',
  'verdict.insurance.none': 'No liability insurance in force on file; {{required, money}} is required.',
  'verdict.insurance.starts': 'Liability coverage on file starts on {{date, day}}; none is in force today ({{required, money}} is required).',
  'verdict.insurance.below-federal': '{{amount, money}} liability on file, below the federal minimum of {{required, money}}.',
  'verdict.insurance.below-company': "{{amount, money}} liability on file, below your company's minimum of {{required, money}}.",
  'verdict.insurance.not-required': 'This carrier needs no liability filing with FMCSA (no for-hire authority required).',
  'verdict.insurance.missing': 'No L&I insurance data has been imported: whether liability insurance is on file is not known.',
  // safety-rating
  'verdict.rating.unsatisfactory': 'FMCSA rated the carrier UNSATISFACTORY on {{date, day}}.',
  'verdict.rating.conditional': 'FMCSA rated the carrier CONDITIONAL on {{date, day}}.',
  'verdict.rating.satisfactory': 'FMCSA rated the carrier SATISFACTORY on {{date, day}}.',
  'verdict.rating.none': 'Not rated by FMCSA (most carriers never are).',
  'verdict.rating.missing': 'No safety-rating data has been imported (the 42-column census has none).',
  // authority-age
  'verdict.age.new_one': 'Registered with FMCSA on {{date, day}}: {{count}} day ago, under your minimum of {{min}} days.',
  'verdict.age.new_other': 'Registered with FMCSA on {{date, day}}: {{count}} days ago, under your minimum of {{min}} days.',
  'verdict.age.ok_one': 'Registered with FMCSA on {{date, day}} ({{count, number}} day ago).',
  'verdict.age.ok_other': 'Registered with FMCSA on {{date, day}} ({{count, number}} days ago).',
  'verdict.age.unknown': 'The registration date is not on file.',
  'verdict.age.missing': 'No census has been imported: the registration date is not known.',
  // insurance-cancellation
  'verdict.cancellation.pending': 'The insurer filed a cancellation of the {{coverage}} policy effective {{date, day}}.',
  'verdict.cancellation.none': 'No pending insurance cancellation.',
  'verdict.cancellation.missing': 'No L&I insurance data has been imported: a pending cancellation would not show.',
  // revocation-pending
  'verdict.revocation.pending': 'FMCSA served notice to revoke the authority on {{docket}} effective {{date, day}}.',
  'verdict.revocation.none': 'No pending revocation.',
  'verdict.revocation.missing': 'No L&I revocation data has been imported: a pending revocation would not show.',
  // shared-identifiers
  'verdict.shared.phone': 'Its phone {{value}} is also on {{name}} (DOT {{dot}}), whose authority is revoked or out of service.',
  'verdict.shared.email': 'Its e-mail {{value}} is also on {{name}} (DOT {{dot}}), whose authority is revoked or out of service.',
  'verdict.shared.address': 'Its address {{value}} is also on {{name}} (DOT {{dot}}), whose authority is revoked or out of service.',
  'verdict.shared.officer': 'Its officer {{value}} is also on {{name}} (DOT {{dot}}), whose authority is revoked or out of service.',
  'verdict.shared.vin': 'A vehicle it runs (VIN {{value}}) also ran under {{name}} (DOT {{dot}}), whose authority is revoked or out of service.',
  'verdict.shared.prior-revocation': 'FMCSA links this carrier to the revoked registration of DOT {{dot}}.',
  'verdict.shared.none': 'No phone, e-mail, address, officer or vehicle shared with a revoked or out-of-service carrier.',
  'verdict.shared.missing': 'No census has been imported: shared contacts cannot be checked.',
  // contact-changes
  'verdict.contacts.changed_one': 'Its phone, e-mail or address changed on {{date, day}} ({{count}} day ago).',
  'verdict.contacts.changed_other': 'Its phone, e-mail or address changed on {{date, day}} ({{count}} days ago).',
  'verdict.contacts.stable': 'No change of phone, e-mail or address in the last {{window}} days.',
  'verdict.contacts.stable-since': 'No change of phone, e-mail or address since LogiScope began tracking it on {{since, day}}.',
  // community-reports
  'verdict.reports.negative_one': '{{count}} negative report from other brokers is visible.',
  'verdict.reports.negative_other': '{{count}} negative reports from other brokers are visible.',
  'verdict.reports.incidents_one': '{{count}} unresolved FreightGuard incident report is visible.',
  'verdict.reports.incidents_other': '{{count}} unresolved FreightGuard incident reports are visible.',
  'verdict.reports.mixed': '{{negative}} negative reports from other brokers and {{incidents}} unresolved FreightGuard incidents are visible.',
  'verdict.reports.none': 'No negative reports from other brokers.',
} as const;

export type VerdictExplanationKey = keyof typeof VERDICT_EXPLANATIONS;
