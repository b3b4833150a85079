"""Hints on tool-definition quality: what `mcp-aggregator lint` prints.

A model picks tools by reading their names, descriptions and input schemas, so those *are* the interface
(MISSION.md, "What the source document says about tools"). Each rule here is one piece of that guidance turned
into a cheap, explainable check on a snapshot tool entry (`Catalog.snapshot()["tools"]`): the upstream
definition plus `name`, `server` and `original_name`. Name rules read `original_name`, because the prefix is
ours, not the server's. The checks are heuristics with small curated word lists, not a grammar: a hint is a
suggestion to the server's author, never a reason to drop a tool.

Methods: a name is split into segments on `_`, `-`, `.` and camelCase. A segment is *opaque* if it has at most two
letters or no vowel (a-e-i-o-u) and is not in KNOWN_SHORT (or its plural); segments with digits (v2, s3) are
skipped. A *bare noun* is a one-segment name not in VERBS or SELF_EXPLANATORY and not ending in -ize/-ify.
*Loose* looks at top-level parameters only: one with no type/enum/const/$ref/anyOf/oneOf/allOf, or an object
(array) with no properties (items) of any kind. A tool-level `additionalProperties` left open is not flagged
when parameters are declared: most SDKs emit that, so it would be noise.

Weights (higher first): 3 = the model has nothing to go on (no description), or the definition reads like hidden
instructions to it (`hidden-instructions`: the `high`/`medium` findings of `aggregator.poisoning`); 2 = the model has
to guess what the tool or a parameter does (short description, undescribed parameters, opaque or bare-noun name);
1 = schema hygiene that lets bad arguments through (open empty schema, loose parameters), or text a reviewer may
want to read (`suspicious-text`: a URL, an e-mail address, a description far longer than the server's others). The
two poisoning rules compare a tool with the rest of its server's list, and carry their findings in `Hint.findings`.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from aggregator.poisoning import FLAGGING, Finding, scan_tools
from aggregator.poisoning_model import enabled

__all__ = ["RULES", "WEIGHTS", "Hint", "Rule", "lint_tools"]


class Rule(StrEnum):
    """One check. The values are stable: scripts and `--json` consumers match on them."""

    HIDDEN_INSTRUCTIONS = "hidden-instructions"
    MISSING_DESCRIPTION = "missing-description"
    SHORT_DESCRIPTION = "short-description"
    UNDESCRIBED_PARAMETERS = "undescribed-parameters"
    OPEN_EMPTY_SCHEMA = "open-empty-schema"
    OPAQUE_NAME = "opaque-name"
    BARE_NOUN_NAME = "bare-noun-name"
    LOOSE_SCHEMA = "loose-schema"
    SUSPICIOUS_TEXT = "suspicious-text"


# A description shorter than this in *both* words and characters cannot say what the tool does, when to use it
# and what it returns. The character floor keeps a full sentence in a script written without spaces (Thai) clear.
MIN_WORDS = 3
MIN_CHARS = 20

RULES: Mapping[Rule, str] = {
    Rule.HIDDEN_INSTRUCTIONS: "the definition reads like hidden instructions to the model (see aggregator.poisoning)",
    Rule.MISSING_DESCRIPTION: "the tool has no description (absent, empty, whitespace or not text)",
    Rule.SHORT_DESCRIPTION: f"the description has fewer than {MIN_WORDS} words and {MIN_CHARS} characters",
    Rule.UNDESCRIBED_PARAMETERS: "parameters of inputSchema.properties without a non-empty description",
    Rule.OPEN_EMPTY_SCHEMA: 'a tool without parameters does not declare {"type":"object","additionalProperties":false}',
    Rule.OPAQUE_NAME: "the name has abbreviations a model may not read (segments of <= 2 letters or no vowel)",
    Rule.BARE_NOUN_NAME: "the name is one word that is not a verb, so it does not say whether it reads or writes",
    Rule.LOOSE_SCHEMA: "a parameter accepts anything: no type, or an object/array with no shape",
    Rule.SUSPICIOUS_TEXT: "a URL, an e-mail address or a description far longer than the server's others",
}

WEIGHTS: Mapping[Rule, int] = {
    Rule.HIDDEN_INSTRUCTIONS: 3,
    Rule.MISSING_DESCRIPTION: 3,
    Rule.SHORT_DESCRIPTION: 2,
    Rule.UNDESCRIBED_PARAMETERS: 2,
    Rule.OPAQUE_NAME: 2,
    Rule.BARE_NOUN_NAME: 2,
    Rule.OPEN_EMPTY_SCHEMA: 1,
    Rule.LOOSE_SCHEMA: 1,
    Rule.SUSPICIOUS_TEXT: 1,
}


@dataclass(frozen=True, slots=True)
class Hint:
    """One lint finding about one tool: the rule, the tool, the message and how much it weighs."""

    rule: Rule
    server: str
    name: str
    original_name: str
    message: str
    weight: int
    #: the poisoning findings behind a `hidden-instructions` or `suspicious-text` hint (empty for the others)
    findings: tuple[Finding, ...] = ()

    def to_json(self) -> dict[str, Any]:
        """The hint as JSON, for `lint --json` (`findings` only on the two poisoning rules)."""
        out: dict[str, Any] = {
            "rule": self.rule.value,
            "server": self.server,
            "name": self.name,
            "original_name": self.original_name,
            "message": self.message,
            "weight": self.weight,
        }
        if self.findings:
            out["findings"] = [finding.to_json() for finding in self.findings]
        return out


# -- names ---------------------------------------------------------------------------------------


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


# Short or vowel-less segments a model reads without trouble: common words, file formats, protocols, acronyms.
# Only such segments need listing; any other segment of 3+ letters with a vowel passes anyway.
KNOWN_SHORT = _words(
    "an as at be by do go if in is it me my no of ok on or to up we "
    "ai ci db id io ip js md ml os pr py qr ts ui ux vm "
    "cdn cli cpu crm css csv dns dry fly ftp gcp gif gpu grpc html http https jpg jwt llm mcp npm nlp ocr pdf "
    "png rgb rpc rss sdk sftp sky sms smtp sql ssh ssl stt svg sync tcp tls try tts txt udp url vpn why www "
    "xlsx xml"
)

# Single-word names that say what they do: verbs, plus a few read-only nouns (nobody writes the weather).
VERBS = _words(
    "add analyze analyse answer append apply approve archive ask assign attach authenticate authorize book "
    "browse build calculate call cancel charge check classify clear click clone close commit compare compile "
    "compress compute connect convert copy count crawl create decode decrypt delete deploy describe detach diff "
    "disable disconnect display download echo edit enable encode encrypt estimate evaluate execute explain "
    "export extract fetch filter find flush fork format generate get greet import insert inspect install invite "
    "invoke join kill leave lint list load lock login logout lookup measure merge migrate modify monitor move "
    "navigate notify open parse patch pause pick ping play predict preview print publish pull purge push put "
    "query read reboot recall refresh refund reject remember remove rename render reply reset resolve restart "
    "restore resume retry revert review rotate run save say scan schedule scrape scroll search select send set "
    "share show sign sleep sort speak split start stop store stream submit subscribe summarize sum tail "
    "translate transfer transform trace undo unlock unsubscribe update upload upsert validate verify view wait "
    "watch write"
)
SELF_EXPLANATORY = _words("forecast health help now screenshot status time today version weather whoami")

# Split on the separators MCP allows, then on camelCase; an acronym keeps its trailing digits (S3, HTML5).
_SEPARATORS = re.compile(r"[_\-.\s]+")
_CASE = re.compile(r"[A-Z]+[0-9]*(?![a-z])|[A-Z]?[^A-Z]+")


def _segments(name: str) -> list[str]:
    return [token for piece in _SEPARATORS.split(name) for token in _CASE.findall(piece)]


def _is_opaque(segment: str) -> bool:
    word = segment.lower()
    # segments with digits are versions or product names (v2, s3, ipv4, k8s): nothing to judge
    if not (word.isascii() and word.isalpha()):
        return False
    if word in KNOWN_SHORT or (word.endswith("s") and word[:-1] in KNOWN_SHORT):  # plurals: ids, urls, prs
        return False
    return len(word) <= 2 or not any(vowel in word for vowel in "aeiou")


def _original(tool: Mapping[str, Any]) -> Any:
    """The server's own name (an entry without one, say a bare definition, is judged by its `name`)."""
    return tool.get("original_name", tool.get("name"))


