// Preloaded (`node -r`) into a gateway process by profile-loading.spec.ts: once the gateway prints that it listens,
// writes every module it loaded (files and Node built-ins) on one marked line, then ends the process.
const MARK = 'LOADED-MODULES ';
const print = console.log;
console.log = (...args) => {
  print(...args);
  if (!String(args[0]).includes('LogiScope listening')) return;
  const builtins = process.moduleLoadList.filter((m) => m.startsWith('NativeModule ')).map((m) => m.slice('NativeModule '.length));
  process.stdout.write(`\n${MARK}${JSON.stringify({ files: Object.keys(require.cache), builtins })}\n`, () => process.exit(0));
};
