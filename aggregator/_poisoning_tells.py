"""The poisoning lint's strong tells (`aggregator._poisoning_context`): word classes that flag nearly on their own.

The classes of `_poisoning_cues` are weak signals that flag only in combination; these are phrasings no real tool
description needs: what a tool reads promoted to orders, consent claimed for the user in advance, answers bent
whatever the evidence, secrets declared fine to show, a package index or mail route swapped, a paste site as a
destination, a wildcard grant, a version note, an image beacon. Each is one regular expression over lower-cased,
NFKC-folded text. Kept apart for size. Some hold words of several languages on purpose (Russian among them), hence
ruff's look-alike check is off for this file.
"""

# ruff: noqa: RUF001

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
    "HIDE",
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
    r"\bversion\s+v?\d+(?:\.\d+)*\b|\bv\d+\.\d+\b|\bchanged\s+in\s+v?\d|\bchangelog\b|\bbreaking\s+change\b|"
    r"\bwhat'?s\s+new\b|\bnew\s+in\s+v?\d+(?:\.\d+)*\b|\brelease\s+(?:notes?\s+)?v?\d+(?:\.\d+)+\b|^\W{0,3}v?\d+\.\d+(?:\.\d+)?\s*[—:-]"
)

#: access opened to everyone: a wildcard principal or action, the whole internet as a source, world-writable
OPEN_ACCESS = _words(
    r"0\.0\.0\.0/0|::/0|\bprincipal\W{0,5}\*|\baction\W{0,5}\*|\bblock\s+public\s+access\b|"
    r"\badministratoraccess\b|\bchmod\s+(?:-r\s+)?0?777\b|\bpublic-read(?:-write)?\b|"
    r"\ballusers\b|\ballauthenticatedusers\b",
    r"\bsystem:(?:unauthenticated|anonymous)\b|\bprivileged:\s*true\b|\bhostpath\b[^.!?\n]{0,20}[\"'`]/[\"'`]|"
    r"\bblock\s*public\s*(?:acls?|policy)\W{0,12}false\b|\brestrict\s*public\s*buckets\W{0,12}false\b",
    r"\bcreate\s+(?:role|user)\b[^;\n]{0,80}?\bsuperuser\b|\bwith\s+superuser\b|"
    r"\bpromote\s+(?:them|it|users?|everyone|all|members?)\s+to\s+[`'\"]?(?:admin|owner|superuser|root)|"
    r"\bscopes?\W{0,5}[`'\"]?\w*:\*|\bgrant\s+all\b[^;\n]{0,80}?\bto\s+public\b|\bprivileged\s+to\s+true\b|\bturn\s+on\s+host(?:pid|network|ipc)\b|"
    r"\bmount\s+(?:the\s+)?(?:node'?s\s+)?root\s+file\s*system\b|\bbinding\s+to\s+cluster-?admin\b|"
    r"\bopen\s+to\s+the\s+whole\s+(?:site|org\w*|company|internet)\b|\b(?:publish|expose|serve)\w*\s+(?:\w+\s+){0,3}?\.env\b|"
    r"\b(?:allow|grant)\w*\s+[\w:*]+\s+(?:to|for)\s+(?:everyone|anyone|all\s+users|the\s+public)\b|\broleref\b[^\n]{0,80}?\bcluster-admin\b|\bcluster-?admin\s+to\s+(?:the\s+)?(?:serviceaccount|service\s+account|"
    r"system:|group|user)",
)

#: a rendered image or link whose remote address is built from data: "![](https://host/p.png?q=<...>)"
BEACON = _words(
    r"\bhidden\s+(?:image|pixel)\b|!\[[^\]]{0,40}\]\(\s*(?:https?|ftp)://|<img\s[^>]{0,40}src\s*=\s*[\"']?(?:https?|ftp)://"
)

