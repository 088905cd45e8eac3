// Network helpers shared by the .mjs scripts (scripts/, bench/) and the TypeScript test harness (test/support/).
// CommonJS on purpose: jest loads the harness as CommonJS and cannot require() an ES module without
// --experimental-vm-modules, while the .mjs scripts import a .cjs module's named exports as usual.
const { createServer } = require('node:net');

/** A loopback port free right now: the OS picks one for a listener on port 0, which is closed again. */
function freePort() {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => ok(port));
    });
    s.on('error', fail);
  });
}

module.exports = { freePort };
