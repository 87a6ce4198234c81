"""A Bouillotte brelan shown after a raise nobody met: its holder shows, then takes the
pool, and the pool's line does not say "without showing" while the brelan lies face up."""

from __future__ import annotations

from bouillotte_helpers import BGame, K, deal_plan

from game.engine.core.events import HandShown, PoolWon
from game.engine.core.narrate import describe

SEATS = ["D", "C", "B", "A"]
ORDER = ["A", "B", "C", "D"]


def _raise_nobody_meets(show: bool) -> BGame:
    g = BGame(SEATS)
    g.start(deal_plan(ORDER, {"A": "As 9s 9d", "B": "Kc Ks Kd", "C": "Qc Ah Qd", "D": "9c Ad 8d"}, "8h"))
    g.do("A", K.NO_STRADDLE)
    g.do("A", K.PASS)
    g.do("B", K.RAISE, 40)
    for n in ("C", "D", "A"):
        g.do(n, K.ABANDON)
    g.do("B", K.SHOW if show else K.DECLINE_SHOW)
    return g


def test_a_brelan_shown_is_shown_before_the_pool_is_taken_and_its_line_says_so():
    g = _raise_nobody_meets(show=True)
    events = [e for e in g.events if isinstance(e, (HandShown, PoolWon))]
    assert isinstance(events[0], HandShown) and isinstance(events[-1], PoolWon)
    won = events[-1]
    assert won.shown
    line = describe(won, g.table.names)
    assert "without showing" not in line and "B takes the pool" in line


def test_a_brelan_stifled_takes_the_pool_without_showing():
    g = _raise_nobody_meets(show=False)
    won = [e for e in g.events if isinstance(e, PoolWon)][-1]
    assert not won.shown and "without showing" in describe(won, g.table.names)
