"""The MCP spec's OAuth client for an HTTP upstream: the MCP SDK's `OAuthClientProvider`, an `httpx.Auth`.

The SDK (the `oauth` extra) does the mechanics: on a 401 it discovers the protected resource metadata
(RFC 9728, from `WWW-Authenticate` then the well-known URLs), the authorization server's metadata (RFC
8414 and OpenID discovery, issuer checked), picks the client identity (pre-registered, a client ID
metadata document, else dynamic registration), runs the authorization code grant with PKCE S256 and
resource indicators (RFC 8707), refreshes, and re-authorizes on `insufficient_scope`. This module adds
what the 2026-07-28 revision asks beyond the SDK release we can install (1.x, on httpx): the RFC 9207
`iss` check of the authorization response (a simple string comparison against the issuer the metadata
named, as written), `offline_access` when the server offers it (SEP-2207), the union of scopes on
step-up (SEP-2350) with a limit on consecutive step-ups, and DCR's `application_type` (SEP-837).

Without a user: the client credentials grant (a client secret, or a JWT signed with the client's key)
and the JWT-bearer grant (a workload identity token), each the SDK's provider under our error handling;
and enterprise-managed authorization (SEP-990, `aggregator.transports.oauth_enterprise`), where the
user's ID token from the company's identity provider stands in for the browser login.

DPoP-bound tokens (RFC 9449, SEP-1932) for the authorization code and enterprise grants: the flow wrapper
below lets `DPoPFlow` (`aggregator.transports.oauth_dpop`) sign each token request and each MCP request,
and answer a server's `use_dpop_nonce` refusal by sending the request once more with its nonce.

How the user's part of the authorization is done is the settings' `authorize` (see `OAuthSettings`);
without it a server that needs a login answers `AuthRequired`. No token is ever logged or put in an error.
"""

from __future__ import annotations

import json
import logging
import warnings
from collections.abc import AsyncGenerator
from dataclasses import fields
from typing import Any, Literal
from urllib.parse import parse_qs, urlsplit

import httpx
from mcp.client.auth import OAuthFlowError
from mcp.client.auth.extensions.client_credentials import (
    ClientCredentialsOAuthProvider,
    JWTParameters,
    PrivateKeyJWTOAuthProvider,
    RFC7523OAuthClientProvider,
    SignedJWTParameters,
)
from mcp.client.auth.oauth2 import OAuthContext
from mcp.shared.auth import (
    OAuthClientInformationFull,
    OAuthClientMetadata,
    OAuthMetadata,
    ProtectedResourceMetadata,
)
from pydantic import ValidationError

from aggregator.errors import AuthRequired, HttpStatusError
from aggregator.oauth_config import OAuthSettings
from aggregator.transports.oauth_documents import plaintext_named, read_within_limit
from aggregator.transports.oauth_dpop import DPoPFlow

__all__ = ["MAX_STEP_UPS", "OAuthProvider", "ScopeRefused", "provider_for"]


def _not_ours(record: logging.LogRecord) -> bool:
    """Drop the SDK's traceback for a failure we raise on purpose: the upstream's status already says it."""
    raised = record.exc_info[1] if record.exc_info else None
    return not isinstance(raised, AuthRequired)


logging.getLogger("mcp.client.auth.oauth2").addFilter(_not_ours)

#: consecutive re-authorizations for more scope that still end in 403 before we stop asking
MAX_STEP_UPS = 2
_JWT_BEARER = "urn:ietf:params:oauth:grant-type:jwt-bearer"


class ScopeRefused(OAuthFlowError):
    """Still refused for scope after `MAX_STEP_UPS` step-ups: that request fails (403), the login stands."""


class _ClientMetadata(OAuthClientMetadata):
    """RFC 7591 metadata with the `application_type` the MCP spec asks a registration to state (SEP-837)."""

    application_type: Literal["native", "web"] = "native"


