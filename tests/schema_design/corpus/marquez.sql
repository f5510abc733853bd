-- file: api/src/main/resources/marquez/db/migration/V1__initial_schema.sql
/* SPDX-License-Identifier: Apache-2.0 */

CREATE TABLE namespaces (
  uuid               UUID PRIMARY KEY,
  created_at         TIMESTAMP NOT NULL,
  updated_at         TIMESTAMP NOT NULL,
  name               VARCHAR(64) UNIQUE NOT NULL,
  description        TEXT,
  current_owner_name VARCHAR(64)
);

CREATE TABLE owners (
  uuid       UUID PRIMARY KEY,
  created_at TIMESTAMP NOT NULL,
  name       VARCHAR(64) UNIQUE NOT NULL
);

CREATE TABLE namespace_ownerships (
  uuid           UUID PRIMARY KEY,
  started_at     TIMESTAMP NOT NULL,
  ended_at       TIMESTAMP,
  namespace_uuid UUID REFERENCES namespaces(uuid),
  owner_uuid     UUID REFERENCES owners(uuid),
  UNIQUE (namespace_uuid, owner_uuid)
);

CREATE TABLE sources (
  uuid           UUID PRIMARY KEY,
  type           VARCHAR(64) NOT NULL,
  created_at     TIMESTAMP NOT NULL,
  updated_at     TIMESTAMP NOT NULL,
  name           VARCHAR(64) UNIQUE NOT NULL,
  connection_url VARCHAR(255) NOT NULL,
  description    TEXT,
  UNIQUE (name, connection_url)
);

CREATE TABLE datasets (
  uuid                 UUID PRIMARY KEY,
  type                 VARCHAR(64) NOT NULL,
  created_at           TIMESTAMP NOT NULL,
  updated_at           TIMESTAMP NOT NULL,
  namespace_uuid       UUID REFERENCES namespaces(uuid),
  source_uuid          UUID REFERENCES sources(uuid),
  name                 VARCHAR(255) NOT NULL,
  physical_name        VARCHAR(255) NOT NULL,
  description          TEXT,
  current_version_uuid UUID,
  UNIQUE (namespace_uuid, source_uuid, name, physical_name)
);

CREATE TABLE jobs (
  uuid                 UUID PRIMARY KEY,
  type                 VARCHAR(64) NOT NULL,
  created_at           TIMESTAMP NOT NULL,
  updated_at           TIMESTAMP NOT NULL,
  namespace_uuid       UUID REFERENCES namespaces(uuid),
  name                 VARCHAR(255) UNIQUE NOT NULL,
  description          TEXT,
  current_version_uuid UUID,
  UNIQUE (namespace_uuid, name)
);

CREATE TABLE job_versions (
  uuid            UUID PRIMARY KEY,
  created_at      TIMESTAMP NOT NULL,
  updated_at      TIMESTAMP NOT NULL,
  job_uuid        UUID REFERENCES jobs(uuid),
  version         UUID NOT NULL,
  location        VARCHAR(255) NOT NULL,
  latest_run_uuid UUID,
  UNIQUE (job_uuid, version)
);

CREATE TABLE job_versions_io_mapping (
  job_version_uuid UUID REFERENCES job_versions(uuid),
  dataset_uuid     UUID REFERENCES datasets(uuid),
  io_type          VARCHAR(64) NOT NULL,
  PRIMARY KEY (job_version_uuid, dataset_uuid, io_type)
);

CREATE TABLE run_args (
  uuid       UUID PRIMARY KEY,
  created_at TIMESTAMP NOT NULL,
  args       VARCHAR(255) NOT NULL,
  checksum   VARCHAR(255) UNIQUE NOT NULL
);

CREATE TABLE runs (
  uuid               UUID PRIMARY KEY,
  created_at         TIMESTAMP NOT NULL,
  updated_at         TIMESTAMP NOT NULL,
  job_version_uuid   UUID REFERENCES job_versions(uuid),
  run_args_uuid      UUID REFERENCES run_args(uuid),
  nominal_start_time TIMESTAMP,
  nominal_end_time   TIMESTAMP,
  current_run_state  VARCHAR(64)
);

CREATE TABLE run_states (
  uuid            UUID PRIMARY KEY,
  transitioned_at TIMESTAMP NOT NULL,
  run_uuid        UUID REFERENCES runs(uuid),
  state           VARCHAR(64) NOT NULL
);

CREATE TABLE dataset_versions (
  uuid         UUID PRIMARY KEY,
  created_at   TIMESTAMP NOT NULL,
  dataset_uuid UUID REFERENCES datasets(uuid),
  version      UUID NOT NULL,
  run_uuid     UUID,
  UNIQUE (dataset_uuid, version)
);

CREATE TABLE stream_versions (
  dataset_version_uuid UUID REFERENCES dataset_versions(uuid),
  schema_location      VARCHAR(255) UNIQUE NOT NULL
);

CREATE TABLE runs_input_mapping (
  run_uuid             UUID REFERENCES runs(uuid),
  dataset_version_uuid UUID REFERENCES dataset_versions(uuid),
  PRIMARY KEY (run_uuid, dataset_version_uuid)
);
-- file: api/src/main/resources/marquez/db/migration/V2__add_job_contexts.sql
/* SPDX-License-Identifier: Apache-2.0 */

CREATE TABLE job_contexts (
  uuid       UUID PRIMARY KEY,
  created_at TIMESTAMP NOT NULL,
  context    TEXT NOT NULL,
  checksum   VARCHAR(255) UNIQUE NOT NULL
);
-- file: api/src/main/resources/marquez/db/migration/V2.1__alter_job_versions_to_add_job_context_uuid.sql
/* SPDX-License-Identifier: Apache-2.0 */

ALTER TABLE job_versions ADD job_context_uuid UUID NOT NULL;
-- file: api/src/main/resources/marquez/db/migration/V3__drop_not_null_constraint_on_job_location.sql
/* SPDX-License-Identifier: Apache-2.0 */

ALTER TABLE job_versions ALTER COLUMN location DROP NOT NULL;
-- file: api/src/main/resources/marquez/db/migration/V4__add_dataset_fields.sql
/* SPDX-License-Identifier: Apache-2.0 */

CREATE TABLE dataset_fields (
  uuid         UUID PRIMARY KEY,
  type         VARCHAR(64) NOT NULL,
  created_at   TIMESTAMP NOT NULL,
  updated_at   TIMESTAMP NOT NULL,
  dataset_uuid UUID REFERENCES datasets(uuid),
  name         VARCHAR(255) NOT NULL,
  description  TEXT,
  UNIQUE (dataset_uuid, name)
);

CREATE TABLE dataset_versions_field_mapping (
  dataset_version_uuid UUID REFERENCES dataset_versions(uuid),
  dataset_field_uuid   UUID REFERENCES dataset_fields(uuid),
  PRIMARY KEY (dataset_version_uuid, dataset_field_uuid)
);
-- file: api/src/main/resources/marquez/db/migration/V5__add_tags.sql
/* SPDX-License-Identifier: Apache-2.0 */

CREATE TABLE tags (
  uuid        UUID PRIMARY KEY,
  created_at  TIMESTAMP NOT NULL,
  updated_at  TIMESTAMP NOT NULL,
  name        VARCHAR(255) NOT NULL UNIQUE,
  description TEXT
);

CREATE TABLE datasets_tag_mapping (
  dataset_uuid UUID REFERENCES datasets(uuid),
  tag_uuid     UUID REFERENCES tags(uuid),
  tagged_at    TIMESTAMP NOT NULL,
  PRIMARY KEY (tag_uuid, dataset_uuid)
);

CREATE TABLE dataset_fields_tag_mapping (
  dataset_field_uuid UUID REFERENCES dataset_fields(uuid),
  tag_uuid           UUID REFERENCES tags(uuid),
  tagged_at          TIMESTAMP NOT NULL,
  PRIMARY KEY (tag_uuid, dataset_field_uuid)
);
-- file: api/src/main/resources/marquez/db/migration/V6__alter_datasets_to_add_last_modified.sql
/* SPDX-License-Identifier: Apache-2.0 */

ALTER TABLE datasets ADD last_modified TIMESTAMP;
-- file: api/src/main/resources/marquez/db/migration/V7__alter_run_args_to_change_args.sql
/* SPDX-License-Identifier: Apache-2.0 */

ALTER TABLE run_args ALTER COLUMN args TYPE TEXT;
-- file: api/src/main/resources/marquez/db/migration/V8__alter_datasets_to_change_unique_constraint.sql
/* SPDX-License-Identifier: Apache-2.0 */

ALTER TABLE datasets DROP CONSTRAINT datasets_namespace_uuid_source_uuid_name_physical_name_key;
ALTER TABLE datasets ADD UNIQUE (namespace_uuid, name);
ALTER TABLE datasets ADD UNIQUE (source_uuid, physical_name);
-- file: api/src/main/resources/marquez/db/migration/V9__alter_sources_to_drop_composite_unique_constraint.sql
/* SPDX-License-Identifier: Apache-2.0 */

ALTER TABLE sources DROP CONSTRAINT sources_name_connection_url_key;
-- file: api/src/main/resources/marquez/db/migration/V10__drop_unique_constraint_on_job_name.sql
/* SPDX-License-Identifier: Apache-2.0 */

ALTER TABLE jobs DROP CONSTRAINT jobs_name_key;
-- file: api/src/main/resources/marquez/db/migration/V11__alter_datasets_to_rename_last_modified.sql
/* SPDX-License-Identifier: Apache-2.0 */

ALTER TABLE datasets RENAME last_modified TO last_modified_at;
-- file: api/src/main/resources/marquez/db/migration/V12__alter_dataset_fields_to_change_unique_constraint.sql
/* SPDX-License-Identifier: Apache-2.0 */

