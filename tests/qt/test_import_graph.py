"""The package's import graph, read from the source (ast): no cycles, and the layers hold.

Every import counts, type-only (``if TYPE_CHECKING:``) and function-local ones included:
a cycle that only the type checker sees still ties the modules into one knot.
"""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path

import pytest

import bakers_dozen_qt

ROOT = Path(bakers_dozen_qt.__file__).parent
PACKAGE = "bakers_dozen_qt"
QT = f"{PACKAGE}.qt"


def _module_name(path: Path) -> str:
    parts = path.relative_to(ROOT.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _modules() -> dict[str, Path]:
    return {_module_name(p): p for p in ROOT.rglob("*.py")}


def _imports(name: str, path: Path, known: set[str]) -> set[str]:
    """The package's modules that ``name`` imports, anywhere in its source."""
    is_package = path.name == "__init__.py"
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            candidates = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = name.split(".")
                base = base if is_package else base[:-1]
                base = base[: len(base) - (node.level - 1)]
                parent = ".".join(base + ([node.module] if node.module else []))
            else:
                parent = node.module or ""
            # ``from . import x`` names a module x; ``from .m import f`` names module m.
            candidates = [f"{parent}.{alias.name}" for alias in node.names] + [parent]
        else:
            continue
        for candidate in candidates:
            if candidate in known and candidate != name:
                found.add(candidate)
                break
    return found


@cache
def import_graph() -> dict[str, set[str]]:
    modules = _modules()
    known = set(modules)
    return {name: _imports(name, path, known) for name, path in modules.items()}


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One cycle of ``graph`` as a list of modules (first == last), or ``None``."""
    state: dict[str, int] = {}  # 1: on the current path, 2: done
    path: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        path.append(node)
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == 1:
                return [*path[path.index(nxt) :], nxt]
            if nxt not in state and (cycle := visit(nxt)) is not None:
                return cycle
        path.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state and (cycle := visit(node)) is not None:
            return cycle
    return None


@pytest.mark.slow
def test_the_reader_sees_imports_of_every_kind() -> None:
    graph = import_graph()
    assert f"{QT}.play.session" in graph[f"{QT}.window.window"]
    assert f"{QT}.features.solver_answers" in graph[f"{QT}.features.show_the_way"]  # from . import
    assert f"{QT}.dialogs.custom_dialog" in graph[f"{QT}.window.window"]  # type-only
    assert f"{PACKAGE}.engine.notation" in graph[f"{PACKAGE}.engine.game"]  # function-local


def test_the_cycle_finder_finds_cycles() -> None:
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": set(), "c": {"a", "b"}}) is None


def test_no_import_cycle_in_the_package() -> None:
    cycle = find_cycle(import_graph())
    assert cycle is None, " -> ".join(cycle or [])


@pytest.mark.parametrize("layer", ["engine", "store"])
def test_engine_and_store_never_import_qt(layer: str) -> None:
    for name, path in _modules().items():
        if name.startswith(f"{PACKAGE}.{layer}"):
            text = path.read_text(encoding="utf-8")
            assert "PySide6" not in text, name
            assert not any(m.startswith(f"{PACKAGE}.qt") for m in import_graph()[name]), name


def test_feature_modules_see_the_session_not_the_window() -> None:
    graph = import_graph()
    window = f"{QT}.window.window"
    features = ("window.menus", "features.board_clipboard", "features.loss_review")
    for feature in (*features, "features.show_the_way", "statistics.recorder"):
        assert window not in graph[f"{QT}.{feature}"], feature


def test_only_the_session_makes_undo_commands() -> None:
    graph = import_graph()
    commands, session = f"{QT}.play.commands", f"{QT}.play.session"
    assert {m for m, deps in graph.items() if commands in deps} == {session}
    for name, path in _modules().items():
        if name in (commands, session):
            continue
        source = path.read_text(encoding="utf-8")
        for needle in ("QUndoCommand", "beginMacro", "undo_stack.push", "stack.push("):
            assert needle not in source, f"{name} uses {needle}"


# The rooms of ``qt/`` and the rooms each may import: an arrow not listed here is a
# wrong turn (the table never reaches for the statistics window, nothing below the window
# reaches for the window). Each room's ``__init__`` says the same in words.
ROOMS: dict[str, set[str]] = {
    "words": set(),
    "art": {"words"},
    "table": {"art", "words"},
    "play": {"words"},
    "speech": {"table", "play", "words"},
    # The sounds: the session tells them what happened; the window wires the table in.
    "sound": {"play"},
    "dialogs": {"art", "play", "words"},
    "files": {"art", "dialogs", "play", "words"},
    "features": {"dialogs", "files", "play", "speech", "table", "words"},
    # A finished game's line on the table; the game in progress held meanwhile.
    "replay": {"features", "play", "table", "words"},
    # The online board: used by the window and the statistics.
    "online": {"dialogs", "files", "play", "words"},
    "statistics": {"online", "play", "speech", "words"},
    "window": {
        *("art", "dialogs", "features", "files", "online", "play"),
        *("replay", "sound", "speech", "statistics", "table", "words"),
    },
}


def _room(module: str) -> str | None:
    """The room of a ``qt`` module (``None`` for ``qt`` itself and modules outside it)."""
    parts = module.split(".")
    return parts[2] if len(parts) > 2 and module.startswith(f"{QT}.") else None


def room_arrows() -> dict[tuple[str, str], list[str]]:
    """Every (room, room it imports), with the module arrows that make it."""
    arrows: dict[tuple[str, str], list[str]] = {}
    for name, deps in import_graph().items():
        for dep in deps:
            here, there = _room(name), _room(dep)
            if here and there and here != there:
                arrows.setdefault((here, there), []).append(f"{name} -> {dep}")
    return arrows


def test_every_qt_module_lives_in_a_room() -> None:
    qt = ROOT / "qt"
    flat = sorted(p.name for p in qt.glob("*.py") if p.name != "__init__.py")
    assert flat == []
    folders = {p.parent.name for p in qt.glob("*/*.py")}
    assert all((qt / room / "__init__.py").is_file() for room in folders), folders
    assert folders == set(ROOMS), folders ^ set(ROOMS)


def test_every_arrow_between_rooms_is_allowed() -> None:
    wrong = {
        f"{here} -> {there}": modules
        for (here, there), modules in room_arrows().items()
        if there not in ROOMS[here]
    }
    assert wrong == {}


def test_the_rooms_table_has_no_cycle() -> None:
    # The arrows the code has are a subset of the table (above), so this holds them too.
    cycle = find_cycle(ROOMS)
    assert cycle is None, " -> ".join(cycle or [])


def test_the_room_check_sees_a_wrong_turn() -> None:
    arrows = room_arrows()
    assert ("window", "table") in arrows  # the reader sees arrows between rooms at all
    assert ("table", "statistics") not in arrows
    assert "statistics" not in ROOMS["table"] and "window" not in ROOMS["features"]


def said_imports(docstring: str, rooms: set[str]) -> set[str]:
    """The rooms a room's docstring says it may import: its "May import: ..." sentence,
    words in brackets left out ("every room" and "no other room" as they say)."""
    text = " ".join(docstring.split())
    start = text.find("May import:")
    assert start >= 0, "no 'May import:' sentence"
    sentence = text[start + len("May import:") :].split(". ")[0].rstrip(".")
    while "(" in sentence:
        open_at = sentence.index("(")
        sentence = sentence[:open_at] + sentence[sentence.index(")", open_at) + 1 :]
    if sentence.strip().startswith("every room"):
        return set(rooms)
    if sentence.strip().startswith("no other room"):
        return set()
    return {name.strip() for name in sentence.split(",")}


def test_the_reader_of_room_docstrings_reads_each_form() -> None:
    rooms = {"a", "b", "c"}
    assert said_imports("X.\n\nMay import: a (why), b. Then more.", rooms) == {"a", "b"}
    assert said_imports("May import: every room. No room imports it.", rooms) == rooms
    assert said_imports("May import: no other room (the engine only).", rooms) == set()


@pytest.mark.parametrize("room", sorted(ROOMS))
def test_each_room_says_what_it_may_import_as_the_rooms_table_does(room: str) -> None:
    init = ROOT / "qt" / room / "__init__.py"
    docstring = ast.get_docstring(ast.parse(init.read_text(encoding="utf-8"))) or ""
    others = set(ROOMS) - {room}
    assert said_imports(docstring, others) == ROOMS[room]
