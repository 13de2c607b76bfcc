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

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from mtglogic.model.ruleset import Ruleset
from mtglogic.node import Node, to_plain
from mtglogic.vocabulary import argschema as s
from mtglogic.vocabulary import combat_args as combat
from mtglogic.vocabulary.argschema import Schema
from mtglogic.vocabulary.compiled import Selector, Value
from mtglogic.vocabulary.compiler import NESTED_SELECTOR, SELECTOR, VALUE
from mtglogic.vocabulary.registry import RULES
from mtglogic.vocabulary.spec import (
    Either,
    Flag,
    OneKey,
    OrNone,
    Record,
    Spec,
    Whole,
    Word,
    Words,
    only_true,
)
from mtglogic.vocabulary.word_rules import word_rules

OBJECT = "object"
PLAYER = "player"
GAME = "game"  # a word on the game itself: neither objects nor players
KINDS = (OBJECT, PLAYER, GAME)
MANA = Word()  # a mana amount as printed: "{1}", "{2}{U}"
ZONES_FROM = ("top_of_library", "graveyard", "exile", "hand")
CAST_ZONES = ("hand", "graveyard", "exile", "library", "command")  # where a spell is cast from
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
    times: Value | None = field(default=None, compare=False)  # a cost change's multiplier

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


def _times(parsed: Any) -> Value | None:
    times = parsed.get("times") if isinstance(parsed, Mapping) else None
    return times if isinstance(times, Value) else None


def _declare(name: str, doc: str, example: Any, spec: Spec[Any], kind: str, rule: str,
             samples: tuple[Any, ...] = ()) -> None:
    def compile_fn(parsed: Any) -> RuleEffect:
        return RuleEffect(name, kind, None, rule, _selectors(parsed), _times(parsed))
    RULES.add(name, doc, example, spec, kind=kind, rule=rule, samples=samples)(compile_fn)


BLOCKERS = OneKey({"by": SELECTOR, "except_by": SELECTOR},
                  "write `by` (only these can't block it) or `except_by` (only these can)")
WHO = Word(PLAYER_GROUPS)  # the players a player word applies to, from the effect's "you"
SPELLS = NESTED_SELECTOR  # a spell or a card about to be cast, in whatever zone it is
ABILITIES_OF = SELECTOR  # the permanents whose activated abilities


@dataclass(frozen=True)
class OneOf(Record):
    """A record holding exactly one of the keys ``one_of`` (a cost change says ``more`` or
    ``less``; an alternative cost ``pay`` or ``free``)."""

    one_of: tuple[str, ...] = ("more", "less")

    def schema(self) -> Schema:
        return {**super().schema(), "oneOf": [{"required": [k]} for k in self.one_of]}

    def parse(self, node: Node) -> Mapping[str, Any]:
        if node.is_map() and sum(k in node.value for k in self.one_of) != 1:
            node.fail(f"{self.message} (one of them)")
        return super().parse(node)


# A cost change's common keys: ``times`` multiplies the amount ("{1} less for each ...",
# "{X} less, where X is ...", 601.2f), ``at_least_one`` keeps one mana of the cost ("can't
# reduce the mana in that cost to less than one mana").
# ``nth_this_turn``: only the Nth spell of ``spells`` its caster casts this turn ("the second
# spell you cast each turn", 601.2f; counted in the turn's history of spells cast, 601.2i).
NTH = Whole(1)
_CHANGE: dict[str, Spec[Any]] = {"players": WHO, "more": MANA, "less": MANA, "times": VALUE,
                                 "at_least_one": only_true("at_least_one")}
_NEEDS = "a cost change needs `more` or `less`"
COST = OneOf({**_CHANGE, "spells": SPELLS, "from": Words(CAST_ZONES),
              "not_from": Word(CAST_ZONES), "colored_only": only_true("colored_only"),
              "nth_this_turn": NTH, "per_caster": only_true("per_caster")},
             required=("players",), message=_NEEDS)
ABILITY_COST = OneOf({**_CHANGE, "of": ABILITIES_OF, "ability": Word()},
                     required=("players",), message=_NEEDS)
