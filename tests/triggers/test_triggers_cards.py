"""Library cards whose triggered abilities, and rules effects on triggers, are data: each
expectation is worked out by hand from the card's Oracle text and the rule named."""
from __future__ import annotations

from typing import Any

import pytest

from mtglogic.errors import InputError
from triggers.triggers_support import creature, in_hand, only, times


def card(oid: str, name: str, controller: str = "p1", **more: Any) -> dict[str, Any]:
    return {"id": oid, "card": name, "controller": controller, **more}


def dies(*oids: str) -> dict[str, Any]:
    return {"at_once": [{"zone_change": {"object": oid, "to": "graveyard", "cause": "destroy"}}
                        for oid in oids]}


def enters(*oids: str) -> dict[str, Any]:
    return {"at_once": [{"zone_change": {"object": oid, "to": "battlefield"}}
                        for oid in oids]}


KONRAD = card("konrad", "Syr Konrad, the Grim")
ELF_IN_HAND = in_hand(creature("elf"))
GHOUL_IN_GRAVEYARD = {**in_hand(creature("ghoul")), "zone": "graveyard"}
BOLT_IN_HAND = {"id": "bolt", "name": "Bolt", "types": ["instant"], "owner": "p1",
                "zone": "hand"}


def konrad_event(with_konrad: bool) -> dict[str, Any]:
    """Another creature dies, a creature card and an instant are discarded, a creature card
    leaves p1's graveyard; with or without Syr Konrad dying at the same time."""
    parts = [{"zone_change": {"object": "bear", "to": "graveyard", "cause": "destroy"}},
             {"zone_change": {"object": "elf", "to": "graveyard", "cause": "discard"}},
             {"zone_change": {"object": "bolt", "to": "graveyard", "cause": "discard"}},
             {"zone_change": {"object": "ghoul", "to": "exile"}}]
    if with_konrad:
        parts.append({"zone_change": {"object": "konrad", "to": "graveyard",
                                      "cause": "destroy"}})
    return {"at_once": parts}


KONRAD_BOARD = [KONRAD, card("bear", "Grizzly Bears", "p2"), ELF_IN_HAND, GHOUL_IN_GRAVEYARD,
                BOLT_IN_HAND]


def test_syr_konrad_triggers_once_for_each_of_its_three_events() -> None:
    # The Bear dies (another creature), the Elf card is put into a graveyard from a hand,
    # the Ghoul card leaves p1's graveyard: three occurrences; the Bolt is no creature.
    result = only(KONRAD_BOARD, konrad_event(with_konrad=False))
    assert times(result) == {"konrad": 3}
    causes = sorted(c for t in result.triggered for c in t.cause)
    assert causes == ["bear: battlefield -> graveyard", "elf: hand -> graveyard",
                      "ghoul: graveyard -> exile"]


def test_syr_konrad_dying_sees_what_looks_back_and_misses_the_discard() -> None:
    # Dying with them: "another creature dies" and "a creature card leaves your graveyard"
    # look back (603.10a), so Syr Konrad sees them; "put into a graveyard from anywhere
    # other than the battlefield" does not look back, and Syr Konrad is in the graveyard
    # after the event: the Elf's discard triggers nothing.
    result = only(KONRAD_BOARD, konrad_event(with_konrad=True))
    assert times(result) == {"konrad": 2}
    assert all("603.10a" in t.rules for t in result.triggered)


def test_in_2011_leaving_a_graveyard_does_not_look_back() -> None:
    # 603.6d (2011) lists no ability that triggers on leaving a graveyard: with Syr Konrad
    # dying at once, only the Bear's death (a leaves-the-battlefield ability) is seen.
    result = only(KONRAD_BOARD, konrad_event(with_konrad=True), ruleset="cr-2011")
    assert times(result) == {"konrad": 1}


def test_dingus_egg_triggers_for_each_land_put_into_a_graveyard() -> None:
    lands = [{"id": f"land{n}", "name": "Swamp", "types": ["land"], "controller": player}
             for n, player in enumerate(("p1", "p2", "p2"))]
    for ruleset in ("cr-2026", "cr-2011"):
        result = only([card("egg", "Dingus Egg"), *lands], dies("land0", "land1", "land2"),
                      ruleset)
        assert times(result) == {"egg": 3}


