"""Tool-argument validation: compiled JSON Schema validators and messages a model can act on.

Two moments, two jobs:

* **list time** — `classify_schema` / `schema_problems` look at an `inputSchema` once, statically:
  it must be an object schema (`"type": "object"` at the root, MCP requires it), valid for its dialect,
  inside the composition budget (depth and subschema count; SPEC-NOTES §1.7 DoS bounds), and free of
  network `$ref`s. The verdict lets the catalog decide: ``invalid`` → drop the tool (reason
  ``invalid_schema``); ``over_budget`` / ``external_ref`` → keep it, forward calls unvalidated, report.
* **call time** — `ArgumentValidator.check_arguments` runs a validator compiled lazily, once per schema
  definition (cached by identity, then by canonical JSON), and turns failures into an actionable
  `ValidationOutcome` ("limit must be at most 50; you sent 200") that the caller returns as a tool
  *execution* error (`isError`), as the spec asks since SEP-1303.

Dialects: 2020-12 when `$schema` is absent; draft-03/04/06/07 and 2019-09 are recognised through
`jsonschema.validators.validator_for` (with or without the trailing ``#``). An unknown `$schema` URI is an
unsupported dialect: it is reported as a problem (verdict stays ``ok``) and validation falls back to 2020-12,
because a usable check is more helpful to the model than none.

`$ref`: nothing is ever fetched. References resolve only inside the schema itself (pointers, anchors,
embedded `$id` resources) and to the bundled meta-schemas. A reference we cannot resolve at call time
yields an outcome of kind ``unvalidated`` ("cannot validate: ...") and the call is forwarded as is:
the upstream server validates its own input (MUST), so refusing would only hide the tool.

`format` is not asserted (2020-12 treats it as an annotation): a host that rejects what the server
accepts would be worse than one that lets the server decide.

Validators are not thread-safe caches; the aggregator uses one `ArgumentValidator` per event loop.
"""

from __future__ import annotations

import itertools
import json
import numbers
import re
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from difflib import get_close_matches
from typing import Any, Final, Literal
from urllib.parse import unquote, urldefrag, urljoin

from cachetools import LRUCache
from jsonschema import Draft202012Validator
from jsonschema.exceptions import SchemaError, ValidationError, best_match
from jsonschema.protocols import Validator
from jsonschema.validators import validator_for
from jsonschema_specifications import REGISTRY as _META_REGISTRY
from referencing import Registry, Resource
from referencing.exceptions import Unresolvable, Unretrievable

from aggregator.protocol.headers import mentions_x_mcp_header

__all__ = [
    "ArgumentValidator",
    "FieldError",
    "SchemaVerdict",
    "UnusableSchema",
    "ValidationOutcome",
    "check_arguments",
    "check_structured",
    "classify_schema",
    "schema_problems",
]

SchemaVerdict = Literal["ok", "invalid", "over_budget", "external_ref"]
OutcomeKind = Literal["invalid", "unvalidated"]

MAX_DEPTH: Final = 32
MAX_SUBSCHEMAS: Final = 2000
MAX_REPORTED_ERRORS: Final = 5
_MAX_COLLECTED_ERRORS: Final = 100  # bounds the work on a huge, mostly-wrong argument object
_VALUE_REPR_LIMIT: Final = 80
_DEFAULT_DIALECT: Final = Draft202012Validator

# Where subschemas live, by shape of the keyword's value. Anything else (enum, const, default, examples,
# unknown keywords) is data, and a "$ref" inside it is not a reference.
_ONE_SCHEMA: Final = frozenset(
    {
        "additionalItems", "additionalProperties", "contains", "contentSchema", "else", "if", "items", "not",
        "propertyNames", "then", "unevaluatedItems", "unevaluatedProperties",
    }
)  # fmt: skip
_SCHEMA_LIST: Final = frozenset({"allOf", "anyOf", "items", "oneOf", "prefixItems"})
_SCHEMA_MAP: Final = frozenset(
    {"$defs", "definitions", "dependencies", "dependentSchemas", "patternProperties", "properties"}
)
_REF_KEYWORDS: Final = ("$ref", "$dynamicRef", "$recursiveRef")


class UnusableSchema(ValueError):
    """`ArgumentValidator.for_schema` was given a schema we do not validate against (see `verdict`)."""

    def __init__(self, verdict: SchemaVerdict, problems: Sequence[str]) -> None:
        super().__init__("; ".join(problems) or verdict)
        self.verdict = verdict
        self.problems = tuple(problems)


@dataclass(frozen=True, slots=True, kw_only=True)
class FieldError:
    """One thing wrong with the arguments, located by JSON pointer (`/items/0/name`; "" is the root)."""

    path: str
    constraint: str
    value_repr: str
    message: str


@dataclass(frozen=True, slots=True, kw_only=True)
class ValidationOutcome:
    """Why a call's arguments were not accepted as they are.

    kind ``invalid``: the arguments break the schema — answer the model with `message` as an execution
    error (`isError: true`). kind ``unvalidated``: we could not check (unusable schema, unresolvable `$ref`) —
    forward the call and report `message`.
    """

    message: str
    errors: tuple[FieldError, ...] = ()
    kind: OutcomeKind = "invalid"

    @property
    def blocks_call(self) -> bool:
        return self.kind == "invalid"


# --------------------------------------------------------------------------------------------- list time


@dataclass(frozen=True, slots=True)
class _Shape:
    depth: int
    count: int
    complete: bool  # False when the walk stopped at the subschema budget
    refs: tuple[tuple[str, str, str], ...]  # (base URI, reference, JSON pointer of the keyword)
    documents: frozenset[str]  # URIs of the resources the schema itself defines
    root: str = ""  # the root's own base URI ("" without an $id)


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


