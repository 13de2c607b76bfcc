"""Build the package's Oracle corpus, ``mtglogic/data/oracle-cards.jsonl.gz``.

Reads a file of real cards with Scryfall's field names (by default the project's shared
``data/oracle-cards.jsonl``: 10,192 cards from the card snapshots of the Argentum Engine
project, MIT licence) and writes, sorted by name, one compact JSON record a line with only
the fields a card's rules read (``mtglogic.loading.oracle_files``), gzip-compressed with no
timestamp, so the same source always gives the same bytes. Run it again when the source
changes; the index built at first use follows the new file's hash.

    python scripts/build_corpus.py [SOURCE] [--output FILE]
"""
from __future__ import annotations

import argparse
import gzip
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from mtglogic.errors import InputError  # noqa: E402 - after the checkout is on the path
from mtglogic.loading.oracle_files import file_records  # noqa: E402

DEFAULT_SOURCE = ROOT.parent / "shared" / "data" / "oracle-cards.jsonl"
DEFAULT_OUTPUT = ROOT / "mtglogic" / "data" / "oracle-cards.jsonl.gz"


def build(source: Path, output: Path) -> int:
    """Write the corpus of ``source`` to ``output``; the number of cards written."""
    records = {}
    for record in file_records(source):
        records.setdefault(record["name"], record)  # the first record of a name wins
    lines = [json.dumps(records[name], ensure_ascii=False, separators=(",", ":"))
             for name in sorted(records)]
    data = ("\n".join(lines) + "\n").encode("utf-8")
    output.parent.mkdir(parents=True, exist_ok=True)
    with output.open("wb") as raw, gzip.GzipFile(fileobj=raw, mode="wb", mtime=0,
                                                 filename="", compresslevel=9) as packed:
        packed.write(data)
    return len(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("source", nargs="?", type=Path, default=DEFAULT_SOURCE)
    parser.add_argument("--output", type=Path, default=DEFAULT_OUTPUT)
    arguments = parser.parse_args()
    try:
        count = build(arguments.source, arguments.output)
    except InputError as error:
        print(f"build_corpus: {error}", file=sys.stderr)
        return 2
    print(f"{count} cards written to {arguments.output}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
