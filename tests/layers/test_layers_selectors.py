"""Selectors and values, evaluated on a fixed board (hand-checked expectations)."""
from __future__ import annotations

import pytest
from layers_support import anthem, board, creature, final, pt, scenario

from mtglogic.errors import InputError
from mtglogic.node import Node
from mtglogic.vocabulary.compiler import compile_condition, compile_selector, compile_value
from mtglogic.vocabulary.context import EvalContext

# src is an Aura (yours) enchanting bear. Printed values only: selectors read the board as
# it stands, and here no effect has been applied.
OBJECTS = [
    {"id": "src", "name": "Aura", "types": ["enchantment"], "subtypes": ["Aura"],
     "attached_to": "bear", "mana_cost": "{W}"},
    creature("bear", 2, 2, name="Bear", subtypes=["Bear"], colors=["green"], abilities=["flying"],
             mana_cost="{1}{G}"),
    creature("knight", 3, 3, name="Knight", subtypes=["Human", "Knight"], colors=["white", "red"],
             supertypes=["legendary"], controller="opponent", counters={"+1/+1": 1},
             mana_cost="{1}{W}{R}"),
    creature("wall", 0, 4, name="Wall", types=["artifact", "creature"], subtypes=["Wall"],
             colors=["blue"], token=True),
    {"id": "forest", "name": "Forest", "types": ["land"], "supertypes": ["basic"],
     "subtypes": ["Forest"]},
    creature("dead", 5, 5, name="Dead", colors=["black"], zone="graveyard", owner="opponent"),
]


def context(it: str | None = None, source: str = "src", you: str = "you") -> EvalContext:
    game = scenario(board(OBJECTS, players=[{"id": "you", "life": 17}, "opponent"])).game
    return EvalContext(game, game.objects, source, you,
                       game.objects[it] if it else None)


def select(selector: dict, **kw) -> list[str]:
    ctx = context(**kw)
    return sorted(o.id for o in compile_selector(Node(selector, "<test>")).select(ctx))


@pytest.mark.parametrize("selector, expected", [
    ({"type": "creature"}, ["bear", "knight", "wall"]),          # graveyard not by default
    ({"type": ["artifact", "land"]}, ["forest", "wall"]),
    ({"subtype": "Knight"}, ["knight"]),
    ({"supertype": "legendary"}, ["knight"]),
    ({"supertype": "basic"}, ["forest"]),
    ({"color": "white"}, ["knight", "src"]),                      # the Aura costs {W}
    ({"color": ["green", "blue"]}, ["bear", "wall"]),
    ({"colorless": True}, ["forest"]),
    ({"multicolored": True}, ["knight"]),
    ({"controller": "you"}, ["bear", "forest", "src", "wall"]),
    ({"controller": "opponent"}, ["knight"]),
    ({"owner": "opponent", "zone": "graveyard"}, ["dead"]),
    ({"name": "Bear"}, ["bear"]),
    ({"other": True, "type": "enchantment"}, []),
    ({"self": True}, ["src"]),
    ({"other": True, "controller": "you"}, ["bear", "forest", "wall"]),
    ({"attached": True}, ["bear"]),
    ({"enchanted": True}, ["bear"]),
    ({"power": {"ge": 3}}, ["knight"]),
    ({"toughness": {"lt": 3}}, ["bear"]),
    ({"power": {"ge": 2, "le": 2}}, ["bear"]),
    ({"power": {"eq": 0}}, ["wall"]),                               # objects without P/T never match
    ({"mana_value": {"eq": 3}}, ["knight"]),
    ({"power": {"gt": {"count": {"type": "land"}}}}, ["bear", "knight"]),  # one land: power > 1
    ({"zone": "graveyard"}, ["dead"]),
    ({"zone": ["graveyard", "battlefield"], "type": "creature"}, ["bear", "dead", "knight", "wall"]),
    ({"token": True}, ["wall"]),
    ({"card": True, "type": "creature"}, ["bear", "knight"]),
    ({"keyword": "flying"}, ["bear"]),
    ({"counter": "+1/+1"}, ["knight"]),
    ({"counter": {"kind": "+1/+1", "at_least": 2}}, []),
    ({"permanent": True}, ["bear", "forest", "knight", "src", "wall"]),
    ({"ids": ["bear", "dead"]}, ["bear"]),
    ({"any": [{"subtype": "Bear"}, {"subtype": "Wall"}]}, ["bear", "wall"]),
    ({"all": [{"type": "creature"}, {"color": "blue"}]}, ["wall"]),
    ({"not": {"type": "creature"}}, ["forest", "src"]),
    ({"type": "creature", "not": {"controller": "you"}}, ["knight"]),
    ({"any": [{"zone": "graveyard"}, {"zone": "battlefield", "subtype": "Bear"}]}, ["bear", "dead"]),
])
def test_selector(selector, expected):
    assert select(selector) == expected


