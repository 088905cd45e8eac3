# shellcheck shell=bash
# Redis 7 from Debian's redis-server package: ephemeral (no RDB, no AOF), noeviction (BullMQ needs it).
# Sourced by up.sh / down.sh / status.sh after lib.sh.

REDIS_HOME="$INFRA_HOME/redis"
REDIS_PIDFILE="$REDIS_HOME/redis.pid"
REDIS_LOG="$INFRA_LOGS/redis.log"

redis_provision() {
  command -v redis-server >/dev/null && command -v redis-cli >/dev/null && return 0
  local t0
  t0=$(now_ms)
  apt_install redis-server
  command -v redis-server >/dev/null || die "redis: redis-server still missing after apt-get install"
  log "redis: installed $(redis-server --version | awk '{print $3}') in $(secs_since "$t0")"
}

redis_ping() { [[ "$(redis-cli -h "$REDIS_HOST" -p "$REDIS_PORT" ping 2>/dev/null)" == PONG ]]; }

redis_probe() { poll_for "$1" redis_ping; }

# Ours = named by our pid file, or listening on our port with our .infra/redis as working directory
# (redis-server chdirs to --dir).
redis_pid() {
  local pid
  if pid="$(pid_of "$REDIS_PIDFILE")" && pid_cmd_matches "$pid" "redis-server"; then
    echo "$pid"
    return 0
  fi
  pid="$(listener_pid "$REDIS_PORT")" && [[ -n "$pid" && "$(readlink "/proc/$pid/cwd")" == "$REDIS_HOME" ]] || return 1
  echo "$pid" >"$REDIS_PIDFILE"
  echo "$pid"
}

# redis-cli, which the probe needs, comes with the server: provisioned first.
redis_up() {
  redis_provision
  service_up redis "$REDIS_URL" "$REDIS_LOG" 10 3 "$REDIS_HOST" "$REDIS_PORT"
}

redis_reused() {
  local policy
  policy="$(redis-cli -h "$REDIS_HOST" -p "$REDIS_PORT" config get maxmemory-policy 2>/dev/null | tail -1)"
  [[ "$policy" == noeviction ]] || warn "redis: foreign server on $REDIS_PORT has maxmemory-policy=$policy (BullMQ needs noeviction)"
}

redis_start() {
  mkdir -p "$REDIS_HOME"
  # Redis daemonizes itself and writes its own pid file; stdio is still detached from the caller.
  redis-server --bind "$REDIS_HOST" --port "$REDIS_PORT" --protected-mode yes \
    --save '' --appendonly no --maxmemory-policy noeviction \
    --dir "$REDIS_HOME" --daemonize yes --pidfile "$REDIS_PIDFILE" --logfile "$REDIS_LOG" \
    </dev/null >>"$REDIS_LOG" 2>&1 9>&- || die "redis: redis-server failed to start, see $REDIS_LOG"
  redis_probe 10 || die "redis: no PONG on $REDIS_URL within 10s, see $REDIS_LOG"
}

redis_down() { stop_owned redis "$REDIS_PIDFILE" 10 redis-cli -h "$REDIS_HOST" -p "$REDIS_PORT" shutdown nosave; }

redis_purge() {
  rm -rf "$REDIS_HOME"
  log "redis: state removed (it keeps no data anyway)"
}

redis_status() {
  local pid
  if pid="$(redis_pid)"; then
    if redis_ping; then
      echo "redis     running   pid $pid  rss $(rss_mb "$pid") MiB  $REDIS_URL  keys $(redis-cli -h "$REDIS_HOST" -p "$REDIS_PORT" dbsize)"
    else
      echo "redis     unhealthy pid $pid  $REDIS_URL"
    fi
  elif port_open "$REDIS_HOST" "$REDIS_PORT"; then
    echo "redis     foreign   port $REDIS_PORT served by pid $(listener_pid "$REDIS_PORT" || echo '?') (not started by this checkout)"
  else
    echo "redis     stopped   $(command -v redis-server >/dev/null && echo 'redis-server installed' || echo 'not installed')"
    return 1
  fi
}
