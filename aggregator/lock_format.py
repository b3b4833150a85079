"""The pins' lock as data: the canonical hash of a definition, and the lock's JSON (version 2, version 1 read too).

A lock holds, per server key, the server's identity and four sections of approved definitions, each keyed by what
names the entry upstream: `tools` and `prompts` by name, `resources` by URI, `resourceTemplates` by URI template.
An entry is the SHA-256 of the canonical JSON (sorted keys, compact) of its pinned fields (`FIELDS`), with that
canonical definition beside it, so a later change can be shown field by field. Version 1 had tools only: read under
it, every prompt, resource and template is pending. Pure; `lock_file.py` reads and writes the file.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, Protocol

from aggregator.errors import ConfigError

__all__ = [
    "FIELDS",
    "LOCK_VERSION",
    "PIN_FIELDS",
    "SECTIONS",
    "Approvable",
    "Lock",
    "PinStatus",
    "PinnedTool",
    "ServerPins",
    "canonical",
    "digest",
    "url_identity",
]

#: the version written; version 1 (tools only) is still read
LOCK_VERSION = 2
READABLE_VERSIONS = (1, 2)
#: the definition keys a tool's pin covers: what the model reads, and what shapes or qualifies a call
#: (`icons` are fetched by the client, `_meta` carries extensions such as an app's UI resource, `execution` says how
#: a call runs: each changes what a client does, so a change of any is a change to approve)
PIN_FIELDS = (
    "name",
    "title",
    "description",
    "inputSchema",
    "outputSchema",
    "annotations",
    "icons",
    "execution",
    "_meta",
)
#: the keys each section pins, by section: what a model or a person reads of the entry, and what it returns
FIELDS: Mapping[str, tuple[str, ...]] = {
    "tools": PIN_FIELDS,
    "prompts": ("name", "title", "description", "arguments", "icons", "_meta"),
    "resources": ("uri", "name", "title", "description", "mimeType", "annotations", "icons", "_meta"),
    "resourceTemplates": ("uriTemplate", "name", "title", "description", "mimeType", "annotations", "icons", "_meta"),
}
#: the lock's sections, in the order a server's entry lists them
SECTIONS = tuple(FIELDS)


def url_identity(kind: str, origin: str, path: str) -> str:
    """A URL server's identity: its origin as written, its path as a hash only (Zapier, Composio and the like put
    the account's key in the path, and a lock is committed and reviewed in the open)."""
    return f"{kind}:{origin} path sha256:{hashlib.sha256(path.encode('utf-8', 'surrogatepass')).hexdigest()}"


#: how a URL server's identity read before its path was hashed: `http:https://host:8443/path`
_PLAIN_URL_IDENTITY = re.compile(r"([a-z]+):([a-z][a-z0-9+.-]*://[^/\s]*)(/\S*)")


def _current(identity: str) -> str:
    """An identity as this version writes it: an older lock's plain URL path is hashed as it is read, so a lock
    written before keeps approving the same server (and the next `pin` or `approve` writes the path no more)."""
    plain = _PLAIN_URL_IDENTITY.fullmatch(identity)
    return url_identity(plain[1], plain[2], plain[3]) if plain else identity


class PinStatus(StrEnum):
    """Why a served tool (or prompt, resource, template) is not approved by the lock."""

    PENDING = "pending"
    CHANGED = "changed"


def canonical(definition: Mapping[str, Any], section: str = "tools") -> dict[str, Any]:
    """The pinned part of a definition of `section` (its `FIELDS` that are present)."""
    pinned = {key: definition[key] for key in FIELDS[section] if key in definition}
    annotations = pinned.get("annotations")
    if section != "tools" and isinstance(annotations, Mapping) and "lastModified" in annotations:
        # a resource's modification time changes with its content, not with what it is: pinning it would ask for
        # an approval at every edit of a file
        pinned["annotations"] = {key: value for key, value in annotations.items() if key != "lastModified"}
    return pinned


def canonical_json(value: Any) -> str:
    """Sorted keys, compact separators, characters as they are: the text a pin hashes."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def digest(definition: Mapping[str, Any], section: str = "tools") -> str:
    """`sha256:<hex>` of the canonical JSON of `definition`'s pinned part."""
    # surrogatepass: a server may send a lone surrogate (JSON can carry "\ud800"); it hashes, it never crashes
    text = canonical_json(canonical(definition, section))
    return "sha256:" + hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()


class Approvable(Protocol):
    """What approving needs of an unapproved entry (`pins.UnapprovedTool`, `entry_pins.UnapprovedEntry`)."""

    @property
    def server(self) -> str:
        """The server's key."""
        ...

    @property
    def section(self) -> str:
        """The lock's section: `tools`, `prompts`, `resources` or `resourceTemplates`."""
        ...

    @property
    def key(self) -> str:
        """The entry's key in its section (upstream name, URI or URI template)."""
        ...

    @property
    def identity(self) -> str:
        """The server's identity now."""
        ...

    @property
    def sha256(self) -> str:
        """The hash of the entry as it is now."""
        ...

    @property
    def definition(self) -> Mapping[str, Any]:
        """The canonical definition as it is now."""
        ...


@dataclass(frozen=True, slots=True)
class PinnedTool:
    """One approved entry (a tool, prompt, resource or template): its hash and the canonical definition behind it."""

    sha256: str
    definition: Mapping[str, Any]

    def to_json(self) -> dict[str, Any]:
        """The entry as the lock file holds it."""
        return {"definition": dict(self.definition), "sha256": self.sha256}


