"""Creatures, anthems, characteristic-defining abilities and type/color-changing cards."""
from __future__ import annotations

import pytest
from cards_support import BOTH, abilities, final, obj, pt, replace_outcomes


@pytest.mark.parametrize("ruleset", BOTH)
@pytest.mark.parametrize("humility_first", [True, False])
def test_humility_and_opalescence(ruleset, humility_first):
    # Opalescence makes Humility a 4/4 creature (layer 4). In 7b both set base P/T, in
    # timestamp order: Humility first -> Opalescence's 4/4 wins for Humility; Opalescence
    # first -> Humility's 1/1 wins. Humility's effect started in layer 6, so it removes its
    # own ability and still applies in 7b (613.6). The Bears are 1/1 with no abilities either
    # way, and Opalescence itself is not a creature ("each other").
    stamps = (1, 2) if humility_first else (2, 1)
    board = final([obj("humility", "Humility", timestamp=stamps[0]),
                   obj("opal", "Opalescence", timestamp=stamps[1]),
                   obj("bears", "Grizzly Bears", timestamp=3)], ruleset=ruleset)
    assert pt(board["humility"]) == ((4, 4) if humility_first else (1, 1))
    assert board["humility"]["types"] == ["creature", "enchantment"]
    assert board["humility"]["abilities"] == []
    assert pt(board["bears"]) == (1, 1)
    assert board["opal"]["types"] == ["enchantment"] and "power" not in board["opal"]


def test_humility_strips_flying_from_ornithopter_and_serra_angel():
    board = final([obj("humility", "Humility"), obj("thopter", "Ornithopter"),
                   obj("angel", "Serra Angel", controller="opponent")])
    for oid in ("thopter", "angel"):
        assert pt(board[oid]) == (1, 1) and board[oid]["abilities"] == []


def test_vanilla_and_keyword_creatures_as_printed():
    # Printed values: Gray Ogre red 2/2 Ogre, Grizzly Bears green 2/2 Bear, Ornithopter
    # colorless 0/2 artifact creature with flying, Serra Angel white 4/4 flying and vigilance,
    # Shivan Dragon red 5/5 flying, Llanowar Elves green 1/1 with a mana ability.
    board = final([obj("ogre", "Gray Ogre"), obj("bears", "Grizzly Bears"),
                   obj("thopter", "Ornithopter"), obj("angel", "Serra Angel"),
                   obj("dragon", "Shivan Dragon"), obj("elves", "Llanowar Elves")])
    assert (board["ogre"]["colors"], board["ogre"]["subtypes"], pt(board["ogre"])) == \
        (["red"], ["Ogre"], (2, 2))
    assert (board["bears"]["colors"], board["bears"]["mana_value"], pt(board["bears"])) == \
        (["green"], 2, (2, 2))
    assert board["thopter"]["types"] == ["artifact", "creature"]
    assert (board["thopter"]["colors"], board["thopter"]["mana_value"]) == ([], 0)
    assert board["thopter"]["abilities"] == ["flying"] and pt(board["thopter"]) == (0, 2)
    assert set(board["angel"]["abilities"]) == {"flying", "vigilance"}
    assert pt(board["angel"]) == (4, 4) and board["angel"]["mana_value"] == 5
    assert "flying" in board["dragon"]["abilities"] and pt(board["dragon"]) == (5, 5)
    assert board["elves"]["abilities"] == ["{T}: Add {G}."]
    assert board["elves"]["subtypes"] == ["Druid", "Elf"]


def test_anthems_count_color_and_controller():
    # Crusade: every white creature +1/+1; Honor of the Pure: your white creatures +1/+1;
    # Glorious Anthem: your creatures +1/+1; Bad Moon: every black creature +1/+1.
    board = final([obj("crusade", "Crusade"), obj("honor", "Honor of the Pure"),
                   obj("anthem", "Glorious Anthem"), obj("moon", "Bad Moon"),
                   obj("angel", "Serra Angel"),                               # 4/4 +3
                   obj("their-angel", "Serra Angel", controller="opponent"),  # 4/4 +1
                   obj("bears", "Grizzly Bears"),                             # 2/2 +1
                   obj("master", "Zombie Master", controller="opponent")])    # 2/3 +1
    assert pt(board["angel"]) == (7, 7)
    assert pt(board["their-angel"]) == (5, 5)
    assert pt(board["bears"]) == (3, 3)
    assert pt(board["master"]) == (3, 4)


