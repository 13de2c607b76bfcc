"""The actions of a subgame script, each declared once: what its value is, which options
it takes, and what it does on the engine (docs/subgame.md lists them).

    cast: s1          resolve: s1 (first: B, choose: o1)       draw: A (count: 2)
    mulligan: A (bottom: [ids])    bring_in: o1 (to: hand)    move: a1 (to: exile, player: B)
    token: t1 (owner: B, zone, name)   counters: A (kind, add)   life: B (add: -3)
    sba: true         result: {winners: [A]} | {losers: [B]} | draw         end_subgame: true
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, cast

from mtglogic.node import Node
from mtglogic.subgame.cards import Card
from mtglogic.subgame.engine import Engine
from mtglogic.subgame.model import PLAYER_ZONES, Step
from mtglogic.vocabulary import argschema as s

Options = dict[str, Node]


@dataclass(frozen=True)
class Option:
    """An option of a step: its JSON Schema and the check the loader makes of it."""

    schema: dict[str, Any]
    check: Callable[[Node], Any]


def _text(choices: tuple[str, ...] | None = None) -> Option:
    return Option(s.string(choices), lambda n: n.as_str(choices))


def _number(minimum: int | None, maximum: int) -> Option:
    return Option(s.integer(minimum, maximum), lambda n: n.as_int(minimum, maximum))


OPTIONS: dict[str, Option] = {
    "first": _text(), "choose": _text(), "count": _number(0, 1000),
    "bottom": Option(s.words(), lambda n: n.as_str_list()), "to": _text(PLAYER_ZONES + ("stack",)),
    "player": _text(), "owner": _text(), "zone": _text(PLAYER_ZONES[:-1]), "name": _text(),
    "kind": _text(), "add": _number(None, 10**6),
}
RESULT = {"anyOf": [{"const": "draw"}, s.mapping(
    {"winners": s.words(), "losers": s.words(), "draw": {"const": True}},
    min_properties=1) | {"maxProperties": 1}]}
VALUES = {"card": s.string(), "player": s.string(), "none": {"const": True}, "result": RESULT}


def _options(*names: str, **own: Option) -> dict[str, Option]:
    """Options by name: shared ones from ``OPTIONS``, and an action's ``own``."""
    return {name: OPTIONS[name] for name in names} | own


@dataclass(frozen=True)
class StepAction:
    """One action: its value (``card``, ``player``, ``result`` or ``none``), its options
    (and those it needs), and how it is played."""

    value: str
    options: dict[str, Option]
    play: Callable[[Engine, Step], None]
    required: tuple[str, ...] = ()

    def schema(self, name: str) -> dict[str, Any]:
        """The JSON Schema of a step of this action (``name`` is its key)."""
        return s.mapping({name: VALUES[self.value], "label": s.string(),
                          **{key: option.schema for key, option in self.options.items()}},
                         required=(name,) + self.required)


def _str(opts: Options, key: str, default: str | None = None,
         choices: tuple[str, ...] | None = None) -> str | None:
    return opts[key].as_str(choices) if key in opts else default


def _move(engine: Engine, step: Step) -> None:
    opts = step.options
    engine.move(str(step.value), opts["to"].as_str(PLAYER_ZONES + ("stack",)), _str(opts, "player"))


def _token(engine: Engine, step: Step) -> None:
    opts = step.options
    name = _str(opts, "name", str(step.value))
    zone = _str(opts, "zone", "battlefield", PLAYER_ZONES[:-1])
    engine.create_token(Card(str(step.value), str(name), opts["owner"].as_str(), token=True),
                        str(zone))


def _result(engine: Engine, step: Step) -> None:
    key, players = cast("tuple[str, list[str] | bool]", step.value)  # True for a draw
    named = players if isinstance(players, list) else None
    engine.declare_result(named if key == "winners" else None, named if key == "losers" else None)


BRING_TO = PLAYER_ZONES[:-1]  # a card brought in goes to a zone of its owner's, not command
STEP_ACTIONS: dict[str, StepAction] = {
    "cast": StepAction("card", {}, lambda e, s: e.cast(str(s.value))),
    "resolve": StepAction("card", _options("first", "choose"), lambda e, s: e.resolve(
        str(s.value), _str(s.options, "choose"))),
    "draw": StepAction("player", _options("count"), lambda e, s: e.draw(
        str(s.value), s.options["count"].as_int(minimum=0, maximum=1000)
        if "count" in s.options else 1)),
    "mulligan": StepAction("player", _options("bottom"), lambda e, s: e.mulligan(
        str(s.value), s.options["bottom"].as_str_list() if "bottom" in s.options else None)),
    "bring_in": StepAction("card", _options(to=_text(BRING_TO)), lambda e, s: e.bring_in(
        str(s.value), str(_str(s.options, "to", "hand", BRING_TO)))),
    "move": StepAction("card", _options("to", "player"), _move, required=("to",)),
    "token": StepAction("card", _options("owner", "zone", "name"), _token,
                        required=("owner",)),
    "counters": StepAction("player", _options("kind", "add"), lambda e, s: e.add_counters(
        str(s.value), str(_str(s.options, "kind", "poison")),
        s.options["add"].as_int(maximum=10**6) if "add" in s.options else 1)),
    "life": StepAction("player", _options("add"), lambda e, s: e.change_life(
        str(s.value), s.options["add"].as_int(maximum=10**6) if "add" in s.options else 0)),
    "sba": StepAction("none", {}, lambda e, s: e.check_sba()),
    "result": StepAction("result", {}, _result),
    "end_subgame": StepAction("none", {}, lambda e, s: e.end_subgame()),
}
