"""Each layer and sublayer of rule 613, in both rulesets (expectations worked by hand)."""
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
    steps,
)

BEAR = creature("bear", 2, 2, name="Bear", subtypes=["Bear"], colors=["green"],
                abilities=["flying"], mana_cost="{1}{G}", timestamp=1)


def clone(oid: str, of: str, ts: int, **kw) -> dict:
    return creature(oid, 0, 0, name=kw.pop("name", "Clone"), colors=["blue"], mana_cost="{3}{U}",
                    timestamp=ts, copy_of=of,
                    abilities=[static("As a copy of the chosen creature", {"self": True},
                                      [{"copy": {"of": {"chosen": "copy"}}}])], **kw)


# -- layer 1: copy ---------------------------------------------------------------------------

@pytest.mark.parametrize("ruleset", BOTH)
def test_copy_takes_copiable_values_only(ruleset):
    # 707.2: the copy gets the printed values of Bear, not the effects on it (layer 5 blue,
    # 7c +1/+1) nor its counters: a green 2/2 Bear named Bear with flying.
    chars = final(board([BEAR | {"counters": {"+1/+1": 2}}, clone("clone", "bear", 2)],
                        [{"id": "blue", "targets": ["bear"], "effects": [{"set_colors": ["blue"]}]},
                         {"id": "pump", "targets": ["bear"], "effects": [{"modify_pt": [1, 1]}]}]),
                  ruleset)
    assert chars["clone"]["name"] == "Bear"
    assert chars["clone"]["colors"] == ["green"]
    assert chars["clone"]["subtypes"] == ["Bear"]
    assert chars["clone"]["abilities"] == ["flying"]
    assert chars["clone"]["mana_value"] == 2
    assert pt(chars["clone"]) == (2, 2)
    assert pt(chars["bear"]) == (5, 5) and chars["bear"]["colors"] == ["blue"]


@pytest.mark.parametrize("ruleset", BOTH)
def test_copy_of_a_copy(ruleset):
    # clone-b (timestamp 2) copies clone-a (timestamp 3), which copies Bear. Applying
    # clone-a's copy effect changes what clone-b's does, so clone-b's waits for it
    # (613.7a / 613.8a): both end as Bear. In plain timestamp order clone-b would copy the
    # printed Clone (0/0, no abilities).
    data = board([BEAR, clone("clone-a", "bear", 3), clone("clone-b", "clone-a", 2)])
    chars = final(data, ruleset)
    for oid in ("clone-a", "clone-b"):
        assert chars[oid]["name"] == "Bear" and pt(chars[oid]) == (2, 2)
        assert chars[oid]["abilities"] == ["flying"]
    plain = run(data, ruleset, dependency="off").outcomes[0].characteristics()
    assert plain["clone-b"]["name"] == "Clone" and pt(plain["clone-b"]) == (0, 0)


@pytest.mark.parametrize("ruleset", BOTH)
def test_copy_with_exceptions(ruleset):
    # "... except its name is Clone, it's an artifact in addition and it is 1/1" (706/707.9):
    # the exceptions are part of the copiable values.
    copy = {"copy": {"of": "bear", "except": ["name"], "add_types": ["artifact"], "set_pt": [1, 1]}}
    chars = final(board([BEAR, creature("clone", 0, 0, name="Clone", timestamp=2)],
                        [{"id": "copy", "targets": ["clone"], "effects": [copy]}]), ruleset)
    c = chars["clone"]
    assert c["name"] == "Clone"
    assert c["types"] == ["artifact", "creature"]
    assert c["subtypes"] == ["Bear"] and c["colors"] == ["green"] and c["abilities"] == ["flying"]
    assert pt(c) == (1, 1)


FACE_DOWN = creature("secret", 5, 5, name="Secret", colors=["red"], subtypes=["Dragon"],
                     abilities=["flying"], mana_cost="{3}{R}{R}", face_down=True, timestamp=1)


@pytest.mark.parametrize("ruleset, layer", [(R2011, "1"), (R2026, "1b")])
def test_face_down_layer(ruleset, layer):
    # 708.2a: a face-down permanent is a 2/2 creature with no name, color, subtype, mana cost
    # or abilities. Its characteristics are set in layer 1 (2011) / 1b (2026); later layers
    # still apply (an anthem: 3/3).
    data = board([FACE_DOWN, anthem("anthem", {"type": "creature"}, timestamp=2)])
    chars = final(data, ruleset)["secret"]
    assert chars["name"] == "" and chars["colors"] == [] and chars["subtypes"] == []
    assert chars["abilities"] == [] and chars["mana_value"] == 0 and chars["types"] == ["creature"]
    assert pt(chars) == (3, 3)
    result = run(data, ruleset)
    assert next(s.layer for s in result.outcomes[0].run.steps if "secret" in s.affected) == layer


