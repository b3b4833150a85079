"""Every public name of the package has a docstring, and a missing one is named.

Public means: each name in `aggregator.__all__`, and every class and function that a module of the package defines
under a name without a leading underscore (modules whose dotted path has a `_`-part are private), with the methods,
properties and nested classes of those classes whose names have no leading underscore. The modules are imported and
walked with `inspect`, so a name added later is checked without touching this test.

Every public module needs one too: it opens that module's page of the API reference (scripts/docs).

A method that overrides a documented method of a base class may go without one of its own: `help()` and the API
reference show the base's, which states the contract the override keeps. A class needs its own: the signature that
`dataclasses` writes into `__doc__` does not count. A constant exported in `__all__` is documented by the string
literal that follows its assignment (the form the API reference reads).
"""

from __future__ import annotations

import ast
import dataclasses
import importlib
import inspect
import itertools
import pkgutil
import sys
import textwrap
import types
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

import aggregator

PACKAGE = "aggregator"


def public_modules() -> list[types.ModuleType]:
    """The package and every module below it with no `_`-part in its dotted path, imported."""
    names = [PACKAGE] + [info.name for info in pkgutil.walk_packages(aggregator.__path__, prefix=f"{PACKAGE}.")]
    public = [name for name in sorted(names) if not any(part.startswith("_") for part in name.split("."))]
    return [importlib.import_module(name) for name in public]


def _own_doc(obj: object) -> str | None:
    doc = obj.__dict__.get("__doc__") if isinstance(obj, type) else getattr(obj, "__doc__", None)
    if not isinstance(doc, str) or not doc.strip():
        return None
    generated = isinstance(obj, type) and (dataclasses.is_dataclass(obj) or hasattr(obj, "_fields"))
    # the signature dataclasses / NamedTuple write when the class has no docstring of its own
    return None if generated and doc.startswith(f"{obj.__name__}(") else doc


def _function_of(attr: object) -> Callable[..., Any] | None:
    """The function behind a class attribute: plain, static, class method, property or cached property."""
    if isinstance(attr, staticmethod | classmethod):
        attr = attr.__func__
    if isinstance(attr, property):
        attr = attr.fget
    if hasattr(attr, "func") and type(attr).__name__ == "cached_property":
        attr = attr.func  # type: ignore[attr-defined]
    return attr if inspect.isfunction(attr) else None


def _inherits_doc(cls: type, name: str) -> bool:
    for base in cls.__mro__[1:]:
        if name in base.__dict__:
            function = _function_of(base.__dict__[name])
            if function is not None and _own_doc(function):
                return True
    return False


def _class_missing(cls: type) -> Iterator[str]:
    if _own_doc(cls) is None:
        yield f"class {cls.__module__}.{cls.__qualname__}"
    for name, attr in vars(cls).items():
        if name.startswith("_"):
            continue
        if isinstance(attr, type) and attr.__qualname__ == f"{cls.__qualname__}.{name}":
            yield from _class_missing(attr)
            continue
        function = _function_of(attr)
        if function is not None and _own_doc(function) is None and not _inherits_doc(cls, name):
            yield f"method {cls.__module__}.{cls.__qualname__}.{name}"


def missing_docstrings(module: types.ModuleType) -> list[str]:
    """Each public class, function and method that `module` defines without a docstring, one line each."""
    missing: list[str] = []
    for name, obj in vars(module).items():
        if name.startswith("_") or getattr(obj, "__module__", None) != module.__name__:
            continue  # private, or imported from elsewhere (checked where it is defined)
        if isinstance(obj, type):
            missing.extend(_class_missing(obj))
        elif inspect.isfunction(obj) and _own_doc(obj) is None:
            missing.append(f"function {module.__name__}.{name}")
    return missing


def documented_assignments(source: str) -> set[str]:
    """The module-level names of `source` whose assignment is followed by a string literal (an attribute docstring)."""
    body = ast.parse(source).body
    names: set[str] = set()
    for node, following in itertools.pairwise(body):
        documented = (
            isinstance(following, ast.Expr)
            and isinstance(following.value, ast.Constant)
            and isinstance(following.value.value, str)
        )
        if not documented:
            continue
        if isinstance(node, ast.Assign):
            targets = node.targets
        elif isinstance(node, ast.AnnAssign):
            targets = [node.target]
        else:
            continue
        names.update(target.id for target in targets if isinstance(target, ast.Name))
    return names


