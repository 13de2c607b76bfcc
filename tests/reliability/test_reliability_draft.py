"""`cards draft` under hostile input (issue 25, items 1, 4 and 6 of drafting): text that is
not UTF-8, input without end, special files, texts past the drafter's limits, patterns that
once rescanned runs of blanks, the command's --timeout, and a draft the loader would
refuse. Each ends with exit 2 or 3 and one line on stderr, nothing on stdout, and an
existing --output left as it was."""
from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from click.testing import CliRunner, Result
from reliability_support import ONE_LINE_ERROR, check_cli_result

import mtglogic.cli.draft as draft_cli
from mtglogic.cli import main
from mtglogic.drafting.drafter import type_line_parts
from mtglogic.drafting.limits import MAX_FIELD_CHARS, MAX_LINE_CHARS, MAX_TEXT_CHARS
from mtglogic.drafting.oracle import strip_reminder
from mtglogic.errors import EXIT_BUDGET, EXIT_INPUT, InputError

ENCHANTMENT = ("--name", "Test Card", "--type-line", "Enchantment")
ANTHEM = "Creatures you control get +1/+1."


def draft(*args: str, stdin: bytes | str | None = None) -> Result:
    result = CliRunner().invoke(main, ["cards", "draft", *args], input=stdin)
    check_cli_result(result)
    return result


def refused(result: Result, code: int, *fragments: str) -> None:
    """Exit ``code``, one error line holding each fragment, nothing on stdout."""
    assert result.exit_code == code, (result.exit_code, result.output)
    assert ONE_LINE_ERROR.match(result.stderr), result.stderr
    assert result.stdout == ""
    for fragment in fragments:
        assert fragment in result.stderr, result.stderr


def kept_output(tmp_path: Path) -> Path:
    path = tmp_path / "card.yaml"
    path.write_text("kept", encoding="utf-8")
    return path


# -- not UTF-8 ---------------------------------------------------------------------------
def test_standard_input_that_is_not_utf8_names_the_byte_and_keeps_the_output(
        tmp_path: Path) -> None:
    output = kept_output(tmp_path)
    # "Flying\n" is 7 bytes (offsets 0-6), so 0xff is at byte offset 7
    result = draft(*ENCHANTMENT, "--output", str(output), stdin=b"Flying\n\xff\xfe more")
    refused(result, EXIT_INPUT, "standard input", "not UTF-8", "0xff at byte offset 7")
    assert output.read_text(encoding="utf-8") == "kept"


def test_a_from_file_that_is_not_utf8(tmp_path: Path) -> None:
    source = tmp_path / "cards.json"
    # '{"object": "card", ' is 19 bytes, '"name": "X' 10 more: latin-1's e-acute is byte 29
    source.write_bytes(b'{"object": "card", "name": "X\xe9"}')
    result = draft("--from", str(source), "--name", "X")
    refused(result, EXIT_INPUT, "--from", "not UTF-8", "0xe9 at byte offset 29")


def test_a_lone_surrogate_in_a_json_card_is_refused_not_drafted(tmp_path: Path) -> None:
    """JSON may escape a lone surrogate ("\\ud800"): no character, and a card file the
    loader refuses, so the drafter refuses it first."""
    source = tmp_path / "cards.json"
    source.write_text('{"object": "card", "name": "X", "type_line": "Enchantment", '
                      '"oracle_text": "Flying \\ud800"}', encoding="utf-8")
    refused(draft("--from", str(source), "--name", "X"), EXIT_INPUT, "U+D800")


def test_a_control_character_is_refused() -> None:
    refused(draft("--name", "Bell\x07", "--type-line", "Enchantment", ANTHEM), EXIT_INPUT,
            "the name", "U+0007 at character 5")


