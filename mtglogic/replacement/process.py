"""The 616.1 choice process: legal choices at a state, applying one, and the final outcome.

At each state the candidates are the effects that apply to the event as modified so far
and have not had their one opportunity (614.5; newly applicable ones included, 616.2;
one that no longer applies does nothing, 614.7). Under 616.1g (2026) an effect on an
event contained in another waits for the effects on the containing one; then the first
tier of 616.1 that has candidates must be chosen from. The affected object's controller
(its owner when it has none) or the affected player chooses (616.1); when parts of the
event affect several players, the first in APNAP order (101.4) chooses first.

Atomic events are interned as small integers and effect sets are bit masks, so states
are cheap to hash; what each effect does to each part is computed once.
"""
from __future__ import annotations

from dataclasses import replace

from mtglogic.errors import ConsistencyError
from mtglogic.replacement.sequence import Sequence
from mtglogic.replacement.model import Choice, Effect, Options, Outcome, State
from mtglogic.replacement.rules import ChoiceRules
from mtglogic.vocabulary.actions import on_entering_counters, payable
from mtglogic.vocabulary.damage import damage_results, split_excess
from mtglogic.vocabulary.events import (CreateTokens, Damage, Draw, Event, MarkDamage,
                                        PutCounters, RemoveCounters, WinGame, ZoneChange,
                                        entering_object, entering_status, with_counters)
from mtglogic.vocabulary.world import World