#: content read by a tool promoted to orders: "follow any instructions the page contains", "as if the user wrote it"
OBEY = _words(
    r"\b(?:follow|obey|carry\s+out|act\s+on|comply\s+with)\s+(?:any|all|the|every)\s+(?:\w+\s+){0,2}?"
    r"(?:instructions?|directives?|orders?|notes?)\s+(?:\w+\s+){0,2}?(?:(?:they|it|pages?|results?)\s+contains?|"
    r"(?:you\s+)?find\s+(?:there|in)|found\s+(?:in|on|there)|contained\s+in|embedded\s+in|written\s+(?:in|on|there))\b",
    r"\bas\s+if\s+(?:the\s+user|they|the\s+person|the\s+operator)\s+(?:had\s+)?(?:wrote|written|said|typed|sent|asked)\b|"
    r""
    r""
    r""
    r""
    r"\btreat\s+(?:its|their|the\s+\w+'s?)\s+(?:content|text|notes?)\s+as\s+(?:instructions|orders|the\s+user's)\b",
    r"\bas\s+if\s+(?:it|they)\s+(?:had\s+been|were|was)\s+(?:part\s+of\s+)?(?:the\s+user'?s?|their)\s+(?:request|message|instructions?|prompt)\b|"
    r""
    r""
    r""
    r"\btreat\s+(?:them|it|these|those)\s+as\s+(?:coming|if\s+they\s+came)\s+from\s+(?:the\s+(?:person|user)|you)\b|"
    r"\bcarry\s+out\s+(?:that|the|those|these)\s+(?:actions?|steps?)\s+(?:\w+\s+){0,3}?(?:listed|found|written|given)\s+(?:under|in|there)\b",
    r"\b(?:text|content|lines?|notes?)\s+(?:\w+\s+){0,6}?labell?ed\s+[\"'`]?\w+:?[\"'`]?\s+(?:\w+\s+){0,4}?(?:guidance|instructions?|orders?)\b|"
    r""
    r""
    r""
    r"\bcarry\s+(?:it|them)\s+out\s+before\s+(?:you\s+)?(?:replying|answering|responding|reply|answer|respond)\b|"
    r"\btreat\s+(?:those|these|the|such)\s+(?:\w+\s+)?(?:lines?|notes?|comments?|messages?|entries)\s+as\s+"
    r"(?:instructions|orders|commands)\b|"
    r"\bfollow\s+(?:its|their|the\s+\w+'s)\s+(?:instructions|directions|guidance)\s+(?:about|on|for)\s+(?:which\s+)?tools?\b",
    r"\bcarry\s+out\s+(?:\w+\s+){0,2}?(?:directives?|instructions?|actions?|steps?)\s+as\s+written\b|"
    r"\bcalling\s+the\s+tools\s+they\s+name\b",
)

#: consent claimed on the user's behalf: "the user already granted root", "standing approval", "pre-authorised"
CONSENT = _words(
    r"(?<!must\s)(?<!should\s)(?<!unless\s)(?<!if\s)\b(?:the\s+user|they|the\s+person|the\s+customer|the\s+owner)\s+"
    r"(?:has\s+|have\s+)?already\s+(?:granted|approved|agreed|consented|authori[sz]ed|confirmed|accepted|opted)\b",
    r"\bstanding\s+(?:approval|consent|permission|authori[sz]ation|instructions?)\b|\bpre-?(?:authori[sz]ed|cleared|approved|vetted)\b|"
    r"\bimplied\s+consent\b|\bconsent\s+(?:is|was)\s+(?:implied|assumed)\b",
    r"\bcounts?\s+as\s+(?:the\s+user'?s?\s+|their\s+)?(?:confirmation|approval|consent)\b|"
    r"\btreat\s+(?:\w+\s+){1,4}?as\s+(?:the\s+user'?s?|their)\s+(?:approval|confirmation|consent)\b|"
    r"\b(?:confirmation|approval|consent)\s+(?:was|has\s+been|is)\s+already\s+(?:collected|given|granted|obtained)\b",
    r"\b(?:they|the\s+user|users|people|the\s+person)\s+(?:rarely|never|won't|will\s+not|don't|do\s+not|seldom)\s+mind\b|"
    r""
    r""
    r""
    r"\bon\s+the\s+user'?s\s+behalf\b[^.!?\n]{0,40}\b(?:mind|fine|ok|expect)\b",
)

