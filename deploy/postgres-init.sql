-- Run once by the postgres image (/docker-entrypoint-initdb.d) when its data volume is
-- first initialised. Temporal creates its own databases (temporal, temporal_visibility)
-- in the temporal-schema step of docker-compose.yml; this one is the application's.
CREATE DATABASE durable_agents;
