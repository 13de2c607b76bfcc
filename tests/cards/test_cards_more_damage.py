"""More cards (issue 12): damage sources, damage multipliers and counters on entering.

Each expected result is worked out by hand from the card's text and the rules, in the
comment above it; the replacement engine is asked for every distinct outcome.
"""
from __future__ import annotations

import pytest
from cards_support import BOTH, final, obj, pt, replace_outcomes


def shorts(outcomes: list[tuple]) -> list[list[str]]:
    """Each outcome as the sorted short texts of its final events."""
    return sorted(sorted(e.short() for e in events) for events in outcomes)


def bolt(owner: str = "you", oid: str = "bolt") -> dict:
    return obj(oid, "Lightning Bolt", zone="stack", owner=owner)


def hit(eid: str, source: str, to: str, amount: int, combat: bool = False) -> dict:
    return {"id": eid, "damage": {"source": source, "to": to, "amount": amount,
                                  "combat": combat}}


@pytest.mark.parametrize("ruleset", BOTH)
def test_lightning_bolt_deals_3_to_a_creature_or_a_player(ruleset):
    # With nothing to modify it, the Bolt's 3 damage is marked on the Bears (120.3e) and
    # makes the opponent lose 3 life (120.3a).
    answers = replace_outcomes(
        [bolt(), obj("bears", "Grizzly Bears", controller="opponent")],
        [hit("creature", "bolt", "bears", 3), hit("face", "bolt", "opponent", 3)], ruleset)
    assert shorts(answers["creature"]) == [["3 damage from bolt to bears",
                                            "3 damage marked on bears"]]
    assert shorts(answers["face"]) == [["3 damage from bolt to opponent",
                                        "opponent loses 3 life"]]


@pytest.mark.parametrize("ruleset", BOTH)
def test_soul_scar_mage_turns_noncombat_damage_into_minus_counters(ruleset):
    # Your Bolt to the opponent's Bears: three -1/-1 counters instead of damage. Your Bolt to
    # the opponent is not damage to a creature, and the Bears' combat damage to your Ogre is
    # neither yours nor noncombat: both unchanged.
    answers = replace_outcomes(
        [obj("mage", "Soul-Scar Mage"), bolt(),
         obj("bears", "Grizzly Bears", controller="opponent"), obj("ogre", "Gray Ogre")],
        [hit("creature", "bolt", "bears", 3), hit("face", "bolt", "opponent", 3),
         hit("combat", "bears", "ogre", 2, combat=True)], ruleset)
    assert shorts(answers["creature"]) == [["3 -1/-1 counters on bears"]]
    assert shorts(answers["face"]) == [["3 damage from bolt to opponent",
                                        "opponent loses 3 life"]]
    assert shorts(answers["combat"]) == [["2 damage from bears to ogre (combat)",
                                          "2 damage marked on ogre"]]


@pytest.mark.parametrize("ruleset", BOTH)
def test_questing_beast_makes_your_combat_damage_unpreventable(ruleset):
    # A resolved Fog of the opponent's would prevent all combat damage. Questing Beast's
    # ability keeps your Bears' combat damage from being prevented (615.12); the opponent's
    # Ogre's damage is still prevented.
    answers = replace_outcomes(
        [obj("beast", "Questing Beast"), obj("bears", "Grizzly Bears"),
         obj("ogre", "Gray Ogre", controller="opponent"),
         obj("fog", "Fog", zone="graveyard", owner="opponent")],
        [{"id": "combat", "at_once": [
            {"damage": {"source": "bears", "to": "ogre", "amount": 2, "combat": True}},
            {"damage": {"source": "ogre", "to": "bears", "amount": 2, "combat": True}}]}],
        ruleset, replacements=[{"from": "fog", "controller": "opponent"}])
    assert shorts(answers["combat"]) == [["2 damage from bears to ogre (combat)",
                                          "2 damage marked on ogre"]]


