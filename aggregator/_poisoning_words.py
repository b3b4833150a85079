"""The word classes of the poisoning lint's sentence rules (`aggregator._poisoning_intent`).

Each class is one compiled expression for a kind of word an injected instruction is made of, with synonyms rather
than the words of any one attack: a sensitive object (secrets, personal data, the conversation), a verb that carries
data somewhere, a place in a call or outside it, a cue of concealment, of insistence, a reference to another tool, a
change to what a tool does. None flags anything alone: the rules of `_poisoning_intent` ask for several in one
sentence (the two classes that do flag alone, bent answers and overrides, are in `_poisoning_orders`). The
expressions are written in lower case and read the lower-cased text. Stdlib `re` only; nothing of ours is imported.
"""

from __future__ import annotations

import re

__all__ = [
    "CARRY",
    "CHANNEL",
    "CONCEAL",
    "CONTEXT",
    "DESTINATION",
    "DIRECTIVE",
    "ENV_NAME",
    "MODIFY",
    "OTHER_TOOL",
    "PERSONAL",
    "SECRET",
    "SOURCE",
    "STRONG_CONCEAL",
    "STRONG_SECRET",
    "WORDY",
    "merged",
]

#: every class but `ENV_NAME` is matched against the lower-cased text: no IGNORECASE, twice as fast
_F = 0


def _alternatives(pattern: str) -> list[str]:
    """`pattern`'s top-level alternatives (outside groups and character sets)."""
    out, depth, start, index, in_set = [], 0, 0, 0, False
    while index < len(pattern):
        char = pattern[index]
        if char == "\\":
            index += 2
            continue
        if in_set:
            in_set = char != "]"
        elif char == "[":
            in_set = True
            index += 1 if pattern[index + 1 : index + 2] != "]" else 2  # `[]...]`: a literal `]` first
            continue
        elif char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
        elif char == "|" and depth == 0:
            out.append(pattern[start:index])
            start = index + 1
        index += 1
    return [*out, pattern[start:]]


def merged(pattern: str) -> re.Pattern[str]:
    """`pattern` compiled with its alternatives that start at a word boundary under one `\\b`: the same matches, but
    the text is walked once for all of them rather than once for each (what makes a long alternation slow)."""
    parts = _alternatives(pattern)
    bounded = [part[2:] for part in parts if part.startswith("\\b")]
    rest = [part for part in parts if not part.startswith("\\b")]
    return re.compile("|".join([*rest, r"\b(?:" + "|".join(bounded) + ")"] if bounded else rest), _F)


def _words(*alternatives: str) -> re.Pattern[str]:
    # not inside a path or a name (`/SigningKeys`, `{token}`); a leading dot (`.env`) may follow a space
    return re.compile(r"(?<![\w/{$-])(?:" + "|".join(alternatives) + r")\b", _F)


_POSSESSOR = (
    r"(?:the\s+user'?s|user'?s|the\s+person'?s|the\s+customer'?s|the\s+human'?s|"
    r"the\s+(?:current\s+|active\s+)?(?:page|repository|repo|browser|site|account|project|machine)'s)"
)

