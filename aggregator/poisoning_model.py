"""The poisoning lint's learned layer: a sentence classifier beside the rules (the `poisoning-model` extra).

The rules of `aggregator.poisoning` read phrases, and every blind round of its benchmark shows a new author writing
harm in words no rule has seen. This layer scores each sentence of a definition, and each two neighbouring sentences
of one text (a payload cut by a semicolon reads whole again), with a logistic regression over TF-IDF word 1-2-grams
and character 3-5-grams, trained (by `bench/poisoning_learned.py --export`) on what each poisoned benchmark variant
added to its real tool, against every sentence and pair of the real and blind benign tools. A tool whose best
candidate scores over its list's bar gets one `learned-instructions` finding (`medium`: it flags the tool): the
model's threshold, raised where the server's other tools score high as a rule (`bars`), since the classifier reads
some servers' whole prose as orders and a planted payload is what stands out from its own server. It is a second
opinion on the rules too (`cleared`): a rule verdict that rests on `medium` findings alone, on a tool whose best
sentence it scores low, is kept as a hint (`low`), since protective guidance shares an attack's words.
Sentences shorter than 25 characters are not scored alone (a name, an enum value), nor a sentence three or more
tools of the same list share (a server's boilerplate, such as a deprecation notice on every tool).

The model is a file of this package (`poisoning_model.npz`: the vocabularies, their IDF weights, the coefficients
and the threshold; loaded without pickle). Scoring uses scikit-learn's vectorizers, rebuilt from that file, so the
text is cut into features exactly as it was in training. On wherever the extra is installed (`enabled`: the config's
`"poisoning_model"` and `lint` default to it; `false` and `lint --rules-only` turn it off, `true` and `lint --learned`
require it); `scan_tools(..., learned=True)` in code.
"""

from __future__ import annotations

import importlib.util
import json
import math
import re
import threading
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from itertools import pairwise
from pathlib import Path
from typing import Any

from aggregator._poisoning_texts import texts
from aggregator.poisoning import FLAGGING, GUARDED, Finding, Pattern, Severity, escape

__all__ = [
    "INSTALL",
    "MIN_CHARS",
    "MODEL_FILE",
    "VETO",
    "LearnedModel",
    "Sentence",
    "available",
    "bars",
    "best",
    "candidates",
    "cleared",
    "enabled",
    "findings",
    "joined",
    "judged",
    "model",
    "neighbours",
    "sentences",
    "shared",
]

