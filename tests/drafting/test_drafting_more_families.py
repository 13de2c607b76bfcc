"""More static families of real cards the drafter reads or declines (issue 19, item 5).

Every expected definition is written by hand from the card's Oracle sentence and the rule it
follows (named beside it); the ability is applied to what its text names (611.3a). A line
the drafter only half reads stays as text whole.
"""
from __future__ import annotations

from mtglogic.drafting import OracleCard, draft
from mtglogic.drafting.compare import equivalent
from mtglogic.drafting.drafter import ability_words, dash_words
from mtglogic.drafting.oracle import rules_text
from mtglogic.loading.cards import parse_card
from mtglogic.node import Node


def drafted(text: str, type_line: str) -> object:
    pt = ("1", "1") if "Creature" in type_line else (None, None)
    result = draft(OracleCard("Test Card", text, type_line, "{1}", *pt))
    parse_card(Node(result.card, "<test>", "", 1))
    return result


def static_body(text: str, type_line: str = "Creature \u2014 Fungus") -> dict:
    result = drafted(text, type_line)
    assert not result.untranslated, result.untranslated
    (ability,) = [a.data for a in result.abilities]
    body = dict(ability["static"])
    assert body.pop("text") == text
    return body


def test_a_creature_that_is_one_of_two_subtypes():
    # Sporecrown Thallid: "that's a Fungus or Saproling" is a creature of either subtype
    # (205.3), "other" leaves the source out, +1/+1 in layer 7c (613.4c; 613.3c in 2011)
    body = static_body("Each other creature you control that's a Fungus or Saproling gets "
                       "+1/+1.")
    assert body == {"applies_to": {"other": True, "type": "creature", "controller": "you",
                                   "subtype": ["Fungus", "Saproling"]},
                    "effects": [{"modify_pt": [1, 1]}]}


def test_two_subtypes_each_with_its_article_and_an_ability_beside():
    # Howlpack Resurgence: trample is added in layer 6 (613.1f), +1/+1 in 7c (613.4c)
    body = static_body("Each creature you control that's a Wolf or a Werewolf gets +1/+1 and "
                       "has trample.", "Enchantment")
    assert body == {"applies_to": {"type": "creature", "controller": "you",
                                   "subtype": ["Wolf", "Werewolf"]},
                    "effects": [{"add_abilities": ["trample"]}, {"modify_pt": [1, 1]}]}


def test_a_list_of_subtypes_joined_by_and_with_an_irregular_plural():
    # Valley Questcaller: "Rabbits, Bats, Birds, and Mice" is one group of four subtypes
    # (Mice are Mouse creatures, 205.3m); "other" and "you control" are said of all of them
    body = static_body("Other Rabbits, Bats, Birds, and Mice you control get +1/+1.",
                       "Creature \u2014 Rabbit Warrior")
    assert body == {"applies_to": {"other": True, "subtype": ["Rabbit", "Bat", "Bird", "Mouse"],
                                   "controller": "you"},
                    "effects": [{"modify_pt": [1, 1]}]}


def test_tokens_alone_are_token_permanents():
    # Bone-Cairn Butcher: attacking tokens you control (111.1, 506.4) have deathtouch (613.1f)
    body = static_body("Attacking tokens you control have deathtouch.")
    assert body == {"applies_to": {"attacking": True, "token": True, "controller": "you"},
                    "effects": [{"add_abilities": ["deathtouch"]}]}


def test_face_down_creatures():
    # Secret Plans: face-down creatures (708.2) you control get +0/+1 (613.4c)
    body = static_body("Face-down creatures you control get +0/+1.", "Enchantment")
    assert body == {"applies_to": {"face_down": True, "type": "creature", "controller": "you"},
                    "effects": [{"modify_pt": [0, 1]}]}


def test_during_your_turn_written_last():
    # Razorkin Needlehead: first strike only while it is your turn (611.3a), the same
    # condition as "During your turn, this creature has first strike"
    text = "This creature has first strike during your turn."
    assert static_body(text) == {"condition": {"your_turn": True}, "applies_to": {"self": True},
                                 "effects": [{"add_abilities": ["first strike"]}]}
    assert static_body(text) == static_body("During your turn, this creature has first strike.")


