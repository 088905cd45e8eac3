import { createMissingTopics } from './kafka-topics';

/** An admin whose broker lists `listed`, and whose createTopics answers each call with the next of `answers`. */
function adminWith(listed: string[][], answers: (Error | null)[]) {
  const created: string[][] = [];
  return {
    created,
    admin: {
      listTopics: async () => listed.shift() ?? [],
      createTopics: async ({ topics }: { topics: { topic: string }[] }) => {
        created.push(topics.map((t) => t.topic));
        const answer = answers.shift();
        if (answer) throw answer;
        return true;
      },
    },
  };
}
const notHosted = () => Object.assign(new Error('This server does not host this topic-partition'), { retriable: true, type: 'UNKNOWN_TOPIC_OR_PARTITION' });
const noPause = async () => undefined;
const shape = { numPartitions: 3, replicationFactor: 1 };

describe('creating the topics a service needs at start', () => {
  it('should wait again, not stop the service, when Kafka says a just-created partition is not hosted yet', async () => {
    // Another service created "b" meanwhile: the second try creates only what is still missing.
    const { admin, created } = adminWith([['a'], ['a', 'b']], [notHosted(), null]);
    await createMissingTopics(admin, ['a', 'b', 'c'], shape, noPause);
    expect(created).toEqual([['b', 'c'], ['c']]);
  });

  it('should give up on an error that is not transient, and after a few tries on one that stays', async () => {
    await expect(createMissingTopics(adminWith([[]], [new Error('Topic authorization failed')]).admin, ['a'], shape, noPause)).rejects.toThrow('Topic authorization failed');
    const stuck = adminWith([], Array.from({ length: 20 }, notHosted));
    await expect(createMissingTopics(stuck.admin, ['a'], shape, noPause)).rejects.toThrow('does not host');
    expect(stuck.created).toHaveLength(8);
  });

  it('should create nothing when every topic exists', async () => {
    const { admin, created } = adminWith([['a', 'b']], []);
    await createMissingTopics(admin, ['a', 'b'], shape, noPause);
    expect(created).toEqual([]);
  });
});
