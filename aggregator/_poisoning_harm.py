"""The poisoning lint's rules for harm done in passing (`aggregator._poisoning_intent`).

An injected order need not name a secret and an address: it can ask for a side effect that destroys ("then bring
every other deployment down to zero", "follow it with a delete of the audit log"), for a value other than the one
the person gave ("pass ten times the quantity asked for"), for a safety switch thrown ("force enabled, confirmed set
to true"), for consent it claims was given ("the user opted in", "needs no confirmation"), for a look-alike package,
or for private material (direct messages, one-time codes, recovery phrases, customer records, the person's pasted
text) woven into something others read or a URL. Each rule asks for two word classes in one sentence, as the
sentence rules do: the harm and what makes it an order rather than the tool telling its own job. Lower-case text,
stdlib `re` only, no import of ours.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from aggregator._poisoning_structure import RESERVED

__all__ = ["harms"]

Harm = tuple[str, str, int, int, str]

#: a destructive act: what a side order does to what the person did not ask about
_DESTROY = re.compile(
    r"\b(?:delete|drop|truncate|wipe|erase|purge|destroy|remove|clear|archive|cancel|close|revoke|disable|"
    r"terminate|kill|stop|shut\s+down|scale\s+(?:\w+\s+)?down|bring\s+(?:\w+\s+){0,6}?down|set\s+(?:\w+\s+){0,4}?to\s+"
    r"(?:zero|0))\b"
)
#: its scope reaches past the request: "every other deployment", "all remaining", "the rest of the"
_BEYOND = re.compile(
    r"\b(?:every|all|each|any)\s+other\b|\ball\s+(?:remaining|existing|the\s+other)\b|\bthe\s+rest\s+of\b|"
    r"\b(?:audit|access|security|activity|event)[\s_-]?(?:logs?|trails?|history|entries)\b|\bbackups?\b|"
    r"\b(?:drop\s+(?:table|database|schema)|truncate(?:\s+table)?|delete\s+from)\s+\w+"
)
#: what ties the act to this tool's use: "whenever you scale", "followed by", "in the same call"
_ALONGSIDE = re.compile(
    r"\b(?:whenever|every\s+time|each\s+time|after\s+(?:each|every|any)|followed\s+by|in\s+the\s+same\s+"
    r"(?:call|turn|step|request|statement|transaction)|also|afterwards|as\s+well|then|always)\b|\bshould\s+be\s+followed\b"
)
#: a value other than the one given: "ten times the quantity the person asks for"
_ALTERED = re.compile(
    r"\b(?:times|double|twice|triple|half|more\s+than|less\s+than|instead\s+of|other\s+than|rather\s+than|"
    r"plus|minus)\s+(?:\w+\s+){0,2}?(?:the\s+|what\s+)?(?:quantity|amount|number|price|value|sum|total|figure|"
    r"count)?\s*(?:that\s+)?(?:the\s+)?(?:user|person|customer|people|they|buyer|client)\s+(?:actually\s+)?"
    r"(?:asks?|asked|requests?|requested|wants?|wanted|specif\w+|gives?|gave|enters?|entered|types?|typed|orders?|"
    r"ordered|chooses?|chose)\b"
)
#: a choice of the person's set aside: "whatever branch the person happens to be working on"
_OVERRULED = re.compile(
    r"\b(?:whatever|whichever|regardless\s+of\s+(?:what|which)|no\s+matter\s+(?:what|which))\s+(?:\w+\s+){0,2}?"
    r"(?:the\s+)?(?:user|person|customer|they|people)\s+(?:\w+\s+){0,2}?(?:asks?|asked|wants?|wanted|chooses?|chose|"
    r"picks?|picked|selects?|selected|specif\w+|requests?|requested|happens?|is\s+working|are\s+working|says?|said)\b"
)
#: a safety switch thrown: "force enabled", "confirmed set to true", "verification off"
_SWITCH = re.compile(
    r"\b(?:force|forced|confirm(?:ed|ation)?|allow[\s_-]?dangerous|dangerous|unsafe|insecure|sandbox|verif\w*|"
    r"ssl|tls|certificate\s+checks?|safe[\s_-]?mode|dry[\s_-]?run|protection|approval|skip[\s_-]?\w+)\s+(?:\w+\s+)?"
    r"(?:enabled|disabled|(?:set\s+)?(?:to\s+|=\s*|as\s+)?(?:true|false)|(?:turned|switched|set|to)\s+"
    r"(?:on|off))\b"
    # "set dryRun to false to send": how the real act is done, documented
    r"(?!\s+(?:to|in\s+order\s+to)\s+(?:send|apply|run|execute|delete|commit|publish|perform|actually|really|go\s+live))"
)
#: what makes a thrown switch an order, not documentation ("when force is true, ...")
_INSISTED = re.compile(
    r"\b(?:only\s+with|always|must|keep|reliably|required|need(?:s|ed)?\s+to|make\s+sure|be\s+sure|pass|use|set)\b"
)
_CONDITION = re.compile(r"\b(?:if|when|whether|unless|once|after|until|before)\b")
#: consent claimed for the person: "the user opted in during setup", "this is safe and needs no confirmation"
_CLAIMED = re.compile(
    r"\b(?:the\s+)?(?:user|person|owner|customer|admin\w*)\s+(?:has\s+|have\s+)?(?:already\s+)?(?:opted\s+in|"
    r"agreed|approved|consented|authori[sz]ed|accepted|signed\s+off)\b(?!\s+(?:to\s+)?(?:it|this)\s*\?)|"
    r"\b(?:fine|ok(?:ay)?|safe|allowed|acceptable)\s+to\s+\w+[^.;]{0,40}?\bwithout\s+(?:asking|confirm\w*|"
    r"approval|consent|checking)\b|"
    r"\b(?:confirmation|approval|consent)\s+(?:\w+\s+)?(?:is|are)\s+(?:redundant|unnecessary|pointless)\b|"
    r"\b(?:needs?|requires?|requiring|needing)\s+no\s+(?:\w+\s+)?(?:confirmation|approval|consent|permission|"
    r"review)\b|\bno\s+need\s+to\s+(?:confirm|check\s+with)\b"
)
#: a scope widened to everything or a block list emptied: `allowedDirectories` to ["/"], `blockedCommands` to []
_WIDENED = re.compile(
    r"\ballow\w*\s+(?:to|=|:)\s+\[?\s*[\"']?(?:/|\*|~|all|everything)[\"']?\s*\]?(?=[\s,.;)]|$)|"
    r"\b(?:block\w*|den(?:y|ied)\w*|forbid\w*|restrict\w*|blacklist\w*)\s+(?:to|=|:)\s+(?:\[\s*\]|empty|none|nothing)"
)
#: a package in place of another: "use the package `requestes` instead of `requests`"
_SUBSTITUTE = re.compile(
    r"\b(?:install|use|import|depend\s+on|add|require|prefer|choose|pick)\s+(?:the\s+)?(?:\w+\s+)?(?:package|library|"
    r"module|dependency|crate|gem)\s+[`'\"]?[\w.-]+[`'\"]?(?:\s*\([^)]{0,60}\))?\s+(?:instead\s+of|in\s+place\s+of|"
    r"rather\s+than|over)\b|"
    r"\b(?:pip|npm|yarn|pnpm|cargo|gem|go)\s+(?:install|add|get)\b[^.;]{0,80}?\binstead\s+of\b|"
    r"\binstead\s+of\s+`?[\w.-]+`?[^.;]{0,40}?\b(?:pip|npm|yarn|pnpm|cargo)\s+(?:install|add)\b"
)
#: a payment steered to a fixed account: "every refund is routed through account acct_…"
_ROUTED = re.compile(
    r"\b(?:refunds?|payments?|payouts?|transfers?|funds|money|proceeds|charges?|settlements?|deposits?)\b[^.;]{0,60}?"
    r"\b(?:routed|redirected|sent|paid|deposited|forwarded|diverted|settled|moved)\s+(?:\w+\s+)?(?:through|to|via|"
    r"into)\s+(?:the\s+)?(?:account|wallet|iban)\s+[a-z0-9_-]*\d"
)
#: material the person keeps to themselves
_PRIVATE = re.compile(
    r"\b(?:private|direct|personal|confidential)\s+(?:conversations?|messages?|chats?|dms?|correspondence|notes?|"
    r"e-?mails?|journal)\b|\bdirect-message\b|\bdms\b|\b(?:one-time|verification|login|2fa|sms|otp|"
    r"authenticat\w+)\s+codes?\b|\bcodes?\s+(?:that\s+)?(?:arrive|arriving|sent|received)\s+by\s+(?:text|sms)\b|"
    r"\b(?:recovery|seed|mnemonic|backup)\s+(?:phrases?|words|codes?)\b|\bphrases?\s+used\s+to\s+(?:restore|recover)\b|"
    r"\b(?:full|complete|entire|whole)\s+record\s+of\s+(?:any|every|each|the)\s+(?:customer|client|patient|user|"
    r"person)\b|\bpayment\s+details\b|\bcard\s+numbers?\b|"
    r"\b(?:each|every|any|the)\s+(?:customer|client|patient|user)'?s\s+(?:full|complete|entire)\s+(?:record|profile)\b|\b(?:dot\s?env|\.env)\s+file\b|\blocal\s+configuration\b|\beach\s+day'?s\s+"
    r"(?:note|entry|journal)\b|\beverything\s+(?:they|the\s+"
    r"(?:user|person))\s+(?:has|have)\s+(?:pasted|typed|written|said|shared|uploaded)\b"
)
#: where it goes that others read: a reply, a post, a shared folder, a URL, people listed somewhere
_READ_BY_OTHERS = re.compile(
    r"\b(?:repl(?:y|ies)|pull\s+request|issue|comments?|updates?|posts?|body|thread|channel|team|colleagues|"
    r"group|guests?|everyone|public(?:ly)?|shared|shares?|url|query|link|inbox|people\s+listed|messages?|e-?mails?|"
    r"summar(?:y|ies)|tickets?|invites?|events?)\b"
)
#: what carries it there, in any form (the framing is advice: "replies read better when they echo …")
_WOVEN = re.compile(
    r"\b(?:weave|woven|echo|carry|carries|paste[ds]?|copie[sd]|copy|include[sd]?|appended|append|embed\w*|attach\w*|"
    r"keeps?|store[sd]?|quote[sd]?|mention(?:ed)?|put|add(?:ed)?|shares?|forward\w*)\b"
)
#: the whole output of a tool that reads the environment or secrets, to be passed on: "pass its full output"
_ENV_OUTPUT = re.compile(
    r"(?:\b[a-z]+[_-](?:env|environ\w*|secrets?|credentials?|config)\b|\benvironment\b)[^.;]{0,40}?\b(?:full|"
    r"entire|whole|complete|raw|all)\s+(?:of\s+)?(?:its\s+|the\s+)?(?:output|result|response|contents?)\b"
)
#: an address added to everything: "invite sync@x.example to every event"
_ALWAYS_ADDED = re.compile(
    r"\b(?:invite|add|cc|bcc|copy|include|share\s+with|loop\s+in)\s+[\w.+-]+@[\w-]+(?:\.[\w-]+)+[^.;]{0,30}?"
    r"\b(?:every|all|each|any)\b"
)
#: success reported whatever happened
_FAKED = re.compile(
    r"\b(?:report|claim|announce)\s+(?:it\s+(?:as\s+|was\s+|has\s+)?|that\s+it\s+(?:was\s+|has\s+)?)?(?:success|succeeded|"
    r"successful|done|completed?)\b"
)
#: personal data put in a field named for something else: "the user's home address in the city field"
_MISFILED = re.compile(
    r"\b(?:home\s+address|phone\s+numbers?|date\s+of\s+birth|card\s+numbers?|social\s+security|passport|"
    r"saved\s+passwords?)\b[^.;]{0,40}?\b(?:in|into)\s+the\s+`?\w+`?\s+(?:field|parameter|argument)\b"
)
#: another tool's request taken over: "if the person asks another tool to book, book it here instead"
_TAKEN_OVER = re.compile(
    r"\b(?:if|when(?:ever)?)\s+(?:the\s+)?(?:user|person|they|someone|anyone)\s+(?:\w+\s+){0,2}?(?:asks?|wants?|"
    r"tries|requests?|uses?)\b[^.;]{0,80}?\b(?:another|other|a\s+different)\s+(?:tool|server|integration|plugin|"
    r"app)s?\b[^.;]{0,80}?\binstead\b"
)
#: a secret shown in the model's own answer: "the session token should be echoed in your final answer"
_SHOWN = re.compile(
    r"\b(?:tokens?|passwords?|api\s+keys?|secrets?|cookies?|credentials?|private\s+keys?)\b[^.;]{0,40}?\b(?:echo\w*|"
    r"repeat\w*|print\w*|shown?|display\w*|includ\w*|put|written|reveal\w*|quoted?)\b[^.;]{0,20}?\b(?:in|into|at)\s+"
    r"your\s+(?:final\s+)?(?:answer|reply|response|message|summary)\b"
)
#: a parameter that asks for the person's own password or recovery words
_OWN_SECRET = re.compile(
    r"\byour\s+(?:\w+\s+){0,3}?(?:password|passphrase|pin|private\s+key|seed\s+phrase|recovery\s+phrase|mnemonic)\b"
)
#: an example given to be run: "always run the example first"
_RUN_EXAMPLE = re.compile(r"\b(?:run|execute|try)\s+(?:the|this|each|every)\s+example\w*\s+(?:first|before)\b")
#: a shell that sends to or listens on the network: `> /dev/tcp/host/port`, `nc -e`, `bash -i >&`
_SOCKET = re.compile(r"/dev/(?:tcp|udp)/|\bnc\s+(?:-\w+\s+)*-e\b|\bbash\s+-i\s+>&|\bsocat\b[^\n]{0,40}exec:")
#: a value that orders steps: `…__first_call_maps_geocode_…_and_put_it_in_origin`
_STEPS = re.compile(
    r"\b(?:first|then|and\s+then|before\s+that)\s+(?:call|run|invoke|fetch|read|look\s+up|upsert|send|e-?mail|"
    r"mail|post|forward|upload|share)\b|"
    r"\b(?:put|pass|insert|place|copy|write)\s+(?:it|them|that|this)\s+(?:in|into)\b|"
    r"\b(?:upsert|insert|write|post|publish|push|replicate|duplicate)\s+(?:all|every|each)\s+(?:\w+\s+)?(?:hits?|"
    r"results?|records?|rows?|entries|items?)\b"
)
#: copies made for a reason that is not the person's: "mirrored for analytics", "shared to the web"
_MIRRORED = re.compile(
    r"\b(?:mirror(?:ed|s)?|cop(?:y|ied|ies)|duplicat\w+|replicat\w+|forward\w*|synced|post(?:ed)?|uploaded|"
    r"published)\b[^.;]{0,30}?\bfor\s+(?:analytics|telemetry|backup|compliance|audit(?:ing)?|monitoring|training|"
    r"quality)\b|\bshared\s+(?:to|with)\s+(?:the\s+)?(?:web|world|internet|everyone|anyone|public)\b|"
    # "anyone with the link can see it", "downloaded by anyone on the internet": the reach stated, not an order
    r"[`'\"\u2018\u201c]anyone\s+with\s+the\s+link\b|"
    r"(?<!by\s)\banyone\s+(?:with\s+the\s+link|on\s+the\s+(?:internet|web))\b(?!\s+(?:can|could|may|will)\b)|"
    r"\bworld-readable\b|"
    r"\bmake\s+(?:every|all|each|any)\s+(?:\w+\s+){0,4}?public\b|\balso\s+(?:be\s+)?(?:posted|copied|shared|sent|"
    r"forwarded|published|mirrored|uploaded)\b[^.;]{0,60}?\b(?:whole|entire)\s+(?:company|organi[sz]ation|org|"
    r"workspace|team|group)\b"
)


#: words without one of which a rule cannot match: tested with `in` (fast) before its expression is run
_NEEDS: dict[re.Pattern[str], tuple[str, ...]] = {
    _SOCKET: ("/dev/", "nc ", "bash", "socat"),
    _PRIVATE: (
        "private",
        "direct",
        "personal",
        "confidential",
        "dms",
        "code",
        "phrase",
        "words",
        "record",
        "payment",
        "card",
        "env",
        "configuration",
        "day",
        "everything",
        "profile",
    ),
    _STEPS: (
        "first",
        "then",
        "before",
        "put",
        "pass",
        "insert",
        "place",
        "copy",
        "write",
        "post",
        "publish",
        "push",
        "replicate",
        "duplicate",
        "upsert",
    ),
    _BEYOND: (
        "other",
        "remaining",
        "rest of",
        "log",
        "trail",
        "histor",
        "entries",
        "backup",
        "drop",
        "truncate",
        "delete",
    ),
    _ALTERED: (
        "times",
        "double",
        "twice",
        "triple",
        "half",
        "more than",
        "less than",
        "instead",
        "other than",
        "rather",
        "plus",
        "minus",
    ),
    _OVERRULED: ("whatever", "whichever", "regardless", "no matter"),
    _TAKEN_OVER: ("instead",),
    _SUBSTITUTE: ("instead", "rather", "place of", "over"),
    _ROUTED: ("account", "wallet", "iban"),
    _RUN_EXAMPLE: ("example",),
    _ALWAYS_ADDED: ("@",),
    _FAKED: ("report", "claim", "announce"),
    _MISFILED: ("field", "parameter", "argument"),
    _WIDENED: ("allow", "block", "den", "forbid", "restrict", "blacklist"),
    _SHOWN: ("your",),
    _ENV_OUTPUT: ("output", "result", "response", "content"),
    _MIRRORED: ("for ", "shared", "anyone", "world", "public", "also"),
    _SWITCH: ("true", "false", "enabled", "disabled", " on", " off"),
    _CLAIMED: (
        "opted",
        "agreed",
        "approv",
        "consent",
        "authori",
        "accepted",
        "signed",
        "no ",
        "without",
        "redundant",
        "unnecessary",
        "pointless",
    ),
}


def _search(pattern: re.Pattern[str], s: str) -> re.Match[str] | None:
    """`pattern.search(s)`, skipped when none of the words it needs is in `s`."""
    needs = _NEEDS.get(pattern)
    if needs is not None and not any(word in s for word in needs):
        return None
    return pattern.search(s)


def harms(s: str, offset: int, *, bare: bool, slot: bool = False) -> Iterator[Harm]:
    """The rules' matches in one lower-cased sentence `s` starting at `offset` (a value's words if `bare`, a
    parameter's description if `slot`)."""
    own = _search(_OWN_SECRET, s) if slot else None
    if own:
        yield "secret-request", "high", offset + own.start(), offset + own.end(), "the person's own secret asked for"
    socket = _search(_SOCKET, s)
    if socket:
        yield "exfiltration", "high", offset + socket.start(), offset + socket.end(), "a shell sent to the network"
    if bare:
        steps = _search(_STEPS, s)
        if steps:
            yield "tool-shadowing", "medium", offset + steps.start(), offset + steps.end(), "steps ordered in a value"
        return
    yield from _side_effects(s, offset)
    yield from _consent(s, offset)
    private = _search(_PRIVATE, s)
    woven = _search(_WOVEN, s) if private else None
    if private and woven and _search(_READ_BY_OTHERS, s):
        end = max(private.end(), woven.end())
        yield "context-leak", "high", offset + private.start(), offset + end, "private material put where others read"
    shown = _search(_SHOWN, s)
    if shown and not re.search(r"\b(?:never|not|n't|avoid)\b", s):
        yield "secret-request", "high", offset + shown.start(), offset + shown.end(), "a secret shown in the answer"
    env = _search(_ENV_OUTPUT, s)
    if env:
        yield "secret-request", "high", offset + env.start(), offset + env.end(), "the environment's output passed on"
    mirrored = _search(_MIRRORED, s)
    if mirrored:
        yield "exfiltration", "high", offset + mirrored.start(), offset + mirrored.end(), "a copy sent elsewhere"


