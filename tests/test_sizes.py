"""The size limits of issue 13, measured: no class over 300 lines, no module over 450, no function over 60.

Measured with `ast` on the modules that have been split so far (the upstream package and the pure decision
modules); `SPLIT` grows as the other big modules are split, until it is the whole package.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SPLIT = ("aggregator/upstream/**/*.py", "aggregator/protocol/**/*.py")
MAX_CLASS, MAX_MODULE, MAX_FUNCTION = 300, 450, 60


def _files() -> list[Path]:
    return sorted({path for pattern in SPLIT for path in ROOT.glob(pattern)})


def oversized(source: str, where: str) -> list[str]:
    """What in `source` is over the limits, each as `where:line: what (n lines)`."""
    found = []
    lines = len(source.splitlines())
    if lines > MAX_MODULE:
        found.append(f"{where}: module ({lines} lines)")
    for node in ast.walk(ast.parse(source)):
        limit = MAX_CLASS if isinstance(node, ast.ClassDef) else MAX_FUNCTION
        if isinstance(node, ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            size = (node.end_lineno or node.lineno) - node.lineno + 1
            if size > limit:
                found.append(f"{where}:{node.lineno}: {node.name} ({size} lines)")
    return found


def test_split_modules_keep_to_the_size_limits() -> None:
    files = _files()
    assert any(path.parent.name == "upstream" for path in files)
    found = [
        v for path in files for v in oversized(path.read_text(encoding="utf-8"), path.relative_to(ROOT).as_posix())
    ]
    assert not found, "over the size limits:\n" + "\n".join(found)


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        ("def f():\n" + "    x = 1\n" * 60, ["m.py:1: f (61 lines)"]),
        ("def f():\n" + "    x = 1\n" * 59, []),
        ("class C:\n" + "    x = 1\n" * 300, ["m.py:1: C (301 lines)"]),
        ("x = 1\n" * 451, ["m.py: module (451 lines)"]),
    ],
)
def test_the_measure_names_what_is_over(body: str, expected: list[str]) -> None:
    assert oversized(body, "m.py") == expected
