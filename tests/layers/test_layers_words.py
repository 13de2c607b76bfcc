"""Layer words for real cards (issue 11, item 6): every creature type and all land types
(205.3i, 205.3m, 702.73a), losing all abilities but mana abilities, abilities had from
other objects (113.10, with 613.8 dependency), protection from a chosen color (702.16a),
and selectors by a chosen subtype or name. Expected values are worked out by hand in each
test's comment."""
from __future__ import annotations

import json

import pytest
from click.testing import CliRunner
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

from mtglogic.cli import main
from mtglogic.errors import InputError
from mtglogic.loading.rulesets import load_ruleset

EVERY_CREATURE_TYPE = static("Changeling: this object is every creature type.", {"self": True},
                             [{"add_subtypes": [{"all": "creature_types"}]}], cda=True,
                             functions_in=["battlefield", "graveyard", "hand", "library"])

# The creature types of 205.3m: how many, and whether Time Lord (2023) is one.
CREATURE_TYPES = {"cr-2026": (315, True), "cr-2011": (224, False)}


def changeling(oid: str, **kw) -> dict:
    return creature(oid, 1, 1, subtypes=["Shapeshifter"], abilities=[EVERY_CREATURE_TYPE], **kw)


@pytest.mark.parametrize("ruleset", BOTH)
def test_an_object_with_every_creature_type_is_matched_by_each_one(ruleset):
    # 702.73a (702.71a in 2011): a changeling is every creature type, so a Goblin lord's
    # +1/+1 and an Elf lord's +1/+1 both apply: 1/1 + 1/1 + 1/1 = 3/3. It has all the
    # creature types of its ruleset's 205.3m and nothing else: 315 in 2026 (Time Lord among
    # them, the one two-word type), the 224 the 2011-09-30 list names (no Time Lord yet).
    data = board([changeling("mimic"),
                  anthem("goblin-lord", {"subtype": ["Goblin"]}),
                  anthem("elf-lord", {"subtype": ["Elf"]})])
    mimic = final(data, ruleset)["mimic"]
    assert pt(mimic) == (3, 3)
    count, newest = CREATURE_TYPES[ruleset]
    assert len(mimic["subtypes"]) == count and ("Time Lord" in mimic["subtypes"]) is newest
    assert "Forest" not in mimic["subtypes"]


@pytest.mark.parametrize("ruleset", BOTH)
def test_setting_the_creature_type_overrides_every_creature_type(ruleset):
    # Conspiracy naming Elf: the changeling's CDA applies first in layer 4 (613.3 / 613.2),
    # then the creature types become Elf alone (205.3d). So the Goblin lord no longer
    # applies, the Elf lord does: 1/1 + 1/1 = 2/2.
    conspiracy = enchantment("conspiracy", static(
        "Creatures you control are the chosen type.", {"type": "creature", "controller": "you"},
        [{"set_creature_types": [{"chosen": "creature_type"}]}]),
        choices={"creature_type": "Elf"})
    data = board([changeling("mimic"), conspiracy,
                  anthem("goblin-lord", {"subtype": ["Goblin"]}),
                  anthem("elf-lord", {"subtype": ["Elf"]})])
    mimic = final(data, ruleset)["mimic"]
    assert mimic["subtypes"] == ["Elf"] and pt(mimic) == (2, 2)


@pytest.mark.parametrize("ruleset", BOTH)
@pytest.mark.parametrize("zone", ["battlefield", "graveyard", "hand", "exile"])
def test_the_changeling_keyword_alone_is_every_creature_type_in_every_zone(ruleset, zone):
    # 702.73a (702.71a in 2011): changeling is a characteristic-defining ability that works
    # everywhere: an object with the keyword and nothing else has every creature type of
    # its ruleset's list, in any zone: 315 in 205.3m today, 224 in 2011's 205.3m.
    shifter = creature("shifter", 1, 1, subtypes=["Shapeshifter"], abilities=["changeling"],
                       zone=zone)
    chars = final(board([shifter]), ruleset)["shifter"]
    count = {"cr-2026": 315, "cr-2011": 224}[ruleset]
    assert len(chars["subtypes"]) == count and "Goblin" in chars["subtypes"]


