#!/usr/bin/env node
// Follows LogiScope's login-risk stream (logiscope.security.login-risk.v1) the way the security team would: kafkajs,
// protobufjs and the published .proto files, nothing from the LogiScope code base. Prints one JSON object per
// LoginRiskAssessed on stdout; --min-risk filters them, e.g. --min-risk 50 for HIGH and CRITICAL only. Each
// ApiKeyUsedFromNewAddress (a company's API key used from a network it was not used from before) is printed too.
//
//   npm install kafkajs protobufjs      (with follow-topic.mjs beside this file)
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
import { join } from 'node:path';
import protobuf from 'protobufjs';
import { follow, readerArgs, topicOf } from './follow-topic.mjs';

const args = readerArgs('security-team.login-risk', { 'min-risk': { type: 'string', default: '0' }, 'until-attempt-id': { type: 'string' } });
const TOPIC = topicOf(args, 'logiscope.security.login-risk.v1');
const root = protobuf.loadSync(['envelope.proto', 'security_login_risk.proto'].map((f) => join(args['proto-dir'], f)));
const Envelope = root.lookupType('logiscope.events.v1.EventEnvelope');
const PAYLOADS = ['LoginRiskAssessed', 'ApiKeyUsedFromNewAddress'];
const minRisk = Number(args['min-risk']);

/** Envelope -> plain object with its payload decoded; null for types added later to this topic (skipped). */
function decode(value) {
  // defaults: proto3 omits empty strings, zeros and false on the wire; longs: stream_version is a uint64.
  const { payload, ...envelope } = Envelope.toObject(Envelope.decode(value), { defaults: true, longs: String });
  if (!PAYLOADS.includes(envelope.type)) return null;
  const Payload = root.lookupType(`logiscope.events.v1.${envelope.type}`);
  return { ...envelope, data: Payload.toObject(Payload.decode(payload), { defaults: true, arrays: true }) };
}

await follow(args, {
  clientId: 'login-risk-reader',
  topic: TOPIC,
  decode,
  // Delivery is at-least-once: a real consumer dedupes on eventId (or data.attemptId).
  print: (event, record) => {
    if (event.type !== 'LoginRiskAssessed' || event.data.riskScore >= minRisk) console.log(JSON.stringify({ ...record, ...event }));
    return event.data.attemptId === args['until-attempt-id'];
  },
});
