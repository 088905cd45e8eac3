import { z } from 'zod';
import { EventCatalogue, type EventContract } from '../shared/catalogue';
import { Topics, type TopicName } from '../shared/topics';
import { LoginRiskFactorV1 } from '../security-tracking/security-tracking.events';
import { VerdictCheckSchema } from '../carrier-data/verdict.views';
import { bytes, uint32, uint64 } from './proto-field';
import type { ProtoFileSpec, ProtoMessageSpec } from './proto-file';

/**
 * The Kafka contracts as .proto files (proto/events/v1): one file per topic holding the payload message of each
 * event the catalogue publishes on it (message name = event type, in catalogue order), plus the envelope. The
 * payloads are the catalogue's zod schemas; what is said here is only what a reader of the topic needs besides
 * the shapes: the topic's key and rules (header) and a line per message.
 */
export const EVENTS_PACKAGE = 'logiscope.events.v1';
const SOURCE = 'proto/src/shared/catalogue.ts (payload zod schemas: proto/src/<context>/*.events.ts)';

interface TopicFile {
  file: string;
  header: string;
  comments: Record<string, string>;
  /** Messages declared inside an event's message (by event type). */
  nested?: Record<string, ProtoMessageSpec[]>;
}

export const TOPIC_FILES: Record<TopicName, TopicFile> = {
  [Topics.billingSubscriptions]: {
    file: 'billing_subscriptions.proto',
    header: "Topic logiscope.billing.subscriptions.v1 (key: \"subscription:<company id>\", one stream per company). A company's free trial and paid plan ($149 per month). No card data: the payment provider (Stripe) keeps it; LogiScope knows its subscription id only.",
    comments: {
      TrialStarted: "A company's ADMIN started the 30-day free trial (once per company).",
      TrialExtended: "The trial's end moved later (the company's ADMIN, up to 365 days in all from the start, or the platform operator).",
      TrialExpired: "The trial lapsed without a subscription.",
      SubscriptionActivated: "The payment provider confirmed the first payment (signed webhook). provider: sandbox or stripe.",
      SubscriptionCancelled: "The company's ADMIN cancelled: CANCELLED at once, access until ends_at (the end of the paid period).",
    },
  },
  [Topics.carrierChanges]: {
    file: 'carriers_changes.proto',
    header: "Topic logiscope.carriers.changes.v1 (key: \"carrier:<dot number>\" for per-carrier events, the import's stream id for CarrierImportCompleted). FMCSA data as LogiScope imports it: new carriers and field-level changes; and the equipment syncs users run on a carrier (EquipmentSynced, keyed by the carrier too).",
    comments: {
      CarrierImported: "A carrier not seen before appeared in a re-import.",
      CarrierChanged: "A re-import changed fields of a carrier. before_json / after_json are JSON objects holding only the changed top-level fields of the carrier record (e.g. {\"authorityStatus\":\"ACTIVE\"} -> {\"authorityStatus\":\"REVOKED\"}).",
      CarrierImportCompleted: "An import run finished.",
      EquipmentSynced: "A user synced a carrier's equipment: the vehicles its DOT number has run under were read from an equipment source and merged into the carrier's equipment list. One event per sync (sync_id), whatever the retries.",
    },
  },
  [Topics.carrierWatchlist]: {
    file: 'carriers_watchlist.proto',
    header: "Topic logiscope.carriers.watchlist.v1 (key: \"watchlist:<company id>:<DOT number>\", one stream per company and carrier). A company's saved and monitored carriers: companies that save or monitor a carrier get alerts from its changes (logiscope.carriers.changes.v1).",
    comments: {
      CarrierSaved: "A user saved a carrier to the company's list, or saved it again with other notes or tags.",
      CarrierUnsaved: "A user removed a carrier from the company's saved list (monitoring, if on, goes on).",
      CarrierMonitored: "A user turned monitoring of a carrier on for the company.",
      CarrierUnmonitored: "A user turned monitoring of a carrier off.",
      CarrierVerdictChanged: "The verdict of a carrier the company saved or monitors changed (key \"verdict:<company id>:<DOT number>:<cause id>\"). before/after: PASS, REVIEW or FAIL; rules: the checks behind the new outcome; profile: 'default' or 'company:<revision>'; cause: DATA (new FMCSA data) or PROFILE (the company's verdict rules changed).",
    },
  },
  [Topics.identityCompanies]: {
    file: 'identity_companies.proto',
    header: "Topic logiscope.identity.companies.v1 (key: the envelope's stream_id). Enumerations travel as strings (exactly the values listed) so a new value is an additive change.",
    comments: {
      CompanySetUp: "A company (freight broker or shipper) was set up by one of its users.",
      CompanyVerified: "A broker company was verified: by the FMCSA check (its MC/DOT name a record with active broker authority whose e-mail domain or phone is the company's) or by a platform operator.",
    },
  },
  [Topics.identityLoginAttempts]: {
    file: 'identity_login_attempts.proto',
    header: "Topic logiscope.identity.login-attempts.v1 (key: the envelope's stream_id). Enumerations travel as strings (exactly the values listed) so a new value is an additive change.",
    comments: {
      LoginAttempted: "Someone tried to sign in, successfully or not.",
    },
  },
  [Topics.identityUsers]: {
    file: 'identity_users.proto',
    header: "Topic logiscope.identity.users.v1 (key: the envelope's stream_id). Enumerations travel as strings (exactly the values listed) so a new value is an additive change.",
    comments: {
      UserRegistered: "A user account was created.",
      UserJoinedCompany: "A user became a member of a company.",
      TeamMemberAdded: "An ADMIN added a member to a broker company (the member sets a password through an e-mailed invitation).",
      TeamMemberBlocked: "An ADMIN blocked a member: every session of theirs ended, their sign-ins are refused (recorded as BLOCKED).",
      TeamMemberUnblocked: "An ADMIN unblocked a member.",
      TeamMemberRoleChanged: "An ADMIN changed a member's role.",
      TeamMemberRemoved: "An ADMIN removed a member for good (notes and reports they wrote stay, under the name they were written with).",
    },
  },
  [Topics.notes]: {
    file: 'notes.proto',
    header: "Topic logiscope.notes.v1 (key: \"note:<note id>\", one stream per note). Team notes brokers keep about carriers. These events say that a note was written, changed or removed, on which carrier, by whom, its category and whether it is private: never what it says. The text (title, content, tags) and the author's name stay in the notes service (a private event, NoteTextWritten, that is stored and never published), so no note's words leave it, a private note's least of all; readers allowed to see a note read it through the notes API.",
    comments: {
      NoteAdded: "A user wrote a note about a carrier. category: GENERAL, PERFORMANCE, COMMUNICATION or ISSUES; private notes are visible to their author only, shared ones to every LogiScope user (read-only for all but the author).",
      NoteEdited: "The author edited the note (the same note); category and private flag as they are now.",
      NoteDeleted: "The author deleted the note.",
    },
  },
  [Topics.reports]: {
    file: 'reports.proto',
    header: "Topic logiscope.reports.v1 (key: the envelope's stream_id, \"report:<report id>\", one stream per report). One report aggregate with two kinds: \"CARRIER_REPORT\" (a broker's report about a carrier) and \"INCIDENT\" (a FreightGuard incident). Enumerations travel as strings (exactly the values listed) so a new value is an additive change. Money is a decimal string in dollars (\"12500.50\"), \"\" when not stated. The carrier's response id (its credential for the response portal) and the responder's contact details are never published.",
    comments: {
      ReportFiled: "A company filed a report about a carrier; the carrier may answer until response_deadline (filed_at + 24 h).",
      ResponseSubmitted: "The carrier answered through the response portal (one answer per report, before the deadline).",
      ResponseWindowClosed: "The 24-hour response window ended; responded says whether the carrier had answered.",
      ReportRetracted: "The reporting company withdrew its report: it leaves every view and the carrier's risk score.",
      IncidentDisputed: "An incident's carrier answered through the portal: PENDING -> DISPUTED.",
      IncidentVerified: "An incident was verified: \"CORROBORATED\" (another company reported the same carrier in the same category within 90 days: corroborating_report_id) or \"OPERATOR\" (a platform operator: verified_by).",
      IncidentResolved: "The reporting company resolved its incident, recording the amount recovered (decimal dollars, \"0\" when none).",
    },
  },
  [Topics.reportsCompliance]: {
    file: 'reports_compliance.proto',
    header: "Topic logiscope.reports.compliance.v1 (key: the envelope's stream_id, \"compliance-document:<id>\", \"certificate:<code>\" or \"load-vetting:<company id>:<load key>\"). Compliance documents a company generated, due-diligence certificates it issued, and the loads it vetted. document_type: \"DUE_DILIGENCE\" | \"SAFETY_AUDIT\" | \"COMPLIANCE_REPORT\". Times are ISO-8601.",
    comments: {
      ComplianceDocumentGenerated: "The background job wrote a compliance document's PDF.",
      CertificateIssued: "A company issued a due-diligence certificate: what it saw of the carrier (snapshot_json) and the server's Ed25519 signature (base64) of the PDF's SHA-256 (hex text), with the verifying key (PEM, SPKI).",
      LoadVetted: "A company vetted a carrier for one load (webhook event vetting.recorded): the verdict frozen as it stood (outcome PASS | REVIEW | FAIL, every check with its data set and as-of date, the rule profile), who asked and when, an accepted Review's reason, and the signed SHA-256 of the record's PDF. supersedes names the earlier record of the same load; records are never edited.",
    },
    nested: { LoadVetted: [{ name: 'VettingCheck', schema: VerdictCheckSchema, comment: 'One check of the frozen verdict.' }] },
  },
  [Topics.securityLoginRisk]: {
    file: 'security_login_risk.proto',
    nested: { LoginRiskAssessed: [{ name: 'Factor', schema: LoginRiskFactorV1, comment: 'One rule that raised the score.' }] },
    header: "Topic logiscope.security.login-risk.v1 (key: the envelope's stream_id, \"login-risk:<attempt event id>\" or \"api-key-address:<key id>:<network>\"). The login-risk stream the security team follows: one LoginRiskAssessed per LoginAttempted, enriched offline (geo-IP, ASN, Tor exit list, user agent) and scored; one ApiKeyUsedFromNewAddress per API key and network it was first used from. Times are ISO-8601 (UTC).",
    comments: {
      LoginRiskAssessed: "security-tracking's analysis of one sign-in attempt.",
      ApiKeyUsedFromNewAddress: "An API key used from a network none of its earlier requests came from (its first use is one too), enriched offline; never the secret.",
    },
  },
};

