"""How permanents enter (614.1c-d, 614.12), drafted from real cards' Oracle text.

Each expected definition is written by hand from the Oracle sentence and its rule: an
"enters with" sentence is one replacement effect, however many things it does (614.1c), so
one action (`enter_with`); riot is one effect whose controller chooses, as it applies, a
+1/+1 counter or haste (702.136a, 614.12a; 2011 has no riot); amplify reveals cards from the
hand sharing a creature type (702.38a; 702.36a in 2011); "kicked" is the object's choice
`kicked` (702.33d; 702.31d in 2011); a choice made as it enters makes no ability by itself
(the object's `choices`). Sentences the rules or the vocabulary can't say exactly are left as
text. The drafted cards then run on small boards whose outcomes are worked out by hand.
"""
from __future__ import annotations

import re
from typing import Any

import pytest
import yaml
from test_drafting_replacement_families import answers

import mtglogic
from mtglogic.drafting import OracleCard, draft
from mtglogic.drafting.compare import equivalent
from mtglogic.drafting.yamlout import card_yaml
from mtglogic.engines import ENGINES
from mtglogic.loading.cards import parse_card
from mtglogic.loading.paths import data_root
from mtglogic.node import Node

SELF = {"event": "enter", "object": {"self": True}}


def abilities(text: str, type_line: str, name: str = "Test Card") -> list[Any]:
    """The translated abilities of a card's text, the card file loaded first; a sentence
    left as text fails the test."""
    pt = ("2", "2") if "Creature" in type_line else (None, None)
    result = draft(OracleCard(name, text, type_line, "{1}", *pt))
    parse_card(Node(result.card, "<test>", "", 1))
    assert result.untranslated == [], result.untranslated
    return [a.data for a in result.abilities]


def own(instead: dict[str, Any], text: str, condition: Any = None) -> dict[str, Any]:
    """The card's own entering replacement, as it applies from anywhere (614.12)."""
    watch = dict(SELF, **({"if": condition} if condition is not None else {}))
    return {"replacement": {"text": text, "works_from": "anywhere", "watch": watch,
                            "instead": instead}}


