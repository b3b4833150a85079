"""Where the constants of `aggregator/search.py` come from: a grid over them, scored on the `dev` split only.

Each setting is scored by the mean of recall@5 and MRR@10 over the dev tasks of bench/retrieval_data (or the own
dev set with `--own`). The held-out tasks are never loaded here. Prints the best settings, best first.

    .venv/bin/python bench/retrieval_sweep.py              # lexical constants
    .venv/bin/python bench/retrieval_sweep.py --dense      # the fusion's constants, lexical ones as they are
"""

from __future__ import annotations

import argparse
import itertools
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import retrieval

LEXICAL: dict[str, Sequence[Any]] = {
    "NAME_WEIGHT": (2, 3, 4),
    "TITLE_WEIGHT": (2,),  # few tools have a title: not measurable here
    "SERVER_WEIGHT": (1, 2, 3),
    "PARAMETER_WEIGHT": (0, 1),
    "BM25_K1": (1.5, 2.0, 3.0),
    "BM25_B": (0.75, 0.9, 1.0),
}
DENSE: dict[str, Sequence[Any]] = {
    "DENSE_WORDS": (8, 12, 16, 24, 48, 96),  # read when a tool is embedded: one index per value
    "DENSE_WEIGHT": (0.5, 0.75, 1.0, 1.5),
    "DENSE_FLOOR": (0.0, 0.1, 0.15, 0.2, 0.3),
    "FUSION_K": (5, 10, 30, 60),
}


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--own", action="store_true", help="use the small hand-written dev set")
    parser.add_argument("--data", type=Path, default=retrieval.DATA, help="the labelled set's folder")
    parser.add_argument("--dense", action="store_true", help="sweep the fusion's constants instead")
    parser.add_argument("--top", type=int, default=15)
    args = parser.parse_args(argv)
    tools, tasks, source = retrieval.load(args.own, args.data)
    dev = [task for task in tasks if task["split"] == "dev"]  # never the held-out part
    grid = DENSE if args.dense else LEXICAL
    base = retrieval.quality(retrieval.baseline(tools), dev)
    scored = []
    indexes: dict[Any, Any] = {}
    for values in itertools.product(*grid.values()):
        setting = dict(zip(grid, values, strict=True))
        with retrieval.patched(**setting):
            if not args.dense:
                q = retrieval.quality(retrieval.ours(tools), dev)
            else:
                words = setting["DENSE_WORDS"]
                if words not in indexes:
                    indexes[words] = retrieval.index_of(tools, dense=True)
                index = indexes[words]
                q = retrieval.quality(lambda query, k, index=index: [h.name for h in index.search(query, k)], dev)
        scored.append(((q["recall@5"] + q["mrr@10"]) / 2, q, setting))
    scored.sort(key=lambda item: -item[0])
    print(f"{source}: {len(dev)} dev tasks; baseline recall@5 {base['recall@5']:.3f}, MRR@10 {base['mrr@10']:.3f}")
    for score, q, setting in scored[: args.top]:
        print(f"{score:.3f}  recall@5 {q['recall@5']:.3f}  MRR@10 {q['mrr@10']:.3f}  {setting}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
