// `npm run import -- <files...>`: FMCSA files into carrier-data (see services/carrier-data/src/import/import.cli.ts).
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const files = process.argv.slice(2);
if (process.env.SKIP_BUILD !== '1') {
  // build.mjs reads its mode from argv: the server packages are all the CLI needs.
  process.argv = [process.argv[0], process.argv[1], '--server'];
  await import('./build.mjs');
}
const child = spawn(process.execPath, ['--enable-source-maps', join(root, 'services/carrier-data/dist/import/import.cli.js'), ...files], { stdio: 'inherit', env: process.env });
for (const s of ['SIGINT', 'SIGTERM']) process.on(s, () => child.kill(s));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
