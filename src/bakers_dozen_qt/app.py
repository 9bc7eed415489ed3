"""``bakers-dozen``: start the game window."""

from __future__ import annotations

import sys


def main() -> int:
    from PySide6.QtWidgets import QApplication, QLabel

    app = QApplication(sys.argv)
    label = QLabel("Baker's Dozen")
    label.show()
    return app.exec()
