"""Dependency (613.7 in 2011, 613.8 in 2026): found by the engine, one case of each kind,
the CDA condition of each ruleset, loops, and re-evaluation after each applied effect."""
from __future__ import annotations

import pytest
from layers_support import BOTH, R2011, R2026, board, creature, enchantment, final, pt, run, static


def step_of(data, ruleset, effect):
    result = run(data, ruleset)
    assert len(result.outcomes) == 1
    return next(s for s in result.outcomes[0].run.steps if s.effect == effect)


def order(data, ruleset, layer):
    result = run(data, ruleset)
    return [s.effect for s in result.outcomes[0].run.steps if s.layer == layer]


DEP = {R2011: "613.7a", R2026: "613.8a"}
LOOP = {R2011: "613.7b", R2026: "613.8b"}


@pytest.mark.parametrize("ruleset", BOTH)
@pytest.mark.parametrize("frog_ts", [1, 5])
def test_existence_dependency(ruleset, frog_ts):
    # Layer 6: a lord "Other creatures have flying" (timestamp 2) and "the lord loses all
    # abilities" (1 or 5). Applying the second removes the lord's ability: the lord's
    # effect depends on it and waits, so it never applies: no flying in either order.
    data = board([creature("lord", timestamp=2, abilities=[
        static("Other creatures have flying", {"type": "creature", "other": True},
               [{"add_abilities": ["flying"]}])]), creature("bear", timestamp=3)],
        [{"id": "frog", "targets": ["lord"], "timestamp": frog_ts,
          "effects": [{"remove_all_abilities": True}]}])
    assert final(data, ruleset)["bear"]["abilities"] == []
    assert order(data, ruleset, "6") == ["frog"]  # the lord's effect no longer exists
    (after, gone), = run(data, ruleset).outcomes[0].run.vanished
    assert (gone.effect, gone.layer, after) == ("lord#0", "6", 1)
    assert "after frog applied" in gone.reason and DEP[ruleset] in gone.rules
    plain = run(data, ruleset, dependency="off").outcomes[0].characteristics()
    assert plain["bear"]["abilities"] == (["flying"] if frog_ts == 5 else [])


@pytest.mark.parametrize("ruleset", BOTH)
def test_text_dependency(ruleset):
    # Layer 3: an Aura "enchanted creature's text: white becomes black" (timestamp 2), and a
    # later spell changing the Aura's own text: white becomes blue (timestamp 3). Applying
    # the spell changes the Aura effect's text (blue -> black now), so the Aura effect waits:
    # the creature's "protection from blue" becomes "protection from black". In timestamp
    # order it would look for "white" and change nothing.
    aura = enchantment("aura", static("Enchanted creature's text: white becomes black",
                                      {"enchanted": True},
                                      [{"text_change": {"from": "white", "to": "black"}}]),
                       attached_to="c", timestamp=2)
    data = board([creature("c", timestamp=1, abilities=["protection from blue"]), aura],
                 [{"id": "hack", "targets": ["aura"], "timestamp": 3,
                   "effects": [{"text_change": {"from": "white", "to": "blue"}}]}])
    assert final(data, ruleset)["c"]["abilities"] == ["protection from black"]
    assert order(data, ruleset, "3") == ["hack", "aura#0"]
    step = step_of(data, ruleset, "aura#0")
    assert "hack" in step.reason and DEP[ruleset] in step.rules
    plain = run(data, ruleset, dependency="off").outcomes[0].characteristics()
    assert plain["c"]["abilities"] == ["protection from blue"]


@pytest.mark.parametrize("ruleset", BOTH)
def test_applies_to_dependency_layer_5(ruleset):
    # Layer 5: "green permanents are blue in addition" (timestamp 1) and "the red bear is
    # green" (timestamp 2). The second changes what the first applies to: green, then blue
    # added: the bear is blue and green (timestamp order alone: only green).
    data = board([creature("bear", colors=["red"], timestamp=3),
                  enchantment("tint", static("Green permanents are also blue", {"color": "green"},
                                             [{"add_colors": ["blue"]}]), timestamp=1)],
                 [{"id": "paint", "targets": ["bear"], "timestamp": 2, "effects": [{"set_colors": ["green"]}]}])
    assert final(data, ruleset)["bear"]["colors"] == ["blue", "green"]
    assert order(data, ruleset, "5") == ["paint", "tint#0"]


