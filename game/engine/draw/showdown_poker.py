"""Show-down Poker (Foster, "Show-down Poker"): a variety of Draw Poker played face up.

Each player turns the five cards dealt to him face up.  Each discards and draws in turn,
eldest hand (the age) first, the cards drawn dealt face up.  As soon as a hand is beaten
it is thrown into the deadwood.

The book gives no stakes and no betting for it.  Our choices (docs/variants.md): each
player antes one white (the house ``blind``) into the pool before the deal and there is
no betting; a hand is beaten when, after its owner has drawn, it is worse than a hand that
has already drawn (a hand yet to draw may still improve, so it is not beaten yet); when a
hand that has drawn beats the best before it, those are thrown in; the hands left at the
end divide the pool (ties divide, Law 36).  The pack runs short as in Draw Poker (Law 26):
the deadwood is shuffled for the draw.  The deal passes to the left.
"""

from __future__ import annotations

from typing import Any

from game.hands import evaluate

from ..core.actions import Action, ActionKind, LegalAction
from ..core.betting import VariantDeal
from ..core.events import CardUp, HandBeaten
from ..core.view import Phase

K = ActionKind


class ShowdownPokerDeal(VariantDeal):
    """One deal of Show-down Poker."""

    variant = "showdown"
    title = "Show-down Poker (Foster, \"Show-down Poker\")"
    passage = "Show-down Poker"
    poker_laws = None
    """A variety described within Draw Poker's own section: the Poker laws cited bare."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.best: list[int] = []  # the best hands among those that have drawn

    def start(self) -> None:
        for s in self.order:
            self.stake(s, self.house.blind, "ante", self.passage)
        self.shuffle()
        for _ in range(5):
            for s in self.order:
                card = self.deal_card()
                h = self.hands[s]
                h.cards.append(card)
                h.up.append(card)
                self.emit(CardUp(seat=s, card=card, law=self.passage))
        for s in self.order:
            self.hands[s].dealt = tuple(self.hands[s].cards)
        self.phase = Phase.DRAW
        self.need = set(self.order)
        self.turn = self.age

    def offers(self) -> tuple[LegalAction, ...]:
        assert self.turn is not None
        return (LegalAction(K.DRAW, 0, len(self.hands[self.turn].cards)),)

    def do_draw(self, seat: int, action: Action) -> None:
        self.draw_cards(seat, action.cards, public=True)
        self.need.discard(seat)
        self.judge(seat)
        self.turn = self.next_seat(seat)

    def judge(self, seat: int) -> None:
        """Throw into the deadwood every hand that has drawn and is beaten."""
        mine = evaluate(self.hands[seat].cards, self.hand_rules).strength
        if not self.best:
            self.best = [seat]
            return
        best = evaluate(self.hands[self.best[0]].cards, self.hand_rules).strength
        if mine < best:
            self.beaten(seat, self.best[0])
        elif mine > best:
            for s in self.best:
                self.beaten(s, seat)
            self.best = [seat]
        else:
            self.best.append(seat)

    def beaten(self, seat: int, by: int) -> None:
        h = self.hands[seat]
        h.live = False
        h.beaten = True
        self.dead.extend(h.cards)
        self.emit(HandBeaten(seat=seat, by=by, law=self.passage))

    def flow(self) -> None:
        if not self.need:
            for s in self.live:
                self.show(s, self.passage)
            self.finish(self.award(law=self.passage))
