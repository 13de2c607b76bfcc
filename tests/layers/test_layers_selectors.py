"""Selectors and values, evaluated on a fixed board (hand-checked expectations)."""
from __future__ import annotations

import pytest
from layers_support import anthem, board, creature, final, pt, run, scenario

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


# -- selectors relating two objects ------------------------------------------------------

@pytest.mark.parametrize("selector,it,expected", [
    # "other" than the object the effect applies to: every creature on the battlefield (the
    # default zone) but the Bear
    ({"type": "creature", "other_than": "it"}, "bear", ["knight", "wall"]),
    ({"type": "creature", "other_than": "self"}, "bear", ["bear", "knight", "wall"]),
    # the Bear shares no creature type with another; the Knight shares Knight with itself only
    ({"type": "creature", "shares_creature_type": "it", "other_than": "it"}, "bear", []),
    ({"type": "creature", "shares_creature_type": "it"}, "knight", ["knight"]),
    # the Aura is attached to the Bear (701.3a); nothing is attached to the Knight
    ({"attached_to": "it"}, "bear", ["src"]),
    ({"attached_to": "it"}, "knight", []),
    ({"attached_to": "bear"}, None, ["src"]),
    # without an object the effect applies to, "other than it" holds for all, "shares with
    # it" and "attached to it" for none
    ({"type": "land", "other_than": "it"}, None, ["forest"]),
    ({"shares_creature_type": "it"}, None, []),
])
def test_selectors_relating_two_objects(selector, it, expected):
    assert select(selector, it=it) == expected


def test_creature_types_shared_are_creature_types_only():
    # 205.3m: a land's Forest is no creature type: a Forest creature land and a Forest share
    # no creature type; two Dryads do (Dryad).
    dryad = creature("dryad", subtypes=["Dryad"], types=["land", "creature"])
    dryad["subtypes"] = ["Forest", "Dryad"]
    data = board([dryad, creature("dryad-2", subtypes=["Dryad"]),
                  {"id": "forest", "name": "Forest", "types": ["land"], "subtypes": ["Forest"]},
                  {"id": "coat", "card": "Coat of Arms"}])
    chars = final(data)
    # each Dryad counts the other: +1/+1
    assert pt(chars["dryad"]) == (3, 3) and pt(chars["dryad-2"]) == (3, 3)


@pytest.mark.parametrize("step,active,expected", [
    ("declare_blockers", "you", ["knight"]), ("declare_blockers", "opponent", ["bear", "wall"]),
    ("precombat_main", "you", [])])
def test_defending_player_controls_in_combat_only(step, active, expected):
    # 506.2: in the combat phase the nonactive player of a two-player game is the defending
    # player; outside combat there is none.
    game = scenario(board(OBJECTS, step=step, active_player=active)).game
    ctx = EvalContext(game, game.objects, "src", "you")
    sel = compile_selector(Node({"type": "creature", "defending_player_controls": True}, "<t>"))
    assert sorted(o.id for o in sel.select(ctx)) == expected


def test_loxodon_punisher_and_alpha_status_count_what_relates_to_them():
    # Loxodon Punisher with Colossus Hammer: 2/2 + 2/2 (one Equipment) + 10/10 = 14/14.
    # Alpha Status on a Bear next to another Bear: 2/2 + 2/2 = 4/4.
    data = board([{"id": "punisher", "card": "Loxodon Punisher"},
                  {"id": "hammer", "card": "Colossus Hammer", "attached_to": "punisher"},
                  creature("bear", subtypes=["Bear"]), creature("bear-2", subtypes=["Bear"]),
                  {"id": "status", "card": "Alpha Status", "attached_to": "bear"}])
    chars = final(data)
    assert (pt(chars["punisher"]), pt(chars["bear"]), pt(chars["bear-2"])) == \
        ((14, 14), (4, 4), (2, 2))


def test_entered_this_turn_is_set_by_entering_and_cleared_by_a_new_turn():
    # Shardmage's Rescue (hexproof while it entered this turn): it did not enter this turn
    # at first; it leaves and returns (400.7): it entered this turn, hexproof; the next
    # turn begins: no longer.
    data = board([creature("bears"),
                  {"id": "rescue", "card": "Shardmage's Rescue", "attached_to": "bears"}],
                 steps=[{"leaves_and_returns": "rescue"}, "next_turn"])
    result = run(data)
    boards = [result.board] + [m.result.board for m in result.moments]
    assert [b["rescue"].entered_this_turn for b in boards] == [False, True, False]
