#!/usr/bin/env bash
# `make restore MODE=compose FILE=… [ARGS=--yes]`: brings a compose-backup.sh archive back. The whole archive is
# checked first (gzip and tar intact, FORMAT version 1, the manifest's HMAC with BACKUP_KEY, every file's SHA-256);
# any failure is a refusal with nothing touched. Then, after a typed confirmation (or --yes), the application
# services are stopped (the data stores keep running for mongorestore), MongoDB is restored with --drop, Redis's and
# each service's volume are replaced through a one-off container, and everything is started again.
set -euo pipefail
cd "$(dirname "$0")/../.."
# shellcheck disable=SC1091
[ -f .env ] && set -a && . ./.env && set +a
file=${1:?usage: compose-restore.sh <archive.tar.gz> [--yes]}
yes=${2:-}
refuse() {
  echo "Restore refused, nothing changed: $*" >&2
  exit 1
}
[ -n "${BACKUP_KEY:-}" ] || refuse "set BACKUP_KEY in .env to the key the archive was made with"
[ -f "$file" ] || refuse "no archive at $file"
services=(auth analytics logs content mail)

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
tar -C "$work" -xzf "$file" 2>/dev/null || refuse "the archive is truncated or not a backup"
[ "$(cat "$work/FORMAT" 2>/dev/null)" = "portfolio-compose-backup 1" ] ||
  refuse "the archive is another format version ($(head -c 60 "$work/FORMAT" 2>/dev/null || echo none))"
expected=$(openssl dgst -sha256 -hmac "$BACKUP_KEY" -r "$work/manifest.sha256" | cut -d ' ' -f 1)
[ "$expected" = "$(cat "$work/manifest.sig" 2>/dev/null)" ] ||
  refuse "the manifest signature does not match BACKUP_KEY (tampered, or another key)"
(cd "$work" && sha256sum --quiet --strict -c manifest.sha256 >/dev/null 2>&1) || refuse "a file was altered"
listed=$(cut -d ' ' -f 3- "$work/manifest.sha256" | sort)
present=$(cd "$work" && find . -type f ! -name manifest.sha256 ! -name manifest.sig -printf '%P\n' | sort)
[ "$listed" = "$present" ] || refuse "the archive holds files its manifest does not list"

if [ "$yes" != "--yes" ]; then
  [ -t 0 ] || refuse "no terminal to confirm on: run again with ARGS=--yes"
  read -r -p "Restoring replaces every store of this deployment. Type \"restore\" to continue: " answer
  [ "$answer" = "restore" ] || refuse "restore not confirmed"
fi

docker compose stop gateway "${services[@]}"
docker compose exec -T mongo sh -c 'exec mongorestore --quiet --drop --archive --gzip --authenticationDatabase admin \
  --username "$MONGO_INITDB_ROOT_USERNAME" --password "$MONGO_INITDB_ROOT_PASSWORD"' <"$work/mongo.archive.gz"
docker compose stop redis
replace_volume() { # service, tar file; a mount point inside /data (the content service's media) stays, emptied
  docker compose run --rm --no-deps -T --entrypoint sh "$1" -c \
    'find /data -mindepth 1 -depth ! -path /data/media -delete && tar -C /data -xf -' <"$2"
}
replace_volume redis "$work/redis.tar"
for service in "${services[@]}"; do replace_volume "$service" "$work/volumes/$service.tar"; done
docker compose up -d --wait
echo "Restored the deployment from $file"
