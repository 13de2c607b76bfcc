"""What is at an output path is never destroyed (issue 25, item 2): a report is renamed
into place only over a regular file or nothing; a device, a FIFO, a folder and a file the
command reads are refused with one line and exit 2, and left as they were; a symbolic link
is followed (its target is written, the link stays); `cards draft --output` writes only a
draft that succeeded, whole."""
from __future__ import annotations

import os
from pathlib import Path

import pytest
from reliability_support import ONE_LINE_ERROR, invoke
from test_reliability_verify import PASSING

from mtglogic.errors import EXIT_INPUT, EXIT_OK


def ruling(tmp_path: Path) -> Path:
    path = tmp_path / "passing.yaml"
    path.write_text(PASSING, encoding="utf-8")
    return path


def refused(result: object) -> bool:
    return (getattr(result, "exit_code", None) == EXIT_INPUT
            and ONE_LINE_ERROR.match(getattr(result, "stderr", "")) is not None)


@pytest.mark.skipif(not os.path.exists("/dev/null"), reason="needs /dev/null")
def test_a_device_is_refused_and_stays_a_device(tmp_path: Path) -> None:
    result = invoke("verify", str(ruling(tmp_path)), "--junit-xml", "/dev/null")
    assert refused(result) and "character device" in result.stderr
    assert Path("/dev/null").is_char_device()


def test_a_fifo_is_refused_and_stays_a_fifo(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    result = invoke("verify", str(ruling(tmp_path)), "--junit-xml", str(fifo))
    assert refused(result) and "FIFO" in result.stderr
    assert fifo.is_fifo()


def test_the_ruling_being_verified_is_not_written_over(tmp_path: Path) -> None:
    path = ruling(tmp_path)
    result = invoke("verify", str(path), "--junit-xml", str(path))
    assert refused(result) and "reads that file" in result.stderr
    assert path.read_text(encoding="utf-8") == PASSING
    # the same through a folder argument, and through a second name of the file
    link = tmp_path / "other-name.yaml"
    os.link(path, link)
    result = invoke("verify", str(tmp_path), "--junit-xml", str(link))
    assert refused(result) and path.read_text(encoding="utf-8") == PASSING


def test_a_symbolic_link_is_followed(tmp_path: Path) -> None:
    target = tmp_path / "reports" / "junit.xml"
    target.parent.mkdir()
    target.write_text("old", encoding="utf-8")
    link = tmp_path / "junit-link.xml"
    link.symlink_to(target)
    result = invoke("verify", str(ruling(tmp_path)), "--junit-xml", str(link))
    assert result.exit_code == EXIT_OK, result.stderr
    assert link.is_symlink() and os.readlink(link) == str(target)
    assert target.read_text(encoding="utf-8").startswith("<?xml")


def test_a_regular_file_is_replaced_whole(tmp_path: Path) -> None:
    report = tmp_path / "junit.xml"
    report.write_text("old", encoding="utf-8")
    result = invoke("verify", str(ruling(tmp_path)), "--junit-xml", str(report))
    assert result.exit_code == EXIT_OK and report.read_text(encoding="utf-8").startswith("<?xml")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["junit.xml", "passing.yaml"]


def test_a_failed_draft_leaves_the_output_file_as_it_was(tmp_path: Path) -> None:
    output = tmp_path / "card.yaml"
    output.write_text("kept", encoding="utf-8")
    # no sentence the drafter knows: the draft fails, so nothing is written
    result = invoke("cards", "draft", "--name", "Nothing", "--type-line", "Creature", "--pt", "1/1",
                    "--output", str(output), "Whistle a tune of no rules meaning.")
    assert refused(result)
    assert output.read_text(encoding="utf-8") == "kept"


def test_a_draft_is_not_written_over_its_source(tmp_path: Path) -> None:
    source = tmp_path / "cards.json"
    source.write_text('[{"name": "Glorious Anthem", "type_line": "Enchantment",'
                      ' "oracle_text": "Creatures you control get +1/+1."}]', encoding="utf-8")
    before = source.read_bytes()
    result = invoke("cards", "draft", "--from", str(source), "--name", "Glorious Anthem",
                    "--output", str(source))
    assert refused(result) and source.read_bytes() == before
