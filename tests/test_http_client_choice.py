"""Which HTTP client an upstream gets must not hang on a package that only a test extra brings in."""

from __future__ import annotations

import subprocess
import sys
import textwrap

# `sniffio` comes with trio (a test dependency), not with our runtime dependencies: a plain install
# has none. The child blocks its import, as a plain install would, and reports the client it gets.
_CHILD = textwrap.dedent(
    """
    import sys
    if sys.argv[1] == "asyncio":
        sys.modules["sniffio"] = None  # importing it now raises ImportError, as on a plain install
    import anyio, httpx
    from aggregator.transports.http import new_client

    async def kind() -> str:
        client = new_client(httpx.Timeout(1.0))
        await client.aclose()
        return type(client).__name__

    print(anyio.run(kind, backend=sys.argv[1]))
    """
)


def _client_kind(backend: str) -> str:
    done = subprocess.run(
        [sys.executable, "-c", _CHILD, backend], capture_output=True, text=True, timeout=60, check=True
    )
    return done.stdout.strip()


def test_asyncio_takes_the_aiohttp_fast_path_without_sniffio() -> None:
    assert _client_kind("asyncio") == "AioClient"


def test_trio_keeps_httpx() -> None:  # trio brings sniffio itself; aiohttp cannot run there
    assert _client_kind("trio") == "AsyncClient"
