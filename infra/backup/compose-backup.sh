#!/usr/bin/env bash
# `make backup MODE=compose`: one dated archive of the container deployment while it keeps running, written into
# BACKUP_DIR (default ./backups). It holds
#   mongo.archive.gz      mongodump of every database (the root user from the mongo container's own environment)
#   redis.tar             Redis's persistence folder (/data: the append-only files). The ACL of infra/redis/start.sh
#                         grants no user administrative commands, so BGSAVE is not available; the append-only files
#                         are copied instead, and Redis reloads a last command cut short (aof-load-truncated).
#   volumes/<service>.tar each service's /data volume: secrets, spools, the content service's documents and media
#   manifest.sha256       SHA-256 of each file above, and FORMAT ("portfolio-compose-backup 1")
#   manifest.sig          HMAC-SHA256 of manifest.sha256 with BACKUP_KEY from .env (checked by compose-restore.sh)
# Retention: only the BACKUP_KEEP (default 7) newest compose archives are kept.
set -euo pipefail
cd "$(dirname "$0")/../.."
# shellcheck disable=SC1091
[ -f .env ] && set -a && . ./.env && set +a
: "${BACKUP_KEY:?set BACKUP_KEY in .env (at least 16 characters; keep a copy off this machine)}"
backup_dir=${BACKUP_DIR:-backups}
keep=${BACKUP_KEEP:-7}
services=(auth analytics logs content mail)

stamp=$(date -u +%Y-%m-%dT%H-%M-%S.000Z)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/volumes" "$backup_dir"

docker compose exec -T mongo sh -c 'exec mongodump --quiet --archive --gzip --authenticationDatabase admin \
  --username "$MONGO_INITDB_ROOT_USERNAME" --password "$MONGO_INITDB_ROOT_PASSWORD"' >"$work/mongo.archive.gz"
docker compose exec -T redis tar -C /data -cf - . >"$work/redis.tar"
for service in "${services[@]}"; do
  docker compose exec -T "$service" tar -C /data -cf - . >"$work/volumes/$service.tar"
done

(
  cd "$work"
  echo "portfolio-compose-backup 1" >FORMAT
  find . -type f ! -name manifest.sha256 -printf '%P\n' | sort | xargs sha256sum >manifest.sha256
  openssl dgst -sha256 -hmac "$BACKUP_KEY" -r manifest.sha256 | cut -d ' ' -f 1 >manifest.sig
)
archive="$backup_dir/portfolio-compose-backup-$stamp.tar.gz"
tar -C "$work" -czf "$archive.partial" .
mv "$archive.partial" "$archive"
echo "Backup written to $archive"

# The names sort by date: everything but the newest $keep goes.
ls -1 "$backup_dir" | grep -E '^portfolio-compose-backup-.*\.tar\.gz$' | sort | head -n -"$keep" | while read -r old; do
  rm -f "$backup_dir/$old"
  echo "  removed old backup $old (BACKUP_KEEP=$keep)"
done