@pytest.mark.parametrize("ruleset", BOTH)
def test_applies_to_dependency_layer_7(ruleset):
    # 7c: "creatures with power 4 or greater get +0/+3" (timestamp 1) and "+2/+0" on a 2/2
    # (timestamp 2). The +2/+0 makes the bear match: 4/2 then 4/5 (timestamp order: 4/2).
    data = board([creature("bear", timestamp=3),
                  enchantment("big", static("Power 4+ creatures get +0/+3",
                                            {"type": "creature", "power": {"ge": 4}},
                                            [{"modify_pt": [0, 3]}]), timestamp=1)],
                 [{"id": "pump", "targets": ["bear"], "timestamp": 2, "effects": [{"modify_pt": [2, 0]}]}])
    assert pt(final(data, ruleset)["bear"]) == (4, 5)
    assert pt(run(data, ruleset, dependency="off").outcomes[0].characteristics()["bear"]) == (4, 2)


@pytest.mark.parametrize("ruleset", BOTH)
def test_what_it_does_dependency_layer_7(ruleset):
    # 7c: "+X/+0 where X is its toughness" (timestamp 1) and "+0/+2" (timestamp 2) on a 1/1.
    # The second changes what the first does: 1/3, then +3/+0: 4/3 (timestamp order: 2/3).
    data = board([creature("c", 1, 1, timestamp=1)], [
        {"id": "x", "targets": ["c"], "timestamp": 2, "effects": [{"modify_pt": [{"toughness": "it"}, 0]}]},
        {"id": "wall", "targets": ["c"], "timestamp": 3, "effects": [{"modify_pt": [0, 2]}]}])
    assert pt(final(data, ruleset)["c"]) == (4, 3)
    assert order(data, ruleset, "7c") == ["wall", "x"]
    assert pt(run(data, ruleset, dependency="off").outcomes[0].characteristics()["c"]) == (2, 3)


@pytest.mark.parametrize("ruleset", BOTH)
def test_applies_to_dependency_layer_6(ruleset):
    # Layer 6: "creatures with flying have vigilance" (timestamp 2) and "c gains flying"
    # (timestamp 3): the grant changes what the first applies to, so it goes first.
    data = board([creature("c", timestamp=1),
                  enchantment("sky", static("Fliers have vigilance", {"type": "creature", "keyword": "flying"},
                                            [{"add_abilities": ["vigilance"]}]), timestamp=2)],
                 [{"id": "wings", "targets": ["c"], "timestamp": 3, "effects": [{"add_abilities": ["flying"]}]}])
    assert final(data, ruleset)["c"]["abilities"] == ["flying", "vigilance"]
    assert "wings" in step_of(data, ruleset, "sky#0").reason


# -- writes and reads named per value: the quick filter must not hide a dependency ----------------

@pytest.mark.parametrize("ruleset", BOTH)
def test_adding_one_color_touches_a_multicolored_test(ruleset):
    # Layer 5: "multicolored permanents are also black" (timestamp 1) and "the blue bear is
    # also red" (timestamp 2). Adding red makes the bear multicolored: the first depends on
    # the second and waits: blue, red, then black (timestamp order alone: blue and red).
    data = board([creature("bear", colors=["blue"], timestamp=3),
                  enchantment("ink", static("Multicolored permanents are also black",
                                            {"multicolored": True}, [{"add_colors": ["black"]}]),
                              timestamp=1)],
                 [{"id": "red", "targets": ["bear"], "timestamp": 2, "effects": [{"add_colors": ["red"]}]}])
    assert final(data, ruleset)["bear"]["colors"] == ["black", "blue", "red"]
    assert order(data, ruleset, "5") == ["red", "ink#0"]


@pytest.mark.parametrize("ruleset", BOTH)
def test_adding_another_color_is_not_a_dependency(ruleset):
    # "Red permanents are also black" (timestamp 1) and "the blue bear is also green"
    # (timestamp 2): adding green changes nothing the first looks at: timestamp order.
    data = board([creature("bear", colors=["blue"], timestamp=3),
                  enchantment("ink", static("Red permanents are also black", {"color": "red"},
                                            [{"add_colors": ["black"]}]), timestamp=1)],
                 [{"id": "moss", "targets": ["bear"], "timestamp": 2, "effects": [{"add_colors": ["green"]}]}])
    assert final(data, ruleset)["bear"]["colors"] == ["blue", "green"]
    assert order(data, ruleset, "5") == ["ink#0", "moss"]


