/**
 * A visitor's first load, read from the production build's manifest (web/dist, built before the tests): index.html,
 * the entry and its static imports, the first translations and the page's lazy chunk, gzipped (issue 14).
 * first-load.e2e.spec.ts checks in Chromium that this is what a browser fetches.
 */
import { join } from 'node:path';
import { FIRST_LOAD_BUDGET_KB, FIRST_LOAD_LIMIT_KB, VISITOR_PAGES, firstLoad, kb, sourcesOf } from './support/first-load.cjs';

const DIST = join(__dirname, '..', 'dist');
const PATHS = Object.keys(VISITOR_PAGES) as (keyof typeof VISITOR_PAGES)[];

/** Libraries and code no visitor page needs at first: charts, PDF, the API reference, the other screens' texts. */
const NOT_IN_FIRST_LOAD = [/node_modules\/@ant-design\/plots\//, /node_modules\/@antv\//, /node_modules\/pdfkit\//, /node_modules\/swagger-ui/, /\/features\/(dashboard|carrier-detail|control-panel|compliance-generator)\//];

describe.each(PATHS)('first load of %s (production build)', (path) => {
  const load = firstLoad(DIST, path);

  it(`stays within its limit (${FIRST_LOAD_LIMIT_KB[path]} KB gzipped; issue 14's budget is ${FIRST_LOAD_BUDGET_KB} KB)`, () => {
    console.log(`${path}: ${kb(load.total)} KB gzipped in ${load.files.length} files; largest: ${load.files.slice(0, 5).map((f) => `${f.file} ${kb(f.gz)}`).join(', ')}`);
    expect(kb(load.total)).toBeLessThanOrEqual(FIRST_LOAD_LIMIT_KB[path]);
  });

  it('fetches English first translations only: no other language, not the other screens’ namespaces', () => {
    const translations = load.files.map((f) => f.file).filter((file) => /\/locale-/.test(file));
    expect(translations.map((file) => /locale-(\w+-\w+)-/.exec(file)?.[1])).toEqual(['en-first']);
  });

  it('carries no chart, PDF or API-reference library and no signed-in screen', () => {
    const sources = load.files.flatMap((f) => sourcesOf(DIST, f.file).map((source) => `${f.file}: ${source}`));
    // The source maps were read (react-dom and antd at least are in any first load).
    expect(sources.filter((source) => /node_modules\/(react-dom|antd)\//.test(source)).length).toBeGreaterThan(10);
    expect(sources.filter((source) => NOT_IN_FIRST_LOAD.some((re) => re.test(source)))).toEqual([]);
  });
});
