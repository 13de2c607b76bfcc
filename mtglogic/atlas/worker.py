"""What runs on a worker: one batch of probes, each board built and asked, as plain data.

A probe is a dict (it crosses process and machine boundaries: a local process pool or a
Dask cluster), and so is its result. A layers probe puts the cards on a board of
standard objects in every timestamp order and compares the final characteristics of
every object (613.7 in cr-2026, 613.6 in cr-2011), and records the dependencies found
between effects of different cards (613.8a, 613.7a in cr-2011). A replacement probe asks
one event with all the cards and with each group of one card fewer: the cards interact
when together they give more distinct outcomes than any smaller group, that is when the
order in which their effects apply, or who chooses it, changes the outcome (616.1). A
stack probe asks the same and resolves what each outcome triggers (603.2): the cards
interact when together they give more distinct results of resolving the stack than any
smaller group, that is when the order their triggered abilities are put on the stack
(603.3b) and resolve (405.5), or a replacement effect acting on a triggered ability's
event (616.1), changes the result. Rule numbers come from the probe's ruleset.
"""
from __future__ import annotations

import itertools
import json
import signal
import warnings
from collections.abc import Callable, Sequence
from typing import Any

from mtglogic.api import answer_replacement, compute_layers, load_cards, load_scenario, using_cards
from mtglogic.atlas.stack_results import distinct_results
from mtglogic.budget import Budget
from mtglogic.errors import BudgetExceeded, MissingChoice, MtglogicError
from mtglogic.loading.cards import CardLibrary, builtin_library, card_library
from mtglogic.loading.quick import slug
from mtglogic.loading.rulesets import load_ruleset
from mtglogic.text import plural
from mtglogic.triggers.rules import trigger_rules

Probe = dict[str, Any]
Result = dict[str, Any]
BudgetOf = Callable[[], Budget]  # a fresh budget for each engine call
PLAYERS = {"players": ["you", "opponent"], "active_player": "you"}
_LIBRARIES: dict[tuple[str, ...], CardLibrary] = {}


def worker_signals() -> None:
    """A local worker leaves Ctrl-C to the command, which stops it cleanly, and ends at
    once on SIGTERM (how the command ends it early). A forked worker would otherwise keep
    the command's own SIGTERM handler, whose ``Stopped`` the pool catches as a batch's
    error: the worker would live on after the command, holding its output open."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    for name in ("SIGTERM", "SIGHUP"):
        number = getattr(signal, name, None)
        if number is not None:
            signal.signal(number, signal.SIG_DFL)


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


def blank_of(name: str) -> dict[str, Any]:
    """A card as an object of the board with its printed characteristics and no ability:
    what a group without that card's words still has (a creature to target, to die...)."""
    card = card_library().get(name)
    found: dict[str, Any] = {"id": slug(name), "name": card.name, "mana_cost": card.mana_cost,
                             "types": sorted(card.card_types), "controller": "you"}
    for key, value in (("subtypes", card.subtypes), ("supertypes", card.supertypes),
                       ("colors", card.colors)):
        if value:
            found[key] = sorted(value)
    for key, number in (("power", card.power), ("toughness", card.toughness)):
        if number is not None:
            found[key] = number
    return found


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


def _asked(cards: Sequence[str], probe: Probe, budget_of: BudgetOf, resolve: bool = False,
           blank: Sequence[str] = ()) -> Any:
    objects = list(probe["objects"]) + [blank_of(name) for name in blank]
    scenario = load_scenario(board_of(cards, objects, probe.get("made")), probe["ruleset"])
    return answer_replacement(scenario, events=[dict(probe["event"], id="e")],
                              budget=budget_of(), resolve=resolve)


def _table(cards: Sequence[str], probe: Probe, budget_of: BudgetOf) -> Any:
    return _asked(cards, probe, budget_of).answer("e")


def _outcomes(answer: Any) -> dict[str, Any]:
    """An event's distinct outcomes with their orders and a witness, and who chooses."""
    witnesses = answer.witnesses()
    return {"outcomes": [{"outcome": text, "orders": count, "witness": witnesses[text]}
                         for text, count in sorted(answer.table().items())],
            "chooser": answer.chooser, "total_orders": answer.total_orders}


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
    return {**_outcomes(whole), "smaller_groups": smaller,
            "how": ["order of application"] if interacting else [],
            "rules": [chooser_rule] if interacting else [],
            "reason": "" if interacting else (
                f"{len(table)} distinct outcome{'s' if len(table) != 1 else ''} with all of "
                f"them, no more than without one of them: the order of application does not "
                f"change the outcome ({chooser_rule})")}


def _results(cards: Sequence[str], probe: Probe, budget_of: BudgetOf, blank: Sequence[str]
             ) -> tuple[Any, list[dict[str, Any]]]:
    budget = budget_of()
    result = _asked(cards, probe, lambda: budget, True, blank)
    return result, distinct_results(result, "e", budget.max_depth)


def stack_probe(probe: Probe, budget_of: BudgetOf) -> Result:
    """One event with all the cards, the stack resolved after each outcome: every
    distinct result with its ways. Then, for each card, the same with that card alone and
    with the others without it, the left-out cards on the board as objects without
    abilities (``blank_of``: the same creatures to target and to die). Choices made apart
    multiply and effects that commute add nothing, so the cards interact when together
    they give more distinct results than the product of the two numbers for some card."""
    cards = probe["cards"]
    whole, results = _results(cards, probe, budget_of, ())
    alone = {name: len(_results([name], probe, budget_of,
                                [c for c in cards if c != name])[1]) for name in cards}
    rest = {name: alone[other] for name, other in zip(cards, reversed(cards))} \
        if len(cards) == 2 else \
        {name: len(_results([c for c in cards if c != name], probe, budget_of, [name])[1])
         for name in cards}
    apart = {name: alone[name] * rest[name] for name in cards}
    rules = trigger_rules(load_ruleset(probe["ruleset"]))
    cites = [rules.cite("stack_order"), rules.cite("resolve_top")]
    interacting = len(results) > max(apart.values())
    return {**_outcomes(whole.answer("e")), "stack": results,
            "smaller_groups": {", ".join(c for c in cards if c != name): rest[name]
                               for name in cards},
            "alone": alone,
            "how": ["on the stack"] if interacting else [],
            "rules": cites if interacting else [],
            "reason": "" if interacting else (
                f"{plural(len(results), 'distinct result')} of resolving the stack with all "
                f"of them, no more than one card and the others give apart "
                f"({max(apart.values())}): the order their triggered abilities are put on "
                f"the stack ({cites[0]}) and resolve ({cites[1]}) does not change the "
                f"result")}


KINDS = {"layers": layers_probe, "replacement": replacement_probe, "stack": stack_probe}


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
