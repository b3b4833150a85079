"""Tool search: rank the merged tools for a query, so a client that cannot list them all still finds the right one.

Ranking is BM25 from `bm25s`, a kept library (no scoring of ours). What is ours is what it ranks: each tool's
text — its name, title, description, parameter names and descriptions, and its server's name — cut into words
the way tool text is written (``listPullRequests``, ``get_weather``, ``GitHub`` are split at each hump and
underscore; a word with humps is also kept whole, so ``github`` finds ``GitHub``), stop words dropped, and stemmed
with PyStemmer (``issues`` finds ``issue``). The name, title and server count more than the prose, by repeating
their words; BM25's length normalisation is stronger than its default, for descriptions run from five words to
pages. `bench/retrieval.py` measures each choice beside a plain BM25 over name and description (`--ablate`), and
`bench/retrieval_sweep.py` is where the constants below were chosen, on the set's dev split only.

When wordllama is installed (it is in the extra), its embeddings are fused with the lexical ranking
(`aggregator.search_dense`): they find a tool described in other words than the query's.

The index is incremental: each definition's words (and embedding) are kept under a digest of the definition, so an
update after `list_changed` re-reads only the tools that changed; only the BM25 matrix is rebuilt, from kept words.
All of it lives in the `search` extra (`pip install 'mcp-aggregator[search]'`): without it the core imports and
runs as before, `ToolIndex.available` is False and `search` raises `SearchUnavailable`.
"""

from __future__ import annotations

import hashlib
import json
import logging
import re
from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from aggregator import search_dense
from aggregator.errors import AggregatorError
from aggregator.tokens import estimate_tokens

__all__ = [
    "EXTRA",
    "MAX_QUERY_CHARS",
    "SearchHit",
    "SearchUnavailable",
    "ToolIndex",
    "analyze",
    "search_answer",
    "tool_fields",
]

EXTRA = "mcp-aggregator[search]"
#: the longest query ranked: a task is a few sentences, ranking cost grows with every word, and it runs on the loop
MAX_QUERY_CHARS = 4000

#: how many times a field's words count (BM25 has no field weights: repeating the words is the kept way to weigh
#: a field in a single index); chosen on the dev split of bench/retrieval_data, never on held-out tasks
NAME_WEIGHT = 3
TITLE_WEIGHT = 2
SERVER_WEIGHT = 3
PARAMETER_WEIGHT = 1
#: BM25's term-frequency saturation and length normalisation (bm25s's defaults: 1.5, 0.75): tools' descriptions
#: run from five words to pages, and a long one matches many queries by chance, so length counts fully here
BM25_K1 = 1.5
BM25_B = 1.0
#: schema depth whose property names and descriptions are read (nested objects of an argument count too)
_SCHEMA_DEPTH = 3
#: the two word steps, switchable so the benchmark can measure each (bench/retrieval.py --ablate)
_STEM = True
_SPLIT = True