class Process(Sequence):
    """Applicability, options and transitions for one event and its effects (cached);
    draws, and the parts of an event on several objects, are events done one after
    another (``Sequence``: 121.2, 616.1)."""

    def __init__(self, event: tuple[Event, ...], effects: tuple[Effect, ...],
                 cants: tuple[Effect, ...], world: World, rules: ChoiceRules) -> None:
        self.effects = effects
        self.cants = cants
        self.world = world
        self.rules = rules
        self.events: list[Event] = []  # interned atomic events, by id
        self._ids: dict[Event, int] = {}
        self._cand: list[int] = []  # per part: mask of effects that are candidates for it
        self._outer: list[int] = []  # per part: those not waiting for 616.1g
        self._blocked: list[int | None] = []
        # per part: counter kinds a "can't" effect keeps off an entering permanent, and which
        self._kept_off: list[tuple[tuple[str, ...], int] | None] = []
        self._applied: dict[tuple[int, int], tuple[tuple[int, ...], int]] = {}
        self._undealt: list[bool] = []  # per part: damage not yet dealt (120.4b)
        self._instruction: list[bool] = []  # per part: an instruction to draw (121.2a)
        self._any_undealt = False  # whether any part is such damage (else no 120.4 steps)
        self._results: dict[int, tuple[int, ...]] = {}  # damage part -> dealt + results
        self._in_event: dict[tuple[int, tuple[int, ...]], tuple[tuple[int, ...], ...] | None] = {}
        self._options: dict[tuple[tuple[int, ...], int], Options] = {}
        self._choice_cache: dict[tuple, tuple] = {}
        self._affected: list[str | None] = []
        self._choosers: dict[tuple[int, ...], str | None] = {}
        self._tiers = [e.tier for e in effects]
        # the other ways to apply the same effect (614.13): one opportunity for them all
        self._family = [sum(1 << j for j, o in enumerate(effects)
                            if o.family and o.family == e.family and j != i)
                        for i, e in enumerate(effects)]
        self._picking = any(e.pick for e in effects)
        # 614.12b: the costs paid to stop effects in one event must be payable together
        self._costly = any(e.spec.unless is not None for e in effects)
        self._cost_parts: set[int] = set()  # the parts that are such payments
        self._whole = sum(1 << i for i, e in enumerate(effects)
                          if e.spec.action is not None and e.spec.action.in_event is not None)
        self._sequenced = False
        self.excess_split = self._split_excess(event)
        self.start = self.advance(self._deal(self.split(tuple(
            self.intern(p) for p in self.excess_split or event if p.happens()))))

    def _split_excess(self, event: tuple[Event, ...]) -> tuple[Event, ...] | None:
        """The event with its excess damage sent where its effect says (120.4a), before any
        replacement or prevention effect sees it; None when no part says so. A ruleset
        without the rule (cr-2011) refuses such damage."""
        if not any(isinstance(p, Damage) and p.excess_to for p in event):
            return None
        if not self.rules.cite("damage_excess"):
            raise ConsistencyError(f"excess damage dealt elsewhere (excess_to; 120.4a in "
                                   f"today's rules) is not a rule of {self.rules.ruleset}")
        return split_excess(event, self.world)

    # -- interning and applicability ------------------------------------------------------
    def intern(self, part: Event) -> int:
        found = self._ids.get(part)
        if found is not None:
            return found
        pid = len(self.events)
        self._ids[part] = pid
        self.events.append(part)
        blocked, kept_off = self._cant(part)
        self._blocked.append(blocked)
        undealt = isinstance(part, Damage) and not part.dealt and blocked is None
        self._undealt.append(undealt)
        self._instruction.append(isinstance(part, Draw) and not part.single)
        self._any_undealt = self._any_undealt or undealt
        self._kept_off.append(kept_off)
        cand = outer = 0
        for idx, eff in enumerate(self.effects):
            if not self._applies(eff, part):
                continue
            if self.rules.cant_blocks_replacement and not eff.spec.self_replacement and (
                    blocked is not None or _only_kept_off(eff, part, kept_off)):
                continue  # 614.17c: only self-replacement effects modify what can't happen
            cand |= 1 << idx
            if not eff.spec.watch.contained(part):
                outer |= 1 << idx
        self._cand.append(cand)
        self._outer.append(outer)
        self._affected.append(self.affected(part))
        return pid

    def _cant(self, part: Event) -> tuple[int | None, tuple[tuple[str, ...], int] | None]:
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
        if ok and eff.ability is not None:
            entering = self.world.entering(part)
            if entering is not None and entering.id == eff.source:  # 614.12
                ok = any(a.kind == "replacement" and a.data == eff.ability
                         for a in entering.abilities)
        return ok

    def parts_of(self, state: State) -> tuple[Event, ...]:
        """The events finished so far (single draws before this one) and the current one."""
        return tuple(event for _, event, _ in self._all_parts(state))

    def _all_parts(self, state: State) -> list[tuple[int, Event, int | None]]:
        """Each part done or current: its id, the event (a counted part as one event of
        that many) and the "can't" effect that stopped it when it was done (None: its own
        status)."""
        found = []
        for pid, stop, count in state.done:
            event = self.events[pid]
            if count > 1 and event.has_amount():
                event, count = event.with_amount(event.amount * count), 1
            found.extend([(pid, event, None if stop < 0 else stop)] * count)
        return found + [(pid, self.events[pid], None) for pid in state.parts]

    # -- options ------------------------------------------------------------------------
    def options(self, state: State) -> Options:
        taken = self._taken(state) if self._picking or self._costly else frozenset()
        paid = self._committed(state) if self._costly else ()
        key = (state.parts, state.used, taken, paid)
        found = self._options.get(key)
        if found is None:
            found = self._options[key] = self._compute_options(state, taken, paid)
        return found

    def has_paid(self, state: State) -> bool:
        """Whether this event has already paid a cost to stop an effect (614.12b)."""
        return self._costly and bool(self._committed(state))

    def _committed(self, state: State) -> tuple[int, ...]:
        """The payments this event has made so far, sorted (614.12b: paid together)."""
        ids = [pid for pid, _, count in state.done for _ in range(count)] + list(state.parts)
        return tuple(sorted(p for p in ids if p in self._cost_parts))

    def _taken(self, state: State) -> frozenset[str]:
        """The objects this event already moves: entering at the same time (614.13a) or
        chosen by an effect already applied (614.13b); no way may choose them."""
        ids = [pid for pid, _, _ in state.done] + list(state.parts) + \
            [pid for parts, _, _ in state.queue for pid in parts]
        return frozenset(p.obj for p in map(self.events.__getitem__, ids)
                         if isinstance(p, ZoneChange))

    def _compute_options(self, state: State, taken: frozenset[str],
                         paid: tuple[int, ...]) -> Options:
        open_parts = self._open_parts(state)
        mask = 0
        for pid in open_parts:
            mask |= self._cand[pid]
        mask &= ~state.used
        if taken:  # 614.13a-b: a way that chooses an object already moving is no way
            mask &= ~sum(1 << i for i in _bits(mask) if taken & set(self.effects[i].pick))
        if mask & self._whole:
            mask = self._drop_not_applying(state, mask & self._whole) | mask & ~self._whole
        if not mask:
            return Options((), (), self.chooser(open_parts))
        cands = _bits(mask)
        rules: list[str] = []
        pool = cands
        if self.rules.contained_events:
            outer_mask = 0
            for pid in state.parts:
                outer_mask |= self._outer[pid]
            if outer_mask & mask and outer_mask & mask != mask:
                pool = _bits(outer_mask & mask)
                rules.append(self.rules.contained_events)
        tiers = self._tiers
        tier = min(tiers[i] for i in pool)
        allowed = tuple(i for i in pool if tiers[i] == tier)
        rules.append(self.rules.tiers[tier].rule)
        allowed_mask = sum(1 << i for i in allowed)
        parts = tuple(p for p in open_parts if self._cand[p] & allowed_mask)
        choices, groups = self._choices_for(allowed, paid, taken)
        return Options(cands, allowed, self.chooser(parts), tuple(rules), choices, groups)

    def _open_parts(self, state: State) -> tuple[int, ...]:
        """The parts effects may modify now: damage not dealt yet, while there is some
        (120.4b); then every part, the results of the damage among them (120.4c)."""
        if not self._any_undealt:
            return state.parts
        damage = tuple(p for p in state.parts if self._undealt[p])
        return damage or state.parts

    def _drop_not_applying(self, state: State, mask: int) -> int:
        """Keep the effects reading the whole event that apply to it as it is now."""
        kept = 0
        for idx in _bits(mask):
            if self._whole_event_parts(idx, state.parts) is not None:
                kept |= 1 << idx
        return kept

    def _whole_event_parts(self, idx: int, parts: tuple[int, ...]
                           ) -> tuple[tuple[int, ...], ...] | None:
        """What an effect reading the whole event makes of each part (None: it applies to
        none of them)."""
        key = (idx, parts)
        if key in self._in_event:
            return self._in_event[key]
        eff = self.effects[idx]
        events = tuple(self.events[p] for p in parts)
        bit = 1 << idx
        found: list[tuple[int, ...]] = []
        changed = False
        for position, pid in enumerate(parts):
            done = eff.spec.action.in_event(events, position, eff.binding, self.world) \
                if self._cand[pid] & bit else None
            if done is None:
                found.append((pid,))
                continue
            changed = True
            found.append(tuple(self.intern(p) for p in done.parts if p.happens()))
        result = tuple(found) if changed else None
        self._in_event[key] = result
        return result

    def _choices_for(self, allowed: tuple[int, ...], paid: tuple[int, ...] = (),
                     moving: frozenset[str] = frozenset()) -> tuple[tuple[Choice, ...], tuple]:
        """Apply each allowed effect or decline an optional one (if its cost can be paid
        with what this event has paid, 614.12b); one per class, weighted."""
        cache_key = (allowed, paid, moving)
        found = self._choice_cache.get(cache_key)
        if found is None:
            choices: list[Choice] = []
            declined: set[str] = set()  # the ways of one effect are declined once (614.13)
            for idx in allowed:
                choices.append(Choice(idx, True))
                eff = self.effects[idx]
                if eff.spec.optional and eff.family not in declined \
                        and self._can_pay(idx, paid, moving):
                    choices.append(Choice(idx, False))
                    if eff.family:
                        declined.add(eff.family)
            groups: dict[tuple[int, bool], list[Choice]] = {}
            for choice in choices:
                key = (self.effects[choice.effect].klass, choice.apply)
                groups.setdefault(key, []).append(choice)
            found = (tuple(choices), tuple((m[0], len(m)) for m in groups.values()))
            self._choice_cache[cache_key] = found
        return found

    def _cost(self, idx: int, pid: int) -> tuple[Event, ...]:
        """What declining an effect with ``unless`` pays (614.12a), for this part."""
        eff = self.effects[idx]
        if eff.spec.unless is None:
            return ()
        return tuple(p for p in eff.spec.unless(self.events[pid], eff.binding, self.world, 0)
                     if p.happens())

    def _can_pay(self, idx: int, paid: tuple[int, ...], moving: frozenset[str]) -> bool:
        """Whether the cost that stops the effect can be paid (118.3, 119.4) from what
        the players have before the event, together with what this event has already
        paid (614.12b); a card changing zones in this event is not there to pay with."""
        cost = tuple(self.events[p] for p in paid) + self._cost(idx, 0)
        return payable(cost, self.world, moving)

    def _paid(self, idx: int, state: State) -> tuple[int, ...]:
        """The events of the cost paid to decline the effect, on the first part it sees."""
        pid = next((p for p in state.parts if self._cand[p] & (1 << idx)), None)
        found = () if pid is None else tuple(self.intern(p) for p in self._cost(idx, pid))
        self._cost_parts.update(found)
        return found

    def choices(self, state: State) -> tuple[Choice, ...]:
        """Every legal next step: apply an allowed effect, or decline an optional one."""
        return self.options(state).choices

    # -- transitions ------------------------------------------------------------------
    def _apply(self, idx: int, pid: int) -> tuple[tuple[int, ...], int]:
        key = (idx, pid)
        found = self._applied.get(key)
        if found is None:
            eff = self.effects[idx]
            event = self.events[pid]
            kinds = eff.spec.watch.entering_counters(event)
            if kinds:
                done = on_entering_counters(eff.spec.action, event, kinds, eff.binding, self.world)
            else:
                done = eff.spec.action.apply(event, eff.binding, self.world)
            # 614.7 / 614.7a: an event with nothing left to do doesn't happen; 614.16: once
            # an effect has modified it, what it puts is put by an effect.
            found = (tuple(self.intern(as_instruction(by_an_effect(p)))
                           for p in done.parts if p.happens()), done.prevented)
            self._applied[key] = found
        return found

    def step(self, state: State, choice: Choice, advance: bool = True) -> State:
        """Apply (or decline) one effect; it has had its opportunity either way (614.5).
        Without ``advance``, the event as the effect left it, before a finished event gives
        way to the next one (121.2, 616.1)."""
        go_on = self.advance if advance else (lambda s: s)
        idx = choice.effect
        used = state.used | (1 << idx) | self._family[idx]
        if not choice.apply:
            declined = state._replace(used=used, parts=state.parts + self._paid(idx, state))
            return go_on(self._deal(declined) if self._any_undealt else declined)
        parts: list[int] = []
        prevented = 0
        bit = 1 << idx
        if bit & self._whole:
            whole = self._whole_event_parts(idx, state.parts) or ()
            parts = [p for new in whole for p in new]
        else:
            waiting = self._any_undealt and self._has_undealt(state)  # others wait for it
            for pid in state.parts:
                if self._cand[pid] & bit and (self._undealt[pid] or not waiting):
                    new, stopped = self._apply(idx, pid)
                    parts.extend(new)
                    prevented += stopped
                else:
                    parts.append(pid)
        spent = state.spent
        if prevented:
            spent = tuple(sorted(spent + ((idx, prevented),)))
        after = state._replace(parts=tuple(parts), used=used, spent=spent)
        return go_on(self._deal(after) if self._any_undealt else after)

    def deals_damage(self, before: State, after: State) -> bool:
        """Whether going from ``before`` to ``after`` dealt the damage (120.4b-c)."""
        return self._has_undealt(before) and not self._has_undealt(after)

    def _has_undealt(self, state: State) -> bool:
        return self._any_undealt and any(self._undealt[p] for p in state.parts)

    def _deal(self, state: State) -> State:
        """Deal the damage once no effect on it is left (120.4b): each damage part becomes
        the damage dealt and its results (120.3), which effects then modify (120.4c)."""
        if not self._any_undealt:
            return state
        undealt = [p for p in state.parts if self._undealt[p]]
        if not undealt:
            return state
        waiting = 0
        for pid in undealt:
            waiting |= self._cand[pid]
        if waiting & ~state.used:
            return state
        parts: list[int] = []
        for pid in state.parts:
            parts.extend(self._dealt(pid) if self._undealt[pid] else (pid,))
        return state._replace(parts=tuple(parts))

    def _dealt(self, pid: int) -> tuple[int, ...]:
        found = self._results.get(pid)
        if found is None:
            damage = self.events[pid]
            assert isinstance(damage, Damage)
            done = (replace(damage, dealt=True),) + damage_results(damage, self.world)
            found = self._results[pid] = tuple(self.intern(p) for p in done if p.happens())
        return found

    def outcome(self, state: State) -> Outcome:
        happen, cant = [], []
        for pid, event, stopped in self._all_parts(state):
            stop = self._blocked[pid] if stopped is None else stopped
            if stop is not None:
                cant.append((event, stop))
            elif self._kept_off[pid] is not None:
                kinds, stop = self._kept_off[pid]
                counters = dict(entering_status(event).counters)
                target = entering_object(event)
                cant.extend((PutCounters(amount=counters.pop(k), target=target, counter=k), stop)
                            for k in kinds if k in counters)
                happen.append(with_counters(event, counters))
            else:
                happen.append(event)
        settled = [e.settled() for e in happen]
        return Outcome(tuple(sorted(merged(settled), key=lambda e: e.short())),
                       tuple(sorted(_merged_cant(cant), key=lambda c: c[0].short())),
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

    # -- who chooses ------------------------------------------------------------------
    def affected(self, part: Event) -> str | None:
        """The affected object's controller (or owner) or the affected player (616.1)."""
        world = self.world
        if isinstance(part, Damage):
            ref = part.recipient
        elif isinstance(part, ZoneChange):
            ref = part.obj
        elif isinstance(part, (PutCounters, RemoveCounters, MarkDamage)):
            ref = part.target
        elif isinstance(part, CreateTokens):
            return part.enter.controller or part.player
        else:
            return getattr(part, "player", None)
        return ref if world.is_player(ref) else world.controller_of(ref)

    def chooser(self, parts: tuple[int, ...]) -> str | None:
        """Who chooses among the effects on these parts: APNAP first when several (101.4)."""
        if parts in self._choosers:
            return self._choosers[parts]
        players = {self._affected[p] for p in parts} - {None}
        found = next((p for p in self.world.game.apnap() if p in players), None)
        self._choosers[parts] = found
        return found


def _only_kept_off(eff: Effect, part: Event, kept_off: tuple[tuple[str, ...], int] | None) -> bool:
    """Whether the effect would modify only counters that a "can't" effect keeps off the
    permanent entering (then only a self-replacement effect may, 614.17c)."""
    kinds = eff.spec.watch.entering_counters(part)
    return kept_off is not None and bool(kinds) and set(kinds) <= set(kept_off[0])


def _bits(mask: int) -> tuple[int, ...]:
    """The indexes of the set bits of a mask, in increasing order."""
    found = []
    while mask:
        low = mask & -mask
        found.append(low.bit_length() - 1)
        mask ^= low
    return tuple(found)


def by_an_effect(part: Event) -> Event:
    """Counters put as a modified event are put by an effect (614.16): "if an effect would
    put counters" applies to them even when the event started as a cost."""
    if isinstance(part, PutCounters) and not part.by_effect:
        return replace(part, by_effect=True)
    return part


def as_instruction(part: Event) -> Event:
    """A single draw an effect changed into another number of cards is an instruction to
    draw that many (121.2): they are drawn one at a time, each its own event."""
    if isinstance(part, Draw) and part.single and part.amount != 1:
        return Draw(amount=part.amount, player=part.player)
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
