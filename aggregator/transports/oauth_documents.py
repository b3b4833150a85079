"""What the OAuth flow reads from servers, checked at the door (`aggregator.transports.oauth` calls these).

- **Size.** httpx and the MCP SDK buffer every answer of the flow whole (metadata, registration, tokens, the 401 it
  answers), so each is read here first within `FLOW_BODY_LIMIT`: a hostile server's endless document costs a
  mebibyte, not the process's memory.
- **No plain http off loopback.** A metadata document is fetched over https and names https endpoints (loopback
  excepted): the MCP spec serves every authorization endpoint over https, and a flow that does not would send the
  authorization code, the PKCE verifier, a client secret or a token in clear, often to another host.
"""

from __future__ import annotations

import ipaddress
from typing import Any
from urllib.parse import urlsplit

import httpx

from aggregator.errors import MessageTooLarge, ProtocolViolation
from aggregator.transports.http_client import read_body

__all__ = ["FLOW_BODY_LIMIT", "plaintext_named", "read_within_limit"]

#: the most of one answer the flow reads whole (metadata, registration, tokens, a refusal): such documents are a few
#: KiB, and httpx and the SDK buffer each one entire, so a hostile server's endless document would fill the memory
FLOW_BODY_LIMIT = 1 << 20


async def read_within_limit(request: httpx.Request, sent: httpx.Request, response: httpx.Response) -> None:
    """Read `response` (to `sent`) now, within `FLOW_BODY_LIMIT`, when the flow will read it whole: every answer to
    the flow's own requests, and the MCP request's refusals (401, 403) that the flow answers; the MCP request's other
    answers are the transport's, read as a stream within its own limit. Raises ProtocolViolation past it."""
    if sent is request and response.status_code not in (401, 403):
        return
    try:
        body = await read_body(response, FLOW_BODY_LIMIT)
    except MessageTooLarge as exc:
        where = sent.url.copy_with(query=None, fragment=None)
        raise ProtocolViolation(
            f"the OAuth answer from {where} is over {FLOW_BODY_LIMIT} bytes ({exc.size} bytes or more); not read"
        ) from None
    response._content = body  # what `aread()` returns from now on: httpx and the SDK read this copy, not the stream


def plaintext_named(where: httpx.URL, served: dict[str, Any]) -> tuple[str, str] | None:
    """The first (key, URL) of a metadata document that would carry the flow over plain http to a host other than
    loopback: the document's own address (key `address`), its endpoints (authorization, token, registration...),
    `jwks_uri`, and a protected resource's authorization servers. The MCP spec serves every authorization endpoint
    over https: off loopback, the code, the PKCE verifier, a client secret or a token must never travel in clear,
    whether the server was configured over https (a downgrade) or over http (then nothing of the flow is sent)."""
    if where.scheme != "https" and not _loopback(where.host):
        return "address", str(where.copy_with(query=None, fragment=None))
    named = [(key, value) for key, value in served.items() if key.endswith("_endpoint") or key == "jwks_uri"]
    servers = served.get("authorization_servers")
    if isinstance(servers, list):
        named += [("authorization_servers", value) for value in servers]
    for key, value in named:
        if isinstance(value, str):
            parts = urlsplit(value)
            if parts.scheme.lower() != "https" and not _loopback(parts.hostname):
                return key, value
    return None


def _loopback(host: str | None) -> bool:
    if host is None:
        return False
    if host.lower() == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False
