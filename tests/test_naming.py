"""aggregator.naming: collision-proof, bounded, reversible names of merged tools (pure functions, plain calls)."""

from __future__ import annotations

import hashlib
import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from aggregator.errors import ConfigError
from aggregator.naming import (
    MAX_PREFIX_LENGTH,
    PROFILES,
    AssignedName,
    Collision,
    NameAssignment,
    NameDrop,
    NameProfile,
    ServerNames,
    _assigned_name,
    assign_names,
    get_profile,
    validate_prefixes,
)
from tests.growth import growth

MCP = PROFILES["mcp"]
OPENAI = PROFILES["openai"]


def servers(**names: tuple[object, ...]) -> list[ServerNames]:
    """Servers in keyword order; the config key doubles as the prefix."""
    return [ServerNames(key, key, tuple(tools)) for key, tools in names.items()]


def assign(mode: str = "auto", profile: NameProfile = MCP, separator: str = "__", **names: tuple[object, ...]):
    return assign_names(servers(**names), mode=mode, profile=profile, separator=separator)  # type: ignore[arg-type]


def exported(result: NameAssignment) -> list[str]:
    return [name.exported for name in result.names]


def digest(server: str, original: str) -> str:
    return hashlib.sha256(f"{server}\0{original}".encode()).hexdigest()[:8]


# -- profiles ------------------------------------------------------------------------------------------------------


def test_profiles_have_the_documented_limits() -> None:
    assert (MCP.max_length, MCP.fits("a.b-c_D9"), MCP.fits("a b")) == (128, True, False)
    for name in ("openai", "anthropic", "strict"):
        profile = get_profile(name)
        assert (profile.max_length, profile.fits("a-b_c"), profile.fits("a.b")) == (64, True, False)
    assert MCP.fits("x" * 128) and not MCP.fits("x" * 129) and not MCP.fits("") and not MCP.fits(5)


def test_unknown_profile_lists_the_valid_ones() -> None:
    with pytest.raises(ConfigError, match="mcp, openai, anthropic, strict"):
        get_profile("gemini")


def test_a_profile_that_cannot_hold_a_hash_suffix_is_refused() -> None:
    with pytest.raises(ConfigError):
        NameProfile("tiny", 10, "A-Za-z0-9_")
    with pytest.raises(ConfigError):
        NameProfile("no-underscore", 64, "A-Za-z0-9")


# -- prefix validation ---------------------------------------------------------------------------------------------


def check(*prefixes: tuple[str, str], separator: str = "__", profile: NameProfile = MCP) -> None:
    validate_prefixes(list(prefixes), separator, profile)


def test_valid_prefixes_pass() -> None:
    check(("github", "github"), ("fs", "files-2"), ("x", "a.b"))


def test_empty_prefix_is_refused() -> None:
    with pytest.raises(ConfigError, match=r"server 'fs'.*non-empty"):
        check(("fs", ""))


def test_prefix_outside_the_profile_is_refused() -> None:
    with pytest.raises(ConfigError, match=r"server 'fs'.*outside the 'mcp'"):
        check(("fs", "my fs"))
    with pytest.raises(ConfigError, match="outside the 'openai'"):
        check(("fs", "a.b"), profile=OPENAI)


def test_prefix_containing_the_separator_is_refused() -> None:
    with pytest.raises(ConfigError, match=r"server 'fs'.*contains the separator"):
        check(("fs", "a__b"))


def test_prefix_ending_with_a_separator_character_is_refused() -> None:
    # "a_" + "__" + "x" == "a" + "__" + "_x": the name would read two ways
    with pytest.raises(ConfigError, match=r"server 'fs'.*starts or ends"):
        check(("fs", "a_"))


def test_prefix_starting_with_a_separator_character_is_refused() -> None:
    with pytest.raises(ConfigError, match=r"server 'fs'.*starts or ends"):
        check(("fs", "-a"), separator="-_")


def test_overlong_prefix_is_refused() -> None:
    check(("fs", "p" * MAX_PREFIX_LENGTH))
    with pytest.raises(ConfigError, match=r"server 'fs'.*longer than 32"):
        check(("fs", "p" * (MAX_PREFIX_LENGTH + 1)))


def test_duplicate_prefix_is_refused_naming_both_servers() -> None:
    with pytest.raises(ConfigError, match=r"server 'b'.*the same as the prefix 'x' of server 'a'"):
        check(("a", "x"), ("b", "x"))


