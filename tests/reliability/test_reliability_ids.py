"""An id names one thing (issue 25, item 6): an object or an effect whose id is a player's
would let an event naming it resolve to the player, a wrong answer with no error; it is a
located one-line error instead (exit 2)."""
from __future__ import annotations

from pathlib import Path

import pytest
from reliability_support import ONE_LINE_ERROR, invoke

from mtglogic.errors import EXIT_INPUT

BOARDS = {
    "object": "players: [you, opponent]\nobjects:\n"
              "  - {id: opponent, card: Grizzly Bears, controller: you}\n",
    "effect": "players: [you, opponent]\nobjects:\n"
              "  - {id: bears, card: Grizzly Bears, controller: you}\n"
              "effects:\n  - {id: you, card: Giant Growth, targets: [bears]}\n",
}


@pytest.mark.parametrize("kind", sorted(BOARDS))
def test_an_id_shared_with_a_player_is_refused(tmp_path: Path, kind: str) -> None:
    board = tmp_path / "board.yaml"
    board.write_text(BOARDS[kind], encoding="utf-8")
    result = invoke("layers", str(board))
    assert result.exit_code == EXIT_INPUT and ONE_LINE_ERROR.match(result.stderr), result.output
    assert "board.yaml:" in result.stderr and "player" in result.stderr
    # the same board with another id loads: the id is what was refused
    board.write_text(BOARDS[kind].replace("id: opponent", "id: other")
                     .replace("id: you,", "id: growth,"), encoding="utf-8")
    assert invoke("layers", str(board)).exit_code == 0
