#!/usr/bin/env bash
# Installs the system programs the tests drive, when they are missing:
# Debian's Chromium (unless the browser the tests launch is already there); Python 3,
# which runs the documented Python samples in the content test; nginx with the
# brotli_static module (gzip_static is built into Debian's nginx).
# With --bench, also what the benchmarks drive: wrk.
#
# Installing never starts Debian's nginx service (the tests run their own nginx on
# their own ports), and waits for another apt or dpkg run to finish instead of failing.
set -euo pipefail
cd "$(dirname "$0")/.."

# Seconds to wait for another apt or dpkg run to release its lock.
lock_timeout="${APT_LOCK_TIMEOUT:-600}"

# The browser the tests launch (tools/chromium.ts): CHROMIUM_PATH, Debian's
# Chromium, or else Playwright's own build of the revision this Playwright expects.
browser_launches() {
  node -e '
    const { existsSync } = require("node:fs");
    const { chromium } = require("playwright-core");
    const path = process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);
    chromium.launch({ executablePath: path, args: ["--no-sandbox"] })
      .then((browser) => browser.close())
      .catch(() => process.exit(1));
  ' >/dev/null 2>&1
}

missing=()
browser_launches || missing+=(chromium)
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

[ ${#missing[@]} -eq 0 ] && exit 0

if ! command -v apt-get >/dev/null 2>&1; then
  echo "ensure-system-deps: this machine has no apt-get; install these programs with its package manager, then run the tests again: ${missing[*]}" >&2
  exit 1
fi
if [ "$(id -u)" -eq 0 ]; then
  as_root=(env)
elif command -v sudo >/dev/null 2>&1; then
  # sudo drops most of the environment: pass what apt needs through env.
  as_root=(sudo env)
else
  echo "ensure-system-deps: installing needs root or sudo; as root, run: apt-get install --no-install-recommends ${missing[*]}" >&2
  exit 1
fi

echo "Installing from Debian: ${missing[*]}"
# Debian's packages start their services on install; a policy-rc.d that says 101
# ("action forbidden") keeps nginx from starting on port 80 (taken or not). One
# already in place (as in Docker images) is left as it is.
policy=/usr/sbin/policy-rc.d
if [ ! -e "$policy" ]; then
  "${as_root[@]}" sh -c "printf '#!/bin/sh\nexit 101\n' >$policy && chmod 755 $policy"
  trap '"${as_root[@]}" rm -f "$policy"' EXIT
fi
apt=("${as_root[@]}" DEBIAN_FRONTEND=noninteractive apt-get -qq -o "DPkg::Lock::Timeout=$lock_timeout")
"${apt[@]}" update
"${apt[@]}" install -y --no-install-recommends "${missing[@]}"
