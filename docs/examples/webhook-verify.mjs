// Verifying a LogiScope webhook delivery in Node (no dependency). Use the body's raw bytes, before any JSON parsing.
//   node docs/examples/webhook-verify.mjs <secret> '<LogiScope-Signature header>' < body.json   → prints "verified" (exit 0)
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Rejects deliveries signed longer ago than this (replays); allow some clock skew. */
const TOLERANCE_SECONDS = 300;

/**
 * True when one of the header's v1= signatures is HMAC-SHA256(secret, "<t>.<body>") and t is recent. During a secret
 * roll the header carries one v1= per live secret: either may match yours.
 */
export function verifyLogiScopeSignature(secret, header, rawBody, nowSeconds = Math.floor(Date.now() / 1000)) {
  const parts = header.split(',').map((p) => p.trim().split('='));
  const t = Number(parts.find(([k]) => k === 't')?.[1]);
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > TOLERANCE_SECONDS) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();
  return parts
    .filter(([k, v]) => k === 'v1' && /^[0-9a-f]{64}$/.test(v ?? ''))
    .some(([, v]) => timingSafeEqual(Buffer.from(v, 'hex'), expected));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [secret, header] = process.argv.slice(2);
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  const ok = verifyLogiScopeSignature(secret, header, Buffer.concat(chunks).toString('utf8'));
  console.log(ok ? 'verified' : 'rejected');
  process.exit(ok ? 0 : 1);
}
