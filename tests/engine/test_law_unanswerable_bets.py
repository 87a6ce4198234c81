"""A bet nobody can answer is never offered (Foster, "Table Stakes"; Laws 28-30).

When fewer than two players holding cards can still bet, there is no more betting: the
deal goes on to the draw or the show.  Checked over random deals of every registered game
with small stakes (so players go all in often), and on the stacked deal of the fault's
report: three at table stakes, C all in before the draw, B abandoning after it.
"""

from __future__ import annotations

from engine_helpers import Game, K, check_invariants


def test_law_28_after_the_draw_with_one_player_able_to_bet_the_hands_are_shown():
    # E deals; A has the age, B bets first after the draw, C goes all in before it.
    g = Game("EABC", table_stakes=True, straddle=False)
    g.set_stack("C", 6)
    g.deal({"A": "Ks Kh 7d 5c 2s", "B": "Qs Qh 8d 6c 3s", "C": "Js Jh 9d 4c 3h",
            "E": "As 2h 5d 7c 9c"}, draws="8s 8h 8c 7s 7h 6s 6h 4s")
    g.do("B", K.CALL)
    g.do("C", K.RAISE, 4)  # all in for 6
    assert g.table.stacks[g.seat("C")] == 0
    g.do("E", K.ABANDON)
    g.do("A", K.CALL)
    g.do("B", K.CALL)
    for who in ("A", "B", "C"):
        g.draw(who, "")
    assert g.table.to_act == g.seat("B")
    g.do("B", K.ABANDON)
    # A alone could bet, and nobody could meet it: no bet is offered; the hands are shown.
    assert g.table.deal_over
    shown = [e for e in g.events if type(e).__name__ == "HandShown"]
    assert {e.seat for e in shown} == {g.seat("A"), g.seat("C")}
    check_invariants(g.table)
