"""Parts of continuous effects: what an effect does to an object, one layer each.

An effect is a list of parts; each part is a one-key mapping in YAML, applied in the layer
the ruleset assigns to its kind (613.1; 7a-7e in 2011, 7a-7d in 2026)::

    copy: {of: clone-target, except: [colors], add_abilities: [...]}   # layer 1 (1a)
    face_down: true                                                    # layer 1 (1b)
    control: you                                                       # layer 2
    text_change: {from: white, to: black}                              # layer 3 (rule 612)
    set_types / add_types / remove_types: [creature]                   # layer 4
    set_subtypes / add_subtypes / remove_subtypes / set_creature_types
    add_supertypes / remove_supertypes
    set_land_types: [Mountain]                                         # layer 4 (305.7)
    set_colors / add_colors: [green]   colorless: true                 # layer 5
    add_abilities / remove_abilities / cant_have: [flying]             # layer 6
    remove_all_abilities: true
    set_pt: [1, 1]   set_power: 0   set_toughness: 4                   # 7a (CDA) or 7b
    modify_pt: [2, 2]                                                  # 7c
    switch_pt: true                                                    # 7e (2011) / 7d (2026)

Numbers may be values (``mtglogic.effects.values``); lists of words may contain
``{chosen: key}``, read from the source's choices. ``writes`` and ``reads`` name the fields
a part changes and reads, so the layer engine can skip dependency checks that cannot find
anything; dependency itself is always decided by applying the effect and comparing.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Callable, Hashable

from mtglogic.effects.context import EvalContext
from mtglogic.effects.fields import value_names
from mtglogic.effects.values import Value, compile_value
from mtglogic.loading.yamlio import Node
from mtglogic.model.objects import Ability, ObjState, freeze
from mtglogic.model.vocabulary import (BASIC_LAND_TYPES, CARD_TYPES, COLORS, SUPERTYPES,
                                       TEXT_CHANGE_WORDS)

Words = Callable[[EvalContext], frozenset[str]]

COPIABLE = ("name", "mana_cost", "mana_value", "colors", "card_types", "subtypes", "supertypes",
            "abilities", "power", "toughness", "loyalty", "text")
CHARACTERISTIC_FIELDS = frozenset(COPIABLE) | {"controller"}


@dataclass(frozen=True)
class Part:
    """One layer's share of a continuous effect."""

    kind: str  # the ruleset's part kind: copy, control, types, pt_set, ...
    op: str  # the YAML key, for explanations
    apply: Callable[[ObjState, EvalContext], None]
    resolve: Callable[[ObjState, EvalContext], Hashable]
    reads: frozenset[str]
    writes: frozenset[str]
    describe: str


def _words(node: Node, choices: tuple[str, ...] | None = None) -> tuple[Words, frozenset[str]]:
    """A list of words, some of which may be ``{chosen: key}``; returns (getter, reads)."""
    fixed: list[str] = []
    chosen: list[str] = []
    for item in node.list(allow_single=True):
        if item.is_map():
            item.mapping(allowed=("chosen",), required=("chosen",))
            chosen.append(item["chosen"].str())
        else:
            fixed.append(item.str(choices))
    fixed_set = frozenset(fixed)
    if not chosen:
        return (lambda c: fixed_set), frozenset()

    def getter(c: EvalContext) -> frozenset[str]:
        return fixed_set | frozenset(v for k in chosen if (v := c.choice(k)))

    return getter, frozenset(["choices"])


def _set_field(name: str, words: Words) -> Callable[[ObjState, EvalContext], None]:
    def apply(obj: ObjState, c: EvalContext) -> None:
        setattr(obj, name, words(c))
    return apply


def _add_field(name: str, words: Words) -> Callable[[ObjState, EvalContext], None]:
    def apply(obj: ObjState, c: EvalContext) -> None:
        setattr(obj, name, getattr(obj, name) | words(c))
    return apply


def _remove_field(name: str, words: Words) -> Callable[[ObjState, EvalContext], None]:
    def apply(obj: ObjState, c: EvalContext) -> None:
        setattr(obj, name, getattr(obj, name) - words(c))
    return apply


