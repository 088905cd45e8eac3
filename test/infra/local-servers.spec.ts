import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * service_up (infra/local/lib.sh), the NAME_up of every local server, run in bash against a stand-in component
 * "fake" whose pid, probe, listening ports and start are shell functions: nothing is started and no port is touched.
 */
const LOCAL = join(__dirname, '..', '..', 'infra', 'local');
const LIB = join(LOCAL, 'lib.sh');

interface Fake {
  /** The pid of the server this checkout runs ('' = none). */
  pid?: string;
  /** Whether the probe answers. */
  answers?: boolean;
  /** Ports something listens on. */
  open?: string[];
  /** The pid its start leaves ('' = the server exited at once). */
  started?: string;
}

function serviceUp({ pid = '', answers = true, open = [], started = '99' }: Fake) {
  const script = `
    set -euo pipefail
    source "$LIB"
    port_open() { [[ " $OPEN " == *" $2 "* ]]; }
    listener_pid() { echo 4242; }
    fake_pid() { [[ -n "$PID" ]] && echo "$PID"; }
    fake_probe() { echo "probe $1"; [[ "$ANSWERS" == yes ]]; }
    fake_reused() { echo "reused check"; }
    fake_prepare() { echo "prepare"; }
    fake_start() { echo "start"; PID="$STARTED"; }
    service_up fake fake://127.0.0.1:7001 fake.log 60 10 127.0.0.1 7001 7002
    echo "returned"`;
  const run = spawnSync('bash', ['-c', script], { encoding: 'utf8', env: { ...process.env, LIB, PID: pid, ANSWERS: answers ? 'yes' : 'no', OPEN: open.join(' '), STARTED: started } });
  return { status: run.status, out: run.stdout.trim().split('\n'), err: run.stderr.trim() };
}

describe('service_up (infra/local/lib.sh)', () => {
  it("keeps this checkout's running server once it answers, starting nothing", () => {
    const { status, out } = serviceUp({ pid: '123', open: ['7001'] });
    expect(status).toBe(0);
    expect(out).toEqual(['probe 60', expect.stringMatching(/^\[infra\] fake: already running \(pid 123\) on fake:\/\/127\.0\.0\.1:7001, checked in \d+\.\ds$/), 'returned']);
  });

  it('stops when its own server runs but does not answer', () => {
    const { status, out, err } = serviceUp({ pid: '123', answers: false });
    expect(status).toBe(1);
    expect(out).toEqual(['probe 60']);
    expect(err).toBe('[infra] ERROR: fake: pid 123 is running but does not answer on fake://127.0.0.1:7001, see fake.log');
  });

  it('reuses a server it did not start on any of its ports, checked, and starts none', () => {
    const { status, out } = serviceUp({ open: ['7002'] });
    expect(status).toBe(0);
    expect(out).toEqual(['probe 10', 'reused check', '[infra] fake: reusing a server this checkout did not start on fake://127.0.0.1:7001 (pid 4242)', 'returned']);
  });

  it('stops when something else holds a port and does not answer', () => {
    const { status, out, err } = serviceUp({ open: ['7001'], answers: false });
    expect(status).toBe(1);
    expect(out).toEqual(['probe 10']);
    expect(err).toBe('[infra] ERROR: fake: port 7001 is taken by something that does not answer as fake does');
  });

  it('prepares and starts a server when nothing runs, and says when it was ready', () => {
    const { status, out } = serviceUp({});
    expect(status).toBe(0);
    expect(out).toEqual(['prepare', 'start', expect.stringMatching(/^\[infra\] fake: started \(pid 99\) on fake:\/\/127\.0\.0\.1:7001, ready in \d+\.\ds \(total \d+\.\ds\)$/), 'returned']);
  });

  it('stops when the server it started is gone', () => {
    const { status, out, err } = serviceUp({ started: '' });
    expect(status).toBe(1);
    expect(out).toEqual(['prepare', 'start']);
    expect(err).toBe('[infra] ERROR: fake: exited, see fake.log');
  });

  it('is how each of the four servers comes up: its URL, log, waits and ports, and a start of its own', () => {
    // servers.sh only defines; service_up and the two installs are replaced, so nothing runs.
    const script = `
      set -euo pipefail
      source "$SERVERS"
      service_up() { echo "$*"; declare -F "$1_start" "$1_pid" "$1_probe" >/dev/null; }
      redis_provision() { :; }
      maildev_provision() { :; }
      for c in kafka ferretdb redis maildev; do "\${c}_up"; done`;
    const run = spawnSync('bash', ['-c', script], { encoding: 'utf8', env: { ...process.env, SERVERS: join(LOCAL, 'servers.sh') } });
    expect(run.stderr).toBe('');
    expect(run.stdout.trim().split('\n')).toEqual([
      expect.stringMatching(/^kafka 127\.0\.0\.1:\d+ \S+\/\.infra\/logs\/kafka\.log 60 10 127\.0\.0\.1 \d+ \d+$/),
      expect.stringMatching(/^ferretdb mongodb:\/\/127\.0\.0\.1:\d+\/ \S+\/\.infra\/logs\/ferretdb\.log 30 10 127\.0\.0\.1 \d+$/),
      expect.stringMatching(/^redis redis:\/\/127\.0\.0\.1:\d+ \S+\/\.infra\/logs\/redis\.log 10 3 127\.0\.0\.1 \d+$/),
      expect.stringMatching(/^maildev smtp:\/\/127\.0\.0\.1:\d+, API http:\/\/127\.0\.0\.1:\d+ \S+\/\.infra\/logs\/maildev\.log 10 3 127\.0\.0\.1 \d+ \d+$/),
    ]);
    expect(run.status).toBe(0);
  });
});

describe('poll_for (infra/local/lib.sh), the wait of the Redis and MailDev probes', () => {
  const pollFor = (succeedsOnTry: number, seconds: number) =>
    spawnSync('bash', ['-c', `source "$LIB"; n=0; try() { n=$((n + 1)); ((n >= ${succeedsOnTry})); }; poll_for ${seconds} try; echo "$? after $n"`], { encoding: 'utf8', env: { ...process.env, LIB } }).stdout.trim();

  it('answers as soon as the command succeeds', () => {
    expect(pollFor(3, 1)).toBe('0 after 3');
  });
  it('gives up after the timeout: ten tries a second', () => {
    expect(pollFor(100, 1)).toBe('1 after 10');
  });
});
