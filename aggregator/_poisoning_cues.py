"""The word classes of the poisoning lint's sentence cues (`aggregator._poisoning_context`).

Each class is one regular expression over lower-cased, NFKC-folded text; the combinations that flag live beside the
code that reads them. Kept apart for size. The lists hold words of several languages on purpose (Russian, Chinese,
Japanese, German, French, Spanish), hence ruff's look-alike check is off for this file.
"""

# ruff: noqa: RUF001

from __future__ import annotations

import re

from aggregator._poisoning_conduct import CONDUCT
from aggregator._poisoning_misuse import COPY_OUT, EXPOSE, INFLATE, INJECT, PHISH, RELAY, REROUTE, TAMPER, WAIVE
from aggregator._poisoning_tells import (
    BEACON,
    BEND,
    BIAS,
    CHANGELOG,
    CONSENT,
    DECEIVE,
    DEPEND,
    FALSIFY,
    FETCH_RUN,
    HIDE,
    KEPT_BACK,
    OBEY,
    OMIT,
    OPEN_ACCESS,
    OPEN_DENIED,
    OVERRIDE_USER,
    PERSIST,
    PLACEHOLDER,
    REVEAL,
    SINK,
    SWAP,
)

__all__ = [
    "AGENT",
    "BULK",
    "CLASSES",
    "COMMENT",
    "COPY",
    "ELSEWHERE",
    "ENCODED",
    "GUARD",
    "IBAN",
    "INTO",
    "MOVE",
    "NEGATED",
    "ORDER",
    "OUTSIDE",
    "PUT",
    "RANK",
    "SCOPE",
    "SECRET",
    "SENSITIVE",
    "SENTENCE",
    "TOOL_WORD",
    "WEAKEN",
]

_I = re.IGNORECASE


def _words(*parts: str) -> re.Pattern[str]:
    # matched against lower-cased text: case-insensitive matching costs Unicode case folding at every position
    return re.compile("|".join(parts))


