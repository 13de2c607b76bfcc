'''The grammar of the templated Oracle sentences the drafter translates (lark, Earley).

A sentence arrives in the form ``oracle.Normalizer`` gives it: lower case but for subtypes
(singular, capitalized: ``Goblin``, ``Forest``), numbers as digits, the card itself as
``~`` and quoted abilities as ``q0``. Each rule's alias names the builder method
(``mtglogic.drafting.build``) that turns it into vocabulary data; a sentence the grammar
does not derive is left as text. The families follow the rules they express: continuous
effects by layer (613.1), their conditions (611.3a), replacement effects (614.1a-c, 614.12),
prevention (615), "can't" (614.17 in 2026) and "can't be prevented" (615.12).
'''
from __future__ import annotations

from functools import lru_cache

from lark import Lark, Tree
from lark.exceptions import LarkError

from mtglogic.drafting.grammar_layers import LAYER_GRAMMAR
from mtglogic.drafting.history_phrases import GRAMMAR as HISTORY_GRAMMAR
from mtglogic.drafting.keyword_grants import MORE_KEYWORDS
from mtglogic.drafting.layer_conditions import GRAMMAR as CONDITION_GRAMMAR
from mtglogic.drafting.protection_lines import PROTECTION_GRAMMAR

KEYWORD_WORDS = ("flying", "first strike", "double strike", "vigilance", "trample", "haste",
                 "reach", "deathtouch", "lifelink", "hexproof", "indestructible", "defender",
                 "menace", "infect", "wither", "shroud", "flash", "prowess", "fear",
                 "intimidate", "changeling", "plainswalk", "islandwalk", "swampwalk", "mountainwalk",
                 "forestwalk")
_QUALITY = r"(each color|all colors|everything|artifacts|the chosen card name|legendary creatures|[a-z]+)"
_WARD = r"|ward \{[0-9]+\}"  # ward with a mana cost (702.21a)
KEYWORD_PATTERN = ("/(" + "|".join(KEYWORD_WORDS) + "|protection from " + _QUALITY
                   + "((,? and |, )from " + _QUALITY + ")*" + _WARD + MORE_KEYWORDS
                   + ")(?![a-z])/")

