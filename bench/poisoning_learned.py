"""Would a learned sentence classifier, beside the poisoning lint's rules, catch what the rules miss?

An experiment, not a shipped feature: it needs scikit-learn, which the project does not depend on
(`.venv/bin/pip install scikit-learn`, then `.venv/bin/python bench/poisoning_learned.py`).

Every text of a definition (descriptions, titles, property names, enum values, defaults, examples, at any depth) is
cut into sentences. A poisoned variant's *positive* sentences are those its base (the real tool it was planted in)
does not have; every sentence of a benign tool is negative. A logistic regression over TF-IDF word 1-2-grams and
character 3-5-grams scores each sentence of at least 25 characters; a tool scores its best sentence, leaving out
sentences shared by three or more tools of its server (a server's boilerplate, such as a deprecation notice on
every tool). A tool is flagged when the rules flag it or its score passes the threshold.

Two measures, both blind for the classifier:

* `cv`: four folds, each holding out a blind round's two poisoned sets, that round's blind benign set and a quarter
  of the real servers; trained on the rest. The settings below (threshold 0.95, C 4, benign weight 2, the 25
  characters, the boilerplate rule) were chosen on the first two folds, before `fresh37`/`fresh38` were read.
* `newest`: trained on everything but the two newest poisoned sets, measured on them once (the figure of the
  README was taken that way, before those sets were read).
"""

from __future__ import annotations

import argparse
import re
import sys
import zlib
from collections import Counter
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import poisoning as bench  # noqa: E402

#: cut after sentence punctuation or at a line break
_SENTENCE = re.compile(r"(?<=[.!?:;])\s+|\n+")
#: keys whose values say nothing a model reads as prose
_SKIPPED = frozenset({"$schema", "type", "required", "additionalProperties"})
_CONTAINERS = frozenset({"properties", "inputSchema", "outputSchema", "annotations", "items"})
MIN_CHARS, BOILERPLATE, THRESHOLD, C, BENIGN_WEIGHT = 25, 3, 0.95, 4.0, 2.0
#: (held-out poisoned sets, held-out blind benign set, held-out quarter of the real servers)
FOLDS = (
    (("fresh35", "fresh36"), "benign13", 0),
    (("fresh33", "fresh34"), "benign12", 1),
    (("fresh31", "fresh32"), "benign11", 2),
    (("fresh29", "fresh30"), "benign10", 3),
)


def _texts(node: Any, out: list[str]) -> list[str]:
    if isinstance(node, str):
        out.append(node)
    elif isinstance(node, dict):
        for key, value in node.items():
            if key in _SKIPPED:
                continue
            if isinstance(value, dict) and key not in _CONTAINERS:
                out.append(key)  # a property's name is text the model reads
            _texts(value, out)
    elif isinstance(node, list):
        for value in node:
            _texts(value, out)
    return out


def sentences(definition: Any) -> list[str]:
    """Every sentence of every text of a definition, in order."""
    return [s.strip()[:1000] for text in _texts(definition, []) for s in _SENTENCE.split(text) if len(s.strip()) >= 3]


def rows() -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """(poisoned, benign) rows with their sentences, positive sentences and the rules' verdict."""
    benign_rows, poisoned, _ = bench.judge()
    real = {(server, name): d for server, tools in bench._servers().items() for name, d in tools}
    benign: list[dict[str, Any]] = []
    for row in benign_rows:
        benign.append({**row, "definition": real[(row["server"], row["name"])], "split": "real"})
    for name in bench.BLIND_BENIGN:
        benign.extend(bench.judge_blind_benign(name))
    for row in poisoned:
        base = real.get((row["server"], row["base"])) if row.get("base") else None
        known = set(sentences(base)) if base is not None else set()
        row["sentences"] = sentences(row["definition"])
        row["positive"] = [s for s in row["sentences"] if s not in known]
    for row in benign:
        row["sentences"] = sentences(row["definition"])
    return poisoned, benign


