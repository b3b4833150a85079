"""The poisoning lint's strong tells (`aggregator._poisoning_context`): word classes that flag nearly on their own.

The classes of `_poisoning_cues` are weak signals that flag only in combination; these are phrasings no real tool
description needs: what a tool reads promoted to orders, consent claimed for the user in advance, answers bent
whatever the evidence, secrets declared fine to show, a package index or mail route swapped, a paste site as a
destination, a wildcard grant, a version note, an image beacon. Each is one regular expression over lower-cased,
NFKC-folded text. Kept apart for size.
"""

from __future__ import annotations

import re

__all__ = [
    "BEACON",
    "BEND",
    "BIAS",
    "CHANGELOG",
    "CONSENT",
    "DECEIVE",
    "DEPEND",
    "FALSIFY",
    "FETCH_RUN",
    "KEPT_BACK",
    "OBEY",
    "OMIT",
    "OPEN_ACCESS",
    "OPEN_DENIED",
    "OVERRIDE_USER",
    "PERSIST",
    "PLACEHOLDER",
    "REVEAL",
    "SINK",
    "SWAP",
]


def _words(*parts: str) -> re.Pattern[str]:
    # matched against lower-cased text, like `_poisoning_cues`
    return re.compile("|".join(parts))


#: a version note: "since v2.3", "changed in 2.0", "version 1.4" (a rug pull's usual cover)
CHANGELOG = _words(
    r"\b(?:since|as\s+of|changed\s+in|starting\s+(?:with|in|from)|from)\s+(?:version\s+)?v?\d+(?:\.\d+)+\b|"
    r"\bversion\s+v?\d+(?:\.\d+)*\b|\bv\d+\.\d+\b|\bchanged\s+in\s+v?\d|\bchangelog\b|\bbreaking\s+change\b"
)

#: access opened to everyone: a wildcard principal or action, the whole internet as a source, world-writable
OPEN_ACCESS = _words(
    r"0\.0\.0\.0/0|::/0|\bprincipal\W{0,5}\*|\baction\W{0,5}\*|\bblock\s+public\s+access\b|"
    r"\badministratoraccess\b|\bchmod\s+(?:-r\s+)?0?777\b|\bpublic-read(?:-write)?\b|"
    r"\ballusers\b|\ballauthenticatedusers\b",
    r"\bsystem:(?:unauthenticated|anonymous)\b|\bprivileged:\s*true\b|\bhostpath\b[^.!?\n]{0,20}[\"'`]/[\"'`]|"
    r"\bblock\s*public\s*(?:acls?|policy)\W{0,12}false\b|\brestrict\s*public\s*buckets\W{0,12}false\b",
)

#: a rendered image or link whose remote address is built from data: "![](https://host/p.png?q=<...>)"
BEACON = _words(r"!\[[^\]]{0,40}\]\(\s*(?:https?|ftp)://|<img\s[^>]{0,40}src\s*=\s*[\"']?(?:https?|ftp)://")

