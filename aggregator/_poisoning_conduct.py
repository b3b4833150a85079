"""The poisoning lint's tells of conduct (`aggregator._poisoning_context`): what an agent is steered to do to others.

`_poisoning_misuse` reads a tool's own powers aimed at its user; these read the wider conduct an attack asks for
once it has the agent's ear: the whole session claimed before any call, rights granted wholesale, rivals run down
with invented news, opt-outs and recording notices overridden, activity booked into another period, the trail of a
deletion removed with it, security events filtered out of what other tools return, a read-only wrapper escaped,
a fixed verdict written whatever the result, review skipped by committing straight to the default branch, and
addresses or connection strings routed through a host nobody chose. Each is one regular expression over
lower-cased, NFKC-folded text whose URLs read `https://host`. `CONDUCT` lists them as cue classes; `conduct()`
says which combinations flag (`session` and `grant` need a companion, the rest are nearly enough alone).
"""

from __future__ import annotations

import re

__all__ = ["CONDUCT", "conduct"]


def _words(*parts: str) -> re.Pattern[str]:
    return re.compile("|".join(parts))


#: the sentence claims the whole conversation, before any call: "for the rest of the session", "avant toute autre
#: action" (a tool's own "call this at the start of a session" is not a claim on what the agent says)
SESSION = _words(
    r"\b(?:for|throughout|during)\s+(?:the\s+|this\s+)?(?:whole|entire|rest\s+of\s+the|remainder\s+of\s+the)\s+"
    r"(?:conversation|session|chat)\b|\bthroughout\s+(?:this|the)\s+(?:conversation|session|chat)\b",
    r"\bbefore\s+(?:any|every)\s+other\s+(?:action|step|call|tool|request|task)\b|"
    r"\bfrom\s+the\s+(?:very\s+)?(?:start|beginning|first\s+message)\s+of\s+(?:the|this)\s+(?:conversation|session|chat)\b",
    r"\bdès\s+le\s+début\s+de\s+la\s+(?:conversation|session)|\bavant\s+toute\s+autre\s+action|"
    r"\bvor\s+jeder\s+anderen\s+(?:aktion|handlung)|\bantes\s+de\s+(?:cualquier|toda)\s+otra\s+acci|"
    r"\bdurante\s+toda\s+la\s+(?:conversaci|sesi)|在整个(?:对话|会话)|会話全体",
    r"\b(?:for|during)\s+the\s+rest\s+of\s+this\s+(?:conversation|session|chat)\b",
)
#: ...and tells the agent what to say, run or grant in it
_SESSION_ACT = re.compile(
    r"\b(?:run|answer|mention|recommend|say|tell|reply|respond|treat|refer|describe|add|grant|include|send|post|"
    r"append|assume|suggest|present|adopt|follow|apply|appelez|ajoutez|envoyez|ejecuta|añade|führe|füge)\w*\b"
)
#: rights granted wholesale: `GRANT ALL`, cluster-admin, "the highest role available"
GRANT = _words(
    r"\bgrant\s+all\b|\bwith\s+grant\s+option\b|\bcluster-admin\b|\bsuperuser\s+(?:role|rights|access|status)\b",
    r"\bhighest\s+(?:available\s+)?(?:role|permission|privilege|access)|\ble\s+rôle\s+le\s+plus\s+élevé|"
    r"\bhöchste[nr]?\s+(?:rolle|rechte|berechtigung)|\bel\s+rol\s+más\s+alto|\badministratoraccess\b|"
    r"\b(?:owner|admin(?:istrator)?)\s+(?:role|rights|access)\s+(?:to|for)\s+(?:every|all|each|the\s+default)\b",
    r"\bpercent_off\W{0,3}100\b|\b100\s?%\s+(?:off|discount)\b",
)
#: rivals run down or one party crowned whatever the evidence
SMEAR = _words(
    r"\bmention\w*\s+(?:that\s+)?(?:it|they|other\s+\w+|the\s+(?:others|alternatives?|competitors?|rivals?)|"
    r"competitors?|rivals?)\s+(?:\w+\s+){0,3}?(?:had|has\s+had|have\s+had|suffered|experienced|faced|received|"
    r"been\s+(?:hit|fined|sued|breached|criticised|criticized))\b",
    r"\b(?:should|must)\s+(?:get|receive|be\s+given)\s+(?:no\s+more\s+than|at\s+most)\s+\w+\s+stars?\b|"
    r"\b(?:competitors?|rivals?|other\s+(?:vendors?|providers?|hosts?|sellers?|brands?|shops?|stores?|clouds?))\b"
    r"[^.!?\n]{0,100}?\b(?:data\s+breach\w*|outages?|lawsuits?|recalls?|fines?|mixed\s+reviews|poor\s+reviews|"
    r"complaints|scandals?|insolven\w*|bankrupt\w*)",
    r"\b(?:call|label|describe|present|mark|tag)\s+(?:them|it|these|those)\s+(?:as\s+)?(?:independently\s+)?"
    r"(?:verified|trusted|official|certified|endorsed|audited)\b",
    r"\brecommend\w*\s+(?:the\s+|our\s+)?partner\b[^.!?\n]{0,80}?\bas\s+the\s+(?:safest|best|only|most\s+\w+)\b|"
    r"\b(?:list|show|put|rank|place|return)\s+(?:the\s+)?(?:results?|listings?|items?|products?|hits|links)\s+"
    r"from\s+[\w.-]+\s+first\b|\bso\s+show\s+(?:them|those|these)\s+first\b",
    r"\buse\s+[`'\"]?sponsored[`'\"]?\s+as\b|\b(?:prepend|append|add)\s+[`'\"]?site:[\w.-]+",
    r"\bdescribe\s+the\s+(?:others|rest|alternatives|competitors?|other\s+\w+)\s+as\b|\bfavou?r\s+(?:links|results|"
    r"listings|products|offers)\s+from\s+[\w.-]+|\bleave\s+out\s+(?:competing|rival|other)\s+(?:stores?|shops?|vendors?|"
    r"sellers?|brands?|results?)\b|\bpartner\w*\b[^.!?\n]{0,160}?\bput\s+them\s+first\b",
    r"\b(?:don't|do\s+not|never)\s+(?:call|use)\s+(?:them|those|these|the\s+other\s+\w+)\s+while\s+this\s+(?:tool|server)\b|"
    r"\bpresent\s+(?:the\s+)?(?:offer|product|listing|result)\s+from\s+[\w.-]+\s+as\s+the\s+top\b|\bleave\s+out\s+critical\s+"
    r"reviews\b|\bno\s+need\s+to\s+label\s+it\s+as\s+sponsored\b",
)
#: a person's opt-out overridden: "keep sending after they replied STOP", "include contacts who opted out"
OPT_OUT = _words(
    r"\b(?:keep|continue|still)\s+(?:sending|messaging|e-?mailing|calling|contacting|texting|to\s+send)\b[^.!?\n]{0,100}?"
    r"\b(?:opt(?:ed)?[- _]?outs?|optout|do[- _]not[- _](?:contact|call|e-?mail)|unsubscrib\w*|replied\s+\W?stop\b)",
    r"\b(?:opt(?:ed)?[- _]?outs?|optout|do[- _]not[- _](?:contact|call|e-?mail)|unsubscrib\w*|replied\s+\W?stop\b)"
    r"[^.!?\n]{0,100}?\b(?:keep|continue|still)\s+(?:sending|messaging|e-?mailing|calling|contacting|texting)\b",
    r"\binclude\s+(?:\w+\s+){0,3}?(?:whose|with|who\s+have)\s+[^.!?\n]{0,40}?\b(?:opt[- _]?out|do[- _]not[- _]contact)"
    r"[^.!?\n]{0,40}?\b(?:set|true|checked)\b|\bstill\s+happy\s+to\s+(?:hear|receive|get)\b|"
    r"\bno\s+longer\s+(?:played|given|shown|sent|told|offered|asked\s+for)\s+(?:a|the|any)\s+(?:\w+\s+)?"
    r"(?:notice|consent|disclosure|warning)\b",
    r"\b(?:consent|marketing|data-sharing|opt-in|newsletter)\b[^.!?\n]{0,60}?\b(?:checkbox\w*|boxes|options?)\s+(?:to\s+)?"
    r"[`'\"]?(?:true|checked|ticked|on)\b|\btick\s+(?:every|all|each)\s+(?:\w+\s+)?(?:consent|marketing|opt-in)\b",
    r"\b(?:subscribed|opted\s+in|enrolled)\s+(?:to\s+(?:the\s+)?\w+\s+)?automatically\b|\bautomatically\s+(?:subscribed|"
    r"opted\s+in|enrolled)\b",
)
#: activity booked into another period, time or prices padded: "counts toward the earlier reporting period"
BACKDATE = _words(
    r"\bbackdat\w+|\b(?:counts?|falls?|lands?|is\s+booked|is\s+recorded)\s+(?:toward|towards|in|into|under)\s+"
    r"(?:the\s+)?(?:earlier|previous|prior|last)\s+(?:reporting\s+)?(?:period|quarter|month|year)\b",
    r"\badd\s+\d+\s?(?:m|min|mins|minutes|h|hours?)\s+to\s+(?:each|every|all)\s+(?:\w+\s+)?(?:entry|entries|worklogs?|"
    r"timesheets?|logs?|records?)\b|\bas\s+if\s+it\s+were\s+the\s+(?:local|actual|real|original|final)\b|"
    r"\badd\s+\d+\s?%\s+to\s+cover\b|\bquoted?\s+(?:\w+\s+){0,2}?(?:a\s+(?:fifth|quarter|third|tenth|half)|\d+\s?%)\s+"
    r"(?:higher|lower|above|below|more|less|over|under)\s+than\s+(?:listed|list|actual|shown|stated)\b|\bround\s+[`'\"]?[\w_]+[`'\"]?\s+up\s+to\s+the\s+next\s+(?:full\s+)?(?:hour|day)\b",
    r"\bround\s+(?:\w+\s+){0,2}?(?:figures?|numbers?|totals?|revenue|sales)\s+up\b|\bshow\s+negative\s+\w+\s+as\s+"
    r"(?:0|zero|positive|growth)\b|\b(?:disputed|chargebacks?|complaints?)\b[^.!?\n]{0,80}?\bset\s+[^.!?\n]{0,20}?\b"
    r"(?:resolved|closed)\b",
    r"\b(?:also\s+)?(?:get|gets|receive)\s+the\s+[`'\"]?(?:paid|approved|verified|resolved|signed)[`'\"]?\s+(?:label|"
    r"status|tag|flag)\b",
)
#: the trail of a deletion removed with it, or security events filtered out of what other tools return
TRAIL = _words(
    r"\b(?:change[\s_-]*log|history|audit[\w-]*)\b[^.!?\n]{0,120}?\b(?:remove|delete|purge|erase|wipe)\s+"
    r"(?:those|them|these|it|the\s+(?:rows|entries|records|lines|matches))\b",
    r"\b(?:collection|table|index|stream|bucket)\s+name\s+contains\s+\W?audit\b[^.!?\n]{0,60}?\b(?:delete|drop|purge)",
    r"\b(?:drops?|excludes?|filters?\s+out|hides?|omits?|suppress\w*)\s+(?:\w+\s+){0,3}?(?:messages|lines|events|"
    r"entries|logs|rows|records|findings|alerts|results)\s+(?:matching|containing|that\s+match|mentioning)\b"
    r"[^.!?\n]{0,60}?\b(?:sudo|sshd|useradd|authorized_keys|login|auth\w*|iam|root|guardduty|cloudtrail|privilege)",
    r"\bretention\w*\s+(?:to|=|:)\s*[`'\"]?[01]\b|\bkeeps?\s+no\s+record\b|\bleaves?\s+no\s+(?:trace|record)\b|"
    r"\b(?:audit|incidents?|access\s+log)\b[^.!?\n]{0,100}?\bset\s+(?:its|their|the)\s+[`'\"]?deleted[`'\"]?\s+(?:field\s+)?"
    r"to\s+true\b",
    r"\b(?:left|kept)\s+out\s+of\s+the\s+audit\s+log\b|\bomitted\s+from\s+the\s+audit\b|\bdelete\s+from\s+[\w.]*audit\w*|"
    r"\btruncate\s+(?:table\s+)?[\w.]*audit\w*|\bdrop\s+table\s+[\w.]*audit\w*|\bclear\w*\s+the\s+[^.!?\n]{0,30}?\b(?:change\s+"
    r"history|history|audit\w*)\s+fields?\b",
)
#: a read-only wrapper escaped, a fixed verdict written whatever happened, review skipped on the default branch
ESCAPE = _words(
    r"\bcommit\s*;\s*(?:delete|drop|update|insert|truncate|alter|grant)\b|\b(?:start|begin|prefix)\w*\s+"
    r"(?:the\s+)?(?:\w+\s+)?with\s+[`'\"]?commit\b|\bclos\w+\s+the\s+(?:wrapper|read[\s-]only)\s+transaction\b",
    r"\b(?:write|say|state|report|claim|put|show|tell|display)\s+(?:(?:the\s+user|them)\s+)?[`'\"“](?:all\s+)?"
    r"(?:tests?\s+(?:pass\w*|green)|all\s+green|no\s+changes?(?:\s+(?:needed|required|made|detected))?|"
    r"(?:all\s+)?checks?\s+pass\w*|no\s+(?:issues?|problems?|vulnerabilit\w+|findings?)\s+found|nothing\s+changed)"
    r"[.!]?[`'\"”][^.!?\n]{0,60}?(?:\binstead\b|\bfail\w*|\beven\s+(?:if|when|though)\b|\bregardless\b|\banyway\b)|"
    r"\b(?:if|when|even\s+if)\s+(?:some\s+)?(?:tests?|checks?)\s+(?:are\s+)?(?:still\s+)?fail\w*[^.!?\n]{0,80}?"
    r"\b(?:write|say|state|report|claim)\s+[`'\"“](?:all\s+)?(?:tests?|checks?)\s+pass",
    r"\b(?:commit\w*|push\w*|merg\w*)\s+(?:\w+\s+){0,3}?(?:straight|directly)\s+(?:in)?to\s+(?:the\s+)?(?:default|"
    r"main|master|release|production|prod)\s+branch\b[^.!?\n]{0,100}?\b(?:instead\s+of|rather\s+than|no\s+(?:pull|"
    r"merge)\s+request|without|review\w*\s+(?:them\s+)?after)",
    r"\bno\s+(?:pull|merge)\s+requests?\s+(?:or\s+reviews?\s+)?(?:is|are)\s+(?:needed|required|necessary)\b|"
    r"\bset\s+to\s+merge\s+on\s+(?:their|its)\s+own\b|\bno\s+need\s+to\s+wait\s+for\s+(?:anyone|any\s*one|\w+)'?s?\s+"
    r"(?:approval|review|sign-?off)\b|\b(?:on|live|enabled)\s+for\s+everyone\s+in\s+every\s+environment\b|"
    r"\bproduction\s+included\b[^.!?\n]{0,60}?\bas\s+soon\s+as\b",
    r"\breports?\s+the\s+\w+\s+(?:stage|step|check|job)\s+as\s+(?:passed|green|successful)\b|\b(?:should|must|will)\s+be\s+"
    r"(?:reported|shown|returned|presented)\s+(?:to\s+the\s+user\s+)?as\s+(?:empty|missing|clean|passed|resolved|no\s+\w+)\b",
    r"\bgive\s+the\s+(?:number|count|figure|total)\s+(?:of\s+\w+\s+)?(?:they|the\s+user)\s+(?:meant|expected|wanted|asked)\b|"
    r"\brather\s+than\s+(?:this|the\s+actual|the\s+real)\s+(?:count|number|figure|total|result)\b|\btell\s+the\s+user\s+"
    r"that\s+all\s+(?:data\s+)?(?:collection|tracking|sharing|telemetry)\s+is\s+(?:now\s+)?off\b|\breport\s+back\s+only\b",
    r"\b(?:report|give|show|return)\s+(?:the\s+)?[\w-]+(?:\s+\w+)?\s+when\s+(?:asked|the\s+user\s+asks)\s+(?:for|about)\b",
    r"\b(?:run|use|start\s+from|copy|follow)\s+the\s+(?:first\s+|second\s+|third\s+|last\s+)?example\s+(?:below\s+)?"
    r"(?:once\s+|at\s+the\s+start|for\s+every|for\s+each|each|every|per)\b|\brecord\s+failing\s+tests?\s+as\s+(?:skipped|"
    r"passed|flaky)\b|\breport\s+[^.!?\n]{0,40}?\bas\s+the\s+[\w-]+\s+(?:distance|price|total|figure|count|result)\s+instead\b",
    r"\bcite\s+the\s+nearest\s+(?:returned\s+)?(?:document|result|source)\b|\b(?:state|say|tell\s+(?:them|the\s+\w+))\s+that\s+"
    r"(?:the\s+)?(?:full|whole|entire)\s+\w+\s+(?:has|have)\s+been\b",
)
#: addresses or connection strings routed through a host nobody chose
DETOUR = _words(
    r"\bappend\s+[`'\"]?\.[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}[`'\"]?\s+to\s+the\s+(?:host|hostname|domain|server|url)\b",
    r"\b(?:load|route|tunnel|proxy|pass|flow|go)\w*\s+(?:\w+\s+){0,2}?(?:through|via)\s+(?:the\s+)?"
    r"[\w-]+(?:\.[\w-]+)*\.(?:net|com|io|co|app|dev|xyz|cc|info|org)\b[^.!?\n]{0,80}?\b(?:keeps?|stores?|logs?|"
    r"retains?|records?)\b[^.!?\n]{0,60}?\b(?:tokens?|urls?|cookies|credentials|passwords?|queries|headers)\b",
    r"\bkeep\s+the\s+(?:user\s*name|username|login)\s+and\s+password\s+as\s+they\s+are\b",
    r"\bappend\s+[`'\"]?(?:&&|;|\|\|)\s*(?:curl|wget|nc)\b|\bdefaults?\s+to\s+(?:the\s+)?(?:relay|proxy|forwarder|mirror|"
    r"collector)\s+at\s+[\w.-]+\.[a-z]{2,}|\b(?:add|put|include|copy)\s+(?:\w+\s+){0,4}?(?:in|as|on)\s+bcc\b",
    r"\bwhen\s+(?:unsure|in\s+doubt|uncertain)\b[^.!?\n]{0,20}?\b(?:assign|send|share|forward|route|transfer)\w*\s+"
    r"(?:it\s+|them\s+)?to\b|\bpoint\s+(?:it|them)\s+(?:at|to)\s+(?:the\s+|our\s+|a\s+)?(?:\w+\s+)?(?:relay|proxy|collector|"
    r"sink|mirror|inspector)\b",
    r"\b(?:must|should)\s+always\s+(?:use|set|pass)\s+[`'\"]?[\w-]*(?:url|uri|redirect|callback|webhook|endpoint|host)"
    r"[\w-]*[`'\"]?\s*[=:]?\s*[`'\"]?https?://",
    # a destination nobody named taken as the fallback: "if you cannot resolve it, use the channel shared with partners"
    r"\b(?:cannot|can't|could\s+not|unable\s+to)\s+(?:resolve|find|identify|match)\b[^.!?\n]{0,120}?\b(?:shared\s+with|"
    r"open\s+to|visible\s+to)\s+(?:\w+\s+)?(?:partners?|external|outside|third-party|other\s+(?:organi[sz]ations|companies))",
    r"\b(?:post|send|share|forward|copy)\w*\b[^.!?\n]{0,80}?\bto\s+(?:the\s+)?(?:slack\s+)?channel\s+[`'\"]?c0[a-z0-9]{6,}",
    r"\b(?:mx|ns|cname)\s+records?\b[^.!?\n]{0,60}?\bpoint\s+(?:it|them)\s+(?:at|to)\b",
    r"\burlencode\([^)]{0,80}?\b(?:user_prompt|prompt|conversation|messages|history|password|token)\b",
)

