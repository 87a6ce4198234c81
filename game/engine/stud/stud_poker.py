"""Stud Poker (Foster, "Stud Poker"; Hoyle's Games Modernized, "Stud Poker"), in both its forms.

The arrangements are Straight Poker's: the buck and the ante for all, no straight flush,
the deal to the winner of the pool.  Each player's first card is dealt face down, the rest
face up, one at a time in rotation from the dealer's left.

* ``stud`` (:class:`StudPokerDeal`): all five cards dealt at once, one down and four up;
  each then looks at his down card, and the betting goes as in Straight Poker, from the
  dealer's left, each having the privilege of passing once before a bet is made.
* ``stud-rounds`` (:class:`StudRoundsDeal`), "a much more popular method": the deal stops
  at two cards, one down and one up.  The best hand showing makes the first bet; each in
  turn must meet it, raise it, or pass out of the pool.  If no one calls, the bettor takes
  the pool and the next deal.  If the bet is called, each still in is given another card
  face up and the best hand showing bets first again, while two or more remain, until they
  have five; then the last betting, and the down cards are shown.

Our choices where the book is silent (docs/variants.md): the best hand showing *must* bet
(he may abandon instead, and the first on his left who holds cards then speaks in his
place); a hand showing is ranked by its pairs, threes and fours and then its high cards
(four cards make no straight or flush); ties for the best showing go to the player first
to the dealer's left; at table stakes, when fewer than two players can still bet, the
remaining cards are dealt without betting.
"""

from __future__ import annotations

from game.hands.evaluator import context, eval_ranks

from ..core.events import CardUp, HandDealt
from .straight_poker import StraightPokerDeal
from ..core.view import Phase


class StudPokerDeal(StraightPokerDeal):
    """Stud Poker: one card down and four up, dealt at once; then Straight Poker's betting."""

    variant = "stud"
    title = "Stud Poker, four up at once (Foster, \"Stud Poker\")"
    passage = "Stud Poker"
    deal_law = "Stud Poker"
    """The deal is Stud's own (one card down, the rest up); the betting, through Straight
    Poker, Draw Poker's ("Draw Poker, Law 29")."""

    def deal_hands(self) -> None:
        for s in self.order:  # the first card of each hand face down
            self.hands[s].cards.append(self.deal_card())
        for s in self.order:
            h = self.hands[s]
            self.emit(HandDealt(seat=s, cards=(h.cards[0],), private_to=s, law=self.passage))
        for _ in range(4):
            self.deal_round_up()
        for s in self.order:
            self.hands[s].dealt = tuple(self.hands[s].cards)

    def deal_round_up(self) -> None:
        """One card face up to each player still holding cards, from the dealer's left."""
        for s in self.order:
            h = self.hands[s]
            if h.live:
                card = self.deal_card()
                h.cards.append(card)
                h.up.append(card)
                self.emit(CardUp(seat=s, card=card, law=self.passage))


class StudRoundsDeal(StudPokerDeal):
    """Stud Poker round by round: a card up each round while two or more stay."""

    variant = "stud-rounds"
    title = "Stud Poker, round by round (Foster, \"Stud Poker\")"

    def start(self) -> None:
        from ..core.betting import BuckAnte

        BuckAnte.ante(self)
        self.shuffle()
        for s in self.order:
            self.hands[s].cards.append(self.deal_card())
        for s in self.order:
            self.emit(HandDealt(seat=s, cards=(self.hands[s].cards[0],), private_to=s,
                                law=self.passage))
        self.deal_round_up()
        self.next_round()

    def best_showing(self) -> int:
        """The player whose up-cards make the best hand showing (first to the dealer's left
        among equals)."""
        ctx = context(self.hand_rules, False)
        best, seat = -1, self.live[0]
        for s in self.live:
            st = eval_ranks([int(c.rank) for c in self.hands[s].up], False, ctx)
            if st > best:
                best, seat = st, s
        return seat

    def next_round(self) -> None:
        """Open a round of betting, or deal on (or show) when it cannot be had."""
        while True:
            bettors = [s for s in self.live if self.can_act(s)]
            if len(bettors) >= 2:
                self.open_betting(self.best_showing(), may_pass=False)
                self.flow()
                return
            if len(self.hands[self.live[0]].cards) >= 5:
                self.showdown()
                return
            self.deal_round_up()

    def flow(self) -> None:
        while self.phase is not Phase.OVER:
            live = self.live
            if len(live) == 1:
                self.uncontested(live[0])
                return
            if not self.need:
                for s in self.order:
                    if self.hands[s].live and len(self.hands[s].cards) < 5:
                        break
                else:
                    self.showdown()
                    return
                # The bet is called: another card face up to each, and bet again.
                self.deal_round_up()
                self.next_round()
                return
            if self.turn is None or self.turn not in self.need:
                self.turn = self.next_seat(self.turn if self.turn is not None else self.dealer)
                continue
            return