class _Context(OAuthContext):
    """The SDK's flow state, sending the resource indicator exactly as the protected resource metadata wrote it."""

    #: the metadata's `resource` as served (the SDK's URL type adds "/" to an origin)
    served_resource: str | None = None

    def get_resource_url(self) -> str:
        resource = super().get_resource_url()
        served = self.served_resource
        return served if served is not None and resource in (served, served + "/") else resource


class _Translated(DPoPFlow):
    """The SDK's flow with its failures as `AuthRequired`, and each exchange shown to `_seen` on the way; DPoP
    (`DPoPFlow`) signs what goes out and answers a server's nonce challenge by sending the request once more."""

    #: why the kept refresh token could not renew the login (its refusal), until a new login
    _refresh_refused: str | None = None

    async def async_auth_flow(self, request: httpx.Request) -> AsyncGenerator[httpx.Request, httpx.Response]:
        flow = super().async_auth_flow(request)
        renewed = False
        try:
            outgoing = await self._prepare(request, await flow.__anext__())
            while True:
                response = yield outgoing
                await read_within_limit(request, outgoing, response)
                again = await self._answer(request, outgoing, response)
                if again is not None:
                    response = yield again
                    await read_within_limit(request, again, response)
                await self._seen(request, outgoing, response)
                if outgoing is request and response.status_code == 401 and not renewed and self._sent_ours(request):
                    # the server refused a token we hold before its stated expiry (expired early, a clock off,
                    # revoked): the SDK would log in again, but a refresh token may renew it without the user
                    renewed = True
                    await flow.aclose()
                    async with self.context.lock:
                        if self._sent_ours(request):  # not renewed meanwhile by a concurrent request
                            refresh = await self._prepare(request, await self._refresh_token())
                            answer = yield refresh
                            await read_within_limit(request, refresh, answer)
                            await self._handle_refresh_response(answer)
                    flow = super().async_auth_flow(request)  # again, with the new token (or none: a login)
                    outgoing = await self._prepare(request, await flow.__anext__())
                    continue
                outgoing = await self._prepare(request, await flow.asend(response))
        except StopAsyncIteration:
            return
        except ScopeRefused as exc:
            # the token is good for what it was granted: this one request is refused, not the login
            raise HttpStatusError(403, f"{self.context.server_url}: {exc}", headers={}) from exc
        except (OAuthFlowError, ValidationError) as exc:
            # the SDK's messages name endpoints, states and fields, never tokens
            url = self.context.server_url
            raise self._lost(f"{url}: authorization failed: {exc}") from exc
        except AuthRequired as exc:
            if self._refresh_refused is None:
                raise
            raise self._lost(exc.message) from exc
        finally:
            await flow.aclose()

    def _lost(self, message: str) -> AuthRequired:
        """The `AuthRequired` of a login that cannot go on, saying first why the kept one could not be renewed."""
        if self._refresh_refused is not None and self._refresh_refused not in message:
            message = f"{self._refresh_refused}; {message}"
        return AuthRequired(message, resource_metadata=None, headers={})

    async def _handle_token_response(self, response: httpx.Response) -> None:
        await super()._handle_token_response(response)
        self._refresh_refused = None  # a new login: the refusal of the old one no longer explains anything

    async def _handle_refresh_response(self, response: httpx.Response) -> bool:
        renewed = await super()._handle_refresh_response(response)
        if renewed:
            self._refresh_refused = None
            return True
        error = "no usable answer"
        try:
            body = json.loads(await response.aread())
            if isinstance(body, dict) and isinstance(body.get("error"), str):
                error = body["error"][:100]  # an RFC 6749 error code (invalid_grant...), never a token
        except ValueError:
            pass
        self._refresh_refused = f"the refresh token was refused (HTTP {response.status_code}, {error})"
        refused = getattr(self.context.storage, "set_refused", None)
        if refused is not None:  # the vault keeps it, for `auth status` (a new login clears it)
            await refused(self._refresh_refused)
        return False

    async def _seen(self, request: httpx.Request, sent: httpx.Request, response: httpx.Response) -> None:
        """`sent` (`request` itself, or one of the flow's own requests) was answered with `response`."""

    def _sent_ours(self, request: httpx.Request) -> bool:
        """`request` carried the access token we hold, and we hold a refresh token to renew it with."""
        tokens = self.context.current_tokens
        return (
            tokens is not None
            and request.headers.get("authorization") == f"Bearer {tokens.access_token}"
            and self.context.can_refresh_token()
        )