ALTER TABLE dataset_fields DROP CONSTRAINT dataset_fields_dataset_uuid_name_key;
ALTER TABLE dataset_fields ADD UNIQUE (dataset_uuid, name, type);
-- file: api/src/main/resources/marquez/db/migration/V13__alter_run_add_start_end_state.sql
/* SPDX-License-Identifier: Apache-2.0 */

ALTER TABLE runs ADD start_run_state_uuid UUID REFERENCES run_states(uuid);
ALTER TABLE runs ADD end_run_state_uuid UUID REFERENCES run_states(uuid);
-- file: api/src/main/resources/marquez/db/migration/V14__index_datasetversion_datasetid.sql
/* SPDX-License-Identifier: Apache-2.0 */

CREATE INDEX datasetversion_datasetid_idx ON dataset_versions (dataset_uuid);
-- file: api/src/main/resources/marquez/db/migration/V15__index_created_at_and_current_run_state_on_runs.sql
/* SPDX-License-Identifier: Apache-2.0 */

create index runs_created_at_current_run_state_index
    on runs (created_at desc, current_run_state);
-- file: api/src/main/resources/marquez/db/migration/V16__index_created_at_on_runs.sql
/* SPDX-License-Identifier: Apache-2.0 */

create index runs_created_at_index
    on runs (created_at desc);
-- file: api/src/main/resources/marquez/db/migration/V17.1__unique_version_constraint.sql
/* SPDX-License-Identifier: Apache-2.0 */

ALTER TABLE dataset_versions ADD CONSTRAINT dataset_versions_version UNIQUE(version);
ALTER TABLE job_versions ADD CONSTRAINT job_versions_version UNIQUE(version);
-- file: api/src/main/resources/marquez/db/migration/V17.2__open_lineage.sql
/* SPDX-License-Identifier: Apache-2.0 */

CREATE TABLE lineage_events (
  event_time timestamp with time zone,
  event jsonb,
  event_type text,
  run_id text,
  job_name text,
  job_namespace text,
  producer text,
  CONSTRAINT lineage_event_pk
   PRIMARY KEY(event_time, event)
);
-- file: api/src/main/resources/marquez/db/migration/V18__drop_dataset_constraint.sql
/* SPDX-License-Identifier: Apache-2.0 */

alter table datasets drop constraint datasets_source_uuid_physical_name_key;
-- file: api/src/main/resources/marquez/db/migration/V19__alter_run_to_add_external_id.sql
/* SPDX-License-Identifier: Apache-2.0 */

ALTER TABLE runs ADD external_id VARCHAR(255);
-- file: api/src/main/resources/marquez/db/migration/V20__drop_lineage_pk.sql
/* SPDX-License-Identifier: Apache-2.0 */

ALTER TABLE lineage_events DROP CONSTRAINT lineage_event_pk;
-- file: api/src/main/resources/marquez/db/migration/V21__alter_jobs_to_add_namespace_name.sql
/* SPDX-License-Identifier: Apache-2.0 */

ALTER TABLE jobs ADD namespace_name VARCHAR(255);
UPDATE jobs SET namespace_name = namespaces.name FROM namespaces WHERE jobs.namespace_uuid = namespaces.uuid;
-- file: api/src/main/resources/marquez/db/migration/V22__alter_job_versions_to_add_namespace.sql
/* SPDX-License-Identifier: Apache-2.0 */

ALTER TABLE job_versions ADD namespace_uuid UUID;
ALTER TABLE job_versions ADD namespace_name VARCHAR(255);
ALTER TABLE job_versions ADD job_name VARCHAR(255);

UPDATE job_versions SET
  namespace_uuid = jobs.namespace_uuid,
  namespace_name = jobs.namespace_name,
  job_name = jobs.name
FROM jobs
WHERE job_versions.job_uuid = jobs.uuid;

CREATE INDEX job_versions_selector
    ON job_versions (job_name, namespace_name);
-- file: api/src/main/resources/marquez/db/migration/V23__alter_runs.sql
/* SPDX-License-Identifier: Apache-2.0 */

ALTER TABLE runs ADD namespace_name varchar;
ALTER TABLE runs ADD job_name varchar;
ALTER TABLE runs ADD location varchar;

UPDATE runs SET
  namespace_name = jv.namespace_name,
  job_name = jv.job_name,
  location = jv.location
FROM job_versions jv
WHERE jv.uuid = runs.job_version_uuid;

ALTER TABLE runs ADD transitioned_at varchar;
ALTER TABLE runs ADD started_at TIMESTAMP;
ALTER TABLE runs ADD ended_at TIMESTAMP;

UPDATE runs SET
  transitioned_at = updated_at;

UPDATE runs SET
  started_at = rs_s.transitioned_at
FROM run_states rs_s
WHERE rs_s.uuid = start_run_state_uuid;

UPDATE runs SET
  ended_at = rs_e.transitioned_at
FROM run_states rs_e
WHERE rs_e.uuid = end_run_state_uuid;
-- file: api/src/main/resources/marquez/db/migration/V24__alter_jobs.sql
/* SPDX-License-Identifier: Apache-2.0 */

ALTER TABLE jobs ADD current_job_context_uuid UUID;
ALTER TABLE jobs ADD current_location varchar;
ALTER TABLE jobs ADD current_inputs JSONB;
ALTER TABLE jobs ADD current_outputs JSONB;

UPDATE jobs SET
  current_job_context_uuid = jv.job_context_uuid,
  current_location = jv.location
FROM job_versions jv
WHERE current_version_uuid = jv.uuid;

UPDATE jobs SET (current_inputs) = (select jsonb_agg(query) from
  (select jv.namespace_name as namespaceName, ds.name as datasetName
   from job_versions_io_mapping m inner join job_versions jv on m.job_version_uuid = jv.uuid inner join datasets ds on m.dataset_uuid = ds.uuid
   where m.io_type = 'INPUT' and jobs.uuid = jv.job_uuid) query);

UPDATE jobs SET (current_outputs) = (select jsonb_agg(query) from
  (select jv.namespace_name as namespaceName, ds.name as datasetName
   from job_versions_io_mapping m inner join job_versions jv on m.job_version_uuid = jv.uuid inner join datasets ds on m.dataset_uuid = ds.uuid
   where m.io_type = 'OUTPUT' and jobs.uuid = jv.job_uuid) query);
-- file: api/src/main/resources/marquez/db/migration/V25__alter_datasets.sql
/* SPDX-License-Identifier: Apache-2.0 */

ALTER TABLE datasets ADD namespace_name varchar;

UPDATE datasets SET
namespace_name = n.name
FROM namespaces n
WHERE n.uuid = datasets.namespace_uuid;

ALTER TABLE datasets ADD source_name varchar;
UPDATE datasets SET
    source_name = s.name
FROM sources s
WHERE s.uuid = datasets.source_uuid;
-- file: api/src/main/resources/marquez/db/migration/V26__alter_jobs_change_type.sql
/* SPDX-License-Identifier: Apache-2.0 */

ALTER TABLE jobs
  ALTER COLUMN namespace_name TYPE VARCHAR;
ALTER TABLE jobs
  ALTER COLUMN name TYPE VARCHAR;
ALTER TABLE job_versions
    ALTER COLUMN namespace_name TYPE VARCHAR;
ALTER TABLE job_versions
    ALTER COLUMN job_name TYPE VARCHAR;
-- file: api/src/main/resources/marquez/db/migration/V27__alter_runs_add_context.sql
/* SPDX-License-Identifier: Apache-2.0 */

ALTER TABLE runs ADD job_context_uuid uuid;

UPDATE runs SET
    job_context_uuid = jv.job_context_uuid
FROM job_versions jv
WHERE jv.uuid = runs.job_version_uuid;
-- file: api/src/main/resources/marquez/db/migration/V28__update_jobs_fix_inputs.sql
/* SPDX-License-Identifier: Apache-2.0 */

UPDATE jobs SET (current_inputs) = (select jsonb_agg(query) from
    (select distinct ds.namespace_name as "namespace", ds.name as "name"
     from job_versions_io_mapping m inner join job_versions jv on m.job_version_uuid = jv.uuid inner join datasets ds on m.dataset_uuid = ds.uuid
     where m.io_type = 'INPUT' and jobs.uuid = jv.job_uuid) query);

alter table jobs drop column current_outputs;
-- file: api/src/main/resources/marquez/db/migration/V29__alter_dataset_versions_add_fields.sql
/* SPDX-License-Identifier: Apache-2.0 */

-- Denormalize fields to dataset versions
alter table dataset_versions add column fields jsonb;
UPDATE dataset_versions SET (fields) = (select jsonb_agg((select x from (select distinct f.name, f.type, f.description,
       ARRAY(select t.name from tags t
       inner join dataset_fields_tag_mapping m on m.tag_uuid = t.uuid
       where f.uuid = m.dataset_field_uuid) as tags) as x)) as fields
     from dataset_fields f
     inner join dataset_versions_field_mapping fm on fm.dataset_field_uuid = f.uuid
     where fm.dataset_version_uuid = dataset_versions.uuid
     group by fm.dataset_version_uuid);

-- Denormalize namespace name and dataset name to dataset versions
alter table dataset_versions ADD COLUMN namespace_name varchar(255);
alter table dataset_versions ADD COLUMN dataset_name varchar(255);
UPDATE dataset_versions SET
    namespace_name = d.namespace_name,
    dataset_name = d.name
FROM datasets d
WHERE d.uuid = dataset_versions.dataset_uuid;

--Add indexes for common usages
create index dataset_versions_run_uuid
    on dataset_versions (run_uuid);
create index dataset_versions_name
    on dataset_versions (dataset_name, namespace_name, created_at DESC);
create unique index dataset_name_index
    on datasets (name, namespace_name);
create index dataset_fields_tag_mapping_tag_index
    on dataset_fields_tag_mapping (tag_uuid);
