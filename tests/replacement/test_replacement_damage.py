"""Damage in the steps of 120.4: dealt as modified (120.4b), then processed into its results
(120.3), which effects modify (120.4c); prevention's additional effects (615.5) and damage
that can't be prevented (615.12). Every expected outcome is worked out by hand from those
rules in the comment beside it.
"""
from __future__ import annotations

import pytest
from replacement_support import problem_from_data

from mtglogic.budget import Budget
from mtglogic.errors import InputError
from mtglogic.replacement.analysis import outcome_table


def creature(oid: str, *keywords: str, controller: str = "p1", power: int = 2,
             **more) -> dict:
    return {"id": oid, "name": oid.title(), "types": ["creature"], "power": power,
            "toughness": 2, "abilities": list(keywords), "controller": controller, **more}


WALKER = {"id": "walker", "name": "Walker", "types": ["planeswalker"], "loyalty": 5,
          "controller": "p2"}
BATTLE = {"id": "siege", "name": "Siege", "types": ["battle"], "controller": "p2"}


def solve(objects: list, *parts: dict, replacements: list | None = None,
          effects: list | None = None, players: list | None = None) -> dict[str, int]:
    event = {"id": "e", "at_once": list(parts)} if len(parts) > 1 else dict(parts[0], id="e")
    data = {"players": players or ["p1", "p2"], "objects": objects, "events": [event],
            "replacements": replacements or [], "effects": effects or []}
    problem = problem_from_data(data)
    return outcome_table(problem.process(problem.events[0]), Budget())


def damage(source: str, to: str, amount: int, **more) -> dict:
    return {"damage": {"source": source, "to": to, "amount": amount, **more}}


# -- the results of 120.3 ------------------------------------------------------------------
@pytest.mark.parametrize("keywords, to, result", [
    ((), "p2", "p2 loses 2 life"),                               # 120.3a
    (("infect",), "p2", "2 poison counters on p2"),              # 120.3b
    ((), "walker", "2 loyalty counters removed from walker"),    # 120.3c
    (("wither",), "target", "2 -1/-1 counters on target"),       # 120.3d
    (("infect",), "target", "2 -1/-1 counters on target"),       # 120.3d
    ((), "target", "2 damage marked on target"),                # 120.3e
    ((), "siege", "2 defense counters removed from siege"),      # 120.3h
])
def test_each_result_of_damage(keywords, to, result):
    objects = [creature("source", *keywords), creature("target", controller="p2"), WALKER,
               BATTLE]
    dealt = f"2 damage from source to {to}"
    # an outcome lists its parts in alphabetical order
    assert solve(objects, damage("source", to, 2)) == {" + ".join(sorted([dealt, result])): 1}


def test_lifelink_gains_for_the_source_controller_with_the_other_results():
    # 120.3f: in addition to p2 losing 3 (120.3a), p1, the controller, gains 3.
    objects = [creature("leech", "lifelink", power=3)]
    assert solve(objects, damage("leech", "p2", 3)) == {
        "3 damage from leech to p2 + p1 gains 3 life + p2 loses 3 life": 1}


def test_toxic_adds_poison_only_for_combat_damage_to_a_player():
    # 120.3g: 2 combat damage from a creature with toxic 1 and toxic 2 (total 3, 702.164c):
    # p2 loses 2 life and gets 3 poison counters; noncombat damage gives none.
    objects = [creature("stinger", "toxic 1", "toxic 2")]
    assert solve(objects, damage("stinger", "p2", 2, combat=True)) == {
        "2 damage from stinger to p2 (combat) + 3 poison counters on p2 + p2 loses 2 life": 1}
    assert solve(objects, damage("stinger", "p2", 2)) == {
        "2 damage from stinger to p2 + p2 loses 2 life": 1}


def test_a_creature_planeswalker_gets_both_results():
    # 120.3c and 120.3e: a permanent that is both a creature and a planeswalker.
    objects = [dict(WALKER, id="hybrid", types=["creature", "planeswalker"], power=2,
                    toughness=2), creature("ogre", power=3)]
    got = solve(objects, damage("ogre", "hybrid", 3))
    assert got == {"3 damage from ogre to hybrid + 3 damage marked on hybrid"
                   " + 3 loyalty counters removed from hybrid": 1}


def test_keywords_come_from_the_layer_engine():
    # A continuous effect gives the bear lifelink (613, layer 6): its damage gains life.
    objects = [creature("bear")]
    effects = [{"id": "gift", "targets": ["bear"], "effects": [{"add_abilities": ["lifelink"]}],
                "timestamp": 1}]
    assert solve(objects, damage("bear", "p2", 2), effects=effects) == {
        "2 damage from bear to p2 + p1 gains 2 life + p2 loses 2 life": 1}


# -- effects on results (120.4c) ----------------------------------------------------------------
def test_a_life_gain_doubler_applies_to_lifelink_not_to_the_damage():
    # Boon Reflection doubles the 2 life lifelink gives; the damage stays 2.
    objects = [creature("leech", "lifelink"), {"id": "boon", "card": "Boon Reflection",
                                                "controller": "p1"}]
    assert solve(objects, damage("leech", "p2", 2)) == {
        "2 damage from leech to p2 + p1 gains 4 life + p2 loses 2 life": 1}


def test_worship_shares_the_room_left_among_damage_and_counts_other_changes():
    # p2 at 5 with Worship and a creature. At once: 3 from a, 4 from b, and a loss of 2
    # that is not damage. Without Worship p2 would end at 5 - 3 - 4 - 2 = -4. Worship only
    # limits the damage's losses: room = 5 - 2 - 1 = 2 life, taken from a's 3 first: the
    # damage makes p2 lose 2 in all, with the 2 other: 4 lost, p2 at 1.
    objects = [creature("a", controller="p1"), creature("b", controller="p1"),
               creature("guard", controller="p2"),
               {"id": "worship", "card": "Worship", "controller": "p2"}]
    got = solve(objects, damage("a", "p2", 3), damage("b", "p2", 4),
                {"lose_life": {"player": "p2", "amount": 2}},
                players=["p1", {"id": "p2", "life": 5}])
    assert got == {"3 damage from a to p2 + 4 damage from b to p2 + p2 loses 4 life": 1}