@pytest.mark.parametrize("ruleset", BOTH)
def test_the_changeling_keyword_applies_before_a_type_setting_effect_of_earlier_timestamp(ruleset):
    # Conspiracy (timestamp 1) naming Elf, a changeling (timestamp 2): in layer 4 the
    # keyword's characteristic-defining ability applies first (613.3; 613.2 in 2011), then
    # Conspiracy sets the creature types to Elf alone. Were changeling applied in timestamp
    # order, after Conspiracy, the creature would be every creature type.
    conspiracy = enchantment("conspiracy", static(
        "Creatures you control are the chosen type.", {"type": "creature", "controller": "you"},
        [{"set_creature_types": [{"chosen": "creature_type"}]}]),
        choices={"creature_type": "Elf"}, timestamp=1)
    printed = creature("shifter", 1, 1, subtypes=["Shapeshifter"], abilities=["changeling"],
                       timestamp=2)
    result = run(board([conspiracy, printed]), ruleset)
    assert result.board["shifter"].subtypes == frozenset(["Elf"])
    steps = [s for s in result.outcomes[0].run.steps if s.layer == "4"]
    assert [s.effect for s in steps] == ["shifter:changeling", "conspiracy#0"]
    assert {"702.73a": R2026, "702.71a": R2011}[steps[0].text.split("(")[-1].rstrip(")")] \
        == ruleset


@pytest.mark.parametrize("ruleset", BOTH)
def test_every_creature_type_set_by_an_effect_on_a_noncreature_changes_only_creatures(ruleset):
    # "Creatures you control are every creature type" (Maskwood Nexus) does not reach an
    # enchantment: it keeps its own subtypes (Aura), gains none.
    nexus = enchantment("nexus", static("Creatures you control are every creature type.",
                                        {"type": "creature", "controller": "you"},
                                        [{"add_subtypes": [{"all": "creature_types"}]}]),
                        types=["artifact"])
    aura = enchantment("aura", subtypes=["Aura"])
    result = final(board([nexus, aura, creature("bears", subtypes=["Bear"])]), ruleset)
    assert result["aura"]["subtypes"] == ["Aura"]
    assert "Bear" in result["bears"]["subtypes"] and "Zubera" in result["bears"]["subtypes"]


@pytest.mark.parametrize("ruleset", BOTH)
def test_losing_all_land_types_loses_the_intrinsic_mana_ability(ruleset):
    # Alpine Moon naming Urza's Tower (a chosen name, 201.2): the opponent's land loses its
    # land types Urza's and Tower (205.3i) and its abilities, and gains "{T}: Add one mana
    # of any color." A Forest of the same opponent, not of that name, keeps its type and
    # its intrinsic {G} ability (305.6).
    moon = enchantment("moon", static(
        "Lands your opponents control with the chosen name lose all land types and abilities, "
        "and they gain \"{T}: Add one mana of any color.\"",
        {"type": "land", "controller": "opponent", "name": [{"chosen": "name"}]},
        [{"remove_subtypes": [{"all": "land_types"}]}, {"remove_all_abilities": True},
         {"add_abilities": [{"mana": "{T}: Add one mana of any color."}]}]),
        choices={"name": "Urza's Tower"})
    tower = {"id": "tower", "name": "Urza's Tower", "types": ["land"], "controller": "opponent",
             "subtypes": ["Urza's", "Tower"], "abilities": [{"mana": "{T}: Add {C}."}]}
    forest = {"id": "forest", "name": "Forest", "types": ["land"], "controller": "opponent",
              "subtypes": ["Forest"], "supertypes": ["basic"]}
    result = final(board([moon, tower, forest]), ruleset)
    assert result["tower"]["subtypes"] == []
    assert result["tower"]["abilities"] == ["{T}: Add one mana of any color."]
    assert result["forest"]["subtypes"] == ["Forest"]
    assert result["forest"]["abilities"] == ["{T}: Add {G}."]


@pytest.mark.parametrize("ruleset", BOTH)
def test_every_basic_land_type_gives_each_mana_ability(ruleset):
    # A land that is every basic land type has the five intrinsic mana abilities (305.6).
    omen = enchantment("omen", static("Lands you control are every basic land type.",
                                      {"type": "land", "controller": "you"},
                                      [{"add_subtypes": [{"all": "basic_land_types"}]}]))
    wastes = {"id": "wastes", "name": "Wastes", "types": ["land"], "supertypes": ["basic"]}
    land = final(board([omen, wastes]), ruleset)["wastes"]
    assert land["subtypes"] == ["Forest", "Island", "Mountain", "Plains", "Swamp"]
    assert sorted(land["abilities"]) == ["{T}: Add {B}.", "{T}: Add {G}.", "{T}: Add {R}.",
                                         "{T}: Add {U}.", "{T}: Add {W}."]


