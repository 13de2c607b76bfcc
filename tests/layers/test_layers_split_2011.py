"""Split cards outside the stack (issue 21): in 2011 they have two sets of characteristics
(708.2) and a question about one gets an answer for each half (708.5-708.6); today their
halves are combined (709.4). The engine models only the combined halves, so cr-2011 refuses
such an object (a located error, exit 2) rather than answer by the later rule; on the stack,
with one half cast, both rulesets agree (708.2, 709.3b)."""
from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from mtglogic.cli import main
from mtglogic.errors import EXIT_INPUT, EXIT_OK

BOARD = "players: [you, opponent]\nobjects:\n  - {id: fi, card: Fire // Ice, owner: you, %s}\n"


def run(tmp_path: Path, place: str, ruleset: str) -> tuple[int, str, str]:
    path = tmp_path / "board.yaml"
    path.write_text(BOARD % place, encoding="utf-8")
    result = CliRunner().invoke(main, ["layers", str(path), "--ruleset", ruleset])
    return result.exit_code, result.stdout, result.stderr


@pytest.mark.parametrize("zone", ["graveyard", "hand", "exile"])
def test_cr_2011_refuses_a_split_card_outside_the_stack(tmp_path: Path, zone: str) -> None:
    code, _, err = run(tmp_path, f"zone: {zone}", "cr-2011")
    assert code == EXIT_INPUT and "two sets of characteristics" in err and "708.2" in err


def test_cr_2026_combines_the_halves(tmp_path: Path) -> None:
    # 709.4: Fire ({1}{R}) and Ice ({1}{U}) combined: blue and red
    code, out, _ = run(tmp_path, "zone: graveyard", "cr-2026")
    assert code == EXIT_OK and "blue,red" in out


@pytest.mark.parametrize("ruleset", ["cr-2011", "cr-2026"])
def test_a_half_on_the_stack_is_the_same_in_both(tmp_path: Path, ruleset: str) -> None:
    # Ice cast: only its characteristics exist on the stack (708.2; 709.3b): blue
    code, out, err = run(tmp_path, "zone: stack, face: Ice", ruleset)
    assert code == EXIT_OK, err
    assert "blue" in out and "red" not in out
