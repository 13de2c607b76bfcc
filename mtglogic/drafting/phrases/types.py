"""Card types, subtypes, supertypes and colors set or added (205.1, 305.7, 105.3; layers 4
and 5).

"Is a 1/1 black Swamp creature with flying", "are Mountains", "is a Wall in addition to
its other creature types", "is the chosen color", "is colorless", "is every creature type",
"is still a land": the words of a type phrase, read by ``type_parts`` into the parts of each
layer (205.1a-b: which types an "artifact creature" keeps).
"""
from __future__ import annotations

from typing import Any

from lark import Token

from mtglogic.drafting.build import (
    KIND,
    Builder,
    Data,
    TypePhrase,
    Untranslatable,
    pt_pair,
    singular,
)
from mtglogic.drafting.phrase import Phrases
from mtglogic.drafting.phrases.abilities import ability_item
from mtglogic.drafting.phrases.groups import creature_type_chosen
from mtglogic.loading.rulesets import load_ruleset
from mtglogic.model.ruleset import DEFAULT_RULESET
from mtglogic.model.terms import BASIC_LAND_TYPES

PHRASES = Phrases("types", __doc__)
phrase = PHRASES.add
PHRASES.rule("type_phrase")


@phrase('predicate', 'IS "colorless"',
        examples={'Enchanted creature is colorless.':
                  [{'static': {'applies_to': {'enchanted': True}, 'effects': [{'colorless': True}]}}]})
def colorless(b: Builder, items: list) -> list[Data]:
    return [{"colorless": True}]


@phrase('predicate', 'IS COLOR',
        examples={'All creatures are black.':
                  [{'static': {'applies_to': {'type': 'creature'},
                               'effects': [{'set_colors': ['black']}]}}]})
def set_color(b: Builder, items: list[Token]) -> list[Data]:
    return [{"set_colors": [str(items[1])]}]


@phrase('predicate', 'IS "the chosen color in addition to" ("its"|"their") "other colors"',
        examples={('Creatures you control are the chosen color in addition to their other '
                   'colors.'):
                  [{'static': {'applies_to': {'type': 'creature', 'controller': 'you'},
                               'effects': [{'add_colors': [{'chosen': 'color'}]}]}}]})
def add_chosen_color(b: Builder, items: list) -> list[Data]:
    return [{"add_colors": [{"chosen": "color"}]}]


@phrase('predicate', 'IS "every basic land type in addition to" ("its"|"their") "other types"',
        examples={('Lands you control are every basic land type in addition to their other '
                   'types.'):
                  [{'static': {'applies_to': {'type': 'land', 'controller': 'you'},
                               'effects': [{'add_subtypes': ['Plains',
                                                             'Island',
                                                             'Swamp',
                                                             'Mountain',
                                                             'Forest']}]}}]})
def every_land_type(b: Builder, items: list) -> list[Data]:
    return [{"add_subtypes": list(BASIC_LAND_TYPES)}]


@phrase('predicate', 'IS SUPERTYPE',
        examples={'Enchanted permanent is legendary.':
                  [{'static': {'applies_to': {'enchanted': True},
                               'effects': [{'add_supertypes': ['legendary']}]}}]})
def add_supertype(b: Builder, items: list[Token]) -> list[Data]:
    return [{"add_supertypes": [str(items[1])]}]


@phrase('predicate',
        'IS "the chosen type in addition to" ("its"|"their") "other" "creature"? "types"',
        'IS "the chosen creature type in addition to" ("its"|"their") "other types"',
        examples={'This creature is the chosen type in addition to its other types.':
                  [{'static': {'applies_to': {'self': True},
                               'effects': [{'add_subtypes': [{'chosen': 'creature_type'}]}]}}]})
def add_chosen_type(b: Builder, items: list) -> list[Data]:
    creature_type_chosen(b, )
    return [{"add_subtypes": [{"chosen": "creature_type"}]}]


@phrase('predicate', 'IS "the chosen color"',
        examples={'This creature is the chosen color.':
                  [{'static': {'applies_to': {'self': True},
                               'effects': [{'set_colors': [{'chosen': 'color'}]}]}}]})
def set_chosen_color(b: Builder, items: list) -> list[Data]:
    return [{"set_colors": [{"chosen": "color"}]}]


@phrase('predicate', 'IS "the chosen type"',
        examples={'This creature is the chosen type.':
                  [{'static': {'applies_to': {'self': True},
                               'effects': [{'set_creature_types': [{'chosen': 'creature_type'}]}]}}]})
