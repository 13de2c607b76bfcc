"""The mode of a modal spell chosen as it was cast (700.2, 700.2a; the same in 2011).

A mode's effect exists only if the mode was chosen, so a replacement effect written in a
mode is conditioned on it: ``{mode_chosen: 1}`` holds when the effect's source (the spell
that resolved) chose its first mode. The choice is the source's ``choices``:
``mode_1: chosen`` or ``mode_1: not chosen``, one key per mode, so that "choose one or
both" is said too; a choice not made is an input error (``--each-choice`` tries both).
"""
from __future__ import annotations

from mtglogic.vocabulary.conditions import Holds
from mtglogic.vocabulary.context import EvalContext
from mtglogic.vocabulary.registry import CONDITIONS, fixed_fields
from mtglogic.vocabulary.spec import Whole

MODE_CHOICES = ("chosen", "not chosen")


@CONDITIONS.add("mode_chosen", "the mode of this number (1: the first bullet) was chosen as "
                "the effect's source was cast (its choices: mode_N: chosen or not chosen)",
                1, Whole(1, 5), rule="modes", reads=fixed_fields("choices"), samples=(2,))
def _mode_chosen(number: int) -> Holds:
    def holds(c: EvalContext) -> bool:
        return c.chosen(f"mode_{number}", MODE_CHOICES, kind="mode") == "chosen"
    return holds
