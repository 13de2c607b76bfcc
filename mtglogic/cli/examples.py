"""The Examples section that ends each command's ``--help``: what each line is for, then
the command line (gh, httpie and ruff end their help so). A test runs every one."""
from __future__ import annotations

import click

EXAMPLES: dict[str, tuple[tuple[str, str], ...]] = {
    "layers": (
        ("Humility and Opalescence, no file: who is 4/4?",
         'mtglogic layers --card Humility --card Opalescence --card "Grizzly Bears"'),
        ("an opponent's Bears with two +1/+1 counters under Blood Moon",
         'mtglogic layers --card "Blood Moon" --card "opponent: Grizzly Bears +1/+1x2"'),
        ("a built-in ruling, layer by layer, each step's rule",
         "mtglogic layers cr-2026/blood-moon-urborg --explain"),
        ("one object, as JSON",
         "mtglogic layers cr-2026/blood-moon-urborg --object urborg --json"),
    ),
    "deps": (
        ("each layer's dependency graph", "mtglogic deps cr-2026/blood-moon-urborg"),
        ("layer 4 only, as Graphviz DOT",
         "mtglogic deps cr-2026/blood-moon-urborg --layer 4 --format dot"),
    ),
    "replace": (
        ("who chooses each step, and why",
         "mtglogic replace cr-2026/hardened-scales-doubling-season --explain"),
        ("no file: the cards, then the event",
         'mtglogic replace --card "Hardened Scales" --card "Doubling Season" \\\n'
         '  --card "Grizzly Bears" --orders \\\n'
         "  --happens 'put_counters: {target: grizzly-bears, counter: +1/+1}'"),
    ),
    "subgame": (
        ("a Shahrazad inside a Shahrazad, each rule explained",
         "mtglogic subgame cr-2026/nested-two-deep --explain"),
        ("one run, its shuffles drawn from seed 7",
         "mtglogic subgame cr-2026/nested-two-deep --seed 7"),
        ("no file: the main game's cards in --card lines, the script in --step lines",
         "mtglogic subgame --card \"hand: Shahrazad\" --card \"library: Living Wish\" \\\n"
         "    --card \"graveyard: Kitchen Finks\" --step \"cast: shahrazad\" \\\n"
         "    --step \"resolve: shahrazad, first: you\""),
    ),
    "report": (
        ("the answer as one HTML page",
         "mtglogic report cr-2026/blood-moon-urborg --output blood-moon.html"),
        ("a subgame's page", "mtglogic report cr-2026/nested-two-deep --output nested.html"),
        ("what triggers, then the stack's results, each as a timeline",
         "mtglogic report cr-2026/603-3b-deathbringer-liege-order-decides --resolve \\\n"
         "    --output liege.html"),
    ),
    "verify": (
        ("the whole built-in corpus: only failures and the summary", "mtglogic verify --quiet"),
        ("two rulings, with a JUnit XML report for CI",
         "mtglogic verify cr-2011/blood-moon-urborg cr-2026/blood-moon-urborg \\\n"
         "    --junit-xml junit.xml"),
    ),
    "export": (
        ("every built-in ruling as a case a line", "mtglogic export --output cases.jsonl"),
        ("one ruling, to standard output", "mtglogic export cr-2026/blood-moon-urborg"),
    ),
    "cards": (
        ("the cards whose name holds 'moon'", "mtglogic cards moon"),
        ("one card in full: its abilities and their layers", 'mtglogic cards show "Blood Moon"'),
    ),
    "rulings": (
        ("the rulings whose name or title holds 'urborg'", "mtglogic rulings urborg"),
        ("the rulings that name rule 121.2 or a subrule", "mtglogic rulings --rule 121.2"),
    ),
    "atlas": (
        ("which pairs of these cards interact",
         'mtglogic atlas --card Humility --card Opalescence --card "Blood Moon" \\\n'
         '    --card "Urborg, Tomb of Yawgmoth"'),
    ),
    "schema": (
        ("the scenario format's schema", "mtglogic schema"),
        ("the schema of `mtglogic replace --json`", "mtglogic schema --output replace"),
    ),
}


def examples_epilog(name: str) -> str | None:
    """The Examples section of command NAME as click prints an epilog: a block kept as
    written (click's ``\\b``), each comment line above its command line."""
    examples = EXAMPLES.get(name)
    if not examples:
        return None
    lines = ["\b", "Examples:"]
    for what, command in examples:
        lines.append(f"  # {what}")
        lines.extend(f"  {part}" for part in command.split("\n"))
    return "\n".join(lines)


def add_examples(command: click.Command, name: str) -> None:
    """Give COMMAND its Examples section (once; a command object is loaded once)."""
    if command.epilog is None:
        command.epilog = examples_epilog(name)
