/**
 * English templates of the verdict checks (syntax: explain.ts). The web's English bundle is this object; French and
 * Spanish live in the web's `explanations` namespace, and a web test fails on a key missing in either.
 */
export const VERDICT_EXPLANATIONS = {
  // operating-authority: may a brokered load be tendered to this company as the motor carrier?
  'verdict.authority.active': 'Active motor-carrier authority of property on {{dockets}}.',
  'verdict.authority.stale': 'Authority last confirmed on {{date, day}} ({{source}}), more than {{limit}} days ago: check it again before you tender.',
  'verdict.authority.usdot-inactive': 'FMCSA shows the USDOT number inactive: the company may not operate.',
  'verdict.authority.passenger-only': 'Its only active authority is for passengers: it may not haul a freight load.',
  'verdict.authority.broker-only': 'A broker, not a motor carrier: it holds no motor-carrier authority, and tendering a load to it would be double brokering.',
  'verdict.authority.forwarder-only': 'A freight forwarder, not a motor carrier: it holds no motor-carrier authority to haul a brokered load.',
  'verdict.authority.private': 'A private fleet hauls only its own goods: it may not take a brokered load (no motor-carrier authority on file).',
  'verdict.authority.exempt': 'An exempt for-hire hauler without motor-carrier authority: only exempt commodities (such as unprocessed farm products) may be tendered to it.',
  'verdict.authority.intrastate': 'An intrastate carrier ({{state}}) without interstate authority: only a load whose whole shipment, origin to final destination, stays in {{state}}.',
  'verdict.authority.household-goods': 'Its only active authority is for household goods ({{dockets}}): household-goods loads only.',
  'verdict.authority.mexico': 'Mexico-domiciled authority only ({{dockets}}): cross-border loads only; a domestic point-to-point load would be cabotage.',
  'verdict.authority.non-na': 'Non-North-America-domiciled authority only ({{dockets}}): cross-border loads only; a domestic point-to-point load would be cabotage.',
  'verdict.authority.accepted-intrastate': 'An intrastate carrier ({{state}}): your company accepts intrastate carriers for loads that stay in {{state}}.',
  'verdict.authority.accepted-exempt': 'An exempt for-hire hauler: your company accepts exempt haulers for exempt commodities.',
  'verdict.authority.accepted-household-goods': 'Household-goods authority ({{dockets}}): your company accepts household-goods carriers for household-goods loads.',
  'verdict.authority.accepted-cross-border': 'Cross-border authority only ({{dockets}}): your company accepts these carriers for cross-border loads.',
  'verdict.authority.none': 'No active motor-carrier authority on file: it may not haul a brokered load.',
  'verdict.authority.revoked': 'FMCSA revoked the motor-carrier authority on {{docket}} effective {{date, day}}.',
  'verdict.authority.revoked-undated': "FMCSA revoked this company's motor-carrier authority.",
  'verdict.authority.inactive': 'The motor-carrier authority on {{docket}} is inactive (suspended): no for-hire hauling until FMCSA reinstates it.',
  'verdict.authority.withdrawn': 'The motor-carrier authority on {{docket}} was withdrawn: it may not haul a brokered load.',
  'verdict.authority.pending': 'The motor-carrier authority on {{docket}} is still pending: no for-hire hauling until FMCSA grants it.',
  'verdict.authority.missing': 'No authority data set (L&I, Motus or SAFER) covers this company: whether it may haul a brokered load is not known.',
  // out-of-service
  'verdict.oos.ordered': 'FMCSA ordered the carrier out of service on {{date, day}}.',
  'verdict.oos.ordered-undated': 'FMCSA ordered the carrier out of service.',
  'verdict.oos.none': 'No out-of-service order on file.',
  'verdict.oos.stale': 'No out-of-service order when last confirmed on {{date, day}} ({{source}}), more than {{limit}} days ago: check it again before you tender.',
  'verdict.oos.missing': 'No out-of-service data (SAFER snapshot or Motus AuthHist) covers this company: an order would not show.',
  // liability-insurance: BI&PD only; bonds and cargo are not liability
  'verdict.insurance.on-file': '{{amount, money}} BI&PD liability on file (required: {{required, money}}).',
  'verdict.insurance.stale': '{{amount, money}} BI&PD liability on file when last confirmed on {{date, day}} ({{source}}), more than {{limit}} days ago: check it again before you tender.',
  'verdict.insurance.on-file-unknown-amount': 'BI&PD liability on file; its amount is not published (required: {{required, money}}).',
  'verdict.insurance.none': 'No BI&PD liability in force on file; {{required, money}} is required.',
  'verdict.insurance.starts': 'BI&PD liability on file starts on {{date, day}}; none is in force today ({{required, money}} is required).',
  'verdict.insurance.below-federal': '{{amount, money}} BI&PD liability on file, below the federal minimum of {{required, money}}.',
  'verdict.insurance.below-company': "{{amount, money}} BI&PD liability on file, below your company's minimum of {{required, money}}.",
  'verdict.insurance.bond-not-liability': "No BI&PD liability on file: the {{amount, money}} on file is a broker's surety bond or trust fund, which never covers a load.",
  'verdict.insurance.not-filed': 'No BI&PD liability filed with FMCSA (a company without motor-carrier authority files none): ask for its certificate of insurance.',
  'verdict.insurance.missing': 'No insurance data set (L&I, Motus or a Carrier record) covers this company: whether liability is on file is not known.',
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
  'verdict.revocation.suspension-pending': 'FMCSA served an involuntary suspension notice on {{docket}} effective {{date, day}}.',
  'verdict.revocation.flagged': 'FMCSA flags a revocation pending on the authority on {{docket}}.',
  'verdict.revocation.none': 'No pending revocation.',
  'verdict.revocation.missing': 'No revocation data (L&I revocations, Motus RevokeSuspend or a Carrier record) has been imported: a pending revocation would not show.',
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
  // mcs150-outdated
  'verdict.mcs150.outdated': 'The MCS-150 registration was last updated on {{date, day}}, over two years ago: its contacts and fleet may be out of date.',
  'verdict.mcs150.current': 'MCS-150 registration updated on {{date, day}}.',
  'verdict.mcs150.unknown': 'The date of the last MCS-150 update is not on file.',
  'verdict.mcs150.missing': 'No census has been imported: the date of the last MCS-150 update is not known.',
  // community-reports
  'verdict.reports.negative_one': '{{count}} negative report from other brokers is visible.',
  'verdict.reports.negative_other': '{{count}} negative reports from other brokers are visible.',
  'verdict.reports.incidents_one': '{{count}} unresolved FreightGuard incident report is visible.',
  'verdict.reports.incidents_other': '{{count}} unresolved FreightGuard incident reports are visible.',
  'verdict.reports.mixed': '{{negative}} negative reports from other brokers and {{incidents}} unresolved FreightGuard incidents are visible.',
  'verdict.reports.none': 'No negative reports from other brokers.',
} as const;

export type VerdictExplanationKey = keyof typeof VERDICT_EXPLANATIONS;
