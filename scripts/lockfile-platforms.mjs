// Completes package-lock.json with the other platforms' optional native packages (@swc/core-darwin-arm64, ...).
// Why: the registry this project is built against serves only the Linux builds of such packages, so npm leaves the
// others out of the lockfile, and `npm ci` then refuses the lockfile on every machine ("Missing: ... from lock
// file"). An entry with the package's os/cpu/libc lets npm ci skip it on a platform it does not fit and fetch it
// where it does. Run after changing dependencies: `npm run lock:platforms`.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const file = join(dirname(fileURLToPath(import.meta.url)), '..', 'package-lock.json');
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;

/** os / cpu / libc from a platform package's name suffix, e.g. "linux-arm-gnueabihf", "win32-x64-msvc". */
function platformOf(name) {
  const m = /-(darwin|linux|win32|freebsd|android|openharmony|sunos|aix|netbsd|openbsd)-([a-z0-9]+)(?:-([a-z]+))?$/.exec(name);
  if (!m) return null;
  const [, os, cpu, abi] = m;
  const entry = { os: [os], cpu: [cpu === 'x86' ? 'ia32' : cpu] };
  if (os === 'linux' && abi) entry.libc = [abi.startsWith('musl') ? 'musl' : 'glibc'];
  return entry;
}

let added = 0;
for (const [path, meta] of Object.entries(packages)) {
  for (const [dep, spec] of Object.entries(meta.optionalDependencies ?? {})) {
    // Resolution as node does it: next to the parent, then up the tree.
    const parentDir = path === '' ? '' : `${path}/`;
    const candidates = [`${parentDir}node_modules/${dep}`, `node_modules/${dep}`];
    if (candidates.some((c) => packages[c])) continue;
    const platform = platformOf(dep);
    if (!platform || !/^\d+\.\d+\.\d+/.test(spec)) continue;
    packages[`node_modules/${dep}`] = {
      version: spec,
      ...(meta.dev ? { dev: true } : {}),
      optional: true,
      ...platform,
    };
    added += 1;
  }
}
lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} platform entries added`);
