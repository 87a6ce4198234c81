"""The good player's reading at Stud, Brag and Bouillotte (issue 31): an opponent's action
is read from what he could see, his raises over the good player's raises mean more than his
first, and a player who bets on everything is counted as one."""

from __future__ import annotations

import random
from types import SimpleNamespace

from game.ai.three_card.brag_reading import BragReading
from game.ai.stud import LIKE, StudNotes, StudReading
from game.cards import Card
from game.engine import ActionKind, HouseRules, Phase
from game.engine.core.view import PublicAction

K = ActionKind


def _cards(text: str) -> tuple[Card, ...]:
    return tuple(Card.parse(c) for c in text.split())


def _stud(history, variant: str = "stud"):
    me = SimpleNamespace(seat=0, name="Good", up=_cards("9h 6d 9c 7c"), holds_cards=True,
                         in_deal=True, put=0)
    him = SimpleNamespace(seat=1, name="Other", up=_cards("3c Ad 3h Kd"), holds_cards=True,
                          in_deal=True, put=0)
    return SimpleNamespace(seat=0, hand=_cards("6s") + me.up, players=(me, him),
                           history=tuple(history), variant=variant, house=HouseRules(), pool=3,
                           deal=0)


def test_a_raise_over_the_good_players_bet_is_read_against_what_his_cards_show():
    """Nines and sixes against a pair of threes showing with an ace and a King: a raise
    after the good player's bet of the limit says the threes have a partner."""
    quiet = StudReading(_stud([])).chance()
    bet = PublicAction(0, K.BET, 50, Phase.BETTING)
    raised = StudReading(_stud([bet, PublicAction(1, K.RAISE, 100, Phase.BETTING)])).chance()
    assert quiet > 0.7
    assert raised < 0.4


def test_a_player_who_bets_on_everything_is_counted_as_one():
    notes = StudNotes()
    for _ in range(200):
        notes.note("Maniac", K.BET, 0.3, True)
        notes.note("Sound", K.BET, 0.3, False)
    assert notes.floor("Maniac", K.BET) > 0.5
    assert notes.floor("Sound", K.BET) == LIKE[K.BET][2]


def _brag(history):
    players = tuple(SimpleNamespace(seat=s, name=f"P{s}", in_deal=True, holds_cards=True)
                    for s in range(2))
    return SimpleNamespace(seat=0, players=players, history=tuple(history), variant="brag",
                           house=HouseRules(), pool=40, deal=0)


def test_a_war_of_raises_at_brag_is_fought_with_fewer_hands_on_each_side():
    ante = PublicAction(1, K.BET, 2, Phase.BETTING)
    wars = []
    for rounds in range(4):
        history = [ante]
        for _ in range(rounds):
            history += [PublicAction(0, K.RAISE, 20, Phase.BETTING),
                        PublicAction(1, K.RAISE, 40, Phase.BETTING)]
        wars.append(BragReading(_brag(history), 0.93).chance())
    assert wars == sorted(wars, reverse=True)
    assert wars[0] > 0.85 and wars[3] < wars[1] - 0.15


def test_bouillotte_reads_a_reraise():
    """A hand that would take the pool often is less sure after a raise over its own raise."""
    from game.ai.french.bouillotte import chance
    from game.engine import Table
    table = Table(["Good", "A", "B"], HouseRules(), random.Random(5), variant="bouillotte",
                  cut=False)
    table.start_deal()
    while table.view(table.to_act).phase is not Phase.BETTING:
        seat = table.to_act
        table.act(seat, next(a for a in _no_straddle(table.view(seat))))
    view = table.view(table.to_act)
    me = view.seat
    other = next(p.seat for p in view.players if p.seat != me)
    quiet = chance(view._replace(history=()), random.Random(1), 300, read=True)
    war = (PublicAction(other, K.RAISE, 10, Phase.BETTING),
           PublicAction(me, K.RAISE, 30, Phase.BETTING),
           PublicAction(other, K.RAISE, 60, Phase.BETTING))
    pressed = chance(view._replace(history=war), random.Random(1), 300, read=True)
    assert quiet > 0.05
    assert pressed < quiet


def _no_straddle(view):
    from game.engine import Action
    kinds = {o.kind for o in view.legal}
    yield Action(K.NO_STRADDLE if K.NO_STRADDLE in kinds else view.legal[0].kind)
