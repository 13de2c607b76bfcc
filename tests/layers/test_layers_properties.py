"""Property tests of the layer engine on random small boards (hypothesis).

(a) the result does not depend on the order in which objects and effects are listed;
(b) with no dependency possible, effects apply in timestamp order (checked against a
    reference computation written here);
(c) the same input gives the same JSON.
The fast dependency detection is compared with the literal definition in
test_layers_strategies.py.
"""
from __future__ import annotations

import os

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from layers_support import board, run

from mtglogic.layers.render import result_json
from mtglogic.loading.rulesets import load_ruleset
from mtglogic.loading.yamlio import dump_json

COLORS = ["white", "blue", "black", "red", "green"]
SUBTYPES = ["Elf", "Goblin", "Wall"]
SETTINGS = settings(max_examples=int(os.environ.get("LAYERS_EXAMPLES", "40")), deadline=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])

selectors = st.one_of(
    st.just({"type": "creature"}),
    st.builds(lambda c: {"type": "creature", "color": c}, st.sampled_from(COLORS)),
    st.builds(lambda s: {"subtype": s}, st.sampled_from(SUBTYPES)),
    st.builds(lambda w: {"type": "creature", "controller": w}, st.sampled_from(["you", "opponent"])),
    st.just({"type": "creature", "keyword": "flying"}),
    st.just({"type": "artifact"}),
    st.just({"type": "creature", "other": True}),
    st.builds(lambda n: {"type": "creature", "power": {"ge": n}}, st.integers(1, 4)),
    st.just({"multicolored": True}),
    st.just({"keyword": "vigilance"}),
)
# Parts of every layer from 4 to 7; many of them change what selectors above read, so
# dependencies are common.
parts = st.one_of(
    st.builds(lambda a, b: {"modify_pt": [a, b]}, st.integers(-2, 3), st.integers(-2, 3)),
    st.builds(lambda a, b: {"set_pt": [a, b]}, st.integers(0, 5), st.integers(1, 5)),
    st.builds(lambda c: {"set_colors": [c]}, st.sampled_from(COLORS)),
    st.builds(lambda c: {"add_colors": [c]}, st.sampled_from(COLORS)),
    st.builds(lambda s: {"add_subtypes": [s]}, st.sampled_from(SUBTYPES)),
    st.just({"add_types": ["artifact"]}),
    st.just({"add_abilities": ["flying"]}),
    st.just({"remove_abilities": ["flying"]}),
    st.just({"add_abilities": ["vigilance"]}),
    st.just({"modify_pt": [{"count": {"type": "artifact"}}, 0]}),
)
statics = st.builds(lambda sel, ps: {"static": {"applies_to": sel, "effects": ps}},
                    selectors, st.lists(parts, min_size=1, max_size=2))


@st.composite
def boards(draw, max_objects=6, max_effects=3):
    n = draw(st.integers(1, max_objects))
    m = draw(st.integers(0, max_effects))
    stamps = draw(st.permutations(list(range(1, n + m + 1))))
    objects = []
    for i in range(n):
        kind = draw(st.sampled_from(["creature", "creature", "enchantment", "land", "artifact"]))
        obj = {"id": f"o{i}", "name": f"O{i}", "timestamp": stamps[i],
               "controller": draw(st.sampled_from(["you", "opponent"])),
               "colors": draw(st.lists(st.sampled_from(COLORS), max_size=2, unique=True))}
        if kind == "creature":
            obj.update(types=["creature"], power=draw(st.integers(0, 4)),
                       toughness=draw(st.integers(1, 4)),
                       subtypes=draw(st.lists(st.sampled_from(SUBTYPES), max_size=1)))
            if draw(st.booleans()):
                obj["abilities"] = ["flying"]
            if draw(st.booleans()):
                obj["counters"] = {"+1/+1": draw(st.integers(1, 2))}
        elif kind == "land":
            obj.update(types=["land"], subtypes=draw(st.lists(st.sampled_from(["Forest", "Island"]),
                                                              max_size=1)))
        else:
            obj["types"] = [kind]
            obj["abilities"] = draw(st.lists(statics, min_size=1, max_size=2))
        objects.append(obj)
    effects = []
    for j in range(m):
        targets = draw(st.lists(st.sampled_from([o["id"] for o in objects]), min_size=1,
                                max_size=2, unique=True))
        effects.append({"id": f"e{j}", "timestamp": stamps[n + j], "targets": targets,
                        "controller": draw(st.sampled_from(["you", "opponent"])),
                        "effects": draw(st.lists(parts, min_size=1, max_size=2))})
    return board(objects, effects)


def as_json(data, ruleset):
    return dump_json(result_json(run(data, ruleset), load_ruleset(ruleset)))


@SETTINGS
@given(boards(), st.sampled_from(["cr-2011", "cr-2026"]), st.randoms(use_true_random=False))
def test_listing_order_does_not_matter(data, ruleset, rnd):
    shuffled = dict(data, objects=list(data["objects"]), effects=list(data.get("effects", [])))
    rnd.shuffle(shuffled["objects"])
    rnd.shuffle(shuffled["effects"])
    if not shuffled["effects"]:
        del shuffled["effects"]
    assert as_json(shuffled, ruleset) == as_json(data, ruleset)


@SETTINGS
@given(boards(max_objects=5, max_effects=2), st.sampled_from(["cr-2011", "cr-2026"]))
def test_deterministic(data, ruleset):
    assert as_json(data, ruleset) == as_json(data, ruleset)


# -- (b) no dependency possible: constant P/T effects on a fixed set of creatures -----------------

