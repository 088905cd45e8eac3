#!/usr/bin/env bash
# Installs the k6 load-testing tool into .infra/bin/k6 by building it from source with
# `go install` (the only way to get it here: release binaries are not reachable, the Go
# module proxy is). Idempotent: does nothing when .infra/bin/k6 already is the pinned version.
#
# Pinned module/version: the brief asked for go.k6.io/k6/v2, but the Go module proxy has no
# v2 module (`go list -m -versions go.k6.io/k6/v2` -> 404). The newest release it lists for
# `go list -m -versions go.k6.io/k6` is v1.8.1, so that is the pin. To move the pin, change
# K6_MODULE / K6_VERSION (or override them from the environment) and rerun.
#
# Usage: bash infra/local/install-k6.sh          # from anywhere inside the repo
#        K6_FORCE=1 bash infra/local/install-k6.sh  # rebuild even when up to date
# Needs: go >= 1.24 on PATH. Build takes a few minutes on 2 cores (first time: module download).
set -euo pipefail

K6_MODULE="${K6_MODULE:-go.k6.io/k6}"
K6_VERSION="${K6_VERSION:-v1.8.1}"

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
BIN_DIR="$ROOT/.infra/bin"
K6="$BIN_DIR/k6"

if ! command -v go >/dev/null 2>&1; then
  echo "install-k6: go is not on PATH (need Go >= 1.24)" >&2
  exit 1
fi

# `go version -m` reads the module path and version embedded by `go install`, which is
# more reliable than parsing `k6 version`.
installed_version() {
  [ -x "$K6" ] || return 0
  go version -m "$K6" 2>/dev/null | awk -v m="$K6_MODULE" '$1 == "mod" && $2 == m { print $3 }'
}

current="$(installed_version)"
if [ "${K6_FORCE:-0}" != "1" ] && [ "$current" = "$K6_VERSION" ]; then
  echo "install-k6: $K6 is already $K6_MODULE@$K6_VERSION, nothing to do"
  exit 0
fi

mkdir -p "$BIN_DIR"
echo "install-k6: building $K6_MODULE@$K6_VERSION into $BIN_DIR (was: ${current:-absent})"
start=$(date +%s)
# Outside any module (cd to a temp dir) so the repo's files never influence the build;
# GOFLAGS cleared for the same reason. CGO off: a static binary that runs anywhere.
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
(
  cd "$tmp"
  GOFLAGS="" GOBIN="$BIN_DIR" CGO_ENABLED=0 go install -trimpath -ldflags "-s -w" "$K6_MODULE@$K6_VERSION"
)
end=$(date +%s)

got="$(installed_version)"
if [ "$got" != "$K6_VERSION" ]; then
  echo "install-k6: built binary reports '${got:-nothing}', expected $K6_VERSION" >&2
  exit 1
fi
echo "install-k6: done in $((end - start))s: $("$K6" version | head -1)"
