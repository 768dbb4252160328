#!/usr/bin/env bash
# Installs the system programs the tests drive, when they are missing:
# Debian's Chromium (unless Playwright's own browser is present); Python 3, which
# runs the documented Python samples in the content test; nginx with the
# brotli_static module (gzip_static is built into Debian's nginx).
# With --bench, also what the benchmarks drive: wrk.
set -euo pipefail

missing=()
if [ ! -x /usr/bin/chromium ] && [ -z "${CHROMIUM_PATH:-}" ] \
  && ! ls "${PLAYWRIGHT_BROWSERS_PATH:-$HOME/.cache/ms-playwright}"/chromium* >/dev/null 2>&1; then
  missing+=(chromium)
fi
command -v python3 >/dev/null 2>&1 || missing+=(python3)
if ! command -v nginx >/dev/null 2>&1 && [ ! -x /usr/sbin/nginx ]; then
  missing+=(nginx)
fi
if [ ! -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ]; then
  missing+=(libnginx-mod-http-brotli-static)
fi
if [ "${1:-}" = "--bench" ] && ! command -v wrk >/dev/null 2>&1; then
  missing+=(wrk)
fi

if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing from Debian: ${missing[*]}"
  sudo_cmd=()
  [ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
  "${sudo_cmd[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
