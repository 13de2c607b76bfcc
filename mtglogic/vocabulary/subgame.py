"""The ``subgame`` key of a card: what resolving it does to subgames (715 / 728).

    subgame: {creates_subgame: true, non_winners_lose_life: half_rounded_up}   # Shahrazad
    subgame: {bring_from_outside: {types: [sorcery]}, then: exile}             # Burning Wish
"""
from __future__ import annotations

from mtglogic.model.cards import SubgameEffect
from mtglogic.model.terms import CARD_TYPES
from mtglogic.node import Node
from mtglogic.vocabulary import argschema as s
from mtglogic.vocabulary.wordlists import printed_words

SUBGAME_SCHEMA = s.mapping({
    "creates_subgame": s.BOOLEAN,
    "non_winners_lose_life": s.string(("half_rounded_up",)),
    "bring_from_outside": s.mapping({"types": s.printed_words(CARD_TYPES),
                                     "to": s.string(("hand",))},
                                    required=("types",)),
    "then": s.string(("graveyard", "exile")),
})


def parse_subgame_effect(node: Node | None) -> SubgameEffect:
    """Read a card's ``subgame`` key (docs/subgame.md)."""
    if node is None:
        return SubgameEffect()
    node.mapping(allowed=tuple(SUBGAME_SCHEMA["properties"]))
    bring = node.get("bring_from_outside")
    types: tuple[str, ...] | None = None
    to = "hand"
    if bring is not None:
        bring.mapping(allowed=("types", "to"), required=("types",))
        types = tuple(printed_words(bring["types"], CARD_TYPES))
        to = bring["to"].as_str(("hand",)) if "to" in bring else "hand"
    lose = node.get("non_winners_lose_life")
    then = node.get("then")
    return SubgameEffect(
        creates_subgame=node["creates_subgame"].as_bool() if "creates_subgame" in node else False,
        non_winners_lose=lose.as_str(("half_rounded_up",)) if lose is not None else None,
        bring_types=types, bring_to=to,
        then=then.as_str(("graveyard", "exile")) if then is not None else "graveyard")