KICKED = {"ge": [{"chosen": "kicked"}, 1]}
DRAFTS = [
    # 614.1c: tapped and nine stun counters, one effect
    ("The Watcher in the Water enters tapped with nine stun counters on it.",
     "Legendary Creature \u2014 Kraken", "The Watcher in the Water",
     {"enter_with": {"tapped": True, "counters": [{"counter": "stun", "count": 9}]}}, None),
    ("This creature enters tapped with a stun counter on it.",
     "Creature \u2014 Salamander Horror", "Tonberry",
     {"enter_with": {"tapped": True, "counters": [{"counter": "stun", "count": 1}]}}, None),
    # 614.1c with the condition checked as it would enter (614.12): two kinds of counters
    ("If you control five or more untapped lands, this creature enters with two +1/+1 "
     "counters and a lifelink counter on it.", "Creature \u2014 Spirit", "Dust Animus",
     {"enter_with": {"counters": [{"counter": "+1/+1", "count": 2},
                                  {"counter": "lifelink", "count": 1}]}},
     {"ge": [{"count": {"tapped": False, "type": "land", "controller": "you"}}, 5]}),
    # 702.33d: kicked, it enters with the counters and the keyword, one effect
    ("If this creature was kicked, it enters with three +1/+1 counters on it and with "
     "trample.", "Creature \u2014 Kavu", "Kavu Titan",
     {"enter_with": {"counters": [{"counter": "+1/+1", "count": 3}],
                     "abilities": ["trample"]}}, KICKED),
    ("If this creature was kicked, it enters with two +1/+1 counters on it and with fear.",
     "Creature \u2014 Human Knight", "Duskwalker",
     {"enter_with": {"counters": [{"counter": "+1/+1", "count": 2}],
                     "abilities": ["fear"]}}, KICKED),
    # 614.1c, the turn read as it would enter
    ("This creature enters tapped if it's not your turn.", "Creature \u2014 Elemental Crab",
     "Eddymurk Crab", {"enter_tapped": True}, {"your_turn": False}),
    # the 2011 wording of 614.1c: "enters the battlefield with"
    ("Hooded Hydra enters the battlefield with X +1/+1 counters on it.",
     "Creature \u2014 Snake Hydra", "Hooded Hydra",
     {"enter_with_counters": {"counter": "+1/+1", "count": {"chosen": "x"}}}, None),
    ("Briber's Purse enters the battlefield with X gem counters on it.", "Artifact",
     "Briber's Purse", {"enter_with_counters": {"counter": "gem", "count": {"chosen": "x"}}},
     None),
    # one counter plus one for each other creature you control: their sum
    ("This creature enters with a +1/+1 counter on it plus an additional +1/+1 counter on "
     "it for each other creature you control.", "Creature \u2014 Human Knight",
     "Sheriff of Safe Passage",
     {"enter_with_counters": {"counter": "+1/+1", "count": {"sum": [1, {"count": {
         "other": True, "type": "creature", "controller": "you"}}]}}}, None),
    # "and/or": each permanent that is a creature, an artifact or both, once
    ("This creature enters with a +1/+1 counter on it for each other creature and/or "
     "artifact you control.", "Creature \u2014 Human Knight", "Luxknight Breacher",
     {"enter_with_counters": {"counter": "+1/+1", "count": {"count": {
         "other": True, "type": ["creature", "artifact"], "controller": "you"}}}}, None),
    # keywords defined by an entering replacement
    ("Riot (This creature enters with your choice of a +1/+1 counter or haste.)",
     "Legendary Creature \u2014 Spider Human Hero", "Spider-Punk",
     {"enter_with_one_of": [{"counters": [{"counter": "+1/+1", "count": 1}]},
                            {"abilities": ["haste"]}]}, None),
    ("Amplify 3 (As this creature enters, put three +1/+1 counters on it for each Dragon "
     "card you reveal in your hand.)", "Creature \u2014 Dragon", "Kilnmouth Dragon",
     {"amplify": 3}, None),
    ("Devour land 3 (As this creature enters, you may sacrifice any number of lands. It "
     "enters with three times that many +1/+1 counters on it.)", "Creature \u2014 Leviathan",
     "Famished Worldsire", {"devour": 3, "objects": {"type": "land", "controller": "you"}},
     None),
]


@pytest.mark.parametrize("text,type_line,name,instead,condition", DRAFTS,
                         ids=[d[2] for d in DRAFTS])
def test_how_it_enters_is_drafted(text, type_line, name, instead, condition):
    shown = text.split(" (")[0] if text.startswith(("Riot", "Amplify", "Devour")) else text
    found = abilities(text, type_line, name)
    assert found == [own(instead, shown, condition)]


def test_enters_tapped_and_doesnt_untap_is_both_abilities():
    # 614.1c (tapped as it enters) and 502.3 (it doesn't untap in its controller's untap
    # step): two abilities of one sentence
    text = "Grimgrin enters tapped and doesn't untap during your untap step."
    found = abilities(text, "Legendary Creature \u2014 Zombie Warrior", "Grimgrin, Corpse-Born")
    assert found == [own({"enter_tapped": True}, text),
                     {"static": {"text": text, "applies_to": {"self": True},
                                 "rules": [{"doesnt_untap": True}]}}]


def test_a_choice_then_a_payment_or_tapped():
    # 614.12a: the land type is the object's choice; "you may pay 2 life. If you don't, it
    # enters tapped": tapped unless paid, as the grammar reads it for shocklands
    text = ("As this land enters, choose a basic land type. Then you may pay 2 life. If you "
            "don't, it enters tapped.")
    found = abilities(text, "Land", "Multiversal Passage")
    assert found == [{"replacement": {
        "text": text, "works_from": "anywhere", "watch": SELF,
        "instead": {"enter_tapped": True},
        "unless": {"event": "lose_life", "player": "you", "amount": 2}}}]


