"""A ruling's ``stack`` and ``next`` expectations are read as the schema says, when the
ruling is read: each state entry's values of its kind (the schema-agreement property test
found ``tapped: {"-1/-1": 1}`` accepted)."""
from __future__ import annotations

from typing import Any

import pytest

from mtglogic.engines.replacement import read_expect
from mtglogic.errors import InputError
from mtglogic.node import Node


def expect(stack_state: dict[str, Any]) -> Node:
    return Node({"e": {"outcomes": {"x": 1},
                       "stack": [{"state": stack_state, "ways": 1}]}}, "<expect>")


@pytest.mark.parametrize("state", [
    {"tapped": {"bear": 1}}, {"life": {"p1": "twenty"}}, {"zones": {"bear": 3}},
    {"counters": {"bear": {"+1/+1": -1}}}, {"damage": {"bear": True}}, {}])
def test_a_state_entry_of_the_wrong_kind_is_refused(state: dict[str, Any]) -> None:
    with pytest.raises(InputError):
        read_expect(expect(state))


def test_a_well_written_state_is_read() -> None:
    read_expect(expect({"tapped": {"bear": True}, "life": {"p1": 20},
                        "zones": {"bear": "graveyard"}, "counters": {"bear": {"+1/+1": 1}}}))
