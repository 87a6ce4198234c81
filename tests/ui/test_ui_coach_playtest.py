"""The book at the table (issue 30), as two fresh-eyes play-testers found it: Enter plays the
book's choice on the beginner's table, the review's and the statistics' words say what they
count, the book's answer wakes the resting window, the review gives way to the next deal, the
suit signs in the panel's heading, the beginner's word over no card, the caption's amount."""

from __future__ import annotations

import time

import pygame
import pytest
from layout_probe import LayoutProbe, frame_width, problems
from test_table_support import my_turn, run_until
from test_ui_coach import GAMES, REASON, config, fake_review, open_book_table, play_deal
from uihelp import press

import game.coach.review as review_module
from game.coach.advice import Coach
from game.coach.model import DealReview, ReviewItem
from game.store.stats import Statistics, save_stats
from game.ui.paths import statistics_path


# --- the play-testers' findings ------------------------------------------------------------------------

@pytest.mark.parametrize("variant", GAMES + ["whiskey", "ambigu", "flat"])
def test_enter_plays_the_books_choice_on_the_beginners_table(app, variant):
    """The book's choice is the default (gold, Enter) button and the ringed one: one button, the same."""
    app.settings = app.settings.with_(beginner_table=True)
    scene = open_book_table(app, config(variant))
    run_until(app, lambda: my_turn(scene))
    app.step([])
    state, advice = scene._advice_now()
    assert state == "ready"
    ringed = [b for b in scene.buttons if b.ring]
    lit = [b for b in scene.buttons if b.lit]
    assert ringed == lit and [b.kind for b in lit] == [advice.action.kind]


@pytest.mark.parametrize("variant", ["whiskey", "my-ship-sails", "commerce"])
def test_enter_plays_the_books_card_move_whole(app, variant):
    """A play-tester pressed Enter on the lit "Draw one" (Whiskey) and "Exchange" (My Ship
    Sails) and was only asked to choose a card: on the beginner's table Enter plays the
    book's move, its cards included."""
    app.settings = app.settings.with_(beginner_table=True)
    for seed in range(3, 12):
        scene = open_book_table(app, config(variant, seed))
        session = scene.session
        for _ in range(40):
            run_until(app, lambda: my_turn(scene) or session.deal_over, frames=4000)
            if session.deal_over:
                break
            app.step([])
            state, advice = scene._advice_now()
            assert state == "ready"
            before = len(session.table.actions)
            press(app, pygame.K_RETURN)
            if advice.action.kind in scene.top.own_kinds:
                assert len(session.table.actions) == before + 1, advice.action
                assert session.table.actions[-1] == (session.human, advice.action)
                return
            assert len(session.table.actions) > before
        app.pop()
    pytest.fail("the book chose no move with a card in nine deals")


def test_the_beginners_table_rings_the_widow_card_the_book_takes(app):
    """A play-tester at Whiskey Poker saw his own card ringed but not the widow's card the
    book would take."""
    from game.engine import ActionKind

    app.settings = app.settings.with_(beginner_table=True)
    for seed in range(3, 15):
        scene = open_book_table(app, config("whiskey", seed))
        session = scene.session
        run_until(app, lambda: my_turn(scene) or session.deal_over, frames=4000)
        app.step([])
        state, advice = scene._advice_now()
        if state == "ready" and advice.action.kind is ActionKind.DRAW_ONE:
            widow = list(session.table.view(session.human).widow)
            took = advice.action.cards[1] if advice.action.cards else widow[advice.action.amount % len(widow)]
            assert scene.book_take == widow.index(took)
            return
        assert scene.book_take is None
        app.pop()
    pytest.fail("the book drew no card from the widow in twelve deals")


def test_unmarking_the_books_cards_moves_no_ring(app):
    from game.engine import ActionKind

    app.settings = app.settings.with_(beginner_table=True)
    scene = open_book_table(app, config("draw"))
    session = scene.session
    for _ in range(40):
        run_until(app, lambda: my_turn(scene) or session.deal_over, frames=4000)
        if session.deal_over or ActionKind.DRAW in scene.offers:
            break
        ([b for b in scene.buttons if b.lit] or scene.buttons)[0].action()
    if ActionKind.DRAW not in scene.offers:
        pytest.skip("the person went out before the draw in this deal")
    app.step([])
    state, advice = scene._advice_now()
    assert [b.kind for b in scene.buttons if b.ring] == [ActionKind.DRAW] == [b.kind for b in scene.buttons if b.lit]
    if advice.action.cards:
        scene.toggle_mark(min(scene.marked))  # one of the book's cards unmarked
    else:
        scene.toggle_mark(0)  # the book stands pat: one card marked
    app.step([])
    assert not any(b.ring or b.lit for b in scene.buttons)  # no ring (nor Enter) on another button
    before = len(session.table.actions)
    press(app, pygame.K_RETURN)
    assert len(session.table.actions) == before  # Enter plays nothing the book did not choose


