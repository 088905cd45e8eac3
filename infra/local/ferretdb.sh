# shellcheck shell=bash
# FerretDB v1 (MongoDB wire protocol, SQLite backend), built from the Go module proxy through the
# wrapper module in infra/ferretdb (see infra/ferretdb/main.go for why a wrapper is needed).
# Sourced by up.sh / down.sh / status.sh after lib.sh.

FERRETDB_SRC="$REPO_ROOT/infra/ferretdb"
FERRETDB_BIN="$INFRA_HOME/bin/ferretdb"
FERRETDB_HOME="$INFRA_HOME/ferretdb"
FERRETDB_DATA="$FERRETDB_HOME/data"
FERRETDB_PIDFILE="$FERRETDB_HOME/ferretdb.pid"
FERRETDB_LOG="$INFRA_LOGS/ferretdb.log"

# FerretDB version required by infra/ferretdb/go.mod, e.g. v1.24.2.
ferretdb_wanted_version() {
  awk '$1 == "require" && $2 == "github.com/FerretDB/FerretDB" { print $3 }' "$FERRETDB_SRC/go.mod"
}

# Builds the binary when it is missing (or was built from another FerretDB version).
ferretdb_provision() {
  local wanted
  wanted="$(ferretdb_wanted_version)"
  if [[ -x "$FERRETDB_BIN" ]] && "$FERRETDB_BIN" --version 2>/dev/null | grep -qF " $wanted "; then
    return 0
  fi
  command -v go >/dev/null || die "go not found (FerretDB is built with the Go toolchain)"
  local t0
  t0=$(now_ms)
  log "ferretdb: building $wanted with $(go env GOVERSION) (first time only, a few minutes on 2 cores)"
  mkdir -p "$(dirname "$FERRETDB_BIN")"
  # -mod=readonly: go.sum is committed, so the build is reproducible and never edits the module.
  # -buildvcs=false: no git stamping (a clone owned by another user would make it fail).
  # GOTOOLCHAIN=local: use the installed Go, never download a toolchain.
  (cd "$FERRETDB_SRC" && GOTOOLCHAIN=local GOFLAGS="-mod=readonly -buildvcs=false" CGO_ENABLED=0 \
    go build -trimpath -o "$FERRETDB_BIN.tmp" .) >"$INFRA_LOGS/ferretdb-build.log" 2>&1 ||
    die "ferretdb: go build failed, see $INFRA_LOGS/ferretdb-build.log"
  mv "$FERRETDB_BIN.tmp" "$FERRETDB_BIN"
  log "ferretdb: built $("$FERRETDB_BIN" --version) in $(secs_since "$t0")"
}

ferretdb_pid() { owned_pid "$FERRETDB_PIDFILE" "$FERRETDB_PORT" "$FERRETDB_BIN --listen-addr"; }

ferretdb_probe() { probe mongo "$MONGO_URL" "$1"; }

ferretdb_up() { service_up ferretdb "$MONGO_URL" "$FERRETDB_LOG" 30 10 "$FERRETDB_HOST" "$FERRETDB_PORT"; }

ferretdb_prepare() {
  ferretdb_provision
  mkdir -p "$FERRETDB_DATA"
}

ferretdb_start() {
  local rc=0
  start_daemon "$FERRETDB_PIDFILE" "$FERRETDB_LOG" "$FERRETDB_BIN" \
    --listen-addr="$FERRETDB_HOST:$FERRETDB_PORT" \
    --handler=sqlite --sqlite-url="file:$FERRETDB_DATA/" \
    --telemetry=disable --debug-addr=- --log-level="${FERRETDB_LOG_LEVEL:-error}"
  ferretdb_probe 60 || rc=$?
  if ((rc == 3)); then
    # No node_modules yet: fall back to a TCP check.
    warn "ferretdb: mongodb driver not installed (run npm ci); checked the TCP port only"
    local i
    for ((i = 0; i < 300; i++)); do port_open "$FERRETDB_HOST" "$FERRETDB_PORT" && rc=0 && break; sleep 0.2; done
  fi
  if ((rc != 0)); then
    tail -20 "$FERRETDB_LOG" >&2
    die "ferretdb: no answer on $MONGO_URL within 60s, see $FERRETDB_LOG"
  fi
}

ferretdb_down() { stop_owned ferretdb "$FERRETDB_PIDFILE" 20; }

ferretdb_purge() {
  rm -rf "$FERRETDB_DATA"
  log "ferretdb: data removed (binary kept in $FERRETDB_BIN)"
}

ferretdb_status() {
  local pid
  if pid="$(ferretdb_pid)"; then
    if ferretdb_probe 3 >/dev/null 2>&1; then
      echo "ferretdb  running   pid $pid  rss $(rss_mb "$pid") MiB  $MONGO_URL  data $(du -sh "$FERRETDB_DATA" 2>/dev/null | cut -f1)"
    else
      echo "ferretdb  unhealthy pid $pid  $MONGO_URL"
    fi
  elif port_open "$FERRETDB_HOST" "$FERRETDB_PORT"; then
    echo "ferretdb  foreign   port $FERRETDB_PORT served by pid $(listener_pid "$FERRETDB_PORT" || echo '?') (not started by this checkout)"
  else
    echo "ferretdb  stopped   $([[ -x "$FERRETDB_BIN" ]] && echo 'binary present' || echo 'not built')"
    return 1
  fi
}
