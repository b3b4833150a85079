"""Pins DESIGN.md "Layers": each layer imports only the layers below it.

Read with `ast`, never imported, so a violation is reported even when importing would fail. Files are found
by glob, so a module added later is checked without touching this test. Every import counts, at any nesting
level (inside functions, `try`, `if TYPE_CHECKING:`), plus `importlib.import_module("x")` / `__import__("x")`
with a literal name.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = "aggregator"

# Anything that does or schedules I/O. The protocol layer is sans-IO: it never awaits and never imports these.
IO_MODULES = (
    "anyio",
    "httpx",
    "asyncio",
    "trio",
    "socket",
    "subprocess",
    "sniffio",
    "selectors",
    "ssl",
    "multiprocessing",
    "http.client",
    "urllib.request",
)
FRONT_ENDS = ("aggregator.cli", "aggregator.proxy")
CORE = (
    "aggregator.aggregator",
    "aggregator._facade",
    "aggregator.catalog",
    "aggregator.naming",
    "aggregator.name_profile",
    "aggregator.cache",
    "aggregator.page_lease",
    "aggregator.validation",
    "aggregator.adapters",
    "aggregator.limits",
    "aggregator.policy",
    "aggregator.audit",
    "aggregator.client_profile",
    "aggregator.exposure",
    "aggregator.meta_tools",
    "aggregator.search",
    "aggregator.pins",
    "aggregator.lock_format",
    "aggregator.entry_pins",
)
#: what the review commands stand on: they judge snapshots, offline, and must stay usable without any I/O
JUDGES = (
    "explanation",
    "changes",
    "gate",
    "lint",
    "tokens",
    "poisoning",
    "_poisoning_patterns",
    "_poisoning_words",
    "_poisoning_intent",
    "_poisoning_orders",
    "_poisoning_harm",
)
UPSTREAM = ("aggregator.upstream",)
TRANSPORTS = ("aggregator.transports",)


@dataclass(frozen=True)
class Rule:
    name: str
    globs: tuple[str, ...]
    #: module prefixes that must not be imported
    forbidden: tuple[str, ...] = ()
    #: if set, every `aggregator.*` import must fall under one of these prefixes
    allowed_internal: tuple[str, ...] | None = None
    #: `import aggregator` / `from aggregator import Name` pulls in the facade, i.e. every layer
    no_facade: bool = True


RULES = (
    Rule(
        "protocol is sans-IO and imports only errors and itself",
        ("aggregator/protocol/**/*.py",),
        forbidden=IO_MODULES + TRANSPORTS + UPSTREAM,
        allowed_internal=("aggregator.errors", "aggregator.protocol"),
    ),
    Rule(
        "config and errors (layer 0) import only errors, protocol.versions, the OAuth settings, the field checks, "
        "the backoff and the command hints",
        (
            "aggregator/config.py",
            "aggregator/errors.py",
            "aggregator/oauth_config.py",
            "aggregator/_config_checks.py",
            "aggregator/backoff.py",
            "aggregator/command_hint.py",
        ),
        forbidden=IO_MODULES,
        allowed_internal=(
            "aggregator.errors",
            "aggregator.protocol.versions",
            "aggregator.oauth_config",
            "aggregator._config_checks",
            "aggregator.backoff",
            "aggregator.command_hint",
        ),
    ),
    Rule(
        "transports import nothing from upstream or above",
        ("aggregator/transports/**/*.py",),
        forbidden=UPSTREAM + CORE + FRONT_ENDS,
    ),
    Rule(
        "upstream imports nothing from core or front-ends",
        ("aggregator/upstream.py", "aggregator/upstream/**/*.py"),
        forbidden=CORE + FRONT_ENDS,
    ),
    Rule(
        "core imports no front-end",
        # a module or a package of modules (validation/ is one)
        tuple(glob for name in CORE for glob in (f"{name.replace('.', '/')}.py", f"{name.replace('.', '/')}/**/*.py")),
        forbidden=FRONT_ENDS,
    ),
    Rule(
        "catalog, naming and the exposure plan are pure",
        (
            "aggregator/catalog.py",
            "aggregator/naming.py",
            "aggregator/spelling.py",
            "aggregator/client_profile.py",
            "aggregator/exposure.py",
            "aggregator/meta_tools.py",
            "aggregator/pins.py",
            "aggregator/lock_format.py",
            "aggregator/entry_pins.py",
            "aggregator/not_up.py",
        ),
        forbidden=IO_MODULES + TRANSPORTS + UPSTREAM + FRONT_ENDS,
    ),
    Rule(
        "the snapshot judges (why, diff, check, lint, cost) are pure",
        tuple(f"aggregator/{name}.py" for name in JUDGES),
        forbidden=IO_MODULES + TRANSPORTS + UPSTREAM + FRONT_ENDS + ("aggregator.aggregator",),
    ),
    Rule(
        "the stores (store.py, store_*.py) stand on the clock, errors and redaction only: the cache, limits and proxy"
        " use them",
        ("aggregator/store.py", "aggregator/store_*.py"),
        forbidden=TRANSPORTS + UPSTREAM + CORE + FRONT_ENDS,
        allowed_internal=(
            "aggregator.store",
            "aggregator.store_copies",
            "aggregator.store_config",
            "aggregator.store_redis",
            "aggregator.store_redis_listener",
            "aggregator.store_redis_scripts",
            "aggregator.store_redis_takes",
            "aggregator.clock",
            "aggregator.errors",
            "aggregator.redaction",  # a stdlib-only leaf: a Redis URL may hold a password
        ),
    ),
    Rule(
        "tool search ranks what it is given: no I/O, nothing above the core (the facade drives it)",
        ("aggregator/search.py", "aggregator/search_dense.py"),
        forbidden=IO_MODULES + TRANSPORTS + UPSTREAM + FRONT_ENDS + ("aggregator.aggregator", "aggregator._facade"),
    ),
    Rule(
        "tracing and its OpenTelemetry side sit under every layer that makes spans: no I/O, only errors, protocol",
        ("aggregator/tracing.py", "aggregator/_otel.py", "aggregator/trace_passthrough.py"),
        forbidden=IO_MODULES,
        allowed_internal=(
            "aggregator.errors",
            "aggregator.protocol",
            "aggregator.tracing",
            "aggregator._otel",
            "aggregator.trace_passthrough",
        ),
    ),
)


def _under(module: str, prefix: str) -> bool:
    return module == prefix or module.startswith(prefix + ".")


def _is_internal_module(dotted: str) -> bool:
    path = ROOT.joinpath(*dotted.split("."))
    return path.with_suffix(".py").is_file() or (path / "__init__.py").is_file()


def module_name(path: Path) -> tuple[str, bool]:
    """(dotted name, is a package) of a file under ROOT."""
    parts = path.relative_to(ROOT).with_suffix("").parts
    if parts[-1] == "__init__":
        return ".".join(parts[:-1]), True
    return ".".join(parts), False


def imports(source: str, module: str, is_package: bool = False) -> Iterator[tuple[int, str]]:
    """(line, absolute module name) for every import in `source`, at any nesting level."""
    package = module.split(".") if is_package else module.split(".")[:-1]
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield node.lineno, alias.name
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                keep = len(package) - (node.level - 1)
                base = ".".join(package[:keep] + ([node.module] if node.module else []))
            else:
                base = node.module or ""
            seen: set[str] = set()
            for alias in node.names:
                candidate = f"{base}.{alias.name}"
                # `from aggregator import upstream` imports a module; `from aggregator import Upstream` the facade
                target = (
                    candidate
                    if alias.name != "*" and _under(base, PACKAGE) and _is_internal_module(candidate)
                    else base
                )
                if target not in seen:
                    seen.add(target)
                    yield node.lineno, target
        elif (
            isinstance(node, ast.Call)
            and node.args
            and isinstance(node.args[0], ast.Constant)
            and isinstance(node.args[0].value, str)
            and (
                (isinstance(node.func, ast.Name) and node.func.id in ("__import__", "import_module"))
                or (isinstance(node.func, ast.Attribute) and node.func.attr == "import_module")
            )
        ):
            yield node.lineno, node.args[0].value


def files_for(rule: Rule) -> list[Path]:
    found: set[Path] = set()
    for pattern in rule.globs:
        found.update(p for p in ROOT.glob(pattern) if p.is_file())
    return sorted(found)


def violations(rule: Rule, path: Path) -> list[str]:
    module, is_package = module_name(path)
    where = path.relative_to(ROOT).as_posix()
    out = []
    for line, imported in sorted(imports(path.read_text(encoding="utf-8"), module, is_package)):
        reason = None
        if any(_under(imported, prefix) for prefix in rule.forbidden):
            reason = "forbidden"
        elif rule.no_facade and imported == PACKAGE:
            reason = "the package facade pulls in every layer"
        elif (
            rule.allowed_internal is not None
            and _under(imported, PACKAGE)
            and not any(_under(imported, prefix) for prefix in rule.allowed_internal)
        ):
            reason = f"only {', '.join(rule.allowed_internal)} may be imported from {PACKAGE}"
        if reason:
            out.append(f"{where}:{line}: imports {imported} ({reason})")
    return out


@pytest.mark.parametrize("rule", RULES, ids=[rule.name for rule in RULES])
def test_layering(rule: Rule) -> None:
    found = [v for path in files_for(rule) for v in violations(rule, path)]
    assert not found, f"layering rule broken: {rule.name}\n" + "\n".join(found)


def test_globs_find_the_existing_modules() -> None:
    protocol = {p.name for p in files_for(RULES[0])}
    # the sans-IO state machines are found as part of the package, with no list of them kept anywhere
    assert {
        "__init__.py",
        "jsonrpc.py",
        "mcp.py",
        "versions.py",
        "correlation.py",
        "era.py",
        "pagination.py",
    } <= protocol
    layer0 = {"config.py", "errors.py", "oauth_config.py", "_config_checks.py", "backoff.py", "command_hint.py"}
    assert {p.name for p in files_for(RULES[1])} == layer0
    assert {"__init__.py", "base.py", "memory.py"} <= {p.name for p in files_for(RULES[2])}
    core = {p.relative_to(ROOT).as_posix() for p in files_for(RULES[4])}
    assert {"aggregator/aggregator.py", "aggregator/validation/__init__.py", "aggregator/validation/fast.py"} <= core
    upstream = {p.relative_to(ROOT).as_posix() for p in files_for(RULES[3])}
    assert {"aggregator/upstream/__init__.py", "aggregator/upstream/supervisor.py"} <= upstream
    assert {p.name for p in files_for(RULES[6])} == {f"{name}.py" for name in JUDGES}
    assert {p.name for p in files_for(RULES[-1])} == {"tracing.py", "_otel.py", "trace_passthrough.py"}


# --- the scanner itself ---------------------------------------------------------------------------------


SAMPLE = """
import json
from typing import TYPE_CHECKING
if TYPE_CHECKING:
    import anyio.abc