def _opaque_name(tool: Mapping[str, Any]) -> str | None:
    name = _original(tool)
    if not isinstance(name, str):
        return None
    opaque = [segment for segment in _segments(name) if _is_opaque(segment)]
    if not opaque:
        return None
    segments = ", ".join(map(_show, opaque))
    return f"name {name!r} has opaque abbreviations ({segments}): spell them out, e.g. search_catalog, not sc"


def _bare_noun(tool: Mapping[str, Any]) -> str | None:
    name = _original(tool)
    if not isinstance(name, str) or _opaque_name(tool) is not None:
        return None  # one hint per problem: an opaque single word is already reported as such
    segments = _segments(name)
    if len(segments) != 1 or not segments[0].isalpha():
        return None
    word = segments[0].lower()
    # -ize/-ify words are verbs (normalize, tokenize, notify); -ate is not safe (template, state)
    if word in VERBS or word in SELF_EXPLANATORY or word.endswith(("ize", "ify")):
        return None
    return f"name {name!r} is a bare noun: name the action, e.g. get_{word} or create_{word}"


# -- descriptions --------------------------------------------------------------------------------

_SAY = "say what the tool does, when to use it and what it returns"


def _missing_description(tool: Mapping[str, Any]) -> str | None:
    description = tool.get("description")
    if description is None or (isinstance(description, str) and not description.strip()):
        return f"no description: {_SAY}"
    if not isinstance(description, str):
        return (
            f"description is {_kind(description)}, not text: say what the tool does, when to use it and what it returns"
        )
    return None


