"""The README's differential matrix is what `scripts/matrix` renders from the harness's summary."""

from __future__ import annotations

import subprocess
import sys

from tests.peers import ROOT


def test_readme_matrix_is_rendered_from_the_harness_summary() -> None:
    script = ROOT / "scripts" / "matrix"
    out = subprocess.run([sys.executable, str(script), "--check"], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr


def test_the_matrix_marks_each_differing_aspect() -> None:
    import importlib.machinery
    import importlib.util

    loader = importlib.machinery.SourceFileLoader("matrix", str(ROOT / "scripts" / "matrix"))
    spec = importlib.util.spec_from_loader("matrix", loader)
    assert spec is not None
    matrix = importlib.util.module_from_spec(spec)
    loader.exec_module(matrix)
    runs = {run: [] for run in matrix.RUNS}
    summary = {"p": {"stdio": {**runs, "mcp-legacy": ["requests"]}, "http": runs}}
    table = matrix.render(summary).splitlines()
    assert table[2].split(" | ")[1:3] == ["✓", "✗ requests"]


def test_an_http_error_status_is_compared_with_the_servers_own_when_it_is_reached_over_http() -> None:
    from tests import differential as d

    direct = {"http_unknown_method": {"status": 404, "error": -32601}}
    proxied = {"http_unknown_method": {"status": 200, "error": -32601}}
    d.http_statuses(direct, proxied)
    assert direct != proxied
    assert proxied == {"http_unknown_method": "-32601 with HTTP 200"}


def test_an_http_error_status_is_checked_against_the_spec_when_the_server_has_no_http() -> None:
    from tests import differential as d

    direct: dict[str, object] = {}
    proxied = {
        "http_unknown_method": {"status": 404, "error": -32601},
        "http_missing_capability": {"status": 200, "error": -32021},  # the spec gives -32021 a 400
        "http_unknown_tool": {"status": 400, "error": -32602},  # as a malformed request's -32602
        "http_unknown_prompt": {"status": 200, "error": -32602},
        "http_internal": {"status": 200, "error": -32603},  # a code the spec gives no status: a 200
    }
    d.http_statuses(direct, proxied)
    assert direct == dict.fromkeys(proxied, d.AS_THE_SPEC_GIVES)
    assert proxied["http_unknown_method"] == proxied["http_unknown_tool"] == d.AS_THE_SPEC_GIVES
    assert proxied["http_internal"] == d.AS_THE_SPEC_GIVES
    assert proxied["http_missing_capability"] == "-32021 with HTTP 200"
    assert proxied["http_unknown_prompt"] == "-32602 with HTTP 200"


def test_an_error_without_a_code_counts_as_the_proxys_refusal_only_for_a_client_that_shows_no_codes() -> None:
    from tests import differential as d

    observed = {
        **{key: [] for key in ("tools", "prompts", "resources", "templates")},
        **{key: {} for key in ("calls", "prompt_gets", "reads")},
        "errors": {"unknown_resource": {"error": "error"}},
    }
    assert d.normalize(observed, "p", coded=False)["errors"] == {"unknown_resource": "refused"}
    assert d.normalize(observed, "p")["errors"] != {"unknown_resource": "refused"}


def test_an_unknown_name_refused_by_design_is_held_to_the_spec_status_and_the_stdio_front_has_none() -> None:
    from tests import differential as d

    direct = {"http_unknown_tool": {"status": 200, "error": "result"}, "http_unknown_resource": {"status": 400}}
    proxied = {"http_unknown_tool": {"status": 400, "error": -32602}}  # no http_unknown_resource: the stdio front
    d.http_statuses(direct, proxied)
    assert direct == proxied == {"http_unknown_tool": d.AS_THE_SPEC_GIVES}


def test_a_tool_field_at_its_default_compares_equal_to_its_absence() -> None:
    from tests import differential as d

    observed = {
        "tools": [{"name": "t", "execution": {"taskSupport": "forbidden"}}],
        **{key: [] for key in ("prompts", "resources", "templates")},
        **{key: {} for key in ("calls", "prompt_gets", "reads", "errors")},
    }
    proxied = {**observed, "tools": [{"name": "p__t"}]}
    assert d.normalize(observed, None)["tools"] == d.normalize(proxied, "p")["tools"] == [{"name": "t"}]
    optional = {**observed, "tools": [{"name": "t", "execution": {"taskSupport": "optional"}}]}
    assert d.normalize(optional, None)["tools"] != [{"name": "t"}]
