"""Names of merged tools: collision-proof, bounded by a name profile, routed back through a map.

Pure and deterministic: `assign_names` turns each server's original tool names into exported names and returns
the names, the drops (with reasons), the collisions and the route table together. A call is routed with
`NameAssignment.routes` only; an exported name is never split on the separator, because tool names may contain it.

How a name is chosen, for one (server, original) claim, in order of preference:

    plain       the original                        (auto when no other server offers it; never)
    prefixed    prefix + separator + original       (always; auto when it collides or would shadow)
    hashed k    the above + "_" + 8 hex of sha256   (k = 1, 2, ...: only when the names above are all taken)

and each candidate is first made to fit the profile (characters outside it become "_", a name that is too long is
truncated and suffixed with a stable hash). When two claims want the same exported name, the better-ranked one
keeps it and the other moves on to its next choice (deferred acceptance, so the outcome does not depend on the
order claims are processed). Rank: a prefixed name beats a plain one (a server owns its prefix's namespace), an
untouched name beats a rewritten one, then config order, then upstream order. In auto mode a plain name may not
start with another server's `prefix + separator` at all: such a name would sit in that server's namespace.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Literal

from aggregator.config import PrefixMode
from aggregator.errors import ConfigError

__all__ = [
    "DEFAULT_SEPARATOR",
    "MAX_PREFIX_LENGTH",
    "PROFILES",
    "AssignedName",
    "Collision",
    "DropReason",
    "NameAssignment",
    "NameDrop",
    "NameProfile",
    "PrefixReason",
    "ServerNames",
    "assign_names",
    "get_profile",
    "validate_prefixes",
]

PrefixReason = Literal["collision", "always", "shadow"]
DropReason = Literal["invalid_name", "duplicate_in_server", "never_collision"]

DEFAULT_SEPARATOR = "__"
MAX_PREFIX_LENGTH = 32
_HASH_HEX = 8
_SUFFIX_LENGTH = 1 + _HASH_HEX  # "_" + hex digest
_PLAIN, _PREFIXED = 0, 1  # claim levels; level k >= 2 is hashed attempt k - 1


@dataclass(frozen=True, slots=True)
class NameProfile:
    """What an exported name may look like: at most `max_length` characters of the regex class body `allowed`."""

    name: str
    max_length: int
    allowed: str
    _match: Callable[[str], re.Match[str] | None] = field(init=False, repr=False, compare=False)
    _outside: re.Pattern[str] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        try:
            match = re.compile(f"[{self.allowed}]+").fullmatch
            outside = re.compile(f"[^{self.allowed}]")
        except re.error as exc:
            raise ConfigError(f"name profile {self.name!r}: bad character class {self.allowed!r}: {exc}") from exc
        # rewriting emits "_" and lowercase hex, and needs room for a hash suffix after some of the name
        if self.max_length < 2 * _SUFFIX_LENGTH or match("_0123456789abcdef") is None:
            raise ConfigError(f"name profile {self.name!r} must allow '_', 0-9, a-f and at least 18 characters")
        object.__setattr__(self, "_match", match)
        object.__setattr__(self, "_outside", outside)

    def fits(self, name: object) -> bool:
        """True if `name` is a non-empty string within this profile's length and characters."""
        return isinstance(name, str) and 0 < len(name) <= self.max_length and self._match(name) is not None


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


# -- input and output ---------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ServerNames:
    """One server's last-known original tool names, in upstream order, exactly as it sent them."""

    server: str
    prefix: str
    names: tuple[object, ...]


@dataclass(frozen=True, slots=True, kw_only=True)
class AssignedName:
    server: str
    original: str
    exported: str
    prefixed: bool
    prefix_reason: PrefixReason | None
    #: the candidate (original, or prefix + separator + original) before it was made to fit; None if it fit
    rewritten_from: str | None


@dataclass(frozen=True, slots=True, kw_only=True)
class NameDrop:
    server: str
    original: object
    reason: DropReason
    #: for never_collision: the server that keeps the name
    other_server: str | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class Collision:
    """An original name offered by two or more servers, which are listed in config order."""

    original: str
    servers: tuple[str, ...]


