"""Each effect kind and each 616.1 tier, in both rulesets (614-616)."""
from __future__ import annotations

import pytest
from replacement_support import problem_from_data

from mtglogic.budget import Budget
from mtglogic.replacement.analysis import outcome_table

BEAR = {"id": "bear", "name": "Bear", "types": ["creature"], "power": 2, "toughness": 2,
        "controller": "p1"}


def enchantment(oid: str, watch: dict, instead: dict | None = None, controller: str = "p1",
                **flags) -> dict:
    body = {"watch": watch, **flags}
    if instead is not None:
        body["instead"] = instead
    return {"id": oid, "name": f"Effect {oid}", "types": ["enchantment"],
            "controller": controller, "abilities": [{"replacement": body}]}


def solve(objects: list, event: dict, ruleset: str = "cr-2026", replacements=None,
          players=None) -> dict[str, int]:
    data = {"players": players or ["p1", "p2"], "objects": objects, "events": [event]}
    if replacements:
        data["replacements"] = replacements
    problem = problem_from_data(data, ruleset)
    return outcome_table(problem.process(problem.events[0]), Budget())


def damage(amount: int = 2, to: str = "p2", combat: bool = False) -> dict:
    return {"id": "e", "damage": {"source": "bear", "to": to, "amount": amount, "combat": combat}}


def test_no_effect_leaves_the_event():
    assert solve([BEAR], damage()) == {"2 damage from bear to p2 + p2 loses 2 life": 1}


@pytest.mark.parametrize("instead,result", [
    ({"multiply": 3}, "6 damage from bear to p2 + p2 loses 6 life"),
    ({"add": 2}, "4 damage from bear to p2 + p2 loses 4 life"),
    ({"set": 5}, "5 damage from bear to p2 + p2 loses 5 life"),
    ({"prevent": 1}, "1 damage from bear to p2 + p2 loses 1 life"),
])
def test_amount_modifiers(instead, result):
    assert solve([BEAR, enchantment("x", {"event": "damage"}, instead)], damage()) == {result: 1}


def test_prevent_all_leaves_no_event_614_7():
    got = solve([BEAR, enchantment("fog", {"event": "damage"}, {"prevent": "all"}),
                 enchantment("dbl", {"event": "damage"}, {"multiply": 2})], damage())
    # prevent first: nothing left, the doubler has no event (614.7a); doubler first: 4, prevented.
    assert got == {"nothing": 2}


def test_prevent_one_of_each_event_615_10():
    objects = [BEAR, enchantment("a", {"event": "damage"}, {"prevent": 1}),
               enchantment("b", {"event": "damage"}, {"prevent": 1})]
    assert solve(objects, damage(3)) == {"1 damage from bear to p2 + p2 loses 1 life": 2}


def test_shield_is_spent_615_7():
    shield = {"id": "s", "controller": "p2", "watch": {"event": "damage"}, "instead": {"shield": 3}}
    got = solve([BEAR], damage(5), replacements=[shield])
    assert got == {"2 damage from bear to p2 + p2 loses 2 life; shield s prevents 3": 1}
    got = solve([BEAR], damage(2), replacements=[shield])
    assert got == {"nothing; shield s prevents 2": 1}


def test_redirect_changes_who_chooses():
    objects = [BEAR, enchantment("r", {"event": "damage", "recipient": {"player": "opponent"}},
                                 {"redirect": {"player": "you"}}, controller="p2")]
    assert solve(objects, damage(2, "p1")) == {"2 damage from bear to p2 + p2 loses 2 life": 1}


def test_destination_and_skip():
    objects = [BEAR, enchantment("x", {"event": "zone_change", "to": "graveyard"},
                                 {"destination": "exile"})]
    event = {"id": "e", "zone_change": {"object": "bear", "to": "graveyard", "cause": "destroy"}}
    assert solve(objects, event) == {"bear: battlefield -> exile": 1}
    skipper = enchantment("s", {"event": "skip", "player": "you"}, {"nothing": True})
    assert solve([skipper], {"id": "e", "draw": {"player": "p1", "count": 1}}) == \
        {"p1 draws 1 card": 1}
    skip_draw = enchantment("s", {"event": "draw", "player": "you"}, {"nothing": True})
    assert solve([skip_draw], {"id": "e", "draw": {"player": "p1", "count": 1}}) == {"nothing": 1}


