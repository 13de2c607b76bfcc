"""A ruleset is checked whole when it loads (issue 18, item 4): a bad key in any section of a
``--ruleset-dir`` folder's ruleset.yaml fails ``mtglogic layers`` too, though the layer engine
never reads the replacement, subgame, face-down, time or token sections, with a one-line
error that names the file and the line of the bad key, exit 2.

Each case is cr-2026's ruleset.yaml with one line put in after a line of one section (or,
when the line has the key of the line it follows, in its place); the line the error must
name is the new one.
"""
from __future__ import annotations

from pathlib import Path

import pytest
from reliability_support import ONE_LINE_ERROR, invoke

from mtglogic.errors import EXIT_INPUT, EXIT_OK
from mtglogic.loading.paths import data_root
from mtglogic.loading.rulesets import load_ruleset, using_ruleset_folder
from mtglogic.subgame.rules import rules_for

MOON = "cr-2026/blood-moon-urborg"
# section: (the section's line to put the new line after, the new line, what the error says)
INSERTED = {
    "replacement rules": ("replacement:", "  rules:", '    bogus: "614.1"',
                          "replacement.rules.bogus: unknown key 'bogus'"),
    "replacement": ("replacement:", None, "  bogus: true", "replacement.bogus: unknown key"),
    "subgame": ("subgame:", None, "  bogus: 7", "subgame.bogus: unknown key"),
    "faces": ("faces:", None, "  bogus: [transform]", "faces.bogus: unknown key"),
    "face_down": ("face_down:", None, "  bogus: {}", "face_down.bogus: unknown key"),
    "face_down kinds": ("face_down:", "  kinds:", '    foretold: {rule: "702.143a"}',
                        "face_down.kinds.foretold: unknown key"),
    "face_down kind": ("face_down:", '    cloak: {rule: "701.58a", abilities: ["ward {2}"]}',
                       '    cloak: {rule: "701.58a", ward: 2}',
                       "face_down.kinds.cloak.ward: unknown key"),
    "time": ("time:", None, "  bogus: {}", "time.bogus: unknown key"),
    "time rules": ("time:", "  rules:", '    bogus: "611.2c"', "time.rules.bogus: unknown key"),
    "tokens": ("tokens:", None, "  bogus: 1", "tokens.bogus: unknown key"),
    "a predefined token": ("tokens:", "  predefined:",
                           "    Relic: {types: [artifact], bogus: 1}",
                           "tokens.predefined.Relic.bogus: unknown key"),
    "subtypes": ("subtypes:", None, "  wizard_types: [Wizard]", "subtypes.wizard_types: unknown"),
    "keyword_counters": ("keyword_counters:", None, "  bogus: 1",
                         "keyword_counters.bogus: unknown key"),
    "ability_words": ("ability_words:", None, "  bogus: [raid]", "ability_words.bogus: unknown"),
    "keyword_abilities": ("keyword_abilities:", None, "  bogus: [ward]",
                          "keyword_abilities.bogus: unknown key"),
    "the file's top level": ("id: ", None, "replacment: {}", "replacment: unknown key"),
}


def with_line(folder: Path, section: str, anchor: str | None, line: str) -> int:
    """cr-2026's ruleset under an id of its own with ``line`` put in after the section's line
    (after ``anchor``, the first such line within it; in the anchor's place when both start
    with the same key); the new line's number."""
    lines = (data_root() / "cr-2026" / "ruleset.yaml").read_text(encoding="utf-8").splitlines()
    lines = ["id: house" if old.startswith("id: ") else old for old in lines]
    at = next(i for i, old in enumerate(lines) if old.startswith(section))
    if anchor is not None:
        at = next(i for i in range(at + 1, len(lines)) if lines[i] == anchor)
    if anchor is not None and anchor.split(":")[0] == line.split(":")[0]:
        lines[at] = line  # the same key: the line is changed
        number = at + 1
    else:
        lines.insert(at + 1, line)
        number = at + 2
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "ruleset.yaml").write_text("\n".join(lines) + "\n", encoding="utf-8")
    return number


def test_the_unchanged_file_loads(tmp_path: Path) -> None:
    with_line(tmp_path / "house", "id: ", None, "# nothing changed")
    assert invoke("layers", MOON, "--ruleset-dir", str(tmp_path / "house")).exit_code == EXIT_OK


@pytest.mark.parametrize("case", sorted(INSERTED))
def test_a_bad_key_fails_layers_where_it_is(tmp_path: Path, case: str) -> None:
    section, anchor, line, says = INSERTED[case]
    number = with_line(tmp_path / "house", section, anchor, line)
    result = invoke("layers", MOON, "--ruleset-dir", str(tmp_path / "house"))
    assert result.exit_code == EXIT_INPUT, result.output
    assert ONE_LINE_ERROR.match(result.stderr), result.stderr
    assert f"ruleset.yaml:{number}: {says}" in result.stderr


def test_a_layer_of_an_unknown_kind_fails(tmp_path: Path) -> None:
    number = with_line(tmp_path / "house", "layers:", None,
                       '  - {id: "0", rule: "613.0", parts: [bogus]}')
    result = invoke("layers", MOON, "--ruleset-dir", str(tmp_path / "house"))
    assert result.exit_code == EXIT_INPUT and ONE_LINE_ERROR.match(result.stderr)
    assert f"ruleset.yaml:{number}:" in result.stderr and "bogus" in result.stderr


def test_two_folders_with_one_id_keep_their_own_subgame_rules(tmp_path: Path) -> None:
    # Two folders both named house, one giving 30 starting life instead of 20 (103.4 in the
    # house rules): each answers with its own, whichever was read first in the process.
    for name, life in (("twenty", 20), ("thirty", 30)):
        folder = tmp_path / name
        with_line(folder, "id: ", None, "# house")
        text = (folder / "ruleset.yaml").read_text(encoding="utf-8")
        (folder / "ruleset.yaml").write_text(text.replace(
            "starting_life: {normal: 20,", f"starting_life: {{normal: {life},"), encoding="utf-8")
        with using_ruleset_folder(str(folder)):
            assert rules_for(load_ruleset("house")).starting_life["normal"] == life
