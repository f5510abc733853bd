"""`durable-agents`: dev (everything at once), worker, api, tenants create / settings, users create / list,
warehouse generate, catalogue load."""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

from durable_agents.settings import Settings


def _settings(args: argparse.Namespace) -> Settings:
    overrides = {"data_dir": Path(args.data_dir)} if getattr(args, "data_dir", None) else {}
    return Settings(**overrides)


def _cmd_dev(args: argparse.Namespace) -> int:
    from durable_agents.dev import DevOptions, run_dev

    return run_dev(
        _settings(args),
        DevOptions(api_port=args.port, temporal_port=args.temporal_port, ui_port=args.ui_port, llm_port=args.llm_port),
    )


def _cmd_worker(args: argparse.Namespace) -> int:
    import worker

    if args.data_dir:
        os.environ["DATA_DIR"] = args.data_dir
    worker.main()
    return 0


def _cmd_api(args: argparse.Namespace) -> int:
    import uvicorn

    from api.app import create_app

    settings = _settings(args)
    uvicorn.run(
        create_app(settings),
        host=args.host or settings.api_host,
        port=args.port or settings.api_port,
        log_level="info",
        timeout_graceful_shutdown=5,
    )
    return 0


def _cmd_tenants_create(args: argparse.Namespace) -> int:
    from durable_agents.tenancy import create_tenant

    tenant, api_key = create_tenant(_settings(args).resolved_database_url, args.name)
    print(json.dumps({"tenant_id": tenant.id, "api_key": api_key}))
    return 0


def _cmd_tenants_settings(args: argparse.Namespace) -> int:
    from durable_agents.tenancy import get_tenant, set_creator_may_decide

    db_url = _settings(args).resolved_database_url
    tenant = get_tenant(db_url, args.tenant)
    if tenant is None:
        print(f"tenants settings: no tenant {args.tenant}", file=sys.stderr)
        return 2
    if args.creator_may_decide is not None:
        tenant = set_creator_may_decide(db_url, tenant.id, args.creator_may_decide == "on")
    print(json.dumps({"tenant_id": tenant.id, "creator_may_decide": bool(tenant.creator_may_decide)}))
    return 0


# At most this many tenants are named in the error that asks for --tenant.
NAMED_TENANTS = 10


def _tenant_or_only(db_url: str, tenant_id: str | None) -> str:
    """`tenant_id` if given, else the only tenant there is (as after `durable-agents dev`);
    LookupError saying what to pass when there is none or several."""
    if tenant_id:
        return tenant_id
    from sqlmodel import select

    from durable_agents.database import Tenant, session

    with session(db_url) as db:
        tenants = db.exec(select(Tenant).order_by(Tenant.created_at).limit(NAMED_TENANTS + 1)).all()
        if len(tenants) == 1:
            return tenants[0].id
    if not tenants:
        raise LookupError("no tenant yet: create one with `durable-agents tenants create NAME`")
    named = ", ".join(f"{tenant.id} ({tenant.name})" for tenant in tenants[:NAMED_TENANTS])
    more = ", ..." if len(tenants) > NAMED_TENANTS else ""
    raise LookupError(f"there are several tenants: pass --tenant with one of {named}{more}")


def _cmd_users_create(args: argparse.Namespace) -> int:
    from pydantic import ValidationError

    from api.users import UserCreate
    from durable_agents.tenancy import EmailTaken, create_user

    db_url = _settings(args).resolved_database_url
    try:
        body = UserCreate(email=args.email, name=args.name)  # the API's own checks
        user, api_key = create_user(db_url, _tenant_or_only(db_url, args.tenant), body.email, body.name)
    except ValidationError as err:
        print(f"users create: {'; '.join(str(e['msg']) for e in err.errors())}", file=sys.stderr)
        return 2
    except (LookupError, EmailTaken) as err:
        print(f"users create: {err}", file=sys.stderr)
        return 2
    print(json.dumps({"user_id": user.id, "tenant_id": user.tenant_id, "email": user.email, "api_key": api_key}))
    return 0


def _cmd_users_list(args: argparse.Namespace) -> int:
    from durable_agents.tenancy import get_tenant, list_users

    db_url = _settings(args).resolved_database_url
    try:
        tenant_id = _tenant_or_only(db_url, args.tenant)
    except LookupError as err:
        print(f"users list: {err}", file=sys.stderr)
        return 2
    if get_tenant(db_url, tenant_id) is None:
        print(f"users list: no tenant {tenant_id}", file=sys.stderr)
        return 2
    users = list_users(db_url, tenant_id)
    print(json.dumps([{"user_id": u.id, "email": u.email, "name": u.name} for u in users]))
    return 0


def _cmd_warehouse_generate(args: argparse.Namespace) -> int:
    from sqlalchemy.engine import make_url

    from durable_agents.research.warehouse import generate

    url = _settings(args).resolved_warehouse_url
    counts = generate(url, patients=args.patients, seed=args.seed)
    print(json.dumps({"warehouse": make_url(url).render_as_string(hide_password=True), "rows": counts}))
    return 0