def test_questing_beast_as_printed():
    beast = final([obj("beast", "Questing Beast")])["beast"]
    assert pt(beast) == (4, 4) and beast["supertypes"] == ["legendary"]
    assert {"vigilance", "deathtouch", "haste"} <= set(beast["abilities"])


@pytest.mark.parametrize("ruleset", BOTH)
def test_walking_ballista_entering_with_counters_under_hardened_scales(ruleset):
    # Cast for X=2 it enters with two +1/+1 counters by its own replacement effect (614.1c);
    # Hardened Scales then adds one (122.6): 2 + 1 = 3. With three counters it is a 3/3
    # (counters in 7c / 7d).
    answers = replace_outcomes(
        [obj("scales", "Hardened Scales"),
         obj("ballista", "Walking Ballista", zone="stack", owner="you", choices={"x": "2"})],
        [{"id": "resolve", "zone_change": {"object": "ballista", "to": "battlefield"}}],
        ruleset)
    assert [dict(e.enter.counters) for (e,) in answers["resolve"]] == [{"+1/+1": 3}]
    board = final([obj("ballista", "Walking Ballista", counters={"+1/+1": 3})], ruleset=ruleset)
    assert pt(board["ballista"]) == (3, 3) and board["ballista"]["mana_value"] == 0


@pytest.mark.parametrize("ruleset", BOTH)
def test_triskelion_and_spike_feeder_enter_with_their_counters(ruleset):
    # Their own replacement effects (614.1c): three and two +1/+1 counters. Under Corpsejack
    # Menace the counters are doubled too (122.6): 6 and 4.
    events = [{"id": "trisk", "zone_change": {"object": "trisk", "to": "battlefield"}},
              {"id": "spike", "zone_change": {"object": "spike", "to": "battlefield"}}]
    cards = [obj("trisk", "Triskelion", zone="hand", owner="you"),
             obj("spike", "Spike Feeder", zone="hand", owner="you")]
    alone = replace_outcomes(cards, events, ruleset)
    assert [dict(e.enter.counters) for (e,) in alone["trisk"]] == [{"+1/+1": 3}]
    assert [dict(e.enter.counters) for (e,) in alone["spike"]] == [{"+1/+1": 2}]
    doubled = replace_outcomes(cards + [obj("menace", "Corpsejack Menace")], events, ruleset)
    assert [dict(e.enter.counters) for (e,) in doubled["trisk"]] == [{"+1/+1": 6}]
    assert [dict(e.enter.counters) for (e,) in doubled["spike"]] == [{"+1/+1": 4}]


@pytest.mark.parametrize("ruleset", BOTH)
def test_fiery_emancipation_and_gratuitous_violence(ruleset):
    # Your Bears' 2 combat damage: tripled and doubled, in either order 2*3*2 = 12; your
    # Bolt (not a creature) only tripled: 9; the opponent's Ogre's 2 untouched.
    answers = replace_outcomes(
        [obj("emancipation", "Fiery Emancipation"), obj("violence", "Gratuitous Violence"),
         obj("bears", "Grizzly Bears"), bolt(), obj("ogre", "Gray Ogre", controller="opponent")],
        [hit("bears", "bears", "opponent", 2, combat=True), hit("bolt", "bolt", "ogre", 3),
         hit("ogre", "ogre", "you", 2, combat=True)], ruleset)
    assert shorts(answers["bears"]) == [["12 damage from bears to opponent (combat)",
                                         "opponent loses 12 life"]]
    assert shorts(answers["bolt"]) == [["9 damage from bolt to ogre", "9 damage marked on ogre"]]
    assert shorts(answers["ogre"]) == [["2 damage from ogre to you (combat)", "you lose 2 life"]]


@pytest.mark.parametrize("ruleset", BOTH)
def test_angraths_marauders_with_torbran(ruleset):
    # A red source you control hitting the opponent: doubled and +2. The opponent chooses the
    # order (the affected player, 616.1): (3*2)+2 = 8 or (3+2)*2 = 10.
    answers = replace_outcomes(
        [obj("marauders", "Angrath's Marauders"), obj("torbran", "Torbran, Thane of Red Fell"),
         bolt()], [hit("face", "bolt", "opponent", 3)], ruleset)
    assert shorts(answers["face"]) == [["10 damage from bolt to opponent", "opponent loses 10 life"],
                                       ["8 damage from bolt to opponent", "opponent loses 8 life"]]


