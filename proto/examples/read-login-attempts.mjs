#!/usr/bin/env node
// Follows LogiScope login attempts the way an outside team would: kafkajs, protobufjs and the published .proto
// files, nothing from the LogiScope code base. Prints one JSON object per event on stdout.
//
//   npm install kafkajs protobufjs      (with follow-topic.mjs beside this file)
//   node read-login-attempts.mjs --brokers 127.0.0.1:19092 --group security-team.login-attempts
//
// Options: --brokers host:port[,host:port]  (default $KAFKA_BROKERS or 127.0.0.1:19092)
//          --group <consumer group>          (your own; the committed offset is kept per group)
//          --latest                          (a new group starts at the end instead of replaying retained history)
//          --until-event-id <id>             (exit after printing that event; handy in scripts and tests)
//          --proto-dir <dir>                 (directory holding envelope.proto and identity_login_attempts.proto)
//          --namespace <ns>                  (an installation started with NAMESPACE publishes on <ns>.<topic>;
//                                             default $NAMESPACE, empty in production)
import { join } from 'node:path';
import protobuf from 'protobufjs';
import { follow, readerArgs, topicOf } from './follow-topic.mjs';

const args = readerArgs('security-team.login-attempts', { 'until-event-id': { type: 'string' } });
const TOPIC = topicOf(args, 'logiscope.identity.login-attempts.v1');
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

await follow(args, {
  clientId: 'login-attempts-reader',
  topic: TOPIC,
  decode,
  // Delivery is at-least-once: a real consumer dedupes on eventId.
  print: (event, record) => {
    console.log(JSON.stringify({ ...record, ...event }));
    return event.eventId === args['until-event-id'];
  },
});
