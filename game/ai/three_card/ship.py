"""The good player's judgement at My Ship Sails (Foster, "Commerce", its last paragraph).

Nearly every deal ends the moment somebody's ship sails, so the game is a race to the
flush, and the one card a player hands to a neighbour may win that neighbour the pool.
The good player therefore keeps notes of its own exchanges in the deal (what it gave each
neighbour, what each gave it back) and reads them as a player of the time would:

* the card a neighbour hands over is his odd card: he is not collecting its suit;
* a card given to a neighbour that did not make his ship sail was not of a suit he held
  two of;
* so the suit a neighbour collects is most likely one of the suits not yet seen passing
  between us, and the fewer of a suit are left unseen, the less likely anyone holds two.

From the notes it reckons, for each card it could part with, the risk that this card
makes the receiver's flush, against what the two cards kept are worth toward its own.
With three odd suits it lets its turn to exchange go by (no card can make its own flush,
and every card it hands on may make the neighbour's); with two of a suit it exchanges,
unless the card it would have to hand on is too likely the one the neighbour waits for.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.cards import Card, Suit
from game.engine import Action, ActionKind, SeatView
from game.hands.three_card.thirty_one import pips

K = ActionKind
SUITS = tuple(s for s in Suit)
GOT = 0.1
"""How far a card a neighbour handed over rules its suit out of his collection."""
SENT = 0.4
"""How far a card handed to him that did not sail him rules its suit out."""
PAIR = 0.45
"""What two of a suit kept are worth above two odd cards (as a share of one)."""
RISK = 0.5
"""The weight of the chance that the card handed on makes the receiver's ship sail."""


@dataclass
class ShipNotes:
    """What one seat saw of its own exchanges in the deal under way."""

    deal: int = -1
    kept: frozenset[Card] = frozenset()
    """The cards left in hand after the last card given (the one to come is new)."""
    last: ActionKind | None = None
    """The last exchange: GIVE (a card came from the right) or BARTER (from the left)."""
    got: dict[int, list[Card]] = field(default_factory=dict)
    """Cards each neighbour handed this seat, in order."""
    sent: dict[int, list[Card]] = field(default_factory=dict)
    """Cards this seat handed each neighbour, in order."""
    seen: set[Card] = field(default_factory=set)
    """Every card this seat has held or been shown in the deal."""

    def update(self, view: SeatView, left: int, right: int) -> None:
        """Start afresh on a new deal; else note the card that came since the last look."""
        hand = set(view.hand)
        if view.deal != self.deal or not self.kept <= hand:  # (a new table restarts the count)
            self.deal, self.kept, self.last = view.deal, frozenset(hand), None
            self.got, self.sent, self.seen = {}, {}, set(hand)
            return
        new = hand - self.kept
        if self.last is not None:
            src = right if self.last is K.GIVE else left
            self.got.setdefault(src, []).extend(new)
        self.seen |= hand
        self.kept = frozenset(hand)
        self.last = None

    def gave(self, kind: ActionKind, card: Card, to: int) -> None:
        self.sent.setdefault(to, []).append(card)
        self.kept = self.kept - {card}
        self.last = kind


def _neighbours(view: SeatView) -> tuple[int, int]:
    """(left, right): the seats in the deal either side of this one."""
    seats = [p.seat for p in view.players if p.in_deal]
    i = seats.index(view.seat)
    return seats[(i + 1) % len(seats)], seats[(i - 1) % len(seats)]


class ShipJudge:
    """The good player at My Ship Sails; ``decide`` gives a legal action."""

    def __init__(self) -> None:
        self.notes = ShipNotes()

    def unseen(self, suit: Suit) -> int:
        """Cards of ``suit`` this seat has not held in the deal."""
        return 13 - sum(1 for c in self.notes.seen if c.suit is suit)

    def suit_odds(self, seat: int) -> dict[Suit, float]:
        """How likely each suit is the one ``seat`` holds two of (summing to one): as the
        pairs left among the cards unseen, less the suits last seen passing between us."""
        notes = self.notes
        w = {}
        for s in SUITS:
            n = self.unseen(s)
            w[s] = n * (n - 1) / 2.0
        for c in notes.got.get(seat, [])[-1:]:
            w[c.suit] *= GOT  # his odd card: not his suit
        for c in notes.sent.get(seat, [])[-1:]:
            w[c.suit] *= SENT  # it did not sail him (unless it paired his odd card)
        total = sum(w.values()) or 1.0
        return {s: v / total for s, v in w.items()}

    def decide(self, view: SeatView) -> Action:
        left, right = _neighbours(view)
        self.notes.update(view, left, right)
        giving = view.offer(K.GIVE) is not None
        to = right if giving else left
        hand = list(view.hand)
        odds = self.suit_odds(to)

        def score(i: int) -> float:
            kept = hand[:i] + hand[i + 1:]
            pair = kept[0].suit is kept[1].suit
            worth = (1.0 if pair else 1.0 - PAIR) + sum(pips(c) for c in kept) / 1000
            return worth - odds[hand[i].suit] * RISK

        card = hand[max(range(3), key=score)]
        if giving:
            self.notes.gave(K.GIVE, card, to)
            return Action(K.GIVE, cards=(card,))
        if len({c.suit for c in hand}) == 3:
            # three odd suits: no card to come can make this ship sail, and the card
            # handed on may make the neighbour's; measured, passing wins clearly
            return Action(K.PASS)
        self.notes.gave(K.BARTER, card, to)
        return Action(K.BARTER, cards=(card,))
