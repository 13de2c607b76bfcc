"""What runs on a worker: one batch of probes, each board built and asked, as plain data.

A probe is a dict (it crosses process and machine boundaries: a local process pool or a
Dask cluster), and so is its result. A layers probe puts the cards on a board of
standard objects in every timestamp order and compares the final characteristics of
every object (613.7 in cr-2026, 613.6 in cr-2011), and records the dependencies found
between effects of different cards (613.8a, 613.7a in cr-2011). A replacement probe asks
one event with all the cards and with each group of one card fewer: the cards interact
when together they give more distinct outcomes than any smaller group, that is when the
order in which their effects apply, or who chooses it, changes the outcome (616.1). Rule
numbers come from the probe's ruleset.
"""
from __future__ import annotations

import itertools
import json
import signal
import warnings
from collections.abc import Callable, Sequence
from typing import Any

from mtglogic.api import answer_replacement, compute_layers, load_cards, load_scenario, using_cards
from mtglogic.budget import Budget
from mtglogic.errors import BudgetExceeded, MissingChoice, MtglogicError
from mtglogic.loading.cards import CardLibrary, builtin_library
from mtglogic.loading.quick import slug
from mtglogic.loading.rulesets import load_ruleset

Probe = dict[str, Any]
Result = dict[str, Any]
BudgetOf = Callable[[], Budget]  # a fresh budget for each engine call
PLAYERS = {"players": ["you", "opponent"], "active_player": "you"}
_LIBRARIES: dict[tuple[str, ...], CardLibrary] = {}