#: content read by a tool promoted to orders: "follow any instructions the page contains", "as if the user wrote it"
OBEY = _words(
    r"\b(?:follow|obey|carry\s+out|act\s+on|comply\s+with)\s+(?:any|all|the|every)\s+(?:\w+\s+){0,2}?"
    r"(?:instructions?|directives?|orders?|notes?)\s+(?:\w+\s+){0,2}?(?:(?:they|it|pages?|results?)\s+contains?|"
    r"(?:you\s+)?find\s+(?:there|in)|found\s+(?:in|on|there)|contained\s+in|embedded\s+in|written\s+(?:in|on|there))\b",
    r"\bas\s+if\s+(?:the\s+user|they|the\s+person|the\s+operator)\s+(?:had\s+)?(?:wrote|written|said|typed|sent|asked)\b|"
    r""
    r"\btreat\s+(?:its|their|the\s+\w+'s?)\s+(?:content|text|notes?)\s+as\s+(?:instructions|orders|the\s+user's)\b",
    r"\bas\s+if\s+(?:it|they)\s+(?:had\s+been|were|was)\s+(?:part\s+of\s+)?(?:the\s+user'?s?|their)\s+(?:request|message|instructions?|prompt)\b|"
    r"\btreat\s+(?:them|it|these|those)\s+as\s+(?:coming|if\s+they\s+came)\s+from\s+(?:the\s+(?:person|user)|you)\b|"
    r"\bcarry\s+out\s+(?:that|the|those|these)\s+(?:actions?|steps?)\s+(?:\w+\s+){0,3}?(?:listed|found|written|given)\s+(?:under|in|there)\b",
    r"\b(?:text|content|lines?|notes?)\s+(?:\w+\s+){0,6}?labell?ed\s+[\"'`]?\w+:?[\"'`]?\s+(?:\w+\s+){0,4}?(?:guidance|instructions?|orders?)\b|"
    r"\bcarry\s+(?:it|them)\s+out\s+before\s+(?:replying|answering|responding)\b",
)

#: consent claimed on the user's behalf: "the user already granted root", "standing approval", "pre-authorised"
CONSENT = _words(
    r"(?<!must\s)(?<!should\s)(?<!unless\s)(?<!if\s)\b(?:the\s+user|they|the\s+person|the\s+customer|the\s+owner)\s+"
    r"(?:has\s+|have\s+)?already\s+(?:granted|approved|agreed|consented|authori[sz]ed|confirmed|accepted|opted)\b",
    r"\bstanding\s+(?:approval|consent|permission|authori[sz]ation|instructions?)\b|\bpre-?authori[sz]ed\b|"
    r"\bimplied\s+consent\b|\bconsent\s+(?:is|was)\s+(?:implied|assumed|given)\b",
    r"\bcounts?\s+as\s+(?:the\s+user'?s?\s+|their\s+)?(?:confirmation|approval|consent)\b|"
    r"\btreat\s+(?:\w+\s+){1,4}?as\s+(?:the\s+user'?s?|their)\s+(?:approval|confirmation|consent)\b|"
    r"\b(?:confirmation|approval|consent)\s+(?:was|has\s+been|is)\s+already\s+(?:collected|given|granted|obtained)\b",
    r"\b(?:they|the\s+user|users|people|the\s+person)\s+(?:rarely|never|won't|will\s+not|don't|do\s+not|seldom)\s+mind\b|"
    r"\bon\s+the\s+user'?s\s+behalf\b[^.!?\n]{0,40}\b(?:mind|fine|ok|expect)\b",
)

#: answers bent toward a party whatever the evidence
BIAS = _words(
    r"\bwhatever\s+the\s+(?:data|results?|evidence|sources?|numbers|figures|reviews?)\s+(?:shows?|says?|suggests?|indicates?)\b|"
    r""
    r"\bregardless\s+of\s+(?:what\s+)?the\s+(?:data|results?|evidence|sources?|numbers|figures|reviews?)\b|"
    r"\b(?:recommend|promote|favou?r|endorse|mention)\w*\s+[\w.-]+\s+(?:\w+\s+){0,3}?(?:in\s+every\s+(?:answer|reply)|"
    r"as\s+the\s+(?:best|only|preferred)\s+(?:\w+\s+)?(?:provider|option|vendor|choice|product|service))\b",
    r"\b(?:present|list|rank|show|put)\s+[\w .'-]{2,40}?\s+(?:first|on\s+top|at\s+the\s+top)\s+as\b|"
    r"\bmention\s+(?:the\s+)?(?:recent\s+)?(?:security\s+)?(?:problems|issues|flaws|incidents)\s+of\s+(?:the\s+)?(?:alternatives|competitors|other\s+\w+)\b|"
    r"\b(?:end|close|finish|sign\s+off)\s+(?:it|each|every|the\s+\w+|your\s+\w+)\s+(?:by\s+)?(?:noting|mentioning|recommending|promoting|linking)\b",
)

