"""Time passing in a scenario: the steps a scenario's ``steps`` list takes, as data, and
what each does to the game and to the effects of resolved spells and abilities.

- ``end_of_turn``: the cleanup step (514.2): damage is removed, "until end of turn" effects
  end, creatures are out of combat (511.3).
- ``next_turn``: the turn ends as above, the next player in turn order begins a turn: their
  "until your next turn" effects end (611.2a), their permanents untap (502.3 in 2026, 502.2
  in 2011), and in their precombat main phase each Saga they control gets a lore counter
  (714.3b, a rule 2011 does not have).
- ``transform``: a double-faced permanent turns over (701.27a); it is the same object and
  effects on it go on (712.18); a new timestamp where the ruleset says so (613.7g in 2026).
- ``turn_face_up``: a face-down permanent turns face up (708.8; 707 in 2011): its copiable
  values are its own again, effects on it go on, and it gets a new timestamp where the
  ruleset says so (613.7f in 2026, none in 2011's 613.6).
- ``flip``: a permanent becomes flipped (a status, 110.5): a flip card then has its
  alternative characteristics (710.2; 709.2 in 2011), the same object, effects on it going
  on; flipping is one way (710.4).
- ``turn_face_down``: an effect turns a permanent face down (708.2a; 707.2a in 2011): a
  nameless 2/2 from then on, a new timestamp where the ruleset says so (613.7f); nothing
  happens to a double-faced permanent (712.16; 711.6 in 2011) or a face-down one (708.2b).
- ``leaves_and_returns``: the object leaves the battlefield and comes back: a new object
  (400.7) with a new timestamp (613.7d / 613.6c), no counters, damage or status, its front
  face up; effects that applied to the old object no longer apply to it. ``moves`` puts
  an object into another zone the same way (400.7).
  An effect lasting until that object leaves the battlefield ends then (611.2a, 400.7),
  even when the object comes back at once.
- ``counters`` and ``class_level``: counters put on or removed (lore, level, flood...), a
  Class's new level (716.2a).

"For as long as" durations (611.2b) depend on the board after the layers: the layer engine
ends them (``mtglogic.layers.timeline``).
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace

from mtglogic.errors import ConsistencyError
from mtglogic.model.chapters import chapters, chapters_reached
from mtglogic.model.copiable import keep_copied
from mtglogic.model.face_down import face_down_kinds, face_down_rule
from mtglogic.model.faces import (
    FaceRules,
    face_rules,
    is_double_faced,
    show_flip_side,
    turn_over,
    turn_to,
)
from mtglogic.model.history import Gone, TurnHistory
from mtglogic.model.objects import Game, ObjState
from mtglogic.model.ruleset import Ruleset
from mtglogic.model.scenario import ResolvedEffect, Scenario
from mtglogic.text import plural

STEP_KINDS = ("end_of_turn", "next_turn", "transform", "leaves_and_returns", "turn_face_up",
              "turn_face_down", "flip", "moves", "counters", "class_level")


# The rules effects in force on the board before a step (613.11; 613.10 in 2011), as the
# layer engine finds them: each word ("cant_transform", "doesnt_untap"...) with the objects
# and players it applies to; "counters_remain:ZONE" the objects whose counters remain on a
# move to that zone. The steps that transform, untap or move objects respect them.
InForce = Mapping[str, frozenset[str]]


@dataclass(frozen=True)
class TimeStep:
    """One step of time: its kind, the object it concerns, a counter kind and change, a
    level; ``label`` is how the scenario wrote it."""

    kind: str
    obj: str | None = None
    counter: str = ""
    change: int = 0
    level: int = 0
    label: str = ""
    zone: str = ""  # where ``moves`` puts the object


@dataclass
class Passage:
    """A scenario after a step, and what the step did, each note with its rule."""

    scenario: Scenario
    notes: list[str]
    rules: list[str]


# The rules a ruleset's ``time:`` section may number (its ``rules:`` keys), cited as time passes.
TIME_RULE_KEYS = ("duration", "as_long_as", "end_of_turn", "your_next_turn", "untap", "lore",
                  "chapter", "end_of_combat", "new_object", "counters", "class_level_up",
                  "object_timestamp", "class_level", "until_leaves", "counters_remain",
                  "doesnt_untap", "stun")


def _cite(ruleset: Ruleset, key: str) -> str:
    return str(ruleset.section("time")["rules"].value.get(key, ""))


def _later(game: Game, effects: list[ResolvedEffect]) -> float:
    """A timestamp later than every one of the game (613.7d: entering a zone, and so on)."""
    stamps = [o.timestamp for o in game.objects.values()] + \
        [o.attached_at for o in game.objects.values() if o.attached_at is not None] + \
        [e.timestamp for e in effects]
    return max(stamps, default=0) + 1


def _duration(effect: ResolvedEffect) -> str:
    duration = getattr(effect.spec, "duration", None)
    return duration.kind if duration is not None else ""


class _Clock:
    """Applies one step to copies of a scenario's game and effects."""

    def __init__(self, scenario: Scenario, in_force: InForce | None = None) -> None:
        self.source = scenario
        self.in_force: InForce = in_force or {}
        self.ruleset = scenario.ruleset
        game = scenario.game
        self.objects = {oid: o.copy() for oid, o in game.objects.items()}
        self.game = replace(game, objects=self.objects)
        self.effects = list(scenario.effects)
        self.notes: list[str] = []
        self.rules: list[str] = []

    def cite(self, key: str) -> str:
        """The rule of ``key`` (several joined by ", "), each noted among the step's rules."""
        rule = _cite(self.ruleset, key)
        self.rules.extend(r for r in rule.split(", ") if r and r not in self.rules)
        return rule

    def passage(self) -> Passage:
        scenario = replace(self.source, game=self.game, effects=self.effects)
        return Passage(scenario, self.notes, self.rules)

    def end_effects(self, kind: str, rule: str, player: str | None = None) -> None:
        kept = []
        for effect in self.effects:
            if _duration(effect) == kind and (player is None or effect.controller == player):
                self.notes.append(f"{effect.id} ends ({rule})")
            else:
                kept.append(effect)
        self.effects = kept

    def cleanup(self) -> None:
        if self.game.step == "cleanup":
            return
        rule = self.cite("end_of_turn")
        for obj in self.objects.values():
            if obj.damage:
                self.notes.append(f"damage on {obj.id} is removed ({rule})")
                obj.damage = 0
            if obj.attacking or obj.blocking:
                obj.attacking = obj.blocked = obj.blocking = False
                self.notes.append(f"{obj.id} is removed from combat "
                                  f"({self.cite('end_of_combat')})")
        self.end_effects("end_of_turn", rule)
        self.game.step = "cleanup"

    def next_turn(self) -> None:
        self.cleanup()
        order = self.game.player_ids()
        active = order[(order.index(self.game.active_player) + 1) % len(order)]
        self.game.active_player = active
        self.game.turn += 1
        # a new turn: nothing has happened in it yet; a player's speed stays (702.179)
        self.game.history = TurnHistory(speed=self.game.history.speed)
        self.notes.append(f"turn {self.game.turn} begins: {active} is the active player")
        self.end_effects("your_next_turn", self.cite("your_next_turn"), active)
        for obj in self.objects.values():
            obj.entered_this_turn = False  # a new turn: nothing has entered in it yet
        self.untap_step(active)
        self.game.step = "precombat_main"
        lore = _cite(self.ruleset, "lore")
        if lore:
            for obj in self.objects.values():
                if obj.zone == "battlefield" and obj.controller == active and \
                        "Saga" in obj.subtypes and chapters(obj):
                    self.cite("lore")
                    obj.counters["lore"] = obj.counters.get("lore", 0) + 1
                    self.notes.append(f"{obj.id} gets a lore counter ({lore})")
                    self.lore_added(obj, obj.counters["lore"] - 1)

    def untap_step(self, active: str) -> None:
        """The active player untaps their permanents (502.3; 502.2 in 2011), those an
        effect untaps during each player's untap step too, but those that don't untap
        during it or can't become untapped (rules effects in force); a permanent with a stun
        counter that would untap loses one instead (122.1d; 2011 has no stun counters). A
        choice not to untap (may_not_untap) or a limit on how many untap (untap_limit) is
        the player's: not made here, which the step says."""
        untap = self.cite("untap")
        word = self.in_force.get
        for obj in self.objects.values():
            if obj.zone != "battlefield" or not obj.tapped or not (
                    obj.controller == active or obj.id in word("untaps_during_others", ())):
                continue
            held = "doesnt_untap" if obj.id in word("doesnt_untap", ()) and \
                obj.controller == active else \
                "cant_become_untapped" if obj.id in word("cant_become_untapped", ()) else ""
            if held:
                rule = self.cite("doesnt_untap")
                self.notes.append(f"{obj.id} doesn't untap: an effect says so "
                                  f"({held}, {rule})")
                continue
            stun = _cite(self.ruleset, "stun")
            if stun and obj.counters.get("stun", 0) > 0:
                self.cite("stun")
                obj.counters["stun"] -= 1
                if not obj.counters["stun"]:
                    del obj.counters["stun"]
                self.notes.append(f"{obj.id} would untap: a stun counter is removed from it "
                                  f"instead ({stun})")
                continue
            obj.tapped = False
            self.notes.append(f"{obj.id} untaps ({untap})")
            if obj.id in word("may_not_untap", ()):
                self.notes.append(f"{obj.id}'s controller may choose not to untap it "
                                  f"(may_not_untap): a choice the step does not make")
        if active in word("untap_limit", ()):
            self.notes.append("a limit on how many permanents untap (untap_limit) is the "
                              "player's choice of which: the step does not apply it")

    def keep_blessings(self) -> None:
        """A player who had the city's blessing on the board before the step keeps it for
        the rest of the game (702.131b-c), whatever leaves the battlefield later."""
        blessed = self.in_force.get("citys_blessing", frozenset())
        rules = self.ruleset.section("word_rules").value \
            if "word_rules" in self.ruleset.sections else {}
        rule = str(rules.get("citys_blessing") or "")
        if not blessed or not rule:
            return
        players = []
        for player in self.game.players:
            if player.id in blessed and not player.citys_blessing:
                player = replace(player, citys_blessing=True)
                self.notes.append(f"{player.id} has the city's blessing for the rest of the "
                                  f"game ({rule})")
                self.rules.append(rule)
            players.append(player)
        self.game.players = players

    def lore_added(self, obj: ObjState, before: int) -> None:
        """Chapter abilities that trigger as lore counters are put on a Saga (714.2b): on
        the board after the step they have triggered and not yet left the stack, which
        keeps the Saga from being sacrificed (704.5s)."""
        reached = chapters_reached(chapters(obj), before, obj.counters.get("lore", 0))
        if reached and "Saga" in obj.subtypes and _cite(self.ruleset, "chapter"):
            obj.chapter_triggered = True
            numbers = ", ".join(str(n) for n in reached)
            self.notes.append(f"{obj.id}'s chapter {numbers} triggers ({self.cite('chapter')})")

    def cannot_transform(self, obj: ObjState, rules: FaceRules) -> tuple[str, str] | None:
        """Why transforming ``obj`` does nothing, and the rule; None if it transforms:
        only a permanent represented by a double-faced card or token that is no meld card
        transforms (701.27c, 712.9; 701.25a in 2011), not while face down (712.15a), not
        into an instant or sorcery face (712.10), not while an effect says it can't
        (701.27a, a rules effect in force)."""
        if obj.melded:
            return "a melded permanent is represented by meld cards", rules.cite("meld_no_transform")
        if obj.layout not in ("transform", "modal_dfc") or len(obj.faces) != 2:
            return ("it is not represented by a double-faced card or token",
                    rules.cite("not_double_faced"))
        if obj.face_down:
            return "it is face down", rules.cite("face_down_no_transform")
        other = obj.faces[1 - obj.face]
        if other.card_types & {"instant", "sorcery"} and "into_spell" in rules.rules:
            return "its other face is an instant or sorcery face", rules.cite("into_spell")
        if obj.id in self.in_force.get("cant_transform", ()):
            return "an effect says it can't transform", rules.cite("transform")
        return None

    def transform(self, oid: str) -> None:
        obj = self.objects[oid]
        rules = face_rules(self.ruleset)
        if obj.zone != "battlefield":
            raise ConsistencyError(f"{oid} is not a permanent: only a permanent transforms "
                                   f"({rules.cite('transform')})")
        why = self.cannot_transform(obj, rules)
        if why is not None:
            self.notes.append(f"{oid} does not transform, nothing happens: {why[0]} ({why[1]})")
            self.rules.extend(r for r in why[1].split(", ") if r not in self.rules)
            return
        keep_copied(self.objects, oid)
        turn_over(obj)
        self.notes.append(f"{oid} transforms into {obj.name} ({rules.cite('transform')}); "
                          f"effects on it go on ({rules.cite('same_object')})")
        self.rules.extend(r for r in (rules.cite("transform"), rules.cite("same_object"))
                          if r not in self.rules)
        if rules.transform_timestamp:
            obj.timestamp = _later(self.game, self.effects)
            self.notes.append(f"{oid} gets a new timestamp, {obj.timestamp:g} "
                              f"({rules.cite('transform_timestamp')})")
            self.rules.append(rules.cite("transform_timestamp"))

    def turn_face_up(self, oid: str) -> None:
        obj = self.objects[oid]
        rule = face_down_rule(self.ruleset, "face_up")
        if not obj.face_down:
            raise ConsistencyError(f"{oid} is face up already "
                                   f"({face_down_rule(self.ruleset, 'turn_face_up')})")
        self.turned(obj, False, f"{oid} turns face up: its own characteristics again, effects "
                                f"on it go on ({rule})", rule)

    def turned(self, obj: ObjState, down: bool, note: str, rule: str) -> None:
        """Turn ``obj`` face up or down: the copies made of it keep what they copied
        (707.2b), a new timestamp where the ruleset says so (613.7f in 2026)."""
        keep_copied(self.objects, obj.id)
        obj.face_down, obj.face_down_abilities = down, ()
        self.notes.append(note)
        self.rules.append(rule)
        stamp_rule = face_down_rule(self.ruleset, "face_up_timestamp")
        if stamp_rule:
            obj.timestamp = _later(self.game, self.effects)
            self.notes.append(f"{obj.id} gets a new timestamp, {obj.timestamp:g} "
                              f"({stamp_rule})")
            self.rules.append(stamp_rule)

    def turn_face_down(self, oid: str) -> None:
        obj = self.objects[oid]
        double = face_down_rule(self.ruleset, "double_faced_face_up")
        if double and is_double_faced(obj):
            self.notes.append(f"{oid} is double-faced: turning it face down does nothing, it "
                              f"stays face up ({double})")
            self.rules.append(double)
            return
        if obj.face_down:
            again = face_down_rule(self.ruleset, "already_face_down")
            self.notes.append(f"{oid} is face down already: nothing happens"
                              + (f" ({again})" if again else ""))
            self.rules.extend([again] if again else [])
            return
        rule = str(face_down_kinds(self.ruleset)["turned"]["rule"].value) \
            if "turned" in face_down_kinds(self.ruleset) else ""
        self.turned(obj, True, f"{oid} is turned face down: a 2/2 creature with no name, "
                               f"text, subtypes or mana cost, effects on it go on ({rule})", rule)

    def flip(self, oid: str) -> None:
        obj = self.objects[oid]
        rule = face_rules(self.ruleset).cite("flip")
        if obj.flipped:
            self.notes.append(f"{oid} is flipped already: nothing happens ({rule})")
        else:
            obj.flipped = True
            show_flip_side(obj)
            what = f"into {obj.name}" if obj.layout == "flip" else "(no flip card: its status only)"
            self.notes.append(f"{oid} flips {what}; effects on it go on ({rule})")
        self.rules.append(rule)

    def move(self, oid: str, zone: str) -> None:
        """The object goes to ``zone`` (back to the battlefield for ``leaves_and_returns``):
        a new object (400.7) with a new timestamp, no counters, damage or status, its front
        face up (712.14, 712.8a); effects on the old object no longer apply to it."""
        obj = self.objects[oid]
        if obj.melded:
            raise ConsistencyError(f"{oid} is a melded permanent: two cards would move "
                                   f"(712.21)")
        rule = self.cite("new_object")
        if obj.zone == "battlefield":
            self.game.history = left_battlefield(self.game.history, obj, zone)
        fresh = obj.copy()
        fresh.zone = zone
        fresh.timestamp = _later(self.game, self.effects)
        remain = oid in self.in_force.get(f"counters_remain:{zone}", ()) and bool(obj.counters)
        fresh.counters = dict(obj.counters) if remain else {}
        fresh.damage, fresh.tapped = 0, False
        fresh.attacking = fresh.blocked = fresh.blocking = False
        fresh.entered_this_turn = zone == "battlefield"
        fresh.attached_to = fresh.attached_at = None
        fresh.controller = fresh.owner if zone in ("battlefield", "stack") else None
        fresh.class_level = None
        fresh.face_down, fresh.face_down_abilities = False, ()  # a new object, face up (708.9)
        fresh.flipped = False  # and unflipped: no memory of its status (710.4)
        show_flip_side(fresh)
        fresh.copied_values = {}  # it copies anew as it enters (707.5)
        if fresh.faces and fresh.face != 0:
            turn_to(fresh, 0)
        self.end_leaving(oid)
        self.objects[oid] = fresh
        where = "leaves and returns" if zone == obj.zone else f"moves to the {zone}"
        owner = ", under its owner's control" if fresh.controller else ""
        self.notes.append(f"{oid} {where}: a new object ({rule}) with timestamp "
                          f"{fresh.timestamp:g} ({self.cite('object_timestamp')}){owner}")
        if remain:
            stay = ", ".join(plural(n, f"{kind} counter")
                             for kind, n in sorted(obj.counters.items()))
            self.notes.append(f"{oid}'s counters remain on it ({stay}): an ability of its own "
                              f"says so ({self.cite('counters_remain')})")
        for other in self.objects.values():
            if other.attached_to == oid:
                other.attached_to = other.attached_at = None
                self.notes.append(f"{other.id} is no longer attached to it")
        kept = []
        for effect in self.effects:
            if oid in effect.targets:
                effect = replace(effect, targets=effect.targets - {oid})
                self.notes.append(f"{effect.id} no longer applies to {oid} ({rule})")
            kept.append(effect)
        self.effects = kept

    def end_leaving(self, oid: str) -> None:
        """Effects lasting "until" ``oid`` "leaves the battlefield" end as it leaves, for
        good: what comes back is a new object (400.7), which the duration does not name."""
        if self.objects[oid].zone != "battlefield":
            return
        rule = self.cite("until_leaves")
        kept = []
        for effect in self.effects:
            duration = getattr(effect.spec, "duration", None)
            if duration is not None and duration.watched(effect.source) == oid:
                self.notes.append(f"{effect.id} ends: {oid} left the battlefield ({rule})")
            else:
                kept.append(effect)
        self.effects = kept

    def counters(self, step: TimeStep) -> None:
        obj = self.objects[step.obj or ""]
        before = obj.counters.get(step.counter, 0)
        count = max(0, before + step.change)
        if count:
            obj.counters[step.counter] = count
        else:
            obj.counters.pop(step.counter, None)
        verb = "gets" if step.change > 0 else "loses"
        self.notes.append(f"{obj.id} {verb} {plural(abs(step.change), step.counter + ' counter')}"
                          f": {count} now ({self.cite('counters')})")
        if step.counter == "lore" and count > before:
            self.lore_added(obj, before)

    def class_level(self, step: TimeStep) -> None:
        obj = self.objects[step.obj or ""]
        rule = _cite(self.ruleset, "class_level_up")
        if not rule:
            raise ConsistencyError(f"ruleset {self.ruleset.id} has no Class cards and no class "
                                   f"levels (716 came later)")
        obj.class_level = step.level
        self.notes.append(f"{obj.id} becomes level {step.level} ({self.cite('class_level_up')})")


