"""Cards that change lands: land types (305.6-7), supertypes, lands becoming creatures."""
from __future__ import annotations

import pytest
from cards_support import BOTH, abilities, final, obj, pt, run

G, U, B, R, W = ("{T}: Add {G}.", "{T}: Add {U}.", "{T}: Add {B}.", "{T}: Add {R}.",
                 "{T}: Add {W}.")
URBORG_TEXT = "Each land is a Swamp in addition to its other land types."


@pytest.mark.parametrize("name,land_type,mana", [
    ("Forest", "Forest", G), ("Island", "Island", U), ("Swamp", "Swamp", B),
    ("Mountain", "Mountain", R), ("Plains", "Plains", W)])
def test_basic_lands_have_their_type_and_its_mana_ability(name, land_type, mana):
    # A basic land: Basic Land - <type>, colorless, and the intrinsic ability of its type (305.6).
    chars = final([obj("land", name)])["land"]
    assert chars["types"] == ["land"] and chars["supertypes"] == ["basic"]
    assert chars["subtypes"] == [land_type] and chars["colors"] == []
    assert chars["abilities"] == [mana]


@pytest.mark.parametrize("ruleset", BOTH)
def test_blood_moon_applies_before_urborg_whatever_the_timestamps(ruleset):
    # Urborg's ability depends on Blood Moon (Blood Moon removes it, 613.8a), so Blood Moon
    # applies first even though Urborg is older: Urborg is a Mountain with no ability of its
    # own, and the basic Forest never becomes a Swamp.
    board = final([obj("urborg", "Urborg, Tomb of Yawgmoth", timestamp=1),
                   obj("moon", "Blood Moon", timestamp=2),
                   obj("forest", "Forest", timestamp=3)], ruleset=ruleset)
    assert board["urborg"]["subtypes"] == ["Mountain"]
    assert board["urborg"]["abilities"] == [R]
    assert board["urborg"]["supertypes"] == ["legendary"]
    assert board["forest"]["subtypes"] == ["Forest"] and board["forest"]["abilities"] == [G]


def test_magus_of_the_moon_makes_yavimaya_a_plain_mountain():
    # Same ability as Blood Moon on a 2/2 creature: Yavimaya loses its Forest-granting text.
    board = final([obj("magus", "Magus of the Moon"), obj("yavimaya", "Yavimaya, Cradle of Growth"),
                   obj("island", "Island")])
    assert board["yavimaya"]["subtypes"] == ["Mountain"] and board["yavimaya"]["abilities"] == [R]
    assert board["island"]["subtypes"] == ["Island"]
    assert pt(board["magus"]) == (2, 2) and board["magus"]["subtypes"] == ["Human", "Wizard"]


def test_urborg_makes_every_land_a_swamp_too():
    # "In addition to": the Forest keeps its type and gains Swamp with its mana ability.
    board = final([obj("urborg", "Urborg, Tomb of Yawgmoth"), obj("forest", "Forest"),
                   obj("their-island", "Island", controller="opponent")])
    assert board["forest"]["subtypes"] == ["Forest", "Swamp"]
    assert abilities(board["forest"]) == {G, B}
    assert board["their-island"]["subtypes"] == ["Island", "Swamp"]
    assert abilities(board["urborg"]) == {URBORG_TEXT, B}


@pytest.mark.parametrize("ruleset", BOTH)
def test_life_and_limb_waits_for_yavimaya(ruleset):
    # Life and Limb depends on Yavimaya (which makes more lands Forests), so Yavimaya applies
    # first although Life and Limb is older: every land, Yavimaya included, is a Forest and
    # so a green 1/1 Saproling creature land.
    board = final([obj("life", "Life and Limb", timestamp=1),
                   obj("yavimaya", "Yavimaya, Cradle of Growth", timestamp=2),
                   obj("island", "Island", timestamp=3)], ruleset=ruleset)
    for land in ("island", "yavimaya"):
        assert board[land]["types"] == ["creature", "land"]
        assert "Forest" in board[land]["subtypes"] and "Saproling" in board[land]["subtypes"]
        assert board[land]["colors"] == ["green"] and pt(board[land]) == (1, 1)
    assert board["island"]["subtypes"] == ["Forest", "Island", "Saproling"]
    assert abilities(board["island"]) == {U, G}
    assert "power" not in board["life"]


