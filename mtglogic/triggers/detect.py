"""Which triggered abilities an event's occurrences trigger (603.2), whose they are, and why.

An ability triggers when an occurrence matches its trigger event (603.2), once per
occurrence, or once for the whole event when it says "one or more" (603.2c). Its trigger
event is checked on the board right after the event, with the continuous effects that
exist then (603.6a-b: a land entering under Blood Moon has no enters ability), except for
the abilities that look back in time (603.10a-f; 603.6d in 2011), which use the abilities
and the objects as they were right before it (a Blood Artist dying in a wrath sees every
creature that dies with it). It is controlled by whoever controlled its source when it
triggered (603.3a); a delayed one by the player the effect that made it names (603.7d-f).

Rules effects in force change this (613.11; 613.10 in 2011): "creatures entering don't
cause abilities to trigger" (Torpor Orb) and "dying don't" (Hushbringer) stop every
ability that occurrence would trigger, keyed on the cause, "one or more" abilities
included; "triggers an additional time" (603.2d, 2026 only) adds one per effect, only to
an ability that triggered at all, never to a delayed one. An intervening "if" is checked
as it triggers and again as it resolves (603.4); a state trigger (603.8) triggers while
its state holds, but not again until it has left the stack.
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace

from mtglogic.budget import Budget
from mtglogic.layers.compute import compute_layers
from mtglogic.layers.rules_applied import RulesRecord
from mtglogic.model.answers import TriggeredAbility
from mtglogic.model.objects import ObjState
from mtglogic.replacement.aftermath import After
from mtglogic.triggers.rules import TriggerRules
from mtglogic.vocabulary.compiled import Selector
from mtglogic.vocabulary.events import Event, Triggering, ZoneChange
from mtglogic.vocabulary.triggers import DelayedTrigger, TriggerEvent, TriggerSpec
from mtglogic.vocabulary.world import Binding, World


@dataclass(frozen=True)
class Triggered:
    """One triggered ability that triggered and waits to be put on the stack (603.3).

    ``ability`` names it: its source's id (``#N`` for the source's Nth triggered ability
    when it has several), or a delayed ability's own id. ``cause``: the occurrences that
    made it trigger, in words; ``times``: how many times it triggered from them (603.2d);
    ``rules``: the rules that decided it; ``notes``: how they did."""

    ability: str
    source: str
    controller: str
    text: str
    cause: tuple[str, ...]
    does: str
    times: int = 1
    kind: str = "triggered"  # triggered, delayed or state
    rules: tuple[str, ...] = ()
    notes: tuple[str, ...] = ()
    name: str = ""  # its source's name, as it was when it triggered
    # 2: it triggered on another ability's triggering, and goes on the stack after the
    # others (the second part of 603.3b in 2026)
    part: int = 1
    spec: TriggerSpec | None = field(default=None, compare=False, repr=False)
    occurrences: tuple[Event, ...] = field(default=(), compare=False, repr=False)

    def record(self) -> TriggeredAbility:
        """The ability as typed data (``mtglogic.model.answers``)."""
        return TriggeredAbility(self.ability, self.source, self.name, self.controller,
                                self.kind, self.cause, self.times, self.does, self.rules)


@dataclass(frozen=True)
class HeldBack:
    """An ability that would have triggered but did not, and the rule that stopped it."""

    ability: str
    source: str
    reason: str
    rules: tuple[str, ...] = ()


def ability_names(obj: ObjState, keywords: Mapping[str, TriggerSpec] | None = None
                  ) -> list[tuple[str, TriggerSpec]]:
    """The object's triggered abilities the engines read, each with its name: those
    written as data, and those its keywords are (``keywords``: the ruleset's, 702.79a
    persist), in the order the object has them."""
    specs: list[TriggerSpec] = []
    for ability in obj.abilities:
        if ability.kind == "triggered" and isinstance(ability.definition, TriggerSpec):
            specs.append(ability.definition)
        elif ability.kind == "keyword" and keywords and ability.text.lower() in keywords:
            specs.append(keywords[ability.text.lower()])
    if len(specs) == 1:
        return [(obj.id, specs[0])]
    return [(f"{obj.id}#{k}", spec) for k, spec in enumerate(specs, 1)]


class Boards:
    """The two boards a trigger is checked on: right before the event (``before``) and right
    after it (``after``), each with the rules effects in force there (found when first
    asked for)."""

    def __init__(self, before: World, after: World, budget: Budget | None,
                 rules_after: list[RulesRecord] | None = None) -> None:
        self.before = before
        self.after = after
        self.budget = budget
        self._rules: dict[bool, list[RulesRecord]] = {}
        if rules_after is not None:
            self._rules[False] = rules_after

    def of(self, looking_back: bool) -> tuple[World, list[RulesRecord]]:
        world = self.before if looking_back else self.after
        if looking_back not in self._rules:
            self._rules[looking_back] = rules_of(world, self.budget)
        return world, self._rules[looking_back]


def rules_of(world: World, budget: Budget | None) -> list[RulesRecord]:
    """The rules effects in force on a world's board (613.11; 613.10 in 2011): those the
    layers that made it kept, else found again."""
    if world.rules is not None:
        return world.rules
    scenario = world.scenario
    assert scenario is not None
    world.rules = compute_layers(world.game, scenario.effects, scenario.ruleset,
                                 budget).outcomes[0].run.rules
    return world.rules


def world_after(before: World, after: After, budget: Budget | None) -> World:
    """The world right after the event: its game, layered (603.6b)."""
    scenario = after.scenario
    layered = after.layers(budget)
    return World(after.game, dict(layered.board), before.layers,
                 before.tokens, history=after.game.history,
                 subtype_lists=before.subtype_lists, scenario=scenario,
                 rules=list(layered.outcomes[0].run.rules))


def boards(before: World, after: After, budget: Budget | None) -> Boards:
    return Boards(before, world_after(before, after, budget), budget,
                  list(after.layers(budget).outcomes[0].run.rules))


def _matching(records: Iterable[RulesRecord], word: str, obj: ObjState | None,
              world: World) -> list[RulesRecord]:
    """The records of ``word`` whose selector matches ``obj`` (as ``world`` shows it)."""
    if obj is None:
        return []
    found = []
    for record in records:
        selector: Selector | None = record.selector("") if record.word == word else None
        if selector is not None and selector.matches(
                obj, world.context(record.source, record.controller, obj)):
            found.append(record)
    return found


class Detector:
    """Finds the abilities one event's occurrences trigger (see the module docstring)."""

    def __init__(self, boards: Boards, rules: TriggerRules,
                 occurrences: tuple[Event, ...]) -> None:
        self.boards = boards
        self.rules = rules
        self.occurrences = occurrences
        self.held: list[HeldBack] = []
        # the occurrences each ability already triggered from: an ability whose events
        # look back and don't (``any_of``) triggers once per occurrence (603.2c)
        self.counted: dict[str, set[int]] = {}

    def suppressed(self, occurrence: Event) -> list[RulesRecord]:
        """The rules effects that keep this occurrence from causing triggers: a creature
        entering (seen on the board after) or dying (seen on the board before)."""
        if not isinstance(occurrence, ZoneChange):
            return []
        if occurrence.to_zone == "battlefield":
            world, records = self.boards.of(looking_back=False)
            return _matching(records, "entering_doesnt_trigger", world.obj(occurrence.obj),
                             world)
        if occurrence.from_zone == "battlefield" and occurrence.to_zone == "graveyard":
            world, records = self.boards.of(looking_back=True)
            return _matching(records, "dying_doesnt_trigger", world.obj(occurrence.obj),
                             world)
        return []

    def additional(self, source: str, matched: list[Event], looking_back: bool
                   ) -> tuple[int, list[str], list[str]]:
        """How many more times an ability of ``source`` triggers (603.2d), with the effects
        that say so and their rules."""
        _, records = self.boards.of(looking_back)
        extra, names, cites = 0, [], []
        for record in records:
            if record.word != "triggers_additional" or source not in record.objects:
                continue
            if record.argument is True or any(self._caused(record, o) for o in matched):
                extra += 1
                names.append(record.effect)
                cites += [r for r in record.rules if r not in cites]
        return extra, names, cites

    def _caused(self, record: RulesRecord, occurrence: Event) -> bool:
        """Whether a doubler's cause (``entering``, ``leaving`` objects) is this occurrence."""
        if not isinstance(occurrence, ZoneChange):
            return False
        for key, entering in (("entering", True), ("leaving", False), ("dying", False)):
            selector = record.selector(key)
            moves = occurrence.to_zone == "battlefield" if entering else \
                occurrence.from_zone == "battlefield" and (
                    key == "leaving" or occurrence.to_zone == "graveyard")
            if selector is None or not moves:
                continue
            world, _ = self.boards.of(looking_back=not entering)
            mover = world.obj(occurrence.obj)
            if mover is not None and selector.matches(
                    mover, world.context(record.source, record.controller, mover)):
                return True
        return False

    def looks_back(self, event: TriggerEvent) -> str:
        """The rule that makes this trigger event look back in time, "" when it does not."""
        return self.rules.look_back.get(event.look_back, "") if event.look_back else ""

    def events(self, spec: TriggerSpec, looking_back: bool) -> tuple[TriggerEvent, ...]:
        """The ability's trigger events checked on this board: those that look back in
        time on the board before the event, the others on the board after it (603.10)."""
        return tuple(e for e in spec.when.parts() if bool(self.looks_back(e)) == looking_back)

    def _matches(self, event: TriggerEvent, occurrence: Event, bind: Binding,
                 world: World) -> bool:
        if not event.matches(occurrence, bind, world):
            return False
        return not (event.dies and self.rules.dies_creatures_only
                    and not self._creature(occurrence, world))

    def matched(self, name: str, events: tuple[TriggerEvent, ...], bind: Binding,
                world: World) -> list[Event]:
        """The occurrences that match one of the ability's trigger events (each once), those
        a rules effect keeps from causing triggers left out (and said)."""
        found = []
        counted = self.counted.setdefault(name, set())
        for number, occurrence in enumerate(self.occurrences):
            if number in counted or not any(self._matches(e, occurrence, bind, world)
                                            for e in events):
                continue
            counted.add(number)
            stopped = self.suppressed(occurrence)
            if stopped:
                cites = tuple(r for record in stopped for r in record.rules)
                self.held.append(HeldBack(
                    name, bind.source or "", f"{occurrence.short()} doesn't cause abilities "
                    f"to trigger ({', '.join(r.effect for r in stopped)})",
                    tuple(dict.fromkeys(cites + (self.rules.cite("rules_effects"),)))))
                continue
            found.append(occurrence)
        return found

    @staticmethod
    def _creature(occurrence: Event, world: World) -> bool:
        obj = world.obj(getattr(occurrence, "obj", ""))
        return obj is not None and "creature" in obj.card_types

    def of_object(self, obj: ObjState, looking_back: bool) -> list[Triggered]:
        """The object's abilities that trigger, checked on the board they look at."""
        world, _ = self.boards.of(looking_back)
        found: list[Triggered] = []
        for name, spec in ability_names(obj, self.rules.keywords):
            events = self.events(spec, looking_back)
            if obj.zone not in spec.works_from or spec.when.state is not None or not events:
                continue
            controller = obj.controller or obj.owner
            found += self.instances(name, obj.id, controller, spec, world, events,
                                    source_name=obj.name)
        return found

    def instances(self, name: str, source: str, controller: str, spec: TriggerSpec,
                  world: World, events: tuple[TriggerEvent, ...], kind: str = "triggered",
                  source_name: str = "", lasting: bool = False) -> list[Triggered]:
        """The times one ability triggers from the event's occurrences that match these
        of its trigger events (all of them checked on ``world``); a delayed ability
        ``lasting`` a stated duration ("this turn") triggers as any other (603.7b)."""
        bind = Binding(source, controller)
        matched = self.matched(name, events, bind, world)
        look = next((self.looks_back(e) for e in events if self.looks_back(e)), "")
        if not matched:
            return []
        rules = self.rules
        if spec.once_each_turn:
            rule = rules.needs("once_each_turn", f"{name}: \"do this only once each turn\"")
            if name in world.history.done_once:
                self.held.append(HeldBack(name, source, "its controller already did it once "
                                          "this turn", (rule,)))
                return []
        if spec.condition is not None and not spec.condition.holds(
                world.context(source, controller)):
            self.held.append(HeldBack(name, source, "its intervening \"if\" is false as it "
                                      "would trigger", (rules.cite("intervening_if"),)))
            return []
        groups = [matched] if spec.one_or_more else [[o] for o in matched]
        once = kind == "delayed" and not lasting
        if once:  # once, the next time (603.7b): its controller picks which
            groups = [matched[:1]]
        found = []
        for group in groups:
            cites = [rules.cite("trigger"), rules.cite("controller")]
            cites += [rule for e in events if any(self._matches(e, o, bind, world)
                                                  for o in group)
                      for rule in rules.of_event(e.word)]
            notes = []
            if len(matched) > 1 and len(groups) > 1:
                cites.append(rules.cite("occurrences"))
            if spec.one_or_more and len(matched) > 1:
                cites.append(rules.cite("occurrences"))
                notes.append(f"once for all {len(matched)} occurrences (\"one or more\")")
            if spec.rule:
                cites.append(spec.rule)
            if look:
                cites.append(look)
                notes.append("looks back in time: the board right before the event")
            elif all(e.kinds == {"zone_change"} for e in events) and any(
                    isinstance(o, ZoneChange) and o.to_zone == "battlefield" for o in group):
                cites.append(rules.cite("entering_characteristics"))
            if spec.condition is not None:
                cites.append(rules.cite("intervening_if"))
                notes.append("its intervening \"if\" is checked again as it resolves")
            times = 1
            if kind == "triggered":
                extra, by, more = self.additional(source, group, bool(look))
                if extra:
                    times += extra
                    cites += more
                    notes.append(f"triggers {extra} additional time{'s' * (extra > 1)} "
                                 f"({', '.join(by)})")
            if kind == "delayed":
                cites += [rules.cite("delayed"), rules.cite("delayed_once"),
                          rules.cite("delayed_controller")]
                if once and len(matched) > 1:
                    notes.append(f"it triggers only once, the next time its event occurs: "
                                 f"for one of the {len(matched)} occurrences")
                elif lasting:
                    notes.append("it lasts this turn: it triggers each time its event occurs")
            found.append(Triggered(name, source, controller, spec.text,
                                   tuple(o.short() for o in group), spec.does(), times, kind,
                                   tuple(dict.fromkeys(c for c in cites if c)), tuple(notes),
                                   source_name, spec=spec, occurrences=tuple(group)))
        return found

    def states(self, waiting: frozenset[str]) -> list[Triggered]:
        """State triggers whose state holds on the board after the event, unless they
        already wait or are on the stack (603.8)."""
        world, _ = self.boards.of(looking_back=False)
        found = []
        for obj in sorted(world.board.values(), key=lambda o: o.id):
            for name, spec in ability_names(obj, self.rules.keywords):
                state = spec.when.state
                if state is None or obj.zone not in spec.works_from or name in waiting:
                    continue
                controller = obj.controller or obj.owner
                if state.holds(world.context(obj.id, controller)):
                    found.append(Triggered(
                        name, obj.id, controller, spec.text, (f"{spec.when.written} holds",),
                        spec.does(), kind="state",
                        rules=tuple(c for c in (self.rules.cite("state"),
                                                self.rules.cite("controller")) if c),
                        notes=("it triggers again only once it has left the stack",),
                        name=obj.name, spec=spec))
        return found

    def lost_entering(self) -> None:
        """Hold back, with its rule, each enters ability a permanent had where it came from
        but not on the battlefield, which its own entering would have triggered: the
        continuous effects that took it apply the moment it is there (603.6b: Blood Moon
        and a land's enters ability)."""
        after, _ = self.boards.of(looking_back=False)
        for occurrence in self.occurrences:
            if not isinstance(occurrence, ZoneChange) or occurrence.to_zone != "battlefield":
                continue
            was, now = self.boards.before.obj(occurrence.obj), after.obj(occurrence.obj)
            if was is None or now is None:
                continue
            kept = {spec.data for _, spec in ability_names(now, self.rules.keywords)}
            bind = Binding(now.id, now.controller or now.owner)
            for name, spec in ability_names(was, self.rules.keywords):
                if spec.data in kept or not any(
                        self._matches(e, occurrence, bind, after)
                        for e in self.events(spec, looking_back=False)):
                    continue
                self.held.append(HeldBack(
                    name, now.id, f"{now.id} is on the battlefield without this ability "
                    "as it enters: the continuous effects that remove it apply at once",
                    (self.rules.cite("entering_characteristics"),)))


