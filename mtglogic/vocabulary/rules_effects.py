"""Rules effects: continuous effects that change game rules rather than characteristics.

They are applied after every layer (613.10 in 2011, 613.11 in 2026), so a rules effect
whose set of objects depends on characteristics ("creatures without flying can't attack")
is decided by the characteristics the layers computed. A static ability (or a resolved
effect) writes them under ``rules``, beside or instead of its ``effects``::

    text: Enchanted creature gets +2/+2 and can't block.
    applies_to: {enchanted_by: self}
    effects: [{modify_pt: [2, 2]}]
    rules: [{cant_block: true}]

    text: Noncreature spells cost {1} more to cast.
    rules_players: each                 # whom the player words apply to
    rules: [{spells_cost: {spells: {not_type: creature}, more: "{1}"}}]

A word's ``kind`` says what it applies to: ``object`` words (attacking, blocking,
untapping) to the objects the ability's ``applies_to`` picks, ``player`` words (costs,
permissions to cast and play, prohibitions) to the players ``rules_players`` names. Each
word's rule (its key in the rulesets' ``word_rules`` tables) is cited beside the 613 rule.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from mtglogic.model.ruleset import Ruleset
from mtglogic.node import Node, to_plain
from mtglogic.vocabulary import argschema as s
from mtglogic.vocabulary import combat_args as combat
from mtglogic.vocabulary.compiled import Selector
from mtglogic.vocabulary.compiler import NESTED_SELECTOR, SELECTOR
from mtglogic.vocabulary.registry import RULES
from mtglogic.vocabulary.spec import Either, OneKey, OrNone, Record, Spec, Whole, Word, only_true
from mtglogic.vocabulary.word_rules import word_rules

OBJECT = "object"
PLAYER = "player"
KINDS = (OBJECT, PLAYER)
MANA = Word()  # a mana amount as printed: "{1}", "{2}{U}"
ZONES_FROM = ("top_of_library", "graveyard", "exile", "hand")
PLAYER_GROUPS = ("you", "opponents", "each")  # as a player effect names them (613.10)


@dataclass(frozen=True)
class RuleEffect:
    """One compiled rules effect: its word, what it applies to (``object`` or ``player``),
    its argument as written (for the answer), the key of its rule, and the selectors it
    holds (evaluated when the rule is used: at declaring blockers, at casting)."""

    word: str
    kind: str
    argument: Any
    rule: str
    selectors: tuple[Selector, ...] = field(default=(), compare=False)

    @property
    def describe(self) -> str:
        """The word and its argument, on one line."""
        name = self.word.replace("_", " ")
        return name if self.argument is True else f"{name} {self.argument}"


def _selectors(parsed: Any) -> tuple[Selector, ...]:
    if isinstance(parsed, Selector):
        return (parsed,)
    if isinstance(parsed, Mapping):
        return tuple(x for v in parsed.values() for x in _selectors(v))
    if isinstance(parsed, tuple):
        return tuple(x for v in parsed for x in _selectors(v))
    return ()


def _declare(name: str, doc: str, example: Any, spec: Spec[Any], kind: str, rule: str,
             samples: tuple[Any, ...] = ()) -> None:
    def compile_fn(parsed: Any) -> RuleEffect:
        return RuleEffect(name, kind, None, rule, _selectors(parsed))
    RULES.add(name, doc, example, spec, kind=kind, rule=rule, samples=samples)(compile_fn)


BLOCKERS = OneKey({"by": SELECTOR, "except_by": SELECTOR},
                  "write `by` (only these can't block it) or `except_by` (only these can)")
WHO = Word(PLAYER_GROUPS)  # the players a player word applies to, from the effect's "you"
SPELLS = NESTED_SELECTOR  # a spell or a card about to be cast, in whatever zone it is
ABILITIES_OF = SELECTOR  # the permanents whose activated abilities
COST = Record({"players": WHO, "spells": SPELLS, "more": MANA, "less": MANA},
              required=("players",), min_keys=2, message="a cost change needs `more` or `less`")
ABILITY_COST = Record({"players": WHO, "of": ABILITIES_OF, "more": MANA, "less": MANA},
                      required=("players",), min_keys=2,
                      message="a cost change needs `more` or `less`")
FROM = Record({"players": WHO, "from": Word(ZONES_FROM), "cards": SPELLS},
              required=("players", "from"))
WHICH = Record({"players": WHO, "spells": SPELLS}, required=("players",))
COUNT = Record({"players": WHO, "count": Whole(1)}, required=("players", "count"))
ONLY = Record({"players": WHO}, required=("players",))
HAND = Record({"players": WHO, "size": OrNone(Whole(0))}, required=("players", "size"))

_declare("cant_attack", "it can't attack (an attack restriction)", True,
         only_true("cant_attack"), OBJECT, "attack_restriction")
_declare("cant_block", "it can't block (a block restriction)", True,
         only_true("cant_block"), OBJECT, "block_restriction")
_declare("attacks_each_combat", "it attacks each combat if able (an attack requirement)",
         True, only_true("attacks_each_combat"), OBJECT, "attack_requirement")
_declare("blocks_each_combat", "it blocks each combat if able (a block requirement)", True,
         only_true("blocks_each_combat"), OBJECT, "block_requirement")
_declare("cant_be_blocked", "it can't be blocked; not by these creatures (``by``), or by "
         "none but these (``except_by``): a restriction on the blockers", True,
         Either(only_true("cant_be_blocked", "or a mapping"), BLOCKERS), OBJECT,
         "block_restriction",
         samples=({"by": {"subtype": "Wall"}}, {"except_by": {"keyword": "flying"}}))
_declare("must_be_blocked", "it must be blocked if able (a block requirement)", True,
         only_true("must_be_blocked"), OBJECT, "block_requirement")
_declare("max_blockers", "it can't be blocked by more than this many creatures", 1,
         Whole(1), OBJECT, "block_restriction")
_declare("blocks_only", "it can block only these creatures", {"keyword": "flying"},
         SELECTOR, OBJECT, "block_restriction")
_declare("can_block_any_number", "it can block any number of creatures each combat", True,
         only_true("can_block_any_number"), OBJECT, "blocking_creatures")
_declare("can_block_additional", "it can block this many more creatures each combat", 1,
         Whole(1), OBJECT, "blocking_creatures")
_declare("doesnt_untap", "it doesn't untap during its controller's untap step", True,
         only_true("doesnt_untap"), OBJECT, "untap_step")
_declare("may_not_untap", "its controller may choose not to untap it during their untap step",
         True, only_true("may_not_untap"), OBJECT, "untap_step")
_declare("cant_be_countered", "it can't be countered (a spell, while on the stack)", True,
         only_true("cant_be_countered"), OBJECT, "countering")
_declare("spells_cost", "spells (``spells``) these players cast cost this much more or "
         "less to cast", {"players": "each", "more": "{1}"}, COST, PLAYER, "cost_change",
         samples=({"players": "you", "spells": {"type": "creature"}, "less": "{1}"},))
_declare("abilities_cost", "activated abilities (of ``of``) these players activate cost "
         "this much more or less to activate", {"players": "each", "more": "{2}"},
         ABILITY_COST, PLAYER, "ability_cost_change",
         samples=({"players": "opponents", "of": {"type": "creature"}, "less": "{1}"},))
_declare("may_play_from", "these players may play lands and cast spells (``cards``) from "
         "this zone", {"players": "you", "from": "top_of_library"}, FROM, PLAYER,
         "play_permission",
         samples=({"players": "you", "from": "top_of_library", "cards": {"type": "land"}},))
_declare("may_cast_from", "these players may cast spells (``cards``) from this zone",
         {"players": "you", "from": "graveyard"}, FROM, PLAYER, "cast_permission")
_declare("cast_as_though_flash", "these players may cast these spells as though they had "
         "flash", {"players": "you", "spells": {"type": "creature"}}, WHICH, PLAYER,
         "flash_permission", samples=({"players": "each"},))
_declare("cant_cast", "these players can't cast these spells (any, without ``spells``)",
         {"players": "opponents"}, WHICH, PLAYER, "cast_prohibition",
         samples=({"players": "each", "spells": {"type": "creature"}},))
_declare("additional_land", "these players may play this many more lands on each of their "
         "turns", {"players": "you", "count": 1}, COUNT, PLAYER, "additional_land")
_declare("may_look_at_top", "these players may look at the top card of their library any "
         "time", {"players": "you"}, ONLY, PLAYER, "top_revealed")
_declare("max_hand_size", "these players' maximum hand size is this (none: no maximum)",
         {"players": "you", "size": None}, HAND, PLAYER, "hand_size",
         samples=({"players": "opponents", "size": 4},))
_declare("plays_top_revealed", "these players play with the top card of their library "
         "revealed", {"players": "you"}, ONLY, PLAYER, "top_revealed")

# Combat: whom it may attack, conditions met by the declaration, costs, limits
# (508.1b-d, 508.1h, 509.1b-d, 506.5, 702.3b; mtglogic.vocabulary.combat_args)
_declare("cant_attack_player", "it can't attack these players (and, with ``planeswalkers``, "
         "the planeswalkers they control)", {"players": "you"}, combat.DEFENDERS, OBJECT,
         "attack_defenders", samples=({"players": "you", "planeswalkers": True},))
_declare("cant_attack_unless", "it can't attack unless the declaration meets this condition",
         {"defending_player_controls": {"subtype": "Island"}}, combat.DECLARATION, OBJECT,
         "attack_restriction", samples=({"more_creatures_than": "defending_player"},
                                        {"also_attacks": {"color": ["black", "green"]}}))
_declare("cant_block_unless", "it can't block unless the declaration meets this condition",
         {"more_creatures_than": "attacking_player"}, combat.DECLARATION, OBJECT,
         "block_restriction")
_declare("cant_be_blocked_if", "it can't be blocked when the declaration meets this condition",
         {"defending_player_controls": {"type": "artifact"}}, combat.DECLARATION, OBJECT,
         "block_restriction")
_declare("cant_attack_alone", "it can't attack unless another creature attacks too", True,
         only_true("cant_attack_alone"), OBJECT, "attack_alone")
_declare("cant_block_creatures", "it can't block these creatures",
         {"power": {"gt": {"power": "self"}}}, SELECTOR, OBJECT, "block_restriction")
_declare("min_blockers", "it can't be blocked except by this many creatures or more", 3,
         Whole(2), OBJECT, "block_restriction")
_declare("must_be_blocked_by_all", "every creature able to block it does so (a requirement "
         "on each blocker)", True, only_true("must_be_blocked_by_all"), OBJECT,
         "block_requirement")
_declare("attacks_despite_defender", "it can attack as though it didn't have defender", True,
         only_true("attacks_despite_defender"), OBJECT, "defender_attack")
_declare("cant_transform", "it can't transform", True, only_true("cant_transform"), OBJECT,
         "transforming")
_declare("attack_cost", "to attack these players (and their planeswalkers), its controller "
         "pays this cost for it", {"mana": "{2}", "players": "you"}, combat.ATTACK_COST,
         OBJECT, "attack_cost",
         samples=({"mana": "{1}", "players": "you", "planeswalkers": True},))
_declare("block_cost", "to block, its controller pays this cost for it", {"mana": "{1}"},
         combat.BLOCK_COST, OBJECT, "block_cost")
_declare("max_attackers", "no more than this many creatures in all can attack each combat "
         "(these players' creatures)", {"players": "each", "count": 1}, combat.COMBAT_LIMIT,
         PLAYER, "attack_restriction")
_declare("max_blocking", "no more than this many creatures in all can block each combat "
         "(these players' creatures)", {"players": "each", "count": 1}, combat.COMBAT_LIMIT,
         PLAYER, "block_restriction")

OBJECT_WORDS = tuple(w.name for w in RULES if w.kind == OBJECT)
RULES_SCHEMA = s.array({"type": "object", "additionalProperties": False, "minProperties": 1,
                        "maxProperties": 1,
                        "properties": {w.name: w.schema for w in RULES}}, 1)


def cited(rule: RuleEffect, ruleset: Ruleset) -> list[str]:
    """The 613 rule of rules effects, then the word's own numbers in this ruleset (none
    where the ruleset has no such rule)."""
    return [ruleset.cite("rule_effects"), *word_rules(ruleset).get(rule.rule, ("?",))]


def compile_rules(node: Node) -> tuple[RuleEffect, ...]:
    """Compile a ``rules`` list: each item one word of the family (located errors)."""
    found = []
    for item in node.as_list():
        word, arg = RULES.one_key(item)
        effect = word.compile(word.parse(arg))
        found.append(RuleEffect(effect.word, effect.kind, to_plain(arg.value), effect.rule,
                                effect.selectors))
    return tuple(found)
