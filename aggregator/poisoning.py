"""The poisoning lint: hidden instructions in what a model reads of a tool (issue 16, item 3).

A server can hide orders to the model in a tool's definition ("tool poisoning"): tag-like blocks (`<IMPORTANT>`),
instructions to read secrets or call other tools, to send data somewhere, or to keep all of it from the user,
sometimes in characters a person never sees. `scan_tools` reads every text of each definition of one server's
list — name, title, description, and in `inputSchema`/`outputSchema` every property name, description, title,
enum value, default, const and example, at any depth — and reports each match as a `Finding`: the pattern (a stable
id), a severity, where (a path such as `inputSchema.properties.path.description`), the span's offsets in that text
and the span itself, escaped (control, zero-width, bidi and tag characters shown as `\\uXXXX`).

Severity: `high` and `medium` findings make a tool *flagged* (what `aggregator.poisoning = "block"` drops and what
`bench/poisoning.py` counts); `low` ones are signals a reviewer may want to see (a URL, an e-mail address, a
description much longer than its siblings') and never drop anything. Pure: no I/O; imports nothing of ours, so the
catalog applies it too. The patterns are English-centred heuristics (stdlib `re` and `unicodedata`), measured in
`bench/poisoning.py`.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Any

from aggregator._poisoning_caution import cautions
from aggregator._poisoning_characters import characters, escape
from aggregator._poisoning_ciphers import ciphered
from aggregator._poisoning_context import character_references, cues, styled_letters
from aggregator._poisoning_harm import clashes
from aggregator._poisoning_intent import PURPOSE, intents
from aggregator._poisoning_language import switches
from aggregator._poisoning_patterns import BARE, PHRASES
from aggregator._poisoning_size import MAX_TEXT_CHARS, MAX_TOOL_CHARS, bounded, long_descriptions
from aggregator._poisoning_structure import structure
from aggregator._poisoning_texts import MACHINE as _MACHINE
from aggregator._poisoning_texts import VALUES as _VALUES
from aggregator._poisoning_texts import spaced as _spaced
from aggregator._poisoning_texts import texts as _texts

__all__ = [
    "FLAGGING",
    "PATTERNS",
    "Finding",
    "Pattern",
    "Severity",
    "escape",
    "flagged",
    "scan_tool",
    "scan_tools",
    "summary",
]


class Pattern(StrEnum):
    """What a finding matched. The values are stable: scripts and `--json` consumers match on them."""

    UNICODE_TAG = "unicode-tag"
    BIDI_CONTROL = "bidi-control"
    ZERO_WIDTH = "zero-width"
    MIXED_SCRIPT = "mixed-script"
    CONTROL_CHARACTER = "control-character"
    BLANK_PADDING = "blank-padding"
    TAG_BLOCK = "tag-block"
    INSTRUCTION_OVERRIDE = "instruction-override"
    HIDE_FROM_USER = "hide-from-user"
    SECRET_FILE = "secret-file"
    SECRET_REQUEST = "secret-request"
    CONTEXT_LEAK = "context-leak"
    EXFILTRATION = "exfiltration"
    TOOL_SHADOWING = "tool-shadowing"
    BEHAVIOUR_OVERRIDE = "behaviour-override"
    REMOTE_CODE = "remote-code"
    URL = "url"
    EMAIL_ADDRESS = "email-address"
    LONG_DESCRIPTION = "long-description"
    MACHINE_PROSE = "machine-field-prose"
    STYLED_LETTERS = "styled-letters"
    LANGUAGE_SWITCH = "language-switch"
    UNREAD_TEXT = "unread-text"
    LEARNED = "learned-instructions"


class Severity(StrEnum):
    """How sure a finding is: `high` and `medium` flag the tool (`FLAGGING`), `low` is reported only."""

    HIGH = "high"
    MEDIUM = "medium"
    LOW = "low"


FLAGGING = frozenset({Severity.HIGH, Severity.MEDIUM})

PATTERNS: Mapping[Pattern, str] = {
    Pattern.UNICODE_TAG: 'Unicode tag characters (U+E0000 block): ASCII text no one sees ("ASCII smuggling")',
    Pattern.BIDI_CONTROL: "bidi overrides or isolates (U+202A-202E, U+2066-2069): the text shown is not the text read",
    Pattern.ZERO_WIDTH: "zero-width or invisible characters outside a script that needs them",
    Pattern.BLANK_PADDING: "a long run of blanks that pushes the text after it out of a reviewer's view",
    Pattern.MIXED_SCRIPT: "a word mixing Latin letters with Cyrillic or Greek look-alikes (homoglyphs)",
    Pattern.CONTROL_CHARACTER: "control characters (C0/C1, ANSI escapes) in text meant for reading",
    Pattern.TAG_BLOCK: "a tag-like block addressed to the model: <IMPORTANT>, <system>, [INST], <|im_start|>",
    Pattern.INSTRUCTION_OVERRIDE: "an order to ignore or replace earlier instructions",
    Pattern.HIDE_FROM_USER: "an order to keep an action from the user: do not tell, silently, without informing",
    Pattern.SECRET_FILE: "a secret or configuration file (~/.ssh, id_rsa, .env, mcp.json, credentials) to access",
    Pattern.SECRET_REQUEST: "an order to put secrets (keys, tokens, passwords) into an argument or a message",
    Pattern.CONTEXT_LEAK: "an order to pass on the conversation, the system prompt or other tools' results",
    Pattern.EXFILTRATION: "an order to send or copy data to an address, or to redirect what other tools send",
    Pattern.TOOL_SHADOWING: "an order about other tools: call them first, change how they behave, replace them",
    Pattern.BEHAVIOUR_OVERRIDE: "an order about every request or answer, not about this tool",
    Pattern.REMOTE_CODE: "a command that downloads code and runs it (curl … | sh)",
    Pattern.URL: "a URL in text meant for the model",
    Pattern.EMAIL_ADDRESS: "an e-mail address in text meant for the model",
    Pattern.LONG_DESCRIPTION: "a description far longer than the server's others (room to hide instructions)",
    Pattern.MACHINE_PROSE: "prose where a machine value belongs ($ref, format, a default or enum): no caller needs it",
    Pattern.LANGUAGE_SWITCH: "a paragraph in another language than the server's others (English aside)",
    Pattern.UNREAD_TEXT: f"text past what the lint reads ({MAX_TEXT_CHARS} characters a text, {MAX_TOOL_CHARS} a tool)",
    Pattern.LEARNED: "a sentence the learned classifier (aggregator.poisoning_model) scores as planted instructions",
    Pattern.STYLED_LETTERS: (
        "letters or text a filter reads otherwise: fullwidth, mathematical, look-alikes, &#..; runs, ROT13, backwards"
    ),
}


@dataclass(frozen=True, slots=True)
class Finding:
    """One match in one text of one tool: the pattern, its severity, where, and the span (escaped)."""

    pattern: Pattern
    severity: Severity
    #: the tool's upstream name (`repr` when it is not a string)
    tool: str
    #: which text: `name`, `title`, `description`, or a path into a schema (`inputSchema.properties.x.default`)
    field: str
    #: the span's offsets in that text (`text[start:end]`)
    start: int
    end: int
    #: the span, escaped and cut to 120 characters
    span: str
    message: str

    def to_json(self) -> dict[str, Any]:
        """The finding as JSON, for `lint --json`."""
        return {
            "pattern": self.pattern.value,
            "severity": self.severity.value,
            "tool": self.tool,
            "field": self.field,
            "start": self.start,
            "end": self.end,
            "span": self.span,
            "message": self.message,
        }


# -- phrases ---------------------------------------------------------------------------------------------------------

_Phrase = tuple[Pattern, Severity, re.Pattern[str], str, re.Pattern[str]]


def _table(phrases: Sequence[tuple[str, str, re.Pattern[str], str, tuple[str, ...]]]) -> tuple[_Phrase, ...]:
    # the needles as one expression each: searching a text for any of them is then one call in C
    return tuple(
        (Pattern(p), Severity(v), rx, message, re.compile("|".join(map(re.escape, needles))))
        for p, v, rx, message, needles in phrases
    )


_PHRASES, _BARE = _table(PHRASES), _table(BARE)
_ANY_NEEDLE = re.compile("|".join(needles.pattern for *_, needles in _PHRASES + _BARE))


def _characters(text: str) -> Iterator[tuple[Pattern, Severity, int, int, str]]:
    return ((Pattern(p), Severity(v), start, end, why) for p, v, start, end, why in characters(text))


def _phrases(text: str, *, name: bool, bare: bool, slot: bool) -> Iterator[tuple[Pattern, Severity, int, int, str]]:
    # read the text as a reader sees it: invisible characters removed, and a name's words split
    visible, index = _visible(text, name=name)
    for pattern, severity, start, end, message in intents(visible, bare=bare, slot=slot):
        yield (
            Pattern(pattern),
            Severity(severity),
            index[start] if index else start,
            index[end - 1] + 1 if index else end,
            message,
        )
    lowered = " ".join(visible.lower().split())
    if not _ANY_NEEDLE.search(lowered):
        return  # most texts (enum values, short names) hold none: one search instead of one per pattern
    for pattern, severity, regex, message, needles in _PHRASES + (_BARE if bare else ()):
        if not needles.search(lowered):
            continue  # no match can be in it (the needles of `_poisoning_patterns`): skip the costly search
        for match in regex.finditer(visible):
            if match.end() > match.start() and not PURPOSE.search(visible, max(0, match.start() - 40), match.start()):
                start, end = match.start(), match.end()
                yield pattern, severity, index[start] if index else start, index[end - 1] + 1 if index else end, message


_ASCII_CONTROL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")


def _visible(text: str, *, name: bool) -> tuple[str, list[int] | None]:
    """`text` without invisible characters (and a name's `_` between letters as a space); each kept one's offset
    (None: the text is kept as it is, offsets and all)."""
    if not name and text.isascii() and not _ASCII_CONTROL.search(text):
        return text, None
    chars: list[str] = []
    index: list[int] = []
    for offset, char in enumerate(text):
        if unicodedata.category(char) in ("Cf", "Cc") and char not in "\t\n\r":
            continue
        if name and char.isupper() and offset and text[offset - 1].islower():  # camelCase: a word starts
            chars.append(" ")
            index.append(offset)
        chars.append(" " if name and char in "_-" and _between_letters(text, offset) else char)
        index.append(offset)
    return "".join(chars), index


def _between_letters(text: str, offset: int) -> bool:
    return 0 < offset < len(text) - 1 and text[offset - 1].isalnum() and text[offset + 1].isalpha()


# -- where the text is -----------------------------------------------------------------------------------------------

# -- the long description --------------------------------------------------------------------------------------------

#: a description is an outlier when it is at least this many times the server's median length, this many robust
# -- scanning --------------------------------------------------------------------------------------------------------

_SPAN_CHARS = 120
#: a parameter whose value is prose by nature (a banner, a signature, a subject line): a sentence as its default is
#: its content, not an order slipped into a value (none of 1,611 real tools has a sentence default elsewhere)
_PROSE_SLOT = re.compile(
    r"(?:^|[._])(?:text|body|message|banner|template|content|subject|notes?|greeting|signature|footer|header|"
    r"disclaimer|caption|summary|reply|comment)\.(?:default|const)$",
    re.IGNORECASE,
)
_ASKS_TEXT = re.compile(r"\b(?:text|contents?|value|string|paste|verbatim)\b", re.IGNORECASE)
#: values the server fills in or offers to choose (not `examples`, which may show a sentence a caller writes)
_SET_VALUES = frozenset(("default", "const", "enum"))
_CONTACTS = frozenset((Pattern.URL, Pattern.EMAIL_ADDRESS))
_VALUE_WORDS = 8


def _tool_name(tool: Mapping[str, Any]) -> str:
    name = tool.get("name")
    return name if isinstance(name, str) else repr(name)


def scan_tool(tool: Mapping[str, Any], *, siblings: frozenset[str] = frozenset()) -> list[Finding]:
    """Every finding in one definition; never raises. `siblings` are the other tools' names on its server (a
    sentence naming one of them reads as an order about another tool); `scan_tools` passes them and adds the
    findings that compare a tool with the rest of its list."""
    if not isinstance(tool, Mapping):
        return []
    return _scan(*bounded(tool), siblings)


def _scan(tool: Mapping[str, Any], cuts: list[tuple[str, str, int]], siblings: frozenset[str]) -> list[Finding]:
    """The findings of a `bounded` definition, what was cut from it first (it may hide anything: it flags)."""
    name = _tool_name(tool)
    out = [
        Finding(Pattern.UNREAD_TEXT, Severity.MEDIUM, name, escape(field), kept, len(text),
                escape(text[kept : kept + _SPAN_CHARS])[:_SPAN_CHARS], f"{len(text) - kept} characters not read")
        for field, text, kept in cuts
    ]  # fmt: skip
    schema = tool.get("inputSchema")
    properties = schema.get("properties") if isinstance(schema, Mapping) else None
    own = frozenset(k for k in properties if isinstance(k, str)) if isinstance(properties, Mapping) else frozenset()
    # a boolean's name is a switch ("include_api_tokens" says whether, not what): it asks for nothing by itself,
    # unless its description asks for a text after all ("Set to the key text.")
    switches = (
        frozenset(
            k
            for k, v in properties.items()
            if isinstance(v, Mapping)
            and v.get("type") == "boolean"
            and not _ASKS_TEXT.search(str(v.get("description", "")))
        )
        if isinstance(properties, Mapping)
        else frozenset()
    )
    for field, text, is_name in _texts(tool):
        # a parameter's name or a value says no sentence: the object alone is enough (not the tool's own name)
        key = field.rsplit(".", 1)[-1].split("[")[0]
        switch = is_name and key in switches and field == f"inputSchema.properties.{key}"
        bare = field != "name" and ((is_name and not switch) or key in _VALUES)
        # a parameter's own description: "put the token here" names no place, the parameter is the place
        slot = key in ("description", "title") and field.startswith(("inputSchema.", "outputSchema."))
        if key in _MACHINE and not is_name and _spaced(text):  # none of 1,611 real tools has one
            span = escape(text)[:_SPAN_CHARS]
            out.append(Finding(Pattern.MACHINE_PROSE, Severity.MEDIUM, name, escape(field), 0, len(text), span, ""))
        elif key in _SET_VALUES and len(text.split()) >= _VALUE_WORDS and not _PROSE_SLOT.search(field):
            span = escape(text)[:_SPAN_CHARS]
            why = "a sentence where a value belongs"
            out.append(Finding(Pattern.MACHINE_PROSE, Severity.MEDIUM, name, escape(field), 0, len(text), span, why))
        found = [
            # the path escaped too: a key may hold any character, and a finding is shown on one line
            Finding(pattern, severity, name, escape(field), start, end, span, message)
            for pattern, severity, start, end, span, message in _matches(text, is_name, bare, slot)
        ]
        if key == "title":  # a label a person scans: none of 1,611 real tools puts an address or a link in one
            found = [replace(f, severity=Severity.MEDIUM, message=f"{f.message} in a title, where only a label belongs")
                     if f.pattern in _CONTACTS else f for f in found]  # fmt: skip
        if not is_name:
            found.extend(_cued(name, field, text, own, siblings, slot))
        out.extend(_cautioned(found, text))
    for pattern_id, level, field, text, start, end, message in [*clashes(tool), *structure(tool)]:
        span = escape(text[start:end])[:_SPAN_CHARS]
        out.append(Finding(Pattern(pattern_id), Severity(level), name, escape(field), start, end, span, message))
    return out


@functools.lru_cache(maxsize=65536)
def _matches(
    text: str, is_name: bool, bare: bool, slot: bool = False
) -> tuple[tuple[Pattern, Severity, int, int, str, str], ...]:
    """A text's matches, in order, deduplicated, spans escaped; kept for the next list (most texts come again)."""
    found = sorted(
        [*_characters(text), *_phrases(text, name=is_name, bare=bare, slot=slot)], key=lambda m: (m[2], m[3])
    )
    out, reach = [], dict[Pattern, int]()
    for pattern, severity, start, end, message in found:
        # one finding per stretch of text and pattern (a phrase and its bare form match the same words)
        if start < reach.get(pattern, 0) or (pattern in (Pattern.URL, Pattern.EMAIL_ADDRESS) and is_name):
            continue
        reach[pattern] = end
        span = escape(text[start:end])
        span = span if len(span) <= _SPAN_CHARS else span[: _SPAN_CHARS - 1] + "…"
        out.append((pattern, severity, start, end, span, message))
    return tuple(out)


