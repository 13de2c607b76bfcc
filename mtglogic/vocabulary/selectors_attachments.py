"""A selector word about what is attached to the object tested.

    {type: creature, controller: you, has_attached: {subtype: [Aura]}}   # "enchanted creatures"
    {type: creature, has_attached: {subtype: [Equipment]}}              # "equipped creatures"

An enchanted permanent is one an Aura is attached to (303.4), an equipped creature one an
Equipment is attached to (301.5); the test looks at the other objects, so it is not local.
"""
from __future__ import annotations

from mtglogic.model.objects import ObjState
from mtglogic.vocabulary.compiled import Selector, Test
from mtglogic.vocabulary.compiler import NESTED_SELECTOR
from mtglogic.vocabulary.context import EvalContext
from mtglogic.vocabulary.registry import SELECTORS
from mtglogic.vocabulary.values import BEYOND


@SELECTORS.add("has_attached", "some object this selector matches is attached to it: "
               "\"enchanted creatures\" (an Aura), \"equipped creatures\" (an Equipment)",
               {"subtype": ["Aura"]}, NESTED_SELECTOR,
               reads=lambda sel: sel.reads | {"attached_to", "id", BEYOND}, rule="attach")
def _has_attached(sel: Selector) -> Test:
    def test(obj: ObjState, ctx: EvalContext) -> bool:
        return any(o.attached_to == obj.id and sel.test(o, ctx) for o in ctx.objects())
    return test
