"""Qt's own texts that the game shows, for the languages Qt ships no translation of.

Qt words its standard dialog buttons and context menus itself, from ``qtbase_<lang>.qm``.
It has none for Serbian, so these entries (Qt's contexts, Qt's source texts) go into
the ``.ts`` of exactly those languages (``Language.qt_catalogue`` false); the game's
translator is asked before Qt's and answers them. ``tools/translations.py`` reads this
file only for those languages; nothing imports it.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

BUTTONS = (
    # Standard buttons, as most platforms word them.
    QT_TRANSLATE_NOOP("QPlatformTheme", "OK"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Cancel"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Close"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "&Yes"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "&No"),
    # The same buttons on GNOME and desktops like it.
    QT_TRANSLATE_NOOP("QGnomeTheme", "&OK"),
    QT_TRANSLATE_NOOP("QGnomeTheme", "&Cancel"),
    QT_TRANSLATE_NOOP("QGnomeTheme", "&Close"),
    # A message box with technical details (a damaged file) opens and closes them.
    QT_TRANSLATE_NOOP("QMessageBox", "Show Details..."),
    QT_TRANSLATE_NOOP("QMessageBox", "Hide Details..."),
)

CONTEXT_MENUS = (
    # Right click in a text field (Deal by Number).
    QT_TRANSLATE_NOOP("QLineEdit", "&Undo"),
    QT_TRANSLATE_NOOP("QLineEdit", "&Redo"),
    QT_TRANSLATE_NOOP("QLineEdit", "Cu&t"),
    QT_TRANSLATE_NOOP("QLineEdit", "&Copy"),
    QT_TRANSLATE_NOOP("QLineEdit", "&Paste"),
    QT_TRANSLATE_NOOP("QLineEdit", "Delete"),
    QT_TRANSLATE_NOOP("QLineEdit", "Select All"),
    QT_TRANSLATE_NOOP("QAbstractSpinBox", "&Step up"),
    QT_TRANSLATE_NOOP("QAbstractSpinBox", "Step &down"),
    # Right click on the text of a message or the licence.
    QT_TRANSLATE_NOOP("QWidgetTextControl", "&Copy"),
    QT_TRANSLATE_NOOP("QWidgetTextControl", "Copy &Link Location"),
    QT_TRANSLATE_NOOP("QWidgetTextControl", "Select All"),
)

FILE_DIALOG = (
    # Statistics > Export Games… where the system offers no dialog of its own (Qt's).
    QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "File &name:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Back"),
    QT_TRANSLATE_NOOP("QFileDialog", "Forward"),
    QT_TRANSLATE_NOOP("QFileDialog", "Parent Directory"),
    QT_TRANSLATE_NOOP("QFileDialog", "Create New Folder"),
    QT_TRANSLATE_NOOP("QFileDialog", "List View"),
    QT_TRANSLATE_NOOP("QFileDialog", "Detail View"),
    QT_TRANSLATE_NOOP("QFileDialog", "&Save"),
    QT_TRANSLATE_NOOP("QFileSystemModel", "Name"),
    QT_TRANSLATE_NOOP("QFileSystemModel", "Size"),
    QT_TRANSLATE_NOOP("QFileSystemModel", "Type"),
    QT_TRANSLATE_NOOP("QFileSystemModel", "Date Modified"),
)

KEY_NAMES = (
    # The keyboards' own Undo, Redo, Copy, Paste keys, which Help > Keyboard lists beside
    # Ctrl+Z and the like. Keys labelled on the keycaps (Shift, Backspace) stay as they are.
    QT_TRANSLATE_NOOP("QShortcut", "Undo"),
    QT_TRANSLATE_NOOP("QShortcut", "Redo"),
    QT_TRANSLATE_NOOP("QShortcut", "Copy"),
    QT_TRANSLATE_NOOP("QShortcut", "Paste"),
    QT_TRANSLATE_NOOP("QShortcut", "Cut"),
)
