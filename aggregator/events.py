"""Events an upstream connection reports: list changes, resource updates, log lines, status changes."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

__all__ = ["ListChanged", "LogMessage", "ResourceUpdated", "StatusChanged", "UpstreamEvent"]

ListKind = Literal["tools", "prompts", "resources"]


@dataclass(frozen=True, slots=True)
class ListChanged:
    server: str
    list: ListKind


@dataclass(frozen=True, slots=True)
class ResourceUpdated:
    server: str
    uri: str


@dataclass(frozen=True, slots=True)
class LogMessage:
    server: str
    params: dict[str, Any]


@dataclass(frozen=True, slots=True)
class StatusChanged:
    server: str
    state: str
    reason: str | None


UpstreamEvent = ListChanged | ResourceUpdated | LogMessage | StatusChanged
