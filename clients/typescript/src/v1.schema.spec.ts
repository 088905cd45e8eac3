import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/** The generated client is checked in: it must be what the generator makes of today's declarations (as the .proto files). */
describe('the TypeScript client of the public API v1', () => {
  it('is current: openapi.json and src/v1.schema.ts are what the generator writes', () => {
    const run = spawnSync(process.execPath, [join(__dirname, '../scripts/generate.mjs'), '--check'], { encoding: 'utf8', timeout: 120_000 });
    expect({ status: run.status, stderr: run.stderr.trim() }).toEqual({ status: 0, stderr: '' });
    expect(run.stdout.trim()).toBe('The client is current');
  });
});
