"""From a parse tree to vocabulary data: one builder method per alias of the grammar.

Every method returns plain data in the card format (``docs/scenario-format.md``): selectors,
conditions, values, effect parts, ``watch`` and ``instead`` mappings. A combination the
builder cannot express with certainty raises ``Untranslatable``, and the sentence is left
as text: the drafter never guesses.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from lark import Token, Transformer

from mtglogic.drafting.history_phrases import HistoryPhrases
from mtglogic.drafting.keyword_grants import quoted_keyword
from mtglogic.loading.rulesets import load_ruleset
from mtglogic.model.ruleset import DEFAULT_RULESET
from mtglogic.model.terms import BASIC_LAND_TYPES
from mtglogic.replacement.rules import choice_rules
from mtglogic.vocabulary.registry import PART_KINDS, PARTS
from mtglogic.vocabulary.tokens import predefined_tokens

Data = dict[str, Any]
ALL_ZONES = ["battlefield", "stack", "hand", "library", "graveyard", "exile", "command"]
SOURCE_ZONES = ["battlefield", "stack"]  # only there does a source have a controller (108.4)
IT = "_it"  # "it": the object the sentence's condition is about
OUTLAW_TYPES = ("Assassin", "Mercenary", "Pirate", "Rogue", "Warlock")  # 700.12 (2026)
ON_SELF = "_on_self"  # a condition about the card: "it" in its clause is the card ("it" in
# the condition too: the clause must be about the card; "~": any clause)
KIND = "_kind"  # the card type an "enchanted creature" subject is known to have


class Untranslatable(Exception):
    """The sentence parsed, but its parts do not make one definition the drafter is sure of."""


@dataclass
class Context:
    """What the builder knows of the card: its name and whether it is an instant or sorcery
    (whose effects are created as it resolves, 611.2a)."""

    name: str
    resolves: bool = False
    quotes: tuple[str, ...] = ()
    translate: Callable[[str], list[Any] | None] | None = None
    choice: str = ""  # what the card has chosen as it enters ("creature type"), if it says


@dataclass
class TypePhrase:
    """``a 1/1 black Swamp creature with flying``: the words of a type-changing phrase."""

    types: list[str] = field(default_factory=list)
    subtypes: list[str] = field(default_factory=list)
    colors: list[str] = field(default_factory=list)
    pt: list[Any] | None = None
    keywords: list[str] = field(default_factory=list)
    colorless: bool = False


def singular(word: str) -> str:
    return word[:-1] if word.endswith("s") and word != "sorcery" else word


def merge(*selectors: Data) -> Data:
    """The selector of all these tests (a key twice is not expressible: Untranslatable)."""
    found: Data = {}
    for selector in selectors:
        for key, value in selector.items():
            if key in found and found[key] != value:
                raise Untranslatable(f"two tests of {key}")
            found[key] = value
    return found


def settle(selector: Data) -> Data:
    """A selector without the builder's notes (the card type a subject is known to have)."""
    return {k: v for k, v in selector.items() if k != KIND}


def _it_as_self(value: Any) -> Any:
    """Data with each ``attached_to: it`` written ``attached_to: self``."""
    if isinstance(value, dict):
        return {k: "self" if k == "attached_to" and v == "it" else _it_as_self(v)
                for k, v in value.items()}
    if isinstance(value, list):
        return [_it_as_self(v) for v in value]
    return value


def layer_order(parts: list[Data]) -> list[Data]:
    """Effect parts in the order of the layers their kinds apply in (613.1)."""
    def rank(part: Data) -> int:
        return PART_KINDS.index(PARTS[next(iter(part))].kind)
    return sorted(parts, key=rank)


@lru_cache(maxsize=1)
def protection_qualities() -> frozenset[str]:
    """The protection qualities every built-in ruleset defines (702.16a)."""
    found: list[frozenset[str]] = []
    for ruleset in ("cr-2011", "cr-2026"):
        rules = choice_rules(load_ruleset(ruleset)).keyword_rules
        found.append(frozenset(q for r in rules if r.prefix == "protection from "
                               for q in r.effects))
    return frozenset.intersection(*found)


def plural_quality(subtype: str) -> str:
    """A creature type as the plural quality word the rulesets define ("Elf": elves)."""
    lower = subtype.lower()
    known = protection_qualities()
    for candidate in (lower + "s", lower + "es", lower[:-1] + "ves", lower):
        if candidate in known:
            return candidate
    raise Untranslatable(f"protection from {subtype}: a quality the rulesets lack")


def pt_pair(text: str) -> list[int]:
    power, toughness = text.split("/")
    return [int(power), int(toughness)]