def test_a_pt_change_joined_with_a_restriction_is_drafted_whole():
    # Wall Crawl: the +1/+1 (613.4c) and "can't be blocked by creatures with defender", a
    # blocking restriction (509.1b), apply to the same Spiders: one static ability with
    # both, never the +1/+1 alone
    text = "Spiders you control get +1/+1 and can't be blocked by creatures with defender."
    result = drafted(text, "Enchantment")
    assert result.untranslated == []
    [static] = [a.data["static"] for a in result.abilities if "static" in a.data]
    assert static["applies_to"] == {"subtype": "Spider", "controller": "you"}
    assert static["effects"] == [{"modify_pt": [1, 1]}]
    assert static["rules"] == [{"cant_be_blocked": {"by": {"type": "creature",
                                                          "keyword": "defender"}}}]


def test_a_creature_named_by_a_relative_clause_it_does_not_read_is_declined():
    # "that you've put one or more +1/+1 counters on this turn" is not a subtype test:
    # the sentence stays as text rather than give hexproof to every creature
    text = ("Each creature you control that you've put one or more +1/+1 counters on this "
            "turn has hexproof.")
    assert drafted(text, "Enchantment").untranslated == [text]


def test_ward_with_a_mana_cost_is_a_granted_keyword():
    # Dwarven Mattock: the equipped creature has ward {1} (702.21a), added in layer 6
    # (613.1f), and gets +2/+2 in layer 7c (613.4c)
    body = static_body("Equipped creature gets +2/+2 and has ward {1}.",
                       "Artifact \u2014 Equipment")
    assert body == {"applies_to": {"equipped": True},
                    "effects": [{"add_abilities": ["ward {1}"]}, {"modify_pt": [2, 2]}]}


def test_ward_beside_another_keyword_for_a_group():
    # Shelob, Child of Ungoliant: other Spiders you control have deathtouch and ward {2}
    body = static_body("Other Spiders you control have deathtouch and ward {2}.",
                       "Legendary Creature \u2014 Spider Demon")
    assert body == {"applies_to": {"other": True, "subtype": "Spider", "controller": "you"},
                    "effects": [{"add_abilities": ["deathtouch", "ward {2}"]}]}


def test_ward_with_a_life_cost_is_a_granted_keyword_too():
    # "Ward—Pay 2 life" is ward with a cost of life (702.21a), a keyword the engine keeps by
    # its name as it keeps ward {2}; quoted, it is the ability granted (113.1a, 613.1f)
    body = static_body("Other creatures you control have \"Ward\u2014Pay 2 life.\"")
    assert body == {"applies_to": {"other": True, "type": "creature", "controller": "you"},
                    "effects": [{"add_abilities": ["ward\u2014pay 2 life"]}]}


def test_ward_with_a_cost_of_mana_and_life_is_declined():
    # "Ward—{2}, Pay 2 life" (702.21a): a cost the keyword pattern does not read, left as text
    text = "Other creatures you control have \"Ward\u2014{2}, Pay 2 life.\""
    assert drafted(text, "Enchantment").untranslated == [text]


def test_a_condition_on_the_attached_creature_being_legendary():
    # Gimli's Axe: the condition is about the equipped creature itself, so it is a test of
    # what the effect applies to (611.3a): a legendary (205.4) equipped creature has menace
    body = static_body("As long as equipped creature is legendary, it has menace.",
                       "Legendary Artifact \u2014 Equipment")
    assert body == {"applies_to": {"equipped": True, "supertype": ["legendary"]},
                    "effects": [{"add_abilities": ["menace"]}]}


def test_a_condition_on_its_own_subtype():
    # Mistform Wall: it has defender only while it is a Wall (205.3, 611.3a): a test of
    # the creature's subtypes, read after its type-changing effects (613.1d, 613.1f)
    body = static_body("This creature has defender as long as it's a Wall.",
                       "Creature \u2014 Illusion Wall")
    assert body == {"applies_to": {"self": True, "subtype": "Wall"},
                    "effects": [{"add_abilities": ["defender"]}]}