/** The value of every message on every logiscope.*.v1 topic. */
export const EventEnvelopeWire = z
  .object({
    eventId: z.string().describe('Globally unique id (UUID). Delivery is at-least-once: deduplicate on it.'),
    type: z.string().describe('Event type, e.g. "LoginAttempted"; names the payload message.'),
    schemaVersion: uint32().describe('Payload schema version inside this major. Higher versions only add fields.'),
    streamId: z.string().describe('Aggregate stream the event belongs to; also the Kafka message key.'),
    streamVersion: uint64().describe(
      '1-based position of the event in its stream. Increases per stream_id; a topic may skip numbers (private events of the stream are never published).',
    ),
    occurredAt: z.string().describe('When the event happened, RFC 3339 in UTC, e.g. "2025-03-14T09:26:53.589Z".'),
    metadata: z
      .record(z.string(), z.string())
      .describe('String metadata: correlationId, causationId, userId, companyId, traceparent (W3C), ... Unknown keys must be ignored.'),
    payload: bytes().describe('The serialized payload message named by `type`.'),
  })
  .describe(
    'The wrapper every published event travels in. The event\'s own data is `payload`, a serialized message of type `logiscope.events.v1.<type>` (e.g. type "LoginAttempted" -> LoginAttempted).',
  );

