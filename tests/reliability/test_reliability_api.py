"""The Python API validates like the files do (issue 25, item 7): wrong types and hostile
values in any public function's arguments raise ``InputError`` naming the argument (and
the path inside it), never TypeError, AttributeError, RecursionError or ValueError."""
from __future__ import annotations

import math
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from mtglogic import api
from mtglogic.budget import Budget
from mtglogic.errors import InputError
from mtglogic.loading.yamlio import MAX_DEPTH

BOARD: dict[str, Any] = {"players": ["p1", "p2"],
                         "objects": [{"id": "bear", "card": "Grizzly Bears",
                                      "controller": "p1"}]}


def nested(depth: int) -> dict[str, Any]:
    """A scenario whose first object holds ``depth`` mappings inside one another."""
    inner: dict[str, Any] = {}
    for _ in range(depth):
        inner = {"x": inner}
    return {**BOARD, "objects": [{**BOARD["objects"][0], "note": inner}]}


def with_object(**fields: Any) -> dict[str, Any]:
    return {**BOARD, "objects": [{**BOARD["objects"][0], **fields}]}


def looping() -> dict[str, Any]:
    board: dict[str, Any] = dict(BOARD)
    board["self"] = board
    return board


def scenario() -> Any:
    return api.load_scenario(BOARD)


def layer_result() -> Any:
    return api.compute_layers(scenario())


HOSTILE_SOURCES: list[Any] = [
    with_object(power=10**5000), with_object(power=10**45), nested(3000),
    nested(MAX_DEPTH + 1), looping(), with_object(name="Bear\ud800"),
    with_object(name=b"bytes"), with_object(power={1, 2}), {("a", "b"): 1},
    "board\0.yaml", Path("a\0b"), "", "\udcff.yaml", 42, None, ["players"], object(),
]

