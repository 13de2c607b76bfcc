"""The leave-zone triggered abilities of library cards, as the subgame engine plays them.

A card of the library keeps its triggered abilities as data (``mtglogic.vocabulary.
triggers``). The subgame engine plays one kind of them: an ability of a permanent that
triggers on a card leaving a zone of its game, which triggers when a subgame brings that
card in and waits while its game is suspended (728.4a; 715.4a in 2011). A ``leaves``
trigger event with ``from`` zones is read as one, when its object test says only what
the engine can check: card types (``type``), that it is a card (``card``, always so for a
card brought in) and that it is its controller's own (``owner: you``). An ability with any
other test, an intervening "if", a ``during`` or a ``to`` is not read: the scenario's
``triggers:`` can still declare it.
"""
from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from mtglogic.model.cards import CardDef
from mtglogic.model.frozen import thaw
from mtglogic.subgame.model import TriggerDef

OBJECT_TESTS = ("type", "card", "owner")  # the object tests the engine checks
NOT_READ = ("if", "during", "once_each_turn")  # what no subgame step can check


def _leaves_words(when: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """Each ``leaves`` trigger event of ``when`` (one word, or ``any_of`` them)."""
    for word in when.get("any_of", [when]):
        if set(word) == {"leaves"}:
            yield word["leaves"]


def _readable(leaves: dict[str, Any]) -> bool:
    obj = leaves.get("object", {})
    return ("from" in leaves and set(leaves) <= {"from", "object"}
            and isinstance(obj, dict) and set(obj) <= set(OBJECT_TESTS)
            and obj.get("owner", "you") == "you" and obj.get("card", True) is True)


def card_triggers(card_id: str, definition: CardDef) -> tuple[TriggerDef, ...]:
    """The leave-zone triggers of the card ``card_id`` the engine plays (see above)."""
    found = []
    for ability in definition.abilities:
        if ability.kind != "triggered" or ability.data is None:
            continue
        data = thaw(ability.data)
        if any(key in data for key in NOT_READ) or not isinstance(data.get("when"), dict):
            continue
        for leaves in _leaves_words(data["when"]):
            if not _readable(leaves):
                continue
            obj = leaves.get("object", {})
            types = obj.get("type", ())
            found.append(TriggerDef(card_id, definition.name, tuple(leaves["from"]),
                                    obj.get("owner") == "you",
                                    tuple(t.lower() for t in ([types] if isinstance(types, str)
                                                              else types))))
    return tuple(found)


__all__ = ["card_triggers"]
