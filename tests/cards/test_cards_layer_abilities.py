"""Cards of well-known layer rulings (issue 12, item 3): abilities had from other objects
(113.10), lost but for mana abilities, protection from a chosen color (702.16a), colors
(layer 5), Bludgeon Brawl, and copies with exceptions (707.9). Expected values are worked
out by hand in each test's comment, from the cards' Oracle text and the rules cited."""
from __future__ import annotations

import pytest
from cards_support import BOTH, final, obj, pt, scenario
from test_cards_more_damage import shorts

import mtglogic

OOZE_TEXT = ("As long as this creature is on the battlefield, it has all activated abilities "
             "of all creature cards in all graveyards.")


@pytest.mark.parametrize("ruleset", BOTH)
def test_necrotic_ooze_has_the_activated_abilities_of_creature_cards_in_graveyards(ruleset):
    # Birds of Paradise (flying; {T}: Add one mana of any color) and Walking Ballista in
    # graveyards, one in each player's: the Ooze has the Birds' mana ability (an activated
    # ability, 605.1a) and the Ballista's two activated abilities, not flying (a keyword) and
    # not the Ballista's entering with counters (a replacement). The Llanowar Elves on the
    # battlefield give nothing.
    board = final([obj("ooze", "Necrotic Ooze"),
                   obj("birds", "Birds of Paradise", zone="graveyard"),
                   obj("ballista", "Walking Ballista", zone="graveyard", owner="opponent"),
                   obj("elves", "Llanowar Elves")], ruleset=ruleset)
    ooze = board["ooze"]["abilities"]
    assert ooze[0] == OOZE_TEXT and sorted(ooze[1:]) == sorted([
        "{T}: Add one mana of any color.", "{4}: Put a +1/+1 counter on this creature.",
        "Remove a +1/+1 counter from this creature: It deals 1 damage to any target."])
    assert pt(board["ooze"]) == (4, 3)


@pytest.mark.parametrize("ruleset", BOTH)
def test_necrotic_ooze_under_dress_down_has_nothing(ruleset):
    # Layer 6: Dress Down removes every creature's abilities, the Ooze's own static ability
    # among them, so the Ooze's effect depends on it (613.8a, 613.7a in 2011) and never
    # applies: the Ooze ends with no ability at all, whatever the timestamps.
    for ooze_stamp, dress_stamp in ((1, 2), (2, 1)):
        board = final([obj("ooze", "Necrotic Ooze", timestamp=ooze_stamp),
                       obj("dress", "Dress Down", timestamp=dress_stamp),
                       obj("birds", "Birds of Paradise", zone="graveyard", timestamp=3)],
                      ruleset=ruleset)
        assert board["ooze"]["abilities"] == []


@pytest.mark.parametrize("ruleset", BOTH)
def test_dress_down_and_opalescence(ruleset):
    # Opalescence makes Dress Down a 2/2 creature (layer 4, mana value 2); in layer 6 Dress
    # Down's effect applies to every creature, itself included, and once started keeps
    # applying (613.6 / 613.5): Dress Down and Serra Angel have no abilities; Opalescence,
    # not a creature, keeps its own.
    board = final([obj("opal", "Opalescence"), obj("dress", "Dress Down"),
                   obj("angel", "Serra Angel")], ruleset=ruleset)
    assert board["dress"]["abilities"] == [] and pt(board["dress"]) == (2, 2)
    assert board["angel"]["abilities"] == []
    assert len(board["opal"]["abilities"]) == 1


@pytest.mark.parametrize("ruleset", BOTH)
def test_blood_sun_leaves_only_mana_abilities(ruleset):
    # Mutavault keeps {T}: Add {C} and loses its animating ability; Svogthos keeps its mana
    # ability too; a Forest keeps its intrinsic {G}.
    board = final([obj("sun", "Blood Sun"), obj("vault", "Mutavault"), obj("forest", "Forest")],
                  ruleset=ruleset)
    assert board["vault"]["abilities"] == ["{T}: Add {C}."]
    assert board["forest"]["abilities"] == ["{T}: Add {G}."]


@pytest.mark.parametrize("ruleset", BOTH)
def test_blood_sun_does_not_stop_urborg(ruleset):
    # Urborg's effect applies in layer 4, before Blood Sun removes Urborg's ability in layer
    # 6: every land is still a Swamp with {T}: Add {B} (a mana ability, which Blood Sun
    # leaves). Urborg loses its static ability itself.
    board = final([obj("sun", "Blood Sun", timestamp=2), obj("urborg", "Urborg, Tomb of Yawgmoth", timestamp=1),
                   obj("forest", "Forest", timestamp=3)], ruleset=ruleset)
    assert board["forest"]["subtypes"] == ["Forest", "Swamp"]
    assert sorted(board["forest"]["abilities"]) == ["{T}: Add {B}.", "{T}: Add {G}."]
    assert board["urborg"]["abilities"] == ["{T}: Add {B}."]


