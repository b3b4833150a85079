"""Small MCP servers bundled for demos and first runs: `mcp-aggregator demo-server NAME`.

They speak stdio in both eras the way the SDK servers do (the first request decides the era), so a
fresh machine can see a real merged list without any server of its own. Deliberately varied:
`search` exists on two of them, `notes` paginates with a different `ttlMs` per page, `weather` has an
`outputSchema`, and `calc` speaks only the handshake era. `notes` serves each note as a resource (and a template
for them), and `weather` and `notes` each have a prompt, so every primitive can be tried.
"""

from __future__ import annotations

import json
import os
import shutil
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, TextIO

from aggregator.protocol.numbers import parse_int
from aggregator.protocol.versions import LATEST_MODERN, LEGACY_VERSIONS

__all__ = ["DEMO_SERVERS", "DemoServer", "own_command", "serve_stdio"]

Handler = Callable[[dict[str, Any]], dict[str, Any]]
STRING = {"type": "string"}


def _text(text: str, **extra: Any) -> dict[str, Any]:
    return {"content": [{"type": "text", "text": text}], "isError": False, **extra}


def _schema(properties: dict[str, Any] | None = None, required: tuple[str, ...] = ()) -> dict[str, Any]:
    if not properties:
        return {"type": "object", "additionalProperties": False}
    return {"type": "object", "properties": properties, "required": list(required), "additionalProperties": False}


@dataclass(frozen=True)
class DemoTool:
    """One tool of a bundled demo server: its definition and the function that answers it."""

    name: str
    description: str
    input_schema: dict[str, Any]
    handler: Handler
    output_schema: dict[str, Any] | None = None

    def definition(self) -> dict[str, Any]:
        """The MCP tool definition."""
        out: dict[str, Any] = {"name": self.name, "description": self.description, "inputSchema": self.input_schema}
        if self.output_schema is not None:
            out["outputSchema"] = self.output_schema
        return out


@dataclass(frozen=True)
class DemoPrompt:
    """One prompt of a bundled demo server: its definition and the function that renders it."""

    name: str
    description: str
    #: (name, description, required) of each argument
    arguments: tuple[tuple[str, str, bool], ...]
    render: Callable[[dict[str, str]], str]

    def definition(self) -> dict[str, Any]:
        """The MCP prompt definition."""
        arguments = [{"name": n, "description": d, "required": r} for n, d, r in self.arguments]
        return {"name": self.name, "description": self.description, "arguments": arguments}


@dataclass(frozen=True)
class DemoResources:
    """The resources of a bundled demo server: how to list them, read one, and its templates."""

    #: the resources as listed now, and one read by URI (None: not found)
    listing: Callable[[], list[dict[str, Any]]]
    read: Callable[[str], dict[str, Any] | None]
    templates: tuple[dict[str, Any], ...] = ()


@dataclass(frozen=True)
class DemoServer:
    """A bundled demo server (`mcp-aggregator demo-server NAME`): tools, paging, cache hints and era."""

    name: str
    tools: tuple[DemoTool, ...]
    page_size: int | None = None
    #: (ttlMs, cacheScope) per page, as the modern wire reports them; the last repeats
    hints: tuple[tuple[int, str], ...] = ((0, "private"),)
    modern: bool = True
    instructions: str = ""
    state: dict[str, Any] = field(default_factory=dict)
    prompts: tuple[DemoPrompt, ...] = ()
    resources: DemoResources | None = None

    def capabilities(self) -> dict[str, Any]:
        """The server capabilities it declares: tools, and prompts or resources when it has them."""
        out: dict[str, Any] = {"tools": {}}
        if self.prompts:
            out["prompts"] = {}
        if self.resources is not None:
            out["resources"] = {}
        return out

    def pages(self) -> list[list[dict[str, Any]]]:
        """The tool definitions cut into `tools/list` pages of `page_size`."""
        tools = [tool.definition() for tool in self.tools]
        size = self.page_size or len(tools) or 1
        return [tools[i : i + size] for i in range(0, len(tools), size)] or [[]]


