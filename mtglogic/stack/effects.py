"""An ability's instructions as the events they make, as it resolves (608.2c, 609.1).

Players and objects are found as the rules say: ``you`` is the ability's controller,
``same`` the player or object its trigger event concerned, which it looks for in the zone
that event moved it to and finds only while it is still that object (603.6, 400.7: one that
left and came back is a new object), ``target`` what was chosen as it was put on the stack,
if still legal (608.2b), ``each_opponent`` every opponent at once. Amounts are worked out
now: a number, ``same`` (the trigger event's amount) or a value on the board as it is.
A player who can't lose or can't win the game doesn't (101.2).
"""
from __future__ import annotations

from dataclasses import dataclass

from mtglogic.model.objects import ObjState
from mtglogic.stack.model import OnStack
from mtglogic.vocabulary.events import (
    CreateTokens,
    Damage,
    Draw,
    Entering,
    Event,
    GainLife,
    LoseGame,
    LoseLife,
    PutCounters,
    RemoveCounters,
    Tap,
    WinGame,
    ZoneChange,
)
from mtglogic.vocabulary.trigger_effects import Instruction
from mtglogic.vocabulary.world import Binding, World


@dataclass(frozen=True)
class Made:
    """The events one instruction makes (parts of one event, at once), and what it could
    not find (in words)."""

    parts: tuple[Event, ...]
    missing: tuple[str, ...] = ()


def _player_of(ref: str, ability: OnStack, world: World) -> list[str]:
    occurrence = ability.occurrence
    if ref == "you":
        return [ability.controller]
    if ref in ("target_player", "target_opponent"):
        chosen = ability.target(ref)
        return [chosen] if chosen else []
    if ref == "each_player":
        return world.game.apnap()
    if ref == "each_opponent":
        return [p for p in world.game.apnap() if p != ability.controller]
    if ref == "active_player":
        return [world.game.active_player]
    if ref == "same":
        player = getattr(occurrence, "player", "") or getattr(occurrence, "recipient", "")
        return [player] if player and world.is_player(player) else []
    if ref in ("controller_of_same", "owner_of_same"):
        obj = _concerned(ability, world, last_known=True)
        if obj is None:
            return []
        return [obj.controller or obj.owner if ref == "controller_of_same" else obj.owner]
    return [ref]


def _concerned(ability: OnStack, world: World, last_known: bool = False) -> ObjState | None:
    """The object the trigger event concerned: where that event moved it, while it is
    still that object (603.6, 400.7); with ``last_known``, as it last was."""
    occurrence = ability.occurrence
    oid = getattr(occurrence, "obj", None) or getattr(occurrence, "target", None)
    if not isinstance(oid, str):
        return None
    obj = world.board.get(oid) or world.game.objects.get(oid)
    if obj is None:
        return None
    if last_known:
        return obj
    if ability.same_stamp is not None and obj.timestamp != ability.same_stamp:
        return None
    return obj


def _object_of(ref: str, ability: OnStack, world: World) -> ObjState | None:
    if ref == "self":
        return world.game.objects.get(ability.source)
    if ref == "same":
        return _concerned(ability, world)
    if ref == "target":
        chosen = ability.target("target")
        return world.board.get(chosen) if chosen else None
    return world.game.objects.get(ref)


def _amount(instruction: Instruction, ability: OnStack, world: World) -> int:
    written = instruction.written
    if instruction.amount is None:
        return 1
    if written == "same":
        return getattr(ability.occurrence, "amount", 0) or 0
    if isinstance(written, int):
        return written
    amount = instruction.amount
    assert callable(amount)
    event = ability.occurrence or Event()
    return max(0, amount(event, Binding(ability.source, ability.controller), world))


def make(instruction: Instruction, ability: OnStack, world: World,
         cant_lose: frozenset[str] = frozenset(), cant_win: frozenset[str] = frozenset()
         ) -> Made:
    """The events the instruction makes now (see the module docstring)."""
    word = instruction.word
    amount = _amount(instruction, ability, world)
    if word in ("lose_life", "gain_life", "draw", "lose_game", "win_game", "create_tokens"):
        players = _player_of(instruction.player or "you", ability, world)
        if not players:
            return Made((), (f"no player for {instruction.player}",))
        return Made(tuple(p for player in players
                          for p in _for_player(instruction, player, amount, cant_lose,
                                               cant_win, world)))
    if word == "damage":
        source = _object_of(instruction.field("source", "self") or "self", ability, world)
        ref = instruction.obj or "same"
        recipients = _player_of(ref, ability, world) if ref not in ("self", "same", "target") \
            or (ref == "same" and world.is_player(getattr(ability.occurrence, "player", ""))) \
            else []
        if not recipients:
            target = _object_of(ref, ability, world)
            recipients = [target.id] if target is not None else []
        source_id = source.id if source is not None else ability.source
        return Made(tuple(Damage(amount=amount, source=source_id, recipient=r)
                          for r in recipients),
                    () if recipients else (f"no {ref} to deal damage to",))
    target = _object_of(instruction.obj or "self", ability, world)
    if target is None:
        return Made((), (f"{instruction.obj} is not where the ability looks for it",))
    if word in ("put_counters", "remove_counters"):
        kind = PutCounters if word == "put_counters" else RemoveCounters
        counter = instruction.field("counter", "+1/+1")
        return Made((kind(amount=amount, target=target.id, counter=counter),))
    only_if = instruction.field("only_if")
    if only_if is not None and not only_if.value.matches(
            target, world.context(ability.source, ability.controller, target)):
        return Made((), (f"{target.id} doesn't match its condition",))
    if word == "zone_change":
        to = instruction.field("to")
        cause = instruction.field("cause") or ""
        if cause == "destroy" and target.has_keyword("indestructible"):
            return Made((), (f"{target.id} is indestructible: it isn't destroyed",))
        enter = Entering(tapped=bool(instruction.field("tapped"))) if to == "battlefield" \
            else None
        return Made((ZoneChange(obj=target.id, from_zone=target.zone, to_zone=to, cause=cause,
                                enter=enter),))
    if word == "tap":
        return Made(() if target.tapped else (Tap(obj=target.id),))
    return Made((), (f"{word} is not an instruction the stack resolves",))


def _for_player(instruction: Instruction, player: str, amount: int, cant_lose: frozenset[str],
                cant_win: frozenset[str], world: World) -> list[Event]:
    word = instruction.word
    if word == "lose_life":
        return [LoseLife(amount=amount, player=player)]
    if word == "gain_life":
        return [GainLife(amount=amount, player=player)]
    if word == "draw":
        return [Draw(amount=amount, player=player)]
    if word == "lose_game":
        return [] if player in cant_lose else [LoseGame(player=player)]
    if word == "win_game":
        return [] if player in cant_win else [WinGame(player=player)]
    token = instruction.field("token")
    name = world.token_name(token) if isinstance(token, ObjState) else str(token)
    return [CreateTokens(amount=amount, player=player, token=name,
                         enter=Entering(tapped=bool(instruction.field("tapped"))))]


__all__ = ["Made", "make"]
