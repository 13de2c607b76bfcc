"""Timestamps (613.6 / 613.7), effects that keep applying (613.5 / 613.6), simultaneous
timestamps (613.6g / 613.7m), effects on players and rules (613.9-10 / 613.10-11)."""
from __future__ import annotations

import pytest
from layers_support import (
    BOTH,
    R2011,
    R2026,
    anthem,
    board,
    creature,
    enchantment,
    final,
    pt,
    run,
    static,
)

from mtglogic.errors import InputError


def setter(oid: str, p: int, t: int, ts: int, **kw) -> dict:
    return enchantment(oid, static(f"All creatures have base P/T {p}/{t}", {"type": "creature"},
                                   [{"set_pt": [p, t]}]), timestamp=ts, **kw)


@pytest.mark.parametrize("ruleset", BOTH)
@pytest.mark.parametrize("first, second, expected", [(1, 2, (5, 5)), (2, 1, (1, 1))])
def test_object_timestamps_order_effects(ruleset, first, second, expected):
    # Two 7b setting effects: the one whose object has the later timestamp wins.
    chars = final(board([creature("c", timestamp=3), setter("ones", 1, 1, first),
                         setter("fives", 5, 5, second)]), ruleset)
    assert pt(chars["c"]) == expected


@pytest.mark.parametrize("ruleset", BOTH)
def test_resolved_effect_timestamp_against_static(ruleset):
    # "becomes 0/1" resolved at timestamp 4, after the setter's object (3): 0/1; an
    # earlier one (2) is overridden: 5/5.
    for stamp, expected in ((4, (0, 1)), (2, (5, 5))):
        chars = final(board([creature("c", timestamp=1), setter("fives", 5, 5, 3)],
                            [{"id": "shrink", "targets": ["c"], "timestamp": stamp,
                              "effects": [{"set_pt": [0, 1]}]}]), ruleset)
        assert pt(chars["c"]) == expected


@pytest.mark.parametrize("ruleset", BOTH)
def test_aura_timestamp_is_its_attachment(ruleset):
    # 613.6d / 613.7e: an Aura has the timestamp it got when it became attached (here 4),
    # so "enchanted creature loses flying" beats an anthem granting flying at timestamp 3,
    # and loses to one at timestamp 5.
    def abilities(anthem_ts):
        aura = enchantment("aura", static("Enchanted creature loses flying", {"enchanted": True},
                                          [{"remove_abilities": ["flying"]}]),
                           subtypes=["Aura"], attached_to="c", timestamp=4)
        wings = enchantment("wings", static("Creatures have flying", {"type": "creature"},
                                            [{"add_abilities": ["flying"]}]), timestamp=anthem_ts)
        return final(board([creature("c", timestamp=1), aura, wings]), ruleset)["c"]["abilities"]
    assert abilities(3) == []
    assert abilities(5) == ["flying"]


@pytest.mark.parametrize("ruleset", BOTH)
def test_granted_static_ability_takes_the_later_timestamp(ruleset):
    # 613.6a / 613.7a: "Creatures lose flying" granted to stone (timestamp 1) by an Aura
    # attached at timestamp 3 has timestamp 3, later than "Creatures have flying"
    # (timestamp 2): the bird ends without flying. With stone's own timestamp (1) the
    # grant of flying would come last.
    lose = static("Creatures lose flying", {"type": "creature"}, [{"remove_abilities": ["flying"]}])
    aura = enchantment("aura", static("Enchanted permanent has 'Creatures lose flying'",
                                      {"enchanted": True}, [{"add_abilities": [lose]}]),
                       subtypes=["Aura"], attached_to="stone", timestamp=3)
    data = board([{"id": "stone", "name": "Stone", "types": ["artifact"], "timestamp": 1},
                  enchantment("wings", static("Creatures have flying", {"type": "creature"},
                                              [{"add_abilities": ["flying"]}]), timestamp=2),
                  aura, creature("bird", timestamp=4)])
    chars = final(data, ruleset)
    assert chars["bird"]["abilities"] == []
    assert chars["stone"]["abilities"] == ["Creatures lose flying"]
    order = [s.effect for s in run(data, ruleset).outcomes[0].run.steps if s.layer == "6"]
    assert order == ["wings#0", "aura#0", "stone/aura#0/0+0"]


@pytest.mark.parametrize("ruleset", BOTH)
def test_started_effect_keeps_its_set_after_its_ability_is_removed(ruleset):
    # 613.5 (2011) / 613.6 (2026): an enchantment creature says "All creatures lose all
    # abilities and have base P/T 1/1". In layer 6 it removes its own ability, but its 7b
    # part still applies to the objects it applied to in layer 6: both are 1/1.
    humble = enchantment("humble", static("All creatures lose all abilities and are 1/1",
                                          {"type": "creature"},
                                          [{"remove_all_abilities": True}, {"set_pt": [1, 1]}]),
                         types=["enchantment", "creature"], power=4, toughness=4, timestamp=1)
    chars = final(board([humble, creature("bear", 3, 3, abilities=["trample"], timestamp=2)]), ruleset)
    assert pt(chars["humble"]) == (1, 1) and chars["humble"]["abilities"] == []
    assert pt(chars["bear"]) == (1, 1) and chars["bear"]["abilities"] == []


