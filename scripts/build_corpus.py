"""Build the package's Oracle corpus and what ships beside it, in ``mtglogic/data/``.

Reads a file of real cards with Scryfall's field names (by default the project's shared
``data/oracle-cards.jsonl``: 10,192 cards from the card snapshots of the Argentum Engine
project, MIT licence) through the one reader of card data (``mtglogic.loading.oracle_files``:
every layout as printed, colour indicators, meld pairs made whole), and writes:

- ``oracle-cards.jsonl.gz``: one compact JSON record a line, sorted by name, only the fields
  a card's rules read, in gzip members of 256 lines (one member read for one card);
- ``oracle-names.json.gz``: the index of names the corpus is read through (each name a card
  answers to, its own names before other cards' faces), tied to the corpus by its hash;
- ``cards-index.json.gz``: the names of the hand-checked library's cards (``rulesets/cards``),
  tied to their files' content (``mtglogic.loading.card_index``), so that a first query
  does not parse every card file to learn which names are hand-checked;
- ``oracle-drafts.blocks`` (unless ``--no-drafts``): every card drafted from its Oracle
  text by the code of this checkout, signed by the files of the modules drafting (and
  checking each built-in ruleset file) loaded (``mtglogic.loading.shipped_drafts``), so
  that an installed package names any corpus card without building the drafter's parser,
  and reads its built-in rulesets without checking them again; after one of those files
  changes, they are not used until this script is run again.

The first three are gzip-compressed with no timestamp, the drafts in zlib blocks: the same
source and code give the same bytes.

    python scripts/build_corpus.py [SOURCE] [--output-dir FOLDER] [--no-drafts] [--jobs N]
"""
from __future__ import annotations

import argparse
import gzip
import hashlib
import json
import os
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from mtglogic.drafting.record_drafts import drafted_file  # noqa: E402 - after the path
from mtglogic.errors import InputError  # noqa: E402
from mtglogic.loading.card_index import shipped_index_bytes  # noqa: E402
from mtglogic.loading.card_sources import corpus_members, corpus_names  # noqa: E402
from mtglogic.loading.kept_drafts import RULESET_FILES, record_key  # noqa: E402
from mtglogic.loading.oracle_files import Record, file_records  # noqa: E402
from mtglogic.loading.paths import data_root  # noqa: E402
from mtglogic.loading.rulesets import parse_ruleset  # noqa: E402
from mtglogic.loading.shipped_drafts import (  # noqa: E402
    checked_digest,
    files_signature,
    shipped_bytes,
    signed_name,
)
from mtglogic.loading.yamlio import load_yaml_fast  # noqa: E402

DEFAULT_SOURCE = ROOT.parent / "shared" / "data" / "oracle-cards.jsonl"
DEFAULT_OUTPUT = ROOT / "mtglogic" / "data"
CORPUS, NAMES, DRAFTS = "oracle-cards.jsonl.gz", "oracle-names.json.gz", "oracle-drafts.blocks"
CARD_INDEX = "cards-index.json.gz"  # the hand-checked library's names (not the corpus's)


def packed(text: str) -> bytes:
    """Text gzip-compressed with no timestamp and no file name: the same text, the same
    bytes."""
    return gzip.compress(text.encode("utf-8"), compresslevel=9, mtime=0)


def corpus_lines(source: Path) -> list[str]:
    """The corpus's lines: one record per name (the first of a name wins), by name."""
    records: dict[str, Record] = {}
    for record in file_records(source):
        records.setdefault(record["name"], record)
    return [json.dumps(records[name], ensure_ascii=False, separators=(",", ":"))
            for name in sorted(records)]


OPENED: set[str] = set()  # every file this process opened (its modules and data)
HOOKED: list[bool] = []  # whether this process notes what it opens


def _note_opened(event: str, arguments: tuple[object, ...]) -> None:
    if event == "open" and isinstance(arguments[0], (str, Path)):
        OPENED.add(os.path.abspath(arguments[0]))


