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

import itertools
from dataclasses import dataclass

from mtglogic.model.objects import ObjState
from mtglogic.stack.model import OnStack
from mtglogic.text import agreeing
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
    not find (in words); or, when a player chooses objects as it resolves (608.2d), each
    choice in words with its parts (``choices``), made by ``chooser``."""

    parts: tuple[Event, ...]
    missing: tuple[str, ...] = ()
    choices: tuple[tuple[str, tuple[Event, ...]], ...] = ()
    chooser: str = ""


def players_of(ref: str, ability: OnStack, world: World) -> list[str]:
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
        players = players_of(instruction.player or "you", ability, world)
        if not players:
            return Made((), (f"no player for {instruction.player}",))
        return Made(tuple(p for player in players
                          for p in _for_player(instruction, player, amount, cant_lose,
                                               cant_win, world)))
    if word == "damage":
        source = _object_of(instruction.field("source", "self") or "self", ability, world)
        ref = instruction.obj or "same"
        recipients = players_of(ref, ability, world) if ref not in ("self", "same", "target") \
            or (ref == "same" and world.is_player(getattr(ability.occurrence, "player", ""))) \
            else []
        if not recipients:
            target = _object_of(ref, ability, world)
            recipients = [target.id] if target is not None else []
        source_id = source.id if source is not None else ability.source
        return Made(tuple(Damage(amount=amount, source=source_id, recipient=r)
                          for r in recipients),
                    () if recipients else (f"no {ref} to deal damage to",))
    if word == "sacrifice" or (word == "zone_change" and instruction.obj is None):
        return _selected(instruction, ability, world)
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
        return Made((_moving(instruction, target, ability, to, cause),))
    if word == "tap":
        return Made(() if target.tapped else (Tap(obj=target.id),))
    return Made((), (f"{word} is not an instruction the stack resolves",))


def _moving(instruction: Instruction, obj: ObjState, ability: OnStack, to: str, cause: str
            ) -> ZoneChange:
    """An object put into a zone; onto the battlefield tapped, with counters (122.6), under
    the control of the player the effect instructs, the ability's controller, unless it says
    its owner's (110.2a; None is the owner's in an ``Entering``)."""
    enter = None
    if to == "battlefield":
        counters = instruction.field("counters")
        controller = ability.controller if instruction.field("under") != "owner" else None
        enter = Entering(tapped=bool(instruction.field("tapped")),
                         counters=tuple(counters.value.items()) if counters else (),
                         controller=controller if controller != obj.owner else None)
    return ZoneChange(obj=obj.id, from_zone=obj.zone, to_zone=to, cause=cause, enter=enter)


def _selected(instruction: Instruction, ability: OnStack, world: World) -> Made:
    """Objects named by what they are: ``all`` those a selector matches now, or those a
    player chooses now (``choose``, 608.2d: each choice one way); a sacrifice moves a
    permanent its controller controls to the graveyard (701.21a), each player choosing
    among their own."""
    sacrifice = instruction.word == "sacrifice"
    to, cause = ("graveyard", "sacrifice") if sacrifice else \
        (instruction.field("to"), instruction.field("cause") or "")
    if instruction.obj is not None:  # "sacrifice this"
        obj = _object_of(instruction.obj, ability, world)
        if obj is None or obj.zone != "battlefield" or \
                (obj.controller or obj.owner) != ability.controller:
            return Made((), (f"{instruction.obj} is no permanent {ability.controller} "
                             f"controls: it isn't sacrificed",))
        return Made((_moving(instruction, obj, ability, to, cause),))
    chosen, every = instruction.field("choose"), instruction.field("all")
    selector = (chosen or every).value
    players = players_of(instruction.player or "you", ability, world) if sacrifice \
        else [ability.controller]
    context = world.context(ability.source, ability.controller)
    matching = [o for o in sorted(world.board.values(), key=lambda o: o.id)
                if selector.matches(o, context.with_it(o))]
    pools = [[o for o in matching if not sacrifice or (
        o.zone == "battlefield" and (o.controller or o.owner) == player)] for player in players]
    if every is not None:
        return Made(tuple(_moving(instruction, o, ability, to, cause)
                          for pool in pools for o in pool))
    count = _amount(instruction, ability, world)
    picks = [list(itertools.combinations(pool, min(count, len(pool)))) for pool in pools]
    choices = []
    for combination in itertools.product(*picks):
        objects = [o for pick in combination for o in pick]
        words = ", ".join(f"{agreeing(player, 'chooses')} "
                          f"{', '.join(o.id for o in pick) or 'nothing'}"
                          for player, pick in zip(players, combination))
        choices.append((words, tuple(_moving(instruction, o, ability, to, cause)
                                     for o in objects)))
    return Made((), () if choices else ("no player to choose",), tuple(choices),
                ", ".join(players))


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


__all__ = ["Made", "make", "players_of"]
