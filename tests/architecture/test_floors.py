"""The package's floor order, read from its own imports (networkx).

Lowest first: the ground (errors, the YAML node type, budgets, verdicts, text layout), the
model, the vocabulary, the engines, loading, the registry of engines, the card library views
and the JSON Schemas of the outputs, the API, verify (which checks rulings through the API)
and the package face, the interaction atlas (which asks the API and runs on executors), the
CLI. A module imports only its own floor or lower ones; the
engines never import a loader, verify or the CLI, and of each other only the replacement
engine uses the layer engine (rule 614.12: objects as the layers make them), and the
trigger engine both (603.6b, 603.10: what an outcome triggers, on the boards before and
after it), and the stack engine all three (405, 608: resolving what triggered). No import of
the package hides inside a function, and the graph has no cycle. A deferred import
(``deferred("mtglogic.api")``, ``mtglogic/deferred.py``) names its module in a literal
string and is read as an import written where the call is, at module level; no other
module calls the import machinery by name.

Every module is on exactly one floor: an entry of FLOORS covers a module and the modules
under it, except the package's own name, which stands for its ``__init__`` alone (as a
prefix it would cover every module, and "a module on no floor" could never be found).
Imports are read as written, absolute (``import mtglogic.model``) and relative
(``from . import x``, ``from ..a import b``, resolved against the importing module's
package). The checks take the package folder and the floors as arguments, so the tests at
the end can prove on small fake packages that each rule bites.
"""
from __future__ import annotations

import ast
from collections.abc import Sequence
from pathlib import Path

import networkx as nx
import pytest

PACKAGE = Path(__file__).resolve().parents[2] / "mtglogic"
FLOORS = [
    ["mtglogic.errors", "mtglogic.version", "mtglogic.verdict", "mtglogic.budget",
     "mtglogic.node", "mtglogic.text", "mtglogic.names", "mtglogic.deferred",
     "mtglogic.memory_use", "mtglogic.display"],
    ["mtglogic.model"],
    ["mtglogic.vocabulary"],
    ["mtglogic.layers", "mtglogic.subgame", "mtglogic.replacement", "mtglogic.triggers",
     "mtglogic.stack"],
    ["mtglogic.loading"],
    ["mtglogic.engines", "mtglogic.library", "mtglogic.docs", "mtglogic.drafting",
     "mtglogic.outputs"],
    ["mtglogic.api", "mtglogic.api_checks"],
    ["mtglogic.verify", "mtglogic"],
    ["mtglogic.atlas"],
    ["mtglogic.cli", "mtglogic.__main__"],
]
ENGINES = ("mtglogic.layers", "mtglogic.subgame", "mtglogic.replacement", "mtglogic.triggers",
           "mtglogic.stack")
ENGINE_USES = {"mtglogic.replacement": {"mtglogic.layers"},
               "mtglogic.triggers": {"mtglogic.replacement", "mtglogic.layers"},
               "mtglogic.stack": {"mtglogic.triggers", "mtglogic.replacement",
                                  "mtglogic.layers"}}

Floors = Sequence[Sequence[str]]
Import = tuple[str, int, bool]


