"""What validation hands back: the list-time verdict on a schema and the call-time outcome for arguments.

Kept apart so that every other module can name these types without importing the machinery that makes them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

SchemaVerdict = Literal["ok", "invalid", "over_budget", "external_ref"]
OutcomeKind = Literal["invalid", "unvalidated"]


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
        """True when the arguments are invalid and the call must not be forwarded."""
        return self.kind == "invalid"