ALTERNATIVE = OneOf({"players": WHO, "spells": SPELLS, "from": Words(CAST_ZONES),
                      "pay": MANA, "free": only_true("free"),
                      "once_each_turn": only_true("once_each_turn")}, required=("players",),
                     message="an alternative cost needs `pay` or `free`", one_of=("pay", "free"))
FROM = Record({"players": WHO, "from": Words(ZONES_FROM), "cards": SPELLS,
               "once_each_turn": only_true("once_each_turn")}, required=("players", "from"))
WHICH = Record({"players": WHO, "spells": SPELLS}, required=("players",))
FLASH = Record({"players": WHO, "spells": SPELLS, "more": MANA, "nth_this_turn": NTH},
              required=("players",))
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
_declare("spells_cost", "spells (``spells``; cast ``from`` these zones, or ``not_from`` one) "
         "these players cast cost this much more or less to cast, ``times`` a value (\"for "
         "each ...\", \"where X is ...\"); ``colored_only``: it reduces colored mana only; "
         "``nth_this_turn``: only the Nth such spell each of them casts this turn; "
         "``per_caster``: ``times`` counted for each caster (``you`` in it: that player)",
         {"players": "each", "more": "{1}"}, COST, PLAYER,
         "cost_change",
         samples=({"players": "you", "spells": {"type": "creature"}, "less": "{1}"},
                  {"players": "each", "spells": {"self": True}, "less": "{1}",
                   "times": {"count": {"type": "creature", "zone": "graveyard",
                                       "owner": "you"}}},
                  {"players": "opponents", "from": ["graveyard", "exile"], "more": "{2}"},
                  {"players": "you", "not_from": "hand", "less": "{1}"},
                  {"players": "you", "nth_this_turn": 2, "less": "{1}"},
                  {"players": "each", "more": "{1}", "per_caster": True,
                   "times": {"spells_cast_this_turn": {"controller": "you"}}}))
_declare("abilities_cost", "activated abilities (of ``of``; only those of a keyword, "
         "``ability``: equip, exhaust) these players activate cost this much more or less "
         "to activate, ``times`` a value; ``at_least_one``: not below one mana",
         {"players": "each", "more": "{2}"}, ABILITY_COST, PLAYER, "ability_cost_change",
         samples=({"players": "opponents", "of": {"type": "creature"}, "less": "{1}"},
                  {"players": "you", "of": {"type": "artifact", "controller": "you"},
                   "less": "{1}", "at_least_one": True},
                  {"players": "you", "of": {"other": True, "controller": "you"},
                   "ability": "exhaust", "less": "{2}"},
                  {"players": "you", "of": {"type": "creature", "controller": "you"},
                   "less": "{1}", "times": {"power": "self"}, "at_least_one": True}))
_declare("may_play_from", "these players may play lands and cast spells (``cards``) from "
         "this zone", {"players": "you", "from": "top_of_library"}, FROM, PLAYER,
         "play_permission",
         samples=({"players": "you", "from": "top_of_library", "cards": {"type": "land"}},))
_declare("may_cast_from", "these players may cast spells (``cards``) from this zone (or "
         "these zones; ``once_each_turn``: one spell each turn this way)",
         {"players": "you", "from": "graveyard"}, FROM, PLAYER, "cast_permission",
         samples=({"players": "you", "from": ["graveyard", "exile"], "cards": {"self": True}},
                  {"players": "you", "from": "top_of_library", "once_each_turn": True,
                   "cards": {"type": ["instant", "sorcery"]}}))
_declare("alternative_cost", "these players may pay this (``pay``), or nothing (``free``: "
         "without paying the mana cost), rather than the mana cost of these spells (cast "
         "``from`` these zones; ``once_each_turn``: for one spell each turn)", {"players": "you", "pay": "{W}{U}{B}{R}{G}"}, ALTERNATIVE,
         PLAYER, "alternative_cost",
         samples=({"players": "you", "spells": {"subtype": "Dragon"}, "free": True},
                  {"players": "you", "from": "hand", "free": True}))
