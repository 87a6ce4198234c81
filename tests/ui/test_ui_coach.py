"""The book at the table (issue 30): Ask the book (``?``, ``/``, the quiet button), the deal in
review after each deal, the beginner's table, your play against the book in the statistics,
and the coach's work kept off the frame loop; driven with posted events on the dummy drivers."""

from __future__ import annotations

import threading
import time

import pygame
import pytest
from layout_probe import LayoutProbe, frame_width, problems
from table_rules import button_faults
from test_table_support import my_turn, open_table, run_until
from uihelp import click, press

import game.coach.review as review_module
from game.coach.advice import Coach
from game.coach.model import DealReview, ReviewItem
from game.engine import HouseRules
from game.store.stats import Statistics, load_stats, save_stats
from game.ui.paths import statistics_path
from game.ui.session import computer_config

GAMES = ["draw", "bouillotte", "brag"]
REASON = "The good player raises a pair of kings before the draw, to drive out the draws."


def open_book_table(app, cfg, **kwargs):
    """A table whose book works in line (as its players do), so a test reads it at once."""
    kwargs.setdefault("book_inline", kwargs.get("synchronous", True))
    return open_table(app, cfg, **kwargs)


def config(variant: str, seed: int = 3):
    return computer_config(["good", "liberal", "close"], house=HouseRules(), seed=seed, human="You",
                           variant=variant)


def fake_review(costs=(0.0, 3.5, 0.2)):
    """A review_deal that judges each of the seat's actions with the given costs (the real one
    plays the deal out; here only the window is tested)."""
    def review(record, seat, coach, rng, rollouts=64):
        deal = record.before["deal_number"] + 1
        items = []
        for n, (s, action) in enumerate(a for a in record.actions if a[0] == seat):
            cost = costs[n % len(costs)]
            items.append(ReviewItem(deal, "before the draw", action.kind.value,
                                    "raise" if cost > 0.5 else action.kind.value, REASON, cost, rollouts))
        items.sort(key=lambda i: -(i.cost or 0))
        return DealReview(deal, seat, items)
    return review


def play_deal(app, scene) -> None:
    """Play the person's turns with the lit button (or the first) until the deal is shown over."""
    session = scene.session
    for _ in range(80):
        run_until(app, lambda: my_turn(scene) or (session.deal_over and scene.idle and scene.deal_done),
                  frames=4000)
        if session.deal_over:
            break
        before = len(session.table.actions)
        lit = [b for b in scene.buttons if b.ring] or [b for b in scene.buttons if b.lit] or scene.buttons
        lit[0].action()
        if len(session.table.actions) == before:  # a game's own action wants cards chosen first
            from game.ui.session import fallback_action

            state, advice = scene._advice_now()
            action = advice.action if state == "ready" else fallback_action(session.table, session.human)
            assert session.act(action) is None
    run_until(app, lambda: session.deal_over and scene.idle and scene.deal_done, frames=4000)


def drawn_text(app, scene) -> list[str]:
    with LayoutProbe(app) as probe:
        scene._layer = None  # made again under the probe, so the panels drawn on it record
        scene._tips.clear()
        scene._makes_left = 9
        pieces = probe.draw(scene)
    return [p.label for p in pieces if p.kind == "text"]


# --- Ask the book ----------------------------------------------------------------------------------

@pytest.mark.parametrize("variant", GAMES)
def test_question_mark_shows_the_books_advice(app, variant):
    scene = open_book_table(app, config(variant))
    run_until(app, lambda: my_turn(scene))
    assert scene.ask_button in scene._panel_buttons()
    press(app, pygame.K_SLASH)
    assert scene.book_open == "advice"
    state, advice = scene._advice_now()
    assert state == "ready"
    assert advice.action.kind in {b.kind for b in scene.buttons}  # one of the legal actions
    app.step([])
    text = " ".join(drawn_text(app, scene))
    assert "The book says" in text and advice.choice in text
    assert advice.says.split()[0] in text and advice.source.split()[0] in text
    press(app, pygame.K_SLASH)  # again: closed
    assert scene.book_open is None
    press(app, pygame.K_QUESTION)
    assert scene.book_open == "advice"
    press(app, pygame.K_ESCAPE)  # Esc closes the panel, not the menu first
    assert scene.book_open is None and app.top is scene