@dataclass(frozen=True, slots=True, kw_only=True)
class NameAssignment:
    """The outcome of `assign_names`; `routes` (exported -> (server, original)) is the only way back."""

    names: tuple[AssignedName, ...]
    drops: tuple[NameDrop, ...] = ()
    collisions: tuple[Collision, ...] = ()
    # derived from `names`, so left out of equality and hashing
    routes: Mapping[str, tuple[str, str]] = field(init=False, compare=False)
    _by_exported: Mapping[str, AssignedName] = field(init=False, repr=False, compare=False)
    _by_origin: Mapping[tuple[str, str], AssignedName] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        by_exported = {name.exported: name for name in self.names}
        if len(by_exported) != len(self.names):
            raise ValueError("exported names must be unique")
        object.__setattr__(self, "_by_exported", MappingProxyType(by_exported))
        object.__setattr__(self, "_by_origin", MappingProxyType({(n.server, n.original): n for n in self.names}))
        routes = {name.exported: (name.server, name.original) for name in self.names}
        object.__setattr__(self, "routes", MappingProxyType(routes))

    def lookup(self, exported: str) -> AssignedName | None:
        return self._by_exported.get(exported)

    def exported_for(self, server: str, original: str) -> str | None:
        assigned = self._by_origin.get((server, original))
        return assigned.exported if assigned is not None else None


# -- prefixes -----------------------------------------------------------------------------------------------------


def validate_prefixes(prefixes: Sequence[tuple[str, str]], separator: str, profile: NameProfile) -> None:
    """Check each (server, prefix) pair; raises ConfigError naming the server and the reason.

    A prefix must fit the profile, be at most MAX_PREFIX_LENGTH characters, not contain the separator nor start or
    end with one of its characters (with "__", "a_" + "__" + "x" would equal "a" + "__" + "_x"), and differ from
    every other server's prefix, also ignoring case (a model reading "GitHub__x" and "github__x" is confused).
    """
    if not isinstance(separator, str) or not profile.fits(separator):
        raise ConfigError(f"separator {separator!r} must be non-empty and fit the {profile.name!r} name profile")
    seen: dict[str, str] = {}
    for server, prefix in prefixes:
        _check_prefix(server, prefix, separator, profile)
        other = seen.get(prefix.lower())
        if other is not None:
            same = "the same as" if prefixes_equal(other, prefix, prefixes) else "equal ignoring case to"
            raise ConfigError(f"prefix {prefix!r} is {same} the prefix of server {other!r}", server=server)
        seen[prefix.lower()] = server


def prefixes_equal(other_server: str, prefix: str, prefixes: Sequence[tuple[str, str]]) -> bool:
    return any(server == other_server and p == prefix for server, p in prefixes)


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


# -- assignment ---------------------------------------------------------------------------------------------------


@dataclass(slots=True)
class _Claim:
    """One valid (server, original) looking for an exported name; mutable while names are settled."""

    index: int  # config order of the server
    position: int  # upstream order within the server
    server: str
    prefix: str
    original: str
    collides: bool = False
    level: int = _PLAIN
    candidate: str = ""
    exported: str = ""


@dataclass(frozen=True, slots=True, kw_only=True)
class _Policy:
    mode: PrefixMode
    profile: NameProfile
    separator: str
    #: prefix -> server, for keeping plain names out of other servers' namespaces (auto mode)
    owners: Mapping[str, str]

    def move(self, claim: _Claim, level: int) -> None:
        """Put `claim` at `level` (or the next acceptable one) and compute its exported name."""
        if level == _PLAIN and self.mode == "never":
            pass
        elif level == _PLAIN and self._in_foreign_namespace(claim, _fit(self.profile, claim.original, claim, 0)):
            level = _PREFIXED
        elif level == _PREFIXED and self.mode == "never":
            level += 1  # never mode has no prefixed level: go straight to hashed
        claim.level = level
        use_prefix = level != _PLAIN and self.mode != "never"
        claim.candidate = claim.prefix + self.separator + claim.original if use_prefix else claim.original
        claim.exported = _fit(self.profile, claim.candidate, claim, max(0, level - _PREFIXED))

    def rank(self, claim: _Claim) -> tuple[int, bool, int, int]:
        """Lower wins: prefixed over plain (in auto/always), untouched over rewritten, then config/upstream order."""
        if claim.level > _PREFIXED:
            tier = 2
        elif self.mode == "never":
            tier = 0
        else:
            tier = 0 if claim.level == _PREFIXED else 1
        return (tier, claim.exported != claim.candidate, claim.index, claim.position)

    def _in_foreign_namespace(self, claim: _Claim, name: str) -> bool:
        if self.mode != "auto":
            return False
        start = name.find(self.separator)
        while start != -1:
            owner = self.owners.get(name[:start])
            if owner is not None and owner != claim.server:
                return True
            start = name.find(self.separator, start + 1)
        return False


