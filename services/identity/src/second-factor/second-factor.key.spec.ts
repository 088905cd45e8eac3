import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteDocumentStore } from '@logiscope/infra';
import { identityConfig } from '../identity.config';
import { secondFactorMasterKey } from './second-factor.key';

describe('the second-factor master key', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'logiscope-2fa-key-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is SECOND_FACTOR_KEY when configured (hex or base64), and refuses a key of another size at start', async () => {
    const hex = 'ab'.repeat(32);
    expect((await secondFactorMasterKey(hex, { kind: 'file', path: join(dir, 'k') })).key.toString('hex')).toBe(hex);
    expect((await secondFactorMasterKey(Buffer.alloc(32, 1).toString('base64'), { kind: 'file', path: join(dir, 'k') })).generated).toBe(false);
    expect(() => identityConfig({ SECOND_FACTOR_KEY: 'too-short' })).toThrow(/SECOND_FACTOR_KEY/);
  });

  it('is generated once and kept: in a mode-600 file (embedded) or in the database (distributed, every replica alike)', async () => {
    const path = join(dir, 'second-factor.key');
    const first = await secondFactorMasterKey(undefined, { kind: 'file', path });
    expect(first.generated).toBe(true);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect((await secondFactorMasterKey(undefined, { kind: 'file', path })).key).toEqual(first.key);

    const store = new SqliteDocumentStore(join(dir, 'identity.db'));
    const a = await secondFactorMasterKey(undefined, { kind: 'documents', store });
    const b = await secondFactorMasterKey(undefined, { kind: 'documents', store });
    expect(b.key).toEqual(a.key);
    expect(a.key).toHaveLength(32);
    await store.close();
  });
});
