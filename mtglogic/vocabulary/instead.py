"""An ``instead`` mapping (what a replacement or prevention effect does, 614.1, 615.1):
exactly one action word of ``ACTIONS`` (``actions``, ``actions_entering``) and the keys
that go beside it, its schema and its compiler.
"""
from __future__ import annotations

from mtglogic.node import Node
from mtglogic.vocabulary import actions_entering  # noqa: F401 - its words, registered
from mtglogic.vocabulary import argschema as s
from mtglogic.vocabulary.actions import THEN, Action
from mtglogic.vocabulary.registry import ACTIONS

# Keys that go beside one action word: their schema and the words they go with.
ACTIONS.add_beside("round", s.string(("down", "up")), ("divide", "prevent"))
ACTIONS.add_beside("but", s.integer(1), ("prevent",))
ACTIONS.add_beside("next", s.integer(1), ("redirect",))
ACTIONS.add_beside("objects", s.ref("selector"), ("devour", "move_chosen", "amplify"))
ACTIONS.add_beside("choose", {"anyOf": [s.integer(1), {"const": "any"}]},
                   ("devour", "move_chosen"))
ACTIONS.add_beside("shuffle", s.BOOLEAN, ("destination",))
ACTIONS.add_beside("position", s.string(("top", "bottom")), ("destination",))
ACTIONS.add_beside("counters", {"type": "object", "additionalProperties": s.integer(1)},
                   ("destination",))
ACTIONS.add_beside("then", THEN.schema(),
                   ("prevent", "shield", "destination"))
# Read as the module loads: the words declared so far, every action (this module imports
# the modules that declare them).
INSTEAD_SCHEMA = {"type": "object", "additionalProperties": False,
                  "properties": {**{w.name: w.schema for w in ACTIONS.declared.values()},
                                 **{b.name: b.schema
                                    for b in ACTIONS.declared_beside.values()}},
                  "oneOf": [{"required": [w.name]} for w in ACTIONS.declared.values()],
                  "dependentSchemas": {b.name: {"anyOf": [{"required": [w]} for w in b.words]}
                                       for b in ACTIONS.declared_beside.values()}}


def compile_action(node: Node) -> Action:
    """Validate and compile an ``instead`` mapping: exactly one action word, and the keys
    that go beside it (``shuffle``/``position`` with ``destination``, ``then`` with
    prevention, 615.5) (located errors)."""
    node.mapping(allowed=ACTIONS.names() + tuple(ACTIONS.beside))
    keys = [k for k in node.value if k in ACTIONS]
    if len(keys) != 1:
        node.fail(f"`instead` has exactly one of: {', '.join(ACTIONS.names())}")
    key = keys[0]
    for extra in ACTIONS.beside.values():
        if extra.name in node and key not in extra.words:
            node[extra.name].fail(f"{extra.name!r} goes only with "
                                  f"{' or '.join(f'`{w}`' for w in extra.words)}")
    word = ACTIONS[key]
    action: Action = word.compile(word.parse(node[key]), node)
    return action
