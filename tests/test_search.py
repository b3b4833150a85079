"""Tool search: the index's ranking on a small catalog, its incremental update, the missing-extra path, the answer
of `search_tools`, `Aggregator.search_tools` over in-memory servers, and `mcp-aggregator search`.

Ranking quality is measured by bench/retrieval.py; these tests pin behaviour a user relies on."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import anyio
import pytest

from aggregator import Aggregator, ServerConfig, search_dense
from aggregator import search as search_module
from aggregator.cli import main
from aggregator.search import (
    EXTRA,
    SearchHit,
    SearchUnavailable,
    ToolIndex,
    analyze,
    search_answer,
    search_available,
)
from aggregator.tokens import estimate_tokens
from tests.memory_server import FakeServer, tool

pytest.importorskip("bm25s", reason="the `search` extra is part of the `test` extra")

DEMO = str(Path(__file__).resolve().parent.parent / "configs" / "demo.json")


def definition(name: str, description: str, **params: str) -> dict[str, Any]:
    properties = {key: {"type": "string", "description": text} for key, text in params.items()}
    return {"name": name, "description": description, "inputSchema": {"type": "object", "properties": properties}}


CATALOG = [
    ("github__listPullRequests", "github", "listPullRequests", definition("listPullRequests", "Lists PRs.")),
    ("github__create_issue", "github", "create_issue", definition("create_issue", "Open a new issue.")),
    ("fs__read_file", "fs", "read_file", definition("read_file", "Read a file's contents.", path="File path")),
    ("fs__write_file", "fs", "write_file", definition("write_file", "Write text to a file.", path="Where")),
    (
        "clock__now",
        "clock",
        "now",
        definition("now", "The current time.", tz="IANA timezone name such as Europe/Paris"),
    ),
    ("chat__post", "slack", "post", definition("post", "Send a message to a channel.", channel_id="Channel")),
]


def lexical() -> ToolIndex:
    index = ToolIndex(dense=False)
    index.update(CATALOG)
    return index


def names(hits: list[SearchHit]) -> list[str]:
    return [hit.name for hit in hits]


def test_words_are_split_at_humps_and_underscores_stemmed_and_the_whole_identifier_kept() -> None:
    assert analyze("listPullRequests") == ["list", "pull", "request", "listpullrequest"]
    assert analyze("create_issue") == ["creat", "issu"]
    assert analyze("getURL of the GitHub repos") == ["get", "url", "geturl", "git", "hub", "github", "repo"]


@pytest.mark.parametrize(
    ("query", "best"),
    [
        ("list pull requests", "github__listPullRequests"),  # camelCase name, words in the query
        ("list_pull_requests", "github__listPullRequests"),  # snake_case query, camelCase name
        ("createIssue", "github__create_issue"),  # camelCase query, snake_case name
        ("issues", "github__create_issue"),  # stemmed
        ("timezone", "clock__now"),  # only in a parameter's description
        ("slack", "chat__post"),  # only in the server's name
    ],
)
def test_the_best_hit(query: str, best: str) -> None:
    assert names(lexical().search(query, 3))[0] == best


def test_a_hit_carries_the_definition_and_its_json_is_the_cli_shape() -> None:
    hit = lexical().search("read a file", 1)[0]
    assert (hit.name, hit.server, hit.original_name) == ("fs__read_file", "fs", "read_file")
    assert hit.definition["description"] == "Read a file's contents."
    assert hit.score > 0
    assert set(hit.to_json()) == {"server", "name", "original_name", "score"}


def test_no_shared_word_no_hit_and_k_bounds_the_answer() -> None:
    index = lexical()
    assert index.search("zebra giraffe", 5) == []
    assert len(index.search("file", 1)) == 1
    assert index.search("file", 0) == []
    assert names(index.search("file", 10)) == ["fs__read_file", "fs__write_file"]


def test_among_restricts_the_ranking_to_those_names() -> None:
    index = lexical()
    assert names(index.search("file", 5, among={"fs__write_file", "clock__now", "not-a-tool"})) == ["fs__write_file"]
    assert index.search("file", 5, among=()) == []


def test_an_update_reads_only_the_definitions_that_changed() -> None:
    index = lexical()
    assert index.processed == len(CATALOG)
    index.update(CATALOG)
    assert index.processed == len(CATALOG)  # nothing changed: nothing read
    changed = [*CATALOG[:-1], ("chat__post", "slack", "post", definition("post", "Send an email to someone."))]
    index.update(changed)
    assert index.processed == len(CATALOG) + 1
    assert names(index.search("email", 5)) == ["chat__post"]
    index.update(changed[:2])
    assert len(index) == 2 and index.search("file", 5) == []  # removed tools are gone
    index.update([])
    assert index.search("issue", 5) == []


def test_renamed_tool_is_read_again_under_its_new_name() -> None:
    index = lexical()
    before = index.processed
    index.update([("gh__create_issue", *CATALOG[1][1:]), *CATALOG[2:]])
    assert index.processed == before + 1
    assert names(index.search("issue", 1)) == ["gh__create_issue"]


def test_without_the_extra_the_index_says_so_and_search_names_the_extra(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(search_module, "_libraries", lambda: None)
    index = ToolIndex()
    assert index.available is False and search_available() is False
    with pytest.raises(SearchUnavailable, match=r"mcp-aggregator\[search\]") as caught:
        index.search("file")
    assert caught.value.to_wire()["data"]["aggregator"]["kind"] == "search_unavailable"
    with pytest.raises(SearchUnavailable):
        index.update(CATALOG)
    assert EXTRA == "mcp-aggregator[search]"


def test_search_answer_reports_the_tokens_saved() -> None:
    hits = lexical().search("file", 2)
    everything = [entry[3] for entry in CATALOG]
    baseline = sum(estimate_tokens({**d}) for d in everything)
    answer = search_answer(hits, baseline_tokens=baseline)
    returned = sum(estimate_tokens(t) for t in answer["tools"])
    assert [t["name"] for t in answer["tools"]] == ["fs__read_file", "fs__write_file"]  # under the exported names
    assert answer["tools"][0]["inputSchema"] == CATALOG[2][3]["inputSchema"]  # full definitions
    assert answer["baseline_tokens"] == baseline and answer["returned_tokens"] == returned
    assert 0 < returned < baseline
    assert answer["saved_percent"] == round(100 * (baseline - returned) / baseline, 1)
    assert search_answer([], baseline_tokens=0) == {
        "tools": [],
        "baseline_tokens": 0,
        "returned_tokens": 0,
        "saved_percent": 0.0,
    }


def test_dense_ranker_finds_a_tool_described_in_other_words() -> None:
    pytest.importorskip("wordllama")
    index = ToolIndex(dense=True)
    index.update(CATALOG)
    # no word in common with "now"'s text ("current time", "timezone"): only the embeddings connect them
    assert "clock__now" in names(index.search("what o'clock is it", 3))
    assert names(index.search("read a file", 1)) == ["fs__read_file"]  # lexical matches still lead


# --- the library: Aggregator.search_tools -------------------------------------------------------------------


@pytest.fixture
def lexical_only(monkeypatch: pytest.MonkeyPatch) -> None:
    # the facade's index uses the dense ranker when wordllama is installed; these tests pin lexical behaviour
    monkeypatch.setattr(search_dense, "dense_available", lambda: False)


@pytest.mark.anyio
async def test_aggregator_search_tools_ranks_the_merged_catalog(lexical_only: None) -> None:
    files = FakeServer(pages=[[tool("read_file", description="Read a file"), tool("search", description="Find")]])
    mail = FakeServer(pages=[[tool("send_email", description="Send an email"), tool("search", description="Find")]])
    async with Aggregator(
        [ServerConfig(name="files", serve=files.serve), ServerConfig(name="mail", serve=mail.serve)]
    ) as agg:
        with anyio.fail_after(10):
            hits = await agg.search_tools("email someone", 3)
            first = await agg.search_tools("search mail", 1)
            only = await agg.search_tools("search", 5, among={"files__search"})
    assert [(h.name, h.server, h.original_name) for h in hits] == [("send_email", "mail", "send_email")]
    assert [(h.name, h.original_name) for h in first] == [("mail__search", "search")]
    assert [h.name for h in only] == ["files__search"]


@pytest.mark.anyio
async def test_aggregator_search_follows_a_changed_catalog_reading_only_changed_tools(
    lexical_only: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    read: list[str] = []
    fields = search_module.tool_fields

    def counted(server: str, original_name: str, definition: Any) -> list[tuple[str, int]]:
        read.append(original_name)
        return fields(server, original_name, definition)

    monkeypatch.setattr(search_module, "tool_fields", counted)
    server = FakeServer(era="modern", pages=[[tool("a", description="alpha"), tool("b", description="beta")]])
    async with Aggregator([ServerConfig(name="s", serve=server.serve)]) as agg:
        with anyio.fail_after(10):
            await agg.list_tools()
            assert read == []  # listing never builds the index
            assert [h.name for h in await agg.search_tools("alpha")] == ["a"]
            assert sorted(read) == ["a", "b"]
            server.pages = [[tool("a", description="alpha"), tool("b", description="gamma")]]
            agg.cache.invalidate("s")  # as a list_changed notification does
            assert [h.name for h in await agg.search_tools("gamma")] == ["b"]
    assert sorted(read) == ["a", "b", "b"]


@pytest.mark.anyio
async def test_aggregator_search_without_the_extra_raises_search_unavailable(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(search_module, "_libraries", lambda: None)
    server = FakeServer()
    async with Aggregator([ServerConfig(name="s", serve=server.serve)]) as agg:
        with anyio.fail_after(10), pytest.raises(SearchUnavailable, match="search"):
            await agg.search_tools("echo")


# --- the command line ----------------------------------------------------------------------------------------


def test_cli_search_json_over_the_demo_servers(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["search", "delete every note", "--limit", "2", "--json", "--config", DEMO])
    out, _err = capsys.readouterr()
    assert code == 0
    hits = json.loads(out)
    assert len(hits) <= 2 and hits[0]["name"] == "clear_notes"
    assert set(hits[0]) == {"server", "name", "original_name", "score"} and hits[0]["server"] == "notes"


def test_cli_search_table_from_a_snapshot(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    snapshot = {
        "format": 1,
        "tools": [
            {"name": "weather__search", "server": "weather", "original_name": "search", "rename": None,
             "description": "Find cities with a weather report.", "inputSchema": {"type": "object"}},
            {"name": "add", "server": "calc", "original_name": "add", "rename": None,
             "description": "Add two numbers.", "inputSchema": {"type": "object"}},
        ],
        "servers": [],
    }  # fmt: skip
    path = tmp_path / "snap.json"
    path.write_text(json.dumps(snapshot))
    code = main(["search", "weather in a city", "--snapshot", str(path)])
    out, _err = capsys.readouterr()
    assert code == 0
    assert "weather__search" in out and "weather  search" in out and "add " not in out


def test_cli_search_without_the_extra_exits_2_naming_it(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(search_module, "_libraries", lambda: None)
    code = main(["search", "anything", "--config", DEMO])
    _out, err = capsys.readouterr()
    assert code == 2 and "mcp-aggregator[search]" in err


# --- the dense ranker ------------------------------------------------------------------------------------------


def test_fusion_ranks_by_place_and_ignores_what_a_ranker_did_not_match() -> None:
    numpy = pytest.importorskip("numpy")
    lexical = numpy.array([0.0, 3.0, 1.0, 0.0])
    dense = numpy.array([0.9, 0.05, 0.5, 0.3])
    out = search_dense.fused(lexical, dense)
    k, w = search_dense.FUSION_K, search_dense.DENSE_WEIGHT
    # tool 1: first lexically, under the dense floor; tool 2: second in both; tool 0: first in dense only
    assert out[1] == pytest.approx(1.0)
    assert out[2] == pytest.approx((k + 1) / (k + 2) * (1 + w))
    assert out[0] == pytest.approx(w)
    assert list(search_dense.fused(lexical, dense, numpy.array([True, False, False, True])) > 0) == [
        True,
        False,
        False,
        True,
    ]


OFFLINE_PROBE = """
import logging, socket

