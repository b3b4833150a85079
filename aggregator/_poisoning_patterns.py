"""The phrase table of the poisoning lint (`aggregator.poisoning`): one regular expression per pattern id.

Kept apart so the scanner reads on its own. Each entry is (pattern id, severity, compiled expression, message,
needles). The needles are lower-case substrings of which every match must contain one (each alternative of the
expression has one): a text with none of them is not searched, which is what keeps a large list cheap. The text
they are looked for in is the visible one, lower-cased, with its runs of white space made one space. Changing an
expression means checking its needles still cover every alternative (`tests/test_poisoning.py` checks the fixtures).
"""

from __future__ import annotations

import re

__all__ = ["BARE", "NEEDLES", "PHRASES", "Phrase"]

Phrase = tuple[str, str, re.Pattern[str], str, tuple[str, ...]]

_SECRET_NEEDLES = (
    "ssh", "id_", "id ", "aws", "/etc/", "npmrc", "netrc", "pgpass", "git-credentials", "docker", "mcp.json",
    "claude_desktop", "history", "gnupg", "wallet", "keychain", ".env", "dot", "kube", "credentials.json", "service",
    "~/.", ".bashrc", ".zshrc", ".bash_profile", "hosts.yml",
)  # fmt: skip
_SECRET_WORDS = (
    "key", "token", "password", "passphrase", "credential", "cookie", "variable", "seed", "mnemonic", "secret",
    "login", "sign", "banking", "env", "keychain", "vault", "browser",
)  # fmt: skip
_CONTEXT_WORDS = (
    "history", "log", "transcript", "prompt", "messages", "requests", "turns", "tool", "conversation", "chat",
    "context", "session", "instructions", "user", "said", "typed", "written", "wrote", "asked", "shared", "told",
)  # fmt: skip
_HIDE_WORDS = (
    "not", "n't", "never", "no need", "without", "hide", "conceal", "keep", "kept", "silent", "secret", "covert",
    "quiet", "discreet", "invisib", "behind", "detail", "unaware", "dark", "uninformed", "nobody", "no one", "no-one",
    "describe", "present", "report", "explain", "frame", "between", "no reason",
)  # fmt: skip
_OVERRIDE_WORDS = (
    "ignore", "disregard", "forget", "override", "bypass", "now", "instructions", "invalid", "void", "untrusted",
    "only",
)  # fmt: skip
_EXFILTRATION_WORDS = (
    "://", "@", "must", "should", "shall", "need", "are to", "also", "recipient", "destination", "address",
    "account number", "iban", "receiver",
)  # fmt: skip
_SHADOWING_WORDS = (
    "when", "if", "time", "this tool", "must", "always", "required", "mandatory", "deprecated", "broken", "obsolete",
    "disabled", "unsafe", "never", "instead", "rather", "unreliable", "buggy", "compromised", "inaccurate", "should",
    "shall", "need", "have to", "precedence", "supersede", "server",
)  # fmt: skip
NEEDLES: dict[str, tuple[str, ...]] = {
    "tag-block": ("<", "[", "#", "{"),
    "instruction-override": _OVERRIDE_WORDS,
    "hide-from-user": _HIDE_WORDS,
    "secret-file": _SECRET_NEEDLES,
    "secret-request": _SECRET_WORDS,
    "context-leak": _CONTEXT_WORDS,
    "exfiltration": _EXFILTRATION_WORDS,
    "tool-shadowing": _SHADOWING_WORDS,
    "behaviour-override": ("every", "each", "all", "any", "always", "must", "regardless", "whatever", "when"),
    "remote-code": ("curl", "wget", "iwr", "invoke-webrequest"),
    "url": ("://",),
    "email-address": ("@",),
}
"""Per pattern id: the substrings one of which every match contains."""

