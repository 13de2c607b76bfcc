"""What an outcome triggers (603.2), on which board (603.6a-b, 603.10), whose (603.3a), and
what rules effects change (613.11, 603.2d). Each expectation is worked out by hand from the
rule named in the test."""
from __future__ import annotations

import pytest

from mtglogic.errors import InputError
from triggers.triggers_support import creature, follows, in_hand, only, times, triggered

DIES = {"dies": {"object": {"type": "creature"}}}
WRATH = {"at_once": [{"zone_change": {"object": oid, "to": "graveyard", "cause": "destroy"}}
                     for oid in ("watcher", "bear", "wolf")]}


def test_a_dies_ability_looks_back_and_sees_every_creature_dying_with_it() -> None:
    # 603.10a: the watcher dies with two creatures; on the board before the event it was
    # there: three creatures die (itself included), three occurrences (603.2c).
    result = only([triggered("watcher", DIES), creature("bear"), creature("wolf", "p2")],
                  WRATH)
    assert times(result) == {"watcher": 3}
    assert all("603.10a" in t.rules for t in result.triggered)


def test_2011_looks_back_by_its_603_6d() -> None:
    result = only([triggered("watcher", DIES), creature("bear"), creature("wolf", "p2")],
                  WRATH, ruleset="cr-2011")
    assert times(result) == {"watcher": 3}
    assert all("603.6d" in t.rules for t in result.triggered)


def test_one_or_more_triggers_once_for_the_whole_event() -> None:
    # 603.2c: "whenever one or more creatures die" is one trigger for one event.
    result = only([triggered("watcher", DIES, one_or_more=True), creature("bear"),
                   creature("wolf", "p2")], WRATH)
    assert times(result) == {"watcher": 1}
    assert len(result.triggered[0].cause) == 3


STRIP = {"id": "strip", "controller": "p2", "card": {
    "name": "Strip", "types": ["Enchantment"], "abilities": [{"static": {
        "text": "All creatures lose all abilities.", "applies_to": {"type": "creature"},
        "effects": [{"remove_all_abilities": True}]}}]}}


def test_an_ability_removed_before_its_source_dies_does_not_trigger() -> None:
    # 603.10a looks back at the abilities as they were: "creatures lose all abilities"
    # took the watcher's away before the event.
    objects = [triggered("watcher", DIES), creature("bear"), STRIP]
    result = only(objects, {"at_once": WRATH["at_once"][:2]})
    assert times(result) == {}


def test_enters_abilities_see_the_newcomers_and_each_other() -> None:
    # 603.6a: every permanent on the battlefield after the event, the newcomers included,
    # is checked: two Soul Warden-like creatures entering together see each other.
    warden = {"enters": {"object": {"type": "creature", "other": True}}}
    objects = [in_hand(triggered("a", warden)), in_hand(triggered("b", warden))]
    event = {"at_once": [{"zone_change": {"object": "a", "to": "battlefield"}},
                         {"zone_change": {"object": "b", "to": "battlefield"}}]}
    result = only(objects, event)
    assert times(result) == {"a": 1, "b": 1}


def test_an_enters_ability_is_read_with_the_effects_that_apply_on_the_battlefield() -> None:
    # 603.6b: "all creatures lose all abilities" applies the moment the creature enters, so
    # its own enters ability never exists there.
    objects = [in_hand(triggered("tusk", {"enters": {"object": {"self": True}}}))]
    event = {"zone_change": {"object": "tusk", "to": "battlefield"}}
    assert times(only([*objects, STRIP], event)) == {}
    assert times(only(objects, event)) == {"tusk": 1}


def test_a_replaced_event_triggers_nothing() -> None:
    # 603.2g: the creature exiled instead of put into a graveyard never dies.
    exile = {"id": "rip", "controller": "p2", "text": "exile it instead",
             "watch": {"event": "zone_change", "to": "graveyard"},
             "instead": {"destination": "exile"}}
    result = only([triggered("watcher", DIES), creature("bear", "p2")],
                  {"zone_change": {"object": "bear", "to": "graveyard", "cause": "destroy"}},
                  replacements=[exile])
    assert times(result) == {}


def test_prevented_damage_triggers_nothing() -> None:
    # 603.2g's example: an ability that triggers on damage dealt won't trigger if all of it
    # is prevented; a part prevented leaves the rest dealt.
    hurt = {"damage": {"recipient": {"object": {"self": True}}}}
    objects = [triggered("pained", hurt, toughness=5), creature("goblin", "p2")]
    fog = {"id": "fog", "controller": "p1", "text": "prevent it",
           "watch": {"event": "damage"}, "instead": {"prevent": "all"}}
    hit = {"damage": {"source": "goblin", "to": "pained", "amount": 2}}
    assert times(only(objects, hit, replacements=[fog])) == {}
    assert times(only(objects, hit)) == {"pained": 1}


