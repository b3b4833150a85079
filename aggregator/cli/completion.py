"""`completion SHELL`: a bash, zsh or fish completion script, generated from the argument parser itself.

The script comes from `shtab`, so it can never drift from the parser. shtab is the one package this needs beyond
the runtime dependencies, so it lives in the `completion` extra (`pip install 'mcp-aggregator[completion]'`);
without it the command says exactly that and exits 2.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from aggregator.cli.exit import Exit

__all__ = ["MISSING", "CompletionUnavailable", "completion_script", "print_completion"]

MISSING = (
    "shell completion needs the shtab package, in the `completion` extra: "
    "pip install 'mcp-aggregator[completion]' (or pip install shtab)"
)
#: options whose value is a file: completed as paths
_FILE_OPTIONS = frozenset({"config", "snapshot", "old", "new"})


class CompletionUnavailable(Exception):
    """shtab is not installed."""


def completion_script(parser: argparse.ArgumentParser, shell: str) -> str:
    """The completion script for `shell` (bash, zsh or fish). Raises CompletionUnavailable without shtab."""
    try:
        import shtab
    except ImportError:
        raise CompletionUnavailable(MISSING) from None
    _mark_files(parser, shtab.FILE)
    script: str = shtab.complete(parser, shell=shell)
    return script


def print_completion(parser: argparse.ArgumentParser, shell: str) -> int:
    """Print the script for `shell`; exit 2 with how to install shtab when it is missing."""
    try:
        script = completion_script(parser, shell)
    except CompletionUnavailable as exc:
        print(f"error: {exc}", file=sys.stderr)
        return Exit.USAGE
    print(script)
    return Exit.OK


def _mark_files(parser: argparse.ArgumentParser, files: Any) -> None:
    for action in parser._actions:  # argparse has no public walk; shtab reads the same list
        if action.dest in _FILE_OPTIONS:
            action.complete = files  # type: ignore[attr-defined]
        if isinstance(action, argparse._SubParsersAction):
            for sub in action.choices.values():
                _mark_files(sub, files)
