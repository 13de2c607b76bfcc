"""``mtglogic cards search``: Scryfall-like terms over the library and the Oracle corpus,
each hit saying how its rules are known (issue 19, item 4)."""
from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from mtglogic.cli import main
from mtglogic.cli.cards import cards_command
from mtglogic.drafting.search import parse_query
from mtglogic.errors import InputError
from mtglogic.library import oracle_cards
from mtglogic.loading.cards import CardLibrary, builtin_library


def found(*args: str) -> dict:
    result = CliRunner().invoke(cards_command, ["search", *args, "--json", "--limit", "500"])
    assert result.exit_code == 0, result.output
    return {card["name"]: card for card in json.loads(result.stdout)["cards"]}


def corpus_library() -> CardLibrary:
    """The library with the Oracle sources, chosen here (their warnings not wanted)."""
    return builtin_library().with_source(oracle_cards())


def refused(query: str) -> str:
    with pytest.raises(InputError) as caught:
        parse_query(query)
    return str(caught.value)


def test_what_the_subset_refuses_is_said_with_its_column() -> None:
    # Scryfall's r: (rarity) is outside the subset: column 7 is where it stands
    assert "column 7: 'r:' is not a search mtglogic reads" in refused("t:elf r:rare")
    assert "column 3: 'azorius' is no colour" in refused("c:azorius")
    assert "column 6: 'x' is not a whole number" in refused("pow>=x")
    assert "a quote is not closed" in refused('o:"open')
    assert "cannot read the query here" in refused("c:g (t:creature")
    assert "no term" in refused("   ")


def test_oracle_text_and_type_terms_find_library_and_corpus_cards() -> None:
    # Skullcrack (library): "Damage can't be prevented this turn"; Pinpoint Avalanche
    # (corpus): "The damage can't be prevented." Both are instants. Leyline of Punishment
    # says it too, but is an enchantment: t:instant leaves it out.
    cards = found('o:"can\'t be prevented"', "t:instant")
    assert cards["Skullcrack"]["status"] == "hand-checked"
    assert cards["Pinpoint Avalanche"]["status"] in ("drafted in full",
                                                      "drafted with text left")
    assert "Leyline of Punishment" not in cards
    assert all("Instant" in card["type_line"] for card in cards.values())


def test_name_words_and_negation() -> None:
    # Anthem of Champions (corpus) and Glorious Anthem (library) hold "anthem" in their
    # names; -glorious leaves Glorious Anthem out.
    cards = found("anthem -glorious")
    assert "Glorious Anthem" not in cards
    assert cards["Anthem of Champions"]["status"] == "drafted in full"
    assert cards["Anthem of Champions"]["ignored"] == []


def test_a_card_drafted_with_text_left_lists_it() -> None:
    # A Little Chat's "Look at the top two cards..." is no layer or replacement effect the
    # drafter reads: left as text, and listed.
    card = found("n:little", "n:chat")["A Little Chat"]
    assert card["status"] == "drafted with text left" and card["ignored"]


def test_nothing_found_offers_close_names() -> None:
    result = CliRunner().invoke(cards_command, ["search", "Humilty"])
    assert result.exit_code == 2
    assert "no card meets 'Humilty'; did you mean 'Humility'" in result.stderr


def test_the_search_output_validates() -> None:
    jsonschema = pytest.importorskip("jsonschema")
    result = CliRunner().invoke(cards_command, ["search", "anthem", "--json"])
    schema = CliRunner().invoke(main, ["schema", "--output", "cards"]).stdout
    jsonschema.validate(json.loads(result.stdout), json.loads(schema))


def test_green_creatures_with_power_5_or_more() -> None:
    # c:g holds green among the colours (202.2: from the mana cost), t:creature a
    # creature type line, pow>=5 a power of 5 or more. Craw Wurm ({4}{G}{G}, a 6/4 Wurm)
    # meets all three; Grizzly Bears (2/2) and Shivan Dragon (red) do not.
    cards = found("c:g t:creature pow>=5")
    assert "Craw Wurm" in cards
    assert "Grizzly Bears" not in cards and "Shivan Dragon" not in cards
    library = corpus_library()
    for name in cards:
        card = library.get(name)
        faces = card.faces or (card,)
        assert "green" in card.colors
        assert any("creature" in f.card_types and (f.power or 0) >= 5 for f in faces), name


def test_an_exact_name_is_that_card_alone() -> None:
    # !"Lightning Bolt" is the card of that name, not Emeritus of Conflict, whose prepare
    # spell is named Lightning Bolt too (a card's own name wins, as names are looked up).
    assert list(found('!"Lightning Bolt"')) == ["Lightning Bolt"]
    assert list(found("!fire")) == ["Fire // Ice"]  # a split card by one half's name


def test_or_parentheses_and_negation() -> None:
    # (t:goblin or t:elf) -c:r: goblins and elves that are not red
    cards = found("(t:goblin or t:elf) -c:r")
    assert "Llanowar Elves" in cards and "Goblin King" not in cards
    either = found("t:goblin or t:elf")
    assert "Llanowar Elves" in either and "Goblin King" in either


def test_keywords_mana_values_and_identity() -> None:
    # k:flying: a flying ability, not a card that speaks of flying; mv<=2; c=u exactly blue
    cards = found("k:flying c=u mv<=2")
    assert "Storm Crow" in cards  # {1}{U} 1/2 flying
    assert "Air Elemental" not in cards  # mv 5
    library = corpus_library()
    for name in cards:
        card = library.get(name)
        assert card.colors == frozenset({"blue"}) and card.mana_value <= 2
    # id:g: a colour identity within green (903.4): Llanowar Elves yes, Birds of Paradise
    # ({G}, but "Add one mana of any color" has no mana symbol) yes, Kird Ape ({R}) no
    ids = found("id:g t:creature mv=1")
    assert "Llanowar Elves" in ids and "Kird Ape" not in ids
