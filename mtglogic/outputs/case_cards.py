"""The cards a question names, each written out in full as a card file has it.

A case of the corpus (``mtglogic.outputs.cases``) is self-contained: besides its board it
carries every card the board names (``card: Grizzly Bears``, an effect's ``card``, a
melded or subgame card). ``CardRecorder`` notes each card the loader looks up while a
question is read; ``card_document`` writes one card in the card-file form
(docs/cards.md): the file itself for a card of a card file, else (a card drafted from its
Oracle text) its characteristics, text and abilities as the loader read them.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

from mtglogic.loading.cards import CardLibrary, colors_of_cost
from mtglogic.loading.yamlio import YAML_SUFFIXES, load_yaml
from mtglogic.model.cards import CardDef, CardFace, SubgameEffect
from mtglogic.model.frozen import thaw
from mtglogic.model.objects import Ability
from mtglogic.node import to_plain
from mtglogic.vocabulary.abilities import TEXT_KINDS


class CardRecorder(CardLibrary):
    """A library over ``base`` that keeps every card found through it, by its name."""

    def __init__(self, base: CardLibrary) -> None:
        super().__init__({}, base=base)
        self.found: dict[str, CardDef] = {}

    def find(self, name: str) -> CardDef | None:
        card = super().find(name)
        if card is not None:
            self.found[card.name] = card
        return card


def card_document(card: CardDef) -> dict[str, Any]:
    """CARD as a card file holds it: its own file when it has one, else written out."""
    path = Path(card.file) if card.file else None
    if path is not None and path.suffix in YAML_SUFFIXES and path.is_file():
        document = to_plain(load_yaml(path).value)
        if isinstance(document, dict) and document.get("name") == card.name:
            return document
    return written_card(card)


def written_card(card: CardDef) -> dict[str, Any]:
    """A card's data written in the card-file keys (the loader reads it back the same)."""
    if card.layout != "normal":
        document: dict[str, Any] = {"name": card.name, "layout": card.layout,
                                    "faces": [written_face(face) for face in card.faces]}
        if card.text:
            document["text"] = card.text
        return document
    document = written_face(card)
    if card.subgame != SubgameEffect():
        document["subgame"] = subgame_document(card.subgame)
    return document


def written_face(face: CardFace) -> dict[str, Any]:
    """One face's (or a one-faced card's) characteristics, text and abilities."""
    document: dict[str, Any] = {"name": face.name}
    if face.mana_cost:
        document["mana_cost"] = face.mana_cost
    if face.colors != colors_of_cost(face.mana_cost):
        document["colors"] = sorted(face.colors)
    for key, values in (("types", face.card_types), ("subtypes", face.subtypes),
                        ("supertypes", face.supertypes)):
        if values:
            document[key] = sorted(values)
    for key, stat in (("power", face.power), ("toughness", face.toughness),
                      ("loyalty", face.loyalty)):
        if stat is not None:
            document[key] = stat
    if "creature" in face.card_types and face.power is None:  # defined by an ability
        document["power"] = document["toughness"] = "*"
    if face.text:
        document["text"] = face.text
    if face.abilities:
        document["abilities"] = [ability_document(a) for a in face.abilities]
    return document


def ability_document(ability: Ability) -> Any:
    """One ability in the vocabulary: a keyword, a text-only ability, or its definition."""
    if ability.kind == "keyword":
        return ability.text
    if ability.data is None or (ability.kind in TEXT_KINDS and ability.kind != "triggered"):
        return {ability.kind: ability.text}  # a triggered ability as data is written as such
    return {ability.kind: thaw(ability.data)}


def subgame_document(effect: SubgameEffect) -> dict[str, Any]:
    """A card's ``subgame`` key (docs/subgame.md)."""
    document: dict[str, Any] = {}
    if effect.creates_subgame:
        document["creates_subgame"] = True
    if effect.non_winners_lose is not None:
        document["non_winners_lose_life"] = effect.non_winners_lose
    if effect.bring_types is not None:
        document["bring_from_outside"] = {"types": list(effect.bring_types),
                                          "to": effect.bring_to}
    if effect.then != "graveyard":
        document["then"] = effect.then
    return document
