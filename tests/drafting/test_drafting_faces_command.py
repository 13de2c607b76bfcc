"""``mtglogic cards draft --from FILE`` drafts a card of two faces face by face (issue 19,
item 5): a double-faced card (712 in 2026, 711 in 2011) and a Room (a split card, 709.5 in
2026; 2011 has no Rooms). The fixture is written by hand in Scryfall's list format, from the
cards' Oracle text. The card file is named as the loader requires: a double-faced card by its
front face (712.8a), a split card "A // B" (709.4), whatever name the command was given.
"""
from __future__ import annotations

from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner

from mtglogic.cli import main
from mtglogic.loading.cards import parse_card
from mtglogic.node import Node

FACES = Path(__file__).parent / "fixtures" / "scryfall-faces.json"


def draft_from(name: str):
    return CliRunner().invoke(main, ["cards", "draft", "--from", str(FACES), "--name", name])


@pytest.mark.parametrize("name", ["Delver of Secrets", "insectile aberration",
                                  "Delver of Secrets // Insectile Aberration"])
def test_a_double_faced_card_is_drafted_face_by_face(name):
    result = draft_from(name)
    assert result.exit_code == 0, result.stderr
    card = yaml.safe_load(result.stdout)
    assert (card["name"], card["layout"]) == ("Delver of Secrets", "transform")
    front, back = card["faces"]
    assert (front["name"], front["power"], front["toughness"]) == ("Delver of Secrets", 1, 1)
    assert list(front["abilities"][0]) == ["triggered"]  # "At the beginning ..." (603.1)
    # the back face: its own characteristics, color from its indicator (204), flying
    assert (back["name"], back["power"], back["toughness"]) == ("Insectile Aberration", 3, 2)
    assert back["color_indicator"] == ["blue"] and back["abilities"] == ["flying"]
    # its upkeep trigger looks at and reveals cards, which no instruction says: it stays
    # text, and is said
    assert result.stderr.startswith("mtglogic: warning: left as text, not translated: 'At "
                                    "the beginning of your upkeep, look at the top card")
    assert len(result.stderr.splitlines()) == 1
    parse_card(Node(card, "<test>", "", 1))


def test_a_room_is_drafted_door_by_door():
    result = draft_from("Forgotten Cellar")
    assert result.exit_code == 0, result.stderr
    card = yaml.safe_load(result.stdout)
    assert (card["name"], card["layout"]) == ("Walk-In Closet // Forgotten Cellar", "split")
    closet, cellar = card["faces"]
    assert (closet["types"], closet["subtypes"]) == (["Enchantment"], ["Room"])
    # the Walk-In Closet door: "You may play lands from your graveyard." is a permission,
    # a rules effect (613.11) for you, of land cards, from your graveyard (305.1, 601.3);
    # the Forgotten Cellar door's trigger is kept as a triggered ability
    assert closet["abilities"][0]["static"]["rules"] == [
        {"may_play_from": {"players": "you", "from": "graveyard", "cards": {"type": "land"}}}]
    assert list(cellar["abilities"][0]) == ["triggered"]
    # "when you unlock this door" is no trigger word yet: the ability stays text, and is said
    assert result.stderr.startswith("mtglogic: warning: left as text, not translated: 'When "
                                    "you unlock this door")
    assert len(result.stderr.splitlines()) == 1