create index dataset_versions_field_mapping_index
    on dataset_versions_field_mapping (dataset_field_uuid);
create index dataset_fields_name_index
    on dataset_fields (name, dataset_uuid);
create unique index stream_versions_dataset_version_index
    on stream_versions (dataset_version_uuid);

create index runs_created_at_completed_index
    on runs(created_at DESC)
    include (job_name, namespace_name, started_at, ended_at)
    where current_run_state = 'COMPLETED';
create index runs_created_at_completed_by_name_index
    on runs(job_name, namespace_name, created_at DESC)
    include (started_at, ended_at)
    where current_run_state = 'COMPLETED';
create index jobs_name_index
    on jobs(name, namespace_name);
-- file: api/src/main/resources/marquez/db/migration/V30__alter_runs_change_transitioned_at_type.sql
/* SPDX-License-Identifier: Apache-2.0 */

alter table runs alter column transitioned_at type timestamp without time zone
    USING transitioned_at::timestamp without time zone;
-- file: api/src/main/resources/marquez/db/migration/V31__alter_job_io_mapping.sql
/* SPDX-License-Identifier: Apache-2.0 */

create table job_versions_io_mapping_inputs as select * from job_versions_io_mapping where io_type = 'INPUT';
create table job_versions_io_mapping_outputs as select * from job_versions_io_mapping where io_type = 'OUTPUT';
alter table job_versions_io_mapping_inputs add column job_uuid uuid;
alter table job_versions_io_mapping_outputs add column job_uuid uuid;
update job_versions_io_mapping_outputs set job_uuid = j.job_uuid from job_versions j where job_version_uuid = j.uuid;
update job_versions_io_mapping_inputs set job_uuid = j.job_uuid from job_versions j where job_version_uuid = j.uuid;

create index job_versions_io_mapping_outputs_jv_idx on job_versions_io_mapping_outputs (job_version_uuid) include (dataset_uuid);
create index job_versions_io_mapping_outputs_ds_idx on job_versions_io_mapping_outputs (dataset_uuid) include (job_version_uuid);
create index job_versions_io_mapping_inputs_jv_idx on job_versions_io_mapping_inputs (job_version_uuid) include (dataset_uuid);
create index job_versions_io_mapping_inputs_ds_idx on job_versions_io_mapping_inputs (dataset_uuid) include (job_version_uuid);
-- file: api/src/main/resources/marquez/db/migration/V32__index_runs_created_at.sql
/* SPDX-License-Identifier: Apache-2.0 */

create index runs_created_at_by_name_index
    on runs(job_name, namespace_name, created_at DESC)
    include (uuid, created_at, updated_at, nominal_start_time, nominal_end_time, current_run_state, started_at, ended_at, namespace_name, job_name, location);
-- file: api/src/main/resources/marquez/db/migration/V33__index_lineage_events_run_id.sql
/* SPDX-License-Identifier: Apache-2.0 */

ALTER TABLE lineage_events
    ADD run_uuid uuid;

CREATE INDEX lineage_events_run_id_index
    on lineage_events(run_uuid);

CREATE INDEX lineage_events_job_name_index
    on lineage_events(job_name, job_namespace);

CREATE OR REPLACE FUNCTION write_run_uuid()
RETURNS trigger
LANGUAGE plpgsql AS
$func$
BEGIN
    NEW.run_uuid := NEW.run_id::uuid;
    RETURN NEW;
END
$func$;

CREATE TRIGGER lineage_events_run_uuid
    BEFORE INSERT ON lineage_events
    FOR EACH ROW
    WHEN (NEW.run_uuid IS NULL AND NEW.run_id IS NOT NULL)
EXECUTE PROCEDURE write_run_uuid();

UPDATE lineage_events SET run_uuid=run_id::uuid;
-- file: api/src/main/resources/marquez/db/migration/V34__drop_not_null_constraint_on_field_type.sql
/* SPDX-License-Identifier: Apache-2.0 */

ALTER TABLE dataset_fields ALTER COLUMN type DROP NOT NULL;
-- file: api/src/main/resources/marquez/db/migration/V35__drop_io_mapping_tables.sql
/* SPDX-License-Identifier: Apache-2.0 */

DROP TABLE job_versions_io_mapping_inputs;
DROP TABLE job_versions_io_mapping_outputs;
-- file: api/src/main/resources/marquez/db/migration/V36__drop_run_id_column_in_lineage_events.sql
/* SPDX-License-Identifier: Apache-2.0 */

DROP TRIGGER lineage_events_run_uuid ON lineage_events;
DROP FUNCTION write_run_uuid;
ALTER TABLE lineage_events DROP COLUMN run_id;
-- file: api/src/main/resources/marquez/db/migration/V37__alter_dataset_fields_to_change_type.sql
/* SPDX-License-Identifier: Apache-2.0 */

ALTER TABLE dataset_fields ALTER COLUMN type TYPE TEXT;
-- file: api/src/main/resources/marquez/db/migration/V38__alter_namespaces_to_resize_name.sql
ALTER TABLE namespaces ALTER COLUMN name TYPE VARCHAR(255);
-- file: api/src/main/resources/marquez/db/migration/V39__alter_sources_to_resize_name.sql
ALTER TABLE sources ALTER COLUMN name TYPE VARCHAR(255);
-- file: api/src/main/resources/marquez/db/migration/V40__alter_tables_resize_namespace_and_connection_url.sql
ALTER TABLE dataset_versions ALTER COLUMN namespace_name TYPE VARCHAR;
ALTER TABLE dataset_versions ALTER COLUMN dataset_name TYPE VARCHAR;
ALTER TABLE datasets ALTER COLUMN name TYPE VARCHAR;
ALTER TABLE datasets ALTER COLUMN physical_name TYPE VARCHAR;
ALTER TABLE datasets ALTER COLUMN source_name TYPE VARCHAR;
ALTER TABLE namespaces ALTER COLUMN name TYPE VARCHAR;
ALTER TABLE runs ALTER COLUMN external_id TYPE VARCHAR;
ALTER TABLE sources ALTER COLUMN name TYPE VARCHAR;
ALTER TABLE sources ALTER COLUMN connection_url TYPE VARCHAR;
ALTER TABLE tags ALTER COLUMN name TYPE VARCHAR;
-- file: api/src/main/resources/marquez/db/migration/V41__add_operation_to_dataset_versions.sql
alter table dataset_versions add column lifecycle_state VARCHAR(63);
alter table datasets add column is_deleted BOOLEAN DEFAULT FALSE;
-- file: api/src/main/resources/marquez/db/migration/V42__add_job_symlink_target.sql
ALTER TABLE jobs ADD COLUMN symlink_target_uuid uuid REFERENCES jobs (uuid);
CREATE INDEX jobs_symlinks ON jobs (symlink_target_uuid)
    INCLUDE (uuid, namespace_name, name)
    WHERE symlink_target_uuid IS NOT NULL;
-- file: api/src/main/resources/marquez/db/migration/V43__alter_jobs_add_job_parent_uuid.sql
ALTER TABLE jobs ADD COLUMN IF NOT EXISTS parent_job_uuid uuid CONSTRAINT jobs_parent_fk_jobs REFERENCES jobs (uuid);
ALTER TABLE runs ADD COLUMN IF NOT EXISTS parent_run_uuid uuid CONSTRAINT runs_parent_fk_runs REFERENCES runs (uuid);

DROP INDEX IF EXISTS jobs_name_index;
ALTER TABLE jobs DROP CONSTRAINT jobs_namespace_uuid_name_key;
DROP INDEX IF EXISTS jobs_namespace_uuid_name_key;

CREATE UNIQUE INDEX IF NOT EXISTS jobs_name_parent ON jobs (name, namespace_name, parent_job_uuid);
CREATE UNIQUE INDEX IF NOT EXISTS jobs_namespace_uuid_name_parent ON jobs (name, namespace_uuid, parent_job_uuid);
CREATE UNIQUE INDEX IF NOT EXISTS jobs_namespace_uuid_name_null_parent ON jobs (name, namespace_uuid) WHERE parent_job_uuid IS NULL;
ALTER TABLE jobs ADD CONSTRAINT unique_jobs_namespace_uuid_name_parent UNIQUE USING INDEX jobs_namespace_uuid_name_parent;

CREATE OR REPLACE VIEW jobs_view
AS
    with recursive
     job_fqn AS (
        SELECT uuid, name, namespace_name, NULL::text AS parent_job_name, parent_job_uuid
        FROM jobs
        UNION
        SELECT j1.uuid,
               CASE WHEN j2.name IS NOT NULL THEN j2.name || '.' || j1.name ELSE j1.name END AS name,
               CASE WHEN j2.namespace_name IS NOT NULL THEN j2.namespace_name ELSE j1.namespace_name END AS namespace_name,
               j2.name AS parent_job_name,
               j2.parent_job_uuid
        FROM jobs j1
        INNER JOIN job_fqn j2 ON j2.uuid=j1.parent_job_uuid
    )
    SELECT f.uuid,
           f.name,
           f.namespace_name,
           j.name AS simple_name,
           j.parent_job_uuid,
           f.parent_job_name,
           j.type,
           j.created_at,
           j.updated_at,
           j.namespace_uuid,
           j.description,
           j.current_version_uuid,
           j.current_job_context_uuid,
           j.current_location,
           j.current_inputs,
           j.symlink_target_uuid
           FROM job_fqn f, jobs j
           WHERE j.uuid=f.uuid
           AND f.parent_job_uuid IS NULL
;
-- file: api/src/main/resources/marquez/db/migration/V44__runs_job_versions_add_job_uuid.sql
ALTER TABLE runs ADD COLUMN IF NOT EXISTS job_uuid uuid;

