"""Protocol revisions and the two eras. No I/O."""

from __future__ import annotations

from enum import StrEnum

__all__ = [
    "LATEST_LEGACY",
    "LATEST_MODERN",
    "LEGACY_VERSIONS",
    "MODERN_VERSIONS",
    "SUPPORTED_VERSIONS",
    "Era",
    "era_of",
]

# Newest first. "Modern" revisions carry version and capabilities in every request's _meta and
# have no handshake; "legacy" revisions start with initialize.
MODERN_VERSIONS: tuple[str, ...] = ("2026-07-28",)
"""The stateless revisions we speak (version and capabilities in every request's `_meta`), newest first."""
LEGACY_VERSIONS: tuple[str, ...] = ("2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05")
"""The handshake revisions we speak (a session opened by `initialize`), newest first."""
SUPPORTED_VERSIONS: tuple[str, ...] = MODERN_VERSIONS + LEGACY_VERSIONS
LATEST_MODERN = MODERN_VERSIONS[0]
LATEST_LEGACY = LEGACY_VERSIONS[0]


class Era(StrEnum):
    """The two protocol eras: modern (stateless, per-request `_meta`) and legacy (an `initialize` handshake)."""

    MODERN = "modern"
    LEGACY = "legacy"


def era_of(version: str) -> Era | None:
    """The era of protocol revision `version`, or None for a revision we do not speak."""
    if version in MODERN_VERSIONS:
        return Era.MODERN
    if version in LEGACY_VERSIONS:
        return Era.LEGACY
    return None


def batches_allowed(version: str | None) -> bool:
    """Only 2025-03-26 requires receiving JSON-RPC batches; every other revision has none."""
    return version == "2025-03-26"
