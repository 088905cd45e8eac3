/**
 * Public Kafka topics, one per event family: `logiscope.<context>.<family>.v<major>`.
 * A breaking payload change gets a new major topic; additive changes bump schemaVersion inside the envelope.
 */
export const Topics = {
  identityUsers: 'logiscope.identity.users.v1',
  identityCompanies: 'logiscope.identity.companies.v1',
  identityLoginAttempts: 'logiscope.identity.login-attempts.v1',
  carrierChanges: 'logiscope.carriers.changes.v1',
  carrierWatchlist: 'logiscope.carriers.watchlist.v1',
  notes: 'logiscope.notes.v1',
  reports: 'logiscope.reports.v1',
  reportsCompliance: 'logiscope.reports.compliance.v1',
  securityLoginRisk: 'logiscope.security.login-risk.v1',
  billingSubscriptions: 'logiscope.billing.subscriptions.v1',
} as const;

export type TopicName = (typeof Topics)[keyof typeof Topics];
