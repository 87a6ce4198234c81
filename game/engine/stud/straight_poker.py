"""Straight Poker, or Bluff (Foster, "Straight Poker"; Hoyle's Games Modernized, "Straight Poker").

Five cards to each player and no draw; no straight flush (fours are the best hand).  The
holder of the buck antes for all before the deal and passes the buck to his left; each in
turn from the dealer's left bets or passes; once a bet is made, each in turn must call,
raise or abandon, those who passed included.  When all pass, the pool stays and the next
holder of the buck antes again (a double pool) and the deal passes to the left; otherwise
the deal goes to the winner of the pool.

Our choices where the book is silent (docs/variants.md): each player's ante is the house
``blind`` (one white), so the buck's holder puts up one white a player; a tie for the pool
gives the deal to the tied winner first to the dealer's left; when all pass but one of
them has nothing left to ante with (table stakes, freeze-out), the hands are shown and the
best takes the pool rather than leave a share of it without an owner.
"""

from __future__ import annotations

from ..core.actions import ActionKind, LegalAction
from ..core.betting import BuckAnte, VariantDeal
from ..core.events import DoublePool
from ..core.view import Phase

K = ActionKind


class StraightPokerDeal(VariantDeal):
    """One deal of Straight Poker."""

    variant = "straight"
    title = "Straight Poker, or Bluff (Foster, \"Straight Poker\")"
    passage = "Straight Poker"
    dealer_plays_with_eight = True
    max_players = 8
    fixed_pack = "52"
    straight_flushes = False

    def start(self) -> None:
        BuckAnte.ante(self)
        self.shuffle()
        self.deal_hands()
        self.open_betting(self.order[0], may_pass=True)
        self.flow()

    def deal_hands(self) -> None:
        # Law 11: one at a time, in rotation from the dealer's left.
        self.deal_each(5)
        self.tell_dealt(self.cite("Law 11"))

    def offers(self) -> tuple[LegalAction, ...]:
        return self.betting_offers()

    def flow(self) -> None:
        while self.phase is not Phase.OVER:
            live = self.live
            if len(live) == 1:
                self.uncontested(live[0])
                return
            if not self.need:
                if self.bet_made:
                    self.showdown()
                else:
                    self.all_passed()
                return
            if self.turn is None or self.turn not in self.need:
                self.turn = self.next_seat(self.turn if self.turn is not None else self.dealer)
                continue
            return

    def uncontested(self, seat: int) -> None:
        """Nobody called: the bettor takes the pool without showing, and the next deal."""
        self.award(sole=seat, law=self.cite(self.raise_law) if self.bet_made else self.passage)
        self.finish((seat,), next_dealer=seat, law=f"{self.passage}: the winner of the pool deals")

    def showdown(self) -> None:
        self.show_all()
        winners = self.award()
        main = min(self.main_winners, key=self.order.index) if self.main_winners else None
        self.finish(winners, next_dealer=main, law=f"{self.passage}: the winner of the pool deals")

    def all_passed(self) -> None:
        if any(self.all_in(s) for s in self.live):
            # Someone has nothing left to ante with: show rather than carry (our rule).
            self.showdown()
            return
        amount = self.pool_total()
        self.emit(DoublePool(amount=amount, law=self.passage))
        self.finish((), carried=amount, next_dealer=None)

    def view_extra(self, seat: int) -> dict:
        return {"buck": self.state("buck", self.table.dealer)}

