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
} from './identity.events';
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
} from './carrier.events';
import { VerdictProfileChangedV1 } from './verdict.events';
import { CarrierDigestSentV1, CarrierNoticeHeldV1, CarrierNoticeReservedV1 } from './carrier-notice.events';
import { SubscriptionActivatedV1, SubscriptionCancelledV1, TrialExpiredV1, TrialExtendedV1, TrialStartedV1 } from './billing.events';
import { NoteAddedV1, NoteDeletedV1, NoteEditedV1, NoteTextWrittenV1 } from './notes.events';
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
} from './reports.events';
import {
  CertificateIssuedV1,
  ComplianceDocumentDownloadedV1,
  ComplianceDocumentFailedV1,
  ComplianceDocumentGeneratedV1,
  ComplianceDocumentRequestedV1,
} from './compliance.events';
import { LoginRiskAssessedV1 } from './security.events';
import {
  CompanySecondFactorRequirementSetV1,
  RecoveryCodeUsedV1,
  SecondFactorCodeUsedV1,
  SecondFactorDisabledV1,
  SecondFactorEnabledV1,
  SecondFactorEnrolmentStartedV1,
} from './second-factor.events';
import { ApiKeyCreatedV1, ApiKeyRevokedV1 } from './api-key.events';
import { Topics, type TopicName } from './topics';

export interface EventContract {
  /** null: private to the owning service, stored but never published. */
  topic: TopicName | null;
  schemaVersion: number;
  schema: ZodType;
  /** Protobuf message (proto/events/v1) that carries the payload on Kafka. */
  protoMessage: string | null;
}

