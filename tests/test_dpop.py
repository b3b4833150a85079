"""DPoP (aggregator/transports/dpop.py, oauth_dpop.py): the proofs, and the flow against servers in memory that
verify every proof with PyJWT.

The conformance suite's auth/dpop and auth/dpop-nonce scenarios judge the flow end to end; these pin the claims,
the branches the suite does not reach (an unbound token, a restart with the key from the store, "never"), and
that the private key is kept with the tokens and shown nowhere.
"""

from __future__ import annotations

import json
import time
from typing import Any
from urllib.parse import parse_qs, urlencode, urlsplit

import httpx
import jwt
import pytest
from jwt.algorithms import ECAlgorithm, OKPAlgorithm

from aggregator.errors import ConfigError
from aggregator.oauth_config import MemoryTokenStore, OAuthSettings
from aggregator.transports.dpop import ALGORITHMS, DPoPKey, access_token_hash, choose_algorithm, nonce_challenge
from aggregator.transports.oauth import provider_for

pytestmark = pytest.mark.anyio

RS = "https://rs.test/mcp"
AS = "https://as.test"
AS_NONCE = "as-nonce-1"
RS_NONCE = "rs-nonce-1"


def verify(proof: str) -> tuple[dict[str, Any], dict[str, Any]]:
    """(header, claims) of a proof, its signature checked with the key its header carries."""
    header = jwt.get_unverified_header(proof)
    kind = OKPAlgorithm if header["alg"] == "EdDSA" else ECAlgorithm
    public = kind.from_jwk(json.dumps(header["jwk"]))
    return header, jwt.decode(proof, public, algorithms=[header["alg"]])  # type: ignore[arg-type]


# -- the proof --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("alg", ALGORITHMS)
def test_a_proof_carries_the_claims_rfc_9449_names_and_verifies_with_its_own_public_key(alg: str) -> None:
    key = DPoPKey.generate(alg)
    proof = key.proof("post", "https://rs.test/mcp?x=1#frag", nonce="n-1", access_token="the-token")
    header, claims = verify(proof)
    assert header["typ"] == "dpop+jwt" and header["alg"] == alg and "d" not in header["jwk"]
    assert claims["htm"] == "POST" and claims["htu"] == "https://rs.test/mcp"  # no query, no fragment
    assert abs(claims["iat"] - time.time()) < 5 and claims["nonce"] == "n-1"
    assert claims["ath"] == access_token_hash("the-token")
    assert verify(key.proof("POST", "https://rs.test/mcp"))[1]["jti"] != claims["jti"]  # fresh per proof


def test_ath_is_the_unpadded_base64url_sha256_of_the_token() -> None:
    # RFC 9449 §7.1's example: the access token and its ath
    assert (
        access_token_hash("Kz~8mXK1EalYznwH-LC-1fBAo.4Ljp~zsPE_NeO.gxU")
        == "fUHyO2r2Z3DZ53EsNrWBb0xWXoaNy59IiKCAqksmQEo"
    )


def test_a_proof_without_a_token_or_nonce_has_neither_claim() -> None:
    claims = verify(DPoPKey.generate("ES256").proof("POST", "https://as.test/token"))[1]
    assert "ath" not in claims and "nonce" not in claims


def test_the_stored_key_comes_back_the_same_and_is_never_in_a_repr() -> None:
    key = DPoPKey.generate("ES256")
    stored = key.stored()
    back = DPoPKey.from_stored(stored)
    assert back is not None and back.public_jwk == key.public_jwk
    assert stored["pem"] not in repr(key) and "PRIVATE" not in repr(key)
    assert DPoPKey.from_stored({"alg": "ES256", "pem": "not a key"}) is None
    assert DPoPKey.from_stored({"alg": "HS256", "pem": stored["pem"]}) is None


def test_the_algorithm_is_the_first_of_ours_the_server_offers() -> None:
    assert choose_algorithm(["RS256", "ES384", "ES256"]) == "ES256"
    assert choose_algorithm(["EdDSA"]) == "EdDSA"
    assert choose_algorithm(["RS256", "none"]) is None and choose_algorithm(None) is None


async def test_a_nonce_challenge_is_a_400_use_dpop_nonce_or_a_401_naming_it() -> None:
    headers = {"DPoP-Nonce": "n"}
    assert await nonce_challenge(httpx.Response(400, headers=headers, json={"error": "use_dpop_nonce"})) == "n"
    challenge = {**headers, "WWW-Authenticate": 'DPoP error="use_dpop_nonce"'}
    assert await nonce_challenge(httpx.Response(401, headers=challenge)) == "n"
    assert await nonce_challenge(httpx.Response(400, headers=headers, json={"error": "invalid_grant"})) is None
    assert await nonce_challenge(httpx.Response(401, headers=headers)) is None
    assert await nonce_challenge(httpx.Response(200, headers=headers)) is None


# -- the flow ---------------------------------------------------------------------------------------------


