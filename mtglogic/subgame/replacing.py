"""Replacement effects on where a card goes, game by game (728.1b, 728.5; 715.1b, 715.5).

No effect created in a main game has any meaning in a subgame, nor the reverse (728.1b;
715.1b in 2011): the replacement abilities of the permanents on one game's battlefield
(a card of the library with ``replacement`` abilities: Rest in Peace) apply to the cards
moving in that game only. So a main-game Rest in Peace exiles nothing that is put into a
graveyard in the subgame, but the Shahrazad that created it, finishing resolving in the
main game (728.5; 715.5), is exiled instead of going to its owner's graveyard.

Only effects that change where a card goes (``destination``) are read, their watch tested
on the card as the library defines it (a card written by name only has just its name and
card types). Where several of them would apply to one move, the card's owner would choose
among them (616.1): that choice is not modelled, and the step is refused.
"""
from __future__ import annotations

from dataclasses import dataclass

from mtglogic.model.objects import Game as BoardGame
from mtglogic.model.objects import ObjState, Player
from mtglogic.subgame.cards import Card
from mtglogic.subgame.model import Game, Session
from mtglogic.vocabulary.events import ZoneChange
from mtglogic.vocabulary.replacements import ReplacementSpec
from mtglogic.vocabulary.world import Binding, World


class ChoiceNotModelled(Exception):
    """More than one replacement effect would change where one card goes."""


@dataclass(frozen=True)
class Replaced:
    """Where a moving card goes instead, and the effect that sent it there."""

    zone: str
    effect: str  # "<card name> (<card id>): <effect text>"


def _state(card: Card, zone: str, controller: str | None) -> ObjState:
    """The card as the replacement vocabulary reads it."""
    definition = card.definition
    obj = ObjState(card.id, card.name, card.owner, controller, zone, 0,
                   card_types=frozenset(card.types), is_token=card.token)
    if definition is not None:
        obj.mana_cost, obj.mana_value = definition.mana_cost, definition.mana_value
        obj.colors, obj.subtypes = definition.colors, definition.subtypes
        obj.supertypes, obj.abilities = definition.supertypes, definition.abilities
        obj.power, obj.toughness = definition.power, definition.toughness
    return obj


def _sources(session: Session, game: Game) -> list[tuple[Card, str, ReplacementSpec]]:
    """The destination-changing replacement effects of the permanents on ``game``'s
    battlefield, each with its card and controller."""
    found = []
    for pid in game.order:
        for cid in game.players[pid].zones["battlefield"]:
            card = session.cards[cid]
            for ability in card.definition.abilities if card.definition else ():
                spec = ability.definition
                if ability.kind == "replacement" and isinstance(spec, ReplacementSpec) \
                        and spec.action is not None and spec.action.key == "destination":
                    found.append((card, pid, spec))
    return found


def replaced_zone(session: Session, game: Game, card: Card, from_zone: str,
                  to_zone: str) -> Replaced | None:
    """Where ``card``, moving from ``from_zone`` to ``to_zone`` in ``game``, goes instead
    by an effect of that game (None: where it was going)."""
    sources = _sources(session, game)
    if not sources:
        return None
    objects = {c.id: _state(c, "battlefield", pid) for c, pid, _ in sources}
    objects[card.id] = _state(card, from_zone, None)
    board = BoardGame([Player(p) for p in game.order], game.active, objects)
    world = World(board, objects)
    event = ZoneChange(obj=card.id, from_zone=from_zone, to_zone=to_zone)
    applicable = [(c, pid, spec) for c, pid, spec in sources
                  if spec.watch.matches(event, Binding(c.id, pid), world)]
    if not applicable:
        return None
    if len(applicable) > 1:
        names = ", ".join(f"{c.name} ({c.id})" for c, _, _ in applicable)
        raise ChoiceNotModelled(f"{names} would each change where {card.id} goes: its owner "
                                f"would choose one (616.1), which the subgame engine does not "
                                f"model")
    source, pid, spec = applicable[0]
    assert spec.action is not None
    done = spec.action.apply(event, Binding(source.id, pid), world)
    moved = next((p for p in done.parts if isinstance(p, ZoneChange)), None)
    if moved is None or moved.to_zone == to_zone:
        return None
    return Replaced(moved.to_zone, f"{source.name} ({source.id}): {spec.text}")
