"""Would a learned sentence classifier, beside the poisoning lint's rules, catch what the rules miss? And the
training of the one that ships (`aggregator/poisoning_model.py`).

Needs scikit-learn (the `poisoning-model` extra; the test extra has it): `.venv/bin/python bench/poisoning_learned.py`
prints the table, `--export aggregator/poisoning_model.npz` trains on every row and writes the shipped model.

Every text the lint reads in a definition (names, descriptions, schema texts at any depth) is cut into sentences by
the shipped code (`poisoning_model.sentences`); each two neighbouring sentences of one text also make a candidate
(`poisoning_model.candidates`). A poisoned variant's *positive* candidates are the sentences its base (the real tool
it was planted in) does not have and the pairs holding one; every candidate of a benign tool is negative. A logistic
regression over TF-IDF word 1-2-grams and character 3-5-grams scores each candidate; a tool scores its best
sentence of at least 25 characters or pair that fewer than three tools of its list share (`poisoning_model.best`),
judged inside its server's whole list as `bench/poisoning.py` judges the rules. A tool is flagged when the rules flag
it (after the classifier's second opinion, `poisoning_model.cleared`) or its score passes its list's bar
(`poisoning_model.bars`: the threshold 0.95, raised where the server's other
tools score high as a rule).

Three measures, all blind for the classifier:

* `cv`: one fold per blind round since round eighteen (`FOLDS`), each holding out the round's poisoned sets, its
  blind benign set and a quarter of the real servers; trained on the rest. The only measure of false positives
  on real servers the model never saw.
* `rounds`: the same folds without the quarter: trained on every real server, as the shipped model is. Holding out
  a quarter of the real servers removes negatives, so the scores run higher than the shipped model's and a
  threshold chosen there is too strict for it (round twenty-five showed it: 0.98, chosen on `cv`, caught 0.900 of
  rounds 21 to 24 in `cv` but 0.857 of round 25 blind). The threshold is chosen here.
* `newest`: trained on everything but the two newest poisoned sets and the newest blind benign set, measured on them.

The history of the settings, each chosen before the sets that then measured it were read: threshold 0.95, C 4,
benign weight 2, the 25 characters and the boilerplate rule on the last two `cv` folds, before `fresh37`/`fresh38`;
the pairs and the threshold 0.98 on `cv` rounds 21 to 24, before `fresh44`/`fresh45`/`benign17`; the threshold
0.95 on `rounds` 22 to 25, before `fresh46`/`fresh47`/`benign18`; the list's bar (`BASELINE_MARGIN` 4, `CEILING`
0.995) on `cv` rounds 22 to 25 after round twenty-six had been measured on the model without it (its sets were not
read, but they are no longer blind for it); the second opinion on the rules (`poisoning_model.VETO` 0.2: a tool
whose rule findings are all medium, scored under it, keeps them as low) on `cv` rounds 21 to 26, after round
twenty-eight had been measured and `benign20` read; guarded `high` findings under the same veto on `cv` rounds 18
to 29, before round thirty was read; the bar over the siblings' 0.9 quantile with a margin of 3
(`BASELINE_QUANTILE`, `BASELINE_MARGIN`) on `cv` and `rounds` 18 to 31, after round thirty-one had been read (so
round thirty-two is its first blind measure).
"""

from __future__ import annotations

import argparse
import json
import sys
import zlib
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import poisoning as bench  # noqa: E402

from aggregator.poisoning import flagged  # noqa: E402
from aggregator.poisoning_model import (  # noqa: E402
    CHARS,
    MIN_CHARS,
    WORDS,
    bars,
    best,
    cleared,
    joined,
    neighbours,
    sentences,
)

