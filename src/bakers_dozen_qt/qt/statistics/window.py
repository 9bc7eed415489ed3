"""The Statistics window: every variant's numbers, leaderboards, daily deals and charts.

Hook for the main window (Game → Statistics…, Ctrl+I)::

    from .window import show_statistics_window
    show_statistics_window(self, stats, self.game.rules.id)

``stats`` is the app's :class:`~bakers_dozen_qt.store.StatsService` (started) or a
:class:`~.bridge.StatsBridge` around it. The call opens the window, or brings the
open one to the front on ``variant``, and returns it; the window is deleted when closed.
After a game is recorded, ``window.refresh()`` (if one is open) shows it.

Nothing here waits for the database: every question goes to the service's worker and
the answer comes back as a signal. Until it does the window says "Loading…"; when the
statistics are paused (the service fails questions at once then) it says why.
"""

from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QDate, QEvent, QStandardPaths, Qt, QTimer
from PySide6.QtGui import QCloseEvent, QGuiApplication, QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSplitter,
    QStackedWidget,
    QTabWidget,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...store import GameRecord, Problem, StatsService, StoreError
from ..speech import aloud
from ..words.reason_words import write_failure
from . import queries
from .boards import DailyPage, LeaderboardPage
from .bridge import StatsBridge
from .history_page import GamePlayer, HistoryPage
from .pages import ChartsPage, SummaryPage
from .queries import DailyDeal, Overview
from .wording import deal_date, number, paused_text, variant_name

if TYPE_CHECKING:
    from ..online.board_view import OnlineBoardView
    from ..online.daily_result import OnlineBoard

ALL = ""  # the variant list's key for "All variants"
OPEN_NAME = "statisticsWindow"  # dropped at close: a closing window is not reused
LOADING_DELAY_MS = 250
"""A refresh shows "Loading…" only if its answer takes longer than this (no flicker)."""


def show_statistics_window(
    parent: QWidget,
    stats: StatsService | StatsBridge,
    variant: str | None,
    online: OnlineBoard | None = None,
    player: GamePlayer | None = None,
) -> StatisticsWindow:
    """Open the Statistics window on ``variant``, or raise the one already open.
    ``online``: the Daily Deals page shows that online board too; ``player``: the window
    that replays a game of the History page, or deals it again."""
    window = parent.findChild(StatisticsWindow, OPEN_NAME)
    if window is None:
        window = StatisticsWindow(stats, variant, parent, online, player)
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    else:
        window.show_variant(variant)
    window.show()
    window.raise_()
    window.activateWindow()
    return window


def scrolled(page: QWidget) -> QScrollArea:
    """``page`` in a frameless scroll area: a small screen (or a large scale factor)
    scrolls the page instead of squeezing it."""
    area = QScrollArea()
    area.setWidget(page)
    area.setWidgetResizable(True)
    # No Tab stop of its own (a reader heard an empty "Summary" between the tabs and the
    # page): the page's parts are, and the area scrolls to the one with the focus.
    area.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.viewport().setAutoFillBackground(False)
    page.setAutoFillBackground(False)
    return area


def export_folder() -> Path:
    """Where Export Games… starts: the Documents folder, or the home folder when there
    is none (a file dialog given a folder that does not exist shows the working one)."""
    where = QStandardPaths.StandardLocation
    for location in (where.DocumentsLocation, where.HomeLocation):
        folder = QStandardPaths.writableLocation(location)
        if folder and Path(folder).is_dir():
            return Path(folder)
    return Path.home()


