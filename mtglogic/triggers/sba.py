"""State-based actions (704): what the game does at once, as one event, whenever a player
would receive priority (704.3).

The objects' state-based actions are those the layer engine reports on the board
(``mtglogic.layers.consequences``: toughness 0 or less, lethal damage, a planeswalker with
no loyalty, the legend rule, Auras and Equipment attached illegally, Sagas); this module
adds what the board alone does not show (damage from a source with deathtouch, 704.5h; a
draw from an empty library, 704.5b) and the players' (0 or less life, 704.5a; poison,
704.5c). An indestructible permanent is not destroyed (702.12b; 700.4 in 2011). A player
who can't lose the game doesn't (a "can't" effect beats the rule, 101.2; 104.3b). Leaving
the battlefield is an event that replacement effects modify (Rest in Peace exiles the
creature lethal damage destroys); a token off the battlefield ceases to exist (704.5d)
and an Equipment attached illegally becomes unattached (704.5n), neither an event.
The legend rule (704.5j today) lets each player keep one of their permanents of one name:
each way to choose is one set of actions.
"""
from __future__ import annotations

import itertools
from dataclasses import dataclass, field

from mtglogic.layers.consequences import DESTROYED, GRAVEYARD, SACRIFICED, consequences
from mtglogic.model.objects import ObjState
from mtglogic.model.ruleset import Ruleset
from mtglogic.replacement.aftermath import After
from mtglogic.triggers.rules import TriggerRules
from mtglogic.vocabulary.events import Event, LoseGame, RemoveCounters, ZoneChange
from mtglogic.vocabulary.world import World

CAUSES = {GRAVEYARD: "state_based", DESTROYED: "destroy", SACRIFICED: "sacrifice"}


@dataclass(frozen=True)
class Action:
    """One state-based action: what it does in words, its rule, and the part of the event
    it is (None: done to the game without an event)."""

    text: str
    rule: str
    part: Event | None = None
    unattach: str = ""  # an attachment that becomes unattached (704.5n)
    gone: str = ""  # a token that ceases to exist (704.5d)


@dataclass(frozen=True)
class Check:
    """One check of state-based actions (704.3): each way the actions can be performed
    (several only when the legend rule leaves a choice), the players' choices made for
    each, and what a rule or an effect kept from happening."""

    ways: tuple[tuple[Action, ...], ...]
    choices: tuple[str, ...] = ()
    kept: tuple[str, ...] = field(default=())

    @property
    def any(self) -> bool:
        return any(self.ways)


def _player_actions(after: After, world: World, rules: TriggerRules
                    ) -> tuple[list[Action], list[str]]:
    """Players who lose the game (704.5a-c), and those a "can't" effect keeps in it."""
    protected = after.players_under("cant_lose")
    actions, kept = [], []
    reasons: dict[str, tuple[str, str]] = {}
    for player in after.game.players:
        if rules.sba("life") and player.life <= 0:
            reasons.setdefault(player.id, (f"{player.life} life", rules.sba("life")))
        if rules.sba("empty_library") and player.id in after.drew_from_empty:
            reasons.setdefault(player.id, ("drew from a library with no cards",
                                           rules.sba("empty_library")))
        poison = dict(player.counters).get("poison", 0)
        if rules.sba("poison") and poison >= rules.poison_limit:
            reasons.setdefault(player.id, (f"{poison} poison counters", rules.sba("poison")))
    for pid, (why, rule) in sorted(reasons.items()):
        if pid in protected:
            kept.append(f"{pid} would lose the game ({why}, {rule}) but can't lose it "
                        f"({rules.cite('cant')})")
            continue
        actions.append(Action(f"{pid} loses the game: {why}", rule, LoseGame(player=pid)))
    return actions, kept


def _indestructible(obj: ObjState | None) -> bool:
    return obj is not None and obj.has_keyword("indestructible")


