"""Which language a paragraph is written in, for the poisoning lint's language switch (`aggregator.poisoning`).

Orders written in another language than the rest of a server's descriptions slip past rules written in one
language, and real servers do not switch language in the middle of a tool: a paragraph in a language other than
its server's own (and other than English, the common language of tool documentation) is a finding. The guess is
deliberately plain: a script by its letters, and for Latin-script text the language whose common short words it
uses most. A paragraph too short to tell, or without a clear winner, is no language at all and never flags.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

__all__ = ["language", "switches"]

#: common short words of each Latin-script language; a paragraph needs three of one and a clear lead over the rest
_STOPS: Mapping[str, frozenset[str]] = {
    # one-letter words ("w", "o", "e") are left out: code such as `<w:t>` is full of them
    code: frozenset(word for word in words.split() if len(word) > 1)
    for code, words in {
        "en": "the and of to is for in with this that be are you it on or as from by an not when if",
        "es": "el la los las de que y en para con por una un es se del al no lo su como cuando",
        "pt": "o os as de que e em para com por uma um é se do da dos das não ao como quando",
        "fr": "le la les de des que et en pour avec par une un est se du au ne pas ce il quand",
        "de": "der die das und zu den mit ist für nicht ein eine auf des dem im sie es wenn wird",
        "it": "il lo la gli le di che e in per con una un è si del della non al come quando",
        "nl": "de het een en van in op te dat is voor met niet zijn als wordt",
        "pl": "i w na z do że się nie jest to o od po jak dla przy gdy",
    }.items()
}
#: scripts told apart by the first word of a letter's Unicode name
_SCRIPTS = {
    "CJK": "zh",
    "HIRAGANA": "ja",
    "KATAKANA": "ja",
    "HANGUL": "ko",
    "CYRILLIC": "ru",
    "ARABIC": "ar",
    "HEBREW": "he",
    "GREEK": "el",
    "DEVANAGARI": "hi",
    "THAI": "th",
}
_WORD = re.compile(r"[^\W\d_]+")
_PARAGRAPH = re.compile(r"[^\n]+")  # a line: an appended note often shares a paragraph with the cover text
_MIN_WORDS, _MIN_LETTERS = 8, 16


def language(text: str, *, strict: bool = False) -> str | None:
    """The language of a paragraph (`en`, `es`, `zh`, ...), or None when it is too short or unclear. `strict` asks
    for more evidence: a parameter's description often quotes codes or examples in other languages ("es", "de")."""
    share, least, hits_needed, lead = (0.5, 12, 4, 2.0) if strict else (0.3, _MIN_WORDS, 3, 1.5)
    scripts: Counter[str] = Counter()
    letters = 0
    for character in text:
        if character.isalpha():
            letters += 1
            if not character.isascii():
                script = unicodedata.name(character, "").split(" ", 1)[0]
                if script in _SCRIPTS:
                    scripts[_SCRIPTS[script]] += 1
    if letters < _MIN_LETTERS:
        return None
    if scripts:
        # kana decides Japanese even where Han characters outnumber it
        code, count = ("ja", scripts["ja"] + scripts["zh"]) if scripts["ja"] else scripts.most_common(1)[0]
        if count >= share * letters:
            return code
    words = [word.lower() for word in _WORD.findall(text)]
    if len(words) < least:
        return None
    hits = Counter({code: sum(word in stops for word in words) for code, stops in _STOPS.items()})
    (best, top), (_, second) = hits.most_common(2)
    return best if top >= hits_needed and top >= lead * max(second, 1) else None


def _latin(text: object) -> bool:
    return not isinstance(text, str) or next(_paragraphs(text), (0, 0, ""))[2].isascii()


def _paragraphs(text: str) -> Iterator[tuple[int, int, str]]:
    for match in _PARAGRAPH.finditer(text):
        yield match.start(), match.end(), match.group()


def switches(tools: Sequence[Mapping[str, Any]]) -> dict[int, tuple[str, str, int, int, str]]:
    """For each tool whose description (or a parameter's) holds a paragraph in another language than its server's
    (English aside): the field, its text, the paragraph's span and a message naming both languages. The server's
    language is the most common of its descriptions' first paragraphs; one that cannot be told flags nothing."""
    firsts: list[str | None] = []
    for tool in tools:
        text = tool.get("description") if isinstance(tool, Mapping) else None
        first = next(_paragraphs(text), None) if isinstance(text, str) else None
        firsts.append(language(first[2]) if first else None)
    known = Counter(code for code in firsts if code)
    if known:
        home = known.most_common(1)[0][0]
    elif all(_latin(tool.get("description")) for tool in tools if isinstance(tool, Mapping)):
        home = "en"  # short descriptions, all in ASCII letters: too short to tell, but not another script or accent
    else:
        return {}
    out: dict[int, tuple[str, str, int, int, str]] = {}
    for index, tool in enumerate(tools):
        for field, text in _described(tool):
            hit = next(
                (
                    (start, end, code)
                    for start, end, paragraph in _paragraphs(text)
                    if (code := language(paragraph, strict=True)) and code not in (home, "en")
                ),
                None,
            )
            if hit:
                start, end, code = hit
                out[index] = (field, text, start, end, f"a paragraph in '{code}' on a server written in '{home}'")
                break
    return out


def _described(tool: object) -> Iterator[tuple[str, str]]:
    """A tool's description and its top-level parameters' descriptions: the prose a reader is shown."""
    if not isinstance(tool, Mapping):
        return
    if isinstance(tool.get("description"), str):
        yield "description", tool["description"]
    schema = tool.get("inputSchema")
    properties = schema.get("properties") if isinstance(schema, Mapping) else None
    if isinstance(properties, Mapping):
        for key, prop in properties.items():
            if isinstance(prop, Mapping) and isinstance(prop.get("description"), str):
                yield f"inputSchema.properties.{key}.description", prop["description"]
