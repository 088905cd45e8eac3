import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import * as protobuf from 'protobufjs';
import type { ZodType } from 'zod';
import type { EventEnvelope, EventMetadata } from '@logiscope/kernel';
import { contractOf } from './catalogue';
import { Topics } from './topics';

/** Wire name of the envelope message; also announced in the Kafka content-type header. */
export const ENVELOPE_MESSAGE = 'logiscope.events.v1.EventEnvelope';
export const ENVELOPE_CONTENT_TYPE = `application/x-protobuf; messageType=${ENVELOPE_MESSAGE}`;

/** Encoding or decoding refused: unknown type, private or misplaced event, payload not matching its contract, corrupt bytes. */
export class EventCodecError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EventCodecError';
  }
}

export interface EnvelopeCodecOptions {
  /**
   * Types missing from the catalogue: 'reject' (default; anything public must be catalogued) or 'json', for
   * internal topics only, where the payload then travels as UTF-8 JSON inside the same protobuf envelope.
   */
  uncatalogued?: 'reject' | 'json';
}

/**
 * Directory holding `events/v1/*.proto`. Walks up from this file so the same code works from proto/src (jest),
 * proto/dist (package build) and dist/proto/src (root build, where the .proto files stay in the source tree).
 * LOGISCOPE_PROTO_DIR overrides it for deployments that ship the .proto files elsewhere.
 */
export function eventProtoDir(): string {
  const override = process.env.LOGISCOPE_PROTO_DIR;
  if (override) return override;
  for (let dir = __dirname; ; dir = dirname(dir)) {
    for (const candidate of [dir, join(dir, 'proto')]) {
      if (existsSync(join(candidate, 'events', 'v1', 'envelope.proto'))) return candidate;
    }
    if (dirname(dir) === dir) throw new EventCodecError(`Cannot find events/v1/envelope.proto above ${__dirname} (set LOGISCOPE_PROTO_DIR)`);
  }
}

let root: protobuf.Root | undefined;

/** Every event .proto file, loaded once; field names camelCased so decoded messages line up with the zod schemas. */
export function eventProtoRoot(): protobuf.Root {
  if (root) return root;
  const dir = join(eventProtoDir(), 'events', 'v1');
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.proto'))
    .sort()
    .map((f) => join(dir, f));
  const loaded = new protobuf.Root().loadSync(files);
  loaded.resolveAll();
  root = loaded;
  return loaded;
}

const envelopeType = () => eventProtoRoot().lookupType(ENVELOPE_MESSAGE);

function payloadContract(type: string, mode: 'encode' | 'decode', options?: EnvelopeCodecOptions) {
  const contract = contractOf(type);
  if (!contract) {
    if (options?.uncatalogued === 'json') return 'json' as const;
    throw new EventCodecError(`Cannot ${mode} event type "${type}": it is not in the event catalogue (proto/src/shared/catalogue.ts)`);
  }
  if (contract.topic === null || contract.protoMessage === null) {
    throw new EventCodecError(`Cannot ${mode} event type "${type}": it is private to its service and never published`);
  }
  return { schema: contract.schema, message: eventProtoRoot().lookupType(contract.protoMessage) };
}

function validated(type: string, schema: ZodType, data: unknown): object {
  const r = schema.safeParse(data);
  if (!r.success) {
    const issues = r.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
    throw new EventCodecError(`Invalid ${type} payload: ${issues}`);
  }
  return r.data as object;
}

