"""The 616.1 choice process: legal choices at a state, applying one, and the final outcome.

At each state the candidates are the effects that apply to the event as modified so far
and have not had their one opportunity (614.5; newly applicable ones included, 616.2;
one that no longer applies does nothing, 614.7). Under 616.1g (2026) an effect on an
event contained in another waits for the effects on the containing one; then the first
tier of 616.1 that has candidates must be chosen from. The affected object's controller
(its owner when it has none) or the affected player chooses (616.1); when parts of the
event affect several players, the first in APNAP order (101.4) chooses first.
"""
from __future__ import annotations

from mtglogic.replacement.events import CreateTokens, Damage, Event, PutCounters, ZoneChange
from mtglogic.replacement.model import Choice, Effect, Options, Outcome, State
from mtglogic.replacement.rules import ChoiceRules
from mtglogic.replacement.world import World


class Process:
    """Applicability, options and transitions for one event and its effects (cached)."""

    def __init__(self, event: tuple[Event, ...], effects: tuple[Effect, ...],
                 cants: tuple[Effect, ...], world: World, rules: ChoiceRules) -> None:
        self.start = State(tuple(p for p in event if p.happens()))
        self.effects = effects
        self.cants = cants
        self.world = world
        self.rules = rules
        self._applies: dict[tuple[int, Event], bool] = {}
        self._blocked: dict[Event, int | None] = {}
        self._options: dict[tuple, Options] = {}

    # -- applicability ---------------------------------------------------------------
    def applies(self, idx: int, part: Event) -> bool:
        """Does effect ``idx`` watch this part (ignoring 614.5 and "can't")?"""
        key = (idx, part)
        if key not in self._applies:
            eff = self.effects[idx]
            ok = eff.spec.watch.matches(part, eff.binding, self.world)
            if ok and eff.ability is not None:
                entering = self.world.entering(part)
                if entering is not None and entering.id == eff.source:  # 614.12
                    ok = any(a.kind == "replacement" and a.data == eff.ability
                             for a in entering.abilities)
            self._applies[key] = ok
        return self._applies[key]

    def blocked(self, part: Event) -> int | None:
        """The "can't" effect that stops this part from happening, if any."""
        if part not in self._blocked:
            self._blocked[part] = next(
                (i for i, c in enumerate(self.cants)
                 if c.spec.watch.matches(part, c.binding, self.world)), None)
        return self._blocked[part]

    def candidate_for(self, idx: int, part: Event) -> bool:
        """``applies``, and not stopped by 614.17c (only self-replacements modify a can't)."""
        if not self.applies(idx, part):
            return False
        if self.rules.cant_blocks_replacement and self.blocked(part) is not None:
            return self.effects[idx].spec.self_replacement
        return True

    # -- options ------------------------------------------------------------------------
    def options(self, state: State) -> Options:
        key = (state.parts, state.used)
        if key not in self._options:
            self._options[key] = self._compute_options(state)
        return self._options[key]

    def _compute_options(self, state: State) -> Options:
        cands = [i for i in range(len(self.effects)) if i not in state.used
                 and any(self.candidate_for(i, p) for p in state.parts)]
        if not cands:
            return Options((), (), self.chooser(state.parts))
        rules: list[str] = []
        pool = cands
        if self.rules.contained_events:
            outer = [i for i in cands if any(self.candidate_for(i, p) and
                                             not self.effects[i].spec.watch.contained(p)
                                             for p in state.parts)]
            if outer and len(outer) < len(cands):
                pool = outer
                rules.append(self.rules.contained_events)
        tier = min(self.effects[i].tier for i in pool)
        allowed = tuple(i for i in pool if self.effects[i].tier == tier)
        rules.append(self.rules.tiers[tier].rule)
        parts = [p for p in state.parts if any(self.candidate_for(i, p) for i in allowed)]
        return Options(tuple(cands), allowed, self.chooser(tuple(parts)), tuple(rules))

    def choices(self, state: State) -> list[Choice]:
        """Every legal next step: apply an allowed effect, or decline an optional one."""
        result = []
        for idx in self.options(state).allowed:
            result.append(Choice(idx, True))
            if self.effects[idx].spec.optional:
                result.append(Choice(idx, False))
        return result

    # -- transitions ------------------------------------------------------------------
    def step(self, state: State, choice: Choice) -> State:
        """Apply (or decline) one effect; it has had its opportunity either way (614.5)."""
        used = state.used | {choice.effect}
        if not choice.apply:
            return State(state.parts, used, state.spent)
        eff = self.effects[choice.effect]
        bind = eff.binding
        parts: list[Event] = []
        prevented = 0
        for part in state.parts:
            if self.candidate_for(choice.effect, part):
                done = eff.spec.action.apply(part, bind, self.world)
                parts.extend(done.parts)
                prevented += done.prevented
            else:
                parts.append(part)
        spent = state.spent
        if prevented:
            spent = tuple(sorted(spent + ((choice.effect, prevented),)))
        # 614.7 / 614.7a: an event with nothing left to do doesn't happen.
        return State(tuple(p for p in parts if p.happens()), frozenset(used), spent)

    def outcome(self, state: State) -> Outcome:
        happen, cant = [], []
        for part in state.parts:
            stop = self.blocked(part)
            if stop is None:
                happen.append(part)
            else:
                cant.append((part, stop))
        return Outcome(tuple(sorted(happen, key=lambda e: e.short())),
                       tuple(sorted(cant, key=lambda c: c[0].short())), state.spent)

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
        elif isinstance(part, PutCounters):
            ref = part.target
        elif isinstance(part, CreateTokens):
            return part.enter.controller or part.player
        else:
            return getattr(part, "player", None)
        return ref if world.is_player(ref) else world.controller_of(ref)

    def chooser(self, parts: tuple[Event, ...]) -> str | None:
        players = {self.affected(p) for p in parts} - {None}
        for player in self.world.game.apnap():
            if player in players:
                return player
        return None
