/**
 * The Dockerfile and .dockerignore, checked offline (no Docker engine needed): stage references, the
 * process launcher, non-root runtime, health check, and a build context that keeps what the build
 * needs and leaves out what it must not copy.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { APP_NAMES } from './support/topology';

const ROOT = join(__dirname, '..', '..');
const DOCKERFILE = readFileSync(join(ROOT, 'Dockerfile'), 'utf8');
const DOCKERIGNORE = readFileSync(join(ROOT, '.dockerignore'), 'utf8');

/** Problems with stage wiring: FROM/COPY --from must name an earlier stage (or an image, for FROM). */
export function dockerfileProblems(text: string): string[] {
  const problems: string[] = [];
  const stages: string[] = [];
  const args = new Set([...text.matchAll(/^\s*ARG\s+([A-Za-z_][A-Za-z0-9_]*)/gm)].map((m) => m[1]));
  for (const line of text.split('\n')) {
    const from = /^\s*FROM\s+(\S+)(?:\s+AS\s+(\S+))?/i.exec(line);
    if (from) {
      const [, image, name] = from;
      const variable = /^\$\{?([A-Za-z_][A-Za-z0-9_]*)\}?$/.exec(image)?.[1];
      if (variable && !args.has(variable)) problems.push(`FROM uses undeclared ARG ${variable}`);
      if (!variable && !image.includes(':') && !image.includes('/') && !stages.includes(image)) problems.push(`FROM ${image}: neither an earlier stage nor a tagged image`);
      if (name) {
        if (stages.includes(name)) problems.push(`stage ${name} declared twice`);
        stages.push(name);
      }
    }
    const copy = /^\s*COPY\s+.*--from=(\S+)/i.exec(line);
    if (copy && !stages.includes(copy[1])) problems.push(`COPY --from=${copy[1]}: no earlier stage of that name`);
  }
  return problems;
}

const ignorePatterns = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#') && !l.startsWith('!'));

describe('Dockerfile', () => {
  it('wires its stages correctly', () => {
    expect(dockerfileProblems(DOCKERFILE)).toEqual([]);
  });

  it('has a launcher that selects every process, run by tini as PID 1, as a non-root user, with a health check', () => {
    const launcher = /COPY --chmod=0755 <<'EOF' (\S+)\n([\s\S]*?)\nEOF\n/.exec(DOCKERFILE);
    expect(launcher).not.toBeNull();
    const [, path, script] = launcher!;
    for (const name of APP_NAMES) expect(script).toMatch(new RegExp(`(^|[\\s|])${name}[|)]`, 'm'));
    expect(script).toContain('services/$service/dist/main.js');
    expect(script).toContain('gateway/dist/main.js');
    expect(DOCKERFILE).toMatch(new RegExp(`^ENTRYPOINT \\["/usr/bin/tini", "--", "${path}"\\]$`, 'm'));
    const runtime = DOCKERFILE.slice(DOCKERFILE.search(/^FROM \S+ AS runtime$/m));
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toMatch(/^HEALTHCHECK .*\n\s+CMD .*\/readyz.*\/api\/health/m);
  });

  it('keeps the build context small but complete', () => {
    const patterns = ignorePatterns(DOCKERIGNORE);
    for (const excluded of ['.git', '**/node_modules', '**/dist', '.infra', 'data']) expect(patterns).toContain(excluded);
    // What the image build reads must not be ignored.
    for (const needed of ['package.json', 'package-lock.json', '.npmrc', '.swcrc', 'scripts', 'proto', 'services', 'gateway', 'web']) {
      expect(patterns).not.toContain(needed);
    }
  });

  it('negative: catches a COPY from a misspelled stage and an undeclared ARG', () => {
    expect(dockerfileProblems(DOCKERFILE.replace('COPY --from=build', 'COPY --from=buld'))).toEqual(['COPY --from=buld: no earlier stage of that name']);
    expect(dockerfileProblems(DOCKERFILE.replace(/^ARG NODE_IMAGE=.*$/m, ''))).toEqual(expect.arrayContaining(['FROM uses undeclared ARG NODE_IMAGE']));
  });
});
