/**
 * Rules the README and docs/ are held to: relative links resolve (files and heading anchors), and every environment
 * variable the code reads is in the README's Configuration tables. Pure functions over text, so the spec can feed them
 * broken copies and prove each rule fails.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export const ROOT = join(__dirname, '..', '..', '..');

const NAME = '[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*';

/** Set by the code for a library or passed through to child processes, never read as LogiScope's configuration. */
export const NOT_CONFIGURATION: ReadonlyMap<string, string> = new Map([
  ['KAFKAJS_NO_PARTITIONER_WARNING', 'set by the Kafka bus to silence a kafkajs warning'],
  ['FORCE_COLOR', 'passed through by the test runner to its child processes'],
]);

/** Where the code that reads configuration lives: runtime sources, scripts, and the test and dev tooling. */
const SOURCE_DIRS = ['gateway/src', 'proto/src', 'scripts', 'test/support', 'web/test/support'];
const SOURCE_FILES = ['web/vite.config.ts'];

function walk(dir: string, out: string[] = []): string[] {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) walk(path, out);
    else if (/\.(ts|tsx|mjs|cjs|js)$/.test(entry) && !/\.spec\.tsx?$/.test(entry)) out.push(path);
  }
  return out;
}

/** Every source file that may read an environment variable, relative to `root`. */
export function configSourceFiles(root: string = ROOT): string[] {
  const serviceSrc = readdirSync(join(root, 'services')).map((s) => join('services', s, 'src'));
  const libSrc = readdirSync(join(root, 'services', 'libs')).map((l) => join('services', 'libs', l, 'src'));
  const dirs = [...SOURCE_DIRS, ...serviceSrc, ...libSrc].map((d) => join(root, d));
  const files = [...dirs.flatMap((d) => walk(d)), ...SOURCE_FILES.map((f) => join(root, f)).filter((f) => existsSync(f))];
  return files.map((f) => relative(root, f));
}

/**
 * The environment variables one source file reads: `process.env.X` / `process.env['X']` / `env.X`, `process.env[C]`
 * with `const C = 'X'` in the file, and the UPPER_CASE keys of a zod schema in a file that parses configuration.
 */
export function variablesIn(source: string): string[] {
  const found = new Set<string>();
  for (const m of source.matchAll(new RegExp(`\\benv(?:\\.(${NAME})\\b|\\[['"](${NAME})['"]\\])`, 'g'))) found.add(m[1] ?? m[2]);
  for (const m of source.matchAll(/\bprocess\.env\[([A-Za-z_$][\w$]*)\]/g)) {
    const constant = new RegExp(`\\bconst ${m[1]}\\s*=\\s*['"](${NAME})['"]`).exec(source);
    if (constant) found.add(constant[1]);
  }
  if (/\bparseConfig\(/.test(source)) {
    for (const m of source.matchAll(new RegExp(`^\\s*(${NAME}):\\s`, 'gm'))) found.add(m[1]);
  }
  return [...found].sort();
}

/** Each variable the code reads, with the files that read it. */
export function configVariables(root: string = ROOT): Map<string, string[]> {
  const vars = new Map<string, string[]>();
  for (const file of configSourceFiles(root)) {
    for (const name of variablesIn(readFileSync(join(root, file), 'utf8'))) vars.set(name, [...(vars.get(name) ?? []), file]);
  }
  return vars;
}

/** The first cells (the variable column) of the table rows in the README's `## Configuration` section. */
export function configurationNames(readme: string): string[] {
  const lines = readme.split('\n');
  const start = lines.indexOf('## Configuration');
  if (start < 0) return [];
  const end = lines.findIndex((l, i) => i > start && l.startsWith('## '));
  return lines
    .slice(start, end < 0 ? undefined : end)
    .filter((l) => l.startsWith('|'))
    .map((l) => l.split('|')[1].trim());
}

/** The variables of `vars` that no row of the README's Configuration tables lists in its variable column. */
export function undocumentedVariables(vars: Iterable<string>, readme: string): string[] {
  const names = configurationNames(readme).join('\n');
  return [...vars].filter((v) => !NOT_CONFIGURATION.has(v) && !new RegExp(`(?<![A-Z0-9_])${v}(?![A-Z0-9_])`).test(names)).sort();
}

/** Markdown without its fenced code blocks and inline code (links and headings there are not links or headings). */
function prose(markdown: string): string[] {
  let fenced = false;
  return markdown.split('\n').map((line) => {
    if (/^\s*```/.test(line)) {
      fenced = !fenced;
      return '';
    }
    return fenced ? '' : line.replace(/`[^`]*`/g, '');
  });
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
export function slugOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors a markdown file's headings give (a repeated heading gets -1, -2, ... as on GitHub). */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of prose(markdown)) {
    const m = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!m) continue;
    const slug = slugOf(m[1]);
    const n = seen.get(slug) ?? 0;
    seen.set(slug, n + 1);
    anchors.add(n === 0 ? slug : `${slug}-${n}`);
  }
  return anchors;
}

/** Relative links of a markdown file (`file` relative to `root`) whose target file or heading anchor does not exist. */
export function brokenLinks(file: string, markdown: string, root: string = ROOT): string[] {
  const broken: string[] = [];
  for (const line of prose(markdown)) {
    for (const m of line.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      const target = m[1];
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // http:, https:, mailto:
      const [path, anchor] = target.split('#', 2);
      const resolved = resolve(root, dirname(file), decodeURIComponent(path));
      if (path && !existsSync(resolved)) {
        broken.push(`${file}: ${target} (no such file)`);
        continue;
      }
      if (anchor === undefined || (path && !resolved.endsWith('.md'))) continue;
      const headings = anchorsOf(path ? readFileSync(resolved, 'utf8') : markdown);
      if (!headings.has(anchor)) broken.push(`${file}: ${target} (no such heading)`);
    }
  }
  return broken;
}

/** Top-level folders whose paths the documents name in backticks; outputs that a run creates are not checked. */
const REPO_FOLDERS = /^(?:\.ci|bench|docs|gateway|infra|k8s|proto|scripts|services|test|web)\//;
const RUN_OUTPUTS = /^(?:bench\/results|web\/test-results)\b/;

/**
 * Repository paths a document names in backticks (`services/reports/src/report/report.decider.ts`) that do not exist.
 * Patterns (`<name>`, `*`, `…`) are not paths; a `:line` suffix and trailing punctuation are dropped.
 */
export function missingPaths(markdown: string, root: string = ROOT): string[] {
  const missing = new Set<string>();
  for (const m of markdown.matchAll(/`([^`\s]+)`/g)) {
    const named = m[1];
    if (!REPO_FOLDERS.test(named) || RUN_OUTPUTS.test(named) || /[<>*…{}]/.test(named)) continue;
    const path = named.split(':')[0].replace(/[/.,;]+$/, '');
    if (!existsSync(join(root, path))) missing.add(named);
  }
  return [...missing];
}

/** README.md and every document under docs/, relative to `root`. */
export function documentationFiles(root: string = ROOT): string[] {
  const docs = existsSync(join(root, 'docs')) ? readdirSync(join(root, 'docs')).filter((f) => f.endsWith('.md')) : [];
  return ['README.md', ...docs.sort().map((f) => join('docs', f))];
}

/** The bounded contexts: every service folder with a package.json, libraries aside. */
export function boundedContexts(root: string = ROOT): string[] {
  return readdirSync(join(root, 'services'))
    .filter((s) => s !== 'libs' && existsSync(join(root, 'services', s, 'package.json')))
    .sort();
}
