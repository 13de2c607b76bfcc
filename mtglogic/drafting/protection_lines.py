'''Protection keyword lines and a player's protection, added to ``grammar.GRAMMAR`` with
lark's ``%extend`` (702.16 in 2026; 702.15 in the 2011 text).

A keyword line may mix protection from creature types with other keywords ("Defender,
protection from Zombies") and may separate keywords with a semicolon, as older cards do
("Protection from artifacts; reach"). "You have protection from each of your opponents" is
protection from a player given to a player (702.16b, 702.16k in 2026; the 2011 rules have no
protection from a player). A quality is drafted only where the rulesets define it, since an
unknown one would prevent nothing.
'''
from __future__ import annotations

from functools import lru_cache
from typing import Protocol

from lark import Token

from mtglogic.drafting.build import Context, Data, Untranslatable, settle
from mtglogic.loading.rulesets import load_ruleset
from mtglogic.model.ruleset import DEFAULT_RULESET
from mtglogic.replacement.rules import choice_rules

PLAYER_PREFIX = "you have protection from "

PROTECTION_GRAMMAR = r"""
%extend keyword_line: KEYWORD ("," KEYWORD)* ";" KEYWORD (("," | ";") KEYWORD)* -> keyword_line
      | KEYWORD ("," KEYWORD)* "," protection_types                  -> keywords_and_types
      | protection_types (("," | ";") KEYWORD)+                      -> keywords_and_types
      | "you have protection from" PLAYER_QUALITY                    -> player_protection
protection_types: "protection from" SUBTYPE (","? "and"? "from" SUBTYPE)* -> protection_subtypes
PLAYER_QUALITY: "each of your opponents"

%extend replacement_line: "until your next turn" "," "prevent all" COMBAT? "damage that would be dealt" ("to" recipient_self)? -> prevent_until_next_turn
      | "as long as" condition "," prevention                        -> prevention_while
      | "prevent all" COMBAT? "damage that would be dealt to" ("a"|"an") group "by another" group "if they share a color" -> prevent_shared_color
%extend condition: "you control a permanent of each color"            -> permanent_of_each_color
"""
COLORS = ("white", "blue", "black", "red", "green")


class _Builder(Protocol):
    context: Context

    def prevent_all(self, items: list) -> Data: ...

    def combat_of(self, items: list) -> Data: ...


@lru_cache(maxsize=1)
def player_qualities() -> frozenset[str]:
    """The qualities the default ruleset defines for a player's protection (702.16b)."""
    rules = choice_rules(load_ruleset(DEFAULT_RULESET)).keyword_rules
    return frozenset(q for r in rules if r.prefix == PLAYER_PREFIX for q in r.effects)


class ProtectionPhrases:
    """The builder methods of this module's rules (mixed into the layer builder, whose
    ``context``, ``prevent_all`` and ``combat_of`` they use)."""

    def keywords_and_types(self, items: list[object]) -> list[str]:
        """Keywords and protection from creature types on one line (702.16a; 702.15a in
        2011): each item its own keyword, the protection named by the plural qualities
        ``Builder.protection_subtypes`` finds in both rulesets."""
        found: list[str] = []
        for item in items:
            found += [str(k) for k in item] if isinstance(item, list) else [str(item)]
        return found

    def player_protection(self, items: list[Token]) -> list[str]:
        """"You have protection from each of your opponents" (702.16b, 702.16k in 2026;
        no such rule in 2011): the keyword the ruleset's player pattern reads, its damage
        prevented (702.16e); only for a quality the default ruleset defines."""
        quality = str(items[0])
        if quality not in player_qualities():
            raise Untranslatable(f"protection from {quality}: a quality the ruleset lacks")
        return [PLAYER_PREFIX + quality]

    def prevent_until_next_turn(self: _Builder, items: list[object]) -> Data:
        """"Until your next turn, prevent all damage that would be dealt to you": a
        prevention effect a resolving spell creates (611.2a; 615.1), its duration, up to
        its controller's next turn, kept in its text: a scenario places a resolved effect
        while it is in force, as for "this turn" (the same numbers in 2011)."""
        if not self.context.resolves:
            raise Untranslatable("'until your next turn' outside a resolving effect")
        effect: Data = self.prevent_all(items)
        return {"replacement": {"resolved": True, **effect}}

    def prevention_while(self: _Builder, items: list[Data]) -> Data:
        """"As long as CONDITION, prevent all damage ...": a static ability's prevention
        effect that applies only while the condition holds (611.3a, 615.1), the condition
        on its watch (614.1); never for a resolving effect's."""
        condition, effect = items
        if self.context.resolves or effect.get("resolved"):
            raise Untranslatable("'as long as' on a resolving effect's prevention")
        watch = dict(effect["watch"])
        watch["if"] = {"all": [condition, watch["if"]]} if "if" in watch else condition
        return {"replacement": {**effect, "watch": watch}}

    def prevent_shared_color(self: _Builder, items: list[object]) -> Data:
        """"Prevent all damage that would be dealt to a creature by another creature if they
        share a color" (615.1; 105.2): a static ability's prevention of damage between two
        objects with a color in common, as they are when the damage would be dealt."""
        if self.context.resolves:
            raise Untranslatable("a resolving effect's shared-color prevention")
        recipient, source = (settle(i) for i in items if isinstance(i, dict))
        watch: Data = {"event": "damage", **self.combat_of(items),
                       "recipient": {"object": recipient}, "source": source,
                       "source_shares_color": True}
        return {"replacement": {"watch": watch, "instead": {"prevent": "all"}}}

    def permanent_of_each_color(self, items: list[object]) -> Data:
        """"You control a permanent of each color": for each of the five colors (105.1),
        a permanent of that color that you control."""
        return {"all": [{"exists": {"permanent": True, "color": [c], "controller": "you"}}
                        for c in COLORS]}
