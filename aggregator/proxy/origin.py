"""Web origins (RFC 6454): scheme, host and port, compared whole — the DNS-rebinding guard of the HTTP front.

A browser names the page that made a request in `Origin`. Comparing only its host lets in what merely shares
a name with us — `file://localhost`, or another local web app at `http://localhost:9999` — so an origin passes
only when all three parts match an allowed one: the server's own (its scheme and bound port, with one of the
host names it answers to) or one configured.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from aggregator.protocol.numbers import parse_int

__all__ = ["DEFAULT_PORTS", "Origin", "own_origins"]

DEFAULT_PORTS = {"http": 80, "https": 443}


@dataclass(frozen=True, slots=True)
class Origin:
    """A tuple origin; the port is always explicit (the scheme's default filled in)."""

    scheme: str
    host: str  # lower case; an IPv6 literal keeps its brackets
    port: int

    @classmethod
    def parse(cls, text: str) -> Origin | None:
        """`scheme://host[:port]` as a browser serializes it; None for `null`, other schemes, paths or junk."""
        scheme, sep, rest = text.partition("://")
        scheme = scheme.lower()
        if not sep or scheme not in DEFAULT_PORTS or not rest or any(c in rest for c in "/?#@\\ \t"):
            return None
        if rest.startswith("["):
            end = rest.find("]")
            host, port_text = rest[: end + 1], rest[end + 1 :]
            if end < 0 or (port_text and not port_text.startswith(":")):
                return None
            port_text = port_text[1:]
        else:
            host, colon, port_text = rest.partition(":")
            if colon and not port_text:
                return None
        port = parse_int(port_text, maximum=65535) if port_text else DEFAULT_PORTS[scheme]
        if port is None or not host:
            return None
        return cls(scheme, host.lower(), port)


def own_origins(scope: Mapping[str, Any], hosts: Iterable[str]) -> frozenset[Origin]:
    """The origins of this server: the connection's scheme and bound port, under each host name it answers to."""
    scheme = str(scope.get("scheme") or "http").lower()
    if scheme not in DEFAULT_PORTS:
        return frozenset()
    server = scope.get("server")
    # the ASGI server reports the bound (host, port); an in-process client may leave the port out (the default)
    port = server[1] if isinstance(server, tuple | list) and len(server) == 2 and isinstance(server[1], int) else None
    if port is None:
        port = DEFAULT_PORTS[scheme]
    return frozenset(Origin(scheme, _bracketed(host.lower()), port) for host in hosts)


def _bracketed(host: str) -> str:
    """An IPv6 literal as it appears in a URL (`::1` -> `[::1]`)."""
    return f"[{host}]" if ":" in host and not host.startswith("[") else host