def refuse(*args, **kwargs):
    raise RuntimeError("the dense ranker tried to reach the network")

socket.socket.connect = refuse
socket.create_connection = refuse
from wordllama import WordLlama  # noqa: the import's own logging.basicConfig is what the loader must undo
logging.getLogger().handlers.clear()
from aggregator import search_dense

words = ["Read", "the", "contents", "of", "a", "file"]
ours = search_dense.embed([words])[0]
assert not logging.getLogger().handlers, logging.getLogger().handlers
import pathlib, wordllama
model = WordLlama.load(cache_dir=pathlib.Path(wordllama.__file__).parent, disable_download=True)
reference = model.embed([" ".join(words)], norm=True)[0]
print(float(ours @ reference))
"""


def test_the_dense_ranker_loads_from_its_wheel_without_the_network_and_embeds_as_wordllama_does() -> None:
    pytest.importorskip("wordllama")
    import subprocess
    import sys

    proc = subprocess.run([sys.executable, "-c", OFFLINE_PROBE], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert float(proc.stdout.strip().splitlines()[-1]) == pytest.approx(1.0, abs=1e-5)


# --- the benchmark's scoring rule (bench/retrieval.py) ----------------------------------------------------------


def test_the_benchmark_counts_each_need_once_and_accepts_its_alternatives() -> None:
    import importlib.util
    import sys

    bench = Path(__file__).resolve().parent.parent / "bench"
    saved = list(sys.path)  # the benchmark puts its folder on the path, as a script does
    sys.path.insert(0, str(bench))
    try:
        spec = importlib.util.spec_from_file_location("retrieval_bench", bench / "retrieval.py")
        assert spec is not None and spec.loader is not None
        retrieval = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(retrieval)
    finally:
        sys.path[:] = saved
    task = {
        "query": "q",
        "tools": [["web", "search"], ["fs", "write"]],
        "alternatives": [[["other", "search"]], []],
    }
    ranked = ["x/1", "other/search", "x/2", "x/3", "x/4", "x/5", "fs/write"]
    scores = retrieval.quality(lambda query, k: ranked[:k], [task])
    assert scores["recall@1"] == 0.0
    assert scores["recall@5"] == 0.5  # the search need met by its alternative; the write need not yet
    assert scores["recall@10"] == 1.0
    assert scores["mrr@10"] == 0.5  # the first tool meeting any need is second
    assert retrieval.quality(lambda query, k: [], [{"query": "q", "tools": [["a", "b"]]}])["mrr@10"] == 0.0