def missing_export_docstrings() -> list[str]:
    """Each name of `aggregator.__all__` without a docstring: constants are looked up in their defining module."""
    missing: list[str] = []
    for name in aggregator.__all__:
        obj = getattr(aggregator, name)
        if isinstance(obj, type) or inspect.isfunction(obj):
            if _own_doc(obj) is None:
                missing.append(f"export aggregator.{name}")
            continue
        source = Path(inspect.getfile(_defining_module(name))).read_text(encoding="utf-8")
        if name not in documented_assignments(source):
            missing.append(f"constant aggregator.{name}")
    return missing


def _defining_module(name: str) -> types.ModuleType:
    """Where the facade got `name` from: the `from X import name` in its own source, else the facade itself."""
    for node in ast.parse(Path(inspect.getfile(aggregator)).read_text(encoding="utf-8")).body:
        if isinstance(node, ast.ImportFrom) and node.module and any(alias.name == name for alias in node.names):
            return importlib.import_module(node.module)
    return aggregator


def test_every_public_class_function_and_method_has_a_docstring() -> None:
    missing = [line for module in public_modules() for line in missing_docstrings(module)]
    assert not missing, f"{len(missing)} public names without a docstring:\n" + "\n".join(missing)


def test_every_name_exported_by_the_package_has_a_docstring() -> None:
    missing = missing_export_docstrings()
    assert not missing, "\n".join(missing)


def test_every_public_module_has_a_docstring() -> None:
    # each one is a page of the API reference, and its docstring is what that page opens with
    missing = [module.__name__ for module in public_modules() if not (module.__doc__ or "").strip()]
    assert not missing, f"modules without a docstring: {missing}"


def test_the_walk_covers_the_subpackages_and_skips_private_modules() -> None:
    names = {module.__name__ for module in public_modules()}
    assert {"aggregator", "aggregator.aggregator", "aggregator.cli", "aggregator.proxy.http"} <= names
    assert "aggregator.protocol.jsonrpc" in names and "aggregator.validation.validator" in names
    assert not any(part.startswith("_") for name in names for part in name.split("."))


# The checker's own tests: a module written here with known gaps must be reported exactly.

SAMPLE = '''
import dataclasses
from json import dumps

def documented() -> None:
    """Yes."""

def bare() -> None:
    pass

def _private() -> None:
    pass

@dataclasses.dataclass
class Record:
    value: int

class Base:
    """A contract."""

    def run(self) -> None:
        """Runs."""

class Child(Base):
    """A child."""

    def run(self) -> None:
        pass

    def stop(self) -> None:
        pass

    @property
    def size(self) -> int:
        return 0

    @classmethod
    def make(cls) -> "Child":
        """Makes one."""
        return cls()

    def _helper(self) -> None:
        pass

    class Inner:
        pass
'''


@pytest.fixture
def sample_module(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> types.ModuleType:
    (tmp_path / "docstring_sample.py").write_text(textwrap.dedent(SAMPLE), encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.delitem(sys.modules, "docstring_sample", raising=False)
    return importlib.import_module("docstring_sample")


def test_the_checker_names_each_undocumented_function_class_method_and_property(
    sample_module: types.ModuleType,
) -> None:
    assert sorted(missing_docstrings(sample_module)) == [
        "class docstring_sample.Child.Inner",
        "class docstring_sample.Record",
        "function docstring_sample.bare",
        "method docstring_sample.Child.size",
        "method docstring_sample.Child.stop",
    ]


def test_the_checker_reads_a_constant_as_documented_only_when_a_string_follows_it() -> None:
    source = 'A = 1\n"""The A."""\nB: int = 2\nC = 3\n"""The C."""\nD = 4\n'
    assert documented_assignments(source) == {"A", "C"}
