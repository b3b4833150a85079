"""Client profiles: what each MCP client (or model API) accepts of the tool list we hand it.

A merged list that is fine for the MCP spec can still break a client: Cursor stops at 40 tools, VS Code sends at
most 128 to the model with its own built-ins counted, Claude Code puts `mcp__<server>__` in front of every name and
the model API then refuses anything over 64 characters. A `ClientProfile` states those limits for one client; the
exposure plan (`aggregator.exposure`) is compiled against one.

The built-in table, `CLIENT_PROFILES`, with where each limit comes from (`source`) and when it was last checked
(`checked`). Where a client documents nothing, the profile takes the rule of the model API behind it and says so.

| profile        | tools cap | reserved | name (prefix included)   | client's prefix    | token budget |
|----------------|-----------|----------|--------------------------|--------------------|--------------|
| claude-code    | none      | 0        | 64, `A-Za-z0-9_-`        | `mcp__{server}__`  | 20,000       |
| claude-desktop | none      | 0        | 64, `A-Za-z0-9_-`        | none known         | 10,000       |
| cursor         | 40        | 0        | 60, `A-Za-z0-9_-`        | `{server}` (counted, not written) | 20,000 |
| windsurf       | 100       | 0        | 64, `A-Za-z0-9_-`        | none known         | 20,000       |
| vscode         | 128       | 40       | 64, `A-Za-z0-9_-`        | `mcp_{server}_`    | 20,000       |
| openai         | 128       | 0        | 64, `A-Za-z0-9_-`        | none               | 10,000       |
| anthropic      | none      | 0        | 64, `A-Za-z0-9_-`        | none               | 10,000       |
| mcp            | none      | 0        | 128, `A-Za-z0-9_.-`      | none               | none         |

Choices made where sources disagree or are silent:

- Cursor: its cap was 40 tools, and is reported raised (to 80) in later versions; the profile keeps 40, because
  older versions are still installed and a list that fits 40 fits both. Define your own profile (`extends` cursor,
  `maxTools` 80) for a newer one. Cursor drops a tool whose server key plus tool name exceeds 60 characters; the
  key is counted without a separator, so the prefix template is `{server}`.
- Token budgets are ours, not the clients': 20,000 is 10% of a 200k-token context, the point past which Claude
  Code defers MCP tools behind its own tool search; 10,000 is where Anthropic's tool-use documentation suggests
  tool search for a plain API caller, applied to OpenAI too. A budget bounds only our tools' definitions.
- VS Code counts its own built-in tools (about 40 when every tool set is on) against its 128.
- Anthropic's API pattern was widened to 128 characters for plain tool names, but Claude's tool search and Claude
  Code still refuse names over 64, so the profile keeps 64.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from aggregator.errors import ConfigError
from aggregator.name_profile import NameProfile

__all__ = [
    "CLIENT_PROFILES",
    "DEFAULT_CLIENT_KEY",
    "PROFILE_KEYS",
    "ClientProfile",
    "custom_profile",
    "resolve_client_profile",
]

#: the name a client's config gives the aggregator (its server key there), unless the config or CLI says otherwise
DEFAULT_CLIENT_KEY = "aggregator"
_MODEL_API_CHARS = "A-Za-z0-9_-"


@dataclass(frozen=True, slots=True, kw_only=True)
class ClientProfile:
    """What one client accepts: a tool cap (part of it reserved), a name rule after its own prefix, a token budget.

    `name_prefix` is the client's own prefix template, `{server}` standing for the key the client knows us by
    (`mcp__{server}__` for Claude Code); `max_name_length` counts it. `token_budget` bounds the estimated tokens
    (`aggregator.tokens`) of the definitions listed inline. `source` and `checked` say where the limits come from
    and when they were last checked.
    """

    name: str
    label: str
    max_tools: int | None
    reserved_tools: int = 0
    max_name_length: int
    name_chars: str
    name_prefix: str = ""
    token_budget: int | None
    source: str
    checked: str
    #: the name rule of the client's part of a name, built once (its length is `name_room` of one client key)
    names: NameProfile = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        for key in ("label", "name_chars", "name_prefix", "source", "checked"):
            if not isinstance(getattr(self, key), str):
                raise ConfigError(f"client profile {self.name!r}: {key} must be a string")
        length = self.max_name_length
        if not isinstance(length, int) or isinstance(length, bool):
            raise ConfigError(f"client profile {self.name!r}: max_name_length must be an integer")
        for key in ("max_tools", "token_budget"):
            value = getattr(self, key)
            if value is not None and (not isinstance(value, int) or isinstance(value, bool) or value < 1):
                raise ConfigError(f"client profile {self.name!r}: {key} must be a positive integer or null")
        reserved = self.reserved_tools
        if not isinstance(reserved, int) or isinstance(reserved, bool) or reserved < 0:
            raise ConfigError(f"client profile {self.name!r}: reserved_tools must be an integer of at least 0")
        if self.max_tools is not None and reserved >= self.max_tools:
            raise ConfigError(f"client profile {self.name!r}: reserved_tools must be below max_tools")
        if "{" in self.name_prefix.replace("{server}", ""):
            raise ConfigError(f"client profile {self.name!r}: name_prefix may hold only the {{server}} placeholder")
        # NameProfile checks the character class and that a shortened name (hash suffix) can be made in it
        object.__setattr__(self, "names", NameProfile(f"client:{self.name}", self.max_name_length, self.name_chars))

    def tool_room(self) -> int | None:
        """Tools the client leaves us: `max_tools - reserved_tools` (None: no cap)."""
        return None if self.max_tools is None else self.max_tools - self.reserved_tools

    def name_room(self, client_key: str) -> int:
        """Characters left for a tool name after the client's prefix, as it spells it for `client_key`."""
        return self.max_name_length - len(self.prefix_for(client_key))

    def prefix_for(self, client_key: str) -> str:
        """The client's prefix as it spells it for `client_key` (`mcp__aggregator__`)."""
        return self.name_prefix.replace("{server}", client_key)

    def name_rule(self, client_key: str) -> NameProfile:
        """The name rule our part of a name must follow for `client_key`; raises ConfigError when the key leaves
        too little room (a shortened name needs 18 characters), or when the key itself, which the client puts into
        every name, has characters the client's names may not hold (every name would be refused)."""
        if "{server}" in self.name_prefix and not self.names.fits(client_key):
            raise ConfigError(
                f"client key {client_key!r}: {self.label} puts it into every tool name, so it must be made of the "
                f"characters its names allow ({self.name_chars})"
            )
        room = self.name_room(client_key)
        if room == self.max_name_length:
            return self.names
        try:
            return NameProfile(f"client:{self.name}", room, self.name_chars)
        except ConfigError:
            raise ConfigError(
                f"client key {client_key!r} leaves {room} characters of {self.label}'s {self.max_name_length} for a "
                "tool name; use a shorter key (the name the client's config gives the aggregator)"
            ) from None

    def to_json(self) -> dict[str, Any]:
        """The profile as JSON (for reports), limits and their source."""
        return {
            "name": self.name,
            "label": self.label,
            "max_tools": self.max_tools,
            "reserved_tools": self.reserved_tools,
            "max_name_length": self.max_name_length,
            "name_chars": self.name_chars,
            "name_prefix": self.name_prefix,
            "token_budget": self.token_budget,
            "source": self.source,
            "checked": self.checked,
        }


