"""The words of events, replacement and prevention effects (614-616) and triggered abilities
(603): importing this module imports every module that declares them (the registry's
families ``filled_later``) and the compiler of replacement abilities. The vocabulary package
loads it on the first read of those families (``mtglogic.vocabulary.registry.fill_later``):
a question on layers alone never does.
"""
from mtglogic.vocabulary import (  # noqa: F401
                                 actions,
                                 actions_entering,
                                 events,
                                 instead,
                                 replacements,
                                 trigger_effects,
                                 triggers,
                                 watch,
)
