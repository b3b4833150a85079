"""Name profiles: what an exported tool name, and a server's prefix, may look like for the API that will read it.

A profile (MCP, OpenAI, Anthropic, strict) is a maximum length and a character class; `aggregator.naming` makes
every exported name fit the one in use, rewriting characters outside it and shortening with a stable hash suffix.
A prefix is checked against it once, when the config is read.
"""

from __future__ import annotations

import re
import warnings
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType

from aggregator._config_checks import MAX_PREFIX_LENGTH
from aggregator.errors import ConfigError

__all__ = [
    "HASH_HEX",
    "MAX_PREFIX_LENGTH",
    "PROFILES",
    "SUFFIX_LENGTH",
    "NameProfile",
    "get_profile",
    "validate_prefixes",
]

#: hex digits of the hash that makes a rewritten or shortened name unique
HASH_HEX = 8
#: "_" + the hex digest, appended to a name that had to change
SUFFIX_LENGTH = 1 + HASH_HEX


@dataclass(frozen=True, slots=True)
class NameProfile:
    """What an exported name may look like: at most `max_length` characters of the regex class body `allowed`."""

    name: str
    max_length: int
    allowed: str
    #: the whole-name match of `allowed` (compiled once: every tool of every catalog build is checked with it)
    match: Callable[[str], re.Match[str] | None] = field(init=False, repr=False, compare=False)
    #: one character outside `allowed`, for rewriting a name to fit
    outside: re.Pattern[str] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        try:
            with warnings.catch_warnings():
                # "[a-z" makes the class read as a nested set: an error here, never a warning on the user's screen
                warnings.simplefilter("error", FutureWarning)
                match = re.compile(f"[{self.allowed}]+").fullmatch
                outside = re.compile(f"[^{self.allowed}]")
        except (re.error, FutureWarning) as exc:
            raise ConfigError(f"name profile {self.name!r}: bad character class {self.allowed!r}: {exc}") from exc
        # rewriting emits "_" and lowercase hex, and needs room for a hash suffix after some of the name
        if self.max_length < 2 * SUFFIX_LENGTH or match("_0123456789abcdef") is None:
            raise ConfigError(f"name profile {self.name!r} must allow '_', 0-9, a-f and at least 18 characters")
        object.__setattr__(self, "match", match)
        object.__setattr__(self, "outside", outside)

    def fits(self, name: object) -> bool:
        """True if `name` is a non-empty string within this profile's length and characters."""
        return isinstance(name, str) and 0 < len(name) <= self.max_length and self.match(name) is not None


_MODEL_API_CHARS = "A-Za-z0-9_-"

PROFILES: Mapping[str, NameProfile] = MappingProxyType(
    {
        "mcp": NameProfile("mcp", 128, "A-Za-z0-9_.-"),
        "openai": NameProfile("openai", 64, _MODEL_API_CHARS),
        "anthropic": NameProfile("anthropic", 64, _MODEL_API_CHARS),
        # the rule every model API accepts: use it when one list feeds several
        "strict": NameProfile("strict", 64, _MODEL_API_CHARS),
    }
)


def get_profile(name: str) -> NameProfile:
    """The profile called `name`; raises ConfigError listing the valid names."""
    profile = PROFILES.get(name) if isinstance(name, str) else None
    if profile is None:
        raise ConfigError(f"unknown name profile {name!r}; valid profiles: {', '.join(PROFILES)}")
    return profile


# -- prefixes -----------------------------------------------------------------------------------------------------


def validate_prefixes(prefixes: Sequence[tuple[str, str]], separator: str, profile: NameProfile) -> None:
    """Check each (server, prefix) pair; raises ConfigError naming the server and the reason.

    A prefix must fit the profile, be at most MAX_PREFIX_LENGTH characters, not contain the separator nor start or
    end with one of its characters (with "__", "a_" + "__" + "x" would equal "a" + "__" + "_x"), and differ from
    every other server's prefix, also ignoring case (a model reading "GitHub__x" and "github__x" is confused).
    """
    if not isinstance(separator, str) or not profile.fits(separator):
        raise ConfigError(f"separator {separator!r} must be non-empty and fit the {profile.name!r} name profile")
    seen: dict[str, tuple[str, str]] = {}
    for server, prefix in prefixes:
        _check_prefix(server, prefix, separator, profile)
        other = seen.get(prefix.lower())
        if other is not None:
            same = "the same as" if other[1] == prefix else "equal ignoring case to"
            raise ConfigError(
                f"prefix {prefix!r} is {same} the prefix {other[1]!r} of server {other[0]!r}", server=server
            )
        seen[prefix.lower()] = (server, prefix)


def _check_prefix(server: str, prefix: object, separator: str, profile: NameProfile) -> None:
    reason = None
    if not isinstance(prefix, str) or not prefix:
        reason = "must be a non-empty string"
    elif len(prefix) > MAX_PREFIX_LENGTH:
        reason = f"is longer than {MAX_PREFIX_LENGTH} characters"
    elif not profile.fits(prefix):
        reason = f"has characters outside the {profile.name!r} name profile ({profile.allowed})"
    elif separator in prefix:
        reason = f"contains the separator {separator!r}"
    elif prefix[0] in separator or prefix[-1] in separator:
        reason = f"starts or ends with a character of the separator {separator!r}, so names could read two ways"
    if reason is not None:
        raise ConfigError(f"tool prefix {prefix!r} {reason}", server=server)
