"""The table at every moment of a deal, frame by frame (issue 38, window round 5):

* a new deal shows nothing of the last: from the moment it starts until its cards are
  dealt, no plate wears the last deal's tags ("35, out", "counts 14", "knocked"), no old
  widow lies in the middle and no knock is written across the table (the log keeps them);
* counters move together: a plate's count and the pool's change at the same frame, when the
  counters flying between them land, never one ahead of the other (a plate read 77 while the
  pool still showed 21; five antes and a pool of 4), and what the window draws adds up, at
  every frame, to what the table holds.

Whole deals are played with the person seated (tests/ui/deal_sweep.py), the table stepped
by a fixed time; every frame is looked at, not only the settled ones."""

from __future__ import annotations

import pytest

from game.engine.core.events import CountersBought, DealStarted, HandDealt, CardUp, WidowDealt

from deal_sweep import let_go, open_window, seat_table, through_a_deal


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    a = open_window(tmp_path_factory.mktemp("home"), (960, 540))
    a.settings = a.settings.with_(animation_speed=4.0, review_deals=False)
    yield a
    a.close()


def _every_frame(app, check):
    """Call ``check()`` after every step of the table's clock (the sweep's steps)."""
    update = app.update

    def stepped(dt):
        update(dt)
        check()

    app.update = stepped
    return lambda: setattr(app, "update", update)


LAST_DEALS = ("knocked", "counts", ", out", "the brag", "raised last", "passed out")


@pytest.mark.parametrize("variant, seats", [
    ("brag-three-stake", 8), ("whiskey", 7), ("whiskey-markers", 8), ("commerce", 7), ("brag", 6),
])
def test_a_new_deal_starts_with_nothing_of_the_last(app, variant, seats):
    scene = seat_table(app, variant, seats, person=True)
    moment = {"starting": False, "deal": 0}
    faults: list[str] = []
    play = scene._play

    def played(queued):
        e = queued.event
        if isinstance(e, DealStarted):
            moment["starting"], moment["deal"] = True, e.deal
        elif isinstance(e, (HandDealt, CardUp, WidowDealt)):
            moment["starting"] = False
        play(queued)

    scene._play = played

    def check():
        if not moment["starting"] or moment["deal"] < 2:
            return
        top = scene.top
        for seat in scene.seats:
            old = [t for t in top.tags(seat.seat) if t != "antes next"]
            if old:
                faults.append(f"deal {moment['deal']} starting: seat {seat.seat} still tagged {old}")
            if any(w in seat.note for w in LAST_DEALS):
                faults.append(f"deal {moment['deal']} starting: seat {seat.seat}'s note {seat.note!r}")
        widow = getattr(top, "widow_rects", None)
        if widow is not None and widow():
            faults.append(f"deal {moment['deal']} starting: the last deal's widow still lies out")
        if getattr(top, "banner", None) is not None:
            faults.append(f"deal {moment['deal']} starting: {top.banner[0]!r} still across the table")
        words = getattr(top, "_pools_line", None)
        if words is not None and getattr(top, "won", None):
            faults.append(f"deal {moment['deal']} starting: a pool still said taken")

    undo = _every_frame(app, check)
    try:
        through_a_deal(app, scene, lambda when: None, deals=3)
        assert moment["deal"] >= 2
    finally:
        undo()
        let_go(app, scene)
    assert not faults, faults[:5]


