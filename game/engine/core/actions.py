"""What a seat can do: the kinds of action, an action, and a legal-action offer."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Callable, NamedTuple

from game.cards import Card

from .errors import AmountOutOfRange, MalformedAction


class ActionKind(Enum):
    """Every action a player can take; the value is the name used in hand histories."""

    # Members are singletons: hash by identity, not by name (the engine's hot path).
    __hash__ = object.__hash__

    BLIND = "blind"
    """The age chooses his blind (only when the blind may be up to half the limit)."""
    STRADDLE = "straddle"
    """Double the blind or the last straddle before seeing a card (Law 17)."""
    NO_STRADDLE = "no straddle"
    """Decline to straddle; nobody after may straddle (Law 17)."""
    ABANDON = "abandon"
    """Throw down the hand and all interest in the pool (Laws 18, 28, 29)."""
    CALL = "call"
    """Put up what is needed to stay: come in, make good the ante, see a bet, or call a sight."""
    RAISE = "raise"
    """Stay and add more (Laws 19, 29); the amount is the raise over what staying costs."""
    BET = "bet"
    """The first bet after the draw (Law 28); declining it means abandoning."""
    PASS = "pass"
    """Decline to open a jack pot but keep the hand (Law 38)."""
    OPEN = "open"
    """Open a jack pot with jacks or better, for any amount within the limit (Law 38)."""
    MAKE_JACK = "make jack"
    """The age's fourth choice when only one has come in: an only-two-in jack (Law 21)."""
    DRAW = "draw"
    """Discard the given cards and be helped to as many (Law 22); none is standing pat."""
    SHOW = "show"
    """Show the hand in the call (Law 34)."""
    DECLINE_SHOW = "decline to show"
    """Decline to show, paying the penalty (Law 34; house rule)."""
    # -- the other games of the family (Foster, "Straight Poker" … "Flat Poker")
    KNOCK = "knock"
    """Whiskey Poker: stand on the hand; when the turn comes round to him, the hands are shown."""
    TAKE_WIDOW = "take the widow"
    """Whiskey Poker: exchange the hand for the widow while it is still face down."""
    TURN_WIDOW = "turn up the widow"
    """Whiskey Poker: the dealer, nobody having taken the widow, turns it face up."""
    DRAW_ONE = "draw one"
    """Whiskey Poker: lay one card of the hand face up in the widow and take one of its cards.
    The cards are ``(from the hand, from the widow)``; a player that can only pick a number
    may give ``amount = 5 * hand position + widow position`` instead (``high`` is 24)."""
    EXCHANGE = "exchange"
    """Whiskey Poker: exchange the whole hand for the widow lying face up."""
    BACK_FIELD = "back against the field"
    """Flat Poker: put up as much as all the others' stakes together, backing the hand
    against the field; nobody may raise it."""
    # -- between deals at table stakes (Foster, "Table Stakes"; game/engine/core/stakes.py)
    ASK_STAKE = "ask a new stake"
    """A player with nothing asks to buy a new stake before the next deal (the others must
    all consent); the offer's amount is the stake."""
    CONSENT = "consent"
    """Consent to the new stake another player has asked for."""
    REFUSE = "refuse"
    """Refuse it: he sits out the next deal."""
    SIT_OUT = "sit out"
    """A player with nothing sits out until he says he is back."""
    COME_BACK = "come back"
    """He is back: he buys a new stake before the next deal (after sitting out at least one)."""
    # -- Ambigu (Foster, "Ambigu"; game/engine/french/ambigu.py)
    DEAL_AGAIN = "deal again"
    """Ambigu: all having passed, the dealer gathers the cards and deals again, the pool kept."""
    KEEP_CARDS = "keep the cards"
    """Ambigu: all having passed, the dealer puts up two counters and compels every player to
    keep the cards dealt him (the dealer keeping his also)."""
    SHOW_CARDS = "show the hand"
    """Ambigu: a player shows his cards before the show; he abandons the hand and forfeits
    four counters to the pool."""
    # -- Commerce and My Ship Sails (Foster, "Commerce"; game/engine/three_card/commerce.py)
    TRADE_MONEY = "trade for ready money"
    """Commerce: give a card and a counter to the dealer for the top card of the pack.  The
    card is named in ``cards`` or by its place in the hand (``amount``, 0-2)."""
    BARTER = "trade for barter"
    """Commerce: offer a card to the player on the left, who must give one of his own for it
    unseen, or knock (My Ship Sails: the exchange to the left).  Card or place as above."""
    GIVE = "give a card"
    """Commerce, My Ship Sails: give a card for the one offered from the right, unseen."""
    # -- Brag (Foster, "Brag"; game/engine/three_card/brag_three.py)
    BUY_CARD = "buy a card"
    """Three-stake Brag: pay a counter into the third pool for a card dealt face up."""
    # -- Bouillotte between deals (Foster, "Bouillotte, or Brelan"; game/engine/french/bouillotte_cave.py)
    NEW_CAVE = "buy a new cave"
    """Bouillotte: a player décavé buys a new cave of his choosing (the offer's range)."""
    RETIRE = "retire"
    """Bouillotte: a player décavé retires from the game instead."""


