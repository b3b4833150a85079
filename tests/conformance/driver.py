"""Conformance-suite client driver: the suite runs `driver.py <url>` per scenario.

Uses only the public API. It lists what the server offers and calls what each scenario expects
to see called; the scenario name and protocol version come from the suite's environment. The
`auth/*` scenarios get OAuth settings: the pre-registered client the scenario's context names,
the suite's client ID metadata document URL, and a headless login (the suite's authorization
server approves at once and redirects: we read where it sends us instead of opening a browser).
"""

from __future__ import annotations

import faulthandler
import json
import os
import sys

import anyio
import httpx

from aggregator import OAuthSettings, ServerConfig, Timeouts, Upstream

VERSION = os.environ.get("MCP_CONFORMANCE_PROTOCOL_VERSION", "auto")
CONTEXT = json.loads(os.environ.get("MCP_CONFORMANCE_CONTEXT") or "{}")
CALLS = {
    "add_numbers": {"a": 5, "b": 3},
    "test_reconnection": {},
    "valid_tool": {"region": "us-west1"},
    "test_headers": {},
    "my-hyphenated-tool": {},
    "test-tool": {},  # the auth scenarios' one tool
}
SCENARIO = os.environ.get("MCP_CONFORMANCE_SCENARIO", "")
#: the client ID metadata document URL the suite's authorization servers expect
CIMD_URL = "https://conformance-test.local/client-metadata.json"


async def follow_redirect(authorization_url: str) -> str:
    """The user's part of a login, headless: the authorization server approves and redirects at once."""
    async with httpx.AsyncClient() as client:
        response = await client.get(authorization_url)
    location = response.headers.get("location")
    if not response.is_redirect or location is None:
        raise RuntimeError(f"the authorization endpoint answered HTTP {response.status_code}, not a redirect")
    return str(response.url.join(location))


def oauth() -> OAuthSettings | None:
    if not SCENARIO.startswith("auth/"):
        return None
    if SCENARIO.startswith("auth/client-credentials"):
        return OAuthSettings(
            grant="client_credentials",
            client_id=CONTEXT["client_id"],
            client_secret=CONTEXT.get("client_secret"),
            private_key=CONTEXT.get("private_key_pem"),
            signing_algorithm=CONTEXT.get("signing_algorithm", "RS256"),
        )
    if SCENARIO == "auth/enterprise-managed-authorization":
        return OAuthSettings(
            grant="enterprise",
            client_id=CONTEXT["client_id"],
            client_secret=CONTEXT.get("client_secret"),
            id_token=CONTEXT["idp_id_token"],
            idp_token_endpoint=CONTEXT["idp_token_endpoint"],
            idp_client_id=CONTEXT.get("idp_client_id"),
        )
    if SCENARIO == "auth/wif-jwt-bearer":
        return OAuthSettings(grant="jwt_bearer", client_id=CONTEXT["client_id"], assertion=CONTEXT["valid_jwt"])
    if CONTEXT.get("client_id"):
        return OAuthSettings(
            client_id=CONTEXT["client_id"], client_secret=CONTEXT.get("client_secret"), authorize=follow_redirect
        )
    return OAuthSettings(client_metadata_url=CIMD_URL, authorize=follow_redirect)


async def main(url: str) -> int:
    timeouts = Timeouts(probe=5, connect=10)
    config = ServerConfig(name="conformance", url=url, protocol=VERSION, timeouts=timeouts, oauth=oauth())
    async with Upstream(config) as server:
        status = await server.wait_connected(20)
        if status.state != "ok":
            print(f"not connected: {status.reason}", file=sys.stderr)
            return 1
        tools = {tool["name"]: tool for tool in (await server.list_tools()).items}
        calls = [(c["name"], c.get("arguments", {})) for c in CONTEXT.get("toolCalls", [])]
        calls += [(name, args) for name, args in CALLS.items() if name in tools]
        if "json_schema_echo" in tools and "json_schema_2020_12_tool" in tools:
            calls.append(("json_schema_echo", {"schema": tools["json_schema_2020_12_tool"]["inputSchema"]}))
        for name, arguments in calls:
            print(json.dumps(await server.call_tool(name, arguments))[:200], file=sys.stderr)
        capabilities = server.description.capabilities if server.description else {}
        if "resources" in capabilities:
            for resource in (await server.list_all("resources/list")).items:
                await server.read_resource(resource["uri"])
        if "prompts" in capabilities:
            for prompt in (await server.list_all("prompts/list")).items:
                await server.get_prompt(prompt["name"], {})
    return 0


if __name__ == "__main__":
    # a hang shows where it hangs (in the scenario's stderr.txt) before the harness's timeout kills us
    faulthandler.dump_traceback_later(float(os.environ.get("DRIVER_DUMP_AFTER_S", "100")))
    sys.exit(anyio.run(main, sys.argv[-1]))
