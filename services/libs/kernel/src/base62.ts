const DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/**
 * Bytes as a fixed-length base62 number (leading zeros kept), for secrets a scanner can match by pattern: 32 random
 * bytes (256 bits) need 43 digits (62^43 > 2^256). The caller brings the randomness; this only spells it.
 */
export function base62(bytes: Uint8Array, length: number): string {
  // No Buffer: the kernel also reaches the browser through the contracts.
  let n = BigInt(`0x${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('') || '0'}`);
  let out = '';
  while (n > 0n) {
    out = DIGITS[Number(n % 62n)] + out;
    n /= 62n;
  }
  if (out.length > length) throw new Error(`${bytes.length} bytes do not fit ${length} base62 digits`);
  return out.padStart(length, '0');
}