@pytest.mark.parametrize("variant, seats", [
    ("brag", 7), ("brag-three-stake", 6), ("commerce", 5), ("ambigu", 5), ("my-ship-sails", 6),
    ("bouillotte", 5), ("draw", 6), ("draw", 7),
])
def test_plates_and_pool_change_together_at_every_frame(app, variant, seats):
    """At every frame the plates' counts and the pool's (and the kitty's) add up to what the
    window holds (counters in flight are counted where they left until they land); that
    changes only when counters come to the table from outside it (bought), and it is what the
    table holds at each deal's end.  (Draw at seven plays with the kitty: it showed its new
    count before its counter had left the pool, issue 38.)"""
    # (seed 5: a pool with threes or better shown in its two deals, so a counter goes to the kitty)
    rules = {"kitty": True, "seed": 5} if (variant, seats) == ("draw", 7) else {}
    scene = seat_table(app, variant, seats, person=True, **rules)
    faults: list[str] = []

    def held() -> int:
        return sum(s.stack for s in scene.seats) + scene.pool + scene.kitty

    def drawn() -> int:
        return sum(scene.shown_stack(s.seat) for s in scene.seats) + scene.shown_pool() + scene.shown_kitty()

    play = scene._play

    def played(queued):
        before = held()
        play(queued)
        if held() != before and not isinstance(queued.event, (CountersBought, DealStarted)) \
                and type(queued.event).__name__ not in ("CaveChosen", "DealEnded"):
            faults.append(f"{type(queued.event).__name__} moved the table's counters {before} -> {held()}")

    scene._play = played
    frames = [0]

    def check():
        frames[0] += 1
        if drawn() != held():
            flying = [(f.source, f.dest, f.amount) for f in scene.flyers]
            faults.append(f"frame {frames[0]}: plates and pool drawn {drawn()}, held {held()}, in flight {flying}")

    undo = _every_frame(app, check)
    try:
        through_a_deal(app, scene, lambda when: None, deals=2)
    finally:
        undo()
        let_go(app, scene)
    assert frames[0] > 50
    assert not faults, faults[:5]
    assert scene.kitty or not rules, "no counter went to the kitty: the case looks at nothing"


@pytest.mark.parametrize("seats, size", [(5, (960, 540)), (5, (1920, 1080)), (8, (960, 540))])
def test_bouillottes_point_keeps_clear_of_the_cards(app, seats, size):
    """The point's line ("the point: ♥ 48 wins ♠ 47 ♦ 38 ♣ 18") ran from one hand's edge to
    the next one's, touching both (Bouillotte at five, 960x540): it keeps a little room from
    every hand, at every settled moment, or is written shorter, or not at all."""
    from game.ui.tabletops.bouillotte import POINT_ROOM

    app.set_window_size(size)
    try:
        scene = seat_table(app, "bouillotte", seats, person=True)
        lay = app.layout
        need = lay.px(POINT_ROOM) - 1
        faults: list[str] = []
        said = [0]

        def look(when: str) -> None:
            words = getattr(scene.top, "_words_at", None)
            if words is None:
                return
            said[0] += 1
            for seat in scene.seats:
                hand = scene._rest_hand_box(seat)
                if hand is None:
                    continue
                gap = max(hand.left - words.right, words.left - hand.right, hand.top - words.bottom,
                          words.top - hand.bottom)
                if gap < need:
                    faults.append(f"{when}: the point's words {tuple(words)} {gap} px from seat {seat.seat}'s cards")

        try:
            through_a_deal(app, scene, look, deals=2)
        finally:
            let_go(app, scene)
    finally:
        app.set_window_size((960, 540))
    assert said[0] and not faults, faults[:5]


def test_three_stake_brags_betting_words_end_with_its_betting(app):
    """At three-stake Brag "raised last" and "bet 5" were kept into the buying of cards: once
    the view is at the buying, no plate wears the betting's tag or words."""
    from game.engine import Phase

    scene = seat_table(app, "brag-three-stake", 7, person=True)
    faults: list[str] = []
    buying = [0]

    def look(when: str) -> None:
        v = scene.top.view
        if v is None or v.phase is not Phase.BUYING or scene.session.events:
            return
        buying[0] += 1
        for seat in scene.seats:
            if "raised last" in scene.top.tags(seat.seat):
                faults.append(f"{when}: seat {seat.seat} tagged 'raised last' at the buying")
            if seat.note.startswith(("bet ", "raised ", "saw ")):
                faults.append(f"{when}: seat {seat.seat}'s note {seat.note!r} at the buying")

    try:
        through_a_deal(app, scene, look, deals=3)
    finally:
        let_go(app, scene)
    assert buying[0] and not faults, faults[:5]