@pytest.mark.parametrize("ruleset", BOTH)
def test_copy_of_a_face_down_permanent(ruleset):
    # 707.2 example (2026): a Clone copying a face-down creature is a nameless colorless 2/2
    # creature with no abilities (the copiable values include face-down status).
    chars = final(board([FACE_DOWN, clone("clone", "secret", 2)]), ruleset)["clone"]
    assert chars["name"] == "" and chars["abilities"] == [] and pt(chars) == (2, 2)
    assert chars["colors"] == [] and chars["types"] == ["creature"]


def test_face_down_permanent_that_becomes_a_copy_2026():
    # 708.10 (2026): a face-down permanent that becomes a copy keeps its face-down
    # characteristics: 1a copy, then 1b face-down.
    chars = final(board([FACE_DOWN, BEAR | {"id": "bear", "timestamp": 2}],
                        [{"id": "copy", "targets": ["secret"], "timestamp": 5,
                          "effects": [{"copy": "bear"}]}]), R2026)["secret"]
    assert chars["name"] == "" and pt(chars) == (2, 2) and chars["abilities"] == []


# -- layer 2: control --------------------------------------------------------------------------

@pytest.mark.parametrize("ruleset", BOTH)
def test_control_change_then_anthems_follow_the_new_controller(ruleset):
    # Act of Treason cast by the opponent on your Bear: layer 2 control, layer 6 haste.
    # Then "creatures you control" anthems (7c) read the new controller: yours (+1/+1) no
    # longer applies, the opponent's (+0/+2) does: 2/4.
    chars = final(board([BEAR,
                         anthem("mine", {"type": "creature", "controller": "you"}, 1, 1),
                         anthem("theirs", {"type": "creature", "controller": "you"}, 0, 2,
                                controller="opponent")],
                        [{"id": "treason", "controller": "opponent", "targets": ["bear"],
                          "effects": [{"control": "you"}, {"add_abilities": ["haste"]}]}]),
                  ruleset)
    assert chars["bear"]["controller"] == "opponent"
    assert chars["bear"]["abilities"] == ["flying", "haste"]
    assert pt(chars["bear"]) == (2, 4)


@pytest.mark.parametrize("ruleset", BOTH)
def test_gaining_control_of_an_anthem(ruleset):
    # You gain control of the opponent's anthem: "you" is now you (layer 2 before layer 7).
    chars = final(board([BEAR, creature("orc", 1, 1, controller="opponent", timestamp=2),
                         anthem("banner", {"type": "creature", "controller": "you"},
                                controller="opponent", timestamp=3)],
                        [{"id": "steal", "controller": "you", "targets": ["banner"],
                          "effects": [{"control": "you"}]}]), ruleset)
    assert chars["banner"]["controller"] == "you"
    assert pt(chars["bear"]) == (3, 3) and pt(chars["orc"]) == (1, 1)


# -- layer 3: text change (rule 612) --------------------------------------------------------------

@pytest.mark.parametrize("ruleset", BOTH)
def test_text_change_color_word(ruleset):
    # Crusade "White creatures get +1/+1" with white -> black (Sleight of Mind): the black
    # creature gets +1/+1, the white one doesn't; the granted "protection from white" of
    # an Aura is not text and is not changed (612.3), the printed one is.
    crusade = anthem("crusade", {"type": "creature", "color": "white"}, timestamp=1)
    data = board([crusade,
                  creature("white", 2, 2, colors=["white"], timestamp=2,
                           abilities=["protection from white"]),
                  creature("black", 2, 2, colors=["black"], timestamp=3),
                  enchantment("aura", static("Enchanted creature has protection from white",
                                             {"enchanted": True},
                                             [{"add_abilities": ["protection from white"]}]),
                              attached_to="black", timestamp=4)],
                 [{"id": "sleight", "targets": ["crusade", "white", "black"],
                   "effects": [{"text_change": {"from": "white", "to": "black"}}]}])
    chars = final(data, ruleset)
    assert pt(chars["black"]) == (3, 3)
    assert pt(chars["white"]) == (2, 2)
    assert chars["white"]["abilities"] == ["protection from black"]
    assert chars["black"]["abilities"] == ["protection from white"]