@dataclass(frozen=True, slots=True)
class ServerPins:
    """One server of a lock: its identity and its approved entries, by section and upstream key."""

    identity: str
    tools: Mapping[str, PinnedTool] = field(default_factory=dict)
    #: the other sections (`prompts`, `resources`, `resourceTemplates`), each by its upstream key
    entries: Mapping[str, Mapping[str, PinnedTool]] = field(default_factory=dict)

    def section(self, name: str) -> Mapping[str, PinnedTool]:
        """The approved entries of section `name` (empty when there are none)."""
        return self.tools if name == "tools" else self.entries.get(name, {})

    def to_json(self) -> dict[str, Any]:
        """The server as the lock file holds it: `tools` always, another section only when it has entries."""
        out: dict[str, Any] = {"identity": self.identity}
        for name in SECTIONS:
            pins = self.section(name)
            if pins or name == "tools":
                out[name] = {key: pin.to_json() for key, pin in sorted(pins.items())}
        return out


@dataclass(frozen=True, slots=True)
class Lock:
    """Approved definitions by server key (see the module docstring). Immutable: `approved` gives a new one."""

    servers: Mapping[str, ServerPins] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        """The lock as JSON (`version` 2)."""
        servers = {name: pins.to_json() for name, pins in sorted(self.servers.items())}
        return {"servers": servers, "version": LOCK_VERSION}

    def text(self) -> str:
        """The lock file's text: sorted keys, indented by 2, a final newline; the same lock, the same bytes."""
        return json.dumps(self.to_json(), sort_keys=True, indent=2, ensure_ascii=False) + "\n"

    @classmethod
    def from_json(cls, data: Any, source: str = "<lock>") -> Lock:
        """A lock from its JSON (version 1 or 2); raises ConfigError naming `source` and the key that is wrong."""
        return _read_lock(data, source)

    def approved(self, items: Iterable[Approvable]) -> Lock:
        """This lock with `items` approved as they are now, their server's identity too (a server approved under a
        new identity keeps none of its other entries: they turn pending, for a person to look at again)."""
        servers = dict(self.servers)
        for item in items:
            old = servers.get(item.server)
            # a server that is someone else now keeps no approval it had: its other entries turn pending
            kept = old is not None and old.identity == item.identity
            sections = {name: dict(old.section(name)) if old is not None and kept else {} for name in SECTIONS}
            sections[item.section][item.key] = PinnedTool(item.sha256, canonical(item.definition, item.section))
            servers[item.server] = _server(item.identity, sections)
        return Lock(servers)


def _server(identity: str, sections: Mapping[str, Mapping[str, PinnedTool]]) -> ServerPins:
    entries = {name: pins for name, pins in sections.items() if name != "tools" and pins}
    return ServerPins(identity, sections.get("tools", {}), entries)


def _read_lock(data: Any, source: str) -> Lock:
    def fail(path: str, message: str) -> ConfigError:
        return ConfigError(f"{source}: {path}: {message}" if path else f"{source}: {message}")

    if not isinstance(data, dict):
        raise fail("", "a lock file is a JSON object with 'version' and 'servers'")
    version = data.get("version")
    if version not in READABLE_VERSIONS or isinstance(version, bool):
        raise fail("version", f"expected {LOCK_VERSION} (or 1, which pins tools only), got {version!r}")
    unknown = sorted(set(data) - {"version", "servers"})
    if unknown:
        raise fail(unknown[0], "unknown key; a lock has 'version' and 'servers'")
    servers = data.get("servers", {})
    if not isinstance(servers, dict):
        raise fail("servers", "expected an object of servers by key")
    sections = SECTIONS if version == LOCK_VERSION else ("tools",)
    out: dict[str, ServerPins] = {}
    for name, entry in servers.items():
        where = f"servers.{name}"
        if not isinstance(entry, dict) or not isinstance(entry.get("identity"), str):
            raise fail(where, "expected an object with an 'identity' string and 'tools'")
        unknown = sorted(set(entry) - {"identity", *sections})
        if unknown and version == LOCK_VERSION:
            raise fail(f"{where}.{unknown[0]}", f"unknown key; a server has 'identity' and {', '.join(SECTIONS)}")
        read = {section: _read_section(entry.get(section, {}), f"{where}.{section}", fail) for section in sections}
        out[name] = _server(_current(entry["identity"]), read)
    return Lock(out)


def _read_section(pins: Any, where: str, fail: Any) -> dict[str, PinnedTool]:
    if not isinstance(pins, dict):
        raise fail(where, "expected an object of entries by upstream name (a resource: by URI)")
    out: dict[str, PinnedTool] = {}
    for key, pin in pins.items():
        at = f"{where}.{key}"
        if not isinstance(pin, dict) or not isinstance(pin.get("definition", {}), dict):
            raise fail(at, "expected an object with 'sha256' and 'definition'")
        sha = pin.get("sha256")
        if not isinstance(sha, str) or not sha.startswith("sha256:") or len(sha) != 71:
            raise fail(f"{at}.sha256", f"expected 'sha256:' and 64 hex digits, got {sha!r}")
        out[key] = PinnedTool(sha, pin.get("definition", {}))
    return out
