"""Config files (aggregator/config_file.py): the formats people already have, variables, errors, redaction."""

from __future__ import annotations

import json
import os
import re
import shutil
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from aggregator.config import (
    AggregatorSettings,
    AuditSettings,
    HttpServer,
    PolicyRule,
    RateLimit,
    ServerConfig,
    StdioServer,
    Timeouts,
)
from aggregator.config_file import AggregatorConfig, _strip_jsonc, load_config, parse_config, redact, secrets
from aggregator.errors import ConfigError
from aggregator.oauth_config import OAuthSettings

CONFIGS = Path(__file__).parent / "fixtures" / "configs"
SECRET = "s3cr3t-T0KEN-value"
ENV = {
    "HOME": "/home/me",
    "GITHUB_TOKEN": SECRET,
    "NOTES_KEY": "notes-key-123",
    "REMOTE_KEY": "remote-key-456",
    "PERPLEXITY_API_KEY": "pplx-789",
    "LEGACY_KEY": "legacy-key-000",
}


def load(name: str, **kwargs: Any) -> AggregatorConfig:
    kwargs.setdefault("environ", ENV)
    return load_config(CONFIGS / name, **kwargs)


def parse(data: Any, **kwargs: Any) -> AggregatorConfig:
    kwargs.setdefault("environ", ENV)
    kwargs.setdefault("source", "cfg.json")
    return parse_config(data, **kwargs)


def parse_error(data: Any, **kwargs: Any) -> str:
    with pytest.raises(ConfigError) as info:
        parse(data, **kwargs)
    message = str(info.value)
    assert message.startswith("cfg.json: "), message
    assert SECRET not in message
    return message


def entry(**fields: Any) -> dict[str, Any]:
    return {"mcpServers": {"srv": fields}}


# --- each format loads unmodified ---------------------------------------------------------------------------


def test_claude_desktop() -> None:
    config = load("claude_desktop.json")
    assert config.path == str(CONFIGS / "claude_desktop.json")
    assert config.settings == AggregatorSettings()
    assert config.servers == (
        ServerConfig(
            name="filesystem",
            command="npx",
            args=("-y", "@modelcontextprotocol/server-filesystem", "/Users/me/Desktop", "/Users/me/Downloads"),
        ),
        ServerConfig(
            name="github",
            command="npx",
            args=("-y", "@modelcontextprotocol/server-github"),
            env={"GITHUB_PERSONAL_ACCESS_TOKEN": "ghp_literalTokenInTheFile123"},
        ),
        ServerConfig(name="sqlite", command="uvx", args=("mcp-server-sqlite", "--db-path", "/Users/me/test.db")),
    )


def test_claude_code() -> None:
    config = load("claude_code.mcp.json")
    assert config.servers == (
        ServerConfig(
            name="github",
            type="http",
            url="https://api.githubcopilot.com/mcp/",
            headers={"Authorization": f"Bearer {SECRET}"},
        ),
        ServerConfig(name="sentry", type="sse", url="https://mcp.sentry.dev/sse"),
        ServerConfig(
            name="local-db",
            type="stdio",
            command="/home/me/bin/db-mcp",
            args=("--dsn", "postgres://localhost/dev"),
            env={"LOG_LEVEL": "debug"},
        ),
    )


def test_cursor_ignores_foreign_keys_and_coerces_env_scalars() -> None:
    config = load("cursor.json", workspace_folder="/proj")
    assert config.servers == (
        ServerConfig(
            name="browser", command="npx", args=("-y", "@browsermcp/mcp@latest"), env={"DEBUG": "true", "PORT": "9222"}
        ),
        ServerConfig(
            name="notes",
            command="python",
            args=("/proj/tools/notes.py", "--home", "/home/me"),
            env={"NOTES_API_KEY": "notes-key-123"},
            cwd="/proj",
        ),
        ServerConfig(
            name="remote",
            url="https://mcp.example.com/mcp",
            headers={"X-Api-Key": "remote-key-456"},
            oauth=OAuthSettings(client_id="abc"),  # Cursor's "oauth" means what ours does: a pre-registered client
        ),
    )
    assert config.servers[2].kind == "http"


def test_vscode_servers_inputs_comments_trailing_commas() -> None:
    config = load("vscode.json")
    assert config.servers == (
        ServerConfig(
            name="perplexity",
            type="stdio",
            command="npx",
            args=("-y", "server-perplexity-ask"),
            env={"PERPLEXITY_REGION": "eu", "PERPLEXITY_API_KEY": "pplx-789"},
            env_file=str(CONFIGS / ".env"),
        ),
        ServerConfig(name="github", type="http", url="https://api.githubcopilot.com/mcp/"),
        ServerConfig(
            name="legacy", type="sse", url="http://localhost:8931/sse", headers={"X-Api-Key": "legacy-key-000"}
        ),
    )