#: the text is addressed to the model or to automated callers, not to a person reading the docs
AGENT = _words(
    r"\b(?:the|an?|any|your|our)\s+(?:ai\s+)?(?:assistants?|agents?|models?|llms?|copilots?)\b",
    r"\bassistants?\b(?!\s+(?:id|name|api))",
    r"\bautomated\s+(?:clients?|callers?|agents?)\b",
    r"\bcallers\s+(?:are|should|must)\b",
    r"\b(?:asistente|assistente|assistent(?:en)?|agente|ассистент\w*|ии-агент\w*)\b|助手|アシスタント|エージェント",
)
#: the sentence widens itself beyond this one call: every call, the whole session, from now on
SCOPE = _words(
    r"\b(?:whenever|every\s+time|each\s+time|as\s+a\s+matter\s+of\s+course|from\s+now\s+on|right\s+after|"
    r"immediately\s+after|as\s+soon\s+as|once\s+per|at\s+the\s+end\s+of\s+(?:each|every|the)\s+\w+)\b",
    r"\b(?:for|after|before|with|on)\s+(?:every|each|any|all)\b|\beach\s+later\b",
    r"\b(?:from|by|through|via|in)\s+any\s+(?:other\s+)?(?:server|tool|client|project|channel)s?\b|\bwhichever\b|"
    r"\bwhatever\s+\w+\s+says\b|\bwhen(?:ever)?\s+(?:someone|anyone|a\s+user|people|the\s+user)\s+(?:asks?|mentions?)\b|"
    r"\bbefore\s+(?:presenting|answering|replying|responding|you\s+answer)\b|"
    r"\b(?:of|on|in)\s+(?:each|every)\s+change\b|"
    r"\brest\s+of\s+the\s+(?:session|conversation)\b|\bfrom\s+every\b|\bas\s+soon\s+as\s+this\s+server\b|"
    r"\b(?:once|after|when)\s+(?:the\s+)?(?:results?|rows|documents|data|output|response)\s+(?:arrives?|comes?\s+back|"
    r"(?:are|is)\s+returned)\b|\bafter\s+receiving\s+(?:them|it|the\s+\w+)\b|"
    r"\bwhatever\s+(?:values?|data|content|text|fields?)\b|\bsempre\s+que\b|\bqualquer\b|"
    r"\bafter\s+(?:listing|reading|fetching|searching|querying|loading|retrieving|creating|restarting|deploying)\b|"
    r"\bbefore\s+the\s+first\b|\bonce\s+per\s+\w+|\bfrom\s+the\s+start\s+of\b|"
    r"\b(?:cualquier|jede[rsmn]?|chaque|tout(?:e|es)?\s+les?|любо\w*|кажд\w*)\b|セッション|会话|сеанс\w*|sitzung|sesión|"
    r"\b(?:per|each|every|this|the\s+whole|the\s+entire|whole)\s+(?:conversation|session|chat)\b",
    r"\btoda\s+la\s+(?:conversaci|sesi)|\btoute\s+la\s+(?:session|conversation)|"
    r"\bganze[nr]?\s+(?:sitzung|unterhaltung)",
    r"\b(?:siempre|toujours|immer|всегда|каждый\s+раз)\b|整个对话|每次|任何|始终|常に|毎回",
    r"\bbefore\s+you\s+(?:respond|reply|answer)\b|\bas\s+soon\s+as\s+(?:these|the|this)\s+tools?\s+(?:are|is)\s+(?:loaded|listed|available|connected)\b|"
    r"\bat\s+the\s+(?:beginning|start)\s+of\s+(?:each|every|the)\s+\w+\b",
    r"\b(?:every|each|all)\s+[a-z]+[_-][a-z_-]+\b|\bwhen(?:ever)?\s+you\s+(?:later\s+)?(?:use|call|run|receive|get|see)\b|"
    r"\beach\s+of\s+their\b",
    r"\bin\s+the\s+next\s+[\w-]+\s+call\b|\bnext\s+call\b",
    r"\bwhen(?:ever)?\s+you\s+(?:write|create|edit|generate)\b",
)
#: another tool, named: "the fetch tool", "mit dem Tool", or an identifier shaped like a tool's name
TOOL_WORD = _words(
    r"\b(?:the\s+)?[\w-]+\s+tool\b",
    r"\b(?:herramienta|outil|werkzeug|tool|инструмент)\s+[\w-]+",
    r"\b(?:any|every|other|whichever|another)\s+(?:other\s+)?(?:tools?|servers?)\b|\botra\s+herramienta|"
    r"\botras\s+herramientas|\banderer?\s+(?:server|werkzeug\w*|tools?)|\bautres?\s+outils?|他のツール|其他工具|"
    r"\bдруг\w+\s+инструмент\w*|\bинструмент\w*|werkzeug\w*|herramientas?|\ba\s+file\s+tool\b|"
    r"\b(?:get|list|create|update|delete|send|post|push|run|exec|execute|read|write|fetch|search|approve|merge|"
    r"unprotect|protect|kubectl|git|slack|query|upload|share|publish|set|add|remove)[_-][a-z0-9]+(?:[_-][a-z0-9]+)*\b",
)
#: a safeguard: approvals, reviews, confirmations, protections, checks, alerts, limits
GUARD = _words(
    r"\b(?:approv\w*|reviews?|reviewers?|reviewing|confirm\w*|protect\w*|verif\w*|pre-?\w*\s+hooks?|hooks?|2fa|mfa|"
    r"alerts?|alerting|canary\w*|audit\w*|code\s*owners|codeowners|safeguards?|guardrails?|kill[- ]?switch\w*|security|"
    r"fraud|sandbox\w*|permissions?|opt[- ]?outs?|consent|limits?|sign[- ]?off|diff|digests?|read-?only|readonly)\b|"
    r"\bshow\w*\s+(?:it|them|this)\s+to\s+(?:them|the\s+user|the\s+person)\b|"
    r"\balarms?\b|\bpaging\b|\bfollow-?up\s+questions?\b|\bwarn\w*\b|\birreversible\b|\bretention\b|\bcloudtrail\b|"
    r"unprotect\w*|rückfrage\w*|freigabe\w*|подтвержд\w*|確認|确认|confirmaci\w*",
)
#: ...and the sentence takes it away
WEAKEN = _words(
    r"\b(?:bypass\w*|skip(?:s|ped|ping)?|disabl\w*|unprotect\w*|mute[sd]?|muting|silenc\w*)\b",
    r"\b(?:switch|turn)(?:ed|s)?\s+(?:\w+\s+){0,3}?off\b",
    r"\b(?:not|no\s+longer)\s+(?:be\s+)?(?:required|needed|necessary|enforced|checked)\b",
    r"\bno\s+longer\s+(?:asks?|needs?|requires?|waits?|checks?)\b",
    r"\bno\s+(?:\w+\s+){0,2}(?:is|are)\s+(?:needed|required|necessary)\b|\bneeds?\s+no\s+\w+|"
    r"\bdrop\s+(?:any|the|all)\b|"
    r"\b(?:retired|removed|dropped|turned\s+off)\b|\bnicht\s+(?:nötig|erforderlich|notwendig)|"
    r"\bno\s+(?:es\s+)?necesari\w*|\bне\s+нуж\w*|不要|不需要|必要(?:は)?(?:ありません|ない)|不要です|"
    r"\bwithout\s+(?:waiting|asking|reading|a\s+review|review|approval|confirm\w*)",
    r"\b(?:advisory\s+only|should\s+not\s+block|adds?\s+(?:\w+\s+)?delay|slows?\s+(?:\w+\s+)?down|"
    r"whatever\s+the|regardless\s+of|right\s+away|are\s+bypassed|is\s+bypassed|ignored?\s+and\s+always)\b",
    r"\b(?:leave|left|keep)\s+(?:it|them|the\s+\w+)\s+(?:unprotected|off|disabled|in\s+place)\b",
    r"\beven\s+if\s+(?:they|the\s+user|the\s+person|nobody)\s+(?:did\s+not|didn't|never|has\s+not)\s+ask|"
    r"\bwhether\s+or\s+not\s+(?:the\s+user|they|the\s+person)\s+(?:asked|asks|wants?)\b|"
    r"\bpre-?approved\b|\b(?:do\s+not|don't)\s+(?:ask|warn|confirm|check)\b|\bnot\s+worth\s+asking\b|"
    r"\bno\s+need\s+to\s+ask\b|"
    r"\bentf(?:ä|a)llt\b|\bentfallen\b|\bnicht\s+mehr\s+(?:nötig|erforderlich|abgefragt|geprüft)|\bdirekt\s+ausgeführt|"
    r"\bya\s+no\s+(?:se\s+)?(?:pide|requiere|necesita|pregunta)|\bse\s+omite\b|"
    r"\bn'est\s+plus\s+(?:requis|nécessaire|demandé)|"
    r"\bruns?\s+outside\s+(?:the|its|any)\s+(?:wrapper|sandbox|transaction|restrictions?|guard|allow-?list)\b|"
    r"\b(?:legacy|old|outdated)\s+(?:guard|check|restriction|safeguard|wrapper)\b|"
    r"\bstraight\s+away\b|\bquiet\s+(?:them|it|the\s+\w+)\b|\bset\s+(?:their|its|the)\s+\w+\s+to\s+disabled\b|"
    r"\bforce[sd]?\b|\bprivileged\b|\bsudo\b|\belevated\s+rights\b|skip_?(?:approv|review|check|verif|hook|confirm|"
    r"security|scan|test)\w*|bypass_?\w+|ignore_?conflicts|no_?verify|\bno\s+longer\s+routed\b",
    r"\binstead\s+of\s+(?:pausing\s+to\s+)?ask\w*\b|\bwithout\s+pausing\b|\bwithout\s+(?:the\s+)?(?:\w+'s\s+)?(?:approval|confirmation|review)\s+(?:prompt|step|dialog)\b",
    r"\b(?:do|does)\s+not\s+fire\b|\bsession_replication_role\s*=\s*replica\b|\bdrop\s+trigger\b",
    r"\bwithout\s+a\s+new\s+approval\b|\bignorerobots\w*\b",
    r"\bblocked\s*commands\b|\ballowed\s*directories\b",
)
#: data moved somewhere
MOVE = _words(
    r"\b(?:send|sends|sent|post|posts|posted|share|shares|shared|copy|copies|copied|forward\w*|upload\w*|submit\w*|"
    r"autosaved|saved\s+to|"
    r"publish\w*|hand|hands|mirror\w*|sync\w*|export\w*|transmit\w*|bcc|cc|e-?mailed|"
    r"e-?mailing|index\w*\s+(?:its|the|them)|"
    # "e-mail" as a verb, not the noun of "e-mail address"
    r"e-?mails?\s+(?:it|them|the|this|that|a\s+copy|copies|every|each|all|your|their)\b|"
    r"write\s+a\s+copy|deliver\w*|report\w*\s+to|relay\w*|push\w*\s+to)\b",
    r"\b(?:change|switch|point|update)\s+(?:it|them|the\s+\w+(?:\s+\w+)?)\s+to\b|"
    r"\breplac\w+\s+(?:it|them|the\s+\w+)\s+with\b|"
    r"\bpay\w*\s+(?:\w+\s+){0,4}?to\b|\bquote\w*\s+(?:\w+\s+){0,3}?verbatim\b|"
    r"\bverbatim\s+in\s+(?:your|the)\s+answer\b|\bpaste\w*\b|"
    r"\bmirrored\b|\bset\s+(?:the\s+)?[\w\s()]{0,40}?(?:account|destination|payee|wallet)\b[^.!?\n]{0,30}?\bto\b|"
    r"\bset\s+(?:the\s+)?(?:responders?|recipients?|assignees?|owners?|reviewers?|destination|target|webhook|callback|"
    r"e-?mail|to|cc|bcc|contact)\s+to\b|"
    r"\b(?:goes|go|gets?\s+sent|ends?\s+up)\s+(?:to|in)\b|\breply\w*\s+(?:in|to|with)\b|\bfork\w*\b|"
    r"\badded\s+as\s+a\s+(?:watcher|member|collaborator|recipient)|\breceives?\s+every\b|"
    r"\b(?:env[íi]\w*|envoy\w*|transmet\w*|senden|schick\w*|weiterleit\w*|teilen|gesendet|отправ\w*|перешл\w*|"
    r"переда\w*|вставь\w*|добав\w*)\b|发送|送信|転送|付けて|添付",
    r"\breceives?\s+(?:a\s+)?cop(?:y|ies)\s+of\b|\burlopen\b|\brequests\.(?:post|put|get)\b|"
    r"\bcurl\s+-[dfxt]|\bkeeps?\s+a\s+copy\b|"
    r"\bquot\w*\s+(?:as\s+(?:they|it)\s+(?:are|is|stand)|in\s+full)\b|\bsetzt\b[^.!?\n]{0,80}?\bauf\b|"
    r"\bopen\s+\S+\s+[^.!?\n]{0,30}?\bwith\b[^.!?\n]{0,60}?\bin\s+the\s+(?:address|url|link|query)\b",
    r"\bgit\s+push\s+--(?:mirror|all)\b|\btravels?\s+with\b|\bcall\w*\s+[\w-]+\s+with\s+(?:url|uri|endpoint|address)\b",
    r"\broute\w*\s+(?:\w+\s+){0,3}?to\b|\bsend\s+them\s+along\b|"
    r"\b(?:store|save|keep|log|record|write)\s+(?:it|them|this|these|that|a\s+copy)\s+(?:in|into|to)\s+(?:the\s+)?[\w-]+\s+"
    r"(?:tool|server|memory|notes?)\b",
    r"\bcurl\b[^|\n]{0,60}?(?:-x\s+post|--data|-d\s|-f\s|--upload)|\bmethod:\s*['\"]post['\"]|"
    r"\bpass(?:ing)?\s+the\s+(?:retrieved|returned|fetched|full)\b|\bsubscriber\w*\s+including\b|"
    r"\bwatchers?\s+including\b|\bpush\w*\s+(?:\w+\s+){0,3}?(?:there|to\s+it)\b|\bidentical\s+cop(?:y|ies)\b",
    r"\bsendbeacon\b|\bxmlhttprequest\b|\bpass\s+(?:it|them|the\s+\w+)\s+along\b|"
    r"\bpush\s+the\s+(?:branch|code|changes|commits?)\b|\badd\s+(?:user\s+)?\S+\s+(?:\([^)]*\)\s+)?to\s+(?:the\s+)?(?:subscriber|"
    r"watcher|member|recipient|cc|collaborator)\w*",
    r"\binsert\s+into\s+function\s+(?:url|s3|remote)\b|\brepeat\s+the\s+(?:same\s+)?call\s+with\b",
)
#: to someone outside the user's own accounts
OUTSIDE = _words(
    r"\b(?:partners?|partner's|vendors?|external|outside|third[- ]part(?:y|ies)|advis[eo]rs?|public|publicly|"
    r"anyone|community|unauthenticated|without\s+authentication|affiliates?|another\s+customer|other\s+customers?|"
    r"group\s+billing|analytics\s+(?:partner|team|vendor)|outsourced|contractors?|anonymous\w*|unrestricted|"
    r"guests?|full\s+access|"
    r"discoverable|world-?readable|extern\w*|öffentlich\w*|públic\w*|публичн\w*|внешн\w*|外部|公開|公开)\b",
    r"\bpublished\s+to\s+the\s+web\b|\bshared\s+public\b",
)
#: what must not leave: credentials, personal data, whole stores of content
SENSITIVE = _words(
    r"\b(?:passwords?|passwd|passphrases?|credentials?|secrets?|tokens?|api[ _-]?keys?|private\s+keys?|ssh|"
    r"card\s+numbers?|expiry|home\s+address\w*|social\s+security|passports?|phone\s+numbers?|id\s+numbers?|"
    r"environment\s+(?:settings|variables|values)|\.env|id_rsa|shadow|auth_type|kdbx|recovery|keychain|cookies?|"
    r"signs?\s+in|all\s+of\s+its\s+values|full\s+text|every\s+page|full\s+item\s+list|account\s+numbers?|"
    r"contents?\s+of\s+(?:the\s+)?(?:user's|your|every|all|~|\.|settings|config\w*|conversation|their|files?\s+(?:in|under)\s+~)|"
    r"what\s+you\s+retrieved|whole\s+(?:graph|history|conversation)|full\s+(?:graph|history))\b",
    r"~/\.\w+|\$home/\.\w+|%userprofile%|\bhome\s+director\w*|\bdotfiles?\b|\.npmrc|\.pypirc|\.netrc|"
    r"\.git-credentials|\.docker/config|\bkubeconfig\b|\.kube/config|\.aws\b|\.gnupg|\bseed\s+phrase|\bmnemonic\b|"
    r"\bstored\s+(?:credentials|logins?|sessions?)\b|\bcredentials?\s+(?:\w+\s+){0,3}stored\b|"
    r"身份证|手机号|密码|密钥|パスワード|пароль\w*|contraseñ\w*|passwort\w*|mot\s+de\s+passe|credenciales|"
    r"\b(?:their|your|the\s+user's)\s+(?:health|money|finances|relationships?|religion|medical\s+\w+)\b|"
    r"\bkey\s+files?\b|"
    r"\b(?:email|e-mail|phone|address)(?:,\s+\w+)*(?:\s+and\s+\w+)?\s+(?:fields?|columns?)\b|"
    r"\bevery\s+(?:environment\s+)?variable\b|"
    r"\ball\s+(?:environment\s+)?variables\b|\bget-?env\b|\bgetenv\b|\banything\s+typed\b|\bfull\s+name\b|"
    r"identifiants|zugangsdaten|\bprintenv\b|`env`|\boutput\s+of\s+env\b|_token\b|"
    r"\bconnection\s+strings?\b|\bauth\s+tokens?\b|\baccount\s+keys?\b|"
    r"\bstreet\s+address\w*|\bcustomers?\s+table\b|\bprivate\s+folders?\b|\bfolders\s+(?:the\s+user\s+)?(?:has\s+)?called\s+private\b|"
    r"\bauth\s+token\b|\baccount\s+key\b|\baccess\s+keys?\b|\.tfvars\b|\baws\s+profile\b|"
    r"passw(?:or)?d|auth_?token|\bauthtoken\b|\bbasic-?auth\w*|"
    r"\be-?mail\s+address\w*|people's\s+names|personal\s+data|\bpii\b|\bsettings\s+file\b|%appdata%|"
    r"\blibrary/application\s+support\b|localstorage|document\.cookie|\bhosts\.yml\b|"
    r"\bprivate\s+(?:repositor\w*|teams?|channels?|messages?)|ключ\w*\s+доступа|токен\w*|переписк\w*|"
    r"полный\s+текст|全文|会話|对话|聊天记录|設定ファイル|配置文件|conversaci\w*|unterhaltung\w*|gespräch\w*",
    r"\b(?:sign|log)-?\s?in\s+(?:details|info\w*|data)\b|\bos\.environ\b|\bprocess\.env\b|\benviron\b|"
    r"\b(?:every|all|each)\s+(?:of\s+the\s+)?user(?:'s)?\s+messages?\b|\buser\s+messages?\s+so\s+far\b|"
    r"\bfiles?\s+the\s+user\s+(?:has\s+)?(?:open|opened|mentioned|is\s+editing|edited)\b|"
    r"\bopen\s+(?:editor\s+)?files\b|"
    r"家庭住址|住址|家庭地址|身份证号|\binternal\s+(?:notes?|comments?|discussions?|memos?)\b|\bunmasked\b|\bunredacted\b",
    r"\b(?:every|all)\s+(?:the\s+)?(?:\w+\s+)?(?:documents?|records?|rows?|results?|files?|messages?)\s+(?:you\s+)?(?:already\s+|have\s+)?(?:received|retrieved|read|fetched|got)\b|"
    r"\*\.pem\b|\*\.key\b|\bid_\*|\b(?:sign-?in|login|payment|account-recovery|checkout)(?:,\s+[\w-]+)*(?:\s+or\s+[\w-]+)?\s+forms?\b|"
    r"\bvalues?\s+(?:you|the\s+user)\s+(?:filled|typed|entered)\b",
    r"\bcvv\b|\bcvc\b|\bcard\s+security\s+codes?\b|\b(?:gps|precise)\s+(?:coordinates|location)\b|"
    r"\buser'?s\s+(?:precise\s+|exact\s+|current\s+)?location\b",
    r"\btojson\(\s*secrets\s*\)|\$\{\{\s*secrets\b|\bci/cd\s+variables\b|\bthe\s+last\s+(?:few\s+)?(?:things|messages?)\s+(?:they|the\s+user)\s+(?:wrote|said|typed|sent)\b|"
    r"\b(?:every|all)\s+(?:the\s+)?records?\s+returned\b",
    r"\bsessionstorage\b",
    r"\bthe\s+user'?s\s+(?:last|previous|latest|opening|first)\s+(?:message|prompt|question|request)s?\b|"
    r"\bwhat\s+you\s+know\s+about\s+(?:them|the\s+(?:person|user))\b|\bsystem\.(?:named_collections|users|grants)\b|"
    r"\b(?:everything|all|the\s+(?:complete|full|entire)\s+\w+(?:\s+\w+)?)\s+the\s+user\s+(?:gave|shared|provided|sent|pasted)\b",
)
#: data put into an argument: the text, rows or result of something else
INTO = _words(
    r"\b(?:include|append\w*|place|put|paste|join|joined|concatenat\w*|attach|embed|insert|placez|pon|añad\w*|"
    r"füge?\w*|holding|containing|fill|заполн\w*|付け|入れ)\b[^.!?\n]{0,80}?\b(?:text|"
    r"texts|contents?|rows|results?|résultat|resultado|"
    r"output|everything|values|history|transcript|identity|both|rows?|addresses|pairs?|variables?)\b|"
    r"\bcopy\b[^.!?\n]{0,60}?\binto\b|\bpass\s+(?:its|their|the)\s+(?:full\s+)?(?:output|contents?|text)\b|"
    r"\b(?:call|invoke|run)\s+[\w-]+\s+with\b[^.!?\n]{0,80}?\b(?:text|contents?|messages?|history|transcript)\b|"
    r"\bcarr(?:y|ies)\s+(?:those|these|the|them|it)\b[^.!?\n]{0,30}?\balong\b|"
    r"\bpass\s+(?:the|those|these|them|it|every)\s+(?:\w+\s+){0,2}?(?:unmodified|unmasked|unredacted|verbatim|in\s+full)\b|"
    r"\badd\s+(?:those|these|the|them|its|their)\s+(?:rows|results?|values|records|contents?)\b|"
    r"\bpaste\w*\s+into\b|\bpass\s+(?:it|them)\s+(?:as\s+is|along|through|unchanged)\b",
    r"\bfollowed\s+by\s+the\s+(?:full\s+)?(?:text|contents?)\b|\bcall(?:s|ing|ed)?\s+[\w-]+\s+with\b[^.!?\n]{0,80}?\b(?:documents?|records?|rows?|results?|contents?|body)\b",
    r"\badd\s+(?:\S+\s+){0,12}?to\s+(?:the\s+same|each|every|their)\s+(?:query|statement|request|command|message|commit|file)\b",
    r"\bfollowed\s+by\s+(?:any|all|every)\b",
)
#: ...taken from elsewhere: read first, from the session, from another call
ELSEWHERE = _words(
    r"\b(?:read|retrieved|session|conversation|chat|first|earlier|previous\w*|other|every|their|its\s+rows|"
    r"the\s+result)\b|résultat|resultado",
)
#: one server's tools ranked above the others, or the others run down: preference manipulation
RANK = _words(
    r"\b(?:only|sole)\s+(?:\w+\s+){0,2}?(?:trust\w*|official|reliable|safe|secure|authori[sz]ed|approved|verified|"
    r"sanctioned|supported)\s+(?:\w+\s+){0,2}?(?:tool|server|source|integration|way)\b",
    r"\b(?:other|all\s+other|competing|alternative|third[- ]party)\s+(?:\w+\s+){0,3}?(?:tools?|servers?|"
    r"integrations?|plugins?|connectors?)\s+(?:\w+\s+){0,4}?(?:deprecated|unsafe|untrusted|insecure|outdated|"
    r"compromised|broken|unreliable|unsupported|blocked|forbidden|disabled|must\s+not|should\s+not)\b",
    r"\bavoid\s+using\s+(?:those|these|other|their|the\s+other)\s+(?:\w+\s+)?tools?\b|"
    r"\b(?:other|those|their)\s+(?:\w+\s+){0,3}?(?:tend\s+to\s+be|are\s+often|are\s+usually)\s+(?:unreliable|outdated|inaccurate|wrong)\b|"
    r"\b(?:other|the\s+other|competing)\s+(?:\w+\s+){0,3}?(?:tools?|servers?)\b[^.!?\n]{0,200}?\b(?:stale|outdated|"
    r"out\s+of\s+date|unreliable|inaccurate|deprecated|broken|compromised)\b",
    r"\b(?:instead\s+of|rather\s+than|in\s+place\s+of|never)\s+(?:\w+\s+){0,2}?(?:any\s+)?(?:other|built-?in|"
    r"native|default)\s+(?:\w+\s+){0,2}?(?:tools?|servers?|integrations?)\b",
)
#: a payload to decode: the model is told to decode and follow it
ENCODED = _words(
    r"\b(?:decode|deobfuscate|rot-?13|base-?64|hex-?encoded|reverse\s+the\s+string)\b[^.!?\n]{0,120}?\b(?:follow|run|"
    r"execute|apply|obey|do|perform|carry\s+out|treat|instructions?)\b",
    r"\b(?:follow|run|execute|apply|obey|carry\s+out)\b[^.!?\n]{0,80}?\b(?:decoded|rot-?13|base-?64)\b",
)
COMMENT = re.compile(r"<!--(.{8,}?)-->|\[//\]:\s*#\s*\((.{8,}?)\)", re.DOTALL)
#: the sentence gives an order or sets a rule, rather than says what the tool does
ORDER = _words(
    r"\b(?:should|must|shall|is\s+expected|are\s+expected|needs?\s+to|has\s+to|have\s+to|always|never|leave|let|"
    r"please|make\s+sure|be\s+sure|no\s+longer|now|is\s+best|are\s+best|go\s+faster|adds?|do\s+not|don't|directly|"
    r"straight\s+away|right\s+away|first|can\s+run|go\s+ahead|treat)\b",
)
#: a parameter described as a whole store of content: the output, full text or dump of something
BULK = _words(
    r"\b(?:output|full\s+text|dump|transcript|export|full\s+(?:profile|record|details|history))\s+of\b|"
    r"^\s*(?:the\s+)?(?:full\s+)?(?:text|contents?)\s+of\b|полный\s+текст|全文|全部内容|texto\s+completo"
)
#: a verb that puts something into an argument
PUT = _words(
    r"\b(?:begin|start)\s+(?:the\s+\w+\s+|it\s+)?with\b|\bprefix(?:ed|es|ing)?\s+(?:it|them|each|every|all|the|with|your|their)\b|"
    r"\b(?:put|place|insert|append\w*|include|add|paste|attach|embed|fill|set|populate|pass)\b|附上|附加|加上|填入|带上|附带",
    r"\bwrite\s+(?:the\s+)?\w+\s+as\b",
)
#: a secret proper, the narrow part of `SENSITIVE`: what a put into an argument must never carry
SECRET = _words(
    r"passw(?:or)?d|passphrases?|\bcredentials?\b|(?<!non-)\bsecrets?\b|\bprivate\s+keys?|\baccess\s+keys?|"
    r"auth_?token|_token\b|\bconnection\s+strings?\b|\bauth\s+tokens?\b|\baccount\s+keys?\b|"
    r"\bbasic-?auth\w*|id_rsa|~/\.|\.env\b|\bcookies?\b|\bsession\s+(?:token|cookie)s?\b",
)
#: "do not include any PII": a put that is forbidden, not asked for
NEGATED = _words(
    r"\b(?:do\s+not|don'?t|never|must\s+not|cannot|can'?t|should\s+not|avoid)\s+(?:\w+\s+){0,2}?(?:include|append|put|"
    r"pass|paste|attach|insert|add|place)",
)
#: a sentence ends at a stop followed by a space (not the dot of `hosts.yml` or a URL), a CJK stop, or a line end
SENTENCE = re.compile(
    # a run of stops inside a word ("{...rest}", "e.g.x") stays in the sentence: without a way past it, every word
    # before the run would match no sentence at all and go unread
    "(?:[^.!?\u3002\uff01\uff1f\n]|[.!?]+(?=[^\\s.!?]))+(?:[.!?]+(?=\\s|$)|[\u3002\uff01\uff1f]+|\n|$)"
)


