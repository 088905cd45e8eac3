import type { ZodType } from 'zod';
import {
  CompanySetUpV1,
  CompanyVerifiedV1,
  InvitationIssuedV1,
  LoginAttemptedV1,
  PasswordResetRequestedV1,
  PasswordResetV1,
  PasswordSetV1,
  TeamMemberAddedV1,
  TeamMemberRoleChangedV1,
  TeamMemberStatusV1,
  UserJoinedCompanyV1,
  UserRegisteredV1,
} from '../identity/identity.events';
import {
  CarrierChangedV1,
  CarrierImportCompletedV1,
  CarrierImportedV1,
  CarrierMonitoredV1,
  CarrierSavedV1,
  CarrierUnmonitoredV1,
  CarrierVerdictChangedV1,
  CarrierUnsavedV1,
  EquipmentSyncedV1,
} from '../carrier-data/carrier-data.events';
import { VerdictProfileChangedV1 } from '../carrier-data/verdict-profile.events';
import { WebhookEndpointChangedV1, WebhookEndpointFailedV1, WebhookEndpointRegisteredV1, WebhookSecretRolledV1 } from '../carrier-data/webhook.events';
import { CarrierDigestSentV1, CarrierNoticeHeldV1, CarrierNoticeReservedV1 } from '../reports/carrier-notice.events';
import { SubscriptionActivatedV1, SubscriptionCancelledV1, TrialExpiredV1, TrialExtendedV1, TrialStartedV1 } from '../billing/billing.events';
import { NoteAddedV1, NoteDeletedV1, NoteEditedV1, NoteTextWrittenV1 } from '../notes/notes.events';
import {
  IncidentDisputedV1,
  IncidentResolvedV1,
  IncidentVerifiedV1,
  ReportFiledV1,
  ReportRetractedV1,
  ResponseContactGivenV1,
  ResponseLinkIssuedV1,
  ResponseWindowOpenedV1,
  ResponseSubmittedV1,
  ResponseWindowClosedV1,
} from '../reports/reports.events';
import {
  CertificateIssuedV1,
  ComplianceDocumentDownloadedV1,
  ComplianceDocumentFailedV1,
  ComplianceDocumentGeneratedV1,
  ComplianceDocumentRequestedV1,
} from '../reports/compliance.events';
import { LoadVettedV1, VettingPurgedV1, VettingRetentionSetV1 } from '../reports/vetting.events';
import { ApiKeyUsedFromNewAddressV1, LoginRiskAssessedV1 } from '../security-tracking/security-tracking.events';
import {
  CompanySecondFactorRequirementSetV1,
  RecoveryCodeUsedV1,
  SecondFactorCodeUsedV1,
  SecondFactorDisabledV1,
  SecondFactorEnabledV1,
  SecondFactorEnrolmentStartedV1,
} from '../identity/second-factor.events';
import { ApiKeyCreatedV1, ApiKeyRevokedV1 } from '../identity/api-key.events';
import { Topics, type TopicName } from './topics';

export interface EventContract {
  /** null: private to the owning service, stored but never published. */
  topic: TopicName | null;
  schemaVersion: number;
  schema: ZodType;
  /** Protobuf message (proto/events/v1) that carries the payload on Kafka. */
  protoMessage: string | null;
}

/** A published event (schema version 1): its topic and payload. */
const published = <const T extends TopicName, S extends ZodType>(topic: T, schema: S) => ({ topic, schemaVersion: 1 as const, schema });
/** A private event (schema version 1): stored by its service, never published. */
const unpublished = <S extends ZodType>(schema: S) => ({ topic: null, schemaVersion: 1 as const, schema });

type Declared = Record<string, Omit<EventContract, 'protoMessage'>>;
type WithProtoMessages<D extends Declared> = { [K in keyof D]: D[K] & { protoMessage: D[K]['topic'] extends null ? null : `logiscope.events.v1.${K & string}` } };

/** A published event travels as the proto/events/v1 message of its own name; a private one has none. */
function withProtoMessages<const D extends Declared>(declared: D): WithProtoMessages<D> {
  return Object.fromEntries(Object.entries(declared).map(([type, c]) => [type, { ...c, protoMessage: c.topic === null ? null : `logiscope.events.v1.${type}` }])) as WithProtoMessages<D>;
}

