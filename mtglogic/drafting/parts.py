"""The parts of a sentence read alone, from the grammar's start symbols.

A reader of a sentence the grammar does not derive whole (``enters_sentences``,
``rules_game``, ``would_sentences``...) asks for the parts it names from the grammar
itself, never by guessing: a ``subject`` ("equipped creature"), a ``group`` of objects, a
``condition`` ("you control a Forest"), a ``value`` ("the number of cards in your hand"), a
``count`` (what follows "for each"). Each is parsed from its own start symbol and built by
the phrases' builders, then read as the sentences that hold it read it: a condition as it
conditions a clause about the card itself (611.3a), a subject as the objects a clause
applies to. ``Translate`` is what a reader is given: the draft of a whole sentence (``
__call__``) and of a part (``part``).
"""
from __future__ import annotations

from typing import Any, Protocol

from mtglogic.drafting.build import IT, Data, finished, settle
from mtglogic.drafting.phrases.anthems import it_as_self
from mtglogic.drafting.phrases.conditional import conditioned


class Translate(Protocol):
    """The grammar's draft of a sentence's form, and of a part of one."""

    def __call__(self, form: str) -> list[Any] | None:
        """The abilities of a whole sentence in the grammar's form, or None."""

    def part(self, start: str, form: str) -> Any:
        """What the phrases build of ``form`` derived from the start symbol ``start``,
        or None when it is not derived or not built with certainty."""


def _about_the_card(condition: Any) -> Data | None:
    """A condition put on a clause about the card itself (611.3a): the clause's data."""
    if not isinstance(condition, dict):
        return None
    return conditioned({"applies_to": {"self": True}, "effects": []}, condition)


def condition_of(text: str, again: Translate) -> Data | None:
    """A condition as "as long as CONDITION, ~ ..." reads it: None for a test of the card
    itself, which narrows the clause's objects instead ("~ is untapped")."""
    body = _about_the_card(again.part("condition", text))
    if body is None or body.get("applies_to") != {"self": True} or "condition" not in body:
        return None
    condition: Data = body["condition"]
    return condition if finished(condition) else None


def card_state_of(text: str, again: Translate) -> Data | None:
    """A test of the card itself ("~ is untapped") as the condition that the card exists
    so (on the battlefield): ``{exists: ...}``, or None."""
    body = _about_the_card(again.part("condition", text))
    subject = (body or {}).get("applies_to") or {}
    if body is None or set(body) != {"applies_to", "effects"} or \
            subject.get("self") is not True or len(subject) < 2 or not finished(subject):
        return None
    return {"exists": subject}


def subject_of(text: str, again: Translate) -> Data | None:
    """The selector of the objects a clause with this subject applies to: "~",
    "equipped creature", "creatures you control"; None for "it" or a selector naming
    "it"."""
    found = again.part("subject", text)
    if not isinstance(found, dict) or found.get(IT):
        return None
    selector = settle(found)
    return selector if finished(selector) and "'it'" not in str(selector) else None


def group_of(text: str, again: Translate) -> Data | None:
    """The selector of a group of objects read as a subject ("creatures you control",
    "enchanted creature"), a selector naming "it" allowed."""
    found = again.part("subject", text)
    if not isinstance(found, dict) or found.get(IT):
        return None
    selector = settle(found)
    return selector if finished(selector) else None


def value_of_grammar(text: str, again: Translate) -> Data | None:
    """A value the grammar reads ("the number of cards in your hand"), as a value of the
    card's own ("it" is the card)."""
    found = again.part("value", text)
    return it_as_self(found) if isinstance(found, dict) and finished(found) else None


def count_of_grammar(text: str, again: Translate) -> Data | None:
    """The count "for each TEXT" reads (the grammar's ``count``), as the card's own."""
    found = again.part("count", text)
    return it_as_self(found) if isinstance(found, dict) and finished(found) else None
