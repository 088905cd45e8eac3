# shellcheck shell=bash
# Shared helpers for infra/local/*.sh. Sourced, never executed.
#
# Everything lives under <repo>/.infra (git-ignored):
#   .infra/env              KAFKA_BROKERS / MONGO_URL / REDIS_URL for tests and the distributed profile
#   .infra/logs/            one log per server
#   .infra/kafka/           libs (from Maven Central), config, data
#   .infra/bin/ferretdb     built from infra/ferretdb with the Go module proxy
#   .infra/ferretdb/data/   SQLite files
#   .infra/redis/           pid file (no persistence)

INFRA_LOCAL_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO_ROOT="$(cd "$INFRA_LOCAL_DIR/../.." && pwd)"
INFRA_HOME="$REPO_ROOT/.infra"
INFRA_LOGS="$INFRA_HOME/logs"
INFRA_ENV_FILE="$INFRA_HOME/env"

# Loopback ports (documented in infra/local/README.md). The INFRA_*_PORT variables exist for running a
# second, separate stack (e.g. a fresh clone next to a running one); everyday use keeps the defaults.
KAFKA_HOST=127.0.0.1
KAFKA_PORT=${INFRA_KAFKA_PORT:-19092}
KAFKA_CONTROLLER_PORT=${INFRA_KAFKA_CONTROLLER_PORT:-19093}
FERRETDB_HOST=127.0.0.1
FERRETDB_PORT=${INFRA_FERRETDB_PORT:-27018}
REDIS_HOST=127.0.0.1
REDIS_PORT=${INFRA_REDIS_PORT:-6390}

KAFKA_BROKERS="$KAFKA_HOST:$KAFKA_PORT"
MONGO_URL="mongodb://$FERRETDB_HOST:$FERRETDB_PORT/"
REDIS_URL="redis://$REDIS_HOST:$REDIS_PORT"

mkdir -p "$INFRA_HOME" "$INFRA_LOGS"

now_ms() { date +%s%3N; }

# secs_since START_MS -> "12.3s"
secs_since() {
  local d=$(($(now_ms) - $1))
  printf '%d.%ds' $((d / 1000)) $(((d % 1000) / 100))
}

log() { printf '[infra] %s\n' "$*"; }
warn() { printf '[infra] WARN: %s\n' "$*" >&2; }
die() {
  printf '[infra] ERROR: %s\n' "$*" >&2
  exit 1
}

# port_open HOST PORT: true when something accepts TCP connections there.
port_open() {
  timeout 1 bash -c "exec 3<>/dev/tcp/$1/$2" 2>/dev/null
}

# poll_for TIMEOUT_S CMD...: true as soon as CMD succeeds (tried every 0.1 s), false when TIMEOUT_S pass first.
poll_for() {
  local i
  for ((i = 0; i < $1 * 10; i++)); do
    "${@:2}" && return 0
    sleep 0.1
  done
  return 1
}

# pid_of PIDFILE: prints the pid when the file names a live process.
pid_of() {
  local pid
  [[ -s "$1" ]] || return 1
  pid="$(tr -dc '0-9' <"$1")"
  [[ -n "$pid" ]] && kill -0 "$pid" 2>/dev/null || return 1
  printf '%s\n' "$pid"
}

# pid_cmd_matches PID PATTERN: guards against a recycled pid.
pid_cmd_matches() {
  tr '\0' ' ' <"/proc/$1/cmdline" 2>/dev/null | grep -q -- "$2"
}

# owned_pid PIDFILE PORT PATTERN: pid of the server this checkout runs: the one in PIDFILE, or else
# the process listening on PORT whose command line contains PATTERN (e.g. a path under this
# checkout's .infra). An adopted pid is written back to PIDFILE so down.sh can stop it.
owned_pid() {
  local pidfile=$1 port=$2 pattern=$3 pid
  if pid="$(pid_of "$pidfile")" && pid_cmd_matches "$pid" "$pattern"; then
    echo "$pid"
    return 0
  fi
  pid="$(listener_pid "$port")" || return 1
  [[ -n "$pid" ]] && pid_cmd_matches "$pid" "$pattern" || return 1
  echo "$pid" >"$pidfile"
  echo "$pid"
}

# rss_mb PID -> resident set size in MiB.
rss_mb() {
  awk '/^VmRSS:/ { printf "%d", $2 / 1024 }' "/proc/$1/status" 2>/dev/null || echo '?'
}

