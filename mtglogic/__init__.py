"""mtglogic: an exact, exhaustive rules checker for Magic: The Gathering.

Three engines share one object model and one vocabulary: the layer engine (rule 613), the
replacement and prevention engine (rules 614-616) and the subgame engine (rule 715 in
2011, 728 today). This is the package's face: the functions of ``mtglogic.api``, their
result types, ``Budget`` and the errors; docs/api.md shows each with runnable examples.

The API's names are loaded on first use (PEP 562): ``import mtglogic`` alone, and
``mtglogic --version``, import no engine.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mtglogic.deferred import deferred
from mtglogic.errors import BudgetExceeded, InputError, MtglogicError
from mtglogic.version import __version__

if TYPE_CHECKING:
    from mtglogic.api import (
        ENGINES,
        Budget,
        CardLibrary,
        Characteristics,
        EachChoiceResult,
        EffectId,
        EventOutcomes,
        GameState,
        LayerResult,
        ReplacementOutcome,
        ReplacementResult,
        Ruleset,
        Ruling,
        Scenario,
        StackResult,
        Step,
        SubgameResult,
        TokenDefinition,
        TriggeredAbility,
        Verdict,
        WhatFollows,
        answer_each_choice,
        answer_replacement,
        available_rulesets,
        card_library,
        check_ruling,
        compute_each_choice,
        compute_layers,
        list_rulings,
        load_cards,
        load_ruleset,
        load_ruling,
        load_scenario,
        render,
        ruling_files,
        ruling_path,
        run_subgame,
        run_subgame_lines,
        scenario_from_cards,
        scenario_from_text,
        to_json,
        using_cards,
    )

_API = deferred("mtglogic.api")

__all__ = [
    "Budget", "BudgetExceeded", "CardLibrary", "Characteristics", "ENGINES",
    "EachChoiceResult", "EffectId", "EventOutcomes", "GameState", "InputError",
    "LayerResult", "MtglogicError", "ReplacementOutcome", "ReplacementResult", "Ruleset",
    "Ruling", "Scenario", "StackResult", "Step", "SubgameResult", "TokenDefinition",
    "TriggeredAbility", "Verdict", "WhatFollows", "__version__", "answer_each_choice",
    "answer_replacement",
    "available_rulesets", "card_library", "check_ruling", "compute_each_choice",
    "compute_layers", "list_rulings", "load_cards", "load_ruleset",
    "load_ruling", "load_scenario", "render", "ruling_files", "ruling_path", "run_subgame",
    "run_subgame_lines",
    "scenario_from_cards", "scenario_from_text", "to_json", "using_cards",
]
# The names of __all__ not defined above: those of the API, imported on first use.
_API_NAMES = frozenset(__all__) - set(globals())


def __getattr__(name: str) -> Any:
    """An API name, imported from ``mtglogic.api`` the first time it is asked for."""
    if name in _API_NAMES:
        value = getattr(_API(), name)
        globals()[name] = value
        return value
    raise AttributeError(f"module 'mtglogic' has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted(set(globals()) | _API_NAMES)
