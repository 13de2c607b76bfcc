"""Boards drawn from the vocabulary registry, for the layer engine's property tests.

Every selector word, value, condition and effect part is drawn with the arguments its
record lists (``Word.arguments()``), on boards whose objects those arguments can name
(``bears``, ``clone-target``, the chosen words of ``CHOICES``), so that a new word is tested
here as soon as it is declared.
"""
from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

from mtglogic.vocabulary.registry import CONDITIONS, PARTS, SELECTORS

PLAYERS = ["you", "opponent"]
COLORS = ["white", "blue", "black", "red", "green"]
SUBTYPES = ["Elf", "Goblin", "Wall"]
# The choices every object and resolved effect carries, named by the words' samples.
CHOICES = {"color": "blue", "creature_type": "Goblin", "copy": "bears", "from": "white",
           "to": "blue", "x": "2", "name": "Grizzly Bears", "mode_1": "chosen",
           "mode_2": "not chosen",
           # how it was cast (mtglogic/vocabulary/cast_record.py)
           "cast": "hand", "mana_spent": "3", "colors_spent": "2"}


def uses(family, *, exclude: tuple[str, ...] = ()) -> list[dict[str, Any]]:
    """Every word of a family with each of its arguments, as one-key mappings."""
    return [{word.name: argument} for word in family if word.name not in exclude
            for argument in word.arguments()]


SELECTOR_USES = uses(SELECTORS)
PART_USES = uses(PARTS)
CONDITION_USES = uses(CONDITIONS)

selector_uses = st.sampled_from(SELECTOR_USES)
part_uses = st.sampled_from(PART_USES)
selectors = st.lists(selector_uses, min_size=1, max_size=2).map(
    lambda items: {k: v for item in items for k, v in item.items()})
parts = st.lists(part_uses, min_size=1, max_size=2)


@st.composite
def static_abilities(draw) -> dict[str, Any]:
    body: dict[str, Any] = {"applies_to": draw(selectors), "effects": draw(parts)}
    if draw(st.integers(0, 5)) == 0:
        body["condition"] = draw(st.sampled_from(CONDITION_USES))
    if draw(st.integers(0, 6)) == 0:
        body["cda"] = True
    return {"static": body}


def creature(oid: str, name: str, stamp: int, **extra: Any) -> dict[str, Any]:
    return {"id": oid, "name": name, "types": ["creature"], "power": 2, "toughness": 2,
            "timestamp": stamp, "colors": ["green"], "subtypes": ["Bear"],
            "choices": dict(CHOICES), **extra}


