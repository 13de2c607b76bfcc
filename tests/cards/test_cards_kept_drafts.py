"""A card by name at the speed of a lookup (issue 36 item 1): a card is drafted once per
Oracle text and code version and kept (``mtglogic.loading.kept_drafts``); the drafter, and
its parser, load only when a card must be drafted; a kept draft that is not the one of its
key is not used."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from mtglogic.drafting.record_drafts import drafted_file
from mtglogic.loading import kept_drafts, rulesets, shipped_drafts
from mtglogic.loading.card_sources import CorpusIndex
from mtglogic.loading.kept_drafts import CardDraft, KeptDrafts, record_key
from mtglogic.loading.shipped_drafts import ShippedDrafts

ROOT = Path(__file__).resolve().parents[2]
RECORD = {"name": "Kept Test", "mana_cost": "{1}{W}", "type_line": "Enchantment",
          "oracle_text": "Creatures you control get +1/+1."}
PROBE = """
import sys
from mtglogic.cli import main
try:
    main(sys.argv[1:])
except SystemExit:
    pass
print("DRAFTER" if "mtglogic.drafting.drafter" in sys.modules else "NO-DRAFTER", file=sys.stderr)
print("LARK" if "lark" in sys.modules else "NO-LARK", file=sys.stderr)
"""


def probe(cache: Path, *args: str) -> list[str]:
    """The command run in a fresh interpreter: whether it loaded the drafter and lark."""
    env = {**os.environ, "PYTHONPATH": str(ROOT), "MTGLOGIC_CACHE": str(cache)}
    done = subprocess.run([sys.executable, "-c", PROBE, *args], env=env, text=True,
                          capture_output=True, timeout=300, check=False)
    return done.stderr.splitlines()[-2:]


def test_a_card_is_drafted_once_then_read_without_the_drafter(tmp_path: Path) -> None:
    # A card of a user's file (no shipped draft has it): the first run drafts it, the
    # second reads the kept draft and never loads the drafter or lark.
    source = tmp_path / "cards.json"
    source.write_text(json.dumps([{"object": "card", **RECORD}]), encoding="utf-8")
    args = ("layers", "--oracle", str(source), "--card", "Kept Test", "--card",
            "Grizzly Bears")
    assert probe(tmp_path / "cache", *args) == ["DRAFTER", "LARK"]
    assert probe(tmp_path / "cache", *args) == ["NO-DRAFTER", "NO-LARK"]


def test_a_hand_checked_card_loads_no_drafter(tmp_path: Path) -> None:
    assert probe(tmp_path / "cache", "cards", "show", "Humility") == ["NO-DRAFTER", "NO-LARK"]


def test_a_kept_draft_is_keyed_by_the_record_and_the_code(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MTGLOGIC_CACHE", str(tmp_path))
    kept = KeptDrafts(ShippedDrafts(tmp_path / "no-such-file.gz"))
    made = CardDraft({"name": "Kept Test", "types": ["Enchantment"]}, ["a sentence"], True)
    kept.keep(RECORD, made)
    assert kept.get(RECORD) == made
    assert kept.get({**RECORD, "oracle_text": "Flying"}) is None  # another text
    monkeypatch.setattr(kept_drafts, "code_signature", lambda: "another code")
    assert kept.get(RECORD) is None  # another version of the code


def test_a_kept_draft_changed_or_moved_is_not_used(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MTGLOGIC_CACHE", str(tmp_path))
    kept = KeptDrafts(ShippedDrafts(tmp_path / "no-such-file.gz"))
    kept.keep(RECORD, CardDraft({"name": "Kept Test"}, [], True))
    path = tmp_path / "drafts" / f"{record_key(RECORD)}.json"
    header, _, payload = path.read_text(encoding="utf-8").partition("\n")  # a cache entry
    entry = json.loads(payload)
    entry["draft"]["file"]["name"] = "Something Else"
    path.write_text(f"{header}\n{json.dumps(entry)}", encoding="utf-8")
    assert kept.get(RECORD) is None  # its checksum no longer holds
    other = {**RECORD, "name": "Other Test"}
    kept.keep(other, CardDraft({"name": "Other Test"}, [], True))
    moved = tmp_path / "drafts" / f"{record_key(other)}.json"
    path.write_text(moved.read_text(encoding="utf-8"), encoding="utf-8")
    assert kept.get(RECORD) is None  # another record's draft under this key


def shipped_file_of(path: Path, records: list[dict[str, str]], names: list[str]
                    ) -> dict[str, CardDraft]:
    """A shipped drafts file of these records signed by ``names``; each record's draft."""
    signature = shipped_drafts.files_signature(names)
    assert signature is not None
    made = {r["name"]: CardDraft({"name": r["name"], "types": ["Enchantment"]}, [], True)
            for r in records}
    rows = {record_key(r, signature): json.dumps(made[r["name"]].data()) for r in records}
    path.write_bytes(shipped_drafts.shipped_bytes(rows, names, signature))
    return made