def test_ours_top_level_and_nested_settings() -> None:
    config = load("ours.json")
    assert config.settings == AggregatorSettings(
        prefix_mode="always",
        separator="__",
        name_profile="openai",
        legacy_ttl_ms=60000,
        max_ttl_ms=3600000,
        validate_arguments=False,
    )
    folder = str(CONFIGS)
    assert config.servers == (
        ServerConfig(
            name="fs",
            command="npx",
            args=("-y", "@modelcontextprotocol/server-filesystem", folder),
            prefix="files",
            protocol="legacy",
            timeouts=Timeouts(probe=5, call=120.5),
            allow=("read_*", "list_*"),
            deny=("read_secret*",),
            min_ttl_ms=1000,
            max_message_size=1048576,
            page_cap=50,
            roots=({"uri": f"file://{folder}", "name": "workspace"},),
        ),
        ServerConfig(name="search", url="http://127.0.0.1:9000/mcp", disabled=True),
        ServerConfig(name="cline-off", command="old-server", disabled=True),
    )


def test_order_is_file_order() -> None:
    names = [f"s{i:02d}" for i in (7, 3, 11, 1, 5)]
    config = parse({"mcpServers": {name: {"command": "x"} for name in names}})
    assert [s.name for s in config.servers] == names


def test_parse_config_programmatic() -> None:
    config = parse_config({"mcpServers": {"a": {"command": "x", "args": ["${A}"]}}}, environ={"A": "1"})
    assert config == AggregatorConfig((ServerConfig(name="a", command="x", args=("1",)),), AggregatorSettings(), None)


@pytest.mark.parametrize("type_", ["http", "streamable-http", "streamableHttp"])
def test_streamable_http_spellings(type_: str) -> None:
    assert parse(entry(type=type_, url="http://h/mcp")).servers[0].type == "http"


def test_cline_transport_type_and_disabled() -> None:
    server = parse(entry(transportType="sse", url="http://h/sse", disabled=True)).servers[0]
    assert (server.type, server.disabled) == ("sse", True)
    # ours wins over the foreign switch
    assert not parse(entry(command="x", disabled=True, aggregator={"disabled": False})).servers[0].disabled


def test_empty_containers() -> None:
    assert parse({"mcpServers": {}}).servers == ()
    assert parse({"mcpServers": {}, "servers": {"a": {"command": "x"}}}).servers[0].name == "a"
    assert parse({"mcpServers": {"a": {"command": "x"}}, "servers": {}}).servers[0].name == "a"


def test_workspace_folder_of_dot_vscode_is_the_project(tmp_path: Path) -> None:
    (tmp_path / ".vscode").mkdir()
    shutil.copy(CONFIGS / "ours.json", tmp_path / ".vscode" / "mcp.json")
    config = load_config(tmp_path / ".vscode" / "mcp.json", environ={})
    assert config.servers[0].args[-1] == str(tmp_path)
    shutil.copy(CONFIGS / "ours.json", tmp_path / "mcp.json")
    assert load_config(str(tmp_path / "mcp.json"), environ={}).servers[0].args[-1] == str(tmp_path)


# --- variables ----------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("${A}", "alpha"),
        ("x-${A}-${B}-y", "x-alpha-beta-y"),
        ("${env:A}", "alpha"),
        ("${MISSING:-fallback}", "fallback"),
        ("${EMPTY:-fallback}", "fallback"),
        ("${A:-fallback}", "alpha"),
        ("${env:MISSING:-d}", "d"),
        ("${MISSING:-}", ""),
        ("${userHome}/x", "/home/me/x"),
        ("${workspaceFolder}/src", "/ws/proj/src"),
        ("${workspaceFolderBasename}", "proj"),
        ("a${pathSeparator}b", f"a{os.sep}b"),
        ("$A and $ alone", "$A and $ alone"),
        ("${NESTED}", "${A}"),  # substituted text is not expanded again
    ],
)
def test_variable_forms(text: str, expected: str) -> None:
    environ = {"A": "alpha", "B": "beta", "EMPTY": "", "HOME": "/home/me", "NESTED": "${A}"}
    config = parse(entry(command="x", args=[text]), environ=environ, workspace_folder="/ws/proj")
    assert config.servers[0].args == (expected,)


def test_every_string_is_expanded() -> None:
    data = {
        "aggregator": {"name_profile": "${P}"},
        "mcpServers": {
            "a": {"command": "${V}", "args": ["${V}"], "env": {"K": "${V}"}, "cwd": "/${V}", "aggregator": {
                "prefix": "${V}", "protocol": "${PROTO}", "allow": ["${V}*"], "deny": ["${V}"],
                "roots": [{"uri": "file:///${V}", "name": "${V}"}]}},
            "b": {"url": "http://${V}", "headers": {"H": "${V}"}},
        },
    }  # fmt: skip
    config = parse(data, environ={"V": "vv", "P": "openai", "PROTO": "legacy"})
    a, b = config.servers
    assert config.settings.name_profile == "openai"
    assert (a.command, a.args, a.env, a.cwd, a.prefix, a.protocol) == (
        "vv",
        ("vv",),
        {"K": "vv"},
        "/vv",
        "vv",
        "legacy",
    )
    assert (a.allow, a.deny, a.roots) == (("vv*",), ("vv",), ({"uri": "file:///vv", "name": "vv"},))
    assert (b.url, b.headers) == ("http://vv", {"H": "vv"})


