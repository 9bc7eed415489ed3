"""Statistics carried to another machine: exported to one file with every line, merged
back without duplicates, and a file that is not ours or is damaged changes nothing."""

from __future__ import annotations

import gzip
import json
import os
import random
from pathlib import Path

import pytest

from bakers_dozen_qt.engine import Build, Game, custom_rules
from bakers_dozen_qt.store import GameLine, GameRecord, StatsStore
from bakers_dozen_qt.store.stats_transfer import TransferError


def played(deal: int, rules: object = "bakers-dozen", moves: int = 30) -> Game:
    game = Game.from_deal(deal, rules)  # type: ignore[arg-type]
    pick = random.Random(deal)
    for _ in range(moves):
        legal = list(game.legal_moves)
        if not legal:
            break
        game.push(pick.choice(legal))
    return game


def rec(
    deal: int | None, minute: int, *, rules: object = "bakers-dozen", **kw: object
) -> GameRecord:
    game = played(deal or 1, rules)
    args: dict[str, object] = {
        "variant": game.rules.id,
        "deal": deal,
        "won": False,
        "moves": game.moves_count,
        "seconds": 60.5 + minute / 7,
        "score": 10 * minute,
        "finished_at": f"2026-11-01T{minute // 60 % 24:02d}:{minute % 60:02d}:00Z",
        "line": GameLine(game.rules, game.move_stack),
    }
    args.update(kw)
    return GameRecord(**args)  # type: ignore[arg-type]


GAMES = [
    rec(617, 1, won=True, score=1400, hints=2),
    rec(618, 2, daily=True),
    rec(5, 3, rules=custom_rules(face_down_rows=1, build=Build.SAME_SUIT)),
    rec(9, 4, line=None),  # a game of a version that kept no line
    rec(None, 5, line=None),  # practice from an old version: kept and carried too
    rec(20261130, 6, daily=True, won=True, helped=True, undos=4),
]


def fill(path: Path, games: list[GameRecord]) -> StatsStore:
    store = StatsStore(path)
    for g in games:
        store.record(g)
    return store


def everything(store: StatsStore) -> list[tuple[object, ...]]:
    """Each game's fields and kept line, in order (row ids left out: they are the file's)."""
    out = []
    for g in store.games():
        line = store.game_line(g.id or 0)
        out.append(
            (g.variant, g.deal, g.daily, g.finished_at, g.won, g.moves, g.seconds, g.score,
             g.hints, g.undos, g.helped, None if line is None else (line.rules, line.moves))
        )  # fmt: skip
    return out


@pytest.fixture
def exported(tmp_path: Path) -> tuple[Path, list[tuple[object, ...]]]:
    with fill(tmp_path / "old.sqlite", GAMES) as old:
        target = tmp_path / "carried.bdstats"
        assert old.export_statistics(target) == len(GAMES)
        return target, everything(old)


def test_a_file_carries_every_game_and_line_to_another_machine(
    tmp_path: Path, exported: tuple[Path, list[tuple[object, ...]]]
) -> None:
    target, before = exported
    with StatsStore(tmp_path / "new.sqlite") as new:
        done = new.import_statistics(target)
        assert (done.added, done.already) == (len(GAMES), 0)
        assert everything(new) == before
        assert sum(1 for row in before if row[-1] is not None) == 4
        again = new.import_statistics(target)  # twice: nothing changes
        assert (again.added, again.already) == (0, len(GAMES))
        assert everything(new) == before


def test_an_import_merges_without_duplicates(
    tmp_path: Path, exported: tuple[Path, list[tuple[object, ...]]]
) -> None:
    target, _ = exported
    mine = [GAMES[0], GAMES[3], rec(700, 50, won=True, score=1500)]
    with fill(tmp_path / "mine.sqlite", mine) as store:
        done = store.import_statistics(target)
        assert (done.added, done.already) == (len(GAMES) - 2, 2)
        assert len(store.games()) == len(GAMES) + 1
        assert store.summary("bakers-dozen").best_score == 1500


