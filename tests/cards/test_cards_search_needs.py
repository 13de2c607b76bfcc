"""A search reads a record's raw JSON text before decoding it (``Query.needs``): that test
must be a necessary condition of the query's own test, or a card meeting the query would
be lost. Checked on random records and texts (casefolding that expands or changes
letters, quotes and backslashes JSON escapes, new lines), and on the whole corpus: the
cards found with the raw test are exactly those found without it."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import given, settings
from hypothesis import strategies as st

from mtglogic.cli.cards import cards_command
from mtglogic.drafting.search import RecordSeen, parse_query
from mtglogic.library import oracle_cards

# Letters whose casefolding is not one ASCII letter for one letter, JSON's escaped
# characters, and plain text: what could make a raw text test lose a card.
LETTERS = "aAbBzZ \u00df\u1e9e\u0130\u0131\u212aks\u017f\u00e6\u00c6\"\\\n/+1{}:-\u2014"
text = st.text(alphabet=LETTERS, max_size=12)


def raw(record: dict[str, str]) -> str:
    """The record's line as the corpus and the Oracle index write it."""
    return json.dumps(record, ensure_ascii=False, separators=(",", ":")).casefold()


@settings(max_examples=300, deadline=None)
@given(name=text, oracle=text, type_line=text, wanted=text.filter(lambda t: '"' not in t),
       term=st.sampled_from(["o:", "t:", "n:", "", "!", "k:"]))
def test_the_raw_test_holds_for_every_card_that_meets_the_query(
        name: str, oracle: str, type_line: str, wanted: str, term: str) -> None:
    record = {"name": name or "x", "type_line": type_line, "oracle_text": oracle}
    query = parse_query(f'{term}"{wanted}" or mv=0') if wanted.strip() else None
    for q in filter(None, [query, parse_query(f'{term}"{wanted}"') if wanted.strip()
                           else None]):
        if q(RecordSeen(record)):
            assert q.needs(raw(record)), (q, record)


def test_the_corpus_search_finds_the_same_cards_with_and_without_the_raw_test() -> None:
    (index, *_) = oracle_cards().indexes()
    records = index.records()
    for query in ['o:"+1/+1 counter"', "t:elf o:draw", "lord -o:flying",
                  '!"Lord of Atlantis"', "k:flying c:u", "o:æther or t:goblin",
                  'o:"{t}: add"', "(t:sliver or t:wall) pow>=2", 'o:"—"', "o:can't"]:
        test = parse_query(query)
        every = {r["name"] for r in records if test(RecordSeen(r))}
        kept = {r["name"] for r in index.records(test.needs) if test(RecordSeen(r))}
        assert every, query  # each query finds some corpus card
        assert kept == every, query


def test_a_users_oracle_file_is_searched_whole_first_and_from_its_index_after(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The first search builds the file's index (its records kept in memory), the second
    reads the SQLite index: both apply the raw test, and find the same cards."""
    monkeypatch.setenv("MTGLOGIC_CACHE", str(tmp_path / "cache"))
    cards = [{"object": "card", "name": "Zzyx Reader", "type_line": "Creature — Zzyx",
              "mana_cost": "{1}{U}", "oracle_text": "When this creature enters, draw a card.",
              "power": "1", "toughness": "1"},
             {"object": "card", "name": "Zzyx Ærie", "type_line": "Land",
              "oracle_text": "{T}: Add {U}. Draw a card only during your turn."},
             {"object": "card", "name": "Zzyx Wall", "type_line": "Creature — Zzyx Wall",
              "mana_cost": "{U}", "oracle_text": "Defender", "power": "0",
              "toughness": "4"}]
    oracle = tmp_path / "cards.json"
    oracle.write_text(json.dumps(cards, ensure_ascii=False), encoding="utf-8")
    for _ in range(2):
        result = CliRunner().invoke(cards_command, ["search", "--oracle", str(oracle),
                                                    "--json", 'o:"DRAW A CARD"', "t:zzyx"])
        assert result.exit_code == 0, result.output
        # by hand: the Reader holds both texts; Ærie is no Zzyx by type; the Wall draws none
        assert [c["name"] for c in json.loads(result.stdout)["cards"]] == ["Zzyx Reader"]
        result = CliRunner().invoke(cards_command, ["search", "--oracle", str(oracle),
                                                    "--json", "n:ærie"])
        assert [c["name"] for c in json.loads(result.stdout)["cards"]] == ["Zzyx Ærie"]
