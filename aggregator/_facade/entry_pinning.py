"""Pins in the facade for prompts, resources and resource templates (`entry_pins`): the directory as the lock lets
it be seen, and the refusal of a request aimed at an entry it withholds.

The directory a host sees is the one `Routes` builds, passed through `check`: the entries approved at runtime are
read back from the store (another replica's approvals count here too), then, in mode `block`, the rest is taken out
(`entry_pins.withhold`); in mode `warn` it stays and is reported. Nothing asks in the conversation here: a request
for a withheld entry is refused (-32602) with the `mcp-aggregator approve` command to run.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

from aggregator._facade.pinning import Pinning
from aggregator.directory import Directory, template_regex
from aggregator.entry_pins import UnapprovedEntry, refusal, unapproved_entries, withhold
from aggregator.store import StoreUnavailable, key

__all__ = ["EntryPinning", "entry_approval_key"]


def entry_approval_key(server: str, section: str, name: str) -> str:
    """The store key of a runtime approval of `server`'s entry `name` of lock section `section`."""
    return key("pins:approved", server, section, name)


class EntryPinning:
    """The prompts', resources' and templates' side of one aggregator's pins (`Pinning` holds the lock and mode)."""

    def __init__(self, pinning: Pinning) -> None:
        self.pinning = pinning
        #: the entries of the last directory the lock does not approve (withheld in `block`, listed in `warn`)
        self.unapproved: list[UnapprovedEntry] = []
        #: the entries of the last directory not in the lock in force but approved at runtime (through the store)
        self.approved_elsewhere: list[UnapprovedEntry] = []

    @property
    def on(self) -> bool:
        """True when pins are in force."""
        return self.pinning.pins is not None

    async def check(self, raw: Directory) -> Directory:
        """`raw` as the pins let it be seen; `raw` itself when pins are off, in mode `warn`, or all is approved."""
        pins = self.pinning.pins
        if pins is None:
            self.unapproved = self.approved_elsewhere = []
            return raw
        items = unapproved_entries(raw, pins.lock, self.pinning.identities())
        approved = await self.approvals(items)
        left: list[UnapprovedEntry] = []
        self.approved_elsewhere = []
        for item in items:
            now = approved.get((item.server, item.section, item.key)) == (item.identity, item.sha256)
            (self.approved_elsewhere if now else left).append(item)
        if pins.mode == "warn":
            self.unapproved = [replace(item, exposed=True) for item in left]
            return raw
        self.unapproved = left
        return withhold(raw, left)

    async def approvals(self, items: Iterable[UnapprovedEntry]) -> dict[tuple[str, str, str], tuple[str, str]]:
        """The runtime approvals in the store of these entries: (server, section, key) -> (identity, sha256)."""
        out: dict[tuple[str, str, str], tuple[str, str]] = {}
        for item in items:
            try:
                value = await self.pinning.store.get(entry_approval_key(item.server, item.section, item.key))
            except StoreUnavailable:
                continue  # the shared store is down: no runtime approval counts (the entry stays withheld)
            if isinstance(value, dict):
                identity, sha = value.get("identity"), value.get("sha256")
                if isinstance(identity, str) and isinstance(sha, str):
                    out[(item.server, item.section, item.key)] = (identity, sha)
        return out

    def forget(self, items: Iterable[UnapprovedEntry]) -> None:
        """`items` were approved: they are no longer reported (the next directory is judged afresh anyway)."""
        done = {(item.server, item.section, item.key) for item in items}
        self.unapproved = [item for item in self.unapproved if (item.server, item.section, item.key) not in done]

    def _withheld(self, section: str, name: str) -> UnapprovedEntry | None:
        return next(
            (item for item in self.unapproved if not item.exposed and item.section == section and item.name == name),
            None,
        )

    def refuse_prompt(self, name: str) -> None:
        """Raise the refusal (McpError -32602) when exported prompt `name` is withheld."""
        item = self._withheld("prompts", name)
        if item is not None:
            raise refusal(item, self.pinning.command)

    def refuse_uri(self, uri: str, routed: bool) -> None:
        """Raise the refusal when `uri` is a withheld resource or template (a completion's `ref/resource` names a
        template by its text), or, when the directory as seen does not route it (`routed` False), when a withheld
        template matches it."""
        item = self._withheld("resources", uri) or self._withheld("resourceTemplates", uri)
        if item is None and not routed:
            item = next(
                (
                    held
                    for held in self.unapproved
                    if not held.exposed
                    and held.section == "resourceTemplates"
                    and template_regex(held.name).fullmatch(uri)
                ),
                None,
            )
        if item is not None:
            raise refusal(item, self.pinning.command)
