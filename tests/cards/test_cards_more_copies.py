"""More cards (issue 12): copy effects (layer 1), control (layer 2), a type-changing Aura
(layers 4 and 5 with 305.7) and a spell that damages everything at once."""
from __future__ import annotations

import pytest
from cards_support import BOTH, final, obj, pt, replace_outcomes


@pytest.mark.parametrize("ruleset", BOTH)
def test_phyrexian_metamorph_copies_and_is_an_artifact(ruleset):
    # A copy of Grizzly Bears that is also an artifact: green 2/2 artifact creature Bear.
    # A Clone copying the Metamorph copies the exception too (it is part of the copiable
    # values, 707.9b): also an artifact creature named Grizzly Bears.
    board = final([obj("bears", "Grizzly Bears", controller="opponent"),
                   obj("meta", "Phyrexian Metamorph", copy_of="bears"),
                   obj("clone", "Clone", copy_of="meta")], ruleset=ruleset)
    for oid in ("meta", "clone"):
        chars = board[oid]
        assert (chars["name"], chars["types"], chars["colors"], pt(chars)) == \
            ("Grizzly Bears", ["artifact", "creature"], ["green"], (2, 2))


def test_phyrexian_metamorph_copying_a_noncreature_artifact():
    # A copy of Worn Powerstone: an artifact, not a creature; it has the Powerstone's mana
    # ability. Uncopied, it is a blue 0/0 artifact creature (mana value 4).
    board = final([obj("stone", "Worn Powerstone"),
                   obj("meta", "Phyrexian Metamorph", copy_of="stone")])
    assert board["meta"]["types"] == ["artifact"] and "power" not in board["meta"]
    assert "{T}: Add {C}{C}." in board["meta"]["abilities"]
    alone = final([obj("meta", "Phyrexian Metamorph")])["meta"]
    assert (pt(alone), alone["colors"], alone["mana_value"]) == ((0, 0), ["blue"], 4)


@pytest.mark.parametrize("ruleset", BOTH)
def test_steal_enchantment_takes_an_anthem(ruleset):
    # You control the opponent's Glorious Anthem (layer 2), so "creatures you control" are
    # now yours: your Savannah Lions 3/2, the opponent's Elite Vanguard 2/1.
    board = final([obj("anthem", "Glorious Anthem", controller="opponent"),
                   obj("steal", "Steal Enchantment", attached_to="anthem"),
                   obj("lions", "Savannah Lions"),
                   obj("vanguard", "Elite Vanguard", controller="opponent")], ruleset=ruleset)
    assert board["anthem"]["controller"] == "you"
    assert pt(board["lions"]) == (3, 2) and pt(board["vanguard"]) == (2, 1)


def test_mirage_mirror_becomes_a_copy_until_end_of_turn():
    # The resolved effect of its ability: a copy of Grizzly Bears, so a 2/2 green creature
    # that is no longer an artifact.
    board = final([obj("mirror", "Mirage Mirror"), obj("bears", "Grizzly Bears")],
                  [{"source": "mirror", "targets": ["mirror"],
                    "effects": [{"copy": {"of": "bears"}}]}])
    assert (board["mirror"]["name"], board["mirror"]["types"], pt(board["mirror"])) == \
        ("Grizzly Bears", ["creature"], (2, 2))


@pytest.mark.parametrize("ruleset", BOTH)
def test_song_of_the_dryads_makes_a_creature_a_colorless_forest(ruleset):
    # Akroma becomes a colorless Forest land: no creature type, no keywords, only the
    # Forest's mana ability; she stays legendary. Not a creature, she has no power or
    # toughness (208.3), though her card has a printed 6/6.
    board = final([obj("akroma", "Akroma, Angel of Wrath", controller="opponent"),
                   obj("song", "Song of the Dryads", attached_to="akroma"),
                   obj("anthem", "Glorious Anthem", controller="opponent")], ruleset=ruleset)
    akroma = board["akroma"]
    assert (akroma["types"], akroma["subtypes"], akroma["colors"]) == (["land"], ["Forest"], [])
    assert akroma["abilities"] == ["{T}: Add {G}."]
    assert akroma["supertypes"] == ["legendary"]
    assert "power" not in akroma and "toughness" not in akroma


@pytest.mark.parametrize("ruleset", BOTH)
def test_volcanic_fallout_with_urzas_armor(ruleset):
    # One event: 2 to each player and to the Hill Giant. Urza's Armor prevents 1 of the 2 to
    # you; the rest is dealt. One effect applies: one order.
    answers = replace_outcomes(
        [obj("fallout", "Volcanic Fallout", zone="stack", owner="opponent"),
         obj("armor", "Urza's Armor"), obj("giant", "Hill Giant", controller="opponent")],
        [{"id": "fallout", "at_once": [
            {"damage": {"source": "fallout", "to": "you", "amount": 2}},
            {"damage": {"source": "fallout", "to": "opponent", "amount": 2}},
            {"damage": {"source": "fallout", "to": "giant", "amount": 2}}]}], ruleset)
    assert [sorted(e.short() for e in o) for o in answers["fallout"]] == [[
        "1 damage from fallout to you", "2 damage from fallout to giant",
        "2 damage from fallout to opponent", "2 damage marked on giant",
        "opponent loses 2 life", "you lose 1 life"]]
