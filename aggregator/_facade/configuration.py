"""The config in force: what `Aggregator(...)` accepts, the consent a reload is held to, and redaction.

One object, shared by the facade's collaborators, so a reload changes the config in one place.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import replace
from typing import Any

from aggregator.config import AggregatorSettings, ServerConfig, StdioServer
from aggregator.config_file import AggregatorConfig, parse_config, redact
from aggregator.demo import own_command
from aggregator.effects import Effect, UntrustedConfig, unconsented
from aggregator.errors import ConfigError, McpError
from aggregator.naming import get_profile, validate_prefixes

__all__ = ["Configured", "config_of"]


def config_of(
    servers: Sequence[ServerConfig] | AggregatorConfig | Mapping[str, Any], settings: AggregatorSettings | None
) -> AggregatorConfig:
    """What `Aggregator(servers)` was given, as an `AggregatorConfig`. Raises TypeError for anything else."""
    if settings is not None and not isinstance(settings, AggregatorSettings):
        raise TypeError(f"settings must be an AggregatorSettings, got {type(settings).__name__}")
    if isinstance(servers, str | bytes | os.PathLike):
        raise TypeError(f"Aggregator() takes servers, not a path: use Aggregator.from_file({servers!r})")
    if isinstance(servers, Mapping):
        return parse_config(servers)  # the file's own shape, built in code
    if isinstance(servers, AggregatorConfig):
        return servers
    if not isinstance(servers, Iterable):
        raise TypeError(
            "Aggregator() takes a list of ServerConfig, an AggregatorConfig or a config dict "
            f'({{"mcpServers": ...}}); got {type(servers).__name__}'
        )
    servers = tuple(servers)
    wrong = [type(item).__name__ for item in servers if not isinstance(item, ServerConfig)]
    if wrong:
        raise TypeError(
            "Aggregator() takes a list of ServerConfig, an AggregatorConfig or a config dict "
            f'({{"mcpServers": ...}}); got a list holding {", ".join(sorted(set(wrong)))}'
        )
    return AggregatorConfig(servers=servers, settings=settings or AggregatorSettings())


class Configured:
    """The config in force, its servers by name and its settings; admits a new one only within the first consent."""

    def __init__(self, config: AggregatorConfig, settings: AggregatorSettings | None) -> None:
        #: the consent given at start (None: everything); a reload is held to it, whatever the new file says
        self.consent = config.consent
        require_consent(config, self.consent)
        #: the config as given, its commands not resolved (what the pins' server identities are made from)
        self.written = config
        self.config = replace(config, servers=tuple(resolve_command(server) for server in config.servers))
        self.settings = settings or config.settings
        self.servers: tuple[ServerConfig, ...] = self.config.servers
        names = [server.name for server in self.servers]
        if len(set(names)) != len(names):
            raise ConfigError(f"server names must be unique, got {names}")
        _validate(self.servers, self.settings)
        self.by_name = {server.name: server for server in self.servers}

    def admit(self, config: AggregatorConfig) -> AggregatorConfig:
        """`config` with its commands resolved. Raises `UntrustedConfig` or ConfigError, changing nothing."""
        require_consent(config, self.consent)
        config = replace(config, servers=tuple(resolve_command(server) for server in config.servers))
        _validate(config.servers, config.settings)
        return config

    def apply(self, config: AggregatorConfig) -> None:
        """Put an admitted `config` in force."""
        self.config, self.settings, self.servers = config, config.settings, config.servers
        self.by_name = {server.name: server for server in self.servers}

    def redact(self, text: str | None) -> str | None:
        """Reasons quote stderr tails and errors, which can quote a token: never let one out."""
        return redact(text, self.config) if text else text

    def redact_text(self, text: str) -> str:
        """`text` redacted: what a span records of an upstream's error (`Upstream(redact=...)`)."""
        return redact(text, self.config) if text else text

    def redacted(self, error: McpError) -> McpError:
        """`error` with its message redacted: an upstream may echo a token back, and our errors quote URLs."""
        message = redact(error.message, self.config)
        if message != error.message:
            # in place, so the caller still catches it by its own class (CallTimedOut, UnknownTool, ...)
            error.message = message
            error.args = (message,)
        return error


def _validate(servers: Sequence[ServerConfig], settings: AggregatorSettings) -> None:
    validate_prefixes(
        [(s.name, s.tool_prefix) for s in servers if not s.disabled],
        settings.separator,
        get_profile(settings.name_profile),
    )


def require_consent(config: AggregatorConfig, consent: frozenset[Effect] | None) -> None:
    """The one gate every side effect of a config passes: processes, connections, files, and any later kind."""
    missing = unconsented(config.effects, consent)
    if missing:
        lines = "".join(f"\n  {effect.describe()}" for effect in missing)
        where = config.path or "the config"
        raise UntrustedConfig(f"{where} was found, not named, and would do what was not trusted:{lines}", missing)


def resolve_command(server: ServerConfig) -> ServerConfig:
    """`server` with our own demo command resolved to what runs it."""
    if not isinstance(server, StdioServer):  # a subclass written for the flat record keeps its command as written
        return server
    command, args = own_command(server.command, server.args)
    return server if command == server.command else replace(server, command=command, args=args)