def test_other_parts_wait_for_the_damage():
    # A life gain of the same event is a result-step part (120.4c): the doubler of p2's
    # life gain applies once, to it and to nothing else; the damage is modified first.
    objects = [creature("bear"), {"id": "boon", "card": "Boon Reflection", "controller": "p2"},
               {"id": "furnace", "card": "Furnace of Rath", "controller": "p1"}]
    got = solve(objects, damage("bear", "p2", 1), {"gain_life": {"player": "p2", "amount": 3}})
    # Furnace doubles the damage to 2 (p2 loses 2), Boon Reflection the gain to 6.
    assert got == {"2 damage from bear to p2 + p2 gains 6 life + p2 loses 2 life": 1}


def test_declining_the_last_effect_on_the_damage_deals_it():
    # An optional prevention ("you may prevent") declined has had its opportunity (614.5):
    # the damage is then dealt and processed (120.4b-c), p2 loses 3; applied, nothing.
    objects = [creature("ogre", power=3)]
    maybe = {"id": "maybe", "controller": "p2", "optional": True,
             "watch": {"event": "damage"}, "instead": {"prevent": "all"}}
    assert solve(objects, damage("ogre", "p2", 3), replacements=[maybe]) == {
        "3 damage from ogre to p2 + p2 loses 3 life": 1, "nothing": 1}


# -- prevention (615.5, 615.12) ------------------------------------------------------------------
AWE = {"id": "awe", "controller": "p2", "watch": {"event": "damage", "source": "target"},
       "instead": {"prevent": "all", "then": [
           {"event": "gain_life", "player": "you", "amount": "prevented"},
           {"event": "draw", "player": "you", "count": 1}]},
       "targets": ["ogre"]}


def test_prevention_with_an_additional_effect_uses_the_amount_prevented():
    # 615.5: 3 prevented, p2 gains 3 and draws 1; nothing is dealt, so no result.
    objects = [creature("ogre", power=3)]
    assert solve(objects, damage("ogre", "p2", 3), replacements=[AWE]) == {
        "p2 draws 1 card + p2 gains 3 life": 1}


@pytest.mark.parametrize("how", ["the damage", "an effect"])
def test_unpreventable_damage_still_applies_the_prevention_once(how):
    # 615.12: the prevention prevents nothing (0 life gained: no event) but its draw
    # happens; the 3 damage is dealt: p2 loses 3. 615.12a: it applies once.
    objects = [creature("ogre", power=3)]
    hit = damage("ogre", "p2", 3, unpreventable=True) if how == "the damage" else \
        damage("ogre", "p2", 3)
    rules = [AWE] if how == "the damage" else [AWE, {
        "id": "crack", "controller": "p1", "watch": {"event": "damage"}, "unpreventable": True}]
    assert solve(objects, hit, replacements=rules) == {
        "3 damage from ogre to p2 + p2 draws 1 card + p2 loses 3 life": 1}


def test_an_unpreventable_effect_covers_only_the_damage_it_watches():
    # "Damage to creatures can't be prevented": a shield on p2 still prevents 1 of 3.
    objects = [creature("ogre", power=3)]
    rules = [{"id": "shield", "controller": "p2", "watch": {"event": "damage"},
              "instead": {"shield": 1}},
             {"id": "rage", "controller": "p1", "unpreventable": True,
              "watch": {"event": "damage", "recipient": {"object": {"type": "creature"}}}}]
    assert solve(objects, damage("ogre", "p2", 3), replacements=rules) == {
        "2 damage from ogre to p2 + p2 loses 2 life; shield shield prevents 1": 1}


# -- bad input -----------------------------------------------------------------------------
BAD = [
    ({"events": [{"id": "e", "at_once": []}]}, "events[0].at_once", "at least one"),
    ({"events": [{"id": "e", "at_once": [{"draw": {"player": "p1"},
                                          "gain_life": {"player": "p1"}}]}]},
     "events[0].at_once[0]", "exactly one of"),
    ({"replacements": [{"id": "x", "watch": {"event": "zone_change"},
                        "instead": {"nothing": True, "then": {"event": "draw"}}}]},
     "replacements[0].instead.then", "goes only with `prevent` or `shield` or `destination`"),
    ({"replacements": [{"id": "x", "watch": {"event": "draw"},
                        "instead": {"become": {"event": "draw", "count": "prevented"}}}]},
     "replacements[0].instead.become.count", "one of: same"),
    ({"replacements": [{"id": "x", "watch": {"event": "draw"}, "unpreventable": True}]},
     "replacements[0].watch.event", "only damage"),
    ({"replacements": [{"id": "x", "watch": {"event": "damage"}, "unpreventable": True,
                        "optional": True}]},
     "replacements[0].optional", "not optional"),
    ({"replacements": [{"id": "x", "watch": {"event": "damage"}, "unpreventable": True,
                        "cant": True}]},
     "replacements[0]", "give one of"),
]


@pytest.mark.parametrize("extra, where, message", BAD)
def test_bad_damage_input_is_located(extra, where, message):
    data = {"players": ["p1", "p2"], "objects": [],
            "events": [{"id": "e", "draw": {"player": "p1"}}], **extra}
    with pytest.raises(InputError) as info:
        problem_from_data(data, use_layers=False)
    assert where in str(info.value) and message in str(info.value)
