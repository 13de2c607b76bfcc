"""Type-changing effect parts (layer 4): card types, subtypes, supertypes, land and
creature types (205, 305.7).

    set_types / add_types / remove_types: [creature]
    set_subtypes / add_subtypes / remove_subtypes: [Goblin]
    add_subtypes: [{all: creature_types}]   # is every creature type (changeling, 702.73a)
    remove_subtypes: [{all: land_types}]    # loses all land types (205.3i)
    set_supertypes / add_supertypes / remove_supertypes: [legendary]
    set_creature_types: [Frog]          # other subtypes stay (Conspiracy, Ovinize)
    set_land_types: [Mountain]          # 305.7 (Blood Moon)

A basic land type carries its intrinsic mana ability (305.6): a part that can add or remove
one also writes abilities.
"""
from __future__ import annotations

from collections.abc import Callable, Hashable

from mtglogic.model.objects import ObjState
from mtglogic.model.terms import BASIC_LAND_TYPES, CARD_TYPES, SUPERTYPES
from mtglogic.vocabulary.compiled import Part
from mtglogic.vocabulary.context import EvalContext
from mtglogic.vocabulary.fields import value_names
from mtglogic.vocabulary.registry import PARTS
from mtglogic.vocabulary.wordlists import EVERY_KINDS, WordItems, WordList, Words, resolver

Apply = Callable[[ObjState, EvalContext], None]
FIELD_CHOICES = {"card_types": CARD_TYPES, "subtypes": None, "supertypes": SUPERTYPES}
RULES = {"card_types": "card_types", "subtypes": "subtypes", "supertypes": "supertypes"}
NOUNS = {"card_types": "card types", "subtypes": "subtypes", "supertypes": "supertypes"}
EXAMPLES = {"card_types": (["artifact"], ["creature"], ["land"]),
            "subtypes": (["Goblin"], ["Elf"], ["Forest"], [{"all": "creature_types"}],
                         [{"all": "land_types"}]),
            "supertypes": (["legendary"], ["basic"])}


def _set(field: str, words: Words) -> Apply:
    def apply(obj: ObjState, c: EvalContext) -> None:
        setattr(obj, field, words(c))
    return apply


def _add(field: str, words: Words) -> Apply:
    def apply(obj: ObjState, c: EvalContext) -> None:
        setattr(obj, field, getattr(obj, field) | words(c))
    return apply


def _remove(field: str, words: Words) -> Apply:
    def apply(obj: ObjState, c: EvalContext) -> None:
        setattr(obj, field, getattr(obj, field) - words(c))
    return apply


def _may_name_basic_land_type(items: WordItems) -> bool:
    return not items.stated() or any(word in BASIC_LAND_TYPES for word in items.fixed)


def _writes(verb: str, field: str) -> Callable[[WordItems], frozenset[str]]:
    def writes(arg: WordItems) -> frozenset[str]:
        found = frozenset([field]) if verb == "set" else arg.values(field)
        # 305.6: basic land types carry their mana ability. Setting subtypes can remove
        # any of them; adding or removing only those it names.
        if field == "subtypes" and (verb == "set" or _may_name_basic_land_type(arg)):
            found |= {"abilities"}
        # 205.1a: a card type removed takes its subtypes (and a land's intrinsic mana).
        if field == "card_types" and verb != "add":
            found |= {"subtypes", "abilities"}
        return found
    return writes


def _with_card_types(arg: WordItems) -> frozenset[str]:
    return arg.chosen_reads() | {"card_types"}


def _declare(verb: str, field: str) -> None:
    maker = {"set": _set, "add": _add, "remove": _remove}[verb]
    choices = FIELD_CHOICES[field]
    op = f"{verb}_{field.replace('card_', '')}"
    doc = {"set": f"its {NOUNS[field]} become these", "add": f"it gets these {NOUNS[field]} too",
           "remove": f"it loses these {NOUNS[field]}"}[verb]

    spec = WordList(every=EVERY_KINDS) if field == "subtypes" else WordList(choices)

    reads: Callable[[WordItems], frozenset[str]] = WordItems.chosen_reads
    if field == "subtypes":  # what it may gain depends on its card types (205.3d)
        reads = _with_card_types
    if field == "card_types" and verb != "add":  # the subtypes it drops depend on the card
        reads = _with_card_types                 # types it keeps (205.1a, 205.3g-q)

    @PARTS.add(op, doc, EXAMPLES[field][0], spec, reads=reads,
               writes=_writes(verb, field), kind="types", rule=RULES[field],
               samples=EXAMPLES[field][1:])
    def compile_part(arg: WordItems, cda: bool, key: str) -> Part:
        words = arg.getter(choices, NOUNS[field].rstrip("s"))
        apply_words = maker(field, words)

        def apply(obj: ObjState, c: EvalContext) -> None:
            before = obj.subtypes
            apply_words(obj, c)
            if field == "card_types" and verb != "add":
                drop_uncorrelated(obj, c)
            if field == "subtypes":
                drop_uncorrelated(obj, c, before)  # 205.3d
                obj.with_intrinsic_mana()  # 305.6

        return Part("types", op, apply, resolver(words), frozenset(), frozenset(),
                    f"{op.replace('_', ' ')} {arg.shown}")


