"""OpenAI's rules for a schema sent in strict mode (Structured Outputs: a `json_schema`
response format, or a function, with `strict: true`), and the instances of such a schema:
all that a model honouring it can write.

The rules, from OpenAI's "Supported schemas"
(https://platform.openai.com/docs/guides/structured-outputs#supported-schemas), and for the
name from the Chat Completions reference (`response_format.json_schema.name`):
- The root is an object, and not `anyOf`.
- Types: string, number, boolean, integer, object, array, enum, anyOf; `null` in a union
  ("emulate an optional parameter by using a union type with `null`"), `type` may list types.
  Every schema says what it is: a `type`, `anyOf`, `enum`, `const` or `$ref`.
- Keywords: string `pattern`, `format` (date-time, time, date, duration, email, hostname,
  ipv4, ipv6, uuid); number and integer `multipleOf`, `maximum`, `exclusiveMaximum`,
  `minimum`, `exclusiveMinimum`; array `items`, `minItems`, `maxItems`; object `properties`,
  `required`, `additionalProperties`; any schema `description`, `enum`, `const`, `anyOf`,
  `$ref`; the root `$defs`. String `minLength` / `maxLength` are named only among what
  fine-tuned models "additionally do not support", so are taken as supported for the others.
  Nothing else: the page names `allOf`, `not`, `dependentRequired`, `dependentSchemas`, `if`,
  `then`, `else` as not supported, and a keyword it does not name (`default`, `title`,
  `patternProperties`, `oneOf` ...) is refused here too.
- Every object: `additionalProperties: false`, and all its properties in `required`.
- Each `anyOf` variant is a schema by these rules.
- Definitions in `$defs`, referenced as `#/$defs/<name>`, or `#` (the root: recursion).
- At most 5000 object properties in all, and 10 levels of nesting (an array counts as a
  level as an object does: the page does not say, so the count fails closed).
- At most 120,000 characters in all property names, definition names, enum and const values.
- At most 1000 enum values in all; an enum of more than 250 strings, at most 15,000 characters.
- The name (of the response format or function): a-z, A-Z, 0-9, `_` and `-`, at most 64.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

TYPES = frozenset({"string", "number", "integer", "boolean", "object", "array", "null"})
FORMATS = frozenset({"date-time", "time", "date", "duration", "email", "hostname", "ipv4", "ipv6", "uuid"})
ANY_SCHEMA_KEYWORDS = frozenset({"type", "description", "enum", "const", "anyOf", "$ref"})
_NUMBER_KEYWORDS = frozenset({"multipleOf", "maximum", "exclusiveMaximum", "minimum", "exclusiveMinimum"})
TYPE_KEYWORDS: dict[str, frozenset[str]] = {
    "string": frozenset({"pattern", "format", "minLength", "maxLength"}),
    "number": _NUMBER_KEYWORDS,
    "integer": _NUMBER_KEYWORDS,
    "array": frozenset({"items", "minItems", "maxItems"}),
    "object": frozenset({"properties", "required", "additionalProperties"}),
    "boolean": frozenset(),
    "null": frozenset(),
}
MAX_PROPERTIES = 5000
MAX_NESTING = 10
MAX_NAME_AND_VALUE_CHARS = 120_000
MAX_ENUM_VALUES = 1000
LARGE_ENUM = 250
MAX_LARGE_ENUM_CHARS = 15_000
NAME = re.compile(r"^[A-Za-z0-9_-]{1,64}$")
# A string nothing says more about: what an instance holds where its seed gives nothing.
FILLER = "sample text"


def _types(node: dict[str, Any]) -> list[str]:
    kind = node.get("type", [])
    return [kind] if isinstance(kind, str) else list(kind)


def _nested(node: dict[str, Any], path: str) -> list[tuple[dict[str, Any], str]]:
    """The schemas one level inside `node`: its properties' and its items', with their paths."""
    nested = [(schema, f"{path}.properties.{name}") for name, schema in (node.get("properties") or {}).items()]
    nested += [
        (node[key], f"{path}.{key}") for key in ("items", "additionalProperties") if isinstance(node.get(key), dict)
    ]
    return nested


def _inside(node: dict[str, Any], path: str) -> list[tuple[dict[str, Any], str]]:
    """The schemas written inside `node` (references not followed), with their paths."""
    variants = [(schema, f"{path}.anyOf[{index}]") for index, schema in enumerate(node.get("anyOf") or [])]
    return _nested(node, path) + variants


def _shape_problems(node: dict[str, Any], path: str, definitions: dict[str, Any]) -> Iterator[str]:
    kinds = _types(node)
    allowed = ANY_SCHEMA_KEYWORDS.union(*(TYPE_KEYWORDS.get(kind, ()) for kind in kinds))
    for keyword in sorted(node.keys() - allowed - ({"$defs"} if path == "$" else set())):
        yield f"{path}: keyword {keyword!r} is not supported" + (f" on type {'/'.join(kinds)}" if kinds else "")
    if unknown := [kind for kind in kinds if kind not in TYPES]:
        yield f"{path}: type {'/'.join(map(str, unknown))} is not supported"
    if not kinds and not {"anyOf", "$ref", "enum", "const"} & node.keys():
        yield f"{path}: no type"
    if "object" in kinds:
        if node.get("additionalProperties") is not False:
            yield f"{path}: additionalProperties must be false"
        properties = node.get("properties")
        if not isinstance(properties, dict):
            yield f"{path}: an object needs its properties"
        elif sorted(node.get("required") or []) != sorted(properties):
            yield f"{path}: required {node.get('required')} must list every property {list(properties)}"
    if "array" in kinds and not isinstance(node.get("items"), dict):
        yield f"{path}: an array needs its items schema"
    if "format" in node and node["format"] not in FORMATS:
        yield f"{path}: format {node['format']!r} is not supported"
    if "enum" in node and not (isinstance(node["enum"], list) and node["enum"]):
        yield f"{path}: enum must be a list of values"
    if "anyOf" in node and not (isinstance(node["anyOf"], list) and node["anyOf"]):
        yield f"{path}: anyOf must be a list of schemas"
    if "$ref" in node and node["$ref"] != "#" and node["$ref"].removeprefix("#/$defs/") not in definitions:
        yield f"{path}: $ref {node['$ref']!r} names no definition in $defs"


def _nesting(node: dict[str, Any], schema: dict[str, Any], followed: frozenset[str]) -> int:
    """The levels of objects and arrays in `node`, references followed (each once on a path)."""
    if "$ref" in node:
        name = node["$ref"].removeprefix("#/$defs/")
        if name in followed:
            return 0
        target = schema if node["$ref"] == "#" else schema.get("$defs", {}).get(name, {})
        return _nesting(target, schema, followed | {name})
    variants = [_nesting(variant, schema, followed) for variant in node.get("anyOf") or []]
    inner = [_nesting(nested, schema, followed) for nested, _ in _nested(node, "")]
    level = 1 if {"object", "array"} & set(_types(node)) else 0
    return max([*variants, level + max(inner, default=0)])


def schemas_in(schema: dict[str, Any]) -> Iterator[tuple[dict[str, Any], str]]:
    """`schema`, its definitions and every schema written inside them, with their paths."""
    definitions = schema.get("$defs") or {}
    pending = [(schema, "$"), *((definition, f"$.$defs.{name}") for name, definition in definitions.items())]
    while pending:
        node, path = pending.pop()
        yield node, path
        pending += _inside(node, path)


def strict_violations(schema: dict[str, Any]) -> list[str]:
    """Every way `schema` breaks the rules above, each with its place ($ the root); [] for a
    schema OpenAI takes in strict mode."""
    if not isinstance(schema, dict):
        return ["$: the schema is not an object"]
    definitions = schema.get("$defs") or {}
    problems = [] if schema.get("type") == "object" and "anyOf" not in schema else ["$: the root must be an object"]
    properties = 0
    chars = sum(len(name) for name in definitions)
    enum_values = 0
    for node, path in schemas_in(schema):
        problems += _shape_problems(node, path, definitions)
        names = list((node.get("properties") or {}).keys())
        properties += len(names)
        chars += sum(map(len, names)) + (len(node["const"]) if isinstance(node.get("const"), str) else 0)
        values = node.get("enum") if isinstance(node.get("enum"), list) else []
        enum_values += len(values)
        strings = sum(len(value) for value in values if isinstance(value, str))
        chars += strings
        if len(values) > LARGE_ENUM and strings > MAX_LARGE_ENUM_CHARS:
            problems.append(f"{path}: {len(values)} enum values of {strings} characters (> {MAX_LARGE_ENUM_CHARS})")
    if properties > MAX_PROPERTIES:
        problems.append(f"$: {properties} object properties (> {MAX_PROPERTIES})")
    if (nesting := _nesting(schema, schema, frozenset())) > MAX_NESTING:
        problems.append(f"$: {nesting} levels of nesting (> {MAX_NESTING})")
    if chars > MAX_NAME_AND_VALUE_CHARS:
        problems.append(f"$: {chars} characters of names and values (> {MAX_NAME_AND_VALUE_CHARS})")
    if enum_values > MAX_ENUM_VALUES:
        problems.append(f"$: {enum_values} enum values (> {MAX_ENUM_VALUES})")
    return problems


def format_violations(name: str, schema: dict[str, Any]) -> list[str]:
    """`strict_violations`, and the name's: what a strict response format or function breaks."""
    named = [] if isinstance(name, str) and NAME.match(name) else [f"name {name!r}: a-z, A-Z, 0-9, _ or -, 1-64"]
    return named + strict_violations(schema)


