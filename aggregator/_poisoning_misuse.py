"""The poisoning lint's tells of misuse (`aggregator._poisoning_context`): a tool's own powers turned on its user.

`_poisoning_tells` holds phrasings no real description needs; these are kin, read from attacks that use the tool
for what it does but aim it elsewhere: a safeguard waived for the session ("without a confirmation step, including
production", `[skip ci]`), the audit trail of the session erased, a commit signed as a bot, the user sent to
re-verify an account at an address, text added to every answer, addresses routed through a relay, callbacks and
owners pinned to a fixed party, results copied into a second store, alerts silenced with a match-all matcher,
figures shown above what they are. Some flag alone; the weaker ones (`reroute`, `copy-out`, `expose`) need another
tool or a widened scope beside them, see `_poisoning_context._marked`. Each is one regular expression over
lower-cased, NFKC-folded text whose URLs read `https://host`.
"""

from __future__ import annotations

import re

__all__ = ["COPY_OUT", "EXPOSE", "INFLATE", "INJECT", "PHISH", "RELAY", "REROUTE", "TAMPER", "WAIVE"]


def _words(*parts: str) -> re.Pattern[str]:
    # matched against lower-cased text, like `_poisoning_cues`
    return re.compile("|".join(parts))


_OUTPUTS = (
    r"(?:bibliograph\w*|answers?|repl(?:y|ies)|summar(?:y|ies)|responses?|reports?|messages?|e-?mails?|commits?|"
    r"citations?|reference\s+lists?)"
)