@pytest.mark.parametrize("ruleset", BOTH)
def test_alpine_moon_names_a_land_of_the_opponents(ruleset):
    # Mutavault named: the opponent's Mutavault loses its abilities and gains "{T}: Add one
    # mana of any color."; your own Mutavault and the opponent's Forest are untouched.
    board = final([obj("moon", "Alpine Moon", choices={"name": "Mutavault"}),
                   obj("theirs", "Mutavault", controller="opponent"), obj("mine", "Mutavault"),
                   obj("forest", "Forest", controller="opponent")], ruleset=ruleset)
    assert board["theirs"]["abilities"] == ["{T}: Add one mana of any color."]
    assert len(board["mine"]["abilities"]) == 2
    assert board["forest"]["abilities"] == ["{T}: Add {G}."]


@pytest.mark.parametrize("ruleset", BOTH)
def test_manascape_refractor_has_every_lands_activated_abilities(ruleset):
    # The Forest's intrinsic {T}: Add {G} (305.6) and both of the opponent's Mutavault's.
    board = final([obj("refractor", "Manascape Refractor"), obj("forest", "Forest"),
                   obj("vault", "Mutavault", controller="opponent")], ruleset=ruleset)
    own = ["This artifact has all activated abilities of all lands on the battlefield.",
           "You may spend mana as though it were mana of any color to pay the activation "
           "costs of this artifact's abilities.", "This artifact enters tapped."]
    gained = [a for a in board["refractor"]["abilities"] if a not in own]
    assert sorted(gained) == sorted(["{T}: Add {G}.", "{T}: Add {C}.",
                                     "{1}: This land becomes a 2/2 creature with all creature "
                                     "types until end of turn. It's still a land."])


@pytest.mark.parametrize("ruleset", BOTH)
def test_gods_willing_gives_protection_from_the_chosen_color(ruleset):
    # Red chosen: the Bears have protection from red; then Gray Ogre's (red) 1 damage to
    # them is prevented (702.16e), Serra Angel's (white) is dealt.
    objects = [obj("bears", "Grizzly Bears"), obj("ogre", "Gray Ogre", controller="opponent"),
               obj("angel", "Serra Angel", controller="opponent")]
    willing = {"id": "willing", "card": "Gods Willing", "targets": ["bears"], "timestamp": 9,
               "choices": {"color": "red"}}
    assert final(objects, [willing], ruleset)["bears"]["abilities"] == ["protection from red"]
    result = mtglogic.answer_replacement(scenario(objects, [willing], ruleset, events=[
        {"id": "red", "damage": {"source": "ogre", "to": "bears", "amount": 1}},
        {"id": "white", "damage": {"source": "angel", "to": "bears", "amount": 1}}]))
    answers = {a.id: shorts([o.events for o in a.outcomes]) for a in result.answers}
    assert answers["red"] == [[]]
    assert answers["white"] == [["1 damage from angel to bears", "1 damage marked on bears"]]


@pytest.mark.parametrize("ruleset", BOTH)
def test_mother_of_runes_and_brave_the_elements(ruleset):
    # Mother of Runes' ability resolved with black chosen on the Bears; Brave the Elements
    # with green chosen on your white creatures (Savannah Lions, not the Bears).
    board = final([obj("mother", "Mother of Runes"), obj("bears", "Grizzly Bears"),
                   obj("lions", "Savannah Lions")],
                  [{"id": "runes", "source": "mother", "targets": ["bears"], "timestamp": 8,
                    "choices": {"color": "black"}, "effects": [{"add_protection": [{"chosen": "color"}]}]},
                   {"id": "brave", "card": "Brave the Elements", "targets": ["lions"],
                    "timestamp": 9, "choices": {"color": "green"}}], ruleset)
    assert board["bears"]["abilities"] == ["protection from black"]
    assert board["lions"]["abilities"] == ["protection from green"]


@pytest.mark.parametrize("ruleset", BOTH)
def test_shifting_sky_colors_nonland_permanents(ruleset):
    # Red chosen: the Bears and Shifting Sky itself are red (only); the Forest is not.
    board = final([obj("sky", "Shifting Sky", choices={"color": "red"}),
                   obj("bears", "Grizzly Bears"), obj("forest", "Forest")], ruleset=ruleset)
    assert board["bears"]["colors"] == ["red"] and board["sky"]["colors"] == ["red"]
    assert board["forest"]["colors"] == []


