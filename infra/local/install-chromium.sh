#!/usr/bin/env bash
# Installs Debian's chromium (headless browser for e2e tests and screenshots) when /usr/bin/chromium
# is missing. Idempotent; runs `apt-get update` only when the package lists do not know chromium.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

if [[ -x /usr/bin/chromium ]]; then
  log "chromium: present ($(/usr/bin/chromium --version 2>/dev/null || echo 'version unknown'))"
  exit 0
fi
t0=$(now_ms)
# Recommends bring fonts and the like that headless screenshots need.
APT_INSTALL_RECOMMENDS=1 apt_install chromium
[[ -x /usr/bin/chromium ]] || die "chromium: /usr/bin/chromium still missing after apt-get install"
log "chromium: installed $(/usr/bin/chromium --version 2>/dev/null) in $(secs_since "$t0")"
