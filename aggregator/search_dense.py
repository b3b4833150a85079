"""The dense half of tool search: wordllama's embeddings, fused with the lexical ranking by reciprocal rank.

wordllama (in the `search` extra) ships its small embedding table (256 dimensions, 16 MB) and its tokenizer's
config inside its wheel; they are loaded from the package's own folder with downloads disabled, so nothing is
fetched, ever. It embeds a text as the normalised mean of its tokens' rows: it finds a tool described in other
words than the query's ("pictures" for an image search), where BM25 sees no shared word. `aggregator.search`
decides which words of a tool are embedded; this module embeds them and fuses the two rankings. The constants
were chosen on the dev split of bench/retrieval_data (bench/retrieval_sweep.py --dense), never on held-out tasks.
"""

from __future__ import annotations

import importlib.util
import logging
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any

__all__ = [
    "DENSE_FLOOR",
    "DENSE_WEIGHT",
    "DENSE_WORDS",
    "FUSION_K",
    "dense_available",
    "embed",
    "forget_tokens",
    "fused",
]

#: what a dense rank counts beside a lexical one in the fusion
DENSE_WEIGHT = 0.75
#: the fusion's constant: a small one lets the first places of each ranking count much more than the tail
FUSION_K = 5
#: the cosine similarity under which the dense ranker's opinion of a tool is ignored (mostly noise below it)
DENSE_FLOOR = 0.15
#: the words of a tool that are embedded (name, server, title, the description's first words): an average over a
#: long description drifts toward every other tool's
DENSE_WORDS = 12
#: words whose tokens are kept, at most (a long-lived index meets new words in every query)
_MEMO_LIMIT = 100_000

_embedder: list[_Embedder] = []
_loading = threading.Lock()


def dense_available() -> bool:
    """Whether the dense ranker can run: wordllama is installed (its weights come with it)."""
    return importlib.util.find_spec("wordllama") is not None


def embed(texts: Sequence[Sequence[str]]) -> Any:
    """One normalised row (numpy, float32) per text given as its words; all zeros for a text with no token.

    The model is loaded on first use (about a second), once per process."""
    return _model().embed(texts)


def fused(lexical: Any, dense: Any, mask: Any = None) -> Any:
    """Reciprocal-rank fusion of a lexical and a dense ranking (scores on different scales fuse by rank).

    Scaled so that the first place in one ranking is worth 1 (in both, 1 + DENSE_WEIGHT). A tool enters a ranking
    only when that ranker matched it: a lexical score above 0, a cosine similarity of at least DENSE_FLOOR. `mask`:
    the tools that may be ranked at all (None: every one)."""
    import numpy

    if mask is not None:
        lexical = numpy.where(mask, lexical, 0.0)
        dense = numpy.where(mask, dense, -numpy.inf)
    out = numpy.zeros(len(lexical), dtype=numpy.float64)
    for scores, weight, matched in ((lexical, 1.0, lexical > 0.0), (dense, DENSE_WEIGHT, dense >= DENSE_FLOOR)):
        order = numpy.argsort(-scores, kind="stable")
        ranks = numpy.empty(len(scores), dtype=numpy.float64)
        ranks[order] = numpy.arange(1, len(scores) + 1)
        out += numpy.where(matched, weight * (FUSION_K + 1) / (FUSION_K + ranks), 0.0)
    return out


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
        import numpy

        with self._lock:
            tokens = self._tokens
            new = list({word for words in texts for word in words if word not in tokens})
            if len(tokens) + len(new) > _MEMO_LIMIT:
                tokens.clear()
                new = list({word for words in texts for word in words})
            if new:
                for word, encoded in zip(new, self._tokenizer.encode_batch(new, add_special_tokens=False), strict=True):
                    # the tokenizer pads a batch to its longest word: keep the word's own tokens
                    tokens[word] = [
                        token for token, real in zip(encoded.ids, encoded.attention_mask, strict=True) if real
                    ]
            rows = [[token for word in words for token in tokens[word]] for words in texts]
        out = numpy.zeros((len(texts), self._table.shape[1]), dtype=numpy.float32)
        for row, ids in enumerate(rows):
            if ids:
                vector = self._table[ids].mean(axis=0)
                out[row] = vector / (numpy.linalg.norm(vector) or 1.0)
        return out

    def forget(self) -> None:
        """Drop the words' kept tokens (the benchmark's cold builds)."""
        with self._lock:
            self._tokens.clear()


def _model() -> _Embedder:
    with _loading:
        if not _embedder:
            _embedder.append(_Embedder(_load_wordllama()))
    return _embedder[0]


def _load_wordllama() -> Any:
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    try:
        import wordllama
    finally:
        # wordllama calls logging.basicConfig on import: the host's logging is the host's to configure
        root.handlers[:] = handlers
        root.setLevel(level)
    # the package's own folder holds both its weights and its tokenizer config (the tokenizer is looked up under a
    # cache layout only, so the cache folder is pointed at the package)
    here = Path(wordllama.__file__).parent
    return wordllama.WordLlama.load(cache_dir=here, disable_download=True)


def forget_tokens() -> None:
    """Forget every word's kept tokens, so the next embedding is as cold as the first (for the benchmark)."""
    if _embedder:
        _embedder[0].forget()
