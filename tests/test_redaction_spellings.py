"""A secret is hidden however it is spelled where it shows up: percent-encoded (an HTTP client's URL, with a
`${VAR}` in its path), escaped in a JSON string; and the consent plan of a found config hides a key-shaped env or
header value wherever the line repeats it (the command's path, its folder), not only in the arguments."""

from __future__ import annotations

import json
from pathlib import Path
from urllib.parse import quote, quote_plus

import httpx
import pytest
from hypothesis import given
from hypothesis import strategies as st

from aggregator.cli import main
from aggregator.config_file import parse_config, redact
from aggregator.redaction import MIN_SECRET, Redactor

SECRETS = st.text(st.characters(min_codepoint=32, max_codepoint=0x24F, exclude_characters="*"), min_size=8, max_size=40)


@given(SECRETS)
def test_every_spelling_of_a_secret_is_hidden(secret: str) -> None:
    redactor = Redactor([secret])
    for form in (quote(secret, safe="/"), quote(secret, safe=""), quote_plus(secret), json.dumps(secret)[1:-1]):
        if len(form) >= MIN_SECRET:
            assert form not in redactor(f"before {form} after"), form


def test_a_variable_in_a_url_path_is_hidden_as_the_http_client_writes_the_url() -> None:
    entry = {"type": "http", "url": "https://mcp.example.com/v1/${TOKEN}/mcp"}
    config = parse_config({"mcpServers": {"web": entry}}, environ={"TOKEN": "pass word/ü+x"})
    url = str(httpx.URL(config.servers[0].url))  # as an HTTP client's error quotes it: percent-encoded
    assert "%20" in url or "%C3" in url
    shown = redact(f"Client error '404 Not Found' for url '{url}'", config)
    assert "word" not in shown and "pass" not in shown and "mcp.example.com/v1/" in shown
    quoted = redact(json.dumps({"url": config.servers[0].url}), config)  # quoted back in a server's JSON
    assert "word" not in quoted


def test_the_consent_plan_hides_a_key_shaped_env_value_in_the_command_path_and_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    key = "sk-live-abcdef123456"
    entry = {
        "command": f"/opt/{key}/bin/server",
        "args": ["--dir", f"/data/{key}/x"],
        "env": {"API_KEY": key},
        "cwd": f"/srv/{key}",
    }
    (tmp_path / ".mcp.json").write_text(json.dumps({"mcpServers": {"loc": entry}}))
    monkeypatch.chdir(tmp_path)
    assert main(["tools"]) == 2
    out, err = capsys.readouterr()
    assert key not in out + err and "/opt/***/bin/server" in err and "in /srv/***" in err
