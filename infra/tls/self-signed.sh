#!/bin/sh
# A self-signed certificate for trying the container deployment's TLS mode locally (make tls-cert), and for the
# gateway's TLS tests: fullchain.pem and privkey.pem in the given folder, for localhost, 127.0.0.1 and ::1.
# Browsers warn about it; in production mount a real chain instead (GATEWAY_TLS_DIR, see README).
set -eu
dir=${1:?usage: self-signed.sh <folder>}
mkdir -p "$dir"
openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 365 \
  -subj '/CN=localhost' \
  -addext 'subjectAltName=DNS:localhost,IP:127.0.0.1,IP:::1' \
  -addext 'basicConstraints=critical,CA:TRUE' \
  -addext 'keyUsage=critical,digitalSignature,keyCertSign' \
  -addext 'extendedKeyUsage=serverAuth' \
  -keyout "$dir/privkey.pem" -out "$dir/fullchain.pem" 2>/dev/null
# The gateway container's nginx runs as an unprivileged user (uid 101) that must read the key it is mounted with;
# this key protects nothing but a local trial.
chmod 0644 "$dir/privkey.pem" "$dir/fullchain.pem"
