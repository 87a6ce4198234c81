"""The deal in review says what was done after "you" ("you say "Enough"", "you pass the
word"): every action on offer in every game reads as a verb phrase (issue 30, wording)."""

from __future__ import annotations

import random

import pytest

from game.ai import make_player
from game.coach.words import choice_words, done_words
from game.engine import Action, ActionKind, HouseRules, Table, VARIANTS

K = ActionKind
VERBS = {
    "Say", "Do", "Let", "Keep", "Turn", "Exchange", "Trade", "Barter", "Give", "Equal", "Draw",
    "Stand", "Stay", "Call", "Raise", "Bet", "Open", "Blind", "Straddle", "Back", "Pass",
    "Abandon", "Throw", "Withdraw", "Hold", "Come", "Make", "See", "Ante", "Show", "Decline", "Stifle",
    "Knock", "Take", "Deal", "Buy", "Retire", "Consent", "Refuse", "Sit", "Ask", "Discard",
}


def _sample_action(view, offer) -> Action:  # type: ignore[no-untyped-def]
    hand = tuple(view.hand)
    if offer.kind is K.DRAW:
        return Action(K.DRAW, cards=hand[:min(2, offer.high)])
    if offer.kind is K.DRAW_ONE and view.widow:
        return Action(K.DRAW_ONE, cards=(hand[0], tuple(view.widow)[0]))
    if offer.kind in (K.TRADE_MONEY, K.BARTER, K.GIVE) and hand:
        return Action(offer.kind, cards=(hand[0],))
    return Action(offer.kind, offer.low)


def _every_offer(variant: str, seed: int, deals: int):  # type: ignore[no-untyped-def]
    names = ["You", "Colonel Dash", "Mrs Blythe", "Mr Poole"]
    table = Table(names, HouseRules(), random.Random(seed), variant=variant, cut=False)
    players = [make_player("good", random.Random(seed + i), name=n, variant=variant)
               for i, n in enumerate(names)]
    for _ in range(deals):
        if table.game_over:
            break
        table.start_deal()
        while not table.deal_over:
            seat = table.to_act
            view = table.view(seat)
            for offer in view.legal:
                yield view, _sample_action(view, offer)
            table.act(seat, players[seat].decide(view))


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_what_was_done_reads_after_you(variant: str) -> None:
    kinds = set()
    for view, action in _every_offer(variant, 3, 4):
        done = done_words(choice_words(view, action))
        first = done.split(" ", 1)[0].rstrip(":,")
        assert first in VERBS, (variant, action.kind, done)
        assert not done.startswith(("I ", "No ", "Ready", "Enough")), done
        kinds.add(action.kind)
    assert kinds


def test_the_reported_examples() -> None:
    assert done_words("Enough") == 'Say "Enough"'
    assert done_words("Pass the word") == "Pass the word"
    assert done_words("Ready money: your 4\u2665") == "Trade your 4\u2665 for ready money"
    assert done_words("I play 4") == 'Say "I play" for 4'
