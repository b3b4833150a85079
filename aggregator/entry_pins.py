"""Pins for prompts, resources and resource templates: which entries of a directory the lock does not approve.

The lock pins these like tools (`lock_format.FIELDS`: a prompt's name, title, description and arguments; a resource's
or template's URI, name, title, description, MIME type and annotations), keyed by upstream prompt name, resource URI
and URI template. Against a lock an entry is approved, `pending` (not in the lock; every entry under a version 1
lock) or `changed` (another hash, or its server's identity changed). In mode `block`, `withhold` takes such entries
out of the merged lists and their routes, and the facade refuses a `prompts/get`, `resources/read`,
`completion/complete` or `resources/subscribe` aimed at one (`refusal`); in mode `warn` they stay listed and are
reported. Pure.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from aggregator.command_hint import with_name
from aggregator.directory import Directory
from aggregator.errors import McpError
from aggregator.lock_format import Lock, PinStatus, canonical, digest
from aggregator.protocol.jsonrpc import INVALID_PARAMS

__all__ = [
    "KINDS",
    "ServedEntry",
    "UnapprovedEntry",
    "refusal",
    "served_entries",
    "unapproved_entries",
    "withhold",
]

#: what each section's entry is called for a person
KINDS: Mapping[str, str] = {"prompts": "prompt", "resources": "resource", "resourceTemplates": "resource template"}
#: the fields a model reads: a change in one is marked `!`, as `diff` marks a tool's description
_READ = ("name", "title", "description", "arguments")


@dataclass(frozen=True, slots=True)
class ServedEntry:
    """One prompt, resource or template a server lists: its lock section and key, and how the merged view names it."""

    server: str
    #: `prompts`, `resources` or `resourceTemplates`
    section: str
    #: the lock's key: the upstream prompt name, the URI, the URI template
    key: str
    #: what a client asks for: the exported prompt name, the URI, the URI template
    name: str
    #: the definition as the server lists it (a prompt under its upstream name)
    definition: Mapping[str, Any]


def served_entries(directory: Directory) -> list[ServedEntry]:
    """Every prompt, resource and template of `directory`, in list order, each with its server."""
    out: list[ServedEntry] = []
    for prompt in directory.prompts:
        name = str(prompt.get("name"))
        route = directory.route_prompt(name)
        if route is not None:
            out.append(ServedEntry(route[0], "prompts", route[1], name, {**prompt, "name": route[1]}))
    for resource in directory.resources:
        uri = str(resource.get("uri"))
        server = directory.resource_routes.get(uri)
        if server is not None:
            out.append(ServedEntry(server, "resources", uri, uri, resource))
    # templates and their routes are built together, one route per template, in the same order
    for template, (_, server) in zip(directory.templates, directory.template_routes, strict=True):
        text = str(template.get("uriTemplate"))
        out.append(ServedEntry(server, "resourceTemplates", text, text, template))
    return out


@dataclass(frozen=True, slots=True)
class UnapprovedEntry:
    """A listed prompt, resource or template the lock does not approve (the counterpart of `pins.UnapprovedTool`)."""

    server: str
    section: str
    #: the lock's key (upstream name, URI or URI template) and what a client asks for (exported name, URI, template)
    key: str
    name: str
    status: PinStatus
    sha256: str
    #: the canonical definition now, and the approved one (None for a pending entry)
    definition: Mapping[str, Any]
    before: Mapping[str, Any] | None
    identity: str
    identity_changed: bool = False
    #: True when the entry stays listed (mode `warn`)
    exposed: bool = False

    @property
    def kind(self) -> str:
        """`prompt`, `resource` or `resource template`."""
        return KINDS[self.section]

    @property
    def fields(self) -> tuple[str, ...]:
        """The pinned fields that differ from the approved definition (`identity` first when it changed)."""
        before = self.before or {}
        keys = sorted(set(before) | set(self.definition)) if self.before is not None else []
        changed = tuple(key for key in keys if before.get(key) != self.definition.get(key))
        return (("identity",) if self.identity_changed else ()) + changed

    @property
    def flagged(self) -> bool:
        """What a model reads of it changed, or its server is someone else now: `!` in a diff."""
        return self.identity_changed or any(key in _READ for key in self.fields)

    def detail(self) -> str:
        """One line for a report: pending, or changed with the fields (`!` when a model reads them)."""
        if self.status is PinStatus.PENDING:
            return "pending: not in the lock"
        mark = " (!)" if self.flagged else ""
        return f"changed{mark}: {', '.join(self.fields) or 'definition'} differ from the lock"

    def diff_lines(self) -> list[str]:
        """The diff for a person: a head line (`!` first when flagged), then each field before -> after (hidden
        characters escaped), or a pending entry's description."""
        mark = "!" if self.flagged else " "
        if self.status is PinStatus.PENDING:
            text = self.definition.get("description")
            shown = _shown(text) if isinstance(text, str) else ""
            return [f"{mark} pending  {self.kind} {self.name} ({self.server}) new" + (f": {shown}" if shown else "")]
        lines = [f"{mark} changed  {self.kind} {self.name} ({self.server}): {', '.join(self.fields)}"]
        if self.identity_changed:
            lines.append("    ! the server's identity (command line or URL) is not the one approved")
        before = self.before or {}
        for key in self.fields:
            if key != "identity":
                was, now = _shown(before.get(key)), _shown(self.definition.get(key))
                lines.append(f"    {'!' if key in _READ else ' '} {key}: {was} -> {now}")
        return lines

    def to_json(self) -> dict[str, Any]:
        """The entry as a report lists it."""
        return {
            "server": self.server,
            "kind": self.kind,
            "key": self.key,
            "name": self.name,
            "status": self.status.value,
            "fields": list(self.fields),
            "flagged": self.flagged,
            "exposed": self.exposed,
        }