def _walk(root: dict[str, Any], cls: type[Validator], max_subschemas: int) -> _Shape:
    # Iterative on purpose: the schema comes from an untrusted server and may be nested absurdly deep.
    root_base = urldefrag(cls.ID_OF(root) or "")[0]
    documents = {root_base}
    refs: list[tuple[str, str, str]] = []
    depth = count = 0
    stack: list[tuple[Any, int, str, str]] = [(root, 0, root_base, "")]
    while stack:
        node, level, base, pointer = stack.pop()
        count += 1
        if count > max_subschemas:
            return _Shape(depth, count, False, tuple(refs), frozenset(documents), root_base)
        depth = max(depth, level)
        if not isinstance(node, dict):
            continue
        node_id = cls.ID_OF(node)
        if isinstance(node_id, str) and node is not root:
            base = urljoin(base, node_id)
            documents.add(urldefrag(base)[0])
        refs.extend((base, node[k], f"{pointer}/{k}") for k in _REF_KEYWORDS if isinstance(node.get(k), str))
        stack.extend((child, level + 1, base, where) for child, where in _children(node, pointer))
    return _Shape(depth, count, True, tuple(refs), frozenset(documents), root_base)


def _children(node: dict[str, Any], pointer: str) -> Iterator[tuple[Any, str]]:
    for key, value in node.items():
        here = f"{pointer}/{_escape(key)}"
        if key in _ONE_SCHEMA and isinstance(value, dict | bool):
            yield value, here
        elif key in _SCHEMA_LIST and isinstance(value, list):
            yield from ((item, f"{here}/{i}") for i, item in enumerate(value))
        elif key in _SCHEMA_MAP and isinstance(value, dict):
            # `dependencies` mixes schemas with lists of property names; only the schemas count
            yield from ((sub, f"{here}/{_escape(name)}") for name, sub in value.items() if isinstance(sub, dict | bool))


def _budget_problems(shape: _Shape, max_depth: int, max_subschemas: int) -> list[str]:
    problems = []
    if shape.depth > max_depth:
        problems.append(f"schema too complex: depth {shape.depth} > {max_depth}")
    if not shape.complete:
        problems.append(f"schema too complex: more than {max_subschemas} subschemas")
    return problems


def _meta_problems(schema: dict[str, Any], cls: type[Validator]) -> list[str]:
    # Validating against the meta-schema costs ~3 ms a schema; the quick check below decides the common
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


_TYPES: Final = frozenset({"array", "boolean", "integer", "null", "number", "object", "string"})
_STRING_KEYWORDS: Final = frozenset(
    {
        "$ref",
        "$id",
        "$anchor",
        "$schema",
        "$dynamicRef",
        "$dynamicAnchor",
        "$comment",
        "title",
        "description",
        "format",
        "contentEncoding",
        "contentMediaType",
    }
)
_NUMBER_KEYWORDS: Final = frozenset({"minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"})
_COUNT_KEYWORDS: Final = frozenset(
    {"minLength", "maxLength", "minItems", "maxItems", "minProperties", "maxProperties", "minContains", "maxContains"}
)
_BOOL_KEYWORDS: Final = frozenset({"uniqueItems", "readOnly", "writeOnly", "deprecated"})
_ANY_KEYWORDS: Final = frozenset({"default", "const", "x-mcp-header"})
# The dialects whose keyword rules the quick check knows (draft-04's boolean exclusive bounds differ).
_QUICK_DIALECTS: Final = frozenset(
    cls
    for cls in (
        validator_for({"$schema": uri}, default=None)
        for uri in (
            "https://json-schema.org/draft/2020-12/schema",
            "https://json-schema.org/draft/2019-09/schema",
            "http://json-schema.org/draft-07/schema#",
            "http://json-schema.org/draft-06/schema#",
        )
    )
    if cls is not None
)


@dataclass(frozen=True, slots=True)
class _Survey:
    depth: int
    complete: bool
    meta_ok: bool
    refs: bool  # any $ref / $id-like keyword: the full walk must resolve them
    headers: bool = False  # an x-mcp-header annotation on some subschema


_REF_LIKE: Final = frozenset({"$ref", "$dynamicRef", "$recursiveRef", "$id", "id"})


def _survey(root: dict[str, Any], max_subschemas: int, strict_items: bool) -> _Survey:
    """One cheap pass: depth, size, well-formed keywords, and whether there is anything to resolve."""
    depth = count = 0
    refs = headers = False
    stack: list[tuple[Any, int]] = [(root, 0)]
    children: list[Any] = []
    while stack:
        node, level = stack.pop()
        count += 1
        if count > max_subschemas:
            return _Survey(depth, False, True, refs)
        if level > depth:
            depth = level
        if isinstance(node, bool):
            continue
        if not isinstance(node, dict):
            return _Survey(depth, True, False, refs)
        if "x-mcp-header" in node:
            headers = True
        for key, value in node.items():
            if key in _REF_LIKE:
                refs = True
            if not _quick_keyword_ok(key, value, children, strict_items):
                # the full walk and the meta-schema will judge this one: no need to look further
                return _Survey(depth, True, False, refs)
        if children:
            stack.extend((child, level + 1) for child in children)
            children.clear()
    return _Survey(depth, True, True, refs, headers)


def _quick_meta_ok(root: dict[str, Any], strict_items: bool) -> bool:
    """True when every known keyword in every subschema has a well-formed value (unknown keywords are annotations).

    False means "not sure": the meta-schema decides. `strict_items`: 2020-12's `items` is one schema.
    """
    stack: list[Any] = [root]
    while stack:
        node = stack.pop()
        if isinstance(node, bool):
            continue
        if not isinstance(node, dict):
            return False
        for key, value in node.items():
            if not _quick_keyword_ok(key, value, stack, strict_items):
                return False
    return True