@pytest.mark.parametrize("ruleset", BOTH)
def test_conspiracy_with_elvish_champion(ruleset):
    # Conspiracy (chosen: Elf) makes your creatures Elves in layer 4, so Elvish Champion's
    # "other Elves" bonus (layers 6 and 7c) reaches your Bears; the opponent's Ogre stays an
    # Ogre. A creature card in your hand is an Elf too.
    board = final([obj("conspiracy", "Conspiracy", choices={"creature_type": "Elf"}),
                   obj("champion", "Elvish Champion", controller="opponent"),
                   obj("bears", "Grizzly Bears"),
                   obj("ogre", "Gray Ogre", controller="opponent"),
                   obj("in-hand", "Gray Ogre", zone="hand", owner="you")], ruleset=ruleset)
    assert board["bears"]["subtypes"] == ["Elf"]
    assert pt(board["bears"]) == (3, 3) and "forestwalk" in board["bears"]["abilities"]
    assert board["ogre"]["subtypes"] == ["Ogre"] and pt(board["ogre"]) == (2, 2)
    assert board["in-hand"]["subtypes"] == ["Elf"]


def test_goblin_king_reaches_a_conspiracy_goblin():
    board = final([obj("conspiracy", "Conspiracy", choices={"creature_type": "Goblin"}),
                   obj("king", "Goblin King", controller="opponent"), obj("bears", "Grizzly Bears")])
    # Bears: a Goblin, so +1/+1 and mountainwalk; the King doesn't pump itself ("other").
    assert pt(board["bears"]) == (3, 3) and board["bears"]["abilities"] == ["mountainwalk"]
    assert pt(board["king"]) == (2, 2)


def test_lords_of_atlantis_pump_each_other():
    # Each Lord is an "other Merfolk" for the other one: 3/3 with islandwalk.
    board = final([obj("a", "Lord of Atlantis"), obj("b", "Lord of Atlantis", controller="opponent")])
    for oid in ("a", "b"):
        assert pt(board[oid]) == (3, 3) and "islandwalk" in board[oid]["abilities"]


def test_elvish_champion_pumps_llanowar_elves():
    board = final([obj("champion", "Elvish Champion"), obj("elves", "Llanowar Elves")])
    assert pt(board["elves"]) == (2, 2) and "forestwalk" in board["elves"]["abilities"]
    assert pt(board["champion"]) == (2, 2)


def test_zombie_master_gives_other_zombies_swampwalk_and_regeneration():
    board = final([obj("master", "Zombie Master"), obj("jailer", "Yixlid Jailer")])
    assert abilities(board["jailer"]) == {"swampwalk", "{B}: Regenerate this permanent.",
                                          "Cards in graveyards lose all abilities."}
    assert "swampwalk" not in board["master"]["abilities"]


def test_march_of_the_machines_animates_noncreature_artifacts():
    # Orb of Dreams (mana value 3) becomes a 3/3 artifact creature; Colossus Hammer (1) a 1/1;
    # Ornithopter is already a creature and stays 0/2.
    board = final([obj("march", "March of the Machines"), obj("orb", "Orb of Dreams"),
                   obj("hammer", "Colossus Hammer"), obj("thopter", "Ornithopter")])
    assert board["orb"]["types"] == ["artifact", "creature"] and pt(board["orb"]) == (3, 3)
    assert pt(board["hammer"]) == (1, 1)
    assert pt(board["thopter"]) == (0, 2)


@pytest.mark.parametrize("ruleset", BOTH)
def test_mycosynth_lattice_and_march_of_the_machines(ruleset):
    # March depends on the Lattice (which makes every permanent an artifact), so the Lattice
    # applies first although March is older: the Forest is a 0/0 artifact creature land, the
    # Lattice a 6/6, March itself a 4/4; the Bears were creatures already (2/2). Everything is
    # colorless, including a card in hand.
    board = final([obj("march", "March of the Machines", timestamp=1),
                   obj("lattice", "Mycosynth Lattice", timestamp=2),
                   obj("forest", "Forest", timestamp=3), obj("bears", "Grizzly Bears", timestamp=4),
                   obj("growth", "Giant Growth", zone="hand", owner="you")], ruleset=ruleset)
    assert board["forest"]["types"] == ["artifact", "creature", "land"]
    assert pt(board["forest"]) == (0, 0)
    assert pt(board["lattice"]) == (6, 6) and pt(board["march"]) == (4, 4)
    assert pt(board["bears"]) == (2, 2) and board["bears"]["types"] == ["artifact", "creature"]
    assert all(board[o]["colors"] == [] for o in board)


