#!/usr/bin/env bash
# Installs the k6 load-testing tool into .infra/bin/k6 by building it from source with `go install` (lib.sh's
# go_install_pinned: release binaries are not reachable here, the Go module proxy is). Idempotent: does nothing when
# .infra/bin/k6 already is the pinned version.
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
# shellcheck source=lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

go_install_pinned k6 "${K6_MODULE:-go.k6.io/k6}" "${K6_VERSION:-v1.8.1}" "${K6_FORCE:-0}"
"$INFRA_HOME/bin/k6" version | head -1
