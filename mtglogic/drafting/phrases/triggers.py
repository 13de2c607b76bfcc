"""Triggered abilities (603): "when", "whenever" and "at" sentences, the home of their
phrases (a triggered line is kept as its text today, ``draft.draft_line``).

A trigger sentence's phrase is a record here, as in every family: declare its line
(``PHRASES.rule("trigger_line", line=True)``) and its event and effect rules, then each
phrase with ``@phrase(rule, pattern, examples=...)`` above its builder (docs/cards.md,
"Adding a phrase").
"""
from __future__ import annotations

from mtglogic.drafting.phrase import Phrases

PHRASES = Phrases("triggers", __doc__)
