"""DPoP (RFC 9449, the MCP extension of SEP-1932): access tokens bound to a key the client holds.

A `DPoPKey` is one asymmetric key pair; the client signs a proof JWT with it for every token request and
every request to the resource (`proof`), and the authorization server binds the tokens it issues to the
key's thumbprint, so a stolen token is useless without the key. The signing is PyJWT's (on
`cryptography`); nothing here is hand-written cryptography. The private key is kept with the tokens it is
bound to (`stored`, in the token store, so the vault encrypts it like them) and is never in a `repr`.

A server may ask for a nonce it chose (§8 for the authorization server, §9 for the resource server):
`nonce_challenge` recognizes that answer, and the proof is signed again with the nonce and sent once more.
"""

from __future__ import annotations

import base64
import hashlib
import json
import secrets
import time
from collections.abc import Callable, Iterable
from typing import Any
from urllib.parse import urlsplit, urlunsplit

import httpx
import jwt
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import ec, ed25519
from jwt.algorithms import ECAlgorithm, OKPAlgorithm

__all__ = ["ALGORITHMS", "DPoPKey", "access_token_hash", "choose_algorithm", "nonce_challenge", "origin", "target"]

_KeyMaker = Callable[[], Any]
#: the signing algorithms we make keys for, in the order we prefer them
_MAKERS: dict[str, _KeyMaker] = {
    "ES256": lambda: ec.generate_private_key(ec.SECP256R1()),
    "ES384": lambda: ec.generate_private_key(ec.SECP384R1()),
    "ES512": lambda: ec.generate_private_key(ec.SECP521R1()),
    "EdDSA": ed25519.Ed25519PrivateKey.generate,
}
ALGORITHMS = tuple(_MAKERS)


def choose_algorithm(offered: Iterable[str] | None) -> str | None:
    """The algorithm to sign proofs with among those the authorization server `offered` (its
    `dpop_signing_alg_values_supported`); None when it offers none of ours."""
    wanted = set(offered or ())
    return next((alg for alg in ALGORITHMS if alg in wanted), None)


def target(url: httpx.URL | str) -> str:
    """The proof's `htu`: the request's URL without its query and fragment (RFC 9449 §4.2)."""
    parts = urlsplit(str(url))
    return urlunsplit((parts.scheme, parts.netloc, parts.path, "", ""))


def origin(url: httpx.URL | str) -> str:
    """The server a nonce belongs to: scheme, host and port."""
    parts = urlsplit(str(url))
    return f"{parts.scheme}://{parts.netloc}"


def access_token_hash(access_token: str) -> str:
    """The proof's `ath`: base64url (unpadded) of the SHA-256 of the access token (RFC 9449 §4.2)."""
    digest = hashlib.sha256(access_token.encode("ascii")).digest()
    return base64.urlsafe_b64encode(digest).rstrip(b"=").decode("ascii")


class DPoPKey:
    """One proof-of-possession key pair and the algorithm it signs with."""

    __slots__ = ("_jwk", "_private", "alg")

    def __init__(self, alg: str, private_key: Any) -> None:
        if alg not in _MAKERS:
            raise ValueError(f"unsupported DPoP signing algorithm {alg!r}")
        self.alg = alg
        self._private = private_key
        public = private_key.public_key()
        kind = OKPAlgorithm if alg == "EdDSA" else ECAlgorithm
        self._jwk: dict[str, Any] = kind.to_jwk(public, as_dict=True)  # the public half only: no "d"

    def __repr__(self) -> str:
        return f"DPoPKey({self.alg})"  # never the key

    @classmethod
    def generate(cls, alg: str) -> DPoPKey:
        """A fresh key pair for `alg` (one of `ALGORITHMS`)."""
        if alg not in _MAKERS:
            raise ValueError(f"unsupported DPoP signing algorithm {alg!r}")
        return cls(alg, _MAKERS[alg]())

    @classmethod
    def from_stored(cls, value: Any) -> DPoPKey | None:
        """The key `stored` wrote, or None for anything else (kept by another version, say)."""
        if not isinstance(value, dict) or value.get("alg") not in _MAKERS or not isinstance(value.get("pem"), str):
            return None
        try:
            private = serialization.load_pem_private_key(value["pem"].encode("ascii"), password=None)
            return cls(value["alg"], private)
        except (ValueError, TypeError):
            return None

    def stored(self) -> dict[str, str]:
        """The key as a JSON value for the token store (private: the store encrypts it with the tokens)."""
        pem = self._private.private_bytes(
            serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
        )
        return {"alg": self.alg, "pem": pem.decode("ascii")}

    @property
    def public_jwk(self) -> dict[str, Any]:
        """The public key as a JWK, as the proof's header carries it."""
        return dict(self._jwk)

    def proof(
        self, method: str, url: httpx.URL | str, *, nonce: str | None = None, access_token: str | None = None
    ) -> str:
        """A fresh proof JWT for one request: `method` and `url` (RFC 9449 §4.2), the server's `nonce` when it
        gave one, and the hash of `access_token` when the request presents it to a resource server."""
        claims: dict[str, Any] = {
            "jti": secrets.token_urlsafe(24),  # unique per proof: servers reject a replay
            "htm": method.upper(),
            "htu": target(url),
            "iat": int(time.time()),
        }
        if nonce is not None:
            claims["nonce"] = nonce
        if access_token is not None:
            claims["ath"] = access_token_hash(access_token)
        headers = {"typ": "dpop+jwt", "jwk": self.public_jwk}
        return jwt.encode(claims, self._private, algorithm=self.alg, headers=headers)


async def nonce_challenge(response: httpx.Response) -> str | None:
    """The nonce `response` asks the next proof to carry, when it refused a proof for lacking it: a token
    endpoint's 400 `use_dpop_nonce` error (§8) or a resource server's 401 challenge with that error (§9)."""
    nonce = response.headers.get("DPoP-Nonce")
    if not nonce:
        return None
    if response.status_code == 401:
        challenge = response.headers.get("WWW-Authenticate", "")
        return nonce if "use_dpop_nonce" in challenge else None
    if response.status_code == 400:
        try:
            body = json.loads(await response.aread())
        except ValueError:
            return None
        return nonce if isinstance(body, dict) and body.get("error") == "use_dpop_nonce" else None
    return None
