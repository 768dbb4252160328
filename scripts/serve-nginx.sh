#!/usr/bin/env bash
# Serves build/ with nginx and deploy/nginx.conf on http://127.0.0.1:${PORT:-8080}, in
# the foreground, until Ctrl+C or SIGTERM. Installs nginx and its brotli_static module
# from Debian when they are missing (scripts/ensure-system-deps.sh --nginx, as root or
# with sudo); needs no system nginx service: nginx keeps its pid, logs and temporary
# files in a folder of its own.
#
#   PORT          port to listen on (default 8080)
#   SITE_ROOT     folder to serve (default: build/ of this repository)
#   NGINX_PREFIX  folder for nginx's own files (default: a new temporary folder,
#                 removed on exit; a given folder is left in place)
#   SITE_CONF     the server block, already rendered for PORT, SITE_ROOT and its
#                 locales (the tests render it in-process; default: rendered here)
set -euo pipefail

repo="$(cd "$(dirname "$0")/.." && pwd)"
port="${PORT:-8080}"
site_root="$(cd "${SITE_ROOT:-$repo/build}" && pwd)"
find_nginx() { command -v nginx || echo /usr/sbin/nginx; }
nginx_bin="$(find_nginx)"
brotli_module=/usr/lib/nginx/modules/ngx_http_brotli_static_module.so

if [ ! -e "$nginx_bin" ] || [ ! -e "$brotli_module" ]; then
  bash "$repo/scripts/ensure-system-deps.sh" --nginx
  nginx_bin="$(find_nginx)"
fi
for needed in "$nginx_bin" "$brotli_module"; do
  if [ ! -e "$needed" ]; then
    echo "serve-nginx: $needed is still missing after installing nginx and its brotli module" >&2
    exit 1
  fi
done

if [ ! -r "$site_root" ] || [ ! -x "$site_root" ]; then
  echo "serve-nginx: $(id -un) cannot read $site_root; serve a copy it can read with SITE_ROOT=…" >&2
  exit 1
fi

if [ -n "${NGINX_PREFIX:-}" ]; then
  prefix="$NGINX_PREFIX"
  mkdir -p "$prefix"
else
  prefix="$(mktemp -d "${TMPDIR:-/tmp}/chitchatlabs-nginx.XXXXXX")"
  trap 'rm -rf "$prefix"' EXIT
fi

# The production server block (deploy/nginx.conf), for this machine's port and site
# folder, with the locations of every locale built into a folder of it (build/ar/);
# it stops here if the folder holds no build's header includes.
site_conf="${SITE_CONF:-$prefix/site.conf}"
if [ -z "${SITE_CONF:-}" ]; then
  "$repo/node_modules/.bin/tsx" "$repo/scripts/nginx-conf.ts" \
    --listen "127.0.0.1:${port}" --root "$site_root" >"$site_conf"
fi

# Started as root, nginx's workers would drop to an unprivileged user that cannot
# enter a private checkout (or this private prefix): keep them the invoking user.
user_directive=""
if [ "$(id -u)" -eq 0 ]; then
  user_directive="user $(id -un) $(id -gn);"
fi

cat >"$prefix/nginx.conf" <<EOF
load_module $brotli_module;
$user_directive
worker_processes auto;
pid $prefix/nginx.pid;
error_log stderr warn;
events {
    worker_connections 1024;
}
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    sendfile on;
    tcp_nopush on;
    keepalive_timeout 65;
    access_log $prefix/access.log;
    client_body_temp_path $prefix/client_body;
    proxy_temp_path $prefix/proxy;
    fastcgi_temp_path $prefix/fastcgi;
    uwsgi_temp_path $prefix/uwsgi;
    scgi_temp_path $prefix/scgi;
    include $site_conf;
}
EOF

echo "nginx serving $site_root on http://127.0.0.1:${port} (Ctrl+C stops it)"
# -e: log to stderr from the start, not to the system's /var/log/nginx.
"$nginx_bin" -e stderr -p "$prefix" -c "$prefix/nginx.conf" -g 'daemon off;' &
nginx_pid=$!
stopping=0
trap 'stopping=1; kill -TERM "$nginx_pid" 2>/dev/null || true' INT TERM
status=0
wait "$nginx_pid" || status=$?
# A signal ends the first wait early: wait for nginx to finish shutting down.
if [ "$stopping" -eq 1 ]; then
  wait "$nginx_pid" 2>/dev/null || true
  status=0
fi
exit "$status"
