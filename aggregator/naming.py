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
keeps it and the other moves on to its next choice (deferred acceptance), until no name is contested. Rank: a
prefixed name beats a plain one (a server owns its prefix's namespace), an untouched name beats a rewritten one,
then config order, then upstream order. In auto mode a plain name may not start with another server's
`prefix + separator` at all: such a name would sit in that server's namespace.

Names are compared as a reader sees them (`aggregator.spelling`): two names with one skeleton (`search` and
`\\u0455earch` with a Cyrillic letter, or `search\\u200b`) are one name offered twice, a collision, whether two
servers or one offer them. An exported name is made from the visible form of its candidate (NFKC, control and
format characters removed), so it never carries an invisible character; a name that is nothing but such characters
is invalid.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, fields
from types import MappingProxyType
from typing import Literal

from aggregator.config import PrefixMode
from aggregator.errors import ConfigError
from aggregator.name_profile import (
    HASH_HEX,
    MAX_PREFIX_LENGTH,
    PROFILES,
    SUFFIX_LENGTH,
    NameProfile,
    get_profile,
    validate_prefixes,
)
from aggregator.spelling import skeleton, visible

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
    "fit_name",
    "get_profile",
    "validate_prefixes",
]

PrefixReason = Literal["collision", "always", "shadow"]
DropReason = Literal["invalid_name", "duplicate_in_server", "never_collision"]

DEFAULT_SEPARATOR = "__"
_HASH_HEX = HASH_HEX
_SUFFIX_LENGTH = SUFFIX_LENGTH
_PLAIN, _PREFIXED = 0, 1  # claim levels; level k >= 2 is hashed attempt k - 1
_Owners = dict[str, list[str]]  # skeleton of a name -> the servers offering it, in config order
_Spellings = dict[str, dict[int, str]]  # skeleton -> {index into its owners: original} where the two differ


# -- input and output ---------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ServerNames:
    """One server's last-known original tool names, in upstream order, exactly as it sent them."""

    server: str
    prefix: str
    names: tuple[object, ...]


@dataclass(frozen=True, slots=True)
class AssignedName:
    """The exported name given to one upstream name, and whether and why it was prefixed or rewritten."""

    server: str
    original: str
    exported: str
    prefixed: bool
    prefix_reason: PrefixReason | None
    #: the candidate (original, or prefix + separator + original) before it was made to fit; None if it fit
    rewritten_from: str | None


@dataclass(frozen=True, slots=True, kw_only=True)
class NameDrop:
    """An upstream name that got no exported name, and why."""

    server: str
    original: object
    reason: DropReason
    #: for never_collision: the server that keeps the name
    other_server: str | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class Collision:
    """An original name offered by two or more servers, which are listed in config order.

    Names that differ only by invisible characters or look-alike letters collide too: then `names` holds each
    offer's own spelling (aligned with `servers`, where a server offering two look-alikes appears twice); it is
    empty when every offer is spelled alike.
    """

    original: str
    servers: tuple[str, ...]
    names: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class NameAssignment:
    """The outcome of `assign_names`: names in config then upstream order, drops, collisions, and the way back.

    `routes` (exported -> (server, original)) is the only way to route a call; `lookup` and `exported_for` answer
    the two questions a report asks. Raises ValueError if two names share an exported name.
    """

    names: tuple[AssignedName, ...]
    drops: tuple[NameDrop, ...] = ()
    collisions: tuple[Collision, ...] = ()
    # derived from `names`, so left out of equality and hashing
    routes: Mapping[str, tuple[str, str]] = field(init=False, repr=False, compare=False)
    _by_exported: Mapping[str, AssignedName] = field(init=False, repr=False, compare=False)
    _by_origin: Mapping[tuple[str, str], str] | None = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        by_exported = {name.exported: name for name in self.names}
        if len(by_exported) != len(self.names):
            raise ValueError("exported names must be unique")
        object.__setattr__(self, "_by_exported", MappingProxyType(by_exported))
        routes = {name.exported: (name.server, name.original) for name in self.names}
        object.__setattr__(self, "routes", MappingProxyType(routes))
        object.__setattr__(self, "_by_origin", None)  # built on first use: routing needs only `routes`

    def lookup(self, exported: str) -> AssignedName | None:
        """The assignment behind exported name `exported`, or None."""
        return self._by_exported.get(exported)

    def exported_for(self, server: str, original: str) -> str | None:
        """The exported name of `original` on `server`, or None if it was dropped."""
        by_origin = self._by_origin
        if by_origin is None:
            by_origin = {(n.server, n.original): n.exported for n in self.names}
            object.__setattr__(self, "_by_origin", by_origin)
        return by_origin.get((server, original))