@pytest.mark.parametrize("ruleset", BOTH)
def test_fire_servant_and_pyromancers_gauntlet_watch_red_instants_and_sorceries(ruleset):
    # Your red instant: doubled by the Servant, +2 by the Gauntlet, the opponent orders them:
    # 3*2+2 = 8 or (3+2)*2 = 10. The Servant itself (a red creature) hitting: untouched by both.
    answers = replace_outcomes(
        [obj("servant", "Fire Servant"), obj("gauntlet", "Pyromancer's Gauntlet"), bolt()],
        [hit("bolt", "bolt", "opponent", 3), hit("servant", "servant", "opponent", 4, True)],
        ruleset)
    assert shorts(answers["bolt"]) == [["10 damage from bolt to opponent", "opponent loses 10 life"],
                                       ["8 damage from bolt to opponent", "opponent loses 8 life"]]
    assert shorts(answers["servant"]) == [["4 damage from servant to opponent (combat)",
                                           "opponent loses 4 life"]]


@pytest.mark.parametrize("ruleset", BOTH)
def test_fire_servant_ignores_an_opponents_bolt(ruleset):
    answers = replace_outcomes([obj("servant", "Fire Servant"), bolt(owner="opponent")],
                               [hit("bolt", "bolt", "you", 3)], ruleset)
    assert shorts(answers["bolt"]) == [["3 damage from bolt to you", "you lose 3 life"]]


@pytest.mark.parametrize("ruleset", BOTH)
@pytest.mark.parametrize("card", ["Chromatic Lantern", "Joiner Adept"])
def test_any_color_mana_for_your_lands_survives_blood_moon(ruleset, card):
    # Blood Moon makes Svogthos a Mountain in layer 4 and it loses its own abilities (305.7);
    # the granted ability arrives in layer 6 whatever the timestamps. The opponent's land
    # gets nothing.
    any_color = "{T}: Add one mana of any color."
    board = final([obj("giver", card, timestamp=1), obj("moon", "Blood Moon", timestamp=2),
                   obj("svogthos", "Svogthos, the Restless Tomb", timestamp=3),
                   obj("theirs", "Island", controller="opponent", timestamp=4)], ruleset=ruleset)
    assert board["svogthos"]["subtypes"] == ["Mountain"]
    assert set(board["svogthos"]["abilities"]) == {"{T}: Add {R}.", any_color}
    assert board["theirs"]["abilities"] == ["{T}: Add {U}."]


@pytest.mark.parametrize("ruleset", BOTH)
def test_authority_of_the_consuls_taps_the_opponents_creatures(ruleset):
    answers = replace_outcomes(
        [obj("authority", "Authority of the Consuls"),
         obj("theirs", "Grizzly Bears", zone="hand", owner="opponent"),
         obj("mine", "Grizzly Bears", zone="hand", owner="you"),
         obj("land", "Forest", zone="hand", owner="opponent")],
        [{"id": k, "zone_change": {"object": k, "to": "battlefield"}}
         for k in ("theirs", "mine", "land")], ruleset)
    assert [e.enter.tapped for (e,) in answers["theirs"]] == [True]
    assert [e.enter.tapped for (e,) in answers["mine"]] == [False]
    assert [e.enter.tapped for (e,) in answers["land"]] == [False]


def spill(to: str, excess_to: str = "opponent", source: str = "spill") -> dict:
    return {"id": "spill", "damage": {"source": source, "to": to, "amount": 4,
                                      "excess_to": excess_to}}


