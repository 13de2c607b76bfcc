"""Build the package's Oracle corpus and what ships beside it, in ``mtglogic/data/``.

Reads a file of real cards with Scryfall's field names (by default the project's shared
``data/oracle-cards.jsonl``: 10,192 cards from the card snapshots of the Argentum Engine
project, MIT licence) through the one reader of card data (``mtglogic.loading.oracle_files``:
every layout as printed, colour indicators, meld pairs made whole), and writes:

- ``oracle-cards.jsonl.gz``: one compact JSON record a line, sorted by name, only the fields
  a card's rules read;
- ``oracle-names.json.gz``: the index of names the corpus is read through (each name a card
  answers to, its own names before other cards' faces), tied to the corpus by its hash;
- ``oracle-drafts.jsonl.gz`` (unless ``--no-drafts``): every card drafted from its Oracle
  text by the code of this checkout, under the code's signature
  (``mtglogic.loading.kept_drafts``), so that an installed package names any corpus card
  without building the drafter's parser; after the code changes, they are not used until
  this script is run again.

Each is gzip-compressed with no timestamp, so the same source and code give the same bytes.

    python scripts/build_corpus.py [SOURCE] [--output-dir FOLDER] [--no-drafts]
"""
from __future__ import annotations

import argparse
import gzip
import hashlib
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from mtglogic.drafting.record_drafts import drafted_file  # noqa: E402 - after the path
from mtglogic.errors import InputError  # noqa: E402
from mtglogic.loading.card_sources import corpus_names  # noqa: E402
from mtglogic.loading.kept_drafts import code_signature, record_key  # noqa: E402
from mtglogic.loading.oracle_files import Record, file_records  # noqa: E402

DEFAULT_SOURCE = ROOT.parent / "shared" / "data" / "oracle-cards.jsonl"
DEFAULT_OUTPUT = ROOT / "mtglogic" / "data"
CORPUS, NAMES, DRAFTS = "oracle-cards.jsonl.gz", "oracle-names.json.gz", "oracle-drafts.jsonl.gz"


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


def draft_lines(lines: list[str]) -> tuple[list[str], int]:
    """Each card's key and draft (a card the drafter refuses is left out: it is refused
    when named, with its reason); the number left out."""
    signature = code_signature()
    found = [json.dumps({"format": "corpus-drafts-1", "signature": signature})]
    refused = 0
    for line in lines:
        record = json.loads(line)
        try:
            made = drafted_file(record)
        except InputError:
            refused += 1
            continue
        found.append(f"{record_key(record, signature)} "
                     f"{json.dumps(made.data(), ensure_ascii=False, separators=(',', ':'))}")
    return found, refused


def build(source: Path, output: Path, drafts: bool = True) -> tuple[int, int]:
    """Write the corpus of ``source`` and its index (and drafts) into ``output``; the
    number of cards written and of cards the drafter refused."""
    lines = corpus_lines(source)
    corpus = packed("\n".join(lines) + "\n")
    names = corpus_names([line.encode("utf-8") for line in lines],
                         hashlib.sha256(corpus).hexdigest())
    output.mkdir(parents=True, exist_ok=True)
    (output / CORPUS).write_bytes(corpus)
    (output / NAMES).write_bytes(packed(json.dumps(names, ensure_ascii=False,
                                                   separators=(",", ":"))))
    refused = 0
    if drafts:
        rows, refused = draft_lines(lines)
        (output / DRAFTS).write_bytes(packed("\n".join(rows) + "\n"))
    return len(lines), refused


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("source", nargs="?", type=Path, default=DEFAULT_SOURCE)
    parser.add_argument("--output-dir", type=Path, default=DEFAULT_OUTPUT)
    parser.add_argument("--no-drafts", action="store_true",
                        help="write the corpus and its index only")
    arguments = parser.parse_args()
    try:
        count, refused = build(arguments.source, arguments.output_dir,
                               not arguments.no_drafts)
    except InputError as error:
        print(f"build_corpus: {error}", file=sys.stderr)
        return 2
    drafted = "" if arguments.no_drafts else f" ({refused} refused by the drafter)"
    print(f"{count} cards written to {arguments.output_dir}{drafted}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