def _word_writes(field: str, node: Node) -> frozenset[str]:
    """What adding or removing these words writes: those values of the field, or the whole
    field when a word is chosen during the game."""
    items = node.list(allow_single=True)
    if any(item.is_map() for item in items):
        return frozenset([field])
    return value_names(field, (item.str() for item in items))


def _may_name_basic_land_type(node: Node) -> bool:
    return any(item.is_map() or item.str() in BASIC_LAND_TYPES
               for item in node.list(allow_single=True))


def _word_resolver(words: Words) -> Callable[[ObjState, EvalContext], Hashable]:
    return lambda obj, c: tuple(sorted(words(c)))


TYPE_OPS = {
    "set_types": ("card_types", _set_field, CARD_TYPES),
    "add_types": ("card_types", _add_field, CARD_TYPES),
    "remove_types": ("card_types", _remove_field, CARD_TYPES),
    "set_subtypes": ("subtypes", _set_field, None),
    "add_subtypes": ("subtypes", _add_field, None),
    "remove_subtypes": ("subtypes", _remove_field, None),
    "set_supertypes": ("supertypes", _set_field, SUPERTYPES),
    "add_supertypes": ("supertypes", _add_field, SUPERTYPES),
    "remove_supertypes": ("supertypes", _remove_field, SUPERTYPES),
}
COLOR_OPS = {"set_colors": _set_field, "add_colors": _add_field}


def _type_part(op: str, node: Node) -> Part:
    field, maker, choices = TYPE_OPS[op]
    words, reads = _words(node, choices)
    apply_words = maker(field, words)

    def apply(obj: ObjState, c: EvalContext) -> None:
        apply_words(obj, c)
        if field == "subtypes":
            obj.with_intrinsic_mana()  # 305.6: basic land types carry their mana ability

    writes = _word_writes(field, node) if maker is not _set_field else frozenset([field])
    if field == "subtypes" and _may_name_basic_land_type(node):
        writes |= {"abilities"}  # the intrinsic mana abilities of 305.6
    return Part("types", op, apply, _word_resolver(words), reads, writes,
                f"{op.replace('_', ' ')} {', '.join(sorted(words_preview(node)))}")


def words_preview(node: Node) -> list[str]:
    return [str(i.value) if not i.is_map() else f"chosen {i.value.get('chosen')}"
            for i in node.list(allow_single=True)]


def _set_creature_types(node: Node) -> Part:
    """Replace an object's creature types, keeping its other subtypes (e.g. Conspiracy)."""
    from mtglogic.model.vocabulary import BASIC_LAND_TYPES as LANDS

    words, reads = _words(node)

    def apply(obj: ObjState, c: EvalContext) -> None:
        if "creature" in obj.card_types or "kindred" in obj.card_types or "tribal" in obj.card_types:
            keep = {s for s in obj.subtypes if s in LANDS or s in NONCREATURE_SUBTYPES}
            obj.subtypes = frozenset(keep) | words(c)

    return Part("types", "set_creature_types", apply, _word_resolver(words), reads,
                frozenset(["subtypes"]), f"creature types become {', '.join(words_preview(node))}")


NONCREATURE_SUBTYPES = frozenset({"Aura", "Equipment", "Fortification", "Vehicle", "Saga",
                                  "Shrine", "Curse", "Cartouche", "Rune", "Class", "Room",
                                  "Desert", "Gate", "Locus", "Urza's", "Lair", "Mine", "Tower",
                                  "Power-Plant", "Cave", "Sphere", "Town", "Food", "Treasure",
                                  "Clue", "Blood", "Gold", "Map"})


