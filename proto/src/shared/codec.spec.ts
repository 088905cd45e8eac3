import * as protobuf from 'protobufjs';
import type { ZodObject, ZodType } from 'zod';
import type { EventEnvelope } from '@logiscope/kernel';
import { EventCatalogue, type EventContract, type EventType } from './catalogue';
import { decodeEnvelope, encodeEnvelope, ENVELOPE_MESSAGE, EventCodecError, eventProtoRoot } from './codec';
import { VETTING_VIEW_EXAMPLE, type VettingView } from '../reports/vetting.views';

/** A record's view without what only the read model knows (whether it was overridden is its reason; what superseded it). */
const withoutViewOnly = ({ overridden: _overridden, supersededBy: _supersededBy, ...recorded }: VettingView) => recorded;

type PublicType = { [K in EventType]: (typeof EventCatalogue)[K]['topic'] extends null ? never : K }[EventType];

/** One realistic payload per published type; the record type makes a new catalogue entry fail to compile here. */
const examples: { [K in PublicType]: object } = {
  UserRegistered: {
    userId: 'usr_01J8ZK3T6Q9V2M4N7P0R5S8W1X',
    email: 'dana.whitfield@plainsfreight.com',
    firstName: 'Dana',
    lastName: 'Whitfield',
    role: 'ADMIN',
    companyId: '',
    companyName: 'Plains Freight Brokerage',
  },
  UserJoinedCompany: { userId: 'usr_01J8ZK3T6Q9V2M4N7P0R5S8W1X', companyId: 'cmp_01J8ZK4B2C7D9E1F3G5H6J8K0L', role: 'USER' },
  TeamMemberAdded: {
    userId: 'usr_01J8ZM7A1B2C3D4E5F6G7H8J9K',
    companyId: 'cmp_01J8ZK4B2C7D9E1F3G5H6J8K0L',
    email: 'sam.ortiz@plainsfreight.com',
    firstName: 'Sam',
    lastName: 'Ortiz',
    role: 'USER',
    addedByUserId: 'usr_01J8ZK3T6Q9V2M4N7P0R5S8W1X',
  },
  TeamMemberBlocked: { userId: 'usr_01J8ZM7A1B2C3D4E5F6G7H8J9K', companyId: 'cmp_01J8ZK4B2C7D9E1F3G5H6J8K0L', byUserId: 'usr_01J8ZK3T6Q9V2M4N7P0R5S8W1X' },
  TeamMemberUnblocked: { userId: 'usr_01J8ZM7A1B2C3D4E5F6G7H8J9K', companyId: 'cmp_01J8ZK4B2C7D9E1F3G5H6J8K0L', byUserId: 'usr_01J8ZK3T6Q9V2M4N7P0R5S8W1X' },
  TeamMemberRoleChanged: {
    userId: 'usr_01J8ZM7A1B2C3D4E5F6G7H8J9K',
    companyId: 'cmp_01J8ZK4B2C7D9E1F3G5H6J8K0L',
    role: 'ADMIN',
    byUserId: 'usr_01J8ZK3T6Q9V2M4N7P0R5S8W1X',
  },
  TeamMemberRemoved: { userId: 'usr_01J8ZM7A1B2C3D4E5F6G7H8J9K', companyId: 'cmp_01J8ZK4B2C7D9E1F3G5H6J8K0L', byUserId: 'usr_01J8ZK3T6Q9V2M4N7P0R5S8W1X' },
  CompanySetUp: {
    companyId: 'cmp_01J8ZK4B2C7D9E1F3G5H6J8K0L',
    companyType: 'BROKER',
    companyName: 'Plains Freight Brokerage LLC',
    mcNumber: 'MC-1234567',
    dotNumber: '3456789',
    address: '1200 Commerce St, Suite 410',
    city: 'Dallas',
    state: 'TX',
    zipCode: '75202',
    phone: '+1 214-555-0142',
    email: 'ops@plainsfreight.com',
    setUpByUserId: 'usr_01J8ZK3T6Q9V2M4N7P0R5S8W1X',
  },
  CompanyVerified: { companyId: 'cmp_01J8ZK4B2C7D9E1F3G5H6J8K0L', method: 'FMCSA', dotNumber: '3456789', matchedOn: 'EMAIL_DOMAIN', byUserId: 'usr_01J8ZK3T6Q9V2M4N7P0R5S8W1X' },
  LoginAttempted: {
    secondFactor: 'TOTP',
    email: 'dana.whitfield@plainsfreight.com',
    userId: 'usr_01J8ZK3T6Q9V2M4N7P0R5S8W1X',
    companyId: 'cmp_01J8ZK4B2C7D9E1F3G5H6J8K0L',
    outcome: 'FAILED',
    failureReason: 'INVALID_PASSWORD',
    ipAddress: '203.0.113.42',
    userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
    sessionId: '',
  },
  CarrierImported: { dotNumber: '3650238', legalName: 'RED MESA HAULING LLC', mcNumbers: ['1281287', '1290001'], state: 'CO', importId: 'imp_2025_10_08' },
  CarrierChanged: {
    dotNumber: '44110',
    legalName: 'ACME TRANSPORT INC',
    changedFields: ['authorityStatus', 'phone'],
    beforeJson: '{"authorityStatus":"ACTIVE","phone":"3344334999"}',
    afterJson: '{"authorityStatus":"REVOKED","phone":"2515550199"}',
    importId: 'imp_2025_10_08',
  },
  CarrierImportCompleted: {
    importId: 'imp_2025_10_08',
    files: ['FMCSA_CENSUS1_2025Oct.csv', 'actpendins_2025_10_08.txt'],
    rowsRead: 2512345,
    rowErrors: 17,
    created: 1204,
    changed: 3876,
    unchanged: 2507248,
    initialLoad: false,
  },
  EquipmentSynced: {
    dotNumber: '3204417',
    syncId: 'equipment-sync:3204417:7c1e2f9a:3',
    source: 'fmcsa',
    total: 14,
    added: 2,
    updated: 3,
    unchanged: 9,
    inspections: 41,
    startedAt: '2025-03-14T09:26:51.102Z',
  },
  CarrierSaved: {
    companyId: 'cmp_01J8ZK4B2C7D9E1F3G5H6J8K0L',
    carrierId: '3650238',
    notes: 'Reliable on the Denver lanes; call dispatch before 9 am.',
    tags: ['reefer', 'preferred'],
    userId: 'usr_01J8ZK3T6Q9V2M4N7P0R5S8W1X',
  },
  CarrierUnsaved: { companyId: 'cmp_01J8ZK4B2C7D9E1F3G5H6J8K0L', carrierId: '3650238', userId: 'usr_01J8ZK3T6Q9V2M4N7P0R5S8W1X' },
  CarrierMonitored: { companyId: 'cmp_01J8ZK4B2C7D9E1F3G5H6J8K0L', carrierId: '44110', userId: 'usr_01J8ZK3T6Q9V2M4N7P0R5S8W1X' },
  CarrierUnmonitored: { companyId: 'cmp_01J8ZK4B2C7D9E1F3G5H6J8K0L', carrierId: '44110', userId: 'usr_01J8ZK3T6Q9V2M4N7P0R5S8W1X' },
  CarrierVerdictChanged: { companyId: 'cmp_01J8ZK4B2C7D9E1F3G5H6J8K0L', carrierId: '44110', before: 'PASS', after: 'FAIL', rules: ['out-of-service'], profile: 'company:3', cause: 'DATA' },
  TrialStarted: {
    companyId: 'cmp_01J8ZK4B2C7D9E1F3G5H6J8K0L',
    companyName: 'Plains Freight Brokerage LLC',
    startedByUserId: 'usr_01J8ZK3T6Q9V2M4N7P0R5S8W1X',
    startedAt: '2026-03-02T15:04:05.000Z',
    endsAt: '2026-04-01T15:04:05.000Z',
  },
  TrialExtended: {
    companyId: 'cmp_01J8ZK4B2C7D9E1F3G5H6J8K0L',
    byUserId: 'usr_01J8ZK3T6Q9V2M4N7P0R5S8W1X',
    byOperator: false,
    additionalDays: 30,
    endsAt: '2026-05-01T15:04:05.000Z',
    at: '2026-03-20T10:00:00.000Z',
  },
  TrialExpired: { companyId: 'cmp_01J8ZK4B2C7D9E1F3G5H6J8K0L', endedAt: '2026-05-01T15:04:05.000Z', at: '2026-05-01T15:04:06.120Z' },
  SubscriptionActivated: {
    companyId: 'cmp_01J8ZK4B2C7D9E1F3G5H6J8K0L',
    provider: 'stripe',
    providerSubscriptionId: 'sub_1QxY2zLkdIwHu7ix3Qp5aB7c',
    paymentEventId: 'evt_1QxY30LkdIwHu7ixn1c2d3e4',
    monthlyPriceCents: 14900,
    activatedAt: '2026-04-28T09:12:44.000Z',
    periodEnd: '2026-05-28T09:12:44.000Z',
  },
  SubscriptionCancelled: {
    companyId: 'cmp_01J8ZK4B2C7D9E1F3G5H6J8K0L',
    byUserId: 'usr_01J8ZK3T6Q9V2M4N7P0R5S8W1X',
    cancelledAt: '2026-05-10T08:00:00.000Z',
    endsAt: '2026-05-28T09:12:44.000Z',
  },
  NoteAdded: {
    noteId: 'note_01J9B7Q2W4E6R8T0Y2U4I6O8P0',
    carrierId: '3650238',
    authorId: 'usr_01J8ZK3T6Q9V2M4N7P0R5S8W1X',
    companyId: 'cmp_01J8ZK4B2C7D9E1F3G5H6J8K0L',
    category: 'COMMUNICATION',
    isPrivate: false,
    at: '2025-03-14T09:26:53.589Z',
  },
  NoteEdited: {
    noteId: 'note_01J9B7Q2W4E6R8T0Y2U4I6O8P0',
    carrierId: '3650238',
    authorId: 'usr_01J8ZK3T6Q9V2M4N7P0R5S8W1X',
    companyId: 'cmp_01J8ZK4B2C7D9E1F3G5H6J8K0L',
    category: 'ISSUES',
    isPrivate: true,
    at: '2025-03-15T16:02:11.004Z',
  },
  NoteDeleted: {
    noteId: 'note_01J9B7Q2W4E6R8T0Y2U4I6O8P0',
    carrierId: '3650238',
    authorId: 'usr_01J8ZK3T6Q9V2M4N7P0R5S8W1X',
    companyId: 'cmp_01J8ZK4B2C7D9E1F3G5H6J8K0L',
    at: '2025-03-20T08:45:00.000Z',
  },
  ReportFiled: {
    reportId: 'rpt_01J9A2B3C4D5E6F7G8H9J0K1M2',
    kind: 'INCIDENT',
    carrierId: '3650238',
    dotNumber: '3650238',
    mcNumber: '1281287',
    carrierName: 'RED MESA HAULING LLC',
    companyId: 'cmp_01J8ZK4B2C7D9E1F3G5H6J8K0L',
    companyName: 'Plains Freight Brokerage LLC',
    userId: 'usr_01J8ZK3T6Q9V2M4N7P0R5S8W1X',
    reporterName: 'Dana Whitfield',
    filedAt: '2025-03-14T09:26:53.589Z',
    responseDeadline: '2025-03-15T09:26:53.589Z',
    reportType: '',
    rating: 0,
    comments: '',
    reportCategory: 'DOUBLE_BROKERAGE',
    incidentType: 'UNAUTHORIZED_REBROKERING',
    severity: 'HIGH',
    description: 'Load re-brokered to an unknown carrier without consent; driver showed up under another MC.',
    location: 'Amarillo, TX',
    incidentDate: '2025-03-12',
    monetaryImpact: '12500.50',
    isDoubleBrokerage: true,
    brokerageChain: ['Red Mesa Hauling', 'Quick Lane Logistics'],
  },
  ResponseSubmitted: {
    reportId: 'rpt_01J9A2B3C4D5E6F7G8H9J0K1M2',
    kind: 'CARRIER_REPORT',
    carrierId: '3650238',
    companyId: 'cmp_01J8ZK4B2C7D9E1F3G5H6J8K0L',
    responseText: 'The delay came from a closed weigh station; we called dispatch at 6 am.',
    respondedAt: '2025-03-14T15:02:11.000Z',
  },
  ResponseWindowClosed: { reportId: 'rpt_01J9A2B3C4D5E6F7G8H9J0K1M2', kind: 'CARRIER_REPORT', carrierId: '3650238', companyId: 'cmp_01J8ZK4B2C7D9E1F3G5H6J8K0L', closedAt: '2025-03-15T09:26:53.589Z', responded: false },
  ReportRetracted: {
    reportId: 'rpt_01J9A2B3C4D5E6F7G8H9J0K1M2',
    kind: 'CARRIER_REPORT',
    carrierId: '3650238',
    companyId: 'cmp_01J8ZK4B2C7D9E1F3G5H6J8K0L',
    userId: 'usr_01J8ZK3T6Q9V2M4N7P0R5S8W1X',
    retractedAt: '2025-03-16T10:00:00.000Z',
  },
  IncidentDisputed: { reportId: 'rpt_01J9A2B3C4D5E6F7G8H9J0K1M2', carrierId: '3650238', companyId: 'cmp_01J8ZK4B2C7D9E1F3G5H6J8K0L', reportCategory: 'DOUBLE_BROKERAGE', disputedAt: '2025-03-14T15:02:11.000Z' },
  IncidentVerified: {
    reportId: 'rpt_01J9A2B3C4D5E6F7G8H9J0K1M2',
    carrierId: '3650238',
    companyId: 'cmp_01J8ZK4B2C7D9E1F3G5H6J8K0L',
    reportCategory: 'DOUBLE_BROKERAGE',
    reason: 'CORROBORATED',
    corroboratingReportId: 'rpt_01J9B7C8D9E0F1G2H3J4K5M6N7',
    verifiedBy: '',
    verifiedAt: '2025-03-20T08:00:00.000Z',
  },
  IncidentResolved: {
    reportId: 'rpt_01J9A2B3C4D5E6F7G8H9J0K1M2',
    carrierId: '3650238',
    companyId: 'cmp_01J8ZK4B2C7D9E1F3G5H6J8K0L',
    reportCategory: 'DOUBLE_BROKERAGE',
    amountRecovered: '8000.00',
    userId: 'usr_01J8ZK3T6Q9V2M4N7P0R5S8W1X',
    resolvedAt: '2025-04-02T12:00:00.000Z',
  },
  ComplianceDocumentGenerated: {
    documentId: 'cdoc_01J9C4D5E6F7G8H9J0K1M2N3P4',
    companyId: 'cmp_01J8ZK4B2C7D9E1F3G5H6J8K0L',
    userId: 'usr_01J8ZK3T6Q9V2M4N7P0R5S8W1X',
    carrierId: '158121',
    dotNumber: '158121',
    mcNumber: '245009',
    carrierName: 'VERIHA TRUCKING INC',
    documentType: 'DUE_DILIGENCE',
    title: 'Due Diligence Report: VERIHA TRUCKING INC',
    sha256: '9f2c1a7be4d35e0c8b6a2f1d0e9c8b7a6f5e4d3c2b1a09f8e7d6c5b4a3928170',
    sizeBytes: 18342,
    generatedAt: '2025-03-14T09:26:53.589Z',
    nextReviewDate: '2025-06-12',
  },
  CertificateIssued: {
    code: 'LS-7K2M-9QXD-4TNB',
    companyId: 'cmp_01J8ZK4B2C7D9E1F3G5H6J8K0L',
    companyName: 'Plains Freight Brokerage LLC',
    userId: 'usr_01J8ZK3T6Q9V2M4N7P0R5S8W1X',
    issuedBy: 'Dana Whitfield',
    carrierId: '158121',
    dotNumber: '158121',
    carrierName: 'VERIHA TRUCKING INC',
    issuedAt: '2025-03-14T09:26:53.589Z',
    verifyUrl: 'https://app.logiscope.example/verify/LS-7K2M-9QXD-4TNB',
    snapshotJson: '{"carrier":{"id":"158121","name":"VERIHA TRUCKING INC","authorityStatus":"ACTIVE"},"verdict":{"outcome":"PASS"},"riskFactors":[],"reports":[]}',
    sha256: '9f2c1a7be4d35e0c8b6a2f1d0e9c8b7a6f5e4d3c2b1a09f8e7d6c5b4a3928170',
    signature: 'q1n2Qm0bX8m7yq0e3ZlW7i5G2Q8w9cPZ0c4l8t2xk3yq1n2Qm0bX8m7yq0e3ZlW7i5G2Q8w9cPZ0c4l8t2xkAA==',
    publicKey: '-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEAGb9ECWmEzf6FQbrBZ9w7lshQhqowtrbLDFw4rXAxZuE=\n-----END PUBLIC KEY-----\n',
  },
  // The views' example record, as the event carries it (with who asked, the load's key and the PDF's signature).
  LoadVetted: {
    ...withoutViewOnly(VETTING_VIEW_EXAMPLE),
    companyId: 'cmp_01J8ZK4B2C7D9E1F3G5H6J8K0L',
    userId: 'usr_01J8ZK3T6Q9V2M4N7P0R5S8W1X',
    apiKeyId: '',
    loadKey: 'PO-48213',
    signature: 'q1n2Qm0bX8m7yq0e3ZlW7i5G2Q8w9cPZ0c4l8t2xk3yq1n2Qm0bX8m7yq0e3ZlW7i5G2Q8w9cPZ0c4l8t2xkAA==',
    publicKey: '-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEAGb9ECWmEzf6FQbrBZ9w7lshQhqowtrbLDFw4rXAxZuE=\n-----END PUBLIC KEY-----\n',
  },
  LoginRiskAssessed: {
    secondFactor: 'NONE',
    attemptId: '0b6f3c52-8f0e-4d7a-9a51-2f6f1e3c9d10',
    attemptedAt: '2025-03-14T09:26:53.589Z',
    email: 'dana.whitfield@plainsfreight.com',
    userId: 'usr_01J8ZK3T6Q9V2M4N7P0R5S8W1X',
    companyId: 'cmp_01J8ZK4B2C7D9E1F3G5H6J8K0L',
    outcome: 'SUCCESS',
    failureReason: '',
    ipAddress: '185.220.101.1',
    country: 'Germany',
    countryCode: 'DE',
    region: 'Brandenburg',
    city: 'Brandenburg',
    latitude: 52.4125,
    longitude: 12.5316,
    timezone: 'Europe/Berlin',
    asn: 60729,
    isp: 'Stiftung Erneuerbare Freiheit',
    organization: 'Stiftung Erneuerbare Freiheit',
    isVpn: false,
    isProxy: false,
    isTor: true,
    isHosting: true,
    deviceType: 'DESKTOP',
    browser: 'Firefox',
    browserVersion: '128.0',
    os: 'Linux',
    osVersion: '',
    isFirstTimeLocation: true,
    isFirstTimeDevice: false,
    riskScore: 75,
    threatLevel: 'HIGH',
    factors: [
      { code: 'TOR', points: 45, detail: 'Tor exit node', params: {} },
      { code: 'NEW_COUNTRY', points: 30, detail: 'First sign-in from Germany', params: { country: 'Germany' } },
    ],
  },
  ApiKeyUsedFromNewAddress: {
    keyId: '0193a1f2-6b7c-7d8e-9f01-23456789abcd',
    companyId: 'cmp_01J8ZK4B2C7D9E1F3G5H6J8K0L',
    createdByUserId: 'usr_01J8ZK3T6Q9V2M4N7P0R5S8W1X',
    usedAt: '2026-12-06T10:01:00.000Z',
    ipAddress: '185.220.101.1',
    network: '185.220.101.1',
    country: 'Germany',
    countryCode: 'DE',
    city: 'Brandenburg',
    asn: 60729,
    organization: 'Stiftung Erneuerbare Freiheit',
    isVpn: false,
    isProxy: false,
    isTor: true,
    isHosting: true,
    isKnownBad: true,
    keyName: 'McLeod TMS',
  },
};

