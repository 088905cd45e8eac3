#!/usr/bin/env bash
# Installs stripe-mock (Stripe's official mock of its HTTP API, built from the OpenAPI spec) into
# .infra/bin/stripe-mock by building it from source with `go install` from the Go module proxy (release
# binaries are not reachable here). Idempotent: does nothing when .infra/bin/stripe-mock is the pinned version.
# The billing service's Stripe adapter int test (services/billing/test/stripe-payments.int.spec.ts) starts it on a
# free loopback port. stripe-mock is stateless and sends no webhooks: webhook handling is tested with payloads signed
# by the SDK's generateTestHeaderString.
#
# Pinned: the newest version `go list -m -versions github.com/stripe/stripe-mock` lists.
#
# Usage: bash infra/local/install-stripe-mock.sh
#        STRIPE_MOCK_FORCE=1 bash infra/local/install-stripe-mock.sh  # rebuild even when up to date
# Needs: go >= 1.24 on PATH.
set -euo pipefail

STRIPE_MOCK_MODULE="${STRIPE_MOCK_MODULE:-github.com/stripe/stripe-mock}"
STRIPE_MOCK_VERSION="${STRIPE_MOCK_VERSION:-v0.203.0}"

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
BIN_DIR="$ROOT/.infra/bin"
STRIPE_MOCK="$BIN_DIR/stripe-mock"

if ! command -v go >/dev/null 2>&1; then
  echo "install-stripe-mock: go is not on PATH (need Go >= 1.24)" >&2
  exit 1
fi

# `go version -m` reads the module path and version embedded by `go install`, which is
# more reliable than running the binary.
installed_version() {
  [ -x "$STRIPE_MOCK" ] || return 0
  go version -m "$STRIPE_MOCK" 2>/dev/null | awk -v m="$STRIPE_MOCK_MODULE" '$1 == "mod" && $2 == m { print $3 }'
}

current="$(installed_version)"
if [ "${STRIPE_MOCK_FORCE:-0}" != "1" ] && [ "$current" = "$STRIPE_MOCK_VERSION" ]; then
  echo "install-stripe-mock: $STRIPE_MOCK is already $STRIPE_MOCK_MODULE@$STRIPE_MOCK_VERSION, nothing to do"
  exit 0
fi

mkdir -p "$BIN_DIR"
echo "install-stripe-mock: building $STRIPE_MOCK_MODULE@$STRIPE_MOCK_VERSION into $BIN_DIR (was: ${current:-absent})"
start=$(date +%s)
# Outside any module (cd to a temp dir) so the repo's files never influence the build;
# GOFLAGS cleared for the same reason. CGO off: a static binary that runs anywhere.
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
(
  cd "$tmp"
  GOFLAGS="" GOBIN="$BIN_DIR" CGO_ENABLED=0 go install -trimpath -ldflags "-s -w" "$STRIPE_MOCK_MODULE@$STRIPE_MOCK_VERSION"
)
end=$(date +%s)

got="$(installed_version)"
if [ "$got" != "$STRIPE_MOCK_VERSION" ]; then
  echo "install-stripe-mock: built binary reports '${got:-nothing}', expected $STRIPE_MOCK_VERSION" >&2
  exit 1
fi
echo "install-stripe-mock: done in $((end - start))s: $STRIPE_MOCK"
