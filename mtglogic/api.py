"""The Python API: everything a program needs to ask mtglogic a rules question.

Load a scenario (a file, YAML text, a dict, or card names), then ask an engine::

    scenario = load_scenario("board.yaml")
    result = compute_layers(scenario)                  # rule 613
    answer = answer_replacement(scenario)              # rules 614-616
    runs = run_subgame("shahrazad.yaml")               # rule 715 / 728
    verdict = check_ruling("ruling.yaml")

Cards come from the built-in library, merged with folders of your own inside
``with using_cards(load_cards("my-cards")):``; any other real card is drafted from the
file ``mtglogic cards update`` installed, else the built-in Oracle corpus, when named (the
source is chosen as each call starts: ``card_library()``), each ability left as text a
warning. Every function takes an optional ``Budget`` (limits on
enumeration and time); a limit reached raises ``BudgetExceeded``, bad input
``InputError``. docs/api.md has runnable examples of each.
"""
from __future__ import annotations

import functools
import json
import sys
import sysconfig
import warnings
from collections.abc import Callable, Iterable
from contextlib import AbstractContextManager
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from mtglogic import api_checks as checks
from mtglogic.budget import Budget
from mtglogic.deferred import deferred
from mtglogic.engines import ENGINES, check
from mtglogic.errors import ConsistencyError, InputError
from mtglogic.layers.choices import EachChoiceResult, each_choice
from mtglogic.layers.compute import LayerResult, compute_scenario
from mtglogic.library import corpus_cards
from mtglogic.loading.card_folders import card_folders, merge_cards
from mtglogic.loading.cards import CardLibrary, LazySource, builtin_library
from mtglogic.loading.cards import card_library as _library_in_use
from mtglogic.loading.cards import using_cards as _using_cards
from mtglogic.loading.quick import board_lines, located, quick_scenario
from mtglogic.loading.rulesets import available_rulesets, load_ruleset
from mtglogic.loading.ruling_names import list_rulings as _list_rulings
from mtglogic.loading.ruling_names import ruling_path as _ruling_path
from mtglogic.loading.rulings import Ruling, builtin_ruling_files, read_ruling
from mtglogic.loading.rulings import load_ruling as _load_ruling
from mtglogic.loading.scenario import load_scenario as _load_scenario
from mtglogic.loading.scenario import scenario_from_text as _scenario_from_text
from mtglogic.model.answers import (
    Characteristics,
    EffectId,
    EventOutcomes,
    GameState,
    ReplacementOutcome,
    StackResult,
    Step,
    TokenDefinition,
    TriggeredAbility,
    WhatFollows,
)
from mtglogic.model.ruleset import DEFAULT_RULESET, Ruleset
from mtglogic.model.scenario import Scenario
from mtglogic.names import suggest
from mtglogic.node import Node
from mtglogic.verdict import Verdict

if TYPE_CHECKING:
    from mtglogic.replacement.analysis import ReplacementResult
    from mtglogic.subgame.runner import SubgameResult

# The replacement and subgame engines load when first used: a layers question needs neither.
_replacement_question = deferred("mtglogic.loading.replacement:replacement_question")
_subgame_from_lines = deferred("mtglogic.loading.quick_subgame:subgame_from_lines")
_DEFERRED_TYPES = {
    "ReplacementResult": deferred("mtglogic.replacement.analysis:ReplacementResult"),
    "SubgameResult": deferred("mtglogic.subgame.runner:SubgameResult"),
}

Source = str | Path | dict[str, Any]
Call = TypeVar("Call", bound=Callable[..., Any])
PACKAGE = Path(__file__).resolve().parent
STANDARD_LIBRARY = Path(sysconfig.get_paths()["stdlib"]).resolve()


def _callers_level() -> int:
    """The ``stacklevel`` of the caller's line, counted from the caller of this function:
    the first frame, going out, that is neither the package's nor the standard library's
    (a warning points at the line of the program that asked, not into mtglogic)."""
    frame, level = sys._getframe(1), 1
    while frame.f_back is not None:
        where = Path(frame.f_code.co_filename)
        if not where.is_absolute() or not (where.resolve().is_relative_to(PACKAGE)
                                           or where.resolve().is_relative_to(STANDARD_LIBRARY)):
            break
        frame, level = frame.f_back, level + 1
    return level


def _warn_ignored(drafted: Any) -> None:
    """A warning for each sentence of a drafted card left as text (a ``DraftedCard``),
    pointing at the caller's line."""
    level = _callers_level()
    for sentence in drafted.ignored:
        warnings.warn(f"card {drafted.card.name!r}, drafted from its Oracle text "
                      f"({drafted.source}), is used without this ability, left as text: "
                      f"{sentence!r}", stacklevel=level)


