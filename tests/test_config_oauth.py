"""An HTTP entry's "oauth" object (aggregator/_config_oauth.py) and `OAuthSettings` (aggregator/oauth_config.py)."""

from __future__ import annotations

from typing import Any

import pytest

from aggregator import HttpServer, MemoryTokenStore, OAuthSettings, ServerConfig
from aggregator.config_file import parse_config, redact, secrets
from aggregator.effects import effects_of
from aggregator.errors import ConfigError

SECRET = "very-secret-client-value"


def parse(oauth: Any, **entry: Any) -> Any:
    entry = {"url": "https://mcp.example.com/mcp", **entry, "oauth": oauth}
    return parse_config({"mcpServers": {"remote": entry}}, source="cfg.json", environ={"CLIENT_SECRET": SECRET})


def settings_of(oauth: Any) -> OAuthSettings:
    server = parse(oauth).servers[0]
    assert isinstance(server, HttpServer) and server.oauth is not None
    return server.oauth


def test_an_empty_object_turns_oauth_on_with_dynamic_registration() -> None:
    settings = settings_of({})
    assert (settings.client_id, settings.client_secret, settings.client_metadata_url) == (None, None, None)
    assert settings.grant == "authorization_code" and settings.auth_method == "none"
    assert isinstance(settings.store, MemoryTokenStore)


def test_every_key_is_read_and_the_secret_comes_from_the_environment() -> None:
    settings = settings_of(
        {
            "client_id": "agg",
            "client_secret": "${env:CLIENT_SECRET}",
            "token_endpoint_auth_method": "client_secret_post",
            "scopes": ["repo", "read:org"],
            "client_metadata_url": "https://agg.example.com/client.json",
            "redirect_uri": "http://127.0.0.1:9000/callback",
            "client_name": "my aggregator",
            "callback_port": 9000,
            "issuer": "https://auth.example.com",
        }
    )
    assert settings.client_id == "agg" and settings.client_secret == SECRET
    assert settings.auth_method == "client_secret_post"
    assert settings.scopes == ("repo", "read:org")
    assert settings.client_metadata_url == "https://agg.example.com/client.json"
    assert (settings.redirect_uri, settings.client_name, settings.callback_port) == (
        "http://127.0.0.1:9000/callback",
        "my aggregator",
        9000,
    )
    assert settings.issuer == "https://auth.example.com"


def test_the_camel_case_spellings_of_other_editors_are_read() -> None:
    settings = settings_of({"clientId": "agg", "callbackPort": 8080, "scope": "a b"})
    assert (settings.client_id, settings.callback_port, settings.scopes) == ("agg", 8080, ("a", "b"))


def test_a_pre_registered_client_with_a_secret_defaults_to_secret_basic() -> None:
    assert settings_of({"client_id": "agg", "client_secret": "x"}).auth_method == "client_secret_basic"


def test_client_credentials_need_a_secret_or_a_key() -> None:
    settings = settings_of({"grant": "client_credentials", "client_id": "svc", "client_secret": "x"})
    assert settings.grant == "client_credentials"
    keyed = settings_of(
        {"grant": "client_credentials", "client_id": "svc", "private_key": "PEM", "signing_algorithm": "ES256"}
    )
    assert (keyed.private_key, keyed.signing_algorithm) == ("PEM", "ES256")
    workload = settings_of({"grant": "jwt_bearer", "client_id": "svc", "assertion": "${CLIENT_SECRET}"})
    assert (workload.grant, workload.assertion) == ("jwt_bearer", SECRET)
    assert SECRET not in repr(workload)


@pytest.mark.parametrize(
    ("oauth", "message"),
    [
        ("yes", "cfg.json: mcpServers.remote.oauth: expected an object, got a string"),
        ({"client": "x"}, "cfg.json: mcpServers.remote.oauth.client: unknown key 'client'; did you mean 'client_id'?"),
        ({"client_id": 7}, "cfg.json: mcpServers.remote.oauth.client_id: expected a string, got a number (7)"),
        ({"scopes": [1]}, "cfg.json: mcpServers.remote.oauth.scopes[0]: expected a string, got a number (1)"),
        (
            {"callback_port": "x"},
            'cfg.json: mcpServers.remote.oauth.callback_port: expected an integer, got a string ("x")',
        ),
        (
            {"callback_port": 70000},
            "cfg.json: mcpServers.remote.oauth: callback_port must be a TCP port number, got 70000",
        ),
        ({"client_secret": "x"}, "cfg.json: mcpServers.remote.oauth: client_secret needs the client_id it belongs to"),
        (
            {"client_id": "a", "token_endpoint_auth_method": "client_secret_post"},
            "cfg.json: mcpServers.remote.oauth: token_endpoint_auth_method 'client_secret_post' needs a client_secret",
        ),
        (
            {"client_id": "a", "token_endpoint_auth_method": "private_key_jwt"},
            "cfg.json: mcpServers.remote.oauth: token_endpoint_auth_method must be one of none, client_secret_basic, "
            "client_secret_post, got 'private_key_jwt'",
        ),
        (
            {"client_metadata_url": "http://agg.example.com/client.json"},
            "cfg.json: mcpServers.remote.oauth: client_metadata_url must be an https URL with a path, "
            "got 'http://agg.example.com/client.json'",
        ),
        (
            {"client_metadata_url": "https://agg.example.com/"},
            "cfg.json: mcpServers.remote.oauth: client_metadata_url must be an https URL with a path, "
            "got 'https://agg.example.com/'",
        ),
        (
            {"redirect_uri": "myapp:/cb"},
            "cfg.json: mcpServers.remote.oauth: redirect_uri must be an http(s) URL, got 'myapp:/cb'",
        ),
        (
            {"scopes": ["a b"]},
            "cfg.json: mcpServers.remote.oauth: scopes must be a list of scope names without spaces, got ('a b',)",
        ),
        (
            {"grant": "password"},
            "cfg.json: mcpServers.remote.oauth: grant must be one of authorization_code, client_credentials, "
            "jwt_bearer, enterprise, got 'password'",
        ),
        (
            {"grant": "jwt_bearer", "client_id": "svc"},
            "cfg.json: mcpServers.remote.oauth: grant jwt_bearer goes with an assertion, and needs a client_id",
        ),
        (
            {"client_id": "svc", "assertion": "eyJ"},
            "cfg.json: mcpServers.remote.oauth: grant jwt_bearer goes with an assertion, and needs a client_id",
        ),
        (
            {"grant": "client_credentials", "client_id": "svc"},
            "cfg.json: mcpServers.remote.oauth: grant client_credentials needs a client_id and a client_secret or "
            "a private_key",
        ),
        (
            {"client_id": "svc", "private_key": "PEM"},
            "cfg.json: mcpServers.remote.oauth: private_key is for the client_credentials grant",
        ),
        (
            {"clientId": "a", "client_id": "b"},
            "cfg.json: mcpServers.remote.oauth.client_id: 'client_id' is given twice (as clientId and as client_id)",
        ),
    ],
)
def test_errors_name_the_file_and_the_key(oauth: Any, message: str) -> None:
    with pytest.raises(ConfigError) as caught:
        parse(oauth)
    assert str(caught.value) == message