def _short_description(tool: Mapping[str, Any]) -> str | None:
    description = tool.get("description")
    if not isinstance(description, str) or not description.strip():
        return None
    text = description.strip()
    words = len(text.split())
    if words >= MIN_WORDS or len(text) >= MIN_CHARS:
        return None
    return f"description {text!r} is too short ({words} word{'s' * (words != 1)}): {_SAY}"


# -- schemas -------------------------------------------------------------------------------------

_TYPED = ("type", "enum", "const", "$ref", "anyOf", "oneOf", "allOf")
_SHAPED = {
    "object": ("properties", "patternProperties", "additionalProperties", "$ref"),
    "array": ("items", "prefixItems", "contains"),
}


def _properties(tool: Mapping[str, Any]) -> Mapping[Any, Any] | None:
    """The schema's properties, {} when it declares none, None when schema or properties is malformed."""
    schema = tool.get("inputSchema")
    if not isinstance(schema, Mapping):
        return {} if schema is None else None
    properties = schema.get("properties", {})
    return properties if isinstance(properties, Mapping) else None


def _undescribed_parameters(tool: Mapping[str, Any]) -> str | None:
    properties = _properties(tool) or {}
    missing = [
        key
        for key, prop in properties.items()
        if not (isinstance(prop, Mapping) and isinstance(prop.get("description"), str) and prop["description"].strip())
    ]
    return f"parameters without a description: {_names(missing)}" if missing else None