def test_flame_spill_sends_the_excess_to_the_controller():
    # 120.4a: 2 of the 4 are lethal to a 2/2 Grizzly Bears, the other 2 go to its controller.
    answers = replace_outcomes(
        [obj("spill", "Flame Spill", zone="stack"),
         obj("bears", "Grizzly Bears", controller="opponent")], [spill("bears")])
    assert shorts(answers["spill"]) == [["2 damage from spill to bears",
                                         "2 damage from spill to opponent",
                                         "2 damage marked on bears",
                                         "opponent loses 2 life"]]


def test_flame_spill_counts_damage_already_marked_and_dealt_at_the_same_time():
    # 120.4a takes account of damage marked (1 on the Bears: 1 more is lethal) and of damage
    # other sources deal at the same time: with a 1-damage part from the ogre in the same
    # event, nothing of the Spill is needed for lethal damage and all 4 go to the opponent
    # (no damage from the Spill to the Bears is left: a 0-damage part does not happen).
    marked = replace_outcomes(
        [obj("spill", "Flame Spill", zone="stack"),
         obj("bears", "Grizzly Bears", controller="opponent", damage=1)], [spill("bears")])
    assert shorts(marked["spill"]) == [["1 damage from spill to bears",
                                        "1 damage marked on bears",
                                        "3 damage from spill to opponent",
                                        "opponent loses 3 life"]]
    together = replace_outcomes(
        [obj("spill", "Flame Spill", zone="stack"), obj("ogre", "Gray Ogre"),
         obj("bears", "Grizzly Bears", controller="opponent", damage=1)],
        [{"id": "spill", "at_once": [
            {"damage": {"source": "spill", "to": "bears", "amount": 4, "excess_to": "opponent"}},
            {"damage": {"source": "ogre", "to": "bears", "amount": 1}}]}])
    assert shorts(together["spill"]) == [["1 damage from ogre to bears",
                                          "1 damage marked on bears",
                                          "4 damage from spill to opponent",
                                          "opponent loses 4 life"]]


def test_flame_spill_excess_is_worked_out_before_prevention():
    # 120.4a comes before 120.4b: the split is 2 to the Bears and 2 to the opponent whatever
    # shields there are; Test of Faith then prevents the 2 to the Bears (1 of its 3 left)
    # and puts two +1/+1 counters on them (615.5); the opponent still loses 2 life.
    answers = replace_outcomes(
        [obj("spill", "Flame Spill", zone="stack"), obj("faith", "Test of Faith", zone="stack",
                                                        owner="opponent"),
         obj("bears", "Grizzly Bears", controller="opponent")], [spill("bears")],
        replacements=[{"from": "faith", "controller": "opponent", "targets": ["bears"]}])
    assert shorts(answers["spill"]) == [["2 +1/+1 counters on bears",
                                         "2 damage from spill to opponent",
                                         "opponent loses 2 life"]]


def test_excess_damage_from_a_deathtouch_source():
    # 120.4a with deathtouch (702.2c): any damage beyond 1 is excess, so a 4-damage effect of
    # Vampire Nighthawk's with excess to the opponent gives 1 to Serra Angel (4/4) and 3 to
    # the opponent (Nighthawk's lifelink gains its controller 1 + 3 = 4, 120.3f; equal
    # results of one event are merged).
    answers = replace_outcomes(
        [obj("hawk", "Vampire Nighthawk"), obj("angel", "Serra Angel", controller="opponent")],
        [spill("angel", source="hawk")])
    assert shorts(answers["spill"]) == [["1 damage from hawk to angel",
                                         "1 damage marked on angel",
                                         "3 damage from hawk to opponent",
                                         "opponent loses 3 life",
                                         "you gain 4 life"]]


def test_excess_damage_is_not_a_rule_of_2011():
    # cr-2011's damage sequence has no excess step (its ruleset says so): an input error.
    with pytest.raises(Exception, match=r"excess damage dealt elsewhere .* not a rule of cr-2011"):
        replace_outcomes([obj("spill", "Flame Spill", zone="stack"),
                          obj("bears", "Grizzly Bears", controller="opponent")],
                         [spill("bears")], "cr-2011")
