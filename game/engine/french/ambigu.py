"""Ambigu (Foster, "Ambigu"): poker's French ancestor, two to six players with the
forty-card pack (no K Q J; the 10 high, the ace low), four cards a hand.

The deal, as the book gives it (each step's event names its paragraph):

1. **Blind**: each player puts one counter in the pool before the cards are dealt.
2. **Dealing**: cut to the left, dealt to the right: two cards each, one at a time.
3. **Method of Playing**: each in turn from the dealer's right says "Enough", or discards
   one or both and draws others from the top of the pack; either way he puts two counters
   in the pool.  The rest of the pack, less the discards, is reshuffled and cut, and two
   more cards are dealt to each, one at a time.
4. Each in turn says "I play" (putting up what he pleases within the limit: a ``BET``) or
   "I pass".  Once one plays, the others stay with him (``CALL``), raise him, or abandon.
   *Nobody stays with him*: he takes back his counters, the antes stay in the pool for the
   next deal, and the last to refuse pays him two counters.  *A raise nobody calls*: the
   raiser takes the pool, shows and is paid for his combination.  *All pass*: the dealer
   deals again (the pool kept, each putting another counter in) or puts up two counters
   and compels every one to keep his cards.
5. Those in the call (or, compelled, every one) draw again: one to four cards, or stand
   pat; then each in turn passes or plays, the betting as at Draw Poker.  All pass: the
   hands are abandoned and the pool stays for the next deal.  A bet nobody calls: the
   bettor takes the pool, shows and is paid.  Called: the hands are shown, the best (the
   elder hand on a tie) takes the pool, and **only he** is paid for his combination by
   every other player at the table (:mod:`game.hands.french.ambigu`).

Penalties: a player who shows his cards abandons his hand and forfeits four counters to
the pool (``SHOW_CARDS``); a hand with too many or too few cards at the show is foul and
abandoned.  At table stakes or freeze-out each player keeps back ten counters he may not
bet, so that having lost all he put in the pool he still pays for combinations.
The deal passes to the right, as in all French games.  Our rulings where the book is
silent are in docs/variants.md.
"""

from __future__ import annotations

from typing import Any, NamedTuple, Sequence

from game.cards import Card, shuffled
from game.hands.french.ambigu import AmbiguValue, evaluate, winner

from ..core.actions import Action, ActionKind, LegalAction
from .ambigu_events import (
    AmbiguDrawn, CardsAdded, CountersPaid, EnoughSaid, HandFoul, KeptBack, PackInPlay, TieToElder,
    PackReshuffled,
)
from ..core.betting import VariantDeal
from ..core.events import CountersBought, DrawAnnounced, HandShown, PackRebuilt, PoolWon, \
    Returned, Staked
from ..core.pools import split_pools
from ..core.seat import help_from_stock
from ..core.view import Phase

K = ActionKind


class AmbiguStep(NamedTuple):
    """Where the deal stands, as every seat sees it (``SeatView.ambigu``): the book's words
    differ from step to step ("Enough" at the first draw, "I play" or "I pass" after it)."""

    step: str
    """"dealing", "draw", "play" (I play or I pass), "choice" (the dealer's, all having
    passed) or "betting" (after the second draw, as at Poker)."""
    round: int
    """The draw's round: 1 (two cards; "Enough"), 2 (four cards; one to four, or stand pat)."""

BLIND = "Ambigu: blind"
CARDS = "Ambigu: cards"
DEALING = "Ambigu: dealing"
METHOD = "Ambigu: method of playing"
BETTING = "Ambigu: betting the hands"
VALUES = "Ambigu: value of the hands"
SHORT = "Ambigu: not enough cards"
SHOWN = "Ambigu: a hand shown"
FOUL = "Ambigu: a foul hand"
STAKE_KEPT = "Ambigu: counters kept back"
STAKES = "Ambigu: stakes"

ANTE = 2
"""Counters each puts in on standing or drawing ("two white counters ... for his ante")."""
REFUSED = 2
"""Paid by the last player who refuses to stay with the first to play."""
COMPEL = 2
"""Put up by the dealer who compels the players to keep their cards."""
FORFEIT = 4
"""Forfeited to the pool by a player who shows his cards."""
KEPT_BACK = 10
"""Counters kept back at table stakes to pay for combinations ("about ten")."""