NOTHING: Any = object()  # no seed: the smallest value the schema allows


def _fits_type(kind: str, value: Any) -> bool:
    if kind in ("integer", "number") and isinstance(value, bool):
        return False
    expected = {"object": dict, "array": list, "string": str, "integer": int, "number": (int, float), "boolean": bool}
    return value is None if kind == "null" else isinstance(value, expected[kind])


def instance_of(schema: dict[str, Any], seed: Any = NOTHING) -> Any:
    """An instance of the strict `schema`: what a strict model answers when it means `seed`.
    `seed` is kept where it fits; a property the schema lacks is lost (the model cannot write
    it), and what the seed leaves out or gets wrong is the smallest value the schema allows
    (`FILLER` for a string, the first of an enum, the first variant of a union, one item in
    an array)."""
    definitions = schema.get("$defs") or {}

    def resolved(node: dict[str, Any]) -> dict[str, Any]:
        if "$ref" not in node:
            return node
        return schema if node["$ref"] == "#" else definitions[node["$ref"].removeprefix("#/$defs/")]

    def fits(node: dict[str, Any], value: Any) -> bool:
        node = resolved(node)
        if value is NOTHING:
            return True
        if "const" in node or "enum" in node:
            return value in node.get("enum", [node.get("const")])
        if "anyOf" in node:
            return any(fits(variant, value) for variant in node["anyOf"])
        if isinstance(value, dict) and "object" in _types(node):
            known = node.get("properties") or {}
            return all(key in known and fits(known[key], inner) for key, inner in value.items())
        return any(_fits_type(kind, value) for kind in _types(node))

    def made(node: dict[str, Any], seed: Any) -> Any:
        node = resolved(node)
        if "const" in node:
            return node["const"]
        if "enum" in node:
            return seed if seed in node["enum"] else node["enum"][0]
        if "anyOf" in node:
            return made(next((v for v in node["anyOf"] if fits(v, seed)), node["anyOf"][0]), seed)
        kinds = _types(node)
        kind = next((kind for kind in kinds if seed is not NOTHING and _fits_type(kind, seed)), kinds[0])
        seed = seed if seed is not NOTHING and _fits_type(kind, seed) else NOTHING
        return _MAKERS[kind](node, seed, made)

    return made(schema, seed)


