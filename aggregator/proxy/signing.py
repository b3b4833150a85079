"""What the proxy signs and hands to clients: tools/list cursors and bridged calls' `requestState`s.

One key, one place. A cursor and a requestState are signed under different labels, so neither can pass for the
other; a requestState starts with a tag of the key, so a chained aggregator's state is never mistaken for ours.
The key is shared through the aggregator's store, so a replica honours what another one signed.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import os
from typing import Any

__all__ = ["Signer"]

_CURSOR_MAC = 12
_STATE_MAC = 16


class Signer:
    """Signs and opens cursors and requestStates with one key (random until a shared one is given)."""

    def __init__(self, key: bytes | None = None) -> None:
        self.key = b""
        #: how our requestStates start: a tag of our key
        self.state_mark = ""
        self.rekey(key if key is not None else os.urandom(32))

    def rekey(self, key: bytes) -> None:
        """Sign with `key` from now on (the one shared through the store): what the old key signed is not ours."""
        self.key = key
        self.state_mark = "mcpagg-bridge." + hmac.new(key, b"mark", hashlib.sha256).hexdigest()[:8] + "."

    def cursor(self, generation: int, offset: int) -> str:
        """A tools/list cursor for `offset` in list generation `generation`."""
        body = json.dumps([generation, offset], separators=(",", ":")).encode()
        return _encode(body + self._mac(b"", body, _CURSOR_MAC))

    def open_cursor(self, text: str) -> tuple[int, int] | None:
        """(generation, offset) of a cursor we signed; None for anything else (forged, changed, not a cursor)."""
        raw = _decode(text)
        if raw is None or len(raw) <= _CURSOR_MAC:
            return None
        body, mac = raw[:-_CURSOR_MAC], raw[-_CURSOR_MAC:]
        if not hmac.compare_digest(mac, self._mac(b"", body, _CURSOR_MAC)):
            return None
        try:
            generation, offset = json.loads(body)
        except (ValueError, TypeError):
            return None
        if not isinstance(generation, int) or not isinstance(offset, int) or isinstance(offset, bool):
            return None
        return generation, offset

    def seal(self, fields: list[Any]) -> str:
        """A requestState carrying `fields` (JSON), which only we can have made."""
        body = json.dumps(fields, separators=(",", ":")).encode()
        return self.state_mark + _encode(body + self._mac(b"requestState\0", body, _STATE_MAC))

    def owns(self, state: Any) -> bool:
        """Whether `state` is a requestState of ours (a modern upstream's own goes back to it byte-exact)."""
        return isinstance(state, str) and state.startswith(self.state_mark)

    def unseal(self, state: str) -> list[Any] | None:
        """The fields of a requestState we sealed; None if it is not ours or was changed."""
        raw = _decode(state[len(self.state_mark) :]) if self.owns(state) else None
        if raw is None or len(raw) <= _STATE_MAC:
            return None
        body, mac = raw[:-_STATE_MAC], raw[-_STATE_MAC:]
        if not hmac.compare_digest(mac, self._mac(b"requestState\0", body, _STATE_MAC)):
            return None
        try:
            fields = json.loads(body)
        except (ValueError, TypeError):
            return None
        return fields if isinstance(fields, list) else None

    def _mac(self, label: bytes, body: bytes, size: int) -> bytes:
        # a label of its own per kind: no cursor's signature can pass for a requestState's
        return hmac.new(self.key, label + body, hashlib.sha256).digest()[:size]


def _encode(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def _decode(text: str) -> bytes | None:
    try:
        return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
    except (ValueError, TypeError):
        return None