def detect(boards: Boards, rules: TriggerRules, occurrences: tuple[Event, ...],
           delayed: Iterable[DelayedTrigger] = (), waiting: frozenset[str] = frozenset()
           ) -> tuple[list[Triggered], list[HeldBack]]:
    """Every ability the occurrences trigger (in APNAP order of their controllers, then by
    name), the state triggers whose state holds, and the abilities held back."""
    detector = Detector(boards, rules, occurrences)
    found: list[Triggered] = []
    if occurrences:
        for looking_back in (True, False):
            world, _ = boards.of(looking_back)
            for obj in sorted(world.board.values(), key=lambda o: o.id):
                found += detector.of_object(obj, looking_back)
        for ability in delayed:
            for looking_back in (True, False):
                events = detector.events(ability.spec, looking_back)
                if events and (ability.this_turn or not any(t.ability == ability.id
                                                            for t in found)):
                    world, _ = boards.of(looking_back)
                    found += detector.instances(ability.id, ability.source or "",
                                                ability.controller, ability.spec, world,
                                                events, kind="delayed",
                                                lasting=ability.this_turn)
        detector.lost_entering()
    found += detector.states(waiting)
    found += on_triggering(boards, rules, found, detector)
    order = boards.after.game.apnap()
    found.sort(key=lambda t: (t.part, order.index(t.controller) if t.controller in order
                              else len(order), t.ability))
    return found, detector.held


def on_triggering(boards: Boards, rules: TriggerRules, triggered: list[Triggered],
                  first: Detector) -> list[Triggered]:
    """The abilities that trigger on the others' triggering ("whenever ... causes a
    triggered ability to trigger"): each triggering one occurrence, the permanent whose
    entering made it trigger named; they are the second part of 603.3b in 2026. One level
    deep: their own triggering is not looked at again."""
    occurrences = tuple(
        Triggering(ability=t.ability, source=t.source, controller=t.controller,
                   entering=next((o.obj for o in t.occurrences if isinstance(o, ZoneChange)
                                  and o.to_zone == "battlefield"), ""),
                   cause="; ".join(t.cause))
        for t in triggered for _ in range(t.times))
    if not occurrences:
        return []
    detector = Detector(boards, rules, occurrences)
    world, _ = boards.of(looking_back=False)
    found = [replace(t, part=2) for obj in sorted(world.board.values(), key=lambda o: o.id)
             for t in detector.of_object(obj, looking_back=False)]
    first.held += detector.held
    return found


__all__ = ["Boards", "Detector", "HeldBack", "Triggered", "ability_names",
           "boards", "detect", "rules_of", "world_after"]
