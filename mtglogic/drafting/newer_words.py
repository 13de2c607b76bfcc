"""Ability words printed on cards newer than the default ruleset's list (207.2c of the
rules of 2026-01-16): like every ability word, each ties cards of one kind together and
has no rules meaning, so the drafter reads the ability without it. A word is listed here
only when every corpus card that prints it states in full what the ability does.

"Disappear" (Teenage Mutant Ninja Turtles, 2026): each ability says "if a permanent left
the battlefield under your control this turn" itself.
"""
from __future__ import annotations

NEWER_ABILITY_WORDS = frozenset({"disappear"})
