"""Cards with two faces (712 double-faced, 709 split, 715 adventurer; 711 and 708 in 2011),
levels and Classes, and "until end of turn" spells, each on its main effect."""
from __future__ import annotations

import pytest
from cards_support import BOTH, abilities, final, obj, pt, replace_outcomes, scenario

import mtglogic


def test_delver_of_secrets_transformed_has_only_its_back_face():
    # 712.8e: Insectile Aberration, blue (color indicator) 3/2 Human Insect with flying; its
    # mana value is its front face's, {U} = 1. Front face up: a 1/1 Human Wizard.
    board = final([obj("delver", "Delver of Secrets", face="back"),
                   obj("other", "Delver of Secrets")])
    back = board["delver"]
    assert (back["name"], back["colors"], back["subtypes"], pt(back)) == \
        ("Insectile Aberration", ["blue"], ["Human", "Insect"], (3, 2))
    assert back["abilities"] == ["flying"] and back["mana_value"] == 1 and back["face"] == "back"
    assert (board["other"]["name"], pt(board["other"]), board["other"]["face"]) == \
        ("Delver of Secrets", (1, 1), "front")


def test_delver_transformed_in_2011_has_mana_value_0():
    # No 2011 rule takes the back face's mana value from the front face: Insectile
    # Aberration has no mana cost, so mana value 0 (202.3).
    board = final([obj("delver", "Delver of Secrets", face="Insectile Aberration")],
                  ruleset="cr-2011")
    assert (board["delver"]["name"], board["delver"]["mana_value"]) == ("Insectile Aberration", 0)


@pytest.mark.parametrize("ruleset", BOTH)
def test_a_double_faced_card_in_a_graveyard_has_its_front_face(ruleset):
    # 712.8a (711 in 2011): outside the battlefield and the stack, only the front face.
    board = final([obj("delver", "Delver of Secrets", zone="graveyard")], ruleset=ruleset)
    assert board["delver"]["name"] == "Delver of Secrets" and "face" not in board["delver"]
    with pytest.raises(mtglogic.InputError, match="front face"):
        scenario([obj("delver", "Delver of Secrets", zone="graveyard", face="back")],
                 ruleset=ruleset)


def test_a_copy_of_a_transformed_delver_copies_the_back_face_with_mana_value_0():
    # 707.8: the face that is up is copied (a 3/2 flier named Insectile Aberration); 712.8e:
    # a permanent copying a transformed back face has mana value 0.
    board = final([obj("delver", "Delver of Secrets", face="back"),
                   obj("clone", "Clone", choices={"copy": "delver"})])
    assert (board["clone"]["name"], pt(board["clone"]), board["clone"]["mana_value"]) == \
        ("Insectile Aberration", (3, 2), 0)


def test_westvale_abbey_transforms_into_a_legendary_9_7():
    board = final([obj("abbey", "Westvale Abbey"), obj("demon", "Westvale Abbey", face="back")])
    assert board["abbey"]["types"] == ["land"] and "power" not in board["abbey"]
    assert board["abbey"]["abilities"][0] == "{T}: Add {C}."
    demon = board["demon"]
    assert (demon["name"], demon["supertypes"], demon["types"], pt(demon), demon["colors"]) == \
        ("Ormendahl, Profane Prince", ["legendary"], ["creature"], (9, 7), ["black"])
    assert abilities(demon) == {"flying", "lifelink", "indestructible", "haste"}
    assert demon["mana_value"] == 0  # the front face has no mana cost: 0 either way


@pytest.mark.parametrize("ruleset", ["cr-2026"])
def test_thing_in_the_ice_entering_transformed_gets_no_ice_counters(ruleset):
    # 712.14a, 614.12: entering with its back face up it has only Awoken Horror's
    # characteristics, so the front face's "enters with four ice counters" does not apply.
    # cr-2011 refuses the back-face entry (711.5: front face up; test_process_2011_texts).
    events = [{"id": "front", "zone_change": {"object": "a", "to": "battlefield"}},
              {"id": "back", "zone_change": {"object": "b", "to": "battlefield", "face": "back"}}]
    answers = replace_outcomes([obj("a", "Thing in the Ice", zone="hand"),
                                obj("b", "Thing in the Ice", zone="hand")], events, ruleset)
    assert [dict(e.enter.counters) for (e,) in answers["front"]] == [{"ice": 4}]
    assert [dict(e.enter.counters) for (e,) in answers["back"]] == [{}]