# A word: an upper-case run not followed by lower case (URL in getURL), a capitalised or lower-case run, digits,
# or a run of other letters (non-Latin scripts)
_WORD = re.compile(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|[0-9]+|[^\W\d_A-Za-z]+")
_MEMO_LIMIT = 100_000
_RUN = re.compile(r"[^\W_]+")
_WHOLE = re.compile(r"\w+")


class SearchUnavailable(AggregatorError):
    """Tool search needs the `search` extra (bm25s, PyStemmer), which is not installed."""

    kind = "search_unavailable"

    def __init__(self, message: str | None = None) -> None:
        super().__init__(message or f"tool search needs the `search` extra: pip install '{EXTRA}'")


@dataclass(frozen=True, slots=True)
class SearchHit:
    """One ranked tool: its (exported) name, server, upstream name, score, and full definition under `name`."""

    name: str
    server: str
    original_name: str
    score: float
    definition: Mapping[str, Any]

    def to_json(self) -> dict[str, Any]:
        """`{server, name, original_name, score}` (what `mcp-aggregator search --json` prints per hit)."""
        return {
            "server": self.server,
            "name": self.name,
            "original_name": self.original_name,
            "score": round(self.score, 4),
        }


def search_answer(hits: Sequence[SearchHit], *, baseline_tokens: int) -> dict[str, Any]:
    """What `search_tools` answers: the hits' full definitions and what they cost beside listing every deferred tool.

    `baseline_tokens`: the estimated tokens (`aggregator.tokens`) of all the definitions the search stands for.
    """
    tools = [{**hit.definition, "name": hit.name} for hit in hits]
    returned = sum(estimate_tokens(tool) for tool in tools)
    saved = round(100.0 * (baseline_tokens - returned) / baseline_tokens, 1) if baseline_tokens > 0 else 0.0
    return {"tools": tools, "baseline_tokens": baseline_tokens, "returned_tokens": returned, "saved_percent": saved}


def search_available() -> bool:
    """Whether the `search` extra (bm25s, PyStemmer) is installed."""
    return _libraries() is not None


def _libraries() -> tuple[Any, Any] | None:
    """(bm25s, Stemmer) when the extra is installed, else None (imported late: the core never needs them)."""
    try:
        import bm25s
        import Stemmer
    except ImportError:
        return None
    chatty = logging.getLogger("bm25s")
    if chatty.level == logging.DEBUG:
        chatty.setLevel(logging.WARNING)  # bm25s sets its own logger to DEBUG on import: one line per index build
    return bm25s, Stemmer


class _Analyzer:
    """Text to index words: split identifiers, lower-case, drop stop words, stem. Memoised per run of letters."""

    def __init__(self, bm25s: Any, stemmer_module: Any) -> None:
        self.stop = frozenset(bm25s.stopwords.STOPWORDS_EN)
        self._stem = stemmer_module.Stemmer("english").stemWord if _STEM else str
        self._split = _SPLIT
        self._runs = _RUN if _SPLIT else _WHOLE
        self._known: dict[str, tuple[str, ...]] = {}

    def words(self, text: str) -> list[str]:
        out: list[str] = []
        known = self._known
        for run in self._runs.findall(text):
            found = known.get(run)
            if found is None:
                if len(known) >= _MEMO_LIMIT:  # a long-lived index meets new words in queries: stay bounded
                    known.clear()
                found = known[run] = self._run(run)
            out.extend(found)
        return out

    def _run(self, run: str) -> tuple[str, ...]:
        parts = _WORD.findall(run) if self._split else [run]
        lowered = [part.lower() for part in parts]
        if len(parts) > 1:
            # "GitHub" is also searched as "github" ("get_weather" is two runs: its words are enough)
            lowered.append(run.lower())
        return tuple(self._stem(word) for word in lowered if word not in self.stop)


def analyze(text: str) -> list[str]:
    """The index words of `text` (split, lower-cased, stop words dropped, stemmed); SearchUnavailable without the
    extra. For tests and the benchmark: the index uses the same steps."""
    libraries = _libraries()
    if libraries is None:
        raise SearchUnavailable()
    return _Analyzer(*libraries).words(text)


def tool_fields(server: str, original_name: str, definition: Mapping[str, Any]) -> list[tuple[str, int]]:
    """The text of a tool that is indexed, as (text, weight): name, title, description, parameters, server."""
    fields = [(original_name, NAME_WEIGHT), (server, SERVER_WEIGHT)]
    title = definition.get("title")
    annotations = definition.get("annotations")
    if not isinstance(title, str) and isinstance(annotations, Mapping):
        title = annotations.get("title")
    if isinstance(title, str):
        fields.append((title, TITLE_WEIGHT))
    description = definition.get("description")
    if isinstance(description, str):
        fields.append((description, 1))
    _schema_text(definition.get("inputSchema"), fields, _SCHEMA_DEPTH)
    return fields


def _schema_text(schema: Any, into: list[tuple[str, int]], depth: int) -> None:
    if depth <= 0 or not isinstance(schema, Mapping):
        return
    properties = schema.get("properties")
    for name, prop in properties.items() if isinstance(properties, Mapping) else ():
        into.append((str(name), PARAMETER_WEIGHT))
        if not isinstance(prop, Mapping):
            continue
        for key in ("title", "description"):
            if isinstance(prop.get(key), str):
                into.append((prop[key], 1))
        enum = prop.get("enum")
        if isinstance(enum, list):
            into.append((" ".join(str(value) for value in enum if isinstance(value, str)), 1))
        _schema_text(prop, into, depth - 1)
        _schema_text(prop.get("items"), into, depth - 1)


def _digest(name: str, server: str, original_name: str, definition: Mapping[str, Any]) -> str:
    text = json.dumps([name, server, original_name, definition], sort_keys=True, ensure_ascii=False, default=str)
    return hashlib.blake2b(text.encode("utf-8", "surrogatepass"), digest_size=16).hexdigest()


@dataclass(slots=True)
class _Entry:
    name: str
    server: str
    original_name: str
    definition: Mapping[str, Any]
    words: list[str]
    fields: list[tuple[str, int]]
    vector: Any = None  # the dense embedding, when a dense ranker is on


class ToolIndex:
    """A searchable index of tools, updated incrementally. Needs the `search` extra (see `available`).

    `update` takes every tool as (name, server, original_name, definition) and keeps the words (and embedding) of
    each unchanged definition from before; `search` ranks them. `dense`: fuse the embedding ranker
    (`aggregator.search_dense`, wordllama) with the lexical one; by default, when wordllama is installed.
    `processed` counts the definitions read so far (an unchanged tool is never read twice). One update or search at
    a time (the facade's index runs them under a lock, updates in a worker thread).
    """

    def __init__(self, *, dense: bool | None = None) -> None:
        libraries = _libraries()
        #: False when the `search` extra is missing: `search` then raises SearchUnavailable
        self.available = libraries is not None
        #: whether the dense ranker is fused in (default: when wordllama is installed)
        self.dense = search_dense.dense_available() if dense is None else dense
        if self.dense and not search_dense.dense_available():
            raise SearchUnavailable("the dense ranker needs wordllama (in the `search` extra): pip install wordllama")
        self.processed = 0
        self._libraries = libraries
        self._analyzer = _Analyzer(*libraries) if libraries is not None else None
        self._entries: list[_Entry] = []
        self._by_digest: dict[str, _Entry] = {}
        self._positions: dict[str, int] = {}
        self._bm25: Any = None
        self._matrix: Any = None  # the dense embeddings, one row per entry

    def __len__(self) -> int:
        return len(self._entries)

    def update(self, tools: Iterable[tuple[str, str, str, Mapping[str, Any]]]) -> None:
        """Make the index hold exactly `tools`; only definitions not seen before are read (and embedded)."""
        analyzer = self._require()
        kept: dict[str, _Entry] = {}
        fresh: list[_Entry] = []
        entries = []
        for name, server, original_name, definition in tools:
            digest = _digest(name, server, original_name, definition)
            entry = kept.get(digest) or self._by_digest.get(digest)
            if entry is None:
                fields = tool_fields(server, original_name, definition)
                words = [word for text, weight in fields for word in analyzer.words(text) * weight]
                entry = _Entry(name, server, original_name, definition, words, fields)
                fresh.append(entry)
                self.processed += 1
            kept[digest] = entry
            entries.append(entry)
        if self.dense and fresh:
            vectors = search_dense.embed([self._dense_words(entry, analyzer) for entry in fresh])
            for entry, vector in zip(fresh, vectors, strict=True):
                entry.vector = vector
        self._entries, self._by_digest = entries, kept
        self._positions = {entry.name: position for position, entry in enumerate(entries)}
        self._rebuild()

    @staticmethod
    def _dense_words(entry: _Entry, analyzer: _Analyzer) -> list[str]:
        # identifiers as words (the embedding table knows "pull" and "request", not "listPullRequests"), stop words
        # left out, and only the first few: the name, server, title and the description's start
        found = (word for text, _weight in entry.fields for word in _WORD.findall(text))
        kept = (word for word in found if word.lower() not in analyzer.stop)
        return [word for _, word in zip(range(search_dense.DENSE_WORDS), kept, strict=False)]

    def _require(self) -> _Analyzer:
        if self._analyzer is None:
            raise SearchUnavailable()
        return self._analyzer

    def _rebuild(self) -> None:
        assert self._libraries is not None
        bm25s = self._libraries[0]
        self._bm25 = None
        if self._entries:
            # an empty document would get no row: give it a word no query has
            corpus = [entry.words or ["\x00"] for entry in self._entries]
            self._bm25 = bm25s.BM25(k1=BM25_K1, b=BM25_B)
            self._bm25.index(corpus, show_progress=False)
        if self.dense:
            import numpy

            self._matrix = numpy.stack([entry.vector for entry in self._entries]) if self._entries else None

    def search(self, query: str, k: int = 5, *, among: Collection[str] | None = None) -> list[SearchHit]:
        """The `k` best tools for `query`, best first; `among`: only these names (e.g. the deferred tools).

        A tool that shares no word with the query (and, with the dense ranker, is not close enough in meaning) is
        never returned, so fewer than `k` may come back."""
        analyzer = self._require()
        if k <= 0 or self._bm25 is None:
            return []
        import numpy

        vocabulary = self._bm25.vocab_dict
        ids = [vocabulary[word] for word in analyzer.words(query) if word in vocabulary]
        scores = self._bm25.get_scores_from_ids(ids)
        if among is not None:
            mask = numpy.zeros(len(self._entries), dtype=bool)
            mask[[self._positions[name] for name in among if name in self._positions]] = True
            scores = numpy.where(mask, scores, 0.0)
        else:
            mask = None
        if self.dense and self._matrix is not None:
            query_words = [word for word in _WORD.findall(query) if word.lower() not in analyzer.stop]
            scores = search_dense.fused(scores, self._matrix @ search_dense.embed([query_words])[0], mask)
        return self._top(scores, k)

    def _top(self, scores: Any, k: int) -> list[SearchHit]:
        import numpy

        k = min(k, len(scores))
        best = numpy.argpartition(-scores, k - 1)[:k]
        # ties break by catalog order, so a ranking is stable from run to run
        ranked = sorted(best.tolist(), key=lambda position: (-float(scores[position]), position))
        hits = []
        for position in ranked:
            score = float(scores[position])
            if score <= 0.0:
                break
            entry = self._entries[position]
            hits.append(SearchHit(entry.name, entry.server, entry.original_name, score, entry.definition))
        return hits