def _open_empty_schema(tool: Mapping[str, Any]) -> str | None:
    schema = tool.get("inputSchema")
    closed = '{"type":"object","additionalProperties":false}'
    if schema is None:
        return f"no inputSchema: a tool without parameters declares {closed}"
    properties = _properties(tool)
    if not isinstance(schema, Mapping) or properties is None or properties:
        return None  # a malformed schema is reported by loose-schema; one with parameters is not parameterless
    extra = schema.get("additionalProperties")
    # a map-like schema (patternProperties, a typed additionalProperties) or a combinator does take parameters
    if isinstance(extra, Mapping) or any(
        key in schema for key in ("patternProperties", "anyOf", "oneOf", "allOf", "$ref")
    ):
        return None
    if schema.get("type") == "object" and extra is False:
        return None
    return f"no parameters: declare inputSchema as {closed} so the model sends none"


def _loose_schema(tool: Mapping[str, Any]) -> str | None:
    schema = tool.get("inputSchema")
    if schema is not None and not isinstance(schema, Mapping):
        return f'inputSchema is {_kind(schema)}, not an object schema: declare {{"type":"object", ...}}'
    properties = _properties(tool)
    if properties is None:
        assert schema is not None  # a missing schema has properties {}; None means present but malformed
        got = _kind(schema.get("properties"))
        return f"inputSchema.properties is {got}, not an object: map each parameter name to its schema"
    loose: list[str] = []
    for key, prop in properties.items():
        problem = _loose_property(prop)
        if problem:
            loose.append(f"{_show(key)} ({problem})")
    if not loose:
        return None
    return f"parameters that accept anything: {_names(loose, show=False)}; give each a type and shape"


def _loose_property(prop: Any) -> str | None:
    if prop is True or (isinstance(prop, Mapping) and not any(key in prop for key in _TYPED)):
        return "no type"
    if not isinstance(prop, Mapping):
        return None if prop is False else f"{_kind(prop)}, not a schema"
    kind = prop.get("type")
    if not isinstance(kind, str) or kind not in _SHAPED:
        return None  # a scalar type (or a list of types) is shape enough
    # any constraint on the contents counts; `true` and `{}` are no constraint at all
    if any(prop.get(key) not in (None, True, {}) for key in _SHAPED[kind]):
        return None
    return f"{kind} with no {'properties' if kind == 'object' else 'items'}"


# -- output --------------------------------------------------------------------------------------


def _show(value: Any) -> str:
    """A name as it reads, quoted only if it would break the one-line message."""
    return value if isinstance(value, str) and value and value.isprintable() and value.strip() == value else repr(value)


def _names(items: Sequence[Any], *, show: bool = True, limit: int = 10) -> str:
    shown = [_show(item) if show else str(item) for item in items[:limit]]
    more = f", and {len(items) - limit} more" if len(items) > limit else ""
    return ", ".join(shown) + more


def _kind(value: Any) -> str:
    kinds = {
        dict: "an object",
        list: "an array",
        str: "a string",
        bool: "a boolean",
        int: "a number",
        float: "a number",
    }
    return kinds.get(type(value), "null" if value is None else f"a {type(value).__name__}")


_CHECKS: dict[Rule, Callable[[Mapping[str, Any]], str | None]] = {
    Rule.MISSING_DESCRIPTION: _missing_description,
    Rule.SHORT_DESCRIPTION: _short_description,
    Rule.UNDESCRIBED_PARAMETERS: _undescribed_parameters,
    Rule.OPEN_EMPTY_SCHEMA: _open_empty_schema,
    Rule.OPAQUE_NAME: _opaque_name,
    Rule.BARE_NOUN_NAME: _bare_noun,
    Rule.LOOSE_SCHEMA: _loose_schema,
}
_RULE_ORDER = {rule: index for index, rule in enumerate(Rule)}


