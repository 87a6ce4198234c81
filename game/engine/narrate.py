"""The game log in plain words: one line per event, naming the law that was applied.

``describe(event, names, viewer)`` is what the window's log and the command-line
commands print.  A private event is described in full only to its owner.
"""

from __future__ import annotations

import re

from typing import Sequence

from game.cards import format_cards

from .actions import ActionKind
from .events import (
    Acted, BuckPassed, CardExchanged, CardsDrawn, CardUp, CountersBought, DealEnded, DealStarted,
    DoublePool, DrawAnnounced, Event, FrozenOut, HandBeaten, HandDealt, HandShown, JackMade, SatOut,
    Knocked, KittyTaken, MarkerPaid, PackRebuilt, PoolWon, Returned, SeatsDrawn, Staked,
    WhiskeyPaid, WidowDealt, WidowTaken, WidowTurned,
)

K = ActionKind


def _counters(n: int) -> str:
    return f"{n} counter" if n == 1 else f"{n} counters"


def _law(event: Event, text: str) -> str:
    return f"{event.law}: {text}" if event.law else text


# "You" takes the plain verb: "You draw 2", "Bob draws 2".
_PLAIN = {"abandons": "abandon", "bets": "bet", "buys": "buy", "calls": "call", "comes": "come",
          "declines": "decline", "does": "do", "draws": "draw", "has": "have", "makes": "make",
          "opens": "open", "passes": "pass", "puts": "put", "raises": "raise", "shows": "show",
          "stands": "stand", "straddles": "straddle", "takes": "take", "knocks": "knock",
          "turns": "turn", "lays": "lay", "exchanges": "exchange", "backs": "back",
          "joins": "join", "holds": "hold", "is": "are", "receives": "receive",
          "deals": "deal", "wins": "win", "divides": "divide", "loses": "lose",
          "cuts": "cut", "sits": "sit", "pays": "pay"}


_YOU = re.compile(r"\bYou (\w+)")
_MID_YOU = re.compile(r"(?<=[a-z,;] )You\b")


def _you(text: str) -> str:
    """Mend every verb after "You", wherever it stands: "You deals" -> "You deal"."""
    text = _YOU.sub(lambda m: "You " + _PLAIN.get(m.group(1), m.group(1)), text)
    text = text.replace("You cut lowest and deals", "You cut lowest and deal")
    return _MID_YOU.sub("you", text)  # capital only where a sentence or a ruling starts


def describe(event: Event, names: Sequence[str], viewer: int | None = None) -> str | None:
    """One line for the game log, or None for events the log leaves out.  With a
    ``viewer``, that seat is "You" (the window may also pass "You" among the names)."""
    line = _describe(event, names, viewer)
    return _you(line) if line is not None and viewer is not None else line


def _describe(event: Event, names: Sequence[str], viewer: int | None) -> str | None:
    def who(seat: int) -> str:
        return "You" if seat == viewer else names[seat]

    if isinstance(event, SeatsDrawn):
        cuts = ", ".join(f"{n} {' then '.join(c.symbol for c in cs)}" for n, cs in event.cuts)
        return _law(event, f"cut for seats ({cuts}); {event.order[0]} cut lowest and deals")
    if isinstance(event, DealStarted):
        kind = f"a jack pot, {event.openers.plural if event.openers else 'Jacks'} or better to open" \
            if event.jack_pot else "an ordinary pool"
        carried = f", {_counters(event.carried_in)} carried in" if event.carried_in else ""
        return f"Deal {event.deal}: {names[event.dealer]} deals {kind}{carried}."
    if isinstance(event, CountersBought):
        return _law(event, f"{who(event.seat)} buys {_counters(event.amount)} from the banker.")
    if isinstance(event, Staked):
        return _law(event, f"{who(event.seat)} puts up {_counters(event.amount)}: {event.why}.")
    if isinstance(event, HandDealt):
        if event.seat == viewer and all(event.cards):
            return f"You are dealt {format_cards(event.cards, symbols=True)}."  # type: ignore[arg-type]
        return None
    if isinstance(event, Acted):
        return _law(event, _acted(event, who(event.seat)))
    if isinstance(event, DrawAnnounced):
        drew = "stands pat" if event.count == 0 else f"draws {event.count}"
        return _law(event, f"{who(event.seat)} {drew}.")
    if isinstance(event, CardsDrawn):
        if event.seat == viewer and event.drawn and all(event.drawn):
            return f"You draw {format_cards(event.drawn, symbols=True)}."  # type: ignore[arg-type]
        if event.private_to is None and event.drawn:  # Show-down Poker: drawn face up
            return f"{who(event.seat)} draws {format_cards(event.drawn, symbols=True)} face up."  # type: ignore[arg-type]
        return None
    if isinstance(event, PackRebuilt):
        return _law(event, f"the pack runs short; discards and abandoned hands are shuffled and "
                           f"cut ({event.cards} cards).")
    if isinstance(event, HandShown):
        return _law(event, f"{who(event.seat)} shows {format_cards(event.cards, symbols=True)}"
                           f"{': ' + event.value if event.value else ''}.")
    if isinstance(event, PoolWon):
        return _law(event, _pool(event, who))
    if isinstance(event, Returned):
        return _law(event, f"{who(event.seat)} takes back {_counters(event.amount)}: {event.why}.")
    if isinstance(event, KittyTaken):
        return _law(event, f"{_counters(event.amount)} to the kitty.")
    if isinstance(event, JackMade):
        return _law(event, f"the next deal is a jack pot ({event.kind}).")
    if isinstance(event, FrozenOut):
        return _law(event, f"{who(event.seat)} has lost all and is frozen out.")
    if isinstance(event, SatOut):
        return _law(event, f"{who(event.seat)} has lost all and sits out this deal before "
                           "buying a new stake.")
    other = _other_games(event, who)
    if other is not None:
        return _law(event, other)
    if isinstance(event, DealEnded):
        carried = f"; {_counters(event.carried_out)} stay in the pool" if event.carried_out else ""
        return _law(event, f"the deal passes to {names[event.next_dealer]}{carried}.")
    return None


