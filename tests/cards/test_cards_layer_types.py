"""Cards of well-known layer rulings (issue 12, item 3), type-changing ones: every creature
type (205.3m, changeling 702.73a), chosen creature types, card types added or set (205.1a-b),
land types (305.7), and the spells and Auras that turn a creature into something else.
Expected values are worked out by hand in each test's comment, from the cards' Oracle text
and the rules cited."""
from __future__ import annotations

import pytest
from cards_support import BOTH, final, obj, pt, replace_outcomes

# 205.3m: 315 creature types in 2026, 224 in the 2011-09-30 list
CREATURE_TYPES = {"cr-2026": 315, "cr-2011": 224}


def animate(source: str, *parts: dict, **extra) -> dict:
    """The effect of a land's or artifact's animating ability, resolved (611.2c)."""
    return {"id": f"{source}-ability", "source": source, "targets": [source], "timestamp": 50,
            "effects": list(parts), **extra}


@pytest.mark.parametrize("ruleset", BOTH)
def test_mutavault_animated_is_a_goblin_for_goblin_king(ruleset):
    # Layer 4: a creature with every creature type, still a land; 7b: 2/2. So Goblin King's
    # "Other Goblins get +1/+1 and have mountainwalk" reaches it: 3/3 with mountainwalk,
    # and its {T}: Add {C}. stays.
    board = final([obj("vault", "Mutavault"), obj("king", "Goblin King")],
                  [animate("vault", {"add_types": ["creature"]},
                           {"add_subtypes": [{"all": "creature_types"}]}, {"set_pt": [2, 2]})],
                  ruleset)
    vault = board["vault"]
    assert vault["types"] == ["creature", "land"] and len(vault["subtypes"]) == CREATURE_TYPES[ruleset]
    assert pt(vault) == (3, 3)
    assert vault["abilities"] == ["{T}: Add {C}.", "{1}: This land becomes a 2/2 creature with "
                                  "all creature types until end of turn. It's still a land.",
                                  "mountainwalk"]


@pytest.mark.parametrize("ruleset", BOTH)
def test_maskwood_nexus_makes_your_creatures_every_type(ruleset):
    # Your Bears are an Elf too: Elvish Champion gives +1/+1 and forestwalk (3/3). The
    # opponent's Bears are not yours: 2/2, a Bear only. A creature card you own in your
    # graveyard is every creature type too.
    board = final([obj("nexus", "Maskwood Nexus"), obj("champion", "Elvish Champion"),
                   obj("bears", "Grizzly Bears"), obj("theirs", "Grizzly Bears", controller="opponent"),
                   obj("dead", "Grizzly Bears", zone="graveyard")], ruleset=ruleset)
    assert pt(board["bears"]) == (3, 3) and "forestwalk" in board["bears"]["abilities"]
    assert pt(board["theirs"]) == (2, 2) and board["theirs"]["subtypes"] == ["Bear"]
    assert "Elf" in board["dead"]["subtypes"] and len(board["dead"]["subtypes"]) == CREATURE_TYPES[ruleset]


@pytest.mark.parametrize("ruleset", BOTH)
def test_mirror_entity_is_every_type_and_its_ability_sets_base_pt(ruleset):
    # Changeling (a CDA, 702.73a): the Entity is a Goblin, so Goblin King gives it +1/+1
    # (2/2). Its ability with X = 4, resolved: your creatures (Entity and Bears, a locked
    # set) have base P/T 4/4 (7b) and every creature type (layer 4), so the Bears are
    # Goblins now and get the King's +1/+1 as well: both 5/5.
    objects = [obj("entity", "Mirror Entity"), obj("king", "Goblin King"),
               obj("bears", "Grizzly Bears")]
    assert pt(final(objects, ruleset=ruleset)["entity"]) == (2, 2)
    ability = {"id": "x", "source": "entity", "targets": ["entity", "bears"], "timestamp": 50,
               "choices": {"x": "4"},
               "effects": [{"set_pt": [{"chosen": "x"}, {"chosen": "x"}]},
                           {"add_subtypes": [{"all": "creature_types"}]}]}
    board = final(objects, [ability], ruleset)
    assert (pt(board["entity"]), pt(board["bears"])) == ((5, 5), (5, 5))
    assert pt(board["king"]) == (2, 2)