def test_become_chain_616_2_and_several_events():
    gain = enchantment("g", {"event": "gain_life", "player": "you"},
                       {"become": [{"event": "draw", "count": "same"},
                                   {"event": "lose_life", "amount": 1}]})
    got = solve([gain], {"id": "e", "gain_life": {"player": "p1", "amount": 3}})
    assert got == {"p1 draws 3 cards + p1 loses 1 life": 1}


def test_optional_effect_lists_both_outcomes():
    may = enchantment("m", {"event": "draw", "player": "you"},
                      {"become": {"event": "move_cards", "count": "same"}}, optional=True)
    got = solve([may], {"id": "e", "draw": {"player": "p1", "count": 1}})
    assert got == {"p1 draws 1 card": 1, "p1 puts 1 card from graveyard into hand": 1}


def test_each_effect_gets_one_opportunity_614_5():
    loop_a = enchantment("a", {"event": "draw"}, {"become": {"event": "gain_life"}})
    loop_b = enchantment("b", {"event": "gain_life"}, {"become": {"event": "draw"}})
    got = solve([loop_a, loop_b], {"id": "e", "draw": {"player": "p1", "count": 1}})
    assert got == {"p1 draws 1 card": 1}


@pytest.mark.parametrize("ruleset", ["cr-2011", "cr-2026"])
def test_self_replacement_first_616_1a(ruleset):
    dbl = enchantment("dbl", {"event": "damage"}, {"multiply": 2})
    own = {"id": "spell", "controller": "p1", "self_replacement": True,
           "watch": {"event": "damage"}, "instead": {"add": 1}}
    # self-replacement first: (2 + 1) * 2 = 6, never (2 * 2) + 1.
    assert solve([BEAR, dbl], damage(), ruleset, [own]) == {"6 damage from bear to p2 + p2 loses 6 life": 1}


@pytest.mark.parametrize("ruleset", ["cr-2011", "cr-2026"])
def test_control_of_entering_object_first_616_1b(ruleset):
    steal = enchantment("steal", {"event": "enter", "object": {"type": "creature"}},
                        {"enter_under_control_of": "you"}, controller="p2")
    tap = enchantment("tap", {"event": "enter", "object": {"controller": "p2"}},
                      {"enter_tapped": True})
    bear = dict(BEAR, zone="hand", controller=None, owner="p1")
    bear.pop("controller")
    event = {"id": "e", "zone_change": {"object": "bear", "to": "battlefield"}}
    # Control first; then the object would enter under p2, so "tap" applies.
    assert solve([bear, steal, tap], event, ruleset) == \
        {"bear: hand -> battlefield (tapped, under p2's control)": 1}


def test_copy_tier_only_in_2026_616_1c():
    copy = enchantment("copy", {"event": "enter"}, {"enter_as_copy_of": "self"})
    counters = enchantment("ctr", {"event": "enter"}, {"enter_with_counters": {"count": 1}})
    bear = {"id": "bear", "name": "Bear", "types": ["creature"], "power": 2, "toughness": 2,
            "owner": "p1", "zone": "hand"}
    event = {"id": "e", "zone_change": {"object": "bear", "to": "battlefield"}}
    outcome = "bear: hand -> battlefield (as a copy of copy, with 1 +1/+1 counter)"
    assert solve([bear, copy, counters], event, "cr-2026") == {outcome: 1}
    assert solve([bear, copy, counters], event, "cr-2011") == {outcome: 2}


def test_back_face_tier_only_in_2026_616_1d():
    back = enchantment("back", {"event": "enter"}, {"enter_back_face_up": True})
    tap = enchantment("tap", {"event": "enter"}, {"enter_tapped": True})
    bear = {"id": "bear", "name": "Bear", "types": ["creature"], "power": 2, "toughness": 2,
            "owner": "p1", "zone": "hand"}
    event = {"id": "e", "zone_change": {"object": "bear", "to": "battlefield"}}
    outcome = "bear: hand -> battlefield (tapped, back face up)"
    assert solve([bear, back, tap], event, "cr-2026") == {outcome: 1}
    assert solve([bear, back, tap], event, "cr-2011") == {outcome: 2}


def test_cant_blocks_replacement_only_in_2026_614_17():
    cant = enchantment("no", {"event": "gain_life", "player": "any"}, cant=True, controller="p2")
    chain = enchantment("g", {"event": "gain_life", "player": "you"},
                        {"become": {"event": "draw", "count": "same"}})
    event = {"id": "e", "gain_life": {"player": "p1", "amount": 2}}
    assert solve([cant, chain], event, "cr-2026") == \
        {"nothing; can't happen: p1 gains 2 life (no)": 1}
    assert solve([cant, chain], event, "cr-2011") == {"p1 draws 2 cards": 1}


