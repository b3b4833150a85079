"""How well the poisoning lint (`aggregator/poisoning.py`) tells poisoned tool definitions from real ones.

Data: `bench/poisoning_data/` (its README says how each file was made): `benign.jsonl` names every real tool of
`bench/retrieval_data/tools.jsonl` (1,611 tools of 71 servers, listed live; all taken as benign), with its split and
whether it is a hard case (it mentions files, URLs, secrets, e-mail, history...); `poisoned.jsonl` holds the first
variants written after published attacks (`dev`, `heldout`), each planted in a real server's list (replacing the
tool it changes, or added to it); `fresh.jsonl` to `fresh59.jsonl` hold more, each written blind (by someone who
never read the lint, its tests or the other rows), measured once on the lint of its day, and only then read for the
next round. `benign2.jsonl` to `benign29.jsonl` are benign tools of 24 servers each that are not in the main set,
also written blind: `benign2` hard and security-minded, `benign3` to `benign13` everyday.
Every tool is judged inside its server's whole list, as the catalog would (the long-description outlier compares a
description with its siblings'). A tool is *flagged* when it has a `high` or `medium` finding (`poisoning.flagged`:
what `"poisoning": "block"` drops); `low` findings are counted apart.

Figures per split: recall on the poisoned variants, false-positive rate on the benign tools (and on the hard ones),
precision at this mix, and recall per attack family; false positives on each blind benign set. The targets of issue
16 are judged on the newest round's blind sets together (`TARGET_SPLITS`, the row `newest`): recall >= 0.9, false
positives <= 5 % of the real tools and of the newest blind benign set. A blind split is weighed against every real
tool, having no benign half of its own. Once a set has been read, its figure here is no longer blind: the README
table keeps each set's blind figure, taken before it was read.

    .venv/bin/python bench/poisoning.py                 # tables + RESULT line
    .venv/bin/python bench/poisoning.py --show fresh36  # also each miss of that split, and every false positive
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter, defaultdict
from collections.abc import Sequence
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))

from _common import Figure, Report  # noqa: E402

from aggregator.poisoning import Finding, flagged, scan_tools  # noqa: E402

DATA = HERE / "poisoning_data"
TOOLS = HERE / "retrieval_data" / "tools.jsonl"
#: the poisoned variants' files, oldest first, and the splits they hold (`poisoned.jsonl`: dev and heldout)
FILES = (
    "poisoned.jsonl",
    "fresh.jsonl",
    "fresh2.jsonl",
    "fresh3.jsonl",
    "fresh4.jsonl",
    "fresh5.jsonl",
    "fresh6.jsonl",
    "fresh7.jsonl",
    "fresh8.jsonl",
    "fresh9.jsonl",
    "fresh10.jsonl",
    "fresh11.jsonl",
    "fresh12.jsonl",
    "fresh13.jsonl",
    "fresh14.jsonl",
    "fresh15.jsonl",
    "fresh16.jsonl",
    "fresh17.jsonl",
    "fresh18.jsonl",
    "fresh19.jsonl",
    "fresh20.jsonl",
    "fresh21.jsonl",
    "fresh22.jsonl",
    "fresh23.jsonl",
    "fresh24.jsonl",
    "fresh25.jsonl",
    "fresh26.jsonl",
    "fresh27.jsonl",
    "fresh28.jsonl",
    "fresh29.jsonl",
    "fresh30.jsonl",
    "fresh31.jsonl",
    "fresh32.jsonl",
    "fresh33.jsonl",
    "fresh34.jsonl",
    "fresh35.jsonl",
    "fresh36.jsonl",
    "fresh37.jsonl",
    "fresh38.jsonl",
    "fresh39.jsonl",
    "fresh40.jsonl",
    "fresh41.jsonl",
    "fresh42.jsonl",
    "fresh43.jsonl",
    "fresh44.jsonl",
    "fresh45.jsonl",
    "fresh46.jsonl",
    "fresh47.jsonl",
    "fresh48.jsonl",
    "fresh49.jsonl",
    "fresh50.jsonl",
    "fresh51.jsonl",
    "fresh52.jsonl",
    "fresh53.jsonl",
    "fresh54.jsonl",
    "fresh55.jsonl",
    "fresh56.jsonl",
    "fresh57.jsonl",
    "fresh58.jsonl",
    "fresh59.jsonl",
    "fresh60.jsonl",
    "fresh61.jsonl",
)
BLIND = tuple(f"fresh{n}" if n > 1 else "fresh" for n in range(1, 62))
#: the splits the targets are judged on, together ("newest"): the last round's blind sets (two in round thirty-three),
#: written after the lint by people who never read it
TARGET_SPLITS = BLIND[-2:]
SPLITS = ("dev", "heldout", *BLIND, "newest", "all")
TARGET_RECALL, TARGET_FPR = 0.9, 0.05


def _jsonl(path: Path) -> list[dict[str, Any]]:
    # split on "\n" only: `splitlines` also splits inside strings holding U+2028 or U+0085, which some rows do
    return [json.loads(line) for line in path.read_text(encoding="utf-8").split("\n") if line.strip()]


def _servers() -> dict[str, list[tuple[str, dict[str, Any]]]]:
    """Each server's real tools, in list order: (name, definition)."""
    out: dict[str, list[tuple[str, dict[str, Any]]]] = defaultdict(list)
    for row in _jsonl(TOOLS):
        out[row["server"]].append((row["name"], row["definition"]))
    return out