# -- sizes ---------------------------------------------------------------------------------
@pytest.mark.parametrize("args,stdin,fragment", [
    ((*ENCHANTMENT, "x" * (MAX_TEXT_CHARS + 1)), None,
     f"the Oracle text has {MAX_TEXT_CHARS + 1} characters"),
    ((*ENCHANTMENT, "Flying\n" + "y" * (MAX_LINE_CHARS + 1)), None,
     f"line 2 of the Oracle text has {MAX_LINE_CHARS + 1} characters"),
    (("--name", "n" * (MAX_FIELD_CHARS + 1), "--type-line", "Enchantment", ANTHEM), None,
     "the name has"),
    (ENCHANTMENT, b"a" * (4 * MAX_TEXT_CHARS + 1), "more than the limit of 40000 bytes"),
    # 200,000 blanks in a line once ran past 60 s in the patterns; now refused by size
    (ENCHANTMENT, "Creatures you control get" + " " * 200_000 + "+1/+1.",
     "more than the limit"),
])
def test_texts_past_the_limits_are_refused(args: tuple[str, ...], stdin: bytes | str | None,
                                           fragment: str) -> None:
    refused(draft(*args, stdin=stdin), EXIT_INPUT, fragment)


def test_a_text_within_the_limits_is_drafted() -> None:
    """The limits leave room: the longest line allowed, of blanks before a known
    sentence (the blanks are stripped), still drafts the anthem."""
    line = " " * (MAX_LINE_CHARS - len(ANTHEM)) + ANTHEM
    result = draft(*ENCHANTMENT, line)
    assert result.exit_code == 0, result.stderr
    assert "modify_pt: [1, 1]" in result.stdout


# -- patterns that rescanned blanks --------------------------------------------------------
def test_reminder_text_pattern_is_linear_in_blanks() -> None:
    """Reminder text and the blanks before it went (207.2a); a run of 200,000 blanks with
    no parenthesis was scanned once per blank (about 60 s), now once."""
    start = time.monotonic()
    assert strip_reminder("a" + " " * 200_000 + "b (reminder)") == "a" + " " * 200_000 + "b"
    assert time.monotonic() - start < 5


def test_type_line_dash_pattern_is_linear_in_blanks() -> None:
    start = time.monotonic()
    with pytest.raises(InputError, match="neither a card type"):
        type_line_parts("Creature" + " " * 200_000 + "Elf")
    assert time.monotonic() - start < 5
    assert type_line_parts("Creature  \u2014  Elf")["subtypes"] == ["Elf"]


