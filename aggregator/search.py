"""Tool search: rank the merged tools for a query, so a client that cannot list them all still finds the right one.

Ranking is BM25 from `bm25s`, a kept library (no scoring of ours). What is ours is what it ranks: each tool's
text — its name, title, description, parameter names and descriptions, and its server's name — cut into words
the way tool text is written (``listPullRequests``, ``get_weather``, ``GitHub`` are split at each hump and
underscore; the whole identifier is kept too), stop words dropped, and stemmed with PyStemmer (``issues`` finds
``issue``). The name and title count more than the prose, by repeating their words. `bench/retrieval.py` measures
each of these choices beside a plain BM25 over name and description.

An optional dense ranker (`wordllama`, whose small embedding table ships inside its wheel, loaded with downloads
disabled) is fused with the lexical ranks when `ToolIndex(dense=True)`: it finds a tool described in other words
than the query's.

The index is incremental: each definition's words (and embedding) are kept under a digest of the definition, so an
update after `list_changed` re-reads only the tools that changed; only the BM25 matrix is rebuilt, from kept words.
All of it lives in the `search` extra (`pip install 'mcp-aggregator[search]'`): without it the core imports and
runs as before, `ToolIndex.available` is False and `search` raises `SearchUnavailable`.
"""

from __future__ import annotations

import hashlib
import itertools
import json
import logging
import re
import threading
from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from aggregator.errors import AggregatorError
from aggregator.tokens import estimate_tokens

__all__ = [
    "EXTRA",
    "SearchHit",
    "SearchUnavailable",
    "ToolIndex",
    "analyze",
    "dense_available",
    "search_answer",
    "tool_fields",
]

EXTRA = "mcp-aggregator[search]"

#: how many times a field's words count (BM25 has no field weights: repeating the words is the kept way to weigh
#: a field in a single index); chosen on the dev split of bench/retrieval_data, never on held-out tasks
NAME_WEIGHT = 3
TITLE_WEIGHT = 2
SERVER_WEIGHT = 1
PARAMETER_WEIGHT = 1
#: extra times the description's first sentence counts
SUMMARY_WEIGHT = 1
#: BM25's term-frequency saturation and length normalisation (bm25s's defaults: 1.5, 0.75)
BM25_K1 = 1.5
BM25_B = 0.75
#: in a hybrid ranking, what a dense rank counts beside a lexical one (reciprocal-rank fusion)
DENSE_WEIGHT = 1.0
#: the cosine similarity under which the dense ranker's opinion of a tool is ignored
DENSE_FLOOR = 0.2
#: words of a tool's text that are embedded
_DENSE_WORDS = 96
_FUSION_K = 60
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
_SENTENCE_END = re.compile(r"(?<=[.!?])\s|\n")


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
        self._stop = frozenset(bm25s.stopwords.STOPWORDS_EN)
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
        return tuple(self._stem(word) for word in lowered if word not in self._stop)


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
        if SUMMARY_WEIGHT:
            # the first sentence says what the tool does; the rest is often usage notes and examples
            fields.append((_SENTENCE_END.split(description, maxsplit=1)[0], SUMMARY_WEIGHT))
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
    each unchanged definition from before; `search` ranks them. `dense`: fuse the embedding ranker (`wordllama`)
    with the lexical one by reciprocal rank; by default, when wordllama is installed.
    `processed` counts the definitions read so far (an unchanged tool is never read twice).
    """

    def __init__(self, *, dense: bool | None = None) -> None:
        libraries = _libraries()
        #: False when the `search` extra is missing: `search` then raises SearchUnavailable
        self.available = libraries is not None
        #: whether the dense ranker is fused in (default: when wordllama is installed)
        self.dense = dense_available() if dense is None else dense
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
            _embed(fresh)
        self._entries, self._by_digest = entries, kept
        self._positions = {entry.name: position for position, entry in enumerate(entries)}
        self._rebuild()

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

        Lexically, a tool that shares no word with the query is never returned, so fewer than `k` may come back."""
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
            scores = _fused(scores, self._matrix @ _embed_query(query), mask)
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