# listener_pid PORT: pid of the process listening on 127.0.0.1:PORT (best effort).
listener_pid() {
  command -v ss >/dev/null || return 1
  ss -Hltnp "sport = :$1" 2>/dev/null | grep -o 'pid=[0-9]*' | head -1 | cut -d= -f2
}

# stop_pid NAME PID [TIMEOUT_S]: SIGTERM, wait, then SIGKILL.
stop_pid() {
  local name=$1 pid=$2 timeout_s=${3:-30} i
  kill -TERM "$pid" 2>/dev/null || return 0
  for ((i = 0; i < timeout_s * 10; i++)); do
    kill -0 "$pid" 2>/dev/null || return 0
    sleep 0.1
  done
  warn "$name (pid $pid) did not stop within ${timeout_s}s, sending SIGKILL"
  kill -KILL "$pid" 2>/dev/null || true
}

# stop_owned NAME PIDFILE TIMEOUT_S [SHUTDOWN_CMD...]: the NAME_down of a component: stops the server this
# checkout runs (pid from NAME_pid), asking it with SHUTDOWN_CMD first when given, then forgets PIDFILE.
stop_owned() {
  local name=$1 pidfile=$2 timeout_s=$3 pid
  shift 3
  if pid="$("${name}_pid")"; then
    log "$name: stopping pid $pid"
    if (($#)); then "$@" >/dev/null 2>&1 || true; fi
    stop_pid "$name" "$pid" "$timeout_s"
  else
    log "$name: not running (from this checkout)"
  fi
  rm -f "$pidfile"
}

# start_daemon PIDFILE LOGFILE CMD...: starts CMD detached from this shell (own session, stdio
# redirected) so it survives the caller, e.g. a jest globalSetup that spawned up.sh.
start_daemon() {
  local pidfile=$1 logfile=$2
  shift 2
  printf '\n===== %s start: %s\n' "$(date -Is)" "$*" >>"$logfile"
  # 9>&- : do not hand the infra_lock descriptor to a long-lived server.
  setsid nohup "$@" </dev/null >>"$logfile" 2>&1 9>&- &
  echo $! >"$pidfile"
}

# service_up NAME URL LOGFILE RUNNING_WAIT_S FOREIGN_WAIT_S HOST PORT...: the NAME_up of a component, which never
# starts a second server. The one this checkout runs (NAME_pid) must answer NAME_probe within RUNNING_WAIT_S; a server
# it did not start, listening on one of the PORTs, is reused once it answers within FOREIGN_WAIT_S (NAME_reused, when
# defined, checks it further); else NAME_prepare (when defined) provisions and NAME_start starts the server and waits
# until it answers. Says what it did and how long it took.
service_up() {
  local name=$1 url=$2 logfile=$3 running_wait=$4 foreign_wait=$5 host=$6 t0 t1 pid port
  shift 6
  t0=$(now_ms)
  if pid="$("${name}_pid")"; then
    "${name}_probe" "$running_wait" || die "$name: pid $pid is running but does not answer on $url, see $logfile"
    log "$name: already running (pid $pid) on $url, checked in $(secs_since "$t0")"
    return 0
  fi
  for port in "$@"; do
    port_open "$host" "$port" || continue
    "${name}_probe" "$foreign_wait" || die "$name: port $port is taken by something that does not answer as $name does"
    ! declare -F "${name}_reused" >/dev/null || "${name}_reused"
    log "$name: reusing a server this checkout did not start on $url (pid $(listener_pid "$port" || echo '?'))"
    return 0
  done
  ! declare -F "${name}_prepare" >/dev/null || "${name}_prepare"
  t1=$(now_ms)
  "${name}_start"
  pid="$("${name}_pid")" || die "$name: exited, see $logfile"
  log "$name: started (pid $pid) on $url, ready in $(secs_since "$t1") (total $(secs_since "$t0"))"
}

# Node used for the readiness probes: the repo's pinned Node 24 first, then the machine's.
node_bin() {
  if [[ -x "$REPO_ROOT/node_modules/.bin/node" ]]; then
    echo "$REPO_ROOT/node_modules/.bin/node"
  elif command -v node >/dev/null; then
    command -v node
  else
    return 1
  fi
}

# probe KIND TARGET TIMEOUT_S: real protocol-level readiness check through infra/local/probe.mjs.
# Exit 0 = ready, 1 = not ready in time, 3 = probe cannot run (no node / no node_modules).
probe() {
  local node
  node="$(node_bin)" || return 3
  "$node" --no-warnings "$INFRA_LOCAL_DIR/probe.mjs" "$1" "$2" "$3"
}

# apt_install PKG...: installs Debian packages that are missing; runs `apt-get update` only when
# the package lists do not know a package, or when an install from stale lists fails.
# Recommended packages are skipped unless APT_INSTALL_RECOMMENDS=1.
apt_install() {
  local missing=() pkg
  for pkg in "$@"; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'install ok installed' || missing+=("$pkg")
  done
  ((${#missing[@]})) || return 0
  command -v apt-get >/dev/null || die "apt-get not found; install manually: ${missing[*]}"
  local sudo=()
  if [[ $EUID -ne 0 ]]; then
    command -v sudo >/dev/null || die "need root (or sudo) to install: ${missing[*]}"
    sudo=(sudo)
  fi
  local need_update=0
  for pkg in "${missing[@]}"; do
    apt-cache policy "$pkg" 2>/dev/null | grep -q 'Candidate: [^(]' || need_update=1
  done
  # RUNLEVEL=1 keeps invoke-rc.d from starting packaged services (e.g. redis on :6379).
  local apt=("${sudo[@]}" env DEBIAN_FRONTEND=noninteractive RUNLEVEL=1 apt-get -y -q -o DPkg::Lock::Timeout=300)
  if ((need_update)); then
    log "apt-get update (package lists do not know: ${missing[*]})"
    "${apt[@]}" update >/dev/null
  fi
  local rec=--no-install-recommends
  [[ "${APT_INSTALL_RECOMMENDS:-0}" == 1 ]] && rec=--install-recommends
  log "apt-get install ${missing[*]}"
  if ! "${apt[@]}" install "$rec" "${missing[@]}" >"$INFRA_LOGS/apt.log" 2>&1; then
    log "install failed, refreshing package lists and retrying"
    "${apt[@]}" update >/dev/null
    "${apt[@]}" install "$rec" "${missing[@]}" >"$INFRA_LOGS/apt.log" 2>&1 ||
      die "apt-get install ${missing[*]} failed, see $INFRA_LOGS/apt.log"
  fi
}

# Serialise up/down runs (two jest projects or two terminals may call up.sh at the same time).
infra_lock() {
  exec 9>"$INFRA_HOME/.up.lock"
  flock -w 900 9 || die "another infra/local script holds $INFRA_HOME/.up.lock"
}

# go_install_pinned NAME MODULE VERSION FORCE: builds MODULE@VERSION from the Go module proxy into .infra/bin (release
# binaries are not reachable here; the proxy is), unless the binary there already is that version (`go version -m`
# reads the module and version `go install` embedded, more reliable than running the tool). FORCE=1 rebuilds.
# Outside any module (a temp dir) so the repo's files never influence the build; GOFLAGS cleared for the same reason;
# CGO off: a static binary that runs anywhere.
go_install_pinned() {
  local name=$1 module=$2 version=$3 force=${4:-0}
  local bin_dir="$INFRA_HOME/bin" bin="$INFRA_HOME/bin/$1"
  command -v go >/dev/null 2>&1 || { echo "install-$name: go is not on PATH (need Go >= 1.24)" >&2; return 1; }
  local current=''
  [ -x "$bin" ] && current="$(go version -m "$bin" 2>/dev/null | awk -v m="$module" '$1 == "mod" && $2 == m { print $3 }')"
  if [ "$force" != "1" ] && [ "$current" = "$version" ]; then
    echo "install-$name: $bin is already $module@$version, nothing to do"
    return 0
  fi
  mkdir -p "$bin_dir"
  echo "install-$name: building $module@$version into $bin_dir (was: ${current:-absent})"
  local start tmp got
  start=$(date +%s)
  tmp="$(mktemp -d)"
  if ! (cd "$tmp" && GOFLAGS="" GOBIN="$bin_dir" CGO_ENABLED=0 go install -trimpath -ldflags "-s -w" "$module@$version"); then
    rm -rf "$tmp"
    return 1
  fi
  rm -rf "$tmp"
  got="$(go version -m "$bin" 2>/dev/null | awk -v m="$module" '$1 == "mod" && $2 == m { print $3 }')"
  if [ "$got" != "$version" ]; then
    echo "install-$name: built binary reports '${got:-nothing}', expected $version" >&2
    return 1
  fi
  echo "install-$name: done in $(($(date +%s) - start))s"
}
