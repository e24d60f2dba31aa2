#!/usr/bin/env sh
# Restores a scripts/db-backup.sh file into DATABASE_URL, which must be an empty database
# (createdb it first). One transaction: the restore is complete, or nothing is restored.
#   DATABASE_URL=postgres://…/crm_restored scripts/db-restore.sh backups/crm-20261124T030000Z.dump
set -eu
: "${DATABASE_URL:?set DATABASE_URL to the empty database to restore into}"
file="${1:?give the backup file to restore}"
tables=$(psql "$DATABASE_URL" -Atc "SELECT count(*) FROM information_schema.tables WHERE table_schema = 'public'")
if [ "$tables" != "0" ]; then
  echo "refusing to restore: $DATABASE_URL already has $tables tables (restore into an empty database)" >&2
  exit 1
fi
pg_restore --exit-on-error --single-transaction --no-owner --no-privileges --dbname="$DATABASE_URL" "$file"
psql "$DATABASE_URL" -Atc "SELECT 'restored: ' || count(*) || ' migrations applied' FROM migrations"
