"""What the merged tool list costs a model: an estimate of the tokens its definitions take, no tokenizer needed.

Every tool offered to a model is paid for in context on every turn, so "how many tokens are my 140 tools?" is
the question behind `mcp-aggregator cost` and `check --max-tokens`. Both use this one estimator, so the two
always agree, and neither downloads a tokenizer (the real ones are megabytes of vocabulary, and model vendors'
tokenizers differ anyway).

What is counted, per tool: what a model API is actually given, as compact JSON —
``{"name": ..., "description": ..., "input_schema": ...}``, the Anthropic Messages shape that
`aggregator.adapters` produces (OpenAI's `parameters` carries the same schema). The description falls back to
`title`, then `annotations.title`, as the adapters do. `outputSchema`, `annotations`, `icons` and `_meta` are
MCP metadata that neither API sends to the model, so they cost nothing here. Not counted either: the few tokens
of wrapping each API adds per tool and its fixed preamble (they differ by vendor and are not published).

How: the text's UTF-8 bytes are mapped to classes (lowercase, uppercase, digit, space, other ASCII "marks",
non-ASCII), and the pieces a GPT-4o-style pre-tokenizer would cut are counted with `bytes.count` — one token
each: a run of letters (a camelCase hump starts a new one), a group of digits (two if four or more), a run of
marks such as ``":{"``, and a space that starts no word. A single mark between a letter and a word joins that
word (``get_weather`` is "get" + "_weather"). Then what byte-pair encoding rarely has as one token costs extra:
+0.4 per 4 marks in a run and +1 per 6, +0.2 per 8 lowercase letters in a row, +0.5 for a mark-led word of 4+
letters, 0.14 per non-ASCII byte and 0.22 more per kana, CJK or Hangul character. These weights were fitted by
least squares (then rounded) against `o200k_base`, the GPT-4o family's encoding, on generated definitions (the CJK
one on a small set of non-English descriptions), and checked on definitions they were not fitted on: see
`bench/token_estimate.py`, and `METHOD` for the measured error. Weak spots, rare in
tool definitions: base64 or other random strings (under-estimated), long rules of one mark such as ``-----``
(over-estimated); and cl100k_base (GPT-4, GPT-3.5) spends more on non-Latin scripts than o200k_base does.

Counting is a handful of C-speed byte scans per tool, after one `json.dumps`: 10,000 definitions of about 1 KB
take ~0.6 s on a small two-core VM.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

__all__ = [
    "METHOD",
    "TOOL_ERROR_P90",
    "TOTAL_ERROR",
    "ServerCost",
    "definition_text",
    "estimate_tokens",
    "snapshot_costs",
]

#: The bounds `METHOD` states, against o200k_base, on definitions the weights were not fitted on (another seed
#: of the generator, standard-library docstrings as descriptions, real servers' lists): every one of those corpora
#: is within them. Measured overall: total -0.2%, per tool median 1.4%, p90 5.0% (cl100k_base: +1.6%, 2.7%, 6.3%).
TOTAL_ERROR = 0.02
TOOL_ERROR_P90 = 0.07
_MEASURED_ON = 1452

METHOD = (
    "Counts the pieces a GPT-style pre-tokenizer cuts (letter runs split at camelCase, digit groups, punctuation "
    "runs) from byte classes, plus fitted extras for long words, long punctuation runs and non-ASCII text; "
    f"within ±{TOTAL_ERROR:.0%} of o200k_base on a total and ±{TOOL_ERROR_P90:.0%} per tool (p90) over "
    f"{_MEASURED_ON:,} held-out definitions (bench/token_estimate.py)."
)

# The keys of a snapshot tool entry that are the aggregator's bookkeeping, not part of the definition.
_SNAPSHOT_ONLY_KEYS = frozenset({"server", "original_name", "rename"})


def _byte_classes(spec: Mapping[bytes, bytes], default: bytes) -> bytes:
    table = bytearray(default * 256)
    for members, label in spec.items():
        for member in members:
            table[member] = label[0]
    return bytes(table)


_LOWER = b"abcdefghijklmnopqrstuvwxyz"
_UPPER = _LOWER.upper()
_DIGITS = b"0123456789"
_MARKS = bytes(byte for byte in range(128) if byte not in _LOWER + _UPPER + _DIGITS + b" ")
_NON_ASCII = bytes(range(128, 256))
# One table per question, so that each question is a single `bytes.count` of a two- or three-byte pattern:
# "a" letter, "A" uppercase, "0" digit, " " space, "." mark, "u" non-ASCII byte, "x" anything else.
_ALL = _byte_classes({_LOWER + _UPPER: b"a", _DIGITS: b"0", b" ": b" ", _NON_ASCII: b"u"}, b".")
_CASE = _byte_classes({_LOWER: b"a", _UPPER: b"A"}, b"x")
_LETTERS = _byte_classes({_LOWER + _UPPER: b"a"}, b"x")
_PUNCT = _byte_classes({_MARKS: b"."}, b"x")
_NUMBERS = _byte_classes({_DIGITS: b"0"}, b"x")
_SPACES = _byte_classes({b" ": b" "}, b"x")
# UTF-8 lead bytes of U+3000-U+DFFF: kana, CJK ideographs, Hangul, which BPE keeps closer to a token a character
_CJK = _byte_classes({bytes(range(0xE3, 0xEE)): b"w"}, b"x")


def definition_text(definition: Mapping[str, Any]) -> str:
    """The text that is counted for one tool definition: compact JSON of what a model API is given."""
    if isinstance(definition, Mapping):
        view: Any = {
            "name": definition.get("name"),
            "description": _description(definition),
            "input_schema": definition.get("inputSchema", {}),
        }
    else:
        view = definition  # not a definition at all; count whatever it is rather than fail a report
    try:
        # no cycle check: a cycle ends in RecursionError, handled below, and the check costs every call
        return json.dumps(view, ensure_ascii=False, separators=(",", ":"), default=repr, check_circular=False)
    except Exception:
        # a cycle, a key JSON cannot carry, nesting deeper than the encoder goes, or a __repr__ that raises:
        # the estimate is still wanted, so fall back to Python's own rendering
        try:
            return repr(view)
        except Exception:
            return ""


def _description(definition: Mapping[str, Any]) -> str:
    annotations = definition.get("annotations")
    titled = annotations.get("title") if isinstance(annotations, Mapping) else None
    for candidate in (definition.get("description"), definition.get("title"), titled):
        if isinstance(candidate, str) and candidate:
            return candidate
    return ""


def estimate_tokens(definition: Mapping[str, Any]) -> int:
    """Estimated tokens of one exported tool definition as a model API is given it (at least 1)."""
    return _estimate_text(definition_text(definition))


def _estimate_text(text: str) -> int:
    raw = text.encode("utf-8", "surrogatepass")  # a JSON string may carry a lone surrogate
    classes = raw.translate(_ALL).count
    case = raw.translate(_CASE).count
    punct = raw.translate(_PUNCT).count
    numbers = raw.translate(_NUMBERS).count
    pieces = (
        raw.translate(_LETTERS).count(b"xa")  # words
        + case(b"aA")  # camelCase humps start a new piece
        + punct(b"x.")  # runs of marks
        + (1 if raw and raw[0] < 128 and raw[0] != 32 else 0)  # a piece at the very start has no left neighbour
        + numbers(b"x0")
        + numbers(b"0000")  # digits go in groups of at most three
        + classes(b" 0")
        + raw.translate(_SPACES).count(b"x  ")  # a space before a digit, or a run of spaces, stands alone
        - classes(b"a.a")  # a single mark between letters joins the following word
    )
    extra = (
        0.4 * punct(b"....")
        + punct(b"......")
        + 0.2 * case(b"aaaaaaaa")
        + 0.5 * classes(b"a.aaaa")
        + (0.0 if text.isascii() else 0.14 * classes(b"u") + 0.22 * raw.translate(_CJK).count(b"w"))
    )
    return max(1, int(pieces + extra + 0.5))


@dataclass(frozen=True, slots=True)
class ServerCost:
    """What one server's served tools cost: how many, and their estimated definition tokens."""

    server: str
    tools: int
    tokens: int

    def to_json(self) -> dict[str, Any]:
        """The cost as JSON, for `cost --json`."""
        return {"server": self.server, "tools": self.tools, "tokens": self.tokens}