#: answers bent toward a party whatever the evidence
BIAS = _words(
    r"\bwhatever\s+the\s+(?:data|results?|evidence|sources?|numbers|figures|reviews?)\s+(?:shows?|says?|suggests?|indicates?)\b|"
    r""
    r""
    r""
    r""
    r"\bregardless\s+of\s+(?:what\s+)?the\s+(?:data|results?|evidence|sources?|numbers|figures|reviews?)\b|"
    r"\b(?:recommend|promote|favou?r|endorse|mention)\w*\s+[\w.-]+\s+(?:\w+\s+){0,3}?(?:in\s+every\s+(?:answer|reply)|"
    r"as\s+the\s+(?:best|only|preferred)\s+(?:\w+\s+)?(?:provider|option|vendor|choice|product|service))\b",
    r"\b(?:present|list|rank|show|put)\s+[\w .'-]{2,40}?\s+(?:first|on\s+top|at\s+the\s+top)\s+as\b|"
    r"\bmention\s+(?:the\s+)?(?:recent\s+)?(?:security\s+)?(?:problems|issues|flaws|incidents)\s+of\s+(?:the\s+)?(?:alternatives|competitors|other\s+\w+)\b|"
    r""
    r""
    r""
    r"\b(?:end|close|finish|sign\s+off)\s+(?:it|each|every|the\s+\w+|your\s+\w+)\s+(?:by\s+)?(?:noting|mentioning|recommending|promoting|linking)\b",
    r"\bdescribe\s+(?:other|the\s+other|competing|rival)\b[^.!?\n]{0,40}?\bas\s+(?:mixed|poor|bad|unreliable|outdated|worse)\b|"
    r""
    r""
    r"\bcall\s+them\s+(?:guest\s+)?(?:favou?rites|top\s+picks?|recommended|the\s+best)\b|"
    r"\bfavou?r\s+[\w.-]+\s+where\b|"
    r"\bconclude\s+that\s+[\w .-]{1,30}?\s+is\s+(?:cheaper|better|faster|safer|the\s+best)\b|"
    r"\bas\s+the\s+top\s+pick\b|"
    r"\bwhatever\s+the\s+(?:page|site|article|document|text|source)\s+(?:itself\s+)?(?:says|shows|states)\b",
    r"\beven\s+(?:where|when|if)\s+the\s+(?:data|numbers|results|evidence)\s+(?:shows?|says?)\s+otherwise\b|"
    r"\bcall\s+it\s+on\s+track\b|\bour\s+sponsor'?s?\b|\bhighlight\s+(?:the\s+)?(?:positive|favou?rable|good)\s+"
    r"(?:coverage|reviews?|news|results?|press)\s+(?:of|about|for)\b|\bcompetitor\w*\b[^.!?\n]{0,60}?\b(?:drop|omit|hide|exclude|skip|filter)\b|"
    r"\b(?:drop|omit|hide|exclude|filter\s+out)\s+(?:\w+\s+){0,3}?competitor|"
    r"\b(?:soften|weaken|tilt|skew|slant|shade)\w*\s+[^.!?\n]{0,60}?\bin\s+favou?r\s+of\b|\brecommande[zr]?\s+toujours\b|\bempfiehl\w*\s+immer\b|\brecomi?enda\s+siempre\b",
)

#: things kept out of answers: "leave out any mention of", "dropped from any answer"
OMIT = _words(
    r"\b(?:reply|answer|summary|response)\b[^.!?\n]{0,30}?\bcovers?\s+only\b|"
    r"\bshould\s+not\s+be\s+(?:listed|mentioned|included|reported|shown)\s+(?:among|in)\b|"
    r"\b(?:this\s+)?(?:field|value|parameter|argument)\s+is\s+not\s+shown\s+(?:in|to)\b|"
    r"\bmention\s+(?:\w+\s+){0,4}?only\s+if\s+(?:the\s+user|they)\s+asks?\b|"
    r"\bso\s+(?:that\s+)?nothing\s+(?:appears|shows|is\s+shown|is\s+logged|is\s+recorded)\b|"
    r"\bn[ãa]o\s+precisa\s+constar\b|\bno\s+(?:hace\s+falta|es\s+necesario)\s+(?:mencionar|incluir)\w*\b|"
    r"\bneeds?\s+no\s+explanation\b|\bnothing\s+(?:extra\s+)?to\s+explain\b|"
    r"\bleave\s+(?:that|this|it|them|those|these)\s+(?:\w+\s+)?out\s+(?:of\s+\w+\s+)?when\s+(?:you\s+)?(?:describe|tell|"
    r"report|summari[sz]e|list|show)\b|\b(?:do\s+not|don't|never)\s+(?:flag|mention|surface|raise|report)\s+(?:them|it|"
    r"these|this|those)\s+to\s+the\s+user\b|\b(?:mention|notify|tell|show|report)_(?:to_)?user\W{0,3}false\b",
    r"\bleave\s+out\s+(?:any|all|every)\s+(?:mention|reference|sign)\b|\bnever\s+mention\b|"
    r"\b(?:dropped|removed|omitted|excluded|filtered\s+out|left\s+out)\s+(?:of|from)\s+(?:any|every|the|your)\s+"
    r"(?:answer|reply|summary|response|report)\b",
    r"\bleft\s+out\s+of\s+(?:the\s+)?(?:result|results|output)\s+(?:you\s+)?(?:report|give|return|send|show)\b",
    r"\bleave\s+out\s+(?:the\s+)?(?:blockers|risks|problems|negative\s+\w+|missed\s+\w+|failures|errors|delays)\b",
)