def _shown(value: Any, limit: int = 160) -> str:
    """A value as JSON on one line (hidden characters escaped), cut to `limit` characters; `-` when absent."""
    if value is None:
        return "-"
    text = json.dumps(value, ensure_ascii=True, sort_keys=True)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def unapproved_entries(
    directory: Directory,
    lock: Lock,
    identities: Mapping[str, str],
    approved: Mapping[tuple[str, str, str], tuple[str, str]] | None = None,
) -> list[UnapprovedEntry]:
    """The entries of `directory` that `lock` does not approve, in list order. `approved`: (server, section, key) ->
    (identity, sha256) approved at runtime (through the store), which count as in the lock."""
    out: list[UnapprovedEntry] = []
    for entry in served_entries(directory):
        item = _judged(entry, lock, identities.get(entry.server, "unknown"))
        if item is not None and (approved or {}).get((item.server, item.section, item.key)) != (
            item.identity,
            item.sha256,
        ):
            out.append(item)
    return out


def _judged(entry: ServedEntry, lock: Lock, identity: str) -> UnapprovedEntry | None:
    sha = digest(entry.definition, entry.section)
    pins = lock.servers.get(entry.server)
    pinned = pins.section(entry.section).get(entry.key) if pins is not None else None
    moved = pins is not None and pins.identity != identity
    if pinned is not None and pinned.sha256 == sha and not moved:
        return None
    return UnapprovedEntry(
        server=entry.server, section=entry.section, key=entry.key, name=entry.name,
        status=PinStatus.PENDING if pinned is None else PinStatus.CHANGED, sha256=sha,
        definition=canonical(entry.definition, entry.section), before=pinned.definition if pinned else None,
        identity=identity, identity_changed=moved and pinned is not None,
    )  # fmt: skip


def withhold(directory: Directory, unapproved: Sequence[UnapprovedEntry]) -> Directory:
    """`directory` without `unapproved` (mode `block`): neither listed nor routed."""
    if not unapproved:
        return directory
    held = {(item.section, item.name) for item in unapproved}
    prompts = tuple(p for p in directory.prompts if ("prompts", str(p.get("name"))) not in held)
    resources = tuple(r for r in directory.resources if ("resources", str(r.get("uri"))) not in held)
    pairs = [
        (template, route)
        for template, route in zip(directory.templates, directory.template_routes, strict=True)
        if ("resourceTemplates", str(template.get("uriTemplate"))) not in held
    ]
    return replace(
        directory,
        prompts=prompts,
        prompt_routes={k: v for k, v in directory.prompt_routes.items() if ("prompts", k) not in held},
        resources=resources,
        resource_routes={k: v for k, v in directory.resource_routes.items() if ("resources", k) not in held},
        templates=tuple(template for template, _ in pairs),
        template_routes=tuple(route for _, route in pairs),
    )


def refusal(item: UnapprovedEntry, command: str = "mcp-aggregator approve {name}") -> McpError:
    """The error (-32602) of a request aimed at a withheld entry: what is wrong, and the `command` that approves it."""
    approve = with_name(command, item.name)  # not format: a config path may hold braces
    message = (
        f"{item.kind.capitalize()} {item.name!r} of server {item.server!r} is not approved ({item.detail()}). "
        f"A person must review and approve it first: {approve}"
    )
    data = {"aggregator": {"kind": "unapproved", "status": item.status.value, "approve": approve}}
    return McpError(INVALID_PARAMS, message, data)
