"""A ruling as an engine-neutral case: one self-contained JSON object (docs/engine-authors.md).

A case holds the ruling's board (its scenario) with every card it names written out in
full (``cards``), the ruleset, the rules it exercises, and the expected answer in state
form: for layers the characteristics the ruling expects (613), for subgames the positions
(715 in cr-2011, 728 in cr-2026), for replacement and prevention each event's outcomes as
the state they leave with their order counts (614-616; the ``state:`` form of rulings).
A replacement ruling that writes its outcomes as mtglogic's sentences keeps them in
``sentences``, and its states are those of the engine's outcomes, written only when the
ruling passes: the outcomes are then exactly the ones the sentences name.

``mtglogic export`` writes one case a line, sorted by id, each with sorted keys: the same
rulings give the same bytes. ``mtglogic verify FILE.jsonl`` reads them back
(``mtglogic.loading.cases``).
"""
from __future__ import annotations

import json
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from mtglogic.budget import Budget
from mtglogic.engines import ENGINES
from mtglogic.errors import EXIT_FAILED, MtglogicError
from mtglogic.loading.cards import card_library, using_cards
from mtglogic.loading.cases import CASE_FORMAT
from mtglogic.loading.ruling_names import ruling_name
from mtglogic.loading.rulings import Ruling
from mtglogic.model.frozen import freeze
from mtglogic.node import to_plain
from mtglogic.outputs.case_cards import CardRecorder, card_document
from mtglogic.replacement.analysis import EventAnswer, ReplacementResult
from mtglogic.replacement.state import STATE_KEYS, outcome_state, project


class RulingFails(MtglogicError):
    """A ruling whose expectation the engine's answer does not meet: not exported (exit 1,
    as ``verify`` exits for a failing ruling)."""

    exit_code = EXIT_FAILED


def case_id(ruling: Ruling) -> str:
    """A built-in ruling's name (``cr-2026/blood-moon-urborg``), else its file's path."""
    path = Path(ruling.path)
    try:
        return ruling_name(path.resolve())
    except ValueError:
        return str(path)


def case_from_ruling(ruling: Ruling, budget: Budget | None = None) -> dict[str, Any]:
    """RULING as a case: its question answered and checked, and written out in full. A
    ruling that does not pass is refused (``RulingFails``): a case states the answer the
    rules give, on which a failing ruling and the engine disagree."""
    engine = ENGINES[ruling.kind]
    recorder = CardRecorder(card_library())
    with using_cards(recorder):
        result = engine.compute(engine.load(ruling.scenario, ruling.ruleset),
                                budget or Budget())
        verdict = engine.check(result, ruling.expect)
    if not verdict.passed:
        raise RulingFails(f"{ruling.path}: the ruling does not pass, so it is not exported: "
                          + "; ".join(verdict.diff[:3]))
    case: dict[str, Any] = {
        "format": CASE_FORMAT, "id": case_id(ruling), "kind": ruling.kind,
        "ruleset": ruling.ruleset, "name": ruling.name, "source": ruling.source,
        "notes": ruling.notes,
        # a ruling may leave its rules out (docs/rules-tests.md); so may a case, which
        # refuses an empty list as a ruling does
        **({"rules": list(ruling.rules)} if ruling.rules else {}),
        "cards": {name: card_document(card) for name, card in sorted(recorder.found.items())},
        "scenario": to_plain(ruling.scenario.value),
        "expect": to_plain(ruling.expect.value),
    }
    if isinstance(result, ReplacementResult):
        case["expect"], sentences = states_of(case["expect"], result)
        if sentences:
            case["sentences"] = sentences
    return case


def states_of(expect: dict[str, Any], result: ReplacementResult
              ) -> tuple[dict[str, Any], dict[str, Any]]:
    """A replacement ruling's expectations in state form, and the sentences it wrote (by
    event): an event written as sentences gets the states of the outcomes found."""
    states: dict[str, Any] = {}
    sentences: dict[str, Any] = {}
    for event_id, body in expect.items():
        if isinstance(body["outcomes"], dict):
            sentences[event_id] = body["outcomes"]
            body = {**body, "outcomes": outcome_states(result.answer(event_id))}
        states[event_id] = body
    return states, sentences


def outcome_states(answer: EventAnswer) -> list[dict[str, Any]]:
    """Each distinct outcome of ANSWER as the state it leaves and its number of orders.
    Every state names the same entries, those any outcome changed (a ruling's state
    expectation names the same entries in each outcome) or that the event would change
    were nothing to modify it (so that an event replaced by nothing still says what did
    not change); outcomes equal there are one."""
    process = answer.process
    world = process.world
    found = [(outcome_state(outcome, world), tally.count)
             for outcome, tally in answer.outcomes.items()]
    unmodified = outcome_state(process.outcome(process.start), world)
    wanted = touched_entries([unmodified] + [state for state, _ in found])
    if not wanted:  # nothing to say in any order: the life of every player says so
        wanted = {"life": dict.fromkeys(player.id for player in world.game.players)}
    groups: dict[Any, dict[str, Any]] = {}
    for state, count in found:
        shown = project(state, wanted, world)
        item = groups.setdefault(freeze(shown), {"state": shown, "orders": 0})
        item["orders"] += count
    return sorted(groups.values(), key=lambda item: json.dumps(item, sort_keys=True))


def touched_entries(states: Iterable[dict[str, Any]]) -> dict[str, Any]:
    """The entries (a category and a player or object) any of STATES names."""
    wanted: dict[str, Any] = {}
    for state in states:
        for key in STATE_KEYS:
            if key == "wins":
                if state["wins"]:
                    wanted["wins"] = []
            elif state[key]:
                wanted.setdefault(key, {}).update(dict.fromkeys(state[key]))
    return wanted


def case_line(case: dict[str, Any]) -> str:
    """One case as one line of JSON: keys sorted, no spaces, UTF-8 text as it is."""
    return json.dumps(text_keys(case), sort_keys=True, ensure_ascii=False,
                      separators=(",", ":"))


def text_keys(value: Any) -> Any:
    """VALUE with every mapping key as text, as JSON writes keys (a YAML key may be a
    number: ``{1: x}``), so that keys of both kinds sort together."""
    if isinstance(value, dict):
        return {key if isinstance(key, str) else json.dumps(key): text_keys(item)
                for key, item in value.items()}
    if isinstance(value, list):
        return [text_keys(item) for item in value]
    return value


def cases_text(cases: Iterable[dict[str, Any]]) -> str:
    """JSON Lines of CASES in the order of their ids (then their kind and ruleset)."""
    ordered = sorted(cases, key=lambda c: (c["id"], c["ruleset"], c["kind"]))
    return "".join(case_line(case) + "\n" for case in ordered)
