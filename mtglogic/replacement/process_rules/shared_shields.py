"""One shield against damage dealt at once by several sources (615.7, in both rulesets).

A shield ("prevent the next N damage") counts only damage, not events or sources: when the
parts of one event it applies to would deal more than N to what it shields, it prevents N
in all, and the affected player, or the shielded permanent's controller, chooses which
damage it prevents. Each split of N among those parts (no part given more than its damage)
is a way to apply the shield, a choice of its own. Damage that can't be prevented (615.12)
takes none of it. A redirection of "the next N damage" (614.9) is shared the same way.
Cites the ruleset key ``shields``.
"""
from __future__ import annotations

from mtglogic.errors import ComputedLimit
from mtglogic.replacement.choice import ChoiceRules
from mtglogic.replacement.model import Choice, Effect, State
from mtglogic.replacement.process_rules.base import Core, ProcessRule, StepNote
from mtglogic.vocabulary.events import Damage, Event

Split = dict[int, int]  # part -> the damage the shield prevents from it
MAX_SPLITS = 4096


class SharedShields(ProcessRule):
    """615.7: a shield shared by parts is split among them, each split a way."""

    key = "shared_shields"
    cites = ("shields",)
    order = 100

    @classmethod
    def active(cls, rules: ChoiceRules, event: tuple[Event, ...],
               effects: tuple[Effect, ...]) -> bool:
        """Only where some effect has a size to share (a shield, the next N damage)."""
        return rules.has(cls.key) and any(e.binding.shield for e in effects)

    def __init__(self, core: Core) -> None:
        super().__init__(core)
        self._splits: dict[tuple[tuple[int, ...], int], tuple[Split, ...]] = {}

    def splits(self, state: State, effect: int) -> tuple[Split, ...]:
        """The ways to split the shield ``effect`` among the parts it applies to now (none
        when it covers them all, or applies to one)."""
        if not self.effects[effect].binding.shield:
            return ()
        key = (state.parts, effect)
        found = self._splits.get(key)
        if found is None:
            found = self._splits[key] = self._compute(state, effect)
        return found

    def _compute(self, state: State, effect: int) -> tuple[Split, ...]:
        eff = self.effects[effect]
        size = eff.binding.shield
        if not size:
            return ()
        bit = 1 << effect
        # a prevention shield: damage that can't be prevented takes none of it (615.12);
        # "the next N damage is dealt to ... instead" takes any damage
        prevents = eff.spec.action is not None and eff.spec.action.key == "shield"
        shared = []
        for pid in self.core.open_parts(state):
            event = self.parts[pid].event
            if self.parts[pid].candidates & bit and isinstance(event, Damage) \
                    and (not prevents or self.world.can_prevent(event)):  # 615.12
                shared.append((pid, event.amount))
        if len(shared) < 2 or sum(amount for _, amount in shared) <= size:
            return ()
        found: list[Split] = []
        for amounts in _compositions(size, [amount for _, amount in shared]):
            found.append({pid: x for (pid, _), x in zip(shared, amounts)})
            if len(found) > MAX_SPLITS:
                raise ComputedLimit(f"limit reached: the shield {eff.id} has more than "
                                    f"{MAX_SPLITS} ways to split its {size} damage among "
                                    f"{len(shared)} sources (615.7)")
        return tuple(found)

    def step_note(self, before: State, choice: Choice, after: State) -> StepNote | None:
        """How the shield is split among the damage in this step, in words."""
        splits = self.splits(before, choice.effect) if choice.apply else ()
        if not splits:
            return None
        words = []
        for pid, amount in splits[choice.way].items():
            damage = self.parts[pid].event
            assert isinstance(damage, Damage)
            words.append(f"{amount} from {damage.source}")
        chooser = self.core.options(before).chooser or "the affected player"
        return StepNote(rules=(self.cite("shields"),),
                        why=f"; {chooser} chooses which damage it prevents: {', '.join(words)}")

    def ways(self, state: State, effect: int) -> int | None:
        return len(self.splits(state, effect)) or None

    def caps(self, state: State, choice: Choice) -> dict[int, int] | None:
        found = self.splits(state, choice.effect)
        return found[choice.way] if found else None


def _compositions(total: int, limits: list[int]) -> list[tuple[int, ...]]:
    """Every way to write ``total`` as a sum of one number per limit, each from 0 to its
    limit, in order."""
    if not limits:
        return [()] if total == 0 else []
    head, rest = limits[0], limits[1:]
    room = sum(rest)
    return [(x,) + tail for x in range(max(0, total - room), min(head, total) + 1)
            for tail in _compositions(total - x, rest)]
