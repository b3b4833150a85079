"""`login SERVER`, `logout SERVER`, `auth status`: the user's OAuth logins, kept in the token vault.

`login` runs the authorization code flow of one server's `"oauth"` entry with a loopback redirect listener on
127.0.0.1 (a random port, or the port of the entry's `redirect_uri` / `callbackPort`), opens a browser when there
is one (else the URL is on stderr to open by hand), waits (bounded by `--timeout`) for the redirect, and keeps the
tokens in the vault (`aggregator.token_vault`). Every command that loads a config keeps the tokens of its
`"oauth"` servers there too (`with_vault`), and one that needs a login says to run `login`. No token is printed.

`MCP_AGGREGATOR_BROWSER` names a program to run with the authorization URL instead of the system's browser.
"""

from __future__ import annotations

import argparse
import datetime
import logging
import os
import shlex
import sys
import time
import webbrowser
from dataclasses import replace
from typing import Any
from urllib.parse import urlsplit

import anyio
import anyio.abc

from aggregator.cli.call import UsageError
from aggregator.cli.exit import Exit
from aggregator.cli.source import resolve_config
from aggregator.cli.terminal import say
from aggregator.config import RemoteServer
from aggregator.config_file import AggregatorConfig, redact
from aggregator.errors import AggregatorError, AuthRequired, ConfigError
from aggregator.oauth_config import DEFAULT_REDIRECT_URI, OAuthSettings, login_command

__all__ = ["BROWSER_ENV", "run_auth", "run_login", "run_logout", "with_vault"]

BROWSER_ENV = "MCP_AGGREGATOR_BROWSER"
_PAGE = (
    b"HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=utf-8\r\nConnection: close\r\n\r\n"
    b"<!doctype html><title>mcp-aggregator</title><p>Login received. You can close this window.</p>"
)
_NOT_FOUND = b"HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"


def _oauth_servers(config: AggregatorConfig) -> list[RemoteServer]:
    # a disabled server of a found config is no effect, so it was never consented to: it is not reached either
    return [
        s
        for s in config.servers
        if isinstance(s, RemoteServer) and s.oauth is not None and not (s.disabled and config.consent is not None)
    ]


def _store(server: RemoteServer, vault: Any) -> Any:
    from aggregator.token_vault import VaultKey, local_principal

    assert server.oauth is not None
    return vault.store(VaultKey(server.oauth.issuer or server.url, server.url, local_principal()))


def _principal_stores(server: RemoteServer, vault: Any) -> Any:
    from aggregator.token_vault import VaultKey

    assert server.oauth is not None
    issuer = server.oauth.issuer or server.url
    return lambda principal: vault.store(VaultKey(issuer, server.url, principal))


def _vault() -> Any:
    try:
        from aggregator.token_vault import Vault
    except ImportError:  # pragma: no cover - the oauth extra is not installed: tokens stay in memory
        return None
    return Vault()


def with_vault(config: AggregatorConfig) -> AggregatorConfig:
    """`config` with each `"oauth"` server's tokens in the vault, and a login it needs naming the `login` command.

    A config without such servers is returned as it is (the keyring is not even imported).
    """
    servers = _oauth_servers(config)
    if not servers:
        return config
    vault = _vault()
    usable = vault is not None and vault.usable()
    changed = {}
    for server in servers:
        oauth = server.oauth
        assert oauth is not None
        if oauth.authorize is not None:  # the caller completes logins itself
            continue
        command = f"`{login_command(server.name, config.path)}`"
        if not usable:  # tokens stay in memory; the login command would say the same
            why = vault.unusable_reason() if vault is not None else "pip install 'mcp-aggregator[oauth]'"
            command += f" ({why})"
        refuse = _needs_login(f"{server.name} needs a login: run {command}")
        store = _store(server, vault) if usable else oauth.store
        # the proxy's users each log in for themselves (`proxy/logins.py`): their tokens under their own key
        stores = _principal_stores(server, vault) if usable and oauth.grant == "authorization_code" else None
        changed[server.name] = replace(server, oauth=replace(oauth, store=store, stores=stores, authorize=refuse))
    return replace(config, servers=tuple(changed.get(s.name, s) for s in config.servers))


def _needs_login(message: str) -> Any:
    async def refuse(url: str) -> str:
        raise AuthRequired(message, resource_metadata=None, headers={})

    return refuse


def _server(config: AggregatorConfig, name: str) -> RemoteServer:
    for server in _oauth_servers(config):
        if server.name == name:
            return server
    known = ", ".join(s.name for s in _oauth_servers(config)) or "none"
    raise UsageError(f'no server {name!r} with an "oauth" entry in the config (those with one: {known})')


# -- login ------------------------------------------------------------------------------------------