def test_the_button_asks_and_the_next_action_closes_the_panel(app):
    scene = open_book_table(app, config("draw"))
    run_until(app, lambda: my_turn(scene))
    click(app, scene.ask_button.rect.center)
    assert scene.book_open == "advice"
    before = len(scene.session.table.actions)
    lit = [b for b in scene.buttons if b.lit] or scene.buttons
    lit[0].action()
    assert len(scene.session.table.actions) > before
    app.step([])
    assert scene.book_open is None


def test_the_advice_is_asked_on_the_books_own_thread(app, monkeypatch):
    """The window never waits for the coach: the advice is worked out on a worker thread, the
    panel says the book is thinking meanwhile, and the frame goes on."""
    threads: list[str] = []
    real = Coach.advise

    def slow(self, view):
        threads.append(threading.current_thread().name)
        time.sleep(0.4)
        return real(self, view)

    monkeypatch.setattr(Coach, "advise", slow)
    scene = open_book_table(app, config("draw"), synchronous=False)
    run_until(app, lambda: my_turn(scene), idle=0.005, frames=6000)
    start = time.perf_counter()
    press(app, pygame.K_SLASH)
    assert time.perf_counter() - start < 0.3  # the frame did not wait for the 0.4 s advice
    assert scene.book_open == "advice" and scene._advice_now()[0] == "thinking"
    assert "The book is thinking\u2026" in [t for _, t, _, _ in scene._book_lines()]
    assert scene.needs_frames()  # the window keeps drawing until the advice comes
    run_until(app, lambda: scene._advice_now()[0] == "ready", idle=0.01, wall=10)
    assert threads and all(name != threading.main_thread().name for name in threads)
    assert all(name.startswith("parlour-book") for name in threads)


# --- the beginner's table ---------------------------------------------------------------------------

@pytest.mark.parametrize("variant", GAMES)
def test_the_beginners_table_rings_the_books_choice(app, variant):
    app.settings = app.settings.with_(beginner_table=True)
    scene = open_book_table(app, config(variant))
    run_until(app, lambda: my_turn(scene))
    app.step([])
    state, advice = scene._advice_now()
    assert state == "ready"
    ringed = [b for b in scene.buttons if b.ring]
    assert [b.kind for b in ringed] == [advice.action.kind]
    assert scene.book_open is None  # lit, not told: the panel stays shut


def test_without_the_beginners_table_nothing_is_ringed(app):
    scene = open_book_table(app, config("draw"))
    run_until(app, lambda: my_turn(scene))
    app.step([])
    assert not any(b.ring for b in scene.buttons)


def test_the_beginners_table_marks_the_cards_the_book_throws(app):
    app.settings = app.settings.with_(beginner_table=True)
    scene = open_book_table(app, config("draw"))
    session = scene.session
    from game.engine import ActionKind

    for _ in range(40):
        run_until(app, lambda: my_turn(scene) or session.deal_over, frames=4000)
        if session.deal_over or ActionKind.DRAW in scene.offers:
            break
        lit = [b for b in scene.buttons if b.lit] or scene.buttons
        lit[0].action()
    if ActionKind.DRAW not in scene.offers:
        pytest.skip("the person went out before the draw in this deal")
    app.step([])
    state, advice = scene._advice_now()
    assert state == "ready" and advice.action.kind is ActionKind.DRAW
    mine = [sp.card for sp in scene.seats[scene.me].cards]
    assert scene.book_throw == {i for i, c in enumerate(mine) if c in advice.action.cards}
    assert scene.marked == scene.book_throw  # pre-selected: the button reads "Draw n"
    for _ in range(5):
        app.step([])
    assert scene.marked == scene.book_throw  # once: not marked again over the person's changes


# --- the deal in review ------------------------------------------------------------------------------