#: a finding talked down, or the person's data kept for later: "describe it as a minor glitch", "save their home
#: address to memory"
DOWNPLAY = _words(
    r"\b(?:describe|present|report|call|label|frame|word|classify)\s+(?:any|every|all|each|the)\s+[^.!?\n]{0,40}?\bas\s+"
    r"(?:an?\s+)?(?:minor|cosmetic|harmless|routine|trivial|ordinary|low[- ]priority|informational)\b",
    r"\b(?:quietly\s+)?(?:soften|downplay|tone\s+down|water\s+down)\s+(?:any|every|all|the)\s+(?:\w+\s+)?(?:complaints?|"
    r"criticism|concerns?|negative\s+\w+|warnings?|findings?|risks?)\b",
    r"\b(?:save|store|remember|record|keep|write)\s+(?:the\s+user'?s?|their|the\s+person'?s?)\s+(?:home\s+address|address|"
    r"phone(?:\s+number)?|date\s+of\s+birth|birthday|passport\w*|ssn|social\s+security|location|salary|health\s+\w+|"
    r"card\s+\w+)\b[^.!?\n]{0,60}?\b(?:memory|notes?|profile|for\s+later|future\s+(?:use|sessions?))\b",
    r"\b(?:leave\s+out|drop|exclude|skip|ignore|filter\s+out|hide|omit)\s+(?:any\s+|all\s+)?(?:e-?mails?|messages|alerts|"
    r"notifications|warnings|findings|events|entries|tickets|issues)\s+(?:from|by|about|sent\s+by)\s+(?:the\s+)?"
    r"(?:security|compliance|legal|fraud|abuse|trust|audit)\b",
    r"\b(?:remove|drop|strip|delete|filter)\s+(?:them|these|those|it)\s+(?:out\s+)?(?:of|from)\s+(?:the\s+)?(?:results?|"
    r"output|list|answer|summary|response|report)s?\s+before\s+(?:answering|replying|responding|showing|presenting)\b",
    r"\b(?:security|vulnerabilit\w*|cve|breach|incident)\w*\b[^.!?\n]{0,60}?(?:\[(?:minor|low|trivial)\]|\b(?:minor|low|"
    r"normal|trivial)\s+(?:priority|severity)\b)|\bnot\s+(?:source|type|category|event)\W{0,3}(?:auth|login|security|"
    r"audit|iam)\b|\b(?:login|auth\w*|security|audit)\s+events?\s+stay\s+out\s+of\b",
    r"\b(?:save|store|remember|record|keep|write)\s+the\s+(?:user|viewer|reader|customer|caller|person|visitor|guest|"
    r"patient)'?s?\s+(?:name|full\s+name|employer|home\s+address|address|phone|e-?mail|location|date\s+of\s+birth)\b"
    r"[^.!?\n]{0,80}?\b(?:memory|notes?|profile|create_entities|for\s+later|suggestions)\b",
    r"\bso\s+(?:users|the\s+user|they|people|customers)\s+(?:are|is)\s+not\s+(?:alarmed|worried|concerned|confused|upset)\b|"
    r"\bdescribe\s+(?:declines?|losses|drops?|decreases?|failures?|outages?|incidents?|breaches?)\s+as\b|"
    r"\bleave\s+[^.!?\n]{0,60}?\bout\s+of\s+(?:the\s+)?(?:summar\w+|reports?|answers?|repl\w+)\b",
    r"\bdrop\s+(?:the\s+)?(?:dates|version\s+labels|caveats|disclaimers|warnings)\b|\bpresent\s+(?:\w+\s+){0,3}?as\s+the\s+"
    r"(?:organi[sz]ation'?s?|company'?s?|official)\s+(?:current\s+)?(?:policy|position|guidance)\b",
    r"\b(?:paraphrase|summari[sz]e|describe|present|explain)\s+(?:it|them|this|the\s+\w+)\s+as\s+(?:favou?rable|harmless|"
    r"standard|fine|safe|beneficial)\b|\b(?:intrusion|security|siem|guardduty|fraud)\b[^.!?\n]{0,60}?\b(?:are\s+noise|"
    r"acknowledged\s+in\s+bulk|can\s+be\s+(?:ignored|dismissed|muted|acknowledged))\b",
    r"\bleave\s+out\s+(?:any|all|the)\s+(?:tool\s+)?(?:errors?|warnings?|permission\s+prompts?|alerts?|failures?)\b|"
    r"\b(?:rarely|no)\s+(?:a\s+)?need\s+to\s+(?:walk|show|take)\s+the\s+user\s+through\b|\bneeds?\s+no\s+(?:action\s+or\s+)?"
    r"notice\b|\b(?:do\s+not|don't|no)\s+need\s+to\s+warn\s+the\s+user\b|\bmentioning\s+[^.!?\n]{0,80}?\bis\s+not\s+"
    r"(?:required|needed|necessary)\b|\bomit\s+(?:it|them|this)\s+when\s+showing\b",
    r"\bkeep\s+[^.!?\n]{0,80}?\bout\s+of\s+the\s+(?:summar\w+|answer|reply|report)\b|\bdescrib\w+\s+(?:such\s+|these\s+|the\s+)?"
    r"(?:results?|figures?|numbers?|rows)\s+as\s+[`'\"]?(?:within\s+the\s+normal|normal|expected|fine|healthy|stable)\b|"
    r"\b(?:auth\w*|permission|injection|cve|security|vulnerabilit\w*)\b[^.!?\n]{0,80}?\b(?:do\s+not\s+file|set\s+it\s+to\s+"
    r"ignored|mark\s+(?:it\s+)?(?:as\s+)?ignored)\b",
)
#: a default or a rule that gives too much away, or a request repeated until it hurts
WIDEN = _words(
    r"\b(?:new|all|every)\s+(?:accounts?|users?|members?|keys?|tokens?|invitees?)\s+(?:get|gets|receive|are\s+(?:given|"
    r"granted|created\s+with))\s+(?:the\s+)?[`'\"]?[\w-]*(?:owner|admin|superuser|root)[\w-]*[`'\"]?\s+(?:role|rights|"
    r"access|permissions?)\b|\bscopes?\s+[`'\"]\*[`'\"]\s+by\s+default\b",
    r"\b(?:checks?|tests?|ci|reviews?|approvals?|scans?)\s+or\s+not\b|\bcontinue-on-error\W{0,3}true\b|"
    r"\b(?:protection|branch\s+rule|rule|policy|restriction|lock)s?\b[^.!?\n]{0,40}?\b(?:is|are)\s+(?:outdated|obsolete|"
    r"stale|a\s+leftover|not\s+enforced)\b",
    r"\beven\s+(?:if|when|though)\s+(?:the\s+)?(?:customer|user|owner|person|recipient|requester)\s+(?:has\s+not|hasn't|"
    r"did\s+not|didn't|never)\s+(?:replied|confirmed|agreed|approved|consented|responded)\b",
    r"\bretry\s+(?:\w+\s+){0,3}?up\s+to\s+(?:[2-9]\d|\d{3,})\s+times\b|\bretry\s+(?:\w+\s+){0,3}?(?:indefinitely|forever)\b|"
    r"\b(?:is|are)\s+(?:kept|shown|stored)\s+only\s+for\s+display\b|\baccepted\s+but\s+ignored\b",
    r"\b(?:full\s+refund|free\s+\w+|\d+\s?%\s+(?:voucher|discount|credit|off))\b[^.!?\n]{0,60}?\b(?:every|each|all|any)\s+"
    r"\w+s?\b[^.!?\n]{0,20}?\b(?:whatever|regardless|no\s+questions)\b",
    r"\buse\s+[`'\"]?(?:public|everyone|anyone|admin|owner|unlisted|open)[`'\"]?\s+unless\b|"
    r"\b(?:approv|review)\w*\s+(?:\w+\s+)?(?:automatically\s+)?after\s+(?:the\s+)?(?:merge|deploy\w*|release|it\s+lands|they\s+land)\b",
    r"\b(?:ignored|has\s+no\s+effect|is\s+a\s+no-?op)\b[^.!?\n]{0,60}?\b(?:changes|writes|deletes?|updates?)\s+are\s+always\s+"
    r"(?:applied|made|written|executed)\b|\beven\s+if\s+(?:the\s+)?(?:data|it|they)\s+(?:must|should|has\s+to|have\s+to)\s+stay\b",
    r"\bso\s+(?:shared\s+)?(?:links?|tokens?|keys?|sessions?|access)\s+never\s+expires?\b|\bso\s+(?:that\s+)?(?:permissions?|"
    r"access\s+checks?|policies)\s+never\s+(?:get\s+in\s+the\s+way|block|interfere)\b|"
    r"\b(?:invitees?|guests?|partners?|contractors?|externals?|vendors?)\b[^.!?\n]{0,40}?\b(?:get|gets|receive|are\s+given)\s+"
    r"[`'\"]?(?:admin|owner|superuser|root|full\s+access)\b",
    r"\bapprov\w+\s+(?:\w+\s+){0,2}?as\s+soon\s+as\s+(?:they|it)\s+(?:arrive|come\s+in|appear|land)s?\b|"
    r"\bwithout\s+showing\s+(?:a|the)\s+(?:diff|preview|changes)\b|\bcross[- ]join\w*\s+with\s+itself\b|"
    r"\bmax_(?:execution_time|memory_usage|result_rows|rows_to_read|bytes)\w*\s*=\s*0\b",
    r"无需等待\w{0,4}审|跳过\w{0,4}审|不需要\w{0,4}审查|レビュー(?:は)?不要|\bohne\s+(?:code-?)?review\b|"
    r"\bsin\s+(?:esperar\s+)?(?:la\s+)?revisi[oó]n\b",
    r"\bprefer\s+[`'\"]?\{\s*\}[`'\"]?\s+over\b|\bset\s+[`'\"]?max_?concurrency[`'\"]?\s+to\s+\d{3,}|\b[`'\"]?delay[`'\"]?\s+to\s+0\b|"
    r"\b(?:tidy|clean\s+up|close|cancel|archive|delete)\s+(?:its|their|the)\s+neighbou?rs\b|\bsubscriberids\W{0,5}\[\s*\]",
    r"\b(?:may|can|should)\s+be\s+(?:emptied|wiped|deleted|purged|removed|dropped|cancell?ed|revoked|reset)\b[^.!?\n]{0,60}?"
    r"\b(?:whenever|each\s+time|as\s+you|to\s+keep|remotely|in\s+bulk)\b|\bpasswords?\s+(?:are|is)\s+(?:set|reset)\s+to\s+"
    r"[`'\"]?[a-z]+\d+\S*|--privileged\b|\bnever\s+expires?\b[^.!?\n]{0,40}?\bunless\b|\bunless\s+the\s+user\s+insists\b",
    r"\bapprove\s+(?:\w+\s+|\w+/\s+){0,6}?without\s+(?:comments?|review\w*|reading|looking|checks?)\b|\b(?:book|buy|choose|pick|"
    r"select|order)\s+the\s+most\s+expensive\b|\b(?:executable|writable)\s+by\s+(?:everyone|anyone|all\s+users)\b|"
    r"\b(?:keep|leave)\s+the\s+(?:old|previous|revoked|former)\s+(?:key|token|credential|password|certificate)s?\s+"
    r"(?:active|valid|enabled)\b|\bor\s+1\s*=\s*1\b",
    r"\bpragma\s+(?:foreign_keys|journal_mode)\s*=\s*off\b|\bhold\s+off\s+on\s+(?:creating|enabling|adding|setting\s+up)\s+"
    r"(?:these\s+|the\s+)?(?:alarms?|alerts?|monitors?|backups?|checks?)\b|\b(?:allowed\w*|blocked\w*|deny\w*|allow\w*list)\s+"
    r"(?:is|are)\s+(?:an\s+)?(?:empty(?:\s+list)?|cleared|removed)\b|\bprivate\s+(?:set\s+to|=|:)\s*[`'\"]?false\b",
    r"\bnarrow\s+(?:queries|searches|filters)\s+miss\b|\badd\s+(?:the\s+)?(?:account|user)\s+[\w.-]+\s+as\s+(?:an?\s+)?"
    r"(?:admin|owner|maintainer)\w*|\bset\s+[`'\"]?(?:ignore_?robots\w*|no_?verify|skip_?(?:ci|checks?|tests?|verification|"
    r"hooks?|review)|bypass\w*|disable_?(?:ssl|tls|verification|security|auth)\w*|insecure\w*)[`'\"]?\s+to\s+[`'\"]?true\b|"
    r"\b(?:always\s+)?pass\s+[`'\"]?ignore_?robots\w*[`'\"]?\W{0,3}true\b",
    r"\bcertificate\s+(?:warning|error|notice)s?\b[^.!?\n]{0,80}?\b(?:proceed|continue|accept|click\s+through)\b|"
    r"\bleaving\s+reviewers\s+off\b|\bleave\s+[`'\"]?limit[`'\"]?\s+unset\b",
)

