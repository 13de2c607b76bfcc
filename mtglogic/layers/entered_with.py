"""Abilities a permanent entered with, kept on the battlefield (614.1c in both rulesets).

"If this creature was kicked, it enters with three +1/+1 counters on it and with trample"
(Kavu Titan) is a replacement effect on how the permanent enters; once it has entered, it
has trample for good: the keyword is not an ability of the text that made it, and the
permanent keeps it even if that text is lost later. The replacement engine gives the
counters and the keywords as the permanent enters; the layers see a permanent already on
the battlefield, so for each of its own "enters with" effects (``enter_with`` with
``abilities``, watching its own entering) whose condition holds for it (its choices: was it
kicked), it gains those abilities in layer 6 (613.1f) with its own timestamp, as an effect
that doesn't depend on the ability that made it. Watches that test anything but the
permanent itself and a condition on the game are not read here.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Any

from mtglogic.deferred import deferred
from mtglogic.model.frozen import thaw
from mtglogic.model.objects import Ability, Game, ObjState
from mtglogic.model.scenario import ResolvedEffect
from mtglogic.node import Node
from mtglogic.vocabulary.abilities import spell_ability
from mtglogic.vocabulary.context import EvalContext

RULE = "614.1c"
# The tests of a watch, loaded with the words of events (a replacement ability's definition
# has loaded them).
_game_condition = deferred("mtglogic.vocabulary.watch_base:GameCondition")
_object_is = deferred("mtglogic.vocabulary.watch_objects:ObjectIs")


@lru_cache(maxsize=256)
def _granting(abilities: tuple[str, ...]) -> Ability:
    """The layer 6 effect of entering with these keywords, compiled once."""
    text = f"it entered with {' and '.join(abilities)} ({RULE})"
    node = Node({"text": text, "effects": [{"add_abilities": list(abilities)}]}, "<rules>")
    return spell_ability(node, f"entered-with:{'+'.join(abilities)}")


def _entering_keywords(ability: Ability) -> tuple[str, ...]:
    """The keywords an "enters with" replacement ability of its own gives its permanent."""
    if ability.kind != "replacement" or ability.data is None:
        return ()
    spec = ability.definition
    if spec is None or "enter" not in spec.watch.kinds or not spec.watch.self_only:
        return ()
    if any(not isinstance(t, (_game_condition(), _object_is())) for t in spec.watch.tests):
        return ()
    written: Any = thaw(ability.data).get("instead", {}).get("enter_with", {})
    return tuple(written.get("abilities", ())) if isinstance(written, dict) else ()


def entered_with_effects(obj: ObjState, game: Game,
                         board: Any) -> list[ResolvedEffect]:
    """The keywords ``obj``, a permanent, entered with by its own "enters with" effects
    whose condition holds for it, as effects on itself with its timestamp."""
    printed = game.objects.get(obj.id)
    if obj.zone != "battlefield" or printed is None:
        return []
    found = []
    for ability in printed.abilities:
        keywords = _entering_keywords(ability)
        if not keywords:
            continue
        ctx = EvalContext(game, board, obj.id, obj.controller or obj.owner)
        tests = [t for t in ability.definition.watch.tests
                 if isinstance(t, _game_condition())]
        if all(t.condition.holds(ctx) for t in tests):
            found.append(ResolvedEffect(f"{obj.id}:entered-with:{ability.key}",
                                        obj.controller or obj.owner, obj.timestamp,
                                        _granting(keywords), frozenset([obj.id]), obj.id))
    return found
