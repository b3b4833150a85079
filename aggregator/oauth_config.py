"""How an HTTP upstream is authorized with OAuth (the MCP spec's authorization): plain settings, layer 0.

`OAuthSettings` is what a server entry's `"oauth"` object becomes (and what library code passes as
`HttpServer(oauth=...)`). The flow itself (discovery, registration, PKCE, tokens) runs in
`aggregator.transports.oauth`, on the MCP SDK's OAuth client (the `oauth` extra). Two seams stay open here
for the parts that are not plain values: `authorize` completes the authorization step (a browser login, or
a test's headless redirect), and `store` keeps tokens and the registered client for the life of the settings.
Secrets (`client_secret`, tokens) are kept out of `repr`, so they never reach a log line or a snapshot.
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol
from urllib.parse import urlsplit

from aggregator.command_hint import command
from aggregator.errors import ConfigError

__all__ = [
    "DEFAULT_REDIRECT_URI",
    "DPOP_MODES",
    "GRANTS",
    "PRINCIPAL",
    "TOKEN_ENDPOINT_AUTH_METHODS",
    "Authorize",
    "MemoryTokenStore",
    "OAuthSettings",
    "PrincipalSettings",
    "PrincipalStores",
    "TokenStore",
    "for_one_user",
    "login_command",
    "logs_in",
    "naming_login",
]

#: where the authorization server sends the browser back to; the login command's loopback listener serves it
DEFAULT_REDIRECT_URI = "http://127.0.0.1:33418/callback"
TOKEN_ENDPOINT_AUTH_METHODS = ("none", "client_secret_basic", "client_secret_post")
TokenEndpointAuthMethod = Literal["none", "client_secret_basic", "client_secret_post"]
Grant = Literal["authorization_code", "client_credentials", "jwt_bearer", "enterprise"]
GRANTS = ("authorization_code", "client_credentials", "jwt_bearer", "enterprise")
#: when the client binds its tokens to a key with DPoP (RFC 9449): see `OAuthSettings.dpop`
DPoPMode = Literal["auto", "always", "never"]
DPOP_MODES = ("auto", "always", "never")
#: given the authorization URL, completes the user's part and returns the URL the server redirected back to
Authorize = Callable[[str], Awaitable[str]]
#: the user a request is made for, set by the proxy around each client request (see `PrincipalSettings`); None:
#: no client is behind it (the connection's own handshake and lists, the CLI, stdio), which uses `store`
PRINCIPAL: ContextVar[str | None] = ContextVar("mcp_aggregator_principal", default=None)
#: headers that already mean something else: a principal read from them would be a client's token or a host name
_RESERVED_HEADERS = frozenset({"authorization", "host", "cookie", "content-type", "accept", "origin", "mcp-session-id"})


@dataclass(frozen=True, slots=True, kw_only=True)
class PrincipalSettings:
    """How the proxy's HTTP front tells its users apart (the top-level `aggregator.principal` object).

    `header`: the request header that names the user, set by a gateway in front of the proxy that has authenticated
    them (the proxy trusts it as it trusts its bearer token; a request without it is refused). Without it, a user is
    the identity of the bearer token the request carries, else the local user.
    """

    header: str | None = None

    def __post_init__(self) -> None:
        header = self.header
        if header is not None and (
            not isinstance(header, str) or not re.fullmatch(r"[A-Za-z0-9!#$%&'*+.^_`|~-]+", header)
        ):
            raise ConfigError(f"principal header must be an HTTP header name, got {header!r}")
        if header is not None and header.lower() in _RESERVED_HEADERS:
            raise ConfigError(f"principal header {header!r} already means something else; name a header of its own")


@dataclass(frozen=True, slots=True, kw_only=True)
class OAuthSettings:
    """The client side of OAuth 2.1 for one HTTP upstream, as the MCP authorization spec orders it.

    The client's identity is, in this order: a pre-registered `client_id` (with `client_secret` for a
    confidential client), a client ID metadata document at `client_metadata_url` (when the authorization
    server supports them), else dynamic client registration. `scopes` are requested on top of the ones the
    server asks for (its `WWW-Authenticate` challenge, else its metadata). Without `authorize` nothing can
    complete a login, so a server that needs one reports `auth_required`.
    """

    client_id: str | None = None
    client_secret: str | None = field(default=None, repr=False)
    #: how a pre-registered client authenticates at the token endpoint; None: secret_basic with a secret, else none
    token_endpoint_auth_method: TokenEndpointAuthMethod | None = None
    scopes: tuple[str, ...] = ()
    #: an https URL with a path: the client ID metadata document that names this client
    client_metadata_url: str | None = None
    redirect_uri: str = DEFAULT_REDIRECT_URI
    #: the name shown on the authorization server's consent page (dynamic registration)
    client_name: str = "mcp-aggregator"
    #: the loopback port of an editor's config (Claude Code's `callbackPort`), kept for the login command
    callback_port: int | None = None
    #: "client_credentials": machine to machine (the spec's extension), with `client_secret` or `private_key`;
    #: "jwt_bearer": a workload's identity token (`assertion`) traded for an access token (RFC 7523, SEP-1933);
    #: "enterprise": enterprise-managed authorization (SEP-990): the user's `id_token` is exchanged at the
    #: identity provider's `idp_token_endpoint` for an ID-JAG (RFC 8693), which the JWT-bearer grant presents
    grant: Grant = "authorization_code"
    #: a PEM private key: the client authenticates with a signed JWT (private_key_jwt, RFC 7523)
    private_key: str | None = field(default=None, repr=False)
    signing_algorithm: str = "RS256"
    #: the JWT the jwt_bearer grant presents (a workload identity token)
    assertion: str | None = field(default=None, repr=False)
    #: the authorization server a client credentials grant's secret or key belongs to: it is sent nowhere else
    issuer: str | None = None
    #: the enterprise grant: the user's ID token from the identity provider (e.g. "${IDP_ID_TOKEN}")
    id_token: str | None = field(default=None, repr=False)
    #: the enterprise grant: the identity provider's token endpoint, where the ID token becomes an ID-JAG
    idp_token_endpoint: str | None = None
    #: the enterprise grant: this client at the identity provider (with `idp_client_secret`, HTTP basic)
    idp_client_id: str | None = None
    idp_client_secret: str | None = field(default=None, repr=False)
    #: DPoP-bound tokens (RFC 9449, SEP-1932), for the authorization code and enterprise grants: "auto" when
    #: the authorization server's metadata offers a signing algorithm we have (`dpop_signing_alg_values_supported`:
    #: ES256, ES384, ES512, EdDSA), "always" (ES256 when it names none), "never"
    dpop: DPoPMode = "auto"
    authorize: Authorize | None = field(default=None, repr=False, compare=False)
    #: tokens and the registered client; None: a fresh `MemoryTokenStore` per `OAuthSettings`
    store: TokenStore | None = field(default=None, repr=False, compare=False)
    #: the store of each user (`PRINCIPAL`): with it, a request made for a user carries that user's tokens, and one
    #: made for nobody those of `store` (the proxy's own login)
    stores: PrincipalStores | None = field(default=None, repr=False, compare=False)

    def __post_init__(self) -> None:
        for key in _STRINGS:
            value = getattr(self, key)
            if value is not None and (not isinstance(value, str) or not value):
                raise ConfigError(f"oauth {key} must be a non-empty string")
        if self.client_secret is not None and self.client_id is None:
            raise ConfigError("oauth client_secret needs the client_id it belongs to")
        method = self.token_endpoint_auth_method
        if method is not None and method not in TOKEN_ENDPOINT_AUTH_METHODS:
            raise ConfigError(
                f"oauth token_endpoint_auth_method must be one of {', '.join(TOKEN_ENDPOINT_AUTH_METHODS)}, "
                f"got {method!r}"
            )
        if method in ("client_secret_basic", "client_secret_post") and self.client_secret is None:
            raise ConfigError(f"oauth token_endpoint_auth_method {method!r} needs a client_secret")
        if not isinstance(self.scopes, tuple) or not all(
            isinstance(s, str) and s and " " not in s for s in self.scopes
        ):
            raise ConfigError(f"oauth scopes must be a list of scope names without spaces, got {self.scopes!r}")
        url = self.client_metadata_url
        if url is not None and (urlsplit(url).scheme != "https" or urlsplit(url).path in ("", "/")):
            raise ConfigError(f"oauth client_metadata_url must be an https URL with a path, got {url!r}")
        if urlsplit(self.redirect_uri).scheme not in ("http", "https"):
            raise ConfigError(f"oauth redirect_uri must be an http(s) URL, got {self.redirect_uri!r}")
        if self.grant not in GRANTS:
            raise ConfigError(f"oauth grant must be one of {', '.join(GRANTS)}, got {self.grant!r}")
        if self.dpop not in DPOP_MODES:
            raise ConfigError(f"oauth dpop must be one of {', '.join(DPOP_MODES)}, got {self.dpop!r}")
        self._check_enterprise()
        if self.grant == "client_credentials" and (
            self.client_id is None or (self.client_secret is None) == (self.private_key is None)
        ):
            raise ConfigError("oauth grant client_credentials needs a client_id and a client_secret or a private_key")
        if (self.grant == "jwt_bearer") != (self.assertion is not None) or (
            self.grant == "jwt_bearer" and self.client_id is None
        ):
            raise ConfigError("oauth grant jwt_bearer goes with an assertion, and needs a client_id")
        if self.private_key is not None and self.grant != "client_credentials":
            raise ConfigError("oauth private_key is for the client_credentials grant")
        port = self.callback_port
        if port is not None and (not isinstance(port, int) or isinstance(port, bool) or not 0 < port < 65536):
            raise ConfigError(f"oauth callback_port must be a TCP port number, got {port!r}")
        if self.store is None:
            # one store per settings object: tokens outlive reconnects of the upstream, not a reload of the config
            object.__setattr__(self, "store", MemoryTokenStore())

    def _check_enterprise(self) -> None:
        enterprise = self.grant == "enterprise"
        if enterprise and (self.client_id is None or self.id_token is None or self.idp_token_endpoint is None):
            raise ConfigError("oauth grant enterprise needs a client_id, an id_token and an idp_token_endpoint")
        given = [key for key in ("id_token", "idp_token_endpoint", "idp_client_id") if getattr(self, key) is not None]
        if given and not enterprise:
            raise ConfigError(f"oauth {given[0]} is for the enterprise grant")
        if self.idp_client_secret is not None and self.idp_client_id is None:
            raise ConfigError("oauth idp_client_secret needs the idp_client_id it belongs to")
        endpoint = self.idp_token_endpoint
        if endpoint is not None and urlsplit(endpoint).scheme not in ("http", "https"):
            raise ConfigError(f"oauth idp_token_endpoint must be an http(s) URL, got {endpoint!r}")

    @property
    def auth_method(self) -> TokenEndpointAuthMethod:
        """The token endpoint authentication of a pre-registered client."""
        if self.token_endpoint_auth_method is not None:
            return self.token_endpoint_auth_method
        return "client_secret_basic" if self.client_secret is not None else "none"


_STRINGS = (
    "client_id",
    "client_secret",
    "client_metadata_url",
    "private_key",
    "issuer",
    "assertion",
    "id_token",
    "idp_token_endpoint",
    "idp_client_id",
    "idp_client_secret",
)


class TokenStore(Protocol):
    """Where the tokens and the registered client of one upstream are kept (the MCP SDK's `TokenStorage`).

    The values are the SDK's `OAuthToken` and `OAuthClientInformationFull`; a store only keeps them. A store may
    also keep the DPoP key the tokens are bound to (`get_dpop_key`, `set_dpop_key`, as `MemoryTokenStore` does):
    without them a bound token does not outlive the provider that got it.
    """

    async def get_tokens(self) -> Any:
        """The stored tokens, or None."""

    async def set_tokens(self, tokens: Any) -> None:
        """Keep `tokens`, replacing any before."""

    async def get_client_info(self) -> Any:
        """The registered client, or None."""

    async def set_client_info(self, client_info: Any) -> None:
        """Keep the registered client, replacing any before."""


class MemoryTokenStore:
    """A `TokenStore` in memory: nothing outlives the process (the keyring store is for the login command)."""

    __slots__ = ("_client", "_dpop_key", "_tokens")

    def __init__(self) -> None:
        self._tokens: Any = None
        self._client: Any = None
        self._dpop_key: Any = None

    def __repr__(self) -> str:
        return "MemoryTokenStore()"  # never the tokens

    async def get_tokens(self) -> Any:
        """The stored tokens, or None."""
        return self._tokens

    async def set_tokens(self, tokens: Any) -> None:
        """Keep `tokens`, replacing any before."""
        self._tokens = tokens

    async def get_client_info(self) -> Any:
        """The registered client, or None."""
        return self._client

    async def set_client_info(self, client_info: Any) -> None:
        """Keep the registered client, replacing any before."""
        self._client = client_info

    async def get_dpop_key(self) -> Any:
        """The DPoP key the tokens are bound to (its stored form), or None."""
        return self._dpop_key

    async def set_dpop_key(self, key: Any) -> None:
        """Keep the DPoP key the tokens are bound to (None: they are not bound)."""
        self._dpop_key = key


#: the token store of one principal (a user of the proxy)
PrincipalStores = Callable[[str], TokenStore]


def login_command(server: str, config: str | None = None) -> str:
    """The command that logs the user in to `server` (the CLI's `login`), with `--config config` when given; each
    argument quoted for a shell where it needs it (a key such as `AWS API MCP Server`, a path with spaces)."""
    return command("login", server, options=[("--config", config)])


def logs_in(oauth: OAuthSettings | None) -> bool:
    """Whether a user logs in to a server with these settings (`mcp-aggregator login`): the authorization code
    grant. Static headers, client credentials or a workload's token are fixed in the config instead."""
    return oauth is not None and oauth.grant == "authorization_code"


def naming_login(server: str, message: str, oauth: OAuthSettings | None = None) -> str:
    """`message` (why `server` needs a login) saying the command to run, once; as it is for a server no one logs
    in to (`logs_in`)."""
    if not logs_in(oauth) or "mcp-aggregator login" in message:
        return message  # the CLI's own refusal names it already, with its --config
    return f"{message}; run `{login_command(server)}`"


def for_one_user(oauth: OAuthSettings | None) -> bool:
    """Whether a request made now carries one proxy user's own tokens (`PRINCIPAL` set, and the upstream keeps
    tokens per user): a login that user lacks is theirs, not the server's, so it must not mark the server down."""
    return (
        oauth is not None
        and oauth.stores is not None
        and oauth.grant == "authorization_code"
        and PRINCIPAL.get() is not None
    )
