"""The rules of the replacement process, each in its own module (see ``base.py``).

``RULES`` is the order in which the core calls their hooks: a 614.17c restriction of a
part's candidates comes before 616.1g reads them, and payability (614.12b) before the one
decline of a family of ways (614.13); the game's end (104.1) settles a step last. A ruleset names the rules it has in
``replacement.process`` by their keys; a new rule is a module here, an entry in ``RULES``
and its key in the rulesets that have it.
"""
from __future__ import annotations

from mtglogic.replacement.process_rules.base import ProcessRule
from mtglogic.replacement.process_rules.bounded_amounts import BoundedAmounts
from mtglogic.replacement.process_rules.cant_modify import CantModify
from mtglogic.replacement.process_rules.choosing_objects import ChoosingObjects
from mtglogic.replacement.process_rules.contained_events import ContainedEvents
from mtglogic.replacement.process_rules.damage_steps import DamageSteps
from mtglogic.replacement.process_rules.each_object import EachObject
from mtglogic.replacement.process_rules.excess_damage import ExcessDamage
from mtglogic.replacement.process_rules.game_end import GameEnd
from mtglogic.replacement.process_rules.once_per_event import OncePerEvent
from mtglogic.replacement.process_rules.payable_together import PayableTogether
from mtglogic.replacement.process_rules.shared_shields import SharedShields
from mtglogic.replacement.process_rules.single_draws import SingleDraws
from mtglogic.replacement.process_rules.used_up import UsedUp
from mtglogic.replacement.process_rules.whole_event import WholeEvent

RULES: tuple[type[ProcessRule], ...] = (
    ExcessDamage, CantModify, ContainedEvents, DamageSteps, SingleDraws, EachObject,
    PayableTogether, ChoosingObjects, WholeEvent, SharedShields, OncePerEvent, BoundedAmounts,
    UsedUp, GameEnd,
)
RULE_NAMES = tuple(rule.key for rule in RULES)

__all__ = ["RULES", "RULE_NAMES", "BoundedAmounts", "CantModify", "ChoosingObjects",
           "ContainedEvents", "DamageSteps", "EachObject", "ExcessDamage", "GameEnd",
           "OncePerEvent", "PayableTogether", "ProcessRule", "SharedShields", "SingleDraws", "UsedUp", "WholeEvent"]