def train(poisoned: Sequence[dict[str, Any]], benign: Sequence[dict[str, Any]]) -> Callable[[list[str]], Any]:
    """A sentence scorer trained on these rows: sentences -> probabilities of being a planted payload."""
    from scipy.sparse import hstack
    from sklearn.feature_extraction.text import TfidfVectorizer
    from sklearn.linear_model import LogisticRegression

    positive = [s for row in poisoned for s in row["positive"] if len(s) >= MIN_CHARS]
    negative = sorted({s for row in benign for s in row["sentences"]})
    words = TfidfVectorizer(ngram_range=(1, 2), min_df=2, sublinear_tf=True)
    chars = TfidfVectorizer(analyzer="char_wb", ngram_range=(3, 5), min_df=3, sublinear_tf=True, max_features=200_000)
    texts = positive + negative
    matrix = hstack([words.fit_transform(texts), chars.fit_transform(texts)]).tocsr()
    labels = [1] * len(positive) + [0] * len(negative)
    model = LogisticRegression(C=C, max_iter=2000, class_weight={0: BENIGN_WEIGHT, 1: 1.0}).fit(matrix, labels)

    def score(batch: list[str]) -> Any:
        return model.predict_proba(hstack([words.transform(batch), chars.transform(batch)]).tocsr())[:, 1]

    return score


def tool_score(row: dict[str, Any], score: Callable[[list[str]], Any], shared: Counter[tuple[str, str]]) -> float:
    """A tool's best sentence, leaving out short ones and its server's boilerplate."""
    kept = [s for s in row["sentences"] if len(s) >= MIN_CHARS and shared[(row["server"], s)] < BOILERPLATE]
    return float(max(score(kept))) if kept else 0.0


def _quarter(row: dict[str, Any]) -> int | None:
    return zlib.crc32(row["server"].encode()) % 4 if row["split"] == "real" else None


def measure(
    poisoned: list[dict[str, Any]],
    benign: list[dict[str, Any]],
    held: Sequence[str],
    benign_set: str | None,
    quarter: int | None,
) -> dict[str, Any]:
    """Train without the held-out rows, then recall and false positives (rules alone, rules or classifier)."""
    test_p = [r for r in poisoned if r["split"] in held]
    test_b = [r for r in benign if r["split"] == benign_set or (quarter is not None and _quarter(r) == quarter)]
    out_b = {id(r) for r in test_b}
    score = train([r for r in poisoned if r["split"] not in held], [r for r in benign if id(r) not in out_b])
    shared = Counter((r["server"], s) for r in benign for s in set(r["sentences"]))
    both_p = [r["flagged"] or tool_score(r, score, shared) > THRESHOLD for r in test_p]
    both_b = [r["flagged"] or tool_score(r, score, shared) > THRESHOLD for r in test_b]
    real = [i for i, r in enumerate(test_b) if r["split"] == "real"]
    blind = [i for i, r in enumerate(test_b) if r["split"] != "real"]

    def rate(flags: Sequence[bool], idx: Sequence[int]) -> float:
        return sum(flags[i] for i in idx) / len(idx) if idx else 0.0

    rules_b = [r["flagged"] for r in test_b]
    return {
        "held": "+".join(held),
        "rules_recall": sum(r["flagged"] for r in test_p) / len(test_p),
        "recall": sum(both_p) / len(test_p),
        "rules_fp_real": rate(rules_b, real),
        "fp_real": rate(both_b, real),
        "rules_fp_blind": rate(rules_b, blind),
        "fp_blind": rate(both_b, blind),
        "benign_set": benign_set or "-",
    }


def main(argv: Sequence[str] | None = None) -> int:
    """Print the table of each measure."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--only", choices=("cv", "newest"), help="one of the two measures")
    args = parser.parse_args(argv)
    poisoned, benign = rows()
    results = []
    if args.only in (None, "cv"):
        results += [measure(poisoned, benign, held, benign_set, quarter) for held, benign_set, quarter in FOLDS]
    if args.only in (None, "newest"):
        results.append(measure(poisoned, benign, bench.TARGET_SPLITS, bench.BLIND_BENIGN[-1], None))
    print(
        "| held out | recall, rules | recall, rules or learned | FP real (held-out quarter), rules | and learned "
        "| FP blind benign set | rules | and learned |"
    )
    print("|---|---:|---:|---:|---:|---|---:|---:|")
    for r in results:
        print(
            f"| {r['held']} | {r['rules_recall']:.3f} | {r['recall']:.3f} | {r['rules_fp_real']:.1%} "
            f"| {r['fp_real']:.1%} | {r['benign_set']} | {r['rules_fp_blind']:.1%} | {r['fp_blind']:.1%} |"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