# -- special files --------------------------------------------------------------------------
def test_from_refuses_a_fifo_a_device_and_a_folder(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    refused(draft("--from", str(fifo), "--name", "X"), EXIT_INPUT, "FIFO")
    assert fifo.is_fifo()
    if os.path.exists("/dev/zero"):
        refused(draft("--from", "/dev/zero", "--name", "X"), EXIT_INPUT, "character device")
    assert draft("--from", str(tmp_path), "--name", "X").exit_code == EXIT_INPUT


def test_output_refuses_a_fifo_without_waiting(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    refused(draft(*ENCHANTMENT, ANTHEM, "--output", str(fifo)), EXIT_INPUT, "FIFO")
    assert fifo.is_fifo()


# -- the whole command within its budget ----------------------------------------------------
def test_many_sentences_stop_at_the_timeout() -> None:
    """Each sentence parsed is a step of the command's budget: 5 lines of 240 sentences
    (9,604 characters, within the limits; each sentence parsed on its own) stop at
    --timeout 0.5 instead of running on."""
    text = "\n".join(["Flying. " * 240] * 5)
    start = time.monotonic()
    result = draft(*ENCHANTMENT, "--timeout", "0.5", text.strip())
    refused(result, EXIT_BUDGET, "timeout = 0.5s", "Oracle sentences parsed", "--timeout")
    assert time.monotonic() - start < 10


def run_real(*args: str, stdin: int | None = None, seconds: float = 30) -> tuple[int, str]:
    env = dict(os.environ, PYTHONPATH=str(Path(__file__).parents[2]))
    process = subprocess.run([sys.executable, "-m", "mtglogic", "cards", "draft", *args],
                             stdin=stdin, capture_output=True, timeout=seconds, env=env,
                             check=False, text=True)
    return process.returncode, process.stderr


def test_standard_input_that_never_writes_stops_at_the_timeout() -> None:
    """A pipe whose writer never writes nor closes: the wait is the command's time."""
    reader, writer = os.pipe()
    try:
        start = time.monotonic()
        code, stderr = run_real(*ENCHANTMENT, "--timeout", "1", stdin=reader)
        assert time.monotonic() - start < 20
    finally:
        os.close(reader)
        os.close(writer)
    assert code == EXIT_BUDGET and ONE_LINE_ERROR.match(stderr), stderr
    assert "waiting for standard input" in stderr


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="needs /dev/zero")
def test_standard_input_without_end_is_refused_at_its_size() -> None:
    with open("/dev/zero", "rb") as zero:
        code, stderr = run_real(*ENCHANTMENT, stdin=zero.fileno())
    assert code == EXIT_INPUT and ONE_LINE_ERROR.match(stderr), stderr
    assert "more than the limit of 40000 bytes" in stderr


# -- the loader judges the draft ------------------------------------------------------------
def test_a_draft_the_loader_refuses_is_a_drafter_bug_and_nothing_is_written(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A drafter that wrote a bad card (here made so: a key no card file has) is caught by
    reading its very text back: one line, exit 2, stdout empty, --output kept."""
    real = draft_cli.card_yaml
    monkeypatch.setattr(draft_cli, "card_yaml",
                        lambda card, untranslated: real({**card, "colour": "red"}, untranslated))
    output = kept_output(tmp_path)
    for extra in ((), ("--output", str(output))):
        refused(draft(*ENCHANTMENT, ANTHEM, *extra), EXIT_INPUT, "a drafter bug",
                "unknown key 'colour'")
    assert output.read_text(encoding="utf-8") == "kept"


def test_a_draft_whose_text_is_not_yaml_the_loader_reads_is_caught(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """What only the text shows (a character YAML refuses in a comment) is caught too."""
    real = draft_cli.card_yaml
    monkeypatch.setattr(draft_cli, "card_yaml",
                        lambda card, untranslated: "# \x07\n" + real(card, untranslated))
    refused(draft(*ENCHANTMENT, ANTHEM), EXIT_INPUT, "a drafter bug", "<draft>")


@pytest.mark.parametrize("args,fragment", [
    # 14 digits pass --pt's 40-digit form but not the card files' bound of 10^12
    (("--type-line", "Creature", "--pt", "99999999999999/1"), "power: number 99999999999999"),
    (("--type-line", "Creature", "--pt", "1/1", "--mana-cost", "{{{"), "mana_cost: mana cost"),
])
def test_a_given_value_the_loader_refuses_is_the_users_error(args: tuple[str, ...],
                                                            fragment: str) -> None:
    """Read back, a value the user gave is refused as the loader refuses it, naming its
    key: the user's input, not a drafter bug."""
    result = draft("--name", "Test Card", *args, "Flying")
    refused(result, EXIT_INPUT, fragment)
    assert "drafter bug" not in result.stderr


@pytest.mark.parametrize("power", ["1e999", '"1/1"', '"inf"'])
def test_a_from_power_not_printed_as_a_power_is_refused(tmp_path: Path, power: str) -> None:
    """A printed power is a number or a form with * or X (208.2); JSON's 1e999 (infinity)
    and "1/1" were silently read as '*'."""
    source = tmp_path / "cards.json"
    source.write_text('{"object": "card", "name": "X", "type_line": "Creature", '
                      f'"oracle_text": "Flying", "power": {power}, "toughness": "1"}}',
                      encoding="utf-8")
    refused(draft("--from", str(source), "--name", "X"), EXIT_INPUT, "power",
            "208.2")
