#!/usr/bin/env node
// Writes every .proto under proto/events and proto/grpc from the zod contracts (proto/src), numbering fields from
// proto/field-numbers.lock.json and recording new fields there (removed ones become `reserved`). Run through
// `npm run proto:generate`, which builds proto/dist first. `--check` writes nothing and fails when a file is stale
// (the unit test proto/src/protogen/generated-files.spec.ts does the same inside `npm test`). `--publish` also
// records the payload messages as outside readers now have them (proto/events/v1.published.json), after checking
// that a reader of the previous record still reads them (proto/src/protogen/wire-compat.ts).
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const protoDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { generateProtoFiles } = require(join(protoDir, 'dist/protogen/generate.js'));
const { formatLock } = require(join(protoDir, 'dist/protogen/proto-lock.js'));
const { compatProblems, publishedType, snapshotOf } = require(join(protoDir, 'dist/protogen/wire-compat.js'));

const check = process.argv.includes('--check');
const lockPath = join(protoDir, 'field-numbers.lock.json');
const lock = existsSync(lockPath) ? JSON.parse(readFileSync(lockPath, 'utf8')) : {};
const { files, lock: next } = generateProtoFiles(lock);

const stale = [];
const write = (path, text) => {
  if (existsSync(path) && readFileSync(path, 'utf8') === text) return;
  stale.push(path);
  if (!check) writeFileSync(path, text);
};
for (const f of files) write(join(protoDir, f.path), f.text);
write(lockPath, formatLock(next));
// A .proto no contract generates any more (a service or topic that went) is removed.
const generated = new Set(files.map((f) => join(protoDir, f.path)));
for (const dir of ['events/v1', 'grpc/v1']) {
  for (const name of readdirSync(join(protoDir, dir)).filter((n) => n.endsWith('.proto'))) {
    const path = join(protoDir, dir, name);
    if (generated.has(path)) continue;
    stale.push(path);
    if (!check) rmSync(path);
  }
}
if (process.argv.includes('--publish') && !check) {
  const { eventProtoRoot, ENVELOPE_MESSAGE } = require(join(protoDir, 'dist/shared/codec.js'));
  const { EventCatalogue } = require(join(protoDir, 'dist/shared/catalogue.js'));
  const snapshotPath = join(protoDir, 'events/v1.published.json');
  const root = eventProtoRoot();
  const before = existsSync(snapshotPath) ? JSON.parse(readFileSync(snapshotPath, 'utf8')) : {};
  const problems = Object.entries(before).flatMap(([name, m]) => compatProblems(name, publishedType(name, m), root.lookupTypeOrEnum(name) ?? null));
  if (problems.length) {
    console.error(`Not publishable: readers of the published messages would break:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  const published = [ENVELOPE_MESSAGE, ...Object.values(EventCatalogue).flatMap((c) => (c.protoMessage ? [c.protoMessage] : []))];
  // Innermost objects and lists on one line each: a field per line, so a change reads as a small diff.
  const text = JSON.stringify(snapshotOf(root, published), null, 2).replace(/([{[])\n\s+([^{}[\]]*?)\n\s+([}\]])/g, (_, open, body, close) => `${open} ${body.split(/,\n\s+/).join(', ')} ${close}`);
  writeFileSync(snapshotPath, `${text}\n`);
  console.log(`recorded ${published.length} published messages in events/v1.published.json`);
}
if (check && stale.length) {
  console.error(`Stale generated contracts (run npm run proto:generate):\n  ${stale.join('\n  ')}`);
  process.exit(1);
}
console.log(stale.length ? `${check ? 'stale' : 'wrote'}: ${stale.map((p) => p.slice(protoDir.length + 1)).join(', ')}` : 'proto files are current');
