"""Who may open the status page: the same `Host`/`Origin` checks and token as the MCP endpoint, in a form a
browser can carry.

A browser sends no `Authorization` header when it navigates, so the token reaches the page once, in a link:

1. `GET /?token=T` — the `Host` and `Origin` checks first (403), then `T` compared in constant time with the bearer
   token (401 if wrong). Right: a `303` back to the page without the query (the token leaves the address bar, and
   `Referrer-Policy: no-referrer` keeps it out of any `Referer`), setting a cookie.
2. The cookie: `HttpOnly` (no script reads it), `SameSite=Strict` (no other site's page or link sends it), `Path` the
   front's root, `Secure` over https, 12 hours. Its value is an expiry and an HMAC-SHA256 of it, keyed by a key
   derived from the bearer token: no state is kept, every `--workers` process accepts it, and changing the token
   voids every cookie at once. It is checked in constant time.
3. Every later `GET /` and `GET /status.json` passes with that cookie or with `Authorization: Bearer T` (curl, a
   scraper), after the same `Host`/`Origin` checks. Without a configured token (a loopback-only front, like the MCP
   endpoint) the host checks alone decide.
"""

from __future__ import annotations

import hashlib
import hmac
import time
from collections.abc import Mapping
from urllib.parse import parse_qs

from aggregator.proxy.access import Access
from aggregator.proxy.asgi import HttpError, Scope, mount_root

__all__ = ["COOKIE", "COOKIE_S", "UNAUTHORIZED", "PageAuth"]

COOKIE = "mcp_aggregator_status"
COOKIE_S = 12 * 3600
UNAUTHORIZED = "open this page once as /?token=TOKEN (or send Authorization: Bearer TOKEN)"


class PageAuth:
    """The status page's door: `admit` lets a request in, `exchange` turns a `?token=` link into the cookie."""

    def __init__(self, access: Access) -> None:
        self.access = access
        token = access.token
        self._key = hmac.new(token.encode(), b"mcp-aggregator status page", hashlib.sha256).digest() if token else None

    def admit(self, scope: Scope, headers: Mapping[str, str]) -> None:
        """Let in a request with the token's header or cookie (or any, with no token configured); else raise
        `HttpError` 403 (host or origin) or 401."""
        self.access.check_host(scope, headers)
        if self._key is None:
            return
        if self._valid_cookie(headers.get("cookie", "")):
            return
        try:
            self.access.check(scope, headers)  # the bearer header
        except HttpError as exc:
            raise HttpError(401, None, UNAUTHORIZED) if exc.status == 401 else exc from None

    def exchange(self, scope: Scope, headers: Mapping[str, str], root: str) -> dict[str, str] | None:
        """For `GET /?token=T`: the headers of the redirect that sets the cookie (None when there is no `token` in
        the query). `root`: where the app is mounted (`asgi.mount_root`), taken as a path of this site whatever it
        holds. Raises `HttpError` 403 for a host or origin, 401 for a wrong token."""
        root = mount_root({"root_path": root})  # the Location and the cookie's Path never leave this site
        query = parse_qs(scope.get("query_string", b"").decode("latin-1"))
        given = query.get("token")
        if not given:
            return None
        self.access.check_host(scope, headers)
        expected = self.access.token
        if expected is None or self._key is None:
            return {"location": root + "/"}  # nothing to exchange: the page is open to these hosts
        if not hmac.compare_digest(given[0].encode(), expected.encode()):
            raise HttpError(401, None, "that link's token is not this server's")
        secure = "; Secure" if scope.get("scheme") == "https" else ""
        cookie = f"{COOKIE}={self._value(int(time.time()) + COOKIE_S)}; Path={root or '/'}; Max-Age={COOKIE_S}"
        return {"location": root + "/", "set-cookie": f"{cookie}; HttpOnly; SameSite=Strict{secure}"}

    def _value(self, expiry: int) -> str:
        assert self._key is not None
        mac = hmac.new(self._key, str(expiry).encode(), hashlib.sha256).hexdigest()
        return f"{expiry}.{mac}"

    def _valid_cookie(self, header: str) -> bool:
        for part in header.split(";"):
            name, _, value = part.strip().partition("=")
            if name != COOKIE:
                continue
            expiry, _, _ = value.partition(".")
            if not expiry.isdigit() or len(expiry) > 12 or int(expiry) < time.time():
                continue
            if hmac.compare_digest(self._value(int(expiry)).encode(), value.encode()):
                return True
        return False
