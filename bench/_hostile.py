"""A hostile MCP server over stdio for `soak.py`: standard library only, modern era, misbehaving on purpose.

Run as `python _hostile.py SEED`. It answers `server/discover` and `tools/list` properly (so it joins the
aggregate), then answers each `tools/call` in one of these ways, drawn from a seeded generator:

    garbage     a line that is not JSON (no id: the call can only time out)
    wrong id    a valid answer to an id nobody asked (dropped: the call times out)
    bad result  `"result": 5` under the right id (unusable: the call fails at once)
    truncated   the first half of a valid answer (the id is still readable: the call fails at once)
    oversized   a 100 KB answer, over the limit the soak sets (refused unread, named by its id)
    deep        a result nested 200 levels (over the decoder's limit, named by its id)
    twice       a valid answer, sent two times (the second is dropped)
    slow        a valid answer after 50-600 ms, often after the caller's deadline (a late answer is dropped)
    error       a JSON-RPC error
    tool error  a result with `isError: true`
    fine        a valid answer

Every 50th call also writes a line to stderr, which the client keeps only a bounded tail of.
"""

from __future__ import annotations

import json
import random
import sys
import threading
from typing import Any

MODERN = "2026-07-28"
TOOLS = [
    {
        "name": f"mess_{index}",
        "description": "A tool of a server that misbehaves on purpose.",
        "inputSchema": {"type": "object", "properties": {"id": {"type": "string"}, "limit": {"type": "integer"}}},
    }
    for index in range(3)
]
# (cumulative probability, behaviour): ~45 % of the calls misbehave in some way
BEHAVIOURS = [
    (0.06, "garbage"),
    (0.10, "wrong id"),
    (0.15, "bad result"),
    (0.19, "truncated"),
    (0.22, "oversized"),
    (0.25, "deep"),
    (0.30, "twice"),
    (0.40, "slow"),
    (0.45, "error"),
    (0.50, "tool error"),
    (1.00, "fine"),
]


class Hostile:
    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.out = sys.stdout.buffer
        self.lock = threading.Lock()  # slow answers are written from timer threads
        self.calls = 0

    def write(self, payload: Any) -> None:
        line = payload if isinstance(payload, bytes) else json.dumps(payload, separators=(",", ":")).encode()
        with self.lock:
            self.out.write(line + b"\n")
            self.out.flush()

    def answer(self, rid: Any, result: Any) -> dict[str, Any]:
        return {"jsonrpc": "2.0", "id": rid, "result": result}

    def handle(self, message: dict[str, Any]) -> None:
        method, rid = message.get("method"), message.get("id")
        if rid is None:
            return  # a notification (e.g. notifications/cancelled): nothing to answer
        if method == "server/discover":
            self.write(
                self.answer(
                    rid,
                    {
                        "supportedVersions": [MODERN],
                        "capabilities": {"tools": {}},
                        "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "hostile", "version": "1"}},
                        "ttlMs": 0,
                        "cacheScope": "private",
                    },
                )
            )
        elif method == "tools/list":
            self.write(self.answer(rid, {"tools": TOOLS, "ttlMs": 3_600_000, "cacheScope": "private"}))
        elif method == "tools/call":
            self.call(rid)
        else:
            self.write({"jsonrpc": "2.0", "id": rid, "error": {"code": -32601, "message": f"no method {method}"}})

    def call(self, rid: Any) -> None:
        self.calls += 1
        if self.calls % 50 == 0:
            sys.stderr.write(f"hostile: call {self.calls}, still misbehaving\n")
            sys.stderr.flush()
        roll = self.rng.random()
        kind = next(name for bound, name in BEHAVIOURS if roll < bound)
        good = self.answer(rid, {"content": [{"type": "text", "text": f"answer {self.calls}"}], "isError": False})
        encoded = json.dumps(good, separators=(",", ":")).encode()
        if kind == "garbage":
            self.write(b"this is not JSON {" + str(self.calls).encode())
        elif kind == "wrong id":
            self.write(self.answer(f"not-{rid}", good["result"]))
        elif kind == "bad result":
            self.write(self.answer(rid, 5))
        elif kind == "truncated":
            self.write(encoded[: len(encoded) // 2])
        elif kind == "oversized":
            self.write(self.answer(rid, {"content": [{"type": "text", "text": "x" * 100_000}], "isError": False}))
        elif kind == "deep":
            self.write(
                b'{"jsonrpc":"2.0","id":%s,"result":{"x":%s}}' % (json.dumps(rid).encode(), b"[" * 200 + b"]" * 200)
            )
        elif kind == "twice":
            self.write(encoded)
            self.write(encoded)
        elif kind == "slow":
            timer = threading.Timer(self.rng.uniform(0.05, 0.6), self.write, (encoded,))
            timer.daemon = True
            timer.start()
        elif kind == "error":
            self.write({"jsonrpc": "2.0", "id": rid, "error": {"code": -32000, "message": "failed on purpose"}})
        elif kind == "tool error":
            self.write(self.answer(rid, {"content": [{"type": "text", "text": "no such record"}], "isError": True}))
        else:
            self.write(encoded)

    def run(self) -> None:
        for line in sys.stdin.buffer:
            try:
                message = json.loads(line)
            except ValueError:
                continue
            if isinstance(message, dict):
                self.handle(message)


if __name__ == "__main__":
    Hostile(int(sys.argv[1]) if len(sys.argv) > 1 else 0).run()