const envelope = (type: string, data: object, extra: Partial<EventEnvelope> = {}): EventEnvelope => ({
  eventId: '0b6f3c52-8f0e-4d7a-9a51-2f6f1e3c9d10',
  type,
  schemaVersion: 1,
  streamId: `stream-${type}`,
  streamVersion: 7,
  occurredAt: '2025-03-14T09:26:53.589Z',
  data,
  metadata: {
    correlationId: 'c1b7a0e2-1d3f-4f67-a3c5-9b8e7d6c5b4a',
    causationId: 'cmd-42',
    traceparent: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01',
  },
  ...extra,
});

/** Builds an envelope straight with protobufjs, bypassing encodeEnvelope's checks (what a foreign or buggy producer could send). */
function rawEnvelope(type: string, payload: Uint8Array): Uint8Array {
  const t = eventProtoRoot().lookupType(ENVELOPE_MESSAGE);
  return t.encode(t.fromObject({ eventId: 'e-1', type, schemaVersion: 1, streamId: 's', streamVersion: 1, occurredAt: '2025-01-01T00:00:00.000Z', payload })).finish();
}

const published = Object.entries(EventCatalogue as Record<string, EventContract>).filter(([, c]) => c.topic !== null);

describe('event codec', () => {
  it('has an example for every published catalogue type', () => {
    expect(Object.keys(examples).sort()).toEqual(published.map(([t]) => t).sort());
  });

  it.each(Object.entries(examples))('round-trips %s through the protobuf envelope', (type, data) => {
    const e = envelope(type, data);
    const bytes = encodeEnvelope(e);
    expect(Buffer.isBuffer(bytes)).toBe(true);
    expect(decodeEnvelope(bytes)).toEqual(e);
  });

  it('keeps empty strings, large stream versions and metadata exactly', () => {
    const e = envelope('UserRegistered', { ...examples.UserRegistered, companyId: '' }, { streamVersion: 2 ** 40, schemaVersion: 3, metadata: {} });
    const back = decodeEnvelope(encodeEnvelope(e));
    expect(back).toEqual(e);
    expect((back.data as { companyId: string }).companyId).toBe('');
  });

  it('drops metadata keys that are present but undefined', () => {
    const e = envelope('UserJoinedCompany', examples.UserJoinedCompany, { metadata: { correlationId: 'c', userId: undefined } as never });
    expect(decodeEnvelope(encodeEnvelope(e)).metadata).toStrictEqual({ correlationId: 'c' });
  });

  it('refuses private events, unknown types and invalid payloads on encode', () => {
    expect(() => encodeEnvelope(envelope('PasswordSet', { userId: 'u', passwordHash: '$argon2id$...' }))).toThrow(/PasswordSet.*private/);
    expect(() => encodeEnvelope(envelope('NoSuchEvent', {}))).toThrow(/NoSuchEvent.*not in the event catalogue/);
    expect(() => encodeEnvelope(envelope('LoginAttempted', { ...examples.LoginAttempted, outcome: 'MAYBE' }))).toThrow(/Invalid LoginAttempted payload: outcome/);
    expect(() => encodeEnvelope(envelope('CompanySetUp', { companyId: 'c' }))).toThrow(EventCodecError);
  });

  it('refuses unknown types, invalid payloads and corrupt bytes on decode', () => {
    expect(() => decodeEnvelope(rawEnvelope('NoSuchEvent', new Uint8Array()))).toThrow(/NoSuchEvent.*not in the event catalogue/);
    expect(() => decodeEnvelope(rawEnvelope('PasswordSet', new Uint8Array()))).toThrow(/private/);
    const login = eventProtoRoot().lookupType('logiscope.events.v1.LoginAttempted');
    const bad = login.encode(login.fromObject({ ...examples.LoginAttempted, failureReason: 'BAD_LUCK' })).finish();
    expect(() => decodeEnvelope(rawEnvelope('LoginAttempted', bad))).toThrow(/Invalid LoginAttempted payload: failureReason/);
    expect(() => decodeEnvelope(Buffer.from([0x0a, 0xff, 0xff]))).toThrow(EventCodecError);
  });

  it('carries uncatalogued types as JSON only when asked to (internal topics)', () => {
    const e = envelope('InternalTick', { n: 1, nested: { ok: true } });
    const bytes = encodeEnvelope(e, { uncatalogued: 'json' });
    expect(decodeEnvelope(bytes, { uncatalogued: 'json' })).toEqual(e);
    expect(() => decodeEnvelope(bytes)).toThrow(/not in the event catalogue/);
    // Catalogued types keep their protobuf payload in that mode too.
    const login = envelope('LoginAttempted', examples.LoginAttempted);
    expect(encodeEnvelope(login, { uncatalogued: 'json' })).toEqual(encodeEnvelope(login));
    expect(() => encodeEnvelope(envelope('PasswordSet', { userId: 'u', passwordHash: 'h' }), { uncatalogued: 'json' })).toThrow(/private/);
  });

  it('ignores payload fields it does not know (a newer minor version is readable by older consumers)', () => {
    const newer = new protobuf.Root().add(
      new protobuf.Type('LoginAttempted').add(new protobuf.Field('email', 1, 'string')).add(new protobuf.Field('outcome', 4, 'string')).add(new protobuf.Field('riskScore', 99, 'string')),
    );
    const t = newer.lookupType('LoginAttempted');
    const bytes = t.encode(t.fromObject({ email: 'x@y.z', outcome: 'SUCCESS', riskScore: 'low' })).finish();
    const back = decodeEnvelope(rawEnvelope('LoginAttempted', bytes));
    expect(back.data).toEqual({ email: 'x@y.z', userId: '', companyId: '', outcome: 'SUCCESS', failureReason: '', ipAddress: '', userAgent: '', sessionId: '', secondFactor: '' });
  });

  it('keeps the LoginAttempted wire bytes stable (field numbers are public)', () => {
    const login = eventProtoRoot().lookupType('logiscope.events.v1.LoginAttempted');
    const bytes = login.encode(login.fromObject({ email: 'a', userId: 'b', companyId: 'c', outcome: 'd', failureReason: 'e', ipAddress: 'f', userAgent: 'g', sessionId: 'h' })).finish();
    // tag (field << 3 | 2), length 1, one ASCII byte: fields 1..8 in zod order.
    expect(Buffer.from(bytes).toString('hex')).toBe('0a01611201621a01632201642a01653201663a0167420168');
  });
});

