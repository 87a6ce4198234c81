"""The counters on the table add up: the pool drawn once a deal ends is the pool the
caption names (counters still flying into it are not counted twice), and a winner who
also had his own counters back sees the sum of all he took in the caption."""

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
    assert f"In all {name} takes 19 this deal" in scene.caption
    assert "15 of his own that nobody met and 4 from the pool" in scene.caption
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
