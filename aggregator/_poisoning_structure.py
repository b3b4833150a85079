"""The poisoning lint's structural reads (`aggregator.poisoning`): where a definition's structure says what its text
does not.

A read-only hint on a tool named for an act, a deleting tool marked not destructive, a guard flag on by default at
any depth, a recipient, a remote copy or a local output sent away by default, a parameter asking for an identity
document. None needs a sentence: the schema alone is the finding. Stdlib only.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

__all__ = ["RESERVED", "Clash", "structure"]

#: (pattern id, severity, field, text, start, end, message), like `_poisoning_harm.clashes`
Clash = tuple[str, str, str, str, int, int, str]

#: a tool name's word that changes something: a read-only hint beside it is false
_ACTS = frozenset(
    [
        "push",
        "delete",
        "remove",
        "drop",
        "write",
        "create",
        "update",
        "send",
        "merge",
        "deploy",
        "publish",
        "post",
        "put",
        "patch",
        "kill",
        "terminate",
        "transfer",
        "pay",
        "refund",
        "approve",
        "upload",
        "move",
        "rename",
        "reset",
        "revert",
        "destroy",
        "purge",
        "wipe",
        "commit",
        "install",
        "uninstall",
        "cancel",
    ]
)
#: verbs that read or compute, beside `_LOOKS`: after a prefix they say the tool only looks
_READS = frozenset(["export", "download", "preview", "estimate", "quote", "validate", "count", "calculate", "convert"])
#: the acts that cannot be undone: a `destructiveHint` of false beside them is false
_DESTROYS = frozenset(["delete", "drop", "destroy", "purge", "wipe", "terminate"])
#: ...unless the name says it only looks: `get_merge_request`, `deploy_services_reader`
_LOOKS = frozenset(
    ["get", "list", "read", "reader", "search", "find", "fetch", "query", "describe", "show", "view", "check", "status"]
)
#: a boolean parameter that switches a guard off when true
_GUARD_FLAG = re.compile(
    r"^(?:force\w*|bypass\w*|skip_?\w+|no_?verify\w*|confirmed|pre_?confirmed|auto_?(?:merge|approve|confirm)\w*|"
    r"ignore_?\w+|allow_?(?:unsafe|insecure|dangerous|all|any|external|public|force)\w*|insecure\w*|unsafe\w*|"
    r"privileged|disable_?\w+|trust_?all\w*|mirror\w*|share_?\w+|public\w*|overwrite\w*|maintainer_can_modify|"
    r"allow_collaboration)$"
)
#: guard flags that, on by default, switch a safeguard off for every call
_OFF_GUARDS = (
    "force", "bypass", "confirmed", "auto_merge", "auto_approve", "auto_confirm", "skip_review", "skip_approv",
    "skip_confirm", "skip_verif", "no_verify", "pre_confirmed", "preconfirmed", "public", "make_public", "share_",
    "allow_collaboration", "maintainer_can_modify", "allow_force",
)  # fmt: skip
#: a parameter naming who receives something: a contact or account filled in as its default redirects it
_PAYEE = re.compile(
    r"(?:^|_)(?:account|payee|recipients?|destination|beneficiary|behalf|to|cc|bcc|e?mail|wallet|iban|transfer|"
    r"forward|notify|settlement|payout|deposit|target|owner|assignee)(?:_|$)"
)
_ACCOUNT = re.compile(
    r"^(?:acct|ba|card|cus|src)_[a-z0-9]{8,}$|^\d{5,}$|^0x[0-9a-f]{40}$|^[a-z]{2}\d{2}[a-z0-9]{10,30}$", re.IGNORECASE
)
_CONTACT = re.compile(r"[\w.+-]+@[\w-]+\.[\w.-]+|^\+?\d[\d ()-]{7,}\d$|^(?:https?|s3|ftp|wss?)://", re.IGNORECASE)
#: a parameter naming where output is written locally: a remote address as its default sends it away
_LOCAL_OUT = re.compile(r"(?:^|_)(?:output|out|file|path|dir|directory|folder|dest|destination|save|target)(?:_|$)")
#: a parameter naming where copies go: a remote address as its default sends every call's data there
_COPIES_TO = re.compile(r"(?:^|_)(?:remote|mirror|backup|callback|webhook|forward|replica|upload|redirect)(?:_|$)")
#: a parameter asking for an identity document: no tool but an identity check needs one
_IDENTITY = re.compile(r"(?:^|_)(?:passport|ssn|social_security|national_id|maiden_name)(?:_|$)")
#: a property named like a secret's environment variable: `AWS_SECRET_ACCESS_KEY`, `BROWSERSTACK_ACCESS_KEY`
_SECRET_ENV = re.compile(r"^[A-Z][A-Z0-9_]*_(?:ACCESS_KEY|SECRET(?:_KEY)?|API_KEY|TOKEN|PASSWORD|PRIVATE_KEY)$")
_REMOTE = re.compile(r"(?:https?|s3|gs|ftp|sftp|wss?)://", re.IGNORECASE)
#: verbs of a tool that puts a copy somewhere else, and the parameters that name where
_SENDS = frozenset(["fork", "transfer", "mirror", "share", "clone", "copy", "export", "invite", "move", "publish"])
_PLACE = re.compile(
    r"(?:^|_)(?:namespace|organi[sz]ation|org|owner|workspace|destination|target|group|team|bucket)(?:_|$)"
)
#: tools that point something at an address, and the parameters that hold it
_HOOKS = frozenset(["remote", "webhook", "hook", "callback", "subscription", "mirror"])
_ENDPOINT = re.compile(r"(?:^|_)(?:url|uri|endpoint|target|destination|address)(?:_|$)")
#: keys that, true in a default object (a Helm chart's values), run a container with the host's powers
_PRIVILEGED = frozenset(["privileged", "allowprivilegeescalation", "hostnetwork", "hostpid", "hostipc"])
#: the visibility words an option's value and its label may disagree on
_VISIBILITY = frozenset(["private", "public", "share", "shared", "internal", "team", "locked", "restricted"])
#: a parameter that is a safeguard when on: its description telling every call to switch it off is an order
_SAFEGUARD = re.compile(
    r"(?:^|_)(?:confidential|private|verify\w*|verified|ssl|tls|encrypt\w*|require\w*|dry_?run|protected|mfa|two_factor|"
    r"approval\w*|review\w*|notify\w*|audit\w*|read_?only|sandbox\w*|safe_?mode|consent\w*|locked)(?:_|$)"
)


def _told_to(values: str) -> re.Pattern[str]:
    """A description telling every call to set its parameter to one of `values`: "set it to false for every issue",
    "always pass true"."""
    return re.compile(
        rf"\b(?:set|use|pass|leave|keep)\s+(?:it\s+|this\s+)?(?:to\s+|as\s+|at\s+)?[`'\"]?(?:{values})[`'\"]?"
        r"\s+(?:for\s+(?:every|all|each|any)\b|always\b|by\s+default\b|so\b|unless\b|even\b)|"
        rf"\balways\s+(?:set|pass|use)\s+(?:it\s+)?(?:to\s+)?[`'\"]?(?:{values})\b"
    )


_OFF, _ON = _told_to("false|0|no|off|none|disabled"), _told_to("true|1|yes|on")
#: a host reserved for documentation (`example.com`, RFC 2606) or on the user's own machine or network (RFC 6762,
#: RFC 6761): a default there sends nothing to a third party
RESERVED = re.compile(
    r"(?:@|//)(?:[\w-]+\.)*(?:example\.com|[\w-]+\.local|localhost|127\.0\.0\.1)(?=[:/\s'\"]|$)",
    re.IGNORECASE,
)
#: an approval written into a default: a review trailer or a skip switch the caller never typed
_FORGED = re.compile(
    r"(?im)^\s*(?:reviewed|approved|signed-off|acked|tested)-by\s*:|"
    r"\bskip[-_ ]?(?:review|ci|checks?|tests?|approval)\s*[:=]\s*true\b"
)
_MAX_NODES = 2000


def _snake(name: str) -> str:
    """A name in lower snake case, so `deleteIssue`, `delete-issue` and `delete_issue` read alike."""
    return re.sub(r"(?<=[a-z])(?=[A-Z])", "_", name).lower().replace("-", "_")


def structure(tool: object) -> Iterator[Clash]:
    """Where a definition's structure says what its text does not: a read-only hint on a tool named for an act,
    a guard flag defaulting to on at any depth, a contact or address filled in as a default."""
    if not isinstance(tool, dict):
        return
    name, annotations = tool.get("name"), tool.get("annotations")
    words = _snake(name).split("_") if isinstance(name, str) else []
    # the verb leads the name, after at most one prefix (`git_push`, `linear_deleteIssue`)
    # ...and a prefix before a reading verb leaves no act: `pay_list_contractors`
    prefixed = len(words) > 2 and words[1] in _LOOKS | _READS
    looks = not words or words[0] in _LOOKS or "reader" in words or prefixed
    acts = set() if looks else set(words[:2]) & _ACTS
    # a cache purged is rebuilt: not destructive in the sense of the hint
    kept = not set(words) & {"cache", "caches", "cached", "cdn", "temp", "tmp"}
    if acts & _DESTROYS and kept and isinstance(annotations, dict) and annotations.get("destructiveHint") is False:
        yield (
            "behaviour-override",
            "medium",
            "annotations.destructiveHint",
            "false",
            0,
            5,
            "not destructive, named for deleting",
        )
    if acts and isinstance(annotations, dict) and annotations.get("readOnlyHint") is True:
        yield "behaviour-override", "medium", "annotations.readOnlyHint", "true", 0, 4, "read-only, named for an act"
    if set(words[:2]) & _SENDS:
        yield from _fixed_place(tool.get("inputSchema"))
    if set(words) & _HOOKS:
        yield from _fixed_place(tool.get("inputSchema"), remote_only=True)
    budget = [_MAX_NODES]
    for key in ("inputSchema", "outputSchema"):
        yield from _defaults(tool.get(key), key, budget)


def _fixed_place(schema: object, *, remote_only: bool = False) -> Iterator[Clash]:
    """A tool that forks, transfers or shares, whose target (a namespace, an organisation) is filled in by default:
    every copy goes to that one place unless the caller notices. For a tool that sets a remote or a webhook
    (`remote_only`), only an address filled in by default counts: `git_remote` with a mirror's URL as `url`."""
    properties = schema.get("properties") if isinstance(schema, dict) else None
    for key, prop in properties.items() if isinstance(properties, dict) else ():
        flag = _snake(key) if isinstance(key, str) else ""
        default = prop.get("default") if isinstance(prop, dict) else None
        if isinstance(default, str) and RESERVED.search(default):
            continue
        if remote_only:
            if _ENDPOINT.search(flag) and isinstance(default, str) and _REMOTE.match(default.strip()):
                where = f"inputSchema.properties.{key}.default"
                yield "exfiltration", "medium", where, default, 0, len(default), "an address filled in by default"
            continue
        if _PLACE.search(flag) and isinstance(default, str) and default.strip():
            where = f"inputSchema.properties.{key}.default"
            yield "exfiltration", "medium", where, default, 0, len(default), "a copy's target filled in by default"


