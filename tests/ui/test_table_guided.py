"""The guided deal in the window (issue 39), driven by posted keys as a player would: every
prepared deal reaches its end, its moments shown one at a time with a pointer; Esc at any
step leaves the guide and a normal, legal table plays on; a save taken mid-guide resumes
where it stood; the end offers "Play for real"; and the guide is offered on the How to play
card, the Rules screen and a game's first table."""

from __future__ import annotations

import pygame
import pytest
from test_table_support import run_until
from uihelp import click, press

from game.engine import ActionKind
from game.engine.registry import VARIANTS
from game.guide.resume import Guided, guided_config
from game.rulebook.guided import prepared_deal
from game.ui.session import Session
from game.ui.table.show import AMOUNT_KINDS, KEY_OF

K = ActionKind
GAMES = sorted(VARIANTS)
_KEYS = {letter: getattr(pygame, f"K_{letter.lower()}") for letter in "ABCDEFGJKMNOPRSTUX"}
_MARK = (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5)
_WIDOW = (pygame.K_6, pygame.K_7, pygame.K_8, pygame.K_9, pygame.K_0)


@pytest.fixture
def app(home):
    """A small window, animations at their fastest: the guided deals are long to play."""
    from game.ui.app import App
    from game.ui.scenes import TitleScene
    from game.ui.settings import ANIMATION_SPEEDS

    a = App(home=home, size=(960, 540), catch_errors=False)
    a.settings = a.settings.with_(animation_speed=ANIMATION_SPEEDS[-1])
    a.home_scene = lambda: TitleScene(a)
    a.push(a.home_scene())
    a.step([])
    yield a
    a.close()


def open_guided(app, variant: str, book_inline: bool = False):
    """A guided table whose players (and, with ``book_inline``, whose book) answer in
    line: a book on its worker answers at a moment a test cannot choose."""
    session = Session(guided_config(variant, "You"), home=app.home, synchronous=True, think=0.0,
                      guided=Guided(variant), book_inline=book_inline)
    return app.show("table", session)


def _settled(scene) -> bool:
    return scene.idle and not scene.tweens.busy


