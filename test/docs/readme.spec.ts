/**
 * The README is the front door (issue 23): at most 400 lines, every setting the code reads in its Configuration
 * tables, a document under docs/ for each bounded context, and no link or file path in README or docs/ pointing nowhere.
 * Each rule also gets a broken copy, so a checker that cannot fail is caught here.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ROOT,
  anchorsOf,
  boundedContexts,
  brokenLinks,
  configVariables,
  configurationNames,
  documentationFiles,
  missingPaths,
  slugOf,
  undocumentedVariables,
  variablesIn,
} from './support/docs-rules';

const README = readFileSync(join(ROOT, 'README.md'), 'utf8');
const MAX_README_LINES = 400;

describe('the README', () => {
  it(`is at most ${MAX_README_LINES} lines`, () => {
    expect(README.split('\n').length - 1).toBeLessThanOrEqual(MAX_README_LINES);
  });

  it('says that "the README" means this file and docs/', () => {
    expect(README).toContain('"the README" in an issue means this file and those');
  });

  it('links a document under docs/ for every bounded context, and every document there', () => {
    const docs = documentationFiles().filter((f) => f !== 'README.md');
    expect(boundedContexts().map((c) => join('docs', `${c}.md`)).filter((d) => !docs.includes(d))).toEqual([]);
    expect(docs.filter((d) => !README.includes(`](${d})`))).toEqual([]);
  });
});

describe('configuration', () => {
  const vars = configVariables();

  it('finds the settings the code reads (the scanner works)', () => {
    expect([...vars.keys()]).toEqual(expect.arrayContaining(['PORT', 'APP_URL', 'SMTP_URL', 'RATE_LIMIT_API_PER_MINUTE', 'MOTUS_REFRESH', 'LOGISCOPE_GRPC_PROTO_DIR', 'E2E_PROFILES']));
  });

  it('documents every variable the code reads in the README Configuration tables', () => {
    const missing = undocumentedVariables(vars.keys(), README).map((v) => `${v} (read in ${vars.get(v)?.join(', ')})`);
    expect(missing).toEqual([]);
  });

  it('fails when a variable row is removed, or the variable is named only outside the variable column', () => {
    const withoutSmtp = README.split('\n').filter((l) => !l.startsWith('| `SMTP_URL`')).join('\n');
    expect(undocumentedVariables(['SMTP_URL', 'MAIL_FROM'], withoutSmtp)).toEqual(['SMTP_URL']);
    const elsewhere = '## Run it\n\nSet `NEW_SETTING`.\n\n## Configuration\n\n| variable | meaning |\n|---|---|\n| `PORT` | not `OTHER` |\n';
    expect(undocumentedVariables(['NEW_SETTING', 'OTHER', 'PORT'], elsewhere)).toEqual(['NEW_SETTING', 'OTHER']);
    // A longer name that contains it does not document it.
    expect(undocumentedVariables(['PORT'], '## Configuration\n\n| `HEALTH_PORT` |\n')).toEqual(['PORT']);
  });

  it('reads env access, named env keys and the keys of a parsed config schema', () => {
    const source = [
      "const KEY = 'PROTO_HOME';",
      'const a = process.env.ALPHA_ONE;',
      "const b = process.env['BETA'];",
      'const c = env.GAMMA_URL;',
      'const d = process.env[KEY];',
      'const schema = z.object({',
      '  DELTA_MS: z.coerce.number(),',
      '  lowercase: z.string(),',
      '});',
      'parseConfig(schema, env);',
    ].join('\n');
    expect(variablesIn(source)).toEqual(['ALPHA_ONE', 'BETA', 'DELTA_MS', 'GAMMA_URL', 'PROTO_HOME']);
    expect(variablesIn('const o = {\n  NOT_A_SETTING: 1,\n};')).toEqual([]);
  });

  it('reads the variable column of the Configuration tables only', () => {
    expect(configurationNames(README)).toEqual(expect.arrayContaining(['`APP_URL`', '`SKIP_BUILD`']));
    expect(configurationNames(README).join(' ')).not.toMatch(/npm|meaning/);
  });
});

describe('links in README and docs/', () => {
  it.each(documentationFiles())('every relative link of %s resolves', (file) => {
    expect(brokenLinks(file, readFileSync(join(ROOT, file), 'utf8'))).toEqual([]);
  });

  it.each(documentationFiles())('every repository path %s names exists', (file) => {
    expect(missingPaths(readFileSync(join(ROOT, file), 'utf8'))).toEqual([]);
  });

  it('reports a named path that is gone, and leaves patterns and run outputs alone', () => {
    const markdown = '`proto/README.md` `proto/src/gone.rules.ts` `services/<name>/src/<name>.api.ts` `bench/results/` `npm test` `gateway/src/http/operation.guard.ts:40`';
    expect(missingPaths(markdown)).toEqual(['proto/src/gone.rules.ts']);
  });

  it('reports a missing file and a missing heading, and ignores links in code', () => {
    const markdown = [
      '# Title',
      '## Verdicts: may I tender this load?',
      '[ok](#verdicts-may-i-tender-this-load) [ok](../README.md#the-map-of-the-house) [web](https://example.com)',
      '[gone](missing.md) [no heading](../README.md#no-such-heading) [here](#nowhere)',
      '`[code](missing-in-code.md)`',
      '```',
      '[fenced](missing-in-fence.md)',
      '```',
    ].join('\n');
    expect(brokenLinks('docs/example.md', markdown)).toEqual([
      'docs/example.md: missing.md (no such file)',
      'docs/example.md: ../README.md#no-such-heading (no such heading)',
      'docs/example.md: #nowhere (no such heading)',
    ]);
  });

  it('names headings as GitHub does', () => {
    expect(slugOf('Motus figures (2.5 million carriers, embedded, 2-core development machine, 2026-12-06)')).toBe(
      'motus-figures-25-million-carriers-embedded-2-core-development-machine-2026-12-06',
    );
    expect([...anchorsOf('## Speed\n```\n## not a heading\n```\n## Speed\n')]).toEqual(['speed', 'speed-1']);
  });
});