def _cue_matches(
    text: str, own: frozenset[str], siblings: frozenset[str], slot: bool
) -> tuple[tuple[Pattern, Severity, int, int, str, str], ...]:
    """A text's sentence cues and styled letters, spans escaped; kept like `_matches` (the same lists come again)."""
    out = [
        (Pattern(pattern_id), Severity(level), start, end, escape(text[start:end])[:_SPAN_CHARS], message)
        for pattern_id, level, start, end, message in cues(text, own=own, siblings=siblings, slot=slot)
    ]
    references = character_references(text)
    if references:
        start, end = references
        span = escape(text[start:end])[:_SPAN_CHARS]
        out.append((Pattern.STYLED_LETTERS, Severity.HIGH, start, end, span, "text written as character references"))
    cipher = ciphered(text)
    if cipher:
        start, end, how = cipher
        span = escape(text[start:end])[:_SPAN_CHARS]
        out.append(
            (
                Pattern.STYLED_LETTERS,
                Severity.HIGH,
                start,
                end,
                span,
                f"text {how}: a model reads it, a filter does not",
            )
        )
    styled = styled_letters(text)
    if styled:
        start, end = styled
        span = escape(text[start:end])[:_SPAN_CHARS]
        out.append((Pattern.STYLED_LETTERS, Severity.HIGH, start, end, span, "letters a filter reads differently"))
    return tuple(out)


