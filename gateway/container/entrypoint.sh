#!/bin/sh
# The gateway container's start-up: picks the configuration of GATEWAY_MODE from the image, writes what only the
# deployment knows into includes under the writable folder (the root file system is read-only), then runs nginx
# with the arguments given (the image's CMD). The include texts are the ones gateway/src/nginx renders
# (gatewaySecretConf, edgeRuntimeConf); gateway/test/gateway-image.test.ts holds the two to each other.
#
#   GATEWAY_MODE              tls (default): TLS here, certificates mounted in GATEWAY_TLS_DIR; plain HTTP redirects.
#                             proxy: behind a TLS-terminating front proxy at GATEWAY_TRUSTED_PROXIES.
#                             plain: HTTP only, refused unless GATEWAY_ALLOW_PLAIN_HTTP=true.
#   GATEWAY_HTTPS_PORT        the public HTTPS port the redirect names (default 443).
#   GATEWAY_TRUSTED_PROXIES   the front proxy's addresses or CIDR ranges, separated by commas or spaces.
#   GATEWAY_SECRET            shared with the services (required).
#   GATEWAY_REDIRECTS_DIR     the volume shared with the content service: the redirect map nginx answers from,
#                             reloaded when it changes (default /var/lib/gateway/redirects).
set -eu

modes_dir=${GATEWAY_MODES_DIR:-/etc/nginx/modes}
run_dir=${GATEWAY_RUN_DIR:-/tmp}
tls_dir=${GATEWAY_TLS_DIR:-/etc/gateway/tls}
mode=${GATEWAY_MODE:-tls}

fail() {
  echo "gateway: $*" >&2
  exit 1
}

secret=${GATEWAY_SECRET:-}
[ "${#secret}" -ge 32 ] || fail "GATEWAY_SECRET must be set, at least 32 characters (openssl rand -base64 48)"
case $secret in
  *[!A-Za-z0-9+/=_.~-]*) fail "GATEWAY_SECRET may hold only letters, digits and + / = _ . ~ -" ;;
esac

umask 077
printf 'map $host $gateway_token {\n  default "%s";\n}\n' "$secret" >"$run_dir/gateway-secret.conf"

edge_conf=$run_dir/gateway-edge.conf
case $mode in
  tls)
    for file in fullchain.pem privkey.pem; do
      [ -r "$tls_dir/$file" ] || fail "TLS mode needs $tls_dir/$file, readable by the gateway's user (uid $(id -u)): \
mount a certificate chain and its key there (make tls-cert makes a self-signed pair for a local trial), or set \
GATEWAY_MODE=proxy behind a TLS-terminating proxy"
    done
    port=${GATEWAY_HTTPS_PORT:-443}
    case $port in
      '' | *[!0-9]*) fail "GATEWAY_HTTPS_PORT must be a TCP port" ;;
    esac
    [ "$port" -ge 1 ] && [ "$port" -le 65535 ] || fail "GATEWAY_HTTPS_PORT must be a TCP port"
    suffix=":$port"
    [ "$port" -eq 443 ] && suffix=
    printf 'map $host $https_port_suffix {\n  default "%s";\n}\n' "$suffix" >"$edge_conf"
    ;;
  proxy)
    proxies=$(printf '%s' "${GATEWAY_TRUSTED_PROXIES:-}" | tr ',' ' ')
    case $proxies in
      *[!0-9A-Fa-f.:/\ ]*) fail "GATEWAY_TRUSTED_PROXIES must list IP addresses or CIDR ranges" ;;
    esac
    [ -n "$(echo $proxies)" ] || fail "proxy mode needs GATEWAY_TRUSTED_PROXIES: the front proxy's addresses"
    {
      for proxy in $proxies; do printf 'set_real_ip_from %s;\n' "$proxy"; done
      printf 'geo $realip_remote_addr $from_front_proxy {\n  default 0;\n'
      for proxy in $proxies; do printf '  %s 1;\n' "$proxy"; done
      printf '}\n'
    } >"$edge_conf"
    ;;
  plain)
    [ "${GATEWAY_ALLOW_PLAIN_HTTP:-}" = true ] || fail "refusing to serve plain HTTP: set GATEWAY_MODE=tls (with \
certificates) or GATEWAY_MODE=proxy (behind a TLS proxy); GATEWAY_ALLOW_PLAIN_HTTP=true allows plain HTTP explicitly"
    ;;
  *) fail "GATEWAY_MODE must be tls, proxy or plain (got '$mode')" ;;
esac

# The content service renames a new redirect map into place on every change (services/content/src/redirects): a
# small loop reloads nginx when the map's checksum moves, and ends with nginx (this shell's pid, once exec'd).
redirects_dir=${GATEWAY_REDIRECTS_DIR:-/var/lib/gateway/redirects}
if [ -d "$redirects_dir" ]; then
  map_sum() { cat "$redirects_dir"/redirects*.conf 2>/dev/null | cksum; }
  last=$(map_sum)
  (
    while sleep 1 && kill -0 $$ 2>/dev/null; do
      sum=$(map_sum)
      if [ "$sum" != "$last" ]; then
        nginx -c "$modes_dir/$mode/nginx.conf" -s reload || echo "gateway: the redirect map was not reloaded" >&2
        last=$sum
      fi
    done
  ) &
fi

echo "gateway: $mode mode" >&2
exec nginx -c "$modes_dir/$mode/nginx.conf" "$@"