def _quick_keyword_ok(key: str, value: Any, stack: list[Any], strict_items: bool) -> bool:
    if key in _STRING_KEYWORDS:
        return isinstance(value, str)
    if key == "type":
        if isinstance(value, str):
            return value in _TYPES
        return (
            isinstance(value, list)
            and bool(value)
            and len(set(map(str, value))) == len(value)
            and all(isinstance(t, str) and t in _TYPES for t in value)
        )
    if key == "items" and isinstance(value, list):
        stack.extend(value)
        return not strict_items  # draft-07 and 2019-09 allow a list of schemas; 2020-12 has prefixItems
    if key in _ONE_SCHEMA:
        stack.append(value)
        return isinstance(value, dict | bool)
    if key in _SCHEMA_LIST:
        if key == "items" and strict_items:
            return False
        stack.extend(value if isinstance(value, list) else [None])
        return isinstance(value, list) and bool(value)
    if key in _SCHEMA_MAP:
        if not isinstance(value, dict) or key == "dependencies":
            return False  # `dependencies` mixes forms: let the meta-schema judge
        stack.extend(value.values())
        return True
    if key == "required":
        return isinstance(value, list) and all(isinstance(v, str) for v in value) and len(set(value)) == len(value)
    if key in _NUMBER_KEYWORDS:
        return isinstance(value, int | float) and not isinstance(value, bool)
    if key == "multipleOf":
        return isinstance(value, int | float) and not isinstance(value, bool) and value > 0
    if key in _COUNT_KEYWORDS:
        return isinstance(value, int) and not isinstance(value, bool) and value >= 0
    if key in _BOOL_KEYWORDS:
        return isinstance(value, bool)
    if key == "enum":
        return isinstance(value, list)
    if key == "examples":
        return isinstance(value, list)
    if key == "pattern":
        return isinstance(value, str) and _compiles(value)
    if key == "dependentRequired":
        return isinstance(value, dict) and all(
            isinstance(v, list) and all(isinstance(x, str) for x in v) for v in value.values()
        )
    if key in _ANY_KEYWORDS:
        return True
    # any other keyword of a JSON Schema vocabulary has rules we do not model here: ask the meta-schema;
    # a keyword of no vocabulary is an annotation, valid whatever its value
    return key not in _VOCABULARY


def _compiles(pattern: str) -> bool:
    try:
        re.compile(pattern)
    except (re.error, RecursionError, OverflowError):
        return False
    return True


_VOCABULARY: Final = frozenset(
    {
        "$vocabulary",
        "$recursiveRef",
        "$recursiveAnchor",
        "$defs",
        "definitions",
        "dependencies",
        "additionalItems",
        "unevaluatedItems",
        "unevaluatedProperties",
        "contains",
        "propertyNames",
        "if",
        "then",
        "else",
        "not",
        "allOf",
        "anyOf",
        "oneOf",
        "prefixItems",
        "items",
        "properties",
        "patternProperties",
        "additionalProperties",
        "dependentSchemas",
    }
)


def _dangling_pointers(root: dict[str, Any], shape: _Shape) -> list[str]:
    """Same-document JSON-pointer `$ref`s that point at nothing: the schema is broken, not merely remote."""
    root_base = shape.root
    problems = []
    for base, ref, where in shape.refs:
        document, fragment = urldefrag(urljoin(base, ref))
        same_document = document == root_base and base == root_base
        if same_document and fragment.startswith("/") and not _resolves(root, fragment):
            problems.append(f"$ref {ref!r} at {where} points at nothing in the schema")
    return problems


def _resolves(root: Any, fragment: str) -> bool:
    node = root
    for token in unquote(fragment).split("/")[1:]:
        token = token.replace("~1", "/").replace("~0", "~")
        if isinstance(node, dict) and token in node:
            node = node[token]
        elif isinstance(node, list) and token.isdigit() and int(token) < len(node):
            node = node[int(token)]
        else:
            return False
    return True


def _expanded_size(root: dict[str, Any], cls: type[Validator], limit: int) -> int:
    """How many subschemas validating one value can visit, same-document `$ref`s followed (capped at limit + 1).

    A reference is counted as the whole subschema it names, each time it is named; a reference back into
    a subschema being counted (recursion, which only the value's own depth can drive) counts as one.
    """
    edges = _schema_graph(root, cls)
    sizes: dict[int, int] = {}
    started: set[int] = set()
    stack: list[tuple[Any, bool]] = [(root, False)]
    while stack:
        node, done = stack.pop()
        key = id(node)
        if done:
            started.discard(key)
            sizes[key] = min(limit + 1, 1 + sum(sizes.get(id(target), 1) for target in edges.get(key, ())))
            if sizes[key] > limit:
                return sizes[key]
            continue
        if key in sizes or key in started:
            continue
        started.add(key)
        stack.append((node, True))
        stack.extend((target, False) for target in edges.get(key, ()) if id(target) not in sizes)
    return sizes.get(id(root), 1)


def _schema_graph(root: dict[str, Any], cls: type[Validator]) -> dict[int, list[Any]]:
    """Every subschema (by id) -> the subschemas validation descends into: its children and what its $refs name."""
    root_base = urldefrag(cls.ID_OF(root) or "")[0]
    documents: dict[str, Any] = {root_base: root}
    anchors: dict[tuple[str, str], Any] = {}
    nodes: list[tuple[Any, str]] = []
    stack: list[tuple[Any, str]] = [(root, root_base)]
    while stack:
        node, base = stack.pop()
        if not isinstance(node, dict):
            continue
        node_id = cls.ID_OF(node)
        if isinstance(node_id, str) and node is not root:
            base = urljoin(base, node_id)
            document, fragment = urldefrag(base)
            if fragment:  # draft-07 style plain-name id: an anchor, not a new document
                anchors[(document, fragment)] = node
            else:
                documents[document] = node
            base = document
        for keyword in ("$anchor", "$dynamicAnchor"):
            if isinstance(node.get(keyword), str):
                anchors[(base, node[keyword])] = node
        nodes.append((node, base))
        stack.extend((child, base) for child, _ in _children(node, ""))
    edges: dict[int, list[Any]] = {}
    for node, base in nodes:
        targets = [child for child, _ in _children(node, "")]
        for keyword in _REF_KEYWORDS:
            ref = node.get(keyword)
            if isinstance(ref, str):
                document, fragment = urldefrag(urljoin(base, ref))
                target = _target(documents.get(document), fragment, anchors.get((document, fragment)))
                if target is not None:
                    targets.append(target)
        edges[id(node)] = targets
    return edges


