"""What a schema's `$ref`s name, judged at list time without fetching anything.

A same-document pointer to nothing makes the schema invalid; references that multiply the work of validation
put it over budget; a reference outside the schema (and outside the bundled meta-schemas) would need the
network, so the schema is kept but not validated.
"""

from __future__ import annotations

from typing import Any
from urllib.parse import unquote, urldefrag, urljoin

from jsonschema.protocols import Validator
from jsonschema_specifications import REGISTRY as _META_REGISTRY

from aggregator.protocol.numbers import parse_int
from aggregator.validation.keywords import _REF_KEYWORDS, _children
from aggregator.validation.shape import _Shape


def _dangling_pointers(root: dict[str, Any], shape: _Shape) -> list[str]:
    """Same-document JSON-pointer `$ref`s that point at nothing: the schema is broken, not merely remote."""
    root_base = shape.root
    problems = []
    for base, ref, where in shape.refs:
        document, fragment = urldefrag(urljoin(base, ref))
        same_document = document == root_base and base == root_base
        if same_document and fragment.startswith("/") and not _resolves(root, fragment):
            problems.append(f"$ref {ref!r} at {where} points at nothing in the schema")
    return problems


_MISSING = object()


def _resolves(root: Any, fragment: str) -> bool:
    return _pointed(root, fragment) is not _MISSING


def _pointed(node: Any, fragment: str) -> Any:
    """What a JSON Pointer fragment (`/a/0/b`, percent-encoded) points at in `node`; `_MISSING` if nothing."""
    for token in unquote(fragment).split("/")[1:]:
        token = token.replace("~1", "/").replace("~0", "~")
        if isinstance(node, dict) and token in node:
            node = node[token]
        elif isinstance(node, list) and (index := parse_int(token, maximum=len(node) - 1)) is not None:
            node = node[index]
        else:
            return _MISSING
    return node


def _expanded_size(root: dict[str, Any], cls: type[Validator], limit: int) -> int:
    """How many subschemas validating one value can visit, same-document `$ref`s followed (capped at limit + 1).

    A reference is counted as the whole subschema it names, each time it is named; a reference back into
    a subschema being counted (recursion, which only the value's own depth can drive) counts as one.
    """
    edges = _schema_graph(root, cls)
    sizes: dict[int, int] = {}
    started: set[int] = set()
    stack: list[tuple[Any, bool]] = [(root, False)]
    while stack:
        node, done = stack.pop()
        key = id(node)
        if done:
            started.discard(key)
            sizes[key] = min(limit + 1, 1 + sum(sizes.get(id(target), 1) for target in edges.get(key, ())))
            if sizes[key] > limit:
                return sizes[key]
            continue
        if key in sizes or key in started:
            continue
        started.add(key)
        stack.append((node, True))
        stack.extend((target, False) for target in edges.get(key, ()) if id(target) not in sizes)
    return sizes.get(id(root), 1)


def _schema_graph(root: dict[str, Any], cls: type[Validator]) -> dict[int, list[Any]]:
    """Every subschema (by id) -> the subschemas validation descends into: its children and what its $refs name."""
    # every validator class jsonschema creates has ID_OF; the stubs' Validator protocol leaves it out
    root_base = urldefrag(cls.ID_OF(root) or "")[0]  # type: ignore[attr-defined]
    documents: dict[str, Any] = {root_base: root}
    anchors: dict[tuple[str, str], Any] = {}
    nodes: list[tuple[Any, str]] = []
    stack: list[tuple[Any, str]] = [(root, root_base)]
    while stack:
        node, base = stack.pop()
        if not isinstance(node, dict):
            continue
        node_id = cls.ID_OF(node)  # type: ignore[attr-defined]
        if isinstance(node_id, str) and node is not root:
            base = urljoin(base, node_id)
            document, fragment = urldefrag(base)
            if fragment:  # draft-07 style plain-name id: an anchor, not a new document
                anchors[(document, fragment)] = node
            else:
                documents[document] = node
            base = document
        for keyword in ("$anchor", "$dynamicAnchor"):
            if isinstance(node.get(keyword), str):
                anchors[(base, node[keyword])] = node
        nodes.append((node, base))
        stack.extend((child, base) for child, _ in _children(node, ""))
    edges: dict[int, list[Any]] = {}
    for node, base in nodes:
        targets = [child for child, _ in _children(node, "")]
        for keyword in _REF_KEYWORDS:
            ref = node.get(keyword)
            if isinstance(ref, str):
                document, fragment = urldefrag(urljoin(base, ref))
                target = _target(documents.get(document), fragment, anchors.get((document, fragment)))
                if target is not None:
                    targets.append(target)
        edges[id(node)] = targets
    return edges


def _target(document: Any, fragment: str, anchor: Any) -> Any:
    if document is None or not fragment:
        return document
    if not fragment.startswith("/"):
        return anchor
    node = _pointed(document, fragment)
    return None if node is _MISSING else node


def _external_refs(shape: _Shape) -> list[str]:
    problems = []
    for base, ref, where in shape.refs:
        document = urldefrag(urljoin(base, ref))[0]
        # the bundled meta-schemas are local copies, so a reference to one is not a fetch
        if document not in shape.documents and document not in _META_REGISTRY:
            problems.append(
                f"network $ref {ref!r} at {where} is not fetched: only references inside the schema are followed"
            )
    return problems
