"""Library abilities written with the words objects are named by (`choose`, `all`,
`sacrifice`, `under`, `counters`) as the stack resolves them (608.2c-d): every distinct
result, each expectation worked out by hand from the card's Oracle text."""
from __future__ import annotations

from typing import Any

from mtglogic.budget import Budget
from triggers.triggers_support import ENGINE, creature, in_hand


def results(objects: list[dict[str, Any]], event: dict[str, Any], ruleset: str = "cr-2026",
            **scenario: Any) -> list[dict[str, Any]]:
    """The states resolving the stack leaves after the event's only outcome (what changed
    since the question's game)."""
    doc = {"ruleset": ruleset, "players": ["p1", "p2"], "objects": objects,
           "events": [{"id": "e", **event}], **scenario}
    result = ENGINE.compute(ENGINE.load(doc, None), Budget(), resolve=True)
    [answer] = result.answers
    [outcome] = answer.outcomes
    assert result.stack is not None
    return [found.state for found in result.stack.of(answer, outcome).results]


def card(oid: str, name: str, controller: str = "p1", **more: Any) -> dict[str, Any]:
    return {"id": oid, "card": name, "controller": controller, **more}


def land(oid: str, controller: str) -> dict[str, Any]:
    return {"id": oid, "name": "Plains", "types": ["land"], "controller": controller}


def test_azorius_chancery_returns_a_land_its_controller_chooses() -> None:
    # "return a land you control to its owner's hand": chosen as it resolves (608.2d),
    # among p1's lands on the battlefield, the Chancery itself included; not p2's land.
    found = results([in_hand(card("chancery", "Azorius Chancery")), land("plains", "p1"),
                     land("theirs", "p2")],
                    {"zone_change": {"object": "chancery", "to": "battlefield"}})
    zones = sorted(tuple(sorted(state.get("zones", {}).items())) for state in found)
    # the Plains bounced (the Chancery stays, tapped), or the Chancery itself back in hand
    # (nothing changed since the question's game)
    assert zones == [(), (("chancery", "battlefield"), ("plains", "hand"))]


def test_rest_in_peace_exiles_every_card_in_every_graveyard() -> None:
    cards = [{"id": f"card{n}", "name": "Card", "types": ["instant"], "owner": owner,
              "zone": "graveyard"} for n, owner in enumerate(("p1", "p2"))]
    [state] = results([in_hand(card("rip", "Rest in Peace")), *cards],
                      {"zone_change": {"object": "rip", "to": "battlefield"}})
    assert state["zones"] == {"rip": "battlefield", "card0": "exile", "card1": "exile"}


def test_persist_returns_the_card_under_its_owners_control_with_a_counter() -> None:
    # p2 controls p1's Kitchen Finks; it dies: persist (702.79a) is p2's (603.3a), and it
    # returns the card under its owner's control, p1's, with a -1/-1 counter; its enters
    # ability then triggers for p1 and gains p1 2 life.
    # Back on the battlefield, its zone is what it was in the question's game: only the
    # counter and p1's life changed.
    [state] = results([card("finks", "Kitchen Finks", "p2", owner="p1")],
                      {"zone_change": {"object": "finks", "to": "graveyard"}})
    assert state == {"counters": {"finks": {"-1/-1": 1}}, "life": {"p1": 22}}


def test_tsabo_tavoc_makes_the_damaged_player_sacrifice_a_creature_they_choose() -> None:
    # "that player sacrifices a creature": p2 chooses one of their own two creatures (not
    # p1's): two results.
    found = results([card("tsabo", "Tsabo Tavoc"), creature("bear", "p2"),
                     creature("wolf", "p2"), creature("mine", "p1")],
                    {"damage": {"source": "tsabo", "to": "p2", "amount": 6, "combat": True}})
    assert sorted(sorted(state["zones"].items()) for state in found) == \
        [[("bear", "graveyard")], [("wolf", "graveyard")]]
    assert all(state["life"] == {"p2": 14} for state in found)


def test_dress_down_sacrifices_itself_at_the_end_step() -> None:
    [state] = results([card("dress", "Dress Down", "p2")],
                      {"begin_step": {"player": "p1", "step": "end"}})
    assert state["zones"] == {"dress": "graveyard"}


def test_darigaaz_returns_once_its_last_egg_counter_is_removed() -> None:
    # From exile, with an egg counter: the counter is removed, then "if Darigaaz has no
    # egg counters on it" is checked as that instruction is followed: with one counter it
    # returns; with two, one is left and it stays in exile.
    def darigaaz(eggs: int) -> dict[str, Any]:
        return {"id": "dar", "card": "Darigaaz Reincarnated", "owner": "p1", "zone": "exile",
                "counters": {"egg": eggs}}
    upkeep = {"begin_step": {"player": "p1", "step": "upkeep"}}
    [last] = results([darigaaz(1)], upkeep)
    assert last["zones"] == {"dar": "battlefield"}
    [more] = results([darigaaz(2)], upkeep)
    assert "zones" not in more and more["counters"] == {"dar": {"egg": 1}}