@pytest.mark.parametrize("ruleset", BOTH)
def test_rootpath_purifier_shields_your_lands_from_blood_moon(ruleset):
    # Blood Moon depends on Rootpath Purifier (which changes which lands are nonbasic), so the
    # Purifier applies first: your Urborg is basic and keeps its ability; a land card in your
    # library is basic too. The opponent's Svogthos is still nonbasic and becomes a Mountain.
    board = final([obj("moon", "Blood Moon", controller="opponent", timestamp=1),
                   obj("purifier", "Rootpath Purifier", timestamp=2),
                   obj("urborg", "Urborg, Tomb of Yawgmoth", timestamp=3),
                   obj("svogthos", "Svogthos, the Restless Tomb", controller="opponent",
                       timestamp=4),
                   obj("in-library", "Yavimaya, Cradle of Growth", zone="library", owner="you")],
                  ruleset=ruleset)
    assert board["urborg"]["supertypes"] == ["basic", "legendary"]
    assert abilities(board["urborg"]) == {URBORG_TEXT, B}
    assert board["in-library"]["supertypes"] == ["basic", "legendary"]
    assert board["svogthos"]["supertypes"] == []
    # Blood Moon and Urborg: timestamp order (neither depends on the other), Urborg last.
    assert board["svogthos"]["subtypes"] == ["Mountain", "Swamp"]
    assert abilities(board["svogthos"]) == {R, B}


@pytest.mark.parametrize("ruleset", BOTH)
def test_dryad_arbor_is_a_green_forest_creature_and_blood_moon_changes_its_land_type(ruleset):
    # A nonbasic Land Creature - Forest Dryad, green by color indicator; under Blood Moon its
    # land type becomes Mountain (305.7 keeps the creature type Dryad) and it taps for {R}.
    alone = final([obj("arbor", "Dryad Arbor")], ruleset=ruleset)["arbor"]
    assert alone["types"] == ["creature", "land"] and alone["subtypes"] == ["Dryad", "Forest"]
    assert alone["colors"] == ["green"] and pt(alone) == (1, 1) and alone["abilities"] == [G]
    assert alone["mana_value"] == 0
    mooned = final([obj("arbor", "Dryad Arbor"), obj("moon", "Blood Moon")],
                   ruleset=ruleset)["arbor"]
    assert mooned["subtypes"] == ["Dryad", "Mountain"] and mooned["abilities"] == [R]
    assert mooned["colors"] == ["green"] and pt(mooned) == (1, 1)


def test_dryad_of_the_ilysian_grove_gives_your_lands_every_basic_land_type():
    # Your lands gain all five basic land types and their mana abilities; the opponent's do
    # not; the extra land drop is an effect on the rules, recorded after the layers.
    board = final([obj("dryad", "Dryad of the Ilysian Grove"), obj("forest", "Forest"),
                   obj("their-island", "Island", controller="opponent")])
    assert board["forest"]["subtypes"] == ["Forest", "Island", "Mountain", "Plains", "Swamp"]
    assert abilities(board["forest"]) == {W, U, B, R, G}
    assert board["their-island"]["subtypes"] == ["Island"]
    assert pt(board["dryad"]) == (2, 4)
    assert board["dryad"]["types"] == ["creature", "enchantment"]
    found = run([obj("dryad", "Dryad of the Ilysian Grove")]).outcomes[0].run.rules
    assert [(r.word, r.players) for r in found] == [("additional_land", ["you"])]  # 305.2


@pytest.mark.parametrize("ruleset", BOTH)
@pytest.mark.parametrize("omen_first", [True, False])
def test_prismatic_omen_and_blood_moon_go_in_timestamp_order(ruleset, omen_first):
    # Neither depends on the other (613.8a): timestamp order. Omen then Blood Moon: the
    # nonbasic land ends up only a Mountain; Blood Moon then Omen: a Mountain with every other
    # basic land type added back. Either way Svogthos's own abilities are gone (305.7).
    stamps = (1, 2) if omen_first else (2, 1)
    board = final([obj("omen", "Prismatic Omen", timestamp=stamps[0]),
                   obj("moon", "Blood Moon", timestamp=stamps[1]),
                   obj("svogthos", "Svogthos, the Restless Tomb", timestamp=3)],
                  ruleset=ruleset)["svogthos"]
    if omen_first:
        assert board["subtypes"] == ["Mountain"] and board["abilities"] == [R]
    else:
        assert board["subtypes"] == ["Forest", "Island", "Mountain", "Plains", "Swamp"]
        assert abilities(board) == {W, U, B, R, G}