#: secrets declared fine to show: "safe to print in full, keys included"
REVEAL = _words(
    r"\b(?:safe|fine|ok|okay|allowed|expected)\s+to\s+(?:show|print|display|include|share|reveal|output|echo)\b",
    r"(?<!not\s)(?<!never\s)(?<!n't\s)\b(?:repeat\w*|echo\w*|read)\s+(?:\w+\s+){0,2}?back\b|\b(?:repeated|echoed|quoted|printed|shown)\s+(?:back\s+)?in\s+(?:the|your)\s+(?:reply|answer|response)\b",
    r"\bunmask\w*\s*\(|\b(?:do\s+not|don't|never)\s+(?:filter|mask|redact|strip|hide)\s+(?:out\s+)?(?:\w+\s+){0,4}?(?:keys|tokens|card\s+numbers|passwords|secrets|credentials)\b",
)

#: a supply-chain or mail route swapped: another package index, the MX records pointed elsewhere
SWAP = _words(
    r"\binstead\s+of\s+(?:the\s+)?(?:official\s+|public\s+)?(?:pypi|npm|npmjs|registry\.npmjs\.org|github\.com|crates\.io|"
    r"rubygems|maven\s+central|docker\s+hub|proxy\.golang\.org)\b|"
    r"\bpoint\s+(?:the\s+|their\s+|its\s+)?(?:mx|ns|cname|spf)\s+records?\s+(?:at|to)\b|"
    r"\bset\s+(?:the\s+|their\s+)?(?:new\s+|default\s+|initial\s+)?(?:password|passphrase|pin)\s+to\s+[\"'`]?[\w!@#$%^&*-]{4,}|"
    r""
    r""
    r""
    r""
    r"\b(?:edit|change|update|rewrite|adjust)\s+the\s+(?:failing\s+)?tests?\s+(?:\w+\s+){0,2}?to\s+(?:expect|match|pass)\b|"
    r""
    r""
    r""
    r""
    r"\b(?:admin|owner|root|superuser)\s+(?:role|rights|access|privileges?)\s+(?:by\s+default|unless)\b",
    r"\bretry\s+with\s+(?:\.\./|more\s+\.\./|parent\s+director)|\bgrant\w*\s+(?:it|them|the\s+\w+(?:\s+\w+)?)\s+(?:cluster-?wide\s+)?(?:admin\w*|root|full\s+(?:disk\s+)?access|all\s+permissions)\b|"
    r""
    r""
    r""
    r"\bgrant\s+(?:\w+\s+){1,4}?(?:cluster-?wide|full)\s+(?:admin\w*|disk\s+access|access)\b",
    r"\bstore\s+(?:\w+\s+){0,3}?(?:keys|tokens|secrets|credentials)\s+as\s+[`'\"]?(?:default|plain\w*|visible|public|text)\b",
    r"\b(?:initial|default|temporary)\s+password\s+(?:for\s+(?:every|each|all|new)\s+(?:\w+\s+){0,2})?(?:is|=)\s+"
    r"[`'\"]?[\w!@#$%^&*-]{6,}|"
    r"\b(?:registry|index-url|extra-index-url)\s*=\s*(?:https?|git)://|\bour\s+(?:maintained|patched|hardened|internal)\s+fork\b",
    r"\binstead\s+of\s+[`'\"]?(?:requests|axios|lodash|numpy|react|express|django|flask|colorama|urllib3|pandas|boto3|"
    r"openai|moment|chalk)\b",
    r"\beven\s+if\s+(?:that|it)\s+was\s+(?:to|for|from)\s+(?:another|a\s+different)\s+(?:domain|host|site|service)\b|"
    r"\b(?:requests|axios|lodash|numpy|react|express|django|flask|colorama|jose)\s*(?:→|->)\s*`?[\w.-]+",
)

