"""The sentence rules of the poisoning lint: what an injected instruction is made of, whatever its words.

The phrase table (`_poisoning_patterns`) knows fixed turns of phrase; an attacker paraphrases. These rules read one
sentence at a time and ask which kinds of word it holds (the classes of `_poisoning_words`): a sensitive object, a
verb that carries it, a place to carry it to, a cue of concealment, another tool, a change, an insistence. A tool
describing its own job ("sends the e-mail to the recipient", "reads a file") has a verb and an object but neither a
sensitive object and a place in a call together, nor concealment, nor another tool to change: the rules ask for
the combination, which is what an order to the model has and a description of a tool has not.

`intents(text, bare=...)` yields (pattern id, severity, start, end, message) like the phrase table's matches; the
span runs from the first to the last word that made the rule. Stdlib `re` only, no import of ours but the words.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from aggregator._poisoning_harm import harms
from aggregator._poisoning_orders import OVERRIDE, SKEW
from aggregator._poisoning_words import (
    CARRY,
    CHANNEL,
    CONCEAL,
    CONTEXT,
    DESTINATION,
    DIRECTIVE,
    ENV_NAME,
    MODIFY,
    OTHER_TOOL,
    PERSONAL,
    SECRET,
    SOURCE,
    STRONG_CONCEAL,
    STRONG_SECRET,
    WORDY,
)

__all__ = [
    "MAX_SENTENCE",
    "PURPOSE",
    "intents",
    "pieces",
]

Intent = tuple[str, str, int, int, str]

#: a sentence: up to `.`, `!` or `?` followed by white space (a path's or a host's dots stay inside), or a new line
_SENTENCE = re.compile("(?:[^.!?\u3002\uff01\uff1f\n]|[.!?](?=[^\\s.!?]))+")  # CJK stops end one too
#: a URL or a markdown link's target: its words ("docs/sending-requests") are not the sentence's words
_URL = re.compile(r"\b(?:https?|ftp|wss?)://[^\s\"'<>)\]]+")
#: a negation just before a verb: "do not include", "never send", "without passing"
_NEGATED = re.compile(r"(?:\bnot|\bnever|n't|\bwithout|\bavoid|\bno)\s+(?:\w+\s+)?$")
#: a snake_case or kebab-case name: a tool's when written in lower case (`ANY_OF` is a constant)
_IDENT = re.compile(r"[a-z][a-z0-9]*(?:[_-][a-z0-9]+)+")


def intents(text: str, *, bare: bool = False, slot: bool = False) -> Iterator[Intent]:
    """The sentence rules' matches in `text` (offsets into it). `bare`: a value or a parameter's name, where the
    conversation or a secret with its source named at all is enough (nothing else is expected there). `slot`: a
    parameter's description, itself the place data is put ("fill with the user's token")."""
    lowered = text.lower()
    if len(lowered) != len(text):  # a few characters lower into two ("İ"): keep those, so offsets hold
        lowered = "".join(char if len(char.lower()) != 1 else char.lower() for char in text)
    if bare:  # `also_upload_env_file`: a value's words, same length
        lowered = _JOINERS.sub(" ", lowered)
    for sentence in _SENTENCE.finditer(text):
        for start, end in pieces(*sentence.span(), text):
            if bare or WORDY.search(text, start, end):
                yield from _judge(text[start:end], lowered[start:end], start, bare, slot)


#: the longest stretch judged as one sentence: some rules cost the square of a sentence's length, and a server
#: could send one of 100,000 characters without a stop; a longer one is read in pieces cut at a space
MAX_SENTENCE = 1000


