"""Builder methods of the layer sentences of ``grammar_layers``: the grammar's ``Builder``
with counts among objects, spells as subjects, "otherwise" and turn conditions.

As in ``build``, a combination not said with certainty raises ``Untranslatable``.
"""
from __future__ import annotations

from typing import Any

from lark import Token

from mtglogic.drafting.build import (
    IT,
    KIND,
    ON_SELF,
    Builder,
    Data,
    TypePhrase,
    Untranslatable,
    layer_order,
    merge,
    pt_pair,
    settle,
    singular,
)
from mtglogic.drafting.layer_conditions import LayerConditions
from mtglogic.drafting.protection_lines import ProtectionPhrases
from mtglogic.loading.rulesets import load_ruleset
from mtglogic.model.ruleset import DEFAULT_RULESET

NOT_YOUR_TURN: Data = {"not": {"your_turn": True}}
HOLDERS = ("self", "enchanted", "equipped")
_OTHER_ABILITIES = "_lose_all_other"


def per_count(pt: str, count: Data) -> list[Any]:
    """"+1/+0 for each ...": each number of the P/T times the count (613.4c)."""
    amounts: list[Any] = []
    for text in pt.split("/"):
        n = int(text)
        amounts.append(count if n == 1 else 0 if n == 0 else {"product": [n, count]})
    return amounts