@functools.cache
def _oracle_source() -> LazySource:
    """The API's source of the cards no library holds: the installed card file and the
    built-in corpus, each card drafted when named (the drafter loads only then); each
    ability left as text is a warning."""
    return corpus_cards(report=_warn_ignored)


def card_library() -> CardLibrary:
    """The card library in use (the built-in one, or the one of ``using_cards``), any
    other real card drafted from the Oracle sources when named (``find``, ``get``)."""
    library = _library_in_use()
    if library.drafted_source() is not None:
        return library
    return library.with_source(_oracle_source(), _warn_taken)


def _warn_taken(message: str) -> None:
    """A card name taken loosely (``vorinclex monstrous``), as a warning."""
    warnings.warn(message, stacklevel=_callers_level())


def _choosing_cards(call: Call) -> Call:
    """An API call that reads cards: the card source is chosen as it starts (the library
    in use, with the Oracle sources for the cards it lacks), never by an import."""
    @functools.wraps(call)
    def chosen(*args: Any, **kwargs: Any) -> Any:
        with _using_cards(card_library()):
            return call(*args, **kwargs)
    return chosen  # type: ignore[return-value]


def _spent(budget: Budget | None) -> Budget:
    """The budget one call spends: its own start of ``budget``'s limits (the defaults
    when None), or ``budget`` itself when it is already running (``Budget.start``)."""
    return (budget or Budget()).for_call()


@_choosing_cards
def load_scenario(source: Source, ruleset: str | None = None) -> Scenario:
    """A scenario from a file path, or a dict written as the file would be; a ruling file
    gives its own scenario. ``ruleset`` overrides the scenario's (``cr-2011``, ``cr-2026``)."""
    checks.scenario_args(source, ruleset)
    return _load_scenario(source, ruleset)


@_choosing_cards
def scenario_from_text(text: str, ruleset: str | None = None) -> Scenario:
    """A scenario written as YAML text."""
    checks.text_args(text, ruleset)
    return _scenario_from_text(text, ruleset)


@_choosing_cards
def scenario_from_cards(cards: Iterable[str], opponent_cards: Iterable[str] = (),
                        counters: Iterable[str] = (), attach: Iterable[str] = (),
                        choose: Iterable[str] = (), ruleset: str | None = None,
                        events: list[dict[str, Any]] | None = None,
                        budget: Budget | None = None, board: str | None = None,
                        board_name: str = "board") -> Scenario:
    """A board built from board lines, as ``--card`` and ``--board`` build it: a card
    name alone is your card on the battlefield (``"Grizzly Bears"``), and a line may say
    more (``"opponent: Grizzly Bears +1/+1x2"``, ``"hand: Kitchen Finks"``,
    ``"face-down: Grinning Demon"``, ``"you: life:3"``; docs/scenario-format.md, "A
    board in one line"). ``board`` is the text of a board file (one line each, ``#``
    comments), read first and named ``board_name`` in errors; then ``cards``, then
    ``opponent_cards`` (lines whose player is the opponent), in that timestamp order.
    Object ids are the names in lower case with dashes (``grizzly-bears``); ``counters``
    are ``"ID:KIND:N"``, ``attach`` ``"ID:TARGET"``, ``choose`` ``"ID:KEY:VALUE"``;
    ``events`` are replacement events written as in a scenario file. ``budget``'s
    --timeout also bounds the reading."""
    checks.cards_args(cards, opponent_cards, counters, attach, choose, ruleset, events, budget)
    if board is not None:  # may be empty: the board then says it has no line
        checks.check_instance(board, "board", str)
    checks.check_text(board_name, "board_name")
    lines = board_lines(cards, opponent_cards, board, board_name)
    data = quick_scenario(lines, list(counters), list(attach), list(choose),
                          None if budget is None else budget.for_call())
    if events is not None:
        data["events"] = events
    try:
        return _load_scenario(Node(data, "<cards>"), ruleset or DEFAULT_RULESET)
    except InputError as exc:
        raise located(exc, lines) from None


@_choosing_cards
def compute_layers(scenario: Scenario, budget: Budget | None = None, dependency: str = "fast",
                   record_graphs: bool = False, record_changes: bool = False) -> LayerResult:
    """Every object's characteristics (rule 613), one outcome per distinct result of
    simultaneous timestamps. ``dependency``: ``fast`` (default), ``literal`` (613.8a /
    613.7a read literally) or ``off`` (plain timestamp order); ``record_graphs`` keeps each
    layer's whole dependency graph; ``record_changes`` what each step changed."""
    checks.layers_args(scenario, budget, dependency, record_graphs, changes=record_changes)
    return compute_scenario(scenario, _spent(budget), dependency, record_graphs,
                            record_changes)


