// `npm run bench -- --scenario bundle`: the web app's size as a visitor's browser fetches it (issue 14). Builds the web
// app when its sources changed, then prints the first load of `/` and `/auth` (HTML, JS and CSS until usable, gzipped
// at level 9; images and fonts not counted) beside the whole app's JS and CSS, and writes them to bench/results/.
// The figures come from web/dist's manifest (web/test/support/first-load.cjs); web/test/first-load.e2e.spec.ts checks
// in Chromium that they are what the browser fetches. No server, no k6.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIRST_LOAD_BUDGET_KB, FIRST_LOAD_LIMIT_KB, VISITOR_PAGES, appTotal, firstLoad, kb } from '../web/test/support/first-load.cjs';

export async function runBundle({ root, resultsDir, stamp }) {
  execFileSync(process.execPath, [join(root, 'scripts', 'build.mjs'), '--web'], { cwd: root, stdio: 'inherit' });
  const dist = join(root, 'web', 'dist');
  const app = appTotal(dist);
  const pages = Object.keys(VISITOR_PAGES).map((path) => {
    const load = firstLoad(dist, path);
    return { path, kbGz: kb(load.total), files: load.files.length, largest: load.files.slice(0, 5).map((f) => ({ file: f.file, kbGz: kb(f.gz) })) };
  });

  console.log(`\nWeb app, production build (gzip -9; first load = HTML, JS and CSS until the page is usable)`);
  console.log(`${'page'.padEnd(22)} ${'KB gz'.padStart(8)} ${'files'.padStart(6)}  budget`);
  for (const p of pages) console.log(`${`first load ${p.path}`.padEnd(22)} ${p.kbGz.toFixed(1).padStart(8)} ${String(p.files).padStart(6)}  ${FIRST_LOAD_BUDGET_KB} KB (${p.kbGz <= FIRST_LOAD_BUDGET_KB ? 'within' : 'over'}; tests' limit ${FIRST_LOAD_LIMIT_KB[p.path]} KB)`);
  console.log(`${'whole app JS+CSS'.padEnd(22)} ${kb(app.total).toFixed(1).padStart(8)} ${String(app.files).padStart(6)}`);
  for (const p of pages) console.log(`  ${p.path} largest: ${p.largest.map((f) => `${f.file.replace('assets/', '')} ${f.kbGz}`).join(', ')}`);

  const out = join(resultsDir, `${stamp}-bundle.json`);
  writeFileSync(out, JSON.stringify({ budgetKbGz: FIRST_LOAD_BUDGET_KB, limitKbGz: FIRST_LOAD_LIMIT_KB, pages, app: { kbGz: kb(app.total), files: app.files } }, null, 2));
  console.log(`\n[bench] ${out}`);
  return pages.every((p) => p.kbGz <= FIRST_LOAD_LIMIT_KB[p.path]);
}
