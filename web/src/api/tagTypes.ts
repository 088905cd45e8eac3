/** Cache tags of the single API slice, declared once for every feature. */
export const API_TAG_TYPES = [
  'CurrentUser',
  'Carrier',
  'SavedCarrier',
  'MonitoringAlert',
  'CarrierNote',
  'CarrierReport',
  'Equipment',
  'Subscription',
  'TeamMember',
  'Company',
  'SearchHistory',
  'FreightGuardReport',
  'ComplianceDocument',
  'Certificate',
  'LoginRecord',
  'ApiKey',
  'WebhookEndpoint',
  'WebhookDelivery',
  'VerdictProfile',
  'Dataset',
  'SecondFactor',
  'Vetting',
] as const;

export type ApiTagType = (typeof API_TAG_TYPES)[number];
