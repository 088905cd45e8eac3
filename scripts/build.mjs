// Builds what is out of date: every server package with swc (seconds), the web app with vite (only when its
// sources changed since the last build). `--force` rebuilds everything.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const force = process.argv.includes('--force');
const only = process.argv.includes('--server') ? 'server' : process.argv.includes('--web') ? 'web' : 'all';

const newest = (dir) => {
  let t = 0;
  if (!existsSync(dir)) return t;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name === 'dist') continue;
    const p = join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
};
const mtime = (p) => (existsSync(p) ? statSync(p).mtimeMs : 0);

const serverPackages = ['proto', 'services/libs/kernel', 'services/libs/infra', 'services/libs/observability',
  ...readdirSync(join(root, 'services')).filter((d) => d !== 'libs').map((d) => `services/${d}`), 'gateway']
  .filter((p) => existsSync(join(root, p, 'src')));

const bin = (name) => join(root, 'node_modules', '.bin', name);
const started = Date.now();
if (only !== 'web') {
  for (const pkg of serverPackages) {
    const dir = join(root, pkg);
    if (!force && mtime(join(dir, 'dist')) && newest(join(dir, 'src')) < mtime(join(dir, 'dist', '.built'))) continue;
    execFileSync(bin('swc'), ['src', '-d', 'dist', '--strip-leading-paths', '--config-file', join(root, '.swcrc'), '--ignore', '**/*.spec.ts,**/*.spec.tsx', '--quiet'], { cwd: dir, stdio: 'inherit' });
    execFileSync('touch', [join(dir, 'dist', '.built')]);
  }
}
if (only !== 'server') {
  const web = join(root, 'web');
  const built = mtime(join(web, 'dist', 'index.html'));
  // The web imports the API's declared operations and views from proto/: a change there rebuilds it too.
  const sources = Math.max(newest(join(web, 'src')), newest(join(root, 'proto', 'src')), mtime(join(web, 'index.html')), mtime(join(web, 'vite.config.ts')));
  if (existsSync(join(web, 'index.html')) && (force || !built || sources > built)) {
    console.log('Building the web app (vite)...');
    // Always the production bundle: a NODE_ENV of the caller's (jest sets `test`) would make vite build React's and
    // antd's development code into the app the gateway serves (their dev-only warnings included).
    execFileSync(bin('vite'), ['build', '--logLevel', 'warn'], { cwd: web, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  }
}
console.log(`Build up to date (${((Date.now() - started) / 1000).toFixed(1)} s)`);