CREATE INDEX IF NOT EXISTS runs_job_uuid ON runs(job_uuid, transitioned_at DESC);

-- Trigger updates for records being written by the still-running version of the application
CREATE OR REPLACE FUNCTION write_run_job_uuid()
    RETURNS trigger
    LANGUAGE plpgsql AS
$func$
BEGIN
    NEW.job_uuid := (SELECT uuid FROM jobs j WHERE j.name=OLD.job_name AND j.namespace_name=OLD.namespace_name);
    RETURN NEW;
END
$func$;

DROP TRIGGER IF EXISTS runs_insert_job_uuid ON runs;

CREATE TRIGGER runs_insert_job_uuid
    BEFORE INSERT ON runs
    FOR EACH ROW
    WHEN (NEW.job_uuid IS NULL AND NEW.job_name IS NOT NULL AND NEW.namespace_name IS NOT NULL)
EXECUTE PROCEDURE write_run_job_uuid();

CREATE OR REPLACE VIEW runs_view
AS
SELECT r.uuid,
       r.created_at,
       r.updated_at,
       r.parent_run_uuid,
       job_version_uuid,
       run_args_uuid,
       nominal_start_time,
       nominal_end_time,
       current_run_state,
       start_run_state_uuid,
       end_run_state_uuid,
       external_id,
       location,
       transitioned_at,
       started_at,
       ended_at,
       job_context_uuid,
       job_uuid,
       j.name AS job_name,
       j.namespace_name
FROM runs r
INNER JOIN jobs_view j ON j.uuid = r.job_uuid;
-- file: api/src/main/resources/marquez/db/migration/V45__update_jobs_view_rule.sql
ALTER TABLE jobs
    DROP CONSTRAINT IF EXISTS jobs_namespace_uuid_name_key;
DROP INDEX IF EXISTS jobs_namespace_uuid_name_key;

ALTER TABLE jobs DROP CONSTRAINT IF EXISTS jobs_namespace_uuid_name_null_parent;
DROP INDEX IF EXISTS jobs_namespace_uuid_name_null_parent;

DROP INDEX IF EXISTS jobs_namespace_uuid_name_parent;
ALTER TABLE jobs
    DROP CONSTRAINT IF EXISTS unique_jobs_namespace_uuid_name_parent;
DROP INDEX IF EXISTS unique_jobs_namespace_uuid_name_parent;

ALTER TABLE jobs
    ADD COLUMN parent_job_uuid_string char(36) DEFAULT '';
UPDATE jobs
SET parent_job_uuid_string=parent_job_uuid::text
WHERE parent_job_uuid IS NOT NULL;

CREATE UNIQUE INDEX unique_jobs_namespace_uuid_name_parent ON jobs (name, namespace_uuid, parent_job_uuid_string);
ALTER TABLE jobs
    ADD CONSTRAINT unique_jobs_namespace_uuid_name_parent UNIQUE USING INDEX unique_jobs_namespace_uuid_name_parent;

CREATE TABlE jobs_fqn
(
    uuid            uuid    NOT NULL PRIMARY KEY,
    namespace_uuid  uuid    NOT NULL,
    namespace_name  varchar NOT NULL,
    parent_job_name varchar,
    aliases         varchar[],
    job_fqn         varchar NOT NULL
);

WITH RECURSIVE
    jobs_symlink AS (SELECT uuid, uuid AS link_target_uuid, symlink_target_uuid
                     FROM jobs j
                     WHERE symlink_target_uuid IS NULL
                     UNION
                     SELECT j.uuid, jn.link_target_uuid, j.symlink_target_uuid
                     FROM jobs j
                              INNER JOIN jobs_symlink jn ON j.symlink_target_uuid = jn.uuid),
    fqn AS (SELECT j.uuid,
                   j.name AS name,
                   j.namespace_uuid,
                   j.namespace_name,
                   NULL::text AS parent_job_name,
                   j.parent_job_uuid
            FROM jobs j
            WHERE parent_job_uuid IS NULL
            UNION
            SELECT j1.uuid,
                   f.name || '.' || j1.name AS name,
                   f.namespace_uuid         AS namespace_uuid,
                   f.namespace_name         AS namespace_name,
                   f.name                   AS parent_job_name,
                   j1.parent_job_uuid
            FROM jobs j1
                     INNER JOIN fqn f ON j1.parent_job_uuid = f.uuid),
    aliases AS (SELECT s.link_target_uuid,
                       ARRAY_AGG(DISTINCT f.name) FILTER (WHERE f.name IS NOT NULL) AS aliases
                FROM jobs_symlink s
                INNER JOIN fqn f ON f.uuid = s.uuid
                WHERE s.link_target_uuid != s.uuid
                GROUP BY s.link_target_uuid)
INSERT
INTO jobs_fqn
SELECT j.uuid,
       jf.namespace_uuid,
       jf.namespace_name,
       jf.parent_job_name,
       a.aliases,
       jf.name AS job_fqn
FROM jobs j
         LEFT JOIN jobs_symlink js ON j.uuid = js.uuid
         LEFT JOIN aliases a ON a.link_target_uuid = js.link_target_uuid
         INNER JOIN fqn jf ON jf.uuid = COALESCE(js.link_target_uuid, j.uuid)
ON CONFLICT (uuid) DO UPDATE
    SET job_fqn=EXCLUDED.job_fqn,
        aliases = jobs_fqn.aliases || EXCLUDED.aliases;
-- file: api/src/main/resources/marquez/db/migration/V46__add_hidden_column_to_jobs_and_datasets.sql
ALTER TABLE datasets ADD COLUMN is_hidden BOOLEAN DEFAULT FALSE;

ALTER TABLE jobs ADD COLUMN is_hidden BOOLEAN DEFAULT FALSE;
-- file: api/src/main/resources/marquez/db/migration/V47__add_lineage_event_indexes.sql
CREATE INDEX CONCURRENTLY lineage_events_event_time
    on lineage_events(event_time DESC);
-- file: api/src/main/resources/marquez/db/migration/V48__dataset_symlinks.sql
/* SPDX-License-Identifier: Apache-2.0 */

CREATE TABLE dataset_symlinks (
  dataset_uuid      UUID,
  name              VARCHAR NOT NULL,
  namespace_uuid    UUID REFERENCES namespaces(uuid),
  type              VARCHAR(64),
  is_primary        BOOLEAN DEFAULT FALSE,
  created_at        TIMESTAMP NOT NULL,
  updated_at        TIMESTAMP NOT NULL,
  UNIQUE (namespace_uuid, name)
);

CREATE INDEX dataset_symlinks_dataset_uuid on dataset_symlinks (dataset_uuid);

INSERT INTO dataset_symlinks (dataset_uuid, name, namespace_uuid, is_primary, created_at, updated_at)
SELECT d.uuid, d.name, d.namespace_uuid, TRUE, d.created_at, d.updated_at FROM datasets d;

DROP TYPE IF EXISTS DATASET_NAME;
CREATE TYPE DATASET_NAME AS (
    namespace       VARCHAR(255),
    name            VARCHAR(255)
);
-- file: api/src/main/resources/marquez/db/migration/V49__column_lineage.sql
/* SPDX-License-Identifier: Apache-2.0 */

CREATE TABLE column_lineage (
  output_dataset_version_uuid   uuid REFERENCES dataset_versions(uuid), -- allows join to run_id
  output_dataset_field_uuid     uuid REFERENCES dataset_fields(uuid),
  input_dataset_version_uuid    uuid REFERENCES dataset_versions(uuid), -- speed up graph column lineage graph traversal
  input_dataset_field_uuid      uuid REFERENCES dataset_fields(uuid),
  transformation_description    TEXT,
  transformation_type           VARCHAR(255),
  created_at                    TIMESTAMP NOT NULL,
  updated_at                    TIMESTAMP NOT NULL,
  UNIQUE (output_dataset_version_uuid, output_dataset_field_uuid, input_dataset_version_uuid, input_dataset_field_uuid)
);
-- file: api/src/main/resources/marquez/db/migration/V50__index_dataset_fields.sql
/* SPDX-License-Identifier: Apache-2.0 */

create index dataset_fields_dataset_uuid
    on dataset_fields (dataset_uuid);
-- file: api/src/main/resources/marquez/db/migration/V51__job_indices_for_lineage.sql
/* SPDX-License-Identifier: Apache-2.0 */

create index jobs_current_version_uuid_index
    on jobs (current_version_uuid) WHERE current_version_uuid IS NOT NULL;

create index jobs_symlink_target_uuid_index
    on jobs (symlink_target_uuid) WHERE symlink_target_uuid IS NOT NULL;

create index jobs_current_job_context_uuid_index
    on jobs (current_job_context_uuid);
-- file: api/src/main/resources/marquez/db/migration/V52__alter_dataset_symlinks.sql
/* SPDX-License-Identifier: Apache-2.0 */

DO
$$
DECLARE
    datasets_view_exists boolean;
    datasets_view_definition text;
BEGIN
    SELECT EXISTS (
        SELECT * FROM information_schema.views
        WHERE table_schema='public' AND table_name='datasets_view'
    ) INTO datasets_view_exists;

    IF datasets_view_exists THEN
        -- Altering is not allowed when the column is being used from views. So here,
        -- we temporarily drop the view before altering and recreate it.
        SELECT view_definition FROM information_schema.views
        WHERE table_schema='public' AND table_name='datasets_view'
        INTO datasets_view_definition;

        DROP VIEW datasets_view;
        ALTER TABLE dataset_symlinks ALTER COLUMN name TYPE VARCHAR;
        EXECUTE format('CREATE VIEW datasets_view AS %s', datasets_view_definition);
    ELSE
        ALTER TABLE dataset_symlinks ALTER COLUMN name TYPE VARCHAR;
    END IF;