def test_environ_defaults_to_os_environ(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MCP_AGG_TEST_VAR", "from-os")
    assert parse_config(entry(command="${MCP_AGG_TEST_VAR}")).servers[0].command == "from-os"


# --- errors: file, key path, never a secret -----------------------------------------------------------------


def test_unset_variable_names_file_path_and_variable() -> None:
    with pytest.raises(ConfigError) as info:
        load("broken_unset_variable.json")
    message = str(info.value)
    assert str(CONFIGS / "broken_unset_variable.json") in message
    assert "mcpServers.github.headers.Authorization" in message
    assert "'MISSING_TOKEN'" in message
    assert "Bearer" not in message


def test_input_variable_is_an_error() -> None:
    with pytest.raises(ConfigError) as info:
        load("broken_input_variable.json")
    message = str(info.value)
    assert "broken_input_variable.json" in message
    assert "servers.github.env.TOKEN" in message
    assert "${input:github-token}" in message and "${env:NAME}" in message


def test_typo_key_suggests() -> None:
    with pytest.raises(ConfigError) as info:
        load("broken_typo_key.json")
    message = str(info.value)
    assert (
        "broken_typo_key.json: mcpServers.fs.aggregator.prefx: unknown key 'prefx'; did you mean 'prefix'?" in message
    )


def test_bad_json_names_line_and_column() -> None:
    with pytest.raises(ConfigError) as info:
        load("broken_bad_json.json")
    assert str(info.value) == (
        f"{CONFIGS / 'broken_bad_json.json'}: invalid JSON at line 4, column 5: Expecting ',' delimiter"
    )


def test_ambiguous_file() -> None:
    with pytest.raises(ConfigError, match=r"broken_ambiguous\.json: .*both 'mcpServers' and 'servers'"):
        load("broken_ambiguous.json")


def test_missing_file_and_directory(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match=r"nope\.json: config file not found"):
        load_config(tmp_path / "nope.json")
    with pytest.raises(ConfigError, match="cannot read"):
        load_config(tmp_path)


def test_bad_json_never_quotes_the_document(tmp_path: Path) -> None:
    path = tmp_path / "c.json"
    path.write_text('{"mcpServers": {"a": {"env": {"T": "' + SECRET + '" "x"}}}}')
    with pytest.raises(ConfigError) as info:
        load_config(path)
    assert SECRET not in str(info.value)
    assert "line 1, column" in str(info.value)


SECRET_ERRORS = [
    (entry(command="x", env={"TOKEN": {"v": SECRET}}), "mcpServers.srv.env.TOKEN: expected a string, got an object"),
    (entry(command="x", env={"TOKEN": [SECRET]}), "mcpServers.srv.env.TOKEN: expected a string, got an array"),
    (entry(command="x", env=[SECRET]), "mcpServers.srv.env: expected an object of strings, got an array"),
    (entry(url="http://h", headers={"A": [SECRET]}), "mcpServers.srv.headers.A: expected a string, got an array"),
    (entry(url="http://h", headers={"A": f"Bearer ${{{SECRET}"}), "mcpServers.srv.headers.A: '${' without"),
    (entry(url="http://h", headers={"A": f"${{{SECRET}}}"}), "mcpServers.srv.headers.A: malformed variable"),
    (entry(url="http://h", headers={"A": f"${{X:-{SECRET}${{Y}}}}"}), "mcpServers.srv.headers.A: malformed"),
    (entry(command="x", args=["ok", 5, SECRET]), "mcpServers.srv.args[1]: expected a string, got a number"),
    (entry(command="x", args=SECRET), "mcpServers.srv.args: expected an array of strings, got a string"),
    # what no process or HTTP request can carry is a config error naming the key, not an "internal error" at start
    (entry(command="x", args=["ok", f"{SECRET}\0"]), "mcpServers.srv: args[1] holds a NUL character"),
    (entry(command="x", env={"T": f"{SECRET}\0"}), "mcpServers.srv: env.T holds a NUL character"),
    (entry(command="x\0", env={"T": SECRET}), "mcpServers.srv: command holds a NUL character"),
    (entry(command="x", cwd="/tmp\0", env={"T": SECRET}), "mcpServers.srv: cwd holds a NUL character"),
    (entry(command="x", env={"A=B": SECRET}), "mcpServers.srv: env name 'A=B' must be non-empty, without '='"),
    (entry(command="x", env={"": SECRET}), "mcpServers.srv: env name '' must be non-empty"),
    (entry(url="http://h", headers={"A": f"Bearer {SECRET}\n"}), "mcpServers.srv: headers.A: the value must be"),
    (entry(url="http://h", headers={"A": f"Bearer \u201c{SECRET}\u201d"}), "headers.A: the value must be printable"),
    (entry(url="http://h", headers={"A B": SECRET}), "mcpServers.srv: headers: 'A B' is not an HTTP header name"),
    (entry(command=[SECRET]), "mcpServers.srv.command: expected a string, got an array"),
    (entry(command="x", env={"T": SECRET}, cwd=7), "mcpServers.srv.cwd: expected a string, got a number"),
    (entry(env={"T": SECRET}), "mcpServers.srv: needs a 'command' (a local process) or a 'url'"),
    (entry(command="x", url="http://h", env={"T": SECRET}), "mcpServers.srv: has both 'command' and 'url'"),
    (entry(type="ws", url="http://h", headers={"A": SECRET}), "mcpServers.srv.type: unsupported transport"),
    (entry(type="stdio", url="http://h"), "mcpServers.srv: a stdio server needs a 'command'"),
    (entry(command="x", env={"T": "${config:foo}"}), "mcpServers.srv.env.T: ${config:...} variables"),
    (entry(command="x", env={"T": SECRET}, aggregator={"protocol": "bogus"}), "mcpServers.srv: protocol must be"),
    (entry(command="x", env={"T": SECRET}, aggregator=[]), "mcpServers.srv.aggregator: expected an object"),
    (
        entry(command="x", aggregator={"timeouts": {"call": -1}}),
        "mcpServers.srv.aggregator.timeouts.call: a timeout must be",
    ),
    (entry(command="x", aggregator={"timeouts": {"cal": 1}}), "timeouts.cal: unknown key 'cal'; did you mean 'call'"),
    (entry(command="x", aggregator={"timeouts": {"call": "9"}}), "timeouts.call: expected a number, got a string"),
    (entry(command="x", aggregator={"page_cap": 0}), "mcpServers.srv: page_cap must be"),
    (entry(command="x", aggregator={"page_cap": 1.5}), "aggregator.page_cap: expected an integer, got a number (1.5)"),
    (entry(command="x", aggregator={"min_ttl_ms": True}), "min_ttl_ms: expected an integer, got a boolean (true)"),
    (entry(command="x", aggregator={"disabled": "yes"}), 'disabled: expected true or false, got a string ("yes")'),
    (entry(command="x", aggregator={"allow": "read_*"}), "aggregator.allow: expected an array of strings"),
    (entry(command="x", aggregator={"deny": [1]}), "aggregator.deny[0]: expected a string, got a number (1)"),
    (entry(command="x", aggregator={"roots": [{"uri": "/tmp"}]}), "aggregator.roots[0]: a root needs a 'uri'"),
    (entry(command="x", aggregator={"roots": [{"url": "file:///"}]}), "roots[0].url: unknown key 'url'; did you mean"),
    (entry(command="x", aggregator={"roots": {}}), "aggregator.roots: expected an array of {uri, name} objects"),
    (entry(command="x", aggregator={"zzz": 1}), "aggregator.zzz: unknown key 'zzz'; expected one of prefix, protocol"),
    (
        entry(command="x", aggregator={"prefix": "a b"}),
        "mcpServers.srv.aggregator.prefix: tool prefix 'a b' has characters outside",
    ),
    (entry(command="x", aggregator={"prefix": "a__b"}), "prefix: tool prefix 'a__b' contains the separator '__'"),
    (entry(command="${workspaceFolder}"), "mcpServers.srv.command: ${workspaceFolder} is used but no workspace"),
    ({"mcpServers": {"srv": [SECRET]}}, "mcpServers.srv: expected an object, got an array"),
    ({"mcpServers": [{"command": "x"}]}, "cfg.json: mcpServers: expected an object of servers, got an array"),
    ({"servers": "x"}, "cfg.json: servers: expected an object of servers, got a string"),
    ([], "cfg.json: the top level must be a JSON object, got an array"),
    ({"mcpservers": {}}, "no 'mcpServers' (or VS Code 'servers') object; did you mean 'mcpServers' instead of"),
    ({"other": {}}, "cfg.json: no 'mcpServers' (or VS Code 'servers') object"),
    ({"mcpServers": {"my\nserver": {"command": "x"}}}, "server key 'my\\nserver' must be a name of 1-128 characters"),
    ({"mcpServers": {"!!!": {"command": "x"}}}, "mcpServers.\"!!!\": server name '!!!' gives no tool prefix"),
    ({"aggregator": {"prefix_mod": "x"}, "mcpServers": {}}, "aggregator.prefix_mod: unknown key 'prefix_mod'; did"),
    ({"aggregator": {"separator": "x"}, "mcpServers": {}}, "cfg.json: aggregator.separator: separator must be"),
    ({"aggregator": {"max_ttl_ms": "1"}, "mcpServers": {}}, "aggregator.max_ttl_ms: expected an integer, got a str"),
    ({"aggregator": {"name_profile": "gpt"}, "mcpServers": {}}, "aggregator.name_profile: unknown name profile 'gpt'"),
    ({"mcpServers": {"_a": {"command": "x"}}}, "mcpServers._a: tool prefix '_a' starts or ends with a character"),
    (
        {"mcpServers": {"a": {"command": "x"}, "b": {"command": "y", "aggregator": {"prefix": "A"}}}},
        "mcpServers.b.aggregator.prefix: prefix 'A' is equal ignoring case to the prefix 'a' of server 'a'",
    ),
    (entry(type=["http"], url="http://h"), "mcpServers.srv.type: unsupported transport an array"),
    ({"mcpServers": {1: {"command": "x"}}}, "mcpServers.1: server key 1 must be"),
    ({"aggregator": {2: 1}, "mcpServers": {}}, "aggregator.2: unknown key '2'"),
    ({"aggregator": None, "mcpServers": {}}, "cfg.json: aggregator: expected an object, got null"),
    (
        {"mcpServers": {"a": {"command": "x"}, "b": {"command": "y", "aggregator": {"prefix": "a"}}}},
        "mcpServers.b.aggregator.prefix: prefix 'a' is the same as the prefix 'a' of server 'a'",
    ),
    (
        {"mcpServers": {"x__y": {"command": "x"}}},
        "cfg.json: mcpServers.x__y: tool prefix 'x__y' contains the separator",
    ),
]


@pytest.mark.parametrize(("data", "expected"), SECRET_ERRORS)
def test_error_names_source_and_key_path_never_secret(data: Any, expected: str) -> None:
    message = parse_error(data)
    assert expected in message


def test_no_secret_from_environment_in_errors() -> None:
    # the env value is read, but a later error in the same entry must not echo it
    message = parse_error(entry(command="x", env={"T": "${GITHUB_TOKEN}"}, cwd=[]))
    assert "mcpServers.srv.cwd" in message


def test_duplicate_prefix_of_a_disabled_server_is_fine() -> None:
    data = {
        "mcpServers": {"a": {"command": "x"}, "b": {"command": "y", "aggregator": {"prefix": "a", "disabled": True}}}
    }
    assert [s.tool_prefix for s in parse(data).servers] == ["a", "a"]


def test_separator_setting_applies_to_prefix_check() -> None:
    data = {"aggregator": {"separator": "."}, "mcpServers": {"x__y": {"command": "x"}}}
    assert parse(data).servers[0].name == "x__y"
    data = {"aggregator": {"separator": "."}, "mcpServers": {"a": {"command": "x", "aggregator": {"prefix": "a.b"}}}}
    assert "contains the separator '.'" in parse_error(data)


def test_config_error_is_chained_from_constructor_error() -> None:
    with pytest.raises(ConfigError) as info:
        parse(entry(command="x", aggregator={"protocol": "bogus"}))
    assert isinstance(info.value.__cause__, ConfigError)
    assert str(info.value).count("server 'srv'") == 0  # the key path says it once


# --- the host's guards on calls: rate limits, result cap, trust, policy, audit ------------------------------


def test_guard_keys_parse() -> None:
    data = {
        "aggregator": {
            "policy": [
                {"allow": True, "server": "fs", "tool": "delete_tmp_*"},
                {"deny": True, "server": "f*", "tool": "delete_*", "reason": "ask first", "name": "no deletes"},
                {"deny": True, "annotations": {"destructiveHint": True, "openWorldHint": False}},
            ],
            "audit": {"path": "/var/log/mcp-audit.jsonl", "arguments": True},
        },
        "mcpServers": {
            "fs": {
                "command": "x",
                "aggregator": {
                    "rate_limit": {"calls_per_s": 10, "burst": 20},
                    "tool_rate_limits": {"search*": {"calls_per_s": 0.5}, "*": {"calls_per_s": 5}},
                    "max_result_bytes": 1048576,
                    "trusted": True,
                },
            }
        },
    }
    config = parse(data)
    server = config.servers[0]
    assert server.rate_limit == RateLimit(calls_per_s=10, burst=20)
    assert list(server.tool_rate_limits.items()) == [
        ("search*", RateLimit(calls_per_s=0.5)),
        ("*", RateLimit(calls_per_s=5)),
    ]  # in the order written: the first match wins
    assert (server.max_result_bytes, server.trusted) == (1048576, True)
    assert config.settings.policy == (
        PolicyRule(action="allow", server="fs", tool="delete_tmp_*", label="aggregator.policy[0]"),
        PolicyRule(action="deny", server="f*", tool="delete_*", reason="ask first", label="no deletes"),
        PolicyRule(
            action="deny",
            annotations={"destructiveHint": True, "openWorldHint": False},
            label="aggregator.policy[2]",
        ),
    )
    assert config.settings.audit == AuditSettings(path="/var/log/mcp-audit.jsonl", arguments=True)


def test_guards_are_off_unless_configured() -> None:
    config = parse(entry(command="x"))
    server = config.servers[0]
    assert (server.rate_limit, dict(server.tool_rate_limits), server.max_result_bytes, server.trusted) == (
        None,
        {},
        None,
        False,
    )
    assert (config.settings.policy, config.settings.audit) == ((), None)


def test_a_relative_audit_path_is_taken_from_the_config_files_folder(tmp_path: Path) -> None:
    data = {"aggregator": {"audit": {"path": "logs/audit.jsonl"}}, "mcpServers": {"a": {"command": "x"}}}
    (tmp_path / "mcp.json").write_text(json.dumps(data))
    config = load_config(tmp_path / "mcp.json", environ={})
    assert config.settings.audit == AuditSettings(path=str(tmp_path / "logs" / "audit.jsonl"), arguments=False)
    assert parse(data).settings.audit == AuditSettings(path="logs/audit.jsonl")  # no file: left as written


def top(aggregator: dict[str, Any]) -> dict[str, Any]:
    return {"aggregator": aggregator, "mcpServers": {"fs": {"command": "x"}, "git": {"command": "y"}}}


GUARD_ERRORS = [
    (entry(command="x", aggregator={"rate_limit": 10}), "mcpServers.srv.aggregator.rate_limit: expected an object"),
    (entry(command="x", aggregator={"rate_limit": {}}), "aggregator.rate_limit: needs 'calls_per_s'"),
    (
        entry(command="x", aggregator={"rate_limit": {"calls_per_s": 0}}),
        "aggregator.rate_limit.calls_per_s: expected a positive number of calls per second, got a number (0)",
    ),
    (
        entry(command="x", aggregator={"rate_limit": {"calls_per_s": 1, "burst": 0}}),
        "aggregator.rate_limit.burst: expected an integer of at least 1, got a number (0)",
    ),
    (
        entry(command="x", aggregator={"rate_limit": {"calls_per_second": 1}}),
        "rate_limit.calls_per_second: unknown key 'calls_per_second'; did you mean 'calls_per_s'?",
    ),
    (
        entry(command="x", aggregator={"tool_rate_limits": [{"calls_per_s": 1}]}),
        "aggregator.tool_rate_limits: expected an object of tool-name globs to rate limits, got an array",
    ),
    (
        entry(command="x", aggregator={"tool_rate_limits": {"search*": {"calls_per_s": "2"}}}),
        'aggregator.tool_rate_limits."search*".calls_per_s: expected a number, got a string ("2")',
    ),
    (
        entry(command="x", aggregator={"tool_rate_limits": {"": {"calls_per_s": 2}}}),
        "aggregator.tool_rate_limits: a tool-name glob must not be empty",
    ),
    (
        entry(command="x", aggregator={"max_result_bytes": 100}),
        "mcpServers.srv.aggregator.max_result_bytes: expected a number of bytes of at least 1024, got a number (100)",
    ),
    (entry(command="x", aggregator={"max_result_bytes": "1MB"}), "max_result_bytes: expected an integer, got a str"),
    (entry(command="x", aggregator={"trusted": "yes"}), "aggregator.trusted: expected true or false, got a string"),
    (top({"policy": {"deny": True}}), "cfg.json: aggregator.policy: expected an array of rules, got an object"),
    (top({"policy": [{"server": "fs"}]}), 'aggregator.policy[0]: says neither; a rule says "deny": true or "allow"'),
    (top({"policy": [{"deny": True, "allow": True}]}), "aggregator.policy[0]: has both 'allow' and 'deny'"),
    (
        top({"policy": [{"deny": False, "tool": "x"}]}),
        'aggregator.policy[0].deny: must be true (for the opposite, write "allow": true)',
    ),
    (
        top({"policy": [{"deny": True}, {"allow": True, "annotations": {"readOnlyHint": True}}]}),
        "cfg.json: aggregator.policy[1].annotations: an allow rule cannot match on annotations",
    ),
    (
        top({"policy": [{"deny": True, "annotations": {"destructive": True}}]}),
        "aggregator.policy[0].annotations.destructive: unknown key 'destructive'; did you mean 'destructiveHint'?",
    ),
    (
        top({"policy": [{"deny": True, "annotations": {"readOnlyHint": "no"}}]}),
        'aggregator.policy[0].annotations.readOnlyHint: expected true or false, got a string ("no")',
    ),
    (top({"policy": [{"deny": True, "tools": "x"}]}), "aggregator.policy[0].tools: unknown key 'tools'; did you mean"),
    (
        top({"policy": [{"deny": True, "server": "fss"}]}),
        "cfg.json: aggregator.policy[0].server: 'fss' matches no server in 'mcpServers'; did you mean 'fs'?",
    ),
    (top({"policy": [{"deny": True, "server": "z*"}]}), "'z*' matches no server in 'mcpServers' (servers: fs, git)"),
    (top({"audit": {"arguments": True}}), "cfg.json: aggregator.audit: needs a 'path' for the log file"),
    (top({"audit": "/tmp/a.jsonl"}), "cfg.json: aggregator.audit: expected an object, got a string"),
    (top({"audit": {"path": "a", "args": True}}), "aggregator.audit.args: unknown key 'args'"),
]


@pytest.mark.parametrize(("data", "expected"), GUARD_ERRORS)
def test_guard_errors_name_the_file_and_key(data: Any, expected: str) -> None:
    assert expected in parse_error(data)


# --- redaction ----------------------------------------------------------------------------------------------


def test_secrets_and_redact() -> None:
    config = load("claude_code.mcp.json")
    found = secrets(config)
    assert found == (f"Bearer {SECRET}", SECRET, "debug")
    tail = f"401 for Bearer {SECRET}; retried with {SECRET} at debug level; ok"
    assert redact(tail, config) == "401 for ***; retried with *** at *** level; ok"


def test_redact_covers_substituted_values_anywhere() -> None:
    config = parse(entry(command="x", args=["--token=${GITHUB_TOKEN}"], env={"SHORT": "abc"}))
    assert secrets(config) == (SECRET,)
    assert redact(f"bad --token={SECRET}; abc", config) == "bad --token=***; abc"


def test_redact_literal_file_tokens() -> None:
    config = load("claude_desktop.json")
    assert "ghp_" not in redact("auth failed: ghp_literalTokenInTheFile123", config)


def test_redact_without_secrets() -> None:
    config = parse(entry(command="x"))
    assert secrets(config) == ()
    assert redact("unchanged", config) == "unchanged"


SECRET_TEXT = st.text(alphabet="abc", min_size=4, max_size=8)


@given(st.lists(SECRET_TEXT, min_size=1, max_size=5), st.lists(SECRET_TEXT | st.text(alphabet="xy ", max_size=5)))
def test_redact_leaves_no_secret(values: list[str], pieces: list[str]) -> None:
    config = AggregatorConfig((ServerConfig(name="a", command="x", env={f"K{i}": v for i, v in enumerate(values)}),))
    redacted = redact("".join(pieces), config)
    assert not any(value in redacted for value in values)


# --- properties ---------------------------------------------------------------------------------------------

JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(), inner, max_size=4),
    max_leaves=20,
)