@pytest.mark.parametrize("ruleset", BOTH)
@pytest.mark.parametrize("servant_first", [True, False])
def test_painters_servant_and_mycosynth_lattice(ruleset, servant_first):
    # Both apply in layer 5, to every object, without dependency: timestamp order. Servant
    # first, then the Lattice: everything colorless. Lattice first, then the Servant:
    # everything is exactly the chosen color (blue).
    stamps = (1, 2) if servant_first else (2, 1)
    board = final([obj("servant", "Painter's Servant", timestamp=stamps[0],
                       choices={"color": "blue"}),
                   obj("lattice", "Mycosynth Lattice", timestamp=stamps[1]),
                   obj("bears", "Grizzly Bears", timestamp=3),
                   obj("in-yard", "Serra Angel", zone="graveyard", owner="opponent")],
                  ruleset=ruleset)
    expected = [] if servant_first else ["blue"]
    assert all(chars["colors"] == expected for chars in board.values())


def test_painters_servant_adds_the_chosen_color_everywhere():
    board = final([obj("servant", "Painter's Servant", choices={"color": "blue"}),
                   obj("bears", "Grizzly Bears"),
                   obj("in-library", "Serra Angel", zone="library", owner="opponent")])
    assert board["bears"]["colors"] == ["blue", "green"]
    assert board["in-library"]["colors"] == ["blue", "white"]
    assert board["servant"]["colors"] == ["blue"] and pt(board["servant"]) == (1, 3)


@pytest.mark.parametrize("count,animated", [(5, True), (4, False)])
def test_starfield_of_nyx_needs_five_enchantments(count, animated):
    # With five enchantments (Starfield counts itself) each other non-Aura enchantment is a
    # creature with base P/T = mana value, and the anthems then pump them in 7c:
    #   Crusade (MV 2, white): 2/2 + Crusade + Anthem + Honor = 5/5
    #   Glorious Anthem (MV 3, white): 3/3 + 3 = 6/6;  Bad Moon (MV 2, black): 2/2 + Anthem +
    #   Bad Moon = 4/4; Honor of the Pure (MV 2, white): 5/5. With four, none is a creature.
    objects = [obj("starfield", "Starfield of Nyx"), obj("crusade", "Crusade"),
               obj("anthem", "Glorious Anthem"), obj("honor", "Honor of the Pure"),
               obj("moon", "Bad Moon")][:count]
    board = final(objects)
    if animated:
        assert pt(board["crusade"]) == (5, 5) and pt(board["anthem"]) == (6, 6)
        assert pt(board["moon"]) == (4, 4) and pt(board["honor"]) == (5, 5)
        assert "power" not in board["starfield"]
    else:
        assert all("power" not in chars for chars in board.values())


def test_lignify_makes_a_treefolk_with_no_abilities():
    # Shivan Dragon: a Treefolk (no longer a Dragon) with base 0/4 and no flying or firebreathing.
    board = final([obj("dragon", "Shivan Dragon", controller="opponent"),
                   obj("lignify", "Lignify", attached_to="dragon")])
    assert board["dragon"]["subtypes"] == ["Treefolk"] and board["dragon"]["abilities"] == []
    assert pt(board["dragon"]) == (0, 4)
    assert board["lignify"]["types"] == ["enchantment", "kindred"]


def test_wild_mongrel_activation():
    # One activation: +1/+1 and the chosen color (blue) instead of green -> a blue 3/3.
    board = final([obj("mongrel", "Wild Mongrel")],
                  [{"source": "mongrel", "targets": ["mongrel"], "choices": {"color": "blue"},
                    "effects": [{"modify_pt": [1, 1]}, {"set_colors": [{"chosen": "color"}]}]}])
    assert pt(board["mongrel"]) == (3, 3) and board["mongrel"]["colors"] == ["blue"]


