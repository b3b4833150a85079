"""Prompts, resources and resource templates of many servers, merged and routed. Pure.

Prompts are namespaced exactly like tools (they are called by name, and `Mcp-Name` carries it).
Resource URIs are never rewritten (an `https://` URI must stay fetchable): a URI routes to the
first server, in config order, that lists it (a URI listed twice is reported in `duplicate_uris`); then to the
server whose matching template is the most specific (the most literal characters; config order breaks a tie), so a
catch-all such as `{+path}` never takes a URI that another server's `gdrive://{id}` describes; then to the server
that emitted it in a result.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from aggregator.config import AggregatorSettings
from aggregator.linear_regex import LinearRegex, linear_regex
from aggregator.naming import ServerNames, assign_names, get_profile

__all__ = ["Directory", "ServerEntries", "build_directory", "template_regex"]


@dataclass(frozen=True, slots=True, kw_only=True)
class ServerEntries:
    """One server's prompts, resources and templates, as listed, with its prefix."""

    name: str
    prefix: str
    prompts: Sequence[Mapping[str, Any]] = ()
    resources: Sequence[Mapping[str, Any]] = ()
    templates: Sequence[Mapping[str, Any]] = ()


@dataclass(frozen=True, slots=True)
class Directory:
    """The merged prompts, resources and templates with their routes back to the servers. Built by `build_directory`."""

    prompts: tuple[dict[str, Any], ...] = ()
    #: exported prompt name -> (server, original name)
    prompt_routes: Mapping[str, tuple[str, str]] = field(default_factory=dict)
    resources: tuple[dict[str, Any], ...] = ()
    resource_routes: Mapping[str, str] = field(default_factory=dict)
    templates: tuple[dict[str, Any], ...] = ()
    #: (compiled template, server) in config order
    template_routes: tuple[tuple[LinearRegex, str], ...] = ()
    #: URIs (and URI templates) listed by more than one server: (uri, servers); the first one serves it
    duplicate_uris: tuple[tuple[str, tuple[str, ...]], ...] = ()

    def route_prompt(self, name: str) -> tuple[str, str] | None:
        """The (server, original name) of exported prompt `name`, or None."""
        return self.prompt_routes.get(name)

    def route_uri(self, uri: str) -> str | None:
        """The server for `uri`: one that listed it, else the one whose matching template is the most specific (in
        config order among equals); None if none."""
        server = self.resource_routes.get(uri)
        if server is not None:
            return server
        best: tuple[int, str] | None = None
        # templates and their routes are built (and filtered) together, one route per template, in the same order
        for template, (pattern, owner) in zip(self.templates, self.template_routes, strict=True):
            if pattern.fullmatch(uri):
                literals = len(_EXPRESSION.sub("", str(template.get("uriTemplate", ""))))
                if best is None or literals > best[0]:
                    best = (literals, owner)
        return None if best is None else best[1]


def build_directory(servers: Sequence[ServerEntries], settings: AggregatorSettings | None = None) -> Directory:
    """Merge every server's prompts, resources and templates: prompts named like tools, URIs kept verbatim."""
    settings = settings or AggregatorSettings()
    assignment = assign_names(
        [ServerNames(server=s.name, prefix=s.prefix, names=tuple(p.get("name") for p in s.prompts)) for s in servers],
        mode=settings.prefix_mode,
        profile=get_profile(settings.name_profile),
        separator=settings.separator,
    )
    exported = {(a.server, a.original): a.exported for a in assignment.names}
    prompts: list[dict[str, Any]] = []
    seen: set[str] = set()
    for server in servers:
        for prompt in server.prompts:
            name = exported.get((server.name, prompt.get("name")))  # type: ignore[arg-type]
            if name is not None and name not in seen:  # a duplicate within a server keeps the first
                seen.add(name)
                prompts.append({**prompt, "name": name})
    resources, routes, owners = _resources(servers)
    templates: list[dict[str, Any]] = []
    template_routes: list[tuple[LinearRegex, str]] = []
    template_owners: dict[str, list[str]] = {}
    for server in servers:
        for template in server.templates:
            text = template.get("uriTemplate")
            if not isinstance(text, str):
                continue
            listed = template_owners.setdefault(text, [])
            if not listed:
                # the same template from a second server is listed once: it routes to the first anyway (config
                # order among equals), and a client shown it twice cannot tell which read goes where
                templates.append(dict(template))
                template_routes.append((template_regex(text), server.name))
            if server.name not in listed:
                listed.append(server.name)
    twice = [*owners.items(), *template_owners.items()]
    return Directory(
        prompts=tuple(prompts),
        prompt_routes=dict(assignment.routes),
        resources=tuple(resources),
        resource_routes=routes,
        templates=tuple(templates),
        template_routes=tuple(template_routes),
        duplicate_uris=tuple((uri, tuple(names)) for uri, names in twice if len(names) > 1),
    )


def _resources(
    servers: Sequence[ServerEntries],
) -> tuple[list[dict[str, Any]], dict[str, str], dict[str, list[str]]]:
    resources: list[dict[str, Any]] = []
    routes: dict[str, str] = {}
    owners: dict[str, list[str]] = {}
    for server in servers:
        for resource in server.resources:
            uri = resource.get("uri")
            if not isinstance(uri, str):
                continue
            owners.setdefault(uri, [])
            if server.name not in owners[uri]:
                owners[uri].append(server.name)
            if uri not in routes:
                routes[uri] = server.name
                resources.append(dict(resource))
    return resources, routes, owners


_EXPRESSION = re.compile(r"\{([+#./;?&]?)([^}]*)\}")


#: what a template RE2 cannot take matches: nothing
_NOTHING = r"[^\x00-\x{10FFFF}]"


def template_regex(template: str) -> LinearRegex:
    """A regex matching the URIs an RFC 6570 template can expand to (levels 1-4, leniently).

    Matched in linear time (`linear_regex`): the template is a server's, the URI a client's, and a backtracking
    match of `{+a}{+b}…{+l}!` against forty characters would take the event loop for minutes."""
    out: list[str] = []
    position = 0
    for match in _EXPRESSION.finditer(template):
        out.append(re.escape(template[position : match.start()]))
        operator = match.group(1)
        if operator in ("+", "#"):
            out.append(r"(?:#)?.*" if operator == "#" else r".*")
        elif operator in ("?", "&"):
            out.append(r"(?:[?&][^#]*)?")
        elif operator in ("/", ".", ";"):
            out.append(rf"(?:\{operator}[^/?#]*)*")
        else:
            out.append(r"[^/?#]*")
        position = match.end()
    out.append(re.escape(template[position:]))
    regex = linear_regex("".join(out)) or linear_regex(_NOTHING)
    assert regex is not None  # RE2 takes the pattern that matches nothing
    return regex