CALLS: list[tuple[str, Callable[[], Any]]] = [
    *[(f"load_scenario({i})", lambda s=s: api.load_scenario(s))
      for i, s in enumerate(HOSTILE_SOURCES)],
    *[(f"run_subgame({i})", lambda s=s: api.run_subgame(s)) for i, s in enumerate(HOSTILE_SOURCES)],
    *[(f"check_ruling({i})", lambda s=s: api.check_ruling(s))
      for i, s in enumerate(HOSTILE_SOURCES)],
    ("load_scenario ruleset=''", lambda: api.load_scenario(BOARD, ruleset="")),
    ("load_scenario ruleset=2026", lambda: api.load_scenario(BOARD, ruleset=2026)),  # type: ignore[arg-type]
    ("scenario_from_text bytes", lambda: api.scenario_from_text(b"players: [p1]")),  # type: ignore[arg-type]
    ("scenario_from_text None", lambda: api.scenario_from_text(None)),  # type: ignore[arg-type]
    ("scenario_from_text surrogate", lambda: api.scenario_from_text("players: [p\ud800]")),
    ("scenario_from_text ruleset=''", lambda: api.scenario_from_text("players: [p1]", "")),
    ("scenario_from_cards str", lambda: api.scenario_from_cards("Grizzly Bears")),
    ("scenario_from_cards None", lambda: api.scenario_from_cards(None)),  # type: ignore[arg-type]
    ("scenario_from_cards [1]", lambda: api.scenario_from_cards([1])),  # type: ignore[list-item]
    ("scenario_from_cards ['']", lambda: api.scenario_from_cards([""])),
    ("scenario_from_cards counters=5",
     lambda: api.scenario_from_cards(["Grizzly Bears"], counters=5)),  # type: ignore[arg-type]
    ("scenario_from_cards events={}",
     lambda: api.scenario_from_cards(["Grizzly Bears"], events={})),  # type: ignore[arg-type]
    ("scenario_from_cards events=[1]",
     lambda: api.scenario_from_cards(["Grizzly Bears"], events=[1])),  # type: ignore[list-item]
    ("scenario_from_cards events deep",
     lambda: api.scenario_from_cards(["Grizzly Bears"], events=[nested(3000)])),
    ("scenario_from_cards budget={}",
     lambda: api.scenario_from_cards(["Grizzly Bears"], budget={})),  # type: ignore[arg-type]
    ("scenario_from_cards ruleset=''",
     lambda: api.scenario_from_cards(["Grizzly Bears"], ruleset="")),
    ("compute_layers dict", lambda: api.compute_layers(BOARD)),  # type: ignore[arg-type]
    ("compute_layers None", lambda: api.compute_layers(None)),  # type: ignore[arg-type]
    ("compute_layers dependency", lambda: api.compute_layers(scenario(), dependency="slow")),
    ("compute_layers dependency=1",
     lambda: api.compute_layers(scenario(), dependency=1)),  # type: ignore[arg-type]
    ("compute_layers budget=5", lambda: api.compute_layers(scenario(), budget=5)),  # type: ignore[arg-type]
    ("compute_layers record_graphs",
     lambda: api.compute_layers(scenario(), record_graphs="yes")),  # type: ignore[arg-type]
    ("compute_each_choice values=[]",
     lambda: api.compute_each_choice(scenario(), values=[])),  # type: ignore[arg-type]
    ("compute_each_choice values key",
     lambda: api.compute_each_choice(scenario(), values={"bear": ("x",)})),  # type: ignore[dict-item]
    ("compute_each_choice values str",
     lambda: api.compute_each_choice(scenario(), values={("bear", "color"): "red"})),
    ("compute_each_choice list", lambda: api.compute_each_choice([])),  # type: ignore[arg-type]
    ("answer_replacement orders=-1", lambda: api.answer_replacement(scenario(), orders=-1)),
    ("answer_replacement orders=1.5",
     lambda: api.answer_replacement(scenario(), orders=1.5)),  # type: ignore[arg-type]
    ("answer_replacement event=3", lambda: api.answer_replacement(scenario(), event=3)),  # type: ignore[arg-type]
    ("answer_replacement events dict",
     lambda: api.answer_replacement(scenario(), events={"id": "e"})),  # type: ignore[arg-type]
    ("answer_replacement events huge",
     lambda: api.answer_replacement(scenario(), events=[{"id": "e", "n": 10**5000}])),
    ("answer_replacement list_orders",
     lambda: api.answer_replacement(scenario(), list_orders=1)),  # type: ignore[arg-type]
    ("answer_replacement str", lambda: api.answer_replacement("board.yaml")),  # type: ignore[arg-type]
    ("answer_each_choice orders=-1", lambda: api.answer_each_choice(scenario(), orders=-1)),
    ("answer_each_choice values", lambda: api.answer_each_choice(scenario(), values=5)),  # type: ignore[arg-type]
    ("run_subgame seed", lambda: api.run_subgame(BOARD, seed="1")),  # type: ignore[arg-type]
    ("run_subgame ruleset=''", lambda: api.run_subgame(BOARD, ruleset="")),
    ("check_ruling ruleset=''", lambda: api.check_ruling(BOARD, ruleset="")),
    ("check_ruling budget", lambda: api.check_ruling(BOARD, budget="60")),  # type: ignore[arg-type]
    ("ruling_files ruleset=''", lambda: api.ruling_files("")),
    ("ruling_files ruleset=1", lambda: api.ruling_files(1)),  # type: ignore[arg-type]
    ("load_cards None", lambda: api.load_cards(None)),  # type: ignore[arg-type]
    ("load_cards NUL", lambda: api.load_cards("cards\0")),
    ("load_cards list", lambda: api.load_cards(["cards"])),  # type: ignore[arg-type]
    ("load_ruling None", lambda: api.load_ruling(None)),  # type: ignore[arg-type]
    ("load_ruling NUL", lambda: api.load_ruling("ruling\0.yaml")),
    ("load_ruling ruleset=''", lambda: api.load_ruling("ruling.yaml", "")),
    ("ruling_path 3", lambda: api.ruling_path(3)),  # type: ignore[arg-type]
    ("ruling_path ''", lambda: api.ruling_path("")),
    ("list_rulings 5", lambda: api.list_rulings(5)),  # type: ignore[arg-type]
    ("list_rulings rule=[]", lambda: api.list_rulings(rule=[])),  # type: ignore[arg-type]
    ("using_cards 5", lambda: api.using_cards(5)),  # type: ignore[arg-type]
    ("render dict", lambda: api.render({})),  # type: ignore[arg-type]
    ("render explain", lambda: api.render(layer_result(), explain="no")),  # type: ignore[arg-type]
    ("to_json None", lambda: api.to_json(None)),  # type: ignore[arg-type]
    ("Budget timeout nan", lambda: Budget(timeout=math.nan)),
    ("Budget timeout inf", lambda: Budget(timeout=math.inf)),
    ("Budget timeout -1", lambda: Budget(timeout=-1)),
    ("Budget timeout str", lambda: Budget(timeout="5")),  # type: ignore[arg-type]
    ("Budget max_states 0", lambda: Budget(max_states=0)),
    ("Budget max_outcomes -1", lambda: Budget(max_outcomes=-1)),
    ("Budget max_depth 1.5", lambda: Budget(max_depth=1.5)),  # type: ignore[arg-type]
    ("Budget max_states True", lambda: Budget(max_states=True)),
]


@pytest.mark.parametrize("call", [c for _, c in CALLS], ids=[name for name, _ in CALLS])
def test_a_hostile_argument_is_an_input_error(call: Callable[[], Any]) -> None:
    with pytest.raises(InputError) as raised:
        call()
    message = str(raised.value)
    assert "\n" not in message and message


@pytest.mark.parametrize(("call", "where"), [
    (lambda: api.load_scenario(with_object(power=10**45)), "<source>: objects[0].power:"),
    (lambda: api.load_scenario(with_object(name="B\ud800")), "<source>: objects[0].name:"),
    (lambda: api.load_scenario(nested(MAX_DEPTH + 1)), "<source>: objects[0].note.x"),
    (lambda: api.answer_replacement(scenario(), orders=-1), "<orders>:"),
    (lambda: api.scenario_from_cards(["Grizzly Bears", 7]), "<cards>: [1]:"),  # type: ignore[list-item]
    (lambda: Budget(timeout=math.nan), "<budget>: timeout:"),
])
def test_the_error_names_the_path_inside_the_argument(call: Callable[[], Any],
                                                      where: str) -> None:
    with pytest.raises(InputError) as raised:
        call()
    assert str(raised.value).startswith(where), str(raised.value)


def test_good_arguments_still_work() -> None:
    """Grizzly Bears is a 2/2 (its printed power and toughness, layer 7a has nothing else)."""
    result = api.compute_layers(api.load_scenario(BOARD), Budget(timeout=30))
    assert api.to_json(result)["outcomes"][0]["objects"]["bear"]["power"] == 2