def ignore_interrupts() -> None:
    """A local worker leaves Ctrl-C to the command, which stops it cleanly."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _library(folders: Sequence[str]) -> CardLibrary:
    key = tuple(folders)
    if key not in _LIBRARIES:
        _LIBRARIES[key] = load_cards(*folders) if folders else builtin_library()
    return _LIBRARIES[key]


Choices = dict[str, dict[str, str]]  # object id -> the choices made for it


def board_of(cards: Sequence[str], objects: Sequence[dict[str, Any]],
             choices: Choices | None = None) -> dict[str, Any]:
    """The scenario of a probe: the standard objects, then the cards in this timestamp
    order (each its own timestamp, after theirs), under your control, with the choices
    made for them."""
    written = [dict(o, timestamp=i + 1) for i, o in enumerate(objects)]
    start = len(written) + 1
    for i, name in enumerate(cards):
        card: dict[str, Any] = {"id": slug(name), "card": name, "timestamp": start + i,
                                "controller": "you"}
        if choices and slug(name) in choices:
            card["choices"] = dict(sorted(choices[slug(name)].items()))
        written.append(card)
    return {**PLAYERS, "objects": written}


def _characteristics(result: Any) -> list[dict[str, Any]]:
    return [o.characteristics() for o in result.outcomes]


def _identity(result: Any) -> str:
    """The distinct boards of a result as outcomes are told apart: the order an object's
    abilities are listed in is not a characteristic (``ObjState.identity``)."""
    return json.dumps([o.identity() for o in result.outcomes], sort_keys=True)


def layers_probe(probe: Probe, budget_of: BudgetOf) -> Result:
    """Every timestamp order of the cards: the distinct final boards, with the orders that
    give each, and the dependencies between effects of different cards."""
    cards, ruleset = probe["cards"], probe["ruleset"]

    def board(order: Sequence[str]) -> dict[str, Any]:
        return board_of(order, probe["objects"], probe.get("made"))

    ids = {slug(name): name for name in cards}
    boards: dict[str, dict[str, Any]] = {}
    dependencies: set[tuple[str, str, str]] = set()
    for order in itertools.permutations(cards):
        scenario = load_scenario(board(order), ruleset)
        result = compute_layers(scenario, budget_of(), record_graphs=True)
        final = _characteristics(result)
        key = _identity(result)
        boards.setdefault(key, {"orders": [], "characteristics": final})["orders"].append(
            list(order))
        for outcome in result.outcomes:
            for layer, edges in outcome.run.graphs.items():
                for edge in edges:
                    first, then = (ids.get(edge[key].partition("#")[0])
                                   for key in ("effect", "needed_by"))
                    if first and then and first != then:
                        dependencies.add((layer, first, then))
    smaller = 0
    if len(cards) > 2:  # a triple: more distinct boards than any pair of it gives
        for pair in itertools.combinations(cards, 2):
            seen = {_identity(compute_layers(load_scenario(board(order), ruleset),
                                             budget_of()))
                for order in itertools.permutations(pair)}
            smaller = max(smaller, len(seen))
    rules = load_ruleset(ruleset)
    how, cites = [], []
    results = sorted(boards.values(), key=lambda b: b["orders"])
    if len(results) > max(1, smaller):
        how.append("timestamp order")
        cites.append(rules.cite("timestamp"))
    if dependencies and len(cards) == 2:
        how.append("dependency")
        cites.append(rules.cite("dependency"))
    return {"results": results, "how": how, "rules": cites,
            "dependencies": [{"layer": layer, "effect_of": first, "needed_by": then}
                             for layer, first, then in sorted(dependencies)],
            "reason": "" if how else _layers_reason(len(cards), smaller, rules.cite("timestamp"),
                                                     rules.cite("dependency"))}


def _layers_reason(cards: int, smaller: int, timestamp: str, dependency: str) -> str:
    if cards > 2 and smaller > 1:
        return (f"no more distinct boards than one of its pairs gives in its timestamp "
                f"orders ({timestamp})")
    return (f"every timestamp order gives the same board ({timestamp}), and no effect of one "
            f"depends on an effect of another ({dependency})")


def _table(cards: Sequence[str], probe: Probe, budget_of: BudgetOf) -> Any:
    scenario = load_scenario(board_of(cards, probe["objects"], probe.get("made")),
                             probe["ruleset"])
    return answer_replacement(scenario, events=[dict(probe["event"], id="e")],
                              budget=budget_of()).answer("e")


def replacement_probe(probe: Probe, budget_of: BudgetOf) -> Result:
    """One event with all the cards, and with each group of one card fewer."""
    cards = probe["cards"]
    whole = _table(cards, probe, budget_of)
    table = whole.table()
    smaller = {", ".join(group): len(_table(group, probe, budget_of).table())
               for group in itertools.combinations(cards, len(cards) - 1)}
    rules = load_ruleset(probe["ruleset"])
    chooser_rule = str(rules.section("replacement")["rules"]["chooser"].value)
    interacting = len(table) > max(smaller.values())
    witnesses = whole.witnesses()
    return {"outcomes": [{"outcome": text, "orders": count, "witness": witnesses[text]}
                         for text, count in sorted(table.items())],
            "chooser": whole.chooser, "total_orders": whole.total_orders,
            "smaller_groups": smaller,
            "how": ["order of application"] if interacting else [],
            "rules": [chooser_rule] if interacting else [],
            "reason": "" if interacting else (
                f"{len(table)} distinct outcome{'s' if len(table) != 1 else ''} with all of "
                f"them, no more than without one of them: the order of application does not "
                f"change the outcome ({chooser_rule})")}


KINDS = {"layers": layers_probe, "replacement": replacement_probe}


def choice_for(missing: MissingChoice, standard: dict[str, str]) -> str | None:
    """The probe's value for a choice a card's object lacks: the catalogue's for its kind
    of value, or the first allowed one when that one is not allowed; None when the
    catalogue has none for the kind."""
    value = standard.get(missing.kind)
    if value is None:
        return None
    if missing.allowed is not None and value not in missing.allowed:
        return sorted(missing.allowed)[0]
    return value


def missing_choice(error: BaseException) -> MissingChoice | None:
    """The missing choice behind an error: itself, or one it was raised while handling
    (a replacement event's loader locates it at the event)."""
    seen: BaseException | None = error
    while seen is not None and not isinstance(seen, MissingChoice):
        seen = seen.__cause__ or seen.__context__
    return seen


def _judged(probe: Probe, budget_of: BudgetOf) -> Result:
    """The probe judged, each choice a card's effect reads and its object lacks made with
    the catalogue's value for its kind (at most one try per choice)."""
    made: Choices = {}
    while True:
        try:
            found = KINDS[probe["kind"]](dict(probe, made=made), budget_of)
        except MtglogicError as exc:
            missing = missing_choice(exc)
            value = None if missing is None else choice_for(missing, probe.get("choices", {}))
            if missing is None or missing.source is None or value is None \
                    or missing.key in made.get(missing.source, {}):
                raise
            made.setdefault(missing.source, {})[missing.key] = value
            continue
        return found | ({"made": made} if made else {})


def run_probe(probe: Probe, limits: dict[str, Any]) -> Result:
    """One probe's result; an engine refusal or a limit is its result, never a crash."""
    def budget_of() -> Budget:
        return Budget(**limits)

    found: Result = {"id": probe["id"]}
    try:
        found |= _judged(probe, budget_of)
        found["status"] = "ok"
    except BudgetExceeded as exc:
        found |= {"status": "limit", "error": exc.cli_message()}
    except MtglogicError as exc:
        found |= {"status": "error", "error": str(exc)}
    except Exception as exc:  # a fault of the engine is its result, reported, not fatal
        found |= {"status": "error", "error": f"internal error: {type(exc).__name__}: {exc}"}
    return found


def run_batch(batch: Sequence[Probe], settings: dict[str, Any]) -> list[Result]:
    """Every probe of a batch, with the card library of the settings' folders. What a
    drafted card left as text was said once by the command: a worker drafting it again
    says nothing."""
    with using_cards(_library(settings.get("folders", ()))), warnings.catch_warnings():
        warnings.simplefilter("ignore", UserWarning)
        return [run_probe(probe, settings["limits"]) for probe in batch]
