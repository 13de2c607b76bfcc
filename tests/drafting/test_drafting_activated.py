"""Activated abilities drafted as the effects they create when they resolve (issue 39,
item 3; ``phrases.activated``), and every other activated or mana ability said to be not
read: a drafted card never means less than its text in silence."""
from __future__ import annotations

import pytest

from mtglogic.drafting import OracleCard, draft
from mtglogic.loading.cards import parse_card
from mtglogic.node import Node

SHIELD = {"resolved": True,
          "watch": {"event": "zone_change", "object": {"self": True}, "cause": ["destroy"]},
          "instead": {"regenerate": True}}
PUMP = {"duration": "end_of_turn", "effects": [{"modify_pt": [1, 1]}]}


def drafted(text: str, type_line: str = "Creature — Shade") -> tuple[list, list[str]]:
    """The abilities a creature's text drafts to, checked to load, and what was said."""
    result = draft(OracleCard("Test Card", text, type_line, "{1}", "1", "1"))
    parse_card(Node(result.card, "<test>", "", 1))
    return result.card.get("abilities", []), result.untranslated


def test_a_regeneration_ability_keeps_its_text_and_adds_its_shield() -> None:
    # Charging Troll's hand-checked form: the activated ability as text, then the shield
    # it makes as it resolves (614.8; 701.19a in 2026, 701.12a in 2011).
    line = "{G}: Regenerate this creature."
    abilities, said = drafted(line)
    assert abilities == [{"activated": line},
                         {"replacement": {"text": "Regenerate this creature.", **SHIELD}}]
    assert said == []


def test_an_activation_restriction_is_the_abilitys_not_its_effects() -> None:
    # "Activate only once each turn" restricts activating it (602.5b): not an effect.
    line = "{B}: This creature gets +1/+1 until end of turn. Activate only once each turn."
    abilities, said = drafted(line)
    assert abilities == [{"activated": line}, {"spell": {
        "text": "This creature gets +1/+1 until end of turn.", **PUMP}}]
    assert said == []


@pytest.mark.parametrize("line", [
    "{T}: Draw a card.",  # a one-shot effect (611.2): nothing in force to draft
    "{T}: Add {G}.",  # a mana ability (605.1a)
    "Equip {2}",
    "{T}: Prevent the next X damage that would be dealt to any target this turn, where X is "
    "the number of Clerics on the battlefield.",  # X counted as it resolves (608.2h)
    "{T}: This creature gets +X/+0 until end of turn, where X is its toughness.",
])
def test_an_activated_ability_whose_effect_is_not_read_is_said(line: str) -> None:
    abilities, said = drafted(line, "Artifact Creature — Golem")
    assert said == [line]
    assert len(abilities) == 1 and next(iter(abilities[0].values())) == line


def test_of_an_effect_of_several_sentences_the_unread_ones_are_said() -> None:
    # The shield is drafted from its sentence; drawing is a one-shot effect, said.
    line = "{1}{B}: Regenerate this creature. Draw a card."
    abilities, said = drafted(line)
    assert abilities == [{"activated": line},
                         {"replacement": {"text": "Regenerate this creature.", **SHIELD}}]
    assert said == ["Draw a card."]


@pytest.mark.parametrize(("text", "type_line"), [
    ("Regenerate this creature.", "Creature — Troll"),  # a static line is no effect
    ("Regenerate Test Card.", "Instant"),  # "~" of a spell is the spell, not a creature
    ("Test Card gets +1/+1 until end of turn.", "Instant"),
])
def test_the_source_of_an_effect_is_read_only_in_an_activated_ability(
        text: str, type_line: str) -> None:
    result = draft(OracleCard("Test Card", text, type_line, "{1}",
                              "1" if "Creature" in type_line else None,
                              "1" if "Creature" in type_line else None))
    assert result.untranslated == [text]


@pytest.mark.parametrize(("text", "data"), [
    # Reknit: a shield on the spell's own target (614.8; 701.19a / 701.12a)
    ("Regenerate target permanent.",
     {"resolved": True, "watch": {"event": "zone_change", "targeted": True,
                                  "cause": ["destroy"]}, "instead": {"regenerate": True}}),
    # the target's state while the effect lasts (701.19c; 701.12c in 2011)
    ("Target creature can't be regenerated this turn.",
     {"resolved": True, "watch": {"event": "zone_change", "targeted": True},
      "cant_be_regenerated": True}),
])
def test_a_spell_sentence_watching_its_own_target_is_drafted(text: str, data: dict) -> None:
    # The target a sentence names itself is known (115.1); only a "that creature" with no
    # one target before it is not.
    result = draft(OracleCard("Test Card", text, "Instant", "{1}{G}"))
    assert result.untranslated == []
    assert result.card["abilities"] == [{"replacement": {"text": text, **data}}]