describe('zod and proto cannot drift', () => {
  const root = eventProtoRoot();

  /** The proto scalar a zod field must travel as; unsupported zod kinds fail loudly so the mapping gets extended on purpose. */
  function protoTypeFor(schema: ZodType): string {
    const kind = (schema as unknown as { def: { type: string } }).def.type;
    switch (kind) {
      case 'string':
      case 'enum': // enumerations travel as strings (see the .proto comments)
        return 'string';
      case 'boolean':
        return 'bool';
      case 'number':
        return 'double';
      case 'array':
        return `repeated ${protoTypeFor((schema as unknown as { def: { element: ZodType } }).def.element)}`;
      case 'record': // a proto map<string, string> (LoginRiskAssessed.factors.params): protobufjs names its value type
        return 'repeated string';
      case 'optional': // absent from older events; the proto field decodes to its default
      case 'default': // the same, read as its default (a carrier report's detail added later: carrierReportDetails)
        return protoTypeFor((schema as unknown as { def: { innerType: ZodType } }).def.innerType);
      case 'object': // a nested message (LoginRiskAssessed.factors), compared field by field
        return `{ ${Object.entries((schema as ZodObject).shape as Record<string, ZodType>).map(([name, s]) => `${name}: ${protoTypeFor(s)}`).join(', ')} }`;
      default:
        throw new Error(`No proto mapping for zod type "${kind}": extend codec.spec.ts and the .proto together`);
    }
  }

  it('publishes exactly the catalogue types that name a proto message', () => {
    for (const [type, c] of Object.entries(EventCatalogue as Record<string, EventContract>)) {
      expect({ type, public: c.topic !== null }).toEqual({ type, public: c.protoMessage !== null });
      if (c.protoMessage) expect(c.protoMessage).toBe(`logiscope.events.v1.${type}`);
    }
  });

  it('has no proto message without a catalogue entry', () => {
    const messages = (root.lookup('logiscope.events.v1') as protobuf.Namespace).nestedArray.filter((n) => n instanceof protobuf.Type).map((n) => n.fullName.slice(1));
    const expected = [ENVELOPE_MESSAGE, ...published.map(([, c]) => c.protoMessage as string)];
    expect(messages.sort()).toEqual(expected.sort());
  });

  it.each(published)('%s: every zod field is a proto field of the right type, and vice versa', (_type, contract) => {
    const message = root.lookupType(contract.protoMessage as string);
    const shape = (contract.schema as ZodObject).shape as Record<string, ZodType>;
    const zodFields = Object.fromEntries(Object.entries(shape).map(([name, s]) => [name, protoTypeFor(s)]));
    const protoFieldType = (f: protobuf.Field): string => {
      f.resolve();
      const type = f.resolvedType instanceof protobuf.Type ? `{ ${f.resolvedType.fieldsArray.map((n) => `${n.name}: ${protoFieldType(n)}`).join(', ')} }` : f.type;
      return f.repeated || f.map ? `repeated ${type}` : type;
    };
    const protoFields = Object.fromEntries(message.fieldsArray.map((f) => [f.name, protoFieldType(f)]));
    expect(protoFields).toEqual(zodFields);
  });
});
