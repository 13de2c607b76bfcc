"""Prevention sentences of real cards the drafter reads (issue 19, item 5): "prevent all
combat damage that would be dealt to and dealt by ~" (Fog Bank, Sandskin, and the "this
turn" of an activated one, Urborg Phantom) is the damage the object would be dealt and the
damage it would deal (615.1), both prevented. Expected values are written by hand from the
Oracle text; the board's answer is worked out in its comment.
"""
from __future__ import annotations

import mtglogic
from mtglogic.drafting import OracleCard, draft
from mtglogic.engines import ENGINES
from mtglogic.loading.cards import parse_card
from mtglogic.node import Node

TO_AND_BY = "Prevent all combat damage that would be dealt to and dealt by {who}{turn}."


def bodies(text: str, type_line: str, name: str = "Test Card") -> list[dict]:
    result = draft(OracleCard(name, text, type_line, "{1}", "0", "2"))
    parse_card(Node(result.card, "<test>", "", 1))
    assert not result.untranslated
    return [{k: v for k, v in a.data["replacement"].items() if k != "text"}
            for a in result.abilities if isinstance(a.data, dict) and "replacement" in a.data]


def test_to_and_by_the_card_itself():
    found = bodies(TO_AND_BY.format(who="Test Card", turn=""), "Creature \u2014 Wall")
    damage = {"event": "damage", "combat": True}
    assert found == [
        {"watch": {**damage, "recipient": {"object": {"self": True}}},
         "instead": {"prevent": "all"}},
        {"watch": {**damage, "source": {"self": True}}, "instead": {"prevent": "all"}}]


def test_this_turn_of_an_activated_ability_is_created_as_it_resolves():
    # 611.2a: "this turn" of an effect an ability makes as it resolves
    found = bodies("{U}: " + TO_AND_BY.format(who="Test Card", turn=" this turn"),
                   "Creature \u2014 Spirit")
    assert [b.get("resolved") for b in found] == [True, True]


def test_an_aura_prevents_both_ways_in_combat_only():
    # Sandskin on a Grizzly Bears blocked by another: the 2 combat damage each way is
    # prevented (615.1), nothing happens; a noncombat 2 damage to it is dealt and marked
    board = {"players": ["p1", "p2"], "objects": [
        {"id": "bears", "card": "Grizzly Bears", "controller": "p1"},
        {"id": "skin", "card": "Sandskin", "controller": "p1", "attached_to": "bears"},
        {"id": "other", "card": "Grizzly Bears", "controller": "p2"}],
        "events": [{"id": "combat", "at_once": [
            {"damage": {"source": "other", "to": "bears", "amount": 2, "combat": True}},
            {"damage": {"source": "bears", "to": "other", "amount": 2, "combat": True}}]},
            {"id": "burn", "damage": {"source": "other", "to": "bears", "amount": 2}}]}
    result = mtglogic.answer_replacement(mtglogic.load_scenario(board, "cr-2026"))
    events = {e["id"]: [o["result"] for o in e["outcomes"]]
              for e in ENGINES["replacement"].json(result)["events"]}
    assert events == {"combat": ["nothing"],
                      "burn": ["2 damage from other to bears + 2 damage marked on bears"]}
