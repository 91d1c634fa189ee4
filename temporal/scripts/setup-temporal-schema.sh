#!/bin/sh
# One-shot (temporalio/admin-tools): creates or upgrades Temporal's schema in PostgreSQL.
# Safe to run on every start: `setup-schema -v 0.0` leaves an existing version table alone and
# `update-schema` applies only the versions newer than the stored one (this is also how a
# Temporal server upgrade migrates the schema: bump TEMPORAL_VERSION, then `up`).
# The databases themselves are created by postgres-init.sh on the first start of the volume.
set -eu

: "${POSTGRES_SEEDS:?}" "${POSTGRES_USER:?}" "${SQL_PASSWORD:?}"
PORT="${DB_PORT:-5432}"
SCHEMA_ROOT=/etc/temporal/schema/postgresql/v12

for attempt in $(seq 1 30); do
  nc -z -w 2 "$POSTGRES_SEEDS" "$PORT" && break
  echo "waiting for PostgreSQL at $POSTGRES_SEEDS:$PORT ($attempt/30)"
  sleep 2
done

migrate() {
  database=$1
  schema_dir=$2
  echo "Temporal schema: $database"
  temporal-sql-tool --plugin postgres12 --ep "$POSTGRES_SEEDS" -p "$PORT" -u "$POSTGRES_USER" --db "$database" setup-schema -v 0.0
  temporal-sql-tool --plugin postgres12 --ep "$POSTGRES_SEEDS" -p "$PORT" -u "$POSTGRES_USER" --db "$database" update-schema -d "$schema_dir"
}

migrate temporal "$SCHEMA_ROOT/temporal/versioned"
migrate temporal_visibility "$SCHEMA_ROOT/visibility/versioned"
echo "Temporal schema is up to date"