_CHECKED = "2026-12-01"
_ANTHROPIC_TOOLS = "docs.anthropic.com, tool use: tool names ^[a-zA-Z0-9_-]{1,64}$; tool search advised past 10K tokens"


def _profiles(*profiles: ClientProfile) -> Mapping[str, ClientProfile]:
    return MappingProxyType({profile.name: profile for profile in profiles})


CLIENT_PROFILES: Mapping[str, ClientProfile] = _profiles(
    ClientProfile(
        name="claude-code",
        label="Claude Code",
        max_tools=None,
        max_name_length=64,
        name_chars=_MODEL_API_CHARS,
        name_prefix="mcp__{server}__",
        token_budget=20_000,
        source="docs.anthropic.com/claude-code/mcp (mcp__<server>__<tool>; MCP tool search past 10% of context); "
        "anthropics/claude-code#955, #19882 (64-character names, prefix included)",
        checked=_CHECKED,
    ),
    ClientProfile(
        name="claude-desktop",
        label="Claude Desktop",
        max_tools=None,
        max_name_length=64,
        name_chars=_MODEL_API_CHARS,
        token_budget=10_000,
        source=f"no documented cap or prefix; the model API's rule: {_ANTHROPIC_TOOLS}",
        checked=_CHECKED,
    ),
    ClientProfile(
        name="cursor",
        label="Cursor",
        max_tools=40,
        max_name_length=60,
        name_chars=_MODEL_API_CHARS,
        name_prefix="{server}",
        token_budget=20_000,
        source="docs.cursor.com/context/model-context-protocol (40-tool limit; later versions report 80); "
        "Cursor's warning 'Combined server and tool name length exceeds 60 characters' (e.g. awslabs/mcp#1283)",
        checked=_CHECKED,
    ),
    ClientProfile(
        name="windsurf",
        label="Windsurf",
        max_tools=100,
        max_name_length=64,
        name_chars=_MODEL_API_CHARS,
        token_budget=20_000,
        source="docs.windsurf.com/windsurf/cascade/mcp ('Cascade has a limit of 100 total tools'); names: the model "
        "APIs' 64",
        checked=_CHECKED,
    ),
    ClientProfile(
        name="vscode",
        label="VS Code (Copilot)",
        max_tools=128,
        reserved_tools=40,
        max_name_length=64,
        name_chars=_MODEL_API_CHARS,
        name_prefix="mcp_{server}_",
        token_budget=20_000,
        source="code.visualstudio.com/docs/copilot/agents/agent-tools (128 tools a request, built-ins included); "
        "microsoft/vscode#249929 (mcp_<server>_<tool>), #243602 (64 characters)",
        checked=_CHECKED,
    ),
    ClientProfile(
        name="openai",
        label="OpenAI API",
        max_tools=128,
        max_name_length=64,
        name_chars=_MODEL_API_CHARS,
        token_budget=10_000,
        source="platform.openai.com/docs/api-reference (tools: at most 128; function name ^[a-zA-Z0-9_-]{1,64}$)",
        checked=_CHECKED,
    ),
    ClientProfile(
        name="anthropic",
        label="Anthropic API",
        max_tools=None,
        max_name_length=64,
        name_chars=_MODEL_API_CHARS,
        token_budget=10_000,
        source=_ANTHROPIC_TOOLS,
        checked=_CHECKED,
    ),
    ClientProfile(
        name="mcp",
        label="MCP specification",
        max_tools=None,
        max_name_length=128,
        name_chars="A-Za-z0-9_.-",
        token_budget=None,
        source="modelcontextprotocol.io/specification/2025-11-25/server/tools (names 1-128 of A-Za-z0-9_.-; no cap)",
        checked=_CHECKED,
    ),
)
"""The built-in client profiles by name (the table above); a config's `aggregator.profiles` adds its own."""

