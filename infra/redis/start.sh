#!/bin/sh
# Starts Redis with the password out of its command line (which any process on the host can read in `ps`): the
# auth service's user is written at start into an ACL file under /tmp (the root file system is read-only), holding
# only the SHA-256 of REDIS_PASSWORD, and the variable is removed before redis-server starts. The default user is
# off, and the auth user may not run administrative commands (CONFIG, DEBUG, SHUTDOWN, REPLICAOF, MONITOR, ...).
# Arguments are passed on to redis-server after the configuration file.
set -eu
conf=${REDIS_CONF:-/usr/local/etc/redis/redis.conf}
acl=${REDIS_ACL_FILE:-/tmp/users.acl}
password=${REDIS_PASSWORD:-}
if [ "${#password}" -lt 16 ]; then
  echo "redis: REDIS_PASSWORD must be set, at least 16 characters" >&2
  exit 1
fi
hash=$(printf '%s' "$password" | sha256sum | cut -d ' ' -f 1)
umask 077
printf 'user default off\nuser auth on #%s ~* &* +@all -@admin\n' "$hash" >"$acl"
unset password REDIS_PASSWORD
exec redis-server "$conf" --aclfile "$acl" "$@"