def judge(*, learned: bool = False) -> tuple[list[dict[str, Any]], list[dict[str, Any]], float]:
    """(benign rows, poisoned rows), each with its `findings` and `flagged`, and the seconds the scans took."""
    servers = _servers()
    benign = {row["id"]: row for row in _jsonl(DATA / "benign.jsonl")}
    poisoned = [row for name in FILES for row in _jsonl(DATA / name)]
    started = time.perf_counter()
    for server, tools in servers.items():
        for (name, _), findings in zip(
            tools, scan_tools([definition for _, definition in tools], learned=learned), strict=True
        ):
            row = benign.get(f"{server}/{name}")
            if row is not None:
                row["findings"], row["flagged"] = findings, flagged(findings)
    for variant in poisoned:
        tools = [definition for name, definition in servers[variant["server"]] if name != variant["base"]]
        tools.append(variant["definition"])
        findings = scan_tools(tools, learned=learned)[-1]
        variant["findings"], variant["flagged"] = findings, flagged(findings)
    took = time.perf_counter() - started
    return list(benign.values()), poisoned, took


#: benign tools of servers not in the main set, each written blind; the newest is the one the target is judged on
BLIND_BENIGN = (
    "benign2",
    "benign3",
    "benign4",
    "benign5",
    "benign6",
    "benign7",
    "benign8",
    "benign9",
    "benign10",
    "benign11",
    "benign12",
    "benign13",
    "benign14",
    "benign15",
    "benign16",
    "benign17",
    "benign18",
    "benign19",
    "benign20",
    "benign21",
    "benign22",
    "benign23",
    "benign24",
    "benign25",
    "benign26",
    "benign27",
    "benign28",
    "benign29",
    "benign30",
    "benign31",
)


def judge_blind_benign(name: str, *, learned: bool = False) -> list[dict[str, Any]]:
    """One blind benign set (`benign2.jsonl`: hard, security-minded; `benign3.jsonl`: everyday), 24 servers of 10
    tools each, none in the main set: each server judged whole."""
    path = DATA / f"{name}.jsonl"
    rows = _jsonl(path) if path.exists() else []
    by_server: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for row in rows:
        by_server[row["server"]].append(row)
    for group in by_server.values():
        for row, findings in zip(group, scan_tools([row["definition"] for row in group], learned=learned), strict=True):
            row["findings"], row["flagged"] = findings, flagged(findings)
    return rows


def _in(rows: list[dict[str, Any]], split: str) -> list[dict[str, Any]]:
    if split == "newest":
        return [row for row in rows if row["split"] in TARGET_SPLITS]
    return [row for row in rows if split == "all" or row["split"] == split]


def _benign_of(benign: list[dict[str, Any]], split: str) -> list[dict[str, Any]]:
    """The real tools a split's variants are weighed against: a blind split has no benign half, so all of them."""
    return _in(benign, "all" if split in (*BLIND, "newest") else split)


def metrics(benign: list[dict[str, Any]], poisoned: list[dict[str, Any]], split: str) -> dict[str, Any]:
    """Recall, false-positive rate (all benign, hard benign), precision and counts for one split."""
    good, bad = _benign_of(benign, split), _in(poisoned, split)
    hard = [row for row in good if row["hard"]]
    caught = sum(row["flagged"] for row in bad)
    false = sum(row["flagged"] for row in good)
    return {
        "poisoned": len(bad),
        "benign": len(good),
        "hard": len(hard),
        "caught": caught,
        "false_positives": false,
        "hard_false_positives": sum(row["flagged"] for row in hard),
        "recall": caught / len(bad) if bad else 0.0,
        "fpr": false / len(good) if good else 0.0,
        "hard_fpr": sum(row["flagged"] for row in hard) / len(hard) if hard else 0.0,
        "precision": caught / (caught + false) if caught + false else 0.0,
        "low_signals": sum(1 for row in good for f in row["findings"] if not flagged([f])),
    }


def _show(rows: list[dict[str, Any]], title: str) -> None:
    print(f"\n{title} ({len(rows)})")
    for row in rows:
        findings: Sequence[Finding] = row["findings"]
        shown = "; ".join(f"{f.pattern}/{f.severity} {f.field}: {f.span[:90]!r}" for f in findings) or "(nothing)"
        print(f"  {row['id']}: {shown}")


