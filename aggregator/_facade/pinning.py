"""Pins in the facade: the lock in force, runtime approvals through the store, and the question a call may ask.

The catalog a host sees is the collector's, passed through `check` (pure `pins.enforce`, after the tools approved
at runtime are read back from the store: another replica's approvals count here too). A call to a withheld tool
(mode `block`) asks the `Approver` (the call's own, else the host's): approve once (this call goes through), approve
and pin (recorded in the store, in the lock in force and, for pins read from a file, written back to that file; then
the call goes through), or deny (an `isError` result naming the command).
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

import anyio
import anyio.to_thread

from aggregator._facade.configuration import Configured
from aggregator.catalog import Catalog, CatalogTool
from aggregator.command_hint import NAME, PROGRAM, option, with_name
from aggregator.config_file import AggregatorConfig
from aggregator.directory import Directory
from aggregator.entry_pins import UnapprovedEntry
from aggregator.errors import ConfigError
from aggregator.events import ListChanged, ListKind
from aggregator.lock_file import default_lock_path, load_lock, write_lock
from aggregator.pins import (
    Approval,
    Approver,
    Lock,
    Pins,
    PinSettings,
    UnapprovedTool,
    enforce,
    identities_of,
    unapproved_tools,
)
from aggregator.store import Store, StoreUnavailable, key

#: what can be approved: a tool, or a prompt, resource or resource template
Approved = UnapprovedTool | UnapprovedEntry

if TYPE_CHECKING:
    from aggregator._facade.assembly import Assembly

__all__ = ["Approvals", "Approved", "Pinning", "approval_key", "chosen", "refusal", "unapproved_of"]

Result = dict[str, Any]


def approval_key(server: str, tool: str) -> str:
    """The store key of a runtime approval of `server`'s tool `tool` (value: {identity, sha256})."""
    return key("pins:approved", server, tool)


