#!/usr/bin/env bash
# Provisions (first time) and starts Kafka, FerretDB, Redis and MailDev on loopback, idempotently, then writes
# .infra/env. Usage: infra/local/up.sh [kafka] [ferretdb] [redis] [maildev]   (default: all four)
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/servers.sh"

components=("$@")
((${#components[@]})) || components=(redis maildev ferretdb kafka)
for c in "${components[@]}"; do
  [[ "$c" =~ ^(kafka|ferretdb|redis|maildev)$ ]] || die "unknown component '$c' (kafka, ferretdb, redis, maildev)"
done

t0=$(now_ms)
infra_lock
log "up: ${components[*]} (repo $REPO_ROOT)"

# The components are independent: provision and start them concurrently (Maven download, Go build
# and JVM start overlap), then wait for all of them.
declare -A jobs=()
for c in "${components[@]}"; do
  ("${c}_up") &
  jobs[$c]=$!
done
failed=()
for c in "${!jobs[@]}"; do
  wait "${jobs[$c]}" || failed+=("$c")
done
((${#failed[@]} == 0)) || die "up: failed: ${failed[*]} (logs in $INFRA_LOGS)"

cat >"$INFRA_ENV_FILE.tmp" <<ENV
KAFKA_BROKERS=$KAFKA_BROKERS
MONGO_URL=$MONGO_URL
REDIS_URL=$REDIS_URL
SMTP_URL=$SMTP_URL
MAILDEV_API_URL=$MAILDEV_API_URL
ENV
mv "$INFRA_ENV_FILE.tmp" "$INFRA_ENV_FILE"
log "up: ready in $(secs_since "$t0"); wrote $INFRA_ENV_FILE"