def module_name(path: Path, package: Path = PACKAGE) -> str:
    """The dotted name of the module at PATH inside PACKAGE (a package is its ``__init__``)."""
    parts = list(path.relative_to(package.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def modules_of(package: Path) -> dict[str, Path]:
    """Every module of PACKAGE by dotted name."""
    return {module_name(p, package): p for p in sorted(package.rglob("*.py"))}


MODULES = modules_of(PACKAGE)


def covers(entry: str, module: str) -> bool:
    """Whether a FLOORS entry covers MODULE: itself and, unless it is the package's own
    name, the modules under it."""
    return module == entry or ("." in entry and module.startswith(entry + "."))


def floor_of(module: str, floors: Floors = FLOORS) -> int | None:
    """The floor of MODULE (the longest entry that covers it), None when it is on none."""
    best: tuple[int, int] | None = None
    for index, entries in enumerate(floors):
        for entry in entries:
            if covers(entry, module) and (best is None or len(entry) > best[1]):
                best = (index, len(entry))
    return None if best is None else best[0]


def target(name: str, modules: dict[str, Path]) -> str:
    """The module an import names (``from a import b``: ``a.b`` when that is a module)."""
    return name if name in modules else name.rsplit(".", 1)[0]


def importing_base(module: str, is_package: bool, level: int) -> str:
    """The package a relative import of LEVEL dots starts from, in MODULE: one dot is the
    module's own package (itself for an ``__init__``), each further dot one package up."""
    parts = module.split(".") if is_package else module.split(".")[:-1]
    up = level - 1
    assert up < len(parts), f"{module}: a relative import of {level} dots leaves the package"
    return ".".join(parts[:len(parts) - up])


def imports(path: Path, module: str, modules: dict[str, Path] = MODULES,
            root: str = "mtglogic") -> list[Import]:
    """(imported module, line, at module level) for every import of package ROOT in the
    file PATH of MODULE, relative imports resolved against the module's package."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    top = {id(node) for node in tree.body}
    top |= {id(n) for node in tree.body if isinstance(node, ast.If) for n in node.body}
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, (ast.Import, ast.ImportFrom)):
            continue
        names: list[str] = []
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        else:
            base = node.module or ""
            if node.level:
                start = importing_base(module, path.name == "__init__.py", node.level)
                base = f"{start}.{base}" if base else start
            names = [f"{base}.{alias.name}" for alias in node.names]
        for name in names:
            if name == root or name.startswith(root + "."):
                found.append((target(name, modules), node.lineno, id(node) in top))
    for name, line in ([] if module == f"{root}.deferred" else deferred_imports(tree)):
        if name == root or name.startswith(root + "."):
            found.append((target(name, modules), line, True))
    return sorted(found, key=lambda item: item[1])


DEFERRING = ("deferred", "DeferredModule")


def deferred_imports(tree: ast.AST) -> list[tuple[str, int]]:
    """(module, line) of every deferred import: a call of ``deferred`` or
    ``DeferredModule`` on a literal ``"module"`` or ``"module:attribute"``."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and node.args \
                and getattr(node.func, "id", getattr(node.func, "attr", None)) in DEFERRING:
            spec = node.args[0]
            assert isinstance(spec, ast.Constant) and isinstance(spec.value, str), \
                f"line {node.lineno}: a deferred import names its module in a literal string"
            found.append((spec.value.partition(":")[0], node.lineno))
    return found


def graph(modules: dict[str, Path] = MODULES, root: str = "mtglogic") -> nx.DiGraph[str]:
    """The import graph of the package: an edge per module imported, with its line."""
    g: nx.DiGraph[str] = nx.DiGraph()
    g.add_nodes_from(modules)
    for module, path in modules.items():
        for imported, line, _ in imports(path, module, modules, root):
            if imported != module:
                g.add_edge(module, imported, line=line)
    return g


def off_the_floors(modules: dict[str, Path], floors: Floors = FLOORS) -> list[str]:
    """The modules no entry of FLOORS covers."""
    return [m for m in modules if floor_of(m, floors) is None]


def upward_imports(g: nx.DiGraph[str], floors: Floors = FLOORS) -> list[str]:
    """Each import of a module on a higher floor than the importer's."""
    wrong = []
    for a, b, data in g.edges(data=True):
        floor_a, floor_b = floor_of(a, floors), floor_of(b, floors)
        if floor_a is not None and floor_b is not None and floor_b > floor_a:
            wrong.append(f"{a} (floor {floor_a}) imports {b} (floor {floor_b}), "
                         f"line {data['line']}")
    return wrong


def test_every_module_is_on_a_floor() -> None:
    assert not off_the_floors(MODULES), "on no floor: add them to FLOORS"


def test_no_cycle() -> None:
    cycles = list(nx.simple_cycles(graph()))
    assert not cycles, f"import cycles: {cycles[:5]}"


def test_no_upward_import() -> None:
    upward = upward_imports(graph())
    assert not upward, "\n".join(upward)


def test_engines_use_only_the_engines_they_build_on() -> None:
    wrong = []
    for a, b in graph().edges:
        engine_a = next((e for e in ENGINES if a == e or a.startswith(e + ".")), None)
        engine_b = next((e for e in ENGINES if b == e or b.startswith(e + ".")), None)
        if engine_a and engine_b and engine_a != engine_b \
                and engine_b not in ENGINE_USES.get(engine_a, set()):
            wrong.append(f"{a} imports {b}")
    assert not wrong, wrong


@pytest.mark.parametrize("module", sorted(MODULES))
def test_imports_of_the_package_are_at_module_level(module: str) -> None:
    inner = [f"{name} (line {line})" for name, line, top in imports(MODULES[module], module)
             if not top]
    assert not inner, f"{module} imports inside a function: {inner}"
    text = MODULES[module].read_text(encoding="utf-8")
    assert "__import__(" not in text
    assert module == "mtglogic.deferred" or "import_module(" not in text, \
        "deferred imports go through mtglogic.deferred, where the floors test reads them"


def test_the_checks_see_a_planted_upward_import(tmp_path: Path) -> None:
    # The test reads imports as written: an import of the CLI from the model would be seen.
    planted = tmp_path / "planted.py"
    planted.write_text("def f():\n    from mtglogic.cli import main\n")
    assert imports(planted, "mtglogic.model.planted") == [("mtglogic.cli.main", 2, False)]
    floor_cli, floor_model = floor_of("mtglogic.cli.main"), floor_of("mtglogic.model.objects")
    assert floor_cli is not None and floor_model is not None and floor_cli > floor_model


def test_the_checks_see_a_deferred_import(tmp_path: Path) -> None:
    # A command module loaded on demand from the model's floor would break the order just
    # as an import statement would: the literal string is read as one.
    planted = tmp_path / "planted.py"
    planted.write_text('from mtglogic.deferred import deferred\n'
                       'LOAD = deferred("mtglogic.cli.layers:layers_command")\n')
    assert imports(planted, "mtglogic.model.planted") == [
        ("mtglogic.deferred", 1, True), ("mtglogic.cli.layers", 2, True)]
    assert floor_of("mtglogic.cli.layers") > floor_of("mtglogic.model.objects")  # type: ignore[operator]


# The rules bite: small fake packages, built in tmp_path, that break them.

FAKE_FLOORS = [["fake.low"], ["fake.high", "fake"]]


def fake_package(root: Path, files: dict[str, str]) -> dict[str, Path]:
    """A package ``fake`` under ROOT with FILES (path inside it -> source); its modules."""
    package = root / "fake"
    for name, source in {"__init__.py": "", **files}.items():
        path = package / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(source, encoding="utf-8")
    for folder in [package, *(p for p in package.rglob("*") if p.is_dir())]:
        (folder / "__init__.py").touch()
    return modules_of(package)


def test_a_relative_import_that_breaks_the_floor_order_is_reported(tmp_path: Path) -> None:
    # fake/low/a.py is on floor 0; "from ..high import b" names fake.high.b, on floor 1.
    modules = fake_package(tmp_path, {"low/a.py": "from ..high import b\n",
                                      "high/b.py": "X = 1\n"})
    assert imports(modules["fake.low.a"], "fake.low.a", modules, "fake") == [
        ("fake.high.b", 1, True)]
    assert upward_imports(graph(modules, "fake"), FAKE_FLOORS) == [
        "fake.low.a (floor 0) imports fake.high.b (floor 1), line 1"]


def test_relative_imports_resolve_against_the_importing_package(tmp_path: Path) -> None:
    # In a package's __init__ one dot is the package itself; in a module, the module's
    # package; "from . import X" names the package when X is no module of it.
    modules = fake_package(tmp_path, {"low/__init__.py": "from .a import X\nfrom . import a\n",
                                      "low/a.py": "X = 1\n",
                                      "high/b.py": "from . import Y\nfrom ..low.a import X\n"})
    assert imports(modules["fake.low"], "fake.low", modules, "fake") == [
        ("fake.low.a", 1, True), ("fake.low.a", 2, True)]
    assert imports(modules["fake.high.b"], "fake.high.b", modules, "fake") == [
        ("fake.high", 1, True), ("fake.low.a", 2, True)]
    assert upward_imports(graph(modules, "fake"), FAKE_FLOORS) == []


def test_a_module_on_no_floor_is_reported(tmp_path: Path) -> None:
    # fake.stray is under the package but under no entry: the entry "fake" covers the
    # package's __init__ alone, so it does not catch it.
    modules = fake_package(tmp_path, {"low/a.py": "", "stray.py": ""})
    assert off_the_floors(modules, FAKE_FLOORS) == ["fake.stray"]


def test_the_real_package_passes_the_same_checks() -> None:
    assert off_the_floors(MODULES) == []
    assert upward_imports(graph()) == []
    assert floor_of("mtglogic") == floor_of("mtglogic.verify")
    assert floor_of("mtglogic.not_a_module") is None
