"""``mtglogic rulings --rule`` (issue 18, item 6): the built-in rulings that name a rule,
in their own ruleset's numbering, a rule standing for its subrules too."""
from __future__ import annotations

import json

import pytest
from click.testing import CliRunner, Result

from mtglogic.cli import main
from mtglogic.loading.paths import data_root
from mtglogic.loading.ruling_names import builtin_named_rules, list_rulings
from mtglogic.loading.rulings import builtin_ruling_files, load_ruling

# The rulings where an instruction to draw several cards is that many single draws: 121.2
# in 2026 (121.2a: the instruction is modified as a whole first); in 2011 the same rule
# is 120.2, rule 121 being counters there.
SINGLE_DRAWS_2026 = ["cr-2026/104-1-laboratory-maniac-four-thought-reflections",
                     "cr-2026/121-1-phial-of-galadriel-draw-two-with-an-empty-hand",
                     "cr-2026/121-2-notion-thief-draw-three",
                     "cr-2026/121-2a-alms-collector-draw-three",
                     "cr-2026/121-2a-quantum-riddler-and-phial-of-galadriel",
                     "cr-2026/121-2a-quantum-riddler-reads-the-hand-once",
                     "cr-2026/616-2-gain-life-draw-return",
                     "cr-2026/two-thought-reflections-draw-four"]
SINGLE_DRAWS_2011 = ["cr-2011/104-1-laboratory-maniac-four-thought-reflections",
                     "cr-2011/120-1-phial-of-galadriel-draw-two-with-an-empty-hand",
                     "cr-2011/120-2-notion-thief-draw-three",
                     "cr-2011/616-2-gain-life-draw-return",
                     "cr-2011/two-thought-reflections-draw-four"]


def run(*args: str) -> Result:
    return CliRunner().invoke(main, list(args))


def names(*args: str) -> list[str]:
    result = run("rulings", *args, "--json")
    assert result.exit_code == 0, result.stderr
    return [r["name"] for r in json.loads(result.stdout)["rulings"]]


def test_a_rule_lists_the_rulings_naming_it_or_its_subrules() -> None:
    # (in cr-2011, 121.2 is the rule that counters cease to exist as an object moves)
    assert names("--rule", "121.2", "--ruleset", "cr-2026") == SINGLE_DRAWS_2026
    assert names("--rule", "121.2", "--ruleset", "cr-2011") == [
        "cr-2011/121-2-skullbriar-from-the-graveyard", "cr-2011/121-2-skullbriar-keeps-its-counters",
        "cr-2011/121-2-skullbriar-keeps-its-counters-as-time-passes"]
    assert names("--rule", "121.2a") == ["cr-2026/121-2a-alms-collector-draw-three",
                                         "cr-2026/121-2a-quantum-riddler-and-phial-of-galadriel",
                                         "cr-2026/121-2a-quantum-riddler-reads-the-hand-once"]
    assert names("--rule", "120.2") == SINGLE_DRAWS_2011


def test_the_text_lists_them_with_their_rules() -> None:
    result = run("rulings", "--rule", "121.2", "--ruleset", "cr-2026")
    assert result.exit_code == 0
    assert result.stdout.splitlines()[-1] == f"{len(SINGLE_DRAWS_2026)} rulings"
    # 80 columns: the source column is too wide for a table, so a record per ruling.
    assert all(f"  {name}\n" in result.stdout for name in SINGLE_DRAWS_2026)
    assert "    rules: 121.2a\n" in result.stdout


def test_a_section_lists_every_ruling_of_its_rules() -> None:
    # 728 (subgames, 2026) and 715 (2011): every subgame ruling of that ruleset names one.
    assert names("--rule", "728") == names("--kind", "subgame", "--ruleset", "cr-2026")
    assert names("--rule", "715") == names("--kind", "subgame", "--ruleset", "cr-2011")


def test_the_other_options_narrow_it() -> None:
    # 616.1 (who orders replacement effects): both rulesets, replacement rulings only.
    both = names("--rule", "616.1")
    assert {n.split("/")[0] for n in both} == {"cr-2011", "cr-2026"}
    assert names("--rule", "616.1", "--ruleset", "cr-2011") == [
        n for n in both if n.startswith("cr-2011/")]
    assert names("--rule", "616.1", "--kind", "layers") == []
    doubling = names("--rule", "616.1", "doubling season")
    assert "cr-2026/hardened-scales-doubling-season" in doubling and set(doubling) < set(both)


def test_the_json_gives_each_ruling_its_rules() -> None:
    for listed in list_rulings():
        ruling = load_ruling(data_root().parent / listed["file"])
        assert listed["rules"] == list(ruling.rules) and listed["rules"]


@pytest.mark.parametrize("args, message", [
    (["--rule", "613-1d"], "'613-1d' is not a rule number"),
    (["--rule", ""], "is not a rule number"),
    (["--rule", "999.9"], "no built-in ruling names rule 999.9"),
])
def test_a_bad_or_unnamed_rule_is_one_line_and_exit_2(args: list[str], message: str) -> None:
    result = run("rulings", *args)
    assert result.exit_code == 2 and result.stderr.count("\n") == 1
    assert message in result.stderr


def test_completion_offers_the_rules_the_corpus_names() -> None:
    # Read from each file's one-line rules: [...], they are the rules the loader reads.
    named = builtin_named_rules()
    assert set(named) == {n for p in builtin_ruling_files() for n in load_ruling(p).rules}
    assert len(named) == len(set(named))
    assert [n for n in builtin_named_rules("cr-2026") if n.startswith("121.2")] == [
        "121.2", "121.2a"]