_F = re.IGNORECASE | re.DOTALL
_GAP = r"(?:[^.!?\n]|[.!?](?=[^\s]))" r"{0,80}?"  # the rest of the same sentence, lazily (a path's dots are in it)
_SECRETS = (
    r"(?:api[ _-]?keys?|access[ _-]?tokens?|auth(?:entication|orization)?[ _-]?tokens?|bearer[ _-]?tokens?|"
    r"secret[ _-]?keys?|private[ _-]?keys?|ssh[ _-]?keys?|passwords?(?!\s+managers?)|passphrases?|credentials|"
    r"session[ _-]?cookies?|"
    r"cookies|env(?:ironment)?[ _-]?variables|seed[ _-]?phrases?|mnemonics?|secrets|tokens|"
    r"(?:login|sign-?in|banking)\s+(?:details|info(?:rmation)?|data)|(?:saved\s+)?logins|(?:secret\s+)?access\s+keys?|"
    r"env(?:ironment)?[ _-]?(?:values?|vars?))"
)
_SECRET_PATHS = (
    r"(?:~/\.[\w-]+|\.bashrc|\.zshrc|\.bash_profile|\bhosts\.yml|~/\.ssh|"
    r"\.ssh/|\bid[_ ](?:rsa|dsa|ecdsa|ed25519)\b|\.aws/credentials|~/\.aws\b|"
    r"/etc/(?:passwd|shadow|sudoers)|\.npmrc|\.netrc|\.pgpass|\.git-credentials|\.docker/config\.json|"
    r"\bmcp\.json|claude_desktop_config|\.bash_history|\.zsh_history|\.gnupg|wallet\.dat|\bkeychain\b|"
    r"(?<![\w/.-])\.env\b(?![.\w-])|\bdot[ _-]?env\b|\.kube/config|credentials\.json|"
    r"service[-_ ]account[-_ ]?(?:key)?\.json)"
)
_ACCESS = (
    r"\b(?:read|reading|cat|open|include|including|attach|send|upload|pass|provide|copy|extract|load|print|output|"
    r"dump|access|collect|grab|exfiltrate|contents?|insert|append|add|fetch|retrieve|get|look\s+up|supply|find|"
    r"locate|gather|give|put|submit|list|use)\b"
)
_CARRY = (
    r"\b(?:pass|include|provide|put|add|send|append|attach|insert|copy|embed|paste|forward|fill|place|supply|"
    r"transmit|share|leak|encode|store|dump|relay|hand\s+over)\b"
)
_CHANNEL = (
    r"\b(?:param(?:eter)?|argument|field|note|sidenote|side_note|metadata|header|comment|query string|"
    r"url|request|message|body|payload)\b"
)
_CONTEXT = (
    r"(?:\b(?:conversation|chat|message|dialog(?:ue)?)\s+(?:history|log|transcript)|\bsystem\s+prompt|"
    r"\b(?:previous|prior|earlier|all|other)\s+(?:user\s+)?(?:messages|requests|turns|tool\s+(?:results|outputs))|"
    r"\b(?:full|entire|complete|whole)\s+(?:conversation|chat|context|transcript|session)|"
    r"\bthis\s+conversation\b|\byour\s+(?:instructions|context\s+window)|"
    r"\bthe\s+user'?s\s+(?:last|previous|latest|recent|original|full|every)\s+(?:messages?|requests?|prompts?|questions?)|"
    r"\b(?:every(?:thing)?|all|what)\s+(?:that\s+)?the\s+(?:user|person|human)\s+(?:has\s+)?"
    r"(?:said|typed|written|wrote|asked|shared|told\s+you))"
)
_TOOL_REF = (
    r"(?:`[\w.-]+`|\b[a-z][a-z0-9]*(?:[_-][a-z0-9]+)+\b|"
    r"\b(?:other|another|every|any|all)\s+(?:other\s+)?tools?\b|\btools?\b)"
)
_HIDE_VERB = r"(?:tell|mention|inform|notify|alert|reveal|show|disclose|report|let|explain|say)"

