"""The layers hold: no import circle and no arrow back up in the engine, the computer players,
the hands and the phones, counting every import (those made only for annotations, and those
inside a function, too); no file over 600 lines there, nor in any other package, the window's
with it (docs/architecture.md)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from import_graphs import circles

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("game.engine", "game.ai", "game.hands", "game.phones")
ENGINE_FAMILIES = ("draw", "stud", "widow", "three_card", "french")
FAMILIES = {"game.engine": ENGINE_FAMILIES, "game.ai": ("french", "three_card"),
            "game.hands": ("french", "three_card")}
"""The family packages: the engine's follow the game chooser; the players and the hands
have a family package where a game has code of its own."""
LAYERS = ("game.cards", "game.hands", "game.engine", "game.ai", "game.phones")
"""Lower first: a module may import its own layer and those before it, not those after."""


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _all_modules() -> dict[str, Path]:
    return {_module_name(p): p for p in (ROOT / "game").rglob("*.py")}


MODULES = _all_modules()


def _resolve(name: str) -> str | None:
    """The module a dotted name lands in (a name imported from a package may be a module)."""
    while name and name not in MODULES:
        name = name.rpartition(".")[0]
    return name or None


def imports_of(module: str) -> set[str]:
    """Every game module ``module`` imports, wherever the import stands."""
    path = MODULES[module]
    is_package = path.name == "__init__.py"
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = module.split(".")
                base = base if is_package else base[:-1]
                base = base[:len(base) - (node.level - 1)]
                stem = ".".join(base + ([node.module] if node.module else []))
            else:
                stem = node.module or ""
            names = [f"{stem}.{a.name}" for a in node.names] + [stem]
        else:
            continue
        for n in names:
            if n.startswith("game") and (target := _resolve(n)) and target != module:
                found.add(target)
    # "from .x import y" counts the package x and y; a package's own __init__ is not an arrow
    return {t for t in found if not module.startswith(t + ".") or MODULES[t].name != "__init__.py"}


def _graph(package: str) -> dict[str, set[str]]:
    return {m: {t for t in imports_of(m) if t == package or t.startswith(package + ".")}
            for m in MODULES if m == package or m.startswith(package + ".")}


@pytest.mark.parametrize("package", PACKAGES)
def test_no_import_circle(package: str) -> None:
    graph = _graph(package)
    assert circles(graph) == []


def _family(module: str, package: str, families: tuple[str, ...]) -> str | None:
    rest = module[len(package) + 1:].split(".")
    return rest[0] if rest[0] in families else None


def test_engine_core_imports_no_game() -> None:
    for m in MODULES:
        if m.startswith("game.engine.core"):
            bad = [t for t in imports_of(m) if t.startswith("game.engine.") and
                   not t.startswith("game.engine.core")]
            assert bad == [], f"{m} imports {bad}: the core names no game"


def test_engine_family_imports_no_other_family_nor_the_registry() -> None:
    for m in MODULES:
        fam = m.startswith("game.engine.") and _family(m, "game.engine", ENGINE_FAMILIES)
        if not fam:
            continue
        for t in imports_of(m):
            if not t.startswith("game.engine."):
                continue
            other = _family(t, "game.engine", ENGINE_FAMILIES)
            assert other in (None, fam), f"{m} imports {t}: one family never imports another"
            assert t == "game.engine.core" or t.startswith(("game.engine.core.", f"game.engine.{fam}")), \
                f"{m} imports {t}: a family imports only the core and its own modules"


@pytest.mark.parametrize("package", sorted(FAMILIES))
def test_no_family_imports_another(package: str) -> None:
    families = FAMILIES[package]
    for m in MODULES:
        fam = m.startswith(package + ".") and _family(m, package, families)
        if not fam:
            continue
        for t in imports_of(m):
            if t.startswith(package + "."):
                assert _family(t, package, families) in (None, fam), \
                    f"{m} imports {t}: one family never imports another"


def test_engine_families_are_the_choosers() -> None:
    """Every registered game's deal lives in one of the chooser's family packages."""
    from game.engine.registry import VARIANTS
    for variant, (cls, _title) in VARIANTS.items():
        assert _family(cls.__module__, "game.engine", ENGINE_FAMILIES), (variant, cls.__module__)


def test_no_arrow_back_up_between_layers() -> None:
    rank = {p: i for i, p in enumerate(LAYERS)}
    for m in MODULES:
        layer = next((p for p in LAYERS if m == p or m.startswith(p + ".")), None)
        if layer is None:
            continue
        for t in imports_of(m):
            up = next((p for p in LAYERS if t == p or t.startswith(p + ".")), None)
            above = [p for p in ("game.ui", "game.coach", "game.party", "game.store", "game.commands")
                     if t == p or t.startswith(p + ".")]
            assert not above or layer == "game.phones", f"{m} imports {t}, a layer above it"
            assert up is None or rank[up] <= rank[layer], f"{m} imports {t}, a layer above it"


LENGTH_CHECKED = PACKAGES + ("game.cards", "game.coach", "game.guide", "game.party", "game.store",
                            "game.commands", "game.rulebook", "game.ui")
"""Every package, the window's too since its long files were split by job (issue 35)."""


@pytest.mark.parametrize("package", LENGTH_CHECKED)
def test_no_file_over_600_lines(package: str) -> None:
    long = {m: n for m, p in MODULES.items() if (m == package or m.startswith(package + "."))
            and (n := len(p.read_text(encoding="utf-8").splitlines())) > 600}
    assert long == {}


def test_every_relative_import_names_a_module_that_is_there() -> None:
    """A module moved into a family package keeps no ``from .x`` that meant the level above."""
    missing = []
    for m, path in MODULES.items():
        package = m if path.name == "__init__.py" else m.rpartition(".")[0]
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.level:
                base = package.split(".")
                base = base[:len(base) - (node.level - 1)]
                target = ".".join(base + ([node.module] if node.module else []))
                if target not in MODULES:
                    missing.append(f"{m}: from {'.' * node.level}{node.module or ''}")
    assert missing == []