def _fused(lexical: Any, dense: Any, mask: Any) -> Any:
    """Reciprocal-rank fusion of the two rankings: scores on different scales fuse by rank, not by value.

    Scaled so that the first place in one ranking is worth 1 (and in both, 1 + DENSE_WEIGHT). A tool enters a
    ranking only when that ranker matched it: a lexical score above 0, a cosine similarity of at least
    DENSE_FLOOR — below it, what the embeddings find is mostly noise."""
    import numpy

    if mask is not None:
        dense = numpy.where(mask, dense, -numpy.inf)
    fused = numpy.zeros(len(lexical), dtype=numpy.float64)
    for scores, weight, floor in ((lexical, 1.0, 0.0), (dense, DENSE_WEIGHT, DENSE_FLOOR)):
        order = numpy.argsort(-scores, kind="stable")
        ranks = numpy.empty(len(scores), dtype=numpy.float64)
        ranks[order] = numpy.arange(1, len(scores) + 1)
        matched = scores > floor if floor == 0.0 else scores >= floor
        fused += numpy.where(matched, weight * (_FUSION_K + 1) / (_FUSION_K + ranks), 0.0)
    return fused


_embedder: list[_Embedder] = []
_loading = threading.Lock()


def dense_available() -> bool:
    """Whether the dense ranker can run: wordllama is installed (its weights come with it)."""
    import importlib.util

    return importlib.util.find_spec("wordllama") is not None


class _Embedder:
    """wordllama's embedding of a text — the mean of its tokens' rows in the table, normalised — with each word's
    tokens kept: the tokenizer (most of the cost) sees a word once, not once per tool that uses it. The result is
    the one `WordLlama.embed(..., norm=True)` gives for the same words (its pooling ignores order)."""

    def __init__(self, model: Any) -> None:
        self._table = model.embedding
        self._tokenizer = model.tokenizer
        self._tokens: dict[str, list[int]] = {}
        self._lock = threading.Lock()  # indexes of several aggregators may embed at once, from worker threads

    def embed(self, texts: Sequence[Sequence[str]]) -> Any:
        """One normalised row per text (a list of words); a text with no known token is all zeros."""
        with self._lock:
            return self._embed(texts)

    def _embed(self, texts: Sequence[Sequence[str]]) -> Any:
        import numpy

        tokens = self._tokens
        new = list({word for words in texts for word in words if word not in tokens})
        if len(tokens) + len(new) > _MEMO_LIMIT:
            tokens.clear()
            new = list({word for words in texts for word in words})
        if new:
            for word, encoded in zip(new, self._tokenizer.encode_batch(new, add_special_tokens=False), strict=True):
                # the tokenizer pads a batch to its longest word: keep the word's own tokens
                tokens[word] = [token for token, real in zip(encoded.ids, encoded.attention_mask, strict=True) if real]
        out = numpy.zeros((len(texts), self._table.shape[1]), dtype=numpy.float32)
        for row, words in enumerate(texts):
            ids = [token for word in words for token in tokens[word]]
            if ids:
                vector = self._table[ids].mean(axis=0)
                out[row] = vector / (numpy.linalg.norm(vector) or 1.0)
        return out


def _dense_model() -> _Embedder:
    """The wordllama model, loaded once, from the files inside its wheel (downloads disabled)."""
    with _loading:
        if not _embedder:
            _embedder.append(_Embedder(_load_wordllama()))
    return _embedder[0]


def _load_wordllama() -> Any:
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    try:
        import wordllama
    except ImportError:
        raise SearchUnavailable(
            "the dense ranker needs wordllama: pip install wordllama (its weights ship in the wheel)"
        ) from None
    finally:
        # wordllama calls logging.basicConfig on import: the host's logging is the host's to configure
        root.handlers[:] = handlers
        root.setLevel(level)
    # the package's own directory is where both its weights and its tokenizer config are (the tokenizer is
    # looked up under a cache layout only, so the cache dir is pointed at the package)
    here = Path(wordllama.__file__).parent
    return wordllama.WordLlama.load(cache_dir=here, disable_download=True)


def _dense_words(entry: _Entry) -> list[str]:
    # identifiers as words: the embedding table knows "pull" and "request", not "listPullRequests"; and only the
    # first words (name, server, title, the description's start): an average gains little from a long tail
    words = (word for text, _weight in entry.fields for word in _WORD.findall(text))
    return list(itertools.islice(words, _DENSE_WORDS))


def _embed(entries: list[_Entry]) -> None:
    vectors = _dense_model().embed([_dense_words(entry) for entry in entries])
    for entry, vector in zip(entries, vectors, strict=True):
        entry.vector = vector


def _embed_query(query: str) -> Any:
    return _dense_model().embed([_WORD.findall(query)])[0]
