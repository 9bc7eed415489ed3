"""Every menu entry and toolbar button of the main window, described once.

:class:`MenuActions` declares them in menu order: each entry's text, what choosing it
does, its shortcut and icon, the menu it sits in and when it can be chosen (the kinds of
entry are in :mod:`.menu_entries`); :class:`~.menus.Menus` builds them for a window and
keeps their states. The README's Development section says how to add one.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QKeySequence

from ...engine.atlas.table import variants_with_tables
from ...engine.rules import CUSTOM_ID, VARIANTS
from ...languages import LANGUAGES, SHIPPED
from ..art.card_art import BACK_NAMES, STYLE_NAMES, CardArt
from ..art.themes import theme_ids
from ..files.settings import VOLUMES
from ..words import i18n
from ..words.i18n import QT_TRANSLATE_NOOP
from ..words.variant_names import variant_description, variant_name
from .menu_entries import Action, Choices, EntryCollection, Menu, Targets, Toggle, ToolBar, When

SYSTEM = ""
"""The View > Language entry that follows the system's language (the saved choice "")."""

_key = QKeySequence.StandardKey


FOLLOW_SYSTEM = "system"
"""The Theme menu's entry for no table of the player's own: the system's scheme decides."""


def _theme_name(theme_id: str) -> str:
    if theme_id == FOLLOW_SYSTEM:
        #: View → Theme: the table follows the system's light or dark colour scheme.
        return QCoreApplication.translate("Menus", "Follow the &System")
    return dict(theme_ids())[theme_id]


def _deck_name(style: str) -> str:
    return QCoreApplication.translate("Decks", STYLE_NAMES[style])


VOLUME_NAMES = {
    #: View → Sound Volume: the softest of four levels.
    "25": QT_TRANSLATE_NOOP("Menus", "Soft"),
    "50": QT_TRANSLATE_NOOP("Menus", "Medium"),
    "75": QT_TRANSLATE_NOOP("Menus", "Loud"),
    #: View → Sound Volume: the loudest of four levels.
    "100": QT_TRANSLATE_NOOP("Menus", "Full"),
}


def _volume_name(level: str) -> str:
    return QCoreApplication.translate("Menus", VOLUME_NAMES[level])


def _back_name(back: str) -> str:
    return QCoreApplication.translate("Decks", BACK_NAMES[back])


def _language_name(code: str) -> str:
    if code != SYSTEM:
        return LANGUAGES[code].name  # each in its own language, always
    #: View > Language: follow the system's language; {language} is its name
    #: ("English"), written in that language.
    return QCoreApplication.translate("Menus", "System Language ({language})").format(
        language=LANGUAGES[i18n.system_language()].name
    )


def _difficulty_name(level: str) -> str:
    translate = QCoreApplication.translate
    if level == "1":
        #: Game > Winnable Deals' Difficulty: the easiest of five levels.
        return translate("Menus", "&1 – Easiest")
    if level == "2":
        return translate("Menus", "&2 – Easy")
    if level == "3":
        return translate("Menus", "&3 – Medium")
    if level == "4":
        return translate("Menus", "&4 – Hard")
    if level == "5":
        #: Game > Winnable Deals' Difficulty: the hardest of five levels.
        return translate("Menus", "&5 – Hardest")
    #: Game > Winnable Deals' Difficulty: deals of every difficulty.
    return translate("Menus", "&Any Difficulty")


def _difficulty_tip() -> str:
    #: Game > Winnable Deals' Difficulty, each level's tip in the status bar (one line:
    #: keep it short; the tooltip, the next text, says more).
    return QCoreApplication.translate(
        "Menus", "With Winnable Deals Only on, New Deal deals a deal of this difficulty."
    )


def _difficulty_tooltip() -> str:
    # Not commas between them: a game's own name may hold one ("Baker's Dozen, 1883 edition").
    games = " · ".join(variant_name(v) for v in variants_with_tables())
    #: Game > Winnable Deals' Difficulty, each level's tooltip. {games}: the names of the
    #: games whose deals have a difficulty, with " · " between ("Baker's Dozen · Spanish
    #: Patience").
    text = QCoreApplication.translate(
        "Menus",
        "With Winnable Deals Only on, New Deal deals a deal of this difficulty: how hard the "
        "solver found it ({games}; other games: any winnable deal).",
    )
    return text.format(games=games)


def _language_choice(t: Targets) -> str:
    """The entry to check: the saved choice, unless the game speaks another language
    (``--lang``), which is then checked."""
    speaking = i18n.current().code
    if t.prefs.language == SYSTEM and speaking == i18n.system_language():
        return SYSTEM
    return speaking


