"""Two processes changing the encrypted token file at once (aggregator/token_vault.py's lock): nothing is lost.

Each writer is a real process that keeps tokens for its own resources, over and over, released at the same moment
by a line on its stdin. Without the lock, each read-modify-write of the whole file would drop the entries the other
process wrote between its read and its rename.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("filelock")
pytest.importorskip("mcp")

from cryptography.fernet import Fernet

from aggregator.token_vault import Vault, VaultKey

ROOT = Path(__file__).resolve().parent.parent
WRITES, RESOURCES = 150, 5
WRITER = """
import sys
import anyio
from pathlib import Path
from mcp.shared.auth import OAuthClientInformationFull, OAuthToken
from aggregator.token_vault import Vault, VaultKey

name, path, writes, resources = sys.argv[1], Path(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
vault = Vault(path)  # the file, with the key in MCP_AGGREGATOR_TOKEN_KEY (MCP_AGGREGATOR_TOKEN_STORE=file)
sys.stdin.readline()  # released with the other writer


async def main() -> None:
    for i in range(writes):
        store = vault.store(VaultKey("https://as.test", f"https://rs.test/{name}/{i % resources}", "alice"))
        if i < resources:  # a login: the registered client, then the tokens
            client = OAuthClientInformationFull(client_id=f"{name}-client", redirect_uris=["http://127.0.0.1:1/cb"])
            await store.set_client_info(client)
        await store.set_tokens(OAuthToken(access_token=f"{name}-{i}", token_type="Bearer", expires_in=600))


anyio.run(main)
"""


def test_two_processes_writing_at_once_lose_no_token(tmp_path: Path) -> None:
    path = tmp_path / "state" / "tokens"
    script = tmp_path / "writer.py"
    script.write_text(WRITER)
    env = {
        **os.environ,
        "MCP_AGGREGATOR_TOKEN_KEY": Fernet.generate_key().decode(),
        "MCP_AGGREGATOR_TOKEN_STORE": "file",
        "PYTHONPATH": str(ROOT),
    }
    writers = [
        subprocess.Popen(
            [sys.executable, str(script), name, str(path), str(WRITES), str(RESOURCES)],
            stdin=subprocess.PIPE,
            stderr=subprocess.PIPE,
            env=env,
            text=True,
        )
        for name in ("one", "two")
    ]
    for writer in writers:
        assert writer.stdin is not None
        writer.stdin.write("go\n")
        writer.stdin.flush()
    for writer in writers:
        _, err = writer.communicate(timeout=120)
        assert writer.returncode == 0, err

    vault = Vault(path, environ={key: env[key] for key in ("MCP_AGGREGATOR_TOKEN_KEY", "MCP_AGGREGATOR_TOKEN_STORE")})
    for name in ("one", "two"):
        for resource in range(RESOURCES):
            entry = vault.read(VaultKey("https://as.test", f"https://rs.test/{name}/{resource}", "alice"))
            last = max(i for i in range(WRITES) if i % RESOURCES == resource)
            assert entry["tokens"]["access_token"] == f"{name}-{last}", json.dumps(entry)
            assert entry["client"]["client_id"] == f"{name}-client"
