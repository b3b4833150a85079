"""Who may talk to the HTTP front: the `Host` and `Origin` of every request against an allowlist (DNS rebinding),
and the bearer token when one is configured (compared in constant time). And who they are (`principal`): the user
whose upstream tokens their calls carry.
"""

from __future__ import annotations

import hashlib
import hmac
from collections.abc import Iterable, Mapping

from aggregator.oauth_config import PrincipalSettings
from aggregator.proxy.asgi import HttpError, Scope, hostname
from aggregator.proxy.origin import Origin, own_origins

__all__ = ["Access"]


class Access:
    """The front's allowlists and token; `check` refuses a request with 403 or 401."""

    def __init__(
        self,
        hosts: Iterable[str],
        extra_hosts: Iterable[str],
        origins: Iterable[str],
        token: str | None,
        principal: PrincipalSettings | None = None,
    ) -> None:
        self.hosts = {host.lower() for host in (*hosts, *extra_hosts)}  # compared with `hostname`, lower-cased
        self.origin_texts = tuple(origins)
        self._origins = frozenset(o for o in map(Origin.parse, self.origin_texts) if o is not None)
        self.token = token
        #: the header that names the user, lower-cased (None: users are told apart by their bearer tokens)
        self.principal_header = principal.header.lower() if principal is not None and principal.header else None

    def check(self, scope: Scope, headers: Mapping[str, str]) -> None:
        """Refuse a request from a host or origin not allowed (403), or without the token (401)."""
        self._host_and_origin(scope, headers)
        self._token(headers)

    def check_host(self, scope: Scope, headers: Mapping[str, str]) -> None:
        """Refuse a request from a host or origin not allowed (403): a page a browser opens carries no token."""
        self._host_and_origin(scope, headers)

    def principal(self, headers: Mapping[str, str]) -> str | None:
        """The user a request is made for: the configured header's value, else the identity of its bearer token
        (a digest: never the token), else None (the local user, whose own login the proxy uses).

        Each kind has its prefix, so no remote user can take the name of another kind, nor the local user's.
        """
        if self.principal_header is not None:
            named = headers.get(self.principal_header, "").strip()
            if not named or len(named) > 256:
                raise HttpError(401, None, f"the {self.principal_header} header must name the user")
            return f"header:{named}"
        given = headers.get("authorization", "")
        if given[:7].lower() == "bearer " and given[7:].strip():
            return "token:" + hashlib.sha256(given[7:].strip().encode()).hexdigest()[:32]
        return None

    def _host_and_origin(self, scope: Scope, headers: Mapping[str, str]) -> None:
        allowed = self.hosts
        host = headers.get("host", "")
        if hostname(host) not in allowed:
            raise HttpError(403, None, f"host {host[:200]!r} is not allowed")
        origin = headers.get("origin")
        if origin is None or origin in self.origin_texts:
            return
        # a host name alone is not an origin: file://localhost or another local port's page must not pass
        parsed = Origin.parse(origin)
        if parsed is None or (parsed not in self._origins and parsed not in own_origins(scope, allowed)):
            raise HttpError(403, None, f"origin {origin[:200]!r} is not allowed")

    def _token(self, headers: Mapping[str, str]) -> None:
        token = self.token
        if token is None:
            return
        given = headers.get("authorization", "")
        if not (given.startswith("Bearer ") and hmac.compare_digest(given[7:].encode(), token.encode())):
            raise HttpError(401, None, "a bearer token is required")