@given(JSON_VALUES)
def test_plain_json_passes_through_the_jsonc_reader(value: Any) -> None:
    # strings that look like comments or trailing commas must survive untouched
    data = {"x": value, "y": ["//", "/* a */", ",]", ",}", '"//"', "\\", '\\"//']}
    for indent in (None, 1):
        text = json.dumps(data, indent=indent)
        assert json.loads(_strip_jsonc(text)) == data


def test_jsonc_comments_keep_positions() -> None:
    text = '{\n  // note\n  "a": /* x\n y */ [1,],\n}'
    stripped = _strip_jsonc(text)
    assert json.loads(stripped) == {"a": [1]}
    assert [len(line) for line in stripped.split("\n")] == [len(line) for line in text.split("\n")]


# a lone surrogate is no text a file can hold, nor a NUL a command: each is a config error of its own
@given(st.text(alphabet=st.characters(blacklist_characters="$\0", blacklist_categories=("Cs",)), max_size=40))
def test_text_without_variables_is_unchanged(text: str) -> None:
    if text:
        assert parse(entry(command=text)).servers[0].command == text


def test_a_key_written_twice_is_a_warning_naming_each_path(tmp_path: Path) -> None:
    # JSON.parse keeps the last of two equal keys, as editors do; we do too, and say the first one is gone
    path = tmp_path / "mcp.json"
    path.write_text(
        '{"mcpServers": {"a": {"command": "first"}, "b": {"command": "b", "env": {"K": "1", "K": "2"}},'
        ' "a": {"command": "second"}}}'
    )
    config = load_config(path, environ={})
    assert [s.command for s in config.servers if isinstance(s, StdioServer)] == ["second", "b"]
    assert config.warnings == (
        f"{path}: mcpServers.a: written twice in one object; the last one is used",
        f"{path}: mcpServers.b.env.K: written twice in one object; the last one is used",
    )
    plain = tmp_path / "plain.json"
    plain.write_text('{"mcpServers": {"a": {"command": "x", "env": {"K": "1"}}}}')
    assert load_config(plain, environ={}).warnings == ()