def _target(document: Any, fragment: str, anchor: Any) -> Any:
    if document is None or not fragment:
        return document
    if not fragment.startswith("/"):
        return anchor
    node = document
    for token in unquote(fragment).split("/")[1:]:
        token = token.replace("~1", "/").replace("~0", "~")
        if isinstance(node, dict) and token in node:
            node = node[token]
        elif isinstance(node, list) and token.isdigit() and int(token) < len(node):
            node = node[int(token)]
        else:
            return None
    return node


def _external_refs(shape: _Shape) -> list[str]:
    problems = []
    for base, ref, where in shape.refs:
        document = urldefrag(urljoin(base, ref))[0]
        # the bundled meta-schemas are local copies, so a reference to one is not a fetch
        if document not in shape.documents and document not in _META_REGISTRY:
            problems.append(
                f"network $ref {ref!r} at {where} is not fetched: only references inside the schema are followed"
            )
    return problems


# --------------------------------------------------------------------------------------------- call time


def _refuse(uri: str) -> Resource[Any]:
    # MUST NOT dereference network refs (SPEC-NOTES §1.7); referencing turns this into Unresolvable
    raise LookupError(f"network $ref {uri!r} not fetched")


_NO_NETWORK: Final[Registry[Any]] = Registry(retrieve=_refuse)  # type: ignore[call-arg]


@dataclass(frozen=True, slots=True)
class _Compiled:
    verdict: SchemaVerdict
    problems: tuple[str, ...]
    validator: Validator | None  # None unless the verdict is "ok"
    fast: _Check | None = None  # a closure answering only valid/invalid, when the schema allows one


class ArgumentValidator:
    """Validators compiled lazily, once per schema definition.

    Lookups go by object identity first (the catalog hands us the same dict on every call; the entry keeps
    it alive so the id cannot be reused), then by canonical JSON, so an unchanged schema re-listed after a
    refresh reuses its compiled validator. Schemas must not be mutated after they are handed over.
    """

    def __init__(self, *, maxsize: int = 4096, verdicts: int = 65536) -> None:
        self._by_id: LRUCache[tuple[int, bool], tuple[Any, _Compiled]] = LRUCache(maxsize)
        self._by_json: LRUCache[tuple[str, bool], _Compiled] = LRUCache(maxsize)
        # list-time verdicts only: small, and no validator is built until a tool is first called. A plain
        # dict (looked up thousands of times per merge), emptied when full rather than kept in LRU order
        self._verdicts: dict[tuple[int, bool], tuple[Any, SchemaVerdict, tuple[str, ...], bool | None]] = {}
        self._max_verdicts = verdicts

    def for_schema(self, schema: Any, *, object_root: bool = True) -> Validator:
        """The compiled validator for `schema`; raises `UnusableSchema` if its verdict is not ``ok``."""
        compiled = self._compiled(schema, object_root)
        if compiled.validator is None:
            raise UnusableSchema(compiled.verdict, compiled.problems)
        return compiled.validator

    def verdict(self, schema: Any, *, object_root: bool = True) -> tuple[SchemaVerdict, tuple[str, ...]]:
        """The cached `classify_schema` verdict and problems (cheap: nothing is compiled for it)."""
        entry = self._verdict_entry(schema, object_root)
        return entry[1], entry[2]

    def mentions_header(self, schema: Any) -> bool:
        """Whether an `x-mcp-header` annotation appears in `schema` (known from the same one-pass survey)."""
        flag = self._verdict_entry(schema, True)[3]
        return mentions_x_mcp_header(schema) if flag is None else flag

    def _verdict_entry(self, schema: Any, object_root: bool) -> tuple[Any, SchemaVerdict, tuple[str, ...], bool | None]:
        key = (id(schema), object_root)
        hit = self._verdicts.get(key)
        if hit is not None and hit[0] is schema:
            return hit
        verdict, problems, headers = _classify(schema, MAX_DEPTH, MAX_SUBSCHEMAS, object_root)
        if len(self._verdicts) >= self._max_verdicts:
            self._verdicts.clear()
        entry = (schema, verdict, tuple(problems), headers)
        self._verdicts[key] = entry
        return entry

    def check_arguments(self, schema: Any, arguments: Any) -> ValidationOutcome | None:
        """None when `arguments` satisfy `schema`; otherwise why not (see `ValidationOutcome.kind`)."""
        compiled = self._compiled(schema, True)
        if compiled.validator is None:
            return _unvalidated(compiled.problems)
        arguments = _or_empty(arguments)
        if compiled.fast is not None and compiled.fast(arguments):
            return None
        try:
            errors = list(itertools.islice(compiled.validator.iter_errors(arguments), _MAX_COLLECTED_ERRORS))
        except (Unresolvable, RecursionError) as exc:
            return _unvalidated([_unresolvable_message(exc)])
        return _outcome(errors) if errors else None

    def check_structured(self, output_schema: Any, structured_content: Any) -> str | None:
        """None when `structuredContent` conforms to `outputSchema`; otherwise a one-line report.

        The report also covers "could not check" (an unusable output schema); the caller keeps the result
        either way. Call it for results that are not `isError` only.
        """
        if structured_content is None:
            return "structuredContent is missing but the tool declares an outputSchema"
        compiled = self._compiled(output_schema, False)
        if compiled.validator is None:
            return "outputSchema not checked: " + "; ".join(compiled.problems)
        if compiled.fast is not None and compiled.fast(structured_content):
            return None  # the common case: conforming output, decided without jsonschema
        try:
            errors = list(itertools.islice(compiled.validator.iter_errors(structured_content), _MAX_COLLECTED_ERRORS))
        except (Unresolvable, RecursionError) as exc:
            return "outputSchema not checked: " + _unresolvable_message(exc)
        if not errors:
            return None
        described = _describe_all(errors, label_root="structuredContent")
        more = f" (and {len(described) - 1} more)" if len(described) > 1 else ""
        return f"structuredContent does not match outputSchema: {described[0].message}{more}"

    def _compiled(self, schema: Any, object_root: bool) -> _Compiled:
        hit = self._by_id.get((id(schema), object_root))
        if hit is not None and hit[0] is schema:
            return hit[1]
        key = _canonical(schema)
        compiled = self._by_json.get((key, object_root)) if key is not None else None
        if compiled is None:
            compiled = _compile(schema, object_root)
            if key is not None:
                self._by_json[(key, object_root)] = compiled
        self._by_id[(id(schema), object_root)] = (schema, compiled)
        return compiled


