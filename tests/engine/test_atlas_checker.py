"""The atlas's independent checker: its rules agree with the engine's, it accepts real
wins and certificates, and it refuses every kind of broken one."""

from __future__ import annotations

import lzma
import random

import pytest

from bakers_dozen_qt.engine import Game
from bakers_dozen_qt.engine.atlas import checker
from bakers_dozen_qt.engine.atlas.checker import CheckFailed
from bakers_dozen_qt.engine.kernel import kernel_for, tops
from bakers_dozen_qt.engine.solver import solve
from bakers_dozen_qt.engine.solver.api import plain_table
from bakers_dozen_qt.engine.solver.certificate import Certificate, loss_certificate
from bakers_dozen_qt.engine.solver.core.deadlock import is_blocked

DEAL_1 = """\
JD QC TS 7D
KH 2D QH 6D
9H 3H 4H 8S
JC 2S AC 8D
KS 5D 4D QS
7H 9D 7S 6C
7C QD 3S 3D
5H JS TD 8C
KD AS 4S TC
KC AH TH 6S
9S 3C 8H 9C
5S 4C 2C 2H
AD 5C JH 6H
"""  # docs/RULES.md, "Deal numbers"

# Lost deals whose certificates are small: 104 is blocked at the start; 1460 takes an
# exhaustive search of about 11,000 positions (a second).
BLOCKED_AT_START = 104
LOST = 1460


def test_the_checker_deals_deal_1_as_the_rules_say() -> None:
    cols, found = checker.deal("bakers-dozen", 1)
    text = "".join(" ".join(checker.card_name(c) for c in col) + "\n" for col in cols)
    assert text == DEAL_1 and found == [0, 0, 0, 0]


@pytest.mark.parametrize("variant", ["bakers-dozen", "good-measure"])
@pytest.mark.parametrize("deal", [1, 2, 617, 20261130, 2147483647])
def test_the_checker_deals_as_the_engine_does(variant: str, deal: int) -> None:
    assert checker.deal(variant, deal) == plain_table(Game.from_deal(deal, variant))


def _random_positions(variant: str, count: int) -> list[tuple[list[list[int]], list[int]]]:
    """Positions met in random play (legal moves only) from a few deals."""
    rng = random.Random(7)
    out = []
    for deal in range(1, count + 1):
        cols, found = checker.deal(variant, deal)
        for _ in range(rng.randrange(0, 60)):
            moves = list(checker.legal_moves(cols, found))
            if not moves:
                break
            checker.apply(cols, found, rng.choice(moves))
        out.append((cols, found))
    return out


@pytest.mark.slow
@pytest.mark.parametrize("variant", ["bakers-dozen", "good-measure"])
def test_moves_and_dead_ends_agree_with_the_engine(variant: str) -> None:
    kernel = kernel_for(Game.from_deal(1, variant).rules)
    blocked = 0
    for cols, found in _random_positions(variant, 300):
        ours = sorted((s, d) for s, d in checker.legal_moves(cols, found))
        theirs = sorted((s, d) for s, d in kernel.moves(cols, found, tops(cols)))
        assert ours == theirs
        assert checker.is_blocked(cols, found) == is_blocked(cols, found, kernel)
        blocked += checker.is_blocked(cols, found)
        for col in cols:
            if col:
                assert checker.is_safe(col[-1], found) == kernel.is_safe(col[-1], found)
    assert 0 < blocked < 300  # both answers were met


@pytest.mark.slow
def test_a_solver_line_replays_and_a_broken_one_does_not() -> None:
    moves = solve(Game.from_deal(1), max_nodes=100_000).moves
    text = " ".join(m.text() for m in moves)
    assert checker.check_win("bakers-dozen", 1, text) == len(moves)
    with pytest.raises(CheckFailed, match="cards on the table"):
        checker.check_win("bakers-dozen", 1, text.rsplit(" ", 1)[0])
    with pytest.raises(CheckFailed, match="not legal"):
        checker.check_win("bakers-dozen", 2, text)
    with pytest.raises(CheckFailed, match="not a move"):
        checker.check_win("bakers-dozen", 1, "1-x " + text)