END
$$ LANGUAGE plpgsql;
-- file: api/src/main/resources/marquez/db/migration/V53__add_hidden_namespace.sql
ALTER TABLE namespaces ADD COLUMN is_hidden BOOLEAN DEFAULT FALSE;
-- file: api/src/main/resources/marquez/db/migration/V54__lineage_events_created_at_indexed.sql
-- new column will be created with 'null' filled for existing rows
ALTER TABLE lineage_events ADD created_at TIMESTAMP WITH TIME ZONE;

create index lineage_events_created_at_index on lineage_events (created_at desc NULLS LAST);

-- The new default set to UTC now() will only apply in subsequent INSERT or UPDATE commands; it does not cause rows already in the table to change.
ALTER TABLE lineage_events ALTER COLUMN created_at SET DEFAULT (now() AT TIME ZONE 'UTC')::timestamptz;
-- file: api/src/main/resources/marquez/db/migration/V55.1__add_dataset_facets.sql
CREATE TABLE dataset_facets (
  created_at            TIMESTAMPTZ NOT NULL,
  dataset_uuid          UUID REFERENCES datasets(uuid),
  dataset_version_uuid  UUID REFERENCES dataset_versions(uuid),
  run_uuid              UUID REFERENCES runs(uuid),
  lineage_event_time    TIMESTAMPTZ NOT NULL,
  lineage_event_type    VARCHAR(64) NOT NULL,
  type                  VARCHAR(64) NOT NULL,
  name                  VARCHAR(255) NOT NULL,
  facet                 JSONB NOT NULL
);
-- file: api/src/main/resources/marquez/db/migration/V55.2__add_job_facets.sql
CREATE TABLE job_facets (
  created_at         TIMESTAMPTZ NOT NULL,
  job_uuid           UUID REFERENCES jobs(uuid),
  run_uuid           UUID REFERENCES runs(uuid),
  lineage_event_time TIMESTAMPTZ NOT NULL,
  lineage_event_type VARCHAR(64) NOT NULL,
  name               VARCHAR(255) NOT NULL,
  facet              JSONB NOT NULL
);

CREATE INDEX job_facets_job_uuid_run_uuid_idx ON job_facets (job_uuid, run_uuid);
-- file: api/src/main/resources/marquez/db/migration/V55.3__add_run_facets.sql
CREATE TABLE run_facets (
  created_at         TIMESTAMPTZ NOT NULL,
  run_uuid           UUID REFERENCES runs(uuid),
  lineage_event_time TIMESTAMPTZ NOT NULL,
  lineage_event_type VARCHAR(64) NOT NULL,
  name               VARCHAR(255) NOT NULL,
  facet              JSONB NOT NULL
);

CREATE INDEX run_facets_run_uuid_idx ON run_facets (run_uuid);
-- file: api/src/main/resources/marquez/db/migration/V57.1__add_migration_lock.sql
CREATE TABLE facet_migration_lock (
  created_at  TIMESTAMPTZ,
  run_uuid    UUID
);
-- file: api/src/main/resources/marquez/db/migration/V58__job_fqn_name_index.sql
CREATE INDEX ON jobs_fqn (namespace_name, job_fqn);
-- file: api/src/main/resources/marquez/db/migration/V59.1__column_lineage_add_indexes.sql
create index column_lineage_output_dataset_version_uuid_index
    on column_lineage (output_dataset_version_uuid);

create index column_lineage_output_dataset_field_uuid_index
    on column_lineage (output_dataset_field_uuid);

create index column_lineage_input_dataset_version_uuid_index
    on column_lineage (input_dataset_version_uuid);

create index column_lineage_input_dataset_field_uuid_index
    on column_lineage (input_dataset_field_uuid);
-- file: api/src/main/resources/marquez/db/migration/V59.2__facet_tables_indexes.sql
create index dataset_facets_dataset_uuid_index
    on dataset_facets (dataset_uuid);

create index dataset_facets_dataset_version_uuid_index
    on dataset_facets (dataset_version_uuid);

create index dataset_facets_run_uuid_index
    on dataset_facets (run_uuid);

create index job_facets_job_uuid_index
    on job_facets (job_uuid);

create index job_facets_run_uuid_index
    on job_facets (run_uuid);
-- file: api/src/main/resources/marquez/db/migration/V60__alter_job_versions_to_drop_job_context_uuid.sql
/* SPDX-License-Identifier: Apache-2.0 */

ALTER TABLE job_versions ALTER COLUMN job_context_uuid DROP NOT NULL;
-- file: api/src/main/resources/marquez/db/migration/V61__unique_job_fqn_index.sql
WITH fqn AS (
  SELECT f.uuid,
         f.job_fqn AS name,
         f.namespace_name,
         j.name    AS simple_name,
         j.parent_job_uuid,
         f.parent_job_name::text,
         j.symlink_target_uuid
  FROM jobs_fqn f,
       jobs j
  WHERE j.uuid = f.uuid
)
UPDATE jobs SET symlink_target_uuid=q.target_uuid
FROM (
         SELECT j.uuid, j.namespace_name, j.name, j.simple_name, jv.uuid AS target_uuid, jv.simple_name
         FROM fqn j
         INNER JOIN fqn jv ON j.namespace_name=jv.namespace_name AND j.name=jv.name AND j.simple_name != jv.simple_name
         WHERE j.symlink_target_uuid IS NULL
         AND jv.symlink_target_uuid IS NULL
         AND j.parent_job_uuid IS NULL) q
WHERE jobs.uuid=q.uuid;

WITH fqn AS (
  SELECT f.uuid,
         f.job_fqn AS name,
         f.namespace_name,
         j.name    AS simple_name,
         j.parent_job_uuid,
         f.parent_job_name::text,
         j.symlink_target_uuid,
         j.created_at
  FROM jobs_fqn f,
       jobs j
  WHERE j.uuid = f.uuid
)
UPDATE jobs SET name=(q.simple_name || '_' || q.row)
FROM (
  SELECT j.uuid, j.namespace_name, j.name, j.simple_name, jv.uuid AS target_uuid,
         row_number() over (PARTITION BY j.namespace_name, j.name ORDER BY j.created_at) AS row
  FROM fqn j
  INNER JOIN fqn jv ON j.namespace_name=jv.namespace_name AND j.name=jv.name AND j.symlink_target_uuid=jv.uuid
) q
WHERE jobs.uuid=q.uuid;

ALTER TABLE jobs RENAME COLUMN name TO simple_name;
ALTER TABLE jobs ADD COLUMN name varchar;
ALTER TABLE jobs ADD COLUMN aliases varchar[];

WITH RECURSIVE
    job_fqn AS (SELECT j.uuid,
                   j.simple_name AS simple_name,
                   j.simple_name AS name
            FROM jobs j
            WHERE j.parent_job_uuid IS NULL
            UNION
            SELECT j1.uuid,
                   j1.simple_name AS simple_name,
                   f.name || '.' || j1.simple_name AS name
            FROM jobs j1
            INNER JOIN job_fqn f ON f.uuid = j1.parent_job_uuid)
UPDATE jobs SET simple_name=f.simple_name, name=f.name
FROM job_fqn f
WHERE jobs.uuid=f.uuid;

ALTER TABLE jobs ALTER COLUMN name SET NOT NULL;

ALTER TABLE jobs DROP CONSTRAINT unique_jobs_namespace_uuid_name_parent;
ALTER TABLE jobs ADD CONSTRAINT unique_jobs_namespace_uuid_name_parent UNIQUE (namespace_uuid, name);
-- file: api/src/main/resources/marquez/db/migration/V62__index_run_states_and_parent_run.sql
CREATE INDEX IF NOT EXISTS run_states_uuid_index ON run_states(run_uuid);
CREATE INDEX IF NOT EXISTS runs_parent_run_uuid_index ON runs(parent_run_uuid);
CREATE INDEX IF NOT EXISTS runs_start_run_state_uuid_index ON runs(start_run_state_uuid);
CREATE INDEX IF NOT EXISTS runs_end_run_state_uuid_index ON runs(end_run_state_uuid);
-- file: api/src/main/resources/marquez/db/migration/V63__alter_tables_add_on_cascade_delete.sql
ALTER TABLE column_lineage
DROP CONSTRAINT column_lineage_output_dataset_version_uuid_fkey,
ADD CONSTRAINT column_lineage_output_dataset_version_uuid_fkey
  FOREIGN KEY (output_dataset_version_uuid)
  REFERENCES dataset_versions(uuid)
  ON DELETE CASCADE;

ALTER TABLE column_lineage
DROP CONSTRAINT column_lineage_output_dataset_field_uuid_fkey,
ADD CONSTRAINT column_lineage_output_dataset_field_uuid_fkey
  FOREIGN KEY (output_dataset_field_uuid)
  REFERENCES dataset_fields(uuid)
  ON DELETE CASCADE;

ALTER TABLE column_lineage
DROP CONSTRAINT column_lineage_input_dataset_version_uuid_fkey,
ADD CONSTRAINT column_lineage_input_dataset_version_uuid_fkey
  FOREIGN KEY (input_dataset_version_uuid)
  REFERENCES dataset_versions(uuid)
  ON DELETE CASCADE;

ALTER TABLE column_lineage
DROP CONSTRAINT column_lineage_input_dataset_field_uuid_fkey,
ADD CONSTRAINT column_lineage_input_dataset_field_uuid_fkey
  FOREIGN KEY (input_dataset_field_uuid)
  REFERENCES dataset_fields(uuid)
  ON DELETE CASCADE;

ALTER TABLE dataset_facets
DROP CONSTRAINT dataset_facets_dataset_uuid_fkey,
ADD CONSTRAINT dataset_facets_dataset_uuid_fkey
  FOREIGN KEY (dataset_uuid)
  REFERENCES datasets(uuid)
  ON DELETE CASCADE;