_declare("cast_as_though_flash", "these players may cast these spells as though they had "
         "flash (``more``: if they pay this much more to cast them; ``nth_this_turn``: only the "
         "Nth such spell each of them casts this turn)",
         {"players": "you", "spells": {"type": "creature"}}, FLASH, PLAYER,
         "flash_permission", samples=({"players": "each"},
                                      {"players": "you", "spells": {"self": True},
                                       "more": "{2}"},
                                      {"players": "you", "spells": {"type": "creature"},
                                       "nth_this_turn": 1}))
_declare("cant_cast", "these players can't cast these spells (any, without ``spells``)",
         {"players": "opponents"}, WHICH, PLAYER, "cast_prohibition",
         samples=({"players": "each", "spells": {"type": "creature"}},))
_declare("max_spells_each_turn", "these players can't cast more than this many spells each "
         "turn", {"players": "each", "count": 1}, COUNT, PLAYER, "cast_prohibition")
_declare("additional_land", "these players may play this many more lands on each of their "
         "turns", {"players": "you", "count": 1}, COUNT, PLAYER, "additional_land")
_declare("may_look_at_top", "these players may look at the top card of their library any "
         "time", {"players": "you"}, ONLY, PLAYER, "top_revealed")
LOOK = Record({"players": WHO, "of": SELECTOR}, required=("players", "of"))
_declare("may_look_at_face_down", "these players may look at these face-down permanents any "
         "time (beyond their own)", {"players": "you", "of": {"face_down": True,
                                                               "controller": "opponent"}},
         LOOK, PLAYER, "face_down_looking")
_declare("max_hand_size", "these players' maximum hand size is this (none: no maximum)",
         {"players": "you", "size": None}, HAND, PLAYER, "hand_size",
         samples=({"players": "opponents", "size": 4},))
_declare("plays_top_revealed", "these players play with the top card of their library "
         "revealed", {"players": "you"}, ONLY, PLAYER, "top_revealed")

# Game rules (issue 19, item 5): triggers, untapping, damage, mana, winning and losing
# ("can't gain life" and "can't draw" are replacement-engine `cant` effects on their events).
# A ``game`` word applies to the game itself, neither to objects nor to players; a word in
# NEEDS_ITS_RULE is refused under a ruleset whose table has no number for its rule.
NEEDS_ITS_RULE: set[str] = set()
COLORS = ("white", "blue", "black", "red", "green")
CAUSED_BY = Record({"entering": SELECTOR, "leaving": SELECTOR, "dying": SELECTOR}, min_keys=1,
                   message="write `entering`, `leaving` or `dying` (the objects whose move "
                           "triggers)")
UNTAP_LIMIT = Record({"players": WHO, "count": Whole(1), "of": SELECTOR},
                     required=("players", "count", "of"))
MANA_KEPT = Record({"players": WHO, "colors": Words(COLORS)}, required=("players",))
TARGETED_BY = Record({"what": Word(("spells", "abilities", "spells_and_abilities")),
                      "controlled_by": WHO, "sources": SELECTOR}, required=("what",))
ACTIVATION = Record({"mana_abilities": Flag()}, required=("mana_abilities",))

_declare("triggers_additional", "each triggered ability of it that triggers triggers an "
         "additional time; only when these objects entering (or leaving, or dying: put into "
         "a graveyard from the battlefield) made it trigger",
         True, Either(only_true("triggers_additional", "or a mapping"), CAUSED_BY), OBJECT,
         "additional_triggers", samples=({"entering": {"type": "creature"}},))
NEEDS_ITS_RULE.add("triggers_additional")
_declare("entering_doesnt_trigger", "these objects entering the battlefield don't cause "
         "abilities to trigger", {"type": "creature"}, SELECTOR, GAME, "entering_triggers")
_declare("dying_doesnt_trigger", "these objects dying don't cause abilities to trigger",
         {"type": "creature"}, SELECTOR, GAME, "dying_triggers")
_declare("untaps_during_others", "it untaps during each other player's untap step as well",
         True, only_true("untaps_during_others"), OBJECT, "untap_step")
_declare("cant_become_untapped", "it can't become untapped", True,
         only_true("cant_become_untapped"), OBJECT, "untapping")
