"""The 616.1 choice process: a small core, and the rules of the process plugged into it.

At each state the candidates are the effects that apply to the event as modified so far
and have not had their one opportunity (614.5; newly applicable ones included, 616.2;
one that no longer applies does nothing, 614.7); the first tier of 616.1 that has
candidates must be chosen from. The affected object's controller (its owner when it has
none) or the affected player chooses (616.1); when parts of the event affect several
players, the first in APNAP order (101.4) chooses first. Events done one after another
(``State.done`` and ``State.queue``) are the core's; which events are queued is a rule's.

Everything else is a rule of the process in ``process_rules/`` (120.4a excess damage,
120.4b-c damage steps, 121.2 single draws, 616.1 each object, 616.1g contained events,
614.12a-b costs payable together, 614.13a-b choosing objects, 614.17c, 120.4c effects
reading the whole event), active when the
ruleset's ``replacement.process`` lists it; the core calls their hooks in a fixed order,
and those of a rule that concerns some kinds of events only once one of them is met.

Atomic events are interned as small integers (``Part`` records) and effect sets are bit
masks, so states are cheap to hash; what each effect does to each part is computed once.
"""
from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass, field, replace
from typing import Any, TypeVar

from mtglogic.replacement.choice import ChoiceRules
from mtglogic.replacement.hook_table import HookTable
from mtglogic.replacement.model import Choice, Effect, Options, Outcome, State
from mtglogic.replacement.part import KeptOff, Part
from mtglogic.replacement.process_rules import RULES, ProcessRule
from mtglogic.replacement.process_rules.base import Added, Done, Queue, bits
from mtglogic.vocabulary.actions import on_entering_counters
from mtglogic.vocabulary.events import (
    CreateTokens,
    Damage,
    Event,
    MarkDamage,
    PutCounters,
    Regenerate,
    RemoveCounters,
    WinGame,
    ZoneChange,
    entering_object,
    entering_status,
    with_counters,
)
from mtglogic.vocabulary.world import World

R = TypeVar("R", bound=ProcessRule)
# What an effect does to one part: the parts it becomes, the damage a shield prevented,
# and the events its additional effect adds (615.5), with which of them are summed.
AppliedParts = tuple[tuple[int, ...], int, tuple[Event, ...], tuple[bool, ...]]


@dataclass
class Caches:
    """What the process computes once: effects applied to parts, options, choosers."""

    applied: dict[tuple[int, int, int], AppliedParts] = field(default_factory=dict)
    options: dict[tuple[tuple[int, ...], int, tuple[Hashable, ...]], Options] = \
        field(default_factory=dict)
    choices: dict[tuple[tuple[int, ...], tuple[Hashable, ...]],
                  tuple[tuple[Choice, ...], tuple[tuple[Choice, int], ...]]] = \
        field(default_factory=dict)
    choosers: dict[tuple[int, ...], str | None] = field(default_factory=dict)
    # by a mask of effects that may be chosen: the effects, those of its first tier (616.1)
    # with their mask, and the tier's rule
    tiers: dict[int, tuple[tuple[int, ...], tuple[int, ...], int, str]] = \
        field(default_factory=dict)


