"""Brag, single stake, and American Brag (Foster, "Brag").

The paragraphs of the book's section are cited as "Brag, rule n":

* rule 1 the game: a full pack, seats and counters as at Draw Poker, three to twelve players;
* rule 2 the braggers (:mod:`game.hands.three_card.brag`);
* rule 3 **the dealer's ante** before the cards are cut, any amount within the limit, which no
  one may raise before the deal; three cards each, one at a time, from the dealer's left;
  then, **from the age**, each puts up as much as the ante or abandons, and may raise;
  those after him meet the total, raise it or pass out, "precisely" as in the betting
  after the draw at Poker;
* rule 4 **nobody sees the dealer's ante**: each other player pays him a white counter, and
  the deal passes; **a bet nobody meets** takes the pool unshown; a call: all the hands in
  it are shown and the best Brag hand wins;
* rule 5 the order of the hands (:func:`game.hands.three_card.brag.brag_value`);
* rules 10-11 **American Brag**: eight braggers, and when a player raises and another sees the
  raise, the two exchange hands unseen; the worse retires from the pool, the better goes
  back to its holder, who awaits a call or raise from the next player; so until one is
  left to dispute the pool with the dealer: a call shows both, else he takes it unshown.

Our rulings where the book is silent (docs/variants.md): the white counters are the house
``blind``; hands tied at the show divide the pool (Law 36); at American Brag the dealer
takes no part in the exchanges (the survivor "disputes the pool with the dealer"), a
player who raises over the bragger has seen him and exchanges too, a hand equal to the
bragger's does not beat it (the one who saw retires), and the extra a retiring raiser put
up stays in the pool without raising what the others must meet.
"""

from __future__ import annotations

from typing import Any

from game.hands.three_card.brag import BragRules, BragValue, brag_value

from ..core.actions import Action, ActionKind, LegalAction
from ..core.betting import VariantDeal
from .brag_events import BragRetired, HandsExchanged
from ..core.events import HandShown, PoolWon
from ..core.view import Phase

K = ActionKind
P_DEAL = "Brag, rule 3"
P_NOBODY = "Brag, rule 4"
P_SHOW = "Brag, rule 5"
P_AMERICAN = "Brag, rule 11"


class BragDeal(VariantDeal):
    """One deal of single-stake Brag."""

    variant = "brag"
    title = "Brag, single stake (Foster, \"Brag\")"
    passage = "Brag, rule 3"
    """The paragraph cited for a step of the betting the Poker laws do not name."""
    deal_law = P_DEAL
    raise_law = call_law = abandon_law = P_DEAL
    """rule 3 has its own words for the betting ("meet the total sum ..., increase it, or pass
    out"): Brag's raises, calls and hands thrown in cite it, not Draw Poker's Laws 29-30.
    The seats, counters and limit, "the same as in Draw Poker", cite "Draw Poker, Law n"."""
    tie_law = "a house rule, as Draw Poker's Law 36"
    """rule 5 breaks ties but says nothing of hands equal in every card: they divide (ours)."""
    dealer_plays_with_eight = True
    max_players = 8
    fixed_pack = "52"
    straight_flushes = False
    brag_rules = BragRules.ENGLISH
    cards_each = 3

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.ante = 0
        self.anted = False
        # The dealer antes; when he sits out (broke at table stakes), the player on his
        # right, dealt last, takes his part (our ruling).
        self.ante_seat = self.dealer if self.dealer in self.hands else self.order[-1]
        self.seen = False
        """Someone has met (or raised) the dealer's ante."""
        self.bragger: int | None = None

    # ----------------------------------------------------------------- values
    def value(self, seat: int) -> BragValue:  # type: ignore[override]
        return brag_value(self.hands[seat].cards, self.brag_rules)

    def show(self, seat: int, law: str) -> None:
        h = self.hands[seat]
        h.shown = True
        h.shown_cards = tuple(h.cards)
        v = self.value(seat)
        self.emit(HandShown(seat=seat, cards=tuple(h.cards), value=v.describe(),
                            category=v.category.label, law=law))

    # ----------------------------------------------------------------- the ante and the deal
    def start(self) -> None:
        # rule 3: the pack is shuffled, and the dealer antes before it is cut (his turn, to name
        # the amount); then the cut and the deal.
        self.shuffle()
        self.phase = Phase.BETTING
        self.turn = self.ante_seat

    def offers(self) -> tuple[LegalAction, ...]:
        if not self.anted:
            return (LegalAction(K.BET, 1, max(1, self.bet_cap(self.ante_seat))),)
        return self.betting_offers()

    def do_bet(self, seat: int, action: Action) -> None:
        if self.anted:  # pragma: no cover - a bet is offered only as the ante
            super().do_bet(seat, action)
            return
        self.anted = True
        self.ante = self.stake(seat, action.amount, "the dealer's ante", P_DEAL)
        self.record(seat, K.BET, self.ante)
        self.deal_each(self.cards_each)
        self.tell_dealt(P_DEAL)
        # rule 3: from the age, each meets the ante, raises, or abandons: the ante is the bet.
        self.phase = Phase.BETTING
        self.bet_made = True
        self.may_pass = False
        self.level = self.hands[seat].put
        self.last_aggressor = seat
        self.bragger = seat
        self.need = {s for s in self.live if s != seat and self.can_act(s)}
        self.close_unanswerable()
        self.turn = self.age if self.age in self.need else self.next_seat(self.age)

    def do_call(self, seat: int, action: Action) -> None:
        self.seen = True
        super().do_call(seat, action)

    def do_raise(self, seat: int, action: Action) -> None:
        self.seen = True
        super().do_raise(seat, action)
        self.bragger = seat

    # ----------------------------------------------------------------- flow
    def flow(self) -> None:
        while self.phase is not Phase.OVER:
            if not self.anted:
                return
            live = self.live
            if len(live) == 1:
                self.uncontested(live[0])
                return
            if not self.need:
                self.showdown()
                return
            if self.turn is None or self.turn not in self.need:
                self.turn = self.next_seat(self.turn if self.turn is not None else self.dealer)
                continue
            return

    def uncontested(self, seat: int) -> None:
        if not self.seen and seat == self.ante_seat:
            # rule 4: nobody will see the dealer's ante: each pays him a white counter.
            for s in self.order:
                if s != seat:
                    self.stake(s, self.house.blind, "a white counter to the dealer", P_NOBODY)
            # He takes back his ante with the whites: the whole pool is his.
            amount = self.pool_total()
            self.table.stacks[seat] += amount
            self.emit(PoolWon(index=0, amount=amount, eligible=(seat,), winners=(seat,),
                              paid={seat: amount}, shown=False, law=P_NOBODY))
            self.finish((seat,))
            return
        self.award(sole=seat, law=self.unshown_law())
        self.finish((seat,))

    def unshown_law(self) -> str:
        """The paragraph by which a bet nobody meets takes the pool unshown."""
        return P_NOBODY

    def showdown(self) -> None:
        self.show_all(P_SHOW)
        self.finish(self.award(law=P_SHOW))