CITIES = {"lisbon": (22, "sunny"), "oslo": (4, "snow"), "nairobi": (25, "clear"), "lima": (18, "cloudy")}


def _forecast(args: dict[str, Any]) -> dict[str, Any]:
    city = str(args.get("city", "")).lower()
    if city not in CITIES:
        known = ", ".join(sorted(CITIES))
        return {"content": [{"type": "text", "text": f"unknown city {city!r}; try one of: {known}"}], "isError": True}
    temp, sky = CITIES[city]
    data = {"city": city, "celsius": temp, "sky": sky}
    return _text(json.dumps(data), structuredContent=data)


def _weather() -> DemoServer:
    forecast_out = {
        "type": "object",
        "properties": {"city": STRING, "celsius": {"type": "integer"}, "sky": STRING},
        "required": ["city", "celsius", "sky"],
    }
    tools = (
        DemoTool(
            "search",
            "Find cities with a weather report. Returns matching city names, one per line.",
            _schema({"query": {**STRING, "description": "Part of a city name, e.g. 'li'."}}, ("query",)),
            lambda a: _text("\n".join(c for c in sorted(CITIES) if str(a.get("query", "")).lower() in c)),
        ),
        DemoTool(
            "forecast",
            "Today's forecast for one city: temperature in Celsius and the sky.",
            _schema({"city": {**STRING, "description": "A city name from `search`."}}, ("city",)),
            _forecast,
            forecast_out,
        ),
    )
    trip = DemoPrompt(
        "plan_trip",
        "Ask for a packing list that suits a city's weather today.",
        (("city", "Where you are going.", True), ("days", "How many days (default 3).", False)),
        lambda a: (
            f"I am going to {a['city']} for {a.get('days') or 3} days. Check its forecast with the forecast "
            "tool, then write me a short packing list."
        ),
    )
    return DemoServer(
        "weather", tools, hints=((300_000, "public"),), instructions="Weather for a few cities.", prompts=(trip,)
    )


def _notes() -> DemoServer:
    notes: list[str] = ["buy milk", "call Ana", "read the MCP spec"]

    def add(args: dict[str, Any]) -> dict[str, Any]:
        notes.append(str(args["text"]))
        return _text(f"note {len(notes)} added")

    def clear(args: dict[str, Any]) -> dict[str, Any]:
        notes.clear()
        return _text("cleared")

    tools = (
        DemoTool(
            "search",
            "Search your notes for a word. Returns matching notes, one per line.",
            _schema({"query": {**STRING, "description": "A word to look for."}}, ("query",)),
            lambda a: _text("\n".join(n for n in notes if str(a.get("query", "")).lower() in n.lower())),
        ),
        DemoTool(
            "add_note",
            "Add a note. Returns its number.",
            _schema({"text": {**STRING, "description": "The note."}}, ("text",)),
            add,
        ),
        DemoTool("list_notes", "List every note, oldest first.", _schema(), lambda a: _text("\n".join(notes))),
        DemoTool("count_notes", "How many notes there are.", _schema(), lambda a: _text(str(len(notes)))),
        DemoTool("clear_notes", "Delete every note.", _schema(), clear),
    )

    def listing() -> list[dict[str, Any]]:
        return [
            {"uri": f"note://{number}", "name": f"note {number}", "description": note, "mimeType": "text/plain"}
            for number, note in enumerate(notes, 1)
        ]

    def read(uri: str) -> dict[str, Any] | None:
        number = uri.removeprefix("note://")
        if uri.startswith("note://") and number.isdigit() and 1 <= int(number) <= len(notes):
            return {"contents": [{"uri": uri, "mimeType": "text/plain", "text": notes[int(number) - 1]}]}
        return None

    template = {"uriTemplate": "note://{number}", "name": "note", "description": "One note, by its number."}
    summary = DemoPrompt(
        "summarize_notes",
        "Ask for a summary of every note.",
        (("style", "How to summarize, e.g. 'one line'.", False),),
        lambda a: f"Summarize these notes ({a.get('style') or 'briefly'}):\n" + "\n".join(f"- {n}" for n in notes),
    )
    return DemoServer(
        "notes",
        tools,
        page_size=2,
        hints=((60_000, "private"), (30_000, "private"), (10_000, "private")),
        prompts=(summary,),
        resources=DemoResources(listing, read, (template,)),
    )


