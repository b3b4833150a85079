"""Tokens that outlive the process: the OS keyring, else an encrypted 0600 file (the `oauth` extra).

A `VaultStore` is the `TokenStore` of one upstream, keyed by (issuer or server URL, resource, principal); the
principal is the local user for now. Where its entry lives is the `Vault`'s choice, made once:

- the OS keyring (`keyring`), when a usable backend exists (not its fail or null backend);
- else one file, `${XDG_STATE_HOME:-~/.local/state}/mcp-aggregator/tokens`, mode 0600, its whole content
  encrypted with Fernet (`cryptography`) under the key in `MCP_AGGREGATOR_TOKEN_KEY`, else a key kept in the
  keyring. `MCP_AGGREGATOR_TOKEN_STORE=file` (or `keyring`) forces the choice.

Every change is a read-modify-write of one entry (`Vault.update`) under an exclusive lock on `<file>.lock` (the
`filelock` library: `flock` on POSIX, `LockFileEx` on Windows), so two processes that log in or refresh at once
each keep their tokens: without it both would read the file, change their own entry, and the last rename would
drop the other's. The lock is taken in keyring mode too, where it orders two writes of the same entry.

An entry keeps the SDK's token and client models as JSON, plus the time the tokens expire at (the SDK keeps a
relative `expires_in`, which would look fresh again after a restart), and the private DPoP key DPoP-bound tokens
are bound to: in the same entry, so encrypted (or in the keyring) like them. Nothing here logs or prints a value.

What is read back is checked at the door: a file that opens but is not the JSON object we write, or an entry whose
tokens or client the SDK's models refuse (edited by hand, cut short), is a `VaultError` naming the file (or the
keyring entry) and what to do, never a parser's traceback; the error quotes none of the content.
"""

from __future__ import annotations

import contextlib
import getpass
import json
import os
import tempfile
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from aggregator.errors import ConfigError

__all__ = [
    "KEY_ENV",
    "SERVICE",
    "STORE_ENV",
    "Vault",
    "VaultError",
    "VaultKey",
    "VaultStore",
    "default_path",
    "local_principal",
]

#: a Fernet key (urlsafe base64 of 32 bytes) for the token file
KEY_ENV = "MCP_AGGREGATOR_TOKEN_KEY"
#: "keyring" or "file": where tokens go, instead of the first usable of the two
STORE_ENV = "MCP_AGGREGATOR_TOKEN_STORE"
#: the keyring service every entry (and the file's key) is kept under
SERVICE = "mcp-aggregator"
_FILE_KEY = "token-file-key"
#: how long a change waits for another process's change to the vault before giving up (each takes milliseconds)
LOCK_TIMEOUT_S = 30.0


class VaultError(ConfigError):
    """The token vault cannot be read or written: no usable place, or a key that does not open the file."""


@dataclass(frozen=True, slots=True)
class VaultKey:
    """What one set of tokens is for: the authorization server (or the server's URL), the resource, the user."""

    issuer: str
    resource: str
    principal: str

    def text(self) -> str:
        """The key as one string (a keyring user name, a file entry's name)."""
        return json.dumps([self.issuer, self.resource, self.principal])


def local_principal() -> str:
    """The local user the CLI and the proxy log in as."""
    try:
        return getpass.getuser()
    except (OSError, KeyError):  # no user name in the environment nor in the password database
        return str(os.getuid()) if hasattr(os, "getuid") else "user"


def default_path() -> Path:
    """The token file: under `$XDG_STATE_HOME`, else `~/.local/state`."""
    state = os.environ.get("XDG_STATE_HOME") or os.path.join(os.path.expanduser("~"), ".local", "state")
    return Path(state) / "mcp-aggregator" / "tokens"


def _usable_keyring() -> Any:
    """The keyring backend, or None when it cannot keep anything (its fail or null backend, or none at all)."""
    try:
        import keyring
        from keyring.backends import fail, null
    except ImportError:
        return None
    backend = keyring.get_keyring()
    if isinstance(backend, (fail.Keyring, null.Keyring)):
        return None
    if getattr(backend, "priority", 1) <= 0:  # a chainer with no backend behind it
        return None
    return backend


