"""No output over an input (issue 37, item 2): ``--junit-xml``, ``--html``, ``report -o``,
``export -o`` and ``atlas --cases`` once wrote over a ``--cards`` card file, an ``--oracle``
file or a ``--ruleset-dir``'s ``ruleset.yaml``, exit 0. Each is refused with one line and
exit 2, through a symbolic or a hard link too, and the folder of inputs is snapshotted:
nothing in it changed."""
from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from click.testing import CliRunner
from hostile_support import one_error_line, ruling, snapshot

from mtglogic.cli import main
from mtglogic.cli.files import refuse_an_input
from mtglogic.errors import InputError
from mtglogic.loading.paths import corpus_file, data_root

CARD = "name: Hostile Bear\ntypes: [Creature]\nsubtypes: [Bear]\npower: 2\ntoughness: 2\n"
ORACLE = {"object": "list", "data": [{"object": "card", "name": "Oracle Bear",
                                      "type_line": "Creature — Bear", "power": "2",
                                      "toughness": "2"}]}


@pytest.fixture
def inputs(tmp_path: Path) -> Path:
    """A folder of inputs: a ruling, a card folder, an Oracle file, a ruleset folder."""
    folder = tmp_path / "inputs"
    (folder / "cards").mkdir(parents=True)
    (folder / "cards" / "hostile-bear.yaml").write_text(CARD, encoding="utf-8")
    (folder / "ruling.yaml").write_text(ruling("a bear of one's own", "Hostile Bear"),
                                         encoding="utf-8")
    (folder / "oracle.json").write_text(json.dumps(ORACLE), encoding="utf-8")
    (folder / "rules").mkdir()
    ruleset = (data_root() / "cr-2026" / "ruleset.yaml").read_text(encoding="utf-8")
    (folder / "rules" / "ruleset.yaml").write_text(
        ruleset.replace("id: cr-2026", "id: my-rules", 1), encoding="utf-8")
    return folder


def ruled(inputs: Path, *args: str, env: dict[str, str] | None = None) -> str:
    """Run; it must be refused, one line, exit 2, every input as it was."""
    before = snapshot(inputs)
    result = CliRunner(env=env).invoke(main, list(args))
    assert result.exit_code == 2, result.output
    assert snapshot(inputs) == before
    return one_error_line(result.stderr)


def test_a_report_over_a_card_file_of_cards(inputs: Path) -> None:
    line = ruled(inputs, "verify", str(inputs / "ruling.yaml"), "--cards", str(inputs / "cards"),
                 "--junit-xml", str(inputs / "cards" / "hostile-bear.yaml"))
    assert "--junit-xml" in line and "the command reads that file" in line


def test_a_report_over_a_card_file_of_mtglogic_cards(inputs: Path) -> None:
    ruled(inputs, "verify", str(inputs / "ruling.yaml"),
          "--html", str(inputs / "cards" / "hostile-bear.yaml"),
          env={"MTGLOGIC_CARDS": str(inputs / "cards")})


@pytest.mark.parametrize("option", ["--html", "--junit-xml"])
def test_a_report_over_an_oracle_file(inputs: Path, option: str) -> None:
    ruled(inputs, "verify", str(inputs / "ruling.yaml"), "--cards", str(inputs / "cards"),
          "--oracle", str(inputs / "oracle.json"), option, str(inputs / "oracle.json"))
    ruled(inputs, "verify", str(inputs / "ruling.yaml"), "--cards", str(inputs / "cards"),
          option, str(inputs / "oracle.json"),
          env={"MTGLOGIC_ORACLE": str(inputs / "oracle.json")})


def test_a_report_over_the_ruleset_of_ruleset_dir(inputs: Path) -> None:
    ruled(inputs, "verify", str(inputs / "ruling.yaml"), "--cards", str(inputs / "cards"),
          "--ruleset-dir", str(inputs / "rules"),
          "--html", str(inputs / "rules" / "ruleset.yaml"))


def test_report_output_through_a_symbolic_link(inputs: Path, tmp_path: Path) -> None:
    link = tmp_path / "page.html"
    link.symlink_to(inputs / "cards" / "hostile-bear.yaml")
    ruled(inputs, "report", "--cards", str(inputs / "cards"), "--card", "Hostile Bear",
          "-o", str(link))


def test_export_output_through_a_hard_link(inputs: Path, tmp_path: Path) -> None:
    linked = tmp_path / "cases.jsonl"
    os.link(inputs / "oracle.json", linked)
    ruled(inputs, "export", str(inputs / "ruling.yaml"), "--cards", str(inputs / "cards"),
          "--oracle", str(inputs / "oracle.json"), "-o", str(linked))


def test_atlas_cases_over_a_card_file(inputs: Path, tmp_path: Path) -> None:
    anthem = (data_root() / "cards" / "glorious-anthem.yaml").read_text(encoding="utf-8")
    (inputs / "cards" / "anthem.yaml").write_text(
        anthem.replace("name: Glorious Anthem", "name: Hostile Anthem"), encoding="utf-8")
    ruled(inputs, "atlas", "--cards", str(inputs / "cards"), "--workers", "1",
          "--state", str(tmp_path / "state"),
          "--cases", str(inputs / "cards" / "anthem.yaml"))
    assert not (tmp_path / "state").exists()  # refused before any work


@pytest.mark.parametrize("path", [data_root() / "cards" / "grizzly-bears.yaml",
                                  data_root() / "cr-2026" / "ruleset.yaml", corpus_file()],
                         ids=["library card", "ruleset", "corpus"])
def test_the_built_in_data_is_an_input_of_every_command(path: Path, tmp_path: Path) -> None:
    # Asked of the check itself: a command that failed it would write over the checkout.
    with pytest.raises(InputError, match="the command reads that file"):
        refuse_an_input(path, "--output")
    link = tmp_path / "link"
    link.symlink_to(path)
    with pytest.raises(InputError, match="the command reads that file"):
        refuse_an_input(link, "--output")