/** Every event type that crosses the wire, its topic, current schema version and payload contract. */
export const EventCatalogue = {
  UserRegistered: { topic: Topics.identityUsers, schemaVersion: 1, schema: UserRegisteredV1, protoMessage: 'logiscope.events.v1.UserRegistered' },
  PasswordSet: { topic: null, schemaVersion: 1, schema: PasswordSetV1, protoMessage: null },
  UserJoinedCompany: { topic: Topics.identityUsers, schemaVersion: 1, schema: UserJoinedCompanyV1, protoMessage: 'logiscope.events.v1.UserJoinedCompany' },
  CompanySetUp: { topic: Topics.identityCompanies, schemaVersion: 1, schema: CompanySetUpV1, protoMessage: 'logiscope.events.v1.CompanySetUp' },
  CompanyVerified: { topic: Topics.identityCompanies, schemaVersion: 1, schema: CompanyVerifiedV1, protoMessage: 'logiscope.events.v1.CompanyVerified' },
  TeamMemberAdded: { topic: Topics.identityUsers, schemaVersion: 1, schema: TeamMemberAddedV1, protoMessage: 'logiscope.events.v1.TeamMemberAdded' },
  InvitationIssued: { topic: null, schemaVersion: 1, schema: InvitationIssuedV1, protoMessage: null },
  PasswordResetRequested: { topic: null, schemaVersion: 1, schema: PasswordResetRequestedV1, protoMessage: null },
  PasswordReset: { topic: null, schemaVersion: 1, schema: PasswordResetV1, protoMessage: null },
  TeamMemberBlocked: { topic: Topics.identityUsers, schemaVersion: 1, schema: TeamMemberStatusV1, protoMessage: 'logiscope.events.v1.TeamMemberBlocked' },
  TeamMemberUnblocked: { topic: Topics.identityUsers, schemaVersion: 1, schema: TeamMemberStatusV1, protoMessage: 'logiscope.events.v1.TeamMemberUnblocked' },
  TeamMemberRoleChanged: { topic: Topics.identityUsers, schemaVersion: 1, schema: TeamMemberRoleChangedV1, protoMessage: 'logiscope.events.v1.TeamMemberRoleChanged' },
  TeamMemberRemoved: { topic: Topics.identityUsers, schemaVersion: 1, schema: TeamMemberStatusV1, protoMessage: 'logiscope.events.v1.TeamMemberRemoved' },
  // Second factors: private to identity (secrets encrypted, recovery codes hashed), never published.
  SecondFactorEnrolmentStarted: { topic: null, schemaVersion: 1, schema: SecondFactorEnrolmentStartedV1, protoMessage: null },
  SecondFactorEnabled: { topic: null, schemaVersion: 1, schema: SecondFactorEnabledV1, protoMessage: null },
  SecondFactorCodeUsed: { topic: null, schemaVersion: 1, schema: SecondFactorCodeUsedV1, protoMessage: null },
  RecoveryCodeUsed: { topic: null, schemaVersion: 1, schema: RecoveryCodeUsedV1, protoMessage: null },
  SecondFactorDisabled: { topic: null, schemaVersion: 1, schema: SecondFactorDisabledV1, protoMessage: null },
  CompanySecondFactorRequirementSet: { topic: null, schemaVersion: 1, schema: CompanySecondFactorRequirementSetV1, protoMessage: null },
  // API keys: on the company's stream, private to identity (the secret's hash never leaves its event store).
  ApiKeyCreated: { topic: null, schemaVersion: 1, schema: ApiKeyCreatedV1, protoMessage: null },
  ApiKeyRevoked: { topic: null, schemaVersion: 1, schema: ApiKeyRevokedV1, protoMessage: null },
  LoginAttempted: { topic: Topics.identityLoginAttempts, schemaVersion: 1, schema: LoginAttemptedV1, protoMessage: 'logiscope.events.v1.LoginAttempted' },
  CarrierImported: { topic: Topics.carrierChanges, schemaVersion: 1, schema: CarrierImportedV1, protoMessage: 'logiscope.events.v1.CarrierImported' },
  CarrierChanged: { topic: Topics.carrierChanges, schemaVersion: 1, schema: CarrierChangedV1, protoMessage: 'logiscope.events.v1.CarrierChanged' },
  CarrierImportCompleted: { topic: Topics.carrierChanges, schemaVersion: 1, schema: CarrierImportCompletedV1, protoMessage: 'logiscope.events.v1.CarrierImportCompleted' },
  EquipmentSynced: { topic: Topics.carrierChanges, schemaVersion: 1, schema: EquipmentSyncedV1, protoMessage: 'logiscope.events.v1.EquipmentSynced' },
  CarrierSaved: { topic: Topics.carrierWatchlist, schemaVersion: 1, schema: CarrierSavedV1, protoMessage: 'logiscope.events.v1.CarrierSaved' },
  CarrierUnsaved: { topic: Topics.carrierWatchlist, schemaVersion: 1, schema: CarrierUnsavedV1, protoMessage: 'logiscope.events.v1.CarrierUnsaved' },
  CarrierMonitored: { topic: Topics.carrierWatchlist, schemaVersion: 1, schema: CarrierMonitoredV1, protoMessage: 'logiscope.events.v1.CarrierMonitored' },
  CarrierUnmonitored: { topic: Topics.carrierWatchlist, schemaVersion: 1, schema: CarrierUnmonitoredV1, protoMessage: 'logiscope.events.v1.CarrierUnmonitored' },
  CarrierVerdictChanged: { topic: Topics.carrierWatchlist, schemaVersion: 1, schema: CarrierVerdictChangedV1, protoMessage: 'logiscope.events.v1.CarrierVerdictChanged' },
  VerdictProfileChanged: { topic: null, schemaVersion: 1, schema: VerdictProfileChangedV1, protoMessage: null },
  NoteAdded: { topic: Topics.notes, schemaVersion: 1, schema: NoteAddedV1, protoMessage: 'logiscope.events.v1.NoteAdded' },
  NoteEdited: { topic: Topics.notes, schemaVersion: 1, schema: NoteEditedV1, protoMessage: 'logiscope.events.v1.NoteEdited' },
  NoteDeleted: { topic: Topics.notes, schemaVersion: 1, schema: NoteDeletedV1, protoMessage: 'logiscope.events.v1.NoteDeleted' },
  NoteTextWritten: { topic: null, schemaVersion: 1, schema: NoteTextWrittenV1, protoMessage: null },
  ReportFiled: { topic: Topics.reports, schemaVersion: 1, schema: ReportFiledV1, protoMessage: 'logiscope.events.v1.ReportFiled' },
  ResponseLinkIssued: { topic: null, schemaVersion: 1, schema: ResponseLinkIssuedV1, protoMessage: null },
  ResponseSubmitted: { topic: Topics.reports, schemaVersion: 1, schema: ResponseSubmittedV1, protoMessage: 'logiscope.events.v1.ResponseSubmitted' },
  ResponseContactGiven: { topic: null, schemaVersion: 1, schema: ResponseContactGivenV1, protoMessage: null },
  ResponseWindowOpened: { topic: null, schemaVersion: 1, schema: ResponseWindowOpenedV1, protoMessage: null },
  CarrierNoticeReserved: { topic: null, schemaVersion: 1, schema: CarrierNoticeReservedV1, protoMessage: null },
  CarrierNoticeHeld: { topic: null, schemaVersion: 1, schema: CarrierNoticeHeldV1, protoMessage: null },
  CarrierDigestSent: { topic: null, schemaVersion: 1, schema: CarrierDigestSentV1, protoMessage: null },
  ResponseWindowClosed: { topic: Topics.reports, schemaVersion: 1, schema: ResponseWindowClosedV1, protoMessage: 'logiscope.events.v1.ResponseWindowClosed' },
  ReportRetracted: { topic: Topics.reports, schemaVersion: 1, schema: ReportRetractedV1, protoMessage: 'logiscope.events.v1.ReportRetracted' },
  IncidentDisputed: { topic: Topics.reports, schemaVersion: 1, schema: IncidentDisputedV1, protoMessage: 'logiscope.events.v1.IncidentDisputed' },
  IncidentVerified: { topic: Topics.reports, schemaVersion: 1, schema: IncidentVerifiedV1, protoMessage: 'logiscope.events.v1.IncidentVerified' },
  IncidentResolved: { topic: Topics.reports, schemaVersion: 1, schema: IncidentResolvedV1, protoMessage: 'logiscope.events.v1.IncidentResolved' },
  ComplianceDocumentRequested: { topic: null, schemaVersion: 1, schema: ComplianceDocumentRequestedV1, protoMessage: null },
  ComplianceDocumentGenerated: { topic: Topics.reportsCompliance, schemaVersion: 1, schema: ComplianceDocumentGeneratedV1, protoMessage: 'logiscope.events.v1.ComplianceDocumentGenerated' },
  ComplianceDocumentFailed: { topic: null, schemaVersion: 1, schema: ComplianceDocumentFailedV1, protoMessage: null },
  ComplianceDocumentDownloaded: { topic: null, schemaVersion: 1, schema: ComplianceDocumentDownloadedV1, protoMessage: null },
  CertificateIssued: { topic: Topics.reportsCompliance, schemaVersion: 1, schema: CertificateIssuedV1, protoMessage: 'logiscope.events.v1.CertificateIssued' },
  LoginRiskAssessed: { topic: Topics.securityLoginRisk, schemaVersion: 1, schema: LoginRiskAssessedV1, protoMessage: 'logiscope.events.v1.LoginRiskAssessed' },
  TrialStarted: { topic: Topics.billingSubscriptions, schemaVersion: 1, schema: TrialStartedV1, protoMessage: 'logiscope.events.v1.TrialStarted' },
  TrialExtended: { topic: Topics.billingSubscriptions, schemaVersion: 1, schema: TrialExtendedV1, protoMessage: 'logiscope.events.v1.TrialExtended' },
  TrialExpired: { topic: Topics.billingSubscriptions, schemaVersion: 1, schema: TrialExpiredV1, protoMessage: 'logiscope.events.v1.TrialExpired' },
  SubscriptionActivated: { topic: Topics.billingSubscriptions, schemaVersion: 1, schema: SubscriptionActivatedV1, protoMessage: 'logiscope.events.v1.SubscriptionActivated' },
  SubscriptionCancelled: { topic: Topics.billingSubscriptions, schemaVersion: 1, schema: SubscriptionCancelledV1, protoMessage: 'logiscope.events.v1.SubscriptionCancelled' },
} as const satisfies Record<string, EventContract>;

export type EventType = keyof typeof EventCatalogue;

export function contractOf(type: string): EventContract | undefined {
  return (EventCatalogue as Record<string, EventContract>)[type];
}

/** The topic an event is published on, or null for private events. Unknown types are a programming error. */
export function topicOf(type: string): TopicName | null {
  const c = contractOf(type);
  if (!c) throw new Error(`Event type ${type} is not in the catalogue (proto/src/catalogue.ts)`);
  return c.topic;
}