class Vault:
    """Where tokens are kept: the keyring, or the encrypted file at `path` (see the module's docstring)."""

    def __init__(self, path: Path | None = None, *, environ: dict[str, str] | None = None) -> None:
        env = os.environ if environ is None else environ
        self.path = path or default_path()
        forced = env.get(STORE_ENV, "").strip().lower()
        if forced not in ("", "keyring", "file"):
            raise VaultError(f"{STORE_ENV} must be keyring or file, got {forced!r}")
        self._keyring = None if forced == "file" else _usable_keyring()
        if forced == "keyring" and self._keyring is None:
            raise VaultError(f"{STORE_ENV}=keyring, but no usable keyring backend is installed")
        self._key_text = env.get(KEY_ENV)

    def __repr__(self) -> str:
        return f"Vault({self.where()})"

    def where(self) -> str:
        """Where the tokens are kept, for a human (never a value)."""
        return "the OS keyring" if self._keyring is not None else str(self.path)

    def usable(self) -> bool:
        """Whether tokens can be kept: a usable keyring, or a key for the file."""
        return self._keyring is not None or bool(self._key_text) or _usable_keyring() is not None

    def unusable_reason(self) -> str:
        """Why tokens cannot be kept, and what to do about it."""
        return f"no usable OS keyring to keep tokens in: set {KEY_ENV} to a Fernet key to keep them in {self.path}"

    def store(self, key: VaultKey) -> VaultStore:
        """The `TokenStore` of `key`."""
        return VaultStore(self, key)

    # -- entries ------------------------------------------------------------------------------------

    def read(self, key: VaultKey) -> dict[str, Any]:
        """The entry of `key` ({} if none)."""
        if self._keyring is not None:
            text = self._keyring.get_password(SERVICE, key.text())
            value = _loaded(text, self.damaged(key)) if text else None
        else:
            value = self._read_file().get(key.text())
        if value is None:
            return {}
        if not isinstance(value, dict):
            raise VaultError(self.damaged(key))
        return value

    def damaged(self, key: VaultKey) -> str:
        """What to say of `key`'s entry when it is not what we wrote (`logout` deletes it without reading it)."""
        where = "the OS keyring" if self._keyring is not None else f"the token file {self.path}"
        return (
            f"the entry for {key.issuer} in {where} is damaged (not what mcp-aggregator wrote); "
            "log out of that server and log in again"
        )

    def delete(self, key: VaultKey) -> bool:
        """Delete the entry of `key` without reading it (it may be damaged); whether there was one."""
        with self._locked():
            if self._keyring is not None:
                if not self._keyring.get_password(SERVICE, key.text()):
                    return False
                self._put(key, {})
                return True
            entries = self._read_file()
            if entries.pop(key.text(), None) is None:
                return False
            self._write_file(entries)
            return True

    def write(self, key: VaultKey, entry: dict[str, Any]) -> None:
        """Replace the entry of `key` with `entry`; an empty one deletes it."""
        self.update(key, lambda _: entry)

    def update(self, key: VaultKey, change: Callable[[dict[str, Any]], dict[str, Any] | None]) -> None:
        """Replace the entry of `key` with `change(entry)`, no other process changing the vault meanwhile (None:
        leave it as it is; an empty entry deletes it)."""
        with self._locked():
            entry = self.read(key)
            changed = change(entry)
            if changed is not None:
                self._put(key, changed)

    @contextlib.contextmanager
    def _locked(self) -> Iterator[None]:
        from filelock import FileLock, Timeout

        lock = FileLock(f"{self.path}.lock", timeout=LOCK_TIMEOUT_S, mode=0o600)
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
            lock.acquire()
        except Timeout:
            raise VaultError(
                f"the token vault is held by another process for over {LOCK_TIMEOUT_S:g}s ({lock.lock_file})"
            ) from None
        except OSError as exc:  # a state folder under a file, or not writable: the user's to fix, in one line
            raise VaultError(f"cannot use the token file {self.path}: {exc.strerror or exc}") from None
        try:
            yield
        finally:
            lock.release()

    def _put(self, key: VaultKey, entry: dict[str, Any]) -> None:
        if self._keyring is not None:
            if entry:
                self._keyring.set_password(SERVICE, key.text(), json.dumps(entry))
            else:
                with contextlib.suppress(Exception):  # keyring's PasswordDeleteError: there was nothing to delete
                    self._keyring.delete_password(SERVICE, key.text())
            return
        entries = self._read_file()
        if entry:
            entries[key.text()] = entry
        elif entries.pop(key.text(), None) is None:
            return
        self._write_file(entries)

    # -- the file -----------------------------------------------------------------------------------

    def _fernet(self) -> Any:
        from cryptography.fernet import Fernet

        text = self._key_text
        if not text:
            text = self._keyring_file_key()
        try:
            return Fernet(text.encode())
        except ValueError:
            raise VaultError(
                f"{KEY_ENV} is not a Fernet key (32 bytes, urlsafe base64); make one with: python -c "
                '"from cryptography.fernet import Fernet; print(Fernet.generate_key().decode())"'
            ) from None

    def _keyring_file_key(self) -> str:
        backend = _usable_keyring()
        if backend is None:
            raise VaultError(self.unusable_reason())
        text = backend.get_password(SERVICE, _FILE_KEY)
        if not text:
            from cryptography.fernet import Fernet

            text = Fernet.generate_key().decode()
            backend.set_password(SERVICE, _FILE_KEY, text)
        return str(text)

    def _read_file(self) -> dict[str, Any]:
        try:
            sealed = self.path.read_bytes()
        except FileNotFoundError:
            return {}
        except OSError as exc:
            raise VaultError(f"cannot read the token file {self.path}: {exc.strerror}") from None
        from cryptography.fernet import InvalidToken

        try:
            opened = self._fernet().decrypt(sealed)
        except InvalidToken:
            raise VaultError(
                f"cannot decrypt the token file {self.path}: {KEY_ENV} (or the keyring's key) is not the key it was "
                "written with; set the right key, or delete the file and log in again"
            ) from None
        damaged = f"the token file {self.path} is damaged (not what mcp-aggregator wrote); delete it and log in again"
        entries = _loaded(opened, damaged)
        if not isinstance(entries, dict):
            raise VaultError(damaged)
        return entries

    def _write_file(self, entries: dict[str, Any]) -> None:
        sealed = self._fernet().encrypt(json.dumps(entries).encode())
        try:
            self._seal_into(sealed)
        except OSError as exc:
            raise VaultError(f"cannot write the token file {self.path}: {exc.strerror or exc}") from None

    def _seal_into(self, sealed: bytes) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        # a temporary file made 0600 from the start, then renamed over: never a moment readable by others
        fd, temporary = tempfile.mkstemp(prefix=".tokens-", dir=self.path.parent)
        try:
            with os.fdopen(fd, "wb") as out:
                out.write(sealed)
            os.chmod(temporary, 0o600)
            os.replace(temporary, self.path)
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(temporary)
            raise


