"""Single draws (121.2; 120.2 in 2011): an instruction to draw is modified as a whole (121.2a),
then is that many draws, each its own event, draws a replacement made included.

Every expected value is worked out by hand in the comment above it; the memoized search is
also checked against brute force (every order walked one by one).
"""
from __future__ import annotations

from collections import Counter

import pytest
from replacement_support import problem_from_data

from mtglogic.budget import Budget
from mtglogic.errors import InputError
from mtglogic.replacement.analysis import explain_order, outcome_table
from mtglogic.replacement.brute import brute_force_orders
from mtglogic.replacement.search import distinct_outcomes

BOTH = ("cr-2011", "cr-2026")


def card(oid: str, name: str, controller: str = "p1") -> dict:
    return {"id": oid, "card": name, "controller": controller}


def library(owner: str, count: int) -> list[dict]:
    return [{"id": f"{owner}-lib{i}", "name": "Card", "types": ["land"], "zone": "library",
             "owner": owner} for i in range(count)]


def process_for(objects: list, count: int, player: str = "p2", ruleset: str = "cr-2026",
                **extra):
    data = {"players": ["p1", "p2"], "objects": objects,
            "events": [{"id": "e", "draw": {"player": player, "count": count}}], **extra}
    problem = problem_from_data(data, ruleset)
    return problem.process(problem.events[0])


def table(objects: list, count: int, player: str = "p2", ruleset: str = "cr-2026",
          **extra) -> dict[str, int]:
    process = process_for(objects, count, player, ruleset, **extra)
    search = outcome_table(process, Budget())
    brute = Counter(process.outcome(process.final(o))
                    for o in brute_force_orders(process, Budget()))
    assert {o: t.count for o, t in distinct_outcomes(process, Budget()).items()} == dict(brute)
    return search


IN_DRAW_STEP = {"active_player": "p2", "step": "draw"}


@pytest.mark.parametrize("ruleset", BOTH)
def test_notion_thief_takes_every_draw_but_the_first_of_the_draw_step(ruleset):
    # p2 draws three in their draw step, nothing drawn yet: the first draw is theirs; the
    # second and third are each replaced by p1 drawing (each draw its own event): p2 draws
    # 1, p1 draws 2, one order.
    assert table([card("thief", "Notion Thief")], 3, ruleset=ruleset, **IN_DRAW_STEP) == \
        {"p1 draws 2 cards + p2 draws 1 card": 1}


@pytest.mark.parametrize("ruleset", BOTH)
def test_notion_thief_after_the_turn_draw(ruleset):
    # The draw step's draw already happened (this_turn): the three are all replaced.
    history = {"draws": {"p2": 1}, "draws_this_step": {"p2": 1}}
    assert table([card("thief", "Notion Thief")], 3, ruleset=ruleset, this_turn=history,
                 **IN_DRAW_STEP) == {"p1 draws 3 cards": 1}
    # In the main phase every draw is replaced, even the first of the turn.
    assert table([card("thief", "Notion Thief")], 2, ruleset=ruleset) == \
        {"p1 draws 2 cards": 1}


def test_two_notion_thieves_send_a_draw_back_once():
    # p2's draw: p1's Thief makes p1 draw instead; that draw is a new draw of p1's, which
    # p2's Thief replaces by a draw of p2's; p1's Thief already modified this chain (614.5):
    # p2 draws it. One order.
    objects = [card("t1", "Notion Thief"), card("t2", "Notion Thief", "p2")]
    assert table(objects, 1) == {"p2 draws 1 card": 1}


@pytest.mark.parametrize("ruleset", BOTH)
def test_two_thought_reflections_make_four_cards(ruleset):
    # One draw: either Reflection first (2 orders) makes it two draws; the other one makes
    # each of them two (each draw its own event; the first Reflection had its
    # opportunity, 614.5): 4 cards. Official ruling: two Thought Reflections, four cards.
    objects = [card("r1", "Thought Reflection", "p2"), card("r2", "Thought Reflection", "p2")]
    assert table(objects, 1, ruleset=ruleset) == {"p2 draws 4 cards": 2}


def test_thought_reflection_applies_to_each_of_three_draws():
    # Three single draws, each doubled: 6 cards, one order.
    assert table([card("r", "Thought Reflection", "p2")], 3) == {"p2 draws 6 cards": 1}


def test_alms_collector_modifies_the_instruction_before_the_single_draws():
    # 121.2a: "draw three" is seen as a whole: p1 and p2 each draw a card instead. The
    # single draws then happen, active player first (121.2c).
    assert table([card("alms", "Alms Collector")], 3) == \
        {"p1 draws 1 card + p2 draws 1 card": 1}
    # One card is not two or more: untouched.
    assert table([card("alms", "Alms Collector")], 1) == {"p2 draws 1 card": 1}


def test_alms_collector_and_notion_thief():
    # Draw 3 in the main phase: Alms Collector first (the instruction, 121.2a): p1 draws 1
    # and p2 draws 1; then p2's single draw is replaced by Notion Thief: p1 draws. 2 for
    # p1, 0 for p2; one order (Thief sees only single draws).
    objects = [card("alms", "Alms Collector"), card("thief", "Notion Thief")]
    assert table(objects, 3) == {"p1 draws 2 cards": 1}


def test_thought_reflection_makes_an_instruction_alms_collector_sees():
    # p2 draws one card with p2's Reflection: it becomes "draw two", an instruction that
    # p1's Alms Collector sees (two or more): p1 and p2 each draw one instead. Then p2's
    # single draw: the Reflection already had its opportunity in this chain (614.5).
    objects = [card("r", "Thought Reflection", "p2"), card("alms", "Alms Collector")]
    assert table(objects, 1) == {"p1 draws 1 card + p2 draws 1 card": 1}