def set_chosen_type(b: Builder, items: list) -> list[Data]:
    """"Is the chosen type": a basic land type chosen as it entered sets its land type
    (305.7), else the creature type chosen sets its creature types (205.1a)."""
    if b.context.choice == "basic land type":
        return [{"set_land_types": [{"chosen": "basic_land_type"}]}]
    creature_type_chosen(b)
    return [{"set_creature_types": [{"chosen": "creature_type"}]}]


@phrase('predicate', 'IS "every creature type"', 'IS "all creature types"',
        examples={'This creature is every creature type.':
                  [{'static': {'applies_to': {'self': True},
                               'effects': [{'add_subtypes': [{'all': 'creature_types'}]}]}}]})
def every_creature_type(b: Builder, items: list) -> list[Data]:
    return [{"add_subtypes": [{"all": "creature_types"}]}]


@phrase('predicate', 'IS type_phrase', '"becomes" type_phrase',
        examples={'Enchanted land is a Swamp.':
                  [{'static': {'applies_to': {'enchanted': True},
                               'effects': [{'set_land_types': ['Swamp']}]}}]})
def is_types(b: Builder, items: list) -> tuple[str, TypePhrase]:
    return ("set", items[-1])


@phrase('predicate', 'IS type_phrase "in addition to" ("its"|"their") "other" "land"? "types"',
        examples={'Each land is a Swamp in addition to its other land types.':
                  [{'static': {'applies_to': {'type': 'land'},
                               'effects': [{'add_subtypes': ['Swamp']}]}}]})
def add_types_phrase(b: Builder, items: list) -> tuple[str, TypePhrase]:
    return ("add", items[-1])


@phrase('predicate',
        'IS type_phrase "that" ("is"|"are"|"\'s") "still" ("a" "land"|"lands"|"a planeswalker")',
        examples={'All Forests are 1/1 creatures that are still lands.':
                  [{'static': {'applies_to': {'subtype': 'Forest'},
                               'effects': [{'add_types': ['creature']}, {'set_pt': [1, 1]}]}}]})
def still(b: Builder, items: list) -> tuple[str, TypePhrase]:
    return ("add", items[-1])


@phrase('type_phrase',
        ('("a"|"an")? PT? (COLOR|COLORLESS)* SUBTYPE* CARD_TYPE* ("with base power and '
         'toughness" PT)? ("with" KEYWORD)? ("and" SUBTYPE CARD_TYPE)?'),
        examples={'Enchanted creature is a 0/1 blue Frog creature with flying.':
                  [{'static': {'applies_to': {'enchanted': True},
                               'effects': [{'set_types': ['creature']},
                                           {'set_creature_types': ['Frog']},
                                           {'set_colors': ['blue']},
                                           {'add_abilities': ['flying']},
                                           {'set_pt': [0, 1]}]}}]})
def type_phrase(b: Builder, items: list[Token]) -> TypePhrase:
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


@phrase('type_phrase',
        '("a"|"an")? CARD_TYPE* "with power and toughness each equal to its mana value"',
        examples={('Each noncreature artifact is an artifact creature with power and '
                   'toughness each equal to its mana value.'):
                  [{'static': {'applies_to': {'not': {'type': 'creature'}, 'type': 'artifact'},
                               'effects': [{'add_types': ['creature']},
                                           {'set_pt': [{'mana_value': 'it'}, {'mana_value': 'it'}]}]}}]})
def mana_value_creature(b: Builder, items: list[Token]) -> TypePhrase:
    phrase = TypePhrase(types=[singular(str(t)) for t in items if t.type == "CARD_TYPE"])
    phrase.pt = [{"mana_value": "it"}, {"mana_value": "it"}]
    return phrase


@phrase('predicate',
        ('IS ("a"|"an") SUBTYPE+ "with base power and toughness" PT "," ability_item ("," '
         'ability_item)* ","? "and" ability_item'),
        examples={('Enchanted creature is a Dragon with base power and toughness 4/4, flying, '
                   'and "{R}: This creature gets +1/+0 until end of turn."'):
                  [{'static': {'applies_to': {'enchanted': True},
                               'effects': [{'set_creature_types': ['Dragon']},
                                           {'add_abilities': ['flying',
                                                              {'activated': '{R}: This creature gets +1/+0 until end of turn.'}]},
                                           {'set_pt': [4, 4]}]}}]})
def subtypes_pt_abilities(b: Builder, items: list[Any]) -> list[Data]:
    """"Is a Dragon with base power and toughness 4/4, flying, and "...": its creature
    types set (205.1a, layer 4), the abilities gained (layer 6, 613.1f) and the base
    power and toughness set (layer 7b)."""
    subtypes = [str(t) for t in items if isinstance(t, Token) and t.type == "SUBTYPE"]
    pt = next(str(t) for t in items if isinstance(t, Token) and t.type == "PT")
    granted = [i for i in items if not isinstance(i, Token)]
    phrase = TypePhrase([], subtypes, [], pt_pair(pt), [], False)
    return type_parts("set", phrase, {}) + [{"add_abilities": granted}]


