"""Results as a client of an older revision knows them."""

from __future__ import annotations

from typing import Any

from aggregator.protocol.mcp import SERVER_INFO_KEY, without_meta_keys

__all__ = ["downgrade"]

# Fields a legacy client never heard of; harmless to most, but a strict client validates results.
_MODERN_RESULT_FIELDS = ("resultType", "ttlMs", "cacheScope")


def downgrade(method: str, result: dict[str, Any], version: str) -> dict[str, Any]:
    """A result as a client of `version` knows it: modern-only fields removed, newer content described."""
    # an upstream's self-description is not ours to pass on, and legacy results never carry one
    out = without_meta_keys(result, SERVER_INFO_KEY.__eq__)
    for key in _MODERN_RESULT_FIELDS:
        out.pop(key, None)
    if method == "tools/call" and version < "2025-06-18" and isinstance(out.get("content"), list):
        # from 2025-06-18 on every content block and structuredContent is known: nothing to rewrite per block
        out["content"] = [_downgrade_block(block, version) for block in out["content"]]
        out.pop("structuredContent", None)
    if method == "prompts/get" and version < "2025-06-18" and isinstance(out.get("messages"), list):
        # a prompt's messages carry content blocks too: the same blocks a client of its revision knows
        out["messages"] = [
            {**message, "content": _downgrade_block(message.get("content"), version)}
            if isinstance(message, dict) and "content" in message
            else message
            for message in out["messages"]
        ]
    if method == "tools/list" and version < "2025-03-26":
        out["tools"] = [
            {k: v for k, v in tool.items() if k not in ("annotations", "title", "outputSchema")}
            for tool in out.get("tools", [])
        ]
    return out


def _downgrade_block(block: Any, version: str) -> Any:
    if not isinstance(block, dict):
        return block
    kind = block.get("type")
    if kind == "resource_link" and version < "2025-06-18":
        text = f"{block.get('name', '')} <{block.get('uri', '')}>".strip()
        return {"type": "text", "text": text}
    if kind == "audio" and version < "2025-03-26":
        return {"type": "text", "text": f"[audio {block.get('mimeType', '')} omitted: not supported by this client]"}
    return block