def test_controller_you_is_the_effect_controller():
    # The same selector from the opponent's point of view.
    assert select({"controller": "you"}, you="opponent") == ["knight"]
    assert select({"controller": "opponent"}, you="opponent") == ["bear", "forest", "src", "wall"]


def test_selector_reads_fields():
    sel = compile_selector(Node({"type": "creature", "not": {"color": "red"}, "power": {"ge": 1}},
                                "<test>"))
    # Tests for given words read those values only (colors:red, not every color).
    assert sel.reads == {"card_types:creature", "colors:red", "power", "zone"}


@pytest.mark.parametrize("selector", [{"typo": 1}, {"type": "wizard"}, {"any": []},
                                      {"power": {"about": 3}}])
def test_selector_errors_are_located(selector):
    with pytest.raises(InputError, match="<test>"):
        compile_selector(Node(selector, "<test>"))


@pytest.mark.parametrize("value, it, expected", [
    (4, None, 4),
    ({"count": {"type": "creature"}}, None, 3),
    ({"count": {"type": "creature", "zone": "graveyard"}}, None, 1),
    # types among battlefield objects: enchantment, creature, artifact, land
    ({"card_types_among": {"zone": "battlefield"}}, None, 4),
    ({"card_types_among": {"zone": "graveyard"}}, None, 1),
    ({"mana_value": "it"}, "knight", 3),                          # {1}{W}{R}
    ({"mana_value": "self"}, None, 1),                            # the Aura: {W}
    ({"power": "it"}, "bear", 2),
    ({"toughness": "wall"}, None, 4),
    ({"counters": {"kind": "+1/+1", "on": "knight"}}, None, 1),
    ({"counters": {"kind": "+1/+1"}}, "bear", 0),
    ({"sum": [{"count": {"type": "creature"}}, 2]}, None, 5),
    ({"difference": [{"power": "it"}, 1]}, "knight", 2),
    ({"product": [{"count": {"type": "land"}}, 3, 2]}, None, 6),
    ({"life": "you"}, None, 17),
])
def test_value(value, it, expected):
    assert compile_value(Node(value, "<test>")).evaluate(context(it=it)) == expected


@pytest.mark.parametrize("condition, expected", [
    ({"ge": [{"count": {"type": "creature"}}, 3]}, True),
    ({"gt": [{"count": {"type": "creature"}}, 3]}, False),
    ({"exists": {"name": "Forest"}}, True),
    ({"not": {"exists": {"subtype": "Island"}}}, True),
    ({"all": [{"exists": {"type": "land"}}, {"exists": {"type": "planeswalker"}}]}, False),
    ({"any": [{"exists": {"type": "land"}}, {"exists": {"type": "planeswalker"}}]}, True),
])
def test_condition(condition, expected):
    assert compile_condition(Node(condition, "<test>")).holds(context()) is expected


def test_anthem_you_and_opponent_through_the_engine():
    # Your anthem: creatures you control +1/+1; opponent's: creatures its controller's
    # opponents control -1/-0. Bear (yours) 2/2 -> +1/+1 -1/-0 = 2/3; Knight (theirs) 3/3.
    chars = final(board([
        creature("bear", 2, 2),
        creature("knight", 3, 3, controller="opponent"),
        anthem("mine", {"type": "creature", "controller": "you"}),
        anthem("theirs", {"type": "creature", "controller": "opponent"}, -1, 0,
               controller="opponent"),
    ]))
    assert pt(chars["bear"]) == (2, 3)
    assert pt(chars["knight"]) == (3, 3)


def test_value_counts_current_characteristics():
    # Svogthos-like: P/T = number of creature cards in your graveyard (2), a 7b set effect
    # from a resolved effect; a graveyard card of the opponent does not count.
    chars = final(board([
        {"id": "tomb", "name": "Tomb", "types": ["land"]},
        creature("g1", zone="graveyard"), creature("g2", zone="graveyard"),
        creature("g3", zone="graveyard", owner="opponent"),
    ], [{"id": "animate", "targets": ["tomb"], "controller": "you",
         "effects": [{"add_types": ["creature"]},
                     {"set_pt": [{"count": {"type": "creature", "zone": "graveyard", "owner": "you"}},
                                 {"count": {"type": "creature", "zone": "graveyard", "owner": "you"}}]}]}]))
    assert pt(chars["tomb"]) == (2, 2)