def test_panharmonicon_doubles_an_artifact_or_creature_entering_not_a_land() -> None:
    watcher = {"id": "watch", "controller": "p1", "card": {
        "name": "Watch", "types": ["Enchantment"], "abilities": [{"triggered": {
            "when": {"enters": {"object": {"other": True}}},
            "effect": [{"gain_life": {"player": "you", "amount": 1}}]}}]}}
    forest = in_hand({"id": "forest", "name": "Forest", "types": ["land"], "controller": "p1"})
    board = [card("harmonicon", "Panharmonicon"), watcher, in_hand(creature("bear")), forest]
    assert times(only(board, enters("bear"))) == {"watch": 2}
    assert times(only(board, enters("forest"))) == {"watch": 1}


def test_panharmonicon_entering_with_the_creature_applies() -> None:
    # 603.6a: checked right after the event, Panharmonicon already there.
    board = [card("warden", "Soul Warden"), in_hand(card("harmonicon", "Panharmonicon")),
             in_hand(creature("bear"))]
    assert times(only(board, enters("harmonicon", "bear"))) == {"warden": 2}


def test_teysa_doubles_dying_not_leaving_for_exile() -> None:
    # "If a creature dying causes ...": Thragtusk exiled leaves the battlefield but does
    # not die, so its leaves ability triggers once; destroyed, it dies: twice.
    board = [card("teysa", "Teysa Karlov"), card("tusk", "Thragtusk")]
    exiled = only(board, {"zone_change": {"object": "tusk", "to": "exile"}})
    assert times(exiled) == {"tusk#2": 1}
    assert times(only(board, dies("tusk"))) == {"tusk#2": 2}


def test_drivnod_doubles_an_opponents_creature_dying_for_its_controller_only() -> None:
    # "a triggered ability of a permanent you control": p2's Blood Artist is not doubled.
    board = [card("drivnod", "Drivnod, Carnage Dominus"), card("mine", "Blood Artist"),
             card("theirs", "Blood Artist", "p2"), creature("bear", "p2")]
    assert times(only(board, dies("bear"))) == {"mine": 2, "theirs": 1}


@pytest.mark.parametrize("name", ["Teysa Karlov", "Drivnod, Carnage Dominus",
                                  "Panharmonicon", "Starfield Vocalist",
                                  "Naban, Dean of Iteration"])
def test_the_2011_rules_refuse_every_doubler(name: str) -> None:
    # 603.2d came after 2011: the word is refused where it would apply.
    board = [card("doubler", name), card("artist", "Blood Artist"),
             in_hand(card("warden", "Soul Warden")), creature("bear", "p2")]
    with pytest.raises(InputError, match=r"603\.2d|additional"):
        only(board, {"at_once": [*dies("bear")["at_once"], *enters("warden")["at_once"]]},
             ruleset="cr-2011")


def test_hushbringer_stops_entering_and_dying_but_not_leaving() -> None:
    board = [card("hush", "Hushbringer", "p2"), card("artist", "Blood Artist"),
             card("warden", "Soul Warden"), in_hand(card("tusk", "Thragtusk")),
             card("tusk2", "Thragtusk")]
    entering = only(board, enters("tusk"))
    assert times(entering) == {}
    assert sorted(h.ability for h in entering.held) == ["tusk#1", "warden"]
    assert times(only(board, dies("artist"))) == {}
    assert times(only(board, {"zone_change": {"object": "tusk2", "to": "exile"}})) == \
        {"tusk2#2": 1}


@pytest.mark.parametrize("ruleset", ["cr-2026", "cr-2011"])
def test_hushwing_gryff_is_torpor_orb_on_a_creature(ruleset: str) -> None:
    board = [card("gryff", "Hushwing Gryff", "p2"), in_hand(card("tusk", "Thragtusk"))]
    result = only(board, enters("tusk"), ruleset)
    assert times(result) == {} and [h.ability for h in result.held] == ["tusk#1"]


@pytest.mark.parametrize(("ruleset", "rule"), [("cr-2026", "702.79a"), ("cr-2011", "702.77a")])
def test_kitchen_finks_persist_is_the_rulesets_keyword_data(ruleset: str, rule: str) -> None:
    # Stolen by p2: persist, like any dies ability, is its controller's (603.3a).
    board = [card("finks", "Kitchen Finks", "p2", owner="p1"),
             card("old", "Kitchen Finks", counters={"-1/-1": 1})]
    result = only(board, dies("finks", "old"), ruleset)
    assert [(t.ability, t.controller) for t in result.triggered] == [("finks#2", "p2")]
    assert rule in result.triggered[0].rules
    assert "under its owner's control" in result.triggered[0].does
    assert [h.ability for h in result.held] == ["old#2"]