SVOGTHOS_EFFECT = {
    "source": "svogthos", "targets": ["svogthos"],
    "effects": [
        {"add_types": ["creature"]}, {"add_subtypes": ["Plant", "Zombie"]},
        {"set_colors": ["black", "green"]},
        {"add_abilities": [{"static": {
            "text": "This creature's power and toughness are each equal to the number of "
                    "creature cards in your graveyard.",
            "applies_to": {"self": True},
            "effects": [{"set_pt": [
                {"count": {"type": "creature", "owner": "you", "zone": "graveyard"}},
                {"count": {"type": "creature", "owner": "you", "zone": "graveyard"}}]}]}}]}]}


@pytest.mark.parametrize("ruleset", BOTH)
def test_svogthos_becomes_a_creature_sized_by_your_graveyard(ruleset):
    # Two creature cards in your graveyard (Dryad Arbor counts; Giant Growth does not; the
    # opponent's Grizzly Bears is not in your graveyard): a black and green 2/2 Plant Zombie
    # land creature.
    board = final([obj("svogthos", "Svogthos, the Restless Tomb"),
                   obj("g1", "Gray Ogre", zone="graveyard", owner="you"),
                   obj("g2", "Dryad Arbor", zone="graveyard", owner="you"),
                   obj("g3", "Giant Growth", zone="graveyard", owner="you"),
                   obj("g4", "Grizzly Bears", zone="graveyard", owner="opponent")],
                  [SVOGTHOS_EFFECT], ruleset=ruleset)["svogthos"]
    assert board["types"] == ["creature", "land"] and board["subtypes"] == ["Plant", "Zombie"]
    assert board["colors"] == ["black", "green"] and pt(board) == (2, 2)
    assert "{T}: Add {C}." in board["abilities"]


@pytest.mark.parametrize("ruleset", BOTH)
def test_kormus_bell_waits_for_urborg(ruleset):
    # Kormus Bell depends on Urborg (Urborg makes more lands Swamps), so even when the Bell is
    # older, the Forest is a Swamp first and then a black 1/1 land creature.
    board = final([obj("bell", "Kormus Bell", timestamp=1),
                   obj("urborg", "Urborg, Tomb of Yawgmoth", timestamp=2),
                   obj("forest", "Forest", timestamp=3)], ruleset=ruleset)
    for land in ("forest", "urborg"):
        assert board[land]["types"] == ["creature", "land"]
        assert board[land]["colors"] == ["black"] and pt(board[land]) == (1, 1)
    assert "power" not in board["bell"]


def test_living_lands_animates_only_forests():
    # Forests are 1/1 creatures (still colorless lands); the Island is untouched.
    board = final([obj("living", "Living Lands"), obj("forest", "Forest"), obj("island", "Island")])
    assert board["forest"]["types"] == ["creature", "land"] and pt(board["forest"]) == (1, 1)
    assert board["forest"]["colors"] == []
    assert board["island"]["types"] == ["land"] and "power" not in board["island"]


def test_spreading_seas_turns_off_urborg():
    # The enchanted Urborg is an Island and loses its ability (305.7), so the Forest is no
    # longer a Swamp.
    board = final([obj("urborg", "Urborg, Tomb of Yawgmoth", timestamp=1),
                   obj("seas", "Spreading Seas", attached_to="urborg", controller="opponent",
                       timestamp=2),
                   obj("forest", "Forest", timestamp=3)])
    assert board["urborg"]["subtypes"] == ["Island"] and board["urborg"]["abilities"] == [U]
    assert board["forest"]["subtypes"] == ["Forest"]


def test_evil_presence_makes_the_enchanted_land_a_swamp():
    # Only the enchanted Forest: it is a Swamp instead of a Forest and taps for {B}.
    board = final([obj("forest", "Forest"), obj("other", "Forest"),
                   obj("presence", "Evil Presence", attached_to="forest")])
    assert board["forest"]["subtypes"] == ["Swamp"] and board["forest"]["abilities"] == [B]
    assert board["forest"]["supertypes"] == ["basic"]
    assert board["other"]["subtypes"] == ["Forest"]