def _acted(e: Acted, name: str) -> str:
    allin = " (all he has)" if e.all_in else ""
    if e.kind is K.ABANDON:
        return f"{name} abandons the hand."
    if e.kind is K.CALL:
        if e.law == "FLAT POKER" and e.put == 0:
            return f"{name} joins the call against the backer."
        if e.law == "Law 18":
            return f"{name} comes in, putting up {_counters(e.put)}{allin}."
        if e.law == "Law 41":
            return f"{name} comes in for {_counters(e.put)}{allin}."
        if e.law and "sight" in e.law:
            return f"{name} calls a sight for {_counters(e.put)}, all he has."
        return f"{name} calls with {_counters(e.put)}{allin}."
    if e.kind is K.RAISE:
        return f"{name} raises {e.amount}, putting up {_counters(e.put)}{allin}."
    if e.kind is K.BET:
        return f"{name} bets {e.amount}{allin}."
    if e.kind is K.OPEN:
        return f"{name} opens for {e.amount}{allin}."
    if e.kind is K.PASS:
        if e.law and "holding the age" in e.law:
            return f"{name} holds the age."
        if e.law == "Law 37":
            return f"{name}: \"I pass this jack.\""
        return f"{name} passes."
    if e.kind is K.STRADDLE:
        return f"{name} straddles for {e.amount}."
    if e.kind is K.NO_STRADDLE:
        return f"{name} does not straddle."
    if e.kind is K.MAKE_JACK:
        return f"{name} makes it an only-two-in jack."
    if e.kind is K.DECLINE_SHOW:
        return f"{name} declines to show and pays the penalty."
    if e.kind is K.BACK_FIELD:
        return f"{name} backs his hand against the field for {_counters(e.put)}."
    return f"{name}: {e.kind.value}."


def _other_games(e: Event, who) -> str | None:  # type: ignore[no-untyped-def]
    """Lines for the steps of Straight, Stud, Whiskey and Show-down Poker."""
    if isinstance(e, BuckPassed):
        return f"the buck passes to {who(e.seat)}."
    if isinstance(e, DoublePool):
        return f"all pass; the {_counters(e.amount)} stay for a double pool."
    if isinstance(e, CardUp):
        return f"{who(e.seat)} receives {e.card.symbol} face up."
    if isinstance(e, WidowDealt):
        return "the widow is dealt face down, just before the dealer's own hand."
    if isinstance(e, WidowTaken):
        laid = format_cards(e.laid, symbols=True)
        if e.face_up:
            return f"{who(e.seat)} exchanges the hand for the widow, laying down {laid}."
        return f"{who(e.seat)} takes the widow, laying the hand dealt face up: {laid}."
    if isinstance(e, WidowTurned):
        return f"{who(e.seat)} turns up the widow: {format_cards(e.cards, symbols=True)}."
    if isinstance(e, CardExchanged):
        return f"{who(e.seat)} lays down {e.gave.symbol} and takes {e.took.symbol} from the widow."
    if isinstance(e, Knocked):
        return f"{who(e.seat)} knocks."
    if isinstance(e, HandBeaten):
        return f"{who(e.seat)} is beaten by {who(e.by)}; the hand goes into the deadwood."
    if isinstance(e, MarkerPaid):
        return f"{who(e.seat)} puts a marker in the middle for the worst hand ({e.left} left)."
    if isinstance(e, WhiskeyPaid):
        return f"{who(e.seat)} has lost every marker and pays for the whiskey; everyone " \
               f"takes {e.markers} markers again."
    return None


def _pool(e: PoolWon, who) -> str:  # type: ignore[no-untyped-def]
    which = "the pool" if e.index == 0 else f"side pool {e.index}"
    winners = " and ".join(who(w) for w in e.winners)
    how = "" if e.shown else " without showing"
    if len(e.winners) > 1:
        return f"a tie: {winners} divide {which} of {_counters(e.amount)}."
    if e.law == "Law 28":
        return f"no bet after the draw; {winners} takes {which} ({_counters(e.amount)}){how}."
    return f"{winners} takes {which} of {_counters(e.amount)}{how}."