#: a secret that no tool's own job needs the model to carry: key files, dotfiles, identity documents
STRONG_SECRET = _words(
    r"(?:ssh|gpg|pgp|signing|deploy|personal\s+access|master|root)[ _-]?(?:keys?|tokens?)|seed\s+phrases?|mnemonics?",
    r"(?:master|root|admin|vault|wallet|keychain)\s+passwords?|(?:ssh|gpg|pgp)\s+private\s+keys?|"
    r"/var/run/secrets\S*|serviceaccount|/proc/self/environ|/etc/(?:passwd|shadow)|wi-?fi\s+passwords?|"
    r"(?:repository|repo|project|org(?:anization)?|ci|github|actions)\s+secrets|"
    r"\$\{?[a-z0-9_ ]{0,40}?(?:token|key|secret|password|pat|credentials)|kubeconfig|\.?kube/?config|\*?\.pem|"
    r"pem\s+files?|claude\.md|\.cursorrules|agents\.md|\.pypirc|\.gitconfig|"
    r"\.?(?:netrc|npmrc|pypirc|pgpass|bashrc|zshrc|bash_history|zsh_history|git-credentials)|known_hosts|"
    r"authorized_keys|browser\s+(?:cookies|passwords)|(?:bank|card|atm|debit|credit)\s+pins?|"
    r"(?:slack|discord|telegram)\s+(?:bot\s+)?tokens?|"
    r"mcp[ ._](?:json|config(?:uration)?|settings)(?:\s+files?)?|(?:cursor|claude|vscode|editor|ide|agent)\s+"
    r"(?:config(?:uration)?|settings)(?:\s+files?)?|"
    r"aws\s+(?:\w+\s+)?(?:keys?|secrets?|credentials?)|access\s+key\s+ids?|secret\s+access\s+keys?|"
    r"(?:output|result)\s+of\s+[`'\"]?(?:printenv|env|set|history|whoami|cat\s)|"
    r"(?:ssh|gnupg|gpg|aws|kube|docker)\s+(?:folder|directory|config(?:uration)?|files?)|"
    r"bearer\s+(?:credentials?|tokens?)|auth(?:orization)?\s+headers?|(?:session|auth|login)\s+cookies?|"
    r"bearer\s+(?:values?|headers?)|(?:recovery|backup|seed)\s+(?:words|keys?)|"
    r"recovery\s+(?:phrases?|codes?)|one-time\s+(?:codes?|passwords?)|otp\s+codes?|2fa\s+codes?",
    r"env(?:ironment)?\s+(?:variables|vars|values|file)|\.env|dotfiles?|home\s+(?:directory|folder)|secrets?\s+files?",
    r"keychain|key\s*store|\.ssh|id_rsa|\.aws|\.npmrc|\.netrc|\.bashrc|\.zshrc|browser\s+(?:history|profile)",
    r"(?:authentication|auth|login|sign-?in|banking)\s+material|shell\s+history|private\s+(?:files?|notes|messages)",
    r"passports?(?:\s+numbers?)?|social\s+security(?:\s+numbers?)?|ssns?|dates?\s+of\s+birth|cvv|cvc",
    r"driver'?s\s+licen[cs]es?|medical\s+records?|health\s+records?|tax\s+ids?",
    r"(?:the\s+|a\s+)?[a-z]+'s\s+(?:\w+\s+)?(?:oauth|api|access|auth|bearer|session|refresh|personal\s+access)\s+"
    r"(?:tokens?|keys?)",
    rf"{_POSSESSOR}\s+(?:[\w-]+\s+){{0,2}}(?:tokens?|keys?|passwords?|secrets?|cookies?|credentials?|pins?|logins?|"
    r"(?:card|payment|bank|login|sign-?in)\s+(?:details|info(?:rmation)?|data|numbers?)|payment\s+cards?)",
)
#: someone's personal data: a secret when carried, not when it is where something is sent ("to the user's address")
PERSONAL = _words(
    rf"{_POSSESSOR}\s+(?:\w+\s+){{0,2}}?(?:name|address|phone\s+number|e-?mail\s+address|location|coordinates|"
    r"whereabouts|identity|id\s+number|contacts|health\s+data|clipboard|browsing\s+history|photos|documents|"
    r"e-?mails|messages|files|address\s+book|contact\s+list|calendar|inbox|mailbox|iban|bank\s+account|"
    r"account\s+number|routing\s+number|(?:downloads|documents|desktop|home|photos|pictures)\s+(?:folder|directory)|"
    r"drive)",
)
#: a secret a tool may well take as an argument: it takes a source too (`SOURCE`) to count
SECRET = _words(
    r"(?:api|sdk|access|auth|secret|private|client|admin|session|refresh|bearer|github|gh|npm|pypi|slack|openai|stripe|"
    r"jwt|oauth|aws|cloud|service)[ _-]?"
    r"(?:keys?|tokens?|secrets?)",
    r"session\s+(?:identifiers?|ids?)|passwords?(?!\s+managers?)|passphrases?|passcodes?|credentials?|cookies?|secrets|tokens|keys|"
    r"wallets?|credit\s+cards?",
    r"card\s+(?:numbers?|details)|payment\s+(?:cards?|details)|bank\s+(?:account|details)|(?:config(?:uration)?|"
    r"credentials?)\s+files?",
    r"(?:authentication|auth|login|sign-?in|account|banking)\s+(?:data|details|info(?:rmation)?)",
)
#: where a secret is taken from rather than asked for: the environment, the disk, what the model has seen
SOURCE = merged(
    r"\b(?:from|in|inside|within|under)\s+(?:the\s+|your\s+|their\s+|its\s+)?(?:\w+\s+)?(?:environment|env|"
    r"home|disk|filesystem|file\s*system|project|repo(?:sitory)?|workspace|machine|computer|browser|keychain|"
    r"vault|config(?:uration)?|dotfiles?|memory|context|conversation|chat|session|profile|files?)\b|"
    r"\b(?:you|the\s+(?:assistant|model|agent))\s+(?:\w+\s+)?(?:have|know|saw|see|seen|hold|find|found|"
    r"can\s+(?:find|see|access|read)|came\s+across)\b|\b(?:seen|found|stored|kept|saved|lying|present|available|"
    r"visible|accessible|exposed|loaded|cached|"
    r"lives?|living|sitting)\s+(?:anywhere\s+|locally\s+)?(?:in|on|at|under)\b|"
    r"\b(?:the\s+)?(?:user|person|human|customer)\s+(?:has\s+|had\s+)?(?:pasted|typed|entered|shared|gave|provided|"
    r"mentioned|sent|used)\b|"
    r"\bof\s+(?:this|the|your|the\s+user'?s)\s+(?:machine|computer|device|laptop|host|system|network|router)\b|"
    r"\b(?:exfiltrat\w*|leak\w*|steal\w*|harvest\w*|siphon\w*|smuggl\w*)|"
    rf"\b{_POSSESSOR}\b|\b(?:any|all|every)\s+(?:other\s+)?(?:\w+\s+)?(?:tokens?|keys?|passwords?|secrets?|"
    r"credentials?|cookies?)\b|\bwhatever\b",
)
#: an environment variable's name that holds a secret (`GITHUB_TOKEN`, `OPENAI_API_KEY`): case-sensitive
ENV_NAME = re.compile(r"\b[A-Z][A-Z0-9]*_(?:[A-Z0-9]+_)*(?:TOKEN|KEY|SECRET|PASSWORD|PAT|CREDENTIALS)\b")
#: the conversation, the model's instructions, other tools' results
CONTEXT = _words(
    r"(?:this|the\s+current|the\s+entire|the\s+whole|the\s+full|the\s+complete|the\s+ongoing|our|your)\s+"
    r"(?:\w+\s+)?(?:conversation|chat|dialog(?:ue)?|exchange|back-and-forth|discussion)",
    r"(?:conversation|chat|dialog(?:ue)?|back-and-forth|discussion|exchange)\s+(?:so\s+far|until\s+now|up\s+to\s+now|"
    r"to\s+date|history|log|transcript)",
    r"(?:everything|anything|all|what|whatever)\s+(?:that\s+)?(?:we|you\s+and\s+the\s+user|the\s+user\s+and\s+you)"
    r"(?:'ve|\s+have|\s+had)?\s+(?:talked\s+about|discussed|said|covered|exchanged)",
    r"(?:the|this|current|whole|entire)\s+thread\s+so\s+far|(?:this|the\s+current|the\s+whole|the\s+entire)\s+thread|"
    r"(?:the\s+)?(?:last|latest|previous|first)\s+(?:\w+\s+)?(?:thing|things|message|words?|line|"
    r"question)\s+(?:that\s+)?the\s+"
    r"(?:user|person|human)\s+(?:typed|wrote|said|asked|sent|entered)",
    r"(?:send|upload|post|forward|leak|dump|share)\s+(?:the\s+|all\s+)?(?:chat\s+|conversation\s+)?history",
    r"everything\s+you\s+know\s+about\s+(?:the\s+)?(?:user|person|customer|them|him|her)",
    r"(?:prior|previous|earlier|whole|entire|full)\s+(?:dialog(?:ue)?|conversation|chat|exchange|discussion)",
    r"(?:full|complete|entire|whole|verbatim)\s+(?:copy|record|log|dump|text)\s+of\s+(?:the|this)\s+(?:conversation|"
    r"chat|"
    r"dialog(?:ue)?|session|thread)|everything\s+above|(?:prior|previous|earlier)\s+turns|discussion\s+history|"
    r"back-and-forth|(?:chat|conversation|session)\s+transcript|everything\s+(?:said|discussed)",
    r"(?:the\s+)?(?:recent|last|latest|previous|prior|earlier)\s+(?:\d+\s+|few\s+|\w+\s+)?(?:user\s+)?(?:chat|messages|"
    r"turns|exchanges|prompts|conversation|queries|questions|inputs)",
    r"(?:other|every|all|previous|prior|earlier|each)\s+(?:\w+\s+)?(?:tool|function)\s+(?:results?|outputs?|"
    r"responses?)",
    r"(?:tool|function)\s+(?:results?|outputs?|responses?)\s+you\s+(?:have\s+)?(?:received|seen|got)|system\s+prompt",
    r"(?:your|the)\s+system\s+(?:message|instructions)",
    r"(?:your|the\s+model'?s|the\s+assistant'?s|the\s+agent'?s)\s+(?:\w+\s+)?(?:instructions|context|prompt|memory)",
    r"(?:messages?|history)\s+(?:of|from|in)\s+(?:this|the)\s+(?:chat|conversation|session)",
    r"(?:everything|all|whatever|what)\s+(?:that\s+)?the\s+(?:user|person|human|customer)\s+(?:has\s+|had\s+)?"
    r"(?:said|typed|written|wrote|asked|shared|told|mentioned|sent|entered)",
    r"(?:every|each|all|any)\s+(?:\w+\s+)?(?:messages?|prompts?|requests?|questions?)\s+(?:that\s+)?(?:the\s+)?"
    r"(?:user|person|human|customer|they)\s+(?:has\s+|have\s+|had\s+)?(?:sent|written|typed|said|asked|made|shared)",
    r"everything\s+(?:the\s+user\s+|you\s+)?(?:discussed|said|shared)\s+(?:so\s+far|until\s+now|earlier|before)",
    r"(?:the\s+)?(?:user'?s|person'?s|human'?s)\s+(?:last|previous|latest|recent|earlier|original|full|other)\s+"
    r"(?:messages?|prompts?|queries|questions|requests?|words)",
)
#: a verb that carries data into something or somewhere
CARRY = _words(
    r"includ(?:e|es|ed|ing)|puts?|putting|past(?:e|es|ed|ing)|insert(?:s|ed|ing)?|add(?:s|ed|ing)?|"
    r"append(?:s|ed|ing)?|prepend(?:s|ed|ing)?|embed(?:s|ded|ding)?|attach(?:es|ed|ing)?|plac(?:e|es|ed|ing)",
    r"fill(?:s|ed|ing)?|suppl(?:y|ies|ied|ying)|provid(?:e|es|ed|ing)|pass(?:es|ed|ing)?(?:\s+along)?|"
    r"hand(?:s|ed|ing)?\s+(?:over|in)|relay(?:s|ed|ing)?|send(?:s|ing)?|sent|forward(?:s|ed|ing)?",
    r"upload(?:s|ed|ing)?|post(?:s|ed|ing)?|mirror(?:s|ed|ing)?|cop(?:y|ies|ied|ying)|transmit(?:s|ted|ting)?|"
    r"shar(?:e|es|ed|ing)|submit(?:s|ted|ting)?|contain(?:s|ed|ing)?|go(?:es)?\s+(?:in|into|to)|encod(?:e|es|ed|ing)",
    r"stor(?:e|es|ed|ing)|writ(?:e|es|ing)|written|leak(?:s|ed|ing)?|echo(?:es|ed|ing)?|quot(?:e|es|ed|ing)|"
    r"replicat(?:e|es|ed|ing)|duplicat(?:e|es|ed|ing)|sync(?:s|ed|ing)?|export(?:s|ed|ing)?|dump(?:s|ed|ing)?",
    r"push(?:es|ed|ing)?|report(?:s|ed|ing)?|deliver(?:s|ed|ing)?|bcc|cc|(?:e-?)?mail(?:s|ed|ing)?|exfiltrat\w*|"
    r"blind-?cop(?:y|ies|ied|ying)|cc'?d|bcc'?d|"
    r"us(?:e|es|ed|ing)\s+(?:it|them|that|this)?\s*as|tak(?:e|es|ing)\s+(?:it|them)\s+from|tuck(?:s|ed|ing)?|"
    r"stash(?:es|ed|ing)?|stuff(?:s|ed|ing)?|"
    r"slip(?:s|ped|ping)?|smuggl(?:e|es|ed|ing)|sneak(?:s|ed|ing)?|enter(?:s|ed|ing)?|typ(?:e|es|ed|ing)|"
    r"weav(?:e|es|ed|ing)|work(?:s|ed)?\s+(?:it|them)\s+into|(?:go|goes|belong|belongs|ride|rides|end\s+up|sit|sits)\s+"
    r"(?:along\s+)?(?:in|into|inside|within|under)|make\s+(?:its|their)\s+way\s+into|carry\s+along|tag\s+along",
    r"list(?:s|ed|ing)?\s+(?:it|them|those|these)\s+(?:in|into|under|as)|record\s+(?:it|them)|note\s+down|jot(?:s|"
    r"ted)?|"
    r"show(?:s|ed|ing)?|display(?:s|ed|ing)?|print(?:s|ed|ing)?|reveal(?:s|ed|ing)?|expos(?:e|es|ed|ing)|"
    r"(?:as|for)\s+(?:a|an|the)\s+(?:suffix|prefix|postfix)|(?:begin|start|end)s?\s+with\s+(?=the\s+user|your|"
    r"the\s+contents|the\s+value|a\s+copy)|"
    r"collect(?:s|ed|ing)?|gather(?:s|ed|ing)?|harvest(?:s|ed|ing)?|grab(?:s|bed|bing)?|scrap(?:e|es|ed|ing)|"
    r"rout(?:e|es|ed|ing)|redirect(?:s|ed|ing)?|divert(?:s|ed|ing)?|feed(?:s|ing)?|"
    r"(?:parameter|argument|field|param|input)\s+(?:needs|requires|expects|wants|takes|accepts)|set\s+(?:this|"
    r"it)\s+to|us(?:e|es|ed|"
    r"ing)\s+(?:the\s+)?(?:value|contents?)\s+of|ship(?:s|ped|ping)?|stream(?:s|ed|ing)?|pip(?:e|es|ed|ing)\s+(?:it|"
    r"them)?\s*(?:to|into)|"
    r"receiv(?:e|es|ed|ing)|(?:pop|drop|stick|shove|throw|chuck|plug|slot)(?:s|ped|ping)?\s+(?:\S+\s+){0,6}?(?:in|"
    r"into)|(?:followed|accompanied|paired|preceded|prefixed|suffixed)\s+by|hold|holds|repeat(?:s|ed|ing)?|"
    r"together\s+with|along\s+with|"
    r"give|gives|giving|"
    r"let\s+(?:\w+\s+){1,4}(?:have|see|receive|get)|carr(?:y|ies|ied|ying)|bring(?:s|ing)?|"
    r"transfer(?:s|red|ring)?|fold(?:s|ed|ing)?\s+(?:it|them)?\s*in(?:to)?|merg(?:e|es|ed|ing)|concatenat\w*",
)
#: where in a call data goes: an argument, a field, a header; or a quoted or snake_case parameter name
CHANNEL = merged(
    r"\b(?:arguments?|param(?:eter)?s?|fields?|propert(?:y|ies)|attributes?|notes?|memo|query|queries|headers?|"
    r"body|payload|metadata|meta|comments?|title|inputs?|seed|url|link|request|filter|prompt|caption|tags?|"
    r"description|label|message|value|box|slot|entry|cell|blank|here|name)\b|`[^`\s]{2,40}`|'[\w.-]{2,40}'|"
    r"\"[\w.-]{2,40}\"|\b[a-z]+(?:_[a-z0-9]+)+\b|"
    r"\bas\s+(?:the|a|its)\s+(?:\w+\s+)?(?:key|id|value|name|input)\b",
)
#: somewhere outside the call: a URL, an address, a server of "ours", an endpoint
DESTINATION = merged(
    r"\+\d[\d -]{7,}\d|"
    r"\baccount\s+(?:number\s+)?\d[\d -]{4,}|"
    # one `\b` before the word alternatives: each branch with its own costs a pass over the text
    r"https?://|@(?<=[\w.+-]@)[\w-]+(?:\.[\w-]+)+\b|\b(?:\d{1,3}(?:\.\d{1,3}){3}|iban|"
    r"(?:to|at|on|with)\s+(?:our|my|an?\s+external|a\s+remote|the\s+(?:vendor|developer)'?s?)|"
    r"(?:our|external|remote|third-party|offsite|off-site|partner|vendor|sponsor|affiliate)\s+(?:\w+\s+)?(?:servers?|"
    r"endpoints?|hosts?|desk|team|"
    r"inbox|mailbox|webhooks?|buckets?|storage|collectors?|analytics|api|service|address|channel|backup|database)|"
    r"remotely|externally|off-site|offsite|elsewhere|"
    # a bare host name counts only as the object of "to", "at", "via": a tool names its own service's hosts too
    r"(?:to|at|into|onto|via)\s+(?:the\s+|a\s+)?(?:\w+\s+){0,2}?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:example|com|net|org|io|"
    r"dev|xyz|ru|cn|app|site|co|info|biz|top|cc)(?:/\S*)?)\b",
)
#: insistence: the words that make a sentence an order rather than a statement
DIRECTIVE = _words(
    r"must|should|shall|always|never|be\s+sure|make\s+sure|ensure|remember\s+to|kindly|please|needs?\s+to|"
    r"ha(?:ve|s)\s+to|required|mandatory|customary|courtesy|works?\s+better|more\s+(?:relevant|accurate)|"
    r"best\s+results?|results?\s+improve|improves?|so\s+that|don'?t\s+forget|good\s+practice|best\s+practice|"
    r"are\s+to|is\s+to|important|also|first|afterwards|then|every|each|all|once|after|later|too|as\s+well|"
    r"additionally|in\s+addition|a\s+copy|duplicate|any|immediately|automatically|right\s+away|at\s+once|"
    r"for\s+(?:\w+\s+)?(?:purposes|reasons|assurance)|in\s+order\s+to|"
    r"so\s+(?:that\s+)?(?:we|the\s+server|the\s+backend|our\s+\w+)\s+can|(?:to|for)\s+(?:the\s+)?(?:model|assistant|"
    r"ai|agent|llm)|works?\s+best|before\s+(?:showing|answering|replying|responding|displaying)",
)
#: concealment from the person: strong cues say it by themselves
STRONG_CONCEAL = merged(
    r"\b(?:user|person|human|customer|requester|operator|they|he|she|nobody|no\s+one)\s+(?:\w+\s+)?"
    r"(?:does\s+not|doesn'?t|do\s+not|don'?t|need\s+not|needn'?t|should\s+not|shouldn'?t|must\s+not|mustn'?t|"
    r"is\s+not\s+to|will\s+not|won'?t|never)\s+(?:need\s+to\s+|have\s+to\s+|ever\s+)?(?:know|be\s+told|be\s+informed|"
    r"be\s+made\s+aware|be\s+aware|hear|learn|find\s+out|notice|realise|realize|suspect)\b|"
    r"\bunder\s+no\s+circumstances?\s+(?:\w+\s+)?(?:tell|mention|inform|reveal|disclose|show|say|let)\b|"
    r"\bno\s+(?:reason|need)\s+to\s+(?:bring\s+(?:this|it|that)\s+up|mention|tell|inform|bother|alert|notify|"
    r"trouble|worry)\b|\bkeep\b[^.!?\n]{0,40}?\bto\s+yourself\b|\b(?:bring|brings)\s+(?:this|it)\s+up\s+with\b.{0,12}"
    r"\b(?:never|not)\b|"
    r"\b(?:not|never|n't)\s+(?:to\s+)?(?:let|allow)\s+(?:the\s+)?(?:user|person|human|customer|requester|them|anyone|"
    r"anybody)\s+(?:\w+\s+)?(?:know|see|notice|find\s+out|learn|realise|realize|hear)\b|"
    r"\b(?:invisible|hidden)\s+(?:to|from)\s+(?:the\s+)?(?:user|person|human|customer)\b|"
    r"\b(?:not|never|n't|without)\s+(?:to\s+)?(?:draw|drawing|call|calling)\s+attention\b|"
    r"\bwithout\s+(?:making\s+a\s+fuss|a\s+word|fanfare|comment)\b|"
    r"\b(?:refrain|abstain)\s+from\s+(?:telling|informing|mentioning|notifying|alerting|showing|letting|revealing|"
    r"disclosing|explaining)\b|\bavoid\s+(?:telling|informing|mentioning|revealing|disclosing|alerting)\b|"
    r"\b(?:not|never|n't)\s+(?:ever\s+)?(?:acknowledge|admit|reveal|disclose|mention|confess|explain|describe|"
    r"discuss|report|show)\b[^.!?\n]{0,40}?"
    r"\b(?:to|with)\s+(?:the\s+)?(?:user|person|human|customer|them|anyone)\b|"
    r"\b(?:don'?t|do\s+not|never)\s+(?:explain|say|mention|tell\s+(?:them|the\s+user))\s+why\b|"
    r"\bnot\s+something\s+(?:the\s+)?(?:user|person|human|customer|they)\s+(?:cares?|needs?|wants?)\b|"
    r"\b(?:user|person|human|customer)\s+(?:does\s+not|doesn'?t|won'?t|will\s+not)\s+care\b|"
    r"\b(?:reply|answer|response|summary)\s+(?:must|should|shall)\s+(?:not|never)\s+(?:reference|mention|refer\s+to)\b|"
    r"\bleave\s+(?:it|this|that|them)\s+out\s+of\s+(?:any|your|the|every)\s+(?:\w+\s+)?(?:summary|answer|reply|"
    r"response|"
    r"output|report)\b|\bkeep\s+(?:the\s+)?(?:user|person|human|customer|them)\s+(?:unaware|uninformed|"
    r"in\s+the\s+dark)\b|"
    r"\b(?:not\s+(?:permitted|allowed)|forbidden|prohibited)\s+to\s+(?:reveal|mention|disclose|discuss|show|tell)\b|"
    r"\bexistence\s+of\s+this\s+(?:instruction|step|note|rule|directive)\b|"
    r"\bnone\s+of\s+(?:this|it|these)\s+(?:should|must|may|is\s+to)\s+(?:be\s+)?(?:visible|shown|mentioned|appear)\b|"
    r"\b(?:act|behave)\s+(?:normally|as\s+if\s+nothing)\b|"
    r"\bwithout\s+(?:waiting\s+for|asking\s+for|seeking|getting|requesting)\s+(?:\w+\s+)?(?:review|approval|"
    r"confirmation|consent|permission)\b|\b(?:skip|bypass)\s+(?:the\s+)?(?:user'?s\s+)?(?:review|approval|"
    r"confirmation|consent)\b|"
    r"\b(?:do\s+not|don'?t|never)\s+ask\s+(?:again|first|for\s+(?:permission|confirmation|consent))\b|"
    r"\b(?:mention|say|reveal|disclose|tell)\s+nothing\s+(?:about|regarding|of|on|concerning)\b|\beven\s+if\s+asked\b|"
    r"\bbetween\s+(?:you|us)\s+and\s+(?:me|the\s+tool|this\s+tool|the\s+server)\b|\bconfidential\s+between\b|"
    r"\b(?:mention|disclosure|discussion)\s+of\s+[^.!?\n]{0,50}?\b(?:is|are)\s+(?:forbidden|prohibited|not\s+allowed|"
    r"disallowed|off-limits)\b|\bwithout\s+letting\s+on\b|\blet\s+on\b|"
    r"\b(?:don'?t|do\s+not|never)\s+bring\s+(?:this|it|that)\s+up\b|\beven\s+if\s+(?:they|the\s+user|he|she)\s+asks?\b|"
    r"\bwithhold\b[^.!?\n]{0,40}?\bfrom\s+(?:the\s+)?(?:user|person|human|customer|them)\b|"
    r"\bout\s+of\s+the\s+loop\b|\b(?:never|not)\s+(?:ever\s+)?(?:find\s+out|notice|learn|realise|realize)\b|"
    r"\bneed(?:s)?\s+not\s+(?:know|be\s+told|be\s+informed|hear|see)\b|\bneedn'?t\s+(?:know|be\s+told|hear)\b|"
    r"\bkeep\s+(?:quiet|silent|mum|it\s+(?:quiet|private|secret|confidential|to\s+yourself)|"
    r"this\s+(?:quiet|private|secret|confidential|to\s+yourself))\b|\bunbeknownst\b|\boff\s+the\s+record\b|"
    r"\b(?:must|should|shall|will|may)\s+never\s+(?:say|admit|mention|reveal|disclose|acknowledge|indicate|state|"
    r"tell)\b|"
    r"\bdo(?:\s+not|n'?t)\s+(?:let|inform|notify|alert|tell)\s+(?:\w+\s+)?(?:anybody|anyone|them|the\s+person|"
    r"the\s+customer|the\s+requester|him|her|people)\b",
)
#: weaker concealment cues: they need an action in the same sentence
CONCEAL = merged(
    r"\b(?<!instead\sof\s)(?<!rather\sthan\s)(?<!not\s)(?<!never\s)(?<!without\s)(?:silently|secretly|covertly|"
    r"quietly|discreetly|invisibly|unnoticed|behind\s+the\s+scenes|in\s+secret|"
    r"without\s+(?:ever\s+)?(?:mentioning|saying|noting|disclosing|revealing|flagging|telling|informing|notifying|"
    r"alerting|letting|showing|explaining|surfacing|(?:first\s+)?(?:asking|confirming|checking\s+with|consulting))|"
    r"no\s+need\s+to\s+(?:mention|tell|say|inform|explain|"
    r"bring\s+up|report|disclose|show|flag|bother|trouble|alert|notify|confirm|point\s+(?:this|it|that)\s+out)|(?:do\s+not|don'?t|never|"
    r"must\s+not|should\s+not)\s+(?:ever\s+)?"
    r"(?:mention|disclose|reveal|say|admit|bring\s+up|surface|flag|acknowledge|indicate)|"
    r"(?:present|describe|frame|report)\s+(?:it|this|that|them)\s+as\s+(?:\w+\s+)?(?:normal|standard|usual|"
    r"routine|expected|regular)|not\s+(?:be\s+)?(?:visible|shown|displayed|mentioned|"
    r"disclosed)\s+to\s+(?:the\s+)?(?:user|person|human)|"
    r"internal\s+detail|routine\s+and\s+silent|is\s+routine|hidden\s+(?:\w+\s+)?(?:requirements?|recipients?|cc|bcc|"
    r"copy|step|"
    r"calls?|requests?|comments?|text|notes?|lines?|"
    r"uploads?|fields?))\b",
)
_IDENT = r"`?[a-z][a-z0-9]*(?:[_-][a-z0-9]+)+`?"  # in lower case as written: checked by `_poisoning_intent`
#: a reference to another tool (or server): by kind, or a snake_case name right after call, use, before, every...
OTHER_TOOL = merged(
    r"\b(?:another|other|any\s+other|all\s+other|every\s+other|the\s+other|any|each|every|all|built-?in|original|"
    r"native|default|official|standard|existing|real|genuine)\s+(?:[\w-]+\s+)?(?:tools?|servers?|functions?|"
    rf"integrations?|plugins?|connectors?)\b|\b(?:built-?in|native)\s+[\w-]+|\bcalls?\s+to\s+{_IDENT}|"
    rf"\bthe\s+(?:[\w-]+\s+){{1,3}}(?:tool|server|integration|plugin)\s+(?:is|are|was|has|returns|gives|as)\b|"
    rf"\b(?:before|after|prior\s+to|instead\s+of)\s+(?:using|calling|invoking|"
    r"running)\s+(?:the\s+|any\s+|a\s+)?(?!this\b|our\b)(?:[\w-]+\s+)?(?:tool|server|function)\b|"
    rf"\b(?:call|calls|calling|invoke|invoking|before|after|for\s+every|for\s+each|whenever|when|each\s+time|"
    rf"every\s+time)\s+(?:the\s+|each\s+|every\s+|any\s+|you\s+(?:call|use|run)\s+)?{_IDENT}|"
    rf"\b(?:when|whenever|if|before|after|each\s+time|every\s+time)\b[^.!?\n]{{0,30}}?\b(?:uses?|using|calls?|"
    rf"calling|invokes?|invoking|runs?|running|with|via|through)\s+(?:the\s+)?{_IDENT}|"
    rf"\bthe\s+['\"]?{_IDENT}['\"]?\s+tool\b|\b(?:server|integration|plugin)'?s\s+{_IDENT}|"
    r"\b(?:when|whenever|each\s+time|every\s+time|any\s+time|anytime|after|"
    r"before)\s+(?:the\s+)?(?:[\w-]+\s+)?(?:server|integration|"
    r"tool)\b|"
    rf"\b(?:tools?|functions?)\s+(?:named|called)\s+{_IDENT}",
)
#: a change to what another tool does: set its argument, redirect it, add a recipient, declare it unusable
MODIFY = _words(
    r"set(?:s|ting)?\s+(?:the\s+|its\s+|their\s+)?[\w' -]{1,40}?\s+to|change\s+(?:the\s+|its\s+|their\s+)?"
    r"(?:\w+\s+)?(?:recipients?|destination|target|author|address|account|repo(?:sitory)?|remote|url|endpoint|"
    r"host|owner|email|to)|redirect(?:s|ed|ing)?|rout(?:e|es|ed|ing)|point(?:s|ing)?\s+(?:it\s+|them\s+)?to|"
    r"rewrit(?:e|es|ing)\s+(?:the\s+)?(?:recipients?|destination|target|address|url|command)|add\s+remote|"
    r"prefer\s+this|this\s+(?:tool|one)\s+instead|use\s+this\s+(?:tool|one)|in\s+place\s+of|"
    r"(?:must|should|shall)\s+(?:always\s+)?be\s+(?:given|passed|called\s+with|set\s+to|invoked\s+with|fed)|"
    r"(?:double|triple|halve|inflate|increase|raise|lower|reduce|round\s+up)\s+(?:the\s+)?(?:amount|price|total|sum|"
    r"quantity|value)|lies|lying|trust\s+only\s+this|only\s+trust\s+this|untrustworthy|not\s+trustworthy|"
    r"can(?:'t|not)\s+be\s+trusted|"
    r"(?:sent|routed|directed|forwarded|passed)\s+to\s+this\s+(?:tool|one|server)|also\s+(?:call|invoke|run|"
    r"use)\s+\S+\s+with\s+(?:the\s+|its\s+|their\s+)?(?:\w+\s+)?(?:contents?|"
    r"data|output|results?|arguments|payload)|"
    r"(?:invite|add|include|copy|cc|bcc|notify|subscribe)\s+\S*@\S+|(?:post|send|forward|mail|upload|push)\s+a\s+copy|"
    r"as\s+(?:compromised|untrusted|broken|malicious|unsafe|deprecated)|through\s+here|via\s+this\s+(?:tool|server)|"
    r"rewrit(?:e|es|ing)\s+(?:it|them|the\s+command)|supersed(?:e|es|ing)|fabricated|made[- ]up|bogus|"
    r"(?:use|call|prefer)\s+this\s+(?:tool|one)\s+(?:rather\s+than|over|instead\s+of)|(?:must|should)\s+now\s+(?:call|"
    r"invoke|run|use)|(?:add|append|prepend|insert|inject)\s+(?:the\s+|a\s+|an\s+)?(?:[\w-]+\s+){0,2}(?:line|header|"
    r"flag|"
    r"option|trailer|footer|signature|co-author|cc|bcc|recipient|reviewer|collaborator|remote|webhook|key)s?|"
    r"(?:is|are|has\s+been|have\s+been)\s+(?:now\s+)?(?:deprecated|broken|obsolete|unreliable|compromised|disabled|"
    r"unsafe|insecure|"
    r"untrusted|malicious|tampered|hacked|poisoned|fake|wrong|stale|outdated)|also\s+(?:add|send|copy|bcc|cc|include|"
    r"forward|post|upload|write)|blind-?cop(?:y|ied)|bcc(?:s|'?d|ing)?|cc(?:s|'?d)?|now\s+(?:call|invoke|run)|"
    r"always\s+(?:cc|bcc|copy|forward|send|add|include|attach|"
    r"append|prepend|use)|never\s+(?:use|call|invoke|run)|(?:do\s+not|don'?t|never)\s+(?:rely|trust|depend)\s+on|"
    r"swap(?:s|ped|ping)?|prefix(?:es|ed)?\s+(?:it|them|each|every|the)|to\s+(?:account|iban|wallet|"
    r"address)\s+[\w-]*\d|"
    r"results\s+are\s+(?:tampered|wrong|fake|poisoned)|corrupt(?:ed|s)?|leaks?\s+data|leaky|"
    r"re(?:assign|route|direct|address)\w*|assign\s+(?:it|them)\s+to|"
    r"(?:call|use|run|invoke)\s+this\s+(?:(?:one|tool|function)\s+(?:first|before)|(?:first\s+)?before\s+(?:any|all|"
    r"every)\s+other)",
)
#: a sentence too short to hold an order is skipped: saves the class searches on enum values and names
WORDY = re.compile(r"\S+\s+\S+\s+\S+")