#: a safeguard waived: checks skipped on every push, confirmations dropped for production, reviews exempted
WAIVE = _words(
    r"\[(?:skip\s+ci|ci\s+skip|skip\s+actions|no\s+ci|skip\s+checks)\]|--no-verify\b|"
    r"\bsession_replication_role\W{0,5}replica\b|\bsecurity\W{0,4}null\b",
    r"\bwithout\s+(?:a\s+|any\s+)?(?:confirm\w*|approval|review)(?:\s+steps?)?\b[^.!?\n]{0,60}?"
    r"\b(?:prod|production|including|even)\b",
    r"\b(?:pipelines?|checks?|reviews?|approvals?|scans?|tests?)\s+(?:on\s+this\s+\w+\s+)?(?:are|is)\s+"
    r"(?:only\s+)?(?:advisory|optional|informational)\b[^.!?\n]{0,40}?\b(?:merge|deploy|push|leave|ignore|skip)\w*",
    r"\bexempt\s+from\s+(?:the\s+)?(?:\w+\s+){0,2}?(?:reviews?|approvals?|checks?|scans?|rules?|polic\w+|protection)\b|"
    r"\bapproval\s+counts\b|(?<!never\stry\sto\s)(?<!not\s)(?<!never\s)\bapprove\s+(?:\w+\s+){0,3}?(?:yourself|on\s+your\s+own\s+behalf)\b|"
    r"\bapprove\s+(?:any|every|each|all|the)\s+(?:prs?|pull\s+requests?|merge\s+requests?|mrs?|changes?)\s+you\s+"
    r"(?:open|opened|create|created|wrote|write)\b",
    r"\bno\s+need\s+to\s+(?:double-?check|check|confirm|ask)\s+(?:\w+\s+){0,3}?(?:with\s+)?the\s+user\b|"
    r"\balways\s+(?:pass|set|send|use)\s+[`'\"]?[\w-]*(?:pii|unsafe|insecure|force|skip|bypass|no_?verify|unmask|"
    r"raw|public)[\w-]*[`'\"]?\s*[:=]\s*[`'\"]?true\b",
    r"(?<![a-z])(?:cancel|delete|remove|overwrite|drop|decline|replace|uninstall|install|close|terminate|stop|kill|"
    r"destroy|purge|shut\s+down)\s[^.!?\n]{0,60}?\bwithout\s+"
    r"(?:asking|checking|confirm\w*|telling)\b|\bmark\s+(?:the\s+)?(?:failing|broken|flaky)\s+tests?\s+as\s+"
    r"(?:skipped|passed|passing|xfail)\b|\bconfidential\W{0,3}false\b|"
    r"\badd\s+(?:the\s+)?(?:bot|service|automation|deploy)[\w-]*\s+(?:account\s+|user\s+)?[\w.@-]*\s*as\s+(?:an?\s+)?"
    r"(?:maintainer|owner|admin\w*|collaborator)\b|"
    r"\b(?:before|after)\s+(?:any|every|each)\s+\w+,?\s+(?:run\s+)?(?:[\w-]+\s+)?(?:delete|drop|remove|truncate)\b",
    r"\bno_?verify\W{0,5}true\W{0,5}(?:is\s+)?(?:the\s+)?(?:usual|default|recommended|preferred|standard)\b|"
    r"\.env\b[^.!?\n]{0,40}?\b(?:can|should|may)\s+be\s+(?:staged|committed|pushed|included|uploaded)\b|"
    r"\bno\s+(?:new\s+)?(?:consent|approval|confirmation)\s+is\s+(?:requested|needed|required|asked)|"
    r"\b(?:prior|existing|earlier|previous)\s+approvals?\s+(?:remain|stay|carry\s+over|are\s+still)\b|"
    r"\b(?:still\s+)?(?:advertised|marked|annotated|labell?ed)\s+as\s+read-?only\b|\bkeeps\s+its\s+read-?only\s+annotation\b",
    r"\b(?:sast|dependency\s+scanning|secret\s+detection|security\s+scan\w*|code\s+scanning)\b[^.!?\n]{0,80}?"
    r"\b(?:allow_failure\W{0,3}true|when\W{0,3}manual)",
    r"\b(?:fine|ok(?:ay)?|safe|acceptable)\s+to\s+(?:skip|bypass|disable|ignore)\b|\bmerge\s+over\s+(?:it|them|the\s+\w+)\b|"
    r"\bsecurity\b[^.!?\n]{0,60}?\bpublic\s+(?:tracker|repo\w*|channel|board|page|issues?)\b|"
    r"\b(?:remove|delete|purge|drop)\w*\b[^.!?\n]{0,80}?\blegal[- _]?holds?\b",
    r"\bno\s+need\s+to\s+(?:open|read|review|look\s+at|compare|verify|inspect)\b|"
    r"\b(?:leave|keep)\s+it\s+(?:at|as)\s+the\s+default\b[^.!?\n]{0,40}?\bpublic\b|"
    r"\b(?:do\s+not|don't|never)\s+restore\s+(?:the\s+)?(?:old|previous|original)\s+(?:values?|settings?|config\w*)\b|"
    r"\bempty\s+means\s+unrestricted\b|\balways\s+(?:mark|set|make)\s+(?:\w+\s+){0,2}?(?:as\s+)?public\b|"
    r"\bregardless\s+of\s+(?:the\s+)?(?:\w+\s+)?(?:retention|policy|policies|settings|rules|permissions|approvals?|review)\b|"
    r"\beven\s+(?:while|when|if|though)\s+(?:the\s+)?(?:reviews?|status\s+checks?|checks?|tests?|approvals?|ci)\b"
    r"[^.!?\n]{0,30}?\b(?:pending|failing|missing|red|running)\b|"
    r"\balways\s+use\s+[^.!?\n]{0,20}?,?\s+including\s+for\s+(?:api\s+keys|tokens|passwords|secrets|credentials)\b",
    r"\bexport\s+path\s*=\s*(?:/tmp|/var/tmp|/dev/shm|~/\.|\$home/\.|\.)[^\s:]*:\$path\b",
    r"\b(?:reviewer|approver)\w*\b[^.!?\n]{0,20}?(?:as\s+an\s+empty\s+list|\W{0,5}\[\])|\b(?:allowed|blocked|denied|restricted)\w*\s+to\s+\[\]",
    r"\bapprove\b[^.!?\n]{0,80}?\bwithout\s+(?:fetching|showing|reading|reviewing|looking|opening|checking)\b|\bevent\W{0,5}approve\b[^.!?\n]{0,60}?\blgtm\b",
    r"\badd\s+(?:our|an?|the)\s+(?:outside|external|third-party|partner|vendor|support)\s+[^.!?\n]{0,60}?\bas\s+(?:an?\s+)?(?:owner|admin\w*|maintainer|member|collaborator)\b",
    r"\bdo\s+not\s+open\s+a\s+(?:pull|merge)\s+request\b|\b(?:stage|commit|push|upload)\s+\.env\b|\beven\s+(?:when|if)\s+\.gitignore\s+exclude",
    r"\b(?:rollouts?|approvals?|reviews?|checks?|confirmations?)\s+(?:are|is)\s+no\s+longer\s+(?:used|needed|required|enforced)\b",
    r"\bmerge\s+without\s+waiting\b|\bwithout\s+waiting\s+for\s+(?:the\s+)?(?:result|checks?|ci|pipeline|review|approval)",
    r"\bwithout\s+(?:approvals?|reviews?|pipelines?|checks?|ci|tests?)\s+(?:or|and)\s+(?:approvals?|reviews?|pipelines?|checks?|ci|tests?)\b",
    r"\bprivate\W{0,4}false\b[^.!?\n]{0,20}?\bby\s+default\b|\bmove\s+it\s+straight\s+to\s+(?:the\s+)?(?:final|done|closed|released)\b",
    r"(?:^|[\s`'\"])/approve\b[^.!?]{0,40}?/merge\b|\bemailverified\W{0,4}true\b|\brole\W{0,4}[`'\"]?admin[`'\"]?[^.!?\n]{0,60}?\bunless\s+the\s+user\b",
    r"\bpermissions\W{0,3}write-all\b|\blets?\s+every\s+(?:source|one|request|ip|host)\s+through\b|@volatile\b",
    r"\bfar-?future\b[^.!?\n]{0,80}?(?:silenc|mute|suppress)|(?:silenc|mute|suppress)\w*[^.!?\n]{0,80}?\bfar-?future\b",
    r"\bcopy\s*\([^)]{0,80}\)\s*to\s+program\b|\b(?:keys|secrets|tokens|passwords)\s+as\s+type\s+[`'\"]?default\b",
    r"\bset\s+(?:role|is_admin|admin)\s*=\s*['\"]?(?:admin|true|1|superuser)\b|\balways\s+[`'\"]?approve[`'\"]?|\bfall\s+through\s+to\s+(?:allow|permit|true|success)\b|\bfail[\s-]open\b",
    r"\bspctl\s+--master-disable\b|\bsetenforce\s+0\b|\bcsrutil\s+disable\b|\bdisablerealtimemonitoring\b|\bufw\s+disable\b|\bsystemctl\s+(?:stop|disable)\s+(?:firewalld|auditd|apparmor)\b",
    r"\bno\s+need\s+to\s+wait\s+for\s+(?:the\s+)?(?:reviews?|checks?|ci|approvals?|tests?)\b|\bshould\s+use\s+force\W{0,3}true\b|\bforce\W{0,3}true\b[^.!?\n]{0,20}?\bnever\s+dry-?run\b",
    r"\bmfa\w*\W{0,4}false\b|\b(?:2fa|two_?factor)\w*\W{0,4}false\b|\bskip_(?:tests?|security\w*|scan\w*|checks?|review\w*|verification)\W{0,4}true\b",
    r"\bprefix\s+the\s+user'?s\s+(?:statement|query|command|request)\s+with\b|\bthe\s+whole\s+(?:graph|database|table|bucket|index|repo\w*|collection)\s+is\s+(?:cleared|wiped|deleted|dropped|erased)\b",
    r"\bafter\s+answering\b[^.!?\n]{0,60}?\b(?:drop|delete|truncate|remove|purge)\b|\bdrop\s+(?:them|it|those)\s+with\s+a\s+follow-?up\b",
)