/** Every event type that crosses the wire, its topic, current schema version and payload contract. */
export const EventCatalogue = withProtoMessages({
  UserRegistered: published(Topics.identityUsers, UserRegisteredV1),
  PasswordSet: unpublished(PasswordSetV1),
  UserJoinedCompany: published(Topics.identityUsers, UserJoinedCompanyV1),
  CompanySetUp: published(Topics.identityCompanies, CompanySetUpV1),
  CompanyVerified: published(Topics.identityCompanies, CompanyVerifiedV1),
  TeamMemberAdded: published(Topics.identityUsers, TeamMemberAddedV1),
  InvitationIssued: unpublished(InvitationIssuedV1),
  PasswordResetRequested: unpublished(PasswordResetRequestedV1),
  PasswordReset: unpublished(PasswordResetV1),
  TeamMemberBlocked: published(Topics.identityUsers, TeamMemberStatusV1),
  TeamMemberUnblocked: published(Topics.identityUsers, TeamMemberStatusV1),
  TeamMemberRoleChanged: published(Topics.identityUsers, TeamMemberRoleChangedV1),
  TeamMemberRemoved: published(Topics.identityUsers, TeamMemberStatusV1),
  // Second factors: private to identity (secrets encrypted, recovery codes hashed), never published.
  SecondFactorEnrolmentStarted: unpublished(SecondFactorEnrolmentStartedV1),
  SecondFactorEnabled: unpublished(SecondFactorEnabledV1),
  SecondFactorCodeUsed: unpublished(SecondFactorCodeUsedV1),
  RecoveryCodeUsed: unpublished(RecoveryCodeUsedV1),
  SecondFactorDisabled: unpublished(SecondFactorDisabledV1),
  CompanySecondFactorRequirementSet: unpublished(CompanySecondFactorRequirementSetV1),
  // API keys: on the company's stream, private to identity (the secret's hash never leaves its event store).
  ApiKeyCreated: unpublished(ApiKeyCreatedV1),
  ApiKeyRevoked: unpublished(ApiKeyRevokedV1),
  LoginAttempted: published(Topics.identityLoginAttempts, LoginAttemptedV1),
  CarrierImported: published(Topics.carrierChanges, CarrierImportedV1),
  CarrierChanged: published(Topics.carrierChanges, CarrierChangedV1),
  CarrierImportCompleted: published(Topics.carrierChanges, CarrierImportCompletedV1),
  EquipmentSynced: published(Topics.carrierChanges, EquipmentSyncedV1),
  CarrierSaved: published(Topics.carrierWatchlist, CarrierSavedV1),
  CarrierUnsaved: published(Topics.carrierWatchlist, CarrierUnsavedV1),
  CarrierMonitored: published(Topics.carrierWatchlist, CarrierMonitoredV1),
  CarrierUnmonitored: published(Topics.carrierWatchlist, CarrierUnmonitoredV1),
  CarrierVerdictChanged: published(Topics.carrierWatchlist, CarrierVerdictChangedV1),
  VerdictProfileChanged: unpublished(VerdictProfileChangedV1),
  WebhookEndpointRegistered: unpublished(WebhookEndpointRegisteredV1),
  WebhookEndpointChanged: unpublished(WebhookEndpointChangedV1),
  WebhookSecretRolled: unpublished(WebhookSecretRolledV1),
  WebhookEndpointFailed: unpublished(WebhookEndpointFailedV1),
  NoteAdded: published(Topics.notes, NoteAddedV1),
  NoteEdited: published(Topics.notes, NoteEditedV1),
  NoteDeleted: published(Topics.notes, NoteDeletedV1),
  NoteTextWritten: unpublished(NoteTextWrittenV1),
  ReportFiled: published(Topics.reports, ReportFiledV1),
  ResponseLinkIssued: unpublished(ResponseLinkIssuedV1),
  ResponseSubmitted: published(Topics.reports, ResponseSubmittedV1),
  ResponseContactGiven: unpublished(ResponseContactGivenV1),
  ResponseWindowOpened: unpublished(ResponseWindowOpenedV1),
  CarrierNoticeReserved: unpublished(CarrierNoticeReservedV1),
  CarrierNoticeHeld: unpublished(CarrierNoticeHeldV1),
  CarrierDigestSent: unpublished(CarrierDigestSentV1),
  ResponseWindowClosed: published(Topics.reports, ResponseWindowClosedV1),
  ReportRetracted: published(Topics.reports, ReportRetractedV1),
  IncidentDisputed: published(Topics.reports, IncidentDisputedV1),
  IncidentVerified: published(Topics.reports, IncidentVerifiedV1),
  IncidentResolved: published(Topics.reports, IncidentResolvedV1),
  ComplianceDocumentRequested: unpublished(ComplianceDocumentRequestedV1),
  ComplianceDocumentGenerated: published(Topics.reportsCompliance, ComplianceDocumentGeneratedV1),
  ComplianceDocumentFailed: unpublished(ComplianceDocumentFailedV1),
  ComplianceDocumentDownloaded: unpublished(ComplianceDocumentDownloadedV1),
  CertificateIssued: published(Topics.reportsCompliance, CertificateIssuedV1),
  LoadVetted: published(Topics.reportsCompliance, LoadVettedV1),
  VettingRetentionSet: unpublished(VettingRetentionSetV1),
  VettingPurged: unpublished(VettingPurgedV1),
  LoginRiskAssessed: published(Topics.securityLoginRisk, LoginRiskAssessedV1),
  ApiKeyUsedFromNewAddress: published(Topics.securityLoginRisk, ApiKeyUsedFromNewAddressV1),
  TrialStarted: published(Topics.billingSubscriptions, TrialStartedV1),
  TrialExtended: published(Topics.billingSubscriptions, TrialExtendedV1),
  TrialExpired: published(Topics.billingSubscriptions, TrialExpiredV1),
  SubscriptionActivated: published(Topics.billingSubscriptions, SubscriptionActivatedV1),
  SubscriptionCancelled: published(Topics.billingSubscriptions, SubscriptionCancelledV1),
}) satisfies Record<string, EventContract>;

export type EventType = keyof typeof EventCatalogue;

export function contractOf(type: string): EventContract | undefined {
  return (EventCatalogue as Record<string, EventContract>)[type];
}

/** The topic an event is published on, or null for private events. Unknown types are a programming error. */
export function topicOf(type: string): TopicName | null {
  const c = contractOf(type);
  if (!c) throw new Error(`Event type ${type} is not in the catalogue (proto/src/shared/catalogue.ts)`);
  return c.topic;
}
