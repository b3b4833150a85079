"""A server's regular expressions cannot hold the event loop: JSON Schema `pattern`/`patternProperties` and the
regexes built from its URI templates are matched in linear time (RE2).

Each catastrophic case runs in a child process under a timeout: with a backtracking engine it would run for hours,
and a test must fail, not hang."""

from __future__ import annotations

import subprocess
import sys
import textwrap

import pytest

from aggregator.directory import template_regex
from aggregator.linear_regex import linear_regex
from aggregator.validation import ArgumentValidator

#: generous for a 2-core machine under load: a linear match takes microseconds, a backtracking one hours
BOUND_S = 60


def _bounded(code: str) -> str:
    """Run `code` in a child process; its stdout, or a failure when it overruns the bound."""
    done = subprocess.run(
        [sys.executable, "-c", textwrap.dedent(code)], capture_output=True, text=True, timeout=BOUND_S, check=True
    )
    return done.stdout.strip()


EVIL = "^(a+)+$"


def test_a_servers_catastrophic_output_pattern_is_judged_at_once() -> None:
    out = _bounded(f"""
        from aggregator.validation import check_structured
        schema = {{"type": "object", "properties": {{"r": {{"type": "string", "pattern": {EVIL!r}}}}}}}
        print(check_structured(schema, {{"r": "a" * 5000 + "!"}}))
        print(check_structured(schema, {{"r": "a" * 5000}}))
    """)
    mismatch, fine = out.splitlines()
    assert "does not match" in mismatch and fine == "None"


@pytest.mark.parametrize(
    "schema",
    [
        {"type": "object", "properties": {"text": {"type": "string", "pattern": r"^(\w+\s?)*$"}}},
        # the jsonschema path (no fast path for `not`): the same keywords, matched the same way
        {"type": "object", "properties": {"text": {"not": {"type": "string", "pattern": r"^(\w+\s?)*$"}}}},
        {"type": "object", "patternProperties": {EVIL: {"type": "integer"}}, "additionalProperties": False},
    ],
)
def test_arguments_against_a_catastrophic_input_pattern_are_judged_at_once(schema: dict[str, object]) -> None:
    sentence = "Summarise the quarterly report for me please, and the annual one too!"
    out = _bounded(f"""
        from aggregator.validation import check_arguments
        schema = {schema!r}
        print(check_arguments(schema, {{"text": {sentence!r}, {"a" * 60 + "!"!r}: 1}}) is None)
    """)
    assert out in ("True", "False")


def test_a_catastrophic_template_of_one_server_cannot_stall_another_servers_read() -> None:
    out = _bounded("""
        from aggregator.directory import ServerEntries, build_directory
        evil = "t://" + "".join("{+v%d}" % i for i in range(12)) + "!"
        evil = ServerEntries(name="evil", prefix="evil", templates=({"uriTemplate": evil},))
        good = ServerEntries(name="gdrive", prefix="gdrive", templates=({"uriTemplate": "gdrive://{id}"},))
        directory = build_directory([evil, good])
        print(directory.route_uri("gdrive://" + "a" * 44), directory.route_uri("t://" + "a" * 4000))
    """)
    assert out == "gdrive None"


def test_patterns_keep_their_meaning() -> None:
    validator = ArgumentValidator()
    schema = {"type": "object", "properties": {"code": {"type": "string", "pattern": r"^[A-Z]{3}-\d+$"}}}
    assert validator.check_arguments(schema, {"code": "ABC-12"}) is None
    assert validator.check_arguments(schema, {"code": "abc-12"}) is not None
    # ECMA-262 spellings: \uXXXX, and \d as ASCII digits only (Arabic-Indic digits are no \d there)
    assert linear_regex(r"^\u0041+$") is not None and linear_regex(r"^\u0041+$").search("AAA")  # type: ignore[union-attr]
    assert not linear_regex(r"^\d+$").search("\u0664\u0662")  # type: ignore[union-attr]
    # what RE2 cannot take (lookahead) is not checked: no value fails it
    look = {"type": "object", "properties": {"p": {"type": "string", "pattern": "^(?=.*[0-9]).{8,}$"}}}
    assert linear_regex("^(?=.*[0-9]).{8,}$") is None
    assert validator.check_arguments(look, {"p": "short"}) is None
    assert template_regex("note://{id}").fullmatch("note://42") and not template_regex("note://{id}").fullmatch("x://1")


def test_unevaluated_properties_beside_pattern_properties_is_not_validated_and_says_why() -> None:
    schema = {"type": "object", "patternProperties": {EVIL: {}}, "unevaluatedProperties": False}
    outcome = ArgumentValidator().check_arguments(schema, {"a" * 60 + "!": 1})
    assert outcome is not None and outcome.kind == "unvalidated" and "unevaluatedProperties" in outcome.message