THRESHOLD, C, BENIGN_WEIGHT = 0.95, 4.0, 2.0
#: (held-out poisoned sets, held-out blind benign set, held-out quarter of the real servers)
FOLDS = (
    (("fresh60", "fresh61"), "benign30", 3),
    (("fresh58", "fresh59"), "benign28", 1),
    (("fresh56", "fresh57"), "benign26", 2),
    (("fresh54", "fresh55"), "benign24", 0),
    (("fresh52", "fresh53"), "benign21", 3),
    (("fresh50", "fresh51"), "benign20", 1),
    (("fresh48", "fresh49"), "benign19", 2),
    (("fresh46", "fresh47"), "benign18", 0),
    (("fresh44", "fresh45"), "benign17", 3),
    (("fresh42", "fresh43"), "benign16", 2),
    (("fresh39", "fresh40", "fresh41"), "benign15", 1),
    (("fresh37", "fresh38"), "benign14", 0),
    (("fresh35", "fresh36"), "benign13", 0),
    (("fresh33", "fresh34"), "benign12", 1),
    (("fresh31", "fresh32"), "benign11", 2),
    (("fresh29", "fresh30"), "benign10", 3),
)
Scorer = Callable[[Sequence[str]], list[float]]


def rows() -> tuple[list[dict[str, Any]], list[dict[str, Any]], dict[str, list[dict[str, Any]]]]:
    """(poisoned, benign, each server's real list): rows with their sentences, the sentences a variant added to its
    base (`positive`), the rules' verdict (`flagged`) and the list each is judged in (`siblings`, the row last)."""
    benign_rows, poisoned, _ = bench.judge()
    real = bench._servers()  # once: a row's own definition is found among its siblings by identity
    servers = {server: [d for _, d in tools] for server, tools in real.items()}
    named = {server: dict(tools) for server, tools in real.items()}
    benign: list[dict[str, Any]] = []
    for row in benign_rows:
        definition = named[row["server"]][row["name"]]
        others = [d for d in servers[row["server"]] if d is not definition]
        benign.append({**row, "definition": definition, "split": "real", "siblings": [*others, definition]})
    for name in bench.BLIND_BENIGN:
        blind = bench.judge_blind_benign(name)
        for row in blind:
            others = [r["definition"] for r in blind if r["server"] == row["server"] and r is not row]
            benign.append({**row, "siblings": [*others, row["definition"]]})
    for row in poisoned:
        base = named[row["server"]].get(row["base"]) if row.get("base") else None
        known = {s.text for s in sentences(base)} if base is not None else set()
        own = sentences(row["definition"])
        added = {s.text for s in own if s.text not in known}
        row["positive"] = [s.text for s in own if s.text in added and len(s.text) >= MIN_CHARS]
        row["positive"] += [joined(a, b).text for a, b in neighbours(own) if a.text in added or b.text in added]
        others = [d for d in servers[row["server"]] if d is not base]
        row["siblings"] = [*others, row["definition"]]
    for row in benign:
        own = sentences(row["definition"])
        row["sentences"] = [s.text for s in own] + [joined(a, b).text for a, b in neighbours(own)]
    return poisoned, benign, servers


