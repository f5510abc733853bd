"""Generated schemas as large as the import tests and bench/schema_import.py need: tables t0,
t1, … whose foreign keys chain each to the next (t0 → t1 → …), so that a dependency order
has to reverse the whole chain, as a script PostgreSQL runs (the tables, then the foreign
keys) and as schema JSON; and a `pg_dump --schema-only` dump of as many tables as asked
(`DUMP_TABLES`: just under the API's 1 MiB script limit)."""

from __future__ import annotations

from durable_agents.schema_design.contract import Column, ForeignKeyConstraint, PrimaryKeyConstraint, Schema, Table

# The issue's schema: 1,180 chained tables.
ISSUE_TABLES = 1_180


def chain_ddl(tables: int) -> str:
    """`tables` tables with an int primary key `i`, each but the last referencing the next."""
    statements = [f"CREATE TABLE t{n} (i int PRIMARY KEY)" for n in range(tables)]
    statements += [
        f"ALTER TABLE t{n} ADD CONSTRAINT t{n}_f FOREIGN KEY (i) REFERENCES t{n + 1} (i)" for n in range(tables - 1)
    ]
    return ";\n".join(statements) + ";\n"


def chain_schema(tables: int) -> Schema:
    """The schema `chain_ddl(tables)` makes."""
    chained = {}
    for n in range(tables):
        constraints = {f"t{n}_pkey": PrimaryKeyConstraint(name=f"t{n}_pkey", columnNames=["i"])}
        if n < tables - 1:
            constraints[f"t{n}_f"] = ForeignKeyConstraint(
                name=f"t{n}_f", columnNames=["i"], targetTableName=f"t{n + 1}", targetColumnNames=["i"]
            )
        chained[f"t{n}"] = Table(
            name=f"t{n}", columns={"i": Column(name="i", type="integer", notNull=True)}, constraints=constraints
        )
    return Schema(tables=chained)


# Entities the dump's tables are named after (each with a number: `orders_0042`).
_ENTITIES = ("accounts", "customers", "orders", "invoices", "products", "shipments", "payments", "audit_events")
_DUMP_HEADER = """--
-- PostgreSQL database dump
--

-- Dumped from database version 17.5 (Debian 17.5-1.pgdg120+1)
-- Dumped by pg_dump version 17.5

SET statement_timeout = 0;
SET lock_timeout = 0;
SET idle_in_transaction_session_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;
SELECT pg_catalog.set_config('search_path', '', false);
SET check_function_bodies = false;
SET xmloption = content;
SET client_min_messages = warning;
SET row_security = off;

--
-- Name: record_status; Type: TYPE; Schema: public; Owner: app
--

CREATE TYPE public.record_status AS ENUM (
    'draft',
    'active',
    'archived'
);


ALTER TYPE public.record_status OWNER TO app;

SET default_tablespace = '';

SET default_table_access_method = heap;
"""
# The dump's statements that set the session (run, counted as left out) and that name an owner
# or a privilege (not run): per table and in all.
DUMP_SESSION_SETTINGS = 12
DUMP_OWNER_STATEMENTS_PER_TABLE = 4  # the table's and its sequence's OWNER TO, its GRANT and REVOKE
# A dump of `DUMP_TABLES` tables is just under the API's script limit (1 MiB).
DUMP_TABLES = 289


def dump_table_name(n: int) -> str:
    return f"{_ENTITIES[n % len(_ENTITIES)]}_{n:04d}"


