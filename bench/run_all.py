"""Run every benchmark (one after another, each in its own process) and print a markdown summary table.

    .venv/bin/python bench/run_all.py              # all of them
    .venv/bin/python bench/run_all.py cold_list    # a subset, by name

Each benchmark's own lines are echoed as it runs; its last line `RESULT {json}` feeds the table.
Exit status: 0 if every target passed, 1 if any was missed, 2 if a benchmark failed to run.
"""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
BENCHES = [
    "cold_list",
    "warm_list",
    "call_overhead",
    "metrics_overhead",
    "tracing_overhead",
    "startup",
    "memory",
    "session_memory",
    "mirror_sessions",
    "parked_calls",
    "token_estimate",
    "retrieval",
    "poisoning",
    "soak",
    "proxy_limit",
    "store_cpu",
]
TIMEOUT_S = 900  # proxy_limit: about 7 min on two busy cores, plus the merged list it runs (~2 min)


def fmt(value: float) -> str:
    if isinstance(value, int) or float(value).is_integer():
        return str(int(value))
    return f"{value:g}"


def main(argv: list[str]) -> int:
    names = argv or BENCHES
    rows: list[str] = []
    failed = missed = False
    for name in names:
        print(f"== {name}", flush=True)
        start = time.perf_counter()
        try:
            proc = subprocess.run(
                [sys.executable, str(HERE / f"{name}.py")],
                capture_output=True,
                text=True,
                timeout=TIMEOUT_S,
            )
        except subprocess.TimeoutExpired:
            rows.append(f"| {name} | (did not finish within {TIMEOUT_S} s) | | | ERROR | |")
            failed = True
            continue
        took = time.perf_counter() - start
        lines = proc.stdout.strip().splitlines()
        for line in lines:
            if not line.startswith("RESULT "):
                print(line, flush=True)
        result = next((line for line in reversed(lines) if line.startswith("RESULT ")), None)
        if proc.returncode != 0 or result is None:
            print(proc.stderr[-3000:], flush=True)
            rows.append(f"| {name} | (failed: exit {proc.returncode}) | | | ERROR | |")
            failed = True
            continue
        print(f"   ({took:.1f} s)", flush=True)
        payload = json.loads(result[len("RESULT ") :])
        for figure in payload["figures"]:
            verdict = {True: "PASS", False: "MISS", None: "—"}[figure["pass"]]
            missed |= figure["pass"] is False
            rows.append(
                f"| {name} | {figure['name']} | {fmt(figure['value'])} {figure['unit']} | {figure['target']} "
                f"| {verdict} | {figure['detail']} |"
            )
    print()
    print("| benchmark | figure | measured | target | result | details |")
    print("|---|---|---|---|---|---|")
    for row in rows:
        print(row)
    return 2 if failed else 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