#: what to run when the extra is missing (said by `model()` and by `lint --learned`)
INSTALL = "pip install 'mcp-aggregator[poisoning-model]'"
#: the trained model shipped with the package
MODEL_FILE = Path(__file__).with_name("poisoning_model.npz")
#: a sentence shorter than this is not scored: names, enum values and labels carry too little to judge
MIN_CHARS = 25
#: a sentence on this many tools of one list is the server's boilerplate, not a payload planted in one tool
BOILERPLATE = 3
#: A tool is judged against its own server. Over at least `BASELINE_TOOLS` other tools of its list, the score its
#: best candidate must pass is `BASELINE_MARGIN` in log-odds above the `BASELINE_QUANTILE` of theirs (0.9: all but
#: the loudest tenth of its siblings), kept between the model's threshold and `CEILING`. A server whose usage notes
#: read like orders to the model (a CI, a CRM, a desktop shell) is then not flagged throughout, a payload planted in
#: one of its tools still stands out, and a candidate over `CEILING` flags whatever its siblings score (a server
#: poisoned throughout is still caught by its worst). The median and a margin of 4 were chosen on the held-out-quarter
#: folds of rounds 22 to 25 (false positives on real servers the model never saw: 3.2-14.6 % to 1.9-4.8 %). The
#: 0.9 quantile and a margin of 3, on the 14 folds of rounds 18 to 31 (`bench/poisoning_learned.py`): those false
#: positives 3.8 % to 2.3 % on average and 7.0 % to 4.8 % at worst, recall the same (a round held out: 0.893-1.000,
#: mean 0.953); the price is a server with several planted tools, whose payloads raise each other's bar (one more
#: poisoned sibling: mean recall 0.952 to 0.947; four more: 0.936 to 0.893).
BASELINE_TOOLS, BASELINE_QUANTILE, BASELINE_MARGIN, CEILING = 3, 0.9, 3.0, 0.995
#: A second opinion on the rules: a tool whose best candidate the model scores under `VETO` keeps its flagging rule
#: findings as `low` (a reviewer's hint, not a drop) when each is `medium`, or `high` from a sentence rule whose words
#: protective guidance shares (`aggregator.poisoning.GUARDED`: hiding from the user, secrets, the conversation,
#: sending out...). Vendors' guidance ("only use the account number the user typed", "do not paste passwords in
#: chat", "must not disclose") shares an attack's words, and the model, which reads the whole sentence, scores it low.
#: Findings on what it cannot read (hidden characters, styled letters, text past the cut) and the `high` findings of
#: other rules (a download piped to a shell, a homoglyph name...) are never cleared. `medium` only, chosen on the
#: held-out-quarter folds of rounds 21 to 26 (`bench/poisoning_learned.py`): false positives on their blind benign
#: sets fell by 0.8-2.9 points, and one poisoned row of 910 was lost. The guarded `high` findings, added on the folds
#: of rounds 18 to 29 before round thirty was read: blind benign false positives 2.47 % -> 1.88 % of 2,880, no
#: poisoned row of 1,750 lost (a bar of 0.3 for them would have lost two, 0.5 twelve).
VETO = 0.2
_UNREAD_BY_MODEL = frozenset(
    {
        Pattern.UNICODE_TAG,
        Pattern.BIDI_CONTROL,
        Pattern.ZERO_WIDTH,
        Pattern.MIXED_SCRIPT,
        Pattern.CONTROL_CHARACTER,
        Pattern.BLANK_PADDING,
        Pattern.STYLED_LETTERS,
        Pattern.UNREAD_TEXT,
    }
)
#: how much of a sentence a finding quotes (as the rules' findings do)
_SPAN_CHARS = 120
#: how much of one sentence is read (a paragraph with no punctuation is one "sentence")
_MAX_SENTENCE = 1000
#: a cut after sentence punctuation followed by space, or at a line break
_BOUNDARY = re.compile(r"(?<=[.!?:;])\s+|\n+")
#: the vectorizers' settings: they must be those the model was trained with (`bench/poisoning_learned.py`)
WORDS = {"ngram_range": (1, 2), "sublinear_tf": True}
CHARS = {"analyzer": "char_wb", "ngram_range": (3, 5), "sublinear_tf": True}


@dataclass(frozen=True, slots=True)
class Sentence:
    """One sentence of one text of a definition: where it is (`field`, offsets in that text) and what it says."""

    field: str
    start: int
    end: int
    text: str


def sentences(tool: Mapping[str, Any]) -> list[Sentence]:
    """Every sentence of every text the lint reads in a definition (names and schema texts included), in order."""
    out: list[Sentence] = []
    for field, text, _ in texts(tool):
        start = 0
        for cut in [*_BOUNDARY.finditer(text), None]:
            end = cut.start() if cut is not None else len(text)
            piece = text[start:end]
            lead = len(piece) - len(piece.lstrip())
            piece = piece.strip()[:_MAX_SENTENCE]
            if len(piece) >= 3:
                out.append(Sentence(field, start + lead, start + lead + len(piece), piece))
            start = cut.end() if cut is not None else len(text)
    return out


def shared(lists: Sequence[Sequence[Sentence]]) -> frozenset[str]:
    """The sentences at least `BOILERPLATE` of these tools (one server's list) carry: its boilerplate."""
    counts = Counter(text for found in lists for text in {sentence.text for sentence in found})
    return frozenset(text for text, count in counts.items() if count >= BOILERPLATE)


