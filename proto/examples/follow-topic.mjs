// What the example readers share (read-login-attempts.mjs, read-login-risk.mjs; keep this file beside them): the
// options every reader takes and a consumer that follows one topic. kafkajs only, nothing from the LogiScope code base.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import kafkajs from 'kafkajs';

/** --brokers, --group, --latest, --proto-dir and --namespace (see a reader's header), with the reader's own options. */
export function readerArgs(defaultGroup, own) {
  return parseArgs({
    options: {
      brokers: { type: 'string', default: process.env.KAFKA_BROKERS ?? '127.0.0.1:19092' },
      group: { type: 'string', default: defaultGroup },
      latest: { type: 'boolean', default: false },
      ...own,
      'proto-dir': { type: 'string', default: join(dirname(fileURLToPath(import.meta.url)), '..', 'events', 'v1') },
      namespace: { type: 'string', default: process.env.NAMESPACE ?? '' },
    },
  }).values;
}

/** The topic as the installation names it (an installation started with NAMESPACE publishes on <ns>.<topic>). */
export const topicOf = (args, topic) => `${args.namespace ? `${args.namespace}.` : ''}${topic}`;

/**
 * Follows `topic` from the group's committed offset (a new group: from the start, or the end with --latest).
 * `decode(bytes)` answers the event or null (skipped); bytes it cannot read are reported on stderr and skipped.
 * `print(event, record)` answers true once the reader is done: it then disconnects and exits.
 */
export async function follow(args, { clientId, topic, decode, print }) {
  const kafka = new kafkajs.Kafka({ clientId, brokers: args.brokers.split(','), logLevel: kafkajs.logLevel.WARN });
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
  await consumer.subscribe({ topic, fromBeginning: !args.latest });
  await consumer.run({
    eachMessage: async ({ partition, message }) => {
      let event;
      try {
        event = decode(message.value);
      } catch (e) {
        console.error(`skipping undecodable message at ${topic}[${partition}]@${message.offset}: ${e.message}`);
        return;
      }
      if (!event) return;
      // Disconnecting waits for this handler to return, so do it after.
      if (print(event, { partition, offset: message.offset, key: message.key?.toString() })) setImmediate(() => stop(0));
    },
  });
}