class Pinning:
    """The pins of one aggregator: off (None), or a lock and a mode, from `Aggregator(pins=...)` or the config."""

    def __init__(
        self, configured: Configured, store: Store, pins: Pins | PinSettings | None, on_unapproved: Approver | None
    ) -> None:
        self.configured = configured
        self.store = store
        self.given = pins
        #: the host's question for a call to a withheld tool (None: such a call is refused)
        self.on_unapproved = on_unapproved
        self.pins = self._load(configured.written)
        self._identities = _identities(configured.written)
        #: the last catalog judged against the lock: (catalog, lock, its unapproved listed tools, held ones)
        self._judged: tuple[Catalog, Lock, list[UnapprovedTool], list[UnapprovedTool]] | None = None
        self._checked: tuple[Catalog, Any, Catalog] | None = None

    def _load(self, config: AggregatorConfig) -> Pins | None:
        chosen = self.given if self.given is not None else config.pins
        #: what a refusal tells the person to run: the config, and the lock when the config does not name it
        self.command = f"{PROGRAM} approve {NAME}" + option("--config", config.path)
        #: the lock file an approval is written back to (pins from a file), else None
        self.lock_file = chosen.lock if isinstance(chosen, PinSettings) else None
        if isinstance(chosen, PinSettings):
            if chosen.lock != default_lock_path(config.path):
                self.command += option("--lock", chosen.lock)
            return Pins(load_lock(chosen.lock), chosen.mode, chosen.approvers)
        return chosen

    def reconfigure(self, config: AggregatorConfig) -> None:
        """A reload, with `config` as written: the config's pins read again (unless the host gave its own)."""
        pins, identities = self._load(config), _identities(config)
        self.pins, self._identities = pins, identities
        self._judged = self._checked = None

    def identities(self) -> dict[str, str]:
        """Each configured server's identity (see `pins.server_identity`), from the config as written: a command is
        not yet looked up (that depends on the machine's PATH and installation)."""
        return dict(self._identities)

    async def check(self, raw: Catalog) -> Catalog:
        """`raw` as the pins let it be seen; `raw` itself when pins are off or everything is approved."""
        pins = self.pins
        if pins is None:
            return raw
        judged = self._judged
        if judged is None or judged[0] is not raw or judged[1] is not pins.lock:
            identities = self.identities()
            listed = unapproved_tools(raw, pins.lock, identities)
            judged = self._judged = (raw, pins.lock, listed, unapproved_tools(raw, pins.lock, identities, held=True))
        if not judged[2] and not judged[3]:
            return raw
        approved = await self.approvals([*judged[2], *judged[3]])
        state = (pins.mode, tuple(sorted(approved.items())))
        checked = self._checked
        if checked is not None and checked[0] is raw and checked[1] == state:
            return checked[2]

        def left(items: list[UnapprovedTool]) -> list[UnapprovedTool]:
            return [item for item in items if approved.get((item.server, item.tool)) != (item.identity, item.sha256)]

        made = enforce(raw, left(judged[2]), pins.mode, left(judged[3]))
        self._checked = (raw, state, made)
        return made

    async def approvals(self, items: Iterable[UnapprovedTool]) -> dict[tuple[str, str], tuple[str, str]]:
        """The runtime approvals in the store of these tools: (server, tool) -> (identity, sha256)."""
        out: dict[tuple[str, str], tuple[str, str]] = {}
        for item in items:
            try:
                value = await self.store.get(approval_key(item.server, item.tool))
            except StoreUnavailable:
                continue  # the shared store is down: no runtime approval counts (the tool stays withheld)
            if isinstance(value, dict):
                identity, sha = value.get("identity"), value.get("sha256")
                if isinstance(identity, str) and isinstance(sha, str):
                    out[(item.server, item.tool)] = (identity, sha)
        return out

    async def approve(self, items: Iterable[Approved]) -> list[Approved]:
        """Approve and pin these tools (or prompts, resources, templates) as they are now: in the store (every replica
        sees it), in the lock in force, and in its file when the pins came from one (read again first, so approvals
        made meanwhile are kept)."""
        done = []
        for item in items:
            where = (
                approval_key(item.server, item.tool)
                if isinstance(item, UnapprovedTool)
                else key("pins:approved", item.server, item.section, item.key)  # as `entry_pinning` reads it back
            )
            await self.store.set(where, {"identity": item.identity, "sha256": item.sha256})
            done.append(item)
        pins = self.pins
        if pins is not None and done:
            lock = pins.lock.approved(done)
            if self.lock_file is not None:
                lock = await anyio.to_thread.run_sync(_written_back, self.lock_file, done, lock)
            self.pins = replace(pins, lock=lock)
        self._checked = None
        return done

    async def lock_now(self) -> Lock | None:
        """The lock with the runtime approvals of the tools still unapproved in it (None when pins are off)."""
        if self.pins is None:
            return None
        judged = self._judged[2] if self._judged is not None else []
        approved = await self.approvals(judged)
        return self.pins.lock.approved(
            item for item in judged if approved.get((item.server, item.tool)) == (item.identity, item.sha256)
        )

    async def admit(
        self, catalog: Catalog, name: str, approver: Approver | None
    ) -> tuple[CatalogTool | None, Result | None]:
        """A call to withheld tool `name`: (the tool, None) when approved now, else (None, the refusal result)."""
        tool = catalog.withheld[name]
        item = unapproved_of(catalog, name)
        ask = approver or self.on_unapproved
        answer = await ask(item) if ask is not None and item is not None else Approval.DENY
        if answer is Approval.PIN and item is not None:
            await self.approve([item])
        if answer in (Approval.ONCE, Approval.PIN):
            return tool, None
        return None, refusal(item, name, self.command)


def _written_back(path: str, items: list[Approved], fallback: Lock) -> Lock:
    """The lock file at `path` with `items` approved, written (atomically); `fallback` when the file cannot be read
    (the approval then lives in the store and this process only: a broken lock file is not overwritten)."""
    try:
        lock = load_lock(path).approved(items)
        write_lock(path, lock)
    except (ConfigError, OSError):
        return fallback
    return lock


def _list_of(item: Approved) -> ListKind:
    """The list a withheld item comes back to once approved."""
    if isinstance(item, UnapprovedTool):
        return "tools"
    return "prompts" if item.section == "prompts" else "resources"


def _identities(config: AggregatorConfig) -> dict[str, str]:
    path = config.path
    return identities_of(config.servers, os.path.dirname(os.path.abspath(path)) if path else None)


def unapproved_of(catalog: Catalog, name: str) -> UnapprovedTool | None:
    """The report entry of exported tool `name` in `catalog.unapproved`, if it has one."""
    return next((item for item in catalog.unapproved if isinstance(item, UnapprovedTool) and item.name == name), None)


