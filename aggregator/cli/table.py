"""Plain text tables that fit the terminal: the last column is cut to fit; when even that is not enough, the widest
other columns give up width too (each down to its header's width, or `MIN_FIXED`), their cells cut with `…`."""

from __future__ import annotations

import shutil
from collections.abc import Sequence

from aggregator.cli.terminal import escape

__all__ = ["first_line", "render", "terminal_width"]

MIN_FLEX = 20
#: the narrowest a column other than the last is cut to (a name of 12 characters still tells most names apart)
MIN_FIXED = 12


def terminal_width() -> int:
    """The width to render tables for: `COLUMNS`, the terminal's, or 120 for a pipe; at least 40."""
    # COLUMNS wins (tests and pipes set it); a pipe without it gets a width that still reads well in a log
    return max(40, shutil.get_terminal_size((120, 24)).columns)


def first_line(text: object, limit: int = 200) -> str:
    """The first line of `text`, cut to `limit` characters ("" for none)."""
    lines = str(text or "").strip().splitlines()
    return lines[0][:limit] if lines else ""


def render(headers: Sequence[str], rows: Sequence[Sequence[object]], *, width: int | None = None) -> str:
    """Columns padded to their widest cell; the last column takes what is left of `width` (cut with `…`)."""
    if not rows:
        return ""
    width = width or terminal_width()
    # a cell is one line of server text at most: its control characters and line breaks are shown, never obeyed
    cells = [[escape(cell, newlines=False) for cell in row] for row in rows]
    head = [escape(h, newlines=False) for h in headers]
    fixed = [max(len(head[i]), *(len(row[i]) for row in cells)) for i in range(len(head) - 1)]
    _narrowed(fixed, [max(len(h), MIN_FIXED) for h in head[:-1]], width - MIN_FLEX - 2 * len(fixed))
    room = max(MIN_FLEX, width - sum(fixed) - 2 * len(fixed))

    def line(row: Sequence[str]) -> str:
        cut = [_cut(cell, fixed[i]).ljust(fixed[i]) for i, cell in enumerate(row[:-1])]
        return "  ".join([*cut, _cut(row[-1], room)]).rstrip()

    return "\n".join([line(head), *(line(row) for row in cells)])


def _cut(cell: str, width: int) -> str:
    return cell if len(cell) <= width else cell[: max(width - 1, 0)] + "…"


def _narrowed(widths: list[int], floors: Sequence[int], total: int) -> None:
    """Take width from the widest columns, one character at a time, until they fit in `total` or reach their floors."""
    while sum(widths) > total:
        widest = max(range(len(widths)), key=lambda i: (widths[i] - floors[i], widths[i]), default=None)
        if widest is None or widths[widest] <= floors[widest]:
            return
        widths[widest] -= 1
