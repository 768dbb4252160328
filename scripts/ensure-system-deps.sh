#!/usr/bin/env bash
# Installs the system programs the tests drive, when they are missing:
# Debian's headless shell build of Chromium, which the end-to-end tests launch (unless
# CHROMIUM_PATH or another Chromium is given and apt cannot install it); Python 3 with
# `requests`, which runs the documented Python samples in the content tests (Debian's
# python3 and python3-requests; PYTHON names another Python, which must have it); nginx with the brotli_static
# module (gzip_static is built into Debian's nginx).
# With --bench, also what the benchmarks drive: Debian's full Chromium, wrk, and
# iproute2 (`ip`, `tc`), with which the benchmark shapes a phone-like link.
# With --nginx, only nginx and its module (what `npm run serve:nginx` needs).
#
# Installing never starts Debian's nginx service (the tests run their own nginx on
# their own ports), and waits for another apt or dpkg run to finish instead of failing.
set -euo pipefail
cd "$(dirname "$0")/.."

# Seconds to wait for another apt or dpkg run to release its lock.
lock_timeout="${APT_LOCK_TIMEOUT:-600}"

# Whether the browser tools/chromium.ts picks for the tests and screenshots ("test") or
# for the benchmark ("bench") starts.
browser_launches() {
  npx --no-install tsx -e '
    import { chromium } from "playwright-core";
    import { chromiumExecutable, testChromiumExecutable } from "./tools/chromium";
    const path = process.argv[1] === "bench" ? chromiumExecutable() : testChromiumExecutable();
    chromium.launch({ executablePath: path, args: ["--no-sandbox"] })
      .then((browser) => browser.close())
      .catch(() => process.exit(1));
  ' "$1" >/dev/null 2>&1
}

can_install() {
  command -v apt-get >/dev/null 2>&1 && { [ "$(id -u)" -eq 0 ] || command -v sudo >/dev/null 2>&1; }
}

mode="${1:-}"
missing=()
if [ "$mode" != "--nginx" ]; then
  if ! browser_launches test; then
    missing+=(chromium-headless-shell)
  elif [ -z "${CHROMIUM_PATH:-}" ] && [ ! -x /usr/lib/chromium/chromium-headless-shell ] && can_install; then
    # Another Chromium starts, but the headless shell runs the suite in about half its time.
    missing+=(chromium-headless-shell)
  fi
  # The Python tests/unit/content/python.ts runs the samples with, picked the same way.
  python="${PYTHON:-python3}"
  [ -z "${PYTHON:-}" ] && [ -x /usr/bin/python3 ] && python=/usr/bin/python3
  "$python" -c 'import requests' >/dev/null 2>&1 || missing+=(python3 python3-requests)
fi
if ! command -v nginx >/dev/null 2>&1 && [ ! -x /usr/sbin/nginx ]; then
  missing+=(nginx)
fi
if [ ! -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ]; then
  missing+=(libnginx-mod-http-brotli-static)
fi
if [ "$mode" = "--bench" ]; then
  browser_launches bench || missing+=(chromium)
  command -v wrk >/dev/null 2>&1 || missing+=(wrk)
  { command -v ip || [ -x /usr/sbin/ip ]; } >/dev/null 2>&1 && { command -v tc || [ -x /usr/sbin/tc ]; } >/dev/null 2>&1 || missing+=(iproute2)
fi

[ ${#missing[@]} -eq 0 ] && exit 0

if ! command -v apt-get >/dev/null 2>&1; then
  echo "ensure-system-deps: this machine has no apt-get; install these programs with its package manager, then try again: ${missing[*]}" >&2
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