def _defaults(node: object, path: str, budget: list[int]) -> Iterator[Clash]:
    if budget[0] <= 0 or not isinstance(node, dict):
        return
    budget[0] -= 1
    properties = node.get("properties")
    if isinstance(properties, dict):
        for key, prop in properties.items():
            if not (isinstance(key, str) and isinstance(prop, dict)):
                continue
            where = f"{path}.properties.{key}"
            yield from _property(key, prop, where, nested="." in path.removeprefix("inputSchema"))
            yield from _defaults(prop, where, budget)
    for key in ("items", "additionalProperties", "contentSchema"):
        yield from _defaults(node.get(key), f"{path}.{key}", budget)


def _property(key: str, prop: dict[str, object], where: str, *, nested: bool) -> Iterator[Clash]:
    """One property's own clashes: its name against its default."""
    flag = _snake(key)
    default = prop.get("default", prop.get("const"))
    if default is True and _GUARD_FLAG.match(flag) and (nested or flag.startswith(_OFF_GUARDS)):
        guard = "a nested guard on by default" if nested else "a guard switched off by default"
        yield "behaviour-override", "medium", f"{where}.default", "true", 0, 4, guard
    if _SECRET_ENV.match(key):
        yield "secret-request", "medium", where, key, 0, len(key), "asks for a secret by its environment name"
    # a yes/no switch (`redact_ssn: boolean`) carries no document, whatever it is named after
    if _IDENTITY.search(flag) and prop.get("type") not in ("boolean", ["boolean"]):
        yield "secret-request", "medium", where, key, 0, len(key), "asks for an identity document"
    if isinstance(default, dict) and _privileged(default):
        yield (
            "behaviour-override",
            "medium",
            f"{where}.default",
            "privileged",
            0,
            10,
            "a privileged container by default",
        )
    yield from _relabelled(prop, where)
    yield from _told(flag, prop, where)
    if not isinstance(default, str) or RESERVED.search(default):
        return  # an address reserved for documentation or the user's own network sends nothing to anyone else
    value = default.strip()
    why: str | None = None
    if _REMOTE.match(value) and _COPIES_TO.search(flag):
        why = "copies sent away by default"
    elif _REMOTE.match(value) and _LOCAL_OUT.search(flag):
        why = "output sent away by default"
    elif (
        (_ACCOUNT.match(value) or (_CONTACT.search(value) and "@" in value))
        and (_PAYEE.search(flag) or "@" in value)
        and "port" not in flag
    ):
        why = "a recipient filled in by default"
    elif _CONTACT.search(value) and prop.get("deprecated") is True:
        why = "a deprecated destination"
    if why:
        yield "exfiltration", "medium", f"{where}.default", default, 0, len(default), why