@pytest.mark.parametrize("ruleset", BOTH)
def test_text_change_land_type_word(ruleset):
    # "Creatures you control get +1/+1 as long as you control a Forest", with Forest ->
    # Island: you control an Island and no Forest, so it applies.
    lord = enchantment("lord", static("Creatures you control get +1/+1 as long as you control a Forest",
                                      {"type": "creature", "controller": "you"},
                                      [{"modify_pt": [1, 1]}],
                                      condition={"exists": {"subtype": "Forest", "controller": "you"}}))
    island = {"id": "island", "name": "Island", "types": ["land"], "supertypes": ["basic"],
              "subtypes": ["Island"]}
    plain = final(board([BEAR, lord, island]), ruleset)
    assert pt(plain["bear"]) == (2, 2)
    hacked = final(board([BEAR, lord, island],
                         [{"id": "hack", "targets": ["lord"],
                           "effects": [{"text_change": {"from": "Forest", "to": "Island"}}]}]), ruleset)
    assert pt(hacked["bear"]) == (3, 3)
    assert hacked["island"]["abilities"] == ["{T}: Add {U}."]


# -- layer 4: types ---------------------------------------------------------------------------------

@pytest.mark.parametrize("part, expected", [
    ({"add_types": ["artifact"]}, (["artifact", "creature"], ["Bear"], [])),
    # 205.1a: a creature type goes with the creature card type when that type is removed
    ({"set_types": ["artifact"]}, (["artifact"], [], [])),
    ({"remove_types": ["creature"]}, ([], [], [])),
    ({"add_subtypes": ["Elf"]}, (["creature"], ["Bear", "Elf"], [])),
    ({"remove_subtypes": ["Bear"]}, (["creature"], [], [])),
    ({"set_creature_types": ["Frog"]}, (["creature"], ["Frog"], [])),
    ({"add_supertypes": ["legendary"]}, (["creature"], ["Bear"], ["legendary"])),
])
def test_type_changes(part, expected):
    chars = final(board([BEAR], [{"id": "e", "targets": ["bear"], "effects": [part]}]))["bear"]
    assert (chars["types"], chars["subtypes"], chars["supertypes"]) == expected


LAIR = {"id": "lair", "name": "Lair", "types": ["land", "creature"], "supertypes": ["legendary"],
        "subtypes": ["Lair"], "power": 3, "toughness": 3,
        "abilities": [{"mana": "{T}: Add {B} or {R}."}, "trample"], "timestamp": 1}


@pytest.mark.parametrize("ruleset", BOTH)
def test_set_land_types_removes_abilities_305_7(ruleset):
    # 305.7: setting a basic land type removes the land's old land types and the abilities
    # from its rules text, gives the intrinsic mana ability; card types and supertypes stay,
    # and an ability granted by another effect (layer 6) stays.
    chars = final(board([LAIR], [
        {"id": "moon", "targets": ["lair"], "timestamp": 2, "effects": [{"set_land_types": ["Mountain"]}]},
        {"id": "wings", "targets": ["lair"], "timestamp": 3, "effects": [{"add_abilities": ["flying"]}]},
    ]), ruleset)["lair"]
    assert chars["subtypes"] == ["Mountain"]
    assert chars["types"] == ["creature", "land"] and chars["supertypes"] == ["legendary"]
    assert chars["abilities"] == ["{T}: Add {R}.", "flying"]


@pytest.mark.parametrize("ruleset", BOTH)
def test_added_land_type_keeps_abilities_and_adds_mana_ability_305_6(ruleset):
    # 305.7 last sentence / 305.6: gaining a land type in addition keeps the rules text and
    # adds the intrinsic mana ability of each basic land type.
    forest = {"id": "forest", "name": "Forest", "types": ["land"], "supertypes": ["basic"],
              "subtypes": ["Forest"]}
    chars = final(board([LAIR, forest], [
        {"id": "swampify", "targets": ["lair", "forest"], "effects": [{"add_subtypes": ["Swamp"]}]}]),
        ruleset)
    assert chars["forest"]["abilities"] == ["{T}: Add {G}.", "{T}: Add {B}."]
    assert chars["lair"]["abilities"] == ["{T}: Add {B} or {R}.", "trample", "{T}: Add {B}."]
    assert chars["lair"]["subtypes"] == ["Lair", "Swamp"]


# -- layer 5: colors -----------------------------------------------------------------------------

@pytest.mark.parametrize("part, expected", [
    ({"set_colors": ["red", "white"]}, ["red", "white"]),
    ({"add_colors": ["black"]}, ["black", "green"]),
    ({"colorless": True}, []),
])
def test_color_changes(part, expected):
    chars = final(board([BEAR], [{"id": "e", "targets": ["bear"], "effects": [part]}]))["bear"]
    assert chars["colors"] == expected