GRAMMAR = r"""
?start: keyword_line | static_line | replacement_line | spell_line | subgame_line | choice_line

// ---- a choice made as the permanent enters: the object's `choices` in a scenario ----
choice_line: "as ~ enters, choose" ("a"|"an") CHOICE
           | ("as it enters" | "as ~ enters the battlefield") "," "choose" ("a"|"an") CHOICE -> choice_as_enters
           | ("as ~ enters" | "as ~ enters the battlefield") "," "choose" ("a"|"an") CHOICE "and" ("a"|"an") CHOICE -> choice_as_enters
CHOICE: "creature type" | "color" | "card name" | "basic land type" | "card type" | "number" | "player" | "opponent"

keyword_line: KEYWORD ("," KEYWORD)*
            | "enchant" ENCHANT_WHAT                                  -> enchant
            | "protection from" SUBTYPE (","? "and"? "from" SUBTYPE)*  -> protection_subtypes
            | "devour" NUMBER                                         -> devour
            | "absorb" NUMBER                                         -> absorb
            | "modular" NUMBER                                        -> modular
            | "vanishing" NUMBER                                      -> vanishing

// ---- continuous effects (613) -------------------------------------------------------
static_line: clause                                                   -> plain
           | clause "." "the same is true for" same_group ("and" same_group)* -> same_is_true
           | "as long as" condition "," clause                        -> while_first
           | clause "as long as" condition                            -> while_last
           | "as long as" "~ is in your graveyard and" condition "," clause -> from_graveyard
           | "during your turn" "," clause                            -> during_your_turn
           | clause "during your turn"                                -> during_your_turn_last
           | history_static                                           -> h_pass
clause: subject predicates                                            -> applies
      | "you control" subject                                         -> control
      | "you have" KEYWORD                                            -> player_has
      | "you may have ~ enter as a copy of" ("any"|"a"|"an") copy_kinds "on the battlefield" copy_except? -> enter_as_copy_choice
      | "~'s power and toughness are each equal to" value             -> cda_both
      | "~'s power is equal to" value "and its toughness is equal to that number plus 1" -> cda_plus_one
      | "~'s power is equal to" value                                 -> cda_power
predicates: predicate (","? "and" predicate)*
          | predicate ("," predicate)+ ","? "and" predicate
?predicate: GETS PT                                                   -> get_pt
          | GETS PT "for each" group                                  -> get_pt_each
          | GETS PT "for each" group "and each" group                 -> get_pt_each_sum
          | GETS PT "for each" SUBTYPE "and" SUBTYPE postfix+          -> get_pt_each_subtypes
          | GETS PT "for each" COUNTER_NAME "counter on ~"            -> get_pt_each_counter
          | GETS PT "for each" history_each                           -> get_pt_each_value
          | GETS XPT "," "where x is" value                           -> get_x
          | GETS "-x/-x" "," "where x is your life total"             -> get_minus_life
          | HAS abilities                                             -> have
          | LOSES "all abilities"                                     -> lose_all
          | LOSES "all abilities except mana abilities"               -> lose_all_but_mana
          | LOSES KEYWORD                                             -> lose_keyword
          | HAS "base power and toughness" PT                         -> base_pt
          | HAS "base toughness" NUMBER                               -> base_toughness
          | HAS "base power" NUMBER                                   -> base_power
          | HAS "base power and toughness each equal to" value        -> base_pt_value
          | HAS "base power and toughness x/x" "," "where x is" value -> base_pt_value
          | HAS "base power and base toughness each equal to its mana value" -> base_pt_mana_value
          | IS "colorless"                                            -> colorless
          | IS COLOR                                                  -> set_color
          | IS "the chosen color in addition to" ("its"|"their") "other colors" -> add_chosen_color
          | IS "every basic land type in addition to" ("its"|"their") "other types" -> every_land_type
          | IS SUPERTYPE                                              -> add_supertype
          | IS "the chosen type in addition to" ("its"|"their") "other" "creature"? "types" -> add_chosen_type
          | IS "the chosen color"                                     -> set_chosen_color
          | IS "the chosen type"                                      -> set_chosen_type
          | IS "every creature type"                                  -> every_creature_type
          | IS "all creature types"                                   -> every_creature_type
          | IS type_phrase                                            -> is_types
          | "becomes" type_phrase                                     -> is_types
          | IS type_phrase "in addition to" ("its"|"their") "other" "land"? "types" -> add_types_phrase
          | IS type_phrase "that" ("is"|"are"|"'s") "still" ("a" "land"|"lands"|"a planeswalker") -> still
abilities: ability_item ((","|", and"|"and") ability_item)*
ability_item: KEYWORD | QUOTED
type_phrase: ("a"|"an")? PT? (COLOR|COLORLESS)* SUBTYPE* CARD_TYPE* ("with base power and toughness" PT)? ("with" KEYWORD)? ("and" SUBTYPE CARD_TYPE)?
           | ("a"|"an")? CARD_TYPE* "with power and toughness each equal to its mana value" -> mana_value_creature

copy_kinds: CARD_TYPE ("or" CARD_TYPE)*
same_group: same_kind "spells you control"                           -> spells_you_control
          | same_kind "cards you own that aren't on the battlefield"  -> cards_you_own
same_kind: (NON_WORD | COLOR)* (CARD_TYPE_NOUN | PERMANENT_WORD)
PERMANENT_WORD: "permanent"
copy_except: "," "except" except_item (("," | "and" | ", and") except_item)*
?except_item: "it's" PT                                               -> except_pt
            | "it doesn't copy that creature's color"                 -> except_color
            | "it has" QUOTED                                         -> except_has
            | "it's" ("a"|"an") CARD_TYPE "in addition to its other types" -> except_type
            | "it's" ("a"|"an") SUBTYPE "in addition to its other types" -> except_subtype
            | "it's" SUPERTYPE "in addition to its other types"         -> except_supertype
            | "its name is ~"                                         -> except_name

// ---- what an effect applies to (selectors) ------------------------------------------
?subject: "~"                                                         -> self_subject
        | "it"                                                        -> it_subject
        | ATTACHED                                                    -> attached
        | group
        | group "and" group                                           -> either
        | "~ and" group                                               -> self_and_group
        | "all cards that aren't on the battlefield, spells, and permanents" -> everywhere
group: QUANT? OTHER? adjective* noun postfix*
adjective: COLOR | NON_WORD | "non-" SUBTYPE
         | "nontoken"                                                 -> nontoken
         | "token"                                                    -> token
         | "untapped"                                                 -> untapped
         | "face-down"                                                -> face_down
         | ADJ_STATE                                                  -> state_adjective
         | SUPERTYPE                                                  -> supertype_adjective
         | TYPE_ADJ                                                   -> type_adjective
         | NON_OTHER                                                  -> non_adjective
noun: CARD_TYPE_NOUN TOKENS?                                          -> type_noun
    | SUBTYPE CARD_TYPE_NOUN?                                         -> subtype_noun
    | CARD_TYPE_NOUN "or" CARD_TYPE_NOUN                              -> types_noun
    | ("permanent" | "permanents")                                    -> permanent_noun
    | ("card" | "cards")                                              -> card_noun
    | CARD_TYPE_NOUN ("card"|"cards")                                 -> type_card_noun
    | SUBTYPE "or" SUBTYPE                                            -> subtypes_noun
    | SUBTYPE ("," SUBTYPE)+ ","? "and" SUBTYPE                       -> subtypes_noun
    | TOKENS                                                          -> tokens_noun
    | OUTLAWS                                                         -> outlaws_noun
    | (CARD_TYPE_NOUN|SUBTYPE) ("," (CARD_TYPE_NOUN|SUBTYPE))+ ","? "or" (CARD_TYPE_NOUN|SUBTYPE) -> mixed_noun
    | CARD_TYPE_NOUN "or" SUBTYPE                                     -> mixed_noun
    | INSTANTS_SORCERIES                                              -> instant_sorcery_cards
postfix: "you control"                                                -> you_control
       | "of the chosen type"                                         -> of_chosen_type
       | "of the chosen color"                                        -> of_chosen_color
       | ("your opponents control" | "an opponent controls")          -> opponent_controls
       | "with" KEYWORD                                               -> with_keyword
       | "without" KEYWORD                                            -> without_keyword
       | "with power" NUMBER "or less"                                -> with_power_at_most
       | "with power" NUMBER "or greater"                             -> with_power_at_least
       | "with power or toughness" NUMBER "or less"                   -> with_power_or_toughness_at_most
       | "with no abilities"                                          -> without_abilities
       | "named ~"                                                    -> named_self
       | "in your library"                                            -> in_your_library
       | "in" "all"? "graveyards"                                     -> in_graveyards
       | "in your graveyard"                                          -> in_your_graveyard
       | "in your hand"                                               -> in_your_hand
       | "that" ("aren't"|"isn't") ("basic"|"a basic land")           -> not_basic
       | "that" ("aren't"|"isn't") ("a"|"an")? CARD_TYPE_NOUN          -> not_type
       | "that" ("aren't"|"isn't") ("a"|"an")? SUBTYPE                 -> not_subtype
       | "on the battlefield"                                         -> on_battlefield
       | "attached to" ("it"|"him"|"her")                             -> attached_to_it
       | "attached to ~"                                              -> attached_to_self
       | "that shares" ("a"|"at least 1") "creature type with it"    -> shares_type_with_it
       | "with" ("a"|"an") COUNTER "counter on it"                    -> with_counter
       | "with" COUNTER "counters on them"                            -> with_counter
       | "that's" ("a"|"an") SUBTYPE ("or" ("a"|"an")? SUBTYPE)*       -> thats_subtypes
       | history_postfix                                              -> h_pass

// ---- conditions (611.3a) -------------------------------------------------------------
?condition: "you control" ("a"|"an") group                            -> you_control_a
          | "you control" NUMBER "or more" group                      -> you_control_n
          | "an opponent controls" ("a"|"an") group                   -> opponent_controls_a
          | "you have" NUMBER "or more life"                          -> life_at_least
          | "there are" NUMBER "or more cards in your graveyard"      -> graveyard_at_least
          | "it's your turn"                                          -> your_turn
          | "there are" NUMBER "or more" CARD_TYPE_NOUN "cards in your graveyard" -> typed_graveyard_at_least
          | "there are" NUMBER "or more" SUBTYPE "cards in your graveyard" -> subtype_graveyard_at_least
          | "there are" NUMBER "or more" (PERMANENT_CARDS|INSTANTS_SORCERIES) "in your graveyard" -> typed_graveyard_at_least
          | "~ has" NUMBER "or more" COUNTER_NAME "counters on it"    -> self_counters_at_least
          | "~ has" ("a"|"an") COUNTER_NAME "counter on it"           -> self_counters_at_least
          | "there are" NUMBER "or more" COUNTER_NAME "counters on ~"  -> self_counters_at_least
          | "~ is" STATE                                              -> self_state
          | "it's" STATE                                              -> it_state
          | ("~"|ATTACHED) "is" ("a"|"an") (CARD_TYPE|SUBTYPE)        -> attached_is
          | ("~"|ATTACHED) "is" SUPERTYPE                              -> attached_is
          | "it's" ("a"|"an") SUBTYPE                                 -> it_is_subtype
          | "you control" NUMBER "or fewer" group                     -> you_control_at_most
          | "you control" ("a"|"an") group "or" ("a"|"an") group      -> you_control_either
          | ("a player" | "an opponent") "has" NUMBER "or less life"   -> someone_life_at_most
          | "it has" NUMBER "or more" COUNTER_NAME "counters on it"    -> it_counters_at_least
          | "it has" ("a"|"an") COUNTER_NAME "counter on it"           -> it_counters_at_least
          | "~ is equipped"                                           -> self_equipped
          | "it's equipped"                                           -> it_equipped
          | "any player controls" ("a"|"an") group                    -> anyone_controls_a
          | ("there's"|"there is") ("a"|"an") (SUBTYPE|CARD_TYPE_NOUN) "card in your graveyard" -> card_in_graveyard
          | "there are" NUMBER "or more card types among cards in your graveyard" -> card_types_at_least
          | "you gained life this turn"                               -> gained_life_this_turn
          | "you've lost life this turn"                              -> lost_life_this_turn
          | "you've drawn" NUMBER "or more cards this turn"           -> drawn_this_turn
          | history_condition

// ---- values ------------------------------------------------------------------------
?value: "the number of cards in your hand"                            -> cards_in_hand
      | NUMBER "plus" value                                           -> plus_value
      | "the number of" group                                         -> number_of
      | "the number of card types among cards in all graveyards"      -> card_types_graveyards
      | "the number of" COUNTER_NAME "counters on ~"                 -> self_counter_count
      | "the number of" (PERMANENT_CARDS|INSTANTS_SORCERIES) "in your graveyard" -> typed_cards_in_graveyard
      | "the number of cards in your opponents' graveyards"          -> opponents_graveyard_cards
      | "twice" value                                                 -> twice_value
      | "your life total"                                             -> your_life
      | history_value

// ---- replacement, prevention and "can't" effects (614, 615) -------------------------
replacement_line: enters                                              -> replacement
                | "if" event "," result "instead"                    -> if_instead
                | "target creature can't be regenerated" TURN       -> cant_regenerate_target
                | "as long as you have" NUMBER "or fewer cards in hand" "," "if you would draw" NUMBER "or more cards" "," "you draw that many cards plus" NUMBER "instead" -> draw_plus_while_hand
                | "if" event "," result "instead" ", rounded" ROUNDING -> if_instead_rounded
                | "if" event "," result                              -> if_then
                | prevention                                          -> replacement
                | "all damage that would be dealt to you is dealt to" ATTACHED "instead" -> redirect_to_attached
                | prevention "." "for each 1 damage prevented this way, put a" COUNTER "counter on that creature" -> prevented_to_counters
                | "the next time" TARGET "would deal damage" TURN "," "prevent that damage" "." "you gain life equal to the damage prevented this way" -> prevented_to_life
                | cant                                                -> replacement
                | "damage that would reduce your life total to less than 1 reduces it to 1 instead" -> life_floor
                | "if you control" ("a"|"an") group "," "damage that would reduce your life total to less than 1 reduces it to 1 instead" -> life_floor_if
                | "double all damage" ("that" group | ATTACHED) "would deal"  -> double_all
?enters: "~ enters tapped"                                            -> self_enters_tapped
       | "~ enters the battlefield tapped"                            -> self_enters_tapped
       | subject "enters with an additional" COUNTER "counter on it" -> enters_with_additional
       | subject "enter tapped"                                       -> enter_tapped
       | "~ enters with" (NUMBER|X) COUNTER "counter" "s"? "on" ("it"|"him"|"her") -> self_enters_with
       | "~ enters with x" COUNTER "counters on" ("it"|"him"|"her") "," "where x is" value -> self_enters_with_value
       | "~ enters with a" COUNTER "counter on it for each" group     -> self_enters_with_each
       | "as ~ enters, you may pay" NUMBER "life" "." "if you don't, it enters tapped" -> pay_life_or_tapped
       | subject "enter as a copy of ~"                               -> enter_as_copy
       | "~ enters tapped unless" condition                           -> self_enters_tapped_unless
       | "~ enters with" ("a"|"an") (COUNTER|NAMED_COUNTER) "counter on" ("it"|"him"|"her") -> self_enters_with_one
       | "~ enters with" (NUMBER|X) NAMED_COUNTER "counters on it"    -> self_enters_with
       | "~ enters with" ("a"|"an") NAMED_COUNTER "counter on it for each" group -> self_enters_with_each
       | "if ~ was kicked, it enters with" (NUMBER|"a"|"an") (COUNTER|NAMED_COUNTER) "counter" "s"? "on it" -> kicked_enters_with
       | "~ enters with" (NUMBER|"a"|"an") COUNTER "counter" "s"? "on it if" condition -> self_enters_with_if
       | "~ enters with a" COUNTER "counter on it for each" history_each -> self_enters_with_value_each
       | subject ("enter"|"enters") "with an additional" COUNTER "counter on" ("it"|"them") "for each" history_each -> enters_with_additional_each
?event: who "would gain life"                                         -> gain_life
      | source "would deal" COMBAT? "damage" ("to" recipient)?        -> deal_damage
      | "damage would be dealt to ~"                                  -> damage_to_self
      | "an effect would create 1 or more tokens under your control" -> create_tokens
      | "1 or more tokens would be created" UNDER_YOURS?              -> tokens_created
      | "1 or more counters would be put on" ("a"|"an") group         -> any_counters_on
      | "you would get 1 or more counters"                            -> you_get_counters
      | who "would put 1 or more counters on a permanent or player"   -> counters_by
      | "an effect would put 1 or more counters on" ("a"|"an") group -> effect_counters
      | "1 or more" COUNTER "counters would be put on" ("a"|"an") group -> counters_on
      | thing "would be put into" WHOSE "graveyard from anywhere"     -> to_graveyard
      | "~ would die"                                                 -> self_dies
      | ("a"|"an") group "dealt damage by ~ this turn would die"       -> damaged_by_self_dies
      | ("a"|"an") group "dealt damage by ~ would die" TURN           -> damaged_by_self_dies
      | "a permanent would be put into a graveyard"                   -> permanent_to_graveyard
      | "you would draw a card while your library has no cards in it" -> draw_empty
      | "you would draw a card"                                       -> draw_one
      | "you would draw a card while you have no cards in hand"       -> draw_empty_hand
      | "you would draw a card except the first 1 you draw in each of your draw steps" -> draw_after_first
      | ("a"|"an") group "would die" TURN?                            -> group_dies
      | "that" ("creature"|"creature or planeswalker") "would die" TURN -> target_dies
      | thing "would be put into your graveyard from anywhere"        -> to_your_graveyard
      | who "would lose life" TURN?                                   -> lose_life
?result: "you gain twice that much life"                              -> twice
       | "you gain that much life plus" NUMBER                        -> plus
       | "that player loses that much life"                           -> lose_instead
       | "it deals" MULTIPLE "that damage" ("to that permanent or player")? -> multiply_damage
       | "it deals that much damage plus" NUMBER ("to that permanent or player")? -> plus
       | "prevent" NUMBER "of that damage"                            -> prevent_n
       | "put that many" COUNTER "counters on" ("it"|"that creature") -> damage_to_counters
       | "it creates twice that many of those tokens"                 -> twice
       | "it puts twice that many of those counters on that permanent" -> twice
       | "that many plus 1" COUNTER "counters are put on it"          -> plus_one
       | "twice that many" COUNTER "counters are put on" ("it"|"that creature"|"that permanent") -> twice
       | "twice that many of those tokens are created"                -> twice
       | "that many plus 1 of each of those kinds of counters are put on that permanent" -> plus_one_each
       | "you get that many plus 1"                                   -> plus_one_each
       | "that source deals double that damage to that player or permanent" -> double_damage
       | "prevent half that damage, rounded" ROUNDING               -> prevent_half
       | "put twice that many of each of those kinds of counters on that permanent or player" -> twice
       | "they put half that many of each of those kinds of counters on that permanent or player" -> half_counters
       | "exile it"                                                   -> exile_it
       | ("reveal ~ and shuffle it into its owner's library"|"its owner reveals it and shuffles it into their library") -> shuffle_in
       | "put" ("it"|"~") "on top of its owner's library"            -> on_top
       | "you win the game"                                           -> win_game
       | "draw" NUMBER "cards"                                        -> draw_instead
       | ("they" "lose" | "that player loses" | "you lose") "twice that much life" -> twice_loss
       | "twice that many of each of those kinds of counters are put on" ("it"|"that permanent") -> twice
       | "those tokens plus" ("a"|"an") "additional"? SUBTYPE "token are created" -> tokens_plus_predefined
       | "those tokens plus that many" PT COLOR* SUBTYPE "creature tokens are created" -> tokens_plus_creatures
?who: "you"                                                           -> you
    | "an opponent"                                                   -> opponent
?source: "a source"                                                   -> any_source
       | "a source you control"                                       -> source_you
       | "a source an opponent controls"                              -> source_opponent
       | ("a"|"an") group                                             -> source_group
       | "~"                                                          -> self_source
       | SOURCE_SPELLS                                                -> red_spells
?recipient: "you"                                                     -> to_you
          | "a permanent or player"                                   -> to_anything
          | ("a"|"an") group                                          -> to_group
          | "an opponent or a permanent an opponent controls"         -> to_opponent_side
          | "you or a permanent you control"                          -> to_your_side
          | ATTACHED                                                  -> to_attached
?thing: "~"                                                           -> thing_self
      | "a card or token"                                             -> thing_any
      | "a card"                                                      -> thing_card
      | ("a"|"an") CARD_TYPE_NOUN ("or" CARD_TYPE_NOUN)* "card"       -> thing_typed_card
?prevention: "prevent all" COMBAT? "damage that would be dealt" ("to" recipient_self)? TURN? -> prevent_all
           | "prevent the next" NUMBER COMBAT? "damage that would be dealt to" TARGET TURN? -> prevent_next
           | "prevent all" COMBAT? "damage that would be dealt" ("to" recipient_self)? TURN? "by" by_sources TURN? -> prevent_all_by
           | "prevent all" COMBAT? "damage" "target creature" "would deal" TURN -> prevent_all_from_target
           | "prevent all" COMBAT? "damage that would be dealt by target" ("attacking" | "blocking" | "attacking or blocking")? "creature" TURN -> prevent_all_from_target
           | TURN "," "prevent all" COMBAT? "damage that would be dealt" ("to" recipient_self)? -> prevent_all
?recipient_self: "~"                                                  -> to_self
               | "you"                                                -> to_you
               | ATTACHED                                             -> to_attached
               | group                                                -> to_group
               | "you and" group                                      -> to_you_and_group
?by_sources: group
           | (COLOR|NON_WORD|CARD_TYPE)* ("source"|"sources")         -> sources_of
?cant: "your life total can't change"                                 -> life_cant_change
     | "players can't gain life" TURN?                                -> no_life_gain
     | "your opponents can't gain life"                               -> opponents_no_life_gain
     | "you can't get" COUNTER_WORD "counters"                        -> you_no_counters
     | group "can't have" COUNTER "counters put on them"              -> group_no_counters
     | "damage can't be prevented" TURN?                              -> damage_unpreventable
     | COMBAT "damage that would be dealt by" group "can't be prevented" -> combat_unpreventable
     | "players can't get counters"                                   -> players_no_counters
     | "counters can't be put on" type_list                           -> no_counters_on
type_list: CARD_TYPE_NOUN (","? "or"? CARD_TYPE_NOUN)*

// ---- a resolving spell's effect (611.2) ---------------------------------------------
// ---- what a spell does to subgames and the cards outside the game (715 / 728, 400.11)
subgame_line: subgame_sentence ("." subgame_sentence)*
?subgame_sentence: "players play a magic subgame, using their libraries as their decks" -> creates_subgame
                 | "each player who doesn't win the subgame loses half their life, rounded up" -> non_winners_lose_half
                 | "you may reveal a" CARD_TYPE_NOUN ("or" CARD_TYPE_NOUN)* "card you own from outside the game and put it into your hand" -> wish
                 | "exile ~"                                          -> exile_self

spell_line: "target creature" predicates "until end of turn"          -> spell
          | "until end of turn," "target creature" predicates         -> spell
          | "switch target creature's power and toughness until end of turn" -> switch_spell

TURN: "this turn" | "during your turn"
TARGET: "any target" | "target creature" | "you"
COMBAT: "combat" | "noncombat"
COUNTER_WORD: "poison"
NAMED_COUNTER: /(?!additional\b|number\b)[a-z]+(?![a-z\/])/
X: "x"
ROUNDING: "up" | "down"
UNDER_YOURS: "under your control"
SUPERTYPE: /(basic|legendary|snow)(?![a-z])/
COLORLESS: "colorless"
MULTIPLE: "double" | "triple" | "twice"
WHOSE: "a" | "an opponent's"
SOURCE_SPELLS: /a red instant or sorcery spell you control( or a red planeswalker you control)?/
STATE: "attacking" | "untapped" | "tapped" | "blocking"
XPT: /[+-](x|0)\/[+-](x|0)/
PERMANENT_CARDS: "permanent cards"
INSTANTS_SORCERIES: /instant (and|and\/or|or) sorcery cards?/
NON_OTHER: /non(white|blue|black|red|green|legendary)(?![a-z])/
ADJ_STATE: /(attacking|blocking|tapped)(?![a-z])/
TYPE_ADJ: /(artifact|land|enchantment)(?= creature)/
COUNTER_NAME: /[+-][0-9]+\/[+-][0-9]+|[a-z]+/
QUANT: "all" | "each" | "every"
OTHER: "other"
TOKENS: "token" | "tokens"
OUTLAWS: /outlaws?(?![a-z])/
NON_WORD: /non(creature|artifact|land|enchantment|basic)/
ATTACHED: /(enchanted|equipped) (creature|permanent|land|artifact|enchantment)/
CARD_TYPE_NOUN: /(creature|land|artifact|enchantment|planeswalker|instant|sorcery|spell)s?(?![a-z])/
CARD_TYPE: /(creature|land|artifact|enchantment|planeswalker)s?(?![a-z])/
ENCHANT_WHAT: /(creature|permanent|land|artifact|enchantment|player)(?![a-z])/
COLOR: /(white|blue|black|red|green)(?![a-z])/
SUBTYPE: /[A-Z][A-Za-z'-]*/
COUNTER: /[+-][0-9]+\/[+-][0-9]+/
PT: /[+-]?[0-9]+\/[+-]?[0-9]+/
NUMBER: /[0-9]+/
QUOTED: /q[0-9]+/
KEYWORD: """ + KEYWORD_PATTERN + r"""
GETS: "get" | "gets"
HAS: "have" | "has"
LOSES: "lose" | "loses"
IS: "is" | "are" | "is still"
%import common.WS
%ignore WS
""" + HISTORY_GRAMMAR + LAYER_GRAMMAR + PROTECTION_GRAMMAR + CONDITION_GRAMMAR


@lru_cache(maxsize=1)
def parser() -> Lark:
    """The Earley parser of the grammar, built once."""
    return Lark(GRAMMAR, start="start", parser="earley", lexer="dynamic",
                ambiguity="resolve")


def parse(form: str) -> Tree | None:
    """The tree of a sentence in the grammar's form, or None when it is not derived."""
    try:
        return parser().parse(form)
    except LarkError:
        return None
