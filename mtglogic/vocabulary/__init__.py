"""The vocabulary: the words of the effect language, each declared once in the registry.

Selectors, values, conditions and effect parts (rule 613), events, watch keys and actions
(rules 614-616), abilities and the ``subgame`` key of cards. Importing the package imports
every module that declares words, so that ``mtglogic.vocabulary.registry`` is complete
wherever a compiler dispatches on it.
"""
from mtglogic.vocabulary import (conditions, parts_abilities, parts_colors, parts_copy,  # noqa: F401
                                 parts_pt, parts_text, parts_types, replacements, selectors,
                                 values)
# After selectors and values, so that its words follow theirs in the documentation tables.
from mtglogic.vocabulary import game_state  # noqa: F401,E402
from mtglogic.vocabulary import parts_full_text  # noqa: F401,E402