def main(argv: Sequence[str] | None = None) -> int:
    """Print the tables and the RESULT line; exit 1 when a target is missed on the blind split."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--show", choices=SPLITS[:-1], help="list the misses and false positives of a split")
    parser.add_argument(
        "--learned",
        action="store_true",
        help="the rules and the shipped learned layer (aggregator/poisoning_model.py; needs scikit-learn)",
    )
    args = parser.parse_args(argv)
    benign, poisoned, took = judge(learned=args.learned)
    results = {split: metrics(benign, poisoned, split) for split in SPLITS}
    print("| split | poisoned | caught | recall | benign | false positives | FP rate | hard benign FP | precision |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    for split, m in results.items():
        print(
            f"| {split} | {m['poisoned']} | {m['caught']} | {m['recall']:.3f} | {m['benign']} | "
            f"{m['false_positives']} | {100 * m['fpr']:.2f} % | {m['hard_false_positives']}/{m['hard']} | "
            f"{m['precision']:.3f} |"
        )
    families: dict[str, Counter[str]] = defaultdict(Counter)
    for row in poisoned:
        families[row["family"]][f"n {row['split']}"] += 1
        families[row["family"]][row["split"]] += row["flagged"]
    columns = [split for split in SPLITS if split not in ("newest", "all")]
    print(f"\n| attack family | {' | '.join(s + ' caught' for s in columns)} |\n|---|{'---:|' * len(columns)}")
    for family, count in families.items():
        cells = [f"{count[s]}/{count[f'n {s}']}" if count[f"n {s}"] else "-" for s in columns]
        print(f"| {family} | {' | '.join(cells)} |")
    patterns = Counter(f.pattern.value for row in benign for f in row["findings"])
    print(f"\nfindings on the benign set, by pattern (low ones never flag): {dict(patterns.most_common())}")
    print(f"scanned {len(benign) + len(poisoned)} tools in {took * 1e3:.0f} ms")
    extra_benign = {name: judge_blind_benign(name, learned=args.learned) for name in BLIND_BENIGN}
    for name, rows in extra_benign.items():
        if rows:
            hits = sum(row["flagged"] for row in rows)
            print(
                f"benign set {name} ({len(rows)} tools of new servers, written blind): {hits} flagged "
                f"({100 * hits / len(rows):.2f} %)"
            )
    blind_benign = extra_benign[BLIND_BENIGN[-1]]
    blind_fp = sum(row["flagged"] for row in blind_benign)
    if args.show:
        _show([row for row in _in(poisoned, args.show) if not row["flagged"]], f"missed ({args.show})")
        _show([row for row in _benign_of(benign, args.show) if row["flagged"]], f"false positives ({args.show})")
        for name, rows in extra_benign.items():
            _show([row for row in rows if row["flagged"]], f"false positives ({name})")
    held = results["newest"]
    report = Report("poisoning", extra={split: {k: v for k, v in m.items()} for split, m in results.items()})
    # the shipped model is retrained on every set once a round is measured: with it, the newest sets may be in its
    # training, and the figure is then no blind one (the README keeps each taken before, on the model of its day)
    named = "recall with the learned layer, blind only if its model predates them" if args.learned else "blind recall"
    recall = report.add(
        Figure(
            f"{named} ({' + '.join(TARGET_SPLITS)})",
            round(held["recall"], 3),
            "",
            f">= {TARGET_RECALL}",
            None if args.learned else held["recall"] >= TARGET_RECALL,
            f"{held['caught']}/{held['poisoned']} poisoned variants flagged",
        )
    )
    fpr = report.add(
        Figure(
            "false positives",
            round(100 * held["fpr"], 2),
            "%",
            f"<= {100 * TARGET_FPR:g} %",
            held["fpr"] <= TARGET_FPR,
            f"{held['false_positives']}/{held['benign']} real tools flagged",
        )
    )
    blind_rate = blind_fp / len(blind_benign) if blind_benign else 0.0
    fpr_blind = report.add(
        Figure(
            f"false positives, blind benign set ({BLIND_BENIGN[-1]})",
            round(100 * blind_rate, 2),
            "%",
            f"<= {100 * TARGET_FPR:g} %",
            blind_rate <= TARGET_FPR if blind_benign else None,
            f"{blind_fp}/{len(blind_benign)} benign tools of new servers flagged",
        )
    )
    report.add(
        Figure(
            "blind precision",
            round(held["precision"], 3),
            "",
            "reported",
            None,
            f"at {held['poisoned']} poisoned : {held['benign']} benign",
        )
    )
    report.emit()
    return 0 if recall.passed and fpr.passed and fpr_blind.passed is not False else 1


if __name__ == "__main__":
    sys.exit(main())
