"""Playing a game the way the window does, without the window (for the store's tests)."""

from __future__ import annotations

import random

from game.engine import Action, ActionKind as K
from game.ui.session import HUMAN, Session
from game.store.saves import GameConfig
from game.engine import HouseRules


def game_config(opponents=("good", "close", "liberal"), seed=None, variant="draw", house=None):
    names = ("You",) + tuple(f"P{i}" for i in range(len(opponents)))
    return GameConfig(names, (HUMAN,) + tuple(opponents), house or HouseRules(), seed, variant)


def person_acts(session: Session, rng: random.Random) -> None:
    """A legal action for the person (discarding at random)."""
    offer = rng.choice(session.legal())
    if offer.kind is K.DRAW:
        hand = session.view().hand
        action = Action(K.DRAW, cards=tuple(rng.sample(hand, rng.randint(0, min(3, offer.high)))))
    else:
        action = Action(offer.kind, rng.randint(offer.low, offer.high) if offer.high else 0)
    assert session.act(action) is None


def step(session: Session, rng: random.Random) -> bool:
    """One move of the game: the next deal, the person's action or a computer's; False at the end."""
    if session.game_over and session.deal_over:
        return False
    if session.deal_over:
        return session.next_deal()
    if session.human_to_act:
        person_acts(session, rng)
    else:
        session.update(1.0)
    return True