@pytest.mark.parametrize("ruleset", BOTH)
@pytest.mark.parametrize("card", ["Arcane Adaptation", "Xenograft"])
def test_a_chosen_creature_type_added_to_your_creatures(ruleset, card):
    # Elf chosen: your Bears are Bear Elves, so Elvish Champion gives them +1/+1 (3/3); the
    # opponent's Bears stay 2/2.
    board = final([obj("it", card, choices={"creature_type": "Elf"}),
                   obj("champion", "Elvish Champion"), obj("bears", "Grizzly Bears"),
                   obj("theirs", "Grizzly Bears", controller="opponent")], ruleset=ruleset)
    assert board["bears"]["subtypes"] == ["Bear", "Elf"] and pt(board["bears"]) == (3, 3)
    assert pt(board["theirs"]) == (2, 2)


def test_arcane_adaptation_reaches_creature_cards_you_own():
    # "The same is true for ... creature cards you own that aren't on the battlefield":
    # the Bears card in your hand is an Elf; Xenograft ("each creature you control") does
    # not reach it.
    for card, elf in (("Arcane Adaptation", True), ("Xenograft", False)):
        board = final([obj("it", card, choices={"creature_type": "Elf"}),
                       obj("card", "Grizzly Bears", zone="hand")])
        assert ("Elf" in board["card"]["subtypes"]) is elf


@pytest.mark.parametrize("ruleset", BOTH)
def test_metallic_mimic_is_the_chosen_type(ruleset):
    # Elf chosen: the Mimic is a Shapeshifter Elf, so Elvish Champion gives it +1/+1: 3/2.
    board = final([obj("mimic", "Metallic Mimic", choices={"creature_type": "Elf"}),
                   obj("champion", "Elvish Champion")], ruleset=ruleset)
    assert board["mimic"]["subtypes"] == ["Elf", "Shapeshifter"] and pt(board["mimic"]) == (3, 2)


@pytest.mark.parametrize("ruleset", BOTH)
def test_metallic_mimic_puts_a_counter_on_creatures_of_the_chosen_type(ruleset):
    # Bear chosen: your Grizzly Bears enter with an additional +1/+1 counter; your Llanowar
    # Elves (not a Bear) and the opponent's Bears (not yours) enter without one.
    answers = replace_outcomes(
        [obj("mimic", "Metallic Mimic", choices={"creature_type": "Bear"}),
         obj("bears", "Grizzly Bears", zone="hand"), obj("elves", "Llanowar Elves", zone="hand"),
         obj("theirs", "Grizzly Bears", zone="hand", owner="opponent")],
        [{"id": oid, "zone_change": {"object": oid, "to": "battlefield"}}
         for oid in ("bears", "elves", "theirs")], ruleset)
    counters = {oid: [events[0].enter.counters for events in outcomes]
                for oid, outcomes in answers.items()}
    assert counters == {"bears": [(("+1/+1", 1),)], "elves": [()], "theirs": [()]}


@pytest.mark.parametrize("ruleset", BOTH)
def test_encroaching_mycosynth_makes_your_nonland_permanents_artifacts(ruleset):
    # Your Bears (and the Bears card in your hand) are artifacts; your Forest is a land,
    # so not; the opponent's Bears are not yours.
    board = final([obj("myco", "Encroaching Mycosynth"), obj("bears", "Grizzly Bears"),
                   obj("forest", "Forest"), obj("theirs", "Grizzly Bears", controller="opponent"),
                   obj("card", "Grizzly Bears", zone="hand")], ruleset=ruleset)
    assert board["bears"]["types"] == ["artifact", "creature"]
    assert board["card"]["types"] == ["artifact", "creature"]
    assert board["forest"]["types"] == ["land"] and board["theirs"]["types"] == ["creature"]


@pytest.mark.parametrize("ruleset", BOTH)
def test_enchanted_evening_with_opalescence(ruleset):
    # Layer 4: Opalescence's set depends on Enchanted Evening (it makes everything an
    # enchantment), so Evening applies first even with the later timestamp (613.8 / 613.7).
    # Then every other non-Aura enchantment is a creature with base P/T equal to its mana
    # value (7b): Enchanted Evening 5/5, the Forest 0/0, the Bears 2/2. Opalescence is not
    # "other" to itself.
    board = final([obj("opal", "Opalescence", timestamp=1), obj("evening", "Enchanted Evening", timestamp=2),
                   obj("forest", "Forest", timestamp=3), obj("bears", "Grizzly Bears", timestamp=4)],
                  ruleset=ruleset)
    assert board["evening"]["types"] == ["creature", "enchantment"] and pt(board["evening"]) == (5, 5)
    assert board["forest"]["types"] == ["creature", "enchantment", "land"]
    assert pt(board["forest"]) == (0, 0) and pt(board["bears"]) == (2, 2)
    assert board["opal"]["types"] == ["enchantment"]