for _field in FIELD_CHOICES:
    for _verb in ("set", "add", "remove"):
        _declare(_verb, _field)

CREATURE_TYPED = ("creature", "kindred", "tribal")


@PARTS.add("set_creature_types", "its creature types become these; other subtypes stay",
           ["Frog"], WordList(every=("creature_types",)),
           reads=lambda arg: arg.chosen_reads() | value_names("card_types", CREATURE_TYPED),
           writes=lambda arg: frozenset(["subtypes"]), kind="types", rule="subtype_correspondence",
           samples=([{"chosen": "creature_type"}], [{"all": "creature_types"}]))
def _set_creature_types(arg: WordItems, cda: bool, key: str) -> Part:
    words = arg.getter(kind="creature type")

    def apply(obj: ObjState, c: EvalContext) -> None:
        if not obj.card_types.isdisjoint(CREATURE_TYPED):
            obj.subtypes = frozenset(_other_than_creature_types(obj.subtypes, c)) | words(c)

    return Part("types", "set_creature_types", apply,
                only_if(lambda obj: not obj.card_types.isdisjoint(CREATURE_TYPED), words),
                frozenset(), frozenset(), f"creature types become {arg.shown}")


def _other_than_creature_types(subtypes: frozenset[str], c: EvalContext) -> set[str]:
    """The subtypes that are not creature types (205.3m, as the ruleset lists them; a
    ruleset without the list is an input error)."""
    creature_types = c.every("creature_types")
    return {t for t in subtypes if t not in creature_types}


@PARTS.add("set_land_types", "a land's land types become these; it loses its other "
           "abilities and gets their mana abilities", ["Mountain"],
           WordList(tuple(BASIC_LAND_TYPES)),
           reads=lambda arg: arg.chosen_reads() | value_names("card_types", ["land"]),
           writes=lambda arg: frozenset(["subtypes", "abilities"]), kind="types",
           rule="basic_land_type_set", samples=(["Island", "Swamp"],))
def _set_land_types(arg: WordItems, cda: bool, key: str) -> Part:
    words = arg.getter(tuple(BASIC_LAND_TYPES), "basic land type")

    def apply(obj: ObjState, c: EvalContext) -> None:
        if "land" not in obj.card_types:
            return
        land_types = c.every("land_types")  # 205.3i, as the ruleset lists them
        keep = {t for t in obj.subtypes if t not in land_types}
        obj.subtypes = frozenset(keep) | words(c)
        obj.abilities = tuple(a for a in obj.abilities if a.granted_at is not None)
        obj.with_intrinsic_mana()

    return Part("types", "set_land_types", apply,
                only_if(lambda obj: "land" in obj.card_types, words), frozenset(), frozenset(),
                f"land types become {arg.shown}, other abilities lost (305.7)")


# The card types each list of subtypes goes with (205.3g-q): creature types with creatures
# and kindreds (205.3m), spell types with instants and sorceries (205.3k).
CORRELATED = {"creature_types": CREATURE_TYPED, "land_types": ("land",),
              "artifact_types": ("artifact",), "enchantment_types": ("enchantment",),
              "planeswalker_types": ("planeswalker",), "spell_types": ("instant", "sorcery"),
              "battle_types": ("battle",)}


def drop_uncorrelated(obj: ObjState, c: EvalContext, kept: frozenset[str] | None = None,
                      ) -> None:
    """205.1a: once a card type is removed, the subtypes that go with it go too, unless a
    card type it still has takes them, as the ruleset's lists say (205.3g-q); a land type
    gone takes its mana ability (305.6). With ``kept`` (the subtypes it had before an
    effect gave it subtypes), only those it gained: it can't gain a subtype that does not
    correspond to one of its types (205.3d), and keeps those it had."""
    lists = c.subtype_lists or {}
    gone: frozenset[str] = frozenset()
    for kind, types in CORRELATED.items():
        if obj.card_types.isdisjoint(types):
            gone |= lists.get(kind, frozenset())
    if kept is not None:
        gone -= kept
    if not gone.isdisjoint(obj.subtypes):
        obj.subtypes = obj.subtypes - gone
        obj.with_intrinsic_mana()


def only_if(applies: Callable[[ObjState], bool], words: Words) -> Callable[..., Hashable]:
    """What a part does that changes only some objects: its words on those, nothing on the
    others (setting the land types of something that is not a land does nothing, 305.7;
    so what it does to an object depends on whether it is one, 613.8a)."""
    return lambda obj, c: tuple(sorted(words(c))) if applies(obj) else None