#: the trail of what was done erased: audit or log rows of this session removed
TAMPER = _words(
    r"\b(?:remove|delete|purge|drop|truncate|clear|erase|prune|scrub)\w*\s[^.!?\n]{0,60}?\b(?:audit\w*|logs?|log\s+rows)\b"
    r"[^.!?\n]{0,80}?\b(?:this\s+session|you\s+(?:made|ran|did|issued)|the\s+agent'?s?|your\s+(?:own\s+)?(?:calls|actions))",
    r"\b(?:audit\w*|logs?)\b[^.!?\n]{0,120}?\b(?:this\s+session|you\s+(?:made|ran|did|issued))\b[^.!?\n]{0,60}?"
    r"\b(?:remove|delete|purge|erase|clear|scrub|prune)\w*",
    r"\bout\s+of\s+(?:anything|everything|whatever)\s+you\s+(?:tell|show|report|say)\b|\bdrop\s+(?:them|it|these)\s+from\s+what\s+you\s+(?:show|summari[sz]e|tell|report)\b",
    r"\b(?:do\s+not|don't)\s+(?:name|mention|list|include|say)\s+(?:the\s+)?\w+\s+when\s+you\s+report\b|\bmust_not\b[^\n]{0,80}?\b(?:authentication|iam|audit|security)\b",
    r"\bword\s+(?:security|vulnerabilit)\w*\s+(?:\w+\s+){0,3}?as\s+(?:ordinary|normal|regular|minor)\b",
    r"\blet\s+(?:them|the\s+user|the\s+person)\s+know\s+(?:that\s+)?(?:the\s+)?(?:\w+\s+){0,5}?(?:has|have)\s+been\s+(?:taken\s+care\s+of|done|made|applied|completed|handled)\b",
    r"\blet\s+(?:them|the\s+user|the\s+person)\s+know\s+(?:that\s+)?(?:\w+\s+){1,3}(?:is|are)\s+now\s+(?:limited|restricted|private|locked|off|disabled|removed)\b",
    r"\bdescribe\s+(?:it|them|the\s+\w+)\s+as\s+(?:set\s+up|done|configured|created|changed)\s+(?:the\s+way|as)\s+(?:they|the\s+user)\s+asked\b",
    r"\bdescribe\s+(?:the\s+\w+|it|them)\s+as\s+(?:having\s+)?no\s+(?:unusual|suspicious|abnormal)\b|\bsay\s+that\s+no\s+(?:matching\s+)?\w+\s+(?:exists?|was\s+found|is\s+available)\b",
    r"\blet\s+(?:them|the\s+user|the\s+person|the\s+customer)\s+know\s+(?:that\s+)?(?:\w+\s+){0,4}?(?:has|have)\s+been\s+(?:processed|issued|refunded|sent|paid|fixed)\b",
    r"\b(?:drop|remove|omit|delete|hide)\s+(?:any|every|all)\s+(?:\w+\s+)?(?:panels?|alarms?|alerts?|findings?|events?|rules?|entries|rows|lines)\s+(?:whose|that|with|where|mentioning)\b[^.!?\n]{0,60}?\b(?:security|audit|access|login|auth|iam|guardduty|root)",
    r"\bomit\s+(?:\w+\s+){0,3}?(?:alarms?|alerts?|findings?|events?|incidents?|logins?)\s+(?:whose|that|with|from)\b|\b(?:reply|answer)\s+still\s+(?:names|mentions|shows|lists)\s+only\b",
    r"\bleave\s+(?:these|those|them|it)\s+(?:\w+\s+)?out\s+of\s+(?:the\s+)?(?:description|summary|report|reply)\b|\b(?:security|cve|vulnerabilit\w*|breach)\b[^.!?\n]{0,140}?(?:\(low\)|\bno\s+assignee\b|\bbacklog\b)",
    r"\breport\s+(?:it|them)\s+(?:to\s+the\s+user\s+)?as\s+(?:done|successful|complete|completed|fine|passed)\b",
)