class Process:
    """Applicability, options and transitions for one event and its effects (cached)."""

    def __init__(self, event: tuple[Event, ...], effects: tuple[Effect, ...],
                 cants: tuple[Effect, ...], world: World, rules: ChoiceRules) -> None:
        self.effects = effects
        self.cants = cants
        self.world = world
        self.rules = rules
        self.parts: list[Part] = []  # interned atomic parts, by id
        self._ids: dict[Event, int] = {}
        self._cache = Caches()
        self.steps = tuple(rule(self) for rule in RULES if rule.active(rules, event, effects))
        self._hooks = HookTable(self.steps)  # a rule's hooks wake with its kind of event
        for part in event:
            self._hooks.notice(part)
        for begin in self._hooks["begin"]:
            event = begin(event)
        state = State(tuple(self.intern(p) for p in event if p.happens()))
        for start in self._hooks["start"]:
            state = start(state)
        self.start = self.advance(self._settle(state))

    def rule(self, kind: type[R]) -> R | None:
        """The instance of a rule of the process taking part in this event, if any."""
        return next((r for r in self.steps if isinstance(r, kind)), None)

    @property
    def events(self) -> list[Event]:
        """The interned atomic events, by id."""
        return [p.event for p in self.parts]

    @property
    def sequenced(self) -> bool:
        """Whether an event became events done one after another (so far): then an effect
        may apply once to each of them."""
        return any(r.sequences for r in self.steps)

    # -- interning and applicability ------------------------------------------------------
    def intern(self, event: Event) -> int:
        found = self._ids.get(event)
        if found is not None:
            return found
        self._hooks.notice(event)
        pid = len(self.parts)
        self._ids[event] = pid
        blocked, kept_off = self._cant(event)
        candidates = 0
        for i, eff in enumerate(self.effects):
            if self._applies(eff, event):
                candidates |= 1 << i
        part = Part(event, candidates, 0, blocked, kept_off, affected(event, self.world))
        for hook in self._hooks["intern"]:
            part = hook(part)
        self.parts.append(part)
        return pid

    def _cant(self, part: Event) -> tuple[int | None, KeptOff | None]:
        """The "can't" effect stopping this part, if any; or, for a permanent entering with
        counters, the counter kinds one keeps off it (the permanent still enters, 122.6)."""
        kept_off = None
        for i, cant in enumerate(self.cants):
            watch = cant.spec.watch
            if not watch.matches(part, cant.binding, self.world):
                continue
            kinds = watch.entering_counters(part)
            if not kinds:
                return i, None
            if kept_off is None:
                kept_off = (kinds, i)
        return None, kept_off

    def _applies(self, eff: Effect, part: Event) -> bool:
        ok = eff.spec.watch.matches(part, eff.binding, self.world)
        guard = eff.spec.action.applies_to if eff.spec.action is not None else None
        if ok and guard is not None:
            ok = guard(part, self.world)
        if ok and eff.ability is not None:
            entering = self.world.entering(part)
            if entering is not None and entering.id == eff.source:  # 614.12
                ok = any(a.kind == "replacement" and a.data == eff.ability
                         for a in entering.abilities)
        return ok

    def moving(self, state: State) -> frozenset[str]:
        """The objects this event moves: in the parts done, current and still queued."""
        ids = [pid for pid, _, _ in state.done] + list(state.parts) + \
            [pid for parts, _, _ in state.queue for pid in parts]
        return frozenset(p.obj for p in (self.parts[i].event for i in ids)
                         if isinstance(p, ZoneChange))

    def apnap_index(self, player: str | None) -> int:
        """A player's place in APNAP order (101.4); after every player for None."""
        order = self.world.game.apnap()
        return order.index(player) if player in order else len(order)

    def parts_of(self, state: State) -> tuple[Event, ...]:
        """The events finished so far (single draws before this one) and the current one."""
        return tuple(event for _, event, _ in self._all_parts(state))

    def _all_parts(self, state: State) -> list[tuple[int, Event, int | None]]:
        """Each part done or current: its id, the event (a counted part as one event of
        that many) and the "can't" effect that stopped it when it was done (None: its own
        status)."""
        found = []
        for pid, stop, count in state.done:
            event = self.parts[pid].event
            if count > 1 and event.has_amount():
                event, count = event.with_amount(event.amount * count), 1
            found.extend([(pid, event, None if stop < 0 else stop)] * count)
        return found + [(pid, self.parts[pid].event, None) for pid in state.parts]

    # -- options ------------------------------------------------------------------------
    def options(self, state: State) -> Options:
        hooks = self._hooks["context"]
        context = tuple([hook(state) for hook in hooks]) if hooks else ()
        key = (state.parts, state.used, context)
        found = self._cache.options.get(key)
        if found is None:
            found = self._cache.options[key] = self._compute_options(state, context)
        return found

    def open_parts(self, state: State) -> tuple[int, ...]:
        """The parts effects may modify now (a rule may hold some back: 120.4b)."""
        if not self._hooks["open_parts"]:
            return state.parts
        found = self._first("open_parts", state)
        return state.parts if found is None else found

    def _first(self, hook: str, *args: Any) -> Any:
        """The first answer of the rules overriding ``hook`` that is not None."""
        for rule_hook in self._hooks[hook]:
            found = rule_hook(*args)
            if found is not None:
                return found
        return None

    def _context_of(self, rule: ProcessRule, context: tuple[Hashable, ...]) -> Hashable:
        hooks = self._hooks["context"]
        for index, hook in enumerate(hooks):
            if hook.__self__ is rule:
                return context[index]
        return None

    def _compute_options(self, state: State, context: tuple[Hashable, ...]) -> Options:
        open_parts = self.open_parts(state)
        parts = self.parts
        mask = 0
        for pid in open_parts:
            mask |= parts[pid].candidates
        mask &= ~state.used
        for hook in self._hooks["candidates"]:
            mask = hook(state, self._context_of(hook.__self__, context), mask)
        if not mask:
            return Options((), (), self.chooser(open_parts))
        cands = self._first_tier(mask)[0]
        rules: list[str] = []
        pool = mask
        for hook in self._hooks["allowed"]:
            pool, cite = hook(state, pool)
            if cite:
                rules.append(cite)
        _, allowed, allowed_mask, tier_rule = self._first_tier(pool)
        rules.append(tier_rule)
        chosen_on = tuple(p for p in open_parts if parts[p].candidates & allowed_mask)
        choices, groups = self._choices_for(allowed, context)
        if self._hooks["ways"]:
            choices, groups = self._with_ways(state, choices, groups)
        return Options(cands, allowed, self.chooser(chosen_on), tuple(rules), choices, groups)

    def _first_tier(self, mask: int) -> tuple[tuple[int, ...], tuple[int, ...], int, str]:
        """The effects of a mask, those of the first tier that has some (616.1) with their
        mask, and that tier's rule."""
        found = self._cache.tiers.get(mask)
        if found is None:
            effects = self.effects
            indexes = bits(mask)
            tier = min([effects[i].tier for i in indexes])
            allowed = tuple([i for i in indexes if effects[i].tier == tier])
            found = self._cache.tiers[mask] = (indexes, allowed, sum(1 << i for i in allowed),
                                               self.rules.tiers[tier].rule)
        return found

    def _with_ways(self, state: State, choices: tuple[Choice, ...],
                   groups: tuple[tuple[Choice, int], ...]
                   ) -> tuple[tuple[Choice, ...], tuple[tuple[Choice, int], ...]]:
        """Each application with several ways (a rule's ``ways``) as one choice per way,
        none of them grouped with alike effects."""
        counts = {c.effect: self._first("ways", state, c.effect) for c in choices if c.apply}
        if not any(counts.values()):
            return choices, groups
        new_groups: list[tuple[Choice, int]] = []
        for choice, weight in groups:
            new_groups.extend((c, weight) for c in _each_way(choice, counts))
        return tuple(c for choice in choices for c in _each_way(choice, counts)), \
            tuple(new_groups)

    def _choices_for(self, allowed: tuple[int, ...], context: tuple[Hashable, ...]
                     ) -> tuple[tuple[Choice, ...], tuple[tuple[Choice, int], ...]]:
        """Apply each allowed effect or decline an optional one (as the rules of the
        process let it be declined); one per class, weighted."""
        cache_key = (allowed, context)
        found = self._cache.choices.get(cache_key)
        if found is None:
            effects = self.effects
            declinable = [i for i in allowed if effects[i].spec.optional]
            for hook in self._hooks["declines"]:
                declinable = hook(declinable, self._context_of(hook.__self__, context))
            choices: list[Choice] = []
            for idx in allowed:
                choices.append(Choice(idx, True))
                if idx in declinable:
                    choices.append(Choice(idx, False))
            groups: dict[tuple[int, bool], list[Choice]] = {}
            for choice in choices:
                groups.setdefault((effects[choice.effect].klass, choice.apply),
                                  []).append(choice)
            found = (tuple(choices), tuple((m[0], len(m)) for m in groups.values()))
            self._cache.choices[cache_key] = found
        return found

    def choices(self, state: State) -> tuple[Choice, ...]:
        """Every legal next step: apply an allowed effect, or decline an optional one."""
        return self.options(state).choices

    # -- transitions ------------------------------------------------------------------
    def _apply(self, idx: int, pid: int, cap: int = -1) -> AppliedParts:
        """What effect ``idx`` does to part ``pid`` (a shield limited to ``cap`` when a
        rule shares it among parts, 615.7)."""
        key = (idx, pid, cap)
        found = self._cache.applied.get(key)
        if found is None:
            eff = self.effects[idx]
            action = eff.spec.action
            assert action is not None
            event = self.parts[pid].event
            binding = eff.binding if cap < 0 else replace(eff.binding, shield=cap)
            kinds = eff.spec.watch.entering_counters(event)
            if kinds:
                done = on_entering_counters(action, event, kinds, binding, self.world)
            else:
                done = action.apply(event, binding, self.world)
            found = (self._interned(done.parts, event), done.prevented, done.follow,
                     done.summed)
            self._cache.applied[key] = found
        return found

    def adds(self, idx: int, pid: int) -> bool:
        """Whether effect ``idx`` adds events to part ``pid`` besides modifying it (615.5)."""
        return bool(self._apply(idx, pid)[2])

    def _interned(self, events: tuple[Event, ...] | list[Event],
                  source: Event | None = None) -> tuple[int, ...]:
        """614.7 / 614.7a: an event with nothing left to do doesn't happen; 614.16: once an
        effect has modified it, what it puts is put by an effect. ``source``: the part the
        effect modified (None: events it added besides)."""
        found = []
        for event in events:
            if event.happens():
                event = by_an_effect(event)
                self._hooks.notice(event)
                found.append(self.intern(self._replaced(event, source)))
        return tuple(found)

    def _added(self, follows: list[Added]) -> tuple[int, ...]:
        """The events an effect adds besides modifying the parts (615.5): as a rule says
        (``added``: once per event), else those of each part it modified."""
        found = self._first("added", follows) if self._hooks["added"] else None
        return self._interned(found if found is not None
                              else [e for events, _ in follows for e in events])

    def _replaced(self, event: Event, source: Event | None) -> Event:
        for hook in self._hooks["replaced"]:
            event = hook(event, source)
        return event

    def step(self, state: State, choice: Choice, advance: bool = True) -> State:
        """Apply (or decline) one effect; it has had its opportunity either way (614.5).
        Without ``advance``, the event as the effect left it, before a finished event gives
        way to the next one (121.2, 616.1)."""
        idx = choice.effect
        bit = 1 << idx
        used = state.used | bit
        if not choice.apply:
            after = state._replace(used=used)
        else:
            parts: list[int] = []
            prevented = 0
            hooks = self._hooks
            whole = self._first("applied", state, idx) if hooks["applied"] else None
            if whole is not None:
                parts = list(whole)
            else:
                open_parts = self.open_parts(state)
                table = self.parts
                caps = (self._first("caps", state, choice) if hooks["caps"] else None) or {}
                follows = []
                for pid in state.parts:
                    if table[pid].candidates & bit and (open_parts is state.parts
                                                        or pid in open_parts):
                        new, stopped, follow, summed = self._apply(idx, pid, caps.get(pid, -1))
                        parts.extend(new)
                        prevented += stopped
                        if follow:
                            follows.append((follow, summed))
                    else:
                        parts.append(pid)
                if follows:
                    parts.extend(self._added(follows))
            spent = state.spent
            if prevented:
                spent = tuple(sorted(spent + ((idx, prevented),)))
            after = state._replace(parts=tuple(parts), used=used, spent=spent)
        for hook in self._hooks["chosen"]:
            after = hook(state, choice, after)
        after = self._settle(after)
        return self.advance(after) if advance else after

    def _settle(self, state: State) -> State:
        for hook in self._hooks["settle"]:
            state = hook(state)
        return state

    def advance(self, state: State) -> State:
        """Once no effect is left for the current event, what it leaves to do (a rule's
        queued events: single draws, 121.2) goes first, then the next event of the queue
        becomes the event (616.1: the next object's part)."""
        while True:
            pending = self._first("queued", state) if self._hooks["queued"] else None
            if not state.queue and pending is None:
                return state
            if self.options(state).choices:
                return state
            queue, finished = pending if pending is not None else ((), list(state.parts))
            state = self._next(self._finish(state.done, finished), queue + state.queue, state)

    def _finish(self, done: Done, parts: list[int]) -> Done:
        """The finished parts added to those done, counted (as a rule counts them)."""
        table = {(pid, stop): count for pid, stop, count in done}
        counts = bool(self._hooks["finished"])
        for pid in parts:
            counted = (self._first("finished", pid) if counts else None) or (pid, -1)
            table[counted] = table.get(counted, 0) + 1
        return tuple(sorted((pid, stop, count) for (pid, stop), count in table.items()))

    def _next(self, done: Done, queue: Queue, state: State) -> State:
        if not queue:
            return state._replace(parts=(), done=done, queue=())
        (parts, count, used), rest = queue[0], queue[1:]
        if count > 1:
            rest = ((parts, count - 1, used),) + rest
        for hook in self._hooks["next_event"]:
            parts = hook(parts, done)
        return State(parts, used, state.spent, done, rest)

    def outcome(self, state: State) -> Outcome:
        happen, cant = [], []
        for pid, event, stopped in self._all_parts(state):
            part = self.parts[pid]
            stop = part.blocked if stopped is None else stopped
            if stop is not None:
                cant.append((event, stop))
            elif part.kept_off is not None:
                kinds, stop = part.kept_off
                status = entering_status(event)
                assert status is not None  # kept off: the counters of a permanent entering
                counters = dict(status.counters)
                target = entering_object(event)
                cant.extend((PutCounters(amount=counters.pop(k), target=target, counter=k), stop)
                            for k in kinds if k in counters)
                happen.append(with_counters(event, counters))
            else:
                happen.append(event)
        settled = [e.settled() for e in happen]
        return Outcome(tuple(sorted(merged(settled), key=_short)),
                       tuple(sorted(_merged_cant(cant), key=lambda c: _short(c[0]))),
                       state.spent)

    def replay(self, order: tuple[Choice, ...]) -> list[tuple[State, Options, Choice]]:
        """The states an order goes through, with the options at each step."""
        state, trail = self.start, []
        for choice in order:
            trail.append((state, self.options(state), choice))
            state = self.step(state, choice)
        return trail

    def final(self, order: tuple[Choice, ...]) -> State:
        state = self.start
        for choice in order:
            state = self.step(state, choice)
        return state

    def chooser(self, parts: tuple[int, ...]) -> str | None:
        """Who chooses among the effects on these parts: APNAP first when several (101.4)."""
        choosers = self._cache.choosers
        if parts in choosers:
            return choosers[parts]
        players = {self.parts[p].affected for p in parts} - {None}
        found = next((p for p in self.world.game.apnap() if p in players), None)
        choosers[parts] = found
        return found