pt_parts = st.one_of(
    st.builds(lambda a, b: ("set", a, b), st.integers(0, 5), st.integers(0, 5)),
    st.builds(lambda a, b: ("mod", a, b), st.integers(-3, 3), st.integers(-3, 3)),
    st.just(("switch", 0, 0)),
)


@st.composite
def pt_boards(draw):
    n = draw(st.integers(1, 4))
    m = draw(st.integers(1, 5))
    stamps = draw(st.permutations(list(range(1, n + m + 1))))
    creatures = [{"id": f"c{i}", "name": f"C{i}", "types": ["creature"], "timestamp": stamps[i],
                  "power": draw(st.integers(0, 4)), "toughness": draw(st.integers(0, 4)),
                  "counters": {"+1/+1": draw(st.integers(0, 2)), "-1/-1": draw(st.integers(0, 1))}}
                 for i in range(n)]
    effects = []  # (timestamp, kind, a, b, targets or None for "all creatures")
    for j in range(m):
        kind, a, b = draw(pt_parts)
        if draw(st.booleans()):
            targets = draw(st.lists(st.sampled_from([c["id"] for c in creatures]), min_size=1,
                                    unique=True))
        else:
            targets = None
        effects.append((stamps[n + j], kind, a, b, targets))
    return creatures, effects


def to_part(kind, a, b):
    return {"set": {"set_pt": [a, b]}, "mod": {"modify_pt": [a, b]}, "switch": {"switch_pt": True}}[kind]


def to_scenario(creatures, effects):
    objects = list(creatures)
    resolved = []
    for j, (stamp, kind, a, b, targets) in enumerate(effects):
        if targets is None:  # a static ability of an enchantment: all creatures
            objects.append({"id": f"s{j}", "name": f"S{j}", "types": ["enchantment"], "timestamp": stamp,
                            "abilities": [{"static": {"applies_to": {"type": "creature"},
                                                      "effects": [to_part(kind, a, b)]}}]})
        else:
            resolved.append({"id": f"e{j}", "timestamp": stamp, "targets": targets,
                             "effects": [to_part(kind, a, b)]})
    return board(objects, resolved)


def reference(creature, effects):
    """7b sets in timestamp order (the last wins), then 7c modifications and counters
    (sums: order-free), then switches in timestamp order (613.3 / 613.4)."""
    power, tough = creature["power"], creature["toughness"]
    mine = sorted(e for e in effects if e[4] is None or creature["id"] in e[4])
    for _, kind, a, b, _ in mine:
        if kind == "set":
            power, tough = a, b
    for _, kind, a, b, _ in mine:
        if kind == "mod":
            power, tough = power + a, tough + b
    net = creature["counters"]["+1/+1"] - creature["counters"]["-1/-1"]
    power, tough = power + net, tough + net
    for _, kind, _, _, _ in mine:
        if kind == "switch":
            power, tough = tough, power
    return power, tough


@SETTINGS
@given(pt_boards(), st.sampled_from(["cr-2011", "cr-2026"]))
def test_without_dependencies_timestamp_order(generated, ruleset):
    creatures, effects = generated
    result = run(to_scenario(creatures, effects), ruleset)
    assert len(result.outcomes) == 1
    chars = result.outcomes[0].characteristics()
    for creature in creatures:
        got = chars[creature["id"]]
        assert (got["power"], got["toughness"]) == reference(creature, effects)
    # Within each sublayer the steps follow timestamps (no dependency edge exists).
    stamps = {f"e{j}": e[0] for j, e in enumerate(effects)}
    stamps.update({f"s{j}#0": e[0] for j, e in enumerate(effects)})
    for layer in {s.layer for s in result.outcomes[0].run.steps}:
        applied = [stamps[s.effect] for s in result.outcomes[0].run.steps
                   if s.layer == layer and s.effect in stamps]
        assert applied == sorted(applied)


def test_reference_matches_the_seed_switch_example():
    # 613.3e / 613.4d example: 1/3, +0/+1, switch -> 4/1; then +5/+0 -> 4/6.
    creature = {"id": "c", "power": 1, "toughness": 3, "counters": {"+1/+1": 0, "-1/-1": 0}}
    effects = [(1, "mod", 0, 1, ["c"]), (2, "switch", 0, 0, ["c"]), (3, "mod", 5, 0, ["c"])]
    assert reference(creature, effects) == (4, 6)



@SETTINGS
@given(boards(), st.sampled_from(["cr-2011", "cr-2026"]))
def test_lazy_dependency_search_matches_the_full_graph(data, ruleset):
    # The engine finds the next effect from the dependencies it needs only; with
    # record_graphs it builds every layer's whole graph (for `mtglogic deps`). Same result
    # and explanation either way.
    rules = load_ruleset(ruleset)
    lazy = dump_json(result_json(run(data, ruleset), rules))
    full = dump_json(result_json(run(data, ruleset, record_graphs=True), rules))
    assert lazy == full


@SETTINGS
@given(boards(), st.sampled_from(["cr-2011", "cr-2026"]))
def test_each_steps_changes_chain_to_the_final_characteristics(data, ruleset):
    # What each step says it changed chains: a value's "before" is the "after" of the last
    # step that changed it (or nothing yet), and the last "after" is the final value, since
    # nothing else writes characteristics in the layers (613.1).
    rules = load_ruleset(ruleset)
    outcome = result_json(run(data, ruleset, record_changes=True), rules)["outcomes"][0]
    last: dict[tuple[str, str], object] = {}
    for step in outcome["steps"]:
        for oid, diff in step["changes"].items():
            for key, change in diff.items():
                assert change["before"] != change["after"]
                if (oid, key) in last:
                    assert change["before"] == last[oid, key]
                last[oid, key] = change["after"]
    for (oid, key), value in last.items():
        assert outcome["objects"][oid].get(key) == value
