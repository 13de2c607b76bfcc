"""The board of the layer process: object states by id, copied on write."""
from __future__ import annotations

from collections.abc import Mapping

from mtglogic.model.objects import ObjState


class Board(dict[str, ObjState]):
    """Object states by id; ``edit`` copies an object before its first change (copy on write)."""

    def __init__(self, states: Mapping[str, ObjState], owned: set[str] | None = None,
                 base: Board | None = None) -> None:
        super().__init__(states)
        self._owned: set[str] = owned if owned is not None else set()
        self.base = base  # the board this one was forked from

    def edit(self, oid: str) -> ObjState:
        if oid not in self._owned:
            self[oid] = self[oid].copy()
            self._owned.add(oid)
        return self[oid]

    def fork(self) -> Board:
        return Board(self, set(), self)

    def changed(self) -> set[str]:
        """Objects copied for a change since this board was forked."""
        return self._owned