@pytest.mark.parametrize("ruleset", BOTH)
def test_losing_flying_does_not_wait_for_gaining_it(ruleset):
    # Layer 6: "creatures with vigilance lose flying" (timestamp 1), then "c gains flying"
    # (timestamp 2) on a creature with vigilance. Gaining flying changes neither which
    # creatures the first applies to nor what it does (it removes flying either way), so no
    # dependency: timestamp order, and c keeps the flying it gained later.
    data = board([creature("c", timestamp=3, abilities=["vigilance"]),
                  enchantment("net", static("Creatures with vigilance lose flying",
                                            {"keyword": "vigilance"}, [{"remove_abilities": ["flying"]}]),
                              timestamp=1)],
                 [{"id": "wings", "targets": ["c"], "timestamp": 2, "effects": [{"add_abilities": ["flying"]}]}])
    assert sorted(final(data, ruleset)["c"]["abilities"]) == ["flying", "vigilance"]
    assert order(data, ruleset, "6") == ["net#0", "wings"]


@pytest.mark.parametrize("ruleset", BOTH)
@pytest.mark.parametrize("pump, expected, applied", [
    # +1/+0 makes the 2/2 a 3-power creature: "power 3+ gets +0/+4" waits for it: 3/2, 3/6.
    ([1, 0], (3, 6), ["pump", "big#0"]),
    # +0/+1 leaves power alone: no dependency, timestamp order: 2/3.
    ([0, 1], (2, 3), ["big#0", "pump"]),
])
def test_a_zero_change_of_power_is_not_read_as_a_power_change(ruleset, pump, expected, applied):
    data = board([creature("bear", timestamp=3),
                  enchantment("big", static("Power 3+ creatures get +0/+4",
                                            {"type": "creature", "power": {"ge": 3}},
                                            [{"modify_pt": [0, 4]}]), timestamp=1)],
                 [{"id": "pump", "targets": ["bear"], "timestamp": 2, "effects": [{"modify_pt": pump}]}])
    assert pt(final(data, ruleset)["bear"]) == expected
    assert order(data, ruleset, "7c") == applied


@pytest.mark.parametrize("ruleset", BOTH)
def test_dependency_seen_on_any_object_not_only_the_first(ruleset):
    # Layer 6: "fliers have vigilance" (timestamp 1) and "creatures gain flying"
    # (timestamp 2) on a bird that already flies and a bear that does not. Only the bear
    # shows the dependency (the grant adds it to the first effect's set), so the grant
    # goes first and both end with flying and vigilance; timestamp order would leave the
    # bear without vigilance.
    data = board([creature("a-bird", timestamp=3, abilities=["flying"]),
                  creature("b-bear", timestamp=4),
                  enchantment("sky", static("Fliers have vigilance", {"keyword": "flying"},
                                            [{"add_abilities": ["vigilance"]}]), timestamp=1),
                  enchantment("wind", static("Creatures have flying", {"type": "creature"},
                                             [{"add_abilities": ["flying"]}]), timestamp=2)])
    chars = final(data, ruleset)
    assert sorted(chars["b-bear"]["abilities"]) == ["flying", "vigilance"]
    assert order(data, ruleset, "6") == ["wind#0", "sky#0"]


# -- CDAs and dependency --------------------------------------------------------------------------

@pytest.mark.parametrize("ruleset, expected", [(R2011, (0, 0)), (R2026, (2, 2))])
def test_cda_condition_differs_between_rulesets(ruleset, expected):
    # 7a: mirror's CDA "P/T equal to twin's power" (timestamp 1); twin's CDA "P/T equal to
    # the number of creatures" (2, timestamp 2). 2011 (613.7a(c)): no dependency between
    # CDAs: timestamp order, mirror reads twin's printed 0 -> 0/0. 2026 (613.8a(c)): both
    # are CDAs, so mirror's waits for twin's: 2/2.
    data = board([
        creature("mirror", 0, 0, timestamp=1, abilities=[
            static("P/T equal to twin's power", {"self": True},
                   [{"set_pt": [{"power": "twin"}, {"power": "twin"}]}], cda=True)]),
        creature("twin", 0, 0, timestamp=2, abilities=[
            static("P/T equal to the number of creatures", {"self": True},
                   [{"set_pt": [{"count": {"type": "creature"}}, {"count": {"type": "creature"}}]}],
                   cda=True)]),
    ])
    chars = final(data, ruleset)
    assert pt(chars["mirror"]) == expected and pt(chars["twin"]) == (2, 2)


