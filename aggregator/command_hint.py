"""The commands our messages tell a person to run (`mcp-aggregator approve NAME --config C`), as shell words.

A hint's arguments come from elsewhere: a tool name, resource URI or server key a server chose, a config or lock path
with spaces. A person copies the hint into a shell, so every argument is quoted (`shlex.quote`): `x; rm -rf ~`,
`$(...)` or a backtick stays one word, never a command, and a path with spaces stays one path. A name that begins
with `-` is put after `--`, the options before it, so it cannot pass for an option (`--all`, `--yes`); an option's
value that begins with `-` is joined to its flag (`--config=-x`). A stdlib-only leaf: every layer builds hints.
"""

from __future__ import annotations

import shlex
from collections.abc import Iterable

__all__ = ["NAME", "PROGRAM", "command", "option", "with_name", "word"]

#: the console script every hint names
PROGRAM = "mcp-aggregator"
#: where a hint template (`command("approve", NAME)`, options after it) takes its name: see `with_name`
NAME = "{name}"


def word(text: str) -> str:
    """`text` as one shell word, quoted when it needs it (`shlex.quote`)."""
    return shlex.quote(text)


def option(flag: str, value: str | bool | None) -> str:
    """` --flag VALUE` (a leading space) with the value quoted; ` --flag` alone for True; "" for no value."""
    if value is True:
        return " " + word(flag)
    if value is None or value is False or value == "":
        return ""
    if value.startswith("-"):
        return " " + word(f"{flag}={value}")  # `--config -x` would read `-x` as an option
    return f" {flag} {word(value)}"


def command(subcommand: str, *names: str, options: Iterable[tuple[str, str | bool | None]] = ()) -> str:
    """`mcp-aggregator SUBCOMMAND NAME... --OPTION VALUE...`, each argument quoted; the options first and the names
    after `--` when a name begins with `-`."""
    flags = "".join(option(flag, value) for flag, value in options)
    quoted = " ".join(word(name) for name in names)
    if any(name.startswith("-") for name in names):
        return f"{PROGRAM} {subcommand}{flags} -- {quoted}"
    return f"{PROGRAM} {subcommand}{' ' if quoted else ''}{quoted}{flags}"


def with_name(template: str, name: str) -> str:
    """A hint template's `{name}` (right after its subcommand, options after it) filled with `name`, quoted; a name
    that begins with `-` goes last, after `--`. Only the first `{name}` is the placeholder: a quoted path after it
    may hold the same braces."""
    if name.startswith("-") and f" {NAME}" in template:
        return template.replace(f" {NAME}", "", 1) + " -- " + word(name)
    return template.replace(NAME, word(name), 1)