class AmericanBragDeal(BragDeal):
    """One deal of American Brag: eight braggers, and the raisers' exchanges."""

    variant = "brag-american"
    title = "American Brag (Foster, \"Brag\")"
    brag_rules = BragRules.AMERICAN

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        if self.house.american_brag_by_rank:
            self.brag_rules = BragRules.AMERICAN_BY_RANK
        self.raised = False

    def do_raise(self, seat: int, action: Action) -> None:
        bragger = self.bragger if self.raised else None
        super().do_raise(seat, action)
        self.raised = True
        if bragger is not None:
            self.exchange(seat, bragger)

    def do_call(self, seat: int, action: Action) -> None:
        super().do_call(seat, action)
        if self.raised and self.bragger is not None:
            self.exchange(seat, self.bragger)

    def exchange(self, seer: int, bragger: int) -> None:
        """rule 11: the one who sees and the bragger exchange hands unseen; the worse retires."""
        if seer in (bragger, self.ante_seat) or bragger == self.ante_seat \
                or not self.hands[bragger].live:
            return  # the dealer takes no part in the exchanges (our ruling)
        a, b = self.hands[seer], self.hands[bragger]
        self.emit(HandsExchanged(seat=seer, other=bragger, seen=tuple(b.cards), private_to=seer,
                                 law=P_AMERICAN))
        self.emit(HandsExchanged(seat=bragger, other=seer, seen=tuple(a.cards),
                                 private_to=bragger, law=P_AMERICAN))
        beats = self.value(seer).strength > self.value(bragger).strength
        loser, winner = (bragger, seer) if beats else (seer, bragger)
        h = self.hands[loser]
        h.live = False
        self.need.discard(loser)
        self.dead.extend(h.cards)
        self.bragger = winner
        self.last_aggressor = winner
        # What the others must meet is what the hands still in put up (our ruling).
        self.level = max(self.hands[s].put for s in self.live)
        self.need = {s for s in self.live if self.can_act(s) and self.hands[s].put < self.level}
        self.emit(BragRetired(seat=loser, by=winner, law=P_AMERICAN))
        if self.turn == loser or self.turn is None:
            self.turn = self.next_seat(loser)

    def unshown_law(self) -> str:
        # rule 11: "If the bragger is not called, he takes the pool without showing his hand."
        return P_AMERICAN if self.raised else P_NOBODY