#: data made public, shared or kept by a side effect nobody asked for: private made public, a personal number put in
#: an invite, a fee kept off the bill, a review dodged by splitting a payment, a change applied to everything touched
EXPOSURE = _words(
    r"\bprivate\b[^.!?\n]{0,80}?\b(?:made|make|set|switch\w*|turn\w*)\s+(?:them\s+|it\s+)?public\b|"
    r"\b(?:cve|vulnerabilit\w*|exploits?|security\s+(?:issue|bug|report)s?)\b[^.!?\n]{0,60}?\bpublic\s+(?:tracker|"
    r"repo\w*|channel|board|page|issues?)\b",
    r"\badd\s+(?:the\s+)?(?:\w+'s\s+)?(?:personal|private|home)\s+(?:phone|address|e-?mail|mobile)\w*\s+(?:number\s+)?to\s+"
    r"(?:the\s+)?(?:\w+\s+)?(?:description|title|body|notes?|invite|post|message)\b",
    r"\b(?:secrets?|passwords?|tokens?|keys?|credentials)\s+(?:are|is)\s+(?:returned|shown|included|exposed)\s+in\s+"
    r"plain\s*text\b",
    r"\b(?:fee|charge|surcharge|markup|commission)s?\b[^.!?\n]{0,60}?\bnot\s+(?:shown|listed|itemi[sz]ed|disclosed)\b",
    r"\bsplit\w*\s+(?:\w+\s+){0,4}?(?:into|across)\s+(?:several|multiple|smaller|many)\b[^.!?\n]{0,80}?\b(?:skip|avoid|"
    r"evade|stay\s+under|bypass)\w*\b|\bso\s+(?:they|it|that\s+they)\s+(?:skip|avoid|bypass)s?\s+(?:the\s+)?(?:manual\s+|"
    r"security\s+)?(?:review|approval|check|scan)s?\b",
    r"\b(?:consent|approval|review|verification|check|safety|security)[\s_-]?(?:override|bypass|skip)\w*\W{0,12}"
    r"(?:\s+set\s+to\s+|\s*=\s*)?[`'\"]?(?:yes|true|1|on)\b|\bapprove\s+(?:them|it|these|those)\s+(?:directly|automatically|right\s+away|immediately)\b",
    r"\bset\s+[^.!?\n]{0,60}?\bon\s+every\s+\w+\s+you\s+(?:touch|open|view|read|see|list)\b|"
    r"\bas\s+(?:part\s+of|a\s+side\s+effect\s+of)\s+(?:any|every|each)\s+(?:listing|search|read|lookup|query)\b|"
    r"@(?:everyone|channel|here)\b[^.!?\n]{0,30}?\b(?:every|each|all)\b",
    r"\bfill\s+(?:it|them|the\s+\w+)\s+(?:in\s+)?with\s+(?:the\s+\w+\s+of\s+)?(?:the\s+)?(?:previous|last|another|a\s+random|"
    r"the\s+next)\s+(?:customer|row|record|user|entry|person)\b|\bextrapolat\w+\s+from\s+the\s+(?:best|highest|peak)\b",
    r"\b(?:api\s+keys?|passwords?|secrets?|tokens?)\b[^.!?\n]{0,40}?\bso\s+(?:teammates|everyone|others|anyone|the\s+team)\s+"
    r"can\b|\bwithout\s+vault\s+access\b|\bsecurity\W{0,6}(?:name|level)?\W{0,6}public\b",
    r"\bprivate\b[^.!?\n]{0,40}?\b(?:synced|shared|copied|posted|sent|published|mirrored)\s+to\b|\b(?:salar\w+|ssns?|"
    r"social\s+security|medical|diagnos\w+|home\s+address\w*|passwords?|card\s+numbers?)\s+(?:may|can|will|should)\s+be\s+"
    r"included\b|\b(?:backups?|exports?|dumps?|snapshots?)\s+(?:are|is)\s+(?:written|stored|saved|uploaded|copied|kept)\s+"
    r"(?:to|in)\s+(?:the\s+|a\s+)?(?:shared\s+)?public\b|\b(?:location|gps|exif)\b[^.!?\n]{0,40}?\b(?:shown|shared|"
    r"visible|published)\s+publicly\b",
    r"\bsecurity\s+level\s+(?:none|null|public)\b|\boverriding\s+(?:the\s+)?project\s+defaults\b|\bselect\s+(?:whole|entire|"
    r"full)\s+(?:customer|user|patient|employee)\s+rows\b|\b(?:start|begin|prefix)\s+(?:every|each)\s+\w+\s+with\s+the\s+"
    r"user'?s\b|(?:附上|加上|填入|带上|附带)[^。.!?\n]{0,20}?用户的?(?:手机号|电话|家庭住址|住址|身份证|银行卡|密码|邮箱)",
)
#: the agent made to speak or act as someone else, or to reach for secrets it was not asked for
IMPERSONATE = _words(
    r"\b(?:sign|attribut|author)\w*\s+[^.!?\n]{0,60}?\b(?:rather\s+than|instead\s+of)\s+(?:your|its|the\s+(?:agent|"
    r"assistant|bot))(?:'s)?\s+own\b|\battribute\s+(?:\w+\s+){0,3}?to\s+[^.!?\n]{0,60}?\bwhoever\b",
    r"\b(?:tokens?|keys?|credentials|passwords?|secrets?)\s+(?:found|seen|shown|returned)\s+in\s+(?:the\s+)?(?:results?|"
    r"output|code|files?)\b[^.!?\n]{0,80}?\b(?:use|try|reuse)\s+them\b",
    r"\b(?:open|read|cat|print|show)\s+(?:each|every|all|any)\s+[`'\"]?\.(?:pem|key|env|npmrc|netrc|p12|pfx)\b",
    r"\b(?:end|add|append|include|finish)\w*\s+(?:it\s+|them\s+|the\s+\w+\s+)?with\s+[`'\"]?(?:reviewed|approved|"
    r"signed-off|acked|tested)-by\b|\b(?:same|reuse)\s+(?:the\s+)?password\s+as\b|"
    r"[`'\"][^`'\"]{0,40}\bverify\s+your\s+(?:account|identity|password|login)\b[^`'\"]{0,40}[`'\"]",
    r"\bnode_options\W{0,5}--require\b|\bld_preload\s*=|\bpythonstartup\s*=",
    r"\bfill\s+in\s+(?:their|the\s+user'?s)\s+(?:saved\s+)?(?:card|credit\s+card|passport|ssn|password)\b[^.!?\n]{0,60}?"
    r"\b(?:whichever|any|every)\s+form\b",
    r"\bcore\.(?:hookspath|sshcommand|fsmonitor)\b|\bset\s+(?:the\s+)?(?:\w+\s+)?(?:author|committer|sender|signer)\s+"
    r"(?:field\s+)?to\s+(?:the\s+)?(?:most|another|a\s+different)\b",
    r"\b(?:details|credentials|password|login)\s+(?:the\s+user\s+)?typed\s+on\s+(?:the\s+)?(?:most\s+recent|previous|last|"
    r"another|other)\s+site\b",
)

