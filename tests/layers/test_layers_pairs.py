"""The fast dependency path equals the literal definition on boards built for each pair of
words where one writes what the other reads (pairwise_boards.py), in every layer where
they can meet, in both rulesets. CI runs one board of each pair, taking the variants in
turn; ``python tests/layers/pairwise_boards.py`` runs them all and prints the counts."""
from __future__ import annotations

from pairwise_boards import VARIANTS, agree, board, pairs, readers, writers

from mtglogic.vocabulary.fields import touches
from mtglogic.vocabulary.registry import CONDITIONS, PARTS, SELECTORS, VALUES

PAIRS = list(pairs())


def test_the_pairs_cover_every_writer_and_reader_of_the_registry():
    found = {(r.family, next(iter(r.use))) for _, r, _ in PAIRS}
    assert {next(iter(w)) for w, _, _ in PAIRS} == set(PARTS.names())
    for family, words in (("selector", SELECTORS), ("condition", CONDITIONS),
                          ("value", VALUES)):
        assert {name for fam, name in found if fam == family} == set(words.names()), family
    # A part meets only writers of its own layer: it is paired unless none of them writes
    # anything it reads (its existence and text rest on its source's abilities).
    for reader in readers():
        if reader.family != "part":
            continue
        same_layer = frozenset().union(*(w for _, w, kind in writers() if kind == reader.kind))
        if touches(same_layer, reader.reads):
            assert ("part", next(iter(reader.use))) in found, reader.use


def test_fast_equals_literal_on_one_board_of_each_pair():
    mismatches = []
    for index, (writer, reader, ability) in enumerate(PAIRS):
        writer_first, aimed, ruleset = VARIANTS[index % len(VARIANTS)]
        if not agree(board(writer, ability, writer_first, aimed), ruleset):
            mismatches.append((ruleset, writer, reader.use, writer_first, aimed))
    assert not mismatches, mismatches[:10]
    assert len(PAIRS) > 1000