@pytest.mark.parametrize(
    ("url", "problem"),
    [
        ("http://127.0.0.1:99999/mcp", "is not a valid URL"),
        ("http://[::1/mcp", "is not a valid URL"),
        ("http://h:port/mcp", "is not a valid URL"),
        ("ftp://host/mcp", "must start with http:// or https://"),
        ("localhost:8080/mcp", "must start with http:// or https://"),
        ("http:///mcp", "has no host"),
    ],
)
def test_a_url_that_cannot_be_reached_is_a_config_error_quoting_none_of_it(
    tmp_path: Path, url: str, problem: str
) -> None:
    # a key can ride in a URL's path: the error names the file, the key and what is wrong, never the URL
    path = tmp_path / "mcp.json"
    path.write_text(json.dumps({"mcpServers": {"z": {"url": url + "/Zk9secret"}}}))
    with pytest.raises(ConfigError) as info:
        load_config(path, environ={})
    assert str(info.value).startswith(f"{path}: mcpServers.z: url {problem}")
    assert "Zk9secret" not in str(info.value)
    with pytest.raises(ConfigError, match=f"server 'z': url {re.escape(problem)}"):
        HttpServer(name="z", url=url)
    # a found file is read raw: a URL made of variables is judged once they are substituted
    path.write_text(json.dumps({"mcpServers": {"z": {"url": "http://h:${PORT}/mcp"}}}))
    assert load_config(path, trust=False).servers[0].name == "z"
    with pytest.raises(ConfigError, match="url is not a valid URL"):
        load_config(path, environ={"PORT": "99999"})


