"""`serve --metrics HOST:PORT`: Prometheus metrics beside the stdio front, from a real `serve` process whose
upstream is a bundled demo server; and the flag's refusals."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import httpx
import pytest
from prometheus_client.parser import text_string_to_metric_families

META = {"io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": {}}
PATIENCE = 30


def config(tmp_path: Path) -> Path:
    path = tmp_path / "mcp.json"
    entry = {"command": sys.executable, "args": ["-m", "aggregator", "demo-server", "weather"]}
    path.write_text(json.dumps({"mcpServers": {"weather": entry}}))
    return path


def request(rid: int, method: str, params: dict[str, object]) -> bytes:
    return json.dumps({"jsonrpc": "2.0", "id": rid, "method": method, "params": {**params, "_meta": META}}).encode()


def test_serve_over_stdio_serves_metrics_that_count_its_calls(tmp_path: Path) -> None:
    command = [sys.executable, "-m", "aggregator", "serve", "-c", str(config(tmp_path)), "--trust"]
    proc = subprocess.Popen(
        [*command, "--metrics", "127.0.0.1:0"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE
    )
    assert proc.stdin is not None and proc.stdout is not None and proc.stderr is not None
    try:
        line = proc.stderr.readline().decode()
        assert line.startswith("METRICS http://127.0.0.1:"), line
        url = line.split()[1]
        for rid, name in ((1, "no_such_tool"), (2, "another_made_up_one")):
            proc.stdin.write(request(rid, "tools/call", {"name": name, "arguments": {}}) + b"\n")
            proc.stdin.flush()
            answer = json.loads(proc.stdout.readline())
            assert answer["id"] == rid and answer["error"]["code"] == -32602
        text = httpx.get(url, timeout=PATIENCE).text
        assert httpx.get(url, headers={"host": "rebound.example"}, timeout=PATIENCE).status_code == 403
        assert httpx.get(url.replace("/metrics", "/other"), timeout=PATIENCE).status_code == 404
    finally:
        proc.stdin.close()
        try:
            proc.wait(PATIENCE)
        finally:
            proc.kill()
            proc.stdout.close()
            proc.stderr.close()
    values = {
        (sample.name, tuple(sorted(sample.labels.items()))): sample.value
        for family in text_string_to_metric_families(text)
        for sample in family.samples
    }
    unknown = (("kind", "error:-32602"), ("server", ""), ("tool", ""))
    assert values[("mcp_aggregator_call_errors_total", unknown)] == 2
    assert values[("mcp_aggregator_server_state", (("server", "weather"), ("state", "ok")))] == 1


@pytest.mark.parametrize(
    ("flags", "says"),
    [
        (["--http", "127.0.0.1:0", "--metrics", "127.0.0.1:0"], "--metrics is for the stdio front"),
        (["--metrics", "127.0.0.1:notaport"], "--metrics wants HOST:PORT"),
        (["--metrics", "0.0.0.0:0"], "without --token-env"),
    ],
)
def test_bad_metrics_flags_are_refused_before_anything_starts(tmp_path: Path, flags: list[str], says: str) -> None:
    command = [sys.executable, "-m", "aggregator", "serve", "-c", str(config(tmp_path)), "--trust", *flags]
    done = subprocess.run(command, capture_output=True, timeout=PATIENCE, stdin=subprocess.DEVNULL)
    assert done.returncode != 0
    assert says in done.stderr.decode()


def test_serve_over_http_answers_metrics_and_the_status_page_beside_mcp(tmp_path: Path) -> None:
    command = [sys.executable, "-m", "aggregator", "serve", "-c", str(config(tmp_path)), "--trust"]
    env = {**os.environ, "PAGE_TOKEN": "tok-123"}
    proc = subprocess.Popen(
        [*command, "--http", "127.0.0.1:0", "--token-env", "PAGE_TOKEN"],
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        env=env,
    )
    assert proc.stdout is not None
    try:
        line = proc.stdout.readline().decode()
        assert line.startswith("LISTENING http://127.0.0.1:"), line
        base = line.split()[1].removesuffix("/mcp")
        with httpx.Client(base_url=base, timeout=PATIENCE) as http:
            assert http.get("/metrics").status_code == 401
            scraped = http.get("/metrics", headers={"authorization": "Bearer tok-123"})
            assert scraped.status_code == 200
            families = {family.name for family in text_string_to_metric_families(scraped.text)}
            assert {"mcp_aggregator_server_state", "mcp_aggregator_http_sessions"} <= families
            assert http.get("/").status_code == 401
            link = http.get("/?token=tok-123")
            assert link.status_code == 303 and "HttpOnly" in link.headers["set-cookie"]
            page = http.get("/", headers={"cookie": link.headers["set-cookie"].split(";")[0]})
            assert page.status_code == 200 and "weather" in page.text
    finally:
        proc.terminate()
        try:
            proc.wait(PATIENCE)
        finally:
            proc.kill()
            proc.stdout.close()
