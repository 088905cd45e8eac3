import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify, type KeyObject } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { z } from 'zod';
import { DuplicateKeyError, parseConfig } from '@logiscope/kernel';
import type { DocumentStore } from '@logiscope/infra';
import type { CertificateVerificationView } from '@logiscope/proto/views';

/**
 * The server's certificate signature: Ed25519 (node:crypto) over the PDF's SHA-256, as hex text. The private key comes
 * from CERTIFICATE_SIGNING_KEY (PKCS#8 PEM, or that PEM in base64 for one-line env files) when set; otherwise the
 * embedded profile generates one on first start and keeps it in DATA_DIR (certificate-signing.key, mode 600), and
 * the distributed profile generates one once and keeps it in the reports database, so every replica signs alike.
 */
function ed25519(pem: string): KeyObject {
  const key = createPrivateKey(pem);
  if (key.asymmetricKeyType !== 'ed25519') throw new Error('not an Ed25519 key');
  return key;
}

const pemOf = (value: string) => (value.includes('-----BEGIN') ? value : Buffer.from(value, 'base64').toString('utf8'));

const schema = z.object({
  CERTIFICATE_SIGNING_KEY: z
    .string()
    .trim()
    .optional()
    .refine((v) => {
      if (!v) return true;
      try {
        ed25519(pemOf(v));
        return true;
      } catch {
        return false;
      }
    }, 'must be an Ed25519 private key, PKCS#8 PEM (or that PEM in base64)'),
});

export function loadSigningKeyConfig(env: Record<string, string | undefined> = process.env): { pem: string | undefined } {
  const c = parseConfig(schema, env);
  return { pem: c.CERTIFICATE_SIGNING_KEY ? pemOf(c.CERTIFICATE_SIGNING_KEY) : undefined };
}

const newPem = () => generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

export class CertificateSigner {
  readonly publicKeyPem: string;
  private readonly privateKey: KeyObject;

  constructor(privateKeyPem: string) {
    this.privateKey = ed25519(privateKeyPem);
    this.publicKeyPem = createPublicKey(this.privateKey).export({ type: 'spki', format: 'pem' }).toString();
  }

  /** Base64 signature of the hex digest. */
  sign(sha256Hex: string): string {
    return sign(null, Buffer.from(sha256Hex, 'utf8'), this.privateKey).toString('base64');
  }

  /** Checks a signature against the key recorded with it (a key rotated since still verifies what it signed). */
  static verify(sha256Hex: string, signatureBase64: string, publicKeyPem: string): boolean {
    try {
      return verify(null, Buffer.from(sha256Hex, 'utf8'), createPublicKey(publicKeyPem), Buffer.from(signatureBase64, 'base64'));
    } catch {
      return false;
    }
  }

  /** Embedded: the key file in DATA_DIR, written on first start. */
  static fromFile(path: string): CertificateSigner {
    if (!existsSync(path)) writeFileSync(path, newPem(), { mode: 0o600, flag: 'wx' });
    return new CertificateSigner(readFileSync(path, 'utf8'));
  }

  /** Distributed without CERTIFICATE_SIGNING_KEY: one key in the service's database, the first replica's. */
  static async fromDocuments(store: DocumentStore): Promise<CertificateSigner> {
    const keys = await store.collection<{ id: string; pem: string }>('signing_keys');
    const existing = await keys.get('certificate');
    if (existing) return new CertificateSigner(existing.pem);
    try {
      await keys.insert({ id: 'certificate', pem: newPem() });
    } catch (e) {
      if (!(e instanceof DuplicateKeyError)) throw e;
    }
    return new CertificateSigner((await keys.get('certificate'))!.pem);
  }
}

/** What a signed PDF's record keeps to check a copy of it later. */
export interface SignedFile {
  sha256: string;
  signature: string;
  publicKey: string;
}

/**
 * Does the offered file (base64) match the recorded one? Its SHA-256 must be the recorded one and the server's
 * signature of that must hold. Certificates and load vetting records are checked alike.
 */
export function checkCopy(code: string, recorded: SignedFile, fileBase64: string): CertificateVerificationView {
  const offered = createHash('sha256').update(Buffer.from(fileBase64, 'base64')).digest('hex');
  const signatureValid = CertificateSigner.verify(recorded.sha256, recorded.signature, recorded.publicKey);
  return { code, matches: signatureValid && offered === recorded.sha256, sha256: offered, recordedSha256: recorded.sha256, signatureValid };
}