@pytest.mark.parametrize("ruleset", BOTH)
def test_tarmogoyf_counts_card_types_in_all_graveyards(ruleset):
    # Graveyards: Grizzly Bears (creature), Giant Growth (instant), Dryad Arbor (creature,
    # land): three card types -> 3/4. A Forest in a library doesn't count.
    board = final([obj("goyf", "Tarmogoyf"),
                   obj("g1", "Grizzly Bears", zone="graveyard", owner="you"),
                   obj("g2", "Giant Growth", zone="graveyard", owner="opponent"),
                   obj("g3", "Dryad Arbor", zone="graveyard", owner="opponent"),
                   obj("l1", "Forest", zone="library", owner="you")], ruleset=ruleset)
    assert pt(board["goyf"]) == (3, 4)


def test_nightmare_counts_the_swamps_you_control():
    # Your Swamp and your Urborg (a Swamp by its own ability); not the opponent's Swamp.
    board = final([obj("nightmare", "Nightmare"), obj("swamp", "Swamp"),
                   obj("urborg", "Urborg, Tomb of Yawgmoth"),
                   obj("theirs", "Swamp", controller="opponent")])
    # Urborg makes the opponent's Swamp a Swamp still, and it is not yours: 2/2.
    assert pt(board["nightmare"]) == (2, 2) and board["nightmare"]["abilities"][0] == "flying"


def test_maro_counts_cards_in_your_hand():
    board = final([obj("maro", "Maro")] +
                  [obj(f"h{i}", "Forest", zone="hand", owner="you") for i in range(3)] +
                  [obj("o1", "Forest", zone="hand", owner="opponent")])
    assert pt(board["maro"]) == (3, 3)


def test_lhurgoyf_counts_creature_cards_in_all_graveyards():
    board = final([obj("lhurgoyf", "Lhurgoyf"),
                   obj("g1", "Grizzly Bears", zone="graveyard", owner="you"),
                   obj("g2", "Serra Angel", zone="graveyard", owner="opponent"),
                   obj("g3", "Forest", zone="graveyard", owner="opponent")])
    assert pt(board["lhurgoyf"]) == (2, 3)


@pytest.mark.parametrize("ruleset", BOTH)
def test_yixlid_jailer_turns_off_tarmogoyf_in_a_graveyard(ruleset):
    # Cards in graveyards lose all abilities in layer 6, before the CDA of layer 7a could set
    # the Tarmogoyf card's P/T: it is 0/1 there. The Tarmogoyf on the battlefield counts the
    # creature card in the graveyard: 1/2.
    board = final([obj("jailer", "Yixlid Jailer"), obj("goyf", "Tarmogoyf"),
                   obj("dead-goyf", "Tarmogoyf", zone="graveyard", owner="opponent")],
                  ruleset=ruleset)
    assert pt(board["dead-goyf"]) == (0, 1) and board["dead-goyf"]["abilities"] == []
    assert pt(board["goyf"]) == (1, 2)
    assert pt(board["jailer"]) == (2, 1)


@pytest.mark.parametrize("ruleset", BOTH)
def test_muraganda_petroglyphs_with_humility(ruleset):
    # Alone: only the Bears (no abilities) get +2/+2. With Humility every creature has no
    # abilities after layer 6 and is 1/1 in 7b, so each gets +2/+2 in 7c: 3/3.
    alone = final([obj("glyphs", "Muraganda Petroglyphs"), obj("bears", "Grizzly Bears"),
                   obj("angel", "Serra Angel")], ruleset=ruleset)
    assert pt(alone["bears"]) == (4, 4) and pt(alone["angel"]) == (4, 4)
    humbled = final([obj("glyphs", "Muraganda Petroglyphs"), obj("humility", "Humility"),
                     obj("bears", "Grizzly Bears"), obj("angel", "Serra Angel")], ruleset=ruleset)
    assert pt(humbled["bears"]) == (3, 3) and pt(humbled["angel"]) == (3, 3)


def test_levitation_and_favorable_winds():
    # Levitation gives your creatures flying (layer 6), so Favorable Winds then pumps them.
    board = final([obj("levitation", "Levitation"), obj("winds", "Favorable Winds"),
                   obj("bears", "Grizzly Bears"), obj("theirs", "Grizzly Bears", controller="opponent")])
    assert board["bears"]["abilities"] == ["flying"] and pt(board["bears"]) == (3, 3)
    assert board["theirs"]["abilities"] == [] and pt(board["theirs"]) == (2, 2)


