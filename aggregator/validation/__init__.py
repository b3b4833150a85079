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

The package, by what each module holds (each imports only those listed after it, so there is no cycle):

* `validator` — call time: `ArgumentValidator` and its compile cache, `check_arguments` / `check_structured`;
* `verdict` — list time: `classify_schema` / `schema_problems`, the dialect, the budget and meta-schema checks;
* `refs` — what a schema's `$ref`s name: dangling pointers, the size once followed, network references;
* `shape` — the full walk of a schema: depth, size, and the `$ref`s and `$id` resources it meets;
* `survey` — the one cheap pass that decides the common schema without jsonschema;
* `keywords` — where subschemas live, by keyword;
* `fast` — the fast path: common schemas compiled into closures that answer only "valid or not";
* `messages` — jsonschema errors turned into `FieldError`s and messages a model can act on;
* `outcomes` — the verdict and outcome types (`SchemaVerdict`, `ValidationOutcome`, `FieldError`, ...);
* `text` — how paths, values and constraints are written in those messages.
"""

from __future__ import annotations

from aggregator.validation.messages import MAX_REPORTED_ERRORS as MAX_REPORTED_ERRORS
from aggregator.validation.outcomes import FieldError, SchemaVerdict, UnusableSchema, ValidationOutcome
from aggregator.validation.outcomes import OutcomeKind as OutcomeKind
from aggregator.validation.survey import _quick_meta_ok as _quick_meta_ok
from aggregator.validation.validator import _NO_NETWORK as _NO_NETWORK
from aggregator.validation.validator import ArgumentValidator, check_arguments, check_structured
from aggregator.validation.verdict import MAX_DEPTH as MAX_DEPTH
from aggregator.validation.verdict import MAX_SUBSCHEMAS as MAX_SUBSCHEMAS
from aggregator.validation.verdict import classify_schema, schema_problems

# `_NO_NETWORK` and `_quick_meta_ok` are private, re-exported because tests read them from the package. Patching
# any name here changes nothing: the code looks its helpers up in the module that defines them, so a test or
# bench that replaces one patches that module (`validator._compile`, `verdict._meta_problems`).
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
