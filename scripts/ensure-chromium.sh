#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium; no browser is ever downloaded by npm.
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$browser" ]; then exit 0; fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Instalando Chromium de Debian para las pruebas de extremo a extremo…"
  apt-get update -qq && apt-get install -y -qq chromium
else
  echo "Falta Chromium en $browser: instálalo con 'sudo apt-get install -y chromium' o indica CHROMIUM_PATH." >&2
  exit 1
fi