#: what a protective phrase can stand behind (no character trick: no guard needs one); `poisoning_model.cleared` too
GUARDED = frozenset(
    {
        Pattern.HIDE_FROM_USER,
        Pattern.TOOL_SHADOWING,
        Pattern.SECRET_REQUEST,
        Pattern.SECRET_FILE,
        Pattern.CONTEXT_LEAK,
        Pattern.EXFILTRATION,
        Pattern.INSTRUCTION_OVERRIDE,
        Pattern.BEHAVIOUR_OVERRIDE,
    }
)


def _cautioned(found: list[Finding], text: str) -> list[Finding]:
    """`found`, with each flagging finding whose span overlaps a protective phrase kept as `low` (see
    `_poisoning_caution`)."""
    spans = cautions(text) if any(f.pattern in GUARDED and f.severity in FLAGGING for f in found) else ()
    if not spans:
        return found
    return [
        replace(f, severity=Severity.LOW, message=f"{f.message} (inside a protective phrase)")
        if f.pattern in GUARDED and f.severity in FLAGGING and any(a < f.end and f.start < b for a, b in spans)
        else f
        for f in found
    ]


def _cued(
    name: str, field: str, text: str, own: frozenset[str], siblings: frozenset[str], slot: bool
) -> Iterator[Finding]:
    for pattern, severity, start, end, span, message in _cue_matches(text, own, siblings, slot):
        yield Finding(pattern, severity, name, escape(field), start, end, span, message)


