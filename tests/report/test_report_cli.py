"""``mtglogic report`` from the command line: one-line queries, the kind chosen, bad input."""
from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from mtglogic.cli import main


def run(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(main, ["report", *args])
    return result.exit_code, result.output


def test_a_one_line_layers_query_writes_its_page(tmp_path: Path) -> None:
    page = tmp_path / "h.html"
    code, _ = run("--card", "Humility", "--card", "Opalescence", "--card", "Grizzly Bears",
                  "--output", str(page))
    text = page.read_text(encoding="utf-8")
    # Humility first, then Opalescence: in layer 7b, timestamp order (613.7), Humility makes
    # every creature 1/1, then Opalescence sets each other enchantment's power and
    # toughness to its mana value: Humility (mana value 4) is 4/4, the Bears stay 1/1.
    assert code == 0 and "mtglogic layers" in text
    assert '2/2 → <span class="changed">1/1</span>' in text
    assert '— → <span class="changed">4/4</span>' in text


def test_a_one_line_replacement_query_writes_its_tree(tmp_path: Path) -> None:
    page = tmp_path / "s.html"
    code, _ = run("--card", "Hardened Scales", "--card", "Doubling Season", "--card",
                  "Grizzly Bears", "--happens",
                  'put_counters: {target: grizzly-bears, counter: "+1/+1", count: 1}',
                  "--output", str(page))
    text = page.read_text(encoding="utf-8")
    # (1 + 1) * 2 = 4 or 1 * 2 + 1 = 3, one order each (616.1e)
    assert code == 0 and "reached by 1 order" in text and "4 +1/+1 counters" in text


def test_a_subgame_report_needs_a_scenario(tmp_path: Path) -> None:
    code, output = run("--kind", "subgame", "--card", "Shahrazad",
                       "--output", str(tmp_path / "x.html"))
    assert code == 2 and "needs a SCENARIO" in output
    assert not (tmp_path / "x.html").exists()


def test_an_output_that_is_a_folder_is_refused_before_any_work(tmp_path: Path) -> None:
    code, output = run("cr-2026/blood-moon-urborg", "--output", str(tmp_path))
    assert code == 2 and "--output" in output


def test_resolve_adds_the_stack_s_results_to_a_one_line_query(tmp_path: Path) -> None:
    query = ["--card", "Blood Artist", "--opponent-card", "Grizzly Bears", "--happens",
             "damage: {source: blood-artist, to: grizzly-bears, amount: 2}"]
    plain, resolved = tmp_path / "plain.html", tmp_path / "resolved.html"
    assert run(*query, "--output", str(plain))[0] == 0
    assert run(*query, "--resolve", "--output", str(resolved))[0] == 0
    # The Bears die of lethal damage (704.5g) and Blood Artist triggers (603.10a): its
    # target is you (lose 1, gain 1: 20) or the opponent (19, and you 21): one way each.
    assert "line-result" not in plain.read_text(encoding="utf-8")
    text = resolved.read_text(encoding="utf-8")
    assert "2 distinct results from 2 orders and choices" in text
    assert "you at 21 life; opponent at 19 life</a> — 1 way" in text
    assert "nothing else changed</a> — 1 way" in text