def test_prefixes_equal_ignoring_case_are_refused() -> None:
    with pytest.raises(ConfigError, match=r"server 'b'.*equal ignoring case to the prefix 'GitHub' of server 'a'"):
        check(("a", "GitHub"), ("b", "github"))


def test_separator_must_fit_the_profile() -> None:
    with pytest.raises(ConfigError, match="separator"):
        check(("a", "a"), separator=".", profile=OPENAI)
    with pytest.raises(ConfigError, match="separator"):
        check(("a", "a"), separator="")


def test_assign_names_validates_prefixes_servers_and_mode() -> None:
    with pytest.raises(ConfigError, match="prefix"):
        assign_names([ServerNames("a", "a__b", ("x",))], profile=MCP)
    with pytest.raises(ConfigError, match="only once"):
        assign_names([ServerNames("a", "a", ()), ServerNames("a", "b", ())], profile=MCP)
    with pytest.raises(ConfigError, match="prefix mode"):
        assign_names([], mode="sometimes", profile=MCP)  # type: ignore[arg-type]


# -- modes ---------------------------------------------------------------------------------------------------------


def test_auto_leaves_unique_names_alone_and_prefixes_every_owner_of_a_collision() -> None:
    result = assign(a=("search", "read"), b=("search", "write"))
    assert exported(result) == ["a__search", "read", "b__search", "write"]
    assert [n.prefix_reason for n in result.names] == ["collision", None, "collision", None]
    assert result.collisions == (Collision(original="search", servers=("a", "b")),)
    assert result.drops == ()


def test_auto_three_way_collision_prefixes_all_three() -> None:
    result = assign(a=("search",), b=("search",), c=("search", "only_c"))
    assert exported(result) == ["a__search", "b__search", "c__search", "only_c"]
    assert result.collisions == (Collision(original="search", servers=("a", "b", "c")),)


def test_collisions_are_listed_in_first_appearance_order() -> None:
    result = assign(a=("z", "y"), b=("y", "z"), c=("y",))
    assert [(c.original, c.servers) for c in result.collisions] == [("z", ("a", "b")), ("y", ("a", "b", "c"))]


def test_always_prefixes_every_name() -> None:
    result = assign("always", a=("search", "read"), b=("search",))
    assert exported(result) == ["a__search", "a__read", "b__search"]
    assert all(n.prefixed and n.prefix_reason == "always" for n in result.names)


def test_never_keeps_the_earlier_server_and_drops_the_later() -> None:
    result = assign("never", a=("search", "read"), b=("search", "write"), c=("search",))
    assert exported(result) == ["search", "read", "write"]
    assert result.routes["search"] == ("a", "search")
    assert result.drops == (
        NameDrop(server="b", original="search", reason="never_collision", other_server="a"),
        NameDrop(server="c", original="search", reason="never_collision", other_server="a"),
    )
    assert result.collisions == (Collision(original="search", servers=("a", "b", "c")),)


@pytest.mark.parametrize("mode", ["auto", "always", "never"])
def test_invalid_names_are_dropped(mode: str) -> None:
    result = assign(mode, a=("", None, 5, "ok"))
    assert [n.original for n in result.names] == ["ok"]
    assert [(d.original, d.reason) for d in result.drops] == [
        ("", "invalid_name"),
        (None, "invalid_name"),
        (5, "invalid_name"),
    ]


@pytest.mark.parametrize("mode", ["auto", "always", "never"])
def test_duplicates_in_one_server_keep_the_first(mode: str) -> None:
    result = assign(mode, a=("x", "y", "x"))
    assert [n.original for n in result.names] == ["x", "y"]
    assert result.drops == (NameDrop(server="a", original="x", reason="duplicate_in_server"),)
    assert result.collisions == ()


# -- hostile names -------------------------------------------------------------------------------------------------


def test_hostile_name_in_auto_mode_gets_prefixed_instead_of_shadowing() -> None:
    result = assign(a=("b__search",), b=("search",), c=("search",))
    assert exported(result) == ["a__b__search", "b__search", "c__search"]
    assert result.lookup("a__b__search") == AssignedName("a", "b__search", "a__b__search", True, "shadow", None)
    assert result.routes["b__search"] == ("b", "search")


