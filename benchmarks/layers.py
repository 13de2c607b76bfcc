"""Benchmark of the layer engine (rule 613).

Boards of 50 to 2,000 objects with 10 to 800 continuous effects: anthems,
type, color and ability changers, some of them dependent on others (a color changer
feeding a color anthem, a type changer feeding an artifact anthem, an ability grant
feeding a "creatures with flying" anthem, P/T values read in 7c). For each board it prints
the time of one layer computation, the same board with dependency detection switched off
(plain timestamp order) and their ratio, and the cost per (objects x effects) to show the
growth. Run: ``python benchmarks/layers.py [--repeat N] [--profile SIZE]``.

Goals (issue 2): 200 objects and 40 effects within 50 ms; dependency detection under 3x
plain timestamp order; cost growing close to linearly in objects x effects. Issue 36 adds
boards with many effects per object, 1000x800 and 2000x800 (0.8 and 0.4 effects per
object): dependency at most 3x plain on every seed, the cost per object x effect flat as
effects per object grow.
"""
from __future__ import annotations

import argparse
import cProfile
import math
import pstats
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import mtglogic
from mtglogic import Budget, Scenario

SIZES = [(50, 10), (200, 40), (500, 100), (1000, 200), (2000, 400), (1000, 800), (2000, 800)]
COLORS = ["white", "blue", "black", "red", "green"]
SUBTYPES = ["Elf", "Goblin", "Soldier", "Wizard"]


def effect_ability(kind: int, rnd: random.Random) -> dict:
    """One static ability; the kinds cycle so every board has each of them."""
    color = rnd.choice(COLORS)
    sub = rnd.choice(SUBTYPES)
    specs = [
        # constant anthem (7c)
        {"applies_to": {"type": "creature", "controller": "you"}, "effects": [{"modify_pt": [1, 1]}]},
        # color anthem (7c), depends on nothing in its layer
        {"applies_to": {"type": "creature", "color": color}, "effects": [{"modify_pt": [1, 0]}]},
        # color changer (5): Elves are green; the next one reads colors (dependent)
        {"applies_to": {"subtype": sub}, "effects": [{"set_colors": [color]}]},
        {"applies_to": {"color": color, "type": "creature"}, "effects": [{"add_colors": ["blue"]}]},
        # type changers (4): Goblins are artifacts; artifacts are Soldiers (dependent)
        {"applies_to": {"subtype": sub}, "effects": [{"add_types": ["artifact"]}]},
        {"applies_to": {"type": "artifact"}, "effects": [{"add_subtypes": ["Soldier"]}]},
        # ability changers (6): Wizards have flying; fliers have vigilance (dependent);
        # a removal of flying from one color
        {"applies_to": {"subtype": sub}, "effects": [{"add_abilities": ["flying"]}]},
        {"applies_to": {"type": "creature", "keyword": "flying"}, "effects": [{"add_abilities": ["vigilance"]}]},
        {"applies_to": {"type": "creature", "color": color}, "effects": [{"remove_abilities": ["flying"]}]},
        # P/T reading P/T in 7c (dependent) and a setter (7b)
        {"applies_to": {"type": "creature", "power": {"ge": 3}}, "effects": [{"modify_pt": [0, 1]}]},
        {"applies_to": {"type": "creature", "subtype": sub}, "effects": [{"set_pt": [2, 2]}]},
    ]
    return {"static": specs[kind % len(specs)]}


DURATIONS = ["end_of_turn", "your_next_turn",
             {"as_long_as": {"ge": [{"counters": {"kind": "flood", "on": "it"}}, 0]}}]


def resolved_effect(i: int, targets: list[str], stamp: int, rnd: random.Random) -> dict:
    """The effect of a resolved spell, with a duration (611.2a-b), on three creatures."""
    return {"id": f"e{i}", "targets": rnd.sample(targets, min(3, len(targets))),
            "timestamp": stamp, "duration": DURATIONS[i % len(DURATIONS)],
            "effects": [{"modify_pt": [2, 2]}, {"add_abilities": ["trample"]}]}