def _loaded(text: str | bytes, damaged: str) -> Any:
    """`text` parsed as JSON, or a `VaultError` saying `damaged` (the parser's message would quote the content)."""
    try:
        return json.loads(text)
    except ValueError:  # JSONDecodeError, and UnicodeDecodeError for bytes that are not UTF-8
        raise VaultError(damaged) from None


#: the latest expiry a kept entry may name (the end of year 9999, UTC): past it no clock or date can show it
_LAST_EXPIRY = 253_402_300_799


def _expiry(entry: dict[str, Any], damaged: str) -> float | None:
    """The entry's `expires_at` (None: none given), or a `VaultError` saying `damaged` when it is not a time (an
    infinity or a year past 9999 would break the arithmetic and the date `auth status` prints)."""
    expires_at = entry.get("expires_at")
    if expires_at is None:
        return None
    if isinstance(expires_at, bool) or not isinstance(expires_at, (int, float)) or not 0 <= expires_at <= _LAST_EXPIRY:
        raise VaultError(damaged)
    return float(expires_at)


def _model(model: Any, value: dict[str, Any], damaged: str) -> Any:
    """`value` as the SDK's `model`, or a `VaultError` saying `damaged` (pydantic's message quotes the input: a
    token)."""
    from pydantic import ValidationError

    try:
        return model.model_validate(value)
    except ValidationError:
        raise VaultError(damaged) from None