@pytest.mark.parametrize("variant", GAMES)
def test_after_a_deal_the_review_shows(app, monkeypatch, variant):
    monkeypatch.setattr(review_module, "review_deal", fake_review())
    scene = open_book_table(app, config(variant))
    play_deal(app, scene)
    app.step([])
    review = scene.book.latest()
    assert review is not None and review.ready
    if not review.review.items:
        pytest.skip("the person made no decision in this deal")
    assert scene.book_open == "review"
    lines = [t for _, t, _, _ in scene._book_lines()]
    items = review.review.items
    # the charged first, the costliest first
    assert items == sorted(items, key=lambda i: (not i.charged, -(i.cost or 0)))
    if any(not i.agrees for i in items):
        # every charged line with the book's reason (a play-tester found one without)
        assert lines.count(REASON) == sum(1 for i in items if not i.agrees)
    stats = scene.session.stats
    assert stats.book[variant].deals == 1 and stats.book[variant].decisions == len(items)
    press(app, pygame.K_ESCAPE)  # a review shown by itself: Esc closes only the panel
    assert scene.book_open is None and app.top is scene
    assert scene.review_button in scene._panel_buttons()
    press(app, pygame.K_SLASH)  # between deals, ? opens the review again
    assert scene.book_open == "review"
    press(app, pygame.K_ESCAPE)  # opened by the person: Esc closes only the panel
    assert scene.book_open is None and app.top is scene


def test_every_decision_as_the_book_is_said_so(app, monkeypatch):
    monkeypatch.setattr(review_module, "review_deal", fake_review(costs=(0.0,)))
    scene = open_book_table(app, config("brag"))
    play_deal(app, scene)
    app.step([])
    if not scene.book.latest().review.items:
        pytest.skip("the person made no decision in this deal")
    assert "You played as the book on every decision." in [t for _, t, _, _ in scene._book_lines()]


def test_a_review_not_ready_is_said_and_the_game_goes_on(app, monkeypatch):
    told = []

    def not_yet(record, seat, coach, rng, rollouts=64):
        raise NotImplementedError("the review is being built")

    monkeypatch.setattr(review_module, "review_deal", not_yet)
    monkeypatch.setattr(Coach, "deal_over", lambda self, view: told.append(view.deal))
    scene = open_book_table(app, config("draw"))
    play_deal(app, scene)
    app.step([])
    assert scene.book_open == "review"
    assert any("not ready" in t for _, t, _, _ in scene._book_lines())
    assert told == [1]  # the coach still learnt the deal
    assert scene.session.next_deal()


def test_with_the_review_off_the_coach_is_only_told(app, monkeypatch):
    asked, told = [], []
    monkeypatch.setattr(review_module, "review_deal", lambda *a, **k: asked.append(1))
    monkeypatch.setattr(Coach, "deal_over", lambda self, view: told.append(view.deal))
    app.settings = app.settings.with_(review_deals=False)
    scene = open_book_table(app, config("bouillotte"))
    play_deal(app, scene)
    app.step([])
    assert not asked and told == [1]
    assert scene.book_open is None and scene.book.latest() is None


# --- the statistics ----------------------------------------------------------------------------------

def test_the_play_against_the_book_is_kept_and_old_files_load(tmp_path):
    path = tmp_path / "statistics.json"
    old = {"version": 2, "deals": 3, "won": 1, "counters": [1, -2, 4], "opponents": {}, "last": ["g", 3],
           "games": {"g": 3}}
    import json

    path.write_text(json.dumps(old))
    stats, problem = load_stats(path)
    assert problem is None and stats.deals == 3 and stats.book == {}
    review = DealReview(4, 0, [ReviewItem(4, "s", "call", "raise", "", 3.0), ReviewItem(4, "s", "pass", "pass", "", 0.0),
                               ReviewItem(4, "s", "bet", "bet", "", None)])
    stats.add_review("draw", review)
    stats.add_review("draw", DealReview(5, 0, [ReviewItem(5, "s", "call", "call", "", 0.4)]))
    rec = stats.book["draw"]
    assert (rec.deals, rec.decisions, rec.reviewed, rec.agree) == (2, 4, 3, 2)
    # (the 0.4 is no worse than the book can tell: nothing charged; two deals give no rate yet)
    assert rec.cost == pytest.approx(3.0) and rec.per_100 is None and rec.share == pytest.approx(2 / 3)
    save_stats(path, stats)
    again, problem = load_stats(path)
    assert problem is None and again.book["draw"] == rec
    assert again.book_overall().decisions == 4


