"""The proxy: one MCP server, for clients of both eras, in front of an `Aggregator` (stdio and Streamable HTTP)."""