def test_emeria_s_call_played_as_its_land_face_enters_tapped_unless_you_pay():
    # 712.12: played as the land face, it enters with that face up, and that face's own
    # replacement (pay 3 life or enter tapped) is the one that applies: two outcomes.
    events = [{"id": "land", "zone_change": {"object": "emeria", "to": "battlefield",
                                             "face": "back"}}]
    answers = replace_outcomes([obj("emeria", "Emeria's Call", zone="hand")], events)
    assert sorted(e.enter.tapped for (e,) in answers["land"]) == [False, True]
    board = final([obj("emeria", "Emeria's Call", face="Emeria, Shattered Skyclave")])
    assert (board["emeria"]["types"], board["emeria"]["mana_value"]) == (["land"], 0)


def test_emeria_s_call_gives_indestructible_until_your_next_turn():
    # The spell's second sentence on your Bears (its locked set, 611.2c): indestructible now,
    # still after the opponent's turn begins, gone once your next turn begins (611.2a).
    data = {"players": ["you", "opponent"],
            "objects": [obj("bears", "Grizzly Bears")],
            "effects": [{"id": "call", "card": "Emeria's Call", "targets": ["bears"]}],
            "steps": ["next_turn", "next_turn"]}
    result = mtglogic.compute_layers(mtglogic.load_scenario(data))
    assert "indestructible" in result.board["bears"].characteristics()["abilities"]
    after = [m.result.board["bears"].characteristics()["abilities"] for m in result.moments]
    assert after == [["indestructible"], []]


def test_brisela_melded_is_one_9_10_with_mana_value_11():
    # 712.8g: the combined back face's characteristics; mana value 7 (Bruna) + 4 (Gisela).
    board = final([obj("brisela", "Bruna, the Fading Light", melded_with="Gisela, the Broken Blade")])
    brisela = board["brisela"]
    assert (brisela["name"], pt(brisela), brisela["mana_value"], brisela["subtypes"]) == \
        ("Brisela, Voice of Nightmares", (9, 10), 11, ["Angel", "Eldrazi"])
    assert abilities(brisela) >= {"flying", "first strike", "vigilance", "lifelink"}


def test_a_copy_of_brisela_has_mana_value_0_and_gisela_alone_her_front_face():
    board = final([obj("brisela", "Gisela, the Broken Blade", melded_with="Bruna, the Fading Light"),
                   obj("clone", "Clone", choices={"copy": "brisela"}),
                   obj("gisela", "Gisela, the Broken Blade")])
    assert (board["clone"]["name"], board["clone"]["mana_value"]) == \
        ("Brisela, Voice of Nightmares", 0)
    assert (board["gisela"]["name"], pt(board["gisela"])) == ("Gisela, the Broken Blade", (4, 3))


def test_graf_rats_and_midnight_scavengers_meld_into_chittering_host():
    # 712.8g: 5/6 menace, mana value 2 + 5 = 7; Graf Rats and Bruna are no meld pair.
    board = final([obj("host", "Graf Rats", melded_with="Midnight Scavengers")])
    assert (board["host"]["name"], pt(board["host"]), board["host"]["mana_value"]) == \
        ("Chittering Host", (5, 6), 7)
    assert final([obj("m", "Midnight Scavengers")])["m"]["name"] == "Midnight Scavengers"
    with pytest.raises(mtglogic.InputError, match="not a meld pair"):
        scenario([obj("x", "Graf Rats", melded_with="Bruna, the Fading Light")])


def test_meld_and_modal_cards_have_no_faces_in_2011():
    # 2011 has no meld or modal double-faced cards: the card's own (front) characteristics.
    board = final([obj("bruna", "Bruna, the Fading Light"), obj("call", "Emeria's Call",
                                                                 zone="graveyard")],
                  ruleset="cr-2011")
    assert board["bruna"]["name"] == "Bruna, the Fading Light"
    with pytest.raises(mtglogic.InputError, match="no rules for meld"):
        scenario([obj("x", "Graf Rats", melded_with="Midnight Scavengers")], ruleset="cr-2011")


@pytest.mark.parametrize("ruleset", ["cr-2026"])
def test_fire_ice_has_both_halves_combined_outside_the_stack(ruleset):
    # 709.4: in a graveyard, one instant with both names' halves: red and blue, mana value
    # 2 + 2 = 4. On the stack as Ice: only Ice's characteristics (709.3b). In 2011 a split
    # card outside the stack has two sets of characteristics (708.2), which cr-2011 refuses
    # (tests/layers/test_layers_split_2011.py).
    board = final([obj("fi", "Fire // Ice", zone="graveyard"),
                   obj("ice", "Fire // Ice", zone="stack", face="Ice")], ruleset=ruleset)
    assert (board["fi"]["name"], board["fi"]["colors"], board["fi"]["mana_value"]) == \
        ("Fire // Ice", ["blue", "red"], 4)
    assert (board["ice"]["name"], board["ice"]["colors"], board["ice"]["mana_value"]) == \
        ("Ice", ["blue"], 2)


