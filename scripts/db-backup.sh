#!/usr/bin/env sh
# A consistent backup of DATABASE_URL in pg_dump's custom format (compressed, restorable table by table).
#   DATABASE_URL=postgres://… scripts/db-backup.sh [file]     (default: backups/crm-<UTC time>.dump)
# Prints the file written. Schedule it (cron, a Kubernetes CronJob) and copy the file off the machine.
set -eu
: "${DATABASE_URL:?set DATABASE_URL to the database to back up}"
out="${1:-backups/crm-$(date -u +%Y%m%dT%H%M%SZ).dump}"
mkdir -p "$(dirname "$out")"
pg_dump --format=custom --compress=6 --no-owner --no-privileges --file="$out" "$DATABASE_URL"
# A backup that cannot be read is no backup: list its contents before calling it done.
pg_restore --list "$out" > /dev/null
echo "$out"
