"""Activated abilities' effects (602, 605; the shields they make as they resolve, 615.7):
the home of their phrases (an activated line is kept as its text today, and only the
replacement and prevention effects of its effect are drafted, ``draft.activated``).
"""
from __future__ import annotations

from mtglogic.drafting.phrase import Phrases

PHRASES = Phrases("activated", __doc__)
