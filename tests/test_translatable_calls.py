"""Every call to Qt's translation names its text so that lupdate can find it.

lupdate reads the source, not the running program: a text passed through a variable,
a helper such as ``def _tr(text): return translate("Ctx", text)``, or ``window.tr(...)``
(whose context lupdate takes from the word ``window``) never reaches the translators,
and the player sees English. Tables of texts are marked with ``QT_TRANSLATE_NOOP`` and
looked up in the few places listed here.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "src" / "bakers_dozen_qt"

# Functions that translate a text from a QT_TRANSLATE_NOOP table: (file, function).
TABLE_LOOKUPS = {
    ("qt/words/variant_names.py", "variant_name"),
    ("qt/words/variant_names.py", "variant_description"),
    ("qt/speech/spoken_names.py", "_tr"),
    ("qt/dialogs/keys_help.py", "_tr"),
    ("qt/art/themes.py", "display_name"),
    ("qt/window/menu_actions.py", "_deck_name"),
    ("qt/window/menu_actions.py", "_back_name"),
    ("qt/window/menu_actions.py", "_volume_name"),
    ("qt/window/menu_entries.py", "translated"),  # the menus' own texts
    ("qt/dialogs/dialogs.py", "retranslate"),  # places in the top ten: "1st", "2nd"...
}


def calls(path: Path) -> list[tuple[str, ast.Call]]:
    """Each call in ``path`` with the name of the function it is made in."""
    found = []

    def walk(node: ast.AST, where: str) -> None:
        for child in ast.iter_child_nodes(node):
            inner = where
            if isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef):
                inner = child.name
            if isinstance(child, ast.Call):
                found.append((where, child))
            walk(child, inner)

    walk(ast.parse(path.read_text(encoding="utf-8")), "")
    return found


def qt_translate(func: ast.expr) -> bool:
    """``translate(...)`` or ``QCoreApplication.translate(...)`` (not QPainter's)."""
    if isinstance(func, ast.Name):
        return True
    return isinstance(func, ast.Attribute) and ast.unparse(func.value) in (
        "QCoreApplication",
        "QGuiApplication",
        "QApplication",
    )


def literal(node: ast.expr | None) -> bool:
    return isinstance(node, ast.Constant) and isinstance(node.value, str)


@pytest.mark.slow
def test_every_translation_call_names_its_text_literally() -> None:
    problems = []
    for path in sorted(PACKAGE.rglob("*.py")):
        name = path.relative_to(PACKAGE).as_posix()
        if name.split("/")[0] in ("engine", "store"):
            continue
        for where, call in calls(path):
            func = call.func
            what = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            at = f"{name}:{call.lineno}"
            if what == "tr" and isinstance(func, ast.Attribute):
                receiver = func.value
                named = isinstance(receiver, ast.Name) and (
                    receiver.id == "self" or receiver.id[:1].isupper()
                )
                if not named:
                    problems.append(f"{at}: .tr() on {ast.unparse(receiver)}: use self.tr")
                if not call.args or not literal(call.args[0]):
                    problems.append(f"{at}: tr() of a variable")
            elif what == "tr":
                problems.append(f"{at}: a bare tr(): lupdate gives it no context")
            elif what == "translate" and qt_translate(func):
                texts = call.args[:2]
                if (name, where) not in TABLE_LOOKUPS and not all(literal(t) for t in texts):
                    problems.append(f"{at}: translate() of a variable in {where}()")
    assert problems == []