async def run_login(args: argparse.Namespace) -> int:
    """`login SERVER`: authorize in a browser, keep the tokens, say which server is logged in."""
    config = resolve_config(args)
    server = _server(config, args.server)
    oauth = server.oauth
    assert oauth is not None
    if oauth.grant != "authorization_code":
        raise UsageError(f"{server.name} uses the {oauth.grant} grant: it needs no login")
    vault = _vault()
    if vault is None or not vault.usable():
        raise UsageError(vault.unusable_reason() if vault is not None else "pip install 'mcp-aggregator[oauth]'")
    store = _store(server, vault)
    redirect = oauth.redirect_uri
    if redirect == DEFAULT_REDIRECT_URI:  # not chosen by the entry: a random port, or its callbackPort
        redirect = f"http://127.0.0.1:{oauth.callback_port or 0}/callback"
    parts = urlsplit(redirect)
    async with await _listener(config, server, parts.port or 0) as listener:
        port = listener.extra(anyio.abc.SocketAttribute.local_port)
        redirect = f"{parts.scheme}://{parts.hostname}:{port}{parts.path or '/'}"
        await _forget_other_registration(store, oauth, redirect)
        returned: list[str] = []
        arrived = anyio.Event()
        authorize = _authorizer(returned, arrived, redirect, args.timeout)
        # a login is asked for: a kept token must not stand in for it, yet stays kept if this login fails
        settings = replace(oauth, store=_Fresh(store), authorize=authorize, redirect_uri=redirect)
        failed: list[Exception] = []  # raised after the task group, not inside the group's ExceptionGroup
        async with anyio.create_task_group() as tg:
            tg.start_soon(listener.serve, _callback_handler(parts.path or "/", returned, arrived))
            try:
                await _authorize_once(server.url, settings, args.timeout)
            except Exception as exc:
                failed.append(_unreachable(exc, server, config) or exc)
            finally:
                tg.cancel_scope.cancel()
        if failed:
            raise failed[0]
    if await store.get_tokens() is None:
        raise AggregatorError(f"{server.name}: the login did not end with tokens")
    say(f"logged in to {server.name} (tokens kept in {vault.where()})")
    return Exit.OK


def _unreachable(exc: Exception, server: RemoteServer, config: AggregatorConfig) -> AggregatorError | None:
    """The one-line error (exit 4) of a login whose server or authorization server could not be reached (refused,
    unresolvable, timed out, cut off), redacted; None for any other failure."""
    import httpx

    if not isinstance(exc, httpx.HTTPError | OSError):
        return None
    what = str(exc) or type(exc).__name__
    parts = urlsplit(server.url)  # its origin only: a path or query may carry a key
    origin = f"{parts.scheme}://{parts.hostname}" + (f":{parts.port}" if parts.port else "")
    return AggregatorError(redact(f"{server.name}: the login could not reach {origin}: {what}", config))


async def _listener(
    config: AggregatorConfig, server: RemoteServer, port: int
) -> anyio.abc.Listener[anyio.abc.SocketStream]:
    """The loopback listener the browser is sent back to; a port taken or refused is the config's (exit 3)."""
    try:
        return await anyio.create_tcp_listener(local_host="127.0.0.1", local_port=port)
    except OSError as exc:
        where = f"{config.path}: " if config.path else ""
        raise ConfigError(
            f"{where}server {server.name!r}: oauth: cannot listen on 127.0.0.1:{port} for the login's redirect "
            f"({exc.strerror or exc}); choose another oauth callbackPort (or redirect_uri port), or free this one"
        ) from None


class _Fresh:
    """A store seen without its tokens until new ones are set (everything else passes through)."""

    def __init__(self, store: Any) -> None:
        self._store = store
        self._tokens: Any = None

    def __getattr__(self, name: str) -> Any:
        return getattr(self._store, name)

    async def get_tokens(self) -> Any:
        """The tokens this login obtained, or None."""
        return self._tokens

    async def set_tokens(self, tokens: Any) -> None:
        """Keep the new tokens, here and in the store."""
        self._tokens = tokens
        await self._store.set_tokens(tokens)


async def _forget_other_registration(store: Any, oauth: OAuthSettings, redirect: str) -> None:
    """A dynamically registered client names its redirect URI: a new port needs a new registration."""
    client = await store.get_client_info()
    if oauth.client_id is None and client is not None and redirect not in map(str, client.redirect_uris or ()):
        await store.set_client_info(None)


def _authorizer(returned: list[str], arrived: anyio.Event, redirect: str, timeout: float) -> Any:
    async def authorize(url: str) -> str:
        await _open(url)
        with anyio.move_on_after(timeout):
            await arrived.wait()
        if not returned:
            raise AggregatorError(f"no login came back to {redirect} within {timeout:g}s")
        origin = redirect.split("/", 3)
        return f"{origin[0]}//{origin[2]}{returned[0]}"

    return authorize


async def _open(url: str) -> None:
    program = os.environ.get(BROWSER_ENV)
    if program:
        try:
            await anyio.run_process([*shlex.split(program), url], check=False)
            return
        except (OSError, ValueError) as exc:
            # a browser program that cannot run is no reason to give the login up: the URL can be opened by hand
            say(
                f"warning: {BROWSER_ENV}: cannot run {program!r}: {getattr(exc, 'strerror', None) or exc}",
                file=sys.stderr,
            )
            say(f"open this URL to log in: {url}", file=sys.stderr)
            return
    graphical = sys.platform in ("darwin", "win32") or os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")
    opened = bool(graphical) and await anyio.to_thread.run_sync(webbrowser.open, url)
    # the URL carries no secret (a state and a PKCE challenge): always shown, for a browser that did not open
    say(f"{'opened' if opened else 'open'} this URL to log in: {url}", file=sys.stderr)


