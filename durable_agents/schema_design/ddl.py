"""The schema as PostgreSQL DDL, and PostgreSQL DDL read back into a schema.

`ddl_statements` writes enum types first, then the tables in dependency order (columns, NOT
NULL, DEFAULT, CHECK, primary key, unique and check constraints), then the foreign keys as
`ALTER TABLE … ADD CONSTRAINT` (so cycles work), then the indexes, then the comments.
Identifiers are always quoted; a column whose type is one of the schema's enums names it
quoted. A column's `type`, `check`, a string `default` and a check constraint's `detail`
are SQL written as they are (a string default is an expression: `now()`, `'active'`).

`import_ddl` reads what it writes, and the same statements written by hand: CREATE TABLE
(inline or table constraints, unnamed ones named as PostgreSQL names them), ALTER TABLE …
ADD CONSTRAINT, CREATE [UNIQUE] INDEX, CREATE TYPE … AS ENUM, COMMENT ON TABLE / COLUMN /
TYPE. sqlglot parses the statements; types, defaults and checks are taken as written in
the source (sqlglot would rewrite `now()` as `CURRENT_TIMESTAMP`, `integer` as `INT`), so
`import_ddl(schema_ddl(s)) == s`. Anything else raises `DdlImportError` naming the statement,
and so does what would exhaust the parser: parentheses and brackets nested deeper than
`MAX_NESTING` (checked before parsing), expressions recursing too deep anyway, and statements
whose parse builds more than a few syntax nodes a token.
"""

from __future__ import annotations

import heapq
import math
from typing import Any

from pydantic import ValidationError
from sqlglot import exp
from sqlglot.dialects.dialect import Dialect
from sqlglot.errors import ParseError, TokenError
from sqlglot.tokens import Token, TokenType

from durable_agents.schema_design.contract import (
    CheckConstraint,
    Column,
    Constraint,
    Enum,
    ForeignKeyConstraint,
    Index,
    PrimaryKeyConstraint,
    Schema,
    Table,
    UniqueConstraint,
)
from durable_agents.schema_design.schema_ops import default_sql, schema_problems


class DdlImportError(ValueError):
    """The DDL cannot be read into a schema; the message names the statement and why."""