def test_giada_counts_the_angels_already_there():
    # 614.1d: the other Angels entering under your control; "already": the entering one,
    # seen on the battlefield as it would enter (614.12), is not counted
    text = ("Each other Angel you control enters with an additional +1/+1 counter on it for "
            "each Angel you already control.")
    found = abilities(text, "Legendary Creature \u2014 Angel", "Giada, Font of Hope")
    assert found == [{"replacement": {
        "text": text,
        "watch": {"event": "enter", "object": {"other": True, "subtype": "Angel",
                                               "controller": "you"}},
        "instead": {"enter_with_counters": {"counter": "+1/+1", "count": {"count": {
            "subtype": "Angel", "controller": "you", "other_than": "it"}}}}}}]


@pytest.mark.parametrize("text", [
    "As this creature enters, choose a number between 0 and 7.",           # Shapeshifter
    "As Gollum enters, choose odd or even. (Zero is even.)",               # Gollum
    "As this enchantment enters, choose Khans or Dragons.",                # Outpost Siege
    "As this artifact enters, choose Elemental, Elf, Faerie, Giant, Goblin, Kithkin, "
    "Merfolk, or Treefolk.",                                               # Dawn-Blessed Pennant
    "As this Aura enters, choose a land type.",                            # Traveler's Cloak
    "As this Vehicle enters, choose a nonland card name.",                 # Skyseer's Chariot
    "As this artifact enters, look at an opponent's hand, then choose any card name.",
    "As Callous Oppressor enters the battlefield, an opponent chooses a creature type.",
    "As Dauntless Bodyguard enters the battlefield, choose another creature you control.",
])
def test_a_choice_as_it_enters_makes_no_ability(text):
    # 614.12a (614.12 in 2011): the choice is made as it enters, the object's `choices`
    name = text.split(" enters")[0].removeprefix("As ")
    assert abilities(text, "Artifact Creature \u2014 Shapeshifter", name) == []


@pytest.mark.parametrize("text", [
    # the 2026-01-16 rules do not define "prepared": left as text
    "This creature enters prepared. (While it's prepared, you may cast a copy of its spell. "
    "Doing so unprepares it.)",
    # no rule says an "enter untapped" effect undoes another's "enters tapped" (614.12)
    "Lands you control enter untapped.",
    # turning face up is no event the vocabulary has (614.1e)
    "As Bubble Smuggler is turned face up, put four +1/+1 counters on it.",
    # a card type chosen other than creature: the choice's values would be wrong
    "As Arachne enters, look at an opponent's hand, then choose a card type other than "
    "creature.",
    # a quoted ability it enters with: not a keyword the entering status holds
    "If this creature was kicked, it enters with a +1/+1 counter on it and with \"This "
    "creature can attack as though it didn't have defender.\"",
])
def test_what_the_rules_or_the_vocabulary_dont_say_is_left_as_text(text):
    name = text.split(" enters")[0].split(" is turned")[0].removeprefix("As ")
    result = draft(OracleCard(name, text, "Creature \u2014 Human", "{1}", "2", "2"))
    assert result.untranslated, [a.data for a in result.abilities]


# ---- drafted and library cards on small boards, outcomes by hand -----------------------
@pytest.mark.parametrize("ruleset", ["cr-2011", "cr-2026"])
def test_stun_counters_are_one_effect_doubled_by_doubling_season(tmp_path, ruleset):
    # 614.1c: one effect, tapped with three stun counters; Doubling Season doubles the
    # counters put on it as it enters (122.6; 121.6 in 2011): 3 x 2 = 6, one order
    faerie = ("Test Faerie", "Creature \u2014 Faerie Wizard",
              "This creature enters tapped with three stun counters on it.")
    scenario = {"players": ["p1", "p2"], "objects": [
        {"id": "season", "card": "Doubling Season", "controller": "p1"},
        {"id": "faerie", "card": faerie[0], "zone": "stack", "owner": "p1"}],
        "events": [{"id": "cast", "zone_change": {"object": "faerie", "to": "battlefield"}}]}
    assert answers(tmp_path, [faerie], scenario, ruleset) == {
        "cast": {"faerie: stack -> battlefield (tapped, with 6 stun counters)": 1}}


@pytest.mark.parametrize("kicked,result", [
    (1, "titan: stack -> battlefield (with 3 +1/+1 counters, with trample)"),
    (0, "titan: stack -> battlefield")])