def test_darkest_hour_feeds_bad_moon():
    # Every creature is black (layer 5), so Bad Moon gives each +1/+1 (7c).
    board = final([obj("hour", "Darkest Hour"), obj("moon", "Bad Moon"),
                   obj("bears", "Grizzly Bears"), obj("angel", "Serra Angel", controller="opponent")])
    assert board["bears"]["colors"] == ["black"] and pt(board["bears"]) == (3, 3)
    assert board["angel"]["colors"] == ["black"] and pt(board["angel"]) == (5, 5)


def test_titanias_song_animates_artifacts_and_silences_them():
    # Mirror Gallery (MV 5) -> 5/5 with no abilities, so its rule effect is gone too.
    from cards_support import player_effects

    objects = [obj("song", "Titania's Song"), obj("gallery", "Mirror Gallery")]
    board = final(objects)
    assert board["gallery"]["types"] == ["artifact", "creature"]
    assert pt(board["gallery"]) == (5, 5) and board["gallery"]["abilities"] == []
    assert player_effects(objects) == []


def test_kird_ape_needs_a_forest_you_control():
    # +1/+2 only while you control a Forest: 2/3 with yours, 1/1 with only the opponent's.
    assert pt(final([obj("ape", "Kird Ape"), obj("f", "Forest")])["ape"]) == (2, 3)
    assert pt(final([obj("ape", "Kird Ape"),
                     obj("f", "Forest", controller="opponent")])["ape"]) == (1, 1)


def test_wild_nacatl_with_prismatic_omen():
    # With Prismatic Omen your Forest is also a Mountain and a Plains: +1/+1 twice -> 3/3.
    assert pt(final([obj("cat", "Wild Nacatl"), obj("f", "Forest")])["cat"]) == (1, 1)
    assert pt(final([obj("cat", "Wild Nacatl"), obj("f", "Forest"),
                     obj("omen", "Prismatic Omen")])["cat"]) == (3, 3)


@pytest.mark.parametrize("ruleset", BOTH)
def test_anger_gives_haste_from_its_owners_graveyard(ruleset):
    # In the graveyard Anger has no controller: "you" is its owner (109.5). With a Mountain
    # of hers, her creatures have haste; without one, or on the battlefield, nothing is given.
    grave = obj("anger", "Anger", zone="graveyard", owner="you")
    with_mountain = final([grave, obj("m", "Mountain"), obj("bears", "Grizzly Bears"),
                           obj("ogre", "Gray Ogre", controller="opponent")], ruleset=ruleset)
    assert with_mountain["bears"]["abilities"] == ["haste"]
    assert with_mountain["ogre"]["abilities"] == []
    no_mountain = final([grave, obj("bears", "Grizzly Bears")], ruleset=ruleset)
    assert no_mountain["bears"]["abilities"] == []
    on_battlefield = final([obj("anger", "Anger"), obj("m", "Mountain"),
                            obj("bears", "Grizzly Bears")], ruleset=ruleset)
    assert on_battlefield["bears"]["abilities"] == []
    assert "haste" in on_battlefield["anger"]["abilities"]


@pytest.mark.parametrize("ruleset", BOTH)
def test_kitesail_corsair_flies_only_while_attacking(ruleset):
    board = final([obj("a", "Kitesail Corsair", attacking=True),
                   obj("b", "Kitesail Corsair")], ruleset=ruleset)
    assert "flying" in board["a"]["abilities"] and "flying" not in board["b"]["abilities"]


@pytest.mark.parametrize("ruleset", BOTH)
def test_gideon_blackblade_prevents_damage_to_itself_on_your_turn_only(ruleset):
    # Its replacement effect watches damage to itself "during your turn": 3 damage from the
    # Ogre is prevented on its controller's turn (nothing happens), dealt on the other's,
    # where Gideon is not a creature: the damage removes 3 loyalty counters (120.3c).
    objects = [obj("gideon", "Gideon Blackblade"), obj("ogre", "Gray Ogre", controller="opponent")]
    hit = [{"id": "hit", "damage": {"source": "ogre", "to": "gideon", "amount": 3}}]
    mine = replace_outcomes(objects, hit, ruleset)
    assert mine["hit"] == [()]
    theirs = replace_outcomes(objects, hit, ruleset, active_player="opponent")
    assert [[e.short() for e in o] for o in theirs["hit"]] == [["3 damage from ogre to gideon",
                                                              "3 loyalty counters removed from gideon"]]