def _object(node: dict[str, Any], seed: Any, made: Any) -> dict[str, Any]:
    given = {} if seed is NOTHING else seed
    return {name: made(inner, given.get(name, NOTHING)) for name, inner in node["properties"].items()}


def _array(node: dict[str, Any], seed: Any, made: Any) -> list[Any]:
    # Unseeded, one item at least: every schema inside the array gets an instance.
    items = [made(node["items"], inner) for inner in ([NOTHING] if seed is NOTHING else seed)]
    items += [made(node["items"], NOTHING) for _ in range(node.get("minItems", 0) - len(items))]
    return items[: node.get("maxItems")]


def _string(node: dict[str, Any], seed: Any, _made: Any) -> str:
    text = FILLER if seed is NOTHING else seed
    text = text.ljust(node.get("minLength", 0), ".")
    return text[: node.get("maxLength")]


def _number(node: dict[str, Any], seed: Any, _made: Any) -> float:
    value = node.get("minimum", 0) if seed is NOTHING else seed
    return min(max(value, node.get("minimum", value)), node.get("maximum", value))


_MAKERS: dict[str, Any] = {
    "object": _object,
    "array": _array,
    "string": _string,
    "integer": _number,
    "number": _number,
    "boolean": lambda _node, seed, _made: False if seed is NOTHING else seed,
    "null": lambda _node, _seed, _made: None,
}