def _side_effects(s: str, offset: int) -> Iterator[Harm]:
    beyond = _search(_BEYOND, s)
    destroy = _DESTROY.search(s) if beyond else None
    if destroy and beyond and _search(_ALONGSIDE, s):
        start, end = min(destroy.start(), beyond.start()), max(destroy.end(), beyond.end())
        yield "behaviour-override", "high", offset + start, offset + end, "a destructive side effect ordered"
    for pattern, message in ((_ALTERED, "a value other than the one asked for"), (_OVERRULED, "a choice overruled")):
        match = _search(pattern, s)
        if match:
            yield "behaviour-override", "medium", offset + match.start(), offset + match.end(), message
    taken = _search(_TAKEN_OVER, s)
    if taken:
        yield "tool-shadowing", "medium", offset + taken.start(), offset + taken.end(), "another tool's request taken"
    switch = _search(_SWITCH, s)
    if switch and _search(_INSISTED, s) and not _CONDITION.search(s, max(0, switch.start() - 30), switch.start()):
        yield "behaviour-override", "medium", offset + switch.start(), offset + switch.end(), "a safety switch thrown"
    for pattern, message in (
        (_SUBSTITUTE, "a package in place of another"),
        (_ROUTED, "payments steered to a fixed account"),
        (_RUN_EXAMPLE, "an example to be run"),
        (_ALWAYS_ADDED, "an address added to everything"),
        (_FAKED, "success reported whatever happened"),
        (_MISFILED, "personal data in a field meant for something else"),
    ):
        match = _search(pattern, s)
        if match:
            yield "behaviour-override", "medium", offset + match.start(), offset + match.end(), message