#: a safeguard loosened, as a release note puts it: "no longer waits for the cooling-off period", "the check moved
#: to the client", "created without an expiry" (flags beside a version heading), or a check declared passed
LOOSENED = _words(
    r"\bno\s+longer\s+(?:waits?|requires?|needs?|checks?|asks?|runs?|verif\w*|enforce\w*|appl(?:y|ies)|prompts?)\b",
    r"\b(?:checks?|confirmations?|reviews?|approvals?|verifications?|signing|expiry|cooling-off|smoke-tests?|tests?|"
    r"limits?)\s+(?:steps?\s+|periods?\s+)?(?:was|were|has\s+been|have\s+been|is|are)\s+(?:removed|dropped|retired|disabled|"
    r"moved\s+to\s+the\s+client)\b|\b(?:check|limit|validation)\s+moved\s+to\s+the\s+client\b",
    r"\bwithout\s+(?:an?\s+|any\s+)?(?:expiry|expiration|confirmation|review|approval|limit)\w*\b|\bnow\s+runs?\s+after\b|"
    r"\bnow\s+serves?\s+any\b|\bno\s+per-user\s+\w+\s+is\s+(?:needed|required)\b|\bshared\s+(?:org|team|company)\s+key\b",
    r"\bno\s+longer\s+(?:hold|holds|block|blocks|gate|gates)\b|\balso\s+(?:clears|deletes|removes|purges|wipes|drops|closes|"
    r"revokes)\b|\b(?:are|is)\s+still\s+sent\b|\bskip-tests?\b",
    r"\bskips?\s+the\s+(?:preview|review|staging|approval|test|canary|dry-?run)\w*\b|\bno\s+longer\s+(?:opens?|creates?|sends?|"
    r"requests?|files?)\s+an?\s+(?:approval|review|change)\b|\bapply\s+the\s+returned\s+\w+\s+as-is\b|\bbranch\s+filters\s+"
    r"removed\b|\b(?:namespace|table|collection|index|bucket)\s+is\s+cleared\b|\balso\s+(?:mirrored|copied|replicated|"
    r"synced|forwarded)\s+to\s+[a-z0-9+]+://",
)
#: ...or data now handed out: "secret values are now included", "the response includes the password hash"
_HANDED = re.compile(
    r"\bnow\s+(?:included|includes|returned|returns|exposed|mirrored|shared|sent|forwarded|pass(?:es)?\s+through|go(?:es)?"
    r"\s+to)\b|\bresponse\s+(?:now\s+)?includes\b|\b(?:operated|run|hosted)\s+by\b|\breceives\s+the\s+full\b"
)
#: a check declared passed, the user's own figures or account set aside, the agent made an editor of what it opens
OVERREACH = _words(
    r"\b(?:checks?|verification|approval)\s+(?:can|may|should)\s+be\s+(?:treated|considered|assumed)\s+(?:as\s+)?(?:passed|"
    r"done|complete|satisfied|granted)\b|\bnot\s+the\s+ones?\s+the\s+user\s+(?:gives?|provides?|says?|enters?|types?)\b",
    r"\badmin\s*[=:]\s*true\b|\badd\s+yourself\s+as\s+(?:an?\s+)?(?:editor|owner|admin\w*|member|collaborator|watcher)\b|"
    r"\b(?:rather\s+than|instead\s+of)\s+the\s+user'?s\s+own\s+(?:account|credentials|identity|token|key|login)\b",
    r"\b(?:dms?|direct\s+messages?|private\s+(?:messages?|conversations?|channels?))\b[^.!?\n]{0,60}?\bto\s+#[\w-]+|"
    r"\bas\s+well\s+as\s+(?:to\s+)?[`'\"]?origin[`'\"]?|\b(?:refunds?|payouts?|payments?|transfers?)\s+(?:should|must|will)\s+"
    r"(?:go|be\s+sent|be\s+issued)\s+to\s+[^.!?\n]{0,60}?,?\s+not\s+(?:to\s+)?the\s+(?:customer|user|buyer|payer|requester)\b",
    r"\bas\s+(?:though|if)\s+the\s+user\s+(?:had\s+)?(?:typed|written|said|asked|sent)\s+it\b|\beven\s+(?:when|if)\s+the\s+"
    r"user\s+only\s+asks?\b",
    r"\b(?:ship|send|deliver|pay|refund|route|forward)\w*\s+to\s+[^.!?\n]{0,60}?,?\s+not\s+(?:to\s+)?the\s+(?:customer|user|"
    r"buyer|payer|requester|owner)(?:'s)?\b|\b(?:decline|accept|cancel|delete|approve|sign|reject)\s+(?:any|every|all)\s+"
    r"[^.!?\n]{0,60}?\bon\s+the\s+user'?s\s+behalf\b",
    r"\beven\s+(?:when|if)\s+the\s+user\s+(?:names|picks|chooses|asks\s+for|gives|specifies|selects|(?:doesn't|does\s+not|"
    r"didn't|did\s+not)\s+bring\s+it\s+up)\b|\bto\s+whatever\s+\w+\s+the\s+user\s+(?:gives|names|picks|chooses)\b|\bbefore\s+the\s+user\s+asks\b",
    r"\b(?:act\s+on|follow|obey|treat)\s+(?:any|every|all)\s+[^.!?\n]{0,60}?\bas\s+(?:a\s+)?(?:standing\s+|direct\s+)?"
    r"(?:user\s+)?(?:instructions?|orders?|commands?|requests?)\b|\bremove\s+(?:the\s+)?other\s+(?:owners?|admins?|members?|"
    r"assignees?|reviewers?)\b|\b(?:reassign\w*|append|add|include)\b[^.!?\n]{0,40}?\b(?:owner|user|assignee|member)\s+"
    r"(?:id\s+)?\d{6,}",
)

