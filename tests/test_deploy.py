"""`deploy/`: the compose file, the HAProxy config and the Dockerfile agree with each other and with the CLI.

The compose stack itself needs a container engine this test run does not have; the HAProxy config it mounts is the
very file the scale-out tests run (tests/scale_out.py), and here it is checked by HAProxy itself, with the
environment compose gives it.
"""

from __future__ import annotations

import re
import subprocess
import tomllib
from pathlib import Path

import pytest
import yaml

from aggregator.cli.parser import build_parser
from tests.scale_out import haproxy_binary

DEPLOY = Path(__file__).resolve().parent.parent / "deploy"


def compose() -> dict[str, dict[str, object]]:
    services: dict[str, dict[str, object]] = yaml.safe_load((DEPLOY / "compose.yaml").read_text())["services"]
    return services


def replicas() -> dict[str, list[str]]:
    """Each replica service's name and its serve command."""
    return {name: list(svc["command"]) for name, svc in compose().items() if "--replica" in svc.get("command", [])}  # type: ignore[call-overload]


def test_every_replica_is_a_haproxy_server_of_its_own_name_with_a_routing_rule() -> None:
    config = (DEPLOY / "haproxy.cfg").read_text()
    servers = re.findall(r"^\s*server (\w+) ", config, re.M)
    routed = re.findall(r"^\s*use-server (\w+) if \{ req.hdr\(mcp-session-id\) -m beg (\w+)\. \}", config, re.M)
    named = {cmd[cmd.index("--replica") + 1] for cmd in replicas().values()}
    assert named == set(replicas()) == set(servers) == {"r1", "r2", "r3"}
    assert sorted(routed) == sorted((name, name) for name in named)
    haproxy_env = compose()["haproxy"]["environment"]
    assert isinstance(haproxy_env, dict)
    assert {f"MCP_{name.upper()}" for name in named} <= set(haproxy_env)


def test_every_replica_command_parses_and_shares_one_store() -> None:
    parser = build_parser()
    stores = set()
    for command in replicas().values():
        args = parser.parse_args(command)
        assert args.http == "0.0.0.0:8080" and args.token_env == "MCP_TOKEN"
        stores.add(args.store)
    assert len(stores) == 1 and next(iter(stores)).startswith("redis://redis:6379/")


def test_the_image_installs_an_extra_the_project_defines() -> None:
    extras = tomllib.loads((DEPLOY.parent / "pyproject.toml").read_text())["project"]["optional-dependencies"]
    wanted = re.findall(r"pip install [^\n]*'\.\[(\w+)\]'", (DEPLOY / "Dockerfile").read_text())
    assert wanted and all(extra in extras for extra in wanted)


@pytest.mark.skipif(haproxy_binary() is None, reason="haproxy is not installed (scripts/services.sh)")
def test_haproxy_accepts_the_config_with_the_environment_compose_gives_it() -> None:
    env = {k: str(v) for k, v in compose()["haproxy"]["environment"].items()}  # type: ignore[union-attr]
    env = {**env, "MCP_R1": "127.0.0.1:1", "MCP_R2": "127.0.0.1:2", "MCP_R3": "127.0.0.1:3", "MCP_TOKEN": "t"}
    checked = subprocess.run(
        [str(haproxy_binary()), "-c", "-f", str(DEPLOY / "haproxy.cfg")], env=env, capture_output=True, timeout=30
    )
    assert checked.returncode == 0, checked.stderr.decode()
