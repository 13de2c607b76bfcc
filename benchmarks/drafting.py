"""Benchmark: draft every card of the built-in library from its Oracle text (its `text`
field) and measure the drafts against the written cards.

Prints:
- the share of the library's static, replacement and prevention abilities drafted to an
  equivalent definition (mtglogic/drafting/compare.py defines "equivalent"), with those
  left as text and those not drafted at all;
- every ability drafted to something that loads but means something else than the written
  ability of the same Oracle text (goal: none), and translated abilities the written card
  does not have;
- the share of the built-in rulings that still pass with the drafted cards in place of the
  written ones (those that pass with the written cards are the base);
- the coverage over a corpus of real cards (drafting_corpus.py says which abilities are in
  scope and how they are sorted into families): in-scope abilities drafted and left as
  text, per scope and per family, the most undrafted families first; and the touchstone
  (mtglogic/drafting/touchstone.py, issue 34): each drafted static or replacement ability
  said back in words from its data alone and held against its Oracle sentence, the lines
  that say the same, differ (a draft that may mean something else) or cannot be said yet,
  per family, the most differing first, and the lines that differ. The corpus is
  /work/shared/data/oracle-cards.jsonl unless --corpus names another; when it is absent
  the part is skipped with a message;
- on a sample of cards the drafter was not tuned to, drawn by a fixed rule from an
  installed card file's cards that are not in the built-in corpus (drafting_unseen.py;
  --unseen FILE names another file): drafted, declined with a warning, wrong, and the
  families left as text most; skipped with a message when there is no such file;
- the differential of the corpus's drafts against Argentum's hand-made models
  (drafting_models.py: the facts both describe, every disagreement listed, open or settled
  for the draft by the rule drafting_model_disagreements.yaml names), skipped likewise
  when --models names no file.

A written ability that is only a text (a rule effect, 613.11 / 613.10 in 2011) is counted
apart: the drafter leaves an untranslated sentence as such a text too, which would be the
same data without having been understood, so it is never counted as drafted exactly.

Run: python benchmarks/drafting.py [--verbose] [--corpus FILE] [--families N]
(it reads the library and rulings of the mtglogic it imports: a checkout or an installed
package alike).
"""
from __future__ import annotations

import argparse
import importlib.util
import re
import sys
import tempfile
from pathlib import Path
from typing import Any

import drafting_corpus
import drafting_models
import drafting_unseen
import yaml

import mtglogic
from mtglogic.drafting.compare import equivalent
from mtglogic.drafting.drafter import Draft, OracleCard, draft
from mtglogic.drafting.yamlout import card_yaml
from mtglogic.loading.paths import data_root

CARDS = data_root() / "cards"  # the library of the mtglogic imported, checkout or installed
COUNTED = ("static", "replacement")


def oracle_of(card: dict[str, Any]) -> OracleCard:
    """The Oracle data a card file holds: its name, text, type line, cost and stats."""
    left = " ".join([*card.get("supertypes", []), *card.get("types", [])])
    line = left + (" \u2014 " + " ".join(card["subtypes"]) if card.get("subtypes") else "")
    stats = {k: str(card[k]) for k in ("power", "toughness", "loyalty") if k in card}
    return OracleCard(card["name"], card.get("text", ""), line, card.get("mana_cost", ""),
                      **stats, color_indicator=tuple(card.get("color_indicator", ())))


def key(text: str) -> str:
    """An Oracle text as the pairing of abilities reads it."""
    return re.sub(r"\s+", " ", re.sub(r"\s*\([^()]*\)", "", text)).strip().lower()


def counted(ability: Any) -> bool:
    return isinstance(ability, dict) and next(iter(ability)) in COUNTED


def text_only(ability: Any) -> bool:
    body = next(iter(ability.values()))
    return isinstance(body, dict) and "rule_effect" in body and "effects" not in body \
        and "player_effect" not in body


def compare_card(written: dict[str, Any], drafted: Draft, tally: dict[str, list[str]]) -> None:
    """Sort each counted written ability into exact, text, wrong or missing."""
    name = written["name"]
    pool = list(drafted.abilities)
    for ability in written.get("abilities", []):
        if not counted(ability):
            continue
        body = next(iter(ability.values()))
        label = f"{name}: {body.get('text', '')}"
        match = next((d for d in pool if d.translated and equivalent(ability, d.data)), None)
        if match is not None:
            pool.remove(match)
            tally["exact"].append(label)
            continue
        same = next((d for d in pool if key(d.text) == key(body.get("text", ""))), None)
        if text_only(ability):
            tally["rule text"].append(label)
        elif same is None:
            tally["missing"].append(label)
        elif not same.translated:
            tally["text"].append(label)
        else:
            tally["wrong"].append(f"{label}\n      written: {ability}\n      drafted: {same.data}")
        if same is not None:
            pool.remove(same)
    for extra in pool:
        if extra.translated and counted(extra.data):
            tally["extra"].append(f"{name}: {extra.data}")


def rulings_passing(folder: str | None) -> set[str]:
    """The built-in rulings that pass (with the cards of ``folder`` over the library)."""
    passing = set()
    library = mtglogic.load_cards(folder) if folder else mtglogic.load_cards()
    if library.problems:  # a drafted card that does not load would hide behind the written one
        raise SystemExit("drafted card files that do not load:\n"
                         + "\n".join(str(p) for p in library.problems))
    with mtglogic.using_cards(library):
        for path in mtglogic.ruling_files():
            try:
                if mtglogic.check_ruling(path).passed:
                    passing.add(str(path))
            except mtglogic.MtglogicError:
                pass
    return passing