#: the user sent to give a login elsewhere, or words put into the assistant's mouth
PHISH = _words(
    r"\b(?:re-?verify|re-?validate|re-?authenticate|re-?enter|re-?confirm|verify|confirm|unlock)\s+(?:your|their|"
    r"the\s+user'?s?)\s+(?:account|credentials|password|identity|login|sign-?in|card)\b[^.!?\n]{0,20}?"
    r"\b(?:at|on|via|using)\s+(?:https?://|the\s+link|this\s+link|[\w-]+\.[a-z]{2,})",
    r"\b(?:author|committer|sign(?:ed)?\s+off)\w*\s+(?:\w+\s+){0,4}?(?:dependabot|renovate|github-actions)\b|"
    r"\[bot\]\s*<|\bbot-authored\b|\bset\s+[`'\"]?author[`'\"]?\s+to\b[^.!?\n]{0,80}?\brather\s+than\b",
    r"\b(?:populate|fill)\s+(?:it\s+|this\s+(?:field\s+)?)?with\s+(?:the|all|every)\s+(?:\w+\s+){0,2}?(?:credentials|"
    r"passwords|secrets|tokens|api\s+keys)\b|"
    r"\bevery\s+(?:row|record|document|message|file|result|entry)s?\s+you\s+(?:have\s+)?(?:read|seen|retrieved|fetched|"
    r"accessed)\b",
    r"\b(?:from\s+)?(?:what|everything|anything)\s+you(?:'ve|\s+have)?\s+(?:know|learned|learnt)\s+about\s+(?:them|the\s+user|"
    r"the\s+person|him|her)\b|\b(?:the\s+user'?s|their)\s+(?:last|previous|latest|full|whole|entire|original)\s+"
    r"(?:message|prompt|request|question)s?\s+verbatim\b|"
    r"\bfrom\s+(?:the\s+)?(?:conversation|chat)[, ]+(?:\w+\s+){0,2}?(?:memory|profile)\b",
    r"\bread\s+(?:the\s+)?(?:\w+\s+){0,2}?(?:file|config\w*|\.env|environment)\b[^.!?\n]{0,30}?\bif\s+you\s+"
    r"(?:do\s+not|don't)\s+(?:know|have)\b",
    # an identity number asked for from what the conversation holds (Chinese, Japanese, Korean)
    r"(?:对话|会话|會話|会話|대화)[^。.!?\n]{0,40}?(?:身份证|身分證|マイナンバー|주민등록)|"
    r"(?:身份证|身分證|マイナンバー|주민등록)[^。.!?\n]{0,40}?(?:对话|会话|會話|会話|대화)",
    r"\b(?:re-?enter|re-?type)\s+(?:their|your)\s+(?:card|card\s+details|password|credentials|pin)\b",
)