# -- assignment ---------------------------------------------------------------------------------------------------


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
    if mode not in ("auto", "always", "never"):
        raise ConfigError(f"prefix mode must be auto, always or never, got {mode!r}")
    if len({s.server for s in servers}) != len(servers):
        raise ConfigError("each server may appear only once in a name assignment")
    validate_prefixes([(s.server, s.prefix) for s in servers], separator, profile)
    claims, keys, drops, owners, spellings = _collect(servers, mode)
    collides = [len(owners[key]) > 1 for key in keys] if mode == "auto" else None
    resolver = _Resolver(claims, collides, servers=servers, mode=mode, profile=profile, separator=separator)
    resolver.settle()
    collisions = tuple(
        _collision(key, owners_, spellings.get(key)) for key, owners_ in owners.items() if len(owners_) > 1
    )
    return NameAssignment(names=resolver.assigned(), drops=tuple(drops), collisions=collisions)


#: a valid (server index in config order, position in upstream order, original name); plain tuples are the
#: cheapest record for the hot path, which runs for every tool on every catalog rebuild
_Claim = tuple[int, int, str]


def _collect(
    servers: Sequence[ServerNames], mode: PrefixMode
) -> tuple[list[_Claim], list[str], list[NameDrop], _Owners, _Spellings]:
    """Valid first-occurrence claims in config then upstream order with their skeletons, the drops, skeleton ->
    owning servers, and the offers spelled otherwise than their skeleton."""
    claims: list[_Claim] = []
    keys: list[str] = []
    drops: list[NameDrop] = []
    owners: _Owners = {}
    spellings: _Spellings = {}
    for index, entry in enumerate(servers):
        seen: set[str] = set()
        for position, original in enumerate(entry.names):
            plain = isinstance(original, str) and original.isascii() and original.isprintable()
            if not isinstance(original, str) or not (original if plain else visible(original)):
                drops.append(NameDrop(server=entry.server, original=original, reason="invalid_name"))
            elif original in seen:
                drops.append(NameDrop(server=entry.server, original=original, reason="duplicate_in_server"))
            else:
                seen.add(original)
                # the key is the name as a reader sees it; a plain ASCII name is its own (the hot path)
                key = original if plain else skeleton(original)
                earlier = owners.setdefault(key, [])
                if key != original:
                    spellings.setdefault(key, {})[len(earlier)] = original
                if mode == "never" and earlier and earlier[0] != entry.server:
                    # the earliest server in config order keeps the name
                    drops.append(_never_drop(entry.server, original, earlier[0]))
                else:
                    claims.append((index, position, original))
                    keys.append(key)
                earlier.append(entry.server)
    return claims, keys, drops, owners, spellings


def _collision(key: str, owners: list[str], spelled: dict[int, str] | None) -> Collision:
    if not spelled:
        return Collision(original=key, servers=tuple(owners))
    names = tuple(spelled.get(i, key) for i in range(len(owners)))
    return Collision(original=names[0], servers=tuple(owners), names=names if len(set(names)) > 1 else ())


def _never_drop(server: str, original: str, keeper: str) -> NameDrop:
    return NameDrop(server=server, original=original, reason="never_collision", other_server=keeper)


