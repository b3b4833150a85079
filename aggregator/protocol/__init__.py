"""The protocol layer, sans-IO: JSON-RPC, MCP vocabulary, revisions, framing, SSE and headers; it never awaits."""
