"""The shape every engine has: load a question, compute, render, check a ruling."""
from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from mtglogic.node import Node
from mtglogic.verdict import Verdict

Source = Any  # a file path, a dict or a Node (see mtglogic.loading.scenario.scenario_root)


@dataclass(frozen=True)
class Engine:
    """One engine: its name (a ruling's ``kind``), rules, and the five steps."""

    name: str
    rules: str
    doc: str
    load: Callable[[Source, str | None], Any]
    compute: Callable[..., Any]
    text: Callable[..., Iterable[str]]  # the lines of the text output
    json: Callable[..., dict[str, Any]]
    check: Callable[[Any, Node], Verdict]
