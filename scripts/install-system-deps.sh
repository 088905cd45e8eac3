#!/usr/bin/env bash
# Installs every Debian package the project needs that is missing (CI runs this on a fresh machine):
#   redis-server  Redis for int/e2e tests and the distributed profile (infra/local/redis.sh)
#   chromium      headless browser for e2e tests (infra/local/install-chromium.sh)
#   python3-venv  virtual environment for the Python test tools (scripts/install-python-tools.sh)
# Java 17, Maven and Go come with the machine; Kafka and FerretDB are provisioned by infra/local/up.sh.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
source "$here/../infra/local/lib.sh"

t0=$(now_ms)
apt_install redis-server
python3 -c 'import ensurepip, venv' 2>/dev/null || apt_install python3-venv
bash "$INFRA_LOCAL_DIR/install-chromium.sh"
for tool in java mvn go; do
  command -v "$tool" >/dev/null || warn "$tool not found: infra/local/up.sh needs it (Java 17, Maven, Go come with the machine image)"
done
log "system packages ready in $(secs_since "$t0")"