class _ClientSecret(_Translated, ClientCredentialsOAuthProvider):
    """The client credentials grant, the client authenticated by its secret (basic or post)."""


class _PrivateKeyJwt(_Translated, PrivateKeyJWTOAuthProvider):
    """The client credentials grant, the client authenticated by a JWT it signs (RFC 7523)."""


class _JwtBearer(_Translated, RFC7523OAuthClientProvider):
    """The JWT-bearer grant (RFC 7523 §2.1): a workload identity token traded for an access token, no user."""

    def __init__(self, url: str, settings: OAuthSettings) -> None:
        metadata = OAuthClientMetadata(
            redirect_uris=None, grant_types=[_JWT_BEARER], scope=" ".join(settings.scopes) or None
        )
        parameters = JWTParameters(assertion=settings.assertion)
        super().__init__(url, metadata, settings.store, jwt_parameters=parameters)  # type: ignore[arg-type]
        self._client_id = settings.client_id or ""

    async def _initialize(self) -> None:
        await super()._initialize()
        if self.context.client_info is None:  # registered out of band: the grant names the workload, not a user
            self.context.client_info = OAuthClientInformationFull(
                client_id=self._client_id,
                redirect_uris=None,
                grant_types=[_JWT_BEARER],
                token_endpoint_auth_method="none",
            )


def provider_for(url: str, settings: OAuthSettings) -> httpx.Auth:
    """The `httpx.Auth` for upstream `url` with `settings`: the authorization code flow, client credentials, or a
    workload's JWT."""
    if settings.grant == "authorization_code":
        return OAuthProvider(url, settings)
    if settings.grant == "enterprise":
        from aggregator.transports.oauth_enterprise import EnterpriseProvider  # it builds on OAuthProvider, below

        return EnterpriseProvider(url, settings)
    assert settings.client_id is not None  # OAuthSettings checked it
    scopes = " ".join(settings.scopes) or None
    with warnings.catch_warnings():
        # the SDK warns when no issuer binds the credentials (ours is optional, said in its docs), and that its
        # JWT-bearer provider will go (it is the one that sends the grant; 1.x keeps it)
        warnings.simplefilter("ignore", DeprecationWarning)
        if settings.grant == "jwt_bearer":
            return _JwtBearer(url, settings)
        if settings.private_key is not None:
            signer = SignedJWTParameters(
                issuer=settings.client_id,
                subject=settings.client_id,
                signing_key=settings.private_key,
                signing_algorithm=settings.signing_algorithm,
            )
            return _PrivateKeyJwt(
                url,
                settings.store,  # type: ignore[arg-type]  # never None once the settings exist
                settings.client_id,
                signer.create_assertion_provider(),
                scopes=scopes,
                issuer=settings.issuer,
            )
        post = settings.auth_method == "client_secret_post"
        return _ClientSecret(
            url,
            settings.store,  # type: ignore[arg-type]
            settings.client_id,
            settings.client_secret or "",
            token_endpoint_auth_method="client_secret_post" if post else "client_secret_basic",
            scopes=scopes,
            issuer=settings.issuer,
        )