def test_the_controller_is_who_controlled_the_source_as_it_triggered() -> None:
    # 603.3a: p2 controls p1's creature (a control effect) as it dies: the ability is p2's.
    stolen = dict(triggered("thief", {"dies": {"object": {"self": True}}}), owner="p1",
                  controller="p2")
    result = only([stolen], {"zone_change": {"object": "thief", "to": "graveyard"}})
    assert [(t.ability, t.controller) for t in result.triggered] == [("thief", "p2")]


TORPOR = {"id": "orb", "controller": "p2",
          "card": {"name": "Orb", "types": ["Artifact"], "abilities": [{"static": {
              "text": "Creatures entering don't cause abilities to trigger.",
              "rules": [{"entering_doesnt_trigger": {"type": "creature"}}]}}]}}
THRAGTUSK = {"id": "tusk", "card": "Thragtusk", "controller": "p1"}


def test_torpor_orb_stops_the_enters_ability_not_the_leaves_one() -> None:
    # Torpor Orb's rules effect (613.11) is keyed on the creature entering: Thragtusk's
    # enters ability doesn't trigger; leaving is another event, which does.
    entering = only([TORPOR, in_hand(THRAGTUSK)],
                    {"zone_change": {"object": "tusk", "to": "battlefield"}})
    assert times(entering) == {}
    assert [h.ability for h in entering.held] == ["tusk#1"]
    leaving = only([TORPOR, THRAGTUSK], {"zone_change": {"object": "tusk", "to": "exile"}})
    assert times(leaving) == {"tusk#2": 1}


def _doubler(oid: str, **more: object) -> dict[str, object]:
    return {"id": oid, "controller": "p1", **more, "card": {
        "name": oid.capitalize(), "types": ["Artifact"], "abilities": [{"static": {
            "text": "Creatures entering trigger your permanents' abilities an additional time.",
            "applies_to": {"controller": "you"},
            "rules": [{"triggers_additional": {"entering": {"type": "creature"}}}]}}]}}


def test_two_doublers_make_three_not_four() -> None:
    # 603.2d: each effect adds one time; none doubles another's: 1 + 1 + 1.
    result = only([_doubler("harp"), _doubler("horn"), in_hand(THRAGTUSK)],
                  {"zone_change": {"object": "tusk", "to": "battlefield"}})
    assert times(result) == {"tusk#1": 3}


def test_a_doubler_entering_with_the_cause_applies() -> None:
    # Starfield Vocalist's ruling: it is on the battlefield right after the event, when
    # the enters ability triggers.
    result = only([in_hand(_doubler("harp")), in_hand(THRAGTUSK)],
                  {"at_once": [{"zone_change": {"object": "harp", "to": "battlefield"}},
                               {"zone_change": {"object": "tusk", "to": "battlefield"}}]})
    assert times(result) == {"tusk#1": 2}


def test_a_suppressor_leaves_the_doubler_nothing_to_double() -> None:
    # The ability doesn't trigger at all, so there is no trigger to add to (603.2d).
    result = only([TORPOR, _doubler("harp"), in_hand(THRAGTUSK)],
                  {"zone_change": {"object": "tusk", "to": "battlefield"}})
    assert times(result) == {}


def test_the_2011_rules_refuse_an_ability_triggering_additional_times() -> None:
    with pytest.raises(InputError, match=r"603\.2d|additional"):
        only([_doubler("harp"), in_hand(THRAGTUSK)],
             {"zone_change": {"object": "tusk", "to": "battlefield"}}, ruleset="cr-2011")


def test_an_intervening_if_false_as_it_triggers_holds_it_back() -> None:
    # 603.4 (Felidar Sovereign's example): with 39 life the ability doesn't trigger at all.
    sovereign = triggered("sovereign", {"step": {"step": "upkeep", "player": "you"}},
                          effect=[{"win_game": {"player": "you"}}],
                          **{"if": {"ge": [{"life": "you"}, 40]}})
    upkeep = {"begin_step": {"player": "p1", "step": "upkeep"}}
    low = only([sovereign], upkeep, players=[{"id": "p1", "life": 39}, "p2"])
    assert times(low) == {}
    assert [h.ability for h in low.held] == ["sovereign"]
    high = only([sovereign], upkeep, players=[{"id": "p1", "life": 40}, "p2"])
    assert times(high) == {"sovereign": 1}
    assert "603.4" in high.triggered[0].rules


def test_dies_is_said_of_creatures_only_in_2011() -> None:
    # 700.6 in 2011: an artifact "dies" only as a creature; 700.4 today: any permanent.
    any_permanent = {"dies": {"object": {"type": "artifact"}}}
    relic = {"id": "relic", "name": "Relic", "types": ["artifact"], "controller": "p1"}
    event = {"zone_change": {"object": "relic", "to": "graveyard"}}
    today = only([triggered("watcher", any_permanent), relic], event)
    then = only([triggered("watcher", any_permanent), relic], event, ruleset="cr-2011")
    assert times(today) == {"watcher": 1}
    assert times(then) == {}