def scan_tools(tools: Sequence[Mapping[str, Any]], *, learned: bool = False) -> list[list[Finding]]:
    """The findings of each of one server's tools (aligned with `tools`), the long-description outlier included;
    `learned`: the classifier of `aggregator.poisoning_model` too (the `poisoning-model` extra)."""
    names = [tool.get("name") if isinstance(tool, Mapping) else None for tool in tools]
    everyone = frozenset(name for name in names if isinstance(name, str))
    read = [bounded(tool) if isinstance(tool, Mapping) else ({}, []) for tool in tools]
    out = [
        _scan(*read[index], everyone - {name} if isinstance(name := names[index], str) else everyone)
        if isinstance(tool, Mapping)
        else []
        for index, tool in enumerate(tools)
    ]
    for index, (field, text, start, end, why) in switches([tool for tool, _ in read]).items():
        span = escape(text[start:end])[:_SPAN_CHARS]
        name = _tool_name(tools[index])
        out[index].append(Finding(Pattern.LANGUAGE_SWITCH, Severity.MEDIUM, name, field, start, end, span, why))
    for index, why in long_descriptions(tools).items():
        text, name = tools[index]["description"], _tool_name(tools[index])
        span = escape(text[: _SPAN_CHARS - 1]) + "…"
        out[index].append(Finding(Pattern.LONG_DESCRIPTION, Severity.LOW, name, "description", 0, len(text), span, why))
    if learned:
        from aggregator.poisoning_model import cleared, judged

        found, scores = judged([tool for tool, _ in read], names)
        # the model's second opinion first, on the rules' findings only; then its own findings
        out = [cleared(tool_findings, score) for tool_findings, score in zip(out, scores, strict=True)]
        for index, finding in found.items():
            out[index].append(finding)
    return out


def flagged(findings: Sequence[Finding]) -> bool:
    """Whether these findings flag their tool (any `high` or `medium`): what block mode drops."""
    return any(finding.severity in FLAGGING for finding in findings)


def summary(findings: Sequence[Finding], limit: int = 3) -> str:
    """The flagging findings in one line, for a drop's detail: `pattern at field: 'span'; …`."""
    shown = [f for f in findings if f.severity in FLAGGING] or list(findings)
    parts = [f"{f.pattern.value} at {f.field}: '{f.span}'" for f in shown[:limit]]
    more = f"; and {len(shown) - limit} more" if len(shown) > limit else ""
    return "; ".join(parts) + more
