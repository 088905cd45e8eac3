import { ops } from '@logiscope/proto/http';
import { isDomainError } from '@logiscope/kernel';
import { compiledInput, parseInput } from './operation-input.parser';

/** The guard's inputs go through zod's compiled parser where zod can compile the schema, else its async runtime. */
describe('operation inputs', () => {
  const query = ops.searchCarriers.query!;

  it('compiles a synchronous schema once, and parses as the runtime does: output, defaults and the same errors', async () => {
    const fast = compiledInput(query);
    expect(fast).not.toBeNull();
    expect(compiledInput(query)).toBe(fast);
    for (const input of [{ q: 'MC 123456' }, { q: ' acme ', page: '2', extra: 'dropped' }, {}, { q: 'x'.repeat(10_000) }, { q: 'acme', page: '-1' }]) {
      const compiled = fast!.safeParse(input);
      const runtime = query.safeParse(input);
      expect({ input, success: compiled.success, data: compiled.data, issues: compiled.error?.issues }).toEqual({ input, success: runtime.success, data: runtime.data, issues: runtime.error?.issues });
      expect(await parseInput(query, input, true).catch((e: unknown) => (isDomainError(e) ? e.issues : e))).toEqual(runtime.success ? runtime.data : expect.any(Array));
    }
  });

  it("still checks a new password's strength, an async rule zod compiles around, and parses that schema async from then on", async () => {
    const body = ops.register.body!;
    const form = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', companyName: 'Acme', mcNumber: '', dotNumber: '' };
    const weak = await parseInput(body, { ...form, password: 'password1', confirmPassword: 'password1' }, true).catch((e: unknown) => e);
    expect(isDomainError(weak) && weak.issues.map((i) => i.path)).toEqual(['password']);
    expect(compiledInput(body)).toBeNull();
    const strong = 'violet-harbour-quietly-47';
    expect(await parseInput(body, { ...form, password: strong, confirmPassword: strong }, true)).toMatchObject({ email: 'ada@example.com', companyType: 'BROKER' });
  });
});