# Suspect (701.60 today; no such action in 2011): "can't become suspected" stops a spell or
# ability from giving it the designation (701.60a).
_declare("cant_become_suspected", "it can't become suspected", True,
         only_true("cant_become_suspected"), OBJECT, "suspecting")
_declare("untap_limit", "these players can't untap more than this many of these permanents "
         "during their untap steps", {"players": "each", "count": 1, "of": {"type": "artifact"}},
         UNTAP_LIMIT, PLAYER, "untap_step")
_declare("damage_not_removed", "damage marked on it isn't removed during cleanup steps", True,
         only_true("damage_not_removed"), OBJECT, "cleanup_damage")
_declare("assigns_damage_by_toughness", "it assigns combat damage equal to its toughness "
         "rather than its power", True, only_true("assigns_damage_by_toughness"), OBJECT,
         "combat_damage_amount")
_declare("may_assign_as_unblocked", "its controller may have it assign its combat damage as "
         "though it weren't blocked", True, only_true("may_assign_as_unblocked"), OBJECT,
         "combat_damage_unblocked")
_declare("keeps_unspent_mana", "these players don't lose unspent mana (of these colors, else "
         "any) as steps and phases end", {"players": "you"}, MANA_KEPT, PLAYER, "mana_empties",
         samples=({"players": "you", "colors": ["red"]},))
_declare("cant_lose", "these players can't lose the game", {"players": "you"}, ONLY, PLAYER,
         "losing")
_declare("cant_win", "these players can't win the game", {"players": "opponents"}, ONLY,
         PLAYER, "winning")
_declare("plays_hand_revealed", "these players play with their hands revealed",
         {"players": "opponents"}, ONLY, PLAYER, "hand_revealed")
_declare("legend_rule_exempt", "the legend rule doesn't apply to it", True,
         only_true("legend_rule_exempt"), OBJECT, "legend_rule")
_declare("may_begin_on_battlefield", "if it is in its owner's opening hand, they may begin "
         "the game with it on the battlefield (an ability that works before the game)", True,
         only_true("may_begin_on_battlefield"), OBJECT, "opening_hand")
_declare("cant_activate", "its activated abilities can't be activated (but its mana "
         "abilities, with ``mana_abilities: true``)", True,
         Either(only_true("cant_activate", "or a mapping"), ACTIVATION), OBJECT,
         "activation_prohibited", samples=({"mana_abilities": True},))
_declare("cant_be_targeted", "it can't be the target of these spells or abilities (``what``), "
         "of those these players control, or from these sources",
         {"what": "abilities", "controlled_by": "opponents"}, TARGETED_BY, OBJECT,
         "targets", samples=({"what": "abilities", "sources": {"type": "artifact"}},))
_declare("cant_turn_face_up", "it can't be turned face up", True,
         only_true("cant_turn_face_up"), OBJECT, "turning_face_up")

SPEND = Record({"players": WHO, "colors": Words(COLORS), "casting": SPELLS,
                "activating": ABILITIES_OF}, required=("players",))
_declare("spend_as_any_color", "these players may spend mana (of these colors, else any) as "
         "though it were mana of any color (only to cast these spells, or to activate the "
         "abilities of these objects, where given)", {"players": "each"}, SPEND, PLAYER,
         "spend_as_any", samples=({"players": "you", "casting": {"subtype": "Case"}},
                                  {"players": "you", "colors": ["blue"],
                                   "activating": {"self": True}}))
_declare("cant_cycle", "these players can't cycle cards", {"players": "each"}, ONLY, PLAYER,
         "cycling")

# Game rules changed by static abilities (issue 19, item 5, rules7): mana of any type
# (609.4b), crewing and saddling with more power or with toughness (702.122a, 702.171a: not
# in 2011's rules), loyalty abilities twice a turn (606.3), 0 life (704.5a), sacrifices
# that opponents' spells and abilities can't cause (701.21a / 701.14a)
SPEND_TYPE = Record({"players": WHO, "casting": SPELLS, "activating": ABILITIES_OF},
                    required=("players",))