def test_hostile_name_in_auto_mode_stays_out_of_the_namespace_even_without_a_collision() -> None:
    # b's "search" is unprefixed today, but "b__..." is b's namespace: a model must be able to trust it
    result = assign(a=("b__search",), b=("search",))
    assert exported(result) == ["a__b__search", "search"]


def test_hostile_name_in_always_mode() -> None:
    result = assign("always", a=("b__search",), b=("search",), c=("search",))
    assert exported(result) == ["a__b__search", "b__search", "c__search"]


def test_hostile_name_in_never_mode() -> None:
    result = assign("never", a=("b__search",), b=("search",), c=("search",))
    assert exported(result) == ["b__search", "search"]
    assert result.routes == {"b__search": ("a", "b__search"), "search": ("b", "search")}
    assert [(d.server, d.reason, d.other_server) for d in result.drops] == [("c", "never_collision", "b")]


def test_a_tool_named_like_its_own_prefixed_name() -> None:
    alone = assign(a=("a__x", "x"))
    assert exported(alone) == ["a__x", "x"]  # its own namespace: nothing is shadowed
    colliding = assign(a=("a__x", "x"), b=("x",))
    # the prefixed "x" owns "a__x"; the literal moves on
    assert exported(colliding) == ["a__a__x", "a__x", "b__x"]
    assert colliding.routes["a__x"] == ("a", "x")
    assert colliding.lookup("a__a__x").prefix_reason == "shadow"  # type: ignore[union-attr]


def test_shadow_resolution_cascades_to_a_fixpoint() -> None:
    # b's "x" collides -> b__x; a's literal "b__x" is in b's namespace -> a__b__x; c's literal "a__b__x" is in a's
    result = assign(a=("b__x",), b=("x",), c=("a__b__x", "x"))
    assert exported(result) == ["a__b__x", "b__x", "c__a__b__x", "c__x"]
    assert len(set(exported(result))) == 4


# -- profile fitting -----------------------------------------------------------------------------------------------


def test_unicode_and_spaces_are_replaced_and_routed_to_the_original() -> None:
    result = assign(a=("get weather", "café"))
    assert exported(result) == ["get_weather", "caf_"]
    assert result.routes["get_weather"] == ("a", "get weather")
    assert result.lookup("caf_").rewritten_from == "café"  # type: ignore[union-attr]
    assert result.exported_for("a", "café") == "caf_"


def test_dots_are_replaced_for_openai_but_kept_for_mcp() -> None:
    assert exported(assign(profile=OPENAI, a=("files.read",))) == ["files_read"]
    assert exported(assign(a=("files.read",))) == ["files.read"]


@pytest.mark.parametrize("profile", [MCP, OPENAI], ids=lambda p: p.name)
def test_long_names_are_truncated_with_a_stable_hash(profile: NameProfile) -> None:
    long_a, long_b = "x" * 199 + "a", "x" * 199 + "b"
    result = assign(profile=profile, s=(long_a, long_b))
    first, second = result.names
    assert len(first.exported) == len(second.exported) == profile.max_length
    assert first.exported == "x" * (profile.max_length - 9) + "_" + digest("s", long_a)
    assert second.exported.endswith("_" + digest("s", long_b))
    assert first.exported != second.exported
    assert (first.rewritten_from, result.routes[first.exported]) == (long_a, ("s", long_a))


def test_a_long_prefixed_name_keeps_its_prefix() -> None:
    result = assign(profile=OPENAI, github=("x" * 100,), gitlab=("x" * 100,))
    for name in result.names:
        assert name.exported.startswith(name.server + "__x")
        assert len(name.exported) == 64
        assert name.rewritten_from == f"{name.server}__{'x' * 100}"


def test_rewriting_clash_in_one_server_auto_untouched_name_wins() -> None:
    result = assign(a=("x y", "x_y"))
    assert exported(result) == ["a__x_y", "x_y"]
    assert result.names[0] == AssignedName("a", "x y", "a__x_y", True, "shadow", "a__x y")


def test_rewriting_clash_in_always_mode_gets_a_hash() -> None:
    result = assign("always", a=("x y", "x_y"))
    hashed = "a__x_y_" + hashlib.sha256(b"a\0x y\x001").hexdigest()[:8]
    assert exported(result) == [hashed, "a__x_y"]


def test_rewriting_clash_across_servers_in_never_mode_is_not_a_drop() -> None:
    result = assign("never", profile=OPENAI, a=("files.read",), b=("files_read",))
    assert result.drops == ()
    assert exported(result)[1] == "files_read"  # the untouched name wins, whatever the config order
    assert re.fullmatch(r"files_read_[0-9a-f]{8}", exported(result)[0])
    assert result.routes[exported(result)[0]] == ("a", "files.read")