def test_self_replacement_may_modify_what_cant_happen_614_17c():
    cant = enchantment("no", {"event": "gain_life", "player": "any"}, cant=True, controller="p2")
    own = {"id": "spell", "controller": "p1", "self_replacement": True,
           "watch": {"event": "gain_life"}, "instead": {"become": {"event": "draw"}}}
    event = {"id": "e", "gain_life": {"player": "p1", "amount": 2}}
    assert solve([cant], event, "cr-2026", [own]) == {"p1 draws 2 cards": 1}


def split_for_both(kind: str):
    """p1 gaining 1 life becomes an event of ``kind`` for each player, which p1's effect
    makes 1 more and p2's 2 more; p2 is the active player. The process, and the state
    after the split."""
    split = {"id": "split", "controller": "p1", "self_replacement": True,
             "watch": {"event": "gain_life"},
             "instead": {"become": [{"event": kind, "player": "p1"},
                                    {"event": kind, "player": "p2"}]}}
    mine = enchantment("a", {"event": kind, "player": "you"}, {"add": 1})
    theirs = enchantment("b", {"event": kind, "player": "you"}, {"add": 2}, controller="p2")
    data = {"players": ["p1", "p2"], "active_player": "p2", "objects": [mine, theirs],
            "replacements": [split],
            "events": [{"id": "e", "gain_life": {"player": "p1", "amount": 1}}]}
    problem = problem_from_data(data)
    process = problem.process(problem.events[0])
    return process, process.step(process.start, process.choices(process.start)[0])


def test_apnap_when_parts_affect_several_players_101_4():
    process, after = split_for_both("lose_life")
    assert process.options(after).chooser == "p2"  # the active player chooses first
    # 1 life each, +1 for p1 and +2 for p2, the two effects in either order.
    assert outcome_table(process, Budget()) == {"p1 loses 2 life + p2 loses 3 life": 2}


def test_draws_of_several_players_are_single_events_active_player_first_121_2c():
    # Split into draws: each player's draw is its own event (121.2), the active player's
    # first (121.2c), so there is one order: p2's draw becomes 3 (+2), then p1's becomes 2
    # (+1); no interleaving of the two choices.
    process, after = split_for_both("draw")
    assert process.options(after).chooser == "p2"
    assert outcome_table(process, Budget()) == {"p1 draws 2 cards + p2 draws 3 cards": 1}


# -- counters a permanent enters with are put on it too (122.6) --------------------------------

BALLISTA = {"id": "ballista", "name": "Ballista", "types": ["artifact", "creature"], "power": 0,
            "toughness": 0, "controller": "p1", "zone": "stack"}
PLUS_ONE = {"event": "put_counters", "counter": "+1/+1", "target": {"type": "creature"}}


def enters(counters: dict, obj: str = "ballista") -> dict:
    return {"id": "e", "zone_change": {"object": obj, "to": "battlefield", "counters": counters}}


@pytest.mark.parametrize("ruleset", ["cr-2011", "cr-2026"])
def test_counter_modifiers_change_the_counters_it_enters_with(ruleset):
    # Enters with two +1/+1 counters; "one more" and "twice that many" both see them:
    # (2 + 1) x 2 = 6 or 2 x 2 + 1 = 5, one order each.
    objects = [BALLISTA, enchantment("scales", PLUS_ONE, {"add": 1}),
               enchantment("season", {"event": "put_counters"}, {"multiply": 2})]
    assert solve(objects, enters({"+1/+1": 2}), ruleset) == {
        "ballista: stack -> battlefield (with 6 +1/+1 counters)": 1,
        "ballista: stack -> battlefield (with 5 +1/+1 counters)": 1}


def test_only_the_watched_kind_changes():
    # A +1/+1 watcher leaves the loyalty counters alone: 3 loyalty, 1 + 1 = 2 +1/+1.
    objects = [BALLISTA, enchantment("scales", PLUS_ONE, {"add": 1})]
    assert solve(objects, enters({"+1/+1": 1, "loyalty": 3})) == {
        "ballista: stack -> battlefield (with 2 +1/+1 counters, with 3 loyalty counters)": 1}


def test_no_counters_no_counter_modifier():
    # Entering with no counters: a counter modifier has nothing to change (and the
    # entering is not a put_counters event): the event is unchanged.
    objects = [BALLISTA, enchantment("scales", PLUS_ONE, {"add": 1})]
    assert solve(objects, {"id": "e", "zone_change": {"object": "ballista", "to": "battlefield"}}) \
        == {"ballista: stack -> battlefield": 1}