@pytest.mark.parametrize("ruleset", BOTH)
def test_started_effect_keeps_its_set_even_when_objects_stop_matching(ruleset):
    # 613.6 example (2026): "noncreature artifacts become 2/2 artifact creatures" as a static
    # ability: in 7b the artifact is no longer noncreature, it is still set to 2/2.
    march = enchantment("march", static("Noncreature artifacts are 2/2 artifact creatures",
                                        {"type": "artifact", "not": {"type": "creature"}},
                                        [{"add_types": ["creature"]}, {"set_pt": [2, 2]}]))
    chars = final(board([{"id": "rock", "name": "Rock", "types": ["artifact"]}, march]), ruleset)
    assert chars["rock"]["types"] == ["artifact", "creature"] and pt(chars["rock"]) == (2, 2)


@pytest.mark.parametrize("ruleset", BOTH)
def test_ability_removed_before_its_first_layer_never_applies(ruleset):
    # A lord ("other creatures get +1/+1", layer 7c only) loses all abilities in layer 6:
    # its effect never started, so the bear stays 2/2, whatever the timestamps.
    for stamp in (1, 5):
        lord = creature("lord", 1, 1, timestamp=2, abilities=[
            static("Other creatures get +1/+1", {"type": "creature", "other": True},
                   [{"modify_pt": [1, 1]}])])
        chars = final(board([lord, creature("bear", timestamp=3)],
                            [{"id": "frog", "targets": ["lord"], "timestamp": stamp,
                              "effects": [{"remove_all_abilities": True}]}]), ruleset)
        assert pt(chars["bear"]) == (2, 2)


# -- simultaneous timestamps ---------------------------------------------------------------------

def tied_board(extra=()):
    # "ones" (yours) and "fives" (the opponent's) got timestamp 2 at the same time.
    return board([creature("c", timestamp=1), setter("ones", 1, 1, 2),
                  setter("fives", 5, 5, 2, controller="opponent"), *extra])


def outcome_pts(result, oid="c"):
    return sorted(pt(o.characteristics()[oid]) for o in result.outcomes)


def test_2011_active_player_orders_all_simultaneous_objects():
    # 613.6g: the active player (you) orders both: two distinct outcomes, both your choice.
    result = run(tied_board(), R2011)
    assert outcome_pts(result) == [(1, 1), (5, 5)]
    assert [(g.chooser, set(g.units)) for g in result.groups] == [("you", {"ones", "fives"})]
    for outcome in result.outcomes:
        assert all(g.chooser == "you" for choice in outcome.choices for g, _ in choice)
    assert result.orders_tried == 2


def test_2011_the_active_player_is_the_one_who_chooses():
    data = tied_board()
    data["active_player"] = "opponent"
    result = run(data, R2011)
    assert [g.chooser for g in result.groups] == ["opponent"]
    assert outcome_pts(result) == [(1, 1), (5, 5)]


def test_2026_apnap_fixes_the_order_between_players():
    # 613.7m: the active player's objects come first: "ones" then "fives": one outcome,
    # 5/5, and no choice at all.
    result = run(tied_board(), R2026)
    assert outcome_pts(result) == [(5, 5)]
    assert result.groups == []
    data = tied_board()
    data["active_player"] = "opponent"  # now the opponent's "fives" comes first
    assert outcome_pts(run(data, R2026)) == [(1, 1)]


def test_2026_each_player_orders_their_own_objects():
    # The opponent has two objects with timestamp 2: the opponent orders those two, after
    # your "ones": outcomes 5/5 (fives last) and 3/3 (threes last), chosen by the opponent.
    result = run(tied_board([setter("threes", 3, 3, 2, controller="opponent")]), R2026)
    assert outcome_pts(result) == [(3, 3), (5, 5)]
    assert [(g.chooser, set(g.units)) for g in result.groups] == [("opponent", {"fives", "threes"})]
    for outcome in result.outcomes:
        assert all(g.chooser == "opponent" for choice in outcome.choices for g, _ in choice)


def test_2011_three_way_tie_reports_each_distinct_outcome_once():
    # The active player orders three setters: 6 orders, 3 distinct outcomes (the last wins).
    result = run(tied_board([setter("threes", 3, 3, 2, controller="opponent")]), R2011)
    assert result.orders_tried == 6
    assert outcome_pts(result) == [(1, 1), (3, 3), (5, 5)]
    assert sorted(len(o.choices) for o in result.outcomes) == [2, 2, 2]


@pytest.mark.parametrize("ruleset", BOTH)
def test_tie_that_does_not_matter_gives_one_outcome(ruleset):
    # Two +1/+1 anthems of one player with the same timestamp: 2 orders, 1 outcome (4/4).
    result = run(board([creature("c", timestamp=1), anthem("a1", {"type": "creature"}, timestamp=2),
                        anthem("a2", {"type": "creature"}, timestamp=2)]), ruleset)
    assert result.orders_tried == 2 and outcome_pts(result) == [(4, 4)]