def _set_land_types(node: Node) -> Part:
    """305.7: a land's land types become the given ones; it loses the abilities from its
    rules text and old land types and gains the new types' intrinsic mana abilities."""
    words, reads = _words(node, tuple(BASIC_LAND_TYPES))

    def apply(obj: ObjState, c: EvalContext) -> None:
        if "land" not in obj.card_types:
            return
        keep = {s for s in obj.subtypes if s not in BASIC_LAND_TYPES and s not in LAND_SUBTYPES}
        obj.subtypes = frozenset(keep) | words(c)
        obj.abilities = tuple(a for a in obj.abilities if a.granted_at is not None)
        obj.with_intrinsic_mana()

    return Part("types", "set_land_types", apply, _word_resolver(words), reads,
                frozenset(["subtypes", "abilities"]),
                f"land types become {', '.join(words_preview(node))}, other abilities lost (305.7)")


LAND_SUBTYPES = frozenset({"Desert", "Gate", "Lair", "Locus", "Mine", "Power-Plant", "Tower",
                           "Urza's", "Cave", "Sphere", "Town"})


def _color_part(op: str, node: Node) -> Part:
    words, reads = _words(node, COLORS)
    writes = _word_writes("colors", node) if op == "add_colors" else frozenset(["colors"])
    return Part("colors", op, COLOR_OPS[op]("colors", words), _word_resolver(words), reads,
                writes, f"{op.replace('_', ' ')} {', '.join(words_preview(node))}")


def _colorless(node: Node) -> Part:
    node.bool()

    def apply(obj: ObjState, c: EvalContext) -> None:
        obj.colors = frozenset()

    return Part("colors", "colorless", apply, lambda o, c: (), frozenset(), frozenset(["colors"]),
                "becomes colorless")


def _pt_pair(node: Node) -> tuple[Value | None, Value | None]:
    if node.is_list():
        pair = node.list()
        if len(pair) != 2:
            node.fail("expected [power, toughness]")
        return compile_value(pair[0]), compile_value(pair[1])
    node.mapping(allowed=("power", "toughness"))
    power = compile_value(node["power"]) if "power" in node else None
    tough = compile_value(node["toughness"]) if "toughness" in node else None
    if power is None and tough is None:
        node.fail("expected power and/or toughness")
    return power, tough


def _value_reads(*values: Value | None) -> frozenset[str]:
    return frozenset().union(*(v.reads for v in values if v is not None))


def _show_value(v: Value | None, c: EvalContext | None = None) -> str:
    if v is None:
        return "-"
    return str(v.evaluate(c)) if c is not None else ("X" if not v.constant else "")


def _set_pt(op: str, node: Node, cda: bool) -> Part:
    if op == "set_pt":
        power, tough = _pt_pair(node)
    elif op == "set_power":
        power, tough = compile_value(node), None
    else:
        power, tough = None, compile_value(node)

    def resolve(obj: ObjState, c: EvalContext) -> Hashable:
        c = c.with_it(obj)
        return (power.evaluate(c) if power else None, tough.evaluate(c) if tough else None)

    def apply(obj: ObjState, c: EvalContext) -> None:
        p, t = resolve(obj, c)
        if p is not None:
            obj.power = p
        if t is not None:
            obj.toughness = t

    desc = "power/toughness set" + (" (characteristic-defining)" if cda else "")
    return Part("pt_cda" if cda else "pt_set", op, apply, resolve, _value_reads(power, tough),
                frozenset(["power", "toughness"]), desc)


def _modify_pt(node: Node) -> Part:
    power, tough = _pt_pair(node)

    def resolve(obj: ObjState, c: EvalContext) -> Hashable:
        c = c.with_it(obj)
        return (power.evaluate(c) if power else 0, tough.evaluate(c) if tough else 0)

    def apply(obj: ObjState, c: EvalContext) -> None:
        dp, dt = resolve(obj, c)
        if obj.power is not None:
            obj.power += dp
        if obj.toughness is not None:
            obj.toughness += dt

    # A constant change of 0 (Scarwood-like +0/+1) leaves that field alone.
    writes = frozenset(name for name, v in (("power", power), ("toughness", tough))
                       if v is not None and not (v.constant and v.evaluate(None) == 0))
    return Part("pt_modify", "modify_pt", apply, resolve, _value_reads(power, tough),
                writes, "power/toughness modified")