const envelopeFile: ProtoFileSpec = {
  path: 'events/v1/envelope.proto',
  package: EVENTS_PACKAGE,
  source: 'proto/src/protogen/event-files.ts (EventEnvelopeWire)',
  header:
    'Public LogiScope event contracts, major version 1.\nEvery Kafka message value on a logiscope.*.v1 topic is one EventEnvelope.\nRules (see proto/README.md): additive changes only within v1 (new fields get new numbers, nothing is renamed, renumbered, retyped or removed; retired fields are `reserved`).',
  messages: [{ name: 'EventEnvelope', schema: EventEnvelopeWire }],
  presence: false,
};

/** The envelope and one file per topic, from the catalogue. */
export function eventFileSpecs(): ProtoFileSpec[] {
  const published = Object.entries(EventCatalogue as Record<string, EventContract>).filter(([, c]) => c.topic !== null);
  const topics = Object.entries(TOPIC_FILES) as [TopicName, TopicFile][];
  for (const [type, c] of published) {
    if (c.protoMessage !== `${EVENTS_PACKAGE}.${type}`) throw new Error(`${type}: protoMessage must be ${EVENTS_PACKAGE}.${type}`);
    if (!TOPIC_FILES[c.topic as TopicName]) throw new Error(`${type}: topic ${c.topic} has no file in proto/src/protogen/event-files.ts`);
  }
  return [
    envelopeFile,
    ...topics.map(([topic, f]) => ({
      path: `events/v1/${f.file}`,
      package: EVENTS_PACKAGE,
      source: SOURCE,
      header: f.header,
      presence: false,
      messages: published
        .filter(([, c]) => c.topic === topic)
        .map(([type, c]) => ({ name: type, schema: c.schema as z.ZodObject, comment: f.comments[type], nested: f.nested?.[type] })),
    })),
  ];
}