def _compile(schema: Any, object_root: bool) -> _Compiled:
    verdict, problems = classify_schema(schema, require_object_root=object_root)
    if verdict != "ok":
        return _Compiled(verdict, tuple(problems), None)
    cls, _ = _dialect(schema)
    # no format checker: `format` stays an annotation (see the module docstring)
    validator = cls(schema, registry=_NO_NETWORK)  # type: ignore[call-arg]
    return _Compiled(verdict, tuple(problems), validator, _fast_check(schema, cls))


def _canonical(schema: Any) -> str | None:
    try:
        return json.dumps(schema, sort_keys=True, separators=(",", ":"))
    except (TypeError, ValueError, RecursionError):
        return None  # not JSON: cache by identity only


def _or_empty(arguments: Any) -> Any:
    return {} if arguments is None else arguments


def _unvalidated(problems: Iterable[str]) -> ValidationOutcome:
    return ValidationOutcome(message="cannot validate: " + "; ".join(problems), kind="unvalidated")


def _unresolvable_message(exc: BaseException) -> str:
    if isinstance(exc, RecursionError):
        return "the schema refers to itself without end"
    cause = getattr(exc, "_wrapped", exc)  # jsonschema wraps referencing's error; unwrap when it does
    ref = getattr(cause, "ref", None)
    if isinstance(cause, Unretrievable) or isinstance(cause.__cause__, Unretrievable):
        return f"network $ref {ref!r} not fetched"
    return f"unresolvable $ref: {_truncate(str(cause), 160)}"


_default = ArgumentValidator()


def check_arguments(schema: Any, arguments: Any) -> ValidationOutcome | None:
    """`ArgumentValidator.check_arguments` on a module-wide validator cache."""
    return _default.check_arguments(schema, arguments)


def check_structured(output_schema: Any, structured_content: Any) -> str | None:
    """`ArgumentValidator.check_structured` on a module-wide validator cache."""
    return _default.check_structured(output_schema, structured_content)


# --------------------------------------------------------------------------------------------- fast path
#
# jsonschema interprets the schema on every call (~50 µs for a five-property object here); the valid case is
# the hot path of every tool call, so the common keyword subset is compiled into plain closures that answer
# only "valid or not". A False (rare) falls back to jsonschema for the error details; a schema using
# anything outside the subset gets no fast path at all. A hypothesis test pins agreement with jsonschema.

_Check = Callable[[Any], bool]
_FAST_DIALECTS: Final = frozenset(
    {"Draft6Validator", "Draft7Validator", "Draft201909Validator", "Draft202012Validator"}
)
_ANNOTATIONS: Final = frozenset(
    {
        "$schema", "$comment", "$defs", "definitions", "title", "description", "default", "examples", "format",
        "deprecated", "readOnly", "writeOnly", "contentMediaType", "contentEncoding",
    }
)  # fmt: skip
_FAST_TYPES: Final[dict[str, _Check]] = {
    "array": lambda v: isinstance(v, list),
    "boolean": lambda v: isinstance(v, bool),
    # draft 6+: 1.0 is an integer; bool is never a number
    "integer": lambda v: (isinstance(v, int) and not isinstance(v, bool)) or (isinstance(v, float) and v.is_integer()),
    "null": lambda v: v is None,
    "number": lambda v: isinstance(v, numbers.Number) and not isinstance(v, bool),
    "object": lambda v: isinstance(v, dict),
    "string": lambda v: isinstance(v, str),
}
_is_number = _FAST_TYPES["number"]


def _fast_check(schema: Any, cls: type[Validator]) -> _Check | None:
    return _fast(schema) if cls.__name__ in _FAST_DIALECTS else None


def _fast(schema: Any) -> _Check | None:
    if isinstance(schema, bool):
        return (lambda _: True) if schema else (lambda _: False)
    if not isinstance(schema, dict) or "$ref" in schema or "$id" in schema:
        return None
    checks: list[_Check] = []
    for keyword, value in schema.items():
        if keyword in _ANNOTATIONS or keyword.startswith("x-"):
            continue
        build = _FAST_BUILDERS.get(keyword)
        check = build(value, schema) if build is not None else None
        if check is None:
            return None
        checks.append(check)
    return _all_of_checks(checks)


def _all_of_checks(checks: list[_Check]) -> _Check:
    if len(checks) == 1:
        return checks[0]
    return lambda v: all(check(v) for check in checks)


def _fast_type(value: Any, _: dict[str, Any]) -> _Check | None:
    names = _as_list(value)
    if not all(isinstance(name, str) and name in _FAST_TYPES for name in names):
        return None
    tests = [_FAST_TYPES[name] for name in names]
    return tests[0] if len(tests) == 1 else (lambda v: any(test(v) for test in tests))