class MenuActions(EntryCollection):
    """Every menu entry and toolbar button, in menu order. Read on the window's
    collection (``menus.actions.solve``), each is the Qt object it built."""

    game_menu = Menu(QT_TRANSLATE_NOOP("Menus", "&Game"))
    new = Action(
        QT_TRANSLATE_NOOP("Menus", "&New Deal"),
        game_menu,
        lambda t: t.do.new_deal(),
        shortcut="F2",
        icon="SP_FileIcon",
    )
    restart = Action(
        QT_TRANSLATE_NOOP("Menus", "&Restart"),
        game_menu,
        lambda t: t.do.restart(),
        shortcut="Ctrl+R",
        icon="SP_BrowserReload",
        when=When.PLAYING,
    )
    daily = Action(
        #: Today's deal, the same for every player (Game menu).
        QT_TRANSLATE_NOOP("Menus", "&Daily Deal"),
        game_menu,
        lambda t: t.do.daily_deal(),
        shortcut="Ctrl+D",
    )
    number = Action(
        QT_TRANSLATE_NOOP("Menus", "Deal by N&umber…"),
        game_menu,
        lambda t: t.do.deal_by_number(),
        shortcut="Ctrl+N",
    )
    pause = Action(
        QT_TRANSLATE_NOOP("Menus", "&Pause"),
        game_menu,
        lambda t: t.do.toggle_pause(),
        shortcut="P",
        icon="SP_MediaPause",
        checkable=True,
    )
    variant_menu = Menu(QT_TRANSLATE_NOOP("Menus", "&Variant"), game_menu)
    variants = Choices(
        variant_menu,
        lambda t: [[*VARIANTS]],
        lambda t: t.variant_id,
        lambda t, variant_id: t.do.choose_variant(variant_id),
        variant_name,
        tip=variant_description,
    )
    custom = Action(
        QT_TRANSLATE_NOOP("Menus", "&Custom…"),
        variant_menu,
        lambda t: t.do.choose_custom(),
        tip=lambda: variant_description(CUSTOM_ID),
        separated=True,
    )
    ask_abandon = Toggle(
        #: Game menu: ask before a game in progress is given up (it counts as lost).
        QT_TRANSLATE_NOOP("Menus", "As&k Before Abandoning a Game"),
        game_menu,
        lambda p: p.ask_before_abandoning,
        lambda t, on: t.choose.set_ask_before_abandoning(on),
        separated=True,
    )
    ask_help = Toggle(
        #: Game menu: ask before Show the Way or Go Back makes the game "won with help".
        QT_TRANSLATE_NOOP("Menus", "Ask Before the Solver &Helps"),
        game_menu,
        lambda p: p.ask_before_help,
        lambda t, on: t.choose.set_ask_before_help(on),
    )
    winnable_only = Toggle(
        #: Game menu: New Deal deals only deals the solver has shown can be won.
        QT_TRANSLATE_NOOP("Menus", "&Winnable Deals Only"),
        game_menu,
        lambda p: p.winnable_only,
        lambda t, on: t.choose.set_winnable_only(on),
    )
    #: Game menu: the submenu that picks how hard Winnable Deals Only's deals are.
    difficulty_menu = Menu(QT_TRANSLATE_NOOP("Menus", "Winnable Deals' Di&fficulty"), game_menu)
    difficulties = Choices(
        difficulty_menu,
        lambda t: [[""], ["1", "2", "3", "4", "5"]],
        lambda t: t.prefs.winnable_difficulty,
        lambda t, level: t.choose.set_winnable_difficulty(level),
        _difficulty_name,
        tip=lambda level: _difficulty_tip(),
        tooltip=lambda level: _difficulty_tooltip(),
    )
    stats = Action(
        QT_TRANSLATE_NOOP("Menus", "&Statistics…"),
        game_menu,
        lambda t: t.do.show_statistics(),
        shortcut="Ctrl+I",
    )
    export_stats = Action(
        #: Game menu: write every game, with its moves, the records and the daily streaks
        #: to one file, to carry them to another machine.
        QT_TRANSLATE_NOOP("Menus", "&Export Statistics…"),
        game_menu,
        lambda t: t.do.export_statistics(),
    )
    import_stats = Action(
        #: Game menu: merge a file Export Statistics wrote (on another machine) into these
        #: statistics; games already here are not counted twice.
        QT_TRANSLATE_NOOP("Menus", "&Import Statistics…"),
        game_menu,
        lambda t: t.do.import_statistics(),
    )
    online = Action(
        #: Game menu: choose an online board for the daily deal, and whether to send to it.
        QT_TRANSLATE_NOOP("Menus", "Online Daily &Board…"),
        game_menu,
        lambda t: t.do.online_board(),
    )
    quit = Action(
        QT_TRANSLATE_NOOP("Menus", "&Quit"),
        game_menu,
        lambda t: t.win.close(),
        shortcut=_key.Quit,
        separated=True,
    )

    edit_menu = Menu(QT_TRANSLATE_NOOP("Menus", "&Edit"))
    # Through the session: nothing changes the game while it is paused. The menu text
    # says which step it takes back (Menus.word_history).
    undo = Action(
        QT_TRANSLATE_NOOP("Menus", "&Undo"),
        edit_menu,
        lambda t: t.session.undo(),
        shortcut=_key.Undo,
        icon="SP_ArrowBack",
        #: Button in the toolbar; the menu entry says which move it takes back.
        icon_text=QT_TRANSLATE_NOOP("Menus", "Undo"),
        when=When.UNDO,
    )
    redo = Action(
        QT_TRANSLATE_NOOP("Menus", "&Redo"),
        edit_menu,
        lambda t: t.session.redo(),
        shortcut=_key.Redo,
        icon="SP_ArrowForward",
        #: Button in the toolbar; the menu entry says which move it makes again.
        icon_text=QT_TRANSLATE_NOOP("Menus", "Redo"),
        when=When.REDO,
    )
    hint = Action(
        QT_TRANSLATE_NOOP("Menus", "&Hint"),
        edit_menu,
        lambda t: t.do.hint(),
        shortcut="H",
        icon="SP_MessageBoxQuestion",
        when=When.PLAYING,
        separated=True,
    )
    finish = Action(
        #: Plays the game out once nothing is left to decide; before that, sends the cards
        #: that are safe to send up to the foundations.
        QT_TRANSLATE_NOOP("Menus", "&Auto Finish"),
        edit_menu,
        lambda t: t.do.auto_finish(),
        shortcut="A",
        icon="SP_MediaSeekForward",
        when=When.PLAYING,
    )
    solve = Action(
        #: The solver looks for a win from here and can play it out (Show the Way).
        QT_TRANSLATE_NOOP("Menus", "&Solve…"),
        edit_menu,
        lambda t: t.do.solve(),
        shortcut="Ctrl+Shift+S",
        when=When.PLAYING,
    )
    lost = Action(
        #: The solver finds the last position from which this game could still be won.
        QT_TRANSLATE_NOOP("Menus", "&Where Was It Lost?"),
        edit_menu,
        lambda t: t.do.where_was_it_lost(),
        shortcut="Ctrl+L",
        when=When.PLAYING,
    )
    copy = Action(
        QT_TRANSLATE_NOOP("Menus", "&Copy Board"),
        edit_menu,
        lambda t: t.do.copy_board(),
        shortcut=_key.Copy,
        separated=True,
    )
    paste = Action(
        QT_TRANSLATE_NOOP("Menus", "&Paste Board"),
        edit_menu,
        lambda t: t.do.paste_board(),
        shortcut=_key.Paste,
    )

    view_menu = Menu(QT_TRANSLATE_NOOP("Menus", "&View"))
    theme_menu = Menu(QT_TRANSLATE_NOOP("Menus", "&Theme"), view_menu)
    # The system's choice first: a table picked once can be given back to the system's
    # light or dark scheme.
    themes = Choices(
        theme_menu,
        lambda t: [[FOLLOW_SYSTEM], [theme_id for theme_id, _ in theme_ids()]],
        lambda t: t.prefs.theme or FOLLOW_SYSTEM,
        lambda t, theme_id: t.choose.set_theme(theme_id),
        _theme_name,
    )
    #: The look of the cards' faces (View menu).
    deck_menu = Menu(QT_TRANSLATE_NOOP("Menus", "&Deck"), view_menu)
    decks = Choices(
        deck_menu,
        lambda t: [CardArt.styles()],
        lambda t: t.prefs.deck_style,
        lambda t, style: t.choose.set_deck_style(style),
        _deck_name,
    )
    back_menu = Menu(QT_TRANSLATE_NOOP("Menus", "Card &Back"), view_menu)
    backs = Choices(
        back_menu,
        lambda t: [CardArt.backs()],
        lambda t: t.prefs.back,
        lambda t, back: t.choose.set_back(back),
        _back_name,
    )
    language_menu = Menu(QT_TRANSLATE_NOOP("Menus", "La&nguage"), view_menu)
    # The system's language first: the choice until the player makes one.
    languages = Choices(
        language_menu,
        lambda t: [[SYSTEM], SHIPPED],
        _language_choice,
        lambda t, code: t.choose_language(code),
        _language_name,
    )
    animation = Toggle(
        QT_TRANSLATE_NOOP("Menus", "&Animate Moves"),
        view_menu,
        lambda p: p.animation,
        lambda t, on: t.choose.set_animation(on),
        separated=True,
    )
    sounds = Toggle(
        #: View menu: the game's sounds (a card put down, sent up, a win...) on or off.
        QT_TRANSLATE_NOOP("Menus", "&Play Sounds"),
        view_menu,
        lambda p: p.sounds,
        lambda t, on: t.choose.set_sounds(on),
        shortcut="M",
        separated=True,
    )
    volume_menu = Menu(QT_TRANSLATE_NOOP("Menus", "Sound &Volume"), view_menu)
    volumes = Choices(
        volume_menu,
        lambda t: [[str(v) for v in VOLUMES]],
        lambda t: str(t.prefs.sound_volume),
        lambda t, v: t.choose.set_sound_volume(int(v)),
        _volume_name,
    )
    win_animation = Toggle(
        #: View menu: at a win the cards swing round the table before the win dialog (a
        #: click or a key ends it sooner).
        QT_TRANSLATE_NOOP("Menus", "&Cards Dance at a Win"),
        view_menu,
        lambda p: p.win_animation,
        lambda t, on: t.choose.set_win_animation(on),
    )
    single_click = Toggle(
        QT_TRANSLATE_NOOP("Menus", "&Single Click Plays Best Move"),
        view_menu,
        lambda p: p.single_click_best,
        lambda t, on: t.choose.set_single_click_best(on),
    )
    auto_drop = Toggle(
        #: Cards that no other card can need go up to the foundations by themselves.
        QT_TRANSLATE_NOOP("Menus", "Move Safe Cards &Up Automatically"),
        view_menu,
        lambda p: p.auto_drop,
        lambda t, on: t.choose.set_auto_drop(on),
    )
    finish_by_itself = Toggle(
        #: View menu: once nothing is left to decide, the game plays the rest at once
        #: instead of offering to.
        QT_TRANSLATE_NOOP("Menus", "&Finish by Itself When Nothing Is Left to Decide"),
        view_menu,
        lambda p: p.finish_by_itself,
        lambda t, on: t.choose.set_finish_by_itself(on),
    )
    live_status = Toggle(
        #: View menu: after each move the status bar says whether the game can still be won.
        QT_TRANSLATE_NOOP("Menus", "Show &Whether the Game Can Be Won"),
        view_menu,
        lambda p: p.live_status,
        lambda t, on: t.choose.set_live_status(on),
    )
    # Sight and keys: larger cards, the column keys, zoom.
    larger_cards = Toggle(
        QT_TRANSLATE_NOOP("Menus", "&Larger Cards"),
        view_menu,
        lambda p: p.larger_cards,
        lambda t, on: t.table.set_larger_cards(on),
        separated=True,
    )
    column_keys = Toggle(
        #: Shows on the table the key that picks each column.
        QT_TRANSLATE_NOOP("Menus", "Show Column &Keys"),
        view_menu,
        lambda p: p.column_keys,
        lambda t, on: t.table.set_show_column_keys(on),
    )
    zoom_in = Action(
        QT_TRANSLATE_NOOP("Menus", "Zoom &In"),
        view_menu,
        lambda t: t.table.zoom_in(),
        shortcut="Ctrl+=",
    )
    zoom_out = Action(
        QT_TRANSLATE_NOOP("Menus", "Zoom &Out"),
        view_menu,
        lambda t: t.table.zoom_out(),
        shortcut="Ctrl+-",
    )
    zoom_reset = Action(
        QT_TRANSLATE_NOOP("Menus", "Actual Si&ze"),
        view_menu,
        lambda t: t.table.zoom_reset(),
        shortcut="Ctrl+0",
    )

    help_menu = Menu(QT_TRANSLATE_NOOP("Menus", "&Help"))
    rules = Action(
        QT_TRANSLATE_NOOP("Menus", "&How to Play"),
        help_menu,
        lambda t: t.do.show_rules(),
        shortcut=_key.HelpContents,
    )
    keys_help = Action(
        #: Help menu: the list of keys that play the game.
        QT_TRANSLATE_NOOP("Menus", "&Keyboard"),
        help_menu,
        lambda t: t.table.show_keys_help(),
    )
    about = Action(QT_TRANSLATE_NOOP("Menus", "&About"), help_menu, lambda t: t.do.show_about())
    about_qt = Action(
        QT_TRANSLATE_NOOP("Menus", "About &Qt"), help_menu, lambda t: t.do.show_about_qt()
    )

    toolbar = ToolBar(
        #: The toolbar's name (shown when right-clicking the toolbar area).
        QT_TRANSLATE_NOOP("Menus", "Game"),
        "game-toolbar",
        *(new, restart, undo, redo, hint, finish, pause),
    )