def test_color_changes_in_timestamp_order():
    # Red (timestamp 5) after colorless (timestamp 4): red.
    chars = final(board([BEAR], [
        {"id": "red", "targets": ["bear"], "timestamp": 5, "effects": [{"set_colors": ["red"]}]},
        {"id": "pale", "targets": ["bear"], "timestamp": 4, "effects": [{"colorless": True}]}]))
    assert chars["bear"]["colors"] == ["red"]


# -- layer 6: abilities ---------------------------------------------------------------------------

@pytest.mark.parametrize("effects, expected", [
    ([{"add_abilities": ["trample", "haste"]}], ["flying", "trample", "haste"]),
    ([{"remove_abilities": ["flying"]}], []),
    ([{"remove_all_abilities": True}], []),
])
def test_ability_changes(effects, expected):
    chars = final(board([BEAR], [{"id": "e", "targets": ["bear"], "effects": effects}]))["bear"]
    assert chars["abilities"] == expected


def test_add_then_remove_in_timestamp_order():
    # 613.9 example (2026): gain flying, then lose flying (later) -> no flying; reversed ->
    # flying.
    def result(gain_ts, lose_ts):
        return final(board([creature("c", timestamp=1)], [
            {"id": "gain", "targets": ["c"], "timestamp": gain_ts, "effects": [{"add_abilities": ["flying"]}]},
            {"id": "lose", "targets": ["c"], "timestamp": lose_ts, "effects": [{"remove_abilities": ["flying"]}]},
        ]))["c"]["abilities"]
    assert result(2, 3) == []
    assert result(3, 2) == ["flying"]


def test_cant_have_beats_a_later_grant():
    # "can't have flying" (earlier) still prevents a later "gains flying".
    chars = final(board([BEAR], [
        {"id": "cant", "targets": ["bear"], "timestamp": 2, "effects": [{"cant_have": ["flying"]}]},
        {"id": "gain", "targets": ["bear"], "timestamp": 3, "effects": [{"add_abilities": ["flying"]}]},
    ]))
    assert chars["bear"]["abilities"] == []


def test_remove_all_abilities_removes_intrinsic_mana_ability():
    forest = {"id": "forest", "name": "Forest", "types": ["land"], "subtypes": ["Forest"]}
    chars = final(board([forest], [{"id": "e", "targets": ["forest"],
                                     "effects": [{"remove_all_abilities": True}]}]))
    assert chars["forest"]["abilities"] == [] and chars["forest"]["subtypes"] == ["Forest"]


# -- layer 7 -------------------------------------------------------------------------------------

GOYF = creature("goyf", 0, 1, name="Goyf", timestamp=1, abilities=[
    static("P/T: card types among graveyards, toughness +1", {"self": True},
           [{"set_pt": [{"card_types_among": {"zone": "graveyard"}},
                        {"sum": [{"card_types_among": {"zone": "graveyard"}}, 1]}]}],
           cda=True, functions_in=["battlefield", "graveyard", "hand", "library", "exile", "stack"])])
GRAVE = [creature("dead", zone="graveyard", types=["artifact", "creature"]),
         {"id": "bolt", "name": "Bolt", "types": ["instant"], "zone": "graveyard"}]


@pytest.mark.parametrize("ruleset", BOTH)
def test_7a_cda_then_7b_set_then_7c_modify(ruleset):
    # Goyf: 3 card types in graveyards (artifact, creature, instant) -> 3/4 in 7a. A later
    # "becomes 0/1" (7b) overrides it; a +2/+2 (7c, earlier timestamp) still applies: 2/3.
    alone = final(board([GOYF] + GRAVE), ruleset)
    assert pt(alone["goyf"]) == (3, 4)
    chars = final(board([GOYF] + GRAVE, [
        {"id": "pump", "targets": ["goyf"], "timestamp": 5, "effects": [{"modify_pt": [2, 2]}]},
        {"id": "shrink", "targets": ["goyf"], "timestamp": 6, "effects": [{"set_pt": [0, 1]}]}]),
        ruleset)
    assert pt(chars["goyf"]) == (2, 3)
    assert steps(board([GOYF] + GRAVE), ruleset, "7a") == ["goyf#0"]


@pytest.mark.parametrize("ruleset", BOTH)
def test_7b_set_power_only_and_timestamp_order(ruleset):
    # set 5/5 (ts 2), then set power 1 (ts 3): 1/5; with +1/+1 (7c): 2/6.
    chars = final(board([BEAR], [
        {"id": "big", "targets": ["bear"], "timestamp": 2, "effects": [{"set_pt": [5, 5]}]},
        {"id": "weak", "targets": ["bear"], "timestamp": 3, "effects": [{"set_power": 1}]},
        {"id": "pump", "targets": ["bear"], "timestamp": 1, "effects": [{"modify_pt": [1, 1]}]}]),
        ruleset)
    assert pt(chars["bear"]) == (2, 6)