def test_added_counters_make_a_counter_modifier_applicable_616_1f():
    # "Enters with an additional +1/+1 counter" then "one more": 0 -> 1 -> 2. The second
    # applies only once the first has given it a counter (newly applicable, one order).
    extra = enchantment("extra", {"event": "enter", "object": {"type": "creature"}},
                        {"enter_with_counters": {"counter": "+1/+1", "count": 1}})
    objects = [BALLISTA, extra, enchantment("scales", PLUS_ONE, {"add": 1})]
    assert solve(objects, {"id": "e", "zone_change": {"object": "ballista", "to": "battlefield"}}) \
        == {"ballista: stack -> battlefield (with 2 +1/+1 counters)": 1}


def test_counters_that_cant_be_put_are_kept_off_but_it_enters():
    # "Counters can't be put on creatures" (Solemnity): the creature enters without them;
    # 2026 614.17c: "one more" may not modify them; an "enters tapped" effect still applies.
    cant = enchantment("solemn", {"event": "put_counters", "target": {"type": "creature"}},
                       controller="p2", cant=True)
    tapped = enchantment("orb", {"event": "enter"}, {"enter_tapped": True}, controller="p2")
    objects = [BALLISTA, cant, tapped, enchantment("scales", PLUS_ONE, {"add": 1})]
    assert solve(objects, enters({"+1/+1": 2})) == {
        "ballista: stack -> battlefield (tapped); can't happen: 2 +1/+1 counters on ballista "
        "(solemn)": 1}
    # 2011 has no 614.17c: "one more" applies first or second, then the counters are kept off.
    assert solve(objects, enters({"+1/+1": 2}), "cr-2011") == {
        "ballista: stack -> battlefield (tapped); can't happen: 3 +1/+1 counters on ballista "
        "(solemn)": 2}


def test_tokens_entering_with_counters_616_1g():
    # One token that enters with a +1/+1 counter, a token doubler and "one more +1/+1
    # counter": two tokens with two counters each, in either order. The counters are put
    # as the tokens enter, which is contained in the creation, so in 2026 the doubler comes
    # first (616.1g: one order); 2011 has no such rule (two orders).
    token = {"name": "Construct", "types": ["artifact", "creature"], "power": 0, "toughness": 0}
    event = {"id": "e", "create_tokens": {"player": "p1", "count": 1, "token": token,
                                          "counters": {"+1/+1": 1}}}
    objects = [enchantment("lives", {"event": "create_tokens", "player": "you"}, {"multiply": 2}),
               enchantment("scales", PLUS_ONE, {"add": 1})]
    made = "p1 creates 2 Construct tokens (with 2 +1/+1 counters)"
    assert solve(objects, event, "cr-2026") == {made: 1}
    assert solve(objects, event, "cr-2011") == {made: 2}


@pytest.mark.parametrize("ruleset", ["cr-2011", "cr-2026"])
def test_outcomes_that_leave_the_same_game_are_one(ruleset):
    # "You may gain 1 life twice instead": applied, p1 gains 1 life and 1 life; declined,
    # p1 gains 2 life. The game is the same either way (p1 is 2 life richer): one outcome,
    # reached by both orders.
    effect = enchantment("twice", {"event": "gain_life", "player": "you"},
                         {"become": [{"event": "gain_life", "amount": 1},
                                     {"event": "gain_life", "amount": 1}]}, optional=True)
    assert solve([effect], {"id": "e", "gain_life": {"player": "p1", "amount": 2}},
                 ruleset) == {"p1 gains 2 life": 2}


def test_counters_put_as_a_modified_cost_are_put_by_an_effect():
    # 614.16: counters put as a cost (by_effect false) are no effect's, so Doubling Season
    # can't apply at first; once Hardened Scales modifies the event, the counters are put
    # by an effect and Doubling Season applies: 1 -> 2 -> 4, one order.
    scales = enchantment("scales", {"event": "put_counters", "counter": "+1/+1",
                                    "target": {"type": "creature", "controller": "you"}},
                         {"add": 1})
    season = enchantment("season", {"event": "put_counters", "by_effect": True,
                                    "target": {"permanent": True, "controller": "you"}},
                         {"multiply": 2})
    cost = {"id": "e", "put_counters": {"target": "bear", "count": 1, "by_effect": False}}
    assert solve([BEAR, scales, season], cost) == {"4 +1/+1 counters on bear": 1}
    assert solve([BEAR, season], cost) == {"1 +1/+1 counter on bear": 1}
