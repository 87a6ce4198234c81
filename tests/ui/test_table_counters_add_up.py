"""The counters on the table add up: the pool drawn once a deal ends is the pool the
caption names (counters still flying into it are not counted twice); a winner who also
had his own counters back is told what he won and what came back apart (issue 38), and one
who won several pools the sum of them; a markers game's plates and pool add up at every
moment (the winner's plate once showed the pool's markers while the pool still held them)."""

from __future__ import annotations

from test_table_support import config, my_turn, open_table, run_until

from game.engine.three_card.brag_events import StakePoolWon
from game.engine.core.events import DealEnded, PoolWon, Returned, Staked
from game.ui.table_source import Queued


def _idle_table(app):
    scene = open_table(app, config(("caller", "caller", "caller")))
    run_until(app, lambda: my_turn(scene))
    return scene


def _settle(app, scene) -> None:
    for _ in range(80):
        app.step([], 0.05)
        if not scene.flyers:
            break


def test_the_pool_carried_to_the_next_deal_is_the_pool_drawn(app):
    """Five each for the next deal, the deal void: the last five still fly when the deal
    ends; once they land the pool shows what the caption said stays in it."""
    scene = _idle_table(app)
    stacks = tuple(s.stack for s in scene.seats)
    scene.pool = 0
    for s in range(4):
        scene._play(Queued(Staked(seat=s, amount=5, why="five for the next deal", law="x")))
    assert scene.flyers  # the counters are on their way
    scene._play(Queued(DealEnded(deal=1, next_dealer=1, carried_out=20,
                                 stacks=tuple(n - 5 for n in stacks))))
    _settle(app, scene)
    assert not scene.flyers
    assert scene.shown_pool() == 20
    assert scene.pool_label_text() == "The pool: 20"


def test_a_winner_with_his_own_bet_back_sees_all_he_took(app):
    scene = _idle_table(app)
    scene.pool = 19
    other = next(s for s in range(len(scene.seats)) if s != scene.me)
    before = scene.seats[other].stack
    scene._play(Queued(Returned(seat=other, amount=15, why="uncalled: nobody put up as much", law="x")))
    scene._play(Queued(PoolWon(index=0, amount=4, eligible=(other,), winners=(other,),
                               paid={other: 4}, shown=False, law="x")))
    name = scene.session.names[other]
    assert f"{name} takes the pool of 4 counters without showing" in scene.caption
    # what he won and what came back of his own are said apart, never summed as "taken"
    assert "In all" not in scene.caption
    assert f"{name}\u2019s own 15 that nobody met came back." in scene.caption
    assert scene.seats[other].stack == before + 19


def test_three_stake_pools_won_by_one_player_are_added_up(app):
    scene = _idle_table(app)
    scene.pool = 221
    me = scene.me
    for i, n in enumerate((176, 30, 15)):
        # (Brag's table-top hands each of its pools to the table's own handler)
        scene._on_pool_won(StakePoolWon(index=i, amount=n, eligible=(me,), winners=(me,),
                                        paid={me: n}, shown=True, law="x"))
    assert "In all you take 221 this deal" in scene.result
    assert "176 from the first pool and 30 from the second pool and 15 from the third pool" in scene.result


def test_a_markers_games_plates_and_pool_add_up_at_every_moment(app):
    """Commerce with a widow: every seat's markers on its plate and the pool's, as drawn, add
    up to what the table began with, frame after frame through three deals: markers move
    onto the winner's plate when the pool is paid, not before (issue 38)."""
    import sys

    sys.path.insert(0, __file__.rsplit("/", 1)[0])
    from deal_sweep import seat_table, through_a_deal

    from game.engine.widow.commerce_widow import MARKERS

    scene = seat_table(app, "commerce-widow", 5, person=True)
    whole = MARKERS * len(scene.seats)
    seen = []

    def look(when: str) -> None:
        plates = sum(scene.top.markers(s.seat) for s in scene.seats)
        seen.append((when, plates, scene.top.markers_in_pool))

    through_a_deal(app, scene, look, deals=3)
    wrong = [(w, p, pool) for w, p, pool in seen if p + pool != whole]
    assert len(seen) > 20 and not wrong, wrong[:5]


def test_own_counters_nobody_met_count_a_bet_not_an_ante_or_white(app):
    """A play-tester anted 10 as the dealer, the other paid his white counter, and was told
    "9 are your own that nobody met": a white counter (a stake) meets no bet."""
    from game.engine.core.actions import ActionKind
    from game.engine.core.events import Acted
    scene = _idle_table(app)
    other = next(s for s in range(len(scene.seats)) if s != scene.me)
    for seat in scene.seats:
        seat.put = seat.bet = 0
    scene.pool = 0
    scene._play(Queued(Acted(seat=scene.me, kind=ActionKind.BET, amount=10, put=10, level=10,
                             law="x")))
    scene._play(Queued(Staked(seat=other, amount=1, why="a white counter to the dealer",
                              law="x")))
    scene._play(Queued(PoolWon(index=0, amount=11, eligible=(scene.me,), winners=(scene.me,),
                               paid={scene.me: 11}, shown=False, law="x")))
    assert "Of them, 10 are your own that nobody met." in scene.caption, scene.caption
