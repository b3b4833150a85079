"""The collaborators the `Aggregator` facade (`aggregator.aggregator`) delegates to, one noun per module.

- `assembly`: all of them built from `Aggregator(...)`'s arguments and wired; what spans them (reload, status);
- `configuration`: the config in force, the consent it is held to, and the redaction of what quotes it;
- `connections`: one `Upstream` per server, the clients' own sessions, and the running phase;
- `lists`: each server's lists through the cache, held off after a failure;
- `collection`: the merged catalog, collected within the list patience;
- `routes`: prompts, resources and completion, and where a name or URI goes;
- `relay`: one upstream request awaited, its errors translated once;
- `calls`: a tool call through the guard chain; `trail`: its audit record;
- `events`: what the upstreams report, passed on to the listener;
- `server_state`: one server as the library reports it.
"""