CREW_POWER = OneKey({"power_plus": Whole(1), "toughness": only_true("toughness")},
                    "write `power_plus` (as though its power were N greater) or `toughness`")
LOYALTY = Record({"players": WHO, "of": SELECTOR, "count": Whole(2)},
                 required=("players", "of", "count"))
CAUSED = Record({"players": WHO, "by": WHO}, required=("players", "by"))
_declare("spend_as_any_type", "these players may spend mana as though it were mana of any "
         "type (colorless too; only to cast these spells, or to activate the abilities of "
         "these objects, where given)", {"players": "you", "casting": {"type": "creature"}},
         SPEND_TYPE, PLAYER, "spend_as_any",
         samples=({"players": "you", "activating": {"self": True}},))
_declare("crews_and_saddles_with", "it crews Vehicles and saddles Mounts as though its power "
         "were this much greater (``power_plus``), or using its toughness rather than its "
         "power (``toughness``)", {"power_plus": 2}, CREW_POWER, OBJECT, "crew_saddle_power",
         samples=({"toughness": True},))
NEEDS_ITS_RULE.add("crews_and_saddles_with")
_declare("stations_with_toughness", "it stations permanents using its toughness rather than "
         "its power (the charge counters its station puts)", True,
         only_true("stations_with_toughness"), OBJECT, "station_toughness")
NEEDS_ITS_RULE.add("stations_with_toughness")
HASTE_FOR = Record({"players": WHO, "of": SELECTOR}, required=("players", "of"))
INSTANT_TIMING = Record({"players": WHO, "ability": Word(("equip",))},
                        required=("players", "ability"))
_declare("activates_as_though_haste", "these players may activate abilities of these "
         "creatures as though they had haste (the {T} and {Q} abilities of creatures they "
         "haven't controlled since their turn began)",
         {"players": "you", "of": {"type": "creature", "controller": "you"}}, HASTE_FOR,
         PLAYER, "haste_activation")
_declare("activates_at_instant_speed", "these players may activate abilities of this "
         "keyword (``ability``) any time they could cast an instant, rather than only as a "
         "sorcery", {"players": "you", "ability": "equip"}, INSTANT_TIMING, PLAYER,
         "sorcery_timing_lifted")
_declare("assigns_damage_among_defenders", "its controller may divide its combat damage as "
         "they choose among the defending player and any number of creatures that player "
         "controls, blocked or not", True, only_true("assigns_damage_among_defenders"),
         OBJECT, "combat_damage_divided")
_declare("loyalty_activations", "these players may activate the loyalty abilities of these "
         "permanents this many times each turn rather than once",
         {"players": "you", "of": {"type": "planeswalker", "controller": "you"}, "count": 2},
         LOYALTY, PLAYER, "loyalty_timing")
_declare("no_loss_at_zero_life", "these players don't lose the game for having 0 or less "
         "life (a state-based action that doesn't apply to them)", {"players": "you"}, ONLY,
         PLAYER, "zero_life")
_declare("cant_be_made_to_sacrifice", "spells and abilities these players (``by``) control "
         "can't cause these players to sacrifice permanents",
         {"players": "you", "by": "opponents"}, CAUSED, PLAYER, "sacrifice_caused")

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
GAME_WORDS = tuple(w.name for w in RULES if w.kind == GAME)
RULES_SCHEMA = s.array({"type": "object", "additionalProperties": False, "minProperties": 1,
                        "maxProperties": 1,
                        "properties": {w.name: w.schema for w in RULES}}, 1)


def scaled(mana: str, times: int) -> str:
    """A mana amount ``times`` over: the generic part multiplied, each other symbol repeated
    ("{1}" three times is "{3}", "{U}" twice "{U}{U}"); nothing at all is "{0}" (118.7)."""
    symbols = re.findall(r"\{([^}]*)\}", mana)
    generic = sum(int(x) for x in symbols if x.isdigit()) * max(times, 0)
    other = [x for x in symbols if not x.isdigit()] * max(times, 0)
    return "".join(([f"{{{generic}}}"] if generic else []) + [f"{{{x}}}" for x in other]) \
        or "{0}"


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
                                effect.selectors, effect.times))
    return tuple(found)