def dump_references(n: int) -> dict[str, tuple[str, str]]:
    """Table n's foreign keys: name -> (its column, the table it references). Each table but
    the first references the one before it; from the third on, also one halfway back."""
    table = dump_table_name(n)
    references = {}
    if n > 0:
        references[f"{table}_parent_id_fkey"] = ("parent_id", dump_table_name(n - 1))
    if n > 1:
        references[f"{table}_owner_id_fkey"] = ("owner_id", dump_table_name(n // 2))
    return references


def dump_indexes(n: int) -> set[str]:
    """Table n's indexes besides its primary key's and its unique constraint's."""
    table = dump_table_name(n)
    indexes = {f"{table}_created_at_idx", f"{table}_open_idx", f"{table}_lower_name_idx"}
    return indexes | ({f"{table}_parent_id_idx"} if n > 0 else set())


def dump_ddl(tables: int) -> str:
    """A schema-only dump as `pg_dump --schema-only` writes one: session settings, an enum,
    `tables` tables (with comments, owners, sequences owned by their `id`), then their
    defaults, primary keys and unique constraints, indexes (partial, expression, DESC),
    foreign keys and privileges, each section in pg_dump's order."""
    parts = [_DUMP_HEADER]
    parts += [_dump_table(n) for n in range(tables)]
    parts += [_dump_keys(n) for n in range(tables)]
    parts += [_dump_indexes(n) for n in range(tables)]
    parts += [_dump_foreign_keys(n) for n in range(tables)]
    parts += [_dump_privileges(n) for n in range(tables)]
    parts.append("--\n-- PostgreSQL database dump complete\n--\n\n")
    return "\n".join(parts)


def _dump_table(n: int) -> str:
    table = dump_table_name(n)
    return f"""--
-- Name: {table}; Type: TABLE; Schema: public; Owner: app
--

CREATE TABLE public.{table} (
    id bigint NOT NULL,
    parent_id bigint{" NOT NULL" if n > 0 else ""},
    owner_id bigint,
    code character varying(40) NOT NULL,
    name character varying(200) NOT NULL,
    status public.record_status DEFAULT 'active'::public.record_status NOT NULL,
    amount numeric(12,2) DEFAULT 0 NOT NULL,
    metadata jsonb DEFAULT '{{}}'::jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp without time zone,
    CONSTRAINT {table}_amount_check CHECK ((amount >= (0)::numeric))
);


ALTER TABLE public.{table} OWNER TO app;

--
-- Name: TABLE {table}; Type: COMMENT; Schema: public; Owner: app
--

COMMENT ON TABLE public.{table} IS 'The {table.replace("_", " ")}: one row per record, archived never deleted.';


--
-- Name: COLUMN {table}.code; Type: COMMENT; Schema: public; Owner: app
--

COMMENT ON COLUMN public.{table}.code IS 'The code people type: unique, at most 40 characters.';


--
-- Name: {table}_id_seq; Type: SEQUENCE; Schema: public; Owner: app
--

CREATE SEQUENCE public.{table}_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


ALTER SEQUENCE public.{table}_id_seq OWNER TO app;

--
-- Name: {table}_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: app
--

ALTER SEQUENCE public.{table}_id_seq OWNED BY public.{table}.id;

"""


def _dump_keys(n: int) -> str:
    table = dump_table_name(n)
    return f"""--
-- Name: {table} id; Type: DEFAULT; Schema: public; Owner: app
--

ALTER TABLE ONLY public.{table} ALTER COLUMN id SET DEFAULT nextval('public.{table}_id_seq'::regclass);


--
-- Name: {table} {table}_pkey; Type: CONSTRAINT; Schema: public; Owner: app
--

ALTER TABLE ONLY public.{table}
    ADD CONSTRAINT {table}_pkey PRIMARY KEY (id);


--
-- Name: {table} {table}_code_key; Type: CONSTRAINT; Schema: public; Owner: app
--

ALTER TABLE ONLY public.{table}
    ADD CONSTRAINT {table}_code_key UNIQUE (code);

"""


def _dump_indexes(n: int) -> str:
    table = dump_table_name(n)
    statements = [
        f"CREATE INDEX {table}_created_at_idx ON public.{table} USING btree (created_at DESC);",
        f"CREATE INDEX {table}_open_idx ON public.{table} USING btree (status, updated_at) "
        "WHERE (status <> 'archived'::public.record_status);",
        f"CREATE INDEX {table}_lower_name_idx ON public.{table} USING btree (lower((name)::text));",
    ]
    if n > 0:
        statements.append(f"CREATE INDEX {table}_parent_id_idx ON public.{table} USING btree (parent_id);")
    return "".join(
        f"--\n-- Name: {statement.split()[2]}; Type: INDEX; Schema: public; Owner: app\n--\n\n{statement}\n\n\n"
        for statement in statements
    )


def _dump_foreign_keys(n: int) -> str:
    table = dump_table_name(n)
    actions = {"parent_id": "ON DELETE CASCADE", "owner_id": "ON DELETE SET NULL DEFERRABLE"}
    return "".join(
        f"--\n-- Name: {table} {name}; Type: FK CONSTRAINT; Schema: public; Owner: app\n--\n\n"
        f"ALTER TABLE ONLY public.{table}\n    ADD CONSTRAINT {name} FOREIGN KEY ({column}) "
        f"REFERENCES public.{target}(id) {actions[column]};\n\n\n"
        for name, (column, target) in dump_references(n).items()
    )


def _dump_privileges(n: int) -> str:
    table = dump_table_name(n)
    return f"""--
-- Name: TABLE {table}; Type: ACL; Schema: public; Owner: app
--

REVOKE ALL ON TABLE public.{table} FROM PUBLIC;
GRANT SELECT ON TABLE public.{table} TO reporting;

"""
