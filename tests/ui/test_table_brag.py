"""Brag's three forms through the window (game/ui/tabletops/brag.py): three-card hands, the
dealer's ante, three-stake's pools and cards bought, played with keys under the dummy driver."""

from __future__ import annotations

import random

import pygame
import pytest
from test_table_support import kinds, my_turn, open_table, run_until
from uihelp import press

from game.engine import ActionKind, HouseRules, Phase
from game.ui.session import computer_config
from game.ui.tabletops import tabletop_for
from game.ui.tabletops.brag import AmericanBragTop, BragTop, ThreeStakeTop

K = ActionKind
KEYS = {K.PASS: pygame.K_p, K.CALL: pygame.K_c, K.BET: pygame.K_b, K.RAISE: pygame.K_r,
        K.ABANDON: pygame.K_a, K.BUY_CARD: pygame.K_d}


def config(variant: str, seed: int = 5):
    return computer_config(["good", "liberal", "close"], house=HouseRules(), seed=seed, human="You",
                           variant=variant)


def counters(session) -> int:
    table = session.table
    return sum(table.stacks) + table.carried - sum(table.bought) + (
        table.deal.pool_total() if table.deal and not table.deal_over else 0)


def test_each_form_has_its_table_top():
    assert tabletop_for("brag") is BragTop
    assert tabletop_for("brag-american") is AmericanBragTop
    assert tabletop_for("brag-three-stake") is ThreeStakeTop


@pytest.mark.parametrize("variant", ["brag", "brag-three-stake", "brag-american"])
def test_a_person_plays_brag_with_keys(app, variant):
    scene = open_table(app, config(variant))
    session = scene.session
    start = counters(session)
    rng = random.Random(2)
    taken = set()
    for _ in range(3):
        for _ in range(60):
            run_until(app, lambda: my_turn(scene) or (session.deal_over and scene.idle))
            if session.deal_over:
                break
            offered = kinds(scene)
            if K.BUY_CARD in offered:
                choice = K.BUY_CARD if rng.random() < 0.6 else K.PASS
            else:
                choice = rng.choice(sorted((k for k in offered if k in KEYS), key=lambda k: k.value))
            before = len(session.table.actions)
            press(app, KEYS[choice])
            assert len(session.table.actions) == before + 1, (choice, offered)
            taken.add(choice)
        run_until(app, lambda: session.deal_over and scene.idle and scene.deal_done, frames=4000)
        assert counters(session) == start
        assert [s.stack for s in scene.seats] == list(session.table.stacks)
        session.next_deal()
    assert taken


def test_three_stake_shows_two_backs_and_the_card_turned_up(app):
    scene = open_table(app, config("brag-three-stake", seed=8))
    session = scene.session
    run_until(app, lambda: my_turn(scene) or session.deal_over)
    deal = session.table.deal
    for seat in scene.seats:
        if seat.seat == session.human or not deal.hands.get(seat.seat):
            continue
        cards = [sp.card for sp in seat.cards]
        assert len(cards) == 3 and cards[:2] == [None, None]
        assert cards[2] == deal.hands[seat.seat].up[0]
    mine = [sp.card for sp in scene.seats[session.human].cards]
    assert mine == deal.hands[session.human].cards
    if deal.phase is not Phase.OVER:
        assert sum(scene.top.pool_amounts()) >= deal.pool_total()
    surface = pygame.Surface(app.window.get_size())
    scene.draw(surface)


@pytest.mark.parametrize("variant", ["brag", "brag-american"])
def test_the_buttons_say_ante_and_see_the_ante_as_the_book_does(app, variant):
    """rules 3-4: "The dealer must put up an ante"; "If no one will see the dealer's ante"."""
    scene = open_table(app, config(variant))
    session = scene.session
    said: dict = {}
    for _ in range(4):  # four at the table: the person deals once and is the age once
        for _ in range(60):
            run_until(app, lambda: my_turn(scene) or (session.deal_over and scene.idle))
            if session.deal_over:
                break
            deal = session.table.deal
            for b in scene.buttons:
                said.setdefault((b.kind, deal.anted, deal.seen), []).append(b.label)
            offered = kinds(scene)
            choice = next(k for k in (K.BET, K.CALL, K.ABANDON) if k in offered)
            press(app, KEYS[choice])
        run_until(app, lambda: session.deal_over and scene.idle and scene.deal_done, frames=4000)
        session.next_deal()
    antes = said[(K.BET, False, False)]
    assert antes and all(w.startswith("Ante ") and w[5:].isdigit() for w in antes)
    sees = said[(K.CALL, True, False)]
    assert sees and all(w.startswith("See the ante ") for w in sees)
    # after the ante is seen, Brag's word still: "See 5" (never "Call", issue 38)
    assert all(w.startswith("See ") or w == "Stay" for w in said.get((K.CALL, True, True), []))
    assert said[(K.ABANDON, True, False)][0] == "Throw in"  # Brag, rule 3 (issue 38, window round 6)


def test_three_stake_buttons_pass_out_and_stand(app):
    """rules 7-8: "those who pass out do not abandon their hands"; cards bought until he stands."""
    scene = open_table(app, config("brag-three-stake", seed=8))
    session = scene.session
    top = scene.top
    assert top.label(K.ABANDON, None) == "Pass out"
    run_until(app, lambda: my_turn(scene) or session.deal_over)
    deal = session.table.deal
    deal.buying = True
    assert top.label(K.PASS, None) == "Stand"
    deal.buying = False
    assert top.label(K.PASS, None) is None  # the brag: pass, as at Poker
    assert top.label(K.BET, None) is None