class StatisticsWindow(QDialog):
    """Statistics of every variant; see the module's docstring."""

    def __init__(
        self,
        stats: StatsService | StatsBridge,
        current_variant: str | None,
        parent: QWidget | None = None,
        online: OnlineBoard | None = None,
        player: GamePlayer | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName(OPEN_NAME)
        self._online = online
        self._player = player
        self.online_board: OnlineBoardView | None = None
        if online is not None:
            online.taken.connect(self._online_again)
        self.setSizeGripEnabled(True)
        self.bridge = stats if isinstance(stats, StatsBridge) else StatsBridge(stats, self)
        self.variant: str | None = current_variant
        self.overview: Overview | None = None
        self.today: str | None = None
        """``YYYY-MM-DD`` for the daily runs; ``None``: the local date (tests set it)."""
        self._serial = 0
        self._list_width = 0  # what the variant list's words needed when last filled

        self.variants = QTreeWidget(self)
        self.variants.setObjectName("variants")
        self.variants.setColumnCount(2)
        self.variants.header().setStretchLastSection(False)
        self.variants.setRootIsDecorated(False)
        self.variants.currentItemChanged.connect(self._variant_picked)

        self.tabs = QTabWidget(self)
        self.tabs.currentChanged.connect(lambda *_: self._name_stacks())
        self._make_pages()

        self.loading = QLabel("", self)
        self.loading.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.paused_page = QWidget(self)
        self.paused = QLabel("", self.paused_page)
        self.paused.setObjectName("paused")
        self.paused.setWordWrap(True)
        self.paused.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.retry = QPushButton("", self.paused_page)
        self.retry.setAutoDefault(False)
        self.retry.clicked.connect(self.refresh)
        paused_box = QVBoxLayout(self.paused_page)
        paused_box.addStretch(1)
        paused_box.addWidget(self.paused)
        paused_box.addWidget(self.retry, 0, Qt.AlignmentFlag.AlignHCenter)
        paused_box.addStretch(1)
        self.stack = QStackedWidget(self)
        for page in (self.loading, self.paused_page, self.tabs):
            self.stack.addWidget(page)
        self._loading_timer = QTimer(self)
        self._loading_timer.setSingleShot(True)
        self._loading_timer.setInterval(LOADING_DELAY_MS)
        self._loading_timer.timeout.connect(lambda: self.stack.setCurrentWidget(self.loading))

        split = self.split = QSplitter(self)
        split.addWidget(self.variants)
        split.addWidget(self.stack)
        split.setStretchFactor(0, 0)
        split.setStretchFactor(1, 1)
        split.setChildrenCollapsible(False)

        self.status = QLabel("", self)
        self.status.setObjectName("status")
        self.status.setWordWrap(True)
        self.status.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextSelectableByMouse
            | Qt.TextInteractionFlag.TextSelectableByKeyboard
        )
        self.status.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.status.hide()
        buttons = QDialogButtonBox(self)
        self.export_button = buttons.addButton("", QDialogButtonBox.ButtonRole.ActionRole)
        self.reset_button = buttons.addButton("", QDialogButtonBox.ButtonRole.DestructiveRole)
        self.close_button = buttons.addButton(QDialogButtonBox.StandardButton.Close)
        # Enter must never reach Reset: Close is the one default button.
        for b in (self.export_button, self.reset_button):
            b.setAutoDefault(False)
            b.setDefault(False)
        self.close_button.setDefault(True)
        self.export_button.clicked.connect(self.choose_export_file)
        self.reset_button.clicked.connect(self.confirm_reset)
        buttons.rejected.connect(self.close)

        box = QVBoxLayout(self)
        box.addWidget(split, 1)
        bottom = QHBoxLayout()
        bottom.addWidget(self.status, 1)
        bottom.addWidget(buttons)
        box.addLayout(bottom)
        self.reset_box: QMessageBox | None = None
        self.export_dialog: QFileDialog | None = None
        self._error: StoreError | None = None
        self._word()

        self.bridge.notice.connect(self._noticed)
        # Bound methods, not lambdas: a bridge that outlives the window lets go of them.
        self.bridge.reset_done.connect(self._reset_happened)
        self.bridge.imported.connect(self.refresh)
        self._fit_size()
        self.refresh()

    def _make_pages(self) -> None:
        """The four tabs, worded in the current language: made again when it changes
        (their words are set as they are built), on the same tab."""
        current = self.tabs.currentIndex()
        while self.tabs.count():
            old = self.tabs.widget(0)
            self.tabs.removeTab(0)
            if old is not None:
                old.deleteLater()
        self.summary = SummaryPage(self)
        self.charts = ChartsPage(self)
        self.leaderboard = LeaderboardPage(self)
        self.daily = DailyPage(self)
        self.tabs.addTab(scrolled(self.summary), self.tr("&Summary"))
        self.tabs.addTab(scrolled(self.charts), self.tr("C&harts"))
        self.tabs.addTab(scrolled(self.leaderboard), self.tr("&Leaderboard"))
        self.tabs.addTab(scrolled(self.daily), self.tr("&Daily Deals"))
        # Not scrolled: its table scrolls itself, and is filled as it does.
        self.history = HistoryPage(self.bridge, self._player, self)
        self.tabs.addTab(self.history, self.tr("H&istory"))
        # Each page named by its tab, for a reader entering it ("Summary", not "layered
        # pane"); the pages' stack by the page it shows.
        for i in range(self.tabs.count()):
            title = self.tabs.tabText(i).replace("&&", "\0").replace("&", "").replace("\0", "&")
            area = self.tabs.widget(i)
            if area is self.history:
                area.setAccessibleName(title)
            elif isinstance(area, QScrollArea):
                area.setAccessibleName(title)
                page = area.widget()
                if page is not None:
                    page.setAccessibleName(title)
        self._name_stacks()
        self.leaderboard.best_wanted.connect(self._ask_best)
        self.daily.deal_chosen.connect(self._ask_daily_board)
        if self._online is not None:
            from ..online.board_view import OnlineBoardView

            self.online_board = OnlineBoardView(self._online, self.daily, self._player)
            self.daily.add_below(self.online_board)
        if current >= 0:
            self.tabs.setCurrentIndex(current)

    def _name_stacks(self) -> None:
        current = self.tabs.currentWidget()
        name = current.accessibleName() if current is not None else ""
        for stack in self.tabs.findChildren(QStackedWidget):
            if stack.parent() is self.tabs:
                stack.setAccessibleName(name)
        self.tabs.setAccessibleName(name)

    def _word(self) -> None:
        """Set the window's own words in the current language."""
        self.setWindowTitle(self.tr("Statistics"))
        for part in (self.split, self.stack):
            part.setAccessibleName(self.windowTitle())
        #: The list of variants: the column headings (variant, games played).
        self.variants.setHeaderLabels([self.tr("Variant"), self.tr("Games")])
        self.variants.setAccessibleName(self.tr("Variants"))
        self.loading.setText(self.tr("Loading…"))
        self.retry.setText(self.tr("&Try Again"))
        self.export_button.setText(self.tr("&Export Games…"))
        self.export_button.setToolTip(self.tr("Save every game as a CSV file for a spreadsheet"))
        self.reset_button.setText(self.tr("&Reset…"))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self._word()
            self._make_pages()
            self._set_status("")  # said in the language before
            if self._error is not None:
                self.paused.setText(paused_text(self._error))
            ov = self.overview
            if ov is not None:
                self._tell_skipped(ov)
                self._fill_variants(ov)
                for page in (self.summary, self.charts, self.leaderboard, self.daily):
                    page.show_overview(ov)
                self.history.show_variant(self.variant)
                self._online_default(ov)

    # --- asking --------------------------------------------------------------------------

    def refresh(self) -> None:
        """Ask again for everything shown (after a game was recorded, say)."""
        self._serial += 1
        variant, today = (
            self.variant,
            self.today or QDate.currentDate().toString(Qt.DateFormat.ISODate),
        )
        self.bridge.ask(
            lambda store: queries.overview(store, variant, today),
            partial(self._show, self._serial),
            partial(self._failed, self._serial),
            context=self,
        )
        if self.overview is None:
            self.stack.setCurrentWidget(self.loading)
            self.variants.hide()
        else:
            self._loading_timer.start()
        self._enable(False)

    def show_variant(self, variant: str | None) -> None:
        if variant != self.variant:
            self.variant = variant
            self.refresh()

    def _ask_best(self, deal: int) -> None:
        variant = self.variant
        self.bridge.ask(
            lambda store: queries.best_on_deal(store, variant, deal),
            partial(self._best_came, variant, deal),
            lambda e: self.leaderboard.show_best_failed(paused_text(e)),
            context=self,
        )

    def _ask_daily_board(self, deal: DailyDeal) -> None:
        self.bridge.ask(
            lambda store: queries.daily_board(store, deal),
            # Through the window: the page may have been made anew (a language change)
            # before the answer comes.
            partial(self._daily_came, deal),
            context=self,
        )
        if self.online_board is not None:
            self.online_board.show_day(board_day(deal.deal), deal.variant)

    # --- answers ---------------------------------------------------------------------------

    def _show(self, serial: int, ov: Overview) -> None:
        if serial != self._serial:
            return  # a later question is on its way
        self._loading_timer.stop()
        self._error = None
        self._fill_variants(ov)
        self.overview = ov
        for page in (self.summary, self.charts, self.leaderboard, self.daily):
            page.show_overview(ov)
        self.history.show_variant(self.variant)
        if self.online_board is not None:
            for d in ov.daily_deals:  # played here, won or not: watched without a question
                self.online_board.finished(board_day(d.deal), d.variant)
        self._online_default(ov)
        self.stack.setCurrentWidget(self.tabs)
        self.variants.show()
        self._enable(True)
        self._tell_skipped(ov)

    def _online_default(self, ov: Overview) -> None:
        if self.online_board is not None and not ov.daily_deals:
            # No daily deal played here yet: today's board of this variant, all the same.
            self.online_board.show_day(ov.today, self.variant or "bakers-dozen")

    def _online_again(self) -> None:
        if self.online_board is not None:
            self.online_board.show_again()

    def _tell_skipped(self, ov: Overview) -> None:
        if ov.skipped:
            #: Rows of the statistics file this version cannot read (edited by hand,
            #: damaged): they are not counted anywhere in the window.
            self._set_status(
                self.tr("%n damaged row(s) of the statistics file were left out.", "", ov.skipped)
            )

    def _failed(self, serial: int, error: StoreError) -> None:
        if serial != self._serial:
            return
        self._loading_timer.stop()
        self._error = error
        self.paused.setText(paused_text(error))
        self.paused.setToolTip(str(error.path))
        self.stack.setCurrentWidget(self.paused_page)
        self.variants.setVisible(self.overview is not None)
        self._enable(False)

    def _daily_came(self, deal: DailyDeal, games: list[GameRecord]) -> None:
        self.daily.show_board(deal, games)

    def _best_came(self, variant: str | None, deal: int, games: list[GameRecord]) -> None:
        if variant == self.variant:
            self.leaderboard.show_best(deal, games)

    def _reset_happened(self, variant: object) -> None:
        self.refresh()

    def _noticed(self, notice: object) -> None:
        # Resumed, or a damaged file replaced by a fresh one: what is shown is stale.
        self.refresh()

    def _enable(self, ready: bool) -> None:
        ov = self.overview if ready else None
        self.reset_button.setEnabled(ov is not None and ov.shown.played > 0)
        self.export_button.setEnabled(ov is not None and ov.total.played > 0)

    def _fill_variants(self, ov: Overview) -> None:
        tree = self.variants
        tree.blockSignals(True)
        tree.clear()
        rows = [
            (ALL, ov.total.played),
            *((v, ov.by_variant.get(v, queries.EMPTY).played) for v in ov.variants),
        ]
        for key, played in rows:
            item = QTreeWidgetItem([variant_name(key or None), number(played)])
            item.setData(0, Qt.ItemDataRole.UserRole, key)
            item.setTextAlignment(1, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            item.setToolTip(0, self.tr("%n game(s) played", "", played))
            if key == ALL:
                font = item.font(0)
                font.setBold(True)
                item.setFont(0, font)
                item.setFont(1, font)
            tree.addTopLevelItem(item)
            if key == (ov.variant or ALL):
                tree.setCurrentItem(item)
        tree.resizeColumnToContents(0)
        tree.resizeColumnToContents(1)
        em = tree.fontMetrics().height()
        needed = tree.columnWidth(0) + tree.columnWidth(1) + em
        tree.setMinimumWidth(needed)
        sizes = self.split.sizes()
        # The first answer, or other words (another language): as wide as they need,
        # narrower again too. A width the player dragged stays while the words do.
        if sizes[0] < needed or needed != self._list_width:
            self.split.setSizes([needed, sum(sizes) - needed])
        self._list_width = needed
        tree.blockSignals(False)

    def _variant_picked(self, item: QTreeWidgetItem | None, _: object = None) -> None:
        if item is not None:
            key = item.data(0, Qt.ItemDataRole.UserRole)
            self.show_variant(key or None)

    # --- export ------------------------------------------------------------------------------

    def choose_export_file(self) -> None:
        name = self.tr("bakers-dozen-games.csv")
        dialog = QFileDialog(self, self.tr("Export Games"), str(export_folder() / name))
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setNameFilters([self.tr("CSV files (*.csv)"), self.tr("All files (*)")])
        dialog.setDefaultSuffix("csv")
        dialog.fileSelected.connect(lambda f: self.export_to(Path(f)))
        dialog.finished.connect(dialog.deleteLater)
        self.export_dialog = dialog
        dialog.open()

    def export_to(self, target: Path) -> None:
        self._set_status(self.tr("Exporting…"), said=False)
        self.bridge.export_csv(
            target,
            lambda n: self._set_status(
                self.tr("%n game(s) exported to %1.", "", n).replace("%1", str(target))
            ),
            partial(self._export_failed, target),
            context=self,
        )

    def _export_failed(self, target: Path, error: StoreError) -> None:
        if error.problem is not Problem.EXPORT_FAILED:
            self._set_status(paused_text(error))
        else:
            text = self.tr("The games could not be exported to %1: %2. Nothing else changed.")
            self._set_status(text.replace("%1", str(target)).replace("%2", write_failure(error)))

    # --- reset -------------------------------------------------------------------------------

    def confirm_reset(self) -> None:
        """Ask before forgetting the games shown; the answer that forgets is never the
        default, so Enter (or Escape) keeps everything."""
        if self.overview is None:
            return
        variant, played = self.variant, self.overview.shown.played
        if variant is None:
            text = self.tr(
                "Forget all %n game(s) of every variant? Scores, times, streaks and "
                "leaderboards are lost, and this cannot be undone.",
                "",
                played,
            )
        else:
            text = self.tr(
                "Forget all %n game(s) of %1? Its scores, times, streaks and leaderboard "
                "are lost, and this cannot be undone.",
                "",
                played,
            ).replace("%1", variant_name(variant))
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Reset Statistics"), text, parent=self)
        forget = box.addButton(self.tr("&Forget Games"), QMessageBox.ButtonRole.DestructiveRole)
        forget.setAutoDefault(False)
        cancel = box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(cancel)
        box.setEscapeButton(cancel)
        box.setWindowModality(Qt.WindowModality.WindowModal)

        def answered() -> None:
            if box.clickedButton() is forget:
                self._reset(variant)
            self.reset_box = None
            box.deleteLater()

        box.finished.connect(answered)
        self.reset_box = box
        box.open()

    def _reset(self, variant: str | None) -> None:
        if variant is None:
            done = self.tr("Every game was forgotten.")
        else:
            done = self.tr("The games of %1 were forgotten.").replace("%1", variant_name(variant))
        self._set_status(self.tr("Forgetting…"), said=False)
        self.bridge.reset(variant, lambda _: self._set_status(done), context=self)

    def _set_status(self, text: str, *, said: bool = True) -> None:
        """A line under the pages (a result, a notice): a Tab stop while it says
        something, and said to a screen reader (not the "…ing" before a result)."""
        self.status.setText(text)
        self.status.setVisible(bool(text))
        if said:
            aloud.say(self.status, text)

    # --- the window ------------------------------------------------------------------------

    def _fit_size(self) -> None:
        em = self.fontMetrics().height()
        width, height = 62 * em, 40 * em
        owner = self.parentWidget() or self
        screen = owner.screen() or QGuiApplication.primaryScreen()
        if screen is not None:
            room = screen.availableGeometry()
            width = min(width, room.width() * 9 // 10)
            height = min(height, room.height() * 9 // 10)
        self.resize(width, height)

    def closeEvent(self, event: QCloseEvent) -> None:
        self._loading_timer.stop()
        self.setObjectName("")
        super().closeEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        self.setObjectName(OPEN_NAME)
        super().showEvent(event)


def board_day(deal: int) -> str:
    """A daily deal's number as the online board names its day, ``YYYY-MM-DD``."""
    return deal_date(deal).toString(Qt.DateFormat.ISODate)