def test_a_token_that_dies_triggers_though_it_then_ceases_to_exist() -> None:
    # The token dies (603.10a) and triggers; the next check of state-based actions makes it
    # cease to exist in the graveyard (704.5d), which is no event.
    token = creature("spirit", "p2", is_token=True, token=True)
    token.pop("is_token")
    result = only([triggered("watcher", DIES), token],
                  {"zone_change": {"object": "spirit", "to": "graveyard"}})
    assert times(result) == {"watcher": 1}
    assert [a.gone for r in result.rounds for a in r.actions] == ["spirit"]


def test_each_card_drawn_is_an_occurrence() -> None:
    draws = triggered("reader", {"draws": {"player": "opponent"}})
    library = [{"id": f"card{n}", "name": "Card", "types": ["instant"], "owner": "p2",
                "zone": "library"} for n in range(3)]
    result = only([draws, *library], {"draw": {"player": "p2", "count": 2}})
    assert times(result) == {"reader": 2}


@pytest.mark.parametrize("ruleset", ["cr-2026", "cr-2011"])
def test_becoming_tapped_is_a_change_of_status_not_entering_tapped(ruleset: str) -> None:
    # 603.2e (603.2d in 2011): entering tapped does not trigger "becomes tapped".
    watcher = triggered("watcher", {"becomes_tapped": {"object": {"type": "creature"}}})
    bear = creature("bear")
    assert times(only([watcher, bear], {"tap": {"object": "bear"}}, ruleset)) == \
        {"watcher": 1}
    entering = only([watcher, in_hand(bear)],
                    {"zone_change": {"object": "bear", "to": "battlefield", "tapped": True}},
                    ruleset)
    assert times(entering) == {}


def test_every_outcome_has_its_own_aftermath() -> None:
    # An optional "exile it instead": the creature dies in one outcome, not in the other.
    maybe = {"id": "maybe", "controller": "p2", "text": "you may exile it instead",
             "optional": True, "watch": {"event": "zone_change", "to": "graveyard"},
             "instead": {"destination": "exile"}}
    found = follows([triggered("watcher", DIES), creature("bear", "p2")],
                    {"zone_change": {"object": "bear", "to": "graveyard"}},
                    replacements=[maybe])
    assert sorted(times(f).get("watcher", 0) for f in found) == [0, 1]


def test_a_delayed_ability_triggers_once_for_its_controller() -> None:
    # 603.7b: the next time its event occurs, once, whatever the number of occurrences;
    # its controller is the one the effect that made it names (603.7d), not the source's.
    delayed = [{"id": "grudge", "controller": "p2", "source": "bear",
                "when": DIES, "effect": [{"lose_life": {"player": "each_opponent",
                                                        "amount": 2}}]}]
    result = only([creature("bear"), creature("wolf")],
                  {"at_once": [{"zone_change": {"object": oid, "to": "graveyard"}}
                               for oid in ("bear", "wolf")]}, delayed_triggers=delayed)
    assert [(t.ability, t.controller, t.kind, len(t.cause)) for t in result.triggered] == \
        [("grudge", "p2", "delayed", 1)]
    assert "603.7b" in result.triggered[0].rules


def test_do_this_only_once_each_turn_reads_the_turn_so_far() -> None:
    # 603.2h: it triggers only if its controller hasn't done it this turn.
    watcher = triggered("watcher", DIES, once_each_turn=True)
    event = {"zone_change": {"object": "bear", "to": "graveyard"}}
    assert times(only([watcher, creature("bear")], event)) == {"watcher": 1}
    done = only([watcher, creature("bear")], event, this_turn={"done_once": ["watcher"]})
    assert times(done) == {} and [h.ability for h in done.held] == ["watcher"]


def test_2011_has_no_only_once_each_turn() -> None:
    with pytest.raises(InputError, match="once each turn"):
        only([triggered("watcher", DIES, once_each_turn=True), creature("bear")],
             {"zone_change": {"object": "bear", "to": "graveyard"}}, ruleset="cr-2011")


def test_a_state_trigger_triggers_while_its_state_holds() -> None:
    # 603.8: "whenever you control no creatures": the last creature leaves.
    lonely = triggered("lonely", {"state": {"not": {"exists": {"type": "creature",
                                                               "controller": "you"}}}},
                       types=["Enchantment"])
    result = only([lonely, creature("bear")],
                  {"zone_change": {"object": "bear", "to": "graveyard"}})
    assert [(t.ability, t.kind) for t in result.triggered] == [("lonely", "state")]
    assert "603.8" in result.triggered[0].rules