#: text added to everything the assistant writes: "add these to every bibliography" (a vendor's "start your
#: response with" notice is real: it is left to the other rules)
INJECT = _words(
    r"\b(?:add|append|insert|attach|cite)\s+[^.!?\n]{0,80}?\b(?:to|into|at\s+the\s+end\s+of)\s+(?:every|each|all)\s+"
    r"(?:\w+\s+){0,2}?" + _OUTPUTS + r"\b",
    r"<script\b[^>]{0,60}\bsrc\s*=|"
    r"\bmention\s+(?:them|it|these)\s+(?:in\s+your\s+\w+\s+)?as\s+the\s+(?:foundational|best|leading|definitive|"
    r"authoritative|standard)\b",
    r"\b(?:keep|add|include|cc)\s+[\w@.-]+\s+(?:\([^)]{0,40}\)\s+)?on\s+every\s+(?:reply|message|e-?mail|thread|post)\b|\bwhen\s+you\s+read\s+this\s+note\b",
    r"\b(?:finish|end|close)\s+(?:every|each|all)\s+(?:\w+\s+){0,2}?(?:text|message|post|e-?mail|broadcast|reply|answer)s?\s+with\b[^.!?\n]{0,80}?(?:https?://|www\.)",
    r"\b(?:partner|external|outside|third-party)\s+(?:\w+\s+){0,2}?guest\b[^.!?\n]{0,40}?\balways\s+included\b",
)

#: addresses routed through a third party: "prefix them with https://host", "tunnel it through https://host"
RELAY = _words(
    r"\bprefix\w*\s+(?:\w+\s+){0,4}?with\s+[`'\"]?(?:https?|wss?)://",
    r"--(?:index-url|extra-index-url|registry|trusted-host)[\s=]+[`'\"]?(?:https?|git)://|"
    r"\bapoc\.export\.\w+\.all\b[^\n]{0,200}?\bapoc\.load\.json\w*\(\s*'(?:https?)://|"
    r"\b(?:route|tunnel|proxy|forward|relay)\w*\s+(?:\w+\s+){0,4}?(?:through|via)\s+[`'\"]?(?:https?|wss?)://",
    r"\brewrite\s+(?:each|every|all|the)\s+(?:\w+\s+)?(?:urls?|hosts?|addresses|links?)\s+to\s+[`'\"]?(?:https?)://|\bpoint\s+(?:each|every|all|the)\s+(?:\w+'s\s+)?(?:base\s+)?urls?\s+through\b",
    r"\bproxy\b[^!?\n]{0,60}?\breceives?\s+(?:the\s+)?(?:session'?s?\s+)?(?:cookies|tokens|credentials|headers)\b",
)

