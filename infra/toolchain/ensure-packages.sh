#!/usr/bin/env bash
# Installs the Debian packages the test suites run for real (Redis for the services, Chromium for the web app's
# end-to-end suite and `make bench`, nginx for the gateway topology, wrk for the gateway benchmark, openssl for the
# gateway's TLS tests and `make tls-cert`, espeak-ng and opusenc for the content service's recorded audio of articles),
# only when missing. Needs root or sudo; otherwise it names the command to run.
set -euo pipefail
declare -A provides=([redis-server]=redis-server [chromium]=chromium [nginx]=nginx [wrk]=wrk [openssl]=openssl
  [espeak-ng]=espeak-ng [opusenc]=opus-tools)
missing=()
# nginx lives in /usr/sbin, which an unprivileged user's PATH may not list.
for cmd in "${!provides[@]}"; do
  command -v "$cmd" >/dev/null 2>&1 || [ -x "/usr/sbin/$cmd" ] || missing+=("${provides[$cmd]}")
done
[ ${#missing[@]} -eq 0 ] && exit 0

sudo=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then sudo="sudo"; else
    echo "Missing Debian packages: ${missing[*]}. Install them with: sudo apt-get install -y ${missing[*]}" >&2
    exit 1
  fi
fi
echo "Installing Debian packages: ${missing[*]}" >&2
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
