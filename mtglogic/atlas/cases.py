"""Each interaction found, written as one self-contained case: the board as scenario data,
every card on it written out in full, the question, the ruleset, and what was observed
with the orders that lead to each result, so any engine can ask the same and compare.
"""
from __future__ import annotations

import itertools
from typing import Any

from mtglogic.api import load_scenario
from mtglogic.atlas.stack_results import stack_expectation
from mtglogic.atlas.worker import board_of
from mtglogic.budget import Budget
from mtglogic.loading.rulings import Ruling
from mtglogic.node import Node
from mtglogic.outputs.cases import case_from_ruling


def question_of(probe: dict[str, Any]) -> dict[str, Any]:
    """The question a probe asked: every timestamp order of a layers board (613.7), one
    event to modify (616.1), or one event and then the stack resolved (603.3b, 405.5)."""
    if probe["kind"] == "layers":
        return {"layers": {"timestamp_orders": [list(o) for o in
                                                itertools.permutations(probe["cards"])]}}
    if probe["kind"] == "stack":
        return {"event": dict(probe["event"], id="e"), "resolve": True}
    return {"event": dict(probe["event"], id="e")}


def observed_of(probe: dict[str, Any], result: dict[str, Any]) -> dict[str, Any]:
    """What the probe found: each distinct final board with the timestamp orders giving it,
    or each distinct outcome of the event with its number of orders and a witness order, and
    for a stack probe each distinct result of resolving the stack with its ways."""
    if probe["kind"] == "layers":
        return {"boards": [{"orders": r["orders"], "count": len(r["orders"]),
                            "characteristics": r["characteristics"]} for r in result["results"]],
                "dependencies": result["dependencies"]}
    seen = {"outcomes": result["outcomes"], "chooser": result["chooser"],
            "total_orders": result["total_orders"]}
    return seen | ({"stack": result["stack"]} if probe["kind"] == "stack" else {})


def case_of(probe: dict[str, Any], result: dict[str, Any],
            cards: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """The case of one probe that found an interaction (``cards``: each card in full, as
    ``mtglogic cards --json`` writes it)."""
    return {"id": probe["id"], "kind": probe["kind"], "ruleset": probe["ruleset"],
            "cards": {name: cards[name] for name in probe["cards"]},
            "board": board_of(probe["cards"], probe["objects"], result.get("made")),
            "question": question_of(probe),
            "observed": observed_of(probe, result),
            "interaction": {"how": result["how"], "rules": result["rules"]}}


# What a layers case expects of each object: the characteristics the layers change (613.1).
EXPECTED_KEYS = ("types", "subtypes", "supertypes", "colors", "abilities", "power", "toughness")


def rulings_of(case: dict[str, Any]) -> list[Ruling]:
    """An interaction as rulings the export writes as cases (``mtglogic export``'s
    format, docs/engine-authors.md): a replacement probe's event with each outcome and its
    number of orders and who chooses (616.1), and a stack probe's with each distinct result
    of resolving the stack and its ways (603.3b, 405.5); a layers probe's board once per distinct
    result, its cards in the first timestamp order giving it (613.7), each object's
    characteristics expected. What is expected is what the engine found: the atlas is a
    generated corpus, said in each ruling's source."""
    how = ", ".join(case["interaction"]["how"])
    rules = tuple(case["interaction"]["rules"])
    source = f"mtglogic atlas (generated: {how}; the engine's answer, not a hand ruling)"
    if case["kind"] in ("replacement", "stack"):
        observed = case["observed"]
        scenario = {**case["board"], "events": [case["question"]["event"]]}
        expect: dict[str, Any] = {"chooser": observed["chooser"], "outcomes": {
            o["outcome"]: o["orders"] for o in observed["outcomes"]}}
        if case["kind"] == "stack":
            start = load_scenario(case["board"], case["ruleset"]).game
            expect["stack"] = stack_expectation(observed["stack"], start)
        return [_ruling(case["id"], "replacement", case["ruleset"], scenario, {"e": expect},
                        source, rules)]
    found = []
    for number, board in enumerate(case["observed"]["boards"], 1):
        order = board["orders"][0]
        scenario = board_in_order(case["board"], order)
        [objects] = board["characteristics"][:1]
        expect = {"objects": {oid: {k: chars[k] for k in EXPECTED_KEYS if k in chars}
                              for oid, chars in sorted(objects.items())}}
        found.append(_ruling(f"{case['id']} #{number}", "layers", case["ruleset"], scenario,
                             expect, f"{source}; timestamp order {' then '.join(order)}",
                             rules))
    return found


def board_in_order(board: dict[str, Any], order: list[str]) -> dict[str, Any]:
    """The probe's board laid out again by ``board_of`` with its cards in ``order`` (card
    names): the same standard objects and choices, the cards' timestamps after theirs."""
    objects = board["objects"]
    standard = [{k: v for k, v in o.items() if k != "timestamp"}
                for o in objects if "card" not in o]
    choices = {o["id"]: o["choices"] for o in objects if "choices" in o}
    return board_of(order, standard, choices or None)


def _ruling(name: str, kind: str, ruleset: str, scenario: dict[str, Any],
            expect: dict[str, Any], source: str, rules: tuple[str, ...]) -> Ruling:
    where = f"<atlas {name}>"
    return Ruling(f"atlas/{name}", kind, name, ruleset, Node(scenario, where, "scenario", 1),
                  Node(expect, where, "expect", 1), source, rules)


def export_cases(cases: list[dict[str, Any]], budget: Budget) -> list[dict[str, Any]]:
    """Every interaction's rulings as export cases, each answered and checked again."""
    return [case_from_ruling(ruling, budget) for case in cases for ruling in rulings_of(case)]
