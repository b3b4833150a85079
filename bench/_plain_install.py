"""A plain install of this checkout: a venv outside the clone with `pip install <checkout>`, no extra at all.

What a user gets from `pip install mcp-aggregator` is what the judged benchmark measures and what
`tests/test_plain_install.py` checks: the test extra brings `trio` and with it `sniffio`, so a venv made with
`pip install -e '.[test]'` can take code paths a plain install never does.

The venv lives in `${XDG_CACHE_HOME:-~/.cache}/mcp-aggregator/bench-plain-<deps>-<source>`: `<deps>` hashes the
runtime dependencies and the Python version, `<source>` the package's files. A non-editable install is a copy,
so a changed checkout needs its own venv; keying it by the source (rather than reinstalling into one shared venv)
keeps two checkouts measuring at the same time from installing over each other. Venvs of older sources (same
deps) unused for a day are removed. With pip's cache warm a fresh one takes ~20 s.

    python3 bench/_plain_install.py        # prints the venv's folder (stdlib only: runs with any Python >= 3.11)
"""

from __future__ import annotations

import fcntl
import hashlib
import os
import shutil
import subprocess
import sys
import time
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
STALE_S = 24 * 3600
INSTALL_TIMEOUT_S = 600


def cache_root() -> Path:
    """Where the benchmarks keep what they install, outside the clone."""
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "mcp-aggregator"


def deps_key(root: Path = ROOT) -> str:
    """A hash of the runtime dependencies (and the Python running us, which the venv is made with)."""
    project = tomllib.loads((root / "pyproject.toml").read_text())["project"]
    text = "\n".join([sys.version.split()[0], project.get("requires-python", ""), *project["dependencies"]])
    return hashlib.sha256(text.encode()).hexdigest()[:12]


def source_key(root: Path = ROOT) -> str:
    """A hash of what `pip install <checkout>` copies: the package's files and the project metadata."""
    digest = hashlib.sha256((root / "pyproject.toml").read_bytes())
    for path in sorted((root / "aggregator").rglob("*")):
        if path.is_file() and "__pycache__" not in path.parts:
            digest.update(str(path.relative_to(root)).encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()[:12]


def plain_venv(root: Path = ROOT, python: str = sys.executable) -> Path:
    """The venv with this checkout installed plainly, made if missing; its folder."""
    deps = deps_key(root)
    venv = cache_root() / f"bench-plain-{deps}-{source_key(root)}"
    cache_root().mkdir(parents=True, exist_ok=True)
    # one maker at a time: a benchmark and the test starting together must not build the same venv over each other
    with open(cache_root() / "bench-plain.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        return _make(root, python, deps, venv)


def _make(root: Path, python: str, deps: str, venv: Path) -> Path:
    if (venv / ".ready").exists():
        os.utime(venv / ".ready")  # in use: not stale
        return venv
    _prune(venv.parent, f"bench-plain-{deps}-", keep=venv)
    shutil.rmtree(venv, ignore_errors=True)
    venv.parent.mkdir(parents=True, exist_ok=True)
    subprocess.run([python, "-m", "venv", str(venv)], check=True, timeout=INSTALL_TIMEOUT_S)
    pip = [str(venv / "bin" / "python"), "-m", "pip", "install", "-q", "--disable-pip-version-check"]
    for attempt in range(2):  # a flaky index gets one more try
        done = subprocess.run([*pip, str(root)], timeout=INSTALL_TIMEOUT_S, stdout=sys.stderr)
        if done.returncode == 0:
            break
        if attempt:
            raise RuntimeError(f"pip install {root} failed (exit {done.returncode}); see above")
        time.sleep(2)
    (venv / ".ready").touch()
    return venv


def _prune(parent: Path, prefix: str, keep: Path) -> None:
    """Remove venvs of older sources nobody has used for a day (a running benchmark touches its own)."""
    if not parent.is_dir():
        return
    for other in parent.glob(prefix + "*"):
        ready = other / ".ready"
        if other != keep and ready.exists() and time.time() - ready.stat().st_mtime > STALE_S:
            shutil.rmtree(other, ignore_errors=True)


if __name__ == "__main__":
    print(plain_venv())
