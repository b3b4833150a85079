"""Which configs the processes above us serve: a config that runs `mcp-aggregator serve` on itself must not recurse.

Each `serve` adds an identity of its config (a digest of the file's real path) to an environment variable its
children inherit. A `serve` that finds its own config there, or too deep a chain, is one of its own ancestors'
servers: it refuses to start, says why on stderr (in a line that begins with `RECURSION_NOTICE`), and exits,
so its parent reports that server `down` with the reason instead of spawning another generation.
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import MutableMapping

from aggregator.errors import ConfigError

__all__ = ["MARKER", "MAX_DEPTH", "RECURSION_NOTICE", "RecursionRefused", "enter", "identity"]

#: the environment variable that carries the ancestors' config identities, comma-separated, oldest first
MARKER = "MCP_AGGREGATOR_ANCESTRY"
#: aggregators nested deeper than this are taken for a loop through configs that differ at each level
MAX_DEPTH = 8
#: how a refusing child's stderr line begins; the parent recognises it in the exit reason
RECURSION_NOTICE = "mcp-aggregator serve refused (recursion)"


class RecursionRefused(ConfigError):
    """This config is already being served by an ancestor process (or the chain is too deep)."""


def identity(path: str) -> str:
    """A short, stable name for the config at `path` (its real path, digested: nothing of it is shown)."""
    real = os.path.realpath(path)
    return hashlib.sha256(real.encode("utf-8", "surrogateescape")).hexdigest()[:16]


def enter(path: str | None, environ: MutableMapping[str, str] | None = None) -> None:
    """Record that this process serves the config at `path`; raise `RecursionRefused` if an ancestor does.

    `environ` (default `os.environ`) gains our identity, so every child started from now on inherits it.
    """
    env = os.environ if environ is None else environ
    chain = [part for part in env.get(MARKER, "").split(",") if part]
    if len(chain) >= MAX_DEPTH:
        raise RecursionRefused(
            f"{RECURSION_NOTICE}: {len(chain)} aggregators are already nested above this one (at most {MAX_DEPTH})"
        )
    if path is None:
        return
    own = identity(path)
    if own in chain:
        raise RecursionRefused(
            f"{RECURSION_NOTICE}: {path} is already served by an ancestor process; "
            "a server entry of this config runs mcp-aggregator serve on the same config"
        )
    env[MARKER] = ",".join([*chain, own])
