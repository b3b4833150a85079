"""DPoP in the OAuth flow: proofs on token requests and on resource requests, nonce retries, bound tokens.

`DPoPFlow` sits under our providers (`aggregator.transports.oauth`) and above the MCP SDK's
`OAuthClientProvider`, whose flow yields every request it makes. The wrapper there shows each outgoing
request to `_prepare` (a token request gets a proof) and each answer to `_answer` (a `use_dpop_nonce`
refusal is answered by sending the request again, once, with a proof carrying the server's nonce). The
SDK's `_add_auth_header` is where the MCP request gets its token: a DPoP-bound token goes as
`Authorization: DPoP <token>` with a proof that also hashes the token (`ath`).

Whether to use DPoP is the settings' `dpop`: "auto" (the default) when the authorization server's metadata
offers a signing algorithm we have (`dpop_signing_alg_values_supported`), "always", or "never". A token is
bound when the server answers `token_type: DPoP`; the key then goes to the token store next to the tokens
(`set_dpop_key`), so a refresh or a restart presents the same key. The SDK's token model knows only
"Bearer", so the token response is shown to it with that type once we have noted the binding.
"""

from __future__ import annotations

import json
from typing import Any

import httpx
from mcp.client.auth import OAuthClientProvider

from aggregator.transports.dpop import DPoPKey, choose_algorithm, nonce_challenge, origin

__all__ = ["DPoPFlow"]


class DPoPFlow(OAuthClientProvider):
    """The SDK's provider with DPoP proofs when the mode and the authorization server call for them."""

    # class-level defaults, so the SDK's constructors (each provider's own signature) stay as they are
    #: "auto", "always" or "never" (see the module's docstring); a provider that sets nothing never uses DPoP
    _dpop_mode = "never"
    _dpop_key: DPoPKey | None = None
    _dpop_bound = False  # the tokens held are bound to `_dpop_key`
    _dpop_nonces: dict[str, str] | None = None  # the last nonce each server (origin) gave
    #: the authorization server metadata as served (the SDK's model drops `dpop_signing_alg_values_supported`)
    _as_metadata: dict[str, Any] = {}  # replaced, never mutated: OAuthProvider sets its own

    def _nonces(self) -> dict[str, str]:
        if self._dpop_nonces is None:
            self._dpop_nonces = {}
        return self._dpop_nonces

    async def _initialize(self) -> None:
        await super()._initialize()
        if self._dpop_mode == "never":
            return
        load = getattr(self.context.storage, "get_dpop_key", None)
        key = DPoPKey.from_stored(await load()) if load is not None else None
        if key is not None and self.context.current_tokens is not None:
            self._dpop_key, self._dpop_bound = key, True

    def _dpop_algorithm(self) -> str | None:
        """The algorithm proofs are signed with now, or None when this flow sends no proofs."""
        if self._dpop_mode == "never":
            return None
        if self._dpop_key is not None:
            return self._dpop_key.alg
        offered = self._as_metadata.get("dpop_signing_alg_values_supported")
        alg = choose_algorithm(offered if isinstance(offered, list) else None)
        return alg if alg is not None or self._dpop_mode != "always" else "ES256"

    def _proof_key(self) -> DPoPKey | None:
        alg = self._dpop_algorithm()
        if alg is not None and self._dpop_key is None:
            self._dpop_key = DPoPKey.generate(alg)
        return self._dpop_key if alg is not None else None

    # -- requests ------------------------------------------------------------------------------------

    async def _prepare(self, request: httpx.Request, outgoing: httpx.Request) -> httpx.Request:
        """`outgoing`, a request of the flow about to be sent: a token request gets a proof."""
        if outgoing is request or outgoing.method != "POST" or outgoing.url != httpx.URL(self._get_token_endpoint()):
            return outgoing
        key = self._proof_key()
        if key is not None:
            outgoing.headers["DPoP"] = key.proof("POST", outgoing.url, nonce=self._nonces().get(origin(outgoing.url)))
        return outgoing

    def _add_auth_header(self, request: httpx.Request) -> None:
        tokens = self.context.current_tokens
        if not (self._dpop_bound and self._dpop_key is not None and tokens is not None):
            super()._add_auth_header(request)
            return
        nonce = self._nonces().get(origin(request.url))
        proof = self._dpop_key.proof(request.method, request.url, nonce=nonce, access_token=tokens.access_token)
        request.headers["Authorization"] = f"DPoP {tokens.access_token}"
        request.headers["DPoP"] = proof

    async def _answer(
        self, request: httpx.Request, sent: httpx.Request, response: httpx.Response
    ) -> httpx.Request | None:
        """The request to send again after `response` answered `sent` (a proof refused for lacking the
        server's nonce, signed again with it), or None to go on with `response`."""
        if "DPoP" not in sent.headers or self._dpop_key is None:
            return None
        fresh = response.headers.get("DPoP-Nonce")
        if fresh:  # a server may hand out the next nonce on any answer (RFC 9449 §8.2)
            self._nonces()[origin(sent.url)] = fresh
        nonce = await nonce_challenge(response)
        if nonce is None:
            return None
        if sent is request:
            self._add_auth_header(request)
        else:
            sent.headers["DPoP"] = self._dpop_key.proof(sent.method, sent.url, nonce=nonce)
        return sent

    # -- token responses ----------------------------------------------------------------------------

    async def _handle_token_response(self, response: httpx.Response) -> None:
        await super()._handle_token_response(await self._typed(response))
        await self._keep_key()

    async def _handle_refresh_response(self, response: httpx.Response) -> bool:
        refreshed = await super()._handle_refresh_response(await self._typed(response))
        if refreshed:
            await self._keep_key()
        return refreshed

    async def _typed(self, response: httpx.Response) -> httpx.Response:
        """`response` to a token request, its binding noted; a DPoP token's type shown to the SDK as Bearer."""
        if response.status_code != 200 or self._dpop_mode == "never":
            return response
        try:
            body = json.loads(await response.aread())
        except ValueError:
            return response  # the SDK reports what is wrong with it
        if not isinstance(body, dict):
            return response
        self._dpop_bound = str(body.get("token_type", "")).lower() == "dpop" and self._dpop_key is not None
        if not self._dpop_bound:
            return response
        body["token_type"] = "Bearer"
        headers = {k: v for k, v in response.headers.items() if k.lower() not in ("content-length", "content-encoding")}
        return httpx.Response(200, headers=headers, content=json.dumps(body).encode(), request=response.request)

    async def _keep_key(self) -> None:
        """Keep the key with the tokens it is bound to (or forget it when the tokens are not bound)."""
        keep = getattr(self.context.storage, "set_dpop_key", None)
        if keep is not None and self._dpop_mode != "never":
            await keep(self._dpop_key.stored() if self._dpop_bound and self._dpop_key is not None else None)
