"""Costs of spells and abilities, alternative costs and casting permissions (601.2f,
602.2b, 118.9, 113.6): the home of their phrases as they move into the grammar.

Today these sentences are read by ``mtglogic.drafting.rules_costs``, ``rules_players``,
``spell_order``, ``cost_conditions`` and ``cast_permissions``.
"""
from __future__ import annotations

from mtglogic.drafting.phrase import Phrases

PHRASES = Phrases("costs", __doc__)