ALTER TABLE dataset_facets
DROP CONSTRAINT dataset_facets_run_uuid_fkey,
ADD CONSTRAINT dataset_facets_run_uuid_fkey
  FOREIGN KEY (run_uuid)
  REFERENCES runs(uuid)
  ON DELETE CASCADE;

ALTER TABLE dataset_facets
DROP CONSTRAINT dataset_facets_dataset_version_uuid_fkey,
ADD CONSTRAINT dataset_facets_dataset_version_uuid_fkey
  FOREIGN KEY (dataset_version_uuid)
  REFERENCES dataset_versions(uuid)
  ON DELETE CASCADE;

ALTER TABLE dataset_fields
DROP CONSTRAINT dataset_fields_dataset_uuid_fkey,
ADD CONSTRAINT dataset_fields_dataset_uuid_fkey
  FOREIGN KEY (dataset_uuid)
  REFERENCES datasets(uuid)
  ON DELETE CASCADE;

ALTER TABLE dataset_fields_tag_mapping
DROP CONSTRAINT dataset_fields_tag_mapping_tag_uuid_fkey,
ADD CONSTRAINT dataset_fields_tag_mapping_tag_uuid_fkey
  FOREIGN KEY (tag_uuid)
  REFERENCES tags(uuid)
  ON DELETE CASCADE;

ALTER TABLE dataset_fields_tag_mapping
DROP CONSTRAINT dataset_fields_tag_mapping_dataset_field_uuid_fkey,
ADD CONSTRAINT dataset_fields_tag_mapping_dataset_field_uuid_fkey
  FOREIGN KEY (dataset_field_uuid)
  REFERENCES dataset_fields(uuid)
  ON DELETE CASCADE;

ALTER TABLE dataset_symlinks
DROP CONSTRAINT dataset_symlinks_namespace_uuid_fkey,
ADD CONSTRAINT dataset_symlinks_namespace_uuid_fkey
  FOREIGN KEY (namespace_uuid)
  REFERENCES namespaces(uuid)
  ON DELETE CASCADE;

ALTER TABLE dataset_versions
DROP CONSTRAINT dataset_versions_dataset_uuid_fkey,
ADD CONSTRAINT dataset_versions_dataset_uuid_fkey
  FOREIGN KEY (dataset_uuid)
  REFERENCES datasets(uuid)
  ON DELETE CASCADE;

ALTER TABLE dataset_versions_field_mapping
DROP CONSTRAINT dataset_versions_field_mapping_dataset_version_uuid_fkey,
ADD CONSTRAINT dataset_versions_field_mapping_dataset_version_uuid_fkey
  FOREIGN KEY (dataset_version_uuid)
  REFERENCES dataset_versions(uuid)
  ON DELETE CASCADE;

ALTER TABLE dataset_versions_field_mapping
DROP CONSTRAINT dataset_versions_field_mapping_dataset_field_uuid_fkey,
ADD CONSTRAINT dataset_versions_field_mapping_dataset_field_uuid_fkey
  FOREIGN KEY (dataset_field_uuid)
  REFERENCES dataset_fields(uuid)
  ON DELETE CASCADE;

ALTER TABLE datasets
DROP CONSTRAINT datasets_namespace_uuid_fkey,
ADD CONSTRAINT datasets_namespace_uuid_fkey
  FOREIGN KEY (namespace_uuid)
  REFERENCES namespaces(uuid)
  ON DELETE CASCADE;

ALTER TABLE datasets
DROP CONSTRAINT datasets_source_uuid_fkey,
ADD CONSTRAINT datasets_source_uuid_fkey
  FOREIGN KEY (source_uuid)
  REFERENCES sources(uuid)
  ON DELETE CASCADE;

ALTER TABLE datasets_tag_mapping
DROP CONSTRAINT datasets_tag_mapping_dataset_uuid_fkey,
ADD CONSTRAINT datasets_tag_mapping_dataset_uuid_fkey
  FOREIGN KEY (dataset_uuid)
  REFERENCES datasets(uuid)
  ON DELETE CASCADE;

ALTER TABLE datasets_tag_mapping
DROP CONSTRAINT datasets_tag_mapping_tag_uuid_fkey,
ADD CONSTRAINT datasets_tag_mapping_tag_uuid_fkey
  FOREIGN KEY (tag_uuid)
  REFERENCES tags(uuid)
  ON DELETE CASCADE;

ALTER TABLE job_facets
DROP CONSTRAINT job_facets_job_uuid_fkey,
ADD CONSTRAINT job_facets_job_uuid_fkey
  FOREIGN KEY (job_uuid)
  REFERENCES jobs(uuid)
  ON DELETE CASCADE;

ALTER TABLE job_facets
DROP CONSTRAINT job_facets_run_uuid_fkey,
ADD CONSTRAINT job_facets_run_uuid_fkey
  FOREIGN KEY (run_uuid)
  REFERENCES runs(uuid)
  ON DELETE CASCADE;

ALTER TABLE job_versions
DROP CONSTRAINT job_versions_job_uuid_fkey,
ADD CONSTRAINT job_versions_job_uuid_fkey
  FOREIGN KEY (job_uuid)
  REFERENCES jobs(uuid)
  ON DELETE CASCADE;

ALTER TABLE job_versions
DROP CONSTRAINT job_versions_job_uuid_fkey,
ADD CONSTRAINT job_versions_job_uuid_fkey
  FOREIGN KEY (job_uuid)
  REFERENCES jobs(uuid)
  ON DELETE CASCADE;

ALTER TABLE job_versions_io_mapping
DROP CONSTRAINT job_versions_io_mapping_dataset_uuid_fkey,
ADD CONSTRAINT job_versions_io_mapping_dataset_uuid_fkey
  FOREIGN KEY (dataset_uuid)
  REFERENCES datasets(uuid)
  ON DELETE CASCADE;

ALTER TABLE job_versions_io_mapping
DROP CONSTRAINT job_versions_io_mapping_job_version_uuid_fkey,
ADD CONSTRAINT job_versions_io_mapping_job_version_uuid_fkey
  FOREIGN KEY (job_version_uuid)
  REFERENCES job_versions(uuid)
  ON DELETE CASCADE;

ALTER TABLE jobs
DROP CONSTRAINT jobs_parent_fk_jobs,
ADD CONSTRAINT jobs_parent_fk_jobs
  FOREIGN KEY (parent_job_uuid)
  REFERENCES jobs(uuid)
  ON DELETE CASCADE;

ALTER TABLE jobs
DROP CONSTRAINT jobs_symlink_target_uuid_fkey,
ADD CONSTRAINT jobs_symlink_target_uuid_fkey
  FOREIGN KEY (symlink_target_uuid)
  REFERENCES jobs(uuid)
  ON DELETE CASCADE;

ALTER TABLE jobs
DROP CONSTRAINT jobs_namespace_uuid_fkey,
ADD CONSTRAINT jobs_namespace_uuid_fkey
  FOREIGN KEY (namespace_uuid)
  REFERENCES namespaces(uuid)
  ON DELETE CASCADE;

ALTER TABLE namespace_ownerships
DROP CONSTRAINT namespace_ownerships_namespace_uuid_fkey,
ADD CONSTRAINT namespace_ownerships_namespace_uuid_fkey
  FOREIGN KEY (namespace_uuid)
  REFERENCES namespaces(uuid)
  ON DELETE CASCADE;

ALTER TABLE namespace_ownerships
DROP CONSTRAINT namespace_ownerships_owner_uuid_fkey,
ADD CONSTRAINT namespace_ownerships_owner_uuid_fkey
  FOREIGN KEY (owner_uuid)
  REFERENCES owners(uuid)
  ON DELETE CASCADE;

ALTER TABLE run_facets
DROP CONSTRAINT run_facets_run_uuid_fkey,
ADD CONSTRAINT run_facets_run_uuid_fkey
  FOREIGN KEY (run_uuid)
  REFERENCES runs(uuid)
  ON DELETE CASCADE;

ALTER TABLE run_states
DROP CONSTRAINT run_states_run_uuid_fkey,
ADD CONSTRAINT run_states_run_uuid_fkey
  FOREIGN KEY (run_uuid)
  REFERENCES runs(uuid)
  ON DELETE CASCADE;

ALTER TABLE runs
DROP CONSTRAINT runs_start_run_state_uuid_fkey,
ADD CONSTRAINT runs_start_run_state_uuid_fkey
  FOREIGN KEY (start_run_state_uuid)
  REFERENCES run_states(uuid)
  ON DELETE CASCADE;

ALTER TABLE runs
DROP CONSTRAINT runs_parent_fk_runs,
ADD CONSTRAINT runs_parent_fk_runs
  FOREIGN KEY (parent_run_uuid)
  REFERENCES runs(uuid)
  ON DELETE CASCADE;

ALTER TABLE runs
DROP CONSTRAINT runs_end_run_state_uuid_fkey,
ADD CONSTRAINT runs_end_run_state_uuid_fkey
  FOREIGN KEY (end_run_state_uuid)
  REFERENCES run_states(uuid)
  ON DELETE CASCADE;

ALTER TABLE runs
DROP CONSTRAINT runs_run_args_uuid_fkey,
ADD CONSTRAINT runs_run_args_uuid_fkey
  FOREIGN KEY (run_args_uuid)
  REFERENCES run_args(uuid)
  ON DELETE CASCADE;

ALTER TABLE runs
DROP CONSTRAINT runs_job_version_uuid_fkey,
ADD CONSTRAINT runs_job_version_uuid_fkey
  FOREIGN KEY (job_version_uuid)
  REFERENCES job_versions(uuid)
  ON DELETE CASCADE;

ALTER TABLE runs_input_mapping
DROP CONSTRAINT runs_input_mapping_dataset_version_uuid_fkey,
ADD CONSTRAINT runs_input_mapping_dataset_version_uuid_fkey
  FOREIGN KEY (dataset_version_uuid)
  REFERENCES dataset_versions(uuid)
  ON DELETE CASCADE;