def test_shipped_drafts_are_read_a_block_at_a_time(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MTGLOGIC_CACHE", str(tmp_path / "cache"))
    records = [{**RECORD, "name": f"Kept Test {n}"} for n in range(3 * shipped_drafts.BLOCK + 5)]
    made = shipped_file_of(tmp_path / "drafts", records, ["package/loading/kept_drafts.py"])
    kept = KeptDrafts(ShippedDrafts(tmp_path / "drafts"))
    for record in records:  # every block, its first and last lines included
        assert kept.get(record) == made[record["name"]]
    assert kept.get({**RECORD, "name": "Not Shipped"}) is None


def signed_package(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str,
                   text: str) -> Path:
    """A package of one module, ``name`` holding ``text``, standing for mtglogic's in the
    signed names; a cache folder of the test's own."""
    monkeypatch.setenv("MTGLOGIC_CACHE", str(tmp_path / "cache"))
    package = tmp_path / "package"
    package.mkdir()
    (package / name).write_text(text, encoding="utf-8")
    monkeypatch.setitem(shipped_drafts.PREFIXES, "package", lambda: package)
    return package


def test_shipped_drafts_hold_only_while_the_code_that_drafted_them_is_unchanged(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    package = signed_package(tmp_path, monkeypatch, "drafter.py", "WORDS = 1\n")
    made = shipped_file_of(tmp_path / "drafts", [RECORD], ["package/drafter.py"])
    assert KeptDrafts(ShippedDrafts(tmp_path / "drafts")).get(RECORD) == made["Kept Test"]
    (package / "drafter.py").write_text("WORDS = 22\n", encoding="utf-8")  # the drafter changed
    assert KeptDrafts(ShippedDrafts(tmp_path / "drafts")).get(RECORD) is None
    (package / "drafter.py").unlink()  # or is gone
    assert KeptDrafts(ShippedDrafts(tmp_path / "drafts")).get(RECORD) is None


def test_a_damaged_shipped_file_is_not_used(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MTGLOGIC_CACHE", str(tmp_path / "cache"))
    shipped_file_of(tmp_path / "drafts", [RECORD], ["package/loading/kept_drafts.py"])
    whole = (tmp_path / "drafts").read_bytes()
    header, _, blocks = whole.partition(b"\n")
    for damaged in (header + b"\n" + blocks[:-3] + b"xyz",  # a block changed
                    header[:-9] + b"\n" + blocks,  # a header cut short
                    b"\x00" * 40,  # no header at all
                    header.replace(b'"package/', b'"package/../../'),  # a file outside
                    header.replace(b'"checked":{}', b'"checked":[]'),  # rulesets unsaid
                    ):
        (tmp_path / "drafts").write_bytes(damaged)
        assert KeptDrafts(ShippedDrafts(tmp_path / "drafts")).get(RECORD) is None


@pytest.mark.skipif(not kept_drafts.shipped_file().is_file(), reason="no shipped drafts")
def test_the_shipped_drafts_are_those_the_drafter_makes() -> None:
    # Where the shipped drafts are of this code, a sample of them is what drafting the
    # corpus's records makes now (every 250th card).
    shipped = ShippedDrafts(kept_drafts.shipped_file())
    signature = shipped.signature()
    if signature is None:
        pytest.skip("the shipped drafts are of another version of the drafter")
    for record in CorpusIndex().records()[::250]:
        row = shipped.row(record_key(record, signature))
        assert row is not None, record["name"]
        assert json.loads(row) == drafted_file(record).data(), record["name"]


def test_a_ruleset_checked_when_the_package_was_built_is_known_by_its_bytes(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    package = signed_package(tmp_path, monkeypatch, "checker.py", "RULES = 1\n")
    signature = shipped_drafts.files_signature(["package/checker.py"])
    assert signature is not None
    checked = {"x/ruleset.yaml": shipped_drafts.checked_digest(b"id: x\n")}
    path = tmp_path / "drafts"
    path.write_bytes(shipped_drafts.shipped_bytes({}, ["package/checker.py"], signature,
                                                  checked))
    assert ShippedDrafts(path).checked("x/ruleset.yaml", b"id: x\n")
    assert not ShippedDrafts(path).checked("x/ruleset.yaml", b"id: y\n")  # other bytes
    assert not ShippedDrafts(path).checked("y/ruleset.yaml", b"id: x\n")  # another file
    (package / "checker.py").write_text("RULES = 22\n", encoding="utf-8")  # other code
    assert not ShippedDrafts(path).checked("x/ruleset.yaml", b"id: x\n")


def _sections_checked(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                      shipped: ShippedDrafts) -> list[str]:
    """The built-in rulesets whose sections a first command (an empty cache folder)
    checks, with these shipped drafts."""
    monkeypatch.setenv("MTGLOGIC_CACHE", str(tmp_path / "empty-cache"))
    checked: list[str] = []
    monkeypatch.setattr(rulesets, "check_sections", lambda ruleset: checked.append(ruleset.id))
    monkeypatch.setattr(rulesets, "shipped_drafts", lambda: shipped)
    rulesets._builtin_ruleset.cache_clear()
    try:
        for ruleset_id in ("cr-2011", "cr-2026"):
            rulesets._builtin_ruleset(ruleset_id)
    finally:
        rulesets._builtin_ruleset.cache_clear()
    return checked


def test_a_first_command_checks_the_rulesets_without_shipped_checks(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    missing = ShippedDrafts(tmp_path / "no-such-file")
    assert _sections_checked(tmp_path, monkeypatch, missing) == ["cr-2011", "cr-2026"]


def test_a_first_command_trusts_the_checks_of_the_build(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    shipped = ShippedDrafts(kept_drafts.shipped_file())
    if shipped.signature() is None:
        pytest.skip("the shipped drafts are of another version of the code")
    assert _sections_checked(tmp_path, monkeypatch, shipped) == []
