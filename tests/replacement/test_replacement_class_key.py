"""Which effects are interchangeable (``Effect.class_key``): the source counts when the
compiled spec refers to it (``ReplacementSpec.refers_to_source``, set when compiled)."""
from __future__ import annotations

from mtglogic.loading.cards import card_library
from mtglogic.node import Node
from mtglogic.replacement.model import Effect
from mtglogic.vocabulary.replacements import SOURCE_WORDS, ReplacementSpec, compile_replacement


def compiled(body: dict) -> ReplacementSpec:
    return compile_replacement(Node(body, "test.yaml", "replacement", 1))


def test_a_watch_on_the_source_refers_to_it():
    own = compiled({"watch": {"event": "enter", "object": {"self": True}},
                    "instead": {"enter_tapped": True}})
    anyone = compiled({"watch": {"event": "damage"}, "instead": {"multiply": 2}})
    assert own.refers_to_source and not anyone.refers_to_source
    # two copies of an effect on its own source are two classes; of one on any damage, one
    a, b = (Effect("x", "x", own, src, "p1") for src in ("s1", "s2"))
    c, d = (Effect("x", "x", anyone, src, "p1") for src in ("s1", "s2"))
    assert a.class_key() != b.class_key() and c.class_key() == d.class_key()


def test_a_watch_on_the_mode_its_source_chose_refers_to_it():
    # Suplex's replacement holds only if that Suplex chose its first mode (700.2a): two
    # Suplexes that chose differently make effects that are not interchangeable
    mode = compiled({"watch": {"event": "zone_change", "from": "battlefield",
                               "to": "graveyard", "if": {"mode_chosen": 1}},
                     "instead": {"destination": "exile"}})
    assert mode.refers_to_source


def test_the_library_keeps_its_classes():
    # For every replacement ability of the card library, the compiled property says what
    # the search of the written watch and instead for source words said before it.
    seen = 0
    library = card_library()
    for name in library.names():
        card = library.get(name)
        faces = (card,) + tuple(card.faces)
        for face in faces:
            for ability in face.abilities:
                spec = ability.definition
                if not isinstance(spec, ReplacementSpec):
                    continue
                written = repr((spec.data.get("watch"), spec.data.get("instead")))
                assert spec.refers_to_source == any(w in written for w in SOURCE_WORDS), name
                seen += 1
    assert seen > 20