#: the config keys of a user-defined profile ("profiles" in the top-level "aggregator" object) -> field names
PROFILE_KEYS: Mapping[str, str] = MappingProxyType(
    {
        "extends": "",
        "label": "label",
        "maxTools": "max_tools",
        "reservedTools": "reserved_tools",
        "maxNameLength": "max_name_length",
        "nameChars": "name_chars",
        "namePrefix": "name_prefix",
        "tokenBudget": "token_budget",
        "source": "source",
        "checked": "checked",
    }
)


def custom_profile(name: str, fields: Mapping[str, Any]) -> ClientProfile:
    """A user-defined profile from its config keys (`PROFILE_KEYS`): those of `extends` (a built-in profile), else of
    the built-in of the same name (a config's `cursor` adjusts Cursor's, it does not start over), else of `mcp`,
    replaced by the ones given. Raises ConfigError for an unknown key or base, or a bad value."""
    unknown = sorted(set(fields) - set(PROFILE_KEYS))
    if unknown:
        raise ConfigError(f"unknown key {unknown[0]!r}; expected one of {', '.join(PROFILE_KEYS)}")
    base_name = fields.get("extends", name if name in CLIENT_PROFILES else "mcp")
    base = CLIENT_PROFILES.get(base_name) if isinstance(base_name, str) else None
    if base is None:
        raise ConfigError(f"extends {base_name!r}: not a built-in profile ({', '.join(CLIENT_PROFILES)})")
    changes = {PROFILE_KEYS[key]: value for key, value in fields.items() if key != "extends"}
    changes.setdefault("label", name)
    over = "extends" in fields or name in CLIENT_PROFILES
    changes.setdefault("source", f"the config, over {base.source}" if over else "the config")
    return dataclasses.replace(base, name=name, **changes)


def resolve_client_profile(name: str, custom: Mapping[str, ClientProfile] = MappingProxyType({})) -> ClientProfile:
    """The profile called `name`: a user-defined one (`custom`, from the config) first, else a built-in one.
    Raises ConfigError listing the valid names."""
    found = custom.get(name) if isinstance(name, str) else None
    if found is None and isinstance(name, str):
        found = CLIENT_PROFILES.get(name)
    if found is None:
        names = [*custom, *(known for known in CLIENT_PROFILES if known not in custom)]
        raise ConfigError(f"unknown client profile {name!r}; valid profiles: {', '.join(names)}")
    return found