class DPoPServers:
    """An authorization server at AS that offers ES256 and binds tokens, and a resource server at RS that
    checks each proof (method, URL, ath, key) like RFC 9449 §4.3 and §7; both may demand a nonce."""

    def __init__(self, *, nonces: bool = True, token_type: str = "DPoP") -> None:
        self.nonces = nonces
        self.token_type = token_type
        self.token_proofs: list[dict[str, Any]] = []
        self.rs_schemes: list[str] = []
        self.rs_rejections = 0
        self.thumbprints: set[str] = set()
        self.issued = 0

    def __call__(self, request: httpx.Request) -> httpx.Response:
        path = request.url.path
        if request.url.host == "rs.test" and path == "/mcp":
            return self.resource(request)
        if path.startswith("/.well-known/oauth-protected-resource"):
            return httpx.Response(200, json={"resource": RS, "authorization_servers": [AS]})
        if path == "/.well-known/oauth-authorization-server":
            return httpx.Response(200, json=self.metadata())
        if path == "/register":
            return httpx.Response(201, json={"client_id": "registered", "redirect_uris": ["http://127.0.0.1/cb"]})
        if path == "/token":
            return self.token(request)
        return httpx.Response(404)

    def metadata(self) -> dict[str, Any]:
        return {
            "issuer": AS,
            "authorization_endpoint": f"{AS}/authorize",
            "token_endpoint": f"{AS}/token",
            "registration_endpoint": f"{AS}/register",
            "response_types_supported": ["code"],
            "code_challenge_methods_supported": ["S256"],
            "dpop_signing_alg_values_supported": ["RS256", "ES256"],
        }

    def token(self, request: httpx.Request) -> httpx.Response:
        proof = request.headers.get("dpop")
        if proof is None:
            return httpx.Response(200, json={"access_token": "plain", "token_type": "Bearer", "expires_in": 3600})
        header, claims = verify(proof)
        assert claims["htm"] == "POST" and claims["htu"] == f"{AS}/token" and "ath" not in claims
        self.token_proofs.append(claims)
        if self.nonces and claims.get("nonce") != AS_NONCE:
            return httpx.Response(400, headers={"DPoP-Nonce": AS_NONCE}, json={"error": "use_dpop_nonce"})
        self.thumbprints.add(json.dumps(header["jwk"], sort_keys=True))
        self.issued += 1
        token = f"bound-{self.issued}"
        return httpx.Response(200, json={"access_token": token, "token_type": self.token_type, "expires_in": 3600})

    def resource(self, request: httpx.Request) -> httpx.Response:
        authorization = request.headers.get("authorization")
        if authorization is None:
            challenge = f'DPoP resource_metadata="{RS.removesuffix("/mcp")}/.well-known/oauth-protected-resource/mcp"'
            return httpx.Response(401, headers={"WWW-Authenticate": challenge})
        scheme, _, token = authorization.partition(" ")
        self.rs_schemes.append(scheme)
        if scheme == "Bearer":
            return httpx.Response(200, json={"ok": True})
        header, claims = verify(request.headers["dpop"])
        assert claims["htm"] == request.method and claims["htu"] == RS and claims["ath"] == access_token_hash(token)
        assert json.dumps(header["jwk"], sort_keys=True) in self.thumbprints  # the key the token is bound to
        if self.nonces and claims.get("nonce") != RS_NONCE:
            self.rs_rejections += 1
            challenge = 'DPoP error="use_dpop_nonce"'
            return httpx.Response(401, headers={"WWW-Authenticate": challenge, "DPoP-Nonce": RS_NONCE})
        return httpx.Response(200, json={"ok": True})


async def approve(url: str) -> str:
    query = parse_qs(urlsplit(url).query)
    return f"{query['redirect_uri'][0]}?{urlencode({'code': 'c', 'state': query['state'][0]})}"


async def calls(servers: DPoPServers, settings: OAuthSettings, n: int = 1) -> list[int]:
    async with httpx.AsyncClient(transport=httpx.MockTransport(servers), auth=provider_for(RS, settings)) as client:
        return [(await client.post(RS, json={})).status_code for _ in range(n)]


async def test_a_bound_token_goes_with_the_dpop_scheme_and_each_nonce_is_asked_for_once() -> None:
    servers = DPoPServers()
    settings = OAuthSettings(authorize=approve)
    assert await calls(servers, settings, 3) == [200, 200, 200]
    # the token request: refused without the nonce, then sent once more with it
    assert [claims.get("nonce") for claims in servers.token_proofs] == [None, AS_NONCE]
    # the resource: one refusal for its nonce, then kept for the next requests
    assert servers.rs_schemes == ["DPoP"] * 4 and servers.rs_rejections == 1
    stored = await settings.store.get_dpop_key()  # type: ignore[union-attr]
    assert stored is not None and DPoPKey.from_stored(stored) is not None


async def test_after_a_restart_the_key_from_the_store_still_matches_the_token() -> None:
    servers = DPoPServers(nonces=False)
    store = MemoryTokenStore()
    assert await calls(servers, OAuthSettings(authorize=approve, store=store)) == [200]
    issued = servers.issued
    assert await calls(servers, OAuthSettings(store=store)) == [200]  # a new provider, no way to log in
    assert servers.issued == issued and servers.rs_schemes == ["DPoP", "DPoP"]


async def test_a_token_the_server_did_not_bind_goes_as_bearer_and_no_key_is_kept() -> None:
    servers = DPoPServers(nonces=False, token_type="Bearer")
    settings = OAuthSettings(authorize=approve)
    assert await calls(servers, settings) == [200]
    assert servers.rs_schemes == ["Bearer"]
    assert await settings.store.get_dpop_key() is None  # type: ignore[union-attr]


async def test_never_sends_no_proof_even_when_offered() -> None:
    servers = DPoPServers(nonces=False)
    assert await calls(servers, OAuthSettings(authorize=approve, dpop="never")) == [200]
    assert servers.token_proofs == [] and servers.rs_schemes == ["Bearer"]


def test_the_dpop_setting_is_one_of_three() -> None:
    with pytest.raises(ConfigError, match="dpop must be one of auto, always, never"):
        OAuthSettings(dpop="sometimes")  # type: ignore[arg-type]