@st.composite
def boards(draw, max_objects: int = 4, max_effects: int = 2) -> dict[str, Any]:
    """Two named creatures (``bears``, ``clone-target``), then sources of static abilities,
    creatures and lands, and resolved effects, with timestamps in a random order."""
    n = draw(st.integers(1, max_objects))
    m = draw(st.integers(0, max_effects))
    stamps = draw(st.permutations(list(range(1, n + m + 3))))
    objects = [creature("bears", "Grizzly Bears", stamps[0], controller="you"),
               creature("clone-target", "Clone Target", stamps[1], controller="opponent",
                        abilities=["flying"])]
    for i in range(n):
        kind = draw(st.sampled_from(["source", "source", "creature", "land", "artifact",
                                     "double-faced"]))
        if kind == "double-faced":  # a transforming card, either face up (712.8d-e)
            objects.append({"id": f"o{i}", "card": "Delver of Secrets",
                            "timestamp": stamps[i + 2], "choices": dict(CHOICES),
                            "controller": draw(st.sampled_from(PLAYERS)),
                            "face": draw(st.sampled_from(["front", "back"]))})
            continue
        obj: dict[str, Any] = {"id": f"o{i}", "name": f"O{i}", "timestamp": stamps[i + 2],
                               "controller": draw(st.sampled_from(PLAYERS)),
                               "colors": draw(st.lists(st.sampled_from(COLORS), max_size=2,
                                                       unique=True)),
                               "choices": dict(CHOICES)}
        if kind == "creature":
            obj.update(types=["creature"], power=draw(st.integers(0, 4)),
                       toughness=draw(st.integers(1, 4)),
                       subtypes=draw(st.lists(st.sampled_from(SUBTYPES), max_size=1)),
                       abilities=draw(st.sampled_from([[], ["flying"], ["vigilance"]])))
            if draw(st.booleans()):
                obj["counters"] = {draw(st.sampled_from(["+1/+1", "-1/-1"])): 2}
        elif kind == "land":
            obj.update(types=["land"], supertypes=["basic"],
                       subtypes=[draw(st.sampled_from(["Forest", "Island"]))])
        else:
            obj["types"] = ["enchantment"] if kind == "source" else ["artifact"]
            obj["abilities"] = draw(st.lists(static_abilities(), min_size=1, max_size=2))
            if draw(st.integers(0, 3)) == 0:
                obj["attached_to"] = "bears"
            if draw(st.integers(0, 4)) == 0:
                obj["zone"] = "graveyard"
                del obj["controller"]
        objects.append(obj)
    effects = []
    for j in range(m):
        targets = draw(st.lists(st.sampled_from([o["id"] for o in objects]), min_size=1,
                                max_size=2, unique=True))
        effects.append({"id": f"e{j}", "timestamp": stamps[n + 2 + j], "targets": targets,
                        "controller": draw(st.sampled_from(PLAYERS)),
                        "choices": dict(CHOICES), "effects": draw(parts)})
        if draw(st.integers(0, 3)) == 0:  # "for as long as ..." (611.2b)
            effects[-1]["duration"] = {"as_long_as": draw(st.sampled_from(CONDITION_USES))}
    data: dict[str, Any] = {"players": PLAYERS, "active_player": "you", "objects": objects}
    if effects:
        data["effects"] = effects
    return data


# A busy background for one word at a time: in each layer, effects that write what the
# words read (types, subtypes, colors, abilities, power) and read what they write, so that
# dependencies arise in every layer, in both directions.
BACKGROUND = [
    {"applies_to": {"subtype": ["Bear"]}, "effects": [{"add_types": ["artifact"]}]},
    {"applies_to": {"type": ["artifact"]}, "effects": [{"add_subtypes": ["Goblin"]}]},
    {"applies_to": {"subtype": ["Goblin"]}, "effects": [{"set_colors": ["red"]}]},
    {"applies_to": {"color": ["red"]}, "effects": [{"add_colors": ["black"]}]},
    {"applies_to": {"multicolored": True}, "effects": [{"add_abilities": ["flying"]}]},
    {"applies_to": {"keyword": ["flying"]}, "effects": [{"remove_abilities": ["vigilance"]}]},
    {"applies_to": {"keyword": ["flying"]}, "effects": [{"set_pt": [3, 3]}]},
    {"applies_to": {"power": {"ge": 3}}, "effects": [{"modify_pt": [0, 1]}]},
]
# What the word under test does when it is a selector: a part in each layer from 4 to 7.
SELECTOR_PARTS = [{"add_subtypes": ["Wall"]}, {"add_colors": ["white"]},
                  {"add_abilities": ["vigilance"]}, {"modify_pt": [1, 0]}]


def board_with(ability: dict[str, Any]) -> dict[str, Any]:
    """The busy background, a land, two named creatures, and one more static ability."""
    objects = [creature("bears", "Grizzly Bears", 1, controller="you"),
               creature("clone-target", "Clone Target", 2, controller="opponent",
                        abilities=["flying"], counters={"+1/+1": 1}),
               {"id": "forest", "name": "Forest", "types": ["land"], "supertypes": ["basic"],
                "subtypes": ["Forest"], "timestamp": 3}]
    for i, body in enumerate(BACKGROUND):
        objects.append({"id": f"bg{i}", "name": f"Background {i}", "types": ["enchantment"],
                        "timestamp": 10 + 2 * i, "choices": dict(CHOICES),
                        "abilities": [{"static": body}]})
    objects.append({"id": "word", "name": "Word", "types": ["enchantment"], "timestamp": 17,
                    "attached_to": "bears", "choices": dict(CHOICES),
                    "abilities": [{"static": ability}]})
    return {"players": PLAYERS, "active_player": "you", "objects": objects}