def test_kicked_it_enters_with_counters_and_trample(tmp_path, kicked, result):
    # 702.33d: kicked, three +1/+1 counters and trample (614.1c); not kicked, as it is
    titan = ("Test Titan", "Creature \u2014 Kavu", "If this creature was kicked, it enters "
             "with three +1/+1 counters on it and with trample.")
    scenario = {"players": ["p1", "p2"], "objects": [
        {"id": "titan", "card": titan[0], "zone": "stack", "owner": "p1",
         "choices": {"kicked": kicked}}],
        "events": [{"id": "cast", "zone_change": {"object": "titan", "to": "battlefield"}}]}
    assert answers(tmp_path, [titan], scenario) == {"cast": {result: 1}}


def test_riot_with_hardened_scales_is_five_counters_or_haste(tmp_path):
    # 702.136a: riot's counter, then Hardened Scales' one more (2 counters), or haste and
    # no counter for Scales to see: two outcomes, one order each
    punk = ("Test Punk", "Creature \u2014 Spider Human Hero",
            "Riot (This creature enters with your choice of a +1/+1 counter or haste.)")
    scenario = {"players": ["p1", "p2"], "objects": [
        {"id": "scales", "card": "Hardened Scales", "controller": "p1"},
        {"id": "punk", "card": punk[0], "zone": "stack", "owner": "p1"}],
        "events": [{"id": "cast", "zone_change": {"object": "punk", "to": "battlefield"}}]}
    assert answers(tmp_path, [punk], scenario) == {"cast": {
        "punk: stack -> battlefield (with 2 +1/+1 counters)": 1,
        "punk: stack -> battlefield (with haste)": 1}}


@pytest.mark.parametrize("ruleset", ["cr-2011", "cr-2026"])
def test_amplify_three_reveals_the_dragons_in_hand(tmp_path, ruleset):
    # 702.38a (702.36a in 2011): one Dragon card in hand (not the Goblin): reveal it or not,
    # 3 counters for it (amplify 3) or none
    dragon = ("Test Dragon", "Creature \u2014 Dragon", "Amplify 3 (As this creature enters, "
              "put three +1/+1 counters on it for each Dragon card you reveal in your hand.)")
    scenario = {"players": ["p1", "p2"], "objects": [
        {"id": "dragon", "card": dragon[0], "zone": "stack", "owner": "p1"},
        {"id": "other", "name": "Other Dragon", "types": ["creature"], "subtypes": ["Dragon"],
         "power": 4, "toughness": 4, "zone": "hand", "owner": "p1"},
        {"id": "goblin", "card": "Goblin Piker", "zone": "hand", "owner": "p1"}],
        "events": [{"id": "cast", "zone_change": {"object": "dragon", "to": "battlefield"}}]}
    assert answers(tmp_path, [dragon], scenario, ruleset) == {"cast": {
        "dragon: stack -> battlefield": 1,
        "dragon: stack -> battlefield (with 3 +1/+1 counters)": 1}}


def test_sheriff_counts_one_plus_the_others(tmp_path):
    # 614.1c: 1 + two other creatures p1 controls (not p2's) = 3 counters
    sheriff = ("Test Sheriff", "Creature \u2014 Human Knight", "This creature enters with a "
               "+1/+1 counter on it plus an additional +1/+1 counter on it for each other "
               "creature you control.")
    scenario = {"players": ["p1", "p2"], "objects": [
        {"id": "a", "card": "Grizzly Bears", "controller": "p1"},
        {"id": "b", "card": "Grizzly Bears", "controller": "p1"},
        {"id": "c", "card": "Grizzly Bears", "controller": "p2"},
        {"id": "sheriff", "card": sheriff[0], "zone": "stack", "owner": "p1"}],
        "events": [{"id": "cast", "zone_change": {"object": "sheriff", "to": "battlefield"}}]}
    assert answers(tmp_path, [sheriff], scenario) == {
        "cast": {"sheriff: stack -> battlefield (with 3 +1/+1 counters)": 1}}


