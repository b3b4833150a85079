"""Memory held for 10,000 cached tools: 10 in-memory servers x 1,000 realistic tools, pages of 100.

Every page carries `ttlMs` 1 h / `cacheScope` public, so the aggregator keeps the pages in its ListCache,
the last good list, and the catalog built from them (plus whatever its validator cache keeps).

What is counted, and why it is fair:
* The servers generate each page on request from a compact template and pass it through `json.dumps` /
  `json.loads` (as a stdio or HTTP wire would), so after the list the servers hold none of the tool
  objects: everything still allocated is held by the aggregator. The decoded objects are what a real
  wire would hand it (fresh objects; keys shared by the JSON decoder's memo within a page).
* Baseline: `tracemalloc` current size after `gc.collect()`, with the aggregator connected and nothing
  listed yet. Then one `agg.list_tools()`; the returned list (copies for the caller) is dropped, `gc.collect()`,
  and the difference is what the aggregator holds for the tools.
* Run time: the list-time meta-schema check (`jsonschema` `check_schema`, ~3 ms per distinct schema, see
  cold_list.py) would make this run take ~140 s under tracemalloc. That check is transient — it keeps
  nothing — and the meta-schema constrains `description` only to be a string, so a schema is valid iff the
  same schema with its description strings blanked is. This run memoises the real check on that key (all
  generated schemas then share one real check). Verified once (10 x 200 tools, `--real-meta-check`):
  held memory equal to within 0.3% with and without the memo. Nothing the aggregator keeps changes.
* Compared with `len(json.dumps(all_tools))` of the upstream definitions (default separators, as the
  issue states; the compact size is printed too). Target: held <= 6x the JSON size.
"""

from __future__ import annotations

import argparse
import gc
import json
import time
import tracemalloc
from typing import Any

import anyio
from _common import ROOT, Figure, Report
from _server import BenchServer

import aggregator.validation.verdict as validation
from aggregator import Aggregator

SERVERS = 10
TOOLS = 1000
PAGE = 100
TTL_MS = 3_600_000


def mib(size: float) -> str:
    return f"{size / 2**20:.1f} MiB"


def _blank_descriptions(node: Any) -> Any:
    if isinstance(node, dict):
        return {
            k: ("" if k == "description" and isinstance(v, str) else _blank_descriptions(v)) for k, v in node.items()
        }
    if isinstance(node, list):
        return [_blank_descriptions(v) for v in node]
    return node


def memoise_meta_check() -> None:
    real = validation._meta_problems
    memo: dict[tuple[str, str], list[str]] = {}

    def meta_problems(schema: dict[str, Any], cls: Any) -> list[str]:
        key = (cls.__name__, json.dumps(_blank_descriptions(schema), sort_keys=True))
        if key not in memo:
            memo[key] = real(schema, cls)
        return list(memo[key])

    validation._meta_problems = meta_problems  # type: ignore[assignment]


async def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--tools", type=int, default=TOOLS, help="tools per server")
    parser.add_argument("--real-meta-check", action="store_true", help="do not memoise the meta-schema check")
    options = parser.parse_args()
    tools_per_server = options.tools
    if not options.real_meta_check:
        memoise_meta_check()
    group = [
        BenchServer(
            f"srv{i:02d}", tools=tools_per_server, page_size=PAGE, ttl_ms=TTL_MS, scope="public", lazy=True, wire=True
        )
        for i in range(SERVERS)
    ]
    tracemalloc.start()
    async with Aggregator([s.config() for s in group]) as agg:
        states = await agg.wait_connected()
        assert all(state.state == "ok" for state in states.values()), states
        gc.collect()
        before = tracemalloc.take_snapshot()
        baseline = tracemalloc.get_traced_memory()[0]
        start = time.perf_counter()
        tools = await agg.list_tools()
        list_s = time.perf_counter() - start
        count = len(tools)
        del tools
        gc.collect()
        held = tracemalloc.get_traced_memory()[0] - baseline
        after = tracemalloc.take_snapshot()
        cache = agg.cache.stats()
    tracemalloc.stop()
    assert count == SERVERS * tools_per_server, count
    assert cache.entries == SERVERS * -(-tools_per_server // PAGE), cache
    # the upstream definitions, regenerated exactly as the servers sent them
    upstream_tools = [tool for s in group for page in range(s.page_count) for tool in s._build_page(page)]
    size = len(json.dumps(upstream_tools))
    compact = len(json.dumps(upstream_tools, separators=(",", ":")))
    ratio = held / size
    passed = ratio <= 6
    by_file = sorted(after.compare_to(before, "filename"), key=lambda d: d.size_diff, reverse=True)[:6]
    root = f"{ROOT}/"
    top = [(d.traceback[0].filename.split("site-packages/")[-1].replace(root, ""), d.size_diff) for d in by_file]
    report = Report("memory")
    detail = (
        f"{SERVERS} x {tools_per_server} tools: held {mib(held)} vs JSON {mib(size)} ({held / count:.0f} B/tool; "
        f"compact JSON {mib(compact)} -> {held / compact:.2f}x)"
    )
    report.add(Figure("memory held / JSON size (10,000 tools)", round(ratio, 2), "x", "<= 6x", passed, detail))
    report.extra = {"held_bytes": held, "json_bytes": size, "compact_json_bytes": compact, "top": top, "list_s": list_s}
    print(
        f"memory: {count} tools held {mib(held)} vs JSON {mib(size)} = {ratio:.2f}x (target <= 6x) "
        f"{'PASS' if passed else 'MISS'}; {held / count:.0f} B/tool; compact JSON {held / compact:.2f}x"
    )
    print("  grown by allocation site: " + "; ".join(f"{name} {mib(diff)}" for name, diff in top))
    print(f"  (list under tracemalloc took {list_s:.1f} s)")
    report.emit()


if __name__ == "__main__":
    anyio.run(main)