def pieces(start: int, end: int, text: str, limit: int = MAX_SENTENCE) -> Iterator[tuple[int, int]]:
    """`text[start:end]` in pieces of at most `limit` characters, each cut after a space where there is one."""
    while end - start > limit:
        cut = text.rfind(" ", start + limit // 2, start + limit)
        cut = cut + 1 if cut > start else start + limit
        yield start, cut
        start = cut
    yield start, end


def _span(offset: int, *matches: re.Match[str] | None) -> tuple[int, int]:
    found = [m for m in matches if m is not None]
    return offset + min(m.start() for m in found), offset + max(m.end() for m in found)


#: `_` and `-` between letters: a value's words (`also_upload_env_file`)
_JOINERS = re.compile(r"(?<=[a-z0-9])[_-](?=[a-z0-9])")
#: what a value holds of a secret: its contents
_CONTENTS = re.compile(r"\b(?:contents?|values?|copy|dump|text|data|body|verbatim|with)\b|\$")

#: a preposition that makes what follows a destination: "send it to", "post at", "upload into"
_TOWARD = re.compile(r"\b(?:to|at|into|onto|via|through|with|on)\b|:")
#: what comes before a verb given as an order: the start of a clause, and a few adverbs ("then also send")
_IMPERATIVE = re.compile(
    r"(?:^|[,:;(\u2014-])\s*(?:(?:then|also|please|kindly|first|afterwards|always|simply|just|now|and)\s+)*$"
)


def _aimed(s: str, carry: re.Match[str], destination: re.Match[str]) -> bool:
    """Whether the destination follows the verb as its target (not a documentation link after it)."""
    start = destination.start()
    if re.fullmatch(r"\s+[\w.+-]*", s[carry.end() : start]):  # the direct object: "cc ops@x.example"
        return True
    return (
        start > carry.start()
        and s[start - 2 : start] != "]("
        and bool(_TOWARD.search(s, max(carry.start() + 1, start - 48), destination.end()))
    )


#: a value that sends everything of a kind on: `forward_all_mail_to_backup`
_BULK = re.compile(
    r"\b(?:forward|send|copy|upload|export|sync|mirror|leak|share)\s+(?:all|every|each)\s+(?:\w+\s+)?(?:mail|e-?mails?|"
    r"messages?|files?|contacts?|documents?|data|history|notes?)\b"
)
#: a URL with a parameter left empty or templated for the model to fill: where data is smuggled out
_URL_SLOT = re.compile(r"https?://[^\s\"'<>]+?[?&][\w-]+=(?:\{[^}\s]*\}|<[^>\s]*>|\$\w+)?(?=[\s\"')\],;]|$)")
#: calling a URL: what puts data into it
_CALL = re.compile(r"\b(?:ping|hit|call|request|fetch|visit|open|load|get|curl)\b")

#: what makes personal data the place something goes, not what is carried: "send it to the customer's address"
_RECIPIENT = re.compile(r"\b(?:to|at|for|with|via)\s+$")


def _carried(s: str, personal: re.Match[str] | None) -> re.Match[str] | None:
    """Personal data, unless it is where something is sent."""
    if personal is None or _RECIPIENT.search(s, max(0, personal.start() - 8), personal.start()):
        return None
    return personal


def _imperative(s: str, verb: re.Match[str]) -> bool:
    """Whether the verb is in its base form, as an order gives it ("append", not "appends" or "appended")."""
    word = s[verb.start() : verb.end()].split()[0]
    return not word.endswith(("ed", "ing")) and (not word.endswith("s") or word.endswith("ss"))


def _affirmed(s: str, pattern: re.Pattern[str]) -> re.Match[str] | None:
    """The first match of `pattern` in `s` not negated just before ("do not include" is no order to include)."""
    for match in pattern.finditer(s):
        if _NEGATED.search(s, max(0, match.start() - 24), match.start()):
            continue
        if pattern is CARRY and (_LISTED.search(s, 0, match.start()) and match.group().endswith("mail")):
            continue  # "name, e-mail or department": a field of a list, not a verb
        given = match.group().endswith(("ed", "sent", "written"))  # a past form: "the user supplied"
        if pattern is CARRY and given and _ATTRIBUTE.match(s, match.end()):
            continue  # "shared drives", "uploaded files": an adjective of a noun, no act
        if pattern is CARRY and given and _GIVER.search(s, max(0, match.start() - 30), match.start()):
            continue  # "a value the user supplied": where the data came from, not where it goes
        if pattern is CARRY and PURPOSE.search(s, max(0, match.start() - 40), match.start()):
            continue  # "when the goal is to put a key in .env": a use case named, no order
        return match
    return None


#: just before a word: it is an item of a list ("name, e-mail", "name and e-mail")
_LISTED = re.compile(r"(?:,|\band|\bor|\bby|'s\s+\w+\s+and)\s*$")
#: a negation a few words before a place rules the place out ("do not log it elsewhere")
_NEGATION = re.compile(r"\b(?:not|never|no)\b|n't\b")
#: just after a past participle: the noun it describes ("shared drives")
_ATTRIBUTE = re.compile(
    r"\s+(?:drives?|folders?|links?|channels?|inbox(?:es)?|calendars?|vaults?|workspaces?|spaces?|files?|docs?|"
    r"documents?|items?|notes?|boards?|projects?|albums?)\b"
)
#: just before a verb or a phrase: it names a use case, not an order ("when the goal is to", "if you need to")
PURPOSE = re.compile(
    r"\b(?:when|if|whenever)\s+(?:the\s+goal\s+is|you\s+(?:need|want)|the\s+user\s+(?:wants|needs|asks\s+you))\s+to\s+$",
    re.IGNORECASE,
)
#: just before a verb: the user is its subject ("the user supplied", "they provided")
_GIVER = re.compile(r"\b(?:the\s+user|they|the\s+person|the\s+customer|you)\s+(?:has\s+|have\s+|had\s+)?(?:just\s+)?$")


def _other_tool(s: str, raw: str) -> re.Match[str] | None:
    """The first reference to another tool whose name, if it has one, is in lower case in `raw`."""
    for match in OTHER_TOOL.finditer(s):
        name = _IDENT.search(s, match.start(), match.end())
        if name is None or raw[name.start() : name.end()].islower():
            return match
    return None


def _judge(original: str, lowered: str, offset: int, bare: bool, slot: bool) -> Iterator[Intent]:
    """The rules, on one sentence (as written and lower-cased) starting at `offset`: one finding per pattern."""
    # the words of URLs blanked (same length: offsets hold); a destination is looked for in the raw sentence
    raw = lowered
    s = _URL.sub(lambda m: " " * len(m.group()), raw) if "://" in raw else raw
    yield from harms(s, offset, bare=bare, slot=slot)
    if bare:
        yield from _bare(s, offset)
        if not WORDY.search(s):
            return
    override = OVERRIDE.search(s)
    if override:
        yield "instruction-override", "high", *_span(offset, override), "an order to drop earlier instructions"
    skew = SKEW.search(s)
    if skew:
        yield "behaviour-override", "medium", *_span(offset, skew), "an order to bend answers"
    if not bare:
        yield from _sentence(s, raw, original, offset, slot, skew)


def _bare(s: str, offset: int) -> Iterator[Intent]:
    """A name or a value: naming the conversation is enough, or a secret with where it is kept (or, for a key file
    or an identity document, what is done with it)."""
    context = CONTEXT.search(s)
    if context:
        yield "context-leak", "high", *_span(offset, context), "the conversation, as a value"
        return
    strong = STRONG_SECRET.search(s)  # not `ENV_NAME`: an enum's constants look like one (`CONTAINS_TOKEN`)
    if strong:
        source = SOURCE.search(s) or _CONTENTS.search(s) or _affirmed(s, CARRY)
    else:
        strong = SECRET.search(s)
        source = SOURCE.search(s) if strong else None
    if strong and source:
        yield "secret-request", "high", *_span(offset, strong, source), "a secret, as a value"
        return
    bulk = _BULK.search(s)
    if bulk:
        yield "exfiltration", "high", *_span(offset, bulk), "everything of a kind sent on, as a value"


def _sentence(s: str, raw: str, original: str, offset: int, slot: bool, skew: re.Match[str] | None) -> Iterator[Intent]:
    """The rules that combine classes: sensitive data carried to a place, data sent away, concealment, other tools."""
    context = CONTEXT.search(s)
    secret = STRONG_SECRET.search(s) or ENV_NAME.search(original) or _carried(s, PERSONAL.search(s))
    loose = None if secret else SECRET.search(s)
    strong = STRONG_CONCEAL.search(s)
    conceal = strong or _concealing(s)
    destination = DESTINATION.search(raw)
    other = _other_tool(s, original)
    if not (context or secret or loose or conceal or destination or other):
        return  # every rule below needs one of these
    carry = _affirmed(s, CARRY)
    sensitive = context or secret
    if slot and context and not carry and "thread" not in context.group():  # a parameter for the conversation
        yield "context-leak", "high", *_span(offset, context), "the conversation, as a parameter"
    if carry and (sensitive or (loose and SOURCE.search(s))):
        channel = CHANNEL.search(s, carry.end())
        # "Stores the token in the keychain so the user need not...": the tool telling what it does, no order
        opening = _OWN.match(s)
        own = opening is not None and opening.end() >= carry.end()
        # a description's first words name what the tool does ("Send a transactional SMS (one-time codes)")
        own = own or (offset == 0 and not s[: carry.start()].strip())
        ordered = (
            None
            if own
            else DIRECTIVE.search(s)
            or (_imperative(s, carry) and _IMPERATIVE.search(s, max(0, carry.start() - 40), carry.start()))
        )
        where = channel or destination or conceal or (ordered if sensitive or slot else None)
        where = where or (CHANNEL.search(s) if ordered or sensitive else None)
        where = where or (carry if slot and sensitive else None)
        if where:
            pattern = "context-leak" if context else "secret-request"
            what = sensitive or loose
            yield pattern, "high", *_span(offset, what, carry, where), "an order to pass on sensitive data"
    target = DESTINATION.search(raw, carry.start() + 1) if destination and carry else None
    if target and _NEGATION.search(s, max(0, target.start() - 24), target.start()):
        target = None  # "do not log it elsewhere": the place is ruled out
    slot_url = _URL_SLOT.search(raw)
    if slot_url and (carry or _CALL.search(s)):  # "ping https://x.example/?d= with the list": data in a URL
        yield "exfiltration", "high", *_span(offset, slot_url), "data to be put into a URL's empty parameter"
    # not an imperative: a tool's description is one ("push changes to a remote")
    if target and carry and _aimed(raw, carry, target) and (sensitive or loose or conceal or DIRECTIVE.search(s)):
        yield "exfiltration", "high", *_span(offset, carry, target), "an order to send data somewhere"
    if strong:
        yield "hide-from-user", "high", *_span(offset, strong), "an order to keep something from the user"
    elif conceal:
        action = carry or MODIFY.search(s) or sensitive or destination or other or skew or _EXTRA.search(s)
        if action:
            yield "hide-from-user", "high", *_span(offset, conceal, action), "an action kept from the user"
    if other:
        change = MODIFY.search(s) or sensitive or (loose and SOURCE.search(s))
        if change:
            yield "tool-shadowing", "medium", *_span(offset, other, change), "an order about another tool"


#: what a concealed action is called when it is not named: "the extra step", "additional requests"
_EXTRA = re.compile(
    r"\b(?:extra|additional|hidden|background|side|secondary)\s+(?:\w+\s+)?"
    r"(?:actions?|steps?|calls?|requests?|uploads?|work|copy|copies)\b"
)

#: a sentence that opens with the tool's own action in the third person: "stores ...", "this tool also sends ..."
_OWN = re.compile(
    r"\s*(?:(?:this\s+tool|it|the\s+(?!assistant|agent|model|ai\b|llm)\w+)\s+(?:also\s+)?)?[a-z]+(?<!s)s\b"
)

#: a negation a little before a concealment cue undoes it: "don't fall back to text without asking"
_UNDONE = re.compile(r"\b(?:don'?t|do\s+not|never|not)\b")


def _concealing(s: str) -> re.Match[str] | None:
    """The first weak concealment cue not itself negated."""
    for match in CONCEAL.finditer(s):
        if not _UNDONE.search(s, max(0, match.start() - 40), match.start()):
            return match
    return None
