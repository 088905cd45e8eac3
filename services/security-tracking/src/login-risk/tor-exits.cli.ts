#!/usr/bin/env node
/**
 * Refreshes the shipped Tor exit list from a file (no network here: download Tor's list with your own tools first).
 *
 *   node services/security-tracking/dist/login-risk/tor-exits.cli.js --from ./exit-addresses
 *
 * Accepts Tor's published format (`ExitAddress <ip> <time>` lines) or one address a line. Restart security-tracking
 * afterwards; the list is read at start.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { DATA_DIR, parseTorExitList } from './network-lists';

export const TOR_EXIT_FILE = join(DATA_DIR, 'tor-exit-addresses.txt');

/** Writes the addresses found in `source` to `target` (atomically); returns how many. A file with none changes nothing. */
export function refreshTorExits(source: string, target = TOR_EXIT_FILE, now = new Date()): number {
  const addresses = parseTorExitList(readFileSync(source, 'utf8'));
  if (addresses.length === 0) throw new Error(`${source} holds no exit address: the list was left as it was`);
  const stamp = now.toISOString().replace('T', ' ').slice(0, 19);
  const header = [
    "# Tor exit addresses in Tor's published exit-list format (ExitAddress <ip> <time>).",
    `# Refreshed ${stamp} UTC from ${source} by tor-exits.cli (${addresses.length} addresses).`,
  ];
  writeFileSync(`${target}.tmp`, [...header, ...addresses.map((ip) => `ExitAddress ${ip} ${stamp}`), ''].join('\n'));
  renameSync(`${target}.tmp`, target);
  return addresses.length;
}

if (require.main === module) {
  const { values } = parseArgs({ options: { from: { type: 'string' }, to: { type: 'string' } } });
  if (!values.from) {
    console.error('usage: tor-exits.cli --from <exit-addresses file> [--to <list file>]');
    process.exit(2);
  }
  const n = refreshTorExits(values.from, values.to ?? TOR_EXIT_FILE);
  console.log(`${n} Tor exit addresses written to ${values.to ?? TOR_EXIT_FILE}`);
}