@phrase('predicate', 'IS "all colors"',
        examples={'Each nonland permanent you control is all colors.':
                  [{'static': {'applies_to': {'not': {'type': 'land'},
                                              'permanent': True,
                                              'controller': 'you'},
                               'effects': [{'set_colors': ['white',
                                                           'blue',
                                                           'black',
                                                           'red',
                                                           'green']}]}}]})
def all_colors(b: Builder, items: list) -> list[Data]:
    """"Is all colors": its colors become the five (105.2)."""
    return [{"set_colors": ["white", "blue", "black", "red", "green"]}]


@phrase('predicate', 'IS type_phrase "in addition to its other creature types"',
        examples={('Each creature with a gold counter on it is a Wall in addition to its '
                   'other creature types.'):
                  [{'static': {'applies_to': {'type': 'creature', 'counter': 'gold'},
                               'effects': [{'add_subtypes': ['Wall']}]}}]})
def add_creature_types(b: Builder, items: list) -> list[Data]:
    """"Is a Wall in addition to its other creature types": creature types added
    (205.3m; layer 4), nothing else."""
    phrase = items[-1]
    listed = creature_types()
    if phrase.types or phrase.colors or phrase.colorless or phrase.pt is not None or \
            phrase.keywords or not phrase.subtypes or \
            any(t not in listed for t in phrase.subtypes):
        raise Untranslatable("more than creature types")
    return [{"add_subtypes": list(phrase.subtypes)}]


@phrase('predicate', 'IS ("a"|"an") SUPERTYPE SUBTYPE "in addition to its other types"',
        examples={'Enchanted creature is a legendary Soldier in addition to its other types.':
                  [{'static': {'applies_to': {'enchanted': True},
                               'effects': [{'add_supertypes': ['legendary']},
                                           {'add_subtypes': ['Soldier']}]}}]})
def add_supertype_subtype(b: Builder, items: list[Token]) -> list[Data]:
    """"Is a legendary Soldier in addition to its other types" (205.4, 205.3)."""
    return [{"add_supertypes": [str(items[1])]}, {"add_subtypes": [str(items[2])]}]


@phrase('predicate', 'IS type_phrase "with" QUOTED "and loses all other card types and abilities"',
        examples={('Enchanted land is a colorless land with "{T}: Add {C}" and loses all '
                   'other card types and abilities.'):
                  [{'static': {'applies_to': {'enchanted': True},
                               'effects': [{'set_types': ['land']},
                                           {'colorless': True},
                                           {'remove_all_abilities': True},
                                           {'add_abilities': [{'mana': '{T}: Add {C}.'}]}]}}]})
def becomes_only(b: Builder, items: list) -> list[Data]:
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
    granted = ability_item(b, [items[2]])
    if isinstance(granted, dict) and set(granted) & {"mana", "activated"}:
        kind = next(iter(granted))  # the sentence ends inside the quote's own text
        granted = {kind: granted[kind].rstrip(".") + "."}
    # "a Food artifact": an artifact whose subtypes are these artifact types alone
    # (205.1a: an artifact's other subtypes are of that set, replaced; 205.3g)
    subtypes = [{"set_subtypes": named}] if named else []
    bare = TypePhrase(phrase.types, [], phrase.colors, None, [], phrase.colorless)
    return type_parts("set", bare, {}) + subtypes + [
        {"remove_all_abilities": True}, {"add_abilities": [granted]}]


@phrase('predicate', 'IS type_phrase "in addition to its other colors and types"',
        examples={('Enchanted creature is a blue Wall in addition to its other colors and '
                   'types.'):
                  [{'static': {'applies_to': {'enchanted': True},
                               'effects': [{'add_subtypes': ['Wall']}, {'add_colors': ['blue']}]}}]})
def add_colors_and_types(b: Builder, items: list) -> list[Data]:
    """"Is a blue Wall in addition to its other colors and types": colors added in
    layer 5, types in layer 4 (613.1d-e), none set."""
    phrase = items[-1]
    colors, phrase.colors = phrase.colors, []
    if phrase.colorless or phrase.pt is not None or phrase.keywords:
        raise Untranslatable("more than colors and types")
    parts = type_parts("add", phrase, {}) if phrase.types or phrase.subtypes else []
    return parts + ([{"add_colors": colors}] if colors else [])


def type_parts(mode: str, phrase: TypePhrase, subject: Data) -> list[Data]:
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


def creature_types() -> frozenset[str]:
    lists = load_ruleset(DEFAULT_RULESET).subtype_lists
    return frozenset(lists.get("creature_types", frozenset()))