def snapshot_costs(snapshot: Mapping[str, Any]) -> tuple[list[ServerCost], int]:
    """Per-server costs of a snapshot's tools, most expensive first (ties in config order), and the total.

    Every server the snapshot lists is included, a server serving nothing at 0; a tool naming a server that is
    not listed is still counted, under that name, after the listed ones.
    """
    order: dict[str, int] = {}
    tools: dict[str, int] = {}
    tokens: dict[str, int] = {}
    servers = snapshot.get("servers") if isinstance(snapshot, Mapping) else None
    for view in servers if isinstance(servers, list) else ():
        name = view.get("name") if isinstance(view, Mapping) else None
        if isinstance(name, str):
            order.setdefault(name, len(order))
    entries = snapshot.get("tools") if isinstance(snapshot, Mapping) else None
    for entry in entries if isinstance(entries, list) else ():
        if not isinstance(entry, Mapping):
            continue
        server = entry.get("server")
        server = server if isinstance(server, str) else str(server)
        order.setdefault(server, len(order))
        definition = {key: value for key, value in entry.items() if key not in _SNAPSHOT_ONLY_KEYS}
        tools[server] = tools.get(server, 0) + 1
        tokens[server] = tokens.get(server, 0) + estimate_tokens(definition)
    costs = [ServerCost(name, tools.get(name, 0), tokens.get(name, 0)) for name in order]
    costs.sort(key=lambda cost: -cost.tokens)  # stable: equal costs keep config order
    return costs, sum(cost.tokens for cost in costs)
