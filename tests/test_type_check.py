"""The package is type-checked strictly by the test command, so a type error fails CI before any test runs."""

from __future__ import annotations

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_the_test_command_runs_mypy_strict_on_the_package_before_pytest() -> None:
    lines = [line.strip() for line in (ROOT / "scripts" / "test").read_text().splitlines()]
    mypy = lines.index(".venv/bin/mypy --strict aggregator")
    pytest = next(i for i, line in enumerate(lines) if "-m pytest" in line)
    assert mypy < pytest
    # `set -e` is what makes a mypy failure end the run
    assert any(line.startswith("set -") and "e" in line.split()[1] for line in lines)


def test_mypy_settings_are_strict_for_python_3_11_and_silence_only_untyped_third_party_modules() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["mypy"]
    assert config["strict"] is True
    assert config["python_version"] == "3.11"
    for override in config.get("overrides", []):
        modules = override["module"] if isinstance(override["module"], list) else [override["module"]]
        assert not any(module == "aggregator" or module.startswith("aggregator.") for module in modules), modules
        assert set(override) <= {"module", "ignore_missing_imports"}, override
