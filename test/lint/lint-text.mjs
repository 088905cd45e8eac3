// Lints snippets under virtual file paths with the repo's eslint.config.mjs, through ESLint's Node API, in a process
// of its own (jest's module sandbox cannot load an ES module config). Reads [{ filePath, code }] as JSON on stdin and
// prints, for each, the messages of the import rules and any fatal (parse) error.
import { join } from 'node:path';
import { ESLint } from 'eslint';

const root = join(import.meta.dirname, '..', '..');
const RULES = new Set(['@nx/enforce-module-boundaries', 'no-restricted-imports', '@typescript-eslint/no-restricted-imports']);

let input = '';
for await (const chunk of process.stdin) input += chunk;
const snippets = JSON.parse(input);

const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: join(root, 'eslint.config.mjs'),
  // The virtual paths are in no tsconfig program: lint them untyped (the import rules need no type information).
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } }, rules: { '@typescript-eslint/no-floating-promises': 'off' } },
});
const results = [];
for (const { filePath, code } of snippets) {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  results.push({
    filePath,
    errors: (result?.messages ?? []).filter((m) => m.fatal || RULES.has(m.ruleId)).map((m) => ({ ruleId: m.ruleId, fatal: !!m.fatal, severity: m.severity, message: m.message })),
  });
}
process.stdout.write(JSON.stringify(results));
