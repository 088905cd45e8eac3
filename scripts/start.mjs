// `npm start`: the embedded profile, everything in one Node process on http://localhost:3000 (PORT to change).
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(`LogiScope needs Node 24 (the repo pins it: run through npm, e.g. \`npm start\`); this is ${process.version}.`);
  process.exit(1);
}
// SKIP_BUILD=1 runs what is already built (the test runner builds once up front).
if (process.env.SKIP_BUILD !== '1') await import('./build.mjs');
const child = spawn(process.execPath, ['--enable-source-maps', join(root, 'gateway', 'dist', 'main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { PROFILE: 'embedded', ...process.env },
});
for (const s of ['SIGINT', 'SIGTERM']) process.on(s, () => child.kill(s));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