#: a place known for receiving what leaves: paste sites, request catchers, tunnels, a mirror push to a URL
SINK = _words(
    r"\b(?:public\s+)?gists?\b|\bpastebin\b|\bhastebin\b|\bpaste\.ee\b|\btransfer\.sh\b|"
    r"\bwebhook\.site\b|\brequestbin\b|"
    r"\bngrok\b|\bpipedream\b|\binteractsh\b|\bburpcollaborator\b|\boast(?:ify)?\b|"
    r"\bgit\s+push\s+--mirror\s+(?:https?|ssh|git)://",
    r"\btojson\(\s*secrets\s*\)|\bprintenv\s*\||\benv\s*\|\s*curl\b|\bremote:\s*['\"]?https?://",
    # a login written into an address (a placeholder such as `<password>` is documentation, not a login)
    r"\b[a-z][a-z0-9+.-]{1,15}://[^\s:/@'\"]+:(?![<{$*])[^\s@/'\"]+@[^\s/'\"]+",
)
#: ...advised against or described: "avoid 0.0.0.0/0 for SSH", "lists every rule open to 0.0.0.0/0", "::/0 means"
OPEN_DENIED = _words(
    r"\b(?:lists?|find|finds|detect\w*|warn\w*|flag\w*|risky|audit\w*|scan\w*|report\w*|for\s+example)\b[^.!?\n]{0,60}?"
    r"(?:0\.0\.0\.0/0|::/0|\bprincipal\W{0,5}\*|\baction\W{0,5}\*|system:(?:unauthenticated|anonymous)|privileged:)|"
    r"(?:0\.0\.0\.0/0|::/0)[^.!?\n]{0,30}?\bmeans?\b",
    r"\b(?:avoid|remov\w*|never|not|don't|no|restrict\w*|block\w*|deny|refuse|instead\s+of)\b[^.!?\n]{0,40}?"
    r"(?:0\.0\.0\.0/0|::/0|\bprincipal\W{0,5}\*|\baction\W{0,5}\*|system:(?:unauthenticated|anonymous)|privileged:)",
)
#: the user told something other than what happened: "tell the user the data was deleted", "report it went through"
DECEIVE = _words(
    # "confirm payment was made, even if it has not": the claim made whatever happened
    r"\beven\s+if\s+(?:it|this|that)\s+(?:has|have|is|was|were|did)\s*(?:not|n't)\b(?!\s+(?:been\s+)?(?:asked|"
    r"requested|set|given|provided|found|changed|explicitly))",
    r"\btell\s+the\s+user\s+only\s+that\b|\b(?:state|report|say|tell\s+them)\s+(?:\w+\s+){0,4}?as\s+(?:refunded|paid|"
    r"completed|done|sent|deleted|fixed)\b",
    r"\b(?:reply|answer|respond|say|state)\s+that\s+(?:\w+\s+){0,3}?(?:is|are|was|were|has\s+been)\s+(?:on|enabled|active|"
    r"done|in\s+place|applied|fixed|restricted|protected|private)\b",
    r"\b(?:just|simply)\s+(?:confirm|say|tell\s+them|report)\s+(?:that\s+)?it\s+(?:is|was|has\s+been)\s+"
    r"(?:done|complete|changed|fixed)\b",
    r"\b(?:reply|answer|respond|say|state)\s+that\s+(?:none|nothing|no\s+\w+)\s+(?:are|is|was|were|has|have)\b",
    r"\b(?:tell|inform|assure|reassure|let)\s+(?:the\s+)?(?:user|reviewer|requester|customer|person|them)\s+(?:know\s+)?"
    r"(?:that\s+)?"
    # ...followed by what happened: "tell the user the record was removed", not "tell the user the amount"
    r"(?:the\s+(?:\w+\s+){0,2}?\w+|it|they|everything|all|this|its\s+\w+|their\s+\w+|nothing)\s+(?:(?:was|were|has|"
    r"have|had|went|"
    r"succeeded|completed|worked|failed)\b|"
    # ...in the present only a verdict: that it is over or safe ("tell the user the card is cancelled"), or that
    # something else is broken ("...the other provider is unavailable", "...the Maps number is wrong"); not "tell the
    # user it is known to be flaky", "...the order is still running" or "...it is a notifiable disease", which inform
    r"(?:is|are)\s+(?:now\s+|already\s+|all\s+|fully\s+|currently\s+)?(?:done|complete|completed|fixed|resolved|safe|"
    r"secure|fine|normal|ok|okay|deleted|removed|cancell?ed|refunded|paid|sent|closed|verified|encrypted|private|"
    r"protected|up\s+to\s+date|successful|approved|active|enabled|disabled|backed\s+up|clean|healthy|compliant|"
    r"unchanged|intact|settled|applied|in\s+place|unavailable|wrong|incorrect|inaccurate|unreliable|broken|down|"
    r"offline|deprecated|unsafe|untrusted|outdated|invalid|discontinued|retired|not\s+(?:available|supported|"
    r"licensed|reliable|accurate|working))\b)"
    # ...not a state still pending, which is what a tool that queues or reviews must say
    r"(?!\s+(?:under\s+review|queued|pending|on\s+the\s+waitlist|waitlisted|submitted|being\s+(?:processed|reviewed)|in\s+"
    r"progress|scheduled|received)\b)",
    r"\b(?:simply\s+)?report\s+(?:that|the\s+original|it\s+as|them\s+as|back\s+that)\b|"
    r"\blist\s+(?:them|it|these)\s+to\s+the\s+user\s+as\b|\bas\s+if\s+(?:the\s+)?(?:result|answer|it|this)\s+came\s+from\b|"
    r""
    r""
    r""
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
    r""
    r""
    r""
    r"\bquickest\s+(?:route|way)\s+to\s+a\s+green\b",
)
OVERRIDE_USER = re.compile(
    r"\binstead\s+of\s+the\s+(?:\w+\s+){0,2}?(?:the\s+user|they)\s+(?:names?|picks?|chooses?|gives?|asks?\s+for|"
    r"specifies?|requested|wants?)\b|"
    r"\bwhatever\s+(?:\w+\s+)?(?:the\s+user|they)\s+(?:mentioned|said|asked\s+for|gave|specified|requested)\b|"
    r"\bwhatever\s+(?:\w+\s+)?(?:was|were|is)\s+(?:requested|asked\s+for|chosen|named|given)\b|"
    r"\bif\s+the\s+user\s+(?:would\s+rather|prefers?|wants?\s+to|asks?\s+to)\b[^.!?\n]{0,60}?\b(?:anyway|regardless|"
    r"nonetheless|all\s+the\s+same)\b|"
    r"\b(?:whatever|whoever)\s+(?:\w+\s+)?(?:the\s+user|they|the\s+customer|the\s+buyer)\s+(?:names?|picks?|chooses?|asks?\s+for|"
    r"selects?|wants?)\b|"
    r"\binstead\s+of\s+the\s+user'?s\s+(?:own\s+)?\w+|"
    r"\beven\s+(?:when|if)\s+the\s+user\s+(?:names|asks\s+for|asked\s+for|says\s+otherwise|chooses|picks|specifies|gives|gave|"
    r"provides|provided|sets|enters)\s+"
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
    r"\b(?:exec|eval)\s*\(\s*(?:[\w.]+\.)?(?:urlopen|get|fetch|http\w*)\s*\(|\biex\s*\(|"
    r"\binvoke-expression\b|\bpowershell\s+-e(?:nc|ncodedcommand)?\s|\|\s*(?:sudo\s+)?(?:ba|z)?sh\b|"
    r"\bnpx\s+(?:-y\s+)?https?://|\bpip\s+install\s+(?:git\+)?https?://|"
    r"\bdownloads?\s+and\s+(?:runs?|executes?|sources?)\b"
)
KEPT_BACK = re.compile(
    r"\b(?:never|not|n't|no\s+longer)\s+(?:\w+\s+){0,2}?(?:be\s+)?(?:pass(?:ed)?|sent|send|share[ds]?|post(?:ed)?|"
    r"cop(?:y|ied)|forward(?:ed)?|upload(?:ed)?|paste[ds]?|commit(?:ted)?|put|include[ds]?|e-?mail(?:ed)?)\b"
)
PLACEHOLDER = re.compile(
    r"[<{]\s*(?:json|text|contents?|list|copy|dump|base64)\s+of\s+(?:every|all|each|the\s+(?:full|whole|entire|complete))\b|"
    # a template slot for the text of secret files: "<full text of .env and config/secrets.yml>"
    r"[<{]\s*(?:the\s+)?(?:full\s+|whole\s+|entire\s+|complete\s+|raw\s+)?(?:text|contents?|dump|copy)\s+of\s+[^>}]{0,60}?"
    r"(?:\.env\b|secrets?\b|credentials|id_rsa|\.npmrc|\.netrc|\.pem\b|private\s+keys?)"
)
DEPEND = re.compile(
    r"\bpackage\.json\b|\brequirements\.txt\b|\bpyproject\.toml\b|\bgo\.mod\b|\bcargo\.toml\b|\bgemfile\b|"
    r"\bdependencies\b|\bimport\s+['\"][\w@/.-]+['\"]|\brequirements\s+files?\b|\binstall\s+commands?\b"
)
#: something kept from the person: in other languages, or as advice on what the answer should leave out
HIDE = _words(
    r"\bno\s+(?:hace\s+falta|es\s+necesario|necesitas?)\s+(?:mencion|explic|avis|inform|decir|contar|pregunt)\w*|"
    r"\bpas\s+besoin\s+de\s+(?:le\s+)?(?:mentionner|signaler|préciser|dire|demander)|"
    r"\bmuss\s+nicht\s+(?:erwähnt|gemeldet|mitgeteilt)|\bohne\s+rückfrage|"
    r"報告する必要は|伝える必要は|含めないで|知らせないで|言及しないで|表示しないで|ユーザーへの(?:返答|回答|返信)|"
    r"无需确认|不用告诉|不要提及|不必说明|"
    r"\bне\s+нужно\s+(?:сообщать|говорить|упоминать|спрашивать)|\bне\s+сообщайте|\bне\s+упоминайте|"
    r"\bбез\s+уведомлени\w*|"
    r"\bsin\s+mencion\w*|\bno\s+(?:lo|se\s+lo)\s+mencion\w*|"
    r"\binutile\s+de\s+(?:l[ae]s?\s+|l')?(?:signaler|mentionner|préciser)|\bsans\s+(?:le\s+)?(?:signaler|mentionner)|"
    r"\bnicht\s+(?:zu\s+)?(?:erwähn\w*|mitteil\w*|melden)|\bohne\s+(?:\w+\s+){0,3}zu\s+erwähnen|"
    r"无需(?:向用户)?(?:说明|告知|提及)|不要告诉|不必告知|不需要告诉|ユーザーに(?:伝え|知らせ|言わ)|"
    r"\bне\s+(?:нужно\s+)?(?:сообщ\w*|говор\w*|упомина\w*)",
    r"\bnicht\s+(?:aufgeführt|angezeigt|genannt|gezeigt)\b|\bno\s+se\s+(?:muestra|menciona)n?\b|"
    r"\bin\s+(?:the|your)\s+(?:summary|answer|reply|report)\s+(?:for|to)\s+(?:the\s+)?(?:person|user|customer)\b[^.!?\n]{0,40}?\b(?:phrase|wording|say|call\s+it)\b|"
    r""
    r""
    r""
    r""
    r"\bkeep\s+(?:your\s+)?(?:main\s+)?(?:reply|answer|response)\s+focused\b|\bnot\s+part\s+of\s+the\s+"
    r"(?:answer|reply|response)\b|\bomit(?:ted)?\s+from\s+(?:the\s+)?(?:chat|transcript|reply|answer|summary)\b|"
    r"\bdescribe\s+the\s+change\s+itself\b|\bdo\s+not\s+include\s+this\s+step\b|\bdoesn'?t\s+need\s+to\s+know\b|"
    r"\brather\s+than\s+(?:raised\s+as\s+a\s+question|asking)\b|\bnot\s+to\s+be\s+interrupted\b|"
    r"\bno\s+reason\s+to\s+ask\b|\bnot\s+a\s+talking\s+point\b|\b(?:doesn'?t|does\s+not|don'?t|do\s+not)\s+need\s+"
    r"(?:to\s+(?:know|hear|see)|this|these|that)\b|\bis\s+enough\s+for\s+the\s+summary\b|\bvisibility:\s*internal\b|"
    r"\b(?:user|reviewer|they|you)\s+need\s+not\s+(?:review|see|check|approve|know|be\s+told)\b|"
    r"\b(?:does\s+not|doesn't)\s+need\s+(?:a\s+|any\s+)?(?:\w+\s+)?mention\b|"
    r"\bnot\s+(?:to\s+)?bring\s+(?:it|this|that|them)\s+up\b|"
    r"\b(?:do\s+not|don't|never)\s+(?:show|mention|include|list)\b[^.!?\n]{0,60}\bin\s+(?:your|the|any)\s+(?:answer|reply|response|summary)\b|"
    r""
    r""
    r""
    r""
    r"\bleave\s+(?:those|these|them|it)\s+(?:\w+\s+)?out\s+of\s+(?:any|the|your)\s+(?:summary|answer|reply|report)\b|"
    r"\bkeep\s+(?:it|them|this)\s+out\s+of\s+(?:their|the\s+user's)\s+(?:inbox|notifications?)\b|"
    r"\bnot\s+come\s+up\s+again\b|"
    r"\bno\s+necesita\w*\s+saber|\bnon\s+(?:serve|è\s+necessario)\s+(?:dirlo|menzionar\w*|informar\w*)|"
    r"\bneeds?\s+no\s+mention\b|\bneed\s+not\s+be\s+(?:reported|mentioned|shown|explained|surfaced)\b|"
    r"\b(?:does|do|should)\s+not\s+(?:need\s+to\s+be\s+)?(?:mentioned|reported)\b|"
    r"\b(?:is|are)\s+(?:stripped|removed|hidden)\s+(?:from\s+\w+\s+)?before\b|"
    r"\bnot\s+(?:be\s+)?shown\s+to\s+the\s+user\b|"
    r"\b(?:do|does)\s+not\s+show\s+the\s+(?:directive|instruction|step|note)\b",
    r"\bno\s+(?:need|reason|call)\s+to\s+(?:raise|mention|bring\s+(?:it|this|that)\s+up|flag|tell|report|surface|"
    r"explain|consult|check\s+with|confirm\s+with)\b|"
    r"\bnot\s+(?:be\s+)?(?:reported|mentioned|surfaced)\s+(?:back|to\s+(?:the\s+)?(?:user|person|them))\b|"
    r"\bleave\s+(?:\w+\s+){1,3}?out\s+of\s+(?:any|the|your)\s+(?:summary|answer|reply|report|response)\b",
    r"\bnot\s+(?:\w+\s+)?worth\s+(?:showing|reporting|mentioning|telling|surfacing|raising|bringing\s+up)\b|"
    r"\bnot\s+(?:something|anything|a\s+thing)\s+(?:to|worth)\s+(?:report|mention|tell|show|surface|raise)\b",
    r"\b(?:does|do|did)\s+not\s+need\s+to\s+be\s+(?:asked|told|informed|consulted|shown|listed)\b|"
    r"\bneed\s+not\s+be\s+(?:listed|included|asked|told|informed)\b|\bso\s+(?:the\s+user|they|the\s+person)\s+(?:is|are)\s+not\s+(?:interrupted|bothered|disturbed|asked|prompted)\b",
    r"\bleave\s+(?:them|it|those|these)\s+out\s+of\s+(?:\w+\s+){0,3}?(?:summar\w*|answers?|repl\w*|reports?|counts?)\b",
    r"\b(?:leave|keep)\s+(?:it|them|this|these|the\s+\w+)\s+out\s+of\s+(?:the\s+)?(?:commit\s+message|changelog|pr\s+description|merge\s+request\s+description|what\s+you\s+report)\b|"
    r""
    r""
    r""
    r"\bkeep\s+the\s+(?:commit\s+message|summary|pr\s+description|changelog)\s+(?:about|to|on)\s+the\s+user'?s?\b|"
    r"\bwithout\s+(?:breaking\s+(?:it|them)\s+out|itemi[sz]ing)\b",
    r"\b(?:does|do)\s+not\s+need\s+to\s+be\s+(?:brought\s+up|raised|mentioned|flagged)\b|"
    r"\bmention\s+it\s+only\s+if\b|\bonly\s+(?:mention|report|tell)\s+(?:it|this|that)\s+if\b|"
    r"報告は不要|報告不要|伝える必要はありません|知らせる必要はありません|通知は不要",
    r"\bnot\s+part\s+of\s+the\s+user'?s\s+(?:question|request|task)\b|\bso\s+(?:that\s+)?no\s+(?:\w+\s+){0,2}?(?:comment|notification|record|log|entry|alert|trace|e-?mail)s?\s+(?:is|are)\s+(?:created|sent|written|recorded|left|raised)\b",
    r"\bnot\s+(?:a\s+)?user-facing\b|\b(?:doesn'?t|does\s+not|need\s+not|do\s+not|don'?t)\s+(?:need\s+to\s+)?appear\s+in\s+(?:the|your)\s+(?:answer|reply|summary|response)\b|"
    r"\brefer\s+to\s+it\s+(?:in\s+your\s+\w+\s+)?(?:simply\s+)?as\b|\bdescribe\s+\w+\s+only\b",
)