def test_the_file_says_what_it_is_and_ends_with_the_records_and_streaks(
    tmp_path: Path, exported: tuple[Path, list[tuple[object, ...]]]
) -> None:
    target, _ = exported
    rows = [json.loads(r) for r in gzip.decompress(target.read_bytes()).splitlines()]
    assert rows[0]["format"] == "bakers-dozen-statistics" and rows[0]["version"] == 1
    assert len(rows) == len(GAMES) + 2
    assert rows[1]["line"].split()[0].count("-") == 1 and rows[1]["rules"] == "bakers-dozen"
    assert rows[3]["rules"].startswith("custom face-down-rows=1 ")
    end = rows[-1]
    assert end["end"] == "bakers-dozen-statistics" and end["games"] == len(GAMES)
    assert end["records"]["bakers-dozen"]["best_score"] == 1400
    assert end["records"]["*"]["played"] == len(GAMES) - 1  # practice is never counted
    assert set(end["daily_streaks"]) == {
        "current_played", "longest_played", "current_won", "longest_won"
    }  # fmt: skip


def rewrite(target: Path, change: object) -> None:
    rows = gzip.decompress(target.read_bytes()).splitlines(keepends=True)
    target.write_bytes(gzip.compress(b"".join(change(rows))))  # type: ignore[operator]


def set_field(n: int, **fields: object) -> object:
    def change(rows: list[bytes]) -> list[bytes]:
        item = json.loads(rows[n])
        item.update(fields)
        rows[n] = (json.dumps(item) + "\n").encode()
        return rows

    return change


CASES = {
    "a text file": ("not-ours", lambda t: t.write_text("hello\n")),
    "the CSV export": ("not-ours", lambda t: t.write_text("id,finished_at\n1,2026\n")),
    "another program's gzip": (
        "not-ours",
        lambda t: t.write_bytes(gzip.compress(b'{"format": "something-else"}\n')),
    ),
    "cut short": ("damaged", lambda t: t.write_bytes(t.read_bytes()[: len(t.read_bytes()) // 2])),
    "its last line lost": ("damaged", lambda t: rewrite(t, lambda rows: rows[:-1])),
    "a game too many": ("damaged", lambda t: rewrite(t, lambda rows: [*rows[:2], *rows[1:]])),
    "a damaged game": ("damaged", lambda t: rewrite(t, set_field(4, won="yes"))),
    "a line of another game": (
        "damaged",
        lambda t: rewrite(t, set_field(1, line="1-2 2-1", rules="spanish-patience")),
    ),
    "a line that is no moves": ("damaged", lambda t: rewrite(t, set_field(2, line="1-x"))),
    "a newer version": ("newer", lambda t: rewrite(t, set_field(0, version=2))),
}


@pytest.mark.parametrize("case", CASES, ids=str)
def test_a_file_not_ours_or_damaged_is_refused_and_changes_nothing(
    tmp_path: Path, exported: tuple[Path, list[tuple[object, ...]]], case: str
) -> None:
    target, _ = exported
    kind, spoil = CASES[case]
    spoil(target)
    mine = [rec(700, 50)]
    with fill(tmp_path / "mine.sqlite", mine) as store:
        before = everything(store)
        with pytest.raises(TransferError) as refused:
            store.import_statistics(target)
        assert refused.value.kind == kind, refused.value
        assert everything(store) == before
        assert store.history_count() == 1


def test_a_file_that_cannot_be_read_is_said_so(tmp_path: Path) -> None:
    with StatsStore(tmp_path / "s.sqlite") as store:
        for source in (tmp_path / "missing.bdstats", tmp_path):
            with pytest.raises(TransferError) as refused:
                store.import_statistics(source)
            assert refused.value.kind == "unreadable"
        fifo = tmp_path / "pipe.bdstats"
        os.mkfifo(fifo)  # opening it to read would wait for a writer for ever
        with pytest.raises(TransferError, match="not a file"):
            store.import_statistics(fifo)
