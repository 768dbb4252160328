#!/usr/bin/env bash
# Installs the system programs the tests drive, when they are missing:
# Debian's Chromium (unless Playwright's own browser is present), and Python 3,
# which runs the documented Python samples in the content test.
set -euo pipefail

missing=()
if [ ! -x /usr/bin/chromium ] && [ -z "${CHROMIUM_PATH:-}" ] \
  && ! ls "${PLAYWRIGHT_BROWSERS_PATH:-$HOME/.cache/ms-playwright}"/chromium* >/dev/null 2>&1; then
  missing+=(chromium)
fi
command -v python3 >/dev/null 2>&1 || missing+=(python3)

if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing from Debian: ${missing[*]}"
  sudo_cmd=()
  [ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
  "${sudo_cmd[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