def test_undying_is_a_keyword_of_today_only() -> None:
    # Undying (702.93a) came after the 2011 rules: their table has no such ability.
    undying = {"id": "zombie", "controller": "p1", "card": {
        "name": "Zombie", "types": ["Creature"], "power": 2, "toughness": 2,
        "abilities": ["undying"]}}
    assert times(only([undying], dies("zombie"))) == {"zombie": 1}
    assert times(only([undying], dies("zombie"), ruleset="cr-2011")) == {}


def test_felidar_sovereign_triggers_only_at_forty() -> None:
    board = [card("sovereign", "Felidar Sovereign")]
    upkeep = {"begin_step": {"player": "p1", "step": "upkeep"}}
    low = only(board, upkeep, players=[{"id": "p1", "life": 39}, "p2"])
    high = only(board, upkeep, players=[{"id": "p1", "life": 40}, "p2"])
    assert (times(low), times(high)) == ({}, {"sovereign": 1})


def test_azorius_chancery_under_blood_moon_has_no_enters_ability() -> None:
    # 603.6b: a Mountain the moment it is there; held back with the rule, not silent.
    chancery = in_hand(card("chancery", "Azorius Chancery"))
    alone = only([chancery], enters("chancery"))
    assert times(alone) == {"chancery": 1}
    moon = only([card("moon", "Blood Moon", "p2"), chancery], enters("chancery"))
    assert times(moon) == {}
    assert [(h.ability, h.rules) for h in moon.held] == [("chancery", ("603.6b",))]


def test_ketramose_triggers_during_its_controllers_turn_only() -> None:
    # "during your turn" is part of the trigger event; "one or more": once for both cards.
    board = [card("ketramose", "Ketramose, the New Dawn"), creature("bear"),
             {**in_hand(creature("ghoul", "p2")), "zone": "graveyard"}]
    event = {"at_once": [{"zone_change": {"object": "bear", "to": "exile"}},
                         {"zone_change": {"object": "ghoul", "to": "exile"}}]}
    mine = only(board, event, active_player="p1")
    theirs = only(board, event, active_player="p2")
    assert (times(mine), times(theirs)) == ({"ketramose": 1}, {})


def test_dress_down_is_sacrificed_at_the_beginning_of_each_end_step() -> None:
    board = [card("dress", "Dress Down", "p2")]
    result = only(board, {"begin_step": {"player": "p1", "step": "end"}})
    assert [(t.ability, t.controller, t.does) for t in result.triggered] == \
        [("dress#2", "p2", "sacrifice this")]


def test_dandan_is_sacrificed_when_its_controller_has_no_island() -> None:
    island = {"id": "island", "name": "Island", "types": ["land"], "subtypes": ["Island"],
              "controller": "p1"}
    result = only([card("fish", "Dandân"), island],
                  {"zone_change": {"object": "island", "to": "graveyard"}})
    assert [(t.ability, t.kind) for t in result.triggered] == [("fish", "state")]


def test_a_token_dying_triggers_blood_artist_then_ceases_to_exist() -> None:
    token = card("spirit", "Grizzly Bears", "p2", token=True)
    result = only([card("artist", "Blood Artist"), token], dies("spirit"))
    assert times(result) == {"artist": 1}
    assert [a.gone for r in result.rounds for a in r.actions] == ["spirit"]


def test_cast_triggers_read_the_spell_cast() -> None:
    # Vanquisher's Banner: a creature spell of the chosen type; Deathbringer Liege: both its
    # abilities for a white and black spell; Bruna: its own casting, from the stack.
    elf = {"id": "elf", "name": "Elf", "types": ["creature"], "subtypes": ["Elf"],
           "colors": ["white", "black"], "power": 1, "toughness": 1, "owner": "p1",
           "zone": "stack"}
    board = [card("banner", "Vanquisher's Banner", choices={"creature_type": "Elf"}),
             card("liege", "Deathbringer Liege"), elf]
    cast = {"cast": {"player": "p1", "spell": "elf"}}
    assert times(only(board, cast)) == {"banner": 1, "liege#1": 1, "liege#2": 1}
    goblin = {**board[0], "choices": {"creature_type": "Goblin"}}
    assert times(only([goblin, elf], cast)) == {}
    bruna = {"id": "bruna", "card": "Bruna, the Fading Light", "owner": "p1", "zone": "stack"}
    assert times(only([bruna], {"cast": {"player": "p1", "spell": "bruna"}})) == {"bruna": 1}