@pytest.mark.parametrize("ruleset", BOTH)
def test_non_cda_never_depends_on_cda(ruleset):
    # 7b non-CDA setter reading a power set by a 7a CDA: different sublayers, the CDA comes
    # first anyway; in layer 4 a CDA applies before non-CDA effects (613.2 / 613.3).
    changeling = creature("shifter", 1, 1, subtypes=["Shapeshifter"], timestamp=2, abilities=[
        static("Is every creature type", {"self": True}, [{"add_subtypes": ["Elf", "Goblin"]}], cda=True)])
    data = board([changeling], [{"id": "frog", "targets": ["shifter"], "timestamp": 1,
                                 "effects": [{"set_creature_types": ["Frog"]}]}])
    # The CDA applies first even though its timestamp is later; the Frog effect then
    # replaces the creature types.
    assert final(data, ruleset)["shifter"]["subtypes"] == ["Frog"]
    assert order(data, ruleset, "4") == ["shifter#0", "frog"]


# -- loops ------------------------------------------------------------------------------------------

def rivals(x_ts: int, y_ts: int) -> dict:
    # Each creature says "the other one loses all abilities": each effect's existence
    # depends on the other: a loop (layer 6).
    return board([
        creature("xena", timestamp=x_ts, name="Xena", abilities=[
            static("Yak loses all abilities", {"name": "Yak"}, [{"remove_all_abilities": True}])]),
        creature("yak", timestamp=y_ts, name="Yak", abilities=[
            static("Xena loses all abilities", {"name": "Xena"}, [{"remove_all_abilities": True}])]),
    ])


@pytest.mark.parametrize("ruleset", BOTH)
@pytest.mark.parametrize("x_ts, y_ts, keeps", [(1, 2, "xena"), (2, 1, "yak")])
def test_dependency_loop_applies_in_timestamp_order(ruleset, x_ts, y_ts, keeps):
    # 613.7b / 613.8b: the earlier effect applies first and removes the other's ability,
    # so the other effect no longer exists: only the earlier creature keeps its ability.
    data = rivals(x_ts, y_ts)
    chars = final(data, ruleset)
    loser = "yak" if keeps == "xena" else "xena"
    assert len(chars[keeps]["abilities"]) == 1 and chars[loser]["abilities"] == []
    steps = [s for s in run(data, ruleset).outcomes[0].run.steps if s.layer == "6"]
    assert [s.effect for s in steps] == [f"{keeps}#0"]
    assert "loop" in steps[0].reason and LOOP[ruleset] in steps[0].rules


@pytest.mark.parametrize("ruleset", BOTH)
@pytest.mark.parametrize("a_ts, b_ts, expected", [(2, 3, (2, 3)), (3, 2, (3, 2))])
def test_dependency_loop_in_layer_7(ruleset, a_ts, b_ts, expected):
    # 7c: A "+X/+0, X its toughness", B "+0/+X, X its power", on a 1/1. Each changes what
    # the other does: a loop, timestamp order. A first: 2/1 then 2/3. B first: 1/2 then 3/2.
    data = board([creature("c", 1, 1, timestamp=1)], [
        {"id": "a", "targets": ["c"], "timestamp": a_ts, "effects": [{"modify_pt": [{"toughness": "it"}, 0]}]},
        {"id": "b", "targets": ["c"], "timestamp": b_ts, "effects": [{"modify_pt": [0, {"power": "it"}]}]}])
    assert pt(final(data, ruleset)["c"]) == expected
    first = step_of(data, ruleset, "a" if a_ts < b_ts else "b")
    assert "loop" in first.reason