def _poisoning(tools: Sequence[Mapping[str, Any]], learned: bool) -> dict[int, list[tuple[Rule, str, list[Finding]]]]:
    """Per tool position, its poisoning hints: each server's tools are judged together (the outlier needs them)."""
    by_server: dict[str, list[int]] = {}
    for index, tool in enumerate(tools):
        if isinstance(tool, Mapping):
            by_server.setdefault(str(tool.get("server", "")), []).append(index)
    out: dict[int, list[tuple[Rule, str, list[Finding]]]] = {}
    for indexes in by_server.values():
        # the server's own definitions: the name it gave, not ours (a prefix is not its text)
        own = [{**tools[i], "name": _original(tools[i])} for i in indexes]
        for index, findings in zip(indexes, scan_tools(own, learned=learned), strict=True):
            for rule, group in (
                (Rule.HIDDEN_INSTRUCTIONS, [f for f in findings if f.severity in FLAGGING]),
                (Rule.SUSPICIOUS_TEXT, [f for f in findings if f.severity not in FLAGGING]),
            ):
                if group:
                    out.setdefault(index, []).append((rule, _findings_message(group), group))
    return out


def _blocked(drops: Sequence[Mapping[str, Any]]) -> list[Hint]:
    out = []
    for drop in drops:
        if (
            isinstance(drop, Mapping)
            and drop.get("reason") == "poisoned"
            and isinstance(drop.get("original_name"), str)
        ):
            name, detail = drop["original_name"], drop.get("detail") or "no detail"
            message = f"dropped (aggregator.poisoning is block): {detail}"
            out.append(Hint(Rule.HIDDEN_INSTRUCTIONS, str(drop.get("server", "")), name, name, message, 3))
    return out


def _findings_message(findings: Sequence[Finding], limit: int = 3) -> str:
    shown = "; ".join(f"{f.pattern.value} ({f.severity.value}) at {f.field}: '{f.span}'" for f in findings[:limit])
    return shown + (f"; and {len(findings) - limit} more" if len(findings) > limit else "")


def lint_tools(
    tools: Sequence[Mapping[str, Any]],
    server_order: Sequence[str] | None = None,
    drops: Sequence[Mapping[str, Any]] = (),
    *,
    learned: bool | None = None,
) -> list[Hint]:
    """Every hint for `tools` (snapshot entries), grouped per server and ranked; never raises on bad input.

    Servers come in `server_order` (then any others in first-seen order); within a server, weight descending,
    then tool order, then rule order. Entries that are not objects are skipped: there is no tool to name.
    `drops` (a snapshot's `report.drops`): a tool dropped as `poisoned` (block mode) is a `hidden-instructions` hint
    too, after the listed tools, with what flagged it. `learned`: the poisoning lint's learned layer too
    (`aggregator.poisoning_model`, the `poisoning-model` extra); None, the default, wherever the extra is installed
    (`poisoning_model.enabled`), as the `lint` command does.
    """
    ranked: list[tuple[int, int, int, Hint]] = [
        (-WEIGHTS[Rule.HIDDEN_INSTRUCTIONS], len(tools) + index, 0, hint) for index, hint in enumerate(_blocked(drops))
    ]
    poisoning = _poisoning(tools, enabled(learned))
    for index, tool in enumerate(tools):
        if not isinstance(tool, Mapping):
            continue
        server, name = str(tool.get("server", "")), tool.get("name")
        name = name if isinstance(name, str) else "" if name is None else repr(name)
        original = _original(tool)
        original = original if isinstance(original, str) else name
        found = [(rule, check(tool), ()) for rule, check in _CHECKS.items()] + poisoning.get(index, [])
        for rule, message, findings in found:
            if message is not None:
                hint = Hint(rule, server, name, original, message, WEIGHTS[rule], tuple(findings))
                ranked.append((-hint.weight, index, _RULE_ORDER[rule], hint))
    servers = list(dict.fromkeys([*(server_order or ()), *(entry[3].server for entry in ranked)]))
    position = {server: index for index, server in enumerate(servers)}
    ranked.sort(key=lambda entry: (position[entry[3].server], *entry[:3]))
    return [entry[3] for entry in ranked]
