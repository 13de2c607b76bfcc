"""The cost that stops an optional effect (``unless``, 614.12a) has one description: the
published schema and the loader accept and refuse the same arguments. Nothing is prevented
when a cost is paid, so an amount written ``prevented`` (a prevention's added events, 615.5)
means nothing there and both refuse it; ``same`` and a number are accepted by both."""
from __future__ import annotations

import jsonschema
import pytest

from mtglogic.errors import InputError
from mtglogic.loading.schema import document_schema
from mtglogic.node import Node
from mtglogic.vocabulary.replacements import compile_replacement

ENTERS_TAPPED = {"watch": {"event": "enter", "object": {"self": True}},
                 "instead": {"enter_tapped": True}}


def _effect(amount: object) -> dict[str, object]:
    return {**ENTERS_TAPPED, "unless": {"event": "lose_life", "player": "you", "amount": amount}}


def _schema_accepts(body: dict[str, object]) -> bool:
    schema = document_schema(definition="replacement")
    return jsonschema.Draft202012Validator(schema).is_valid(body)


@pytest.mark.parametrize("amount", [2, "same"])
def test_a_cost_the_schema_accepts_loads(amount: object) -> None:
    body = _effect(amount)
    assert _schema_accepts(body)
    spec = compile_replacement(Node(body, "card.yaml", "replacement", 1))
    assert spec.unless is not None and spec.optional


def test_a_prevented_amount_is_no_cost() -> None:
    body = _effect("prevented")
    assert not _schema_accepts(body)
    with pytest.raises(InputError, match=r"replacement\.unless\.amount: .*one of: same$"):
        compile_replacement(Node(body, "card.yaml", "replacement", 1))