def _switch_pt(node: Node) -> Part:
    node.bool()

    def apply(obj: ObjState, c: EvalContext) -> None:
        obj.power, obj.toughness = obj.toughness, obj.power

    return Part("pt_switch", "switch_pt", apply, lambda o, c: True, frozenset(),
                frozenset(["power", "toughness"]), "power and toughness switched")


def _control(node: Node) -> Part:
    who = node.str()

    def new_controller(c: EvalContext) -> str | None:
        return c.you if who == "you" else who

    def apply(obj: ObjState, c: EvalContext) -> None:
        obj.controller = new_controller(c)

    return Part("control", "control", apply, lambda o, c: new_controller(c), frozenset(),
                frozenset(["controller"]), f"control goes to {who}")


def _text_change(node: Node) -> Part:
    """Rule 612: replace a color word or basic land type word in the object's abilities.
    Either word may be ``{chosen: key}`` (Sleight of Mind: chosen as the spell resolves)."""
    node.mapping(allowed=("from", "to"), required=("from", "to"))
    words = tuple(sorted(TEXT_CHANGE_WORDS))

    def word(child: Node) -> Callable[[EvalContext], str | None]:
        if child.is_map():
            child.mapping(allowed=("chosen",), required=("chosen",))
            key = child["chosen"].str()
            return lambda c: c.choice(key)
        fixed = child.str(words)
        return lambda c: fixed

    old_word, new_word = word(node["from"]), word(node["to"])
    if not node["from"].is_map() and not node["to"].is_map():
        old, new = old_word(None), new_word(None)  # type: ignore[arg-type]
        if (old in COLORS) != (new in COLORS):
            node.fail("a color word can only become another color word, a land type another "
                      "land type")

    def resolve(obj: ObjState, c: EvalContext) -> Hashable:
        old, new = old_word(c), new_word(c)
        if old not in TEXT_CHANGE_WORDS or new not in TEXT_CHANGE_WORDS \
                or (old in COLORS) != (new in COLORS):
            return None  # no valid pair of words chosen: the effect changes nothing
        return (old, new)

    def apply(obj: ObjState, c: EvalContext) -> None:
        pair = resolve(obj, c)
        if pair is not None:
            obj.abilities = tuple(_rewrite_ability(a, *pair) for a in obj.abilities)

    shown = " becomes ".join(str(n.value if not n.is_map() else f"chosen {n.value.get('chosen')}")
                             for n in (node["from"], node["to"]))
    return Part("text_change", "text_change", apply, resolve,
                frozenset(["choices"]) if node["from"].is_map() or node["to"].is_map()
                else frozenset(), frozenset(["abilities"]), f"text: {shown}")


def _rewrite_ability(ability: Ability, old: str, new: str) -> Ability:
    if ability.key.startswith("intrinsic:"):
        return ability  # mana symbols are not words (612.2)
    data = _rewrite(ability.data, old, new)
    text = _replace_word(ability.text, old, new)
    if data is ability.data and text == ability.text:
        return ability
    return replace(ability, data=data, text=text)


def _replace_word(text: str, old: str, new: str) -> str:
    import re

    def sub(match: "re.Match[str]") -> str:
        word = match.group(0)
        return new.capitalize() if word[0].isupper() else new.lower()

    if old in COLORS:
        return re.sub(rf"\b{old}\b", sub, text, flags=re.IGNORECASE)
    return re.sub(rf"\b{old}s?\b", lambda m: new + m.group(0)[len(old):], text)


def _rewrite(data: Any, old: str, new: str) -> Any:
    """Replace every occurrence of the word ``old`` by ``new`` in frozen ability data."""
    from mtglogic.model.objects import FrozenMap

    if isinstance(data, str):
        if data == old or (old in COLORS and data.lower() == old):
            return new
        return _replace_word(data, old, new) if old in data else data
    if isinstance(data, FrozenMap):
        items = tuple((k, _rewrite(v, old, new)) for k, v in data)
        return data if items == tuple(data) else FrozenMap(items)
    if isinstance(data, tuple):
        items = tuple(_rewrite(v, old, new) for v in data)
        return data if items == data else items
    return data