# -- effects on players and on rules -------------------------------------------------------------

@pytest.mark.parametrize("ruleset, player_rule, rule_rule", [(R2011, "613.9", "613.10"),
                                                              (R2026, "613.10", "613.11")])
def test_player_and_rule_effects_come_after_objects(ruleset, player_rule, rule_rule):
    # A player effect granted in layer 6 (by an Aura) exists when players are handled,
    # after objects; one whose ability was removed in layer 6 does not.
    ward = static("You have hexproof", None, [], player_effect={"players": "you", "gains": ["hexproof"]})
    data = board([
        creature("sage", timestamp=1, abilities=[
            static("Your opponents have shroud", None, [],
                   player_effect={"players": "opponents", "gains": ["shroud"]})]),
        enchantment("aura", static("Enchanted creature has 'You have hexproof'", {"enchanted": True},
                                   [{"add_abilities": [ward]}]), attached_to="bear", timestamp=3),
        creature("bear", timestamp=2),
        enchantment("law", {"static": {"text": "Players can't lose the game",
                                       "rule_effect": "Players can't lose the game."}}, timestamp=4),
    ], [{"id": "frog", "targets": ["sage"], "timestamp": 5, "effects": [{"remove_all_abilities": True}]}])
    records = run(data, ruleset).outcomes[0].run.player_effects
    assert [(r.effect, r.players, r.gains, r.rule) for r in records] == [
        ("bear/aura#0/0+0", ["you"], ["hexproof"], player_rule),
        ("law#0", [], [], rule_rule),
    ]


# -- attach timestamps (613.6d in 2011, 613.7e in 2026) ------------------------------------------

def hammer_and_rune(hammer_extra):
    """Colossus Hammer on a bear, Rune of Flight on the Hammer (the 613.7a example of 2026)."""
    hammer = {"id": "hammer", "name": "Colossus Hammer", "types": ["artifact"],
              "subtypes": ["Equipment"], "attached_to": "bear", **hammer_extra,
              "abilities": [static("Equipped creature gets +10/+10 and loses flying.",
                                   {"equipped": True},
                                   [{"modify_pt": [10, 10]}, {"remove_abilities": ["flying"]}])]}
    granted = static("Equipped creature has flying.", {"equipped": True},
                     [{"add_abilities": ["flying"]}])
    rune = {"id": "rune", "name": "Rune of Flight", "types": ["enchantment"],
            "subtypes": ["Aura"], "attached_to": "hammer", "timestamp": 3,
            "abilities": [static("Enchanted Equipment has it", {"enchanted": True},
                                 [{"add_abilities": [granted]}])]}
    return board([creature("bear", timestamp=1), hammer, rune])


@pytest.mark.parametrize("ruleset, attach_rule", [(R2011, "613.6d"), (R2026, "613.7e")])
def test_attach_time_is_the_new_timestamp(ruleset, attach_rule):
    # Entered at 2, the Rune attached at 3, the Hammer re-attached at 4: its own effect's
    # timestamp is 4, and the step cites the attach rule.
    data = hammer_and_rune({"timestamp": 2, "attached_at": 4})
    step = next(s for s in run(data, ruleset).outcomes[0].run.steps
                if s.effect == "hammer#0" and s.layer == "6")
    assert attach_rule in step.rules


def test_granted_effects_keep_their_relative_order_in_2026():
    # 613.7a: both of the Hammer's effects get its new timestamp 4 and keep their order:
    # "loses flying" (its own), then the granted "has flying": the bear flies, 12/12.
    data = hammer_and_rune({"timestamp": 2, "attached_at": 4})
    chars = final(data, R2026)["bear"]
    assert (chars["power"], chars["toughness"], chars["abilities"]) == (12, 12, ["flying"])
    step = next(s for s in run(data, R2026).outcomes[0].run.steps if s.effect == "hammer#0"
                and s.layer == "6")
    assert "relative order" in step.reason and "613.7a" in step.rules


def test_2011_says_that_no_rule_orders_the_tie():
    # 613.6a of 2011 gives both effects timestamp 4 and has no rule on their order: the
    # explanation says so instead of citing one.
    data = hammer_and_rune({"timestamp": 2, "attached_at": 4})
    step = next(s for s in run(data, R2011).outcomes[0].run.steps if s.effect == "hammer#0"
                and s.layer == "6")
    assert "no rule of cr-2011 orders" in step.reason


@pytest.mark.parametrize("extra, message", [
    ({"timestamp": 5, "attached_at": 4}, "before it entered its zone at timestamp 5"),
])
def test_attach_time_errors(extra, message):
    with pytest.raises(InputError, match=message):
        run(hammer_and_rune(extra))


def test_attached_at_needs_attached_to():
    data = board([creature("bear", timestamp=1, attached_at=3)])
    with pytest.raises(InputError, match="attached_at needs attached_to"):
        run(data)