def quote_ident(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


def quote_literal(text: str) -> str:
    return "'" + text.replace("'", "''") + "'"


def schema_ddl(schema: Schema) -> str:
    """The DDL as one script."""
    statements = ddl_statements(schema)
    return ";\n\n".join(statements) + ";\n" if statements else ""


def ddl_statements(schema: Schema) -> list[str]:
    tables = _dependency_order(schema)
    statements = [
        f"CREATE TYPE {quote_ident(enum.name)} AS ENUM ({', '.join(map(quote_literal, enum.values))})"
        for enum in schema.enums.values()
    ]
    statements += [_create_table(schema, table) for table in tables]
    for table in tables:
        for fk in table.constraints.values():
            if isinstance(fk, ForeignKeyConstraint):
                statements.append(
                    f"ALTER TABLE {quote_ident(table.name)} ADD CONSTRAINT {quote_ident(fk.name)} "
                    f"FOREIGN KEY ({_idents(fk.columnNames)}) "
                    f"REFERENCES {quote_ident(fk.targetTableName)} ({_idents(fk.targetColumnNames)}) "
                    f"ON UPDATE {fk.updateConstraint.replace('_', ' ')} ON DELETE {fk.deleteConstraint.replace('_', ' ')}"
                )
    for table in tables:
        for index in table.indexes.values():
            unique = "UNIQUE " if index.unique else ""
            statements.append(
                f"CREATE {unique}INDEX {quote_ident(index.name)} ON {quote_ident(table.name)} "
                f"USING {index.type} ({_idents(index.columns)})"
            )
    statements += [
        f"COMMENT ON TYPE {quote_ident(enum.name)} IS {quote_literal(enum.comment)}"
        for enum in schema.enums.values()
        if enum.comment is not None
    ]
    for table in tables:
        if table.comment is not None:
            statements.append(f"COMMENT ON TABLE {quote_ident(table.name)} IS {quote_literal(table.comment)}")
        statements += [
            f"COMMENT ON COLUMN {quote_ident(table.name)}.{quote_ident(column.name)} IS {quote_literal(column.comment)}"
            for column in table.columns.values()
            if column.comment is not None
        ]
    return statements


def _idents(names: list[str]) -> str:
    return ", ".join(map(quote_ident, names))


def _dependency_order(schema: Schema) -> list[Table]:
    """Referenced tables before the tables referencing them, else the schema's order: each next
    table is the first in the schema's order whose referenced tables are all placed. Kahn's
    algorithm with the ready tables in a heap by position: O((tables + references) log tables)."""
    tables = list(schema.tables.values())
    position = {table.name: n for n, table in enumerate(tables)}
    waiting_for = [0] * len(tables)  # referenced tables not placed yet
    referenced_by: list[list[int]] = [[] for _ in tables]
    for n, table in enumerate(tables):
        for target in _references(table, position):
            waiting_for[n] += 1
            referenced_by[position[target]].append(n)
    ready = [n for n, count in enumerate(waiting_for) if count == 0]  # ascending: a heap already
    placed = [False] * len(tables)
    first_unplaced = 0
    ordered: list[Table] = []
    while len(ordered) < len(tables):
        if ready:
            n = heapq.heappop(ready)
        else:  # in a cycle no table is ready: take the first (the foreign keys come later anyway)
            while placed[first_unplaced]:
                first_unplaced += 1
            n = first_unplaced
        placed[n] = True
        ordered.append(tables[n])
        for referencing in referenced_by[n]:
            waiting_for[referencing] -= 1
            if waiting_for[referencing] == 0 and not placed[referencing]:
                heapq.heappush(ready, referencing)
    return ordered


def _references(table: Table, tables: dict[str, int]) -> set[str]:
    """The other tables of `tables` that `table` references."""
    targets = {c.targetTableName for c in table.constraints.values() if isinstance(c, ForeignKeyConstraint)}
    return {target for target in targets if target in tables} - {table.name}


def _create_table(schema: Schema, table: Table) -> str:
    lines = []
    for column in table.columns.values():
        kind = quote_ident(column.type) if column.type in schema.enums else column.type
        line = f"{quote_ident(column.name)} {kind}"
        if column.notNull:
            line += " NOT NULL"
        if column.default is not None:
            line += f" DEFAULT {default_sql(column.default)}"
        if column.check is not None:
            line += f" CHECK ({column.check})"
        lines.append(line)
    for constraint in table.constraints.values():
        if isinstance(constraint, PrimaryKeyConstraint | UniqueConstraint):
            lines.append(
                f"CONSTRAINT {quote_ident(constraint.name)} {constraint.type} ({_idents(constraint.columnNames)})"
            )
        elif isinstance(constraint, CheckConstraint):
            lines.append(f"CONSTRAINT {quote_ident(constraint.name)} CHECK ({constraint.detail})")
    body = "".join(f"\n  {line}," for line in lines).rstrip(",")
    return f"CREATE TABLE {quote_ident(table.name)} ({body}\n)"


# --- Import ------------------------------------------------------------------------------------

_POSTGRES = Dialect.get_or_raise("postgres")
# Words that end a column's type or default inside a column definition.
_COLUMN_CLAUSES = {
    "NOT",
    "NULL",
    "DEFAULT",
    "CHECK",
    "PRIMARY",
    "UNIQUE",
    "REFERENCES",
    "CONSTRAINT",
    "COLLATE",
    "GENERATED",
}
_SUPPORTED = (
    "CREATE TABLE, ALTER TABLE … ADD CONSTRAINT, CREATE [UNIQUE] INDEX, CREATE TYPE … AS ENUM "
    "and COMMENT ON TABLE / COLUMN / TYPE"
)
# How deep a statement's parentheses and brackets may nest. sqlglot's parser recurses some 20
# Python frames a level (CASE within parentheses some 40) and fails at the interpreter's
# recursion limit: about 45 levels deep (24 for that CASE) in a fresh thread.
MAX_NESTING = 20
_CLOSING = {TokenType.L_PAREN: TokenType.R_PAREN, TokenType.L_BRACKET: TokenType.R_BRACKET}
# Brackets nest as parentheses do: a comma or a NULL within ARRAY[…] is the array's.
_DEPTH = {**dict.fromkeys(_CLOSING, 1), **dict.fromkeys(_CLOSING.values(), -1)}
# The parser's work on a statement, counted in the syntax nodes it builds (abandoned attempts
# too): DDL takes about one a token, but each level of nested ARRAY[…], or of type names in
# type modifiers, doubles it as the parser tries one reading and then another.
_NODES_PER_TOKEN = 4
_NODES_PER_STATEMENT = 500


def import_ddl(text: str) -> Schema:
    """The schema the DDL creates; `DdlImportError` names the first statement it cannot hold."""
    try:
        tokens = _POSTGRES.tokenize(text)
    except TokenError as exc:
        raise DdlImportError(f"the DDL could not be read: {exc}") from exc
    schema = Schema()
    for number, statement in enumerate((s for s in _split(tokens, TokenType.SEMICOLON) if s), 1):
        source = _source(text, statement)
        where = f"statement {number} ({source[:120]}{'…' if len(source) > 120 else ''})"
        try:
            _check_nesting(statement)
            [node] = _BoundedParser(_NODES_PER_STATEMENT + _NODES_PER_TOKEN * len(statement)).parse(statement, text)
            _import_statement(schema, _Tokens(text, statement), node)
        except ParseError as exc:
            raise DdlImportError(f"{where} is not valid PostgreSQL: {exc.errors[0]['description']}") from exc
        except ValidationError as exc:
            raise DdlImportError(f"{where}: {_invalid(exc)}") from exc
        except DdlImportError as exc:
            raise DdlImportError(f"{where}: {exc}") from exc
        except _TooComplex as exc:
            raise DdlImportError(
                f"{where}: it is too complex to read (the parser gave up after {exc.args[0]:,} steps: "
                "ARRAY[…] within ARRAY[…], or type names within type modifiers, double its work each level)"
            ) from exc
        except RecursionError as exc:  # what the nesting check lets through: NOT NOT …, CASE within CASE
            raise DdlImportError(f"{where}: it nests too deeply to be read; write the expression flatter") from exc
        except (AttributeError, KeyError, IndexError, TypeError, ValueError, StopIteration) as exc:
            # sqlglot reads some invalid input into trees no valid DDL makes (a number as a column's
            # name, an index without columns): the statement is refused, not the request failed.
            raise DdlImportError(
                f"{where} could not be read: check it against PostgreSQL's syntax (the supported statements "
                f"are {_SUPPORTED})"
            ) from exc
    try:
        schema = Schema.model_validate(schema.model_dump())  # comments were set on built models
    except ValidationError as exc:
        raise DdlImportError(f"the imported schema is invalid: {_invalid(exc)}") from exc
    problems = schema_problems(schema)
    if problems:
        raise DdlImportError("the imported schema is inconsistent:\n- " + "\n- ".join(problems))
    return schema


def _check_nesting(tokens: list[Token]) -> None:
    """Refuse, before parsing, parentheses and brackets nested deeper than the parser can
    follow, or that do not pair up."""
    opened: list[Token] = []
    for token in tokens:
        if token.token_type in _CLOSING:
            if len(opened) == MAX_NESTING:
                raise DdlImportError(
                    f"nesting deeper than {MAX_NESTING} levels of parentheses and brackets at line {token.line}"
                )
            opened.append(token)
        elif token.token_type in _CLOSING.values():
            if not opened:
                raise DdlImportError(f"the {token.text} at line {token.line} closes nothing")
            if _CLOSING[opened[-1].token_type] != token.token_type:
                raise DdlImportError(
                    f"the {token.text} at line {token.line} does not close the {opened[-1].text} at line {opened[-1].line}"
                )
            opened.pop()
    if opened:
        raise DdlImportError(f"the {opened[-1].text} at line {opened[-1].line} is never closed")


class _TooComplex(Exception):
    """The parser reached its budget (not a ParseError: the parser would catch that and try another reading)."""


class _BoundedParser(_POSTGRES.parser_class):  # type: ignore[misc,name-defined]
    """PostgreSQL's parser, stopped once it has built `budget` syntax nodes."""

    def __init__(self, budget: int) -> None:
        super().__init__(dialect=_POSTGRES)
        self.budget = budget
        self.built = 0

    def validate_expression(self, expression: Any, args: list | None = None) -> Any:
        self.built += 1
        if self.built > self.budget:
            raise _TooComplex(self.budget)
        return super().validate_expression(expression, args)


def _invalid(exc: ValidationError) -> str:
    return "; ".join(f"{'/'.join(map(str, error['loc']))}: {error['msg']}" for error in exc.errors())


class _Tokens:
    """A statement's (or a part's) tokens with the source they come from."""

    def __init__(self, text: str, tokens: list[Token]) -> None:
        self.text = text
        self.tokens = tokens

    def part(self, start: int, end: int | None = None) -> _Tokens:
        return _Tokens(self.text, self.tokens[start:end])

    def split(self) -> list[_Tokens]:
        return [_Tokens(self.text, part) for part in _split(self.tokens, TokenType.COMMA)]

    def find(self, word: str) -> int:
        return next(i for i, token in enumerate(self.tokens) if _is_word(token, word))

    def source(self) -> str:
        return _source(self.text, self.tokens)

    def parenthesized(self, after: int) -> _Tokens:
        """What the parentheses opening after token `after` hold."""
        start = next(i for i in range(after, len(self.tokens)) if self.tokens[i].token_type == TokenType.L_PAREN)
        depth = 0
        for end in range(start, len(self.tokens)):
            depth += _DEPTH.get(self.tokens[end].token_type, 0)
            if depth == 0:
                return self.part(start + 1, end)
        raise DdlImportError("a parenthesis is not closed")

    def clause_end(self, start: int) -> int:
        """The first column clause word (NOT, DEFAULT, …) outside parentheses from `start` on."""
        depth = 0
        for i in range(start, len(self.tokens)):
            token = self.tokens[i]
            depth += _DEPTH.get(token.token_type, 0)
            if depth == 0 and any(_is_word(token, word) for word in _COLUMN_CLAUSES):
                return i
        return len(self.tokens)


def _split(tokens: list[Token], separator: TokenType) -> list[list[Token]]:
    """The tokens between separators outside parentheses."""
    parts: list[list[Token]] = [[]]
    depth = 0
    for token in tokens:
        if token.token_type == separator and depth == 0:
            parts.append([])
            continue
        depth += _DEPTH.get(token.token_type, 0)
        parts[-1].append(token)
    return parts


def _source(text: str, tokens: list[Token]) -> str:
    """The tokens as written, any run of blanks or comments between two of them one space."""
    result = ""
    for previous, token in zip([None, *tokens], tokens, strict=False):
        if previous is not None and token.start > previous.end + 1:
            result += " "
        result += text[token.start : token.end + 1]
    return result


def _is_word(token: Token, word: str) -> bool:
    return token.token_type not in (TokenType.IDENTIFIER, TokenType.STRING) and token.text.upper().split()[:1] == [word]


def _name(identifier: Any) -> str:
    """PostgreSQL's name for an identifier: unquoted ones fold to lower case."""
    if isinstance(identifier, exp.Table | exp.Column):
        identifier = identifier.this
    return identifier.this if identifier.quoted else identifier.this.lower()


def _refuse_extras(node: exp.Expression, expected: set[str]) -> None:
    """Refuse what the schema cannot hold: any argument of `node` beyond `expected` that is
    set (sqlglot fills some with False or with empty index parameters)."""
    for key, value in node.args.items():
        empty = value in (None, False, []) or (isinstance(value, exp.IndexParameters) and not any(value.args.values()))
        if key not in expected and not empty:
            shown = key.upper().replace("_", " ")
            if isinstance(value, exp.Properties):  # rendered as a whole they may print nothing (TEMPORARY)
                shown = " ".join(item.sql("postgres") for item in value.expressions)
            elif isinstance(value, exp.Expression):
                shown = value.sql("postgres")
            raise DdlImportError(f"{shown} is not supported")


def _import_statement(schema: Schema, tokens: _Tokens, node: exp.Expression | None) -> None:
    kind = node.args.get("kind") if node is not None else None
    if isinstance(node, exp.Create) and kind == "TABLE" and isinstance(node.this, exp.Schema):
        _refuse_extras(node, {"this", "kind", "exists"})
        _create_table_from(schema, tokens, node.this)
    elif isinstance(node, exp.Create) and kind == "TYPE" and isinstance(node.expression, exp.DataType):
        _refuse_extras(node, {"this", "kind", "expression"})
        if not node.expression.is_type(exp.DataType.Type.ENUM):
            raise DdlImportError("only enum types (CREATE TYPE … AS ENUM) are supported")
        enum = Enum(name=_name(node.this), values=[value.this for value in node.expression.expressions])
        if enum.name in schema.enums:
            raise DdlImportError(f'enum "{enum.name}" is defined twice')
        schema.enums[enum.name] = enum
    elif isinstance(node, exp.Create) and kind == "INDEX":
        _refuse_extras(node, {"this", "kind", "exists", "unique", "concurrently"})
        _create_index(schema, node.this, unique=bool(node.args.get("unique")))
    elif isinstance(node, exp.Alter) and kind == "TABLE":
        _refuse_extras(node, {"this", "kind", "exists", "actions", "only", "not_valid"})
        table = _table(schema, node.this)
        for action, action_tokens in zip(node.args["actions"], tokens.split(), strict=True):
            if not isinstance(action, exp.AddConstraint):
                raise DdlImportError(f"{action.sql('postgres')}: only ADD CONSTRAINT is supported")
            for constraint in action.expressions:
                _table_constraint(schema, table, constraint, action_tokens)
    elif isinstance(node, exp.Comment) and kind in ("TABLE", "COLUMN", "TYPE"):
        _comment(schema, node)
    else:
        raise DdlImportError(f"this statement is not supported; the supported ones are {_SUPPORTED}")


def _table(schema: Schema, node: exp.Expression) -> Table:
    name = _name(node)
    if name not in schema.tables:
        raise DdlImportError(f'table "{name}" is not defined before this statement')
    return schema.tables[name]


def _create_table_from(schema: Schema, tokens: _Tokens, node: exp.Schema) -> None:
    table = Table(name=_name(node.this))
    if table.name in schema.tables:
        raise DdlImportError(f'table "{table.name}" is defined twice')
    schema.tables[table.name] = table
    body = tokens.parenthesized(0)
    elements = body.split() if body.tokens else []
    for element, element_tokens in zip(node.expressions, elements, strict=True):
        if isinstance(element, exp.ColumnDef):
            _column(schema, table, element, element_tokens)
        else:
            _table_constraint(schema, table, element, element_tokens)


def _column(schema: Schema, table: Table, node: exp.ColumnDef, tokens: _Tokens) -> None:
    _refuse_extras(node, {"this", "kind", "constraints"})
    name = _name(node.this)
    type_end = tokens.clause_end(1)
    type_tokens = tokens.part(1, type_end)
    if not type_tokens.tokens:
        raise DdlImportError(f'column "{name}" has no type')
    [first, *more] = type_tokens.tokens
    # A quoted type name (an enum's, as ddl_statements writes it) is the name itself.
    kind = first.text if first.token_type == TokenType.IDENTIFIER and not more else type_tokens.source()
    fields: dict[str, Any] = {"name": name, "type": kind}
    for clause in node.args.get("constraints") or []:
        given = _name(clause.this) if clause.this else None
        value = clause.args["kind"]
        if isinstance(value, exp.NotNullColumnConstraint):
            fields["notNull"] = not value.args.get("allow_null")
        elif isinstance(value, exp.DefaultColumnConstraint):
            start = tokens.find("DEFAULT") + 1
            fields["default"] = _default(tokens.part(start, tokens.clause_end(start)))
        elif isinstance(value, exp.CheckColumnConstraint):
            fields["check"] = tokens.parenthesized(tokens.find("CHECK")).source()
        elif isinstance(value, exp.PrimaryKeyColumnConstraint):
            _refuse_extras(value, set())
            _store(
                table, PrimaryKeyConstraint(name=given or _free_name(table, f"{table.name}_pkey"), columnNames=[name])
            )
        elif isinstance(value, exp.UniqueColumnConstraint):
            _refuse_extras(value, set())
            _store(
                table, UniqueConstraint(name=given or _free_name(table, f"{table.name}_{name}_key"), columnNames=[name])
            )
        elif isinstance(value, exp.Reference):
            target = _reference(schema, value)
            fk_name = given or _free_name(table, f"{table.name}_{name}_fkey")
            _store(table, ForeignKeyConstraint(name=fk_name, columnNames=[name], **target))
        else:
            raise DdlImportError(f'column "{name}": {clause.sql("postgres")} is not supported')
    table.columns[name] = Column(**fields)


def _default(tokens: _Tokens) -> str | int | float | bool | None:
    kinds = [token.token_type for token in tokens.tokens]
    text = tokens.source()
    if kinds in ([TokenType.NUMBER], [TokenType.DASH, TokenType.NUMBER]):
        return _number(text)
    if kinds in ([TokenType.TRUE], [TokenType.FALSE]):
        return kinds[0] == TokenType.TRUE
    return text or None  # DEFAULT NULL


def _number(text: str) -> int | float | str:
    """A number as JSON holds it, else as written (an SQL expression): more digits than Python
    converts, or beyond a float (1e400)."""
    try:
        number = int(text) if text.lstrip("-").isdigit() else float(text)
    except ValueError:  # more digits than Python converts
        return text
    return text if isinstance(number, float) and not math.isfinite(number) else number


def _table_constraint(schema: Schema, table: Table, node: exp.Expression, tokens: _Tokens) -> None:
    given = None
    if isinstance(node, exp.Constraint):
        given = _name(node.this)
        [node] = node.expressions
    if isinstance(node, exp.PrimaryKey):
        _refuse_extras(node, {"expressions"})
        columns = [_name(c) for c in node.expressions]
        _store(table, PrimaryKeyConstraint(name=given or _free_name(table, f"{table.name}_pkey"), columnNames=columns))
    elif isinstance(node, exp.UniqueColumnConstraint) and isinstance(node.this, exp.Schema):
        _refuse_extras(node, {"this"})
        columns = [_name(c) for c in node.this.expressions]
        name = given or _free_name(table, f"{table.name}_{'_'.join(columns)}_key")
        _store(table, UniqueConstraint(name=name, columnNames=columns))
    elif isinstance(node, exp.ForeignKey):
        _refuse_extras(node, {"expressions", "reference"})
        columns = [_name(c) for c in node.expressions]
        target = _reference(schema, node.args["reference"])
        name = given or _free_name(table, f"{table.name}_{'_'.join(columns)}_fkey")
        _store(table, ForeignKeyConstraint(name=name, columnNames=columns, **target))
    elif isinstance(node, exp.CheckColumnConstraint):
        detail = tokens.parenthesized(tokens.find("CHECK")).source()
        name = given or _free_name(table, f"{table.name}_check")
        _store(table, CheckConstraint(name=name, detail=detail))
    else:
        raise DdlImportError(f"{node.sql('postgres')} is not supported")


def _free_name(table: Table, base: str) -> str:
    """PostgreSQL's way with a taken default name: base, base1, base2, …"""
    suffix = 0
    while (name := f"{base}{suffix or ''}") in table.constraints:
        suffix += 1
    return name


def _store(table: Table, constraint: Constraint) -> None:
    if constraint.name in table.constraints:
        raise DdlImportError(f'table "{table.name}" has two constraints named "{constraint.name}"')
    table.constraints[constraint.name] = constraint


def _reference(schema: Schema, node: exp.Reference) -> dict[str, Any]:
    """The target and the referential actions of REFERENCES …"""
    target = node.this
    columns = [_name(c) for c in target.expressions] if isinstance(target, exp.Schema) else []
    table = _name(target.this if isinstance(target, exp.Schema) else target)
    if not columns:  # PostgreSQL: the referenced table's primary key, which must exist already
        keys = [c for c in _table(schema, target).constraints.values() if isinstance(c, PrimaryKeyConstraint)]
        if not keys:
            raise DdlImportError(f'REFERENCES {table} names no columns, and "{table}" has no primary key')
        columns = keys[0].columnNames
    actions = {"UPDATE": "NO_ACTION", "DELETE": "NO_ACTION"}
    for option in node.args.get("options") or []:
        words = str(option).upper().split()
        if words[0] != "ON" or words[1] not in actions:
            raise DdlImportError(f"{option} is not supported (only ON UPDATE and ON DELETE)")
        actions[words[1]] = "_".join(words[2:])
    return {
        "targetTableName": table,
        "targetColumnNames": columns,
        "updateConstraint": actions["UPDATE"],
        "deleteConstraint": actions["DELETE"],
    }


def _create_index(schema: Schema, node: exp.Index, unique: bool) -> None:
    _refuse_extras(node, {"this", "table", "params"})
    table = _table(schema, node.args["table"])
    params = node.args["params"]
    _refuse_extras(params, {"using", "columns"})
    columns = []
    for ordered in params.args["columns"]:
        if not isinstance(ordered.this, exp.Column):
            raise DdlImportError(f"index on {ordered.this.sql('postgres')}: only plain columns are supported")
        _refuse_extras(ordered, {"this"})
        columns.append(_name(ordered.this))
    name = _name(node.this) if node.this else f"{table.name}_{'_'.join(columns)}_idx"
    using = params.args.get("using")
    index = Index(name=name, unique=unique, columns=columns, type=using.name if using else "btree")
    if name in table.indexes:
        raise DdlImportError(f'index "{name}" is defined twice')
    table.indexes[name] = index


def _comment(schema: Schema, node: exp.Comment) -> None:
    value = node.expression
    if not (isinstance(value, exp.Literal) and value.is_string):
        raise DdlImportError("a comment must be a string literal")
    kind, target = node.args["kind"], node.this
    if kind == "TYPE":
        name = _name(target)
        if name not in schema.enums:
            raise DdlImportError(f'enum "{name}" is not defined before this statement')
        schema.enums[name].comment = value.this
    elif kind == "TABLE":
        _table(schema, target).comment = value.this
    else:
        table = _table(schema, target.args["table"])
        column = _name(target)
        if column not in table.columns:
            raise DdlImportError(f'table "{table.name}" has no column "{column}"')
        table.columns[column].comment = value.this
