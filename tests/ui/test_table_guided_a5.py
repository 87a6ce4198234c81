"""The guided deal after the fifth learner (issue 39).

The offer's key: on My Ship Sails' first table the offer read "Play a guided deal first (G)",
and G on the person's turn gave a card in exchange instead (Commerce gives under G as well).
The offer's key is now one that no game's action has at any moment, in any of the eighteen
games, and on the person's first turn it opens the guide."""

from __future__ import annotations

import time

import pygame
import pytest
from test_table_guided import app, drive  # noqa: F401 (the fixture)
from test_table_support import run_until
from uihelp import press

from game.engine import ActionKind
from game.engine.registry import VARIANTS
from game.guide.resume import guided_of
from game.store.stats import load_stats
from game.ui.guided import GUIDE_KEY, GUIDE_KEY_NAME
from game.ui.paths import saved_game_path, statistics_path
from game.ui.table.book_panel import BOOK_KEYS
from game.ui.table.show import _LETTERS, _MARK_KEYS, KEY_OF
from game.ui.tabletops.whiskey import WIDOW_KEYS

GAMES = sorted(VARIANTS)
_TABLE_KEYS = (pygame.K_h, pygame.K_l, pygame.K_i)
"""The table's own letters beside the actions: the odds helper, leaving, How to play."""


def first_table(app, variant: str):
    """A game's first table, from the New game screen, as a new player meets it."""
    from game.ui.scenes.newgame import NewGameScene

    app.settings = app.settings.with_(guided_offered=())  # (the first table again)
    page = NewGameScene(app)
    app.push(page)
    page.setup.variant = variant
    page.start()
    return app.top


def first_turn(app, variant: str):
    """A game's first table at the person's first turn, the offer standing.  (A deal may end
    before his turn, a ship sailing at once: then a new first table.)"""
    for _ in range(6):
        table = first_table(app, variant)
        run_until(app, lambda: bool(table.buttons) and table.session.human_to_act or table.session.deal_over,
                  dt=0.25, idle=0.002)
        if table.session.human_to_act:
            return table
        table.session.flush()  # (that deal's statistics written before the next table)
        app.go_home()
    raise AssertionError(f"no turn for the person at {variant}'s first deals")


def test_the_offers_key_is_no_actions_key_of_the_table():
    assert GUIDE_KEY_NAME not in KEY_OF.values()
    assert GUIDE_KEY not in _LETTERS and GUIDE_KEY not in _MARK_KEYS and GUIDE_KEY not in WIDOW_KEYS
    assert GUIDE_KEY not in BOOK_KEYS and GUIDE_KEY not in _TABLE_KEYS
    assert pygame.key.name(GUIDE_KEY).upper() == GUIDE_KEY_NAME


@pytest.mark.parametrize("variant", [v if v in ("commerce", "my-ship-sails") else pytest.param(v, marks=pytest.mark.slow)
                                     for v in GAMES])
def test_on_every_games_first_turn_the_offers_key_opens_the_guide(app, variant):
    """Every game's own keys (its table-top's, marked cards or none) leave the offer's key
    alone; on the person's first turn no button has it, and pressing it opens the guide with
    no move made at the table it leaves."""
    table = first_turn(app, variant)
    assert table.guide_offer is not None
    top = table.top
    assert not top.key(GUIDE_KEY)
    for marked in (set(), {0}):
        table.marked = set(marked)
        assert all(top.action_key(kind) != GUIDE_KEY_NAME for kind in ActionKind), variant
    table.marked = set()
    app.step([])
    keys = {b.key_name for b in table.buttons}
    assert GUIDE_KEY_NAME not in keys and keys, (variant, keys)
    old = table.session
    press(app, GUIDE_KEY)
    guided = app.top
    assert guided is not table and guided.guide_show is not None
    assert guided.session.guided.prepared.variant == variant
    assert old.closed and old.table.to_act == old.human  # (his turn untouched: no move was made)


# ----------------------------------------------------------------------------- statistics
def play_one_deal(app, table) -> None:
    """The person's moves through the window (the lit button, else the first; a card marked
    first where the move gives one), to the deal's end."""
    for _ in range(20000):
        session = table.session
        if session.deal_over and table._show_next():
            return
        if table.buttons and session.human_to_act and table.idle and not table.tweens.busy:
            button = next((b for b in table.buttons if b.lit), table.buttons[0])
            if button.kind in (ActionKind.GIVE, ActionKind.BARTER, ActionKind.TRADE_MONEY) and not table.marked:
                press(app, pygame.K_1)
            button.action()
        app.step([], 0.1)
        time.sleep(0.001)
    raise AssertionError("the deal did not end")


