"""Screens by name: no import circle in the window's code, and every name opens a scene.

The import graph is read from the source (every ``import`` anywhere in a module, even
inside a function), so a lazy import that only hides a circle from Python still fails
here.  Imports under ``if TYPE_CHECKING:`` are left out: they never run (a scene names the
App in its type hints, and the app names Scene).
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import game.ui
from import_graphs import circles
from game.ui.screens import SCREENS, UnknownScreen, resolve

UI = Path(game.ui.__file__).parent


def _module_name(path: Path) -> str:
    rel = path.relative_to(UI.parent.parent).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _runtime_nodes(tree: ast.AST):
    """Every node of ``tree`` except those under ``if TYPE_CHECKING:``."""
    todo = [tree]
    while todo:
        node = todo.pop()
        yield node
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and "TYPE_CHECKING" in ast.unparse(child.test):
                todo.extend(child.orelse)
                continue
            todo.append(child)


def import_graph() -> dict[str, set[str]]:
    """Module -> the ``game.ui`` modules it imports (anywhere in its text)."""
    modules = {_module_name(p): p for p in UI.rglob("*.py")}
    graph: dict[str, set[str]] = {m: set() for m in modules}
    for name, path in modules.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        for node in _runtime_nodes(ast.parse(path.read_text(encoding="utf-8"))):
            targets: list[str] = []
            if isinstance(node, ast.Import):
                targets = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    anchor = package.split(".")
                    anchor = anchor[:len(anchor) - (node.level - 1)]
                    base = ".".join(anchor + ([base] if base else []))
                targets = [base] + [f"{base}.{a.name}" for a in node.names]
            for t in targets:
                # An import of a package's module also runs the package's __init__.
                while t and t not in modules:
                    t = t.rpartition(".")[0]
                if t and t != name:
                    graph[name].add(t)
    return graph


def test_the_window_code_has_no_import_circle():
    graph = import_graph()
    assert "game.ui.app" in graph and "game.ui.scenes.table" in graph
    assert circles(graph) == []


def test_the_circle_finder_finds_a_circle():
    assert circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_no_scene_imports_the_app():
    graph = import_graph()
    for name, targets in graph.items():
        if name.startswith("game.ui.scenes"):
            assert "game.ui.app" not in targets, name
            assert "game.ui.screens" not in targets, name


def test_every_screen_name_resolves_to_something_callable():
    for name in SCREENS:
        assert callable(resolve(name)), name
    with pytest.raises(UnknownScreen):
        resolve("no such screen")


def test_show_opens_a_screen_by_name_and_remembers_it(app):
    scene = app.show("rules")
    assert app.top is scene and scene.screen_name == "rules"
    app.step([])
    app.show("settings", replace=True)
    assert app.top.screen_name == "settings" and len(app.scenes) == 2


def test_figures_in_the_display_face_are_lining_figures():
    """EB Garamond's old-style "1" reads as a dotless "ı" in "The pool: 1": figures in the
    display face are set as tall as its capitals (the body face's lining figures)."""
    import pygame

    from game.ui.theme import Fonts

    fonts = Fonts()

    def ink_height(text: str) -> int:
        return fonts.render("display", 40, text, (255, 255, 255)).get_bounding_rect(min_alpha=60).height

    assert ink_height("1") >= 0.8 * ink_height("T")  # the old-style "1" stood as high as an "x": 0.6
    assert ink_height("The pool: 1") <= ink_height("Tp") + 2  # on the words' baseline
    pool = fonts.render("display", 40, "The pool: 140", (255, 255, 255))
    assert pool.get_width() > fonts.render("display", 40, "The pool:", (255, 255, 255)).get_width()
    assert pygame.font.get_init()