def test_an_otherwise_sentence_is_drafted_with_the_line_it_completes():
    # Clutch of Undeath: the +3/+3 and the "otherwise" -3/-3 are one ability (113.2),
    # drafted whole: +3/+3 on the enchanted creature while it is a Zombie, -3/-3 while it
    # is not (611.3a; layer 7c, 613.4c); never the first half alone
    text = "Enchanted creature gets +3/+3 as long as it's a Zombie. Otherwise, it gets -3/-3."
    result = drafted("Enchant creature\n" + text, "Enchantment \u2014 Aura")
    assert result.untranslated == []
    bodies = [a.data["static"] for a in result.abilities if "static" in a.data]
    assert bodies == [
        {"text": text, "applies_to": {"enchanted": True, "subtype": "Zombie"},
         "effects": [{"modify_pt": [3, 3]}]},
        {"text": text, "applies_to": {"enchanted": True, "not": {"subtype": "Zombie"}},
         "effects": [{"modify_pt": [-3, -3]}]}]


def test_a_flavor_word_written_as_a_name_is_read_past():
    # Tonberry: "Chef's Knife" is a flavor word (207.2d in 2026; none in 2011) with no rules
    # meaning; the ability is the rest: first strike and deathtouch while it is your turn
    body = static_body("Chef's Knife \u2014 During your turn, this creature has first strike "
                       "and deathtouch.", "Creature \u2014 Tonberry")
    assert body == {"condition": {"your_turn": True}, "applies_to": {"self": True},
                    "effects": [{"add_abilities": ["first strike", "deathtouch"]}]}


def test_max_speed_before_a_dash_is_a_condition():
    # "Max speed — X" means X only while your speed is 4 (702.178a, 702.179e): the ability
    # under that condition, never the ability alone
    body = static_body("Max speed \u2014 This creature gets +1/+0.", "Creature \u2014 Goblin")
    assert body == {"condition": {"ge": [{"speed": "you"}, 4]}, "applies_to": {"self": True},
                    "effects": [{"modify_pt": [1, 0]}]}


def test_a_single_word_before_a_dash_that_the_rules_do_not_define_is_read_past():
    # Freya Crescent's "Jump" is neither a keyword (702) nor "To solve" (719.3a), the only
    # words with a rules meaning before a dash: it is a flavor word (207.2d in 2026), and the
    # ability is the rest, flying while it is your turn
    body = static_body("Jump \u2014 During your turn, this creature has flying.",
                       "Creature \u2014 Human Knight")
    assert body == {"condition": {"your_turn": True}, "applies_to": {"self": True},
                    "effects": [{"add_abilities": ["flying"]}]}


def test_the_words_before_a_dash_that_have_a_rules_meaning_are_kept():
    words, meaningful = ability_words(), dash_words()
    # a keyword (Exhaust, 702.177a; Solved, 702.169), "To solve" (719.3a), a saga's chapter
    # numbers (714.2b) and a mode's header ("Choose one —", 700.2) keep their words
    for line in ("Exhaust \u2014 {2}: Draw a card.", "Solved \u2014 Creatures you control get +1/+0.",
                 "To solve \u2014 You control three or more artifacts.",
                 "II, III \u2014 Draw a card.", "Choose one \u2014"):
        assert rules_text(line, words, meaningful) == line
    # an ability word the list does not name (Tenured Concocter's "Infusion") is read past
    assert rules_text("Infusion \u2014 This creature gets +2/+0 as long as you gained life this "
                      "turn.", words, meaningful) == \
        "This creature gets +2/+0 as long as you gained life this turn."


def test_a_count_on_the_battlefield_is_the_default_zone_written_out():
    # "the number of face-down creatures on the battlefield" (Ixidron): a selector's zone
    # is the battlefield unless it says otherwise, so both spellings count the same objects
    count = {"type": "creature", "face_down": True}
    written = {"static": {"applies_to": {"self": True},
                          "effects": [{"set_pt": [{"count": count}, {"count": count}]}]}}
    spelled = {**count, "zone": "battlefield"}
    drafted_ = {"static": {"applies_to": {"self": True},
                           "effects": [{"set_pt": [{"count": spelled}, {"count": spelled}]}]}}
    assert equivalent(written, drafted_)
    graveyard = {**count, "zone": "graveyard"}
    other = {"static": {"applies_to": {"self": True},
                        "effects": [{"set_pt": [{"count": graveyard}, {"count": graveyard}]}]}}
    assert not equivalent(written, other)