@pytest.mark.parametrize("ruleset", BOTH)
def test_setting_land_types_replaces_every_listed_land_type(ruleset):
    # 305.7 with 205.3i's list: a Locus land (a land type in both lists) under "nonbasic
    # lands are Mountains" is a Mountain only, with {T}: Add {R} only; its artifact type
    # stays.
    moon = enchantment("moon", static("Nonbasic lands are Mountains.",
                                      {"type": "land", "not": {"supertype": "basic"}},
                                      [{"set_land_types": ["Mountain"]}]))
    planet = {"id": "planet", "name": "Planet", "types": ["artifact", "land"],
              "subtypes": ["Locus", "Equipment"], "abilities": [{"mana": "{T}: Add {C}."}]}
    land = final(board([moon, planet]), ruleset)["planet"]
    assert land["subtypes"] == ["Equipment", "Mountain"] and land["abilities"] == ["{T}: Add {R}."]


def test_a_ruleset_lists_creature_and_land_types():
    # 205.3i lists 17 land types in 2026 (12 in 2011-09-30: Desert, Forest, Island, Lair,
    # Locus, Mine, Mountain, Plains, Power-Plant, Swamp, Tower, Urza's), five of them basic;
    # 205.3m 315 creature types (224 in 2011-09-30).
    for ruleset, lands in (("cr-2026", 17), ("cr-2011", 12)):
        lists = load_ruleset(ruleset).subtype_lists
        assert len(lists["land_types"]) == lands
        assert len(lists["creature_types"]) == CREATURE_TYPES[ruleset][0]
        assert lists["basic_land_types"] == {"Plains", "Island", "Swamp", "Mountain", "Forest"}


def test_every_kind_not_listed_is_refused():
    with pytest.raises(InputError, match="creature_types"):
        final(board([creature("x", abilities=[static("t", {"self": True},
                                                      [{"add_subtypes": [{"all": "elves"}]}])])]))


def mana_dork(oid: str, **kw) -> dict:
    return creature(oid, 1, 1, abilities=kw.pop("abilities", [
        "flying", {"mana": "{T}: Add {G}."}, {"activated": "{1}: This creature gets +1/+0."}]),
        **kw)


@pytest.mark.parametrize("ruleset", BOTH)
def test_losing_all_abilities_except_mana_abilities(ruleset):
    # "Loses all abilities except mana abilities": flying and the activated pump go, the
    # mana ability {T}: Add {G} stays (605.1a).
    effect = {"id": "e", "targets": ["dork"], "timestamp": 5,
              "effects": [{"remove_all_abilities": {"except": ["mana"]}}]}
    dork = final(board([mana_dork("dork")], [effect]), ruleset)["dork"]
    assert dork["abilities"] == ["{T}: Add {G}."]


OOZE = creature("ooze", 4, 3, name="Necrotic Ooze", abilities=[static(
    "As long as this creature is on the battlefield, it has all activated abilities of all "
    "creature cards in all graveyards.", {"self": True},
    [{"add_abilities_of": {"from": {"type": "creature", "zone": "graveyard"},
                           "kinds": ["activated"]}}])])


@pytest.mark.parametrize("ruleset", BOTH)
def test_abilities_had_from_creature_cards_in_graveyards(ruleset):
    # The Ooze has the activated abilities of the creature card in a graveyard, its mana
    # ability included (an activated mana ability is an activated ability, 605.1a), not its
    # keyword; nothing from a creature on the battlefield or a noncreature card in a
    # graveyard.
    rock = {"id": "rock", "name": "Rock", "types": ["artifact"], "zone": "graveyard",
            "abilities": [{"activated": "{2}, {T}: Draw a card."}]}
    data = board([OOZE, mana_dork("dead", zone="graveyard", owner="opponent"),
                  mana_dork("alive", abilities=[{"activated": "{B}: Regenerate this creature."}]),
                  rock])
    ooze = final(data, ruleset)["ooze"]
    assert ooze["abilities"] == [OOZE["abilities"][0]["static"]["text"], "{T}: Add {G}.",
                                 "{1}: This creature gets +1/+0."]