@pytest.mark.parametrize("mode", ["auto", "never"])
def test_a_name_crafted_to_equal_a_hashed_name_cannot_take_it_over(mode: str) -> None:
    long = "x" * 200
    crafted = "x" * 119 + "_" + digest("a", long)  # what a's long name would be exported as
    result = assign(mode, a=(long,), b=(crafted,))
    assert result.routes[crafted] == ("b", crafted)  # the untouched name keeps it
    assert result.exported_for("a", long) not in (None, crafted)
    assert len(set(exported(result))) == 2 and all(MCP.fits(n) for n in exported(result))


def test_lone_surrogates_are_names_too() -> None:
    result = assign(a=("bad\ud800",))
    assert exported(result) == ["bad_"]


# -- the result object ---------------------------------------------------------------------------------------------


def test_lookup_and_exported_for() -> None:
    result = assign(a=("search",), b=("search",))
    assert result.lookup("b__search") == AssignedName("b", "search", "b__search", True, "collision", None)
    assert result.lookup("search") is None
    assert result.exported_for("a", "search") == "a__search"
    assert result.exported_for("a", "nope") is None and result.exported_for("zz", "search") is None


def test_a_name_assignment_refuses_duplicate_exported_names() -> None:
    twice = AssignedName("a", "x", "x", False, None, None)
    with pytest.raises(ValueError, match="unique"):
        NameAssignment(names=(twice, AssignedName("b", "x", "x", False, None, None)))


def test_fast_constructor_equals_the_dataclass() -> None:
    args = ("a", "b c", "a__b_c", True, "shadow", "a__b c")
    made = _assigned_name(*args)  # type: ignore[arg-type]
    assert made == AssignedName(*args) and repr(made) == repr(AssignedName(*args))  # type: ignore[arg-type]
    assert hash(made) == hash(AssignedName(*args))  # type: ignore[arg-type]


def test_same_input_gives_byte_identical_output() -> None:
    names = dict(a=("b__x", "x", "x y", "y" * 300, None), b=("x", "x_y", "é"), c=("x", "a__x"))
    for mode in ("auto", "always", "never"):
        first, second = assign(mode, profile=OPENAI, **names), assign(mode, profile=OPENAI, **names)
        assert first == second
        assert repr(first) == repr(second) and list(first.routes.items()) == list(second.routes.items())


def test_assigning_names_grows_linearly_with_the_servers() -> None:
    def assign_for(servers: int) -> None:
        batch = [
            ServerNames(f"srv{i}", f"srv{i}", tuple(f"tool_{(j * 7 + i) % 300}_do_something" for j in range(200)))
            for i in range(servers)
        ]
        result = assign_names(batch, mode="auto", profile=OPENAI)
        assert len(result.names) == 200 * servers

    # 20 servers of 200 tools: ~7 ms on an idle 2-core box; a quadratic pass over 4,000 names costs seconds. Asked
    # for its growth, not its speed (bench/ measures that): 8x the names costs ~8x when linear, ~64x when quadratic
    assert growth(assign_for, 20, 8) < 8**1.5


# -- properties ----------------------------------------------------------------------------------------------------

PREFIX_POOL = ("a", "b", "srv", "Git", "x1")
SEPARATORS = ("__", "_", "-")
ATOMS = ("search", "x", "a", "b", "_", ".", "-", " ", "é", "__", "a__", "b__", "srv__", "Git_", "x1-", "\ud800")

names_strategy = st.one_of(
    st.lists(st.sampled_from(ATOMS), min_size=1, max_size=4).map("".join),
    st.text(alphabet="ab_.- é", max_size=8),
    st.text(alphabet="xy._", min_size=60, max_size=200),
    st.sampled_from([None, 5, ""]),
)


@st.composite
def server_lists(draw: st.DrawFn) -> list[ServerNames]:
    prefixes = draw(st.lists(st.sampled_from(PREFIX_POOL), min_size=1, max_size=5, unique=True))
    return [
        ServerNames(f"k{i}", prefix, tuple(draw(st.lists(names_strategy, max_size=8))))
        for i, prefix in enumerate(prefixes)
    ]