def test_bonecrusher_giant_is_a_creature_except_as_stomp_on_the_stack():
    # 715.4: the normal characteristics everywhere (a 4/3 red Giant, mana value 3), but as
    # an Adventure on the stack only Stomp's: a red instant, Adventure, mana value 2 (715.3b).
    board = final([obj("giant", "Bonecrusher Giant"), obj("stomp", "Bonecrusher Giant",
                                                          zone="stack", face="Stomp"),
                   obj("hand", "Bonecrusher Giant", zone="hand")])
    assert (pt(board["giant"]), board["giant"]["mana_value"]) == ((4, 3), 3)
    assert (board["stomp"]["types"], board["stomp"]["subtypes"], board["stomp"]["mana_value"]) \
        == (["instant"], ["Adventure"], 2)
    assert board["hand"]["name"] == "Bonecrusher Giant"
    with pytest.raises(mtglogic.InputError, match="only on the stack"):
        scenario([obj("g", "Bonecrusher Giant", face="Stomp")])


@pytest.mark.parametrize("ruleset", BOTH)
@pytest.mark.parametrize("level,expected", [(0, ((1, 1), set())), (1, ((1, 1), set())),
                                            (2, ((3, 3), {"first strike"})),
                                            (6, ((3, 3), {"first strike"})),
                                            (7, ((4, 4), {"double strike"}))])
def test_student_of_warfare_by_level_counters(ruleset, level, expected):
    # 711.2a-b (710 in 2011): 1/1 below level 2, 3/3 first strike at 2-6, 4/4 double strike
    # at 7 or more.
    counters = {"level": level} if level else {}
    board = final([obj("student", "Student of Warfare", counters=counters)], ruleset=ruleset)
    power_toughness, gained = expected
    assert pt(board["student"]) == power_toughness
    assert abilities(board["student"]) & {"first strike", "double strike"} == gained


def test_druid_class_level_two_and_its_level_three_land_creature():
    # Level 2 (716.2a): "you may play an additional land" works at level 2 or more, not at
    # level 1 (716.2d: no level is level 1). Level 3's effect on a Forest with two other
    # lands you control: a 3/3 land creature with haste (7b from the granted ability).
    def rules(level):
        return [(r.word, r.players) for r in mtglogic.compute_layers(scenario(
            [obj("druid", "Druid Class", **({"class_level": level} if level else {}))]))
            .outcomes[0].run.rules]
    assert rules(None) == [] and rules(1) == []
    assert rules(2) == [("additional_land", ["you"])]  # 305.2, for its controller
    board = final([obj("druid", "Druid Class", class_level=3), obj("forest", "Forest"),
                   obj("f2", "Forest"), obj("island", "Island")],
                  [{"id": "level3", "card": "Druid Class", "targets": ["forest"]}])
    assert board["forest"]["types"] == ["creature", "land"] and pt(board["forest"]) == (3, 3)
    assert "haste" in board["forest"]["abilities"]


def test_history_of_benalia_chapter_three_until_end_of_turn():
    # Chapter III: Knights you control get +2/+1 until end of turn: two 2/2 Knight tokens
    # become 4/3, and 2/2 again after the cleanup step (514.2).
    knight = {"name": "Knight", "types": ["creature"], "subtypes": ["Knight"], "colors": ["white"],
              "power": 2, "toughness": 2, "token": True}
    data = {"objects": [obj("saga", "History of Benalia", counters={"lore": 3}),
                        {"id": "k1", **knight}, {"id": "k2", **knight}],
            "effects": [{"id": "chapter3", "card": "History of Benalia",
                         "targets": ["k1", "k2"]}],
            "steps": ["end_of_turn"]}
    result = mtglogic.compute_layers(mtglogic.load_scenario(data))
    assert [pt(result.board[k].characteristics()) for k in ("k1", "k2")] == [(4, 3), (4, 3)]
    later = result.moments[0].result.board
    assert [pt(later[k].characteristics()) for k in ("k1", "k2")] == [(2, 2), (2, 2)]