@pytest.mark.parametrize("ruleset, counters_layer, switch_layer", [(R2011, "7d", "7e"),
                                                                    (R2026, "7c", "7d")])
def test_counters_and_switch_sublayers(ruleset, counters_layer, switch_layer):
    # 1/3 with a +1/+1 counter and a -0/-1 effect, then switched: (1+1, 3+1-1) = 2/3
    # switched to 3/2 under both rulesets; the sublayers differ.
    data = board([creature("c", 1, 3, counters={"+1/+1": 1}, timestamp=1)], [
        {"id": "switch", "targets": ["c"], "timestamp": 2, "effects": [{"switch_pt": True}]},
        {"id": "minus", "targets": ["c"], "timestamp": 3, "effects": [{"modify_pt": [0, -1]}]}])
    assert pt(final(data, ruleset)["c"]) == (3, 2)
    layers = {s.effect: s.layer for s in run(data, ruleset).outcomes[0].run.steps}
    assert layers == {"c:counters": counters_layer, "switch": switch_layer, "minus": "7c"}


@pytest.mark.parametrize("ruleset, expected", [(R2011, (3, 2)), (R2026, (4, 2))])
def test_counters_sublayer_changes_a_value_read_in_7c(ruleset, expected):
    # 1/1 with a +1/+1 counter; an effect "gets +X/+0 where X is its toughness" (7c).
    # 2011: 7c first (X = 1) -> 2/1, then counters (7d) -> 3/2.
    # 2026: counters are in 7c with the counter's earlier timestamp: 2/2, then X = 2 -> 4/2.
    data = board([creature("c", 1, 1, counters={"+1/+1": 1}, timestamp=1)], [
        {"id": "x", "targets": ["c"], "timestamp": 2,
         "effects": [{"modify_pt": [{"toughness": "it"}, 0]}]}])
    assert pt(final(data, ruleset)["c"]) == expected


def test_minus_counters_and_other_pt_counters():
    # +1/+1 x2, -1/-1 x1, +1/+0 x1 on a 2/2: 2+2-1+1 / 2+2-1 = 4/3 (122.1a).
    chars = final(board([creature("c", 2, 2, counters={"+1/+1": 2, "-1/-1": 1, "+1/+0": 1,
                                                       "charge": 3})]))
    assert pt(chars["c"]) == (4, 3)


@pytest.mark.parametrize("ruleset", BOTH)
def test_counters_count_once_an_artifact_becomes_a_creature(ruleset):
    # A noncreature artifact of mana value 3 with two +1/+1 counters, and March of the
    # Machines: it becomes a 3/3 (layer 4 type, 7b P/T), then its counters apply in their
    # sublayer: 5/5. Without March it has no power or toughness for them to change.
    relic = {"id": "relic", "name": "Relic", "types": ["artifact"], "mana_cost": "{3}",
             "counters": {"+1/+1": 2}, "timestamp": 1}
    march = {"id": "march", "card": "March of the Machines", "timestamp": 2}
    assert pt(final(board([relic, march]), ruleset)["relic"]) == (5, 5)
    alone = final(board([relic]), ruleset)["relic"]
    assert pt(alone) == (None, None)
    assert [s.effect for s in run(board([relic]), ruleset).outcomes[0].run.steps] == []


@pytest.mark.parametrize("ruleset", BOTH)
def test_state_based_consequences_are_reported_not_performed(ruleset):
    # A planeswalker with no loyalty counter left goes (704.5i); one with a counter stays.
    # A Fortification attached to a creature becomes unattached (704.5n; 704.5p in the
    # 2011 list, where 704.5n is the Aura rule). The board itself is unchanged: the
    # objects are still there.
    walker = {"name": "Walker", "types": ["planeswalker"], "loyalty": 3}
    result = run(board([
        {"id": "spent", **walker, "counters": {"loyalty": 0}},
        {"id": "fresh", **walker, "counters": {"loyalty": 2}},
        creature("bear"),
        {"id": "fort", "name": "Fort", "types": ["artifact"], "subtypes": ["Fortification"],
         "attached_to": "bear"}]), ruleset)
    run_ = result.outcomes[0].run
    fortification = {"cr-2011": "704.5p", "cr-2026": "704.5n"}[ruleset]
    assert [(c.object, c.rule) for c in run_.consequences] == [("fort", fortification),
                                                              ("spent", "704.5i")]
    assert set(run_.board) == {"spent", "fresh", "bear", "fort"}