/** Serializes an event for the wire: the payload as its own protobuf message, wrapped in EventEnvelope. */
export function encodeEnvelope(envelope: EventEnvelope, options?: EnvelopeCodecOptions): Buffer {
  const contract = payloadContract(envelope.type, 'encode', options);
  let payload: Uint8Array;
  if (contract === 'json') {
    payload = Buffer.from(JSON.stringify(envelope.data ?? {}), 'utf8');
  } else {
    const data = validated(envelope.type, contract.schema, envelope.data);
    payload = contract.message.encode(contract.message.fromObject(data)).finish();
  }
  if (!Number.isSafeInteger(envelope.streamVersion) || envelope.streamVersion < 0) {
    throw new EventCodecError(`Invalid streamVersion ${envelope.streamVersion} for event ${envelope.eventId}`);
  }
  if (!Number.isInteger(envelope.schemaVersion) || envelope.schemaVersion < 0 || envelope.schemaVersion > 0xffffffff) {
    throw new EventCodecError(`Invalid schemaVersion ${envelope.schemaVersion} for event ${envelope.eventId}`);
  }
  // Optional metadata keys may be present but undefined; a proto map only carries strings.
  const metadata = Object.fromEntries(Object.entries(envelope.metadata ?? {}).filter(([, v]) => typeof v === 'string'));
  const type = envelopeType();
  const message = type.fromObject({
    eventId: envelope.eventId,
    type: envelope.type,
    schemaVersion: envelope.schemaVersion,
    streamId: envelope.streamId,
    streamVersion: envelope.streamVersion,
    occurredAt: envelope.occurredAt,
    metadata,
    payload,
  });
  const bytes = type.encode(message).finish();
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

interface RawEnvelope {
  eventId: string;
  type: string;
  schemaVersion: number;
  streamId: string;
  streamVersion: string;
  occurredAt: string;
  metadata: Record<string, string>;
  payload: Uint8Array;
}

/** Parses wire bytes back into an envelope; the payload is checked against the catalogue's zod schema. */
export function decodeEnvelope(buf: Uint8Array, options?: EnvelopeCodecOptions): EventEnvelope {
  const type = envelopeType();
  let raw: RawEnvelope;
  try {
    // defaults: proto3 leaves empty strings off the wire, the envelope type expects them present.
    raw = type.toObject(type.decode(buf), { longs: String, defaults: true }) as RawEnvelope;
  } catch (e) {
    throw new EventCodecError(`Cannot decode ${ENVELOPE_MESSAGE}: ${(e as Error).message}`);
  }
  if (!raw.type) throw new EventCodecError(`Cannot decode ${ENVELOPE_MESSAGE}: no event type`);
  const streamVersion = Number(raw.streamVersion);
  if (!Number.isSafeInteger(streamVersion)) throw new EventCodecError(`Event ${raw.eventId}: streamVersion ${raw.streamVersion} out of range`);

  const contract = payloadContract(raw.type, 'decode', options);
  let data: object;
  if (contract === 'json') {
    try {
      data = JSON.parse(Buffer.from(raw.payload).toString('utf8')) as object;
    } catch (e) {
      throw new EventCodecError(`Event ${raw.eventId} (${raw.type}): payload is not JSON: ${(e as Error).message}`);
    }
  } else {
    let payload: object;
    try {
      payload = contract.message.toObject(contract.message.decode(raw.payload), { defaults: true, longs: String, enums: String });
    } catch (e) {
      throw new EventCodecError(`Event ${raw.eventId}: cannot decode ${raw.type} payload: ${(e as Error).message}`);
    }
    data = validated(raw.type, contract.schema, payload);
  }
  return {
    eventId: raw.eventId,
    type: raw.type,
    schemaVersion: raw.schemaVersion,
    streamId: raw.streamId,
    streamVersion,
    occurredAt: raw.occurredAt,
    data,
    metadata: { ...raw.metadata } as EventMetadata,
  };
}

const DLQ_SUFFIX = '.dlq';
const publicTopics = new Set<string>(Object.values(Topics));

/** The topic a dead-letter topic belongs to, or the topic itself. */
const sourceTopicOf = (topic: string): string => (topic.endsWith(DLQ_SUFFIX) ? topic.slice(0, -DLQ_SUFFIX.length) : topic);

/** Public topics (and their DLQs) carry catalogued events only; other topics are internal to LogiScope. */
const isPublicTopic = (topic: string): boolean => publicTopics.has(sourceTopicOf(topic));

/**
 * Public topics take catalogued types only, with their protobuf payload. Internal topics (tests, a service's own
 * work streams) may also carry types outside the catalogue, as a JSON payload in the same envelope.
 */
const codecOptionsFor = (topic: string): EnvelopeCodecOptions => ({ uncatalogued: isPublicTopic(topic) ? 'reject' : 'json' });

/**
 * The check both event buses make on every publish, before anything is sent: the event belongs on that topic and
 * its payload matches its catalogue contract. Throws EventCodecError; returns the wire bytes.
 */
export function encodeForTopic(topic: string, event: EventEnvelope): Buffer {
  // Not for DLQs: whatever a public topic held, even a misplaced event, must be able to go to its DLQ.
  if (publicTopics.has(topic)) {
    const home = contractOf(event.type)?.topic;
    if (home && home !== topic) throw new EventCodecError(`Event type ${event.type} is published on ${home}, not on ${topic}`);
  }
  return encodeEnvelope(event, codecOptionsFor(topic));
}

export const decodeFromTopic = (topic: string, bytes: Uint8Array): EventEnvelope => decodeEnvelope(bytes, codecOptionsFor(topic));

/**
 * An event as a consumer receives it from `topic`, on either bus: checked as encodeForTopic checks it, then read back
 * from the wire. So both buses hand over the same object: fields the payload left out arrive with their protobuf
 * defaults ('' for a string, {} for a map), keys its contract does not know are dropped, metadata keeps strings only.
 */
export const asDelivered = (topic: string, event: EventEnvelope): EventEnvelope => decodeFromTopic(topic, encodeForTopic(topic, event));
