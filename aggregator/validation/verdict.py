"""The list-time verdict on a schema: `classify_schema` / `schema_problems`, its dialect, its budget.

Judged statically, so the catalog can drop a broken tool (``invalid``) or keep one it cannot
check (``over_budget``, ``external_ref``) before any call is made. The checks run cheapest first: the one-pass
survey settles the common schema; only what it cannot settle pays for the full walk, the meta-schema and the
`$ref` checks.
"""

from __future__ import annotations

from typing import Any, Final

from jsonschema import Draft202012Validator
from jsonschema.exceptions import SchemaError
from jsonschema.protocols import Validator
from jsonschema.validators import validator_for

from aggregator.validation.outcomes import SchemaVerdict
from aggregator.validation.refs import _dangling_pointers, _expanded_size, _external_refs
from aggregator.validation.shape import _budget_problems, _walk
from aggregator.validation.survey import _QUICK_DIALECTS, _quick_meta_ok, _survey
from aggregator.validation.text import _json_type, _pointer, _short, _truncate

MAX_DEPTH: Final = 32
MAX_SUBSCHEMAS: Final = 2000
_DEFAULT_DIALECT: Final = Draft202012Validator


def classify_schema(
    schema: Any,
    *,
    max_depth: int = MAX_DEPTH,
    max_subschemas: int = MAX_SUBSCHEMAS,
    require_object_root: bool = True,
) -> tuple[SchemaVerdict, list[str]]:
    """Judge a tool schema statically; never raises.

    Returns the verdict and readable problems. With verdict ``ok`` the list may still hold a warning
    (an unsupported `$schema` dialect validated as 2020-12). `require_object_root=False` is for
    `outputSchema`, whose root may be any type (or a boolean schema).
    """
    verdict, problems, _ = _classify(schema, max_depth, max_subschemas, require_object_root)
    return verdict, problems


def _classify(
    schema: Any, max_depth: int, max_subschemas: int, require_object_root: bool
) -> tuple[SchemaVerdict, list[str], bool | None]:
    """`classify_schema`, plus whether an `x-mcp-header` annotation appears (None: not surveyed)."""
    problems = _root_problems(schema, require_object_root)
    if problems:
        return "invalid", problems, None
    cls, dialect_problem = _dialect(schema)
    if isinstance(schema, bool):
        return "ok", [], False
    quick = _survey(schema, max_subschemas, cls is _DEFAULT_DIALECT) if cls in _QUICK_DIALECTS else None
    if quick is not None and quick.depth <= max_depth and quick.complete and quick.meta_ok and not quick.refs:
        # the common case, decided in one pass: no references to follow, every keyword well formed
        return "ok", [dialect_problem] if dialect_problem else [], quick.headers
    shape = _walk(schema, cls, max_subschemas)
    if shape.depth > max_depth or not shape.complete:
        return "over_budget", _budget_problems(shape, max_depth, max_subschemas), None
    invalid = _meta_problems(schema, cls) or _dangling_pointers(schema, shape)
    if invalid:
        return "invalid", invalid, None
    if shape.refs and _expanded_size(schema, cls, max_subschemas) > max_subschemas:
        # a few dozen nodes whose $refs each name the next level twice make a validator do 2**levels work,
        # synchronously, on every call: the subschema budget holds for the schema as validation walks it
        problem = f"schema too complex: more than {max_subschemas} subschemas once its $refs are followed"
        return "over_budget", [problem], None
    warnings = [dialect_problem] if dialect_problem else []
    external = _external_refs(shape)
    if external:
        return "external_ref", external + warnings, None
    return "ok", warnings, None


def schema_problems(schema: Any, *, max_depth: int = MAX_DEPTH, max_subschemas: int = MAX_SUBSCHEMAS) -> list[str]:
    """The problems `classify_schema` finds in an `inputSchema`; [] when it is fine."""
    return classify_schema(schema, max_depth=max_depth, max_subschemas=max_subschemas)[1]


def _root_problems(schema: Any, require_object_root: bool) -> list[str]:
    if isinstance(schema, bool) and not require_object_root:
        return []
    if not isinstance(schema, dict):
        return [f"schema must be a JSON object, not {_json_type(schema)}"]
    if require_object_root and schema.get("type") != "object":
        found = "no type" if "type" not in schema else f"type {_short(schema['type'])}"
        return [f'inputSchema must declare "type": "object" at the root (MCP requires it); found {found}']
    if "$schema" in schema and not isinstance(schema["$schema"], str):
        return [f"$schema must be a URI string, not {_json_type(schema['$schema'])}"]
    return []


def _dialect(schema: Any) -> tuple[type[Validator], str | None]:
    """The validator class for the schema's `$schema`, and a problem if we had to fall back."""
    if not isinstance(schema, dict) or "$schema" not in schema:
        return _DEFAULT_DIALECT, None
    cls = validator_for(schema, default=None)  # type: ignore[arg-type]
    if cls is None:
        uri = _short(schema["$schema"])
        return _DEFAULT_DIALECT, f"unsupported $schema dialect {uri}; validated as JSON Schema 2020-12"
    return cls, None


def _meta_problems(schema: dict[str, Any], cls: type[Validator]) -> list[str]:
    # Validating against the meta-schema costs ~3 ms a schema; the quick check (survey.py) decides the common
    # case in microseconds and leaves only the doubtful ones (and the error messages) to jsonschema.
    if cls in _QUICK_DIALECTS and _quick_meta_ok(schema, cls is _DEFAULT_DIALECT):
        return []
    try:
        cls.check_schema(schema)
    except SchemaError as error:
        where = _pointer(error.absolute_path) or "the root"
        return [f"invalid JSON Schema at {where}: {_truncate(error.message, 200)}"]
    except RecursionError:
        return ["invalid JSON Schema: nested too deeply to check"]
    return []
