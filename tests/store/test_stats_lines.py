"""Each finished game's line is kept beside its row: read back move for move, with a
custom game's rules; bounded in size; gone with its game; and every earlier schema is
migrated to the one that keeps lines, its games kept and saying they have none."""

from __future__ import annotations

import json
import random
import sqlite3
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bakers_dozen_qt.engine import FOUNDATION, Build, EmptyColumn, Game, Move, custom_rules
from bakers_dozen_qt.engine.rules import get_rules, parse_rules_text, rules_text
from bakers_dozen_qt.store import GameLine, GameRecord, LineError, StatsStore
from bakers_dozen_qt.store.game_lines import LINE_MAX, decode, encode
from bakers_dozen_qt.store.stats_pending import load_pending, save_pending
from bakers_dozen_qt.store.stats_schema import SCHEMA_V1, SCHEMA_VERSION


def played(deal: int, rules: object = "bakers-dozen", moves: int = 30, seed: int = 1) -> Game:
    """A game of ``deal`` after up to ``moves`` random legal moves."""
    game = Game.from_deal(deal, rules)  # type: ignore[arg-type]
    pick = random.Random(seed)
    for _ in range(moves):
        legal = list(game.legal_moves)
        if not legal:
            break
        game.push(pick.choice(legal))
    return game


def rec(game: Game, deal: int, **kw: object) -> GameRecord:
    args: dict[str, object] = {
        "variant": game.rules.id,
        "deal": deal,
        "won": game.is_won(),
        "moves": game.moves_count,
        "seconds": 100.0,
        "score": 100,
        "line": GameLine(game.rules, game.move_stack),
    }
    args.update(kw)
    return GameRecord(**args)  # type: ignore[arg-type]


def replayed(deal: int, line: GameLine) -> Game:
    game = Game.from_deal(deal, line.rules)
    for move in line.moves:
        game.play(move)
    return game


@given(st.lists(st.tuples(st.integers(0, 12), st.integers(-1, 12)), max_size=300))
def test_a_line_is_one_byte_a_move_and_reads_back(pairs: list[tuple[int, int]]) -> None:
    moves = tuple(Move(s, t) for s, t in pairs if s != t)
    data = encode(moves)
    assert len(data) == len(moves)
    assert decode(data) == moves


def test_bytes_no_line_holds_are_refused() -> None:
    assert decode(bytes([0x00, 0xC1])) == (Move(0, FOUNDATION), Move(12, 0))
    with pytest.raises(LineError, match="move 2"):
        decode(bytes([0x00, 0x23]))  # column 3 onto itself
    with pytest.raises(LineError):
        encode([Move(16, 1)])


def test_rules_text_round_trips_and_refuses_what_it_never_writes() -> None:
    odd = custom_rules(
        face_down_rows=2,
        kings_to_bottom=False,
        build=Build.SAME_SUIT,
        empty_column=EmptyColumn.KING,
    )
    for rules in (get_rules("castles-in-spain"), odd):
        assert parse_rules_text(rules_text(rules)) == rules
    for bad in (
        "",
        "bakers-dozen extra",
        "chess",
        "custom",
        "custom face-down-rows=1",
        "custom face-down-rows=9 kings-to-bottom=yes build=any-suit empty-column=nothing",
        "custom face-down-rows=x kings-to-bottom=yes build=any-suit empty-column=nothing",
        "custom face-down-rows=1 kings-to-bottom=yes build=diagonal empty-column=nothing",
        "custom face-down-rows=1 face-down-rows=1 build=any-suit empty-column=nothing",
    ):
        with pytest.raises(ValueError):
            parse_rules_text(bad)


def test_a_games_line_is_kept_and_replays_to_where_it_ended(tmp_path: Path) -> None:
    game = played(617, moves=40)
    assert game.moves_count > 20
    with StatsStore(tmp_path / "s.sqlite") as store:
        game_id = store.record(rec(game, 617))
        line = store.game_line(game_id)
    assert line is not None
    assert line.rules == game.rules and line.moves == game.move_stack
    assert replayed(617, line).key() == game.key()


def test_a_custom_games_rules_are_kept_with_its_line(tmp_path: Path) -> None:
    rules = custom_rules(face_down_rows=1, build=Build.ALTERNATE_COLOUR)
    game = played(5, rules, moves=25)
    with StatsStore(tmp_path / "s.sqlite") as store:
        line = store.game_line(store.record(rec(game, 5)))
    assert line is not None and line.rules == rules
    assert replayed(5, line).key() == game.key()


def test_a_game_handed_over_without_a_line_says_so(tmp_path: Path) -> None:
    with StatsStore(tmp_path / "s.sqlite") as store:
        game_id = store.record(rec(played(3), 3, line=None))
        assert store.game_line(game_id) is None
        [entry] = store.history()
        assert not entry.has_line


