"""The bookkeeping under the dependency search: value classes of the board kept up to date
from the objects a step changed (mtglogic.layers.classes), and the loop an effect is in
(613.8b / 613.7b in 2011) from the effects each effect depends on."""
from __future__ import annotations

from mtglogic.layers.classes import ClassIndex, Taken
from mtglogic.layers.dependency import loop_of
from mtglogic.model.objects import ObjState


def creature(oid: str, *colors: str) -> ObjState:
    return ObjState(oid, oid, "you", "you", "battlefield", 1.0, colors=frozenset(colors),
                    card_types=frozenset(["creature"]))


def classes(index: ClassIndex, numbers: dict) -> dict[tuple, set[str]]:
    by_number = {n: values for values, n in numbers.items()}
    return {by_number[c]: set(m) for c, m in index.members.items()}


def test_a_class_per_set_of_values_and_objects_move_only_when_changed():
    board = {"a": creature("a", "red"), "b": creature("b", "red"), "c": creature("c", "blue")}
    numbers: dict = {}
    index = ClassIndex(("colors",), board, numbers)
    red, blue = (frozenset(["red"]),), (frozenset(["blue"]),)
    # a and b look the same to a reader of colors; c does not: two classes
    assert classes(index, numbers) == {red: {"a", "b"}, blue: {"c"}}
    assert len(index.appeared) == 2
    # a step turns b blue: b moves, no class appears (blue was there), none empties
    board["b"].colors = frozenset(["blue"])
    index.update(board, ["b"])
    assert classes(index, numbers) == {red: {"a"}, blue: {"b", "c"}}
    assert len(index.appeared) == 2
    # a step turns a green: red empties and goes, green appears after the first two
    board["a"].colors = frozenset(["green"])
    index.update(board, ["a"])
    green = (frozenset(["green"]),)
    assert classes(index, numbers) == {blue: {"b", "c"}, green: {"a"}}
    assert index.appeared[2:] == [numbers[green]]
    # an object the step named but left as it was stays in its class
    index.update(board, ["c"])
    assert len(index.appeared) == 3


def test_a_selector_judges_each_class_once_and_lets_go_of_those_gone():
    board = {"a": creature("a", "red"), "b": creature("b", "red"), "c": creature("c", "blue")}
    numbers: dict = {}
    index = ClassIndex(("colors",), board, numbers)
    asked: list[str] = []

    def is_red(oid: str) -> bool:
        asked.append(oid)
        return "red" in board[oid].colors

    taken = Taken()
    taken.catch_up(index, is_red)
    assert len(asked) == 2  # one object of each of the two classes
    assert taken.present(index) == [numbers[(frozenset(["red"]),)]]
    taken.catch_up(index, is_red)
    assert len(asked) == 2  # nothing appeared since
    for oid in ("a", "b"):
        board[oid].colors = frozenset(["blue"])
    index.update(board, ["a", "b"])
    assert taken.present(index) == []  # no red creature is left


def test_loop_of_a_chain_a_loop_and_a_loop_that_waits():
    # c depends on b, b on a: a goes first, alone; b waits for a (613.8b orders by
    # dependency; an effect in no loop has no loop to report)
    chain = {"a": set(), "b": {"a"}, "c": {"b"}}
    assert loop_of("a", chain) == []
    assert loop_of("b", chain) is None
    # a and b depend on each other (a loop, 613.8b: timestamp order among them), and
    # nothing outside: either one's loop is both
    loop = {"a": {"b"}, "b": {"a"}}
    assert loop_of("a", loop) == ["a", "b"]
    # the same loop, but b also depends on x outside it: the loop waits for x
    waiting = {"a": {"b"}, "b": {"a", "x"}, "x": set()}
    assert loop_of("a", waiting) is None
    assert loop_of("x", waiting) == []
    # c depends on the loop a-b, which depends on nothing else: the loop is a and b, c
    # is not in it, and c waits
    after = {"a": {"b"}, "b": {"a"}, "c": {"a"}}
    assert loop_of("a", after) == ["a", "b"]
    assert loop_of("c", after) is None