@pytest.mark.parametrize("variant", ["commerce", "ambigu"])
def test_the_deal_the_guide_replaces_counts_nowhere(app, home, variant):
    """A learner anted at Commerce's first table, took the guided deal, played it out, then
    *Play for real* and five deals: Statistics said a deal and a counter too many.  The deal
    the guide replaces is given up: no save keeps it, it counts nowhere, its ante comes back
    (the real game starts afresh), and the one deal played for real is all there is."""
    from game.engine.core.events import Staked
    from game.store.saves import load_game
    from game.ui.scenes.statistics import StatisticsScene

    table = first_turn(app, variant)
    replaced = table.session
    me = replaced.human
    # (his ante is in: as Commerce's dealer he may also have been paid for ready money already)
    assert any(isinstance(e, Staked) and e.seat == me for e in replaced.table.events)
    # A first table that ended before the person's turn was played and counted; only what
    # follows is this test's (the pack is shuffled from the system's source, as in play).
    before, _ = load_stats(statistics_path(home))
    press(app, GUIDE_KEY)
    guided = app.top
    assert replaced.closed and guided.guide_show is not None
    guided.session.flush()
    saved, _ = load_game(saved_game_path(home), guided_of)
    assert saved is not None and saved.game == guided.session.game_id != replaced.game_id
    drive(app, guided)
    assert guided.guide_show.summary is not None
    press(app, pygame.K_RETURN)  # Play for real
    real = app.top
    assert real is not guided and real.session.guided is None
    person = real.session.human
    assert real.session.table.deal_number == 1  # (a new game: every stack as bought, less this deal's ante)
    play_one_deal(app, real)
    real.session.flush()
    stats, problem = load_stats(statistics_path(home))
    assert problem is None
    net = real.session.table.stacks[person] - real.session.table.bought[person]  # (the plates)
    so_far = before.counters[-1] if before.counters else 0  # (the chart's running sum)
    assert stats.deals == before.deals + 1 and stats.counters == [*before.counters, so_far + net], (
        before.deals, stats.deals, stats.counters, net)
    app.push(StatisticsScene(app))
    app.step([])
    assert app.top.stats.deals == before.deals + 1 and app.top.stats.counters[-1] == so_far + net


# ----------------------------------------------------------------------------- the end's summary
@pytest.mark.parametrize("variant", ["bouillotte", "ambigu"])
def test_the_summary_waits_for_enter_once_the_last_payment_has_landed(app, variant):
    """A learner found the end's summary laid over Bouillotte's last payments (a brelan paid
    by two players more), and again, after a pause of a second and a half, over Ambigu's
    second show (learner round 7): once every counter has landed and the plates say what
    the table holds, a last note waits for Enter, for as long as the person likes; the
    summary comes only then."""
    from test_table_guided import guided_step

    from game.guide.resume import Guided, guided_config
    from game.ui.session import Session
    from game.ui.table.guide_panel import END

    session = Session(guided_config(variant, "You"), home=app.home, synchronous=True, think=0.0,
                      guided=Guided(variant))
    scene = app.show("table", session)
    guide = scene.guide_show
    deadline = time.monotonic() + 120  # (the book's word comes off the frame, on its worker)
    while time.monotonic() < deadline:
        if guide.summary is not None or (guide.note is not None and guide.note.kind == END.kind):
            break
        guided_step(app, scene, 0.1)
    assert guide.summary is None, f"{variant}: the summary came without an Enter after the end"
    assert guide.note == END and guide.waiting
    assert scene.idle and not scene.flyers and not scene.tweens.busy
    assert [seat.stack for seat in scene.seats] == list(session.table.stacks)
    for _ in range(100):  # ten seconds at the table: nothing comes by itself
        app.step([], 0.1)
    assert guide.summary is None and guide.note == END
    assert not scene._show_next()  # (no next deal offered: the summary follows)
    press(app, pygame.K_RETURN)
    app.step([], 0.05)
    assert guide.summary is not None


# ----------------------------------------------------------------------------- the summary's words
def test_commerce_trading_for_ready_money_is_not_seen_as_bartering():
    """A learner traded for ready money where the guide spoke of bartering; the summary said
    he had now seen "trading for barter".  Seen only when he barters."""
    from game.guide.state import GuideState
    from game.rulebook.guided import prepared_deal

    p = prepared_deal("commerce")
    barter = next(m for m in p.moments if m.id == "your-barter")
    assert barter.seen
    state = GuideState.from_dict(GuideState(said=["your-barter"], happened=["your-barter"]).to_dict())
    from game.guide.driver import Guide

    guide = Guide(p, p.names, p.seat_of("you"), state)
    assert "trading for barter" not in guide.summary().seen  # (said: he traded for ready money)
    state.came.append("your-barter")
    assert "trading for barter" in guide.summary().seen
    assert GuideState.from_dict(state.to_dict()).came == ["your-barter"]