def _calc() -> DemoServer:
    number = {"type": "number"}
    tools = (
        DemoTool(
            "add",
            "Add two numbers and return the sum.",
            _schema({"a": number, "b": number}, ("a", "b")),
            lambda a: _text(str(a["a"] + a["b"])),
        ),
        DemoTool("echo", "Return the text you send.", _schema({"text": STRING}, ("text",)), lambda a: _text(a["text"])),
    )
    return DemoServer("calc", tools, modern=False, instructions="A calculator that predates the 2026 revision.")


DEMO_SERVERS: dict[str, Callable[[], DemoServer]] = {"weather": _weather, "notes": _notes, "calc": _calc}


class _Session:
    """One stdio connection: the first request decides the era, as in the SDK servers."""

    def __init__(self, server: DemoServer) -> None:
        self.server = server
        self.era: str | None = None

    def handle(self, msg: dict[str, Any]) -> dict[str, Any] | None:
        method, rid, params = msg.get("method"), msg.get("id"), msg.get("params") or {}
        if rid is None or not isinstance(method, str):
            return None  # notifications and stray responses need no answer
        try:
            return {"jsonrpc": "2.0", "id": rid, "result": self._dispatch(method, params)}
        except _Error as exc:
            return {"jsonrpc": "2.0", "id": rid, "error": {"code": exc.code, "message": exc.message}}

    def _dispatch(self, method: str, params: dict[str, Any]) -> dict[str, Any]:
        server = self.server
        meta = params.get("_meta") or {}
        if self.era is None:
            modern = "io.modelcontextprotocol/protocolVersion" in meta and server.modern
            self.era = "modern" if modern else "legacy"
        if method == "initialize":
            if self.era == "modern":
                raise _Error(-32022, "Unsupported protocol version: this connection speaks 2026-07-28")
            asked = params.get("protocolVersion")
            version = asked if asked in LEGACY_VERSIONS else LEGACY_VERSIONS[0]
            info = {"name": f"demo-{server.name}", "version": "1.0.0"}
            return {
                "protocolVersion": version,
                "capabilities": server.capabilities(),
                "serverInfo": info,
                "instructions": server.instructions,
            }
        if method == "server/discover":
            if self.era != "modern":
                raise _Error(-32601, "Method not found: server/discover")
            return self._modern(
                {
                    "supportedVersions": [LATEST_MODERN],
                    "capabilities": server.capabilities(),
                    "instructions": server.instructions,
                },
                server.hints[0],
            )
        if method == "ping":
            return {}
        if method == "tools/list":
            return self._list(params.get("cursor"))
        if method == "tools/call":
            return self._call(params)
        if method in _ENTRY_METHODS:
            return self._entries(method, params)
        raise _Error(-32601, f"Method not found: {method}")

    def _entries(self, method: str, params: dict[str, Any]) -> dict[str, Any]:
        """Prompts and resources: one page each, private and short-lived (notes change)."""
        server, hint = self.server, (5_000, "private")
        resources = server.resources
        if method == "prompts/list" and server.prompts:
            return self._modern({"prompts": [p.definition() for p in server.prompts]}, hint)
        if method == "prompts/get" and server.prompts:
            return self._prompt(params)
        if method == "resources/list" and resources is not None:
            return self._modern({"resources": resources.listing()}, hint)
        if method == "resources/templates/list" and resources is not None:
            return self._modern({"resourceTemplates": list(resources.templates)}, hint)
        if method == "resources/read" and resources is not None:
            found = resources.read(str(params.get("uri")))
            if found is None:
                raise _Error(-32602, f"Resource not found: {params.get('uri')}")
            return self._modern(found, (0, "private"))
        raise _Error(-32601, f"Method not found: {method}")

    def _prompt(self, params: dict[str, Any]) -> dict[str, Any]:
        prompt = next((p for p in self.server.prompts if p.name == params.get("name")), None)
        if prompt is None:
            raise _Error(-32602, f"Unknown prompt: {params.get('name')}")
        given = params.get("arguments") or {}
        arguments = {str(k): str(v) for k, v in given.items()} if isinstance(given, dict) else {}
        missing = [name for name, _, required in prompt.arguments if required and name not in arguments]
        if missing:
            raise _Error(-32602, f"Missing required argument(s): {', '.join(missing)}")
        message = {"role": "user", "content": {"type": "text", "text": prompt.render(arguments)}}
        return self._modern({"description": prompt.description, "messages": [message]}, None)

    def _modern(self, result: dict[str, Any], hint: tuple[int, str] | None) -> dict[str, Any]:
        if self.era != "modern":
            return result
        result["resultType"] = "complete"
        result["_meta"] = {"io.modelcontextprotocol/serverInfo": {"name": f"demo-{self.server.name}", "version": "1"}}
        if hint is not None:
            result["ttlMs"], result["cacheScope"] = hint
        return result

    def _list(self, cursor: Any) -> dict[str, Any]:
        pages = self.server.pages()
        if cursor is None:
            index = 0
        elif isinstance(cursor, str) and cursor.startswith("page-"):
            found = parse_int(cursor[5:], maximum=len(pages))  # a client's cursor: any text at all
            index = -1 if found is None else found
        else:
            index = -1
        if not 0 <= index < len(pages):
            raise _Error(-32602, f"Invalid cursor: {cursor!r}")
        result: dict[str, Any] = {"tools": pages[index]}
        if index + 1 < len(pages):
            result["nextCursor"] = f"page-{index + 1}"
        hints = self.server.hints
        return self._modern(result, hints[min(index, len(hints) - 1)])

    def _call(self, params: dict[str, Any]) -> dict[str, Any]:
        name = params.get("name")
        tool = next((t for t in self.server.tools if t.name == name), None)
        if tool is None:
            raise _Error(-32602, f"Unknown tool: {name}")
        arguments = params.get("arguments") or {}
        missing = [key for key in tool.input_schema.get("required", []) if key not in arguments]
        if missing:
            return _text(f"missing required argument(s): {', '.join(missing)}", isError=True)
        return self._modern(tool.handler(arguments), None)