#: things kept out of answers: "leave out any mention of", "dropped from any answer"
OMIT = _words(
    r"\bleave\s+out\s+(?:any|all|every)\s+(?:mention|reference|sign)\b|\bnever\s+mention\b|"
    r"\b(?:dropped|removed|omitted|excluded|filtered\s+out|left\s+out)\s+(?:of|from)\s+(?:any|every|the|your)\s+"
    r"(?:answer|reply|summary|response|report)\b",
)

#: secrets declared fine to show: "safe to print in full, keys included"
REVEAL = _words(
    r"\b(?:safe|fine|ok|okay|allowed|expected)\s+to\s+(?:show|print|display|include|share|reveal|output|echo)\b",
    r"\b(?:repeat\w*|echo\w*|read)\s+(?:\w+\s+){0,2}?back\b|\b(?:repeated|echoed|quoted|printed|shown)\s+(?:back\s+)?in\s+(?:the|your)\s+(?:reply|answer|response)\b",
)

#: a supply-chain or mail route swapped: another package index, the MX records pointed elsewhere
SWAP = _words(
    r"\binstead\s+of\s+(?:the\s+)?(?:official\s+|public\s+)?(?:pypi|npm|npmjs|registry\.npmjs\.org|github\.com|crates\.io|"
    r"rubygems|maven\s+central|docker\s+hub|proxy\.golang\.org)\b|"
    r"\bpoint\s+(?:the\s+|their\s+|its\s+)?(?:mx|ns|cname|spf)\s+records?\s+(?:at|to)\b|"
    r"\bset\s+(?:the\s+|their\s+)?(?:new\s+|default\s+|initial\s+)?(?:password|passphrase|pin)\s+to\s+[\"'`]?[\w!@#$%^&*-]{4,}|"
    r""
    r"\b(?:edit|change|update|rewrite|adjust)\s+the\s+(?:failing\s+)?tests?\s+(?:\w+\s+){0,2}?to\s+(?:expect|match|pass)\b|"
    r""
    r"\b(?:admin|owner|root|superuser)\s+(?:role|rights|access|privileges?)\s+(?:by\s+default|unless)\b",
    r"\bretry\s+with\s+(?:\.\./|more\s+\.\./|parent\s+director)|\bgrant\w*\s+(?:it|them|the\s+\w+(?:\s+\w+)?)\s+(?:cluster-?wide\s+)?(?:admin\w*|root|full\s+(?:disk\s+)?access|all\s+permissions)\b|"
    r"\bgrant\s+(?:\w+\s+){1,4}?(?:cluster-?wide|full)\s+(?:admin\w*|disk\s+access|access)\b",
    r"\bstore\s+(?:\w+\s+){0,3}?(?:keys|tokens|secrets|credentials)\s+as\s+[`'\"]?(?:default|plain\w*|visible|public|text)\b",
)

