import { z } from 'zod';
import { PASSWORD_MIN_SCORE, newPasswordSchema, passwordScore } from './password.rules';

const WEAK = 'This password is too easy to guess: avoid common passwords, names, dates and repeated or sequential characters (a few unrelated words work well)';
const rule = z.object({ password: newPasswordSchema() });
const messages = async (password: unknown) => {
  const r = await rule.safeParseAsync({ password });
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('the one password rule', () => {
  it.each(['password', '12345678', 'aaaaaaaa', 'qwertyuiop', 'Password1!', 'P@ssw0rd123', 'iloveyou2026'])('refuses %j as too easy to guess', async (password) => {
    expect(await messages(password)).toEqual([WEAK]);
  });

  it.each(['LogiScope-demo-2026', 'correct horse battery', 'violet tractor lantern 42', 'Zq7#mV2p!xR9'])('accepts %j', async (password) => {
    expect(await messages(password)).toEqual([]);
  });

  it('keeps the length rule first, with one message, and never estimates an over-long value', async () => {
    expect(await messages('aaaa')).toEqual(['Password must be at least 8 characters']);
    expect(await messages('x'.repeat(257))).toEqual(['Password is too long']);
    expect(await messages(undefined)).toEqual(['Password must be at least 8 characters']);
  });

  it("asks zxcvbn for a score of at least 3 and answers a long password quickly (only its start is estimated)", async () => {
    expect(PASSWORD_MIN_SCORE).toBe(3);
    expect(await passwordScore('password')).toBe(0);
    const started = performance.now();
    expect(await passwordScore('Zq7#mV2p!xR9/'.repeat(19))).toBeGreaterThanOrEqual(3);
    expect(performance.now() - started).toBeLessThan(1_500);
  });

  it('refuses to parse synchronously rather than skip the strength check', () => {
    expect(() => rule.safeParse({ password: 'password' })).toThrow(/Promise|async/i);
  });
});