def _abilities_part(op: str, node: Node, context_key: str) -> Part:
    from mtglogic.effects.abilities import ability_from_node

    if op == "remove_all_abilities":
        node.bool()

        def apply_all(obj: ObjState, c: EvalContext) -> None:
            obj.abilities = ()

        return Part("abilities", op, apply_all, lambda o, c: True, frozenset(),
                    frozenset(["abilities"]), "loses all abilities")
    items = node.list(allow_single=True)
    if op == "add_abilities":
        abilities = tuple(ability_from_node(item, f"{context_key}+{i}") for i, item in enumerate(items))

        def apply_add(obj: ObjState, c: EvalContext) -> None:
            stamp = c.timestamp
            added = tuple(a for a in abilities if a.text.lower() not in obj.cant_have)
            if stamp is not None:
                added = tuple(replace(a, granted_at=stamp) for a in added)
            keys = {a.key for a in obj.abilities}
            obj.abilities = obj.abilities + tuple(a for a in added if a.key not in keys)

        # Adding keywords only touches tests for those keywords; any other ability may
        # carry effects or text, so it writes the whole field.
        only_keywords = all(a.kind == "keyword" for a in abilities)
        writes = (value_names("abilities", (a.text for a in abilities)) if only_keywords
                  else frozenset(["abilities"]))
        return Part("abilities", op, apply_add, lambda o, c: tuple(a.key for a in abilities),
                    frozenset(), writes,
                    "gains " + "; ".join(a.text for a in abilities))
    names = frozenset(item.str().lower() for item in items)

    def lose(obj: ObjState) -> None:
        obj.abilities = tuple(a for a in obj.abilities
                              if not (a.kind == "keyword" and a.text.lower() in names))

    if op == "remove_abilities":
        def apply_remove(obj: ObjState, c: EvalContext) -> None:
            lose(obj)

        return Part("abilities", op, apply_remove, lambda o, c: tuple(sorted(names)), frozenset(),
                    value_names("abilities", names), "loses " + ", ".join(sorted(names)))

    def apply_cant(obj: ObjState, c: EvalContext) -> None:
        lose(obj)
        obj.cant_have = obj.cant_have | names

    return Part("abilities", op, apply_cant, lambda o, c: tuple(sorted(names)), frozenset(),
                frozenset(["abilities", "cant_have"]), "can't have " + ", ".join(sorted(names)))


def _copy(node: Node) -> Part:
    """Layer 1 (1a in 2026): the object's copiable values become those of another object
    as they stand after the copy effects applied so far (706.2 in 2011, 707.2 in 2026)."""
    from mtglogic.effects.abilities import ability_from_node

    if not node.is_map():
        node = Node({"of": node.value}, node.file, node.path, node.line)
    node.mapping(allowed=("of", "except", "add_abilities", "add_types", "add_subtypes",
                          "set_pt"), required=("of",))
    of = node["of"]
    if of.is_map():
        of.mapping(allowed=("chosen",), required=("chosen",))
        chosen_key = of["chosen"].str()
        target: Callable[[EvalContext], str | None] = lambda c: c.choice(chosen_key)
    else:
        fixed = of.str()
        target = lambda c: fixed
    keep = frozenset(node["except"].str_list(COPIABLE)) if "except" in node else frozenset()
    extra = tuple(ability_from_node(n, f"copy+{i}") for i, n in
                  enumerate(node["add_abilities"].list())) if "add_abilities" in node else ()
    add_types = frozenset(node["add_types"].str_list(CARD_TYPES)) if "add_types" in node else frozenset()
    add_subtypes = frozenset(node["add_subtypes"].str_list()) if "add_subtypes" in node else frozenset()
    set_pt = _pt_pair(node["set_pt"]) if "set_pt" in node else None

    def copiable(c: EvalContext) -> ObjState | None:
        tid = target(c)
        src = c.board.get(tid) if tid else None
        if src is not None and src.face_down:
            # 707.2: the copiable values of a face-down permanent are its face-down ones,
            # even when the face-down layer (1b in 2026) has not applied yet.
            src = src.copy()
            face_down_values(src)
        return src

    def resolve(obj: ObjState, c: EvalContext) -> Hashable:
        src = copiable(c)
        if src is None:
            return None
        return tuple((f, _hashable(getattr(src, f))) for f in COPIABLE)

    def apply(obj: ObjState, c: EvalContext) -> None:
        src = copiable(c)
        if src is None or src.id == obj.id:
            return
        for f in COPIABLE:
            if f in keep:
                continue
            value = getattr(src, f)
            if f == "abilities":
                value = tuple(replace(a, key=f"copy:{a.key}") if not a.key.startswith("intrinsic:")
                              else a for a in value)
            setattr(obj, f, value)
        obj.abilities = obj.abilities + extra
        obj.card_types |= add_types
        obj.subtypes |= add_subtypes
        if set_pt is not None:
            p, t = set_pt
            obj.power = p.evaluate(c) if p else obj.power
            obj.toughness = t.evaluate(c) if t else obj.toughness

    return Part("copy", "copy", apply, resolve, frozenset(COPIABLE) | {"*"},
                frozenset(COPIABLE), "becomes a copy")