def test_the_statistics_screen_shows_the_play_against_the_book(app, home):
    stats = Statistics(deals=4, won=1, counters=[1, 2, 3, 4])
    stats.add_review("draw", DealReview(1, 0, [ReviewItem(1, "s", "call", "raise", "", 2.0),
                                              ReviewItem(1, "s", "pass", "pass", "", 0.0)]))
    stats.add_review("brag", DealReview(2, 0, [ReviewItem(2, "s", "bet", "bet", "", 0.0)]))
    save_stats(statistics_path(home), stats)
    app.show("statistics")
    scene = app.top
    assert scene.book_lines() == ["Against the book: 3 decisions reviewed: as the book 67%,",
                                  "other choices charged 33%, other choices the book could not judge 0%.",
                                  "Too few deals yet for counters given away per 100."]
    for size in ((960, 540), (1280, 720)):
        app.set_window_size(size)
        app.step([])
        with LayoutProbe(app) as probe:
            pieces = probe.draw(scene)
        texts = [p.label for p in pieces if p.kind == "text"]
        assert all(line in texts for line in scene.book_lines()) and "Against the book" in texts
        assert problems(pieces, app.window.get_size(), frame_width(app.layout)) == []


# --- settings and layout --------------------------------------------------------------------------

def test_the_books_settings_are_saved(home):
    from game.ui.settings import Settings, load_settings, save_settings

    assert Settings().review_deals is True and Settings().beginner_table is False
    save_settings(Settings().with_(review_deals=False, beginner_table=True), home)
    loaded = load_settings(home)
    assert loaded.settings.review_deals is False and loaded.settings.beginner_table is True
    assert loaded.messages == []


def test_the_help_sheet_lists_the_books_key(app):
    scene = open_book_table(app, config("brag"))
    assert any(k.startswith("?") and "book" in t for k, t in scene.help_keys())


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)], ids=["960x540", "1280x720"])
@pytest.mark.parametrize("variant", GAMES)
def test_the_books_panels_and_button_fit(app, monkeypatch, variant, size):
    monkeypatch.setattr(review_module, "review_deal", fake_review())
    app.set_window_size(size)
    app.settings = app.settings.with_(beginner_table=True)
    found = []
    with LayoutProbe(app) as probe:
        scene = open_book_table(app, config(variant))
        run_until(app, lambda: my_turn(scene))
        press(app, pygame.K_SLASH)
        for when in ("advice", "review"):
            if when == "review":
                play_deal(app, scene)
                if scene.book_open != "review":
                    press(app, pygame.K_SLASH)
            for _ in range(4):
                app.step([], 0.0)
            scene._makes_left = 9
            pieces = probe.draw(scene)
            column = [p for p in pieces if p.rect.x >= scene.book_rect().x - 2]
            found += [f"{when}: {f}" for f in problems(column, app.window.get_size(), frame_width(app.layout))]
            found += [f"{when}: {f}" for f in button_faults(scene._panel_buttons(), pieces, app.fonts, app.layout)]
            assert scene.book_open == when
            assert scene.book_rect().bottom <= scene.rects["actions"].top
    assert not found, found[:6]


