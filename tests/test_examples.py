"""Every integration in examples/ runs as written: each script is run in a fresh interpreter and its output checked.

The three agent frameworks (OpenAI Agents SDK, PydanticAI, LangChain's MCP adapters) are pointed at the proxy
(`serve --http` on port 0, bundled demo config) and need no model or network; the FastAPI app is driven through its
TestClient, which runs the lifespan that owns the Aggregator.
"""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"
FORECAST = '{"city": "lisbon", "celsius": 22, "sky": "sunny"}'
MERGED = str(
    [
        "add",
        "add_note",
        "clear_notes",
        "count_notes",
        "echo",
        "forecast",
        "list_notes",
        "notes__search",
        "weather__search",
    ]
)

#: each script run as a program, with the lines its output must hold
SCRIPTS = {
    "openai_agents.py": [f"agent tools: {MERGED}", f"forecast: {FORECAST}"],
    "pydantic_ai_agent.py": [
        f"model sees: {MERGED}",
        "answer: The forecast says: {'city': 'lisbon', 'celsius': 22, 'sky': 'sunny'}",
    ],
    "langchain_tools.py": [f"langchain tools: {MERGED}", f"forecast: {FORECAST}"],
    "trio_app.py": [f"forecast: {FORECAST}", "add: 5"],
    "threads.py": [
        f"forecast: {FORECAST}",
        'forecast: {"city": "oslo", "celsius": 4, "sky": "snow"}',
        'forecast: {"city": "nairobi", "celsius": 25, "sky": "clear"}',
        'forecast: {"city": "lima", "celsius": 18, "sky": "cloudy"}',
    ],
}
#: examples checked in-process by a test of their own below
IN_PROCESS = {"fastapi_app.py"}


def run_example(name: str) -> list[str]:
    done = subprocess.run([sys.executable, str(EXAMPLES / name)], cwd=ROOT, capture_output=True, text=True, timeout=180)
    assert done.returncode == 0, f"{name} exited {done.returncode}:\n{done.stderr}"
    assert "Traceback" not in done.stderr, done.stderr
    return done.stdout.splitlines()


def test_every_example_is_run_by_a_test() -> None:
    """Each example is one of ours above, or named by another test file (an example checked some other way)."""
    examples = {path.name for path in EXAMPLES.glob("*.py") if not path.name.startswith("_")}
    assert set(SCRIPTS) | IN_PROCESS <= examples
    others = " ".join(
        path.read_text(encoding="utf-8")
        for path in Path(__file__).parent.glob("test_*.py")
        if path.name != Path(__file__).name
    )
    unrun = sorted(name for name in examples - set(SCRIPTS) - IN_PROCESS if name not in others)
    assert not unrun, f"examples no test runs: {unrun}"


def test_openai_agents_sdk_lists_the_merged_tools_and_calls_one_through_the_http_proxy() -> None:
    assert run_example("openai_agents.py") == SCRIPTS["openai_agents.py"]


def test_pydantic_ai_agent_runs_a_tool_call_through_the_http_proxy_offline() -> None:
    assert run_example("pydantic_ai_agent.py") == SCRIPTS["pydantic_ai_agent.py"]


def test_langchain_mcp_adapters_load_and_invoke_tools_through_the_http_proxy() -> None:
    assert run_example("langchain_tools.py") == SCRIPTS["langchain_tools.py"]


def test_the_aggregator_runs_under_trio_with_calls_side_by_side() -> None:
    lines = run_example("trio_app.py")
    assert lines[0].startswith("tools: ['weather__search', 'forecast'")
    assert lines[1:] == SCRIPTS["trio_app.py"]


def test_plain_threads_share_one_aggregator_through_a_blocking_portal() -> None:
    lines = run_example("threads.py")
    assert lines[0].startswith("tools: ['weather__search', 'forecast'")
    assert lines[1:] == SCRIPTS["threads.py"]


@pytest.fixture
def fastapi_example() -> object:
    spec = importlib.util.spec_from_file_location("fastapi_app_example", EXAMPLES / "fastapi_app.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_fastapi_lifespan_holds_one_aggregator_for_every_request(fastapi_example: object) -> None:
    from fastapi.testclient import TestClient

    app = fastapi_example.app  # type: ignore[attr-defined]
    with TestClient(app) as client:
        aggregator = app.state.aggregator
        assert "forecast" in client.get("/tools").json()
        called = client.post("/tools/forecast", json={"city": "Lisbon"})
        assert called.status_code == 200 and called.json()["content"][0]["text"] == FORECAST
        refused = client.post("/tools/no_such_tool", json={})
        assert refused.status_code == 400 and "no_such_tool" in refused.json()["detail"]
        assert client.get("/status").json() == {"weather": "ok", "notes": "ok", "calc": "ok"}
        assert app.state.aggregator is aggregator, "one Aggregator for the app's life, not one per request"