def _drafted(lines: list[str]) -> tuple[list[tuple[Record, str]], int, set[str]]:
    """The drafts of these lines, the number refused, and the signed names of the files
    drafting read: the package's modules and the rulesets' files it opened."""
    if not HOOKED:
        sys.addaudithook(_note_opened)
        HOOKED.append(True)
        for name in RULESET_FILES:  # every section checked, by the code signed below
            parse_ruleset(load_yaml_fast(data_root() / name))
    drafts: list[tuple[Record, str]] = []
    refused = 0
    for line in lines:
        record = json.loads(line)
        try:
            made = drafted_file(record)
        except InputError:
            refused += 1
            continue
        drafts.append((record, json.dumps(made.data(), ensure_ascii=False,
                                          separators=(",", ":"))))
    modules = [Path(m.__file__) for n, m in list(sys.modules.items())
               if n.split(".")[0] == "mtglogic" and m.__file__]
    opened = {n for n in map(signed_name, map(Path, OPENED)) if n}
    return drafts, refused, {n for n in map(signed_name, modules) if n} | {
        n for n in opened if n.startswith("rulesets/")}  # not the package's own data


def draft_rows(lines: list[str], jobs: int = 1) -> tuple[bytes, int]:
    """The shipped drafts file of every card (a card the drafter refuses is left out: it is
    refused when named, with its reason), signed by the files of the modules that drafting
    loaded, the ruleset files and lark's own; the number left out."""
    chunks = [lines[at::jobs] for at in range(jobs)]
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        parts = list(pool.map(_drafted, chunks))
    drafts = [draft for part in parts for draft in part[0]]
    modules = set().union(*(part[2] for part in parts))
    names = sorted(modules | {f"rulesets/{f}" for f in RULESET_FILES}) + ["lark/__init__.py"]
    signature = files_signature(names)
    if signature is None:
        raise InputError("cannot read the files that drafted the corpus", "mtglogic")
    rows = {record_key(record, signature): draft for record, draft in drafts}
    checked = {name: checked_digest((data_root() / name).read_bytes()) for name in RULESET_FILES}
    return shipped_bytes(rows, names, signature, checked), sum(part[1] for part in parts)


def build(source: Path, output: Path, drafts: bool = True, jobs: int = 1
          ) -> tuple[int, int]:
    """Write the corpus of ``source`` and its index (and drafts) into ``output``; the
    number of cards written and of cards the drafter refused."""
    lines = corpus_lines(source)
    encoded = [line.encode("utf-8") for line in lines]
    corpus, starts = corpus_members(encoded)
    names = corpus_names(encoded, hashlib.sha256(corpus).hexdigest(), starts)
    output.mkdir(parents=True, exist_ok=True)
    (output / CORPUS).write_bytes(corpus)
    (output / NAMES).write_bytes(packed(json.dumps(names, ensure_ascii=False,
                                                   separators=(",", ":"))))
    (output / CARD_INDEX).write_bytes(shipped_index_bytes(ROOT / "rulesets" / "cards"))
    refused = 0
    if drafts:
        shipped, refused = draft_rows(lines, jobs)
        (output / DRAFTS).write_bytes(shipped)
    return len(lines), refused


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("source", nargs="?", type=Path, default=DEFAULT_SOURCE)
    parser.add_argument("--output-dir", type=Path, default=DEFAULT_OUTPUT)
    parser.add_argument("--no-drafts", action="store_true",
                        help="write the corpus and its index only")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1,
                        help="processes drafting the cards (default: one per core)")
    arguments = parser.parse_args()
    try:
        count, refused = build(arguments.source, arguments.output_dir,
                               not arguments.no_drafts, max(1, arguments.jobs))
    except InputError as error:
        print(f"build_corpus: {error}", file=sys.stderr)
        return 2
    drafted = "" if arguments.no_drafts else f" ({refused} refused by the drafter)"
    print(f"{count} cards written to {arguments.output_dir}{drafted}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
