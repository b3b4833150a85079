"""Enterprise-managed authorization (the MCP extension of SEP-990): the company's identity provider decides.

The user has signed in to the identity provider (IdP) already; the config gives their ID token. On a 401
the SDK's flow discovers the protected resource and its authorization server as usual; then, instead of a
browser login, the ID token is exchanged at the IdP's token endpoint for an Identity Assertion JWT
Authorization Grant (ID-JAG: RFC 8693 token exchange, the ID-JAG naming the authorization server as its
audience and the MCP server as its resource), and the ID-JAG is presented at the authorization server's
token endpoint with the JWT-bearer grant (RFC 7523 §2.1), the client authenticated as configured.

The exchange with the IdP is its own HTTP request (the IdP is not a server of the SDK's flow); its errors
name the IdP's `error` code, never a token.
"""

from __future__ import annotations

import json

import httpx
from mcp.client.auth import OAuthFlowError

from aggregator.errors import MessageTooLarge
from aggregator.transports.http_client import read_body
from aggregator.transports.oauth import OAuthProvider
from aggregator.transports.oauth_documents import FLOW_BODY_LIMIT

__all__ = ["IDP_TIMEOUT_S", "ID_JAG", "EnterpriseProvider"]

#: RFC 8693 token type URIs and grant types the exchange names
_TOKEN_EXCHANGE = "urn:ietf:params:oauth:grant-type:token-exchange"
_ID_TOKEN = "urn:ietf:params:oauth:token-type:id_token"
ID_JAG = "urn:ietf:params:oauth:token-type:id-jag"
_JWT_BEARER = "urn:ietf:params:oauth:grant-type:jwt-bearer"
#: how long the identity provider may take to answer the exchange
IDP_TIMEOUT_S = 30.0
_FORM = {"Content-Type": "application/x-www-form-urlencoded"}


class EnterpriseProvider(OAuthProvider):
    """The enterprise grant for one upstream URL: the ID token → an ID-JAG at the IdP → an access token."""

    async def _perform_authorization(self) -> httpx.Request:
        assertion = await self._id_jag()
        data = {"grant_type": _JWT_BEARER, "assertion": assertion}
        if self.context.should_include_resource_param(self.context.protocol_version):
            data["resource"] = self.context.get_resource_url()
        scope = self._scope()
        if scope:
            data["scope"] = scope
        if self._settings.auth_method == "none":
            data["client_id"] = self._settings.client_id or ""
        data, headers = self.context.prepare_token_auth(data, dict(_FORM))
        return httpx.Request("POST", self._get_token_endpoint(), data=data, headers=headers)

    def _scope(self) -> str | None:
        return (
            " ".join(dict.fromkeys((self.context.client_metadata.scope or "").split() + list(self._settings.scopes)))
            or None
        )

    def _audience(self) -> str:
        """The authorization server's issuer, as its metadata wrote it."""
        issuer = self._as_metadata.get("issuer")
        if isinstance(issuer, str):
            return issuer
        if self.context.oauth_metadata is None:
            raise OAuthFlowError("no authorization server metadata: the ID-JAG has no audience to name")
        return str(self.context.oauth_metadata.issuer)

    async def _id_jag(self) -> str:
        """The ID-JAG the IdP issues for our ID token (RFC 8693 token exchange)."""
        settings = self._settings
        data = {
            "grant_type": _TOKEN_EXCHANGE,
            "requested_token_type": ID_JAG,
            "subject_token": settings.id_token or "",
            "subject_token_type": _ID_TOKEN,
            "audience": self._audience(),
            "resource": self.context.get_resource_url(),
        }
        scope = self._scope()
        if scope:
            data["scope"] = scope
        auth: httpx.BasicAuth | None = None
        if settings.idp_client_secret is not None:
            auth = httpx.BasicAuth(settings.idp_client_id or "", settings.idp_client_secret)
        elif settings.idp_client_id is not None:
            data["client_id"] = settings.idp_client_id  # a public client at the IdP names itself
        endpoint = settings.idp_token_endpoint or ""
        try:
            async with (
                httpx.AsyncClient(timeout=IDP_TIMEOUT_S, auth=auth) as client,
                client.stream("POST", endpoint, data=data, headers=_FORM) as response,
            ):
                raw = await read_body(response, FLOW_BODY_LIMIT)  # as every answer of the flow: a few KiB at most
        except httpx.HTTPError as exc:
            raise OAuthFlowError(f"the identity provider at {endpoint} did not answer: {type(exc).__name__}") from None
        except MessageTooLarge:
            raise OAuthFlowError(f"the identity provider's answer is over {FLOW_BODY_LIMIT} bytes; not read") from None
        try:
            body = json.loads(raw)
        except ValueError:
            body = None
        if response.status_code != 200 or not isinstance(body, dict):
            error = body.get("error") if isinstance(body, dict) else None
            raise OAuthFlowError(
                f"the identity provider refused the token exchange: HTTP {response.status_code}"
                + (f" {error}" if isinstance(error, str) else "")
            )
        token = body.get("access_token")
        if body.get("issued_token_type") != ID_JAG or not isinstance(token, str) or not token:
            raise OAuthFlowError("the identity provider's token exchange answer carries no ID-JAG")
        return token