def face_down_values(obj: ObjState) -> None:
    """Give ``obj`` the characteristics of a face-down permanent (708.2a in 2026)."""
    obj.name, obj.mana_cost, obj.mana_value = "", "", 0
    obj.colors, obj.card_types = frozenset(), frozenset(["creature"])
    obj.subtypes, obj.supertypes, obj.abilities = frozenset(), frozenset(), ()
    obj.power, obj.toughness, obj.text = 2, 2, ""


def _face_down(node: Node) -> Part:
    """Face-down objects are nameless colorless 2/2 creatures with no abilities
    (707.2 in 2011, 708.2 in 2026)."""
    node.bool()

    def apply(obj: ObjState, c: EvalContext) -> None:
        face_down_values(obj)
        obj.face_down = True

    return Part("face_down", "face_down", apply, lambda o, c: True, frozenset(),
                frozenset(COPIABLE) | {"face_down"},
                "face down: a 2/2 creature with no name, color or abilities")


def _hashable(value: Any) -> Hashable:
    if isinstance(value, (set, frozenset)):
        return tuple(sorted(value))
    if isinstance(value, dict):
        return tuple(sorted(value.items()))
    return value


PART_OPS = (tuple(TYPE_OPS) + tuple(COLOR_OPS) +
            ("set_creature_types", "set_land_types", "colorless", "add_abilities",
             "remove_abilities", "remove_all_abilities", "cant_have", "set_pt", "set_power",
             "set_toughness", "modify_pt", "switch_pt", "control", "text_change", "copy",
             "face_down"))


def compile_part(node: Node, cda: bool, context_key: str) -> Part:
    """Compile one part mapping (exactly one key of PART_OPS)."""
    node.mapping(allowed=PART_OPS)
    if len(node.value) != 1:
        node.fail(f"an effect part has exactly one key; split {', '.join(node.value)} "
                  f"into separate parts")
    op, arg = next(node.items())
    if op in TYPE_OPS:
        return _type_part(op, arg)
    if op in COLOR_OPS:
        return _color_part(op, arg)
    builders: dict[str, Callable[[], Part]] = {
        "set_creature_types": lambda: _set_creature_types(arg),
        "set_land_types": lambda: _set_land_types(arg),
        "colorless": lambda: _colorless(arg),
        "set_pt": lambda: _set_pt(op, arg, cda),
        "set_power": lambda: _set_pt(op, arg, cda),
        "set_toughness": lambda: _set_pt(op, arg, cda),
        "modify_pt": lambda: _modify_pt(arg),
        "switch_pt": lambda: _switch_pt(arg),
        "control": lambda: _control(arg),
        "text_change": lambda: _text_change(arg),
        "copy": lambda: _copy(arg),
        "face_down": lambda: _face_down(arg),
    }
    if op in builders:
        return builders[op]()
    return _abilities_part(op, arg, context_key)


def freeze_node(node: Node) -> Any:
    from mtglogic.loading.yamlio import to_plain

    return freeze(to_plain(node.value))
