import { DomainError, ErrorCode } from './errors';
import { Refused, refusalAs, refusalsAs } from './decider';

describe('refusalsAs', () => {
  const as = { GONE: () => DomainError.notFound('Gone.') };

  it("words a decider's refusal the way the service maps it", async () => {
    await expect(refusalsAs(as, async () => Promise.reject(new Refused('GONE')))).rejects.toMatchObject({ code: ErrorCode.NOT_FOUND, message: 'Gone.' });
  });

  it('lets every other error and every result through unchanged', async () => {
    const other = new Error('disk full');
    await expect(refusalsAs(as, async () => Promise.reject(other))).rejects.toBe(other);
    await expect(refusalsAs(as, async () => Promise.reject(new Refused('ELSE')))).rejects.toMatchObject({ reason: 'ELSE' });
    await expect(refusalsAs(as, async () => 42)).resolves.toBe(42);
  });
});

describe('refusalAs', () => {
  it("words a known refusal, and leaves anything else as it is", () => {
    const as = { GONE: () => DomainError.notFound('Gone.') };
    expect(refusalAs(as, new Refused('GONE'))).toMatchObject({ code: ErrorCode.NOT_FOUND, message: 'Gone.' });
    const other = new Refused('ELSE');
    expect(refusalAs(as, other)).toBe(other);
    expect(refusalAs(as, undefined)).toBeUndefined();
  });
});