def test_a_saga_gets_a_lore_counter_as_your_precombat_main_phase_begins():
    # 714.3b: the opponent's turn gives none; yours, after it, one: 1 -> 2.
    data = {"objects": [obj("saga", "History of Benalia", counters={"lore": 1})],
            "steps": ["next_turn", "next_turn"]}
    result = mtglogic.compute_layers(mtglogic.load_scenario(data))
    assert [m.result.board["saga"].counters for m in result.moments] == \
        [{"lore": 1}, {"lore": 2}]


@pytest.mark.parametrize("ruleset", BOTH)
@pytest.mark.parametrize("card,expected", [("Titanic Growth", ((6, 6), set())),
                                           ("Ranger's Guile", ((3, 3), {"hexproof"})),
                                           ("Giant Growth", ((5, 5), set()))])
def test_pump_spells_last_until_end_of_turn(ruleset, card, expected):
    # Grizzly Bears 2/2: +4/+4 -> 6/6; +1/+1 and hexproof -> 3/3; +3/+3 -> 5/5; all end in
    # the cleanup step (514.2): 2/2 with no abilities again.
    data = {"objects": [obj("bears", "Grizzly Bears")],
            "effects": [{"id": "pump", "card": card, "targets": ["bears"]}],
            "steps": ["end_of_turn"]}
    result = mtglogic.compute_layers(mtglogic.load_scenario(data, ruleset))
    now = result.board["bears"].characteristics()
    assert (pt(now), set(now["abilities"])) == expected
    later = result.moments[0].result.board["bears"].characteristics()
    assert (pt(later), later["abilities"]) == ((2, 2), [])
    assert "pump ends (514.2)" in result.moments[0].notes


@pytest.mark.parametrize("ruleset", BOTH)
def test_threaten_control_and_haste_end_with_the_turn(ruleset):
    data = {"objects": [obj("ogre", "Gray Ogre", controller="opponent")],
            "effects": [{"id": "threaten", "card": "Threaten", "controller": "you",
                         "targets": ["ogre"]}],
            "steps": ["end_of_turn"]}
    result = mtglogic.compute_layers(mtglogic.load_scenario(data, ruleset))
    now = result.board["ogre"].characteristics()
    assert (now["controller"], now["abilities"]) == ("you", ["haste"])
    later = result.moments[0].result.board["ogre"].characteristics()
    assert (later["controller"], later["abilities"]) == ("opponent", [])


@pytest.mark.parametrize("ruleset", BOTH)
@pytest.mark.parametrize("card,expected", [("Brute Force", (5, 5)), ("Mutagenic Growth", (4, 4))])
def test_more_pump_spells(ruleset, card, expected):
    # Bears 2/2: +3/+3 -> 5/5, +2/+2 -> 4/4, until end of turn (2/2 after the cleanup).
    data = {"objects": [obj("bears", "Grizzly Bears")],
            "effects": [{"id": "pump", "card": card, "targets": ["bears"]}],
            "steps": ["end_of_turn"]}
    result = mtglogic.compute_layers(mtglogic.load_scenario(data, ruleset))
    assert pt(result.board["bears"].characteristics()) == expected
    assert pt(result.moments[0].result.board["bears"].characteristics()) == (2, 2)


@pytest.mark.parametrize("ruleset", ["cr-2026"])
def test_dead_gone_in_a_graveyard_is_red_with_mana_value_4(ruleset):
    # 709.4: {R} + {2}{R}: mana value 4, red; as Dead on the stack: mana value 1 (709.3b).
    # cr-2011 refuses the graveyard's split card (708.2: two sets of characteristics).
    board = final([obj("dg", "Dead // Gone", zone="graveyard"),
                   obj("dead", "Dead // Gone", zone="stack", face="Dead")], ruleset=ruleset)
    assert (board["dg"]["colors"], board["dg"]["mana_value"], board["dg"]["types"]) == \
        (["red"], 4, ["instant"])
    assert (board["dead"]["name"], board["dead"]["mana_value"]) == ("Dead", 1)


@pytest.mark.parametrize("card,creature,adventure", [
    ("Brazen Borrower", ("Brazen Borrower", (3, 1), 3), ("Petty Theft", ["instant"], 2)),
    ("Lovestruck Beast", ("Lovestruck Beast", (5, 5), 3), ("Heart's Desire", ["sorcery"], 1)),
])
def test_adventurers_on_the_battlefield_and_as_adventures(card, creature, adventure):
    # 715.4: the creature's characteristics; 715.3b: as the Adventure on the stack only its.
    board = final([obj("c", card), obj("a", card, zone="stack", face=adventure[0])])
    assert (board["c"]["name"], pt(board["c"]), board["c"]["mana_value"]) == creature
    assert (board["a"]["name"], board["a"]["types"], board["a"]["mana_value"]) == adventure
    assert "power" not in board["a"]


