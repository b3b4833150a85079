"""Which resource URIs a subscription to another one covers. No I/O.

`notifications/resources/updated` names "the URI of the resource that has been updated. This might be a
sub-resource of the one that the client actually subscribed to." (2026-07-28 schema, and every revision since
2024-11-05). The spec does not say what a sub-resource is; ours is the hierarchical reading of RFC 3986: the same
scheme and authority, and the subscribed URI's path a prefix of the updated one's at a `/` boundary.
"""

from __future__ import annotations

from urllib.parse import SplitResult, urlsplit

__all__ = ["MAX_CONTAINERS", "containers", "covers"]

#: the enclosing URIs `containers` yields at most (a deep path must not cost one cache drop per segment)
MAX_CONTAINERS = 16


def _split(uri: str) -> SplitResult | None:
    try:
        return urlsplit(uri)
    except ValueError:  # e.g. an unclosed IPv6 bracket: no structure to reason about
        return None


def covers(subscribed: str, updated: str) -> bool:
    """Whether an update of `updated` is news to a subscription to `subscribed`: the same URI, or one beneath it.

    Beneath means the same scheme (any case) and authority, `subscribed` carrying no query or fragment (a query
    names a resource, not a container), and its path a prefix of `updated`'s ending at a `/` (so `file:///a`
    covers `file:///a/b` but not `file:///ab`). A remainder with a `.` or `..` segment is not beneath: it may climb
    back out. A scheme with nothing after it (`file:`) covers nothing but itself; `file:///` covers every file URI.
    """
    if updated == subscribed:
        return True
    sub, upd = _split(subscribed), _split(updated)
    if sub is None or upd is None or not sub.scheme or sub.query or sub.fragment:
        return False
    if not (sub.netloc or sub.path):
        return False
    if (sub.scheme.lower(), sub.netloc) != (upd.scheme.lower(), upd.netloc):
        return False
    base = sub.path if sub.path.endswith("/") else sub.path + "/"
    if not upd.path.startswith(base):
        return False
    return not any(segment in (".", "..") for segment in upd.path[len(base) :].split("/"))


def containers(uri: str) -> list[str]:
    """The URIs a subscription to which `uri`'s update is news for, `uri` aside: its parents at each `/`, nearest
    first, with and without the trailing slash, at most `MAX_CONTAINERS` of them."""
    parsed = _split(uri)
    if parsed is None or not parsed.scheme:
        return []
    # the URI's own spelling up to its path: what a client subscribed with is matched as it wrote it
    bare = uri.split("#", 1)[0].split("?", 1)[0]
    path_at = len(bare) - len(parsed.path)
    if path_at < 0 or bare[path_at:] != parsed.path:
        return []
    found: list[str] = []
    cut = len(bare)
    while len(found) < MAX_CONTAINERS:
        cut = bare.rfind("/", path_at, cut)
        if cut < path_at:
            break
        for candidate in (bare[: cut + 1], bare[:cut]):
            if candidate != uri and candidate not in found and covers(candidate, uri):
                found.append(candidate)
    return found[:MAX_CONTAINERS]
