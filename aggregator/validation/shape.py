"""The full walk of a schema at list time: its depth, its size, and the `$ref`s and `$id` resources it meets.

Only the schemas the quick survey cannot decide get here (see `verdict._classify`). The budget problems are
read off the same walk, and `refs` judges the references it collected.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any
from urllib.parse import urldefrag, urljoin

from jsonschema.protocols import Validator

from aggregator.validation.keywords import _REF_KEYWORDS, _children


@dataclass(frozen=True, slots=True)
class _Shape:
    depth: int
    count: int
    complete: bool  # False when the walk stopped at the subschema budget
    refs: tuple[tuple[str, str, str], ...]  # (base URI, reference, JSON pointer of the keyword)
    documents: frozenset[str]  # URIs of the resources the schema itself defines
    root: str = ""  # the root's own base URI ("" without an $id)


def _walk(root: dict[str, Any], cls: type[Validator], max_subschemas: int) -> _Shape:
    # Iterative on purpose: the schema comes from an untrusted server and may be nested absurdly deep.
    # every validator class jsonschema creates has ID_OF; the stubs' Validator protocol leaves it out
    root_base = urldefrag(cls.ID_OF(root) or "")[0]  # type: ignore[attr-defined]
    documents = {root_base}
    refs: list[tuple[str, str, str]] = []
    depth = count = 0
    stack: list[tuple[Any, int, str, str]] = [(root, 0, root_base, "")]
    while stack:
        node, level, base, pointer = stack.pop()
        count += 1
        if count > max_subschemas:
            return _Shape(depth, count, False, tuple(refs), frozenset(documents), root_base)
        depth = max(depth, level)
        if not isinstance(node, dict):
            continue
        node_id = cls.ID_OF(node)  # type: ignore[attr-defined]
        if isinstance(node_id, str) and node is not root:
            base = urljoin(base, node_id)
            documents.add(urldefrag(base)[0])
        refs.extend((base, node[k], f"{pointer}/{k}") for k in _REF_KEYWORDS if isinstance(node.get(k), str))
        stack.extend((child, level + 1, base, where) for child, where in _children(node, pointer))
    return _Shape(depth, count, True, tuple(refs), frozenset(documents), root_base)


def _budget_problems(shape: _Shape, max_depth: int, max_subschemas: int) -> list[str]:
    problems = []
    if shape.depth > max_depth:
        problems.append(f"schema too complex: depth {shape.depth} > {max_depth}")
    if not shape.complete:
        problems.append(f"schema too complex: more than {max_subschemas} subschemas")
    return problems
