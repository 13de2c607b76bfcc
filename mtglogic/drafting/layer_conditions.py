'''Drafting conditions of layer effects read from the board (611.3a): "as long as black is
the most common color among all permanents or is tied for most common" (the colors of the
permanents as the layers made them, 105.2). ``GRAMMAR`` extends the grammar's ``condition``
rule (lark's ``%extend``); ``LayerConditions`` builds each into the vocabulary's condition
words (``mtglogic.vocabulary.conditions_colors``).
'''
from __future__ import annotations

from typing import Any

Data = dict[str, Any]

GRAMMAR = r"""
// ---- conditions read from the board (mtglogic.drafting.layer_conditions) -------------
%extend condition: COLOR "is the most common color among all permanents or is tied for most common" -> most_common_color
"""


class LayerConditions:
    """The builder methods of this module's rules (mixed into the layer builder)."""

    def most_common_color(self, items: list[Any]) -> Data:
        """A color no other color outnumbers among the permanents, each counted once for
        each of its colors (105.2, 105.2b)."""
        return {"most_common_color": {"color": str(items[0]), "among": {"permanent": True}}}