ALL_KINDS: tuple[ActionKind, ...] = tuple(ActionKind)
"""Every kind, those only the other games use included."""


@dataclass(frozen=True, slots=True)
class Action:
    """One action.  ``amount`` is the bet, raise, opening or blind; ``cards`` the discard."""

    kind: ActionKind
    amount: int = 0
    cards: tuple[Card, ...] = ()

    def __str__(self) -> str:
        if self.kind is ActionKind.DRAW:
            return f"draw {len(self.cards)}" if self.cards else "stand pat"
        if self.kind is ActionKind.DRAW_ONE and len(self.cards) == 2:
            return f"draw one ({self.cards[0].code} for {self.cards[1].code})"
        return f"{self.kind.value} {self.amount}" if self.amount else self.kind.value


class LegalAction(NamedTuple):
    """An action allowed now, with the smallest and largest amount it may carry.

    For CALL the amount is fixed (``low == high`` = what staying costs, less when it is a
    sight).  For RAISE it is the raise over the call; for BET, OPEN and BLIND the stake.
    For DRAW, ``high`` is the most cards that may be discarded.
    """

    kind: ActionKind
    low: int = 0
    high: int = 0

    def allows(self, amount: int) -> bool:
        """True if ``amount`` is within the offer."""
        return self.low <= amount <= self.high


_CHOSEN = frozenset((ActionKind.RAISE, ActionKind.BET, ActionKind.OPEN, ActionKind.BLIND,
                     ActionKind.DRAW_ONE))
"""The kinds whose amount the player chooses within the offer (each game checks the range)."""
_CHOSEN |= {ActionKind.NEW_CAVE}  # Bouillotte: a new cave of the player's choosing
_WITH_CARDS = frozenset((ActionKind.DRAW, ActionKind.DRAW_ONE))
"""The only kinds that carry cards: the discard, or Whiskey's card for the widow's."""


def check_action(seat: object, action: object, seats: int,
                 legal: Callable[[int], tuple[LegalAction, ...]]) -> None:
    """Check every field of ``action`` for type and value before anything changes.

    Every game's table calls this first (:meth:`Table.act`).  A field of the wrong type
    raises :class:`MalformedAction`.  Against the offer of the same kind (``legal(seat)``,
    when there is one; an action not offered is left to the game, which names the law): an
    amount on a kind whose amount is fixed (a call, a straddle, backing against the field)
    must be none or that amount, a kind that carries no amount must carry none, and only a
    draw carries cards.  The range of a chosen amount is each game's own check."""
    if type(action) is not Action:
        raise MalformedAction(f"not an action: {action!r}")
    if type(seat) is not int or not 0 <= seat < seats:
        raise MalformedAction(f"no seat {seat!r} at this table")
    kind, amount, cards = action.kind, action.amount, action.cards
    if type(kind) is not ActionKind:
        raise MalformedAction(f"not a kind of action: {kind!r}")
    if type(amount) is not int:  # (bool is not int here: True is no amount)
        raise MalformedAction(f"an amount is a whole number of counters, not {amount!r}")
    if type(cards) is not tuple:
        raise MalformedAction(f"the cards of an action are a tuple of cards, not {cards!r}")
    if not amount and not cards:
        return  # the common case: nothing more to check
    if amount < 0:
        raise AmountOutOfRange(f"an amount cannot be negative ({amount})")
    for c in cards:
        if type(c) is not Card:
            raise MalformedAction(f"not a card: {c!r}")
    for offer in legal(seat):
        if offer.kind is kind:
            break
    else:
        return
    if cards and kind not in _WITH_CARDS:
        raise MalformedAction(f"{kind.value} takes no cards")
    if kind is ActionKind.DRAW_ONE and cards:
        if len(cards) != 2 or amount:
            raise MalformedAction("draw one names a card of the hand and one of the widow, "
                                  "or gives a number, not both")
    elif amount and kind not in _CHOSEN:
        if kind is ActionKind.DRAW or offer.low != offer.high:
            raise AmountOutOfRange(f"{kind.value} takes no amount, not {amount}")
        if amount != offer.low:
            raise AmountOutOfRange(f"{kind.value} is {offer.low} now, not {amount}")


# -- Commerce and My Ship Sails: the card traded, bartered or given is named in ``cards``
# (one card) or by its place in the hand (``amount``).
_CHOSEN = _CHOSEN | {ActionKind.TRADE_MONEY, ActionKind.BARTER, ActionKind.GIVE}
_WITH_CARDS = _WITH_CARDS | {ActionKind.TRADE_MONEY, ActionKind.BARTER, ActionKind.GIVE}