def _fast_properties(value: Any, _: dict[str, Any]) -> _Check | None:
    subs = {name: _fast(sub) for name, sub in value.items()}
    if any(sub is None for sub in subs.values()):
        return None
    items = list(subs.items())
    return lambda v: not isinstance(v, dict) or all(name not in v or sub(v[name]) for name, sub in items)  # type: ignore[misc]


def _fast_pattern_properties(value: Any, _: dict[str, Any]) -> _Check | None:
    compiled = [(_compile_regex(pattern), _fast(sub)) for pattern, sub in value.items()]
    if any(regex is None or sub is None for regex, sub in compiled):
        return None
    return lambda v: (
        not isinstance(v, dict)
        or all(
            sub(item)
            for regex, sub in compiled
            for key, item in v.items()
            if regex.search(key)  # type: ignore[misc,union-attr]
        )
    )


def _fast_additional(value: Any, schema: dict[str, Any]) -> _Check | None:
    sub = _fast(value)
    regexes = [_compile_regex(pattern) for pattern in schema.get("patternProperties", {})]
    if sub is None or any(regex is None for regex in regexes):
        return None
    known = frozenset(schema.get("properties", {}))

    def check(v: Any) -> bool:
        if not isinstance(v, dict):
            return True
        extras = (v[k] for k in v if k not in known and not any(r.search(k) for r in regexes))  # type: ignore[union-attr]
        return all(sub(extra) for extra in extras)

    return check


def _fast_required(value: Any, _: dict[str, Any]) -> _Check | None:
    names = tuple(value)
    return lambda v: not isinstance(v, dict) or all(name in v for name in names)


def _fast_items(value: Any, schema: dict[str, Any]) -> _Check | None:
    sub = _fast(value) if isinstance(value, dict | bool) and "prefixItems" not in schema else None
    if sub is None:
        return None
    return lambda v: not isinstance(v, list) or all(sub(item) for item in v)


def _fast_enum(value: Any, _: dict[str, Any]) -> _Check | None:
    if not all(_scalar(option) for option in value):
        return None
    if all(isinstance(option, str) for option in value):
        strings = frozenset(value)
        return lambda v: isinstance(v, str) and v in strings
    options = tuple(value)
    return lambda v: any(_scalar_equal(v, option) for option in options)


def _fast_const(value: Any, _: dict[str, Any]) -> _Check | None:
    return (lambda v: _scalar_equal(v, value)) if _scalar(value) else None


def _scalar(value: Any) -> bool:
    return value is None or isinstance(value, str | int | float)


def _scalar_equal(value: Any, option: Any) -> bool:
    # JSON equality as jsonschema defines it: true is not 1, 1 is 1.0
    if isinstance(value, bool) or isinstance(option, bool):
        return value is option
    if value is None or option is None:
        return value is option
    if isinstance(value, str) or isinstance(option, str):
        return type(value) is type(option) and value == option
    return _is_number(value) and value == option


def _fast_bound(compare: Callable[[Any, Any], bool]) -> Callable[[Any, dict[str, Any]], _Check | None]:
    def build(limit: Any, _: dict[str, Any]) -> _Check | None:
        if not _is_number(limit):
            return None
        return lambda v: not _is_number(v) or compare(v, limit)

    return build


def _fast_size(kind: type, compare: Callable[[int, int], bool]) -> Callable[[Any, dict[str, Any]], _Check | None]:
    def build(limit: Any, _: dict[str, Any]) -> _Check | None:
        if not isinstance(limit, int | float) or isinstance(limit, bool):
            return None
        return lambda v: not isinstance(v, kind) or compare(len(v), limit)

    return build


def _fast_pattern(value: Any, _: dict[str, Any]) -> _Check | None:
    regex = _compile_regex(value)
    if regex is None:
        return None
    return lambda v: not isinstance(v, str) or regex.search(v) is not None


def _fast_combinator(kind: str) -> Callable[[Any, dict[str, Any]], _Check | None]:
    def build(value: Any, _: dict[str, Any]) -> _Check | None:
        subs = [_fast(sub) for sub in value] if isinstance(value, list) else [None]
        if any(sub is None for sub in subs):
            return None
        if kind == "allOf":
            return lambda v: all(sub(v) for sub in subs)  # type: ignore[misc]
        if kind == "anyOf":
            return lambda v: any(sub(v) for sub in subs)  # type: ignore[misc]
        return lambda v: sum(1 for sub in subs if sub(v)) == 1  # type: ignore[misc]

    return build


def _fast_not(value: Any, _: dict[str, Any]) -> _Check | None:
    sub = _fast(value)
    return None if sub is None else (lambda v: not sub(v))


def _compile_regex(pattern: Any) -> re.Pattern[str] | None:
    try:
        return re.compile(pattern) if isinstance(pattern, str) else None
    except re.error:
        return None


_FAST_BUILDERS: Final[dict[str, Callable[[Any, dict[str, Any]], _Check | None]]] = {
    "type": _fast_type,
    "properties": _fast_properties,
    "patternProperties": _fast_pattern_properties,
    "additionalProperties": _fast_additional,
    "required": _fast_required,
    "items": _fast_items,
    "enum": _fast_enum,
    "const": _fast_const,
    "minimum": _fast_bound(lambda v, limit: v >= limit),
    "maximum": _fast_bound(lambda v, limit: v <= limit),
    "exclusiveMinimum": _fast_bound(lambda v, limit: v > limit),
    "exclusiveMaximum": _fast_bound(lambda v, limit: v < limit),
    "minLength": _fast_size(str, lambda size, limit: size >= limit),
    "maxLength": _fast_size(str, lambda size, limit: size <= limit),
    "minItems": _fast_size(list, lambda size, limit: size >= limit),
    "maxItems": _fast_size(list, lambda size, limit: size <= limit),
    "minProperties": _fast_size(dict, lambda size, limit: size >= limit),
    "maxProperties": _fast_size(dict, lambda size, limit: size <= limit),
    "pattern": _fast_pattern,
    "allOf": _fast_combinator("allOf"),
    "anyOf": _fast_combinator("anyOf"),
    "oneOf": _fast_combinator("oneOf"),
    "not": _fast_not,
}


