"""One upstream connection, each request with the tokens of the user it is made for (the proxy's per-user logins).

The proxy sets `PRINCIPAL` around each client request; the requests that request sends upstream run in its task (or
a task started from it, which copies the context), so the `httpx.Auth` of the connection reads the user there and
hands the request to that user's OAuth client (`aggregator.transports.oauth`), whose tokens are in that user's store
(`OAuthSettings.stores`). Requests no client is behind (the handshake, the lists) use `OAuthSettings.store`: the
proxy's own login. The downstream client's own credentials are never among them: the front keeps them.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import AsyncGenerator
from dataclasses import replace

import httpx

from aggregator.errors import AuthRequired
from aggregator.oauth_config import PRINCIPAL, OAuthSettings
from aggregator.transports.oauth import provider_for

__all__ = ["MAX_PRINCIPALS", "PrincipalAuth"]

#: users whose OAuth clients stay in memory per connection; past it the least recently used one goes (its tokens
#: stay in its store, and a new client reads them again)
MAX_PRINCIPALS = 256


class PrincipalAuth(httpx.Auth):
    """The `httpx.Auth` of an upstream whose tokens are kept per user: each user's own OAuth client, made on demand."""

    requires_response_body = True  # the OAuth client reads the 401's and the metadata documents' bodies

    def __init__(self, url: str, settings: OAuthSettings) -> None:
        self._url = url
        self._settings = settings
        self._own: httpx.Auth | None = None
        self._clients: OrderedDict[str, httpx.Auth] = OrderedDict()

    def client_for(self, principal: str | None) -> httpx.Auth:
        """The OAuth client of `principal` (None: the proxy's own), made on first use."""
        if principal is None:
            if self._own is None:
                self._own = provider_for(self._url, replace(self._settings, stores=None))
            return self._own
        client = self._clients.get(principal)
        if client is None:
            assert self._settings.stores is not None  # a PrincipalAuth is only made with them
            store = self._settings.stores(principal)
            client = provider_for(self._url, replace(self._settings, store=store, stores=None))
            self._clients[principal] = client
            while len(self._clients) > MAX_PRINCIPALS:
                self._clients.popitem(last=False)
        self._clients.move_to_end(principal)
        return client

    def forget(self, principal: str | None) -> None:
        """Drop `principal`'s OAuth client: the next request makes a new one, which reads the store again (after a
        login elsewhere put new tokens there)."""
        if principal is None:
            self._own = None
        else:
            self._clients.pop(principal, None)

    async def async_auth_flow(self, request: httpx.Request) -> AsyncGenerator[httpx.Request, httpx.Response]:
        principal = PRINCIPAL.get()
        flow = self.client_for(principal).async_auth_flow(request)
        try:
            outgoing = await flow.__anext__()
            while True:
                response = yield outgoing
                outgoing = await flow.asend(response)
        except StopAsyncIteration:
            return
        except AuthRequired:
            # the SDK's client reads its store once: after a login completes elsewhere, a fresh one must read it
            self.forget(principal)
            raise
        finally:
            await flow.aclose()
