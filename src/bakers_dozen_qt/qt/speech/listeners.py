"""Whether the screen reader running takes announcements, asked where it can be known.

Qt sends a sentence to screen readers as an announcement (``QAccessibleAnnouncementEvent``):
on Windows as a UI Automation notification (NVDA and Narrator speak those), on macOS as
an announcement request (VoiceOver), on Linux as AT-SPI's ``object:announcement``. Orca
before version 46 (Debian 12 has Orca 43) does not listen for that event, and Qt sends an
AT-SPI event only to those who registered for it: the sentence goes nowhere. So on Linux
we ask the accessibility bus's registry which events the screen readers registered for,
as Qt's own bridge does, and follow its news of readers that come and go; where no one
listens for announcements, the announcer takes another way (:mod:`.accessibility`'s news).

The registry's answer is a list of (bus name, event) pairs that PySide's QtDBus cannot
read (it cannot unpack an array of structures), so that one question goes through
``jeepney``, a small pure-Python D-Bus library, once; the registry's signals of later
changes come through QtDBus. Nothing of this runs, nor is QtDBus loaded, until a screen
reader is on (``QAccessible.isActive()``) and something is to be said, and never before
the window's first frame is out: the table's first focus came between the first paint
and the frame on the screen, and the question (jeepney, a connection to the accessibility
bus and a round trip, some 30 ms where a reader is on) held the frame back. Until then
announcements are taken to be heard; nothing is said before the first frame.
"""

from __future__ import annotations

import logging
import sys
from collections.abc import Iterable

from PySide6.QtCore import SLOT, QObject, Slot

log = logging.getLogger(__name__)

REGISTRY = "org.a11y.atspi.Registry"
REGISTRY_PATH = "/org/a11y/atspi/registry"
CONNECTION = "bakers-dozen-atspi-registry"
TIMEOUT_S = 1.0


def hears_announcements(event: str) -> bool:
    """Does a listener registered for ``event`` (as the registry writes it,
    ``Object:Announcement:`` or ``object:announcement``) get announcements? A listener
    for every event of a class (``Object::``, ``object``) does too."""
    parts = [p.replace("-", "").replace("_", "").lower() for p in event.split(":")]
    kind = parts[0]
    detail = parts[1] if len(parts) > 1 else ""
    return kind in ("", "object") and detail in ("", "announcement")


class AnnouncementListeners(QObject):
    """:meth:`heard` answers whether announcements reach a screen reader."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._listening: set[tuple[str, str]] | None = None  # None: no registry to ask
        self._asked = False
        self._may_ask = False  # the window's first frame is out (first_frame_out)

    def heard(self) -> bool:
        """``True`` where announcements are the way to speak: off Linux, where no
        accessibility bus answers (no AT-SPI reader to speak to otherwise), and where a
        listener registered for them."""
        if not sys.platform.startswith("linux"):
            return True
        if not self._asked:
            if not self._may_ask:
                return True
            self._asked = True
            self._listening = self._ask()
        if self._listening is None:
            return True
        return any(hears_announcements(event) for _, event in self._listening)

    def first_frame_out(self) -> None:
        """The game's first frame is on the screen: the registry may be asked now."""
        self._may_ask = True

    def set_listening(self, listening: Iterable[tuple[str, str]]) -> None:
        """What the registry said (tests hand it in; :meth:`_ask` asks it)."""
        self._asked = True
        self._listening = set(listening)

    def _ask(self) -> set[tuple[str, str]] | None:
        address = _accessibility_bus()
        if not address:
            return None
        try:
            listening = _registered_events(address)
            self._follow(address)
        except Exception:
            log.warning("the accessibility registry did not say who listens", exc_info=True)
            return None
        return listening

    def _follow(self, address: str) -> None:
        from PySide6.QtDBus import QDBusConnection

        bus = QDBusConnection.connectToBus(address, CONNECTION)
        if not bus.isConnected():
            return
        for signal, slot in (
            ("EventListenerRegistered", "_registered(QString,QString)"),
            ("EventListenerDeregistered", "_deregistered(QString,QString)"),
        ):
            # PySide takes the slot as SLOT() spells it, a str, whatever its stubs say.
            bus.connect(REGISTRY, REGISTRY_PATH, REGISTRY, signal, self, SLOT(slot))  # type: ignore[call-overload]

    @Slot(str, str)
    def _registered(self, bus: str, event: str) -> None:
        if self._listening is not None:
            self._listening.add((bus, event))

    @Slot(str, str)
    def _deregistered(self, bus: str, event: str) -> None:
        if self._listening is not None:
            self._listening.discard((bus, event))


_shared: AnnouncementListeners | None = None


def shared() -> AnnouncementListeners:
    """The application's one :class:`AnnouncementListeners` (the registry is asked once)."""
    global _shared
    if _shared is None:
        from PySide6.QtCore import QCoreApplication

        _shared = AnnouncementListeners(QCoreApplication.instance())
        _shared.destroyed.connect(_forget)
    return _shared


def _forget() -> None:
    global _shared
    _shared = None


def _accessibility_bus() -> str:
    """The accessibility bus's address, as the session bus's ``org.a11y.Bus`` gives it
    ("" without one)."""
    from PySide6.QtDBus import QDBusConnection, QDBusMessage

    session = QDBusConnection.sessionBus()
    if not session.isConnected():
        return ""
    call = QDBusMessage.createMethodCall(
        "org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress"
    )
    reply = session.call(call, timeout=int(TIMEOUT_S * 1000))
    arguments = reply.arguments()
    if reply.type() != QDBusMessage.MessageType.ReplyMessage or not arguments:
        return ""
    return str(arguments[0])


def _registered_events(address: str) -> set[tuple[str, str]]:
    from jeepney import DBusAddress, new_method_call  # type: ignore[import-untyped]
    from jeepney.io.blocking import open_dbus_connection  # type: ignore[import-untyped]

    registry = DBusAddress(REGISTRY_PATH, bus_name=REGISTRY, interface=REGISTRY)
    with open_dbus_connection(bus=address) as bus:
        reply = bus.send_and_get_reply(
            new_method_call(registry, "GetRegisteredEvents"), timeout=TIMEOUT_S
        )
    return {(str(name), str(event)) for name, event in reply.body[0]}
