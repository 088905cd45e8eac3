#!/usr/bin/env node
// Follows LogiScope login attempts the way an outside team would: kafkajs, protobufjs and the published .proto
// files, nothing from the LogiScope code base. Prints one JSON object per event on stdout.
//
//   npm install kafkajs protobufjs
//   node read-login-attempts.mjs --brokers 127.0.0.1:19092 --group security-team.login-attempts
//
// Options: --brokers host:port[,host:port]  (default $KAFKA_BROKERS or 127.0.0.1:19092)
//          --group <consumer group>          (your own; the committed offset is kept per group)
//          --latest                          (a new group starts at the end instead of replaying retained history)
//          --until-event-id <id>             (exit after printing that event; handy in scripts and tests)
//          --proto-dir <dir>                 (directory holding envelope.proto and identity_login_attempts.proto)
//          --namespace <ns>                  (an installation started with NAMESPACE publishes on <ns>.<topic>;
//                                             default $NAMESPACE, empty in production)
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import kafkajs from 'kafkajs';
import protobuf from 'protobufjs';

const { values: args } = parseArgs({
  options: {
    brokers: { type: 'string', default: process.env.KAFKA_BROKERS ?? '127.0.0.1:19092' },
    group: { type: 'string', default: 'security-team.login-attempts' },
    latest: { type: 'boolean', default: false },
    'until-event-id': { type: 'string' },
    'proto-dir': { type: 'string', default: join(dirname(fileURLToPath(import.meta.url)), '..', 'events', 'v1') },
    namespace: { type: 'string', default: process.env.NAMESPACE ?? '' },
  },
});

const TOPIC = `${args.namespace ? `${args.namespace}.` : ''}logiscope.identity.login-attempts.v1`;
const PACKAGE = 'logiscope.events.v1';

// Field names come out camelCased (user_id -> userId); pass { keepCase: true } to keep the .proto spelling.
const root = protobuf.loadSync(['envelope.proto', 'identity_login_attempts.proto'].map((f) => join(args['proto-dir'], f)));
const Envelope = root.lookupType(`${PACKAGE}.EventEnvelope`);

/** Envelope -> plain object with the payload decoded by the message its `type` names; null for types we do not know. */
function decode(value) {
  // defaults: proto3 omits empty strings on the wire; longs: stream_version is a uint64.
  const { payload, ...envelope } = Envelope.toObject(Envelope.decode(value), { defaults: true, longs: String });
  const Payload = root.lookup(`${PACKAGE}.${envelope.type}`);
  if (!(Payload instanceof protobuf.Type)) return null; // a type added later to this topic: skip it (additive change)
  return { ...envelope, data: Payload.toObject(Payload.decode(payload), { defaults: true }) };
}

const kafka = new kafkajs.Kafka({ clientId: 'login-attempts-reader', brokers: args.brokers.split(','), logLevel: kafkajs.logLevel.WARN });
const consumer = kafka.consumer({ groupId: args.group });

let stopping = false;
const stop = async (code) => {
  if (stopping) return;
  stopping = true;
  await consumer.disconnect().catch(() => undefined);
  process.exit(code);
};
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

await consumer.connect();
await consumer.subscribe({ topic: TOPIC, fromBeginning: !args.latest });
await consumer.run({
  eachMessage: async ({ partition, message }) => {
    let event;
    try {
      event = decode(message.value);
    } catch (e) {
      console.error(`skipping undecodable message at ${TOPIC}[${partition}]@${message.offset}: ${e.message}`);
      return;
    }
    if (!event) return;
    // Delivery is at-least-once: a real consumer dedupes on eventId.
    console.log(JSON.stringify({ partition, offset: message.offset, key: message.key?.toString(), ...event }));
    // Disconnecting waits for this handler to return, so do it after.
    if (event.eventId === args['until-event-id']) setImmediate(() => stop(0));
  },
});