PHRASES: tuple[Phrase, ...] = tuple(
    (pattern, severity, re.compile(regex, _F), message, NEEDLES[pattern])
    for pattern, severity, regex, message in (
        (
            "tag-block",
            "high",
            r"<\s*/?\s*(?:important|system|sys|instructions?|secret|hidden|admin|critical|assistant|prompt|override|"
            r"directives?|rules|attention|ai|model|llm|mandatory|priority|context)\b[^<>\n]{0,40}>|"
            r"\[/?(?:inst|sys|system)\]|<<\s*/?\s*sys\s*>>|<\|(?:im_start|im_end|system|user|assistant|endoftext)\|>|"
            r"#{2,}\s*(?:system|assistant)\b|#{2,}\s*admin(?=[ \t]*(?::|\n|$))|"
            r"(?:\[\[|\{\{)\s*/?\s*[\w -]{0,20}?(?:assistant|system|ai|model|llm|agent|important|hidden|secret|admin|"
            r"instructions?)[\w -]{0,20}?(?:\]\]|\}\})|<!--\s*(?:assistant|system|ai|model|agent|note|important|hidden|"
            r"instructions?|llm)\b",
            "a tag-like block addressed to the model",
        ),
        (
            "instruction-override",
            "high",
            r"\b(?:ignore|disregard|forget|override|bypass)\s+(?:all\s+|any\s+)?(?:of\s+)?(?:the\s+|your\s+)?"
            r"(?:previous|prior|above|earlier|preceding|other|system|original|safety|user'?s?)\s+"
            r"(?:instructions?|prompts?|rules|messages|directions|guidelines|policies|restrictions)|"
            r"\byou\s+are\s+now\b|\bnew\s+instructions\s*:|\bfrom\s+now\s+on,?\s+(?:you|always)\b|"
            rf"\b(?:instructions?|requests?|messages?)\s+(?:from|of|by)\s+the\s+user\b{_GAP}\b(?:as\s+)?"
            r"(?:invalid|void|untrusted|ignored?)\b|"
            r"\bfollow\s+(?:only\s+)?(?:this|these)\s+(?:\w+\s+)?only\b",
            "an order to ignore or replace instructions",
        ),
        (
            "hide-from-user",
            "high",
            rf"\b(?:do\s+not|don'?t|never|must\s+not|should\s+not|shall\s+not|no\s+need\s+to)\s+(?:ever\s+)?"
            rf"{_HIDE_VERB}\b{_GAP}\b(?:user|human|them|anyone|operator)\b|"
            rf"\bwithout\s+(?:ever\s+)?(?:telling|informing|notifying|alerting|asking|showing|mentioning|letting|"
            rf"alarming|bothering)\b{_GAP}\b(?:user|human)\b|"
            r"\b(?:user|human)\s+(?:must|should|will|need|needs)\s+(?:not|never)\s+(?:to\s+)?"
            r"(?:know|see|notice|learn|be\s+told|be\s+informed|find\s+out|be\s+aware)|"
            rf"\b(?:hide|conceal|keep)\b{_GAP}\bfrom\s+(?:the\s+)?(?:user|human)\b|"
            r"\b(?:silently|secretly|covertly|quietly|discreetly|invisibly|behind\s+the\s+scenes)\s+"
            r"(?:\w+\s+){0,2}?(?:send|call|read|include|add|forward|copy|upload|pass|append|attach|execute|run|invoke|"
            r"use|bcc|cc|post|collect|transmit|write|change|replace|redirect|set|fetch|access)|"
            r"\b(?:this|it)\s+is\s+(?:an?\s+)?(?:internal|implementation)\s+detail\b|"
            r"\bnot\s+(?:be\s+)?(?:visible|shown|displayed)\s+to\s+(?:the\s+)?user|"
            r"\b(?:do\s+not|don'?t|never|must\s+not)\s+(?:ever\s+)?(?:mention|reveal|disclose)\b|"
            r"\b(?:no\s+need\s+to|don'?t|do\s+not|never)\s+(?:ask|consult|check\s+with|confirm\s+with|bother)\s+"
            r"(?:the\s+)?(?:user|human)|"
            r"\b(?:describe|present|report|explain|frame)\s+(?:it|this|that|them|the\s+\w+)\s+to\s+the\s+user\s+as\b|"
            r"\bbetween\s+(?:us|you\s+and\s+me)\b|"
            r"\b(?:has|have|needs?)\s+no\s+(?:reason|need)\s+to\s+(?:know|learn|see|hear|find\s+out)\b|"
            r"\b(?:must|should|shall|may)\s+(?:not|never)\s+be\s+(?:mentioned|disclosed|revealed|shown|told|reported)\b|"
            r"\b(?:stay|remain|be\s+kept|kept)\s+(?:\w+\s+)?(?:unaware|in\s+the\s+dark|uninformed)\b|"
            r"\b(?:nobody|no\s+one|no-one)\s+(?:needs?\s+to|should|must|has\s+to)\s+(?:know|hear|see|notice|find\s+out|"
            r"be\s+told)\b",
            "an order to keep something from the user",
        ),
        (
            "secret-file",
            "high",
            rf"{_ACCESS}{_GAP}{_SECRET_PATHS}|{_SECRET_PATHS}{_GAP}{_ACCESS}",
            "access to a secret or configuration file",
        ),
        (
            "secret-request",
            "high",
            rf"{_CARRY}{_GAP}\b(?:all|every|any|the\s+user'?s|your|their|available|stored|saved|local)\s+"
            rf"(?:\w+\s+){{0,2}}{_SECRETS}\b|"
            rf"{_CARRY}\s+(?:the\s+)?(?:\w+\s+){{0,2}}{_SECRETS}\b{_GAP}\b(?:in|into|as|inside|within)\s+(?:the\s+|a\s+)?"
            rf"(?:\S+\s+){{0,3}}{_CHANNEL}|"
            rf"\b{_SECRETS}\b{_GAP}{_CARRY}{_GAP}\b(?:in|into|as|inside|within)\s+(?:the\s+|a\s+)?(?:\S+\s+){{0,3}}"
            rf"{_CHANNEL}|"
            rf"\b{_SECRETS}\b{_GAP}\b(?:in|into)\s+(?:the\s+|this\s+)?(?:chat|conversation|reply|answer|response)\b|"
            rf"\b(?:export|dump|extract)\b{_GAP}\bfrom\s+the\s+(?:password\s+manager|keychain|vault|browser)\b|"
            rf"\b{_SECRETS}\s+(?:that\s+)?(?:you|the\s+(?:assistant|model|agent))\s+(?:\w+\s+)?"
            r"(?:know|have|has|saw|seen|use|using|hold|can\s+(?:find|see|access|read))\b",
            "an order to pass on secrets",
        ),
        (
            "context-leak",
            "high",
            rf"(?:{_CARRY}|\b(?:summari[sz]e|repeat|reveal|output|print|dump|gather)\b){_GAP}{_CONTEXT}|"
            rf"{_CONTEXT}{_GAP}(?:{_CARRY}|\b(?:in|into|as|inside)\s+(?:the\s+|a\s+)?(?:\w+\s+){{0,2}}{_CHANNEL})|"
            # "a ticket with its full conversation" is the ticket's, not the model's
            rf"\b(?:needs?|requires?|expects?|wants?|with)\s+(?!its\b)(?:\w+\s+){{0,2}}?{_CONTEXT}",
            "the conversation or the model's instructions",
        ),
        (
            "exfiltration",
            "high",
            r"\b(?:all|every|each)\s+(?:\w+\s+){0,2}(?:e-?mails?|messages?|payments?|transfers?|invoices?|funds|"
            r"transactions?|requests?|files?)\s+(?:\w+\s+){0,3}?(?:must|should|shall|need\s+to|are\s+to)\s+(?:\w+\s+){0,2}?"
            r"(?:be\s+)?(?:sent|go|forwarded|redirected|routed|copied|cc'?d|bcc'?d|addressed|paid|transferred)\b|"
            r"\balso\s+(?:copy|send|forward|mirror|duplicate|replicate|upload|post)\s+(?:every|each|all|any)\b|"
            r"\b(?:change|replace|swap|override)\s+(?:the\s+)?(?:recipient|destination|to\s+address|"
            r"account\s+number|iban|wallet\s+address|receiver)",
            "an order to send data somewhere",
        ),
        (
            "tool-shadowing",
            "medium",
            rf"\b(?:when|whenever|if|each\s+time|every\s+time)\b[^.!?\n]{{0,40}}?{_TOOL_REF}\s+(?:tool\s+)?"
            r"(?:(?:is|are|gets?)\s+(?:used|called|invoked|run|available)|runs|executes)\b[^.!?\n]{0,80}?"
            r"\b(?:must|should|shall|always|never|have\s+to|need\s+to|first|also|instead|replace|change|set|add|"
            r"send|copy)\b|"
            rf"\bthe\s+{_TOOL_REF}\s+(?:\w+\s+){{0,4}}?is\s+(?:now\s+)?(?:deprecated|broken|obsolete|disabled|unsafe|"
            r"unreliable|buggy|compromised|inaccurate)\b|"
            rf"\b(?:through|via|with|by)\s+{_TOOL_REF}\s+(?:tool\s+)?(?:should|must|shall|need\s+to|have\s+to)\b|"
            rf"\b(?:takes?\s+precedence\s+over|supersedes)\s+{_TOOL_REF}|"
            r"\b(?:other|another|any\s+other|all\s+other)\s+(?:mcp\s+)?servers?\b|"
            rf"\bnever\s+(?:call|use|invoke|run)\s+{_TOOL_REF}|"
            r"\bthis\s+tool\s+(?:changes|modifies|overrides|affects|replaces|supersedes)\s+(?:the\s+)?"
            r"(?:\w+\s+){0,3}(?:behaviou?r|functioning|working|use|output)|"
            rf"\b(?:must|always|required\s+to|mandatory\s+to)\s+(?:first\s+)?(?:call|use|invoke|run)\s+"
            rf"{_TOOL_REF}[^.!?\n]{{0,120}}?\b(?:otherwise|or\s+else|will\s+(?:crash|fail|break|not\s+work))|"
            r"\b(?:instead\s+of|rather\s+than|never)\s+(?:using|calling|use|call)\s+(?:the\s+)?(?:other|any|"
            r"built-?in|original|\w+_\w+)\b[^.!?\n]{0,60}?\b(?:tool|function)",
            "an order about other tools",
        ),
        (
            "behaviour-override",
            "medium",
            r"\b(?:for|in|before|after|with)\s+(?:every|each|all|any)\s+(?:subsequent\s+|future\s+|other\s+|"
            r"following\s+|later\s+)?(?:responses?|replies|answers?|conversations?|interactions?|sessions?)\b|"
            r"\b(?:all|every|any)\s+(?:future\s+|subsequent\s+|other\s+)?(?:shell\s+|terminal\s+)?"
            r"(?:commands?|responses?|replies|answers?)\s+(?:must|should|shall)\b|"
            r"\b(?:always|must)\s+(?:respond|reply|answer|prefix|prepend|append|start\s+(?:every|each|all))\b|"
            r"\b(?:for|before|after|with|in)\s+(?:every|each|all|any)\s+(?:\w+\s+)?commands?\s+(?:you|the\s+"
            r"(?:assistant|model|agent))\b|"
            r"\bregardless\s+of\s+(?:what|which|the)\s+(?:the\s+)?(?:user|tool|request)|"
            r"\bwhatever\s+the\s+user\s+(?:asks|says|wants|requests)|"
            r"\b(?:each|every|any|all)\s+(?:\w+\s+){0,2}(?:you|the\s+(?:assistant|model|agent))\s+"
            r"(?:generate|write|create|produce|run|send)s?\b[^.!?\n]{0,60}\b(?:must|should|shall)\b|"
            r"\bwhen(?:ever)?\s+the\s+user\s+(?:thanks|greets|says\s+(?:thanks|thank|hello|hi|goodbye|bye))",
            "an order about every answer, not this tool",
        ),
        (
            "remote-code",
            "high",
            r"\b(?:curl|wget|iwr|invoke-webrequest)\b[^|\n]{0,160}\|\s*(?:sudo\s+)?(?:sh|bash|zsh|python3?|iex)\b",
            "a command that downloads code and runs it",
        ),
        (
            "url",
            "low",
            r"\b(?:https?|ftp|wss?)://[^\s\"'<>)\]]+",
            "a URL",
        ),
        (
            "email-address",
            "low",
            r"(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}\b",
            "an e-mail address",
        ),
    )
)


#: what flags a parameter's name or a value (default, enum, example, const) by itself
BARE: tuple[Phrase, ...] = (
    ("secret-file", "high", re.compile(_SECRET_PATHS, _F), "a secret or configuration file", NEEDLES["secret-file"]),
    ("context-leak", "high", re.compile(_CONTEXT, _F), "the conversation", NEEDLES["context-leak"]),
    (
        "secret-request",
        "high",
        re.compile(rf"{_CARRY}\s+(?:\w+\s+){{0,3}}{_SECRETS}", _F),
        "secrets",
        NEEDLES["secret-request"],
    ),
)