def test_the_review_says_as_the_book_only_for_the_books_own_choice():
    from game.ui.table.review_words import cost_words, review_headline

    same = ReviewItem(1, "before the draw", "Stay (2 counters)", "Stay (2 counters)", REASON, 0.0, 0)
    near = ReviewItem(1, "before the draw", "Pass", "Stay (2 counters)", REASON, 0.2, 64)
    level = ReviewItem(1, "after the draw", "Pass", "Bet 5", REASON, -0.4, 64)
    dear = ReviewItem(1, "after the draw", "Pass", "Bet 5", REASON, 3.5, 64)
    assert cost_words(same) == "as the book"
    assert cost_words(near) == "no worse than the book can tell"
    assert cost_words(level) == "no worse than the book can tell"
    assert "agree" not in cost_words(near) and "counters" in cost_words(dear)
    assert review_headline([same, same]) == "You played as the book on every decision."
    assert review_headline([same, near, level]) == \
        "3 decisions: 1 as the book, 2 other choices no worse than the book can tell."
    assert review_headline([dear, same]) == "2 decisions: 1 as the book, 1 costing about 3.5 counters."
    stats = Statistics()
    stats.add_review("draw", DealReview(1, 0, [same, near, level, dear]))
    rec = stats.book["draw"]
    assert (rec.agree, rec.same, rec.same_of) == (3, 1, 4)
    again = Statistics.from_dict(stats.to_dict()).book["draw"]
    assert (again.same, again.same_of) == (1, 4)


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)], ids=["960x540", "1280x720"])
def test_the_statistics_show_every_game_against_the_book_by_its_whole_name(app, home, size):
    from game.engine.registry import VARIANTS

    stats = Statistics(deals=40, won=9, counters=list(range(40)))
    for n, variant in enumerate(VARIANTS):
        stats.add_review(variant, DealReview(n, 0, [ReviewItem(n, "s", "call", "raise", "", 0.3 * n),
                                                    ReviewItem(n, "s", "pass", "pass", "", 0.0)]))
    save_stats(statistics_path(home), stats)
    app.set_window_size(size)
    app.show("statistics")
    scene = app.top
    shown: set[str] = set()
    for _ in range(len(VARIANTS)):
        app.step([])
        with LayoutProbe(app) as probe:
            pieces = probe.draw(scene)
        texts = [p.label for p in pieces if p.kind == "text"]
        assert problems(pieces, app.window.get_size(), frame_width(app.layout)) == []
        assert not any(t.endswith("\u2026") for t in texts)  # no title cut short
        shown |= {" ".join(texts)}
        app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEDOWN, mod=0, unicode="", scancode=0)])
    everything = " ".join(shown)
    for title, _ in scene.book_rows():
        assert all(word in everything for word in title.split())


def test_the_books_answer_wakes_the_resting_window(app, monkeypatch):
    """The window rests on its event queue; the book's worker posts an event when the advice is
    in, so "The book is thinking" gives way to the answer without a key or a mouse move."""
    from game.ui.table.book_panel import BOOK_NEWS

    real = Coach.advise

    def slow(self, view):
        time.sleep(0.3)
        return real(self, view)

    monkeypatch.setattr(Coach, "advise", slow)
    scene = open_book_table(app, config("draw"), synchronous=False)
    run_until(app, lambda: my_turn(scene), idle=0.005, frames=6000)
    pygame.event.clear()
    press(app, pygame.K_SLASH)
    assert scene._advice_now()[0] == "thinking" and scene.needs_frames()
    start = time.perf_counter()
    got = None
    while time.perf_counter() - start < 10:
        event = pygame.event.wait(200)
        if event.type == BOOK_NEWS:
            got = event
            break
    assert got is not None, "the book's worker never woke the window"
    assert scene._advice_now()[0] == "ready"
    app.step([got])
    assert "The book is thinking\u2026" not in [t for _, t, _, _ in scene._book_lines()]


