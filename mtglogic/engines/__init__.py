"""The engines, each with the same shape: load a question, compute, render, check a ruling.

``ENGINES`` lists them by the ``kind`` a ruling names; ``verify`` and the CLI read this one
table. An engine's ``load`` turns a scenario document into its question (through
``mtglogic.loading``), ``compute`` answers it within a budget, ``text`` and ``json``
render the answer, and ``check`` compares it with a ruling's ``expect``. Each engine's
entry is in its own module, imported when the engine is first asked for: a layers
question never loads the replacement engine's constraint solver, nor the subgame engine.
"""
from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from typing import Any

from mtglogic.budget import Budget
from mtglogic.deferred import deferred
from mtglogic.display import set_html_renderer
from mtglogic.engines.base import Engine, Source
from mtglogic.loading.rulings import Ruling
from mtglogic.verdict import Verdict

# name -> (the engine's entry, loaded on demand; the qualified name of its result type)
_ENTRIES: dict[str, tuple[Callable[[], Engine], str]] = {
    "layers": (deferred("mtglogic.engines.layers:ENGINE"),
               "mtglogic.layers.compute.LayerResult"),
    "replacement": (deferred("mtglogic.engines.replacement:ENGINE"),
                    "mtglogic.replacement.analysis.ReplacementResult"),
    "subgame": (deferred("mtglogic.engines.subgame:ENGINE"),
                "mtglogic.subgame.runner.SubgameResult"),
}


class EngineTable(Mapping[str, Engine]):
    """The engines by name, each imported the first time it is looked up."""

    def __init__(self, entries: dict[str, tuple[Callable[[], Engine], str]]) -> None:
        self._entries = entries
        self._loaded: dict[str, Engine] = {}

    def __getitem__(self, name: str) -> Engine:
        if name not in self._loaded:
            self._loaded[name] = self._entries[name][0]()
        return self._loaded[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self._entries)

    def __len__(self) -> int:
        return len(self._entries)

    def of_result(self, result: Any) -> Engine:
        """The engine whose answer RESULT is (a ``LayerResult``, ``ReplacementResult``...)."""
        kind = type(result)
        qualified = f"{kind.__module__}.{kind.__qualname__}"
        for name, (_, result_type) in self._entries.items():
            if result_type == qualified:
                return self[name]
        raise TypeError(f"not an engine's result: {kind.__name__}")


ENGINES = EngineTable(_ENTRIES)

# A result in a notebook is drawn by the report's renderer (loaded when first drawn).
_result_html = deferred("mtglogic.outputs.html.notebook:result_html")


def _html(result: object) -> str | None:
    try:
        engine = ENGINES.of_result(result)
    except TypeError:  # not an engine's answer: the notebook shows its repr
        return None
    html: str = _result_html()(result, engine)
    return html


set_html_renderer(_html)


def check(ruling: Ruling, budget: Budget) -> Verdict:
    """Check a ruling with its engine: load its question, compute, compare with ``expect``."""
    engine = ENGINES[ruling.kind]
    question = engine.load(ruling.scenario, ruling.ruleset)
    return engine.check(engine.compute(question, budget), ruling.expect)


__all__ = ["ENGINES", "Engine", "EngineTable", "Source", "check"]
