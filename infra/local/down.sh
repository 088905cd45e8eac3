#!/usr/bin/env bash
# Stops the servers started by up.sh from this checkout. Data is kept unless --purge is given
# (--purge deletes Kafka/FerretDB data, not the downloaded jars or the built ferretdb binary).
# Usage: infra/local/down.sh [--purge] [kafka] [ferretdb] [redis] [maildev]
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/servers.sh"

purge=0
components=()
for arg in "$@"; do
  case "$arg" in
    --purge) purge=1 ;;
    kafka | ferretdb | redis | maildev) components+=("$arg") ;;
    *) die "usage: down.sh [--purge] [kafka] [ferretdb] [redis] [maildev]" ;;
  esac
done
((${#components[@]})) || components=(kafka ferretdb redis maildev)

t0=$(now_ms)
infra_lock
for c in "${components[@]}"; do
  "${c}_down"
  ((purge)) && "${c}_purge"
done
((${#components[@]} == 4)) && rm -f "$INFRA_ENV_FILE"
log "down: done in $(secs_since "$t0")"
