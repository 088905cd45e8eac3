#!/usr/bin/env bash
# Installs the Python tools the e2e tier runs into <repo>/.venv-tools (git-ignored):
#   schemathesis  property-based fuzzing of GET /api/openapi.json (gateway/test/openapi-fuzz.e2e.spec.ts)
# Versions and hashes come from scripts/python-tools.requirements.txt (pip --require-hashes).
# Idempotent: when the venv was built from the same requirements file, it returns at once.
# Needs `python3` with the venv module; on Debian without it, installs python3-venv (root or sudo).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
source "$here/../infra/local/lib.sh"

venv="$REPO_ROOT/.venv-tools"
requirements="$here/python-tools.requirements.txt"
stamp="$venv/.requirements.sha256"
want="$(sha256sum "$requirements" | cut -d' ' -f1)"

if [[ -x "$venv/bin/schemathesis" && -f "$stamp" && "$(cat "$stamp")" == "$want" ]]; then
  log "python tools ready ($venv, $(basename "$requirements") unchanged)"
  exit 0
fi

t0=$(now_ms)
command -v python3 >/dev/null || die "python3 not found: the e2e tier needs Python 3.11 with the venv module"
python3 -c 'import ensurepip, venv' 2>/dev/null || apt_install python3-venv
rm -rf "$venv"
python3 -m venv "$venv"
log "pip install --require-hashes -r $(basename "$requirements") into $venv"
PIP_FIND_LINKS='' "$venv/bin/pip" install --quiet --disable-pip-version-check --no-input --require-hashes \
  --only-binary=:all: -r "$requirements"
"$venv/bin/schemathesis" --version >/dev/null || die "schemathesis does not run from $venv"
echo "$want" >"$stamp"
log "python tools ready in $(secs_since "$t0"): $("$venv/bin/schemathesis" --version)"