@pytest.mark.parametrize("ruleset", BOTH)
def test_abilities_had_from_graveyards_wait_for_an_effect_removing_them(ruleset):
    # A later effect makes creature cards in graveyards lose all abilities. Applying it
    # changes what the Ooze's effect does, so the Ooze's effect depends on it and waits
    # (613.8a-b / 613.7a-b): the Ooze ends with no borrowed ability, though its timestamp
    # is earlier.
    blank = enchantment("blank", static("Creature cards in graveyards lose all abilities.",
                                        {"type": "creature", "zone": "graveyard"},
                                        [{"remove_all_abilities": True}]), timestamp=9)
    data = board([OOZE, mana_dork("dead", zone="graveyard"), blank])
    ooze = final(data, ruleset)["ooze"]
    assert ooze["abilities"] == [OOZE["abilities"][0]["static"]["text"]]
    assert steps(data, ruleset, "6") == ["blank#0", "ooze#0"]


@pytest.mark.parametrize("ruleset", BOTH)
def test_protection_from_the_chosen_color(ruleset):
    # A resolved "gains protection from the color of your choice" with red chosen: the
    # creature has the keyword protection from red (702.16a), after its own flying.
    effect = {"id": "willing", "targets": ["bears"], "timestamp": 3, "choices": {"color": "red"},
              "effects": [{"add_protection": [{"chosen": "color"}]}]}
    bears = final(board([creature("bears", abilities=["flying"])], [effect]), ruleset)["bears"]
    assert bears["abilities"] == ["flying", "protection from red"]


@pytest.mark.parametrize("ruleset", BOTH)
def test_a_selector_by_the_chosen_creature_type(ruleset):
    # "Other creatures you control of the chosen type get +1/+1" with Elf chosen: the Elf
    # 2/2 becomes 3/3; the Goblin stays 2/2; the source itself is not "other".
    lord = creature("lord", 2, 2, subtypes=["Elf"], choices={"creature_type": "Elf"},
                    abilities=[static("Other creatures you control of the chosen type get +1/+1.",
                                      {"subtype": [{"chosen": "creature_type"}],
                                       "controller": "you", "other": True},
                                      [{"modify_pt": [1, 1]}])])
    result = final(board([lord, creature("elf", subtypes=["Elf"]),
                          creature("goblin", subtypes=["Goblin"])]), ruleset)
    assert (pt(result["lord"]), pt(result["elf"]), pt(result["goblin"])) == ((2, 2), (3, 3), (2, 2))


def test_a_selector_reading_a_choice_not_made_is_an_input_error():
    lord = creature("lord", abilities=[static("chosen name", {"name": [{"chosen": "name"}]},
                                              [{"modify_pt": [1, 1]}])])
    with pytest.raises(InputError, match="'name'"):
        final(board([lord]))


def test_the_table_says_every_creature_type_and_json_lists_them():
    # Mirror Entity (changeling) with Goblin King: the text table shows "(every creature
    # type)" instead of 315 words; JSON keeps the full list (Goblin among them), and the
    # King's +1/+1 applies: 2/2.
    runner = CliRunner()
    text = runner.invoke(main, ["layers", "--card", "Mirror Entity", "--card", "Goblin King"])
    assert text.exit_code == 0, text.output
    assert "Creature \u2014 (every creature type)" in text.output
    data = json.loads(runner.invoke(main, ["layers", "--card", "Mirror Entity", "--card",
                                           "Goblin King", "--json"]).output)
    entity = next(o for o in data["outcomes"][0]["objects"].values()
                  if o["name"] == "Mirror Entity")
    assert len(entity["subtypes"]) == 315 and "Goblin" in entity["subtypes"]
    assert (entity["power"], entity["toughness"]) == (2, 2)


@pytest.mark.parametrize("ruleset", BOTH)
def test_a_copy_keeping_its_own_card_types_drops_the_subtypes_that_do_not_fit(ruleset):
    # A creature that copies Dryad Arbor (Land Creature — Forest Dryad) except its card
    # types: a creature, so a Dryad; Forest is a land type, which a nonland can't have
    # (205.3d), and with it goes the intrinsic "{T}: Add {G}" (305.6).
    copier = creature("copier", 0, 0, abilities=[static(
        "Copy, except its card types.", {"self": True},
        [{"copy": {"of": "arbor", "except": ["card_types"]}}])])
    chars = final(board([{"id": "arbor", "card": "Dryad Arbor"}, copier]), ruleset)
    assert (chars["copier"]["types"], chars["copier"]["subtypes"]) == (["creature"], ["Dryad"])
    assert "{T}: Add {G}." not in chars["copier"]["abilities"]
