"""Helpers for the drafting tests: one card drafted from Oracle text, its one ability."""
from __future__ import annotations

from mtglogic.drafting import OracleCard, draft
from mtglogic.loading.cards import parse_card
from mtglogic.node import Node


def one_static(text: str, type_line: str, pt: str | None = None) -> dict | None:
    """The one static ability the card's text drafts to (without its text), checking that
    the draft loads; None if a sentence stayed text."""
    result = draft(OracleCard("Test Card", text, type_line, "{1}", pt, pt))
    parse_card(Node(result.card, "<test>", "", 1))  # the draft loads
    if result.untranslated:
        return None
    (ability,) = [a.data for a in result.abilities if isinstance(a.data, dict)]
    found = dict(ability["static"])
    found.pop("text")
    return found