def refusal(item: UnapprovedTool | None, name: str, command: str = "mcp-aggregator approve {name}") -> Result:
    """The `isError` result of a call to a withheld tool: what is wrong, and the `command` that approves it."""
    detail = item.detail() if item is not None else "not approved"
    approve = with_name(command, item.name if item else name)  # not format: a config path may hold braces
    text = f"Tool {name!r} is not approved ({detail}). A person must review and approve it first: {approve}"
    return {"content": [{"type": "text", "text": text}], "isError": True}


def chosen(items: Iterable[Approved], names: Iterable[str], server: str | None, every: bool) -> list[Approved]:
    """The unapproved tools, prompts, resources and templates named (exported or upstream name, URI, URI template),
    of `server`, or all; KeyError names one not found."""
    items = list(items)
    wanted = set(names)
    picked = [item for item in items if every or item.server == server or item.name in wanted or item.key in wanted]
    missing = sorted(wanted - {item.name for item in picked} - {item.key for item in picked})
    if missing:
        raise KeyError(f"not an unapproved tool, prompt or resource: {', '.join(missing)}")
    return picked


class Approvals:
    """`Aggregator`'s pins API, kept beside the pins (the facade class itself is at its size limit).

    With pins on (`Aggregator(pins=...)` or the config's `aggregator.pins`), a tool the lock does not approve is
    `pending` or `changed` (`pins.UnapprovedTool`); in mode `block` it is withheld, and a call to it asks the
    `Approver` (`call_tool(on_unapproved=...)`, else `Aggregator(on_unapproved=...)`): `Approval.ONCE` lets this
    call through, `Approval.PIN` approves it for every replica (the store) and lets it through, `Approval.DENY` (or
    no approver) answers an `isError` result naming the `mcp-aggregator approve` command. Prompts, resources and
    resource templates are pinned too (`entry_pins.UnapprovedEntry`, `unapproved_entries`): withheld in `block`,
    a request for one is refused (-32602) naming the command; `approve` covers them.
    """

    if TYPE_CHECKING:
        _parts: Assembly

        async def catalog(self) -> Catalog: ...

        async def directory(self) -> Directory: ...

    @property
    def pins(self) -> Pins | None:
        """The pins in force (lock and mode), or None when they are off."""
        return self._parts.pinning.pins

    async def unapproved(self) -> list[UnapprovedTool]:
        """The served tools the lock does not approve (withheld in mode `block`, listed in `warn`), in catalog order."""
        return [item for item in (await self.catalog()).unapproved if isinstance(item, UnapprovedTool)]

    async def unapproved_tool(self, name: str) -> UnapprovedTool | None:
        """The unapproved tool a call to exported `name` targets (withheld, or listed in mode `warn`), else None: a
        front asks its user before the call, then passes the answer (`pins.answering`) as `call_tool(on_unapproved=)`.
        """
        return unapproved_of(await self.catalog(), name)

    async def unapproved_entries(self) -> list[UnapprovedEntry]:
        """The listed prompts, resources and templates the lock does not approve (withheld in mode `block`, listed in
        `warn`), in list order; empty when pins are off."""
        await self.directory()
        return list(self._parts.entry_pinning.unapproved)

    async def approve(self, *names: str, server: str | None = None, every: bool = False) -> list[Approved]:
        """Approve and pin, as they are now, the unapproved tools, prompts, resources and templates named (exported
        or upstream names, URIs, URI templates), those of `server`, or `every` one: in the store, so every replica
        sharing it agrees. Returns them; listeners hear `ListChanged` when any was withheld. Raises KeyError for a
        name that is none of them."""
        entries = await self.unapproved_entries() if self._parts.pinning.pins is not None else []
        items = chosen([*await self.unapproved(), *entries], names, server, every)
        done = await self._parts.pinning.approve(items)
        self._parts.entry_pinning.forget(item for item in done if isinstance(item, UnapprovedEntry))
        self._parts.routes.directory = None  # judged again at the next request
        listener = self._parts.listener_of()
        for server, kind in dict.fromkeys((item.server, _list_of(item)) for item in done if not item.exposed):
            if listener is not None:
                listener(ListChanged(server, kind))
        return done

    async def approved_lock(self) -> Lock | None:
        """The lock with this run's approvals added (to write back to the lock file), or None when pins are off."""
        await self.catalog()
        lock = await self._parts.pinning.lock_now()
        if lock is not None:
            await self.directory()
            lock = lock.approved(self._parts.entry_pinning.approved_elsewhere)
        return lock

    def identities(self) -> dict[str, str]:
        """Each configured server's identity as the lock records it (`pins.server_identity`)."""
        return self._parts.pinning.identities()