def advance(scenario: Scenario, step: TimeStep, in_force: InForce | None = None,
            within_event: bool = False) -> Passage:
    """The scenario after ``step`` (a new scenario; the given one is left alone), the rules
    effects ``in_force`` on the board before it respected. Chapter abilities that had
    triggered have resolved by the next step (a step ends with the stack empty, 500.2);
    not so for a move ``within_event`` (an event's zone change, done by the replacement
    engine's ``aftermath``): the stack is as it was, and a Saga whose chapter ability
    waits there is not sacrificed (704.5s)."""
    clock = _Clock(scenario, in_force)
    clock.keep_blessings()
    for obj in clock.objects.values() if not within_event else ():
        obj.chapter_triggered = False
    if step.kind == "end_of_turn":
        clock.cleanup()
    elif step.kind == "next_turn":
        clock.next_turn()
    elif step.kind == "transform":
        clock.transform(step.obj or "")
    elif step.kind == "turn_face_up":
        clock.turn_face_up(step.obj or "")
    elif step.kind == "turn_face_down":
        clock.turn_face_down(step.obj or "")
    elif step.kind == "flip":
        clock.flip(step.obj or "")
    elif step.kind == "leaves_and_returns":
        clock.move(step.obj or "", "battlefield")
    elif step.kind == "moves":
        clock.move(step.obj or "", step.zone)
    elif step.kind == "counters":
        clock.counters(step)
    else:
        clock.class_level(step)
    return clock.passage()


def end_effect(scenario: Scenario, effect_id: str) -> Scenario:
    """The scenario without an effect that has ended."""
    return replace(scenario, effects=[e for e in scenario.effects if e.id != effect_id])



def left_battlefield(history: TurnHistory, obj: ObjState, zone: str) -> TurnHistory:
    """The turn so far, with this permanent gone from the battlefield to ``zone``: it left
    the battlefield, died when it went to a graveyard (700.4; 700.6 in 2011), and is kept
    among those that entered this turn if it did. Its characteristics are the object's own
    as the board holds them (before continuous effects: a time step does not run the
    layers)."""
    gone = Gone(obj.id, obj.name, obj.controller or obj.owner, obj.owner, obj.zone,
                frozenset(obj.card_types), frozenset(obj.subtypes),
                frozenset(obj.supertypes), frozenset(obj.colors), obj.is_token)
    died = (gone,) if zone == "graveyard" else ()
    entered = (gone,) if obj.entered_this_turn else ()
    return replace(history, left=history.left + (gone,), died=history.died + died,
                   entered=history.entered + entered)