def neighbours(own: Sequence[Sentence]) -> list[tuple[Sentence, Sentence]]:
    """Each two sentences that follow each other in one text of a tool: a payload cut in two by a semicolon or a
    line break is read whole again when the pair is scored."""
    return [(a, b) for a, b in pairwise(own) if a.field == b.field]


def joined(a: Sentence, b: Sentence) -> Sentence:
    """Two neighbouring sentences as one candidate (the span from the first's start to the second's end)."""
    return Sentence(a.field, a.start, b.end, f"{a.text} {b.text}")


def candidates(own: Sequence[Sentence], common: frozenset[str]) -> list[Sentence]:
    """What the classifier scores in one tool: each sentence of at least `MIN_CHARS` and each pair of neighbours,
    leaving out the list's boilerplate (`common`)."""
    singles = [s for s in own if len(s.text) >= MIN_CHARS and s.text not in common]
    pairs = [joined(a, b) for a, b in neighbours(own) if a.text not in common and b.text not in common]
    return singles + pairs


def best(
    tools: Sequence[Mapping[str, Any]], score: Callable[[Sequence[str]], Sequence[float]]
) -> list[tuple[float, Sentence | None]]:
    """Each tool's best-scored candidate (aligned with `tools`, one server's list): (score, sentence or pair), or
    (0, None) when it has none that is not the list's boilerplate. All candidates are scored in one batch."""
    found = [sentences(tool) if isinstance(tool, Mapping) else [] for tool in tools]
    common = shared(found)
    kept = [candidates(own, common) for own in found]
    flat = [s.text for own in kept for s in own]
    scored = iter(score(flat))
    out: list[tuple[float, Sentence | None]] = []
    for own in kept:
        pairs = [(next(scored), s) for s in own]
        out.append(max(pairs, key=lambda pair: pair[0]) if pairs else (0.0, None))
    return out


def _logit(p: float) -> float:
    p = min(max(p, 1e-9), 1.0 - 1e-9)
    return math.log(p / (1.0 - p))


def bars(scores: Sequence[float], threshold: float) -> list[float]:
    """The score each tool of one list must pass (aligned with `scores`, the tools' best scores): the threshold, or
    higher where the list's other tools score high as a rule (see `BASELINE_MARGIN`)."""
    n = len(scores)
    if n - 1 < BASELINE_TOOLS:
        return [threshold] * n
    order = sorted(range(n), key=scores.__getitem__)
    ranked = [scores[i] for i in order]
    place = BASELINE_QUANTILE * (n - 2)  # the quantile's place among the n - 1 others (0 to n - 2)
    low = math.floor(place)
    high, part = min(low + 1, n - 2), place - low

    def other(rank: int, k: int) -> float:  # the k-th lowest score once the one at `rank` is left out
        return ranked[k] if k < rank else ranked[k + 1]

    out = [threshold] * n
    for rank, index in enumerate(order):
        level = other(rank, low) + (other(rank, high) - other(rank, low)) * part
        raised = 1.0 / (1.0 + math.exp(-(_logit(level) + BASELINE_MARGIN)))
        out[index] = max(threshold, min(CEILING, raised))
    return out


def cleared(found: Sequence[Finding], score: float | None) -> list[Finding]:
    """The rules' findings of one tool after the model's second opinion (`VETO`): `score` is its best candidate's
    (None when it has no candidate to read, and then nothing changes)."""
    if score is None or score >= VETO:
        return list(found)
    flagging = [f for f in found if f.severity in FLAGGING]
    if any(
        f.pattern in _UNREAD_BY_MODEL or (f.severity is Severity.HIGH and f.pattern not in GUARDED) for f in flagging
    ):
        return list(found)
    why = f" (the learned layer scores this tool {score:.2f}: kept as a hint)"
    return [replace(f, severity=Severity.LOW, message=f.message + why) if f.severity in FLAGGING else f for f in found]