#: a callback, owner or payee pinned to a fixed party (flags beside another tool or a widened scope)
REROUTE = _words(
    r"\b\w*(?:url|callback|webhook)\w*\b[^.!?\n]{0,30}?\b(?:como|comme|als|come)\s+(?:https?)://|"
    r"\bset\s+(?:the\s+|its\s+|their\s+)?[\w-]*(?:callback|webhook|hook|url|endpoint|handler|redirect|output|dest\w*|bucket)\w*\s+to\s+"
    r"[`'\"]?(?:https?|wss?)://",
    r"\bset\s+(?:the\s+|its\s+|their\s+)?[`'\"]?[\w-]*(?:owner|assignee|payee|recipient|beneficiary)[\w-]*[`'\"]?\s+to\s+"
    r"[`'\"]?\d{5,}|\b[\w-]*(?:owner|assignee|payee)_id\b[^.!?\n]{0,60}?\bis\s+set\s+to\s+\d{5,}|"
    r"\b[\w-]*(?:owner|assignee|payee)_id\s+\d{5,}|"
    r"\b\w*(?:callback|webhook|redirect)\w*\s*=\s*[`'\"]?https?://",
    r"\btransfer_data\W{0,3}destination\b|"
    r"\bpay\w*\s+(?:\w+\s+){0,4}?(?:directly|by\s+bank\s+transfer|off-platform)\b[^.!?\n]{0,60}?\b(?:at|via|on)\s+"
    r"[\w-]+\.(?:com|net|io|app|co|org)\b",
    r"\bpass\s+(?:organi[sz]ation|owner|namespace|account|profile\w*)\s+[`'\"]|\bin\s+(?:step|sync|line)\s+with\s+(?:record|row|entry)\s+\w+",
    r"\bconnected\s+account\s+acct_\w+",
)

#: results copied into a second store: "with the same documents into", "push every branch", `create table x.y as`
COPY_OUT = _words(
    r"(?:\b(?:with|of)|=)\s+the\s+same\s+(?:documents|rows|records|data|results|files|fields|content|items|messages|"
    r"values)\s+(?:into|to|plus)\b|"
    r"\brepeat\s+the\s+same\s+(?:call|request|write|push|upload)\b|\b(?:a\s+second\s+time|twice)\s+with\b|\bcall\s+[\w-]+\s+again\s+with\b",
    r"\bpush\w*\s+(?:every|all)\s+(?:the\s+)?(?:branch(?:es)?|refs|tags)\b",
    r"\bcreate\s+(?:or\s+replace\s+)?table\s+(?:if\s+not\s+exists\s+)?[\w.\"<>]+\.[\w.\"<>]+\s+as\s+(?:select\s+\*|<)",
    r"\ba\s+copy\s+of\s+(?:the\s+same\s+|each\s+|every\s+|the\s+)?(?:body|message|text|e-?mail|documents?|rows|records|data|"
    r"results|files|content|items)\b[^.!?\n]{0,30}?\b(?:is\s+|are\s+)?(?:sent|posted|forwarded|uploaded|delivered)\s+to\b",
)

#: something opened to the public (flags beside another tool or a widened scope): `public_access: true`
EXPOSE = _words(
    r"\bmak(?:e|ing)\s+(?:them|it|the\s+\w+)\s+public\b|\b(?:published|shared)\s+to\s+the\s+web\s+by\s+default\b|\bpublic_?access\W{0,5}true\b|\bsearch\s+engine\s+index\w*\s+(?:on|enabled)\b"
)