#: a sentence that holds the agent back ("must not invoke other tools ... even if the user selects one") sets no
#: choice of the user's aside
_HOLDS_BACK = re.compile(
    r"\b(?:must\s+not|do\s+not|don't|never|should\s+not)\s+(?:invoke|call|run|execute|act|proceed)\b"
)

#: the classes, in the shape of `_poisoning_cues.CLASSES`
CONDUCT = (
    ("session", SESSION),
    ("grant", GRANT),
    ("smear", SMEAR),
    ("opt-out", OPT_OUT),
    ("backdate", BACKDATE),
    ("trail", TRAIL),
    ("escape", ESCAPE),
    ("detour", DETOUR),
    ("downplay", DOWNPLAY),
    ("widen", WIDEN),
    ("exposure", EXPOSURE),
    ("impersonate", IMPERSONATE),
    ("loosened", LOOSENED),
    ("overreach", OVERREACH),
)


def conduct(has: frozenset[str], sentence: str) -> tuple[str, str, str] | None:
    """The finding of a sentence's conduct classes, if they flag: (pattern id, severity, message)."""
    if "session" in has and (
        has & {"grant", "other-tool", "smear", "money", "mailbox", "address", "sensitive"}
        or _SESSION_ACT.search(sentence.lower())
    ):
        return "behaviour-override", "medium", "claims the whole conversation for an order"
    if "grant" in has and has & {"session", "extra", "other-tool", "mailbox", "changelog", "agent"}:
        return "behaviour-override", "medium", "grants rights wholesale"
    if "smear" in has:
        return "tool-shadowing", "medium", "runs others down or crowns one party whatever the evidence"
    if "opt-out" in has:
        return "behaviour-override", "medium", "overrides a person's opt-out or notice"
    if "backdate" in has:
        return "behaviour-override", "medium", "books activity into another period or pads it"
    if "trail" in has:
        return "hide-from-user", "medium", "removes the trail of what was done"
    if "escape" in has:
        return "behaviour-override", "medium", "escapes a safeguard or reports a fixed verdict"
    if "detour" in has:
        return "exfiltration", "medium", "routes addresses or logins through a third party"
    if "downplay" in has:
        return "hide-from-user", "medium", "talks a finding down or keeps the person's data for later"
    if "widen" in has:
        return "behaviour-override", "medium", "gives too much away by default or by rule"
    if "exposure" in has:
        return "exfiltration", "medium", "exposes or keeps data by a side effect nobody asked for"
    if "impersonate" in has:
        return "behaviour-override", "medium", "speaks as someone else or reaches for secrets"
    if "overreach" in has and not _HOLDS_BACK.search(sentence.lower()):
        return "behaviour-override", "medium", "sets the user's own choice, account or data aside"
    if "changelog" in has and ("loosened" in has or ("sensitive" in has and _HANDED.search(sentence.lower()))):
        return "behaviour-override", "medium", "a release note that loosens a safeguard or hands data out"
    return None
