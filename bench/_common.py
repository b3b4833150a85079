"""Shared helpers for the benchmarks: result lines, statistics, the import path.

Every benchmark prints human-readable lines and, last, one machine-readable line:
``RESULT {"bench": ..., "figures": [{"name", "value", "unit", "target", "pass", "detail"}, ...]}``
that `run_all.py` collects.
"""

from __future__ import annotations

import json
import statistics
import sys
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))  # run from anywhere, against this checkout


@dataclass
class Figure:
    name: str
    value: float
    unit: str
    target: str  # human-readable, e.g. "<= 1.5x"
    passed: bool | None  # None: reported only, no target
    detail: str = ""


@dataclass
class Report:
    bench: str
    figures: list[Figure] = field(default_factory=list)
    extra: dict[str, Any] = field(default_factory=dict)

    def add(self, figure: Figure) -> Figure:
        self.figures.append(figure)
        return figure

    def emit(self) -> None:
        payload = {
            "bench": self.bench,
            "figures": [{**asdict(f), "pass": f.passed} for f in self.figures],
            "extra": self.extra,
        }
        for f in payload["figures"]:
            f.pop("passed")
        print("RESULT " + json.dumps(payload), flush=True)


def verdict(passed: bool | None) -> str:
    return "—" if passed is None else ("PASS" if passed else "MISS")


def median(values: list[float]) -> float:
    return statistics.median(values)


def quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def ms(seconds: float) -> str:
    return f"{seconds * 1e3:.1f} ms"


def us(seconds: float) -> str:
    return f"{seconds * 1e6:.1f} us"
