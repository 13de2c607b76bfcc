"""A selector word about the targets of a spell on the stack, as they were chosen.

    {zone: stack, targets: 1}    # "a spell with a single target"

A spell names its targets among the choices made as it was cast (601.2c): ``target`` for
its one target, ``target_1``, ``target_2``, ... for several. "With a single target" counts
the times a target was chosen as the spell was put on the stack, the same object chosen
twice counting twice, and not whether they are still legal (115.9a; 114.8a in 2011).
"""
from __future__ import annotations

import re

from mtglogic.model.objects import ObjState
from mtglogic.vocabulary.compiled import Test
from mtglogic.vocabulary.registry import SELECTORS, fixed_fields
from mtglogic.vocabulary.spec import Whole

TARGET_KEY = re.compile(r"target(_[1-9][0-9]*)?")


def chosen_targets(obj: ObjState) -> list[tuple[str, str]]:
    """The object's targets as (choice key, what was chosen), in the order written."""
    def order(item: tuple[str, str]) -> int:
        return int(item[0].split("_")[1]) if "_" in item[0] else 0
    return sorted(((k, v) for k, v in obj.choices.items() if TARGET_KEY.fullmatch(k)),
                  key=order)


@SELECTORS.add("targets", "is a spell with this many targets, each time a target was chosen "
               "as it was cast counting once (its choices `target`, or `target_1`, "
               "`target_2`, ...)", 1, Whole(0), reads=fixed_fields("choices", "zone"),
               rule="single_target", samples=(2,))
def _targets(count: int) -> Test:
    return lambda o, c: o.zone == "stack" and len(chosen_targets(o)) == count


__all__ = ["TARGET_KEY", "chosen_targets"]