def test_the_review_closes_when_the_next_deal_begins_and_the_turn_asks_at_once(app, monkeypatch):
    monkeypatch.setattr(review_module, "review_deal", fake_review())
    scene = open_book_table(app, config("draw"))
    session = scene.session
    for _ in range(6):
        play_deal(app, scene)
        app.step([])
        if scene.book_open == "review":
            break
        scene.next_deal()
    assert scene.book_open == "review"
    scene.next_deal()
    app.step([])
    assert scene.book_open is None  # the next deal has begun: the last one's review is gone
    run_until(app, lambda: my_turn(scene) or session.deal_over, frames=4000)
    if session.deal_over:
        pytest.skip("the person had no turn in this deal")
    scene._book_review, scene.book_open = session.book.latest(), "review"  # reopened over the turn
    press(app, pygame.K_SLASH)  # one press asks the book
    assert scene.book_open == "advice"
    press(app, pygame.K_ESCAPE)  # Esc closes only the panel
    assert scene.book_open is None and app.top is scene
    press(app, pygame.K_ESCAPE)  # and with none open, the menu
    assert app.top is not scene


def test_suit_signs_in_the_panels_heading_are_set_in_the_body_face(app):
    """The heading's face has no suit signs (they showed as boxes): they are set in the body's."""
    from game.ui.table.book_drawing import with_suits

    fonts, px = app.fonts, 24
    text = "Keep your 3\u2660 and the J\u2665"
    mixed = with_suits(fonts, "display", px, text, (255, 255, 255))
    head = fonts.get("display", px)
    plain = head.size("Keep your 3")[0] + head.size(" and the J")[0]
    small = fonts.get("body", round(px * 0.85))
    suits = small.size("\u2660")[0] + small.size("\u2665")[0]
    assert abs(mixed.get_width() - (plain + suits)) <= 4


def test_the_caption_follows_the_amount_chosen(app):
    from game.ui.table.show import AMOUNT_KINDS

    scene = open_book_table(app, config("draw"))
    session = scene.session
    for _ in range(40):
        run_until(app, lambda: my_turn(scene) or session.deal_over, frames=4000)
        if session.deal_over or scene.amount_kind is not None:
            break
        ([b for b in scene.buttons if b.lit] or scene.buttons)[0].action()
    if scene.amount_kind is None:
        pytest.skip("no amount was offered in this deal")
    button = next(b for b in scene.buttons if b.kind in AMOUNT_KINDS)
    offer = scene.offers[scene.amount_kind]
    for key in (pygame.K_UP, pygame.K_END, pygame.K_HOME):
        press(app, key)
        app.step([])
        assert button.label == scene._label(button.kind)
        if offer.low != offer.high:
            assert button.label[1:] in scene.caption, (button.label, scene.caption)


def test_the_beginners_word_covers_nothing(app):
    """Its word, once a table, is a line of the log: laid over the log's column it hid the
    log's first lines at every table's start (issue 38), and a toast lay over the hand."""
    app.settings = app.settings.with_(beginner_table=True)
    for size in ((960, 540), (1280, 720)):
        app.set_window_size(size)
        scene = open_book_table(app, config("draw"))
        run_until(app, lambda: my_turn(scene) and any(b.ring for b in scene.buttons), frames=4000)
        app.step([])
        said = [e.text for e in scene.log.entries if "Enter plays it" in e.text]
        assert len(said) == 1
        assert not any("ringed" in t.text for t in app.toasts)  # no toast at the foot, over the hand
        assert not hasattr(scene, "draw_banner")  # nothing laid over the log
        app.pop()


def test_commerce_enter_does_not_knock_unless_the_book_knocks(app):
    from test_table_variants import variant_config

    from game.engine import ActionKind

    app.settings = app.settings.with_(beginner_table=True)
    scene = open_book_table(app, variant_config("commerce", opponents=("caller", "good", "liberal"), seed=2))
    run_until(app, lambda: my_turn(scene), frames=6000)
    app.step([])
    state, advice = scene._advice_now()
    assert state == "ready"
    lit = [b for b in scene.buttons if b.lit]
    assert lit == [b for b in scene.buttons if b.ring] and [b.kind for b in lit] == [advice.action.kind]
    before = len(scene.session.table.actions)
    press(app, pygame.K_RETURN)
    done = scene.session.table.actions[before:]
    if advice.action.kind is not ActionKind.KNOCK:
        assert not any(a.kind is ActionKind.KNOCK for s, a in done if s == scene.me)