def affected(part: Event, world: World) -> str | None:
    """The affected object's controller (or owner) or the affected player (616.1)."""
    if isinstance(part, Damage):
        ref = part.recipient
    elif isinstance(part, ZoneChange):
        ref = part.obj
    elif isinstance(part, (PutCounters, RemoveCounters, MarkDamage, Regenerate)):
        ref = part.target
    elif isinstance(part, CreateTokens):
        return part.enter.controller or part.player
    else:
        player = getattr(part, "player", None)
        return player if isinstance(player, str) else None
    return ref if world.is_player(ref) else world.controller_of(ref)


def _each_way(choice: Choice, counts: dict[int, int | None]) -> list[Choice]:
    """The choice once per way of applying its effect (one when it has no ways)."""
    n = counts.get(choice.effect) if choice.apply else None
    return [replace(choice, way=w) for w in range(n)] if n else [choice]


def _short(event: Event) -> str:
    """The event in a few words."""
    return event.short()


def by_an_effect(part: Event) -> Event:
    """Counters put as a modified event are put by an effect (614.16): "if an effect would
    put counters" applies to them even when the event started as a cost."""
    if isinstance(part, PutCounters) and not part.by_effect:
        return replace(part, by_effect=True)
    return part


def _merged_cant(cant: list[tuple[Event, int]]) -> list[tuple[Event, int]]:
    """What can't happen, the same event stopped by the same effect counted once with the
    amounts added (two single draws that can't happen: 2 cards)."""
    totals: dict[tuple[Event, int], int] = {}
    others = []
    for event, stop in cant:
        event = event.settled()
        if event.has_amount():
            key = (event.with_amount(0), stop)
            totals[key] = totals.get(key, 0) + event.amount
        else:
            others.append((event, stop))
    return others + [(event.with_amount(n), stop) for (event, stop), n in totals.items()]


def merged(parts: list[Event]) -> list[Event]:
    """Parts that differ only in their amount, as one part with the sum: two orders that
    put 1 and 1 counter or 2 at once leave the same game, so they are one outcome."""
    totals: dict[Event, int] = {}
    others: list[Event] = []
    for part in parts:
        if part.has_amount():
            key = part.with_amount(0)
            totals[key] = totals.get(key, 0) + part.amount
        elif not (isinstance(part, WinGame) and part in others):  # a player wins once
            others.append(part)
    return others + [key.with_amount(amount) for key, amount in totals.items()]
