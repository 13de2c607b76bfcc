"""Continuous effects as the layer engine sees them: gathered from the board at each layer.

An ``ActiveEffect`` ties an effect definition to its source, controller and timestamp:
static abilities of objects (timestamp: the later of the object's and that of the effect
that granted the ability, 613.6a in 2011 / 613.7a in 2026), effects of resolved spells
(611.2c locked sets, timestamp when created), and the counters on each object: its
power/toughness counters (the counters sublayer, 7d in 2011 / 7c in 2026) and, where the
ruleset has them, each kind of keyword counter (122.1b, layer 6 in 2026); and the
characteristic-defining abilities that keywords are (changeling, ``keyword_cdas``). Where the ruleset
gives counters timestamps of their own (613.7c in 2026), each counters effect has the
timestamp of its counters; else that of its object.
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import lru_cache

from mtglogic.layers.entered_with import entered_with_effects
from mtglogic.layers.keyword_cdas import keyword_cda_effects
from mtglogic.model.objects import Ability, Game, ObjState
from mtglogic.model.ruleset import Ruleset
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


@lru_cache(maxsize=64)
def keyword_counter_part(keyword: str) -> Part:
    """What a keyword counter does (122.1b): its object gains the keyword, with the
    counters' timestamp, unless it can't have it."""
    def apply(obj: ObjState, ctx: EvalContext) -> None:
        if obj.counters.get(keyword, 0) <= 0 or keyword in obj.cant_have:
            return
        gained = Ability("keyword", keyword, f"counter:{keyword}", granted_at=ctx.timestamp)
        if all(a.key != gained.key for a in obj.abilities):
            obj.abilities = obj.abilities + (gained,)

    return Part("keyword_counters", "keyword_counter", apply,
                lambda o, c: (keyword, o.counters.get(keyword, 0) > 0), frozenset(["counters"]),
                frozenset(["abilities"]), f"a {keyword} counter: it has {keyword}")


def counter_stamp(obj: ObjState, kinds: Iterable[str], ruleset: Ruleset | None) -> float:
    """The timestamp of an effect of counters of these kinds: theirs where counters have
    their own (613.7c; the latest of the kinds), else the object's."""
    if ruleset is None or not ruleset.counter_timestamps:
        return obj.timestamp
    return max((obj.counter_timestamps.get(k, obj.timestamp) for k in kinds),
               default=obj.timestamp)


def counter_effects(obj: ObjState, rank: int, ruleset: Ruleset | None) -> list[ActiveEffect]:
    """The effects of the counters on an object: one for its power/toughness counters, one
    per kind of keyword counter the ruleset knows (122.1b)."""
    found = []
    pt_kinds = [k for k in obj.counters if counter_pt({k: 1}) != (0, 0)]
    if pt_kinds:
        found.append(ActiveEffect(f"{obj.id}:counters", "counters", obj.id, None,
                                  counter_stamp(obj, pt_kinds, ruleset), rank, False))
    for kind in sorted(obj.counters):
        if ruleset is not None and kind.lower() in ruleset.keyword_counters:
            found.append(ActiveEffect(f"{obj.id}:counter:{kind}", "counters", obj.id,
                                      kind.lower(), counter_stamp(obj, [kind], ruleset), rank,
                                      False))
    return found


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
           ranks: Mapping[str, int], ruleset: Ruleset | None = None) -> list[ActiveEffect]:
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
        for rules, granted in keyword_cda_effects(obj, ruleset):
            # A keyword granted by an effect is no characteristic-defining ability (604.3a).
            found.append(ActiveEffect(rules.id, "resolved", obj.id, None, rules.timestamp, rank,
                                      rules.spec.cda and granted is None, rules,
                                      granted_at=granted))
        for rules in entered_with_effects(obj, game, board):  # kept for good (614.1c)
            found.append(ActiveEffect(rules.id, "resolved", obj.id, None, rules.timestamp,
                                      rank, False, rules))
        if obj.face_down:
            found.append(face_down_effect(obj, rank))
        if obj.counters:
            found.extend(counter_effects(obj, rank, ruleset))
    for eff in resolved:
        found.append(ActiveEffect(eff.id, "resolved", eff.source, None, eff.timestamp,
                                  ranks.get(eff.id, 0), eff.spec.cda, eff))
    return found


def effect_text(board: Mapping[str, ObjState], effect: ActiveEffect) -> str:
    if effect.kind == "counters" and effect.ability_key:
        return f"{effect.ability_key} counters on {effect.source}"
    if effect.kind == "counters":
        return f"counters on {effect.source}"
    if effect.kind == "resolved" and effect.resolved is not None:
        resolved: EffectSpec = effect.resolved.spec  # typed Any on the model's floor
        return resolved.text
    spec = static_ability_spec(board, effect)
    return spec.text if spec else "(ability removed)"

