/**
 * English templates of the risk factors (syntax: explain.ts). Each factor carries two keys of this catalogue with one
 * set of parameters: `labelKey` (the short label, keys ending in `.label`) and `key` (the sentence). carrier-data
 * renders the English `label` and `detail` from these very templates; the web's English bundle is this object, and
 * French and Spanish live in the web's `explanations` namespace (a web test fails on a key missing in either).
 * Parameters never hold English words: a variant that reads differently has a key of its own.
 */
export const RISK_EXPLANATIONS = {
  // baseline, thin records, the 0-100 bounds
  'risk.baseline.label': 'Starting point',
  'risk.baseline': 'Every carrier starts at 10: public records never rule out all risk. A long, clean record earns credits below it.',
  'risk.not-enough-data.label': 'Not enough history to score',
  'risk.not-enough-data':
    'Fewer than 3 inspections, no safety rating, no crashes and under a year on record: LogiScope lists what is known instead of a score. The points shown are what each fact would carry.',
  'risk.score-limit.capped.label': 'Score capped at 100',
  'risk.score-limit.capped': 'The factors add up to {{total, number}}; the score stops at 100.',
  'risk.score-limit.floored.label': 'Score cannot go below 0',
  'risk.score-limit.floored': 'The factors add up to {{total, number}}; the score stops at 0.',

  // authority-status
  'risk.authority-status.revoked.label': 'Operating authority revoked',
  'risk.authority-status.revoked': 'FMCSA revoked the operating authority on {{docket}} effective {{date, day}}. It may not haul interstate for-hire freight.',
  'risk.authority-status.revoked-involuntary':
    'FMCSA involuntarily revoked the operating authority on {{docket}} effective {{date, day}}. It may not haul interstate for-hire freight.',
  'risk.authority-status.revoked-undated': "FMCSA revoked this carrier's operating authority. It may not haul interstate for-hire freight.",
  'risk.authority-status.inactive.label': 'Operating authority inactive',
  'risk.authority-status.inactive': "The carrier's operating authority is inactive: it may not haul interstate for-hire freight until FMCSA reinstates it.",
  'risk.authority-status.pending.label': 'Operating authority pending',
  'risk.authority-status.pending':
    'FMCSA has not granted the operating authority yet (it is pending while protests, insurance and process-agent filings clear). The carrier may not haul for hire until it is active.',
  'risk.authority-status.active.label': 'Operating authority active',
  'risk.authority-status.active': 'Active operating authority on {{dockets}}.',
  'risk.authority-status.active-no-docket': 'Active operating authority.',
  'risk.authority-status.none-required.label': 'No active for-hire authority',
  'risk.authority-status.none-required':
    'The census registers this carrier to haul for hire across state lines, but no active operating authority is on file: it may not haul regulated for-hire freight.',
  'risk.authority-status.none-interstate.label': 'No for-hire operating authority',
  'risk.authority-status.none-interstate':
    'No operating authority is on file, and the census does not say whether the carrier hauls for hire. Without authority it may haul its own goods or exempt commodities across state lines, but not regulated for-hire freight.',
  'risk.authority-status.none.label': 'No operating authority on file',
  'risk.authority-status.none': 'FMCSA has no operating authority on file for this carrier.',
  'risk.authority-status.intrastate.label': 'Intrastate carrier',
  'risk.authority-status.intrastate': "The carrier operates within one state, where federal for-hire authority is not required; check the state's own registration.",
  'risk.authority-status.private.label': 'Private carrier',
  'risk.authority-status.private': 'The census classifies the carrier as private (hauling its own goods, or otherwise not for hire): federal for-hire authority is not required.',
  'risk.authority-status.exempt.label': 'Exempt for-hire carrier',
  'risk.authority-status.exempt': 'The census classifies the carrier as exempt for hire (exempt commodities only): federal for-hire authority is not required.',
  'risk.authority-status.unknown.label': 'Operating authority not known',
  'risk.authority-status.unknown': 'No L&I authority data has been imported: whether the carrier holds active operating authority is not known.',

  // revocations
  'risk.revocations.pending.label': 'Revocation pending',
  'risk.revocations.pending':
    'FMCSA served a notice on {{served, day}} to revoke the operating authority on {{docket}} effective {{date, day}}, unless the carrier fixes the cause (usually lapsed insurance or no process agent).',
  'risk.revocations.pending-unserved':
    'FMCSA will revoke the operating authority on {{docket}} effective {{date, day}}, unless the carrier fixes the cause (usually lapsed insurance or no process agent).',
  'risk.revocations.past.label': 'Authority revoked before',
  'risk.revocations.past_one': "FMCSA involuntarily revoked the carrier's authority once, effective {{date, day}}; it has been reinstated since.",
  'risk.revocations.past_other': "FMCSA involuntarily revoked the carrier's authority {{count, number}} times, most recently effective {{date, day}}; it has been reinstated since.",
  'risk.revocations.past-undated_one': "FMCSA involuntarily revoked the carrier's authority once; it has been reinstated since.",
  'risk.revocations.past-undated_other': "FMCSA involuntarily revoked the carrier's authority {{count, number}} times; it has been reinstated since.",

  // out-of-service
  'risk.out-of-service.ordered.label': 'Out-of-service order',
  'risk.out-of-service.ordered': 'FMCSA ordered this carrier out of service on {{date, day}}. It may not operate until the order is lifted.',
  'risk.out-of-service.ordered-undated': 'FMCSA ordered this carrier out of service. It may not operate until the order is lifted.',

  // insurance (and insurance-minimum, when the coverage is also cancelling)
  'risk.insurance.cancelling.label_one': 'Insurance cancelling in {{count, number}} day',
  'risk.insurance.cancelling.label_other': 'Insurance cancelling in {{count, number}} days',
  'risk.insurance.cancelling':
    'The required coverage on file is cancelled effective {{date, day}} and no replacement is on file. Ask for proof of new coverage before dispatching.',
  'risk.insurance.below-minimum.label': 'Insurance below the required minimum',
  'risk.insurance.below-minimum': 'Only {{amount, money}} of coverage is on file; {{required, money}} is required.',
  'risk.insurance.below-minimum-small-vehicle':
    'Only {{amount, money}} of liability coverage is on file; {{required, money}} is required for general freight ($300,000 is enough only for vehicles under 10,001 lb).',
  'risk.insurance.below-minimum-unknown-amount': 'A filing is on file, but not its amount; {{required, money}} is required.',
  'risk.insurance.in-force.label': 'Insurance in force',
  'risk.insurance.in-force': '{{amount, money}} of coverage is on file ({{required, money}} required).',
  'risk.insurance.in-force-cancel-filed': '{{amount, money}} of coverage is on file ({{required, money}} required). A cancellation is filed effective {{date, day}}.',
  'risk.insurance.in-force-hazmat':
    '{{amount, money}} of coverage is on file ({{required, money}} required of hazardous materials carriers); {{higher, money}} is needed for explosives, poison-inhalation, radioactive and bulk hazmat loads.',
  'risk.insurance.in-force-passenger':
    '{{amount, money}} of coverage is on file ({{required, money}} required of passenger carriers with 15 seats or fewer); {{higher, money}} is needed for vehicles seating 16 or more.',
  'risk.insurance.not-yet.label': 'Insurance not yet in force',
  'risk.insurance.not-yet': 'The filing takes effect on {{date, day}}; until then the carrier has no coverage on file.',
  'risk.insurance.none-in-force.label': 'No insurance in force',
  'risk.insurance.none-in-force': 'No required coverage is in force; {{required, money}} is required. The last filing was cancelled effective {{date, day}}.',
  'risk.insurance.not-confirmed.label': 'Insurance not confirmed',
  'risk.insurance.not-confirmed': "LogiScope has no insurance filing for this carrier in FMCSA's insurance data. Ask for a certificate of insurance and confirm it with the insurer.",
  'risk.insurance.none-on-file.label': 'No insurance on file',
  'risk.insurance.none-on-file': 'No insurance filing is on file with FMCSA.',
  'risk.insurance.no-filing.label': 'No FMCSA insurance filing',
  'risk.insurance.no-filing': 'Insurance filings come with for-hire operating authority, which this carrier does not hold. Ask for a certificate of insurance.',
  'risk.insurance.unknown.label': 'Insurance not known',
  'risk.insurance.unknown': 'No L&I insurance data has been imported: whether coverage is on file is not known.',

  // safety-rating
  'risk.safety-rating.unsatisfactory.label': 'Unsatisfactory safety rating',
  'risk.safety-rating.unsatisfactory':
    'FMCSA rated the carrier UNSATISFACTORY on {{date, day}} after a compliance review: serious safety-management failures. Unless the rating improves, FMCSA orders the carrier out of service.',
  'risk.safety-rating.unsatisfactory-undated':
    'FMCSA rated the carrier UNSATISFACTORY after a compliance review: serious safety-management failures. Unless the rating improves, FMCSA orders the carrier out of service.',
  'risk.safety-rating.conditional.label': 'Conditional safety rating',
  'risk.safety-rating.conditional':
    'FMCSA rated the carrier CONDITIONAL on {{date, day}}: a compliance review found problems that could lead to violations. Many shippers require a corrective action plan before using such a carrier.',
  'risk.safety-rating.conditional-undated':
    'FMCSA rated the carrier CONDITIONAL: a compliance review found problems that could lead to violations. Many shippers require a corrective action plan before using such a carrier.',
  'risk.safety-rating.satisfactory.label': 'Satisfactory safety rating',
  'risk.safety-rating.satisfactory': 'FMCSA rated the carrier SATISFACTORY on {{date, day}} after a compliance review.',
  'risk.safety-rating.satisfactory-undated': 'FMCSA rated the carrier SATISFACTORY after a compliance review.',
  'risk.safety-rating.not-rated.label': 'Not rated',
  'risk.safety-rating.not-rated': 'FMCSA has never audited this carrier. That is true of most carriers and is not a negative by itself.',

  // authority-age (the DOT registration date)
  'risk.authority-age.unknown.label': 'Registration date unknown',
  'risk.authority-age.unknown': 'FMCSA data does not say when this carrier registered.',
  'risk.authority-age.brand-new.label_one': 'Brand-new carrier ({{count, number}} day)',
  'risk.authority-age.brand-new.label_other': 'Brand-new carrier ({{count, number}} days)',
  'risk.authority-age.brand-new_one':
    'Registered with FMCSA on {{date, day}}, {{count, number}} day ago. Most freight fraud, double brokering and cargo theft involves carriers in their first 90 days.',
  'risk.authority-age.brand-new_other':
    'Registered with FMCSA on {{date, day}}, {{count, number}} days ago. Most freight fraud, double brokering and cargo theft involves carriers in their first 90 days.',
  'risk.authority-age.new.label_one': 'New carrier ({{count, number}} month)',
  'risk.authority-age.new.label_other': 'New carrier ({{count, number}} months)',
  'risk.authority-age.new_one': 'Registered with FMCSA on {{date, day}}, {{count, number}} month ago. Carriers in their first year carry more fraud and failure risk.',
  'risk.authority-age.new_other': 'Registered with FMCSA on {{date, day}}, {{count, number}} months ago. Carriers in their first year carry more fraud and failure risk.',
  'risk.authority-age.young.label': 'Young carrier (1 year)',
  'risk.authority-age.young': 'Registered with FMCSA on {{date, day}}; still within its first two years.',
  'risk.authority-age.in-business.label': '{{years, number}} years in business',
  'risk.authority-age.in-business': 'Registered with FMCSA on {{date, day}}.',
  'risk.authority-age.established.label': 'Established carrier ({{years, number}} years)',
  'risk.authority-age.established': 'Registered with FMCSA on {{date, day}}: a long record on file.',

  // prior-revocation, mcs150
  'risk.prior-revocation.linked.label': 'Linked to a revoked carrier',
  'risk.prior-revocation.linked':
    'FMCSA links this carrier to USDOT {{dot}}, whose authority was revoked. Carriers that reappear under a new number after a revocation ("chameleon carriers") are a known fraud and safety pattern.',
  'risk.mcs150.outdated.label': 'Registration not updated',
  'risk.mcs150.outdated':
    'FMCSA requires carriers to update their MCS-150 registration every two years; the last update was on {{date, day}}. Fleet and contact details may be stale.',

  // shared-identifiers, community-reports
  'risk.shared-identifiers.none.label': 'No shared identifiers',
  'risk.shared-identifiers.none': 'No other carrier shares its phone, e-mail, address, officers or vehicles.',
  'risk.shared-identifiers.shared.label_one': 'Identifiers shared with {{count, number}} other carrier',
  'risk.shared-identifiers.shared.label_other': 'Identifiers shared with {{count, number}} other carriers',
  'risk.shared-identifiers.shared_one':
    'Its phone, e-mail, address, officers or vehicles also appear on {{count, number}} other carrier (registered agents and filing services left out). Shared identities are common in chameleon carriers and double brokering; review the list.',
  'risk.shared-identifiers.shared_other':
    'Its phone, e-mail, address, officers or vehicles also appear on {{count, number}} other carriers (registered agents and filing services left out). Shared identities are common in chameleon carriers and double brokering; review the list.',
  'risk.community-reports.none.label': 'No community reports',
  'risk.community-reports.none': 'No broker has filed a report about this carrier yet.',
  'risk.community-reports.negative.label': 'Negative community reports',
  'risk.community-reports.positive.label': 'Positive community reports',
  'risk.community-reports.mixed.label': 'Mixed community reports',
  'risk.community-reports.filed_one':
    '{{count, number}} report from brokers about this carrier: {{negative, number}} negative, {{positive, number}} positive, {{neutral, number}} neutral (negative +10 each up to +30, positive -3 each up to -9).',
  'risk.community-reports.filed_other':
    '{{count, number}} reports from brokers about this carrier: {{negative, number}} negative, {{positive, number}} positive, {{neutral, number}} neutral (negative +10 each up to +30, positive -3 each up to -9).',
  'risk.freightguard-incidents.verified.label': 'Verified FreightGuard incidents',
  'risk.freightguard-incidents.open.label': 'FreightGuard incidents reported',
  'risk.freightguard-incidents.resolved.label': 'Resolved FreightGuard incidents',
  'risk.freightguard-incidents.filed_one':
    '{{count, number}} FreightGuard incident report about this carrier: {{verified, number}} verified, {{open, number}} pending, {{disputed, number}} disputed by the carrier, {{resolved, number}} resolved (verified +15 each, pending or disputed +8 each, up to +40).',
  'risk.freightguard-incidents.filed_other':
    '{{count, number}} FreightGuard incident reports about this carrier: {{verified, number}} verified, {{open, number}} pending, {{disputed, number}} disputed by the carrier, {{resolved, number}} resolved (verified +15 each, pending or disputed +8 each, up to +40).',

  // vehicle-oos-rate, driver-oos-rate (against the national averages)
  'risk.vehicle-oos-rate.too-few.label': 'Vehicle out-of-service rate not yet meaningful',
  'risk.vehicle-oos-rate.too-few_one':
    'Only {{count, number}} vehicle inspection so far ({{oos, number}} out of service): too few to compare with the ~{{average, number}}% national average.',
  'risk.vehicle-oos-rate.too-few_other':
    'Only {{count, number}} vehicle inspections so far ({{oos, number}} out of service): too few to compare with the ~{{average, number}}% national average.',
  'risk.vehicle-oos-rate.far-above.label': 'Vehicle out-of-service rate far above average',
  'risk.vehicle-oos-rate.far-above':
    'Vehicles were placed out of service in {{rate, number}}% of {{inspections, number}} vehicle inspections: {{ratio, number}} times the ~{{average, number}}% national average.',
  'risk.vehicle-oos-rate.well-above.label': 'Vehicle out-of-service rate well above average',
  'risk.vehicle-oos-rate.well-above':
    'Vehicles were placed out of service in {{rate, number}}% of {{inspections, number}} vehicle inspections, against a ~{{average, number}}% national average.',
  'risk.vehicle-oos-rate.above.label': 'Vehicle out-of-service rate above average',
  'risk.vehicle-oos-rate.above':
    'Vehicles were placed out of service in {{rate, number}}% of {{inspections, number}} vehicle inspections, slightly above the ~{{average, number}}% national average.',
  'risk.vehicle-oos-rate.at-or-below.label': 'Vehicle out-of-service rate at or below average',
  'risk.vehicle-oos-rate.at-or-below':
    'Vehicles were placed out of service in {{rate, number}}% of {{inspections, number}} vehicle inspections, against a ~{{average, number}}% national average.',
  'risk.driver-oos-rate.too-few.label': 'Driver out-of-service rate not yet meaningful',
  'risk.driver-oos-rate.too-few_one':
    'Only {{count, number}} driver inspection so far ({{oos, number}} out of service): too few to compare with the ~{{average, number}}% national average.',
  'risk.driver-oos-rate.too-few_other':
    'Only {{count, number}} driver inspections so far ({{oos, number}} out of service): too few to compare with the ~{{average, number}}% national average.',
  'risk.driver-oos-rate.far-above.label': 'Driver out-of-service rate far above average',
  'risk.driver-oos-rate.far-above':
    'Drivers were placed out of service in {{rate, number}}% of {{inspections, number}} driver inspections: {{ratio, number}} times the ~{{average, number}}% national average.',
  'risk.driver-oos-rate.well-above.label': 'Driver out-of-service rate well above average',
  'risk.driver-oos-rate.well-above':
    'Drivers were placed out of service in {{rate, number}}% of {{inspections, number}} driver inspections, against a ~{{average, number}}% national average.',
  'risk.driver-oos-rate.above.label': 'Driver out-of-service rate above average',
  'risk.driver-oos-rate.above':
    'Drivers were placed out of service in {{rate, number}}% of {{inspections, number}} driver inspections, slightly above the ~{{average, number}}% national average.',
  'risk.driver-oos-rate.at-or-below.label': 'Driver out-of-service rate at or below average',
  'risk.driver-oos-rate.at-or-below':
    'Drivers were placed out of service in {{rate, number}}% of {{inspections, number}} driver inspections, against a ~{{average, number}}% national average.',

  // crashes (weighted per power unit)
  'risk.crashes.none.label': 'No reported crashes',
  'risk.crashes.none': 'No crashes reported to FMCSA.',
  'risk.crashes.high.label': 'High crash rate for the fleet size',
  'risk.crashes.elevated.label': 'Elevated crash rate',
  'risk.crashes.in-line.label': 'Crash rate in line with fleet size',
  'risk.crashes.rate_one':
    '{{count, number}} reported crash ({{fatal, number}} fatal, {{injury, number}} injury, {{other, number}} tow-away or other) for a fleet of {{units, number}}: {{perUnit, number}} weighted crashes per power unit (fatal counts 3, injury 2, others 1).',
  'risk.crashes.rate_other':
    '{{count, number}} reported crashes ({{fatal, number}} fatal, {{injury, number}} injury, {{other, number}} tow-away or other) for a fleet of {{units, number}}: {{perUnit, number}} weighted crashes per power unit (fatal counts 3, injury 2, others 1).',

  // inspections
  'risk.inspections.none.label': 'No roadside inspections',
  'risk.inspections.none': 'No roadside inspections on record, so there is no safety track record to judge.',
  'risk.inspections.thin.label': 'Thin inspection history',
  'risk.inspections.thin_one':
    'Only {{count, number}} roadside inspection ({{vehicle, number}} vehicle, {{driver, number}} driver); violations found: {{violations, number}} ({{perInspection, number}} per inspection).',
  'risk.inspections.thin_other':
    'Only {{count, number}} roadside inspections ({{vehicle, number}} vehicle, {{driver, number}} driver); violations found: {{violations, number}} ({{perInspection, number}} per inspection).',
  'risk.inspections.record.label': '{{inspections, number}} roadside inspections',
  'risk.inspections.record':
    '{{inspections, number}} roadside inspections ({{vehicle, number}} vehicle, {{driver, number}} driver); violations found: {{violations, number}} ({{perInspection, number}} per inspection).',
} as const;

/** Keys as producers emit them: plural forms (`_one`, `_other`) stand for their base key. */
export type RiskExplanationKey = keyof typeof RISK_EXPLANATIONS extends infer K ? (K extends `${infer Base}_${'one' | 'other'}` ? Base : K) : never;