def f():
    try:
        from httpx import Client
    except ImportError:
        pass
    class C:
        def g(self):
            import importlib
            importlib.import_module("trio")
from . import jsonrpc
from .mcp import Page
from .. import upstream
from ..transports.base import Transport
from aggregator import Upstream
from aggregator import errors
"""


def test_scanner_sees_every_nesting_level_and_resolves_relative_imports() -> None:
    found = {name: line for line, name in imports(SAMPLE, "aggregator.protocol.sample")}
    assert found["json"] == 2
    assert found["anyio.abc"] == 5
    assert found["httpx"] == 8
    assert found["trio"] == 14
    assert found["aggregator.protocol.jsonrpc"] == 15
    assert found["aggregator.protocol.mcp"] == 16
    assert found["aggregator.upstream"] == 17
    assert found["aggregator.transports.base"] == 18
    assert found["aggregator"] == 19  # a name from the facade, not a module
    assert found["aggregator.errors"] == 20


def test_scanner_relative_import_from_a_package_init() -> None:
    found = {name for _, name in imports("from .base import X\nfrom . import http\n", "aggregator.transports", True)}
    assert found == {"aggregator.transports.base", "aggregator.transports.http"}


def test_violation_report_names_file_and_line(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    root = tmp_path
    (root / "aggregator" / "protocol").mkdir(parents=True)
    (root / "aggregator" / "__init__.py").write_text("")
    (root / "aggregator" / "protocol" / "__init__.py").write_text("")
    bad = root / "aggregator" / "protocol" / "bad.py"
    bad.write_text("import json\n\n\ndef f():\n    import anyio\n    from aggregator.upstream import Upstream\n")
    monkeypatch.setitem(globals(), "ROOT", root)
    found = violations(RULES[0], bad)
    assert found == [
        "aggregator/protocol/bad.py:5: imports anyio (forbidden)",
        "aggregator/protocol/bad.py:6: imports aggregator.upstream (forbidden)",
    ]