class LayerBuilder(ProtectionPhrases, LayerConditions, Builder):
    """The builder of ``build``, with the methods of the layer sentences."""

    # ---- values ---------------------------------------------------------------------
    def basic_land_types_among(self, items: list[Data]) -> Data:
        """Domain: the basic land types among the lands (305.6)."""
        return {"basic_land_types_among": settle(items[0])}

    def twice_basic_land_types(self, items: list[Data]) -> Data:
        return {"product": [2, self.basic_land_types_among(items)]}

    def colors_among(self, items: list[Data]) -> Data:
        """"The number of colors among permanents you control" (105.2)."""
        return {"colors_among": settle(items[0])}

    def greatest_mana_value(self, items: list[Data]) -> Data:
        """"The greatest mana value among ..." (202.3): 0 when there is none."""
        return {"greatest": {"of": "mana_value", "among": settle(items[0])}}

    def total_mana_value(self, items: list[Data]) -> Data:
        """"The total mana value of ..." (202.3): the mana values added together."""
        return {"total": {"of": "mana_value", "among": settle(items[0])}}

    def counters_among(self, items: list[Any]) -> Data:
        """"The number of +1/+1 counters on lands you control": all of them (122.1)."""
        return {"counters_among": {"kind": str(items[0]), "on": settle(items[1])}}

    def it_is_types(self, items: list[Any]) -> Data:
        """"..., it's an artifact creature": "it" is the object the sentence's condition
        names (the card itself), its types set as "~ is" would (205.1a, layer 4)."""
        return self.applies([self.it_subject([]), [self.is_types(items)]])

    def cda_toughness(self, items: list[Data]) -> Data:
        """Only the toughness defined, in every zone (604.3; layer 7a, 613.4a in 2026 /
        613.3a in 2011): the power stays the printed one."""
        return self.cda_parts([{"set_pt": {"toughness": items[0]}}])

    def cards_owned_in_exile(self, items: list) -> Data:
        """"The number of cards you own in exile" (406.1; 108.3: the owner)."""
        return {"count": {"card": True, "zone": "exile", "owner": "you"}}

    def two_counts(self, items: list[Data]) -> Data:
        """"The number of A plus the number of B": the two counts added."""
        return {"sum": [{"count": settle(items[0])}, {"count": settle(items[1])}]}

    # ---- predicates -----------------------------------------------------------------
    def get_pt_domain(self, items: list[Any]) -> list[Data]:
        return [{"modify_pt": per_count(str(items[1]), self.basic_land_types_among(items[2:]))}]

    def get_pt_colors(self, items: list[Any]) -> list[Data]:
        return [{"modify_pt": per_count(str(items[1]), self.colors_among(items[2:]))}]

    def lose_all_other(self, items: list) -> list[Data]:
        """"Loses all other abilities": all but those the same effect gives (613.1f), so
        the loss is applied before the abilities it adds (see ``applies``)."""
        return [{"remove_all_abilities": True, _OTHER_ABILITIES: True}]

    def applies(self, items: list) -> Data:
        """As ``Builder.applies``; "loses all other abilities" is put before the abilities
        the effect adds, which it keeps."""
        built = super().applies(items)
        parts = built["effects"]
        marked = [p for p in parts if p.get(_OTHER_ABILITIES)]
        if not marked:
            return built
        rest = [p for p in parts if not p.get(_OTHER_ABILITIES)]
        first = next((i for i, p in enumerate(rest) if "add_abilities" in p), len(rest))
        if any("remove_all_abilities" in p for p in rest):
            raise Untranslatable("two losses of abilities")
        loss = {"remove_all_abilities": True}
        if any("add_abilities" in p for p in rest[first + 1:]) or not any(
                "add_abilities" in p for p in rest):
            raise Untranslatable("'all other abilities' without the abilities it keeps")
        return {**built, "effects": [*rest[:first], loss, *rest[first:]]}

    def all_colors(self, items: list) -> list[Data]:
        """"Is all colors": its colors become the five (105.2)."""
        return [{"set_colors": ["white", "blue", "black", "red", "green"]}]

    def add_colors_and_types(self, items: list) -> list[Data]:
        """"Is a blue Wall in addition to its other colors and types": colors added in
        layer 5, types in layer 4 (613.1d-e), none set."""
        phrase = items[-1]
        colors, phrase.colors = phrase.colors, []
        if phrase.colorless or phrase.pt is not None or phrase.keywords:
            raise Untranslatable("more than colors and types")
        parts = self.type_parts("add", phrase, {}) if phrase.types or phrase.subtypes else []
        return parts + ([{"add_colors": colors}] if colors else [])

    def set_chosen_type(self, items: list) -> list[Data]:
        """"Is the chosen type" of a basic land type chosen as it entered: its land type
        set (305.7), a creature type as ``Builder`` reads it."""
        if self.context.choice == "basic land type":
            return [{"set_land_types": [{"chosen": "basic_land_type"}]}]
        return super().set_chosen_type(items)

    def add_creature_types(self, items: list) -> list[Data]:
        """"Is a Wall in addition to its other creature types": creature types added
        (205.3m; layer 4), nothing else."""
        phrase = items[-1]
        listed = self.creature_types()
        if phrase.types or phrase.colors or phrase.colorless or phrase.pt is not None or \
                phrase.keywords or not phrase.subtypes or \
                any(t not in listed for t in phrase.subtypes):
            raise Untranslatable("more than creature types")
        return [{"add_subtypes": list(phrase.subtypes)}]

    def creature_types(self) -> frozenset[str]:
        lists = load_ruleset(DEFAULT_RULESET).subtype_lists
        return frozenset(lists.get("creature_types", frozenset()))

    def add_supertype_subtype(self, items: list[Token]) -> list[Data]:
        """"Is a legendary Soldier in addition to its other types" (205.4, 205.3)."""
        return [{"add_supertypes": [str(items[1])]}, {"add_subtypes": [str(items[2])]}]

    def becomes_only(self, items: list) -> list[Data]:
        """"Is a colorless land with "{T}: Add {C}" and loses all other card types and
        abilities": its card types set (205.1a), then its abilities lost but the one the
        effect gives (613.1f)."""
        phrase = items[1]
        artifact_types = load_ruleset(DEFAULT_RULESET).subtype_lists.get("artifact_types",
                                                                         frozenset())
        named = list(phrase.subtypes)
        if named and (phrase.types != ["artifact"] or
                      not all(t in artifact_types for t in named)):
            raise Untranslatable("subtypes of the new card types")
        if phrase.keywords or phrase.pt is not None or not phrase.types:
            raise Untranslatable("more than card types and colors")
        granted = self.ability_item([items[2]])
        if isinstance(granted, dict) and set(granted) & {"mana", "activated"}:
            kind = next(iter(granted))  # the sentence ends inside the quote's own text
            granted = {kind: granted[kind].rstrip(".") + "."}
        # "a Food artifact": an artifact whose subtypes are these artifact types alone
        # (205.1a: an artifact's other subtypes are of that set, replaced; 205.3g)
        subtypes = [{"set_subtypes": named}] if named else []
        bare = TypePhrase(phrase.types, [], phrase.colors, None, [], phrase.colorless)
        return self.type_parts("set", bare, {}) + subtypes + [
            {"remove_all_abilities": True}, {"add_abilities": [granted]}]

    # ---- groups ---------------------------------------------------------------------
    def listed_adjectives_group(self, items: list) -> Data:
        """"Noncreature, nonland cards": every adjective holds of the object."""
        tests: list[Data] = []
        others: list[Data] = []
        seen_noun = False
        for item in items:
            if isinstance(item, Token):
                if item.type == "OTHER":
                    others.append({"other": True})
                    continue
                raise Untranslatable("a word of the subject")
            if not seen_noun and _is_adjective(item):
                tests.append(item)
            else:
                seen_noun = True
                others.append(item)
        found = merge(*others)
        if "all" in found:
            raise Untranslatable("two lists of tests")
        return {**found, "all": tests}

    def instant_sorcery_spells(self, items: list[Data]) -> Data:
        """"Instant and sorcery spells": objects on the stack (112.1, 613.1f)."""
        return merge({"type": ["instant", "sorcery"], "zone": "stack"}, *items)

    def subtype_card_noun(self, items: list[Token]) -> Data:
        """"Zombie cards": cards of that subtype (205.3)."""
        return {"subtype": [str(items[0])], "card": True}

    def subtype_spells_noun(self, items: list[Token]) -> Data:
        """"Lesson spells": spells of that subtype, on the stack (112.1)."""
        return {"subtype": [str(items[0])], "zone": "stack"}

    def color_either(self, items: list[Token]) -> Data:
        """"A white or blue creature": of either color (105.2)."""
        return {"color": [str(items[0]), str(items[1])]}

    def attached_many(self, items: list) -> Data:
        """"Enchanted creatures", "equipped creatures": those an Aura (303.4) or an
        Equipment (301.5) is attached to, not only this one's."""
        how, noun = str(items[0]).split()
        holder = "Aura" if how == "enchanted" else "Equipment"
        return merge({"type": singular(noun), "has_attached": {"subtype": [holder]}},
                     *items[1:])

    def enchanted_artifact_creature(self, items: list) -> Data:
        """"Enchanted artifact creature": the one this Aura is attached to (303.4)."""
        return {"enchanted": True, KIND: "creature"}

    def not_owned(self, items: list) -> Data:
        """"Creatures you control but don't own": another player owns them (108.3)."""
        return {"not": {"owner": "you"}}

    def with_any_counter(self, items: list) -> Data:
        """"A creature with a counter on it": of any kind (122.1)."""
        return {"has_counters": True}

    def abilities_of(self, items: list[Any]) -> list[Data]:
        """"Has all activated abilities of all Elf cards in your graveyard": the abilities of
        other objects gained in layer 6 (613.1f), mana abilities among them (605.1a)."""
        source = settle(items[-1])
        if source.get("zone") == "battlefield":  # a selector's default zone
            source = {k: v for k, v in source.items() if k != "zone"}
        return [{"add_abilities_of": {"from": source, "kinds": ["activated"]}}]

    def subtypes_pt_abilities(self, items: list[Any]) -> list[Data]:
        """"Is a Dragon with base power and toughness 4/4, flying, and "...": its creature
        types set (205.1a, layer 4), the abilities gained (layer 6, 613.1f) and the base
        power and toughness set (layer 7b)."""
        subtypes = [str(t) for t in items if isinstance(t, Token) and t.type == "SUBTYPE"]
        pt = next(str(t) for t in items if isinstance(t, Token) and t.type == "PT")
        granted = [i for i in items if not isinstance(i, Token)]
        phrase = TypePhrase([], subtypes, [], pt_pair(pt), [], False)
        return self.type_parts("set", phrase, {}) + [{"add_abilities": granted}]

    def with_mana_value_bound(self, items: list[Token]) -> Data:
        """"With mana value 4 or greater" (202.3): its mana value at least (or at most) N."""
        bound = "ge" if str(items[1]) == "greater" else "le"
        return {"mana_value": {bound: int(str(items[0]))}}

    def with_chosen_name(self, items: list) -> Data:
        """"Lands with the chosen name": named as the name chosen for the source (201.2;
        the source's choice, as its other abilities read it)."""
        return {"name": [{"chosen": "name"}]}

    def other_than_self(self, items: list) -> Data:
        return {"other": True}

    def enchanted_by_yours(self, items: list[Token]) -> Data:
        """"That are enchanted by Auras you control" (303.4)."""
        if str(items[0]) != "Aura":
            raise Untranslatable("enchanted by another subtype")
        return {"has_attached": {"subtype": ["Aura"], "controller": "you"}}

    # ---- conditions -----------------------------------------------------------------
    def no_opponent_controls_a(self, items: list[Data]) -> Data:
        return {"not": {"exists": merge(settle(items[0]), {"controller": "opponent"})}}

    def your_turn_and(self, items: list[Data]) -> Data:
        """"As long as it's your turn and C": both hold (611.3a)."""
        other = items[0]
        if "_selector" in other or ON_SELF in other:
            raise Untranslatable("a test of an object beside the turn")
        return {"all": [{"your_turn": True}, other]}

    def attached_is_both(self, items: list[Token]) -> Data:
        """"As long as enchanted land is a basic Mountain": a supertype and a subtype."""
        holder = {"self": True} if len(items) == 2 else settle(self.attached(items[:1]))
        return {"_selector": merge(holder, {"supertype": [str(items[-2])]},
                                   {"subtype": str(items[-1])})}

    def attached_is_colors(self, items: list[Token]) -> Data:
        """"As long as enchanted permanent is red or green": either color (105.2)."""
        holder = settle(self.attached(items[:1]))
        return {"_selector": merge(holder, {"color": [str(items[1]), str(items[2])]})}

    def attached_state(self, items: list[Token]) -> Data:
        """"As long as equipped creature is attacking" (506.4; tapped: 110.5)."""
        state = str(items[1])
        flag = ("tapped", False) if state == "untapped" else (state, True)
        return {"_selector": {**settle(self.attached(items[:1])), flag[0]: flag[1]}}

    def counters_among_at_least(self, items: list[Any]) -> Data:
        """"There are N or more lore counters among Sagas you control" (122.1)."""
        among = self.counters_among([items[1], items[2]])
        return {"ge": [among, int(str(items[0]))]}

    def counter_kinds_at_least(self, items: list[Any]) -> Data:
        """"Three or more different kinds of counters among creatures you control"."""
        return {"ge": [{"counter_kinds_among": settle(items[1])}, int(str(items[0]))]}

    def library_empty(self, items: list) -> Data:
        """"There are no cards in your library" (401.1)."""
        return {"not": {"exists": {"zone": "library", "owner": "you"}}}

    def self_any_counters_at_least(self, items: list[Token]) -> Data:
        """"As long as ~ has three or more counters on it": of any kinds (122.1)."""
        return {"ge": [{"counters_total": "self"}, int(str(items[0]))], ON_SELF: "~"}

    def conditioned(self, clause: Data, condition: Data) -> Data:
        """As ``Builder.conditioned``, and: a test of the attached object or the card when
        the clause is about other objects ("as long as enchanted land is a basic Mountain,
        Goblin creatures get +1/+0") is a condition that the object so tested exists;
        a characteristic-defining clause under a condition is no such ability (604.3a,
        its fifth test): a static ability of the card on the battlefield, in layer 7b
        (613.4b; 613.3b in 2011)."""
        if clause.get("cda"):
            clause = {"applies_to": {"self": True}, "effects": clause["effects"]}
        wanted = condition.get("_selector")
        subject = clause.get("applies_to", {})
        if wanted is not None and not subject.get(IT):
            holder = {k: v for k, v in wanted.items() if k in HOLDERS}
            if holder and {k: subject.get(k) for k in holder} != holder:
                return {"condition": {"exists": dict(wanted)}, **clause}
        return super().conditioned(clause, condition)

    def turn_and_while(self, items: list[Data]) -> Data:
        """"During your turn, as long as C, X": both must hold (611.3a)."""
        body = self.conditioned(items[1], items[0])
        if "condition" in body:
            body = {**body, "condition": {"all": [{"your_turn": True}, body["condition"]]}}
        else:
            body = {"condition": {"your_turn": True}, **body}
        return {"static": body}

    def clause_then_it(self, items: list) -> Data:
        """"X. It has defender and loses all other abilities": the second sentence about
        the first's subject, one ability (113.2), its effects in layer order (613.1)."""
        first = items[0]
        if set(first) != {"applies_to", "effects"}:
            raise Untranslatable("a first sentence that is not a clause")
        second = self.applies([{"self": True} if first["applies_to"] == {"self": True}
                               else first["applies_to"], items[1]])
        parts = first["effects"] + second["effects"]
        kinds = [next(iter(p)) for p in parts]
        if len(set(kinds)) != len(kinds):
            raise Untranslatable("one part twice")
        # a stable sort: the loss of all other abilities stays before the additions
        return {"static": {"applies_to": first["applies_to"], "effects": layer_order(parts)}}

    def clause_then_it_cant(self, items: list) -> list[Data]:
        """"X. It can't attack and loses all abilities" (Retro-Mutation): the layer effects
        of both sentences on the first's subject, and its restriction, a rules effect
        (508.1c, 509.1b; 613.11 in 2026 / 613.10 in 2011), on the same objects."""
        first, words, second = items
        layered = self.clause_then_it([first, second])
        rules = [{"cant_attack": True}] if "attack" in str(words) else []
        rules += [{"cant_block": True}] if "block" in str(words) else []
        return [layered, {"static": {"applies_to": dict(layered["static"]["applies_to"]),
                                     "rules": rules}}]

    def conditional_predicate(self, items: list) -> tuple[list[Data], Data]:
        return (items[0], items[1])

    def conditional_item(self, items: list) -> tuple[list[Data], Data]:
        return (self.have([None, [items[0]]]), items[1])

    def conditional_predicates(self, items: list) -> list[Data]:
        """"~ gets +0/+2 as long as you control a Plains, has flying as long as you
        control an Island, ...": each predicate its own condition (611.3a)."""
        subject = items[0]
        if subject != {"self": True}:
            raise Untranslatable("conditions of each predicate of a group")
        return [{"static": self.conditioned(self.applies([subject, [parts]]), condition)}
                for parts, condition in items[1:]]

    def conditional_abilities(self, items: list) -> list[Data]:
        """"~ has trample as long as you control a Beast, haste as long as ..."."""
        subject, _, first, condition, *rest = items
        head = (self.have([None, first]), condition)
        return self.conditional_predicates([subject, head, *rest])

    def you_and_groups(self, items: list) -> Data:
        """"You, planeswalkers you control, and other creatures you control have
        hexproof": the player (613.10 in 2026, 613.9 in 2011) and the objects (613.1f),
        one ability."""
        *groups, _, keyword = items
        found = [settle(g) for g in groups]
        return {"static": self.you_and(found[0] if len(found) == 1 else {"any": found},
                                       str(keyword))}

    def you_and(self, group: Data, keyword: str) -> Data:
        return {"applies_to": group, "effects": [{"add_abilities": [keyword]}],
                "player_effect": {"players": "you", "gains": [keyword]}}

    def while_you_and_group(self, items: list) -> Data:
        """"As long as C, you and other Heroes you control have hexproof" (611.3a)."""
        condition, group, _, keyword = items
        if "_selector" in condition:
            raise Untranslatable("a test of an object for a player too")
        return {"static": {"condition": {k: v for k, v in condition.items() if k != ON_SELF},
                           **self.you_and(settle(group), str(keyword))}}

    # ---- lines ----------------------------------------------------------------------
    def cda_both_number(self, items: list[Token]) -> Data:
        number = int(str(items[0]))
        return self.cda([number, number])

    def not_your_turn(self, items: list[Data]) -> Data:
        """"During turns other than yours, ...": while it is not its controller's turn."""
        return {"static": self.conditioned(items[0], NOT_YOUR_TURN)}

    def while_otherwise(self, items: list[Data]) -> list[Data]:
        """"X as long as C. Otherwise, Y": X while C holds, Y while it does not (611.3a);
        "it" in Y is X's subject."""
        first, condition, second = items
        return [{"static": self.conditioned(first, condition)},
                {"static": self.otherwise(first, condition, second)}]

    def while_otherwise_cant(self, items: list) -> list[Data]:
        """"X as long as C. Otherwise, it can't attack or block": the restriction while C
        fails (611.3a; rules effects, 508.1c and 509.1b, 613.11 / 613.10 in 2011)."""
        first, condition, words = items
        rules = [{"cant_attack": True}] if "attack" in str(words) else []
        rules += [{"cant_block": True}] if "block" in str(words) else []
        second = self.otherwise(first, condition, {"applies_to": {IT: True}, "effects": []})
        body = {k: v for k, v in second.items() if k != "effects"}
        return [{"static": self.conditioned(first, condition)},
                {"static": {**body, "rules": rules}}]

    def turn_otherwise(self, items: list[Data]) -> list[Data]:
        """"X during your turn. Otherwise, Y" (Hunter's Blowgun)."""
        return self.while_otherwise([items[0], {"your_turn": True}, items[1]])

    def turn_and_other(self, items: list[Data]) -> list[Data]:
        """"During your turn, X. During turns other than yours, Y" (Angry Mob)."""
        first, second = items
        if first.get("applies_to") != second.get("applies_to"):
            raise Untranslatable("the two turns about different objects")
        return [{"static": self.conditioned(first, {"your_turn": True})},
                {"static": self.conditioned(second, NOT_YOUR_TURN)}]

    def otherwise(self, first: Data, condition: Data, second: Data) -> Data:
        """Y of "Otherwise, Y": about "it", X's subject, while the condition fails."""
        if second.get("applies_to") != {IT: True} or set(second) != {"applies_to", "effects"}:
            raise Untranslatable("'otherwise' about another object")
        subject = settle(first.get("applies_to", {}))
        if not subject or subject.get(IT) or ON_SELF in condition:
            raise Untranslatable("'otherwise' without the object it is about")
        if "_selector" in condition:
            wanted = condition["_selector"]
            holder = {k: v for k, v in wanted.items() if k in HOLDERS}
            if {k: subject.get(k) for k in holder} != holder:
                raise Untranslatable("a condition on another object")
            test = {k: v for k, v in wanted.items() if k not in HOLDERS}
            if not test:
                raise Untranslatable("nothing to negate")
            return {**second, "applies_to": merge(subject, {"not": test})}
        return {"condition": {"not": condition}, **second, "applies_to": subject}


def _is_adjective(item: Data) -> bool:
    """Whether built data is an adjective's test ("nonland": a ``not`` test, a color)."""
    return set(item) <= {"not", "color", "token", "tapped", "supertype", "face_down",
                         "all", "attacking", "blocking"} and KIND not in item


__all__ = ["LayerBuilder", "singular"]
