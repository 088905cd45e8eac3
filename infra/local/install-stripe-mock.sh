#!/usr/bin/env bash
# Installs stripe-mock (Stripe's official mock of its HTTP API, built from the OpenAPI spec) into
# .infra/bin/stripe-mock by building it from source with `go install` from the Go module proxy (lib.sh's
# go_install_pinned: release binaries are not reachable here). Idempotent: does nothing when .infra/bin/stripe-mock is
# the pinned version. The billing service's Stripe adapter int test (services/billing/test/stripe-payments.int.spec.ts)
# starts it on a free loopback port. stripe-mock is stateless and sends no webhooks: webhook handling is tested with
# payloads signed by the SDK's generateTestHeaderString.
#
# Pinned: the newest version `go list -m -versions github.com/stripe/stripe-mock` lists.
#
# Usage: bash infra/local/install-stripe-mock.sh
#        STRIPE_MOCK_FORCE=1 bash infra/local/install-stripe-mock.sh  # rebuild even when up to date
# Needs: go >= 1.24 on PATH.
set -euo pipefail
# shellcheck source=lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

go_install_pinned stripe-mock "${STRIPE_MOCK_MODULE:-github.com/stripe/stripe-mock}" "${STRIPE_MOCK_VERSION:-v0.203.0}" "${STRIPE_MOCK_FORCE:-0}"
