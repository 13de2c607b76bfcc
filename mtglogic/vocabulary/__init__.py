"""The vocabulary: the words of the effect language, each declared once in the registry.

Selectors, values, conditions and effect parts (rule 613), events, watch keys and actions
(rules 614-616), abilities and the ``subgame`` key of cards. Importing the package imports
every module that declares the words of continuous effects (613), so that
``mtglogic.vocabulary.registry`` is complete wherever a compiler dispatches on it; the words
of events, replacement and triggered abilities (614-616, 603: ``event_words``) load on the
first read of their families (``registry.fill_later``) or with their modules, so that a
question on layers alone does not build them.
"""
from mtglogic.deferred import deferred

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
from mtglogic.vocabulary.registry import fill_later

fill_later(deferred("mtglogic.vocabulary.event_words"))