@pytest.mark.parametrize("ruleset", BOTH)
def test_painters_servant_and_thran_lens_in_timestamp_order(ruleset):
    # Layer 5 in timestamp order: blue added, then everything colorless -> colorless Bears;
    # colorless first, then blue added -> blue Bears (only blue).
    for servant, lens, colors in ((1, 2, []), (2, 1, ["blue"])):
        board = final([obj("servant", "Painter's Servant", timestamp=servant,
                           choices={"color": "blue"}),
                       obj("lens", "Thran Lens", timestamp=lens),
                       obj("bears", "Grizzly Bears", timestamp=3)], ruleset=ruleset)
        assert board["bears"]["colors"] == colors


@pytest.mark.parametrize("ruleset", BOTH)
def test_moonlace_and_distorting_lens(ruleset):
    # Moonlace: the Bears colorless; then Distorting Lens' ability, later, makes them blue.
    board = final([obj("lens", "Distorting Lens"), obj("bears", "Grizzly Bears")],
                  [{"id": "lace", "card": "Moonlace", "targets": ["bears"], "timestamp": 8},
                   {"id": "blue", "source": "lens", "targets": ["bears"], "timestamp": 9,
                    "choices": {"color": "blue"}, "effects": [{"set_colors": [{"chosen": "color"}]}]}],
                  ruleset)
    assert board["bears"]["colors"] == ["blue"]
    lace = final([obj("bears", "Grizzly Bears")],
                 [{"id": "lace", "card": "Moonlace", "targets": ["bears"], "timestamp": 8}], ruleset)
    assert lace["bears"]["colors"] == []


@pytest.mark.parametrize("ruleset", BOTH)
def test_hall_of_triumph_and_chosen_type_lords(ruleset):
    # Hall of Triumph (green): the Bears 3/3, the white Lions 2/1. Adaptive Automaton (Elf)
    # is an Elf itself and gives other Elves +1/+1: Llanowar Elves 2/2. Vanquisher's Banner
    # (Bear): the Bears get another +1/+1, 4/4.
    board = final([obj("hall", "Hall of Triumph", choices={"color": "green"}),
                   obj("automaton", "Adaptive Automaton", choices={"creature_type": "Elf"}),
                   obj("banner", "Vanquisher's Banner", choices={"creature_type": "Bear"}),
                   obj("bears", "Grizzly Bears"), obj("lions", "Savannah Lions"),
                   obj("elves", "Llanowar Elves")], ruleset=ruleset)
    assert pt(board["bears"]) == (4, 4) and pt(board["lions"]) == (2, 1)
    assert pt(board["elves"]) == (3, 3)  # +1/+1 from the Automaton and from the Hall (green)
    assert board["automaton"]["subtypes"] == ["Construct", "Elf"] and pt(board["automaton"]) == (2, 2)


@pytest.mark.parametrize("ruleset", BOTH)
def test_bludgeon_brawl_makes_an_artifact_an_equipment(ruleset):
    # Worn Powerstone (mana value 3) is an Equipment with equip {X} and "Equipped creature
    # gets +X/+0": attached to the Bears, they are 2/2 + 3/+0 = 5/2. A creature artifact
    # (Ornithopter) is not changed.
    board = final([obj("brawl", "Bludgeon Brawl"), obj("bears", "Grizzly Bears"),
                   obj("stone", "Worn Powerstone", attached_to="bears"),
                   obj("thopter", "Ornithopter")], ruleset=ruleset)
    stone = board["stone"]
    assert stone["subtypes"] == ["Equipment"] and "equip {x}" in stone["abilities"]
    assert pt(board["bears"]) == (5, 2)
    assert "Equipment" not in board["thopter"]["subtypes"]


@pytest.mark.parametrize("ruleset", BOTH)
def test_bludgeon_brawl_with_mycosynth_lattice(ruleset):
    # Lattice makes every permanent an artifact (layer 4); Bludgeon Brawl's set depends on
    # it (613.8a), so it applies after, whatever the timestamps: the Forest, now a
    # noncreature artifact, is an Equipment too; the Bears, a creature, are not.
    board = final([obj("brawl", "Bludgeon Brawl", timestamp=1),
                   obj("lattice", "Mycosynth Lattice", timestamp=2),
                   obj("forest", "Forest", timestamp=3), obj("bears", "Grizzly Bears", timestamp=4)],
                  ruleset=ruleset)
    assert board["forest"]["subtypes"] == ["Equipment", "Forest"]
    assert "Equipment" not in board["bears"]["subtypes"]


# -- copies (layer 1, 707.9) ---------------------------------------------------------------

SAKASHIMA_RETURN = ("{2}{U}{U}: Return this creature to its owner's hand at the beginning of "
                    "the next end step.")