class OAuthProvider(_Translated):
    """The authorization code flow for one upstream URL with the given `OAuthSettings`."""

    def __init__(self, url: str, settings: OAuthSettings) -> None:
        metadata = _ClientMetadata(
            redirect_uris=[settings.redirect_uri],  # type: ignore[list-item]  # pydantic parses the URL
            client_name=settings.client_name,
            grant_types=["authorization_code", "refresh_token"],
            response_types=["code"],
        )
        super().__init__(
            url,
            metadata,
            settings.store,  # type: ignore[arg-type]  # never None once the settings exist
            redirect_handler=self._redirect,
            callback_handler=self._callback,
            client_metadata_url=settings.client_metadata_url,
        )
        base = self.context
        self.context: _Context = _Context(**{item.name: getattr(base, item.name) for item in fields(base)})
        self._settings = settings
        self._dpop_mode = settings.dpop
        self._url = url
        self._returned: str | None = None  # where the authorization server sent the user back to
        #: the authorization server metadata as served (its `issuer` is compared as written, RFC 9207 §2.4)
        self._as_metadata: dict[str, Any] = {}
        #: the metadata documents this flow discovered, by kind: kept once tokens come through them (`_keep_found`)
        self._found: dict[str, dict[str, Any]] = {}
        self._requested_scope: str | None = None
        self._step_ups = 0
        self._stepping_up = False  # the last answer to an MCP request was 403: an authorization now is a step-up

    # -- the flow -------------------------------------------------------------------------------------

    async def _seen(self, request: httpx.Request, sent: httpx.Request, response: httpx.Response) -> None:
        if sent is request:
            # only a 403 asks for more scope: a 401 after a step-up is a new login (say, a revoked refresh token)
            self._stepping_up = response.status_code == 403
            if response.status_code < 400:
                self._step_ups = 0  # the scope we hold is enough again
        else:  # the flow's own requests; the MCP request's body is the caller's to read
            await self._keep_metadata(sent, response)

    async def _keep_metadata(self, sent: httpx.Request, response: httpx.Response) -> None:
        """Keep the metadata documents as served: the SDK's models normalize the URLs that must match as written."""
        if sent.method != "GET" or response.status_code != 200:
            return
        try:
            served = json.loads(await response.aread())  # read once: the SDK's own read gets the same bytes
        except ValueError:
            return
        if not isinstance(served, dict):
            return
        downgrade = plaintext_named(sent.url, served)
        if downgrade is not None:  # before the SDK reads it: no code, verifier or secret goes there
            said = "was fetched over" if downgrade[0] == "address" else f"names {downgrade[0]} {downgrade[1]}:"
            raise OAuthFlowError(
                f"the metadata at {sent.url} {said} plain http, off loopback (the MCP spec serves authorization "
                "over https); refused"
            )
        if isinstance(served.get("authorization_servers"), list) and isinstance(served.get("resource"), str):
            self.context.served_resource = served["resource"]  # protected resource metadata, RFC 9728
            self._found["protected_resource"] = served
        elif isinstance(served.get("issuer"), str) and "token_endpoint" in served:
            self._as_metadata = served  # authorization server metadata, RFC 8414 / OpenID
            self._found["authorization_server"] = served

    async def _handle_token_response(self, response: httpx.Response) -> None:
        await super()._handle_token_response(response)
        await self._keep_found()

    async def _handle_refresh_response(self, response: httpx.Response) -> bool:
        renewed = await super()._handle_refresh_response(response)
        if renewed:
            await self._keep_found()
        return renewed

    async def _keep_found(self) -> None:
        """Hand the metadata documents the tokens just came through to a store that keeps them (the vault): a refresh
        after a restart needs their token endpoint and resource, which the SDK otherwise learns only from a 401.
        Only now, never as they are served: a document the flow then refuses (another issuer, a resource that is
        not this server's, both a hostile server's to serve) would otherwise be restored after a restart, and the
        kept refresh token and client secret sent to the endpoint it names."""
        found, self._found = self._found, {}
        keep = getattr(self._settings.store, "set_metadata", None)
        if keep is not None:
            for kind, served in found.items():
                await keep(kind, served)

    async def _restore_metadata(self) -> None:
        """The metadata documents a persistent store kept (see `_keep`), as if discovered again."""
        restore = getattr(self._settings.store, "get_metadata", None)
        kept: dict[str, Any] = await restore() if restore is not None else {}
        try:
            resource = kept.get("protected_resource")
            if isinstance(resource, dict) and self.context.protected_resource_metadata is None:
                self.context.protected_resource_metadata = ProtectedResourceMetadata.model_validate(resource)
                self.context.served_resource = resource.get("resource")
            server = kept.get("authorization_server")
            if isinstance(server, dict) and self.context.oauth_metadata is None:
                self.context.oauth_metadata = OAuthMetadata.model_validate(server)
                self._as_metadata = server
        except ValidationError:
            return  # kept by another version, say: discovery on the next 401 finds them again

    async def _initialize(self) -> None:
        await super()._initialize()
        tokens = self.context.current_tokens
        if tokens is not None:
            # stored tokens carry `expires_in` (a persistent store counts it from now): without an expiry the SDK
            # would send an expired token, and on its 401 log in again instead of using the refresh token
            self.context.update_token_expiry(tokens)
            await self._restore_metadata()
        settings = self._settings
        if settings.client_id is not None and self.context.client_info is None:
            self.context.client_info = OAuthClientInformationFull(
                client_id=settings.client_id,
                client_secret=settings.client_secret,
                token_endpoint_auth_method=settings.auth_method,
                redirect_uris=[settings.redirect_uri],  # type: ignore[list-item]
            )

    async def _perform_authorization_code_grant(self) -> tuple[str, str]:
        metadata = self.context.client_metadata
        if self._requested_scope is not None and self._stepping_up:
            # a step-up: keep what was granted for other operations (SEP-2350), and give up on a loop
            self._step_ups += 1
            if self._step_ups > MAX_STEP_UPS:
                raise ScopeRefused(f"still refused after {MAX_STEP_UPS} requests for more scope")
        metadata.scope = _union(self._requested_scope, metadata.scope, " ".join(self._settings.scopes) or None)
        offered = self._as_metadata.get("scopes_supported")
        if metadata.scope and isinstance(offered, list) and "offline_access" in offered:
            metadata.scope = _union(metadata.scope, "offline_access")  # a refresh token, SEP-2207
        self._requested_scope = metadata.scope
        return await super()._perform_authorization_code_grant()

    # -- the user's part ------------------------------------------------------------------------------

    async def _redirect(self, authorization_url: str) -> None:
        authorize = self._settings.authorize
        if authorize is None:
            raise AuthRequired(
                f"{self._url} needs a login (no way to complete an OAuth authorization is configured)",
                resource_metadata=None,
                headers={},
            )
        self._returned = await authorize(authorization_url)

    async def _callback(self) -> tuple[str, str | None]:
        returned, self._returned = self._returned, None
        query = parse_qs(urlsplit(returned or "").query)

        def one(key: str) -> str | None:
            values = query.get(key)
            return values[0] if values else None

        if one("error") is not None:
            raise OAuthFlowError(f"the authorization server refused: {one('error')}")
        self._check_issuer(one("iss"))
        code = one("code")
        if code is None:
            raise OAuthFlowError("the authorization response carries no code")
        return code, one("state")

    def _check_issuer(self, iss: str | None) -> None:
        """RFC 9207: a present `iss` is the issuer exactly as the metadata wrote it; absent only if not promised."""
        expected = self._as_metadata.get("issuer")
        if expected is None and self.context.oauth_metadata is not None:
            expected = str(self.context.oauth_metadata.issuer)
        if iss is not None:
            if iss != expected:
                raise OAuthFlowError(f"the authorization response names issuer {iss!r}, expected {expected!r}")
        elif self._as_metadata.get("authorization_response_iss_parameter_supported") is True:
            raise OAuthFlowError("the authorization server promised an iss parameter and sent none")


def _union(*scopes: str | None) -> str | None:
    """Space-separated scopes, each once, in order of first mention; None if there are none."""
    merged: dict[str, None] = {}
    for scope in scopes:
        merged.update(dict.fromkeys((scope or "").split()))
    return " ".join(merged) or None