def _cmd_catalogue_load(args: argparse.Namespace) -> int:
    from pydantic import ValidationError

    from durable_agents.planner.catalogue import read_catalogue, seed_catalogue
    from durable_agents.planner.catalogue_store import count_blocks, load_blocks

    try:
        entries = read_catalogue(Path(args.file)) if args.file else seed_catalogue()
    except (OSError, ValueError) as err:  # ValidationError and JSONDecodeError are ValueErrors
        reason = f"{err.error_count()} invalid fields: {err}" if isinstance(err, ValidationError) else str(err)
        print(f"catalogue load: {reason}", file=sys.stderr)
        return 2
    url = _settings(args).resolved_database_url
    loaded = load_blocks(url, entries)
    print(json.dumps({"loaded": loaded, "total": count_blocks(url)}))
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="durable-agents", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    data_dir = argparse.ArgumentParser(add_help=False)
    data_dir.add_argument("--data-dir", help="Data directory (default: DATA_DIR or .data).")

    dev = commands.add_parser(
        "dev", parents=[data_dir], help="Start Temporal, the local LLM, the worker and the API on 127.0.0.1."
    )
    dev.add_argument("--port", type=int, default=8000, help="API port (default 8000).")
    dev.add_argument("--temporal-port", type=int, default=7233, help="Temporal frontend port (default 7233).")
    dev.add_argument("--ui-port", type=int, default=8233, help="Temporal Web UI port (default 8233).")
    dev.add_argument("--llm-port", type=int, default=8081, help="Embedded LLM port when LLM_BASE_URL is unset.")
    dev.set_defaults(func=_cmd_dev)

    worker = commands.add_parser("worker", parents=[data_dir], help="Run the Temporal worker.")
    worker.set_defaults(func=_cmd_worker)

    api = commands.add_parser("api", parents=[data_dir], help="Run the HTTP API.")
    api.add_argument("--host", help="Bind address (default: API_HOST or 127.0.0.1).")
    api.add_argument("--port", type=int, help="Port (default: API_PORT or 8000).")
    api.set_defaults(func=_cmd_api)

    tenants = commands.add_parser("tenants", help="Manage tenants.")
    tenant_commands = tenants.add_subparsers(dest="tenant_command", required=True)
    create = tenant_commands.add_parser(
        "create", parents=[data_dir], help='Create a tenant; prints {"tenant_id", "api_key"} as JSON.'
    )
    create.add_argument("name")
    create.set_defaults(func=_cmd_tenants_create)
    tenant_settings = tenant_commands.add_parser(
        "settings",
        parents=[data_dir],
        help='Show, or change, a tenant\'s settings; prints {"tenant_id", "creator_may_decide"} as JSON.',
    )
    tenant_settings.add_argument("--tenant", required=True, help="The tenant's id.")
    tenant_settings.add_argument(
        "--creator-may-decide",
        choices=["on", "off"],
        help="on: the user who creates a research request may decide its gates (default off: another "
        "approver must). Applies to requests created afterwards.",
    )
    tenant_settings.set_defaults(func=_cmd_tenants_settings)

    users = commands.add_parser("users", help="Manage a tenant's users (the people who decide research gates).")
    user_commands = users.add_subparsers(dest="user_command", required=True)
    user_create = user_commands.add_parser(
        "create",
        parents=[data_dir],
        help='Create a user with their own API key; prints {"user_id", "tenant_id", "email", "api_key"} as JSON.',
    )
    user_create.add_argument(
        "--tenant", help="The tenant's id (from `tenants create`, or `dev`'s banner); default: the only tenant."
    )
    user_create.add_argument("--email", required=True, help="Unique in the tenant; approver lists name users by it.")
    user_create.add_argument("--name", default="", help="A display name.")
    user_create.set_defaults(func=_cmd_users_create)
    user_list = user_commands.add_parser(
        "list", parents=[data_dir], help='The tenant\'s users as JSON: [{"user_id", "email", "name"}].'
    )
    user_list.add_argument("--tenant", help="The tenant's id; default: the only tenant.")
    user_list.set_defaults(func=_cmd_users_list)

    warehouse = commands.add_parser("warehouse", help="The synthetic clinical data warehouse of the research pipeline.")
    warehouse_commands = warehouse.add_subparsers(dest="warehouse_command", required=True)
    generate = warehouse_commands.add_parser(
        "generate",
        parents=[data_dir],
        help="(Re)create the warehouse at WAREHOUSE_URL (default: warehouse.db in the data directory); "
        "prints the rows of each table as JSON.",
    )
    generate.add_argument("--patients", type=int, default=3000, help="Patients to generate (default 3000).")
    generate.add_argument("--seed", type=int, default=7, help="Random seed: the same seed gives the same data.")
    generate.set_defaults(func=_cmd_warehouse_generate)

    catalogue = commands.add_parser("catalogue", help="The planner's task block catalogue.")
    catalogue_commands = catalogue.add_subparsers(dest="catalogue_command", required=True)
    load = catalogue_commands.add_parser(
        "load",
        parents=[data_dir],
        help="Insert or update (by action code) the shipped seed catalogue, or the blocks of --file; "
        'prints {"loaded", "total"} as JSON.',
    )
    load.add_argument("--file", help='A catalogue JSON file ({"blocks": [...]}, the seed\'s format).')
    load.set_defaults(func=_cmd_catalogue_load)
    return parser


def main(argv: list[str] | None = None) -> None:
    args = build_parser().parse_args(argv)
    from durable_agents.log_redaction import mask_keys_in_logs

    mask_keys_in_logs()  # every command: the API's access log, the worker's and dev's own logs
    code = args.func(args)
    sys.stdout.flush()
    # Native threads (Temporal core, llama.cpp) can abort interpreter shutdown (sdk-python#300).
    os._exit(code)


if __name__ == "__main__":
    main()