# --------------------------------------------------------------------------------------------- messages


def _outcome(errors: list[ValidationError]) -> ValidationOutcome:
    described = _describe_all(errors, label_root="arguments")
    shown = described[:MAX_REPORTED_ERRORS]
    if len(shown) == 1:
        message = f"invalid arguments: {shown[0].message}"
    else:
        lines = [f"invalid arguments ({len(described)} problems):", *(f"- {e.message}" for e in shown)]
        if len(described) > len(shown):
            lines.append(f"- ... and {len(described) - len(shown)} more")
        message = "\n".join(lines)
    return ValidationOutcome(message=message, errors=tuple(shown))


def _describe_all(errors: list[ValidationError], *, label_root: str) -> list[FieldError]:
    # jsonschema's relevance order (best_match first) without its path tie-break, so that equally relevant
    # errors keep the schema's own order; composite errors are descended as best_match does
    ordered = sorted(errors, key=_rank, reverse=True)
    described: list[FieldError] = []
    for error in ordered:
        for field in _describe(error, label_root):
            if field not in described:
                described.append(field)
    return described


def _rank(error: ValidationError) -> tuple[int, bool]:
    return -len(error.path), error.validator not in ("anyOf", "oneOf")


def _describe(error: ValidationError, root: str) -> list[FieldError]:
    keyword = error.validator
    if keyword in ("anyOf", "oneOf") and error.context:
        return _describe_composite(error, root)
    describe = _DESCRIBERS.get(str(keyword))
    if describe is not None:
        return describe(error, root)
    return [_field(error, root, _generic_text(error))]


def _describe_composite(error: ValidationError, root: str) -> list[FieldError]:
    types = _alternative_types(error)
    if types:
        return [_type_field(error, root, types)]
    deepest = best_match([error])
    if deepest is None or deepest is error:
        text = f"does not match any of the {len(error.validator_value)} allowed alternatives ({error.validator})"
        return [_field(error, root, text)]
    return _describe(deepest, root)


def _alternative_types(error: ValidationError) -> list[str]:
    """When every alternative failed only on `type` at the value itself: the union of the allowed types."""
    failed_on_type: dict[int, list[str]] = {}
    for sub in error.context or ():
        if sub.validator == "type" and not sub.path and sub.schema_path and isinstance(sub.schema_path[0], int):
            failed_on_type.setdefault(sub.schema_path[0], []).extend(_as_list(sub.validator_value))
    if len(failed_on_type) != len(error.validator_value):
        return []
    return list(dict.fromkeys(t for index in sorted(failed_on_type) for t in failed_on_type[index]))


def _field(error: ValidationError, root: str, text: str, *, path: Sequence[Any] | None = None) -> FieldError:
    where = list(error.absolute_path) if path is None else list(path)
    return FieldError(
        path=_pointer(where),
        constraint=_constraint(str(error.validator), error.validator_value),
        value_repr=_value_repr(error.instance),
        message=f"{_label(where, root)} {text}",
    )


def _type_field(error: ValidationError, root: str, types: list[str]) -> FieldError:
    wanted = " or ".join(_with_article(t) for t in types)
    sent = f"you sent {_value_repr(error.instance)} ({_json_type(error.instance)})"
    field = _field(error, root, f"must be {wanted}; {sent}")
    if error.validator != "type":
        return FieldError(path=field.path, constraint=_constraint("type", types), value_repr=field.value_repr,
                          message=field.message)  # fmt: skip
    return field


def _type(error: ValidationError, root: str) -> list[FieldError]:
    return [_type_field(error, root, _as_list(error.validator_value))]


def _required(error: ValidationError, root: str) -> list[FieldError]:
    instance = error.instance if isinstance(error.instance, dict) else {}
    missing = [name for name in _as_list(error.validator_value) if name not in instance]
    # jsonschema reports one error per missing name; keep the one this error is about
    names = [name for name in missing if error.message.startswith(repr(name))] or missing[:1]
    fields = []
    for name in names:
        parent = list(error.absolute_path)
        where = "" if not parent else f" in {_label(parent, root)}"
        fields.append(
            FieldError(
                path=_pointer([*parent, name]),
                constraint=f"required {name!r}",
                value_repr="<missing>",
                message=f"missing required property {name!r}{where}",
            )
        )
    return fields


def _unexpected(error: ValidationError, root: str) -> list[FieldError]:
    instance = error.instance if isinstance(error.instance, dict) else {}
    allowed = list(error.schema.get("properties", {}) or {})
    patterns = list(error.schema.get("patternProperties", {}) or {})
    extras = [key for key in instance if key not in allowed and not _matches_any(patterns, key)]
    if error.validator == "unevaluatedProperties":
        extras = [key for key in instance if repr(key) in error.message] or extras
    parent = list(error.absolute_path)
    where = "" if not parent else f" in {_label(parent, root)}"
    fields = []
    for key in extras or ["?"]:
        fields.append(
            FieldError(
                path=_pointer([*parent, key]),
                constraint=f"{error.validator} false",
                value_repr=_value_repr(instance.get(key)),
                message=f"unexpected property {key!r}{where} ({_allowed_hint(error, key, allowed, patterns)})",
            )
        )
    return fields


def _allowed_hint(error: ValidationError, key: str, allowed: list[str], patterns: list[str]) -> str:
    hint = f"{error.validator} is false; allowed: {_listing(allowed) if allowed else 'none'}"
    if patterns:
        hint += f"; or names matching {_listing(patterns)}"
    close = get_close_matches(key, allowed, n=1)
    return f"{hint}; did you mean {close[0]!r}?" if close else hint


