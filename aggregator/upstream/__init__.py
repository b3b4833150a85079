"""One upstream MCP server, whatever its protocol era: detection, handshake, requests, recovery.

An `Upstream` owns a supervisor task that connects, detects the era, serves requests until the
connection ends, then reconnects with exponential backoff and jitter. Requests are correlated by id
over any transport; each has a deadline (reset by progress, never past a hard maximum) and is
cancelled upstream when the caller gives up. Everything a caller gets back is the server's result
verbatim, or a typed `InputRequired`, or an `AggregatorError` that names the server.

Where things are (each module one noun; the pure decisions live in `aggregator.protocol`):
- `supervisor`: `Upstream` itself: its lifecycle, the connect-serve-reconnect loop and backoff;
- `core`: the state every part shares (config, status, requests in flight);
- `handshake`: era detection and the handshake, as `protocol.era`'s decision table says;
- `requests`: sending one request, its deadline, its answer; `pending`: one request in flight;
- `incoming`: the read loop: answers, notifications and the server's own requests, routed by
  `protocol.correlation`;
- `listen`: a modern server's listen stream, resource subscriptions;
- `lists`: list pages and whole lists (`protocol.pagination`); `calls`: tools, prompts, resources, completion;
- `wire`: one live connection in one era.
"""

from aggregator.upstream.core import CLIENT_INFO
from aggregator.upstream.incoming import MAX_SERVER_REQUESTS
from aggregator.upstream.lists import ListResult
from aggregator.upstream.pending import Bridge, NotBridged, Paused, Progress, Result
from aggregator.upstream.requests import MRTR_METHODS
from aggregator.upstream.supervisor import STABLE_AFTER_S, Upstream

__all__ = [
    "CLIENT_INFO",
    "MAX_SERVER_REQUESTS",
    "MRTR_METHODS",
    "STABLE_AFTER_S",
    "Bridge",
    "ListResult",
    "NotBridged",
    "Paused",
    "Progress",
    "Result",
    "Upstream",
]