@pytest.mark.parametrize("ruleset", BOTH)
@pytest.mark.parametrize("oid", ["sakashima", "clone"])
def test_sakashima_copies_with_its_own_name_and_legendary(ruleset, oid):
    # A copy of Serra Angel named Sakashima the Impostor, legendary as well, with the extra
    # activated ability (707.9a-b). A Clone copying Sakashima copies those exceptions too:
    # they are part of Sakashima's copiable values.
    chars = final([obj("angel", "Serra Angel", controller="opponent"),
                   obj("sakashima", "Sakashima the Impostor", copy_of="angel"),
                   obj("clone", "Clone", copy_of="sakashima")], ruleset=ruleset)[oid]
    assert (chars["name"], chars["supertypes"], chars["subtypes"], pt(chars)) == \
        ("Sakashima the Impostor", ["legendary"], ["Angel"], (4, 4))
    assert chars["abilities"] == ["flying", "vigilance", SAKASHIMA_RETURN]


@pytest.mark.parametrize("ruleset", BOTH)
def test_spark_double_copies_a_legend_without_being_legendary(ruleset):
    # A copy of Akroma that isn't legendary (so no legend rule), 6/6 plus its extra +1/+1
    # counter: 7/7. A Clone copying the Spark Double isn't legendary either (707.9b).
    board = final([obj("akroma", "Akroma, Angel of Wrath"),
                   obj("double", "Spark Double", copy_of="akroma", counters={"+1/+1": 1}),
                   obj("clone", "Clone", copy_of="double")], ruleset=ruleset)
    assert board["double"]["name"] == "Akroma, Angel of Wrath"
    assert board["double"]["supertypes"] == [] and pt(board["double"]) == (7, 7)
    assert board["clone"]["supertypes"] == [] and pt(board["clone"]) == (6, 6)


@pytest.mark.parametrize("ruleset", BOTH)
def test_phantasmal_image_is_an_illusion_copy(ruleset):
    board = final([obj("bears", "Grizzly Bears"), obj("image", "Phantasmal Image", copy_of="bears")],
                  ruleset=ruleset)
    image = board["image"]
    assert (image["name"], image["subtypes"], pt(image)) == ("Grizzly Bears", ["Bear", "Illusion"], (2, 2))
    assert image["abilities"] == ["When this creature becomes the target of a spell or ability, "
                                  "sacrifice it."]


@pytest.mark.parametrize("ruleset", BOTH)
def test_cytoshape_and_metamorphic_alteration_copy_another_creature(ruleset):
    # Cytoshape resolved on the Bears with Serra Angel chosen: the Bears are a Serra Angel
    # until end of turn. Metamorphic Alteration on the Lions with Shivan Dragon chosen: the
    # Lions are a Shivan Dragon.
    board = final([obj("bears", "Grizzly Bears"), obj("angel", "Serra Angel"),
                   obj("lions", "Savannah Lions"), obj("dragon", "Shivan Dragon"),
                   obj("alteration", "Metamorphic Alteration", attached_to="lions",
                       choices={"copy": "dragon"})],
                  [{"id": "cyto", "card": "Cytoshape", "targets": ["bears"], "timestamp": 9,
                    "choices": {"copy": "angel"}}], ruleset)
    assert (board["bears"]["name"], pt(board["bears"])) == ("Serra Angel", (4, 4))
    assert (board["lions"]["name"], pt(board["lions"])) == ("Shivan Dragon", (5, 5))


@pytest.mark.parametrize("ruleset", BOTH)
@pytest.mark.parametrize("card", ["Mirrormade", "Copy Enchantment"])
def test_an_enchantment_copying_glorious_anthem_doubles_it(ruleset, card):
    # Two "Creatures you control get +1/+1": the Bears are 4/4.
    board = final([obj("anthem", "Glorious Anthem"), obj("copy", card, copy_of="anthem"),
                   obj("bears", "Grizzly Bears")], ruleset=ruleset)
    assert board["copy"]["name"] == "Glorious Anthem" and pt(board["bears"]) == (4, 4)


@pytest.mark.parametrize("ruleset", BOTH)
def test_sculpting_steel_copies_an_artifact(ruleset):
    board = final([obj("stone", "Worn Powerstone"), obj("steel", "Sculpting Steel", copy_of="stone")],
                  ruleset=ruleset)
    assert board["steel"]["name"] == "Worn Powerstone"
    assert "{T}: Add {C}{C}." in board["steel"]["abilities"]


@pytest.mark.parametrize("ruleset", BOTH)
def test_copy_artifact_copying_juggernaut_is_an_enchantment_too(ruleset):
    # 707.9b's example: a 5/3 Juggernaut that is an artifact creature enchantment, with
    # Juggernaut's two rules effects (it attacks each combat; Walls can't block it).
    board = final([obj("juggernaut", "Juggernaut"),
                   obj("copy", "Copy Artifact", copy_of="juggernaut")], ruleset=ruleset)
    copy = board["copy"]
    assert (copy["name"], copy["types"], pt(copy)) == \
        ("Juggernaut", ["artifact", "creature", "enchantment"], (5, 3))
    assert copy["abilities"] == board["juggernaut"]["abilities"]
