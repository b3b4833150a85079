"""Start the proxy for an example: `mcp-aggregator serve --http 127.0.0.1:0` on the bundled demo config.

The agent frameworks below speak to one MCP server; the proxy makes the aggregated servers look like one. Over stdio
these clients open a new session (so a new proxy and new upstream processes) for each call, so they are pointed at
the proxy's Streamable HTTP endpoint instead, which holds every upstream connection for its whole life.
"""

from __future__ import annotations

import select
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

DEMO_CONFIG = Path(__file__).resolve().parent.parent / "configs" / "demo.json"


@contextmanager
def running_proxy(config: Path = DEMO_CONFIG, timeout: float = 60.0) -> Iterator[str]:
    """Run the proxy on a free port until the block ends; yield its MCP endpoint URL (`http://127.0.0.1:N/mcp`)."""
    argv = [sys.executable, "-m", "aggregator", "serve", "--config", str(config), "--http", "127.0.0.1:0"]
    proxy = subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, text=True)
    assert proxy.stdout is not None
    try:
        # the proxy prints one line, `LISTENING <url>`, once it accepts connections
        readable, _, _ = select.select([proxy.stdout], [], [], timeout)
        line = proxy.stdout.readline() if readable else ""
        if not line.startswith("LISTENING "):
            raise RuntimeError(f"the proxy did not start within {timeout:g} s (it printed {line!r})")
        yield line.split()[1]
    finally:
        proxy.terminate()  # SIGTERM: the proxy closes its upstream servers and exits 0
        proxy.wait(timeout=30)
