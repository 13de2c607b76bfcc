"""The vocabulary: the words of the effect language, each declared once in the registry.

Selectors, values, conditions and effect parts (rule 613), events, watch keys and actions
(rules 614-616), abilities and the ``subgame`` key of cards. Importing the package imports
every module that declares words, so that ``mtglogic.vocabulary.registry`` is complete
wherever a compiler dispatches on it.
"""
# After selectors and values, so that its words follow theirs in the documentation tables.
from mtglogic.vocabulary import (  # noqa: F401
                                 cast_record,
                                 conditions,
                                 conditions_colors,
                                 conditions_designations,
                                 game_state,
                                 modes,
                                 parts_abilities,
                                 parts_as_enters,
                                 parts_colors,
                                 parts_copy,
                                 parts_full_text,
                                 parts_name,
                                 parts_pt,
                                 parts_text,
                                 parts_types,
                                 replacements,
                                 rules_effects,
                                 selectors,
                                 selectors_attachments,
                                 selectors_counters,
                                 selectors_relations,
                                 selectors_targets,
                                 turn_history,
                                 values,
                                 values_among,
                                 values_counts,
)