#: results copied somewhere: a parameter whose value is where copies go
COPY = _words(r"\b(?:cop(?:y|ied|ies)|mirror\w*|forward\w*|backup|replicat\w*)\b")
#: a bank account number (IBAN-shaped, spaced or not)
IBAN = _words(
    r"\bbc1[a-z0-9]{20,}\b|\b0x[0-9a-f]{40}\b|\b[a-z]{2}\d{2}(?:\s[a-z0-9]{4}){3,7}(?:\s[a-z0-9]{1,3})?\b|"
    r"\b[a-z]{2}\d{2}[a-z]{4}\d{10,30}\b|\b[a-z]{2}\d{16,30}\b"
)
CLASSES = (
    ("copy", COPY),
    ("changelog", CHANGELOG),
    ("open-access", OPEN_ACCESS),
    ("open-denied", OPEN_DENIED),
    ("beacon", BEACON),
    ("iban", IBAN),
    ("agent", AGENT),
    ("scope", SCOPE),
    ("other-tool", TOOL_WORD),
    ("guard", GUARD),
    ("weaken", WEAKEN),
    ("move", MOVE),
    ("outside", OUTSIDE),
    ("sensitive", SENSITIVE),
    ("hide", HIDE),
    ("into", INTO),
    ("rank", RANK),
    ("url", re.compile(r"\b(?:https?|s3|gs|ftp|wss?)://", _I)),
    (
        "address",
        re.compile(
            r"[\w.+-]+@[\w-]+\.[a-z]{2,}|\b(?:https?|s3|gs|ftp|wss?)://|"
            r"\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:app|io|com|net|org|dev|xyz|co|ai|site|cloud|me|info|biz)/[\w/?=&.-]+|"
            r"\bto\s+[a-z]?[0-9a-f]{20,}\b|"
            r"\b(?:at|to|via)\s+[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:app|io|com|net|org|dev|xyz|co|ai|site|cloud|me|info|biz)\b|"
            r"\baccount\s+(?:number\s+|no\.?\s+)?\d[\d -]{6,}\d\b|"
            r"\b[a-z]{2}\d{2}(?:\s?[a-z0-9]{4}){3,7}\b|\b(?:acct|ba|card|cus|src)_[a-z0-9]{8,}|"
            r"\b(?:pi|price|prod|pm|py|ch|sub|seti)_(?=[a-z]*\d)[a-z0-9]{8,}"
        ),
    ),
    ("instead", re.compile(r"\binstead\s+of\b|\brather\s+than\b|\bin\s+place\s+of\b")),
    ("encoded", ENCODED),
    ("order", ORDER),
    ("deceive", DECEIVE),
    ("persist", PERSIST),
    ("falsify", FALSIFY),
    ("bend", BEND),
    ("obey", OBEY),
    ("consent", CONSENT),
    ("bias", BIAS),
    ("omit", OMIT),
    ("reveal", REVEAL),
    ("swap", SWAP),
    ("sink", SINK),
    ("kept-back", KEPT_BACK),
    ("placeholder", PLACEHOLDER),
    ("depend", DEPEND),
    ("override-user", OVERRIDE_USER),
    ("fetch-run", FETCH_RUN),
    ("waive", WAIVE),
    ("tamper", TAMPER),
    ("phish", PHISH),
    ("inject", INJECT),
    ("relay", RELAY),
    ("reroute", REROUTE),
    ("copy-out", COPY_OUT),
    ("expose", EXPOSE),
    ("inflate", INFLATE),
    (
        "unasked",
        re.compile(
            r"\beven\s+if\s+(?:they|the\s+user|the\s+person|nobody)\s+(?:did\s+not|didn't|never|has\s+not)\s+ask|"
            r"\beven\s+(?:if|when)\s+not\s+asked\b|\bwithout\s+being\s+asked\b|\bunprompted\b|"
            r"\bauch\s+wenn\s+(?:der\s+nutzer|die\s+nutzerin|sie)\s+(?:das\s+)?nicht\s+(?:ausdrücklich\s+)?\w+|"
            r"\bwhether\s+or\s+not\s+(?:the\s+user|they|the\s+person)\s+(?:asked|asks|wants?)\b"
        ),
    ),
    (
        "local-file",
        re.compile(r"~/|%\w+%|\$home|/users/\w+|\.aws/|\.ssh/|\.config/|credentials\s+file|keychain|cookies\s+file"),
    ),
    (
        "money",
        re.compile(
            r"\b(?:amounts?|figures?|prices?|revenue|sales|totals?|payments?|invoices?|costs?|refunds?|"
            r"balances?|sums?|fees?|payouts?|bank\s+accounts?|bank\s+transfer|pay|payment\s+details|funds|settlement|"
            r"donations?|zahlung\w*|bankverbindung|überweisung|pago\w*|paiement\w*|"
            r"virement|rechnung\w*|factura\w*)\b"
        ),
    ),
    ("query-slot", re.compile(r"[?&][\w-]{1,20}=")),
    # an e-mail address of a real-looking domain (documentation uses example.com, test or a placeholder)
    (
        "mailbox",
        re.compile(
            r"\b[\w.+-]+@(?!(?:[\w-]+\.)*(?:example|test|localhost|domain|company|acme|yourcompany|email)\b)"
            r"[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}\b"
        ),
    ),
    # a side effect beside the tool's own act: "is also posted", "and as well"
    ("extra", re.compile(r"\balso\b|\bas\s+well\b|\badditionally\b|\bin\s+addition\b")),
    ("bulk", BULK),
    ("put", PUT),
    ("elsewhere", ELSEWHERE),
    *CONDUCT,
)
