'''Grammar rules of layer sentences added to ``grammar.GRAMMAR`` with lark's ``%extend``.

The values of counts among objects (domain, 305.6; colors among, 105.2; greatest and total
mana value, 202.3; counters among, 122.1), "during turns other than yours" and "otherwise"
after a condition (611.3a), spells as the objects a layer effect applies to (613.1f), and
groups such as "enchanted creatures you control". Each alias names a method of
``build_layers.LayerBuilder``.
'''
from __future__ import annotations

LAYER_GRAMMAR = r"""
%extend value: "the number of basic land types among" group           -> basic_land_types_among
      | "twice the number of basic land types among" group            -> twice_basic_land_types
      | "the number of colors among" group                            -> colors_among
      | "the greatest mana value among" group                         -> greatest_mana_value
      | "the total mana value of" group                               -> total_mana_value
      | "the number of" COUNTER "counters on" group                   -> counters_among
      | "the number of cards you own in exile"                        -> cards_owned_in_exile
      | "the number of" group "plus the number of" group              -> two_counts

%extend predicate: GETS PT "for each basic land type among" group     -> get_pt_domain
      | GETS PT "for each color among" group                          -> get_pt_colors
      | LOSES "all other abilities"                                   -> lose_all_other
      | HAS "all activated abilities of" "all"? group                 -> abilities_of
      | IS ("a"|"an") SUBTYPE+ "with base power and toughness" PT "," ability_item ("," ability_item)* ","? "and" ability_item -> subtypes_pt_abilities
      | IS "all colors"                                               -> all_colors
      | IS type_phrase "in addition to its other creature types"      -> add_creature_types
      | IS ("a"|"an") SUPERTYPE SUBTYPE "in addition to its other types" -> add_supertype_subtype
      | IS type_phrase "with" QUOTED "and loses all other card types and abilities" -> becomes_only
      | IS type_phrase "in addition to its other colors and types"    -> add_colors_and_types
      | IS "the chosen creature type in addition to" ("its"|"their") "other types" -> add_chosen_type

%extend group: QUANT? OTHER? adjective ("," adjective)+ noun postfix* -> listed_adjectives_group
      | "instant and sorcery spells" postfix*                         -> instant_sorcery_spells
      | ATTACHED_MANY postfix*                                        -> attached_many

%extend postfix: "that are" SUBTYPE "and/or" SUBTYPE                  -> thats_subtypes
      | "but don't own"                                               -> not_owned
      | "with a counter on it"                                        -> with_any_counter
      | "with" ("a"|"an") COUNTER_NAME "counter on it"                -> with_counter
      | "other than ~"                                                -> other_than_self
      | "with the chosen name"                                        -> with_chosen_name
      | "with mana value" NUMBER "or" GREATER_LESS                    -> with_mana_value_bound
      | "that are enchanted by" SUBTYPE "you control"                 -> enchanted_by_yours

%extend noun: SUBTYPE ("card"|"cards")                                -> subtype_card_noun
      | SUBTYPE "spells"                                              -> subtype_spells_noun

%extend adjective: COLOR "or" COLOR                                   -> color_either

%extend subject: "enchanted artifact creature"                        -> enchanted_artifact_creature

%extend condition: "no opponent controls" ("a"|"an") group            -> no_opponent_controls_a
      | "it's your turn and" condition                                -> your_turn_and
      | ("~"|ATTACHED) "is" ("a"|"an") SUPERTYPE SUBTYPE              -> attached_is_both
      | ATTACHED "is" COLOR "or" COLOR                                -> attached_is_colors
      | ATTACHED "is" STATE                                           -> attached_state
      | "there are" NUMBER "or more" COUNTER_NAME "counters among" group -> counters_among_at_least
      | "there are no cards in your library"                          -> library_empty
      | "there are" NUMBER "or more different kinds of counters among" group -> counter_kinds_at_least
      | "~ has" NUMBER "or more counters on it"                       -> self_any_counters_at_least
      | "~ has" ("a"|"an") COUNTER_NAME "counter on" ("him"|"her")    -> self_counters_at_least
      | "~ has" NUMBER "or more" COUNTER_NAME "counters on" ("him"|"her") -> self_counters_at_least

%extend clause: "~'s power and toughness are each" NUMBER             -> cda_both_number
      | "it's" type_phrase                                            -> it_is_types
      | "~'s toughness is equal to" value                             -> cda_toughness

%extend static_line: "during turns other than yours" "," clause       -> not_your_turn
      | clause "as long as" condition "." "otherwise" "," clause      -> while_otherwise
      | clause "during your turn" "." "otherwise" "," clause          -> turn_otherwise
      | clause "as long as" condition "." "otherwise" "," "it" CANT_RULES -> while_otherwise_cant
      | "during your turn" "," clause "." "during turns other than yours" "," clause -> turn_and_other
      | "during your turn" "," "as long as" condition "," clause      -> turn_and_while
      | clause "." "it" predicates                                    -> clause_then_it
      | clause "." "it" CANT_RULES "and" predicates                   -> clause_then_it_cant
      | subject conditional_predicate ("," conditional_predicate)+ ","? "and" conditional_predicate -> conditional_predicates
      | subject HAS abilities "as long as" condition ("," conditional_item)+ ","? "and" conditional_item -> conditional_abilities
      | "you" "," group "," "and" group HAS KEYWORD                   -> you_and_groups
      | "you and" group HAS KEYWORD                                   -> you_and_groups
      | "as long as" condition "," "you and" group HAS KEYWORD        -> while_you_and_group
conditional_predicate: predicate "as long as" condition
conditional_item: ability_item "as long as" condition
GREATER_LESS: "greater" | "less"
CANT_RULES: "can't attack or block" | "can't attack" | "can't block"
ATTACHED_MANY: /(enchanted|equipped) (creatures|permanents|lands|artifacts)(?![a-z])/
"""
