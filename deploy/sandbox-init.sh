#!/bin/sh
# Run once by the postgres image (/docker-entrypoint-initdb.d) when the schema sandbox's data
# volume is first initialised: the sandbox admin role (LOGIN CREATEROLE CREATEDB, no other power) owning
# the database schema_sandbox; it makes a role and a database of their own for each run.
set -eu
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname postgres \
  -v password="$SCHEMA_SANDBOX_PASSWORD" <<'SQL'
CREATE ROLE schema_sandbox LOGIN CREATEROLE CREATEDB NOSUPERUSER NOREPLICATION NOBYPASSRLS PASSWORD :'password';
CREATE DATABASE schema_sandbox OWNER schema_sandbox;
REVOKE ALL ON DATABASE schema_sandbox FROM PUBLIC;
REVOKE CONNECT, TEMPORARY ON DATABASE postgres FROM PUBLIC;
REVOKE CONNECT, TEMPORARY ON DATABASE template1 FROM PUBLIC;
SQL