@pytest.mark.parametrize("name,text,type_line", [
    ("Sleep-Cursed Faerie", "Flying, ward {2}\nThis creature enters tapped with three stun "
     "counters on it. (If it would become untapped, remove a stun counter from it instead.)"
     "\n{1}{U}: Untap this creature.", "Creature \u2014 Faerie Wizard"),
    ("Kavu Titan", "Kicker {2}{G} (You may pay an additional {2}{G} as you cast this spell.)"
     "\nIf this creature was kicked, it enters with three +1/+1 counters on it and with "
     "trample.", "Creature \u2014 Kavu"),
    ("Giada, Font of Hope", "Flying, vigilance\nEach other Angel you control enters with an "
     "additional +1/+1 counter on it for each Angel you already control.\n{T}: Add {W}. "
     "Spend this mana only to cast an Angel spell.", "Legendary Creature \u2014 Angel"),
    ("Glowering Rogon", "Amplify 1 (As this creature enters, put a +1/+1 counter on it for "
     "each Beast card you reveal in your hand.)", "Creature \u2014 Beast"),
    ("Arcbound Slasher", "Modular 4 (This creature enters with four +1/+1 counters on it. "
     "When it dies, you may put its +1/+1 counters on target artifact creature.)\nRiot (This "
     "creature enters with your choice of an additional +1/+1 counter or haste.)",
     "Artifact Creature \u2014 Cat"),
])
def test_the_library_card_is_its_draft(name, text, type_line):
    # the hand-checked library card and the draft of its Oracle text say the same effects
    file = data_root() / "cards" / (re.sub(r"[^a-z0-9]+", "-", name.lower()) + ".yaml")
    card = yaml.safe_load(file.read_text(encoding="utf-8"))
    assert card["text"] == text
    result = draft(OracleCard(name, text, type_line, "{1}", "2", "2"))
    drafted = [a.data["replacement"] for a in result.abilities
               if a.translated and isinstance(a.data, dict) and "replacement" in a.data]
    checked = [a["replacement"] for a in card["abilities"]
               if isinstance(a, dict) and "replacement" in a]
    assert len(drafted) == len(checked) > 0
    for mine, theirs in zip(drafted, checked):
        mine, theirs = ({k: v for k, v in r.items() if k != "text"} for r in (mine, theirs))
        assert equivalent(mine, theirs), (mine, theirs)


# ---- copies as it enters (707.9; 706.9 in 2011) -----------------------------------------
def copy_of(**exceptions: Any) -> list[Any]:
    return [{"static": {"applies_to": {"self": True}, "effects": [
        {"copy": {"of": {"chosen": "copy"}, **exceptions}}]}}]


@pytest.mark.parametrize("text,name,expected", [
    # the 2011 wording, "enter the battlefield as a copy"
    ("You may have Clone enter the battlefield as a copy of any creature on the battlefield.",
     "Clone", copy_of()),
    ("You may have Clever Impersonator enter the battlefield as a copy of any nonland "
     "permanent on the battlefield.", "Clever Impersonator", copy_of()),
    # "you control": which objects the choice `copy` may be, as the kinds are
    ("You may have this creature enter as a copy of an artifact or creature you control.",
     "Waxen Shapethief", copy_of()),
    # 707.9b: a name, subtypes, an ability, each part of the copiable values
    ("You may have Chameleon enter as a copy of a creature you control, except his name is "
     "Chameleon, Master of Disguise.", "Chameleon, Master of Disguise",
     copy_of(name="Chameleon, Master of Disguise")),
    ("You may have this creature enter as a copy of a creature you control, except it's a "
     "Shapeshifter Rogue in addition to its other types.", "Visage Bandit",
     copy_of(add_subtypes=["Shapeshifter", "Rogue"])),
    ("You may have this creature enter as a copy of any creature on the battlefield, except "
     "it has changeling.", "Omni-Changeling", copy_of(add_abilities=["changeling"])),
])
def test_enter_as_a_copy(text, name, expected):
    found = abilities(text, "Creature \u2014 Shapeshifter", name)
    assert [{"static": {k: v for k, v in a["static"].items() if k != "text"}}
            for a in found] == expected


