"""Book round 4 (issue 36), mended at the readings: an opponent's action is read by how his
hand stands against each other player on average, as at Stud (``game.ai.stud.EACH``), at
single-stake Brag and at Bouillotte too.  Read against all the others at once, a see of the
ante or an equal of the blind with three in read as a hand that beats nearly everything: the
book put a pair of sevens at 2% against a see and a raise while ace high against a raise
alone stood at 23% (8), and a Bouillotte point of 19 at under 1% against one equal, then at
11% once that player withdrew and another raised 60 (14)."""

from __future__ import annotations

import random
from types import SimpleNamespace

from game.ai.french.bouillotte import chance
from game.ai.three_card.brag import rules_for, share_beaten
from game.ai.three_card.brag_reading import BragReading
from game.cards import Card
from game.engine import Action, ActionKind, HouseRules, Phase, Table
from game.engine.core.view import PublicAction
from game.hands.three_card.brag import brag_value

K = ActionKind
B = Phase.BETTING


def _brag_view(history, pool: int):
    players = tuple(SimpleNamespace(seat=s, name=f"P{s}", in_deal=True, holds_cards=True)
                    for s in range(4))
    return SimpleNamespace(seat=0, players=players, history=tuple(history), variant="brag",
                           house=HouseRules(), pool=pool, deal=0)


def _share(text: str, view) -> float:
    rules = rules_for(view)
    cards = tuple(Card.parse(c) for c in text.split())
    return share_beaten(brag_value(cards, rules).strength, rules)


def test_a_pair_of_sevens_against_a_see_and_a_raise_reads_no_worse_than_ace_high_against_the_raise():
    # The tester's two spots: the ante 5 met by one, a third throws in, the fourth raises 15;
    # and a blind of 2, one throws in, the fourth raises 15.
    seen_and_raised = _brag_view([PublicAction(0, K.BET, 5, B), PublicAction(1, K.CALL, 5, B),
                                  PublicAction(2, K.ABANDON, 0, B),
                                  PublicAction(3, K.RAISE, 20, B)], 30)
    raised = _brag_view([PublicAction(1, K.BET, 2, B), PublicAction(2, K.ABANDON, 0, B),
                         PublicAction(3, K.RAISE, 17, B)], 19)
    sevens = BragReading(seen_and_raised, _share("7d 9d 2s", seen_and_raised)).chance()
    ace_high = BragReading(raised, _share("As 5h Kh", raised)).chance()
    assert sevens >= ace_high
    assert sevens > 0.05


def test_a_see_of_the_ante_says_little_at_brag():
    quiet = _brag_view([PublicAction(0, K.BET, 5, B)], 5)
    seen = _brag_view([PublicAction(0, K.BET, 5, B), PublicAction(1, K.CALL, 5, B)], 10)
    mine = _share("7d 9d 2s", quiet)
    assert BragReading(seen, mine).chance() >= 0.6 * BragReading(quiet, mine).chance()


def _bouillotte_view():
    """Four at Bouillotte, the good player to speak with K♠ 9♥ K♥ (a point of 19 in hearts)
    and the Q♦ turned."""
    table = Table(["Good", "A", "B", "C"], HouseRules(), random.Random(1), variant="bouillotte",
                  cut=False)
    table.start_deal()
    while table.view(table.to_act).phase is not B:
        seat = table.to_act
        kinds = {o.kind for o in table.view(seat).legal}
        table.act(seat, Action(K.NO_STRADDLE if K.NO_STRADDLE in kinds
                               else table.view(seat).legal[0].kind))
    view = table.view(table.to_act)
    hand = tuple(Card.parse(c) for c in "Ks 9h Kh".split())
    return view._replace(hand=hand,
                         bouillotte=view.bouillotte._replace(retourne=Card.parse("Qd")))


def _chance(view, actions) -> float:
    base = tuple(a for a in view.history if a.phase is not B)
    return chance(view._replace(history=base + tuple(actions)), random.Random(1), 300, read=True)


def test_an_equal_of_the_blind_is_not_read_as_a_brelan():
    view = _bouillotte_view()
    others = [p.seat for p in view.players if p.seat != view.seat]
    quiet = _chance(view, ())
    equalled = _chance(view, [PublicAction(others[1], K.CALL, 5, B)])
    assert quiet > 0.02
    assert equalled >= 0.7 * quiet


def test_a_raise_reads_as_strength_at_bouillotte():
    """With the same players still in, a raise never lifts the chance."""
    view = _bouillotte_view()
    me, others = view.seat, [p.seat for p in view.players if p.seat != view.seat]
    before = [PublicAction(others[1], K.CALL, 5, B), PublicAction(me, K.CALL, 5, B),
              PublicAction(others[1], K.ABANDON, 0, B)]
    assert _chance(view, before + [PublicAction(others[2], K.RAISE, 60, B)]) \
        < _chance(view, before)