ALTER TABLE runs_input_mapping
DROP CONSTRAINT runs_input_mapping_run_uuid_fkey,
ADD CONSTRAINT runs_input_mapping_run_uuid_fkey
  FOREIGN KEY (run_uuid)
  REFERENCES runs(uuid)
  ON DELETE CASCADE;

ALTER TABLE stream_versions
DROP CONSTRAINT stream_versions_dataset_version_uuid_fkey,
ADD CONSTRAINT stream_versions_dataset_version_uuid_fkey
  FOREIGN KEY (dataset_version_uuid)
  REFERENCES dataset_versions(uuid)
  ON DELETE CASCADE;
-- file: api/src/main/resources/marquez/db/migration/V64__drop_job_contexts.sql
DROP TABLE job_contexts;
-- file: api/src/main/resources/marquez/db/migration/V65__alter_dataset_facets_to_change_lineage_event_type_as_nullable.sql
ALTER TABLE dataset_facets ALTER COLUMN lineage_event_type DROP NOT NULL;
-- file: api/src/main/resources/marquez/db/migration/V66.1__alter_job_facets.sql
ALTER TABLE job_facets ALTER COLUMN lineage_event_type DROP NOT NULL;
ALTER TABLE job_facets DROP CONSTRAINT job_facets_run_uuid_fkey;
ALTER TABLE job_facets ADD COLUMN job_version_uuid uuid REFERENCES job_versions (uuid);

CREATE INDEX job_facets_job_version_uuid ON job_facets (job_version_uuid);
-- file: api/src/main/resources/marquez/db/migration/V66.2__alter_lineage_events_add_event_type.sql
ALTER TABLE lineage_events ADD COLUMN _event_type VARCHAR(64);
ALTER TABLE lineage_events ALTER COLUMN _event_type SET DEFAULT 'RUN_EVENT';
-- file: api/src/main/resources/marquez/db/migration/V67.1__job_versions_io_mapping_add_job_reference.sql
ALTER TABLE job_versions_io_mapping ADD COLUMN job_uuid uuid REFERENCES jobs(uuid) ON DELETE CASCADE;
ALTER TABLE job_versions_io_mapping ADD COLUMN job_symlink_target_uuid uuid REFERENCES jobs(uuid) ON DELETE CASCADE;
ALTER TABLE job_versions_io_mapping ADD COLUMN is_current_job_version boolean DEFAULT FALSE;
ALTER TABLE job_versions_io_mapping ADD COLUMN made_current_at TIMESTAMP;

-- To add job_uuid to the unique constraint, we first drop the primary key, then recreate it; note given that job_version_uuid can be NULL, we need to check that job_version_uuid != NULL before inserting (duplicate columns otherwise)
ALTER TABLE job_versions_io_mapping DROP CONSTRAINT job_versions_io_mapping_pkey;
ALTER TABLE job_versions_io_mapping ALTER COLUMN job_version_uuid DROP NOT NULL;

CREATE INDEX job_versions_io_mapping_job_uuid_job_symlink_target_uuid ON job_versions_io_mapping (job_uuid, job_symlink_target_uuid);

ALTER TABLE job_versions_io_mapping ADD CONSTRAINT job_versions_io_mapping_mapping_pkey UNIQUE (job_version_uuid, dataset_uuid, io_type, job_uuid);
-- file: api/src/main/resources/marquez/db/migration/V68__add_jobs_tag_mapping.sql
/* SPDX-License-Identifier: Apache-2.0 */
CREATE TABLE jobs_tag_mapping (
  job_uuid UUID REFERENCES jobs(uuid),
  tag_uuid     UUID REFERENCES tags(uuid),
  tagged_at    TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (tag_uuid, job_uuid)
);


-- file: api/src/main/resources/marquez/db/migration/V69.1__dataset_schema_versions_table.sql
/* SPDX-License-Identifier: Apache-2.0 */
CREATE TABLE dataset_schema_versions(
    uuid         UUID PRIMARY KEY,
    dataset_uuid UUID REFERENCES datasets(uuid) ON DELETE CASCADE,
    created_at   TIMESTAMPTZ NOT NULL
);
-- file: api/src/main/resources/marquez/db/migration/V69.2__dataset_schema_versions_field_mapping_table.sql
/* SPDX-License-Identifier: Apache-2.0 */
CREATE TABLE dataset_schema_versions_field_mapping(
    dataset_schema_version_uuid UUID REFERENCES dataset_schema_versions(uuid) ON DELETE CASCADE,
    dataset_field_uuid          UUID REFERENCES dataset_fields(uuid) ON DELETE CASCADE,
    PRIMARY KEY (dataset_schema_version_uuid, dataset_field_uuid)
);
-- file: api/src/main/resources/marquez/db/migration/V69.3__dataset_versions_new_column.sql
/* SPDX-License-Identifier: Apache-2.0 */
ALTER TABLE dataset_versions ADD COLUMN dataset_schema_version_uuid uuid REFERENCES dataset_schema_versions(uuid);
-- file: api/src/main/resources/marquez/db/migration/V70__alter_job_facets.sql
ALTER TABLE job_facets
    DROP CONSTRAINT IF EXISTS job_facets_job_version_uuid_fkey,
    ADD CONSTRAINT job_facets_job_version_uuid_fkey
        FOREIGN KEY (job_version_uuid)
        REFERENCES job_versions(uuid)
        ON DELETE CASCADE;
-- file: api/src/main/resources/marquez/db/migration/V71__add_mat_views_lineage_metrics.sql
CREATE MATERIALIZED VIEW IF NOT EXISTS lineage_events_by_type_hourly_view AS
SELECT DATE_TRUNC('hour', event_time)                  AS start_interval,
       COUNT(*) FILTER (WHERE event_type = 'FAIL')     AS fail,
       COUNT(*) FILTER (WHERE event_type = 'START')    AS start,
       COUNT(*) FILTER (WHERE event_type = 'COMPLETE') AS complete,
       COUNT(*) FILTER (WHERE event_type = 'ABORT')    AS abort
FROM lineage_events
GROUP BY DATE_TRUNC('hour', event_time);

CREATE INDEX IF NOT EXISTS lineage_events_by_type_hourly_view_for_start_interval_idx
    ON lineage_events_by_type_hourly_view (start_interval);

CREATE MATERIALIZED VIEW IF NOT EXISTS lineage_events_by_type_daily_view AS
SELECT DATE_TRUNC('day', event_time)                   AS start_interval,
       COUNT(*) FILTER (WHERE event_type = 'FAIL')     AS fail,
       COUNT(*) FILTER (WHERE event_type = 'START')    AS start,
       COUNT(*) FILTER (WHERE event_type = 'COMPLETE') AS complete,
       COUNT(*) FILTER (WHERE event_type = 'ABORT')    AS abort
FROM lineage_events
GROUP BY DATE_TRUNC('day', event_time);

CREATE INDEX IF NOT EXISTS lineage_events_by_type_daily_view_for_start_interval_idx
    ON lineage_events_by_type_daily_view (start_interval);
-- file: api/src/main/resources/marquez/db/migration/V72__drop_daily_mat_view_lineage_metrics.sql
DROP MATERIALIZED VIEW IF EXISTS lineage_events_by_type_daily_view;
-- file: api/src/main/resources/marquez/db/migration/V73__alter_all_timestamps_to_timestamptz.sql
ALTER TABLE namespaces ALTER COLUMN created_at TYPE TIMESTAMPTZ
USING created_at AT TIME ZONE 'UTC';
ALTER TABLE namespaces ALTER COLUMN updated_at TYPE TIMESTAMPTZ
USING updated_at AT TIME ZONE 'UTC';

ALTER TABLE sources ALTER COLUMN created_at TYPE TIMESTAMPTZ
USING created_at AT TIME ZONE 'UTC';
ALTER TABLE sources ALTER COLUMN updated_at TYPE TIMESTAMPTZ
USING updated_at AT TIME ZONE 'UTC';

-- Drop view 'datasets_view' before applying time zone to table 'datasets'.
DROP VIEW IF EXISTS datasets_view CASCADE;

ALTER TABLE datasets ALTER COLUMN created_at TYPE TIMESTAMPTZ
USING created_at AT TIME ZONE 'UTC';
ALTER TABLE datasets ALTER COLUMN updated_at TYPE TIMESTAMPTZ
USING updated_at AT TIME ZONE 'UTC';

ALTER TABLE dataset_fields ALTER COLUMN created_at TYPE TIMESTAMPTZ
USING created_at AT TIME ZONE 'UTC';
ALTER TABLE dataset_fields ALTER COLUMN updated_at TYPE TIMESTAMPTZ
USING updated_at AT TIME ZONE 'UTC';

ALTER TABLE dataset_versions ALTER COLUMN created_at TYPE TIMESTAMPTZ
USING created_at AT TIME ZONE 'UTC';

-- Drop view 'jobs_view' (and trigger) before applying time zone to table 'jobs'.
DROP TRIGGER IF EXISTS update_symlinks ON jobs_view;
DROP VIEW IF EXISTS jobs_view CASCADE;

ALTER TABLE jobs ALTER COLUMN created_at TYPE TIMESTAMPTZ
USING created_at AT TIME ZONE 'UTC';
ALTER TABLE jobs ALTER COLUMN updated_at TYPE TIMESTAMPTZ
USING updated_at AT TIME ZONE 'UTC';

ALTER TABLE job_versions ALTER COLUMN created_at TYPE TIMESTAMPTZ
USING created_at AT TIME ZONE 'UTC';
ALTER TABLE job_versions ALTER COLUMN updated_at TYPE TIMESTAMPTZ
USING updated_at AT TIME ZONE 'UTC';

