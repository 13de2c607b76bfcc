"""Value classes keyed on one keyword of ``abilities`` (mtglogic.vocabulary.class_names): a
reader that tests only whether an object has flying sees two creatures told apart by other
abilities as one class (613.8a in 2026, 613.7a in 2011), and check mode catches a word
whose declaration would make that wrong, on the reading side and on the writing side."""
from __future__ import annotations

import pytest
from layers_support import BOTH, board, creature, enchantment, final, run, static

import mtglogic
from mtglogic.layers.classes import ClassIndex, values_of
from mtglogic.layers.trial import Changed
from mtglogic.model.objects import Ability, ObjState
from mtglogic.vocabulary.class_names import class_names
from mtglogic.vocabulary.compiled import Part
from mtglogic.vocabulary.recording import UndeclaredAccess
from mtglogic.vocabulary.registry import PARTS, SELECTORS, fixed_fields, no_fields


def keyword(text: str, key: str) -> Ability:
    return Ability(kind="keyword", text=text, key=key)


def bear(oid: str, *abilities: Ability) -> ObjState:
    return ObjState(oid, oid, "you", "you", "battlefield", 1.0,
                    card_types=frozenset(["creature"]), abilities=abilities)


def test_a_keyword_stays_itself_unless_its_whole_field_is_read_too():
    # abilities is classed per keyword; a value of any other field stands for the field.
    assert class_names({"abilities:flying", "card_types"}) == {"abilities:flying", "card_types"}
    assert class_names({"abilities:flying", "abilities"}) == {"abilities"}
    assert class_names({"colors:red", "zone"}) == {"colors", "zone"}
    assert class_names({"abilities:flying", "abilities:vigilance"}) == {
        "abilities:flying", "abilities:vigilance"}


def test_objects_told_apart_only_by_other_abilities_are_one_class():
    # a and b both fly; b also has trample and a granted vigilance: to a reader of flying
    # they look the same (one class); c does not fly (a second class).
    board_ = {"a": bear("a", keyword("Flying", "a1")),
              "b": bear("b", keyword("Trample", "b1"), keyword("flying", "b2"),
                        keyword("Vigilance", "g")),
              "c": bear("c", keyword("Trample", "c1"))}
    fields = ("abilities:flying", "card_types")
    index = ClassIndex(fields, board_, {})
    assert sorted(sorted(m) for m in index.members.values()) == [["a", "b"], ["c"]]
    # the key is whether it has the keyword, as has_keyword answers (case aside)
    assert values_of(board_["b"], fields) == (True, frozenset(["creature"]))
    assert values_of(board_["c"], fields) == (False, frozenset(["creature"]))
    # the key after a change: c gains flying
    after = Changed(board_["c"], {"abilities": board_["c"].abilities + (keyword("Flying", "x"),)})
    assert after.key(fields) == (True, frozenset(["creature"]))


@pytest.mark.parametrize("ruleset", BOTH)
def test_a_wizard_told_apart_by_trample_still_waits_for_its_flying(ruleset):
    # Layer 6: "creatures with flying have vigilance" (timestamp 2) and "Wizards have
    # flying" (timestamp 3). The Wizard with trample and the one with reach have no flying:
    # the grant changes what the first applies to (613.8a / 613.7a), so it goes first and
    # both get vigilance (613.8b / 613.7b); in timestamp order alone they would not.
    data = board([creature("w1", subtypes=["Wizard"], abilities=["trample"], timestamp=1),
                  creature("w2", subtypes=["Wizard"], abilities=["reach"], timestamp=1),
                  creature("bird", abilities=["flying", "trample"], timestamp=1),
                  creature("elf", subtypes=["Elf"], timestamp=1),
                  enchantment("sky", static("Fliers have vigilance",
                                            {"type": "creature", "keyword": "flying"},
                                            [{"add_abilities": ["vigilance"]}]), timestamp=2),
                  enchantment("wiz", static("Wizards have flying", {"subtype": "Wizard"},
                                            [{"add_abilities": ["flying"]}]), timestamp=3)])
    chars = final(data, ruleset)
    assert chars["w1"]["abilities"] == ["trample", "flying", "vigilance"]
    assert chars["w2"]["abilities"] == ["reach", "flying", "vigilance"]
    assert chars["bird"]["abilities"] == ["flying", "trample", "vigilance"]
    assert chars["elf"]["abilities"] == []
    literal = run(data, ruleset, dependency="literal").outcomes[0].characteristics()
    assert literal == chars
    off = run(data, ruleset, dependency="off").outcomes[0].characteristics()
    assert off["w1"]["abilities"] == ["trample", "flying"]


def flier_board(*abilities: dict) -> mtglogic.Scenario:
    return mtglogic.load_scenario(board([
        creature("bear", abilities=["trample"], timestamp=1),
        enchantment("src", *abilities, timestamp=2)]))


def test_a_keyword_declared_but_the_whole_field_read_is_caught(plant):
    # Declares it reads flying, but counts every ability: classes keyed on flying alone
    # would put a creature with one ability and one with two together, wrongly.
    plant(SELECTORS, "many_abilities", lambda arg: (lambda o, c: len(o.abilities) > 1),
          reads=fixed_fields("abilities:flying"))
    with pytest.raises(UndeclaredAccess, match="reads abilities but declares abilities:flying"):
        mtglogic.compute_layers(flier_board(static("x", {"many_abilities": True},
                                                   [{"modify_pt": [1, 1]}])))


def test_a_keyword_written_from_the_other_abilities_is_caught(plant):
    # Declares it writes flying only, but gives flying only to an object with no other
    # ability: what it makes of flying rests on the other abilities, which classes keyed
    # on flying do not see.
    def compile_fn(arg, cda, key):
        def apply(obj, c):
            if not obj.abilities:
                obj.abilities = obj.abilities + (Ability(kind="keyword", text="flying",
                                                         key=key),)
        return Part("abilities", "lonely_wings", apply, lambda o, c: "flying", frozenset(),
                    frozenset(), "lonely wings")
    plant(PARTS, "lonely_wings", compile_fn, reads=no_fields,
          writes=fixed_fields("abilities:flying"), kind="abilities", rule="ability_layer")
    with pytest.raises(UndeclaredAccess, match="makes abilities:flying of the other values"):
        mtglogic.compute_layers(flier_board(static("x", {"type": "creature"},
                                                   [{"lonely_wings": True}])))
