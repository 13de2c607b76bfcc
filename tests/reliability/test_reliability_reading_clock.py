"""The command's clock runs from the first byte read (issue 25, item 1): composing a YAML
document looks at the --timeout every 1,024 values, so a big file (under the 4 MiB and
200,000-value limits, which only bound its size) stops at the limit, exit 3, part-way
through, instead of being parsed whole first: a scenario, a ruling given to verify, a
card file of a user's folder (a limit, not a broken file), and what completion reads.
Whether the parse stopped part-way is read from the line the limit names, not timed. Each
runs with both YAML parsers (the ``yaml_reader`` fixture): libyaml's reads 200,000 values in
about half a second, the pure-Python one in several."""
from __future__ import annotations

from pathlib import Path

import pytest
from reliability_support import ONE_LINE_ERROR, check_cli_result, invoke

from mtglogic.cli import completion
from mtglogic.errors import EXIT_BUDGET
from mtglogic.loading.yamlio import CLOCK_EVERY, MAX_NODES

COUNT = (MAX_NODES - 10) // 7  # objects whose values stay within MAX_NODES


def big_scenario(path: Path) -> int:
    """A scenario of COUNT objects, one a line after the first two; its number of lines."""
    lines = ["players: [you]", "objects:"] + [
        f"  - {{id: o{i}, name: Obj {i}, types: [artifact]}}" for i in range(COUNT)]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return len(lines)


def stopped_line(stderr: str) -> int:
    assert ONE_LINE_ERROR.match(stderr), stderr
    assert "limit reached: timeout = " in stderr and "reading YAML (line " in stderr
    return int(stderr.split("reading YAML (line ")[1].split(")")[0])


def test_a_big_scenario_stops_at_the_timeout_while_it_is_read(yaml_reader: str,
                                                               tmp_path: Path) -> None:
    lines = big_scenario(tmp_path / "big.yaml")
    result = invoke("layers", str(tmp_path / "big.yaml"), "--timeout", "0.01")
    check_cli_result(result)
    assert result.exit_code == EXIT_BUDGET, result.output
    assert stopped_line(result.stderr) < lines


def test_a_big_ruling_in_verify_is_a_limit(yaml_reader: str, tmp_path: Path) -> None:
    scenario = tmp_path / "scenario.yaml"
    big_scenario(scenario)
    body = "".join(f"  {line}\n" for line in scenario.read_text().splitlines())
    (tmp_path / "rulings").mkdir()
    (tmp_path / "rulings" / "big.yaml").write_text(
        "kind: layers\nname: big\nscenario:\n" + body + "expect: {}\n", encoding="utf-8")
    # 0.1 s: past what finding the ruling takes (under 0.01 s), short of reading its
    # 200,000 values with either parser.
    result = invoke("verify", str(tmp_path / "rulings"), "--timeout", "0.1")
    check_cli_result(result)
    assert result.exit_code == EXIT_BUDGET, result.output
    assert "LIMIT" in result.stdout and "reading YAML (line " in result.stdout


def test_a_big_card_file_is_the_limit_not_a_broken_file(yaml_reader: str,
                                                        tmp_path: Path) -> None:
    cards = tmp_path / "cards"
    cards.mkdir()
    values = ", ".join(["Bear"] * (MAX_NODES - 20))
    (cards / "big.yaml").write_text(f"name: Big Bear of Testing\ntypes: [creature]\n"
                                    f"subtypes: [{values}]\npower: 1\ntoughness: 1\n",
                                    encoding="utf-8")
    # 0.1 s: past what reaching the folder takes (under 0.01 s), short of reading 200,000
    # values with either parser.
    result = invoke("layers", "--cards", str(cards), "--card", "Grizzly Bears",
                    "--timeout", "0.1")
    check_cli_result(result)
    assert result.exit_code == EXIT_BUDGET, result.output
    assert "warning" not in result.stderr
    stopped_line(result.stderr)


def test_completion_reads_within_its_own_clock(yaml_reader: str, tmp_path: Path,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    # A scenario of more values than one look at the clock: read whole with the clock's
    # default, given up (no ids offered, no error) with no time at all.
    path = tmp_path / "board.yaml"
    path.write_text("players: [you]\nobjects:\n" + "".join(
        f"  - {{id: o{i}, name: Obj {i}, types: [artifact]}}\n"
        for i in range(CLOCK_EVERY // 7 + 10)), encoding="utf-8")
    params = {"scenario": str(path)}
    assert completion._scenario(params) is not None
    monkeypatch.setattr(completion, "COMPLETION_SECONDS", 0.0)
    assert completion._scenario(params) is None