@_choosing_cards
def compute_each_choice(scenario: Scenario, budget: Budget | None = None,
                        dependency: str = "fast",
                        values: dict[tuple[str, str], tuple[str, ...]] | None = None,
                        ) -> EachChoiceResult:
    """``compute_layers`` over every value of each choice the scenario lacks (a chosen
    color, creature type, player...), the combinations with the same answer grouped;
    ``values`` lists the values to try for some (object id, choice key)."""
    checks.layers_args(scenario, budget, dependency, values=values)
    budget = _spent(budget)
    return each_choice(scenario, lambda s: compute_scenario(s, budget, dependency), budget,
                       values)


@_choosing_cards
def answer_replacement(scenario: Scenario, events: list[dict[str, Any]] | None = None,
                       event: str | None = None, orders: int | None = None,
                       list_orders: bool = False, budget: Budget | None = None,
                       resolve: bool = False) -> ReplacementResult:
    """Every distinct outcome of the replacement and prevention effects on the scenario's
    events (or on ``events``, written as in a file), with order counts, who chooses and a
    witness order; ``event`` asks about one event only; ``list_orders`` also lists the legal
    orders (the first ``orders`` of them, all when None). What follows each outcome (the
    abilities it triggers, the state-based actions, 603 and 704) is ``result.follows``;
    resolving the stack after it (405, 608) is ``result.stack``, and ``resolve`` has the
    rendered answer show it."""
    checks.replacement_args(scenario, events, event, orders, list_orders, budget)
    question = _replacement_question()(scenario, events)
    ids = [e.id for e in question.events]
    if event is not None and event not in ids:
        raise ConsistencyError(f"no event {event!r}; events: {', '.join(ids)}"
                               f"{suggest(event, ids)}")
    engine = ENGINES["replacement"]
    result: ReplacementResult = engine.compute(question, _spent(budget), event, orders,
                                               list_orders, resolve=resolve)
    return result


@_choosing_cards
def answer_each_choice(scenario: Scenario, events: list[dict[str, Any]] | None = None,
                       event: str | None = None, orders: int | None = None,
                       list_orders: bool = False, budget: Budget | None = None,
                       values: dict[tuple[str, str], tuple[str, ...]] | None = None,
                       ) -> EachChoiceResult[ReplacementResult]:
    """``answer_replacement`` over every value of each choice the scenario lacks (a
    chosen creature type a replacement effect reads...), the combinations with the same
    outcomes grouped; ``values`` lists the values to try for some (object id, choice key)."""
    checks.replacement_args(scenario, events, event, orders, list_orders, budget, values)
    budget = _spent(budget)
    engine = ENGINES["replacement"]

    def outcomes(result: ReplacementResult) -> str:
        found = [(e["id"], [[o[k] for k in ("result", "events", "cant_happen", "shields")]
                            for o in e["outcomes"]]) for e in engine.json(result)["events"]]
        return json.dumps(found, sort_keys=True, default=str)

    return each_choice(scenario, lambda s: answer_replacement(
        s, events, event, orders, list_orders, budget), budget, values, outcomes)


@_choosing_cards
def run_subgame(source: Source, seed: int | None = None, ruleset: str | None = None,
                budget: Budget | None = None) -> SubgameResult:
    """Play a subgame scenario (rule 715 in cr-2011, 728 in cr-2026): one run with a seed,
    else one run per possible starting player."""
    checks.subgame_args(source, seed, ruleset, budget)
    engine = ENGINES["subgame"]
    question = engine.load(
        Node(source, "<data>", "", 1) if isinstance(source, dict) else source, ruleset)
    result: SubgameResult = engine.compute(question, _spent(budget), seed)
    return result


@_choosing_cards
def run_subgame_lines(cards: Iterable[str], steps: Iterable[str],
                      opponent_cards: Iterable[str] = (), seed: int | None = None,
                      ruleset: str | None = None, budget: Budget | None = None,
                      board: str | None = None, board_name: str = "board") -> SubgameResult:
    """``run_subgame`` on a scenario written in lines, as ``mtglogic subgame --card LINE
    --step STEP`` takes them: board lines of the main game (``"graveyard: Kitchen
    Finks"``; ``board``, the text of a board file named ``board_name`` in errors, first)
    and one step each (``"resolve: shahrazad, first: you"``; docs/subgame.md)."""
    for argument, values in (("cards", cards), ("steps", steps),
                             ("opponent_cards", opponent_cards)):
        checks.check_texts(values, argument)
    if board is not None:
        checks.check_instance(board, "board", str)
    checks.check_text(board_name, "board_name")
    checks.subgame_args({}, seed, ruleset, budget)
    engine = ENGINES["subgame"]
    question = engine.load(_subgame_from_lines()(cards, steps, opponent_cards, board,
                                                 board_name), ruleset)
    result: SubgameResult = engine.compute(question, _spent(budget), seed)
    return result


