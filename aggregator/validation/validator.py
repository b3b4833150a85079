"""Call-time validation: `ArgumentValidator`, its cache of compiled validators, and the module-wide
`check_arguments` / `check_structured`.

A schema is compiled only when its tool is first called, then kept by identity and by canonical JSON, so the
hot path of a call is a dictionary lookup and, when the schema allows one, the fast-path closure.
"""

from __future__ import annotations

import itertools
import json
from dataclasses import dataclass
from typing import Any, Final

from cachetools import LRUCache
from jsonschema.protocols import Validator
from referencing import Registry, Resource
from referencing.exceptions import Unresolvable

from aggregator.protocol.headers import mentions_x_mcp_header
from aggregator.validation.fast import _Check, _fast_check
from aggregator.validation.linear_keywords import unbounded, validating_class
from aggregator.validation.messages import _describe_all, _outcome, _unresolvable_message, _unvalidated
from aggregator.validation.outcomes import SchemaVerdict, UnusableSchema, ValidationOutcome
from aggregator.validation.verdict import MAX_DEPTH, MAX_SUBSCHEMAS, _classify, _dialect, classify_schema

_MAX_COLLECTED_ERRORS: Final = 100  # bounds the work on a huge, mostly-wrong argument object
_UNBOUNDED: Final = "patternProperties beside unevaluatedProperties cannot be matched in bounded time"


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
    if unbounded(schema):
        return _Compiled(verdict, (_UNBOUNDED,), None)
    cls, _ = _dialect(schema)
    # no format checker: `format` stays an annotation (see the package docstring); a server's regular expressions
    # are matched in linear time (`linear_keywords`), never by backtracking on the event loop
    validator = validating_class(cls)(schema, registry=_NO_NETWORK)
    return _Compiled(verdict, tuple(problems), validator, _fast_check(schema, cls))


def _canonical(schema: Any) -> str | None:
    try:
        return json.dumps(schema, sort_keys=True, separators=(",", ":"))
    except (TypeError, ValueError, RecursionError):
        return None  # not JSON: cache by identity only


def _or_empty(arguments: Any) -> Any:
    return {} if arguments is None else arguments


_default = ArgumentValidator()


def check_arguments(schema: Any, arguments: Any) -> ValidationOutcome | None:
    """`ArgumentValidator.check_arguments` on a module-wide validator cache."""
    return _default.check_arguments(schema, arguments)


def check_structured(output_schema: Any, structured_content: Any) -> str | None:
    """`ArgumentValidator.check_structured` on a module-wide validator cache."""
    return _default.check_structured(output_schema, structured_content)