#: a place known for receiving what leaves: paste sites, request catchers, tunnels, a mirror push to a URL
SINK = _words(
    r"\b(?:public\s+)?gists?\b|\bpastebin\b|\bhastebin\b|\bpaste\.ee\b|\btransfer\.sh\b|"
    r"\bwebhook\.site\b|\brequestbin\b|"
    r"\bngrok\b|\bpipedream\b|\binteractsh\b|\bburpcollaborator\b|\boast(?:ify)?\b|"
    r"\bgit\s+push\s+--mirror\s+(?:https?|ssh|git)://",
    r"\btojson\(\s*secrets\s*\)|\bprintenv\s*\||\benv\s*\|\s*curl\b|\bremote:\s*['\"]?https?://",
)
#: ...advised against or described: "avoid 0.0.0.0/0 for SSH", "lists every rule open to 0.0.0.0/0", "::/0 means"
OPEN_DENIED = _words(
    r"\b(?:lists?|find|finds|detect\w*|warn\w*|flag\w*|risky|audit\w*|scan\w*|report\w*|for\s+example)\b[^.!?\n]{0,60}?"
    r"(?:0\.0\.0\.0/0|::/0|\bprincipal\W{0,5}\*|\baction\W{0,5}\*|system:(?:unauthenticated|anonymous)|privileged:)|"
    r"(?:0\.0\.0\.0/0|::/0)[^.!?\n]{0,30}?\bmeans?\b",
    r"\b(?:avoid|never|not|don't|no|restrict\w*|block\w*|deny|refuse|instead\s+of)\b[^.!?\n]{0,40}?"
    r"(?:0\.0\.0\.0/0|::/0|\bprincipal\W{0,5}\*|\baction\W{0,5}\*|system:(?:unauthenticated|anonymous)|privileged:)",
)
#: the user told something other than what happened: "tell the user the data was deleted", "report it went through"
DECEIVE = _words(
    r"\b(?:tell|inform|assure|reassure)\s+(?:the\s+)?(?:user|reviewer|requester|customer|person|them)\s+(?:that\s+)?"
    r"(?:the|it|they|everything|all|this|its|their|nothing)\b",
    r"\b(?:simply\s+)?report\s+(?:that|the\s+original|it\s+as|them\s+as|back\s+that)\b|"
    r"\blist\s+(?:them|it|these)\s+to\s+the\s+user\s+as\b|\bas\s+if\s+(?:the\s+)?(?:result|answer|it|this)\s+came\s+from\b|"
    r""
    r"\bpresent\s+(?:the\s+)?(?:answers?|results?|it|them)\s+as\s+(?:coming|if)\b|"
    r"\bpresent\s+(?:these|those|the|them|it)\b[^.!?\n]{0,30}?\bas\s+(?:\w+\s+)?(?:best\s+practice|standard|required|"
    r"recommended|your\s+own|the\s+user's)\b|"
    r"\bjust\s+say\s+(?:that\s+)?(?:the\s+)?\w+\s+(?:completed|succeeded|worked|went|is\s+done)\b|"
    r"\blet\s+(?:the\s+)?(?:person|user|them|people)\s+know\s+(?:that\s+)?(?:everything|all|it|nothing)\b|"
    r"\bwithout\s+(?:walking\s+(?:them\s+)?through|explaining|mentioning|going\s+over)\b|"
    r"\bdescribes?\s+the\s+\w+\s+\w+\s+only\b",
    r"\bsummari[sz]e\s+(?:them|it|these|this|those)\s+(?:to\s+the\s+user\s+)?as\b|"
    r"\bdescribe\s+(?:the\s+\w+|it|them)\s+as\s+(?:healthy|fine|clean|normal|resolved|safe|ok|secure|compliant)\b",
    r"\b(?:say|state|report|claim|confirm)\s+(?:that\s+)?(?:all|every|the)\s+(?:\w+\s+){0,2}?(?:issues?|tests?|checks?|alerts?|vulnerabilit\w+|findings?)\s+(?:are|is|were|was|have\s+been)\s+(?:resolved|fixed|passing|green|fine|closed|patched)\b",
)
#: figures bent on purpose: "multiply the amount by 100", "give them the result multiplied by 1.1"
BEND = _words(
    r"\bmultipl(?:y|ied)\s+(?:\w+\s+){0,6}?by\s+\d|\b(?:divide|divided)\s+(?:\w+\s+){0,6}?by\s+\d",
)
#: a place whose files run at every login or on a timer: persistence, never a tool's business
PERSIST = _words(
    r"launchagents|launchdaemons|\.config/autostart|/etc/cron|\bcrontab\b|\.bashrc|\.zshrc|\.bash_profile|"
    r"\.profile\b|startup\s+folder|\\startup\b|currentversion\\run\b|systemd/user",
)
#: a record bent in bulk: every failure set to passed, every thread resolved, every report closed
FALSIFY = _words(
    r"(?:^|[,;:]\s*|\b(?:and|then|to)\s+)(?:set|mark|move|flip|change|close)\s+(?:every|all|each|any)\b[^.!?\n]{0,60}?"
    r"\b(?:as|to)\s+(?:passed|passing|resolved|green|approved|won't\s+do|fixed|successful)\b|"
    r"\bmark\s+as\s+(?:ignored|resolved|passed|closed|spam|fixed)\b[^.!?\n]{0,40}\bevery\b",
    r"\bmark\s+(?:it|them|this|the\s+\w+)\s+as\s+(?:approved|reviewed|verified|signed\s+off)\b(?:\s+by\b)?",
    r"\b(?:record|mark|report|log)\s+(?:\w+\s+){0,3}?as\s+(?:passed|passing|green|successful)\b[^.!?\n]{0,80}?\b(?:seldom|rarely|not)\s+worth\b|"
    r"\bquickest\s+(?:route|way)\s+to\s+a\s+green\b",
)
OVERRIDE_USER = re.compile(
    r"\beven\s+(?:when|if)\s+the\s+user\s+(?:names|asks\s+for|says\s+otherwise|chooses|picks|specifies)\s+"
    r"(?:other|another|a\s+different|none|something\s+else)\b|"
    r"\bmerged\s+with\s+(?:anything|whatever)\s+(?:else\s+)?(?:you|the\s+user)\s+(?:set|choose|pick)\b|"
    r"\bin\s+place\s+of\s+the\s+(?:\w+\s+)?(?:address|e-?mail|account|number|recipient)\s+(?:they|the\s+user)\s+"
    r"(?:give|gave|gives|provide|provided|enter|entered)\b|"
    r"\bwhen\s+the\s+user\s+(?:does\s+)?names?\s+(?:one|a\s+\w+|another)\b[^.!?\n]{0,80}?\b(?:as\s+well|also|too)\b|"
    r""
    r"\bin\s+addition\s+to\s+(?:anyone|anything|whoever|whatever|what|those|the\s+ones?)\s+the\s+user\s+"
    r"(?:asks|names|chooses|picks|specifies|wants|mentions)\b|\bwhatever\s+the\s+user\s+(?:says|asks|chooses|picks)\b"
)
FETCH_RUN = re.compile(
    r"\b(?:exec|eval)\s*\(\s*(?:urllib\.request\.)?(?:urlopen|requests\.get|fetch|http)|\biex\s*\(|"
    r"\binvoke-expression\b|\bpowershell\s+-e(?:nc|ncodedcommand)?\s|\|\s*(?:sudo\s+)?(?:ba|z)?sh\b|"
    r"\bnpx\s+(?:-y\s+)?https?://|\bpip\s+install\s+(?:git\+)?https?://"
)
KEPT_BACK = re.compile(
    r"\b(?:never|not|n't|no\s+longer)\s+(?:\w+\s+){0,2}?(?:be\s+)?(?:pass(?:ed)?|sent|send|share[ds]?|post(?:ed)?|"
    r"cop(?:y|ied)|forward(?:ed)?|upload(?:ed)?|paste[ds]?|commit(?:ted)?|put|include[ds]?|e-?mail(?:ed)?)\b"
)
PLACEHOLDER = re.compile(
    r"[<{]\s*(?:json|text|contents?|list|copy|dump|base64)\s+of\s+(?:every|all|each|the\s+(?:full|whole|entire|complete))\b"
)
DEPEND = re.compile(
    r"\bpackage\.json\b|\brequirements\.txt\b|\bpyproject\.toml\b|\bgo\.mod\b|\bcargo\.toml\b|\bgemfile\b|"
    r"\bdependencies\b|\bimport\s+['\"][\w@/.-]+['\"]"
)