def _enum(error: ValidationError, root: str) -> list[FieldError]:
    options = ", ".join(_value_repr(option) for option in _as_list(error.validator_value)[:20])
    if len(_as_list(error.validator_value)) > 20:
        options += ", ..."
    return [_field(error, root, f"must be one of: {options}; you sent {_value_repr(error.instance)}")]


def _const(error: ValidationError, root: str) -> list[FieldError]:
    text = f"must be exactly {_value_repr(error.validator_value)}; you sent {_value_repr(error.instance)}"
    return [_field(error, root, text)]


def _bound(phrase: str, *, exclusive_key: str | None = None) -> Any:
    def describe(error: ValidationError, root: str) -> list[FieldError]:
        words = phrase
        # draft-04: a boolean exclusiveMaximum/exclusiveMinimum turns the bound strict
        if exclusive_key and isinstance(error.schema, dict) and error.schema.get(exclusive_key) is True:
            words = "greater than" if "least" in phrase else "less than"
        sent = _value_repr(error.instance)
        return [_field(error, root, f"must be {words} {_value_repr(error.validator_value)}; you sent {sent}")]

    return describe


def _size(unit: str, phrase: str) -> Any:
    def describe(error: ValidationError, root: str) -> list[FieldError]:
        size = len(error.instance) if isinstance(error.instance, str | list | dict) else 0
        limit = error.validator_value
        text = f"must have {phrase} {limit} {unit}; you sent {size} ({_value_repr(error.instance)})"
        return [_field(error, root, text)]

    return describe


def _pattern(error: ValidationError, root: str) -> list[FieldError]:
    text = f"must match the pattern {error.validator_value!r}; you sent {_value_repr(error.instance)}"
    return [_field(error, root, text)]


def _multiple_of(error: ValidationError, root: str) -> list[FieldError]:
    text = f"must be a multiple of {_value_repr(error.validator_value)}; you sent {_value_repr(error.instance)}"
    return [_field(error, root, text)]


def _unique(error: ValidationError, root: str) -> list[FieldError]:
    return [_field(error, root, f"must not contain duplicate items; you sent {_value_repr(error.instance)}")]


def _false_schema(error: ValidationError, root: str) -> list[FieldError]:
    return [_field(error, root, f"is not allowed here; you sent {_value_repr(error.instance)}")]


def _generic_text(error: ValidationError) -> str:
    constraint = _constraint(str(error.validator), error.validator_value)
    return f"fails {constraint}: {_truncate(error.message, 160)}"


_DESCRIBERS: Final = {
    "type": _type,
    "required": _required,
    "additionalProperties": _unexpected,
    "unevaluatedProperties": _unexpected,
    "enum": _enum,
    "const": _const,
    "minimum": _bound("at least", exclusive_key="exclusiveMinimum"),
    "maximum": _bound("at most", exclusive_key="exclusiveMaximum"),
    "exclusiveMinimum": _bound("greater than"),
    "exclusiveMaximum": _bound("less than"),
    "minLength": _size("characters", "at least"),
    "maxLength": _size("characters", "at most"),
    "minItems": _size("items", "at least"),
    "maxItems": _size("items", "at most"),
    "minProperties": _size("properties", "at least"),
    "maxProperties": _size("properties", "at most"),
    "pattern": _pattern,
    "multipleOf": _multiple_of,
    "uniqueItems": _unique,
    "False": _false_schema,
}


# --------------------------------------------------------------------------------------------- small helpers

_IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\Z")
_ARTICLES: Final = {"array": "an array", "integer": "an integer", "object": "an object", "null": "null"}


def _label(path: Sequence[Any], root: str) -> str:
    """A field name a model recognises: `limit`, `items[0].name`; the root is `root`."""
    if not path:
        return root
    parts = [root] if isinstance(path[0], int) else []
    for step in path:
        if isinstance(step, int):
            parts.append(f"[{step}]")
        elif _IDENTIFIER.match(step):
            parts.append(f".{step}" if parts else step)
        else:
            parts.append(f"[{json.dumps(step, ensure_ascii=False)}]")
    return "".join(parts)


def _pointer(path: Iterable[Any]) -> str:
    return "".join(f"/{_escape(str(step))}" for step in path)


def _escape(token: str) -> str:
    return token.replace("~", "~0").replace("/", "~1")


def _with_article(json_type: Any) -> str:
    name = str(json_type)
    return _ARTICLES.get(name, f"a {name}")


def _json_type(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int):
        return "integer"
    if isinstance(value, float):
        return "number"
    if isinstance(value, str):
        return "string"
    if isinstance(value, list | tuple):
        return "array"
    if isinstance(value, dict):
        return "object"
    return type(value).__name__


def _value_repr(value: Any) -> str:
    """The value as the model wrote it (JSON), cut to 80 characters."""
    try:
        text = json.dumps(value, ensure_ascii=False, default=repr)
    except (ValueError, RecursionError):
        text = repr(value)
    return _truncate(text, _VALUE_REPR_LIMIT)


def _constraint(keyword: str, value: Any) -> str:
    shown = value if isinstance(value, str) else _value_repr(value)
    return _truncate(f"{keyword} {shown}", 120)


def _short(value: Any) -> str:
    return _value_repr(value)


def _truncate(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _as_list(value: Any) -> list[Any]:
    return list(value) if isinstance(value, list | tuple) else [value]


def _listing(names: Sequence[str], limit: int = 20) -> str:
    shown = ", ".join(names[:limit])
    return shown + (", ..." if len(names) > limit else "")


def _matches_any(patterns: list[str], key: str) -> bool:
    for pattern in patterns:
        try:
            if re.search(pattern, key):
                return True
        except re.error:
            continue
    return False
