"""Combat's rules (506-511; 613.11 in 2026, 613.10 in 2011): whom a creature can attack,
what can block it, the costs to attack and block: the home of their phrases as they move
into the grammar.

Today these sentences are read by ``mtglogic.drafting.rules_combat``.
"""
from __future__ import annotations

from mtglogic.drafting.phrase import Phrases

PHRASES = Phrases("combat", __doc__)