def assign_names(
    servers: Sequence[ServerNames],
    *,
    mode: PrefixMode = "auto",
    profile: NameProfile,
    separator: str = DEFAULT_SEPARATOR,
) -> NameAssignment:
    """Assign an exported name to every valid tool name of every server; same input, byte-identical output.

    `servers` is in config order and should hold every configured server's *last-known* names, including servers
    that are down right now: collisions are computed over all of them, so one server going down does not rename
    the others' tools mid-session. The function treats all inputs alike.

    Modes: `always` prefixes every name; `auto` prefixes every owner of a name that two or more servers offer, and
    a plain name that would shadow another claim or sits in another server's `prefix + separator` namespace
    (reason "shadow"); `never` keeps the earliest server's tool and drops the later ones (never_collision). A clash
    created only by fitting names to the profile (two different originals, one exported name) is never a drop: the
    loser moves to its next choice. Raises ConfigError for bad prefixes, a bad separator or a repeated server key.
    """
    validate_prefixes([(s.server, s.prefix) for s in servers], separator, profile)
    claims, drops, owners = _collect(servers, mode)
    policy = _Policy(mode=mode, profile=profile, separator=separator, owners={s.prefix: s.server for s in servers})
    for claim in claims:
        claim.collides = len(owners[claim.original]) > 1
        policy.move(claim, _PREFIXED if mode == "always" or (mode == "auto" and claim.collides) else _PLAIN)
    _settle(claims, policy)
    collisions = tuple(Collision(original=name, servers=tuple(s)) for name, s in owners.items() if len(s) > 1)
    return NameAssignment(names=tuple(_assigned(c, mode) for c in claims), drops=tuple(drops), collisions=collisions)


def _collect(servers: Sequence[ServerNames], mode: PrefixMode) -> tuple[list[_Claim], list[NameDrop], dict]:
    """Valid first-occurrence claims in config then upstream order, the drops, and original -> owning servers."""
    claims: list[_Claim] = []
    drops: list[NameDrop] = []
    owners: dict[str, list[str]] = {}
    for index, entry in enumerate(servers):
        seen: set[str] = set()
        for position, original in enumerate(entry.names):
            reason, other = _drop_reason(original, seen, owners, mode)
            if isinstance(original, str) and original and original not in seen:
                seen.add(original)
                owners.setdefault(original, []).append(entry.server)
            if reason is not None:
                drops.append(NameDrop(server=entry.server, original=original, reason=reason, other_server=other))
            else:
                claims.append(_Claim(index, position, entry.server, entry.prefix, original))  # type: ignore[arg-type]
    if len({s.server for s in servers}) != len(servers):
        raise ConfigError("each server may appear only once in a name assignment")
    return claims, drops, owners


def _drop_reason(
    original: object, seen: set[str], owners: Mapping[str, list[str]], mode: PrefixMode
) -> tuple[DropReason | None, str | None]:
    if not isinstance(original, str) or not original:
        return "invalid_name", None
    if original in seen:
        return "duplicate_in_server", None
    if mode == "never" and original in owners:
        return "never_collision", owners[original][0]  # the earliest server in config order keeps it
    return None, None


def _settle(claims: list[_Claim], policy: _Policy) -> None:
    """Give every claim a distinct exported name: the better-ranked claim keeps a contested name, the other moves on.

    This is deferred acceptance (Gale-Shapley): each claim only ever moves down its own list of choices, so the
    loop ends, and the stable outcome it reaches is the same whatever order the claims are processed in.
    """
    taken: dict[str, _Claim] = {}
    for claim in claims:
        while (holder := taken.get(claim.exported)) is not None:
            if policy.rank(claim) < policy.rank(holder):
                taken[claim.exported] = claim
                claim = holder  # the displaced claim looks for its next choice
            policy.move(claim, claim.level + 1)
        taken[claim.exported] = claim


def _fit(profile: NameProfile, candidate: str, claim: _Claim, attempt: int) -> str:
    """`candidate` made to fit `profile`; attempt > 0 asks for a distinct hashed variant of it."""
    name = candidate if profile._match(candidate) is not None else profile._outside.sub("_", candidate)
    if attempt == 0 and len(name) <= profile.max_length:
        return name
    return name[: profile.max_length - _SUFFIX_LENGTH] + "_" + _digest(claim.server, claim.original, attempt)


def _digest(server: str, original: str, attempt: int) -> str:
    text = f"{server}\0{original}" if attempt == 0 else f"{server}\0{original}\0{attempt}"
    # surrogatepass: a JSON string may carry a lone surrogate, which strict UTF-8 refuses to encode
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()[:_HASH_HEX]


def _assigned(claim: _Claim, mode: PrefixMode) -> AssignedName:
    prefixed = claim.level != _PLAIN and mode != "never"
    reason: PrefixReason | None = None
    if prefixed:
        reason = "always" if mode == "always" else "collision" if claim.collides else "shadow"
    return AssignedName(
        server=claim.server,
        original=claim.original,
        exported=claim.exported,
        prefixed=prefixed,
        prefix_reason=reason,
        rewritten_from=claim.candidate if claim.exported != claim.candidate else None,
    )