def test_a_copy_with_an_exception_it_cant_say_is_left_as_text():
    # "with mana value less than or equal to the amount of mana spent": no such test
    text = ("You may have this creature enter as a copy of any creature on the battlefield "
            "with mana value less than or equal to the amount of mana spent to cast this "
            "creature, except it's a Bird in addition to its other types.")
    result = draft(OracleCard("Mockingbird", text, "Creature \u2014 Bird", "{X}{U}", "1", "1"))
    assert result.untranslated == [text]


@pytest.mark.parametrize("ruleset", ["cr-2011", "cr-2026"])
def test_omni_changeling_copying_bears_is_every_creature_type(tmp_path, ruleset):
    # 707.9a (706.9a in 2011): changeling is part of the copy's copiable values, and it is
    # every creature type (702.73a; 702.71a in 2011), so "Elves get +1/+1" applies: the
    # Bears' 2/2 copied, +1/+1 = 3/3
    text = ("You may have this creature enter as a copy of any creature on the battlefield, "
            "except it has changeling.")
    result = draft(OracleCard("Omni-Changeling", text, "Creature \u2014 Shapeshifter",
                              "{3}{U}{U}", "0", "0"))
    (tmp_path / "omni.yaml").write_text(card_yaml(result.card, result.untranslated))
    board = {"players": ["p1", "p2"], "objects": [
        {"id": "bears", "card": "Grizzly Bears", "controller": "p1"},
        {"id": "omni", "card": "Omni-Changeling", "controller": "p1",
         "choices": {"copy": "bears"}},
        {"id": "lord", "name": "Elf Lord", "types": ["creature"], "power": 1, "toughness": 1,
         "controller": "p1", "abilities": [{"static": {
             "text": "Elves get +1/+1.", "applies_to": {"subtype": "Elf"},
             "effects": [{"modify_pt": [1, 1]}]}}]}]}
    library = mtglogic.load_cards(tmp_path)
    with mtglogic.using_cards(library):
        layered = mtglogic.compute_layers(mtglogic.load_scenario(board, ruleset))
    (outcome,) = ENGINES["layers"].json(layered)["outcomes"]
    made = outcome["objects"]["omni"]
    assert (made["name"], made["power"], made["toughness"]) == ("Grizzly Bears", 3, 3)
    assert outcome["objects"]["bears"]["power"] == 2  # the Bears are no Elf


def test_enters_with_a_counter_if_a_condition_holds():
    # 614.1c: the counter only if the condition holds as it would enter (614.12); mana
    # value 4 or greater of a permanent you control (202.3); "a permanent" said as a test too
    text = ("This creature enters with a +1/+1 counter on it if you control a permanent with "
            "mana value 4 or greater.")
    found = abilities(text, "Creature \u2014 Wolf", "Ascendant Packleader")
    assert found == [own({"enter_with_counters": {"counter": "+1/+1", "count": 1}}, text,
                         {"exists": {"permanent": True, "controller": "you",
                                     "mana_value": {"ge": 4}}})]


@pytest.mark.parametrize("cost,counters", [("{3}{G}", " (with 1 +1/+1 counter)"),
                                           ("{2}{G}", "")])
def test_packleader_counts_only_a_permanent_of_mana_value_four(tmp_path, cost, counters):
    # p1 controls one other permanent, of mana value 4 ({3}{G}: the counter) or 3 ({2}{G}:
    # none); p2's Dreadmaw (mana value 6) is not p1's (202.3, 108.4)
    pack = ("Test Packleader", "Creature \u2014 Wolf", "This creature enters with a +1/+1 "
            "counter on it if you control a permanent with mana value 4 or greater.")
    scenario = {"players": ["p1", "p2"], "objects": [
        {"id": "mine", "name": "Mine", "mana_cost": cost, "types": ["enchantment"],
         "controller": "p1"},
        {"id": "theirs", "name": "Theirs", "mana_cost": "{5}{G}", "types": ["enchantment"],
         "controller": "p2"},
        {"id": "pack", "card": pack[0], "zone": "stack", "owner": "p1"}],
        "events": [{"id": "cast", "zone_change": {"object": "pack", "to": "battlefield"}}]}
    assert answers(tmp_path, [pack], scenario) == {
        "cast": {f"pack: stack -> battlefield{counters}": 1}}
