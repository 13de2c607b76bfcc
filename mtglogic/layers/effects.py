"""Continuous effects as the layer engine sees them: gathered from the board at each layer.

An ``ActiveEffect`` ties an effect definition to its source, controller and timestamp:
static abilities of objects (timestamp: the later of the object's and that of the effect
that granted the ability, 613.6a in 2011 / 613.7a in 2026), effects of resolved spells
(611.2c locked sets, timestamp when created), and the counters on each object (the
counters sublayer, 7d in 2011 / 7c in 2026).
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Iterable, Mapping

from mtglogic.model.objects import Ability, Game, ObjState
from mtglogic.model.scenario import ResolvedEffect
from mtglogic.node import Node
from mtglogic.vocabulary.abilities import spell_ability
from mtglogic.vocabulary.compiled import Part
from mtglogic.vocabulary.context import EvalContext
from mtglogic.vocabulary.continuous import EffectSpec

PT_COUNTER = "+1/+1", "-1/-1"


@dataclass(frozen=True)
class ActiveEffect:
    """One continuous effect in the layer process."""

    id: str
    kind: str  # static | resolved | counters
    source: str | None
    ability_key: str | None
    timestamp: float
    rank: int  # tie-break among equal timestamps (a player's choice, 613.6g / 613.7m)
    cda: bool
    resolved: ResolvedEffect | None = None
    granted_at: float | None = None  # timestamp of the effect that granted the ability

    @property
    def order(self) -> tuple[float, int, float, str]:
        """Timestamp order. Effects of one object sharing a timestamp keep their relative
        order: an ability granted by an effect comes after the object's own abilities
        (613.7a in 2026: a new timestamp keeps the relative order)."""
        granted = float("-inf") if self.granted_at is None else self.granted_at
        return (self.timestamp, self.rank, granted, self.id)


def counter_pt(counters: Mapping[str, int]) -> tuple[int, int]:
    """Net power/toughness change of +N/+M counters (122.1a)."""
    dp = dt = 0
    for kind, count in counters.items():
        parts = kind.split("/")
        if len(parts) == 2 and all(p[:1] in "+-" and p[1:].isdigit() for p in parts):
            dp += int(parts[0]) * count
            dt += int(parts[1]) * count
    return dp, dt


def _apply_counters(obj: ObjState, ctx: EvalContext) -> None:
    dp, dt = counter_pt(obj.counters)
    if obj.power is not None:
        obj.power += dp
    if obj.toughness is not None:
        obj.toughness += dt


COUNTERS_PART = Part("counters", "counters", _apply_counters,
                     lambda o, c: counter_pt(o.counters), frozenset(["counters"]),
                     frozenset(["power", "toughness"]), "+1/+1 and other power/toughness counters")


@lru_cache(maxsize=1)
def face_down_ability() -> Ability:
    """The rules' effect on a face-down permanent (708.2a in 2026, 707.2 in 2011): applied
    in the face-down layer (1b in 2026; layer 1 with copy effects in 2011)."""
    node = Node({"text": "face down: a 2/2 creature with no name, mana cost, color, subtype "
                         "or abilities", "effects": [{"face_down": True}]}, "<rules>")
    return spell_ability(node, "face-down")


def face_down_effect(obj: ObjState, rank: int) -> ActiveEffect:
    """A face-down object's face-down status as an effect on that object alone, with the
    object's timestamp (it got one when it turned face down, 613.7f)."""
    eid = f"{obj.id}:face-down"
    rules = ResolvedEffect(eid, obj.controller or obj.owner, obj.timestamp, face_down_ability(),
                           frozenset([obj.id]), obj.id)
    return ActiveEffect(eid, "resolved", obj.id, None, obj.timestamp, rank, False, rules)


def static_ability(board: Mapping[str, ObjState], effect: ActiveEffect) -> Ability | None:
    """The static ability generating the effect, as it is now, or None if it is gone."""
    obj = board.get(effect.source or "")
    if obj is None or effect.kind != "static":
        return None
    for ability in obj.abilities:
        if ability.key == effect.ability_key and ability.kind == "static":
            return ability
    return None


def static_ability_spec(board: Mapping[str, ObjState], effect: ActiveEffect) -> EffectSpec | None:
    """The current definition of a static effect, or None if its ability is gone."""
    ability = static_ability(board, effect)
    return ability.definition if ability is not None else None


def gather(game: Game, board: Mapping[str, ObjState], resolved: Iterable[ResolvedEffect],
           ranks: Mapping[str, int]) -> list[ActiveEffect]:
    """Every continuous effect generated in the current state of the board."""
    found: list[ActiveEffect] = []
    for obj in board.values():
        rank = ranks.get(obj.id, 0)
        for ability in obj.abilities:
            if ability.kind != "static":
                continue
            spec = ability.definition
            if obj.zone not in spec.functions_in:
                continue
            stamp = obj.timestamp if ability.granted_at is None else max(obj.timestamp,
                                                                          ability.granted_at)
            eid = ability.key if ability.key.startswith(obj.id + "#") else f"{obj.id}/{ability.key}"
            found.append(ActiveEffect(eid, "static", obj.id, ability.key, stamp, rank, spec.cda,
                                      granted_at=ability.granted_at))
        if obj.face_down:
            found.append(face_down_effect(obj, rank))
        if any(counter_pt({k: 1}) != (0, 0) for k in obj.counters):
            found.append(ActiveEffect(f"{obj.id}:counters", "counters", obj.id, None,
                                      obj.timestamp, rank, False))
    for eff in resolved:
        found.append(ActiveEffect(eff.id, "resolved", eff.source, None, eff.timestamp,
                                  ranks.get(eff.id, 0), eff.spec.cda, eff))
    return found


def effect_text(board: Mapping[str, ObjState], effect: ActiveEffect) -> str:
    if effect.kind == "counters":
        return f"counters on {effect.source}"
    if effect.kind == "resolved" and effect.resolved is not None:
        return effect.resolved.spec.text
    spec = static_ability_spec(board, effect)
    return spec.text if spec else "(ability removed)"

