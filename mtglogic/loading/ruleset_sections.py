"""Checking every section of a ruleset when it loads, whichever engine runs later: a bad key
in ``replacement:`` fails ``mtglogic layers`` as it fails ``mtglogic replace``, at its line.

Each engine's section is read by the engine's own parser (the loading floor is above the
engines'), loaded when a section is checked: a ruleset checked before (``ruleset_cache``)
loads none of them. The sections only read by the model (``time``, ``face_down``) are
checked here.
"""
from __future__ import annotations

from mtglogic.deferred import deferred
from mtglogic.layers.keyword_cdas import SECTION as KEYWORD_CDAS
from mtglogic.layers.keyword_cdas import STATICS as KEYWORD_STATICS
from mtglogic.layers.keyword_cdas import parse_keyword_cdas
from mtglogic.model.face_down import FACE_DOWN_WAYS
from mtglogic.model.faces import face_rules
from mtglogic.model.ruleset import Ruleset
from mtglogic.model.time import TIME_RULE_KEYS
from mtglogic.node import Node
from mtglogic.vocabulary.tokens import predefined_tokens
from mtglogic.vocabulary.word_rules import SECTION as WORD_RULES
from mtglogic.vocabulary.word_rules import parse_word_rules

_replacement_rules = deferred("mtglogic.replacement.rules:parse_rules")
_subgame_rules = deferred("mtglogic.subgame.rules:parse_rules")
_trigger_rules = deferred("mtglogic.triggers.rules:parse_trigger_rules")

# The top-level keys of ruleset.yaml: those read into ``Ruleset``'s fields, then the sections.
FIELD_KEYS = ("id", "title", "layers", "cda_first_layers", "dependency_cda",
              "simultaneous_timestamps", "granted_order", "static_before_resolved",
              "counter_timestamps", "keyword_counters", "subtypes", "cite", "starting_life")
SECTION_KEYS = ("replacement", "subgame", "triggers", "faces", "face_down", "time", "tokens",
                WORD_RULES, "ability_words", "keyword_abilities", KEYWORD_CDAS, KEYWORD_STATICS)
WORD_LISTS = ("ability_words", "keyword_abilities")  # a rule and its words (207.2c, 702)
FACE_DOWN_KIND_KEYS = ("rule", "needs_keyword", "abilities", "turns")
FACE_DOWN_RULE_KEYS = ("face_up", "face_up_timestamp", "turn_face_up", "face_down_objects",
                       "double_faced_face_up", "already_face_down")


def _rule_numbers(node: Node, keys: tuple[str, ...]) -> None:
    """A ``rules:`` mapping: known keys, each a rule number as text."""
    for _, number in node.mapping(allowed=keys).items():
        number.as_str()


def check_time(node: Node) -> None:
    """The ``time:`` section: the rules cited as time passes (611, 613.7d, 714, 716)."""
    _rule_numbers(node.mapping(allowed=("rules",), required=("rules",))["rules"],
                  TIME_RULE_KEYS)


def check_face_down(node: Node) -> None:
    """The ``face_down:`` section (708 in 2026, 707 in 2011): the ways a permanent comes to
    be face down, each with its rule, and the rules of turning one face up."""
    node.mapping(allowed=("kinds", "rules"), required=("kinds",))
    for _, kind in node["kinds"].mapping(allowed=FACE_DOWN_WAYS).items():
        kind.mapping(allowed=FACE_DOWN_KIND_KEYS, required=("rule",))
        kind["rule"].as_str()
        if "needs_keyword" in kind:
            kind["needs_keyword"].as_str()
        if "abilities" in kind:
            kind["abilities"].as_str_list()
        if "turns" in kind:  # the way turns a face-up permanent face down (712.16)
            kind["turns"].as_bool()
    if "rules" in node:
        _rule_numbers(node["rules"], FACE_DOWN_RULE_KEYS)


def check_word_list(node: Node) -> None:
    """A word-list section (``ability_words:`` of 207.2c, ``keyword_abilities:`` of 702):
    its rule and its words."""
    node.mapping(allowed=("rule", "words"), required=("rule", "words"))
    node["rule"].as_str()
    node["words"].as_str_list()


def check_sections(ruleset: Ruleset) -> None:
    """Read every section the ruleset has with its reader: located errors for a bad one."""
    sections = ruleset.sections
    if "replacement" in sections:
        _replacement_rules()(ruleset.section("replacement"), ruleset.id)
    if "subgame" in sections:
        _subgame_rules()(ruleset)
    if "triggers" in sections:
        _trigger_rules()(ruleset.section("triggers"), ruleset.id)
    if "faces" in sections:
        face_rules(ruleset)
    if "face_down" in sections:
        check_face_down(ruleset.section("face_down"))
    if "time" in sections:
        check_time(ruleset.section("time"))
    if WORD_RULES in sections:
        parse_word_rules(ruleset.section(WORD_RULES))
    for name in WORD_LISTS:
        if name in sections:
            check_word_list(ruleset.section(name))
    if KEYWORD_CDAS in sections:
        parse_keyword_cdas(ruleset.section(KEYWORD_CDAS))
    if KEYWORD_STATICS in sections:
        parse_keyword_cdas(ruleset.section(KEYWORD_STATICS), cda=False)
    predefined_tokens(ruleset)