def _callback_handler(path: str, returned: list[str], arrived: anyio.Event) -> Any:
    async def handle(stream: anyio.abc.SocketStream) -> None:
        async with stream:
            try:
                await _answer(stream, path, returned, arrived)
            except (anyio.EndOfStream, anyio.BrokenResourceError, OSError):
                pass  # a browser that went away: the login waits for the next request, its own deadline bounds it

    return handle


async def _answer(stream: anyio.abc.SocketStream, path: str, returned: list[str], arrived: anyio.Event) -> None:
    head = b""
    with anyio.move_on_after(10):  # a client that connects and says nothing does not hold the login
        while b"\r\n\r\n" not in head and len(head) < 65536:
            head += await stream.receive()
    line = head.split(b"\r\n", 1)[0].decode("latin-1").split(" ")
    target = line[1] if len(line) >= 2 and line[0] == "GET" else ""
    if target.split("?", 1)[0] != path or arrived.is_set():
        await stream.send(_NOT_FOUND)  # a favicon, a second try
        return
    returned.append(target)
    arrived.set()
    await stream.send(_PAGE)


async def _authorize_once(url: str, settings: OAuthSettings, timeout: float) -> None:
    """Send one MCP request with the OAuth client: its 401 starts the flow, which ends with tokens in the store."""
    import httpx

    from aggregator.transports.oauth import provider_for

    body = {"jsonrpc": "2.0", "id": 1, "method": "ping"}
    headers = {"accept": "application/json, text/event-stream"}
    # the SDK logs a failed flow before raising it; the raised error is the one line the user is shown
    sdk = logging.getLogger("mcp.client.auth")
    saved = sdk.level
    sdk.setLevel(logging.CRITICAL)
    try:
        async with httpx.AsyncClient(auth=provider_for(url, settings), timeout=timeout) as client:
            await client.post(url, json=body, headers=headers)
    finally:
        sdk.setLevel(saved)


# -- logout, status ---------------------------------------------------------------------------------


async def run_logout(args: argparse.Namespace) -> int:
    """`logout SERVER`: delete the server's tokens and registered client."""
    config = resolve_config(args)
    server = _server(config, args.server)
    vault = _vault()
    if vault is None or not vault.usable():
        raise UsageError("no token vault is usable, so nothing is kept to log out of")
    had = _store(server, vault).forget()
    say(f"logged out of {server.name}" if had else f"{server.name} was not logged in")
    return Exit.OK


async def run_auth(args: argparse.Namespace) -> int:
    """`auth status`: each `"oauth"` server, logged in or not, when its token expires, its scopes."""
    config = resolve_config(args)
    vault = _vault()
    usable = vault is not None and vault.usable()
    lines: list[str] = []
    damaged: list[str] = []
    for server in _oauth_servers(config):
        try:
            entry = _store(server, vault).entry() if usable else {}
        except ConfigError as exc:  # a damaged entry (VaultError) must not hide the others' status
            damaged.append(exc.message)
            lines.append(f"{server.name}: {exc.message}")
            continue
        lines.append(f"{server.name}: {_describe(entry, server.name, config)}")
    if damaged and len(damaged) == len(lines) and len(set(damaged)) == 1:
        raise ConfigError(damaged[0])  # the file itself, not an entry: one line, as every other command says it
    for line in lines:
        say(line)
    if not _oauth_servers(config):
        say('no server in the config has an "oauth" entry')
    elif not usable:
        say(f"note: {vault.unusable_reason() if vault is not None else 'no token vault'}", file=sys.stderr)
    return Exit.CONFIG if damaged else Exit.OK


def _describe(entry: dict[str, Any], name: str, config: AggregatorConfig) -> str:
    tokens = entry.get("tokens")
    command = f"run `{login_command(name, config.path)}`"
    if not isinstance(tokens, dict) or not tokens.get("access_token"):
        return f"not logged in: {command}"
    refused = entry.get("refused")
    if isinstance(refused, str):  # noted by the OAuth client when the server refused to renew the tokens
        return f"auth_required: {refused}: {command}"
    parts = ["logged in"]
    expires_at = entry.get("expires_at")
    if isinstance(expires_at, (int, float)):
        when = datetime.datetime.fromtimestamp(expires_at, datetime.UTC).strftime("%Y-%m-%d %H:%M:%SZ")
        left = expires_at - time.time()
        parts.append(f"expires {when}" if left > 0 else f"expired {when}")
    else:
        parts.append("no expiry given")
    if tokens.get("refresh_token"):
        parts.append("refreshable")
    bound = entry.get("dpop_key")
    if isinstance(bound, dict):  # the algorithm only: the key itself is never shown
        parts.append(f"DPoP-bound ({bound.get('alg')})")
    parts.append(f"scopes: {tokens.get('scope') or '(none named)'}")
    return ", ".join(parts)