@pytest.mark.parametrize("ruleset", BOTH)
def test_living_plane_and_natures_revolt_in_timestamp_order(ruleset):
    # Both make every land a creature (layer 4) and set its base P/T (7b): the later one
    # wins in 7b. The Forest stays a Forest with its mana ability.
    for first, second, expected in (("Living Plane", "Nature's Revolt", (2, 2)),
                                    ("Nature's Revolt", "Living Plane", (1, 1))):
        board = final([obj("forest", "Forest", timestamp=1), obj("a", first, timestamp=2),
                       obj("b", second, timestamp=3)], ruleset=ruleset)
        forest = board["forest"]
        assert pt(forest) == expected and forest["types"] == ["creature", "land"]
        assert forest["subtypes"] == ["Forest"] and forest["abilities"] == ["{T}: Add {G}."]


@pytest.mark.parametrize("ruleset", BOTH)
def test_leyline_of_singularity_makes_nonland_permanents_legendary(ruleset):
    board = final([obj("leyline", "Leyline of Singularity"), obj("bears", "Grizzly Bears"),
                   obj("forest", "Forest")], ruleset=ruleset)
    assert board["bears"]["supertypes"] == ["legendary"]
    assert board["leyline"]["supertypes"] == ["legendary"]
    assert board["forest"]["supertypes"] == ["basic"]


@pytest.mark.parametrize("ruleset", BOTH)
def test_harbinger_of_the_seas_with_urborg(ruleset):
    # As with Blood Moon (305.7): Urborg becomes an Island and loses its ability, so its
    # effect depends on the Harbinger's and never applies (613.8a): the basic Forest is a
    # Forest only; Urborg has {T}: Add {U} only.
    board = final([obj("urborg", "Urborg, Tomb of Yawgmoth", timestamp=1),
                   obj("harbinger", "Harbinger of the Seas", timestamp=2),
                   obj("forest", "Forest", timestamp=3)], ruleset=ruleset)
    assert board["urborg"]["subtypes"] == ["Island"]
    assert board["urborg"]["abilities"] == ["{T}: Add {U}."]
    assert board["forest"]["subtypes"] == ["Forest"]


@pytest.mark.parametrize("ruleset", BOTH)
def test_dralnus_crusade_on_a_goblin(ruleset):
    # Goblin Guide (2/2 Goblin Scout, red): a black Goblin Scout Zombie, 3/3.
    guide = final([obj("crusade", "Dralnu's Crusade"), obj("guide", "Goblin Guide")],
                  ruleset=ruleset)["guide"]
    assert (guide["colors"], guide["subtypes"], pt(guide)) == \
        (["black"], ["Goblin", "Scout", "Zombie"], (3, 3))


@pytest.mark.parametrize("ruleset", BOTH)
def test_changeling_spells_are_every_creature_type_off_the_battlefield(ruleset):
    # Changeling works in every zone (702.73a): in the hand, Nameless Inversion and Crib
    # Swap are Kindred Shapeshifters of every creature type (Elf among them).
    board = final([obj("inversion", "Nameless Inversion", zone="hand"),
                   obj("swap", "Crib Swap", zone="hand")], ruleset=ruleset)
    for oid in ("inversion", "swap"):
        assert "Elf" in board[oid]["subtypes"] and len(board[oid]["subtypes"]) == CREATURE_TYPES[ruleset]


@pytest.mark.parametrize("ruleset", BOTH)
def test_nameless_inversion_removes_creature_types(ruleset):
    # Resolved on Grizzly Bears: no creature types (layer 4), 2/2 + 3/-3 = 5/-1 (7c).
    board = final([obj("bears", "Grizzly Bears")],
                  [{"id": "inv", "card": "Nameless Inversion", "targets": ["bears"], "timestamp": 9}],
                  ruleset)
    assert board["bears"]["subtypes"] == [] and pt(board["bears"]) == (5, -1)