class AmbiguDeal(VariantDeal):
    """One deal of Ambigu."""

    variant = "ambigu"
    title = "Ambigu (Foster, \"Ambigu\")"
    passage = "Ambigu"
    has_draw = False
    """(The window's odds helper counts Draw Poker's hands: none to offer here.)"""
    max_players = 6
    fixed_pack = "40"
    poker_pack = "52"
    """Ambigu values its hands itself (game.hands.french.ambigu); the table's poker rules are unused."""
    deal_law = DEALING
    buy_law = STAKES
    """ "one player should be the banker for the evening"."""
    poker_laws = "a house rule, as Draw Poker"
    """The section sends seats and the first deal to Bouillotte's; ours are cut as at Draw
    Poker ("a house rule, as Draw Poker's Laws 2-4")."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        # Dealt and played to the right: the dealer's right first, the dealer last.
        players = list(self.setup.players)
        dealer_in = self.dealer in players
        rest = [s for s in players if s != self.dealer]
        self.order = tuple(reversed(rest)) + ((self.dealer,) if dealer_in else ())
        self.age = self.order[0]
        """The elder hand: the dealer's right, who speaks first and wins ties."""
        self.pone = [s for s in self.order if s != self.dealer][-1]
        """Who cuts: the player on the dealer's left ("cut to the left")."""
        self.unit = self.house.blind
        self.step = "dealing"
        self.round = 0
        self.kept: dict[int, int] = {}
        self.staked_before: dict[int, int] = {}
        """What each had put in before the betting (the blind and antes)."""
        self.first_player: int | None = None
        self.stayed = False
        self.last_refuser: int | None = None
        self.values: dict[int, AmbiguValue] = {}

    # ----------------------------------------------------------------- counters
    def spare(self, seat: int) -> int:
        """What he may still put in the pool: at table stakes, all but what he keeps back."""
        return max(0, self.table.stacks[seat] - self.kept.get(seat, 0))

    def stack(self, seat: int) -> int:
        return self.spare(seat) if self.limited else self.table.stacks[seat]

    def all_in(self, seat: int) -> bool:
        return self.limited and self.spare(seat) == 0

    def put(self, seat: int, amount: int) -> int:
        if not self.limited:
            return super().put(seat, amount)
        amount = min(amount, self.spare(seat))
        if amount <= 0:
            return 0
        self.table.stacks[seat] -= amount
        self.hands[seat].put += amount
        return amount

    def to_pool(self, seat: int, amount: int, why: str, law: str) -> None:
        """Counters into the pool that are no part of his bet (the dealer's two when he
        compels, a forfeit): the pool's, like an ante for all."""
        if self.limited:
            amount = min(amount, self.spare(seat))
            self.table.stacks[seat] -= amount
        else:
            self.take(seat, amount)
        self.antes += amount
        if amount:
            self.emit(Staked(seat=seat, amount=amount, why=why, law=law))

    def take(self, seat: int, amount: int) -> int:
        """Take ``amount`` from a seat's stack, buying from the banker when short (Stakes)."""
        stacks = self.table.stacks
        if stacks[seat] < amount:
            lots = -(-(amount - stacks[seat]) // self.house.buy_in) * self.house.buy_in
            stacks[seat] += lots
            self.table.bought[seat] += lots
            self.emit(CountersBought(seat=seat, amount=lots, law=self.cite(self.buy_law)))
        stacks[seat] -= amount
        return amount

    def pay(self, payer: int, to: int, amount: int, why: str, law: str) -> None:
        """Counters from one player to another, outside the pool.  At table stakes he pays
        from all he has, the counters kept back included; otherwise he buys if short."""
        if amount <= 0:
            return
        stacks = self.table.stacks
        if self.limited:
            paid = min(amount, stacks[payer])
            stacks[payer] -= paid
        else:
            paid = self.take(payer, amount)
        stacks[to] += paid
        self.emit(CountersPaid(seat=payer, to=to, amount=paid, asked=amount, why=why, law=law))

    # ----------------------------------------------------------------- start
    def start(self) -> None:
        if self.limited:
            for s in self.order:
                self.kept[s] = min(KEPT_BACK * self.unit, self.table.stacks[s])
                self.emit(KeptBack(seat=s, amount=self.kept[s], law=STAKE_KEPT))
        for s in self.order:
            self.stake(s, self.unit, "blind", BLIND)
        n = self.state("pack", 0)  # "Two packs may be used alternately" ("Cards")
        self.keep("pack", 1 - n)
        self.emit(PackInPlay(pack=n + 1, law=CARDS))
        self.shuffle()
        self.deal_each(2)
        self.tell_dealt(DEALING)
        self.begin_draw(1, list(self.order))

    def begin_draw(self, number: int, seats: Sequence[int]) -> None:
        self.step = "draw"
        self.round = number
        self.phase = Phase.DRAW
        self.passage = METHOD
        self.need = set(seats)
        self.turn = seats[0] if seats else None
        if not seats:  # pragma: no cover - a draw always has someone
            self.flow()

    # ----------------------------------------------------------------- offers
    @property
    def raise_law(self) -> str:  # type: ignore[override]
        """A raise, a call and a hand abandoned cite the book's Ambigu paragraph of the
        moment, not Draw Poker's Laws 29 and 30: "I play" and staying with him under "Method
        of Playing"; after the second draw "Betting the Hands" ("the calling and raising
        proceeds as in Draw Poker")."""
        return self.passage

    call_law = abandon_law = raise_law

    def view_extra(self, seat: int) -> dict[str, Any]:
        return {"ambigu": AmbiguStep(step=self.step, round=self.round)}

    def offers(self) -> tuple[LegalAction, ...]:
        if self.step == "draw":
            return (LegalAction(K.DRAW, 0, 2 if self.round == 1 else 4),)
        if self.step == "choice":
            return (LegalAction(K.DEAL_AGAIN), LegalAction(K.KEEP_CARDS))
        return self.betting_offers() + (LegalAction(K.SHOW_CARDS),)

    # ----------------------------------------------------------------- the draws
    def do_draw(self, seat: int, action: Action) -> None:
        h = self.hands[seat]
        if self.round == 1:
            # "In either case he places two white counters in the pool for his ante."
            self.stake(seat, ANTE * self.unit, "ante", METHOD)
        discards = list(action.cards)
        for c in discards:
            h.cards.remove(c)
        drawn = self.help(len(discards), keep_out=discards) if discards else []
        self.dead.extend(discards)
        h.cards.extend(drawn)
        h.discarded = h.discarded + discards
        h.drawn = drawn
        h.drew = len(discards)
        self.record(seat, K.DRAW, 0, drew=len(discards))
        announced = EnoughSaid if self.round == 1 and not discards else DrawAnnounced
        self.emit(announced(seat=seat, count=len(discards), law=METHOD))
        self.emit(AmbiguDrawn(seat=seat, round=self.round, discarded=tuple(discards),
                              drawn=tuple(drawn), private_to=seat, law=METHOD))
        self.need.discard(seat)
        self.turn = self.next_seat(seat)
        if self.turn is None:
            if self.round == 1:
                self.deal_more()
            else:
                self.open_round("betting", BETTING, Phase.BETTING)

    def help(self, count: int, keep_out: Sequence[Card]) -> list[Card]:
        """``count`` cards from the top of the pack; "when there are not enough cards to
        supply the players, the discards must be gathered, shuffled, and cut"."""
        return help_from_stock(self.stock, self.dead, count, keep_out, self.rng,
                               lambda size: self.emit(PackRebuilt(cards=size, law=SHORT)))

    def deal_more(self) -> None:
        """The rest of the pack, less the discards, reshuffled and cut; two more each."""
        self.stock = shuffled(self.stock, self.rng)
        self.emit(PackReshuffled(cards=len(self.stock), law=METHOD))
        more: dict[int, list[Card]] = {s: [] for s in self.order}
        for _ in range(2):
            for s in self.order:
                more[s].append(self.deal_card())
        for s in self.order:
            self.hands[s].cards.extend(more[s])
            self.emit(CardsAdded(seat=s, cards=tuple(more[s]), private_to=s, law=METHOD))
        self.staked_before = {s: h.put for s, h in self.hands.items()}
        self.open_round("play", METHOD, Phase.BETTING)

    # ----------------------------------------------------------------- the betting
    def open_round(self, step: str, law: str, phase: Phase) -> None:
        self.step = step
        self.passage = law
        self.last_aggressor = None
        first = next((s for s in self.order if self.hands[s].live), None)
        self.open_betting(first, may_pass=True)
        self.phase = phase

    def do_bet(self, seat: int, action: Action) -> None:
        if self.step == "play" and self.first_player is None:
            self.first_player = seat  # "Any person announcing to play"
        super().do_bet(seat, action)

    def do_call(self, seat: int, action: Action) -> None:
        self.stayed = True
        super().do_call(seat, action)

    def do_raise(self, seat: int, action: Action) -> None:
        self.stayed = True
        super().do_raise(seat, action)

    def do_abandon(self, seat: int, action: Action) -> None:
        self.last_refuser = seat
        super().do_abandon(seat, action)

    def do_show_cards(self, seat: int, action: Action) -> None:
        """"Any player showing his cards must abandon his hand, and forfeit four counters
        to the pool"."""
        h = self.hands[seat]
        h.shown = True
        h.shown_cards = tuple(h.cards)
        self.emit(HandShown(seat=seat, cards=h.shown_cards, value="", category="", law=SHOWN))
        self.to_pool(seat, FORFEIT * self.unit, "forfeit for a hand shown", SHOWN)
        h.live = False
        self.need.discard(seat)
        self.dead.extend(h.cards)
        self.record(seat, K.SHOW_CARDS, 0)
        self.turn = self.next_seat(seat)

    def do_deal_again(self, seat: int, action: Action) -> None:
        """"He may gather the cards and deal again, each player putting another counter
        into the pool": the pool is kept for a new deal by the same dealer."""
        self.acted(seat, K.DEAL_AGAIN, 0, 0, METHOD)
        self.finish((), carried=self.pool_total(), next_dealer=self.dealer, law=METHOD)

    def do_keep_cards(self, seat: int, action: Action) -> None:
        """"Or he may put up two white counters himself, and compel the players to retain
        the cards dealt them, the dealer keeping his also": then all draw again."""
        self.acted(seat, K.KEEP_CARDS, 0, 0, METHOD)
        self.to_pool(seat, COMPEL * self.unit, "compels all to keep their cards", METHOD)
        self.begin_draw(2, self.live)

    def flow(self) -> None:
        if self.step not in ("play", "betting"):
            return
        self.close_unanswerable()
        live = self.live
        if len(live) == 1:
            self.one_left(live[0])
            return
        if self.need:
            if self.turn not in self.need:
                self.turn = self.next_seat(self.turn if self.turn is not None else self.order[-1])
            return
        if self.step == "play":
            if self.bet_made:
                self.begin_draw(2, live)  # "they again draw cards"
            else:
                self.step = "choice"  # all passed: the dealer's choice
                self.need = set()
                self.turn = self.dealer if self.dealer in live else live[-1]
            return
        if self.bet_made:
            self.show_down()
        else:
            # "If all pass, the hands are abandoned, and the pool remains."
            self.finish((), carried=self.pool_total(), next_dealer=self.right(), law=BETTING)

    def finish(self, winners: Sequence[int] = (), carried: int = 0,
               next_dealer: int | None = None, law: str | None = None) -> None:
        # The deal passing to the right is the dealing's law (as at Bouillotte); a pool
        # carried to the next deal keeps the law that leaves it there.
        super().finish(winners, carried, next_dealer, law if carried else DEALING)

    def right(self) -> int:
        """The next dealer: the deal passes to the right."""
        return self.table.seat_right_of(self.dealer)

    # ----------------------------------------------------------------- the end of a deal
    def one_left(self, seat: int) -> None:
        if self.step == "play" and self.bet_made and not self.stayed and seat == self.first_player:
            # "If no person will stay with him, he takes back his raise, leaving the antes,
            # and is paid two counters by the last player who refuses."
            h = self.hands[seat]
            back = h.put - self.staked_before.get(seat, 0)
            if back:
                h.put -= back
                self.table.stacks[seat] += back
                self.emit(Returned(seat=seat, amount=back, why="nobody stayed with him",
                                   law=METHOD))
            if self.last_refuser is not None:
                self.pay(self.last_refuser, seat, REFUSED * self.unit,
                         "refusing last to stay with him", METHOD)
            self.finish((), carried=self.pool_total(), next_dealer=self.right(), law=METHOD)
            return
        # A bet or raise nobody calls: "he takes the pool, and then shows his hand, and
        # demands payment from each of the other players for whatever combination he holds."
        law = METHOD if self.step == "play" else BETTING
        # (he shows for his payments: the pool's line must not say "without showing")
        winners = self.award(sole=seat, law=law, shown=True)
        self.show(seat, VALUES)
        self.pay_combination(seat)
        self.finish(winners, next_dealer=self.right(), law=law)

    def show(self, seat: int, law: str) -> None:
        h = self.hands[seat]
        h.shown = True
        h.shown_cards = tuple(h.cards)
        value = self.values[seat] = evaluate(h.cards)
        self.emit(HandShown(seat=seat, cards=h.shown_cards, value=value.describe(),
                            category=value.combination.label, law=law))

    def value(self, seat: int) -> AmbiguValue:  # type: ignore[override]
        return evaluate(self.hands[seat].cards)

    def show_down(self) -> None:
        """The players in the call show and compare; the best hand (the elder hand of
        equals) takes the pool and is paid for his combination."""
        for s in self.live:
            n = len(self.hands[s].cards)
            if n != 4:  # "Any player with too many or too few cards must abandon his hand"
                self.hands[s].live = False
                self.dead.extend(self.hands[s].cards)
                self.emit(HandFoul(seat=s, cards=n, law=FOUL))
        live = self.live
        if len(live) == 1:
            self.one_left(live[0])
            return
        if not live:  # every hand foul: the pool stays
            self.finish((), carried=self.pool_total(), next_dealer=self.right(), law=FOUL)
            return
        called = self.last_aggressor if self.last_aggressor in live else live[0]
        for s in self.order_from(called):
            if s in live:
                self.show(s, BETTING)
        put = {s: h.put for s, h in self.hands.items()}
        pools, returned = split_pools(put, set(live), self.carried_in + self.antes)
        for seat, amount in returned.items():
            self.table.stacks[seat] += amount
            self.emit(Returned(seat=seat, amount=amount, why="uncalled: nobody put up as much",
                               law="Table stakes"))
        winners: list[int] = []
        for i, pool in enumerate(pools):
            w = winner({s: self.values[s] for s in pool.eligible}, self.order)
            equal = [s for s in self.order if s in pool.eligible and s != w
                     and self.values[s].strength == self.values[w].strength]
            if equal:  # the log says why: "In case of ties ... the elder hand wins"
                self.emit(TieToElder(seat=w, other=equal[0], value=self.values[w].describe(), law=VALUES))
            self.table.stacks[w] += pool.amount
            if w not in winners:
                winners.append(w)
            self.emit(PoolWon(index=i, amount=pool.amount, eligible=pool.eligible, winners=(w,),
                              paid={w: pool.amount}, shown=True, law=VALUES))
        if winners:
            # "Only the player who wins the pool can demand payment for combinations held."
            self.pay_combination(winners[0])
        self.finish(tuple(winners), next_dealer=self.right(), law=BETTING)

    def pay_combination(self, seat: int) -> None:
        """Every other player at the table pays the pool's winner for his combination."""
        value = self.values.get(seat) or evaluate(self.hands[seat].cards)
        for s in self.order:
            if s != seat:
                self.pay(s, seat, value.paid * self.unit, value.describe(), VALUES)
