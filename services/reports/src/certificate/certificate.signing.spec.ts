import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CertificateSigner, loadSigningKeyConfig } from './certificate.signing';

const sha = 'a3f1c2d4e5b6a7980123456789abcdef0123456789abcdef0123456789abcdef';

describe('certificate signing', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'logiscope-signing-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('signs a SHA-256 so that the same digest verifies and any other does not', () => {
    const signer = CertificateSigner.fromFile(join(dir, 'key'));
    const signature = signer.sign(sha);
    expect(CertificateSigner.verify(sha, signature, signer.publicKeyPem)).toBe(true);
    expect(CertificateSigner.verify(sha.replace('a3', 'a4'), signature, signer.publicKeyPem)).toBe(false);
    expect(CertificateSigner.verify(sha, 'bm90IGEgc2lnbmF0dXJl', signer.publicKeyPem)).toBe(false);
    // Another key does not vouch for it.
    expect(CertificateSigner.verify(sha, signature, CertificateSigner.fromFile(join(dir, 'other')).publicKeyPem)).toBe(false);
  });

  it('generates the embedded key once, readable by its owner only, and keeps it', () => {
    const path = join(dir, 'certificate-signing.key');
    const first = CertificateSigner.fromFile(path);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    const again = CertificateSigner.fromFile(path);
    expect(again.publicKeyPem).toBe(first.publicKeyPem);
    expect(readFileSync(path, 'utf8')).toContain('BEGIN PRIVATE KEY');
  });

  it('reads CERTIFICATE_SIGNING_KEY as PEM or base64 PEM, and refuses anything but an Ed25519 key', () => {
    const pem = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const publicKey = new CertificateSigner(pem).publicKeyPem;
    expect(new CertificateSigner(loadSigningKeyConfig({ CERTIFICATE_SIGNING_KEY: pem }).pem!).publicKeyPem).toBe(publicKey);
    expect(new CertificateSigner(loadSigningKeyConfig({ CERTIFICATE_SIGNING_KEY: Buffer.from(pem).toString('base64') }).pem!).publicKeyPem).toBe(publicKey);
    expect(loadSigningKeyConfig({}).pem).toBeUndefined();
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    expect(() => loadSigningKeyConfig({ CERTIFICATE_SIGNING_KEY: rsa })).toThrow(/CERTIFICATE_SIGNING_KEY: must be an Ed25519 private key/);
  });
});