def findings(tools: Sequence[Mapping[str, Any]], names: Sequence[Any]) -> dict[int, Finding]:
    """Position in one server's list -> its `learned-instructions` finding, for the tools whose best sentence
    scores over the bar of their list (`bars`; `names`: each tool's name as the rules report it)."""
    return judged(tools, names)[0]


def judged(tools: Sequence[Mapping[str, Any]], names: Sequence[Any]) -> tuple[dict[int, Finding], list[float | None]]:
    """`findings`, and each tool's best score (None for a tool with no candidate), for `cleared`."""
    scorer = model()
    out: dict[int, Finding] = {}
    scored = best(tools, scorer.scores)
    limits = bars([score for score, _ in scored], scorer.threshold)
    for index, ((score, sentence), bar) in enumerate(zip(scored, limits, strict=True)):
        if sentence is not None and score > bar:
            name = names[index] if isinstance(names[index], str) else repr(names[index])
            why = f"a learned classifier scores this sentence {score:.3f} (it flags over {bar:.3f} in this list)"
            span = escape(sentence.text)[:_SPAN_CHARS]
            out[index] = Finding(
                Pattern.LEARNED, Severity.MEDIUM, name, escape(sentence.field), sentence.start, sentence.end, span, why
            )
    return out, [score if sentence is not None else None for score, sentence in scored]


def available() -> bool:
    """Whether scikit-learn (the `poisoning-model` extra) is installed."""
    return importlib.util.find_spec("sklearn") is not None


def enabled(setting: bool | None) -> bool:
    """Whether a setting turns the layer on: None (every entry's default) wherever the extra is installed.

    On by default, since the rules alone miss about a quarter of what each blind benchmark round writes anew, and
    their false positives on protective guidance are what the layer's second opinion clears."""
    return available() if setting is None else setting


class LearnedModel:
    """A trained sentence scorer: two TF-IDF vectorizers and a linear model over their features."""

    def __init__(self, arrays: Mapping[str, Any]) -> None:
        from sklearn.feature_extraction.text import TfidfVectorizer

        self.threshold = float(arrays["threshold"])
        self.intercept = float(arrays["intercept"])
        self.coef = arrays["coef"]
        parts = []
        for key, settings in (("words", WORDS), ("chars", CHARS)):
            vocabulary = json.loads(bytes(arrays[key]).decode("utf-8"))
            vectorizer = TfidfVectorizer(vocabulary=vocabulary, **settings)
            vectorizer.idf_ = arrays[f"{key}_idf"]
            parts.append(vectorizer)
        self.vectorizers = tuple(parts)

    @classmethod
    def load(cls, path: Path = MODEL_FILE) -> LearnedModel:
        """The model saved at `path` (no pickle: plain arrays)."""
        import numpy

        with numpy.load(path, allow_pickle=False) as arrays:
            return cls(dict(arrays))

    def scores(self, batch: Sequence[str]) -> list[float]:
        """Each sentence's probability of being planted to steer the model."""
        if not batch:
            return []
        from scipy.sparse import hstack

        features = hstack([vectorizer.transform(batch) for vectorizer in self.vectorizers]).tocsr()
        margins = features @ self.coef + self.intercept
        return [1.0 / (1.0 + math.exp(-min(max(float(m), -50.0), 50.0))) for m in margins]


_loaded: list[LearnedModel] = []
_loading = threading.Lock()


def model() -> LearnedModel:
    """The shipped model, loaded once per process (a second or so: scikit-learn and the arrays)."""
    with _loading:
        if not _loaded:
            if not available():
                raise RuntimeError(f"the learned poisoning layer needs the poisoning-model extra: {INSTALL}")
            _loaded.append(LearnedModel.load())
    return _loaded[0]
