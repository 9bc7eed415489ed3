"""Key names Qt's own catalogue of a language words otherwise than its players read them.

Menus and Help → Keyboard spell shortcuts through Qt (``QKeySequence.NativeText``), and
Qt names the keys from its catalogue (context ``QShortcut``). Its Turkish catalogue gives
the Mac's names: "Kontrol", "Üst Karakter", "Seçenek" (for Alt, a key no PC has by that
name), "Vazgeç" for Esc. Turkish PC keyboards are labelled Ctrl, Shift, Alt, Esc, and
Windows and the Linux desktops in Turkish write "Ctrl+Z": these entries go into the
``.ts`` of the languages ``tools/translations.py`` lists in ``KEYCAP_LANGUAGES``, whose
translators name each key as its keycap does; the game's translator is asked before Qt's.
Space and the arrows keep Qt's words ("Boşluk", "Sol"), as the game's own list of keys
says them. ``tools/translations.py`` reads this file; nothing imports it.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

KEYCAPS = (
    QT_TRANSLATE_NOOP("QShortcut", "Ctrl"),
    QT_TRANSLATE_NOOP("QShortcut", "Shift"),
    QT_TRANSLATE_NOOP("QShortcut", "Alt"),
    QT_TRANSLATE_NOOP("QShortcut", "Meta"),
    QT_TRANSLATE_NOOP("QShortcut", "Esc"),
    QT_TRANSLATE_NOOP("QShortcut", "Tab"),
    QT_TRANSLATE_NOOP("QShortcut", "Backspace"),
    QT_TRANSLATE_NOOP("QShortcut", "Return"),
    QT_TRANSLATE_NOOP("QShortcut", "Enter"),
    QT_TRANSLATE_NOOP("QShortcut", "Ins"),
    QT_TRANSLATE_NOOP("QShortcut", "Del"),
    QT_TRANSLATE_NOOP("QShortcut", "Home"),
    QT_TRANSLATE_NOOP("QShortcut", "End"),
    QT_TRANSLATE_NOOP("QShortcut", "PgUp"),
    QT_TRANSLATE_NOOP("QShortcut", "PgDown"),
)