def book_move(app, scene) -> None:
    """Make the book's move (as the guide has it) with the keys a player would press."""
    session = scene.session
    view = session.view()
    action = scene.guide_show.guide.book(view) if scene.guide_show is not None else None
    if action is None:
        from game.ai import CallingStation

        action = CallingStation().decide(view)
    before = len(session.table.actions)
    mine = [sp.card for sp in scene.seats[scene.me].cards]
    kind = action.kind
    if kind is K.DRAW:
        # (the book's cards may stand marked already: the guide lights the book's draw)
        want = {mine.index(card) for card in action.cards}
        for i in sorted(set(scene.marked) ^ want):
            press(app, _MARK[i])
        press(app, _KEYS["D"])
    elif kind is K.DRAW_ONE:
        gave, took = (action.cards if action.cards else
                      (view.hand[action.amount // len(view.widow)], view.widow[action.amount % len(view.widow)]))
        press(app, _MARK[mine.index(gave)])
        press(app, _WIDOW[list(view.widow).index(took)])
    elif kind in (K.GIVE, K.BARTER, K.TRADE_MONEY):
        card = action.cards[0] if action.cards else view.hand[action.amount]
        press(app, _MARK[mine.index(card)])
        press(app, _KEYS[scene._key_of(kind)])  # (My Ship Sails' exchange is E)
    elif kind in AMOUNT_KINDS:
        low = scene.offers[kind].low
        press(app, pygame.K_HOME)
        for _ in range(action.amount - low):
            press(app, pygame.K_UP)
        press(app, _KEYS[KEY_OF[kind]])
    else:
        press(app, _KEYS[KEY_OF[kind]])
    assert len(session.table.actions) == before + 1 or session.deal_over, (kind, str(action))


def guided_step(app, scene, dt: float = 0.05) -> str:
    """One step of the guided drive: Enter on a waiting note, the book's move on the person's
    turn, Enter for the next deal, or else a frame of ``dt``.  Says which it took: "note",
    "move", "next" or "frame"."""
    guide = scene.guide_show
    if guide.waiting and not scene.animating:
        press(app, pygame.K_RETURN)
        return "note"
    if scene.buttons and scene.session.human_to_act and _settled(scene) and not guide.waiting \
            and guide._pending is None:
        book_move(app, scene)
        return "move"
    if scene._show_next() and not guide.waiting:
        press(app, pygame.K_RETURN)
        return "next"
    app.step([], dt)
    return "frame"


def drive(app, scene, stop_after: int | None = None, frames: int = 6000) -> list:
    """Play the guided deal through the window (:func:`guided_step` at each frame); stop once
    ``stop_after`` notes have been gone on from, or at the end.  Returns the notes shown."""
    shown = []
    for _ in range(frames):
        guide = scene.guide_show
        if guide is None or not guide.active:
            break
        if guide.summary is not None:
            break
        if guide.waiting and not scene.animating:
            shown.append(guide.note)
            if stop_after is not None and len(shown) > stop_after:
                return shown
        guided_step(app, scene, 0.1)
    return shown


@pytest.mark.slow
@pytest.mark.parametrize("variant", GAMES)
def test_every_prepared_deal_reaches_its_end_in_the_window(app, variant):
    scene = open_guided(app, variant)
    shown = drive(app, scene)
    guide = scene.guide_show
    assert guide.summary is not None, f"{variant}: the end never came"
    said = [n.moment for n in shown if n.kind == "moment"]
    assert said == [m.id for m in prepared_deal(variant).moments]
    assert not guide.summary.missed
    for note in shown:
        # (the buttons are pointed at only while their turn lasts: tests/ui/test_table_guided_learner.py)
        if note.point and note.point != "buttons":
            assert guide.target_rect(note) is not None or note.point == "log", note
    # Play for real: a new game, the same opponents, no guide.
    names = scene.session.config.names
    press(app, pygame.K_RETURN)
    table = app.top
    assert table is not scene and table.guide_show is None and table.session.guided is None
    assert sorted(table.session.config.names) == sorted(names)


@pytest.mark.slow
@pytest.mark.parametrize("variant", ["draw", "bouillotte", "commerce", "ambigu", "brag", "whiskey"])
def test_esc_at_every_step_leaves_a_normal_legal_table(app, variant):
    scene = open_guided(app, variant)
    total = len(drive(app, scene))
    app.go_home()
    for step in range(0, total, 1 if variant in ("bouillotte", "commerce", "ambigu") else 3):
        scene = open_guided(app, variant)
        drive(app, scene, stop_after=step)
        press(app, pygame.K_ESCAPE)
        session = scene.session
        assert session.guided.state.left and not scene.guide_show.showing
        assert app.top is scene  # Esc left the guide: the menu did not open
        # The deal plays on as any other, to its end, every move legal.
        for _ in range(1500):
            if session.deal_over and scene.idle and scene.deal_done:
                break
            if scene.buttons and session.human_to_act and _settled(scene):
                book_move(app, scene)
            else:
                app.step([], 0.1)
        assert session.deal_over, (variant, step)
        table = session.table
        assert table.counters_in_play() == sum(table.bought)
        app.go_home()


def test_a_save_mid_guide_resumes_where_it_stood(app, home):
    from game.ui.app import App
    from game.ui.scenes import TitleScene

    scene = open_guided(app, "bouillotte")
    drive(app, scene, stop_after=6)
    session = scene.session
    note = scene.guide_show.note
    said = list(session.guided.state.said)
    hand = [sp.card for sp in scene.seats[scene.me].cards]
    session.flush()
    app.quit()
    app.close()

    again = App(home=home, size=(960, 540), catch_errors=False)
    again.home_scene = lambda: TitleScene(again)
    again.push(again.home_scene())
    again.step([])
    try:
        menu = again.top.menu
        click(again, menu.rects[[i.label for i in menu.items].index("Continue")].center)
        table = again.top
        guide = table.guide_show
        assert guide is not None and table.session.guided.state.said == said
        assert guide.note is not None and guide.note.text == note.text  # the note shown again
        assert [sp.card for sp in table.seats[table.me].cards] == hand
        shown = drive(again, table)
        assert guide.summary is not None
        assert [m.id for m in prepared_deal("bouillotte").moments] == \
            said + [n.moment for n in shown if n.kind == "moment" and n.moment not in said]
    finally:
        again.close()


def test_the_guide_holds_the_table_while_a_note_is_up(app):
    scene = open_guided(app, "draw")
    run_until(app, lambda: scene.guide_show.waiting)
    assert scene.guide_show.note.kind == "opening"
    events = len(scene.session.events)
    for _ in range(60):
        app.step([], 0.2)
    assert len(scene.session.events) == events and scene.guide_waits()
    assert not scene.needs_frames()  # at rest: the frame costs nothing while the person reads
    press(app, pygame.K_RETURN)
    assert scene.guide_show.note is None or scene.guide_show.note.kind != "opening"


@pytest.mark.parametrize("book_first", [False, True], ids=["before-the-book", "after-the-book"])
def test_a_move_not_the_books_is_answered_and_the_deal_goes_on(app, book_first):
    """Pressed before the book has answered (a quick hand) or after: the word comes either way."""
    scene = open_guided(app, "draw", book_inline=book_first)
    session = scene.session
    for _ in range(2000):  # to the first turn the guide speaks to
        guide = scene.guide_show
        if scene.buttons and session.human_to_act and _settled(scene) and K.CALL in scene.offers:
            break
        if guide.waiting and not scene.animating:
            press(app, pygame.K_RETURN)
        elif scene.buttons and session.human_to_act and _settled(scene):
            book_move(app, scene)
        else:
            app.step([], 0.05)
    while scene.guide_show.waiting:
        press(app, pygame.K_RETURN)
    if book_first:
        from game.ui.book import decision_key

        key = decision_key(session.view())
        run_until(app, lambda: session.book.advice(key)[0] != "thinking")
    press(app, pygame.K_c)  # come in, where the book throws in (pressed before its answer, or after)
    for _ in range(200):  # (a move made before the book answered is judged when it has)
        if scene.guide_show.note is not None:
            break
        app.step([], 0.05)
    assert scene.guide_show.note is not None and scene.guide_show.note.kind == "differs"
    assert not session.guided.state.on_line
    drive(app, scene)
    assert scene.guide_show.summary is not None and scene.guide_show.summary.missed


def test_the_guide_is_offered_on_the_card_the_rules_and_a_first_table(app):
    app.show("how-to-play", "commerce")
    app.step([])
    press(app, pygame.K_y)
    table = app.top
    assert table.guide_show is not None and table.session.guided.prepared.variant == "commerce"
    app.go_home()
    app.show("rules", variant="ambigu")
    app.step([])
    press(app, pygame.K_y)
    assert app.top.guide_show is not None and app.top.session.config.variant == "ambigu"
    app.go_home()
    # A game's first table: offered once, beside the card.
    from game.ui.scenes.newgame import NewGameScene

    page = NewGameScene(app)
    app.push(page)
    page.setup.variant = "stud"
    app.settings = app.settings.with_(how_to_play_off=("stud",))
    page.start()
    table = app.top
    assert table.guide_offer is not None and "stud" in app.settings.guided_offered
    app.step([])
    press(app, pygame.K_y)
    assert app.top.guide_show is not None and app.top.session.guided.after is not None


def test_bouillotte_another_move_the_guide_the_lit_button_and_ask_agree(app):
    """The play-tester's Bouillotte (issue 39): he raised where the book would not.  At each
    of his turns the guide's word is the book's advice (the same Ask the book shows), the lit
    button is its move; the guide ends after the two deals it named, with no stale word."""
    from game.guide.move_words import book_words
    from game.guide.notes import _curly
    from game.ui.book import decision_key

    scene = open_guided(app, "bouillotte")
    session = scene.session
    first = session.guided.state.first
    raised = False
    checked = 0
    for _ in range(6000):
        guide = scene.guide_show
        if guide.summary is not None:
            break
        mine = scene.buttons and session.human_to_act and _settled(scene) and guide._pending is None
        if mine:
            view = session.view()
            state, advice = session.book.advice(decision_key(view))
            if state == "ready":
                lit = [b.kind for b in scene.buttons if b.lit]
                assert lit == [advice.action.kind], (lit, str(advice.action))
                note = guide.note
                if note is not None and "The book would" in note.text:
                    assert _curly(book_words(view, advice)) in note.text
                    checked += 1
        if guide.waiting and not scene.animating:
            press(app, pygame.K_RETURN)
            continue
        if mine:
            if not raised and K.RAISE in scene.offers and K.CALL in scene.offers:
                raised = True
                press(app, _KEYS["R"])
                note = scene.guide_show.note
                assert note is not None and note.kind == "differs" and "and the next" in note.text
                continue
            book_move(app, scene)
            continue
        if scene._show_next() and not guide.waiting:
            press(app, pygame.K_RETURN)
            continue
        app.step([], 0.1)
    guide = scene.guide_show
    assert raised and checked and guide.summary is not None
    assert session.table.deal_number == first + 1, "the guide ends after the two deals it named"
    lines = " ".join(guide.summary.lines())
    assert "Colonel Dash shows three nines" not in lines


def test_while_the_guide_holds_the_table_the_caption_says_what_to_press(app):
    """Issue 38: after the person's move the guide's note held the table, the caption still
    said "Your turn…" and the panel "Watch the table": a tester thought it had hung.  While
    the guide holds the table and the person has no move to make, the caption says Enter goes
    on, and so does the panel; once it goes on the caption is the table's again."""
    from game.ui.table.guide_panel import GUIDE_CAPTION

    scene = open_guided(app, "bouillotte")
    held = after_move = 0
    moved = False
    for _ in range(6000):
        guide = scene.guide_show
        if guide is None or not guide.active or guide.summary is not None:
            break
        if guide.waiting and not scene.animating and not scene.buttons and not scene._show_next():
            app.step([], 0.05)
            assert scene.caption == GUIDE_CAPTION, (scene.caption, guide.note)
            assert scene._actions_text(scene._turn_seat())[0] == "Read the guide"
            held += 1
            after_move += moved
            moved = False
            press(app, pygame.K_RETURN)
            app.step([], 0.05)
            assert scene.caption != GUIDE_CAPTION or scene.guide_waits()
            continue
        if guide.waiting and not scene.animating:
            press(app, pygame.K_RETURN)
            continue
        if scene.buttons and scene.session.human_to_act and _settled(scene) and guide._pending is None:
            book_move(app, scene)
            moved = True
            continue
        if scene._show_next() and not guide.waiting:
            press(app, pygame.K_RETURN)
            continue
        app.step([], 0.1)
    assert held and after_move, (held, after_move)


def test_the_offer_on_a_first_table_pushes_the_log_down_and_goes_after_the_first_deal(app):
    """Issue 38: the offer lay over the log's head for the whole game, cutting a line.  While
    it stands the log lies under it; it goes at the person's first move or when the next deal
    starts, and the log has its whole room again."""
    from game.ui.scenes.newgame import NewGameScene

    page = NewGameScene(app)
    app.push(page)
    page.setup.variant = "brag"
    app.settings = app.settings.with_(how_to_play_off=("brag",))
    page.start()
    table = app.top
    full = table.rects["log"].height + table.rects["offer"].height  # (less the gap)
    assert table.guide_offer is not None
    app.step([])
    offer, log = table.rects["offer"], table.rects["log"]
    assert offer.height and log.top >= offer.bottom and not log.colliderect(offer)
    assert table.log.rect == log
    run_until(app, lambda: bool(table.buttons))  # the person's first move lets it go
    next(b for b in table.buttons if b.lit or b.kind is not None).action()
    app.step([])
    assert table.guide_offer is None
    assert table.rects["offer"].height == 0 and table.rects["log"].height > full - app.layout.px(20)
    assert table.log.rect == table.rects["log"]


def test_the_offer_goes_when_the_next_deal_starts(app):
    from game.ui.scenes.table import TableScene

    session = Session(guided_config("draw", "You"), home=app.home, synchronous=True, think=0.0)
    table = app.show("table", session)
    assert isinstance(table, TableScene)
    table.offer_guide()
    assert table.guide_offer is not None and table._offer_deal == max(1, session.table.deal_number)
    from game.engine.core.events import DealStarted

    table._on_deal_started(DealStarted(deal=table._offer_deal + 1, dealer=0, age=1, pone=0, players=(0, 1),
                                       carried_in=0, jack_pot=False, openers=None))
    assert table.guide_offer is None and table.rects["offer"].height == 0


def test_leaving_the_guide_says_so_where_no_card_is(app):
    """Issue 38: "You have left the guide…" lay over the person's cards for a moment; at the
    table the window's messages stand at the foot of the log's column."""
    scene = open_guided(app, "ambigu")
    for _ in range(3000):  # on to the person's first turn, his cards dealt
        if scene.buttons and _settled(scene) and not scene.guide_show.waiting:
            break
        if scene.guide_show.waiting and not scene.animating:
            press(app, pygame.K_RETURN)
        else:
            app.step([], 0.1)
    assert scene.seats[scene.me].cards
    press(app, pygame.K_ESCAPE)
    assert app.toasts and "left the guide" in app.toasts[-1].text
    app.step([], 0.05)
    assert app.toast_rects
    cards = [b for seat in scene.seats if (b := scene._hand_box(seat)) is not None] + scene.top.middle_rects()
    for rect in app.toast_rects:
        assert rect.collidelist(cards) < 0, (tuple(rect), [tuple(c) for c in cards])
        assert scene.rects["log"].contains(rect)


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)], ids=["960x540", "1280x720"])
def test_the_guides_title_keeps_inside_its_panel(app, size):
    """Issue 38: "A guided deal of Commerce" ran to the panel's edge."""
    from layout_probe import LayoutProbe

    app.set_window_size(size)
    with LayoutProbe(app) as probe:
        for variant in ("commerce", "commerce-widow", "brag-three-stake", "whiskey-markers"):
            scene = open_guided(app, variant)
            run_until(app, lambda: scene.guide_show.note is not None)
            scene.guide_show._image_key = None
            pieces = probe.draw(scene)
            panel = scene.guide_show.panel.inflate(-2 * app.layout.px(8), 0)
            title = scene.guide_show.note.title
            heads = [p for p in pieces if p.kind == "text" and p.label.lower() == (title or "").lower()]
            assert heads, title
            assert all(panel.contains(p.rect) for p in heads), (heads, tuple(panel))
            app.go_home()