cases = st.tuples(
    server_lists(),
    st.sampled_from(["auto", "always", "never"]),
    st.sampled_from(list(PROFILES.values())),
    st.sampled_from(SEPARATORS),
)


def run(case: tuple[list[ServerNames], str, NameProfile, str]) -> NameAssignment:
    batch, mode, profile, separator = case
    return assign_names(batch, mode=mode, profile=profile, separator=separator)  # type: ignore[arg-type]


@given(cases)
def test_property_injective_and_routable(case) -> None:
    result = run(case)
    assert len({n.exported for n in result.names}) == len(result.names) == len(result.routes)
    assert len({(n.server, n.original) for n in result.names}) == len(result.names)
    for name in result.names:
        assert result.routes[name.exported] == (name.server, name.original)
        assert result.lookup(name.exported) is name
        assert result.exported_for(name.server, name.original) == name.exported


@given(cases)
def test_property_every_exported_name_fits_the_profile(case) -> None:
    result = run(case)
    assert all(case[2].fits(name.exported) for name in result.names)


@given(cases)
def test_property_deterministic(case) -> None:
    first, second = run(case), run(case)
    assert first == second and repr(first) == repr(second)
    assert list(first.routes.items()) == list(second.routes.items())


@given(cases)
def test_property_nothing_vanishes(case) -> None:
    result = run(case)
    mode = case[1]
    for server in case[0]:
        assigned = [n.original for n in result.names if n.server == server.server]
        drops = [d for d in result.drops if d.server == server.server]
        assert len(assigned) + len(drops) == len(server.names)
        first_valid = list(dict.fromkeys(n for n in server.names if isinstance(n, str) and n))
        never_dropped = [d.original for d in drops if d.reason == "never_collision"]
        assert sorted(assigned + never_dropped) == sorted(first_valid)  # type: ignore[type-var]
        assert assigned == [n for n in first_valid if n not in never_dropped]  # upstream order kept
    if mode != "never":
        assert {d.reason for d in result.drops} <= {"invalid_name", "duplicate_in_server"}


@given(cases)
def test_property_never_keeps_the_earliest_server(case) -> None:
    batch, mode, _, _ = case
    result = run(case)
    first_owner: dict[str, str] = {}
    for server in batch:
        for name in server.names:
            if isinstance(name, str) and name:
                first_owner.setdefault(name, server.server)
    for drop in result.drops:
        if drop.reason == "never_collision":
            assert mode == "never" and drop.other_server == first_owner[drop.original]  # type: ignore[index]
    if mode == "never":
        assert all(not n.prefixed and n.server == first_owner[n.original] for n in result.names)


@given(cases)
def test_property_no_shadowing(case) -> None:
    """Auto: a plain name never sits in another server's namespace, and a plain name that could not be mistaken
    for anything else (offered by one server, fits, outside other namespaces) is exported unchanged, unless its
    own server's prefixed name took it. Auto/always: a prefixed name starts with its own prefix + separator."""
    batch, mode, profile, separator = case
    result = run(case)
    prefix_of = {s.server: s.prefix for s in batch}
    offered: dict[str, set[str]] = {}
    for server in batch:
        for name in server.names:
            if isinstance(name, str) and name:
                offered.setdefault(name, set()).add(server.server)

    def foreign(name: str, server: str) -> bool:
        return any(name.startswith(p + separator) for s, p in prefix_of.items() if s != server)

    for name in result.names:
        if name.prefixed:
            assert name.exported.startswith(prefix_of[name.server] + separator)
        if mode != "auto":
            continue
        if not name.prefixed:
            assert not foreign(name.exported, name.server)
        unambiguous = len(offered[name.original]) == 1 and profile.fits(name.original)
        if unambiguous and not foreign(name.original, name.server):
            holder = result.lookup(name.original)
            assert holder is not None
            assert holder is name or (holder.server == name.server and holder.prefixed)


@given(cases)
def test_property_reasons_are_consistent(case) -> None:
    batch, mode, _, separator = case
    prefix_of = {s.server: s.prefix for s in batch}
    for name in run(case).names:
        assert name.prefixed == (name.prefix_reason is not None)
        candidate = prefix_of[name.server] + separator + name.original if name.prefixed else name.original
        if name.rewritten_from is None:
            assert name.exported == candidate
        else:
            assert name.rewritten_from == candidate != name.exported
        if mode == "always":
            assert name.prefix_reason == "always"
        if mode == "never":
            assert name.prefix_reason is None
