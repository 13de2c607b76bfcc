"""Imports deferred to first use, declared where they are written.

A command should load only what it uses: ``mtglogic --version`` no engine, ``mtglogic
replace`` no graph library until a dependency graph is built. A deferred import names its
module in a literal string (``deferred("mtglogic.api")``, ``DeferredModule("networkx")``),
so the floors test (tests/architecture/test_floors.py) reads it as an import of the module
that writes it and checks it like any other; this module is the only one that calls the
import machinery by name. A package of plug-ins (the rules of the replacement process) reads
its own modules through ``submodules``: they are on its floor.
"""
from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable, Iterable
from types import ModuleType
from typing import Any


def deferred(spec: str) -> Callable[[], Any]:
    """A loader of ``"package.module"`` or ``"package.module:attribute"``: the first call
    imports the module, and every call returns the module or its attribute."""
    module_name, _, attribute = spec.partition(":")

    def load() -> Any:
        module = importlib.import_module(module_name)
        return getattr(module, attribute) if attribute else module

    return load


def submodules(package: str, path: Iterable[str]) -> list[ModuleType]:
    """Every module of a package (its ``__name__`` and ``__path__``), imported, by name:
    the same modules in the same order whatever was imported before."""
    names = sorted(info.name for info in pkgutil.iter_modules(list(path)))
    return [importlib.import_module(f"{package}.{name}") for name in names]


class DeferredModule:
    """A stand-in for a module, imported on its first attribute access."""

    def __init__(self, name: str) -> None:
        self._load = deferred(name)
        self._module: ModuleType | None = None

    def __getattr__(self, attribute: str) -> Any:
        if self._module is None:
            self._module = self._load()
        return getattr(self._module, attribute)
