#!/usr/bin/env bash
# Shows which local servers run, their pid, memory and URL. Exit 0 when all four answer.
set -uo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/servers.sh"

rc=0
kafka_status || rc=1
ferretdb_status || rc=1
redis_status || rc=1
maildev_status || rc=1
if [[ -f "$INFRA_ENV_FILE" ]]; then
  echo "env file  $INFRA_ENV_FILE: $(tr '\n' ' ' <"$INFRA_ENV_FILE")"
else
  echo "env file  $INFRA_ENV_FILE missing (run infra/local/up.sh)"
fi
exit $rc