def test_a_deals_review_is_done_before_the_next_deals_advice(app, monkeypatch):
    """One queue for the coach: the review of deal 1 (held back here until the test lets it
    go) is finished before the advice of deal 2 is begun; the table meanwhile deals on and
    the person plays without waiting for it."""
    order: list[str] = []
    review, go = fake_review(), threading.Event()

    def held_review(record, seat, coach, rng, rollouts=64):
        go.wait(20)
        order.append("review")
        return review(record, seat, coach, rng, rollouts)

    real = Coach.advise

    def advise(self, view):
        order.append(f"advice {view.deal}")
        return real(self, view)

    monkeypatch.setattr(review_module, "review_deal", held_review)
    monkeypatch.setattr(Coach, "advise", advise)
    scene = open_table(app, config("draw"))  # players in line, the book on its own thread
    assert scene.book._pool is not None
    try:
        play_deal(app, scene)
        assert scene.session.next_deal()  # the review still being worked out
        run_until(app, lambda: my_turn(scene) or scene.session.deal_over, frames=4000)
        if scene.session.deal_over:
            pytest.skip("the person had no turn in the second deal")
        press(app, pygame.K_SLASH)
        assert scene.book_open == "advice" and scene._advice_now()[0] == "thinking"
        assert order == []
    finally:
        go.set()
    scene.book.wait_idle()
    assert order == ["review", "advice 2"]
    run_until(app, lambda: scene._advice_now()[0] == "ready", idle=0.01, wall=10)


@pytest.mark.parametrize("variant", sorted(__import__("game.engine.registry", fromlist=["VARIANTS"]).VARIANTS))
def test_every_game_asks_the_book_and_lights_its_choice(app, variant):
    app.settings = app.settings.with_(beginner_table=True)
    scene = open_book_table(app, config(variant))
    session = scene.session
    for _ in range(3):  # a deal in which the person has a turn
        run_until(app, lambda: my_turn(scene) or (session.deal_over and scene.idle), frames=4000)
        if my_turn(scene):
            break
        session.next_deal()
    if not my_turn(scene):
        pytest.skip("no turn for the person in three deals")
    app.step([])
    state, advice = scene._advice_now()
    assert state == "ready", advice
    assert [b.kind for b in scene.buttons if b.ring] == [advice.action.kind]
    press(app, pygame.K_SLASH)
    assert scene.book_open == "advice"
    assert advice.says in [t for _, t, _, _ in scene._book_lines()]
    play_deal(app, scene)  # the book's lit choice, to the deal's end: its review comes
    app.step([])
    assert scene.book.latest() is not None and scene.book.latest().poll()


def test_the_books_worker_keeps_order_and_holds_nothing_open(monkeypatch):
    from game.ui.book import BookWorker

    monkeypatch.setattr(BookWorker, "IDLE_SECONDS", 0.1)
    worker = BookWorker("parlour-book-test")
    done: list[int] = []
    futures = [worker.submit(lambda n=n: (time.sleep(0.01), done.append(n))) for n in range(5)]
    for f in futures:
        f.result(5)
    assert done == [0, 1, 2, 3, 4]
    thread = worker._thread
    assert thread is not None and thread.daemon  # a review under way never keeps the program alive
    thread.join(2)
    assert not thread.is_alive() and worker._thread is None  # idle: the thread ends
    assert worker.submit(lambda: 7).result(5) == 7  # and starts again for the next job
    blocker = threading.Event()
    worker.submit(blocker.wait, 5)
    later = worker.submit(lambda: 8)
    worker.shutdown()
    blocker.set()
    assert later.cancelled()



def test_the_review_waits_until_the_pool_is_paid_on_the_table(app, monkeypatch):
    """Issue 38: at Whiskey the deal's review opened over hands still being shown, the pool
    not yet paid.  It opens only once the table has shown the deal to its end: the pool paid
    and its counters landed, nothing in flight."""
    monkeypatch.setattr(review_module, "review_deal", fake_review())
    scene = open_book_table(app, config("whiskey"))
    opened = []
    update = scene._update_book

    def watched() -> None:
        was = scene.book_open
        update()
        if scene.book_open == "review" and was != "review":
            opened.append((scene.deal_done, scene.idle, bool(scene.flyers), scene.tweens.busy))

    scene._update_book = watched
    play_deal(app, scene)
    for _ in range(40):
        app.step([], 0.05)
    review = scene.book.latest()
    if review is None or not review.poll() or not review.review.items:
        pytest.skip("the person made no decision in this deal")
    assert opened and all(done and idle and not flying and not busy for done, idle, flying, busy in opened), opened
