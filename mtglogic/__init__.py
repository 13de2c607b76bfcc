"""mtglogic: an exact, exhaustive rules checker for Magic: The Gathering.

Three engines share one object model and one vocabulary: the layer engine (rule 613), the
replacement and prevention engine (rules 614-616) and the subgame engine (rule 715 in
2011, 728 today). This is the package's face: the functions of ``mtglogic.api``, their
result types, ``Budget`` and the errors; docs/api.md shows each with runnable examples.
"""
from mtglogic.api import (
                          ENGINES,
                          Budget,
                          CardLibrary,
                          EachChoiceResult,
                          LayerResult,
                          ReplacementResult,
                          Ruleset,
                          Ruling,
                          Scenario,
                          SubgameResult,
                          Verdict,
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
                          scenario_from_cards,
                          scenario_from_text,
                          to_json,
                          using_cards,
)
from mtglogic.errors import BudgetExceeded, InputError, MtglogicError
from mtglogic.version import __version__

__all__ = [
    "Budget", "BudgetExceeded", "CardLibrary", "ENGINES", "EachChoiceResult", "InputError",
    "LayerResult", "MtglogicError", "ReplacementResult", "Ruleset", "Ruling", "Scenario",
    "SubgameResult", "Verdict", "__version__", "answer_each_choice", "answer_replacement",
    "available_rulesets", "card_library", "check_ruling", "compute_each_choice",
    "compute_layers", "list_rulings", "load_cards", "load_ruleset",
    "load_ruling", "load_scenario", "render", "ruling_files", "ruling_path", "run_subgame",
    "scenario_from_cards", "scenario_from_text", "to_json", "using_cards",
]
