"""A folder of rulings is walked whole or not at all (issue 25, item 6): a subfolder that
cannot be listed, and a symbolic link leading back into a folder being walked, are
one-line errors (exit 2) naming the folder; a ruling there never counts as run, and the
others never make the run a success. A link to a folder elsewhere is followed."""
from __future__ import annotations

import os
from pathlib import Path

import pytest
from reliability_support import ONE_LINE_ERROR, invoke
from test_reliability_verify import PASSING

from mtglogic.errors import EXIT_INPUT, EXIT_OK
from mtglogic.loading import folders


def corpus(tmp_path: Path) -> Path:
    root = tmp_path / "rulings"
    (root / "readable").mkdir(parents=True)
    (root / "readable" / "a.yaml").write_text(PASSING, encoding="utf-8")
    (root / "hidden").mkdir()
    (root / "hidden" / "b.yaml").write_text(PASSING, encoding="utf-8")
    return root


def test_an_unreadable_subfolder_is_an_error(tmp_path: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    # The tests may run as root, who can read any folder: the refusal of the system is
    # played by os.scandir raising what it raises for a folder without read permission.
    root = corpus(tmp_path)
    scandir = os.scandir

    def refusing(path: object) -> object:
        if str(path).endswith("hidden"):
            raise PermissionError(13, "Permission denied")
        return scandir(path)  # type: ignore[call-overload]

    monkeypatch.setattr(folders.os, "scandir", refusing)
    result = invoke("verify", str(root))
    assert result.exit_code == EXIT_INPUT and ONE_LINE_ERROR.match(result.stderr)
    assert "hidden" in result.stderr and "Permission denied" in result.stderr
    assert "passed" not in result.stdout


def test_a_symbolic_link_loop_is_an_error(tmp_path: Path) -> None:
    root = corpus(tmp_path)
    (root / "readable" / "again").symlink_to(root)
    result = invoke("verify", str(root))
    assert result.exit_code == EXIT_INPUT and ONE_LINE_ERROR.match(result.stderr)
    assert "loop" in result.stderr


def test_a_link_to_a_folder_elsewhere_is_followed(tmp_path: Path) -> None:
    root = corpus(tmp_path)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (elsewhere / "c.yaml").write_text(PASSING, encoding="utf-8")
    (root / "linked").symlink_to(elsewhere)
    result = invoke("verify", str(root))
    assert result.exit_code == EXIT_OK, result.output
    assert "3 passed, 0 failed" in result.stdout  # a.yaml, b.yaml and the linked c.yaml
