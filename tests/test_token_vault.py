"""The token vault (aggregator/token_vault.py): the keyring when one is usable, else the encrypted file."""

from __future__ import annotations

import stat
from pathlib import Path

import keyring.backend
import keyring.core
import keyring.errors
import pytest
from cryptography.fernet import Fernet
from mcp.shared.auth import OAuthClientInformationFull, OAuthToken

from aggregator.token_vault import _FILE_KEY, SERVICE, Vault, VaultError, VaultKey

pytestmark = pytest.mark.anyio

TOKEN = "at-vault-5e4d3c2b1a"
KEY = VaultKey("https://as.test", "https://rs.test/mcp", "alice")


class MemoryKeyring(keyring.backend.KeyringBackend):
    """A usable keyring backend that keeps its entries in a dict."""

    priority = 1  # type: ignore[assignment]

    def __init__(self) -> None:
        super().__init__()
        self.values: dict[tuple[str, str], str] = {}

    def get_password(self, service: str, username: str) -> str | None:
        return self.values.get((service, username))

    def set_password(self, service: str, username: str, password: str) -> None:
        self.values[(service, username)] = password

    def delete_password(self, service: str, username: str) -> None:
        if self.values.pop((service, username), None) is None:
            raise keyring.errors.PasswordDeleteError(username)


@pytest.fixture
def memory_keyring(monkeypatch: pytest.MonkeyPatch) -> MemoryKeyring:
    backend = MemoryKeyring()
    monkeypatch.setattr(keyring.core, "_keyring_backend", backend)
    monkeypatch.delenv("MCP_AGGREGATOR_TOKEN_KEY", raising=False)
    monkeypatch.delenv("MCP_AGGREGATOR_TOKEN_STORE", raising=False)
    return backend


def tokens() -> OAuthToken:
    return OAuthToken(access_token=TOKEN, token_type="Bearer", expires_in=600, scope="mcp")


async def test_a_usable_keyring_keeps_the_tokens_and_no_file_is_written(
    memory_keyring: MemoryKeyring, tmp_path: Path
) -> None:
    path = tmp_path / "tokens"
    store = Vault(path).store(KEY)
    assert await store.get_tokens() is None
    await store.set_tokens(tokens())
    client = OAuthClientInformationFull(client_id="c1", redirect_uris=["http://127.0.0.1:5000/callback"])  # type: ignore[list-item]
    await store.set_client_info(client)
    assert not path.exists()
    assert list(memory_keyring.values) == [(SERVICE, KEY.text())]
    again = Vault(path).store(KEY)  # another process
    kept = await again.get_tokens()
    assert kept.access_token == TOKEN and 590 <= kept.expires_in <= 600
    assert (await again.get_client_info()).client_id == "c1"
    assert TOKEN not in repr(again) and TOKEN not in repr(Vault(path))
    assert again.forget() and not memory_keyring.values
    assert not again.forget()


async def test_the_file_can_be_forced_and_its_key_then_lives_in_the_keyring(
    memory_keyring: MemoryKeyring, tmp_path: Path
) -> None:
    path = tmp_path / "state" / "tokens"
    environ = {"MCP_AGGREGATOR_TOKEN_STORE": "file"}
    await Vault(path, environ=environ).store(KEY).set_tokens(tokens())
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert TOKEN.encode() not in path.read_bytes()
    assert list(memory_keyring.values) == [(SERVICE, _FILE_KEY)]  # the key only, never a token
    assert (await Vault(path, environ=environ).store(KEY).get_tokens()).access_token == TOKEN
    other = VaultKey("https://as.test", "https://rs.test/other", "alice")
    assert await Vault(path, environ=environ).store(other).get_tokens() is None


async def test_without_a_keyring_the_file_needs_a_key(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("PYTHON_KEYRING_BACKEND", "keyring.backends.null.Keyring")
    monkeypatch.setattr(keyring.core, "_keyring_backend", None)
    vault = Vault(tmp_path / "tokens", environ={})
    assert not vault.usable()
    with pytest.raises(VaultError, match="MCP_AGGREGATOR_TOKEN_KEY"):
        await vault.store(KEY).set_tokens(tokens())
    key = Fernet.generate_key().decode()
    keyed = Vault(tmp_path / "tokens", environ={"MCP_AGGREGATOR_TOKEN_KEY": key})
    assert keyed.usable() and keyed.where() == str(tmp_path / "tokens")
    await keyed.store(KEY).set_tokens(tokens())
    wrong = Vault(tmp_path / "tokens", environ={"MCP_AGGREGATOR_TOKEN_KEY": Fernet.generate_key().decode()})
    with pytest.raises(VaultError, match="cannot decrypt") as caught:
        await wrong.store(KEY).get_tokens()
    assert TOKEN not in str(caught.value)
    with pytest.raises(VaultError, match="keyring or file"):
        Vault(tmp_path / "tokens", environ={"MCP_AGGREGATOR_TOKEN_STORE": "cloud"})
    with pytest.raises(VaultError, match="no usable keyring"):
        Vault(tmp_path / "tokens", environ={"MCP_AGGREGATOR_TOKEN_STORE": "keyring"})


async def test_the_dpop_key_is_kept_encrypted_with_the_tokens_and_forgotten_with_them(
    memory_keyring: MemoryKeyring, tmp_path: Path
) -> None:
    from aggregator.transports.dpop import DPoPKey

    path = tmp_path / "tokens"
    environ = {"MCP_AGGREGATOR_TOKEN_STORE": "file"}
    store = Vault(path, environ=environ).store(KEY)
    await store.set_tokens(tokens())
    stored = DPoPKey.generate("ES256").stored()
    await store.set_dpop_key(stored)
    assert b"PRIVATE KEY" not in path.read_bytes() and TOKEN.encode() not in path.read_bytes()
    again = Vault(path, environ=environ).store(KEY)  # another process
    assert await again.get_dpop_key() == stored
    assert "PRIVATE" not in repr(again)
    again.forget_tokens()
    assert await again.get_tokens() is None and await again.get_dpop_key() is None


async def test_a_damaged_keyring_entry_is_a_vault_error_naming_it_and_forget_clears_it(
    memory_keyring: MemoryKeyring, tmp_path: Path
) -> None:
    store = Vault(tmp_path / "tokens").store(KEY)
    kept = '{"tokens": {"access_token": "' + TOKEN + '", "token_type": "Bearer"}, "expires_at": '
    for damaged in (
        '{"tokens": {"access_token": "' + TOKEN,
        '["a list"]',
        '{"tokens": {"access_token": 5}}',
        kept + "Infinity}",  # json reads it, and int() of it would raise
        kept + "1e300}",  # no date shows it
    ):
        memory_keyring.values[(SERVICE, KEY.text())] = damaged  # edited by hand, or cut short
        with pytest.raises(VaultError) as refused:
            await store.get_tokens()
        said = str(refused.value)
        assert "the entry for https://as.test in the OS keyring is damaged" in said and "log out" in said
        assert TOKEN not in said and "access_token" not in said
        if 'access_token": 5' not in damaged:  # `auth status` reads the entry as kept, not the SDK's model
            with pytest.raises(VaultError):
                store.entry()
        assert store.forget() is True and (SERVICE, KEY.text()) not in memory_keyring.values
    assert store.forget() is False and await store.get_tokens() is None