class VaultStore:
    """The `TokenStore` of one (issuer, resource, principal): the SDK's models, kept in a `Vault`."""

    __slots__ = ("key", "vault")

    def __init__(self, vault: Vault, key: VaultKey) -> None:
        self.vault = vault
        self.key = key

    def __repr__(self) -> str:
        return f"VaultStore({self.key.issuer!r})"  # never the tokens

    def entry(self) -> dict[str, Any]:
        """The stored entry as kept: `tokens`, `expires_at` (checked: a time a clock can show), `client` (for
        status; the caller shows no token)."""
        entry = self.vault.read(self.key)
        _expiry(entry, self.vault.damaged(self.key))
        return entry

    async def get_tokens(self) -> Any:
        """The stored tokens, with `expires_in` counted from now, or None."""
        from mcp.shared.auth import OAuthToken

        entry = self.vault.read(self.key)
        tokens = entry.get("tokens")
        if not isinstance(tokens, dict):
            return None
        expires_at = _expiry(entry, self.vault.damaged(self.key))
        if expires_at is not None:
            tokens = {**tokens, "expires_in": max(0, int(expires_at - time.time()))}
        return _model(OAuthToken, tokens, self.vault.damaged(self.key))

    async def set_tokens(self, tokens: Any) -> None:
        """Keep `tokens` (and when they expire), replacing any before."""
        kept = tokens.model_dump(mode="json", exclude_none=True)
        expires_in = getattr(tokens, "expires_in", None)
        expires_at = time.time() + expires_in if isinstance(expires_in, int) else None

        def change(entry: dict[str, Any]) -> dict[str, Any]:
            kept_entry = {key: value for key, value in entry.items() if key != "refused"}  # usable again
            return {**kept_entry, "tokens": kept, "expires_at": expires_at}

        self.vault.update(self.key, change)

    async def set_refused(self, reason: str) -> None:
        """Note why the kept tokens can no longer be renewed (their refresh was refused): `auth status` says it,
        until new tokens are set."""
        self.vault.update(self.key, lambda entry: {**entry, "refused": reason} if entry.get("tokens") else entry)

    async def get_client_info(self) -> Any:
        """The registered client, or None."""
        from mcp.shared.auth import OAuthClientInformationFull

        client = self.vault.read(self.key).get("client")
        if not isinstance(client, dict):
            return None
        return _model(OAuthClientInformationFull, client, self.vault.damaged(self.key))

    async def set_client_info(self, client_info: Any) -> None:
        """Keep the registered client, replacing any before (None forgets it)."""
        kept = None if client_info is None else client_info.model_dump(mode="json", exclude_none=True)

        def change(entry: dict[str, Any]) -> dict[str, Any]:
            entry.pop("client", None)
            return entry if kept is None else {**entry, "client": kept}

        self.vault.update(self.key, change)

    async def get_metadata(self) -> dict[str, Any]:
        """The metadata documents kept with the tokens ({kind: document}; public, no secret)."""
        kept = self.vault.read(self.key).get("metadata")
        return kept if isinstance(kept, dict) else {}

    async def set_metadata(self, kind: str, document: dict[str, Any]) -> None:
        """Keep the `kind` metadata document ("protected_resource", "authorization_server") as served."""
        if (await self.get_metadata()).get(kind) == document:
            return  # the usual case on every 401: nothing to write, not even the lock taken

        def change(entry: dict[str, Any]) -> dict[str, Any]:
            return {**entry, "metadata": {**entry.get("metadata", {}), kind: document}}

        self.vault.update(self.key, change)

    async def get_dpop_key(self) -> Any:
        """The DPoP key the tokens are bound to, as `DPoPKey.stored` wrote it, or None."""
        return self.vault.read(self.key).get("dpop_key")

    async def set_dpop_key(self, key: Any) -> None:
        """Keep the DPoP key the tokens are bound to, in the entry with them (None: they are not bound)."""

        def change(entry: dict[str, Any]) -> dict[str, Any] | None:
            if entry.get("dpop_key") == key:
                return None
            if key is None:
                entry.pop("dpop_key", None)
            else:
                entry["dpop_key"] = key
            return entry

        self.vault.update(self.key, change)

    def forget_tokens(self) -> None:
        """Delete the tokens and the key they are bound to, keeping the registered client (a new login reuses
        it)."""

        def change(entry: dict[str, Any]) -> dict[str, Any] | None:
            if entry.pop("tokens", None) is None:
                return None
            entry.pop("expires_at", None)
            entry.pop("dpop_key", None)
            return entry

        self.vault.update(self.key, change)

    def forget(self) -> bool:
        """Delete the tokens and the registered client, even an entry too damaged to read; whether there were any."""
        return self.vault.delete(self.key)
