"""The `"oauth"` object of a server entry, read into `OAuthSettings`.

Keys are ours in snake_case; the camelCase spellings other tools write in the same object (Claude Code's
`clientId` and `callbackPort`) are read too, so a file shared with them loads as it is. The client secrets,
the private key, the assertion and the ID token are secrets: errors give their type only, and redaction hides
their values.
"""

from __future__ import annotations

from typing import Any

from aggregator._config_values import Reading, integer, join, our_string, our_strings
from aggregator.errors import ConfigError
from aggregator.oauth_config import OAuthSettings
from aggregator.protocol.jsonrpc import json_type

__all__ = ["oauth"]


def _secret(reading: Reading, value: Any, path: str) -> str:
    return reading.string(value, path)  # never shown in an error; `config_file.secrets` lists it for redaction


def _scopes(reading: Reading, value: Any, path: str) -> tuple[str, ...]:
    if isinstance(value, str):  # the OAuth spelling: one space-separated string
        return tuple(our_string(reading, value, path).split())
    return our_strings(reading, value, path)


_KEYS = {
    "client_id": our_string,
    "client_secret": _secret,
    "token_endpoint_auth_method": our_string,
    "scopes": _scopes,
    "client_metadata_url": our_string,
    "redirect_uri": our_string,
    "client_name": our_string,
    "callback_port": integer,
    "grant": our_string,
    "private_key": _secret,
    "signing_algorithm": our_string,
    "issuer": our_string,
    "assertion": _secret,
    "id_token": _secret,
    "idp_token_endpoint": our_string,
    "idp_client_id": our_string,
    "idp_client_secret": _secret,
    "dpop": our_string,
}
#: camelCase spellings, as other tools write them
_ALIASES = {"".join(part.title() if i else part for i, part in enumerate(key.split("_"))): key for key in _KEYS}
_ALIASES["scope"] = "scopes"


def oauth(reading: Reading, value: Any, path: str) -> OAuthSettings:
    """The entry's "oauth" object (at key path `path`) as `OAuthSettings`."""
    if not isinstance(value, dict):
        raise reading.error(path, f"expected an object, got {json_type(value)}")
    fields: dict[str, Any] = {}
    spelled: dict[str, str] = {}
    for key, item in value.items():
        name = _ALIASES.get(str(key), str(key))
        convert = _KEYS.get(name)
        if convert is None:
            raise reading.unknown_key(str(key), join(path, str(key)), _KEYS)
        if name in spelled:
            raise reading.error(join(path, str(key)), f"{name!r} is given twice (as {spelled[name]} and as {key})")
        spelled[name] = str(key)
        fields[name] = convert(reading, item, join(path, str(key)))
    try:
        return OAuthSettings(**fields)
    except ConfigError as exc:
        raise reading.error(path, exc.message.removeprefix("oauth ")) from exc
