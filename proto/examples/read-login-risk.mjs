#!/usr/bin/env node
// Follows LogiScope's login-risk stream (logiscope.security.login-risk.v1) the way the security team would: kafkajs,
// protobufjs and the published .proto files, nothing from the LogiScope code base. Prints one JSON object per
// LoginRiskAssessed on stdout; --min-risk filters, e.g. --min-risk 50 for HIGH and CRITICAL only.
//
//   npm install kafkajs protobufjs
//   node read-login-risk.mjs --brokers 127.0.0.1:19092 --group security-team.login-risk --min-risk 50
//
// Options: --brokers host:port[,host:port]  (default $KAFKA_BROKERS or 127.0.0.1:19092)
//          --group <consumer group>          (your own; the committed offset is kept per group)
//          --latest                          (a new group starts at the end instead of replaying retained history)
//          --min-risk <0-100>                (print only assessments scoring at least this)
//          --until-attempt-id <id>           (exit after printing the assessment of that LoginAttempted)
//          --proto-dir <dir>                 (directory holding envelope.proto and security_login_risk.proto)
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
    group: { type: 'string', default: 'security-team.login-risk' },
    latest: { type: 'boolean', default: false },
    'min-risk': { type: 'string', default: '0' },
    'until-attempt-id': { type: 'string' },
    'proto-dir': { type: 'string', default: join(dirname(fileURLToPath(import.meta.url)), '..', 'events', 'v1') },
    namespace: { type: 'string', default: process.env.NAMESPACE ?? '' },
  },
});

const TOPIC = `${args.namespace ? `${args.namespace}.` : ''}logiscope.security.login-risk.v1`;
const root = protobuf.loadSync(['envelope.proto', 'security_login_risk.proto'].map((f) => join(args['proto-dir'], f)));
const Envelope = root.lookupType('logiscope.events.v1.EventEnvelope');
const Assessed = root.lookupType('logiscope.events.v1.LoginRiskAssessed');
const minRisk = Number(args['min-risk']);

const kafka = new kafkajs.Kafka({ clientId: 'login-risk-reader', brokers: args.brokers.split(','), logLevel: kafkajs.logLevel.WARN });
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
      // defaults: proto3 omits empty strings, zeros and false on the wire; longs: stream_version is a uint64.
      const { payload, ...envelope } = Envelope.toObject(Envelope.decode(message.value), { defaults: true, longs: String });
      if (envelope.type !== 'LoginRiskAssessed') return; // a type added later to this topic: skip it
      event = { ...envelope, data: Assessed.toObject(Assessed.decode(payload), { defaults: true, arrays: true }) };
    } catch (e) {
      console.error(`skipping undecodable message at ${TOPIC}[${partition}]@${message.offset}: ${e.message}`);
      return;
    }
    // Delivery is at-least-once: a real consumer dedupes on eventId (or data.attemptId).
    if (event.data.riskScore >= minRisk) console.log(JSON.stringify({ partition, offset: message.offset, key: message.key?.toString(), ...event }));
    if (event.data.attemptId === args['until-attempt-id']) setImmediate(() => stop(0));
  },
});
