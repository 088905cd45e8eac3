// Network helpers shared by the .mjs scripts (scripts/, bench/) and the TypeScript test harness (test/support/).
// CommonJS on purpose: jest loads the harness as CommonJS and cannot require() an ES module without
// --experimental-vm-modules, while the .mjs scripts import a .cjs module's named exports as usual.
const { createServer } = require('node:net');

/** Whether a loopback listener can take this port now (0: any), and the port it got. */
function tryListen(port) {
  return new Promise((ok) => {
    const s = createServer();
    s.once('error', () => ok(null));
    s.listen(port, '127.0.0.1', () => {
      const got = s.address().port;
      s.close(() => ok(got));
    });
  });
}

/** Ports this process has handed out: never handed out twice (a server may not have bound the first one yet). */
const handedOut = new Set();

/**
 * A loopback port free right now, for a server that binds it a moment later. Picked at random below Linux's ephemeral
 * range (32768-60999): a port the OS hands out for port 0 is also what it hands to outgoing connections (Kafka,
 * MongoDB, Redis, gRPC clients), which could take it before the server binds it. Never one this process handed out
 * before, nor one of `avoid` (ports another process was given and may not have bound yet). Falls back to port 0.
 */
async function freePort(avoid = []) {
  const taken = new Set([...handedOut, ...avoid]);
  for (let i = 0; i < 50; i++) {
    const candidate = 20000 + Math.floor(Math.random() * 12000);
    if (taken.has(candidate)) continue;
    const port = await tryListen(candidate);
    if (port) {
      handedOut.add(port);
      return port;
    }
  }
  const port = await tryListen(0);
  if (!port) throw new Error('no free loopback port');
  handedOut.add(port);
  return port;
}

module.exports = { freePort };