_ENTRY_METHODS = frozenset(
    {"prompts/list", "prompts/get", "resources/list", "resources/templates/list", "resources/read"}
)


class _Error(Exception):
    def __init__(self, code: int, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


def serve_stdio(name: str, stdin: TextIO = sys.stdin, stdout: TextIO = sys.stdout) -> None:
    """Serve demo server `name` on stdio until stdin closes."""
    session = _Session(DEMO_SERVERS[name]())
    for line in stdin:
        if not line.strip():
            continue
        try:
            msg = json.loads(line)
        except ValueError:
            reply: dict[str, Any] | None = {"jsonrpc": "2.0", "error": {"code": -32700, "message": "Parse error"}}
        else:
            reply = session.handle(msg) if isinstance(msg, dict) else None
        if reply is not None:
            stdout.write(json.dumps(reply, separators=(",", ":")) + "\n")
            stdout.flush()


def own_command(command: str, args: Sequence[str]) -> tuple[str, list[str]]:
    """Run `mcp-aggregator ...` entries with the console script of this very installation.

    A config such as `configs/demo.json` names the console script; when it is not on PATH (a venv
    that is not activated) the script beside this interpreter, or `python -m aggregator`, stands in.
    """
    if command != "mcp-aggregator" or shutil.which(command):
        return command, list(args)
    beside = os.path.join(os.path.dirname(sys.executable), "mcp-aggregator")
    if os.access(beside, os.X_OK):
        return beside, list(args)
    return sys.executable, ["-m", "aggregator", *args]