# -- what a path names: a regular file, up to a bound ---------------------------------------------------------------


@pytest.mark.parametrize("kind", ["fifo", "device"])
def test_a_config_snapshot_or_env_file_that_is_no_regular_file_is_refused_at_once(tmp_path: Path, kind: str) -> None:
    from aggregator.snapshot import load_snapshot

    if kind == "fifo":
        special = tmp_path / "pipe"
        os.mkfifo(special)  # a read would wait for a writer forever, past --timeout and every signal
    else:
        special = Path("/dev/zero") if kind == "device" else tmp_path
    with pytest.raises(ConfigError, match="not a regular file"):
        load_config(special)
    with pytest.raises(ConfigError, match="not a regular file"):
        load_snapshot(special)
    config = tmp_path / "c.json"
    config.write_text(json.dumps({"servers": {"s": {"command": "x", "envFile": str(special)}}}))
    with pytest.raises(ConfigError, match=r"servers\.s\.envFile: cannot read the envFile .*not a regular file"):
        load_config(config)


def test_a_config_over_its_bound_is_refused_without_reading_it_all(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import aggregator.config_file as module

    monkeypatch.setattr(module, "MAX_CONFIG_BYTES", 1024)
    big = tmp_path / "big.json"
    big.write_text(json.dumps({"mcpServers": {}, "pad": "x" * 2048}))
    with pytest.raises(ConfigError, match=r"big\.json: larger than 1 KiB"):
        load_config(big)


def test_stripping_comments_of_a_long_string_takes_memory_in_proportion() -> None:
    # the string pattern backtracked with a frame per character: an 8 MB config took 1 GB
    text = '{"a": "' + "x\\n" * 500_000 + '", // note\n "b": [1, 2,],}'
    assert json.loads(_strip_jsonc(text))["b"] == [1, 2]


@pytest.mark.parametrize(
    ("entry", "where"),
    [
        ({"command": "x", "args": ["calc", "\ud800"]}, r"mcpServers\.s\.args\[1\]"),
        ({"command": "x\udfff"}, r"mcpServers\.s\.command"),
        ({"command": "x", "env": {"TOKEN": "a\ud800b"}}, r"mcpServers\.s\.env\.TOKEN"),
        ({"url": "https://h.example/mcp", "headers": {"X\udc00": "v"}}, r"mcpServers\.s\.headers\.\"X\\\\udc00\""),
    ],
)
def test_a_lone_surrogate_in_a_config_is_a_config_error_naming_the_key(entry: dict[str, Any], where: str) -> None:
    # valid JSON ("\ud800"), but no command line, environment, header or hash can hold it: it crashed with exit 5
    with pytest.raises(ConfigError, match=rf"c\.json: {where}: holds a lone surrogate"):
        parse_config({"mcpServers": {"s": entry}}, source="c.json")


def test_a_servers_lone_surrogate_hashes_for_the_pins_instead_of_crashing() -> None:
    from aggregator.lock_format import digest

    assert digest({"name": "x", "description": "a\ud800"}) != digest({"name": "x", "description": "a"})


@pytest.mark.parametrize("value", ["true", 1, None])
def test_a_disabled_that_is_no_boolean_is_an_error_not_a_started_server(value: Any) -> None:
    # "disabled": "true" meant off; taking it as absent started the server the user turned off
    with pytest.raises(ConfigError, match=r"c\.json: mcpServers\.s\.disabled: expected true or false"):
        parse_config({"mcpServers": {"s": {"command": "x", "disabled": value}}}, source="c.json")


def test_a_disabled_servers_unset_variables_and_env_file_are_not_needed(tmp_path: Path) -> None:
    entry = {"command": "npx", "env": {"TOKEN": "${SOME_UNSET_TOKEN_XYZ}"}, "envFile": str(tmp_path / "none.env")}
    data = {"mcpServers": {"on": {"command": "x"}, "off": {**entry, "disabled": True}}}
    config = parse_config(data, environ={})
    off = next(s for s in config.servers if s.name == "off")
    assert off.disabled and "${SOME_UNSET_TOKEN_XYZ}" in str(getattr(off, "env", {}))
    # switched on again by our own key, it needs them as any server does
    with pytest.raises(ConfigError, match="SOME_UNSET_TOKEN_XYZ"):
        parse_config(
            {"mcpServers": {"off": {**entry, "disabled": True, "aggregator": {"disabled": False}}}}, environ={}
        )


@pytest.mark.parametrize(("key", "kind"), [("serverUrl", None), ("httpUrl", "http")])
def test_windsurfs_server_url_and_gemini_clis_http_url_are_the_servers_url(key: str, kind: str | None) -> None:
    config = parse_config({"mcpServers": {"remote": {key: "https://mcp.example.com/mcp"}}}, source="c.json")
    (server,) = config.servers
    assert server.url == "https://mcp.example.com/mcp"
    if kind is not None:  # Gemini's httpUrl is Streamable HTTP; Windsurf's serverUrl is detected like a url
        assert server.type == kind
    with pytest.raises(ConfigError, match=rf"c\.json: mcpServers\.remote\.{key}: expected a string"):
        parse_config({"mcpServers": {"remote": {key: 5}}}, source="c.json")


def test_server_keys_as_editors_write_them_load_with_a_prefix_made_of_them() -> None:
    # VS Code's gallery ids, Claude Desktop's names with spaces: the file people have loads unmodified
    data = {
        "servers": {
            "io.github.upstash/context7": {"command": "x"},
            "AWS API MCP Server": {"command": "y"},
            "named": {"command": "z", "aggregator": {"prefix": "mine"}},
            "io.github.github/github-mcp-server": {"url": "https://api.example/mcp", "aggregator": {"prefix": "gh"}},
        }
    }
    config = parse_config(data, source="c.json")
    assert [(s.name, s.tool_prefix) for s in config.servers] == [
        ("io.github.upstash/context7", "io_github_upstash_context7"),
        ("AWS API MCP Server", "AWS_API_MCP_Server"),
        ("named", "mine"),
        ("io.github.github/github-mcp-server", "gh"),
    ]
    # two keys that make one prefix are told apart by the config, naming the one to give its own
    with pytest.raises(ConfigError, match=r"\"a b\": prefix 'a_b' is the same as the prefix 'a_b' of server 'a.b'"):
        parse_config({"mcpServers": {"a.b": {"command": "x"}, "a b": {"command": "y"}}}, source="c.json")


def test_a_null_env_value_takes_the_variable_out_as_vscode_does(tmp_path: Path) -> None:
    (tmp_path / ".env").write_text("A=from-file\nC=kept\n")
    entry = {"command": "x", "envFile": ".env", "env": {"A": None, "PYTHONWARNINGS": None, "B": "set"}}
    config = load_config(_write(tmp_path / "mcp.json", {"servers": {"s": entry}}))
    (server,) = config.servers
    assert dict(server.env) == {"C": "kept", "B": "set"}  # the envFile's A is out too: env wins over it
    assert tuple(server.unset_env) == ("A", "PYTHONWARNINGS")


def _write(path: Path, data: Any) -> Path:
    path.write_text(json.dumps(data))
    return path