def fit(poisoned: Sequence[dict[str, Any]], benign: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """Train on these rows: the arrays of a model file (see `aggregator.poisoning_model.LearnedModel`)."""
    import numpy
    from scipy.sparse import hstack
    from sklearn.feature_extraction.text import TfidfVectorizer
    from sklearn.linear_model import LogisticRegression

    positive = sorted({s for row in poisoned for s in row["positive"]})
    negative = sorted({s for row in benign for s in row["sentences"]} - set(positive))
    words = TfidfVectorizer(min_df=2, **WORDS)
    chars = TfidfVectorizer(min_df=3, max_features=200_000, **CHARS)
    texts = positive + negative
    matrix = hstack([words.fit_transform(texts), chars.fit_transform(texts)]).tocsr()
    labels = [1] * len(positive) + [0] * len(negative)
    fitted = LogisticRegression(C=C, max_iter=2000, class_weight={0: BENIGN_WEIGHT, 1: 1.0}).fit(matrix, labels)

    def vocabulary(vectorizer: Any) -> Any:
        terms = sorted(vectorizer.vocabulary_, key=vectorizer.vocabulary_.get)
        return numpy.frombuffer(json.dumps(terms, ensure_ascii=False).encode("utf-8"), dtype=numpy.uint8)

    return {
        "words": vocabulary(words),
        "words_idf": words.idf_.astype(numpy.float32),
        "chars": vocabulary(chars),
        "chars_idf": chars.idf_.astype(numpy.float32),
        "coef": fitted.coef_[0].astype(numpy.float32),
        "intercept": numpy.float32(fitted.intercept_[0]),
        "threshold": numpy.float32(THRESHOLD),
    }


def scorer(arrays: dict[str, Any]) -> Scorer:
    """The shipped scoring code over these arrays, remembering each sentence's score (lists repeat sentences)."""
    from aggregator.poisoning_model import LearnedModel

    model, seen = LearnedModel(arrays), dict[str, float]()

    def score(batch: Sequence[str]) -> list[float]:
        fresh = sorted(set(batch) - seen.keys())
        seen.update(zip(fresh, model.scores(fresh), strict=True))
        return [seen[s] for s in batch]

    return score


def flags(row: dict[str, Any], score: Scorer) -> bool:
    """Rules or classifier: the row judged last in its server's list, against its list's bar (`bars`), the rules'
    findings after the classifier's second opinion (`cleared`), as `scan_tools(..., learned=True)` does."""
    scored = best(row["siblings"], score)
    own, sentence = scored[-1]
    if sentence is not None and own > bars([s for s, _ in scored], THRESHOLD)[-1]:
        return True
    return flagged(cleared(row["findings"], own if sentence is not None else None))


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
    score = scorer(fit([r for r in poisoned if r["split"] not in held], [r for r in benign if id(r) not in out_b]))
    both_p = [flags(r, score) for r in test_p]
    both_b = [flags(r, score) for r in test_b]
    real = [i for i, r in enumerate(test_b) if r["split"] == "real"]
    blind = [i for i, r in enumerate(test_b) if r["split"] != "real"]

    def rate(marks: Sequence[bool], idx: Sequence[int]) -> str:
        return f"{sum(marks[i] for i in idx) / len(idx):.1%}" if idx else "-"

    rules_b = [bool(r["flagged"]) for r in test_b]
    return {
        "held": "+".join(held) + ("" if quarter is None else f", real quarter {quarter}"),
        "rules_recall": sum(r["flagged"] for r in test_p) / len(test_p),
        "recall": sum(both_p) / len(test_p),
        "rules_fp_real": rate(rules_b, real),
        "fp_real": rate(both_b, real),
        "rules_fp_blind": rate(rules_b, blind),
        "fp_blind": rate(both_b, blind),
        "benign_set": benign_set or "-",
    }


def main(argv: Sequence[str] | None = None) -> int:
    """Print the table of each measure; `--export FILE` trains on every row and writes the model file."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--only", choices=("cv", "rounds", "newest"), help="one of the three measures")
    parser.add_argument("--export", type=Path, metavar="FILE", help="train on everything and write the model here")
    args = parser.parse_args(argv)
    poisoned, benign, _ = rows()
    if args.export:
        import numpy

        numpy.savez_compressed(args.export, **fit(poisoned, benign))
        print(f"wrote {args.export} ({args.export.stat().st_size:,} bytes)")
        return 0
    results = []
    if args.only in (None, "cv"):
        results += [measure(poisoned, benign, held, benign_set, quarter) for held, benign_set, quarter in FOLDS]
    if args.only in (None, "rounds"):
        results += [measure(poisoned, benign, held, benign_set, None) for held, benign_set, _ in FOLDS]
    if args.only in (None, "newest"):
        results.append(measure(poisoned, benign, bench.TARGET_SPLITS, bench.BLIND_BENIGN[-1], None))
    print(
        "| held out | recall, rules | recall, rules or learned | FP real held out, rules | and learned "
        "| FP blind benign set | rules | and learned |"
    )
    print("|---|---:|---:|---:|---:|---|---:|---:|")
    for r in results:
        print(
            f"| {r['held']} | {r['rules_recall']:.3f} | {r['recall']:.3f} | {r['rules_fp_real']} "
            f"| {r['fp_real']} | {r['benign_set']} | {r['rules_fp_blind']} | {r['fp_blind']} |"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
