"""Value classes brought up to date when read, not after each step
(mtglogic.layers.classes: ``ClassIndex.defer`` and ``fresh``)."""
from __future__ import annotations

from mtglogic.layers.classes import ClassIndex
from mtglogic.model.objects import ObjState


def creature(oid: str, *colors: str) -> ObjState:
    return ObjState(oid, oid, "you", "you", "battlefield", 1.0, colors=frozenset(colors),
                    card_types=frozenset(["creature"]))


def test_changes_wait_until_read_and_a_class_passed_through_never_appears():
    board = {"a": creature("a", "red"), "b": creature("b", "blue")}
    numbers: dict = {}
    index = ClassIndex(("colors",), board, numbers)
    red, blue, green = ((frozenset([c]),) for c in ("red", "blue", "green"))
    assert len(index.appeared) == 2  # red and blue
    # two steps before the classes are read: a turns green, then blue
    board["a"].colors = frozenset(["green"])
    index.defer(board, ["a"])
    board["a"].colors = frozenset(["blue"])
    index.defer(board, ["a"])
    assert index.class_of["a"] == numbers[red]  # not classed again yet
    fresh = index.fresh()
    assert fresh is index
    # a is classed once, by its colors now: red empties, green never appeared
    assert index.class_of["a"] == numbers[blue]
    assert green not in numbers
    assert index.members == {numbers[blue]: {"b": None, "a": None}}
    assert len(index.appeared) == 2
    assert index.waiting == {}
