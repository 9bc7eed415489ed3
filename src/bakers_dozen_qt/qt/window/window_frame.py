"""The main window's frame: its size and place on screen, and the table's default theme.

- The first time, the window takes a comfortable size that fits the screen's available
  area (at ``QT_SCALE_FACTOR=2`` a 1280-point window would not), centred on it. The
  *frame* goes inside the area, title bar included: the window manager draws it above
  the content, and says how tall it is only once the window is on screen, so the first
  placing leaves room for a usual one and :meth:`WindowFrame.settle` corrects it then.
- After that it comes back as it was left (size, place, maximised or not), through
  ``saveGeometry``/``restoreGeometry``, and is moved back inside the screen if the
  screen has changed since.
- Until the player picks a theme, the table follows the system's colour scheme: the
  dark table on a dark desktop, the green felt otherwise, switching when the system
  does.
"""

from __future__ import annotations

from PySide6.QtCore import QMargins, QObject, QPoint, QRect, QSize, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMainWindow

from ..art.themes import DEFAULT_THEME
from ..files.settings import Preferences

PREFERRED = QSize(1280, 820)
FRAME_GUESS = QMargins(8, 36, 8, 8)
"""Room for a window manager's borders and title bar, until it says how much it takes."""
DARK_THEME = "dark"


def theme_for(scheme: object) -> str:
    """The theme that suits the colour scheme ``scheme`` (a ``Qt.ColorScheme``)."""
    # By name: Qt.ColorScheme is not looked up before the first frame (see view.py).
    return DARK_THEME if getattr(scheme, "name", "") == "Dark" else DEFAULT_THEME


def palette_theme() -> str:
    """The theme that suits the application's palette: a quick first guess.

    Asking ``styleHints().colorScheme()`` builds all of Qt's namespace enums in PySide
    (some 15 ms); the palette is at hand, and agrees on most desktops. The scheme itself
    is asked just after the first frame.
    """
    from PySide6.QtGui import QPalette

    window = QGuiApplication.palette().color(QPalette.ColorRole.Window)
    return DARK_THEME if window.lightness() < 128 else DEFAULT_THEME


def system_theme() -> str:
    """The theme that suits the system's colour scheme."""
    return theme_for(QGuiApplication.styleHints().colorScheme())


def fitted(preferred: QSize, area: QRect) -> QRect:
    """A rectangle of ``preferred`` size (shrunk to fit) centred in ``area``."""
    size = preferred.boundedTo(area.size())
    top_left = area.center() - QRect(0, 0, size.width(), size.height()).center()
    return QRect(top_left, size)


class WindowFrame(QObject):
    theme_wanted = Signal(str)  # the system's scheme changed and the player picked none

    def __init__(self, window: QMainWindow, prefs: Preferences) -> None:
        super().__init__(window)
        self._window = window
        self._prefs = prefs
        self.following_system = not prefs.theme
        self._placed: QSize | None = None  # the size place() chose on a first start
        QGuiApplication.styleHints().colorSchemeChanged.connect(self._scheme_changed)

    # --- geometry ---------------------------------------------------------------------------

    def place(self) -> None:
        """Before the first show: where the player left the window, or a size that fits."""
        w = self._window
        if self._prefs.read_only:  # a screenshot: always the same picture, any screen
            w.resize(PREFERRED)
            return
        saved = self._prefs.geometry
        if saved is not None and w.restoreGeometry(saved) and self._restored_size_is_a_window():
            self.keep_on_screen()
            return
        area = w.screen().availableGeometry()
        room = area.marginsRemoved(FRAME_GUESS)
        inner = fitted(PREFERRED, room if room.isValid() else area)
        w.resize(inner.size())
        self._placed = inner.size()
        # move() places a window by its frame (its content is placed below the title
        # bar), so the title bar stays on the screen.
        w.move(inner.topLeft() - QPoint(FRAME_GUESS.left(), FRAME_GUESS.top()))

    def settle(self) -> None:
        """Once on screen, with the window manager's frame known: back inside the
        screen if the frame came out larger than the room left for it (a first start
        only, and only while the window has the size it was given)."""
        placed, self._placed = self._placed, None
        if placed is not None and placed == self._window.size():
            self.keep_on_screen()

    def _restored_size_is_a_window(self) -> bool:
        """A damaged or hand-edited geometry (a size of one pixel, a place at INT_MAX)
        may restore "successfully": smaller than the window can be, it is none."""
        w = self._window
        small = w.minimumSizeHint()
        return w.width() >= small.width() and w.height() >= small.height()

    def keep_on_screen(self) -> None:
        """Shrink and move the window back inside the available screen area (at least
        its smallest size: Qt grows a smaller one only when it is shown, past the edge)."""
        w = self._window
        if w.isMaximized() or w.isFullScreen():
            return
        area = w.screen().availableGeometry()
        frame = w.frameGeometry()
        extra = frame.size() - w.geometry().size()
        room = area.size() - extra
        size = w.size().expandedTo(w.minimumSizeHint()).boundedTo(room).expandedTo(w.minimumSize())
        if size != w.size():
            w.resize(size)
        frame = w.frameGeometry()
        x = min(max(frame.x(), area.left()), max(area.left(), area.right() + 1 - frame.width()))
        y = min(max(frame.y(), area.top()), max(area.top(), area.bottom() + 1 - frame.height()))
        if (x, y) != (frame.x(), frame.y()):
            w.move(x, y)

    def remember(self) -> None:
        self._prefs.geometry = self._window.saveGeometry()

    # --- theme ----------------------------------------------------------------------------

    def first_theme(self) -> str:
        """The theme of the first frame: the player's, or the palette's guess."""
        return self._prefs.theme or palette_theme()

    def check_scheme(self) -> None:
        """After the first frame: the system's scheme decides, if the player did not."""
        if self.following_system:
            self.theme_wanted.emit(system_theme())

    def picked(self) -> None:
        """The player chose a theme: the system's scheme no longer decides."""
        self.following_system = False

    def follow_system(self) -> str:
        """The player gave the choice back to the system: the theme its scheme asks."""
        self.following_system = True
        return system_theme()

    def _scheme_changed(self, scheme: object) -> None:
        if self.following_system:
            self.theme_wanted.emit(theme_for(scheme))