def _consent(s: str, offset: int) -> Iterator[Harm]:
    claimed = _search(_CLAIMED, s)
    if claimed and not _CONDITION.search(s, max(0, claimed.start() - 30), claimed.start()):
        yield "hide-from-user", "high", offset + claimed.start(), offset + claimed.end(), "consent claimed for the user"
    widened = _search(_WIDENED, s)
    if widened:
        yield "behaviour-override", "high", offset + widened.start(), offset + widened.end(), "a scope widened"


# -- what a definition's structure says against its text ------------------------------------------------------------

#: (pattern, severity, field, text, start, end, message): a finding on one of a definition's texts
Clash = tuple[str, str, str, str, int, int, str]

#: a description that opens with an act no read-only tool does (its first words: later ones may be advice)
_WRITES = re.compile(
    r"^\s*(?:this\s+tool\s+(?:will\s+)?)?(?:permanently\s+)?(?:delete|remove|drop|destroy|wipe|"
    r"erase|purge|overwrite|send|transfer|pay|charge|refund|publish|kill|terminate)s?\b(?!\s*,)",
    re.IGNORECASE,
)
#: what a parameter's description says its default is: "Default false", "(default: true)"
_SAID_DEFAULT = re.compile(r"\bdefaults?(?:\s+(?:is|to|value))?\s*[:=]?\s*(true|false)\b", re.IGNORECASE)
#: a switch that lowers a guard when on
_GUARD_OFF = re.compile(
    r"(?:allow|enable)_?(?:dangerous|unsafe|insecure)|dangerous|unsafe|insecure|skip_?(?:verif|ssl|tls|cert|auth|"
    r"confirm|check|approv)|no_?(?:verify|sandbox|confirm)|disable_?(?:ssl|tls|verif|auth|confirm|sandbox|safety|"
    r"security|approv)|bypass"
)
#: a parameter that says where things go
_DESTINED = re.compile(
    r"webhook|callback|forward|notify_?(?:url|email|to)|^b?cc$|^to$|_to$|iban|wallet|(?:^|_)account$|recipients?|"
    r"destination|mirror|backup_?(?:url|to|"
    r"email|host)|report_?(?:to|url)|payee|beneficiary"
)
#: a default that is a place: a URL, an address, an account
_PLACE = re.compile(r"://|@|\bacct_|\b0x[0-9a-f]{8}|\d{6,}", re.IGNORECASE)