@_choosing_cards
def check_ruling(source: Source | Ruling, ruleset: str | None = None,
                 budget: Budget | None = None) -> Verdict:
    """Check a ruling (a file path, a dict written as the file would be, or a ``Ruling``
    read with ``load_ruling``) with its engine: ``passed``, and for a failure a readable
    ``diff``. ``ruleset`` is used when the ruling names none and sits in no ruleset folder."""
    checks.ruling_args(source, ruleset, budget)
    if isinstance(source, Ruling):
        ruling = source
    elif isinstance(source, dict):
        ruling = read_ruling(Node(source, "<data>", "", 1), Path("<data>"), ruleset)
    else:
        ruling = load_ruling(source, ruleset)
    return check(ruling, _spent(budget))


def ruling_files(ruleset: str | None = None) -> list[Path]:
    """The files of the built-in rulings corpus (of one ruleset, or of all)."""
    checks.check_ruleset(ruleset)
    return builtin_ruling_files(ruleset)


def load_cards(*folders: str | Path) -> CardLibrary:
    """The built-in card library with the cards of ``folders`` merged over it, in order:
    a card replaces the one of the same name (any case) before it, and ``replaced`` lists
    those; a card file with an error is left out and listed in ``problems``. A folder
    that does not exist raises ``InputError``. Use it with ``using_cards``."""
    checks.folders_args(folders)
    return merge_cards(builtin_library(),
                       card_folders([str(folder) for folder in folders], None, "load_cards"))


@_choosing_cards
def load_ruling(path: str | Path, default_ruleset: str | None = None) -> Ruling:
    """A ruling file (``default_ruleset`` when it names none and sits in no ruleset folder)."""
    checks.ruling_args(path, default_ruleset, None)
    return _load_ruling(path, default_ruleset)


def ruling_path(name: str) -> Path:
    """The file of a built-in ruling, by its name (``cr-2026/...``)."""
    checks.check_text(name, "name")
    return _ruling_path(name)


def list_rulings(query: str | None = None, ruleset: str | None = None,
                 kind: str | None = None, rule: str | None = None) -> list[dict[str, Any]]:
    """The built-in rulings, in name order per ruleset, kept by words of ``query``, a
    ``ruleset``, a ``kind`` or a ``rule`` (and its subrules)."""
    checks.listing_args(query, ruleset, kind, rule)
    return _list_rulings(query, ruleset, kind, rule)


def using_cards(library: CardLibrary) -> AbstractContextManager[CardLibrary]:
    """Read cards from ``library`` (from ``load_cards``) inside the ``with`` block."""
    checks.check_instance(library, "library", CardLibrary)
    return _using_cards(library)


def render(result: LayerResult | ReplacementResult | SubgameResult, explain: bool = False) -> str:
    """A result as ``mtglogic`` prints it (the text output of its command)."""
    checks.result_args(result, explain)
    return "\n".join(ENGINES.of_result(result).text(result, explain=explain))


def to_json(result: LayerResult | ReplacementResult | SubgameResult) -> dict[str, Any]:
    """A result as the ``--json`` output of its command (docs/json-output.md)."""
    checks.result_args(result)
    return ENGINES.of_result(result).json(result)


__all__ = [
    "Budget", "CardLibrary", "Characteristics", "ENGINES", "EachChoiceResult", "EffectId",
    "EventOutcomes", "GameState", "LayerResult", "ReplacementOutcome", "ReplacementResult",
    "Ruleset", "Ruling", "Scenario", "StackResult", "Step", "SubgameResult", "TokenDefinition",
    "TriggeredAbility", "Verdict", "WhatFollows", "answer_each_choice",
    "answer_replacement", "available_rulesets", "card_library", "check_ruling",
    "compute_each_choice", "compute_layers", "list_rulings", "load_cards", "load_ruleset",
    "load_ruling", "load_scenario", "render", "ruling_files", "ruling_path", "run_subgame",
    "run_subgame_lines",
    "scenario_from_cards", "scenario_from_text", "to_json", "using_cards",
]


def __getattr__(name: str) -> Any:
    """The result types of the engines that load on first use (PEP 562)."""
    if name in _DEFERRED_TYPES:
        value = _DEFERRED_TYPES[name]()
        globals()[name] = value
        return value
    raise AttributeError(f"module 'mtglogic.api' has no attribute {name!r}")