@pytest.mark.parametrize("ruleset", BOTH)
def test_chameleon_colossus_with_two_lords(ruleset):
    # Every creature type: both Goblin King and Elvish Champion apply, 4/4 + 1/1 + 1/1.
    board = final([obj("colossus", "Chameleon Colossus"), obj("king", "Goblin King"),
                   obj("champion", "Elvish Champion")], ruleset=ruleset)
    colossus = board["colossus"]
    assert pt(colossus) == (6, 6)
    assert {"protection from black", "mountainwalk", "forestwalk"} <= set(colossus["abilities"])


ANGEL = [obj("angel", "Serra Angel"), obj("anthem", "Glorious Anthem")]


@pytest.mark.parametrize("ruleset", BOTH)
@pytest.mark.parametrize("aura, types, subtypes, colors, abilities, expected_pt", [
    # An Insect artifact creature, base 0/1, indestructible only (Glorious Anthem: 1/2).
    ("Darksteel Mutation", ["artifact", "creature"], ["Insect"], ["white"], ["indestructible"],
     (1, 2)),
    # A blue Frog with no abilities, base 1/1 (2/2).
    ("Frogify", ["creature"], ["Frog"], ["blue"], [], (2, 2)),
    # A green Elk creature with no abilities, base 3/3 (4/4).
    ("Kenrith's Transformation", ["creature"], ["Elk"], ["green"], [], (4, 4)),
    # A blue and white Angel Wall with defender only, base 0/4 (1/5).
    ("Deep Freeze", ["creature"], ["Angel", "Wall"], ["blue", "white"], ["defender"], (1, 5)),
    # Only a colorless land with "{T}: Add {C}.": no creature type (205.1a), no P/T (208.3).
    ("Imprisoned in the Moon", ["land"], [], [], ["{T}: Add {C}."], (None, None)),
])
def test_auras_that_turn_serra_angel_into_something_else(ruleset, aura, types, subtypes, colors,
                                                         abilities, expected_pt):
    board = final(ANGEL + [obj("aura", aura, attached_to="angel")], ruleset=ruleset)
    angel = board["angel"]
    assert (angel["types"], angel["subtypes"], angel["colors"], angel["abilities"], pt(angel)) \
        == (types, subtypes, colors, abilities, expected_pt)


@pytest.mark.parametrize("ruleset", BOTH)
def test_kenriths_transformation_on_a_planeswalker(ruleset):
    # On your turn Gideon Blackblade is a 4/4 Human Soldier creature planeswalker with
    # indestructible (its own effect, timestamp 1). Kenrith's Transformation (2) makes it a
    # creature only, so it loses the planeswalker type and with it the planeswalker type
    # Gideon (205.1a), and an Elk only; no abilities (layer 6); base 3/3 after 4/4 (7b).
    gideon = final([obj("gideon", "Gideon Blackblade", timestamp=1),
                    obj("aura", "Kenrith's Transformation", attached_to="gideon", timestamp=2)],
                   ruleset=ruleset)["gideon"]
    assert (gideon["types"], gideon["subtypes"], gideon["colors"], gideon["abilities"], pt(gideon)) \
        == (["creature"], ["Elk"], ["green"], [], (3, 3))


@pytest.mark.parametrize("ruleset", BOTH)
def test_conspiracy_leaves_a_planeswalkers_own_type(ruleset):
    # On your turn Gideon Blackblade is a Human Soldier creature planeswalker; Conspiracy
    # naming Elf replaces its creature types only (205.3d): a Gideon Elf.
    gideon = final([obj("gideon", "Gideon Blackblade", timestamp=1),
                    obj("conspiracy", "Conspiracy", choices={"creature_type": "Elf"}, timestamp=2)],
                   ruleset=ruleset)["gideon"]
    assert (gideon["types"], gideon["subtypes"]) == (["creature", "planeswalker"], ["Elf", "Gideon"])


@pytest.mark.parametrize("ruleset", BOTH)
@pytest.mark.parametrize("spell, subtypes, colors, expected_pt", [
    ("Humble", ["Angel"], ["white"], (1, 2)),                 # base 0/1, +1/+1
    ("Snakeform", ["Snake"], ["green"], (2, 2)),              # a green Snake, base 1/1, +1/+1
    ("Polymorphist's Jest", ["Frog"], ["blue"], (2, 2)),      # a blue Frog, base 1/1, +1/+1
    ("Sudden Spoiling", ["Angel"], ["white"], (1, 3)),        # base 0/2, +1/+1
    ("Turn to Frog", ["Frog"], ["blue"], (2, 2)),
])
def test_spells_that_take_every_ability_away(ruleset, spell, subtypes, colors, expected_pt):
    # Each removes flying and vigilance (layer 6) and sets the base P/T (7b); Glorious
    # Anthem's +1/+1 applies after (7c).
    board = final(ANGEL, [{"id": "spell", "card": spell, "targets": ["angel"], "timestamp": 9}],
                  ruleset)
    angel = board["angel"]
    assert (angel["abilities"], angel["subtypes"], angel["colors"], pt(angel)) == \
        ([], subtypes, colors, expected_pt)