@pytest.mark.parametrize("ruleset", BOTH)
def test_effect_depending_on_a_loop_waits_for_it(ruleset):
    # A third effect "+X/+X where X is its power" (timestamp 1) depends on both loop members
    # (they change its X): it comes after them: A, B -> 2/3, then +2/+2 -> 4/5.
    data = board([creature("c", 1, 1, timestamp=1)], [
        {"id": "a", "targets": ["c"], "timestamp": 2, "effects": [{"modify_pt": [{"toughness": "it"}, 0]}]},
        {"id": "b", "targets": ["c"], "timestamp": 3, "effects": [{"modify_pt": [0, {"power": "it"}]}]},
        {"id": "z", "targets": ["c"], "timestamp": 1, "effects": [{"modify_pt": [{"power": "it"}, {"power": "it"}]}]}])
    # z also changes what a and b do (it changes power and toughness), so all three form
    # one loop: timestamp order z, a, b: 1/1 -> 2/2 -> 4/2 -> 4/6.
    assert order(data, ruleset, "7c") == ["z", "a", "b"]
    assert pt(final(data, ruleset)["c"]) == (4, 6)


# -- 613.7c / 613.8c: re-evaluation ------------------------------------------------------------------

@pytest.mark.parametrize("ruleset", BOTH)
def test_order_is_reevaluated_after_each_effect(ruleset):
    # Layer 4. urb (timestamp 2): "each land is a Swamp in addition"; moon (3): "nonbasic
    # lands are Mountains"; spell (4): "urb is basic".
    # At first urb's effect depends on moon's (moon would remove urb's ability) and moon's
    # on the spell's (it changes what moon applies to): the spell goes first. Then urb is
    # basic, moon no longer touches it, urb's effect is independent again: timestamp order
    # urb, moon. So the other nonbasic land is a Swamp, then only a Mountain.
    # With the first graph kept (no re-evaluation), moon then urb: Mountain and Swamp.
    urb = {"id": "urb", "name": "Urb", "types": ["land"], "supertypes": ["legendary"], "timestamp": 2,
           "abilities": [static("Each land is a Swamp in addition", {"type": "land"},
                                [{"add_subtypes": ["Swamp"]}])]}
    moon = enchantment("moon", static("Nonbasic lands are Mountains",
                                      {"type": "land", "not": {"supertype": "basic"}},
                                      [{"set_land_types": ["Mountain"]}]), timestamp=3)
    data = board([{"id": "waste", "name": "Waste", "types": ["land"], "timestamp": 1}, urb, moon],
                 [{"id": "spell", "targets": ["urb"], "timestamp": 4,
                   "effects": [{"add_supertypes": ["basic"]}]}])
    chars = final(data, ruleset)
    assert chars["waste"]["subtypes"] == ["Mountain"]
    assert chars["urb"]["subtypes"] == ["Swamp"]
    assert chars["urb"]["supertypes"] == ["basic", "legendary"]
    assert order(data, ruleset, "4") == ["spell", "urb#0", "moon#0"]


def test_deps_graph_recorded_per_layer():
    data = board([creature("c", 1, 1, timestamp=1)], [
        {"id": "x", "targets": ["c"], "timestamp": 2, "effects": [{"modify_pt": [{"toughness": "it"}, 0]}]},
        {"id": "wall", "targets": ["c"], "timestamp": 3, "effects": [{"modify_pt": [0, 2]}]}])
    result = run(data, R2026, record_graphs=True)
    assert result.outcomes[0].run.graphs["7c"] == [{"effect": "wall", "needed_by": "x"}]


@pytest.mark.parametrize("ruleset", BOTH)
@pytest.mark.parametrize("dependency", ["fast", "literal"])
def test_you_follows_a_control_change_of_the_source(ruleset, dependency):
    # Layer 2, timestamp order: `swap` (10) gives the opponent control of `thief`; then
    # thief (11) "gains control of permanents an opponent owns": its controller is now the
    # opponent, whose opponent is `you`, so it takes the permanents `you` own (the bears),
    # for the opponent. Found by the pairwise boards: the set of objects was kept from
    # before the control change.
    data = board([
        creature("bears", controller="you", timestamp=1),
        creature("clone", controller="opponent", timestamp=2),
        enchantment("thief", static("steal", {"owner": "opponent"}, [{"control": "you"}]),
                    controller="you", timestamp=11),
        enchantment("swap", static("give", {"ids": ["thief"]}, [{"control": "opponent"}]),
                    controller="you", timestamp=10)])
    chars = final(data, ruleset, dependency=dependency)
    assert chars["thief"]["controller"] == "opponent"
    assert chars["bears"]["controller"] == "opponent"
    assert chars["clone"]["controller"] == "opponent"