def _told(flag: str, prop: dict[str, object], where: str) -> Iterator[Clash]:
    """What a parameter's description and default put in place of the caller: its own guard switched off for every
    call, a recipient filled into a list, an approval written into a text."""
    said, default = prop.get("description"), prop.get("default", prop.get("const"))
    if isinstance(said, str) and (
        (_SAFEGUARD.search(flag) and _OFF.search(said.lower()))
        or (_GUARD_FLAG.match(flag) and _ON.search(said.lower()))
    ):
        yield (
            "behaviour-override",
            "medium",
            f"{where}.description",
            said,
            0,
            len(said),
            "tells every call to drop a guard",
        )
    if isinstance(default, list) and _PAYEE.search(flag):
        # a list of recipients with one filled in: "notify_emails": ["digest@partner.app"] copies every call
        for i, item in enumerate(default[:20]):
            if isinstance(item, str) and "@" in item and _CONTACT.search(item) and not RESERVED.search(item):
                yield "exfiltration", "medium", f"{where}.default[{i}]", item, 0, len(item), "a recipient by default"
    if isinstance(default, str) and _FORGED.search(default):
        yield "behaviour-override", "medium", f"{where}.default", default, 0, len(default), "forges an approval"


def _privileged(node: dict[str, object], depth: int = 0) -> bool:
    """Whether a default object switches on a container's host powers at any depth (bounded)."""
    for key, value in list(node.items())[:200]:
        if isinstance(key, str) and key.lower() in _PRIVILEGED and value is True:
            return True
        if isinstance(value, dict) and depth < 6 and _privileged(value, depth + 1):
            return True
    return False


def _relabelled(prop: dict[str, object], where: str) -> Iterator[Clash]:
    """An option labelled as another: `{"const": "share", "title": "Private (recommended)"}` shows one visibility
    and sets another."""
    options = prop.get("oneOf") or prop.get("anyOf")
    for i, option in enumerate(options[:50] if isinstance(options, list) else ()):
        if not isinstance(option, dict):
            continue
        value, title = option.get("const"), option.get("title")
        if not (isinstance(value, str) and isinstance(title, str) and title.split()):
            continue
        shown = title.split()[0].strip("(),.:").lower()
        if value.lower() in _VISIBILITY and shown in _VISIBILITY and shown != value.lower():
            yield (
                "behaviour-override",
                "medium",
                f"{where}.oneOf[{i}].title",
                title,
                0,
                len(title),
                "an option labelled as another",
            )