@pytest.mark.parametrize("ruleset", BOTH)
def test_godhead_of_awe_sets_other_creatures_base_pt(ruleset):
    # Shivan Dragon 5/5 has base 1/1 (7b); its +1/+1 counter and Glorious Anthem still
    # apply after: 3/3. Godhead itself is not "other": 4/4 + 1/1 = 5/5.
    board = final([obj("godhead", "Godhead of Awe"), obj("anthem", "Glorious Anthem"),
                   obj("dragon", "Shivan Dragon", counters={"+1/+1": 1})], ruleset=ruleset)
    assert pt(board["dragon"]) == (3, 3) and pt(board["godhead"]) == (5, 5)
    assert board["godhead"]["colors"] == ["blue", "white"]
    assert board["godhead"]["mana_value"] == 5


@pytest.mark.parametrize("ruleset", BOTH)
@pytest.mark.parametrize("land, parts, types, subtypes, colors, keywords, expected_pt", [
    ("Mishra's Factory", [{"add_types": ["artifact", "creature"]},
                          {"add_subtypes": ["Assembly-Worker"]}, {"set_pt": [2, 2]}],
     ["artifact", "creature", "land"], ["Assembly-Worker"], [], [], (2, 2)),
    ("Celestial Colonnade", [{"add_types": ["creature"]}, {"add_subtypes": ["Elemental"]},
                             {"set_colors": ["white", "blue"]},
                             {"add_abilities": ["flying", "vigilance"]}, {"set_pt": [4, 4]}],
     ["creature", "land"], ["Elemental"], ["blue", "white"], ["flying", "vigilance"], (4, 4)),
    ("Inkmoth Nexus", [{"add_types": ["artifact", "creature"]},
                       {"add_subtypes": ["Phyrexian", "Blinkmoth"]},
                       {"add_abilities": ["flying", "infect"]}, {"set_pt": [1, 1]}],
     ["artifact", "creature", "land"], ["Blinkmoth", "Phyrexian"], [], ["flying", "infect"],
     (1, 1)),
])
def test_creature_lands_animated(ruleset, land, parts, types, subtypes, colors, keywords,
                                 expected_pt):
    # "It's still a land" (205.1b): each keeps the land type and its mana ability.
    board = final([obj("land", land)], [animate("land", *parts)], ruleset)
    chars = board["land"]
    assert (chars["types"], chars["subtypes"], chars["colors"], pt(chars)) == \
        (types, subtypes, colors, expected_pt)
    assert set(keywords) <= set(chars["abilities"])
    assert any(a.startswith("{T}: Add") for a in chars["abilities"])


@pytest.mark.parametrize("ruleset", BOTH)
def test_liquimetal_coating_makes_a_land_an_artifact(ruleset):
    board = final([obj("coating", "Liquimetal Coating"), obj("forest", "Forest")],
                  [{"id": "coat", "source": "coating", "targets": ["forest"], "timestamp": 9,
                    "effects": [{"add_types": ["artifact"]}]}], ruleset)
    assert board["forest"]["types"] == ["artifact", "land"]
    assert board["forest"]["abilities"] == ["{T}: Add {G}."]


@pytest.mark.parametrize("ruleset", BOTH)
@pytest.mark.parametrize("aura, subtype", [("Frogify", "Frog"),
                                           ("Kenrith's Transformation", "Elk")])
def test_an_artifact_creature_under_frogify_is_no_longer_an_artifact(ruleset, aura, subtype):
    # Both Auras say "is a ... creature", which sets the card type (205.1a): their reminder
    # text says the creature loses all other card types, so Darksteel Colossus (an artifact
    # creature) is a creature only, of that one creature type.
    board = final([obj("colossus", "Darksteel Colossus"),
                   obj("aura", aura, attached_to="colossus")], ruleset=ruleset)
    assert (board["colossus"]["types"], board["colossus"]["subtypes"]) == (["creature"], [subtype])