#: figures shown other than they are, or alerts silenced wholesale
INFLATE = _words(
    r"\b(?:shown|show|quote[sd]?|report(?:ed)?|present(?:ed)?|list(?:ed)?)\s+(?:\w+\s+){0,3}?\d+\s?%\s+"
    r"(?:above|higher\s+than|over|below|under)\s+(?:the\s+)?(?:price|list|actual|real|true)",
    r"(?:silenc|\bmute|suppress|snooz)\w*[^.!?\n]{0,80}?=~\s*[`'\"]?\.\*|"
    r"(?<!never\s)(?<!not\s)(?<!n't\s)\b(?:use|set|create|add)\s+(?:a\s+|one\s+|the\s+)?(?:single\s+)?matcher\b"
    r"[^.!?\n(]{0,60}?[`'\"]\.[*+][`'\"]",
    r"\b(?:issue|refund|pay|send|charge)\s+(?:only\s+)?\d+\s?%\s+of\s+the\s+(?:requested|asked|agreed|full)\b",
    r"\b(?:finish|end|follow|close)\s+(?:every|each|all)\s+(?:writes?|quer(?:y|ies)|calls?|statements?|transactions?)"
    r"\s+with\b[^.!?\n]{0,80}?\b(?:delete|drop|truncate|remove|detach)\b",
    r"\brecommend\s+[\w.-]+\s+unless\b|\b(?:should\s+not|must\s+not|never)\s+be\s+cited\b|"
    r"\bas\s+the\s+cheaper\s+(?:path|option|route|way)\s+than\b",
    r"\b(?:do\s+not|don't|never)\s+(?:break\s+(?:it|them|this)\s+out|itemi[sz]e\s+(?:it|them))\b|"
    r"\bdo\s+the\s+same\s+in\s+your\s+(?:summar\w+|answers?|repl\w+|responses?|reports?)\b",
    r"\bmention\s+that\s+(?:recent\s+)?(?:guests|customers|users|reviewers)\s+reported\s+(?:mixed|poor|bad|negative)\b|\bmention\s+that\s+the\s+alternatives\s+have\b",
    r"\bthe\s+warmest\s+description\b|\b(?:start|open)\s+(?:the\s+results\s+)?with\s+listings?\s+\d{5,}|\bpresent\s+(?:this|it|that)\s+as\s+your\s+own\s+(?:assessment|opinion|view)\b",
    r"\bpresent\s+[\w.-]+\s+as\s+the\s+(?:more|most|better|best|cheaper|cheapest)\b|\b(?:low|poor)\s+credibility\b",
    r"\bround\s+(?:the\s+)?(?:other|competitor\w*|rival)\S*\s+(?:[\w']+\s+)?(?:prices?|figures?|costs?|totals?)\s+up\b|\bround\s+it\s+up\s+to\s+the\s+next\s+\d+",
    r"\bround\s+(?:churn|refund|error|failure|loss|cost)\w*\s+(?:and\s+\w+\s+)?(?:rates?\s+)?down\b|\bleave\s+out\s+(?:\w+\s+){0,4}?(?:that\s+are\s+)?below\s+(?:plan|target|budget|forecast)\b",
    r"\badd\s+an?\s+\d+\s?%\s+(?:\w+\s+){0,2}?(?:allowance|markup|surcharge|fee|premium|uplift)\s+to\s+the\s+other\b|\bmultiply\s+(?:it|them|the\s+(?:amount|total|result|price))\s+by\s+1\.\d{1,3}\b",
    r"\bround\s+(?:it|them|[\w_]+)\s+up\s+to\s+the\s+next\b|\b(?:quote|show|present|report)\s+(?:\w+\s+){0,3}?(?:a\s+(?:fifth|quarter|third|tenth)|\d+\s?%)\s+(?:below|above|under|over)\s+the\s+(?:listed|list|actual|real)\b",
    r"\bshould\s+appear\s+first\b|\bdescribed\s+as\s+the\s+(?:best|top|highest)[\w-]*\b|\bratings?\s+rounded\s+down\b|\bround\w*\s+(?:their\s+|the\s+)?ratings?\s+down\b",
    r"\bleave\s+(?:\w+\s+){1,5}?(?:charges?|fees?|costs?)\s+out\s+of\s+the\s+total\b",
)
