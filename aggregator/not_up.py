"""What to say when a name is in no list: the servers that are not up, whose lists are missing from it.

A tool, prompt or resource asked for by a name no server lists may belong to a server that is down, held off,
still starting, or waiting for a login: its list is not in the merged one. The library's errors (and so the
proxy's and the CLI's, which pass them on) name each such server with its state and reason, and the command that
logs in for one that needs a login. Pure: the caller hands in the states.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from aggregator.oauth_config import OAuthSettings, login_command, naming_login

__all__ = ["NotUp", "did_you_mean", "unknown_name"]

_LOGS_IN = OAuthSettings()  # the settings of a server a user logs in to, for `naming_login`
#: the states of a server that serves its lists; any other leaves its names out of the merged ones
UP_STATES = frozenset({"ok", "partial", "stale"})


@dataclass(frozen=True, slots=True)
class NotUp:
    """One server that is not up: its name, state (`down`, `auth_required`, `connecting`...) and reason, and
    whether a user logs in to it (`mcp-aggregator login`; else its credentials are in the config)."""

    name: str
    state: str
    reason: str | None
    login: bool = True

    def said(self) -> str:
        """`name (state: reason)`, the reason naming the login command when it needs a login."""
        reason = self.reason or "no reason given"
        if self.state == "auth_required" and self.login:
            reason = naming_login(self.name, reason, _LOGS_IN)
        return f"{self.name} ({self.state}: {reason})"

    def as_data(self) -> dict[str, Any]:
        """The entry of the error's `data.aggregator.serversNotUp`."""
        data: dict[str, Any] = {"name": self.name, "state": self.state, "reason": self.reason}
        if self.state == "auth_required" and self.login:
            data["command"] = login_command(self.name)
        return data


def unknown_name(what: str, name: str, servers: Iterable[NotUp], kind: str) -> tuple[str, dict[str, Any]]:
    """The message and `data` of an unknown `what` (tool, prompt, resource) `name`: the servers not up named, each
    with its state and reason, when there are any (`kind` is the error's `data.aggregator.kind`)."""
    missing = [server for server in servers if server.state not in UP_STATES]
    data: dict[str, Any] = {"aggregator": {"kind": kind}}
    message = f"Unknown {what}: {name}"
    if what == "resource":
        message = f"Resource not found: {name}"
        data["uri"] = name
    if missing:
        which = "; ".join(server.said() for server in missing)
        one = len(missing) == 1
        message += f" (it may belong to {'a server' if one else 'servers'} not up now: {which})"
        data["aggregator"]["serversNotUp"] = [server.as_data() for server in missing]
    return message, data


def did_you_mean(name: str, names: Sequence[str]) -> str:
    """` (did you mean a, b?)` naming up to three close names, or "" when none is close."""
    close = difflib.get_close_matches(name, names, n=3, cutoff=0.5)
    return f" (did you mean {', '.join(close)}?)" if close else ""