ALTER TABLE runs ALTER COLUMN created_at TYPE TIMESTAMPTZ
USING created_at AT TIME ZONE 'UTC';
ALTER TABLE runs ALTER COLUMN updated_at TYPE TIMESTAMPTZ
USING updated_at AT TIME ZONE 'UTC';

ALTER TABLE run_states ALTER COLUMN transitioned_at TYPE TIMESTAMPTZ
USING transitioned_at AT TIME ZONE 'UTC';

ALTER TABLE tags ALTER COLUMN created_at TYPE TIMESTAMPTZ
USING created_at AT TIME ZONE 'UTC';
ALTER TABLE tags ALTER COLUMN updated_at TYPE TIMESTAMPTZ
USING updated_at AT TIME ZONE 'UTC';

-- file: api/src/main/resources/marquez/db/migration/V74__alter_jobs_to_add_current_run_uuid.sql
ALTER TABLE jobs ADD COLUMN current_run_uuid UUID;
CREATE INDEX jobs_current_run_uuid_idx ON jobs(current_run_uuid);

-- Backfill current runs for jobs
WITH latest_runs AS (
  SELECT DISTINCT ON (job_uuid) job_uuid, transitioned_at, uuid AS current_run_uuid
    FROM runs
   ORDER BY job_uuid, transitioned_at DESC, started_at DESC
)
UPDATE jobs AS j
   SET current_run_uuid = lr.current_run_uuid
  FROM latest_runs AS lr
 WHERE j.uuid = lr.job_uuid;
-- file: api/src/main/resources/marquez/db/migration/R__Datasets_view.sql
CREATE OR REPLACE VIEW datasets_view AS
SELECT d.uuid,
    d.type,
    d.created_at,
    d.updated_at,
    CASE
    	 WHEN (d.namespace_name = namespaces.name AND d.name = symlinks.name) THEN d.namespace_uuid
    	 ELSE namespaces.uuid
    END
    AS namespace_uuid ,
    d.source_uuid,
    CASE
    	 WHEN (d.namespace_name = namespaces.name and d.name = symlinks.name) THEN d.name
    	 ELSE symlinks.name
    END
    AS name,
    array(SELECT ROW(namespaces.name::character varying(255), symlinks.name::character varying(255))::dataset_name) AS dataset_symlinks,
    d.physical_name,
    d.description,
    d.current_version_uuid,
    d.last_modified_at,
    CASE
    	 WHEN (d.namespace_name = namespaces.name AND d.name = symlinks.name) THEN d.namespace_name
    	 ELSE namespaces.name
    END
    AS namespace_name,
    d.source_name,
    d.is_deleted
   FROM datasets d
     JOIN dataset_symlinks symlinks ON d.uuid = symlinks.dataset_uuid
     JOIN namespaces ON symlinks.namespace_uuid = namespaces.uuid
  WHERE d.is_hidden is false;
-- file: api/src/main/resources/marquez/db/migration/R__Jobs_view_and_rewrite_function.sql
CREATE OR REPLACE VIEW jobs_view
AS
SELECT j.uuid,
       j.name,
       j.namespace_name,
       j.simple_name    AS simple_name,
       j.parent_job_uuid,
       p.name::text AS parent_job_name,
       j.type,
       j.created_at,
       j.updated_at,
       j.namespace_uuid,
       j.description,
       j.current_version_uuid,
       j.current_job_context_uuid,
       j.current_location,
       j.current_inputs,
       j.symlink_target_uuid,
       j.parent_job_uuid::char(36) AS parent_job_uuid_string,
       j.aliases,
       j.current_run_uuid
FROM jobs j
LEFT JOIN jobs p ON j.parent_job_uuid=p.uuid
WHERE j.is_hidden IS FALSE AND j.symlink_target_uuid IS NULL;

CREATE OR REPLACE FUNCTION rewrite_jobs_fqn_table() RETURNS TRIGGER AS
$$
DECLARE
    job_uuid uuid;
    job_updated_at timestamp with time zone;
    new_symlink_target_uuid uuid;
    old_symlink_target_uuid uuid;
    inserted_job jobs_view%rowtype;
    full_name varchar;
BEGIN
    full_name = NEW.name;
    IF NEW.parent_job_uuid IS NOT NULL THEN
        SELECT p.name || '.' || NEW.name INTO full_name
        FROM jobs p
        WHERE p.uuid=NEW.parent_job_uuid;
    END IF;
    INSERT INTO jobs (uuid, type, created_at, updated_at, namespace_uuid, name, simple_name, description,
                      current_version_uuid, namespace_name, current_job_context_uuid,
                      current_location, current_inputs, symlink_target_uuid, parent_job_uuid, current_run_uuid,
                      is_hidden)
    SELECT NEW.uuid,
           NEW.type,
           NEW.created_at,
           NEW.updated_at,
           NEW.namespace_uuid,
           full_name,
           NEW.name,
           NEW.description,
           NEW.current_version_uuid,
           NEW.namespace_name,
           NULL,
           NEW.current_location,
           NEW.current_inputs,
           NEW.symlink_target_uuid,
           NEW.parent_job_uuid,
           NEW.current_run_uuid,
           false
    ON CONFLICT (namespace_uuid, name)
        DO UPDATE SET updated_at               = now(),
                      parent_job_uuid = COALESCE(jobs.parent_job_uuid, EXCLUDED.parent_job_uuid),
                      simple_name = CASE
                            WHEN EXCLUDED.parent_job_uuid IS NOT NULL THEN EXCLUDED.simple_name
                            ELSE jobs.name
                            END,
                      type                     = EXCLUDED.type,
                      description              = EXCLUDED.description,
                      current_location         = EXCLUDED.current_location,
                      current_inputs           = EXCLUDED.current_inputs,
                      -- update the symlink target if null. otherwise, keep the old value
                      symlink_target_uuid      = COALESCE(jobs.symlink_target_uuid,
                                                          EXCLUDED.symlink_target_uuid),
                      current_run_uuid           = EXCLUDED.current_run_uuid,
                      is_hidden                = false
                      -- the SELECT statement below will get the OLD symlink_target_uuid in case of update and the NEW
                      -- version in case of insert
    RETURNING uuid,
        updated_at,
        symlink_target_uuid,
        (SELECT symlink_target_uuid FROM jobs j2 WHERE j2.uuid=jobs.uuid)
        INTO job_uuid, job_updated_at, new_symlink_target_uuid, old_symlink_target_uuid;


    -- update the jobs table when updating a job's symlink target
    IF (new_symlink_target_uuid IS NOT NULL AND new_symlink_target_uuid IS DISTINCT FROM old_symlink_target_uuid) THEN
        RAISE INFO 'Updating jobs aliases and symlinks due to % to job % (%)', TG_OP, NEW.name, job_uuid;
        WITH RECURSIVE
            jobs_symlink AS (SELECT j.uuid, j.uuid AS link_target_uuid, j.symlink_target_uuid
                             FROM jobs j
                             -- include only jobs that have symlinks pointing to them to keep this table small
                             INNER JOIN jobs js ON js.symlink_target_uuid=j.uuid
                             WHERE j.symlink_target_uuid IS NULL
                             UNION
                             SELECT j.uuid, jn.link_target_uuid, j.symlink_target_uuid
                             FROM jobs j
                             INNER JOIN jobs_symlink jn ON j.symlink_target_uuid = jn.uuid),
            aliases AS (SELECT s.link_target_uuid,
                               ARRAY_AGG(DISTINCT f.name) AS aliases
                        FROM jobs_symlink s
                        INNER JOIN jobs f ON f.uuid = s.uuid
                        GROUP BY s.link_target_uuid)
        UPDATE jobs
        SET aliases = j.aliases, symlink_target_uuid=j.link_target_uuid
        FROM (
                 SELECT j.uuid,
                        CASE WHEN j.uuid=s.link_target_uuid THEN NULL ELSE s.link_target_uuid END AS link_target_uuid,
                        a.aliases
                 FROM jobs j
                 LEFT JOIN jobs_symlink s ON s.uuid=j.uuid
                 LEFT JOIN aliases a ON a.link_target_uuid = j.uuid
             ) j
        WHERE jobs.uuid=j.uuid;
        UPDATE job_versions_io_mapping
        SET job_symlink_target_uuid=j.symlink_target_uuid
        FROM jobs j
        WHERE job_versions_io_mapping.job_uuid=j.uuid AND j.uuid = NEW.uuid;
    END IF;
    SELECT * INTO inserted_job FROM jobs_view
    WHERE uuid=job_uuid OR (new_symlink_target_uuid IS NOT NULL AND uuid=new_symlink_target_uuid);
    return inserted_job;
END;
$$ LANGUAGE plpgsql;

DROP TRIGGER IF EXISTS update_symlinks ON jobs_view;

CREATE TRIGGER update_symlinks
    INSTEAD OF UPDATE OR INSERT
    ON jobs_view
    FOR EACH ROW
EXECUTE FUNCTION rewrite_jobs_fqn_table();
-- file: api/src/main/resources/marquez/db/migration/R__Runs_view.sql
CREATE OR REPLACE VIEW runs_view
AS
SELECT r.uuid,
       r.created_at,
       r.updated_at,
       r.parent_run_uuid,
       job_version_uuid,
       run_args_uuid,
       nominal_start_time,
       nominal_end_time,
       current_run_state,
       start_run_state_uuid,
       end_run_state_uuid,
       external_id,
       location,
       transitioned_at,
       started_at,
       ended_at,
       job_context_uuid,
       job_uuid,
       COALESCE(s.name, j.name) AS job_name,
       COALESCE(s.namespace_name, j.namespace_name) AS namespace_name
FROM runs r
INNER JOIN jobs j ON j.uuid = r.job_uuid
LEFT JOIN jobs_view s ON j.symlink_target_uuid=s.uuid;
