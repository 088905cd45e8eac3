# shellcheck shell=bash
# MailDev 3 (devDependency, node_modules/maildev): a real SMTP server that keeps every mail (.eml files in
# .infra/maildev/mail, the newest MAILDEV_MAX_EMAILS) and shows it on a web UI and a REST API (GET /api/email).
# Tests and local development send mail to it instead of the world.
# Sourced by up.sh / down.sh / status.sh after lib.sh.

MAILDEV_HOST=127.0.0.1
MAILDEV_SMTP_PORT=${INFRA_MAILDEV_SMTP_PORT:-11025}
MAILDEV_WEB_PORT=${INFRA_MAILDEV_WEB_PORT:-11080}
SMTP_URL="smtp://$MAILDEV_HOST:$MAILDEV_SMTP_PORT"
MAILDEV_API_URL="http://$MAILDEV_HOST:$MAILDEV_WEB_PORT"

MAILDEV_BIN="$REPO_ROOT/node_modules/maildev/dist/bin/maildev.js"
MAILDEV_HOME="$INFRA_HOME/maildev"
MAILDEV_PIDFILE="$MAILDEV_HOME/maildev.pid"
MAILDEV_LOG="$INFRA_LOGS/maildev.log"
# Oldest mails are dropped beyond this, so a long-running dev server stays small (about 15 KB of heap per mail).
MAILDEV_MAX_EMAILS=${MAILDEV_MAX_EMAILS:-2000}

maildev_provision() {
  [[ -f "$MAILDEV_BIN" ]] || die "maildev: $MAILDEV_BIN missing (run npm ci at the repo root)"
  node_bin >/dev/null || die "maildev: no node found"
}

# Ready = the REST API answers its health check and the SMTP port greets with 220.
maildev_ping() {
  curl -fsS -m 1 "$MAILDEV_API_URL/api/healthz" >/dev/null 2>&1 || return 1
  local banner
  banner="$(timeout 2 bash -c "exec 3<>/dev/tcp/$MAILDEV_HOST/$MAILDEV_SMTP_PORT; head -c 3 <&3; printf 'QUIT\r\n' >&3" 2>/dev/null)"
  [[ "$banner" == 220 ]]
}

maildev_probe() { poll_for "$1" maildev_ping; }

maildev_pid() { owned_pid "$MAILDEV_PIDFILE" "$MAILDEV_WEB_PORT" "$MAILDEV_BIN"; }

# Node, which the probe needs, is checked first.
maildev_up() {
  maildev_provision
  service_up maildev "$SMTP_URL, API $MAILDEV_API_URL" "$MAILDEV_LOG" 10 3 "$MAILDEV_HOST" "$MAILDEV_WEB_PORT" "$MAILDEV_SMTP_PORT"
}

maildev_start() {
  mkdir -p "$MAILDEV_HOME/mail"
  start_daemon "$MAILDEV_PIDFILE" "$MAILDEV_LOG" "$(node_bin)" --no-warnings "$MAILDEV_BIN" \
    --smtp "$MAILDEV_SMTP_PORT" --ip "$MAILDEV_HOST" --web "$MAILDEV_WEB_PORT" --web-ip "$MAILDEV_HOST" \
    --mail-directory "$MAILDEV_HOME/mail" --max-emails "$MAILDEV_MAX_EMAILS"
  if ! maildev_probe 30; then
    tail -20 "$MAILDEV_LOG" >&2
    die "maildev: no answer on $MAILDEV_API_URL / $SMTP_URL within 30s, see $MAILDEV_LOG"
  fi
}

maildev_down() { stop_owned maildev "$MAILDEV_PIDFILE" 10; }

maildev_purge() {
  rm -rf "$MAILDEV_HOME"
  log "maildev: stored mail removed"
}

maildev_status() {
  local pid
  if pid="$(maildev_pid)"; then
    if maildev_ping; then
      echo "maildev   running   pid $pid  rss $(rss_mb "$pid") MiB  $SMTP_URL  API $MAILDEV_API_URL"
    else
      echo "maildev   unhealthy pid $pid  $SMTP_URL  API $MAILDEV_API_URL"
    fi
  elif port_open "$MAILDEV_HOST" "$MAILDEV_WEB_PORT"; then
    echo "maildev   foreign   port $MAILDEV_WEB_PORT served by pid $(listener_pid "$MAILDEV_WEB_PORT" || echo '?') (not started by this checkout)"
  else
    echo "maildev   stopped   $([[ -f "$MAILDEV_BIN" ]] && echo 'installed (node_modules)' || echo 'not installed (npm ci)')"
    return 1
  fi
}