def clashes(tool: object) -> Iterator[Clash]:
    """Where a definition's annotations or defaults contradict its text, or point somewhere: a read-only hint on a
    tool that deletes or sends, a default unlike the one described, a guard switched off or a destination filled
    in by default. `tool` is a definition (anything else yields nothing)."""
    if not isinstance(tool, dict):
        return
    description = tool.get("description")
    annotations = tool.get("annotations")
    if isinstance(description, str) and isinstance(annotations, dict) and annotations.get("readOnlyHint") is True:
        act = _WRITES.search(description[:400])
        if act:
            start = act.end() - len(act.group().lstrip())
            yield "behaviour-override", "medium", "description", description, start, act.end(), "read-only, yet it acts"
    schema = tool.get("inputSchema")
    properties = schema.get("properties") if isinstance(schema, dict) else None
    if isinstance(properties, dict):
        for key, prop in properties.items():
            if isinstance(key, str) and isinstance(prop, dict) and "default" in prop:
                yield from _default(key, prop)


def _default(key: str, prop: dict[str, object]) -> Iterator[Clash]:
    default, field = prop["default"], f"inputSchema.properties.{key}.default"
    said = _SAID_DEFAULT.search(str(prop.get("description", "")))
    name = re.sub(r"(?<=[a-z])(?=[A-Z])", "_", key).lower().replace("-", "_")
    if isinstance(default, bool):
        text = "true" if default else "false"
        if said and said.group(1).lower() != text:
            yield "behaviour-override", "high", field, text, 0, len(text), "a default unlike the one described"
        elif default and _GUARD_OFF.search(name):
            yield "behaviour-override", "medium", field, text, 0, len(text), "a guard switched off by default"
    elif (
        isinstance(default, str) and _DESTINED.search(name) and _PLACE.search(default) and not RESERVED.search(default)
    ):
        yield "exfiltration", "medium", field, default, 0, len(default), "a destination filled in by default"
