"""The status page's HTML: tables rendered on the server, then kept current by a small inline script.

The tables are made once, in Python (`sections`), from the `StatusView` report; `/status.json` carries the same
tables, so the script only redraws them (with `textContent`: nothing a server reports is ever parsed as HTML) and
no layout logic is written twice. The script polls every `POLL_MS`, and says so on the page when a poll fails.
Both the script and the style carry the response's nonce: the Content-Security-Policy allows nothing else.
"""

from __future__ import annotations

import html
import secrets
import time
from collections.abc import Mapping, Sequence
from typing import Any

__all__ = ["POLL_MS", "content_security_policy", "new_nonce", "render", "sections"]

POLL_MS = 1500

Section = dict[str, Any]


def new_nonce() -> str:
    """A fresh nonce for one response's script and style."""
    return secrets.token_urlsafe(18)


def content_security_policy(nonce: str) -> str:
    """The page's policy: its own nonce'd script and style, fetches to itself, nothing else (no frames, forms,
    plugins, base URL changes; only a data: favicon)."""
    return (
        f"default-src 'none'; script-src 'nonce-{nonce}'; style-src 'nonce-{nonce}'; connect-src 'self'; "
        "img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
    )


def _seconds(value: float | None) -> str:
    return "" if value is None else f"{value:.1f} s"


def _clock(value: float) -> str:
    return time.strftime("%H:%M:%S", time.gmtime(value))


def sections(report: Mapping[str, Any]) -> list[Section]:
    """The page's tables from a report: id, title, column names, rows of text, and what an empty one says."""
    servers = [
        [s["name"], s["state"], s["era"] or "", s["reason"] or "", _seconds(s["retry_in_s"]), str(s["tool_count"]),
         _seconds(s["cache_age_s"]), _seconds(s["cache_ttl_s"]), s["cache_scope"] or ""]
        for s in report["servers"]
    ]  # fmt: skip
    tools = [[t["name"], t["server"], t["original_name"], _renamed(t)] for t in report["tools"]]
    collisions = [
        [c["name"], ", ".join(c.get("servers", [])), ", ".join(c.get("names", []))] for c in report["collisions"]
    ]
    drops = [[d["server"], str(d["original_name"]), d["reason"], d.get("detail") or ""] for d in report["drops"]]
    cache = report["cache"]
    cache_keys = ("hits", "misses", "coalesced", "stale_served", "invalidations", "evictions", "entries")
    errors = [[_clock(e["time"]), e["server"] or "", e["what"], e["reason"] or ""] for e in reversed(report["errors"])]
    return [
        _table("servers", "Servers", ["server", "state", "era", "reason", "next retry", "tools", "cache age",
                                       "cache TTL", "scope"], servers, "no servers configured", state_column=1),
        _table("tools", "Merged tools", ["name", "server", "upstream name", "renamed"], tools, "no tools"),
        _table("collisions", "Collisions", ["name", "servers", "exported as"], collisions, "no collisions"),
        _table("drops", "Dropped", ["server", "tool", "reason", "detail"], drops, "nothing dropped"),
        _table("cache", "List cache", list(cache_keys), [[str(cache[key]) for key in cache_keys]], ""),
        _table("errors", "Recent errors", ["time (UTC)", "server", "what", "reason"], errors, "no errors"),
    ]  # fmt: skip


def _renamed(tool: Mapping[str, Any]) -> str:
    rename = tool.get("rename")
    if not rename:
        return ""
    return f"{rename['reason']} (from {rename['from']}): " + " ".join(tool.get("why", []))


def _table(
    ident: str, title: str, columns: list[str], rows: list[list[str]], empty: str, state_column: int | None = None
) -> Section:
    return {"id": ident, "title": title, "columns": columns, "rows": rows, "empty": empty, "state": state_column}


def _rows_html(section: Section) -> str:
    if not section["rows"]:
        return f'<tr><td colspan="{len(section["columns"])}">{html.escape(section["empty"])}</td></tr>'
    out = []
    for row in section["rows"]:
        state = section["state"]
        attr = f' data-state="{html.escape(row[state])}"' if state is not None else ""
        out.append(f"<tr{attr}>" + "".join(f"<td>{html.escape(cell)}</td>" for cell in row) + "</tr>")
    return "".join(out)


def _section_html(section: Section) -> str:
    head = "".join(f"<th>{html.escape(c)}</th>" for c in section["columns"])
    ident = html.escape(section["id"])
    return (
        f'<section id="{ident}"><h2>{html.escape(section["title"])} <small>{len(section["rows"])}</small></h2>'
        f"<table><thead><tr>{head}</tr></thead><tbody>{_rows_html(section)}</tbody></table></section>"
    )


def render(tables: Sequence[Section], nonce: str, json_path: str) -> str:
    """The whole page: the tables as they are now, and the script that keeps them current from `json_path`."""
    body = "".join(_section_html(section) for section in tables)
    script = _SCRIPT.replace("__JSON__", json_path).replace("__POLL__", str(POLL_MS))
    return (
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>mcp-aggregator status</title>'
        '<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">'
        f'<style nonce="{nonce}">{_STYLE}</style></head><body><h1>mcp-aggregator</h1>'
        '<p id="live" data-live="yes">live</p>'
        f'<main>{body}</main><script nonce="{nonce}">{script}</script></body></html>'
    )


_STYLE = (
    "body{font:14px system-ui,sans-serif;margin:1.5em;color:#222}table{border-collapse:collapse;margin-bottom:1em}"
    "th,td{border:1px solid #ccc;padding:.25em .5em;text-align:left;vertical-align:top}th{background:#f3f3f3}"
    "h2 small{color:#777;font-weight:normal}tr[data-state=ok] td:nth-child(2){color:#176a1a}"
    "tr[data-state=down] td:nth-child(2),tr[data-state=backoff] td:nth-child(2){color:#b00020;font-weight:bold}"
    "#live[data-live=no]{color:#b00020}"
)

# the tables redrawn from /status.json: textContent only, so no server-reported text is ever markup
_SCRIPT = """
"use strict";
const live = document.getElementById("live");
function draw(section) {
  const old = document.getElementById(section.id);
  const title = old.querySelector("h2 small");
  title.textContent = String(section.rows.length);
  const body = document.createElement("tbody");
  for (const row of section.rows) {
    const tr = document.createElement("tr");
    if (section.state !== null) tr.dataset.state = row[section.state];
    for (const cell of row) {
      const td = document.createElement("td");
      td.textContent = cell;
      tr.appendChild(td);
    }
    body.appendChild(tr);
  }
  if (section.rows.length === 0) {
    const tr = document.createElement("tr"), td = document.createElement("td");
    td.colSpan = section.columns.length;
    td.textContent = section.empty;
    tr.appendChild(td);
    body.appendChild(tr);
  }
  old.querySelector("tbody").replaceWith(body);
}
async function poll() {
  try {
    const answer = await fetch("__JSON__", {cache: "no-store", credentials: "same-origin"});
    if (!answer.ok) throw new Error("status " + answer.status);
    const report = await answer.json();
    report.sections.forEach(draw);
    live.dataset.live = "yes";
    live.textContent = "live, updated " + new Date(report.time * 1000).toISOString().slice(11, 19) + " UTC";
  } catch (error) {
    live.dataset.live = "no";
    live.textContent = "not updating: " + error.message;
  }
  setTimeout(poll, __POLL__);
}
setTimeout(poll, __POLL__);
"""