def test_a_secret_is_never_shown_in_an_error() -> None:
    with pytest.raises(ConfigError) as caught:
        parse({"client_id": "a", "client_secret": 12345678})
    assert "12345678" not in str(caught.value)
    assert str(caught.value) == "cfg.json: mcpServers.remote.oauth.client_secret: expected a string, got a number"


def test_secrets_are_redacted_and_left_out_of_repr() -> None:
    config = parse({"client_id": "agg", "client_secret": "${CLIENT_SECRET}"})
    assert SECRET in secrets(config)
    assert SECRET not in repr(config.servers[0])
    assert redact(f"the server said {SECRET}", config) == "the server said ***"


def test_oauth_on_a_stdio_entry_is_a_warning() -> None:
    config = parse_config({"mcpServers": {"local": {"command": "x", "oauth": {}}}}, source="cfg.json")
    assert config.warnings == ("cfg.json: mcpServers.local.oauth: ignored: only a server with a url uses it",)


def test_the_store_and_the_login_are_not_part_of_the_effects() -> None:
    # a reload builds a new store: the user's consent to the connection must still hold
    first, second = (parse({"client_id": "agg"}, type="http") for _ in range(2))
    assert first.servers[0].oauth.store is not second.servers[0].oauth.store  # type: ignore[attr-defined]
    assert effects_of(first.servers, first.settings) == effects_of(second.servers, second.settings)


def test_the_library_builds_the_same_settings() -> None:
    server = ServerConfig(name="remote", url="https://mcp.example.com/mcp", oauth=OAuthSettings(client_id="agg"))
    assert isinstance(server, HttpServer) and server.oauth == OAuthSettings(client_id="agg")
    with pytest.raises(ConfigError, match="must be a non-empty string"):
        OAuthSettings(client_id="")


@pytest.mark.anyio
async def test_the_memory_store_keeps_what_it_is_given() -> None:
    store = MemoryTokenStore()
    assert await store.get_tokens() is None and await store.get_client_info() is None
    await store.set_tokens("tokens")
    await store.set_client_info("client")
    assert (await store.get_tokens(), await store.get_client_info()) == ("tokens", "client")
    assert repr(store) == "MemoryTokenStore()"


def test_the_consent_line_says_the_server_is_signed_in_to() -> None:
    config = parse({"client_id": "agg", "client_secret": "${CLIENT_SECRET}"})
    (effect,) = effects_of(config.servers, config.settings)
    assert effect.describe() == "remote: connects to https://mcp.example.com/mcp  (signs in with OAuth)"
    assert SECRET not in effect.describe()


def test_the_enterprise_grant_and_dpop_are_read_and_the_id_token_is_a_secret() -> None:
    settings = settings_of(
        {
            "grant": "enterprise",
            "clientId": "agg",
            "clientSecret": "${env:CLIENT_SECRET}",
            "idToken": "${env:CLIENT_SECRET}",
            "idp_token_endpoint": "https://idp.example.com/token",
            "idp_client_id": "agg-at-idp",
            "dpop": "always",
        }
    )
    assert settings.grant == "enterprise" and settings.id_token == SECRET and settings.dpop == "always"
    assert settings.idp_token_endpoint == "https://idp.example.com/token" and settings.idp_client_id == "agg-at-idp"
    assert SECRET not in repr(settings)
    config = parse(
        {
            "grant": "enterprise",
            "client_id": "a",
            "id_token": "${env:CLIENT_SECRET}",
            "idp_token_endpoint": "https://idp.example.com/token",
        }
    )
    assert SECRET in secrets(config)


@pytest.mark.parametrize(
    ("oauth", "message"),
    [
        ({"grant": "enterprise", "client_id": "a"}, "needs a client_id, an id_token and an idp_token_endpoint"),
        ({"id_token": "x-token"}, "id_token is for the enterprise grant"),
        ({"dpop": "yes"}, "dpop must be one of auto, always, never"),
        (
            {"grant": "enterprise", "client_id": "a", "id_token": "t", "idp_token_endpoint": "ftp://idp"},
            "idp_token_endpoint must be an http",
        ),
    ],
)
def test_enterprise_and_dpop_mistakes_are_named(oauth: Any, message: str) -> None:
    with pytest.raises(ConfigError, match=message):
        parse(oauth)