def test_brazen_borrower_has_flash_and_flying():
    board = final([obj("b", "Brazen Borrower")])
    assert {"flash", "flying"} <= abilities(board["b"])


def test_shatterskull_smashing_as_its_land_enters_tapped_unless_you_pay():
    # 712.12: played as Shatterskull, the Hammer Pass; its own replacement: two outcomes,
    # and it is a land with mana value 0 (its face's own, 712.8f), tapping for R.
    events = [{"id": "land", "zone_change": {"object": "s", "to": "battlefield", "face": "back"}}]
    answers = replace_outcomes([obj("s", "Shatterskull Smashing", zone="hand")], events)
    assert sorted(e.enter.tapped for (e,) in answers["land"]) == [False, True]
    board = final([obj("s", "Shatterskull Smashing", face="back")])
    assert (board["s"]["types"], board["s"]["mana_value"], board["s"]["abilities"][-1]) == \
        (["land"], 0, "{T}: Add {R}.")
    assert final([obj("s", "Shatterskull Smashing", zone="hand")])["s"]["mana_value"] == 2


@pytest.mark.parametrize("ruleset", BOTH)
def test_figure_of_destiny_stays_a_2_2_until_it_leaves(ruleset):
    # Its first ability (Oracle: "becomes a Kithkin Spirit with base power and toughness 2/2")
    # has no duration (611.2a): a 2/2 Kithkin Spirit after the turn ends too; once it leaves
    # and returns it is a new 1/1 Kithkin (400.7).
    data = {"objects": [obj("figure", "Figure of Destiny")],
            "effects": [{"id": "spirit", "card": "Figure of Destiny", "targets": ["figure"],
                         "source": "figure"}],
            "steps": ["end_of_turn", {"leaves_and_returns": "figure"}]}
    result = mtglogic.compute_layers(mtglogic.load_scenario(data, ruleset))
    boards = [result.board] + [m.result.board for m in result.moments]
    assert [(pt(b["figure"].characteristics()), sorted(b["figure"].subtypes)) for b in boards] == \
        [((2, 2), ["Kithkin", "Spirit"]), ((2, 2), ["Kithkin", "Spirit"]), ((1, 1), ["Kithkin"])]


def test_a_modal_card_in_2011_is_a_card_with_one_face():
    # No modal double-faced cards in 2011: the object is its front face and shows no face.
    board = final([obj("call", "Shatterskull Smashing", zone="stack")], ruleset="cr-2011")
    assert board["call"]["name"] == "Shatterskull Smashing" and "face" not in board["call"]
    board = final([obj("land", "Emeria's Call")], ruleset="cr-2011")
    assert "face" not in board["land"]


@pytest.mark.parametrize("ruleset", BOTH)
def test_a_color_indicator_adds_its_colors_to_those_of_the_mana_cost(ruleset):
    # 202.2 and 204.2 (202.2e): an object is the colors of its mana cost and each color of
    # its color indicator: {1}{R} with a blue indicator is blue and red, not only blue.
    both = {"id": "both", "name": "Both", "mana_cost": "{1}{R}", "color_indicator": ["blue"],
            "types": ["creature"], "power": 1, "toughness": 1}
    board = final([both, obj("clone", "Clone", copy_of="both")], ruleset=ruleset)
    assert board["both"]["colors"] == ["blue", "red"]
    assert board["clone"]["colors"] == ["blue", "red"]  # copied (707.2; 706.2 in 2011)


def test_transforming_shows_the_back_face_s_indicator_colors():
    # 712.8e, 204.2: Thing in the Ice (blue from {1}{U}) transformed is Awoken Horror, blue
    # by its color indicator; a Clone of it copies that (707.8).
    data = {"objects": [{"id": "ice", "card": "Thing in the Ice", "timestamp": 1},
                        {"id": "clone", "card": "Clone", "copy_of": "ice", "timestamp": 2}],
            "steps": [{"transform": "ice"}]}
    result = mtglogic.compute_layers(mtglogic.load_scenario(data))
    after = result.moments[0].result.outcomes[0].characteristics()
    assert (after["ice"]["name"], after["ice"]["colors"]) == ("Awoken Horror", ["blue"])