def test_a_line_past_the_bound_is_not_kept_but_its_game_is(tmp_path: Path) -> None:
    rules = get_rules("bakers-dozen")
    long = GameLine(rules, (Move(0, 1), Move(1, 0)) * (LINE_MAX // 2 + 1))
    with StatsStore(tmp_path / "s.sqlite") as store:
        game_id = store.record(rec(played(3), 3, line=long))
        assert store.game_line(game_id) is None
        assert store.summary(None).played == 1


def test_a_forgotten_games_line_goes_with_it(tmp_path: Path) -> None:
    with StatsStore(tmp_path / "s.sqlite") as store:
        first = store.record(rec(played(3), 3))
        store.reset()
        # SQLite gives a freed row id to the next row: the old line must not come back.
        second = store.record(rec(played(4), 4, line=None))
        assert second == first
        assert store.game_line(second) is None
        with sqlite3.connect(tmp_path / "s.sqlite") as db:
            assert db.execute("SELECT count(*) FROM lines").fetchone()[0] == 0


def test_a_damaged_line_is_refused_with_a_reason(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite"
    with StatsStore(path) as store:
        game_id = store.record(rec(played(3), 3))
    with sqlite3.connect(path) as db:
        db.execute("UPDATE lines SET moves = x'0023' WHERE game = ?", (game_id,))
    db.close()
    with StatsStore(path) as store, pytest.raises(LineError, match="move 2"):
        store.game_line(game_id)
    with sqlite3.connect(path) as db:
        db.execute(
            "UPDATE lines SET moves = x'00', rules = 'custom x=1' WHERE game = ?", (game_id,)
        )
    db.close()
    with StatsStore(path) as store, pytest.raises(LineError, match="rules"):
        store.game_line(game_id)


def test_a_thousand_games_grow_the_file_by_a_bounded_amount(tmp_path: Path) -> None:
    """What a line costs on the disk: a game of ~120 moves, kept or not."""
    sizes = {}
    game = played(11, moves=120)
    for keep in (False, True):
        path = tmp_path / f"{keep}.sqlite"
        with StatsStore(path) as store:
            store._db.execute("PRAGMA synchronous = OFF")  # a thousand syncs: a minute
            for i in range(1000):
                store.record(
                    rec(game, i + 1, line=GameLine(game.rules, game.move_stack) if keep else None)
                )
        sizes[keep] = path.stat().st_size
    per_line = (sizes[True] - sizes[False]) / 1000
    # One byte a move and a row's few bytes beside it: never the move text's five.
    assert game.moves_count <= per_line < game.moves_count + 40


def test_the_waiting_games_file_keeps_lines_and_reads_old_ones(tmp_path: Path) -> None:
    rules = custom_rules(face_down_rows=1)
    game = rec(played(8, rules), 8, finished_at="2026-11-30T10:00:00Z")
    path = tmp_path / "pending.json"
    save_pending(path, [game], merge=False)
    [back] = load_pending(path)
    assert back == game and back.line == game.line
    data = json.loads(path.read_text())
    for key in ("rules", "line"):
        del data["games"][0][key]
    path.write_text(json.dumps(data))
    [old] = load_pending(path)
    assert old == game and old.line is None
    data["games"][0].update(rules="spanish-patience", line="1-2")
    path.write_text(json.dumps(data))
    with pytest.raises(ValueError, match="another variant"):
        load_pending(path)
    data["games"][0].update(rules=rules_text(rules), line="1-x")
    path.write_text(json.dumps(data))
    with pytest.raises(ValueError, match="damaged line"):
        load_pending(path)


# The second schema as version 2 made it, word for word (a test of migrating from it
# must not build it with the code that migrates).
SCHEMA_V2 = """
CREATE TABLE games (
    id INTEGER PRIMARY KEY,
    variant TEXT NOT NULL,
    deal INTEGER,
    finished_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
    won INTEGER NOT NULL,
    moves INTEGER NOT NULL,
    seconds REAL NOT NULL,
    score INTEGER NOT NULL
, hints INTEGER NOT NULL DEFAULT 0, undos INTEGER NOT NULL DEFAULT 0,
  helped INTEGER NOT NULL DEFAULT 0, daily INTEGER NOT NULL DEFAULT 0);
CREATE INDEX games_variant ON games (variant, id);
CREATE INDEX games_deal ON games (variant, deal);
PRAGMA user_version = 2;
"""


@pytest.mark.parametrize("version", [1, 2])
def test_every_earlier_schema_is_migrated_and_its_games_have_no_line(
    tmp_path: Path, version: int
) -> None:
    path = tmp_path / "statistics.sqlite"
    db = sqlite3.connect(path)
    db.executescript(SCHEMA_V1 if version == 1 else SCHEMA_V2)
    db.executemany(
        "INSERT INTO games (variant, deal, finished_at, won, moves, seconds, score)"
        " VALUES ('bakers-dozen', ?, ?, 0, 12, 50.0, 40)",
        [(d, f"2026-11-{d:02d}T10:00:00Z") for d in range(1, 6)],
    )
    db.commit()
    db.close()
    with StatsStore(path) as store:
        assert store.notice is None
        old = store.history()
        assert [e.game.deal for e in old] == [5, 4, 3, 2, 1]
        assert not any(e.has_line for e in old)
        assert all(store.game_line(e.game.id or 0) is None for e in old)
        game = played(6)
        new_id = store.record(rec(game, 6))
        assert store.game_line(new_id) == GameLine(game.rules, game.move_stack)
        assert store.history()[0].has_line
    with sqlite3.connect(path) as db:
        assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 3
    db.close()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["statistics.sqlite"]


def test_a_current_file_without_its_lines_table_is_kept_aside(tmp_path: Path) -> None:
    path = tmp_path / "statistics.sqlite"
    db = sqlite3.connect(path)
    db.executescript(SCHEMA_V2.replace("user_version = 2", "user_version = 3"))
    db.close()
    with StatsStore(path) as store:
        assert store.notice is not None and store.notice.kept_as is not None
        assert store.history() == []
