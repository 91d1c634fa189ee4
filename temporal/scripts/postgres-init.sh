#!/bin/sh
# Runs once, when the postgres volume is first initialised (docker-entrypoint-initdb.d).
# The superuser (POSTGRES_USER, "temporal") owns Temporal's two databases; Likeness gets its own
# role and database, so the application never runs as a superuser.
set -eu

psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname postgres \
  -v likeness_password="$LIKENESS_DB_PASSWORD" <<'SQL'
CREATE DATABASE temporal;
CREATE DATABASE temporal_visibility;
CREATE ROLE likeness LOGIN PASSWORD :'likeness_password';
CREATE DATABASE likeness OWNER likeness;
SQL