def _object_actions(after: After, world: World, ruleset: Ruleset, rules: TriggerRules
                    ) -> tuple[list[Action], dict[tuple[str, str], list[str]], list[str]]:
    """The objects' actions, the legend rule's groups (controller, name: ids) and what
    indestructibility kept."""
    actions: list[Action] = []
    legend: dict[tuple[str, str], list[str]] = {}
    kept: list[str] = []
    board = world.board
    for found in consequences(board, ruleset):
        obj = board[found.object]
        if found.action == DESTROYED and _indestructible(obj):
            kept.append(f"{obj.id} is indestructible: not destroyed ({found.reason}, "
                        f"{rules.sba('indestructible')})")
            continue
        if found.action in CAUSES:
            actions.append(Action(f"{obj.id} {found.action}: {found.reason}", found.rule,
                                  ZoneChange(obj=obj.id, from_zone="battlefield",
                                             to_zone="graveyard", cause=CAUSES[found.action])))
        elif found.action == "becomes unattached":
            actions.append(Action(f"{obj.id} becomes unattached: {found.reason}", found.rule,
                                  unattach=obj.id))
        elif found.action.startswith("goes unless"):
            legend.setdefault((obj.controller or obj.owner, obj.name), []).append(obj.id)
    for oid in sorted(after.deathtouched):
        struck = board.get(oid)
        if struck is None or struck.zone != "battlefield" or "creature" not in struck.card_types \
                or not struck.toughness or struck.toughness <= 0 or not rules.sba("deathtouch"):
            continue
        if any(a.part is not None and getattr(a.part, "obj", "") == oid for a in actions):
            continue
        if _indestructible(struck):
            kept.append(f"{oid} is indestructible: not destroyed (damage from a source with "
                        f"deathtouch, {rules.sba('indestructible')})")
            continue
        actions.append(Action(f"{oid} is destroyed: dealt damage by a source with deathtouch",
                              rules.sba("deathtouch"),
                              ZoneChange(obj=oid, from_zone="battlefield", to_zone="graveyard",
                                         cause="destroy")))
    actions += _counters_cancel(board, rules)
    for obj in sorted(after.game.objects.values(), key=lambda o: o.id):
        if obj.is_token and obj.zone != "battlefield" and rules.sba("token_elsewhere"):
            actions.append(Action(f"{obj.id}, a token in the {obj.zone}, ceases to exist",
                                  rules.sba("token_elsewhere"), gone=obj.id))
    return actions, legend, kept


def _counters_cancel(board: dict[str, ObjState], rules: TriggerRules) -> list[Action]:
    """A permanent with +1/+1 and -1/-1 counters loses N of each (704.5q; 704.5r in 2011)."""
    found = []
    rule = rules.sba("counters_cancel")
    for obj in sorted(board.values(), key=lambda o: o.id):
        pairs = min(obj.counters.get("+1/+1", 0), obj.counters.get("-1/-1", 0))
        if obj.zone != "battlefield" or not pairs or not rule:
            continue
        for kind in ("+1/+1", "-1/-1"):
            found.append(Action(f"{pairs} {kind} counters removed from {obj.id}", rule,
                                RemoveCounters(amount=pairs, target=obj.id, counter=kind)))
    return found


def check(after: After, world: World, ruleset: Ruleset, rules: TriggerRules) -> Check:
    """The state-based actions the game after an event calls for: each way to perform them
    (one, unless the legend rule leaves choices), with what was kept from happening."""
    objects, legend, kept = _object_actions(after, world, ruleset, rules)
    players, protected = _player_actions(after, world, rules)
    base = objects + players
    if not legend:
        return Check((tuple(base),), (), tuple(kept + protected))
    groups = sorted(legend.items())
    ways, choices = [], []
    for keeps in itertools.product(*(ids for _, ids in groups)):
        extra = [Action(f"{oid} is put into its owner's graveyard: {controller} keeps "
                        f"{keep} of the legendary permanents named {name}",
                        rules.sba("legend"),
                        ZoneChange(obj=oid, from_zone="battlefield", to_zone="graveyard",
                                   cause="state_based"))
                 for ((controller, name), ids), keep in zip(groups, keeps)
                 for oid in ids if oid != keep]
        ways.append(tuple(base + extra))
        choices.append(", ".join(f"{controller} keeps {keep}"
                                 for ((controller, _), _), keep in zip(groups, keeps)))
    return Check(tuple(ways), tuple(choices), tuple(kept + protected))


__all__ = ["Action", "Check", "check"]