# ---- (c) the 200-card hand sample (issue 19, item 5c) ---------------------------------
def hand_sample() -> None:
    """Run tests/drafting/hand_sample.py: 200 corpus cards drafted from their Oracle text,
    each on a board whose answer was written by hand; print right / declined / wrong."""
    path = Path(__file__).resolve().parents[1] / "tests" / "drafting" / "hand_sample.py"
    if not path.exists():  # an installed package without the checkout's tests
        print("hand sample: tests/drafting/hand_sample.py not found, skipped")
        return
    spec = importlib.util.spec_from_file_location("hand_sample", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["hand_sample"] = module  # its dataclass looks its module up there
    spec.loader.exec_module(module)
    results = module.run()
    counts = {kind: [r for r in results if r.kind == kind] for kind in module.KINDS}
    print(f"hand sample: {len(results)} corpus cards, "
          + ", ".join(f"{kind} {len(found)}" for kind, found in counts.items()))
    for kind in ("wrong", "broken", "declined"):
        for r in counts[kind]:
            print(f"  - {kind}: {r.name}: expected {r.expected}, got {r.got}"
                  + (f"; left as text: {r.untranslated}" if r.untranslated else ""))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--verbose", action="store_true", help="list every ability by result")
    parser.add_argument("--no-rulings", action="store_true", help="compare abilities only")
    parser.add_argument("--corpus", type=Path, default=drafting_corpus.CORPUS,
                        help="a JSON-lines corpus of real cards (Scryfall field names)")
    parser.add_argument("--models", type=Path, default=drafting_models.MODELS,
                        help="Argentum's card models (JSON lines, gzip)")
    parser.add_argument("--families", type=int, default=25,
                        help="how many families the coverage lists")
    parser.add_argument("--unseen", type=Path, default=drafting_unseen.default_file(),
                        help="a card file whose cards outside the corpus are sampled "
                             "(default: the file `mtglogic cards update` installed)")
    parser.add_argument("--unseen-size", type=int, default=drafting_unseen.SIZE,
                        help="the size of that sample")
    args = parser.parse_args()
    tally: dict[str, list[str]] = {k: [] for k in
                                   ("exact", "text", "wrong", "missing", "rule text", "extra")}
    untranslated = 0
    with tempfile.TemporaryDirectory() as folder:
        for path in sorted(CARDS.glob("*.yaml")):
            written = yaml.safe_load(path.read_text(encoding="utf-8"))
            drafted = draft(oracle_of(written))
            untranslated += len(drafted.untranslated)
            compare_card(written, drafted, tally)
            (Path(folder) / path.name).write_text(card_yaml(drafted.card, drafted.untranslated),
                                                  encoding="utf-8")
        base = set() if args.no_rulings else rulings_passing(None)
        kept = set() if args.no_rulings else rulings_passing(folder) & base
    total = sum(len(tally[k]) for k in ("exact", "text", "wrong", "missing", "rule text"))
    print(f"library: {len(list(CARDS.glob('*.yaml')))} cards, {total} static, replacement "
          f"and prevention abilities")
    print(f"drafted exactly: {len(tally['exact'])} of {total} "
          f"({100 * len(tally['exact']) / max(total, 1):.1f}%)")
    print(f"left as text: {len(tally['text'])}; only a rule text in the library: "
          f"{len(tally['rule text'])}; not drafted from that text: {len(tally['missing'])}")
    print(f"drafted to something else: {len(tally['wrong'])}")
    for line in tally["wrong"]:
        print(f"  - {line}")
    print(f"translated abilities the written card does not have: {len(tally['extra'])}")
    for line in tally["extra"]:
        print(f"  - {line}")
    print(f"sentences left as text (all cards, all kinds): {untranslated}")
    print(f"rulings still passing with the drafted cards: {len(kept)} of {len(base)} "
          f"({100 * len(kept) / max(len(base), 1):.1f}%)")
    for lost in sorted(base - kept):
        print(f"  - fails: {Path(lost).relative_to(data_root())}")
    hand_sample()
    if args.verbose:
        for kind in ("exact", "text", "missing", "rule text"):
            print(f"{kind}:")
            for line in tally[kind]:
                print(f"  - {line}")
    print()
    if args.unseen is None or not args.unseen.is_file():
        print("unseen-card sample skipped: no installed card file (`mtglogic cards update`, "
              "or --unseen FILE)")
    else:
        unseen = drafting_unseen.measure(args.unseen, args.unseen_size)
        print("\n".join(drafting_unseen.report(unseen, args.families)))
    if not args.corpus.is_file():
        print(f"corpus coverage skipped: no corpus at {args.corpus} (--corpus FILE)")
        return 0
    print()
    coverage = drafting_corpus.measure(args.corpus)
    print("\n".join(drafting_corpus.report(coverage, args.families)))
    if not args.models.is_file():
        print(f"differential skipped: no models at {args.models} (--models FILE)")
        return 0
    print()
    differential = drafting_models.compare(args.corpus, args.models)
    print("\n".join(drafting_models.report(differential)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
