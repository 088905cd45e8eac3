// Runs the ingest scripts (.ts) straight from source: `node -r ./services/carrier-data/src/ingest/scripts/register-ts.cjs <file.ts>`.
// Compiles each .ts file with the repo's swc (same settings as the build) on require. Node 24's own type stripping
// cannot run these files: their relative imports have no extension.
const fs = require('node:fs');
const path = require('node:path');
const { transformSync } = require(require.resolve('@swc/core', { paths: [path.join(__dirname, '../../../../..')] }));

require.extensions['.ts'] = function compileTs(module, filename) {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), {
    filename,
    sourceMaps: 'inline',
    jsc: { parser: { syntax: 'typescript' }, target: 'es2023', keepClassNames: true },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};