def make_board(objects: int, effects: int, seed: int = 1) -> dict:
    """Every tenth effect is a resolved spell's, with a duration, whose source slot is a
    double-faced card (Delver of Secrets, either face up); some creatures are tapped or
    attacking: the state of faces, durations and combat is present."""
    rnd = random.Random(seed)
    items = []
    stamps = list(range(1, objects + 1))
    rnd.shuffle(stamps)
    for i in range(objects):
        oid = f"o{i}"
        who = rnd.choice(["you", "opponent"])
        if i < effects and i % 10 == 9:
            items.append({"id": oid, "card": "Delver of Secrets", "controller": who,
                          "timestamp": stamps[i], "face": rnd.choice(["front", "back"])})
        elif i < effects:
            items.append({"id": oid, "name": f"Source {i}", "types": ["enchantment"],
                          "controller": who, "timestamp": stamps[i],
                          "abilities": [effect_ability(i, rnd)]})
        elif rnd.random() < 0.2:
            items.append({"id": oid, "name": f"Land {i}", "types": ["land"], "controller": who,
                          "subtypes": [rnd.choice(["Forest", "Island", "Swamp"])],
                          "timestamp": stamps[i]})
        else:
            items.append({"id": oid, "name": f"Creature {i}", "types": ["creature"],
                          "controller": who, "timestamp": stamps[i],
                          "colors": [rnd.choice(COLORS)], "subtypes": [rnd.choice(SUBTYPES)],
                          "power": rnd.randint(0, 4), "toughness": rnd.randint(1, 4),
                          "abilities": ["flying"] if rnd.random() < 0.3 else [],
                          **({"tapped": True, "attacking": True} if rnd.random() < 0.1
                             else {})})
    creatures = [o["id"] for o in items if "Creature" in o.get("name", "")]
    resolved = [resolved_effect(i, creatures, objects + i, rnd) for i in range(effects)
                if i % 10 == 9]
    return {"players": ["you", "opponent"], "active_player": "you", "step": "combat_damage",
            "objects": items, "effects": resolved}


def load(objects: int, effects: int, seed: int = 1) -> Scenario:
    return mtglogic.load_scenario(make_board(objects, effects, seed), "cr-2026")


def timed(scenario: Scenario, dependency: bool, repeat: int) -> float:
    """Best wall time of ``repeat`` runs, in seconds."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        mtglogic.compute_layers(scenario, Budget(timeout=3600, max_states=10**9),
                                "fast" if dependency else "off")
        times.append(time.perf_counter() - start)
    return min(times)


def geometric_mean(values: list[float]) -> float:
    return math.exp(sum(math.log(v) for v in values) / len(values))


def size(text: str) -> tuple[int, int]:
    objects, effects = (int(n) for n in text.lower().split("x"))
    return objects, effects


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3, help="runs per board (best is kept)")
    parser.add_argument("--seeds", type=int, default=3, help="boards drawn per size")
    parser.add_argument("--sizes", type=lambda t: [size(p) for p in t.split(",")],
                        default=SIZES, help="OBJECTSxEFFECTS,... (default: all seven)")
    parser.add_argument("--profile", metavar="OBJECTSxEFFECTS", type=size,
                        help="profile one board with cProfile instead, e.g. 200x40")
    parser.add_argument("--seed", type=int, default=1, help="the board --profile draws")
    args = parser.parse_args()
    if args.profile:
        scenario = load(*args.profile, args.seed)
        profiler = cProfile.Profile()
        profiler.enable()
        timed(scenario, True, 1)
        profiler.disable()
        pstats.Stats(profiler).sort_stats("cumulative").print_stats(25)
        return
    print(f"{'objects':>7} {'effects':>7} {'deps ms':>9} {'plain ms':>9} {'ratio':>6} "
          f"{'worst':>6} {'seed':>4} {'us/(obj*eff)':>13}   (geometric means over "
          f"{args.seeds} seeds)")
    for objects, effects in args.sizes:
        repeat = args.repeat if objects * effects <= 10_000 else max(1, args.repeat // 2)
        deps, plains, ratios = [], [], []
        for seed in range(1, args.seeds + 1):
            scenario = load(objects, effects, seed)
            with_deps = timed(scenario, True, repeat)
            plain = timed(scenario, False, repeat)
            deps.append(with_deps)
            plains.append(plain)
            ratios.append(with_deps / plain)
        worst = max(range(len(ratios)), key=ratios.__getitem__)
        mean_deps = geometric_mean(deps)
        print(f"{objects:>7} {effects:>7} {mean_deps * 1000:>9.1f} "
              f"{geometric_mean(plains) * 1000:>9.1f} {geometric_mean(ratios):>6.2f} "
              f"{ratios[worst]:>6.2f} {worst + 1:>4} "
              f"{mean_deps * 1e6 / (objects * effects):>13.2f}", flush=True)
    print("goals: 200x40 within 50 ms; worst ratio at most 3 at 1000x200, 2000x400, "
          "1000x800 and 2000x800; us/(obj*eff) within 2x across sizes")


if __name__ == "__main__":
    main()