def test_a_deal_blocked_at_the_start_has_an_empty_certificate() -> None:
    cert = loss_certificate(BLOCKED_AT_START, "bakers-dozen", 1000)
    assert cert is not None and cert.positions == ()
    report = checker.check_certificate(cert.to_bytes())
    assert (report.deal, report.positions, report.children) == (BLOCKED_AT_START, 0, 0)
    # The same empty set says nothing about a deal that is not blocked.
    other = Certificate("bakers-dozen", LOST, ())
    with pytest.raises(CheckFailed, match="start is neither"):
        checker.check_certificate(other.to_bytes())


@pytest.fixture(scope="module")
def lost() -> Certificate:
    cert = loss_certificate(LOST, "bakers-dozen", 100_000)
    assert cert is not None
    return cert


@pytest.mark.slow
def test_a_lost_deal_certificate_holds(lost: Certificate) -> None:
    raw = lost.to_bytes()
    report = checker.check_certificate(raw)
    assert report.positions == len(lost.positions) > 1000
    assert report.children > report.positions and 0 < report.blocked < report.children
    assert len(raw) < 4 * report.positions  # a few bytes a position, compressed


@pytest.mark.slow
def test_a_certificate_missing_one_position_fails(lost: Certificate) -> None:
    rng = random.Random(1)
    for drop in rng.sample(lost.positions, 2):
        cut = Certificate(lost.variant, lost.deal, tuple(p for p in lost.positions if p != drop))
        with pytest.raises(CheckFailed, match=r"neither in the set|out of the set"):
            checker.check_certificate(cut.to_bytes())


@pytest.mark.slow
def test_a_certificate_for_another_deal_fails(lost: Certificate) -> None:
    wrong = Certificate(lost.variant, LOST + 1, lost.positions)
    with pytest.raises(CheckFailed, match="start is neither"):
        checker.check_certificate(wrong.to_bytes())


def test_a_winnable_deal_gets_no_certificate_and_a_forged_one_fails() -> None:
    assert loss_certificate(1, "bakers-dozen", 200_000) is None
    cols, found = checker.deal("bakers-dozen", 1)
    checker._settle(cols, found)
    forged = Certificate("bakers-dozen", 1, (checker.encode(cols),))
    with pytest.raises(CheckFailed, match="out of the set"):
        checker.check_certificate(forged.to_bytes())
    won = Certificate("bakers-dozen", BLOCKED_AT_START, (checker.encode([]),))
    with pytest.raises(CheckFailed, match="won position"):
        checker.check_certificate(won.to_bytes())


def _raw(head: str, body: bytes) -> bytes:
    return lzma.compress(head.encode() + b"\n" + body)


@pytest.mark.parametrize(
    ("raw", "needle"),
    [
        (b"not xz", "not an xz file"),
        (_raw("something else 1 bakers-dozen 1 0", b""), "not a certificate"),
        (_raw("bakers-dozen-certificate 1 klondike 1 0", b""), "does not know the variant"),
        (_raw("bakers-dozen-certificate 1 bakers-dozen x 0", b""), "not numbers"),
        (_raw("bakers-dozen-certificate 1 bakers-dozen 104 2", bytes([0, 64, 65])), "says 2"),
        (_raw("bakers-dozen-certificate 1 bakers-dozen 104 1", bytes([0, 64])), "cut short"),
        (_raw("bakers-dozen-certificate 1 bakers-dozen 104 1", bytes([0, 0, 64, 65])), "twice"),
        (_raw("bakers-dozen-certificate 1 bakers-dozen 104 1", bytes([60, 64, 65])), "unknown"),
        (_raw("bakers-dozen-certificate 1 bakers-dozen 104 1", bytes([0, 4, 65])), "end where"),
        (_raw("bakers-dozen-certificate 1 bakers-dozen 104 1", bytes([0, 64, 51, 64, 65])), "gap"),
        (
            _raw(
                "bakers-dozen-certificate 1 bakers-dozen 104 1",
                bytes([*range(51, 0, -1), 64, 0, 64, 65]),
            ),
            "canonical order",
        ),
    ],
)
def test_a_malformed_certificate_is_refused(raw: bytes, needle: str) -> None:
    # Deal 104 is blocked at the start: what fails is the position written.
    with pytest.raises(CheckFailed, match=needle):
        checker.check_certificate(raw)
