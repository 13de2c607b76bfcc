"""No class of the replacement engine holds more than 12 instance attributes (issue 18).

Read from the source with ``ast``: a class's instance attributes are its class-level
annotations (dataclass fields, NamedTuple fields; ``ClassVar`` excluded) and the names its
methods assign as ``self.X = ...``. A process that grows by a field per rule fails here;
a new rule of the process is a module of ``process_rules/`` instead.
"""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[2] / "mtglogic" / "replacement"
LIMIT = 12


def _is_classvar(annotation: ast.expr) -> bool:
    text = ast.unparse(annotation)
    return text.startswith(("ClassVar", "typing.ClassVar"))


def instance_attributes(cls: ast.ClassDef) -> set[str]:
    """The names of a class's instance attributes, as its source declares or assigns them."""
    names: set[str] = set()
    for item in cls.body:
        if isinstance(item, ast.AnnAssign) and isinstance(item.target, ast.Name) \
                and not _is_classvar(item.annotation):
            names.add(item.target.id)
        if isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef)):
            for node in ast.walk(item):
                targets: list[ast.expr] = []
                if isinstance(node, ast.Assign):
                    targets = list(node.targets)
                elif isinstance(node, (ast.AnnAssign, ast.AugAssign)):
                    targets = [node.target]
                for target in targets:
                    for leaf in ast.walk(target):
                        if isinstance(leaf, ast.Attribute) and isinstance(leaf.value, ast.Name) \
                                and leaf.value.id == "self":
                            names.add(leaf.attr)
    return names


def oversized(source: str) -> dict[str, int]:
    """Each class of the source holding more than LIMIT instance attributes, with its count."""
    found = {}
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ClassDef):
            count = len(instance_attributes(node))
            if count > LIMIT:
                found[node.name] = count
    return found


@pytest.mark.parametrize("path", sorted(PACKAGE.rglob("*.py")),
                         ids=lambda p: str(p.relative_to(PACKAGE)))
def test_no_class_holds_more_than_twelve_attributes(path: Path) -> None:
    assert oversized(path.read_text(encoding="utf-8")) == {}


def test_a_class_with_thirteen_attributes_is_found() -> None:
    fields = "\n".join(f"    f{i}: int" for i in range(7))
    assigned = "\n".join(f"        self.a{i} = {i}" for i in range(6))
    source = (f"class Big:\n{fields}\n    kind: ClassVar[str] = 'x'\n"
              f"    def __init__(self) -> None:\n{assigned}\n        self.f0 = 1\n")
    # 7 annotated fields + 6 assigned names (f0 again counts once; the ClassVar not at all)
    assert oversized(source) == {"Big": 13}
    assert oversized(source.replace("        self.a5 = 5\n", "")) == {}


def test_the_process_core_is_read() -> None:
    tree = ast.parse((PACKAGE / "process.py").read_text(encoding="utf-8"))
    core = next(n for n in ast.walk(tree) if isinstance(n, ast.ClassDef) and n.name == "Process")
    assert {"effects", "parts", "steps", "start"} <= instance_attributes(core)
