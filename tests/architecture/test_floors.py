"""The package's floor order, read from its own imports (networkx).

Lowest first: the ground (errors, the YAML node type, budgets, verdicts, text layout), the model, the
vocabulary, the engines, loading, the registry of engines and the card library views,
the API, verify (which checks rulings through the API) and the package face, the CLI. A module imports only its own floor or
lower ones; the engines never import a loader, verify or the CLI, and of each other only
the replacement engine uses the layer engine (rule 614.12: objects as the layers make
them). No import of the package hides inside a function, and the graph has no cycle.
"""
from __future__ import annotations

import ast
from pathlib import Path

import networkx as nx
import pytest

PACKAGE = Path(__file__).resolve().parents[2] / "mtglogic"
FLOORS = [
    ["mtglogic.errors", "mtglogic.version", "mtglogic.verdict", "mtglogic.budget",
     "mtglogic.node", "mtglogic.text", "mtglogic.names"],
    ["mtglogic.model"],
    ["mtglogic.vocabulary"],
    ["mtglogic.layers", "mtglogic.subgame", "mtglogic.replacement"],
    ["mtglogic.loading"],
    ["mtglogic.engines", "mtglogic.library", "mtglogic.docs", "mtglogic.drafting"],
    ["mtglogic.api"],
    ["mtglogic.verify", "mtglogic"],
    ["mtglogic.cli", "mtglogic.__main__"],
]
ENGINES = ("mtglogic.layers", "mtglogic.subgame", "mtglogic.replacement")
ENGINE_USES = {"mtglogic.replacement": {"mtglogic.layers"}}


def module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


MODULES = {module_name(p): p for p in sorted(PACKAGE.rglob("*.py"))}


def floor_of(module: str) -> int:
    best = None
    for index, prefixes in enumerate(FLOORS):
        for prefix in prefixes:
            if module == prefix or module.startswith(prefix + "."):
                if best is None or len(prefix) > best[1]:
                    best = (index, len(prefix))
    assert best is not None, f"{module} is on no floor: add it to FLOORS"
    return best[0]


def target(name: str) -> str:
    """The module an import names (``from a import b``: ``a.b`` when that is a module)."""
    return name if name in MODULES else name.rsplit(".", 1)[0]


def imports(path: Path) -> list[tuple[str, int, bool]]:
    """(imported module, line, at module level) for every import of the package."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    top = {id(node) for node in tree.body}
    top |= {id(n) for node in tree.body if isinstance(node, ast.If) for n in node.body}
    found = []
    for node in ast.walk(tree):
        names: list[str] = []
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names = [f"{node.module}.{alias.name}" for alias in node.names]
        for name in names:
            if name == "mtglogic" or name.startswith("mtglogic."):
                found.append((target(name), node.lineno, id(node) in top))
    return found


def graph() -> nx.DiGraph:
    g = nx.DiGraph()
    g.add_nodes_from(MODULES)
    for module, path in MODULES.items():
        for imported, line, _ in imports(path):
            if imported != module:
                g.add_edge(module, imported, line=line)
    return g


def test_every_module_is_on_a_floor():
    for module in MODULES:
        floor_of(module)


def test_no_cycle():
    cycles = list(nx.simple_cycles(graph()))
    assert not cycles, f"import cycles: {cycles[:5]}"


def test_no_upward_import():
    upward = [f"{a} (floor {floor_of(a)}) imports {b} (floor {floor_of(b)}), line {d['line']}"
              for a, b, d in graph().edges(data=True) if floor_of(b) > floor_of(a)]
    assert not upward, "\n".join(upward)


def test_engines_use_only_the_engines_they_build_on():
    wrong = []
    for a, b in graph().edges:
        engine_a = next((e for e in ENGINES if a == e or a.startswith(e + ".")), None)
        engine_b = next((e for e in ENGINES if b == e or b.startswith(e + ".")), None)
        if engine_a and engine_b and engine_a != engine_b \
                and engine_b not in ENGINE_USES.get(engine_a, set()):
            wrong.append(f"{a} imports {b}")
    assert not wrong, wrong


@pytest.mark.parametrize("module", sorted(MODULES))
def test_imports_of_the_package_are_at_module_level(module):
    inner = [f"{name} (line {line})" for name, line, top in imports(MODULES[module]) if not top]
    assert not inner, f"{module} imports inside a function: {inner}"
    text = MODULES[module].read_text(encoding="utf-8")
    assert "import_module(" not in text and "__import__(" not in text


def test_the_checks_see_a_planted_upward_import(tmp_path):
    # The test reads imports as written: an import of the CLI from the model would be seen.
    planted = tmp_path / "planted.py"
    planted.write_text("def f():\n    from mtglogic.cli import main\n")
    assert imports(planted) == [("mtglogic.cli.main", 2, False)]
    assert floor_of("mtglogic.cli.main") > floor_of("mtglogic.model.objects")