class Builder(HistoryPhrases, Transformer):
    """The lark transformer: each method is named after an alias of the grammar."""

    def __init__(self, context: Context) -> None:
        super().__init__()
        self.context = context

    # ---- keyword lines --------------------------------------------------------------
    def keyword_line(self, items: list[Token]) -> list[Any]:
        """Keywords (changeling is a characteristic-defining ability by the keyword itself,
        702.73a: the rulesets' ``keyword_cdas``); "protection from A, from B, and from C"
        in the one spelling the rulesets split, " and from " (702.16g; 702.15g in 2011)."""
        return [re.sub(r"(,? and |, )from ", " and from ", str(token)) for token in items]

    def enchant(self, items: list[Token]) -> list[Any]:
        return [f"enchant {items[0]}"]

    # ---- selectors ------------------------------------------------------------------
    def self_subject(self, items: list) -> Data:
        return {"self": True}

    def attached(self, items: list[Token]) -> Data:
        how, kind = str(items[0]).split()
        return {how: True, KIND: kind}

    def group(self, items: list) -> Data:
        tests: list[Data] = []
        for item in items:
            if isinstance(item, Token) and item.type == "OTHER":
                tests.append({"other": True})
            elif isinstance(item, dict):
                tests.append(item)
            elif not isinstance(item, Token):
                raise Untranslatable("a word of the subject")
        return merge(*tests)

    def either(self, items: list[Data]) -> Data:
        """"Skeletons and Zombies you control", "other Orcs and Goblins you control": a
        controller written once after the last group, and "other" once before the first,
        are said of both groups, and so is a mana value written after the last (202.3)."""
        branches = [settle(b) for b in items]
        first, last = branches[0], branches[-1]
        if "controller" in last and "controller" not in first:
            first = {**first, "controller": last["controller"]}
        if first.get("other") and "other" not in last:
            last = {**last, "other": True}
        branches = [first, *branches[1:-1], last]
        if "mana_value" in last:  # "... you control with mana value 4 or greater": both
            branches = [{**b, "mana_value": b.get("mana_value", dict(last["mana_value"]))}
                        for b in branches]
        if any("zone" in b for b in branches):
            branches = [merge({"zone": "battlefield"}, b) if "zone" not in b else b
                        for b in branches]
        return {"any": branches}

    def self_and_group(self, items: list[Data]) -> Data:
        """"~ and other Knights you control": the card itself, and the group (611.3a)."""
        return {"any": [{"self": True}, settle(items[0])]}

    def everywhere(self, items: list) -> Data:
        return {"zone": list(ALL_ZONES)}

    def adjective(self, items: list) -> Data:
        if not items:
            raise Untranslatable("adjective")
        word = str(items[0])
        if items[0].type == "COLOR":
            return {"color": [word]}
        if items[0].type == "SUBTYPE":
            return {"not": {"subtype": word}}
        if word.startswith("non"):
            kind = word[3:]
            return {"not": {"supertype": "basic"}} if kind == "basic" \
                else {"not": {"type": kind}}
        raise Untranslatable(word)

    def nontoken(self, items: list) -> Data:
        return {"token": False}

    def token(self, items: list) -> Data:
        return {"token": True}

    def untapped(self, items: list) -> Data:
        return {"tapped": False}

    def face_down(self, items: list) -> Data:
        """"Face-down creatures": permanents turned face down (708.2)."""
        return {"face_down": True}

    def tokens_noun(self, items: list) -> Data:
        """"Tokens" alone: token permanents of any card type (111.1)."""
        return {"token": True}

    def outlaws_noun(self, items: list) -> Data:
        """"Outlaws": objects of any of the five creature types the term names (700.12 in
        2026; 2011 has no such term, the subtypes being the same)."""
        return {"subtype": list(OUTLAW_TYPES)}

    def thats_subtypes(self, items: list[Token]) -> Data:
        """"Creature ... that's a Fungus or Saproling": of one of these subtypes (205.3)."""
        return {"subtype": [str(t) for t in items]}

    def it_subject(self, items: list) -> Data:
        """"It": the object a condition of the same sentence names (resolved there)."""
        return {IT: True}

    def type_noun(self, items: list[Token]) -> Data:
        found: Data = {"type": singular(str(items[0]))}
        if found["type"] == "spell":
            raise Untranslatable("spells")
        if len(items) > 1:
            found["token"] = True
        return found

    def subtype_noun(self, items: list[Token]) -> Data:
        found: Data = {"subtype": str(items[0])}
        if len(items) > 1:
            found["type"] = singular(str(items[1]))
            if found["type"] == "spell":
                raise Untranslatable("spells")
        return found

    def types_noun(self, items: list[Token]) -> Data:
        return {"type": [singular(str(t)) for t in items]}

    def permanent_noun(self, items: list) -> Data:
        return {"permanent": True}

    def card_noun(self, items: list) -> Data:
        return {"card": True}

    def type_card_noun(self, items: list[Token]) -> Data:
        return {"type": singular(str(items[0]))}

    def you_control(self, items: list) -> Data:
        return {"controller": "you"}

    def opponent_controls(self, items: list) -> Data:
        return {"controller": "opponent"}

    def with_keyword(self, items: list[Token]) -> Data:
        return {"keyword": str(items[0])}

    def without_keyword(self, items: list[Token]) -> Data:
        """"Creatures without flying": those that don't have the keyword (702.1)."""
        return {"not": {"keyword": str(items[0])}}

    def with_power_at_most(self, items: list[Token]) -> Data:
        """"With power 2 or less" (208.1): compared with the power the layers give."""
        return {"power": {"le": int(items[0])}}

    def with_power_at_least(self, items: list[Token]) -> Data:
        return {"power": {"ge": int(items[0])}}

    def with_power_or_toughness_at_most(self, items: list[Token]) -> Data:
        """"With power or toughness 1 or less": either is at most N (208.1)."""
        bound = {"le": int(items[0])}
        return {"any": [{"power": bound}, {"toughness": bound}]}

    def without_abilities(self, items: list) -> Data:
        return {"has_abilities": False}

    def named_self(self, items: list) -> Data:
        return {"name": [self.context.name]}

    def in_your_library(self, items: list) -> Data:
        return {"zone": "library", "owner": "you"}

    def in_graveyards(self, items: list) -> Data:
        return {"zone": "graveyard"}

    def in_your_hand(self, items: list) -> Data:
        return {"zone": "hand", "owner": "you"}

    def in_your_graveyard(self, items: list) -> Data:
        return {"zone": "graveyard", "owner": "you"}

    def not_basic(self, items: list) -> Data:
        return {"not": {"supertype": "basic"}}

    def not_type(self, items: list[Token]) -> Data:
        return {"not": {"type": singular(str(items[0]))}}

    def not_subtype(self, items: list[Token]) -> Data:
        return {"not": {"subtype": str(items[0])}}

    def on_battlefield(self, items: list) -> Data:
        return {"zone": "battlefield"}

    def state_adjective(self, items: list[Token]) -> Data:
        """"Attacking creatures", "tapped creatures": combat status or tapped (506.4, 110.5)."""
        return {str(items[0]): True}

    def supertype_adjective(self, items: list[Token]) -> Data:
        return {"supertype": [str(items[0])]}

    def type_adjective(self, items: list[Token]) -> Data:
        """"Artifact creatures": both card types, so a test beside the noun's."""
        return {"all": [{"type": str(items[0])}]}

    def non_adjective(self, items: list[Token]) -> Data:
        """"Nonblack", "nonlegendary": not of that color or supertype."""
        word = str(items[0])[3:]
        return {"not": {"supertype": [word]} if word == "legendary" else {"color": [word]}}

    def instant_sorcery_cards(self, items: list) -> Data:
        """"Instant and sorcery cards": cards that are instants or sorceries."""
        return {"type": ["instant", "sorcery"]}

    def attached_to_it(self, items: list) -> Data:
        """"Attached to it": to the object the effect applies to, in a count (301.5a,
        303.4a)."""
        return {"attached_to": "it"}

    def shares_type_with_it(self, items: list) -> Data:
        """"That shares a creature type with it" (205.3m): with the object the effect is
        applied to, in a count."""
        return {"shares_creature_type": "it"}

    def attached_to_self(self, items: list) -> Data:
        return {"attached_to": "self"}

    def with_counter(self, items: list[Token]) -> Data:
        """"With a +1/+1 counter on it", "with +1/+1 counters on them" (122.1)."""
        return {"counter": str(items[0])}

    # ---- values and conditions ------------------------------------------------------
    def plus_value(self, items: list) -> Data:
        """"1 plus the number of ...": a sum."""
        return {"sum": [int(items[0]), items[1]]}

    def cards_in_hand(self, items: list) -> Data:
        return {"count": {"zone": "hand", "owner": "you"}}

    def number_of(self, items: list[Data]) -> Data:
        return {"count": settle(items[0])}

    def self_counter_count(self, items: list[Token]) -> Data:
        """"The number of rev counters on ~": those on the source (122.1)."""
        return {"counters": {"kind": str(items[0]), "on": "self"}}

    def typed_cards_in_graveyard(self, items: list[Token]) -> Data:
        """Permanent cards (110.4b) or instant and sorcery cards in your graveyard."""
        word = str(items[0])
        test: Data = {"permanent": True} if word == "permanent cards" else \
            self.instant_sorcery_cards([])
        return {"count": {"zone": "graveyard", "owner": "you", **test}}

    def opponents_graveyard_cards(self, items: list) -> Data:
        return {"count": {"card": True, "zone": "graveyard", "owner": "opponent"}}

    def twice_value(self, items: list[Data]) -> Data:
        return {"product": [2, items[0]]}

    def your_life(self, items: list) -> Data:
        return {"life": "you"}

    def card_types_graveyards(self, items: list) -> Data:
        return {"card_types_among": {"zone": "graveyard"}}

    def you_control_a(self, items: list[Data]) -> Data:
        return {"exists": merge(settle(items[0]), {"controller": "you"})}

    def you_control_n(self, items: list) -> Data:
        return {"ge": [{"count": merge(settle(items[1]), {"controller": "you"})},
                       int(items[0])]}

    def opponent_controls_a(self, items: list[Data]) -> Data:
        return {"exists": merge(settle(items[0]), {"controller": "opponent"})}

    def life_at_least(self, items: list[Token]) -> Data:
        return {"ge": [{"life": "you"}, int(items[0])]}

    def graveyard_at_least(self, items: list[Token]) -> Data:
        return {"ge": [{"count": {"zone": "graveyard", "owner": "you"}}, int(items[0])]}

    def your_turn(self, items: list) -> Data:
        return {"your_turn": True}

    def typed_graveyard_at_least(self, items: list[Token]) -> Data:
        """"There are N or more creature cards (permanent cards: of a permanent type,
        110.4b) in your graveyard"."""
        word = str(items[1])
        kind = singular(word)
        if kind == "spell":
            raise Untranslatable("spell cards")
        test: Data = {"permanent": True} if word == "permanent cards" else \
            self.instant_sorcery_cards([]) if word.startswith("instant ") else {"type": kind}
        return {"ge": [{"count": {"zone": "graveyard", "owner": "you", **test}},
                       int(items[0])]}

    def subtype_graveyard_at_least(self, items: list[Token]) -> Data:
        """"There are N or more Lesson cards in your graveyard" (205.3: a subtype)."""
        return {"ge": [{"count": {"zone": "graveyard", "owner": "you",
                                  "subtype": [str(items[1])]}}, int(items[0])]}

    def self_counters_at_least(self, items: list[Token]) -> Data:
        """"This has N or more quest counters on it" (a counter kind, 122.1)."""
        number = int(items[0]) if len(items) > 1 else 1
        kind = str(items[-1])
        return {"ge": [{"counters": {"kind": kind, "on": "self"}}, number], ON_SELF: "~"}

    def it_counters_at_least(self, items: list[Token]) -> Data:
        """"... as long as it has N or more quest counters on it": the counters on the card
        itself, when the clause is about the card (122.1, 611.3a)."""
        return {**self.self_counters_at_least(items), ON_SELF: "it"}

    def self_equipped(self, items: list) -> Data:
        """"As long as ~ is equipped": an Equipment is attached to it (301.5a)."""
        return {"exists": {"subtype": ["Equipment"], "attached_to": "self"}, ON_SELF: "~"}

    def it_equipped(self, items: list) -> Data:
        return {**self.self_equipped(items), ON_SELF: "it"}

    def anyone_controls_a(self, items: list[Data]) -> Data:
        """"As long as any player controls a white permanent": one is on the battlefield,
        whoever controls it (611.3a)."""
        return {"exists": settle(items[0])}

    def card_in_graveyard(self, items: list[Token]) -> Data:
        """"As long as there's a Lesson card in your graveyard" (404.1)."""
        word = str(items[0])
        test: Data = {"subtype": [word]} if items[0].type == "SUBTYPE" else \
            {"type": [singular(word)]}
        if test.get("type") == ["spell"]:
            raise Untranslatable("spell cards")
        return {"exists": {"zone": ["graveyard"], "owner": "you", **test}}

    def card_types_at_least(self, items: list[Token]) -> Data:
        """"N or more card types among cards in your graveyard" (delirium's condition;
        205.2a: the card types)."""
        return {"ge": [{"card_types_among": {"zone": ["graveyard"], "owner": "you"}},
                       int(str(items[0]))]}

    def gained_life_this_turn(self, items: list) -> Data:
        """"As long as you gained life this turn": more than 0 life gained (119.9)."""
        return {"gt": [{"life_gained_this_turn": "you"}, 0]}

    def lost_life_this_turn(self, items: list) -> Data:
        return {"gt": [{"life_lost_this_turn": "you"}, 0]}

    def drawn_this_turn(self, items: list[Token]) -> Data:
        """"As long as you've drawn N or more cards this turn" (121.1)."""
        return {"ge": [{"cards_drawn_this_turn": "you"}, int(str(items[0]))]}

    def self_state(self, items: list[Token]) -> Data:
        state = str(items[0])
        flag = {"untapped": ("tapped", False)}.get(state, (state, True))
        return {"_selector": {"self": True, flag[0]: flag[1]}}

    def it_state(self, items: list[Token]) -> Data:
        state = str(items[0])
        flag = {"untapped": ("tapped", False)}.get(state, (state, True))
        return {"_selector": {flag[0]: flag[1]}}

    def attached_is(self, items: list[Token]) -> Data:
        holder = {"self": True} if len(items) == 1 else settle(self.attached(items[:1]))
        word = str(items[-1])
        kind = items[-1].type
        test = {"subtype": word} if kind == "SUBTYPE" else \
            {"supertype": [word]} if kind == "SUPERTYPE" else {"type": singular(word)}
        return {"_selector": merge(holder, test)}

    def it_is_subtype(self, items: list[Token]) -> Data:
        """"As long as it's a Wall": a subtype test of the object the clause affects."""
        return {"_selector": {"subtype": str(items[0])}}

    # ---- continuous effects ---------------------------------------------------------
    def get_pt(self, items: list[Token]) -> list[Data]:
        return [{"modify_pt": pt_pair(str(items[1]))}]

    def get_pt_each(self, items: list) -> list[Data]:
        group = settle(items[2])
        if group.get("shares_creature_type") == "it" and group.get("other"):
            # "each other creature that shares a creature type with it": other than it
            group = {**{k: v for k, v in group.items() if k != "other"}, "other_than": "it"}
        count = {"count": group}
        amounts = [count if n == 1 else 0 if n == 0 else {"product": [n, count]}
                   for n in pt_pair(str(items[1]))]
        return [{"modify_pt": amounts}]

    def get_pt_each_sum(self, items: list) -> list[Data]:
        """"+1/+1 for each creature you control and each creature card in your graveyard":
        the two counts added (an object is in one zone only, 400.1)."""
        count = {"sum": [{"count": settle(items[2])}, {"count": settle(items[3])}]}
        amounts = [count if n == 1 else 0 if n == 0 else {"product": [n, count]}
                   for n in pt_pair(str(items[1]))]
        return [{"modify_pt": amounts}]

    def get_pt_each_subtypes(self, items: list) -> list[Data]:
        """"+2/+2 for each Aura and Equipment attached to it": each object of either
        subtype (205.3) counted once."""
        group = merge({"subtype": [str(items[2]), str(items[3])]}, *items[4:])
        return self.get_pt_each([items[0], items[1], group])

    def get_pt_each_counter(self, items: list[Token]) -> list[Data]:
        """"+1/+1 for each charge counter on this": the counters on the source (122.1)."""
        count = {"counters": {"kind": str(items[2]), "on": "self"}}
        amounts = [count if n == 1 else 0 if n == 0 else {"product": [n, count]}
                   for n in pt_pair(str(items[1]))]
        return [{"modify_pt": amounts}]

    def get_x(self, items: list) -> list[Data]:
        """"+X/+X, where X is ...": each X the value, a minus sign its negation, a 0 none."""
        value = items[2]
        amounts = [0 if part[1:] == "0" else value if part[0] == "+" else
                   {"product": [-1, value]} for part in str(items[1]).split("/")]
        return [{"modify_pt": amounts}]

    def get_minus_life(self, items: list) -> list[Data]:
        minus = {"product": [-1, {"life": "you"}]}
        return [{"modify_pt": [minus, minus]}]

    def have(self, items: list) -> list[Data]:
        return [{"add_abilities": items[1]}]

    def abilities(self, items: list) -> list[Any]:
        return list(items)

    def ability_item(self, items: list[Token]) -> Any:
        token = items[0]
        if token.type == "QUOTED":
            return self.quoted(int(str(token)[1:]))
        return str(token)

    def quoted(self, index: int) -> Data | str:
        """A quoted ability a static ability grants (113.1a): an activated or mana
        ability as text, a static ability drafted as any other."""
        text = self.context.quotes[index]
        cost, colon, effect = text.partition(": ")
        if colon and not cost.startswith(("When", "Whenever", "At ")):
            return {"mana" if effect.startswith("Add ") else "activated": text}
        if text.startswith(("When ", "Whenever ", "At ")):
            return {"triggered": text}
        drafted = self.context.translate(text) if self.context.translate else None
        keyword = quoted_keyword(drafted)
        if keyword is not None:  # "Ward—Pay 2 life." (113.1a)
            return keyword
        if drafted and len(drafted) == 1 and "static" in drafted[0]:
            return {"static": {"text": text, **drafted[0]["static"]}}
        raise Untranslatable("a quoted ability the drafter does not translate")

    def lose_all(self, items: list) -> list[Data]:
        return [{"remove_all_abilities": True}]

    def lose_all_but_mana(self, items: list) -> list[Data]:
        return [{"remove_all_abilities": {"except": ["mana"]}}]

    def choice_line(self, items: list) -> list[Any]:
        """"As this enters, choose a color": the choice is made as it enters (614.12) and is
        the object's `choices` in a scenario; the line makes no ability of its own."""
        return []

    def lose_keyword(self, items: list[Token]) -> list[Data]:
        return [{"remove_abilities": [str(items[1])]}]

    def base_pt(self, items: list[Token]) -> list[Data]:
        return [{"set_pt": pt_pair(str(items[1]))}]

    def base_toughness(self, items: list[Token]) -> list[Data]:
        """"Have base toughness 1": layer 7b, the power left as it is (613.4b)."""
        return [{"set_toughness": int(str(items[1]))}]

    def base_power(self, items: list[Token]) -> list[Data]:
        return [{"set_power": int(str(items[1]))}]

    def base_pt_value(self, items: list) -> list[Data]:
        """"Base power and toughness each equal to ...", "x/x, where x is ...": both the
        value (layer 7b, 613.4b)."""
        return [{"set_pt": [items[1], items[1]]}]

    def base_pt_mana_value(self, items: list) -> list[Data]:
        return [{"set_pt": [{"mana_value": "it"}, {"mana_value": "it"}]}]

    def colorless(self, items: list) -> list[Data]:
        return [{"colorless": True}]

    def set_color(self, items: list[Token]) -> list[Data]:
        return [{"set_colors": [str(items[1])]}]

    def add_chosen_color(self, items: list) -> list[Data]:
        return [{"add_colors": [{"chosen": "color"}]}]

    def every_land_type(self, items: list) -> list[Data]:
        return [{"add_subtypes": list(BASIC_LAND_TYPES)}]

    def add_supertype(self, items: list[Token]) -> list[Data]:
        return [{"add_supertypes": [str(items[1])]}]

    def creature_type_chosen(self) -> None:
        """"The chosen type" is a creature type unless the card chose another kind (a basic
        land type: Phantasmal Terrain), which the drafter leaves as text."""
        if self.context.choice not in ("", "creature type"):
            raise Untranslatable(f"the chosen type is a {self.context.choice}")

    def add_chosen_type(self, items: list) -> list[Data]:
        self.creature_type_chosen()
        return [{"add_subtypes": [{"chosen": "creature_type"}]}]

    def set_chosen_type(self, items: list) -> list[Data]:
        self.creature_type_chosen()
        return [{"set_creature_types": [{"chosen": "creature_type"}]}]

    def every_creature_type(self, items: list) -> list[Data]:
        return [{"add_subtypes": [{"all": "creature_types"}]}]

    def set_chosen_color(self, items: list) -> list[Data]:
        return [{"set_colors": [{"chosen": "color"}]}]

    def of_chosen_type(self, items: list) -> Data:
        self.creature_type_chosen()
        return {"subtype": [{"chosen": "creature_type"}]}

    def of_chosen_color(self, items: list) -> Data:
        return {"color": {"chosen": "color"}}

    def type_phrase(self, items: list[Token]) -> TypePhrase:
        phrase = TypePhrase()
        for token in items:
            kind, word = token.type, str(token)
            if kind == "PT":
                phrase.pt = pt_pair(word)
            elif kind == "COLOR":
                phrase.colors.append(word)
            elif kind == "COLORLESS":
                phrase.colorless = True
            elif kind == "SUBTYPE":
                phrase.subtypes.append(word)
            elif kind == "CARD_TYPE":
                phrase.types.append(singular(word))
            elif kind == "KEYWORD":
                phrase.keywords.append(word)
        return phrase

    def mana_value_creature(self, items: list[Token]) -> TypePhrase:
        phrase = TypePhrase(types=[singular(str(t)) for t in items if t.type == "CARD_TYPE"])
        phrase.pt = [{"mana_value": "it"}, {"mana_value": "it"}]
        return phrase

    def is_types(self, items: list) -> tuple[str, TypePhrase]:
        return ("set", items[-1])

    def add_types_phrase(self, items: list) -> tuple[str, TypePhrase]:
        return ("add", items[-1])

    def still(self, items: list) -> tuple[str, TypePhrase]:
        return ("add", items[-1])

    def predicates(self, items: list) -> list[Any]:
        return list(items)

    def applies(self, items: list) -> Data:
        parts: list[Data] = []
        for predicate in items[1]:
            if isinstance(predicate, tuple):
                parts += self.type_parts(predicate[0], predicate[1], items[0])
            else:
                parts += predicate
        subject = settle(items[0])
        if subject == {"self": True}:  # "it" in a count is then the card itself
            parts = [_it_as_self(part) for part in parts]
        return {"applies_to": subject, "effects": layer_order(parts)}

    def type_parts(self, mode: str, phrase: TypePhrase, subject: Data) -> list[Data]:
        """The parts of "is a ..." (mode ``set``) or "... in addition to its other types"
        (``add``): card types and subtypes in layer 4 (205.1a-b), a basic land type set on
        a land with 305.7, colors in layer 5, abilities in 6 and base P/T in 7b.

        205.1b: "an artifact creature" keeps the object's card types and subtypes, and
        "[creature types] artifact creature" all but its creature types. Nothing else
        keeps them: a creature that "is a [creature types] creature" has its card types set
        to creature (205.1a), as Kenrith's Transformation's reminder text says."""
        parts: list[Data] = []
        types = list(phrase.types)
        known = subject.get("type") or subject.get(KIND)
        listed = load_ruleset(DEFAULT_RULESET).subtype_lists.get("land_types", frozenset())
        land_types = [s for s in phrase.subtypes if s in listed]  # 205.3i
        other_types = [s for s in phrase.subtypes if s not in land_types]
        kept = types == ["artifact", "creature"]
        if mode == "set" and kept and not land_types:
            types = [t for t in types if t != known]
            if other_types:
                parts.append({"set_creature_types": other_types})
                phrase = TypePhrase([], [], phrase.colors, phrase.pt, phrase.keywords,
                                    phrase.colorless)
                other_types = []
            else:
                mode = "add"
        if mode == "add":
            if types:
                parts.append({"add_types": types})
            if phrase.subtypes:
                parts.append({"add_subtypes": phrase.subtypes})
        elif types:
            parts.append({"set_types": types})
            if types == ["land"] and phrase.subtypes:
                parts.append({"set_subtypes": phrase.subtypes})
                if land_types:
                    parts.append({"set_land_types": land_types})
            elif other_types and not land_types:
                parts.append({"set_creature_types": other_types})  # 205.1a: of their set
            elif phrase.subtypes:
                raise Untranslatable("subtypes of several sets")
        elif land_types and not other_types:
            parts.append({"set_land_types": land_types})
        elif other_types and not land_types:
            parts.append({"set_creature_types": other_types})
        elif phrase.subtypes:
            raise Untranslatable("land and creature types set at once")
        if phrase.colors and phrase.colorless:
            raise Untranslatable("colorless and colored")
        if phrase.colors:
            parts.append({"set_colors": phrase.colors})
        if phrase.colorless:
            parts.append({"colorless": True})
        if phrase.keywords:
            parts.append({"add_abilities": phrase.keywords})
        if phrase.pt is not None:
            parts.append({"set_pt": phrase.pt})
        if not parts:
            raise Untranslatable("no type")
        return parts

    def enter_as_copy_choice(self, items: list) -> Data:
        """"You may have this enter as a copy of": the copy is chosen as it enters
        (707.9 / 706.9 in 2011), with the exceptions written (707.9b)."""
        copy: Data = {"of": {"chosen": "copy"}}
        if len(items) > 1:
            copy = merge(copy, items[1])
        return {"applies_to": {"self": True}, "effects": [{"copy": copy}]}

    def copy_kinds(self, items: list) -> list[str]:
        return [singular(str(t)) for t in items]

    def except_pt(self, items: list[Token]) -> Data:
        return {"set_pt": pt_pair(str(items[0]))}

    def copy_except(self, items: list[Data]) -> Data:
        return merge(*items)

    def except_color(self, items: list) -> Data:
        return {"except": ["colors"]}

    def except_has(self, items: list[Token]) -> Data:
        return {"add_abilities": [self.ability_item(items)]}

    def except_supertype(self, items: list[Token]) -> Data:
        return {"add_supertypes": [str(items[0])]}

    def except_name(self, items: list) -> Data:
        return {"name": self.context.name}

    def except_subtype(self, items: list[Token]) -> Data:
        return {"add_subtypes": [str(items[0])]}

    def except_type(self, items: list[Token]) -> Data:
        return {"add_types": [singular(str(items[0]))]}

    def control(self, items: list[Data]) -> Data:
        return {"applies_to": settle(items[0]), "effects": [{"control": "you"}]}

    def player_has(self, items: list[Token]) -> Data:
        return {"player_effect": {"players": "you", "gains": [str(items[0])]}}

    def cda_both(self, items: list[Data]) -> Data:
        return self.cda([items[0], items[0]])

    def cda_plus_one(self, items: list[Data]) -> Data:
        return self.cda([items[0], {"sum": [items[0], 1]}])

    def cda_power(self, items: list[Data]) -> Data:
        """Only the power defined (604.3, 613.4a in 2026 / 613.3a in 2011)."""
        return self.cda_parts([{"set_pt": {"power": items[0]}}])

    def cda(self, pt: list[Any]) -> Data:
        return self.cda_parts([{"set_pt": pt}])

    def cda_parts(self, parts: list[Data]) -> Data:
        """A characteristic-defining ability works in every zone (604.3)."""
        return {"cda": True, "applies_to": {"self": True, "zone": list(ALL_ZONES)},
                "functions_in": list(ALL_ZONES), "effects": parts}

    def plain(self, items: list[Data]) -> Data:
        return {"static": items[0]}

    def same_is_true(self, items: list[Data]) -> Data:
        """"The same is true for ... spells you control and ... cards you own that aren't on
        the battlefield": the effect also applies on the stack and in the other zones."""
        clause = items[0]
        if set(clause) != {"applies_to", "effects"}:
            raise Untranslatable("the same of an effect without a subject")
        here = merge(clause["applies_to"], {"zone": "battlefield"})
        return {"static": {**clause, "applies_to": {"any": [here, *items[1:]]}}}

    def same_kind(self, items: list[Token]) -> Data:
        tests: list[Data] = []
        for token in items:
            word = str(token)
            if token.type == "COLOR":
                tests.append({"color": [word]})
            elif token.type == "NON_WORD":
                tests.append(self.adjective([token]))
            elif token.type == "PERMANENT_WORD":
                tests.append({"permanent": True})
            else:
                tests.append({"type": singular(word)})
        return merge(*tests)

    def spells_you_control(self, items: list[Data]) -> Data:
        return merge(items[0], {"controller": "you", "zone": "stack"})

    def cards_you_own(self, items: list[Data]) -> Data:
        """Cards outside the battlefield; those on the stack are the spells the sentence
        names apart (as the library reads these cards)."""
        return merge(items[0], {"owner": "you", "zone": [z for z in ALL_ZONES
                                                         if z not in SOURCE_ZONES]})

    def while_first(self, items: list[Data]) -> Data:
        return {"static": self.conditioned(items[1], items[0])}

    def during_your_turn(self, items: list[Data]) -> Data:
        """"During your turn, ...": as long as it is its controller's turn (611.3a)."""
        return {"static": self.conditioned(items[0], {"your_turn": True})}

    def during_your_turn_last(self, items: list[Data]) -> Data:
        """"... has first strike during your turn": as "During your turn, ..." (611.3a)."""
        return self.during_your_turn(items)

    def while_last(self, items: list[Data]) -> Data:
        return {"static": self.conditioned(items[0], items[1])}

    def from_graveyard(self, items: list[Data]) -> Data:
        """"As long as this card is in your graveyard": it functions there (113.6)."""
        body = self.conditioned(items[1], items[0])
        return {"static": {"functions_in": ["graveyard"], **body}}

    def conditioned(self, clause: Data, condition: Data) -> Data:
        """A clause "as long as" a condition; a condition on the object the clause affects
        is a test of its selector instead."""
        subject = clause.get("applies_to", {})
        about = condition.get(ON_SELF)
        if about:
            condition = {k: v for k, v in condition.items() if k != ON_SELF}
            if subject.get(IT):
                subject = {"self": True}
                clause = {**clause, "applies_to": subject}
            if about == "it" and subject != {"self": True}:
                raise Untranslatable("'it' in the condition, another object in the clause")
        if subject.get(IT):
            if "_selector" not in condition or not any(
                    k in condition["_selector"] for k in ("self", "enchanted", "equipped")):
                raise Untranslatable("'it' without the object it names")
            clause = {**clause, "applies_to": {k: v for k, v in subject.items() if k != IT}}
        if "_selector" in condition:
            if "applies_to" not in clause:
                raise Untranslatable("a test of an object without a subject")
            subject = clause["applies_to"]
            wanted = condition["_selector"]
            holder = {k: v for k, v in wanted.items() if k in ("self", "enchanted", "equipped")}
            if subject and {k: subject.get(k) for k in holder} != holder:
                raise Untranslatable("a condition on another object")
            return {**clause, "applies_to": merge(subject, wanted)}
        return {"condition": condition, **clause}

    # ---- replacement, prevention and "can't" effects --------------------------------
    def replacement(self, items: list[Data]) -> Data:
        return {"replacement": items[0]}

    def self_enters_tapped(self, items: list) -> Data:
        return self.entering({"self": True}, {"enter_tapped": True})

    def enter_tapped(self, items: list[Data]) -> Data:
        return self.entering(settle(items[0]), {"enter_tapped": True})

    def self_enters_with(self, items: list[Token]) -> Data:
        """N counters, or X: the value chosen for X as it was cast (107.3m)."""
        count: Any = int(items[0]) if items[0].type == "NUMBER" else {"chosen": "x"}
        return self.entering({"self": True}, {"enter_with_counters": {
            "counter": str(items[1]), "count": count}})

    def self_enters_with_value(self, items: list) -> Data:
        """"Enters with X +1/+1 counters on it, where X is ..." (614.1c): the value as it
        enters."""
        return self.entering({"self": True}, {"enter_with_counters": {
            "counter": str(items[0]), "count": items[1]}})

    def self_enters_with_each(self, items: list) -> Data:
        return self.entering({"self": True}, {"enter_with_counters": {
            "counter": str(items[0]), "count": {"count": settle(items[1])}}})

    def pay_life_or_tapped(self, items: list[Token]) -> Data:
        """"You may pay N life. If you don't, it enters tapped" (614.12a): tapped unless
        the life is paid."""
        effect = self.entering({"self": True}, {"enter_tapped": True})
        return {**effect, "unless": {"event": "lose_life", "player": "you",
                                     "amount": int(items[0])}}

    def enters_with_additional(self, items: list) -> Data:
        return self.entering(settle(items[0]), {"enter_with_counters": {
            "counter": str(items[1]), "count": 1}})

    def enter_as_copy(self, items: list[Data]) -> Data:
        return self.entering(settle(items[0]), {"enter_as_copy_of": "self"})

    def entering(self, selector: Data, action: Data) -> Data:
        """How a permanent enters (614.1c); the card's own such ability applies as it enters
        from anywhere (614.12)."""
        effect: Data = {"watch": {"event": "enter", "object": selector}, "instead": action}
        if selector == {"self": True}:
            effect = {"works_from": "anywhere", **effect}
        return effect

    def if_instead(self, items: list[Data]) -> Data:
        event, result = items
        kinds = result.get("kinds")
        if kinds is not None and event["watch"]["event"] not in kinds:
            raise Untranslatable("a result that does not fit the event")
        counter = result.get("counter")
        if counter is not None and event["watch"].get("counter") != counter:
            raise Untranslatable("other counters")
        return {"replacement": {**{k: v for k, v in event.items() if k != "kind"},
                                "instead": result["action"]}}

    def if_then(self, items: list[Data]) -> Data:
        event, result = items
        if "prevent" not in result["action"] or event["watch"]["event"] != "damage":
            raise Untranslatable("a result without instead")
        return self.if_instead(items)

    def gain_life(self, items: list[str]) -> Data:
        return {"watch": {"event": "gain_life", "player": items[0]}}

    def you(self, items: list) -> str:
        return "you"

    def opponent(self, items: list) -> str:
        return "opponent"

    def deal_damage(self, items: list) -> Data:
        watch: Data = {"event": "damage"}
        for item in items:
            if isinstance(item, Token) and item.type == "COMBAT":
                watch["combat"] = str(item) == "combat"
            elif isinstance(item, tuple) and item[0]:
                watch[item[0]] = item[1]
        return {"watch": watch}

    def any_source(self, items: list) -> tuple[str, Any]:
        return ("", None)

    def source_you(self, items: list) -> tuple[str, Any]:
        return ("source", {"controller": "you", "zone": list(SOURCE_ZONES)})

    def source_opponent(self, items: list) -> tuple[str, Any]:
        return ("source", {"controller": "opponent", "zone": list(SOURCE_ZONES)})

    def source_group(self, items: list[Data]) -> tuple[str, Any]:
        return ("source", settle(items[0]))

    def self_source(self, items: list) -> tuple[str, Any]:
        return ("source", {"self": True})

    def red_spells(self, items: list[Token]) -> tuple[str, Any]:
        spells = {"type": ["instant", "sorcery"], "zone": "stack"}
        if "planeswalker" in str(items[0]):
            return ("source", {"color": "red", "controller": "you",
                               "any": [spells, {"type": "planeswalker"}]})
        return ("source", {**spells, "color": "red", "controller": "you"})

    def to_you(self, items: list) -> tuple[str, Any]:
        return ("recipient", {"player": "you"})

    def to_anything(self, items: list) -> tuple[str, Any]:
        return ("", None)

    def to_group(self, items: list[Data]) -> tuple[str, Any]:
        return ("recipient", {"object": settle(items[0])})

    def to_your_side(self, items: list) -> tuple[str, Any]:
        return ("recipient", {"player": "you", "object": {"controller": "you"}})

    def to_opponent_side(self, items: list) -> tuple[str, Any]:
        return ("recipient", {"player": "opponent", "object": {"controller": "opponent"}})

    def damage_to_self(self, items: list) -> Data:
        return {"watch": {"event": "damage", "recipient": {"object": {"self": True}}}}

    def create_tokens(self, items: list) -> Data:
        return {"watch": {"event": "create_tokens", "player": "you"}}

    def tokens_created(self, items: list) -> Data:
        return {"watch": {"event": "create_tokens", "player": "you" if items else "any"}}

    def any_counters_on(self, items: list[Data]) -> Data:
        return {"watch": {"event": "put_counters", "target": settle(items[0])}}

    def counters_by(self, items: list[str]) -> Data:
        """Counters a player puts (122.6a: the event's `by`), on a permanent or a player."""
        return {"watch": {"event": "put_counters", "by": items[0], "player": "any",
                          "target": {"permanent": True}}}

    def you_get_counters(self, items: list) -> Data:
        return {"watch": {"event": "put_counters", "player": "you"}}

    def draw_after_first(self, items: list) -> Data:
        """Every draw but the first of each draw step (121.2: draws one at a time)."""
        return {"watch": {"event": "draw", "player": "you", "except_first": "draw_step"}}

    def effect_counters(self, items: list[Data]) -> Data:
        return {"watch": {"event": "put_counters", "target": settle(items[0]),
                          "by_effect": True}}

    def counters_on(self, items: list) -> Data:
        return {"watch": {"event": "put_counters", "counter": str(items[0]),
                          "target": settle(items[1])}}

    def to_graveyard(self, items: list) -> Data:
        thing, whose = items
        watch: Data = {"event": "zone_change", "to": "graveyard"}
        selector = dict(thing)
        if str(whose) == "an opponent's":
            selector["owner"] = "opponent"
        if selector:
            watch["object"] = selector
        effect: Data = {"watch": watch}
        if selector.get("self"):
            effect = {"works_from": "anywhere", **effect}
        return effect

    def thing_self(self, items: list) -> Data:
        return {"self": True}

    def thing_any(self, items: list) -> Data:
        return {}

    def thing_card(self, items: list) -> Data:
        return {"card": True}

    def thing_typed_card(self, items: list[Token]) -> Data:
        return {"type": [singular(str(t)) for t in items], "card": True}

    def permanent_to_graveyard(self, items: list) -> Data:
        """A permanent put into a graveyard: from the battlefield (110.1)."""
        return {"watch": {"event": "zone_change", "from": "battlefield", "to": "graveyard"}}

    def damaged_by_self_dies(self, items: list) -> Data:
        """An object dealt damage this turn by the source (the scenario's this_turn); a
        spell's "would die this turn": made as it resolves (611.2a, ``turn``)."""
        turn = self.turn(items)
        if any(isinstance(t, Token) and t.type == "TURN" for t in items) and \
                turn != {"resolved": True}:  # damage dealt at any time: not this turn's
            raise Untranslatable("'dealt damage by ~' without 'this turn'")
        return {**turn, "watch": {
            "event": "zone_change", "from": "battlefield", "to": "graveyard",
            "object": settle(items[0]), "damaged_this_turn": {"source": "self"}}}

    def self_dies(self, items: list) -> Data:
        return {"watch": {"event": "zone_change", "from": "battlefield", "to": "graveyard",
                          "object": {"self": True}}}

    def draw_empty(self, items: list) -> Data:
        """121.6a: a draw from an empty library."""
        return {"watch": {"event": "draw", "player": "you", "empty_library": True}}

    def draw_empty_hand(self, items: list) -> Data:
        """A single draw while the hand is empty (121.1: the cards drawn before it count)."""
        return {"watch": {"event": "draw", "player": "you", "hand": {"eq": 0}}}

    def draw_plus_while_hand(self, items: list[Token]) -> Data:
        """The instruction to draw N or more as a whole (121.2a), the hand read once as it
        comes ("as long as you have N or fewer cards in hand"): that many plus M."""
        most, least, plus = (int(t) for t in items)
        return {"replacement": {"watch": {"event": "draw", "player": "you",
                                          "cards": {"ge": least}, "hand": {"le": most}},
                                "instead": {"add": plus}}}

    def draw_one(self, items: list) -> Data:
        return {"watch": {"event": "draw", "player": "you"}}

    def draw_instead(self, items: list[Token]) -> Data:
        return {"action": {"become": {"event": "draw", "player": "you",
                                      "count": int(items[0])}}, "kinds": ("draw",)}

    # results: the action, and the events it can change
    AMOUNTS = ("gain_life", "damage", "create_tokens", "put_counters")

    def twice(self, items: list) -> Data:
        return {"action": {"multiply": 2}, "kinds": self.AMOUNTS}

    def plus(self, items: list[Token]) -> Data:
        return {"action": {"add": int(items[0])}, "kinds": ("gain_life", "damage")}

    def double_damage(self, items: list) -> Data:
        return {"action": {"multiply": 2}, "kinds": ("damage",)}

    def prevent_half(self, items: list[Token]) -> Data:
        """Half the damage prevented, rounded as written (615.1)."""
        return {"action": {"prevent": "half", "round": str(items[0])}, "kinds": ("damage",)}

    def half_counters(self, items: list) -> Data:
        return {"action": {"divide": 2}, "kinds": ("put_counters",), "rounds": True}

    def if_instead_rounded(self, items: list) -> Data:
        """"..., rounded up/down": the rounding of a halved amount."""
        event, result, rounding = items
        if not result.get("rounds"):
            raise Untranslatable("a rounding of an amount that is not halved")
        action = {**result["action"], "round": str(rounding)}
        return self.if_instead([event, {**result, "action": action}])

    def plus_one_each(self, items: list) -> Data:
        return {"action": {"add": 1}, "kinds": ("put_counters",)}

    def plus_one(self, items: list[Token]) -> Data:
        return {"action": {"add": 1}, "kinds": ("put_counters",), "counter": str(items[0])}

    def lose_instead(self, items: list) -> Data:
        return {"action": {"become": {"event": "lose_life", "player": "same",
                                      "amount": "same"}}, "kinds": ("gain_life",)}

    def multiply_damage(self, items: list[Token]) -> Data:
        factor = 3 if str(items[0]) == "triple" else 2
        return {"action": {"multiply": factor}, "kinds": ("damage",)}

    def prevent_n(self, items: list[Token]) -> Data:
        return {"action": {"prevent": int(items[0])}, "kinds": ("damage",)}

    def damage_to_counters(self, items: list[Token]) -> Data:
        return {"action": {"become": {"event": "put_counters", "target": "recipient",
                                      "counter": str(items[0]), "amount": "same"}},
                "kinds": ("damage",)}

    def exile_it(self, items: list) -> Data:
        return {"action": {"destination": "exile"}, "kinds": ("zone_change",)}

    def shuffle_in(self, items: list) -> Data:
        return {"action": {"destination": "library", "shuffle": True},
                "kinds": ("zone_change",)}

    def on_top(self, items: list) -> Data:
        return {"action": {"destination": "library", "position": "top"},
                "kinds": ("zone_change",)}

    def win_game(self, items: list) -> Data:
        return {"action": {"become": {"event": "win_game", "player": "you"}},
                "kinds": ("draw",)}

    def turn(self, items: list) -> Data:
        """"This turn" on a resolving spell: the effect is created as it resolves (611.2a);
        "during your turn": only on its controller's turn."""
        found: Data = {}
        for item in items:
            if isinstance(item, Token) and item.type == "TURN":
                if str(item) == "this turn":
                    if not self.context.resolves:
                        raise Untranslatable("'this turn' outside a resolving effect")
                    found["resolved"] = True
                else:
                    found["if"] = {"your_turn": True}
        return found

    def combat_of(self, items: list) -> Data:
        combat = [str(t) == "combat" for t in items if isinstance(t, Token) and t.type == "COMBAT"]
        return {"combat": combat[-1]} if combat else {}  # the last word decides

    def prevent_all(self, items: list) -> Data:
        turn = self.turn(items)
        watch: Data = {"event": "damage", **self.combat_of(items)}
        for item in items:
            if isinstance(item, tuple) and item[0]:
                watch[item[0]] = item[1]
        if "if" in turn:
            watch["if"] = turn.pop("if")
        return {**turn, "watch": watch, "instead": {"prevent": "all"}}

    def to_self(self, items: list) -> tuple[str, Any]:
        return ("recipient", {"object": {"self": True}})

    def prevent_next(self, items: list) -> Data:
        """A shield (615.7): "any target" and "target creature" are the spell's target."""
        turn = self.turn(items)
        if turn.get("resolved") is not True:
            raise Untranslatable("a shield that is not created by a resolving effect")
        target = next(str(t) for t in items if isinstance(t, Token) and t.type == "TARGET")
        recipient: Any = {"player": "you"} if target == "you" else "target"
        watch = {"event": "damage", **self.combat_of(items), "recipient": recipient}
        amount = next(int(t) for t in items if isinstance(t, Token) and t.type == "NUMBER")
        return {"resolved": True, "watch": watch, "instead": {"shield": amount}}

    def cant_regenerate_target(self, items: list) -> Data:
        """"Target creature can't be regenerated this turn": a state of the target while the
        effect lasts, which its regeneration shields read (701.19c; 701.12c in 2011)."""
        turn = self.turn(items)
        if turn.get("resolved") is not True:
            raise Untranslatable("'can't be regenerated' that is not a resolving effect's")
        return {"replacement": {"resolved": True,
                                "watch": {"event": "zone_change", "targeted": True},
                                "cant_be_regenerated": True}}

    def life_cant_change(self, items: list) -> Data:
        return {"watch": {"event": ["gain_life", "lose_life"], "player": "you"}, "cant": True}

    def no_life_gain(self, items: list) -> Data:
        return {**self.turn(items), "watch": {"event": "gain_life", "player": "any"},
                "cant": True}

    def opponents_no_life_gain(self, items: list) -> Data:
        return {"watch": {"event": "gain_life", "player": "opponent"}, "cant": True}

    def you_no_counters(self, items: list[Token]) -> Data:
        return {"watch": {"event": "put_counters", "counter": str(items[0]), "player": "you"},
                "cant": True}

    def group_no_counters(self, items: list) -> Data:
        return {"watch": {"event": "put_counters", "counter": str(items[1]),
                          "target": settle(items[0])}, "cant": True}

    def redirect_to_attached(self, items: list[Token]) -> Data:
        """Damage to you dealt to the enchanted creature instead (614.9)."""
        how = str(items[0]).split()[0]
        if how != "enchanted":
            raise Untranslatable("a redirection to an equipped creature")
        return {"replacement": {"watch": {"event": "damage", "recipient": {"player": "you"}},
                                "instead": {"redirect": {"object": "enchanted"}}}}

    def damage_unpreventable(self, items: list) -> Data:
        return {**self.turn(items), "watch": {"event": "damage"}, "unpreventable": True}

    def combat_unpreventable(self, items: list) -> Data:
        return {"watch": {"event": "damage", "combat": str(items[0]) == "combat",
                          "source": settle(items[1])}, "unpreventable": True}

    def players_no_counters(self, items: list) -> Data:
        return {"watch": {"event": "put_counters", "player": "any"}, "cant": True}

    def no_counters_on(self, items: list[list[str]]) -> Data:
        return {"watch": {"event": "put_counters", "target": {"type": items[0]}}, "cant": True}

    def type_list(self, items: list[Token]) -> list[str]:
        return [singular(str(t)) for t in items]

    def life_floor(self, items: list) -> Data:
        """Damage can't take the life total below 1 (120.4c: on the life it makes lost)."""
        return {"replacement": {"watch": {"event": "lose_life", "player": "you",
                                          "from_damage": True}, "instead": {"life_floor": 1}}}

    def life_floor_if(self, items: list[Data]) -> Data:
        effect = self.life_floor([])
        effect["replacement"]["watch"]["if"] = {
            "exists": merge(settle(items[0]), {"controller": "you"})}
        return effect

    def prevented_to_counters(self, items: list) -> Data:
        """A shield that adds an effect using the damage it prevented (615.5)."""
        effect = dict(items[0])
        effect["instead"] = {**effect["instead"], "then": {
            "event": "put_counters", "target": "recipient", "counter": str(items[1]),
            "amount": "prevented"}}
        return {"replacement": effect}

    def prevented_to_life(self, items: list) -> Data:
        """"The next time ... would deal damage" (615.8), prevented, and life gained from
        the damage prevented (615.5)."""
        if str(items[0]) != "target creature":
            raise Untranslatable("the next time of a source that is not a target")
        turn = self.turn(items)
        return {"replacement": {**turn, "watch": {"event": "damage", "source": "target"},
                                "instead": {"prevent": "all", "then": {
                                    "event": "gain_life", "player": "you",
                                    "amount": "prevented"}}}}

    # ---- more replacement and prevention families (614, 615) -----------------------
    def choice_as_enters(self, items: list) -> list[Any]:
        """"As it enters, choose ...": a choice made as it enters (614.12), as choice_line."""
        return []

    def subtypes_noun(self, items: list[Token]) -> Data:
        return {"subtype": [str(t) for t in items]}

    def you_control_at_most(self, items: list) -> Data:
        return {"le": [{"count": merge(settle(items[1]), {"controller": "you"})},
                       int(items[0])]}

    def you_control_either(self, items: list[Data]) -> Data:
        return {"any": [self.you_control_a([group]) for group in items]}

    def self_enters_tapped_unless(self, items: list[Data]) -> Data:
        """"Enters tapped unless <condition>" (614.1c): tapped when the condition does not
        hold as it would enter (614.12)."""
        condition = items[0]
        if not isinstance(condition, dict) or "_selector" in condition:
            raise Untranslatable("a condition on an object")
        effect = self.entering({"self": True}, {"enter_tapped": True})
        effect["watch"]["if"] = {"not": condition}
        return effect

    def mixed_noun(self, items: list[Token]) -> Data:
        """"A creature, Spacecraft, or Planet": one of these card types or subtypes."""
        types = [singular(str(t)) for t in items if t.type == "CARD_TYPE_NOUN"]
        subtypes = [str(t) for t in items if t.type == "SUBTYPE"]
        if "spell" in types:
            raise Untranslatable("spells")
        if not subtypes:
            return {"type": types}
        if not types:
            return {"subtype": subtypes}
        return {"any": [{"type": types}, {"subtype": subtypes}]}

    def double_all(self, items: list) -> Data:
        """"Double all damage X would deal" (614.1a): the damage of those sources twice."""
        source = items[0]
        if isinstance(source, Token):
            source = self.attached([source])
        return {"replacement": {"watch": {"event": "damage", "source": settle(source)},
                                "instead": {"multiply": 2}}}

    def lose_life(self, items: list) -> Data:
        turn = self.turn(items)
        if turn.get("resolved"):
            raise Untranslatable("'this turn' of a life loss")
        watch: Data = {"event": "lose_life", "player": items[0], **turn}
        return {"watch": watch}

    def twice_loss(self, items: list) -> Data:
        return {"action": {"multiply": 2}, "kinds": ("lose_life",)}

    def protection_subtypes(self, items: list[Token]) -> list[str]:
        """"Protection from Goblins" (702.16a; 702.16 in 2011): the keyword with each
        creature type as the quality the rulesets name it by (their plural), drafted only
        when every ruleset defines the quality, since an unknown one would prevent nothing."""
        names = [plural_quality(str(t)) for t in items]
        return ["protection from " + " and from ".join(names)]

    def devour(self, items: list[Token]) -> Data:
        """Devour N (702.82a; 702.80a in 2011): as it enters, any number of creatures you
        control sacrificed, N +1/+1 counters for each (614.1c)."""
        return {"replacement": self.entering({"self": True}, {"devour": int(str(items[0]))})}

    def modular(self, items: list[Token]) -> list[Any]:
        """Modular N (702.43a; 702.41a in 2011): the keyword, whose dies trigger is kept as
        the keyword, and the N +1/+1 counters it enters with (614.1c)."""
        number = int(str(items[0]))
        return [f"modular {number}", {"replacement": self.entering({"self": True}, {
            "enter_with_counters": {"counter": "+1/+1", "count": number}})}]

    def vanishing(self, items: list[Token]) -> list[Any]:
        """Vanishing N (702.63a; 702.61a in 2011): the keyword, whose two triggers are kept
        as the keyword, and the N time counters it enters with (614.1c)."""
        number = int(str(items[0]))
        return [f"vanishing {number}", {"replacement": self.entering({"self": True}, {
            "enter_with_counters": {"counter": "time", "count": number}})}]

    def absorb(self, items: list[Token]) -> Data:
        """Absorb N (702.64a; 702.62a in 2011): N of the damage a source would deal to it is
        prevented (615.1)."""
        return {"replacement": {"watch": {"event": "damage",
                                          "recipient": {"object": {"self": True}}},
                                "instead": {"prevent": int(str(items[0]))}}}

    def tokens_plus_predefined(self, items: list[Token]) -> Data:
        """"Those tokens plus a Clue token" (614.1a): the tokens, and one predefined token
        (111.10 in 2026; the same definitions in 2011), named only if both rulesets define it."""
        name = str(items[0])
        if any(name not in predefined_tokens(load_ruleset(r)) for r in ("cr-2011", "cr-2026")):
            raise Untranslatable(f"a {name} token the rulesets do not define")
        return {"action": {"become": [
            {"event": "create_tokens", "token": "same", "count": "same"},
            {"event": "create_tokens", "token": name, "count": 1}]},
            "kinds": ("create_tokens",)}

    def tokens_plus_creatures(self, items: list[Token]) -> Data:
        """"Those tokens plus that many 1/1 green Squirrel creature tokens" (614.1a, 111.4):
        the tokens, and as many creature tokens of that definition."""
        power, toughness = pt_pair(str(items[0]))
        colors = [str(t) for t in items if t.type == "COLOR"]
        subtype = str(items[-1])
        token: Data = {"name": subtype, "types": ["creature"], "subtypes": [subtype],
                       "power": power, "toughness": toughness}
        if colors:
            token["colors"] = colors
        return {"action": {"become": [
            {"event": "create_tokens", "token": "same", "count": "same"},
            {"event": "create_tokens", "count": "same", "token": token}]},
            "kinds": ("create_tokens",)}

    def someone_life_at_most(self, items: list[Token]) -> Data:
        """"A player has N or less life": the lowest life total (119.1; 118.1 in 2011)."""
        among = "any" if len(items) == 1 or str(items[0]) == "a player" else "opponent"
        return {"le": [{"lowest_life": among}, int(str(items[-1]))]}

    def kicked_enters_with(self, items: list[Token]) -> Data:
        """"If it was kicked, it enters with counters" (702.33d; 702.31d in 2011): kicked
        when its kicker cost was paid as it was cast, the object's choice `kicked` (the
        number of times, as X is a choice made then)."""
        number = int(str(items[0])) if items[0].type == "NUMBER" else 1
        effect = self.entering({"self": True}, {"enter_with_counters": {
            "counter": str(items[-1]), "count": number}})
        effect["watch"]["if"] = {"ge": [{"chosen": "kicked"}, 1]}
        return effect

    def self_enters_with_one(self, items: list[Token]) -> Data:
        return self.entering({"self": True}, {"enter_with_counters": {
            "counter": str(items[0]), "count": 1}})

    def group_dies(self, items: list) -> Data:
        """Dies: put into a graveyard from the battlefield (700.4; 700.6 in 2011)."""
        turn = self.turn(items)
        watch: Data = {"event": "zone_change", "from": "battlefield", "to": "graveyard",
                       "object": settle(items[0])}
        if "if" in turn:
            watch["if"] = turn.pop("if")
        return {**turn, "watch": watch}

    def target_dies(self, items: list) -> Data:
        """"If that creature would die this turn": the resolving spell's target (115.1;
        114.1 in 2011), dying (700.4; 700.6 in 2011); draft.py checks the line names one
        target before it."""
        turn = self.turn(items)
        if turn != {"resolved": True}:
            raise Untranslatable("'that creature' outside a resolving effect")
        return {"resolved": True, "watch": {"event": "zone_change", "from": "battlefield",
                                            "to": "graveyard", "targeted": True}}

    def to_your_graveyard(self, items: list[Data]) -> Data:
        """A card goes to its owner's graveyard (404.1): "your graveyard" is what you own."""
        selector = merge(dict(items[0]), {"owner": "you"})
        effect: Data = {"watch": {"event": "zone_change", "to": "graveyard",
                                  "object": selector}}
        if selector.get("self"):
            effect = {"works_from": "anywhere", **effect}
        return effect

    def prevent_all_by(self, items: list) -> Data:
        """"Prevent all damage that would be dealt [to ...] by <sources>" (615.1)."""
        sources = [item for item in items if isinstance(item, dict)]
        effect = self.prevent_all([item for item in items if not isinstance(item, dict)])
        if len(sources) != 1:
            raise Untranslatable("sources")
        if sources[0]:
            effect["watch"]["source"] = settle(sources[0])
        return effect

    def sources_of(self, items: list[Token]) -> Data:
        tests: list[Data] = []
        for token in items:
            if token.type == "COLOR":
                tests.append({"color": [str(token)]})
            elif token.type == "NON_WORD":
                tests.append(self.adjective([token]))
            else:
                tests.append({"type": singular(str(token))})
        return merge(*tests)

    def to_attached(self, items: list[Token]) -> tuple[str, Any]:
        return ("recipient", {"object": settle(self.attached(items))})

    def to_you_and_group(self, items: list[Data]) -> tuple[str, Any]:
        """"To you and creatures you control": the player or one of those objects."""
        return ("recipient", {"player": "you", "object": settle(items[0])})

    def prevent_all_from_target(self, items: list) -> Data:
        """"Prevent all damage target creature would deal this turn": the spell's target as
        the source (615.1, 115.1; 114.1 in 2011)."""
        turn = self.turn(items)
        if turn != {"resolved": True}:
            raise Untranslatable("a target outside a resolving effect")
        return {"resolved": True, "watch": {"event": "damage", **self.combat_of(items),
                                            "source": "target"},
                "instead": {"prevent": "all"}}

    # ---- subgames and the cards outside the game (715 / 728) -----------------------
    def subgame_line(self, items: list[Data]) -> Data:
        if not self.context.resolves:
            raise Untranslatable("a subgame effect of a permanent")
        return {"subgame": merge(*items)}

    def creates_subgame(self, items: list) -> Data:
        return {"creates_subgame": True}

    def non_winners_lose_half(self, items: list) -> Data:
        return {"non_winners_lose_life": "half_rounded_up"}

    def wish(self, items: list[Token]) -> Data:
        return {"bring_from_outside": {"types": [singular(str(t)).capitalize() for t in items],
                                       "to": "hand"}}

    def exile_self(self, items: list) -> Data:
        return {"then": "exile"}

    # ---- a resolving spell's effect -------------------------------------------------
    def spell(self, items: list) -> Data:
        parts: list[Data] = []
        for predicate in items[0]:
            if isinstance(predicate, tuple):  # its target is a creature (115.1)
                parts += self.type_parts(predicate[0], predicate[1], {KIND: "creature"})
            else:
                parts += predicate
        return {"spell": {"duration": "end_of_turn", "effects": layer_order(parts)}}

    def switch_spell(self, items: list) -> Data:
        """Power and toughness switched (613.4d in 2026) until end of turn (611.2a)."""
        return {"spell": {"duration": "end_of_turn", "effects": [{"switch_pt": True}]}}