class _Resolver:
    """Moves claims down their lists of choices until every exported name has exactly one claim."""

    __slots__ = (
        "candidates",
        "claims",
        "collides",
        "exported",
        "levels",
        "mode",
        "namespaces",
        "profile",
        "separator",
        "servers",
    )

    def __init__(
        self,
        claims: list[_Claim],
        collides: list[bool] | None,
        *,
        servers: Sequence[ServerNames],
        mode: PrefixMode,
        profile: NameProfile,
        separator: str,
    ) -> None:
        self.claims, self.servers, self.mode, self.profile, self.separator = claims, servers, mode, profile, separator
        #: prefix -> server index, for keeping plain names out of other servers' namespaces (auto mode)
        self.namespaces = {s.prefix: index for index, s in enumerate(servers)}
        self.collides = collides
        self._first_choices()

    def _first_choices(self) -> None:
        # the hot path: whole-list comprehensions, and `move` only for names that do not fit as they are or may
        # sit in another server's namespace (a plain name containing the separator)
        mode, separator, max_length, match = self.mode, self.separator, self.profile.max_length, self.profile.match
        heads = [server.prefix + separator for server in self.servers]
        if mode == "always":
            wanted = [_PREFIXED] * len(self.claims)
            candidates = [heads[index] + original for index, _, original in self.claims]
        elif mode == "auto":
            wanted = [_PREFIXED if c else _PLAIN for c in self.collides or ()]
            candidates = [
                heads[index] + original if level else original
                for (index, _, original), level in zip(self.claims, wanted, strict=True)
            ]
        else:
            wanted = [_PLAIN] * len(self.claims)
            candidates = [original for _, _, original in self.claims]
        self.levels, self.candidates, self.exported = wanted, candidates, candidates.copy()
        check_namespace = mode == "auto"
        for i, candidate in enumerate(candidates):
            if (
                len(candidate) > max_length
                or match(candidate) is None
                or (check_namespace and wanted[i] == _PLAIN and separator in candidate)
                or (not (candidate.isascii() and candidate.isprintable()) and visible(candidate) != candidate)
            ):
                self.move(i, wanted[i])

    def settle(self) -> None:
        """Give every claim a distinct exported name: the better-ranked claim keeps a contested name.

        This is deferred acceptance (Gale-Shapley): each claim only ever moves down its own list of choices, so the
        loop ends, and no claim is left wanting a name that a worse-ranked claim holds. Processing order is fixed
        (config, then upstream order) in any case, so equal inputs give equal outputs.
        """
        exported = self.exported
        if len(set(exported)) == len(exported):
            return  # the usual case: nothing is contested
        taken: dict[str, int] = {}
        for i in range(len(self.claims)):
            while (holder := taken.get(exported[i])) is not None:
                if self.rank(i) < self.rank(holder):
                    taken[exported[i]] = i
                    i = holder  # the displaced claim looks for its next choice
                self.move(i, self.levels[i] + 1)
            taken[exported[i]] = i

    def move(self, i: int, level: int) -> None:
        """Put claim `i` at `level`, or the next level it may take, and compute its exported name."""
        index, _, original = self.claims[i]
        server = self.servers[index]
        if level == _PREFIXED and self.mode == "never":
            level += 1  # never mode has no prefixed level: straight to hashed
        use_prefix = level != _PLAIN and self.mode != "never"
        candidate = server.prefix + self.separator + original if use_prefix else original
        exported = _fit(self.profile, candidate, server.server, original, max(0, level - _PREFIXED))
        if level == _PLAIN and self.mode == "auto" and self._in_foreign_namespace(index, exported):
            self.move(i, _PREFIXED)
            return
        self.levels[i], self.candidates[i], self.exported[i] = level, candidate, exported

    def rank(self, i: int) -> tuple[int, bool, int, int]:
        """Lower wins: prefixed over plain (in auto/always), untouched over rewritten, then config/upstream order."""
        level = self.levels[i]
        if level > _PREFIXED:
            tier = 2
        elif self.mode == "never":
            tier = 0
        else:
            tier = 0 if level == _PREFIXED else 1
        index, position, _ = self.claims[i]
        return (tier, self.exported[i] != self.candidates[i], index, position)

    def assigned(self) -> tuple[AssignedName, ...]:
        names = [server.server for server in self.servers]
        reasons = self._prefix_reasons()
        return tuple(
            _assigned_name(names[index], original, exported, reason is not None, reason, None)
            if exported == candidate
            else _assigned_name(names[index], original, exported, reason is not None, reason, candidate)
            for (index, _, original), candidate, exported, reason in zip(
                self.claims, self.candidates, self.exported, reasons, strict=True
            )
        )

    def _prefix_reasons(self) -> list[PrefixReason | None]:
        if self.mode == "never":
            return [None] * len(self.claims)
        if self.mode == "always":
            return ["always"] * len(self.claims)
        return [
            None if level == _PLAIN else "collision" if collides else "shadow"
            for level, collides in zip(self.levels, self.collides or (), strict=True)
        ]

    def _in_foreign_namespace(self, index: int, name: str) -> bool:
        start = name.find(self.separator)
        while start != -1:
            owner = self.namespaces.get(name[:start])
            if owner is not None and owner != index:
                return True
            start = name.find(self.separator, start + 1)
        return False


# A frozen dataclass's __init__ pays an object.__setattr__ call per field; this runs for every tool on every catalog
# rebuild, where filling the slots directly halves the cost. test_naming pins it equal to AssignedName(...).
_new = object.__new__
_SETTERS = tuple(getattr(AssignedName, f.name).__set__ for f in fields(AssignedName))
_set_server, _set_original, _set_exported, _set_prefixed, _set_reason, _set_rewritten = _SETTERS


def _assigned_name(
    server: str, original: str, exported: str, prefixed: bool, reason: PrefixReason | None, rewritten: str | None
) -> AssignedName:
    name = _new(AssignedName)
    _set_server(name, server)
    _set_original(name, original)
    _set_exported(name, exported)
    _set_prefixed(name, prefixed)
    _set_reason(name, reason)
    _set_rewritten(name, rewritten)
    return name


def fit_name(profile: NameProfile, candidate: str, server: str, original: str, attempt: int = 0) -> str:
    """`candidate` made to fit `profile` the way exported names are: outside characters become "_", a long name is
    cut and suffixed with a stable hash of (server, original); attempt > 0 asks for a distinct hashed variant."""
    return _fit(profile, candidate, server, original, attempt)


def _fit(profile: NameProfile, candidate: str, server: str, original: str, attempt: int) -> str:
    """`candidate` made to fit `profile`; attempt > 0 asks for a distinct hashed variant of it.

    Invisible and control characters are removed rather than replaced: `delete\\u200b_files` is exported as
    `delete_files`, which is what a reader (and the host's globs) take it for.
    """
    candidate = visible(candidate)
    name = candidate if profile.match(candidate) is not None else profile.outside.sub("_", candidate)
    if attempt == 0 and len(name) <= profile.max_length:
        return name
    return name[: profile.max_length - _SUFFIX_LENGTH] + "_" + _digest(server, original, attempt)


def _digest(server: str, original: str, attempt: int) -> str:
    text = f"{server}\0{original}" if attempt == 0 else f"{server}\0{original}\0{attempt}"
    # surrogatepass: a JSON string may carry a lone surrogate, which strict UTF-8 refuses to encode
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()[:_HASH_HEX]