@pytest.mark.parametrize("ruleset", BOTH)
def test_laboratory_maniac_wins_on_the_draw_from_an_empty_library(ruleset):
    # One card in the library, draw three: the first draw takes it; the second finds the
    # library empty and wins instead (121.6a); so would the third. One order.
    objects = [card("maniac", "Laboratory Maniac", "p2")] + library("p2", 1)
    assert table(objects, 3, ruleset=ruleset) == {"p2 draws 1 card + p2 wins the game": 1}
    # With two cards, only the third draw wins.
    objects = [card("maniac", "Laboratory Maniac", "p2")] + library("p2", 3)
    assert table(objects, 3, ruleset=ruleset) == {"p2 draws 3 cards": 1}


def test_spirit_of_the_labyrinth_stops_all_but_the_first_draw_of_the_turn():
    # Nothing drawn yet: the first of three draws happens, the other two can't (121.2b).
    got = table([card("spirit", "Spirit of the Labyrinth")], 3)
    assert got == {"p2 draws 1 card; can't happen: p2 draws 2 cards (spirit)": 1}
    # One card drawn earlier this turn: none of the three happens.
    got = table([card("spirit", "Spirit of the Labyrinth")], 1, this_turn={"draws": {"p2": 1}})
    assert got == {"nothing; can't happen: p2 draws 1 card (spirit)": 1}


def test_hullbreacher_makes_a_treasure_for_each_draw_it_replaces():
    # Main phase: both draws replaced; p1 creates a Treasure for each.
    got = table([card("hull", "Hullbreacher")], 2)
    assert got == {"p1 creates 2 Treasure tokens": 1}


def test_an_optional_draw_replacement_on_each_draw_counts_orders_per_draw():
    # "You may" on each of two draws: apply or decline, independently per draw: 4 orders,
    # 3 outcomes (0, 1 or 2 cards returned; the two ways to return one are the same game).
    may = {"id": "may", "name": "May", "types": ["enchantment"], "controller": "p2",
           "abilities": [{"replacement": {
               "watch": {"event": "draw", "player": "you"}, "optional": True,
               "instead": {"become": {"event": "move_cards", "count": 1}}}}]}
    got = table([may], 2)
    assert got == {"p2 draws 2 cards": 1,
                   "p2 draws 1 card + p2 puts 1 card from graveyard into hand": 2,
                   "p2 puts 2 cards from graveyard into hand": 1}


def test_turn_history_is_checked():
    with pytest.raises(InputError, match=r"this_turn\.draws\.p9"):
        process_for([], 1, this_turn={"draws": {"p9": 1}})
    with pytest.raises(InputError, match="fewer this turn"):
        process_for([], 1, this_turn={"draws": {"p2": 0}, "draws_this_step": {"p2": 1}})


def test_life_and_draws_this_turn_as_values_in_conditions():
    # "If you gained life this turn, prevent damage to you": with 2 life gained earlier
    # (this_turn), 3 damage is prevented; with none, dealt. "If you drew two or more cards
    # this turn, ...": the count before the event.
    shield = {"id": "s", "name": "Shield", "types": ["enchantment"], "controller": "p1",
              "abilities": [{"replacement": {
                  "watch": {"event": "damage", "recipient": {"player": "you"},
                            "if": {"gt": [{"life_gained_this_turn": "you"}, 0]}},
                  "instead": {"prevent": "all"}}}]}
    bolt = {"id": "bolt", "card": "Lightning Bolt", "zone": "stack", "owner": "p2"}

    def hit(history: dict) -> dict[str, int]:
        data = {"players": ["p1", "p2"], "objects": [shield, bolt], "this_turn": history,
                "events": [{"id": "e", "damage": {"source": "bolt", "to": "p1", "amount": 3}}]}
        problem = problem_from_data(data)
        return outcome_table(problem.process(problem.events[0]), Budget())
    assert hit({"life_gained": {"p1": 2}}) == {"nothing": 1}
    assert hit({"life_gained": {"p2": 2}, "life_lost": {"p1": 5}}) == {
        "3 damage from bolt to p1 + p1 loses 3 life": 1}
    drawn = dict(shield, abilities=[{"replacement": {
        "watch": {"event": "damage", "recipient": {"player": "you"},
                  "if": {"ge": [{"cards_drawn_this_turn": "you"}, 2]}},
        "instead": {"prevent": "all"}}}])
    data = {"players": ["p1", "p2"], "objects": [drawn, bolt], "this_turn": {"draws": {"p1": 2}},
            "events": [{"id": "e", "damage": {"source": "bolt", "to": "p1", "amount": 3}}]}
    problem = problem_from_data(data)
    assert outcome_table(problem.process(problem.events[0]), Budget()) == {"nothing": 1}


def test_explanation_says_what_is_done_and_which_draw_comes_next():
    # Notion Thief, three draws in p2's draw step: the first step replaces the second draw
    # (p2 drew the first): p1 has drawn one, p2 one, and p2's third draw comes next.
    process = process_for([card("thief", "Notion Thief")], 3, **IN_DRAW_STEP)
    [(_, tally)] = distinct_outcomes(process, Budget()).items()
    steps = explain_order(process, tally.witness)
    assert [s["event_after"] for s in steps] == [
        "p1 draws 1 card + p2 draws 1 card; next: p2 draws 1 card",
        "p1 draws 2 cards + p2 draws 1 card; next: p1 draws 1 card"]
    assert "121.2" in steps[0]["cites"] and "121.2a" in steps[0]["cites"]
