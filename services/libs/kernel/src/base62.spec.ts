import { base62 } from './base62';

describe('base62', () => {
  it('spells 256 bits in 43 digits, leading zeros kept', () => {
    expect(base62(new Uint8Array(32).fill(255), 43)).toMatch(/^[0-9A-Za-z]{43}$/);
    expect(base62(new Uint8Array(32), 43)).toBe('0'.repeat(43));
    expect(base62(Uint8Array.of(0, 62), 3)).toBe('010');
  });

  it('refuses bytes that need more digits than asked', () => {
    expect(() => base62(new Uint8Array(32).fill(255), 42)).toThrow('32 bytes do not fit 42 base62 digits');
  });
});
