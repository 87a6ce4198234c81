"""Hand histories: one JSON object per deal, built by listening to a table's events.

The format is documented in ``docs/hand-history.md``.  Every counter is accounted for:
the starts plus ``carried_in`` equal the ends plus ``carried_out`` plus ``kitty``, where
a seat's ``start`` includes anything it bought from the banker during the deal.
"""

from __future__ import annotations

import json
from typing import Any, Callable

from game.cards import Card

from .events import (
    Acted, BuckPassed, CardExchanged, CardsDrawn, CardUp, CountersBought, DealEnded, DealStarted,
    DoublePool, DrawAnnounced, Event, HandBeaten, HandDealt, HandShown, Knocked, KittyTaken, SatOut,
    MarkerPaid, PoolWon, Returned, Staked, WhiskeyPaid, WidowDealt, WidowTaken, WidowTurned,
    ComesBack, StakeAnswered, StakeAsked, StakeDecided, StaysOut,
)


_BETWEEN = (StakeAsked, StakeAnswered, StakeDecided, StaysOut, ComesBack)

FORMAT_VERSION = 1


def _codes(cards: tuple[Card | None, ...] | list[Card]) -> list[str]:
    return [c.code for c in cards if c is not None]


class HandHistory:
    """A listener that turns each deal's events into a hand-history record."""

    def __init__(self, table: Any, on_deal: Callable[[dict[str, Any]], None] | None = None,
                 keep: bool = True) -> None:
        self.table = table
        self.on_deal = on_deal
        self.keep = keep
        self.deals: list[dict[str, Any]] = []
        self._rec: dict[str, Any] | None = None
        self._before: list[dict[str, Any]] = []
        """What was said between deals at table stakes, for the next deal's record."""
        table.subscribe(self)

    def __call__(self, event: Event) -> None:
        if isinstance(event, DealStarted):
            t = self.table
            self._rec = {
                "format": FORMAT_VERSION, "variant": t.variant, "deal": event.deal,
                "dealer": event.dealer, "age": event.age, "jack_pot": event.jack_pot,
                "openers": _openers(event.openers.plural) if event.openers else None,
                "house": t.house.to_dict(),
                "seats": [{"seat": s, "name": t.names[s], "start": t.stacks[s], "end": None}
                          for s in range(t.size)],
                "cards": {}, "actions": [], "pools": [], "returned": [], "shown": [],
                "carried_in": event.carried_in, "carried_out": 0, "kitty": 0,
            }
            if self._before:
                self._rec["new_stakes"], self._before = self._before, []
            return
        rec = self._rec
        if rec is None:
            if isinstance(event, _BETWEEN):
                self._before.append(_between(event))
            elif hasattr(event, "between_record"):  # a game's own (Bouillotte's new cave)
                self._before.append(event.between_record())
            return
        if isinstance(event, CountersBought):
            rec["seats"][event.seat]["start"] += event.amount
        elif isinstance(event, HandDealt):
            rec["cards"][str(event.seat)] = {"dealt": _codes(event.cards), "discarded": [],
                                             "drawn": [], "final": _codes(event.cards)}
        elif isinstance(event, Staked):
            rec["actions"].append({"seat": event.seat, "type": event.why, "amount": event.amount})
        elif isinstance(event, Acted):
            rec["actions"].append({"seat": event.seat, "type": event.kind.value,
                                   "amount": event.put})
        elif isinstance(event, DrawAnnounced):
            rec["actions"].append({"seat": event.seat, "type": "draw", "amount": 0,
                                   "cards": event.count})
        elif isinstance(event, CardsDrawn):
            c = rec["cards"][str(event.seat)]
            c["discarded"] = _codes(event.discarded)
            c["drawn"] = _codes(event.drawn)
            kept = [x for x in c["final"] if x not in c["discarded"]]
            c["final"] = kept + c["drawn"]
        elif isinstance(event, HandShown):
            if event.seat not in rec["shown"]:
                rec["shown"].append(event.seat)
        elif isinstance(event, PoolWon):
            rec["pools"].append({"amount": event.amount, "eligible": list(event.eligible),
                                 "winners": list(event.winners),
                                 "paid": {str(k): v for k, v in event.paid.items()},
                                 "shown": event.shown, "law": event.law})
        elif isinstance(event, Returned):
            rec["returned"].append({"seat": event.seat, "amount": event.amount, "why": event.why})
        elif isinstance(event, KittyTaken):
            rec["kitty"] += event.amount
        elif isinstance(event, SatOut):
            rec.setdefault("sitting_out", []).append(event.seat)
            if event.until_back:
                rec.setdefault("until_back", []).append(event.seat)
        elif isinstance(event, (CardUp, WidowDealt, WidowTaken, WidowTurned, CardExchanged,
                                Knocked, HandBeaten, MarkerPaid, WhiskeyPaid, BuckPassed,
                                DoublePool)):
            _other_games(rec, event)
        elif hasattr(event, "into_record"):  # a game's own events (Ambigu, Bouillotte, the trading games)
            event.into_record(rec)
        elif isinstance(event, DealEnded):
            for s, stack in enumerate(event.stacks):
                rec["seats"][s]["end"] = stack
            rec["carried_out"] = event.carried_out
            rec["next_dealer"] = event.next_dealer
            self._rec = None
            if self.keep:
                self.deals.append(rec)
            if self.on_deal is not None:
                self.on_deal(rec)


def _between(event: Event) -> dict[str, Any]:
    """A new stake asked, answered, decided; sitting out until back, coming back (TABLE STAKES)."""
    if isinstance(event, StakeAsked):
        return {"seat": event.seat, "type": "ask a new stake", "amount": event.amount}
    if isinstance(event, StakeAnswered):
        return {"seat": event.seat, "type": "consent" if event.consent else "refuse",
                "to": event.asker}
    if isinstance(event, StakeDecided):
        return {"seat": event.seat, "type": "granted" if event.granted else "refused"}
    if isinstance(event, StaysOut):
        return {"seat": event.seat, "type": "sit out"}
    assert isinstance(event, ComesBack)
    return {"seat": event.seat, "type": "come back"}


def _other_games(rec: dict[str, Any], event: Event) -> None:
    """The steps of Stud, Whiskey and Show-down Poker (docs/hand-history.md)."""
    cards = rec["cards"]
    if isinstance(event, CardUp):
        c = cards.setdefault(str(event.seat), {"dealt": [], "discarded": [], "drawn": [],
                                               "final": []})
        c.setdefault("up", []).append(event.card.code)
        c["dealt"].append(event.card.code)
        c["final"].append(event.card.code)
    elif isinstance(event, WidowDealt):
        rec["widow"] = {"dealt": _codes(event.cards), "final": _codes(event.cards),
                        "face_up": False}
    elif isinstance(event, WidowTaken):
        c = cards[str(event.seat)]
        c["final"] = _codes(event.taken)
        rec["widow"]["final"] = _codes(event.laid)
        rec["widow"]["face_up"] = True
        rec["actions"].append({"seat": event.seat, "amount": 0,
                               "type": "exchange" if event.face_up else "take the widow"})
    elif isinstance(event, WidowTurned):
        rec["widow"]["face_up"] = True
        rec["actions"].append({"seat": event.seat, "type": "turn up the widow", "amount": 0})
    elif isinstance(event, CardExchanged):
        c = cards[str(event.seat)]
        c["final"] = [event.took.code if x == event.gave.code else x for x in c["final"]]
        w = rec["widow"]["final"]
        rec["widow"]["final"] = [event.gave.code if x == event.took.code else x for x in w]
        rec["actions"].append({"seat": event.seat, "type": "draw one", "amount": 0,
                               "gave": event.gave.code, "took": event.took.code})
    elif isinstance(event, Knocked):
        rec["actions"].append({"seat": event.seat, "type": "knock", "amount": 0})
    elif isinstance(event, HandBeaten):
        rec.setdefault("beaten", []).append({"seat": event.seat, "by": event.by})
    elif isinstance(event, MarkerPaid):
        rec.setdefault("markers", []).append({"seat": event.seat, "left": event.left})
    elif isinstance(event, WhiskeyPaid):
        rec.setdefault("whiskey_paid", []).append(event.seat)
    elif isinstance(event, BuckPassed):
        rec["buck"] = event.seat
    elif isinstance(event, DoublePool):
        rec["double_pool"] = event.amount


def balanced(rec: dict[str, Any]) -> bool:
    """The accounting rule every record keeps."""
    starts = sum(s["start"] for s in rec["seats"])
    ends = sum(s["end"] for s in rec["seats"])
    return starts + rec["carried_in"] == ends + rec["carried_out"] + rec["kitty"]


def dumps(rec: dict[str, Any]) -> str:
    """One line of JSON for a record."""
    return json.dumps(rec, separators=(",", ":"), ensure_ascii=False)


def _openers(plural: str) -> str:
    """The openers as hand histories have always written them ("Jacks", "Queens", "Kings",
    "aces"), whatever capitals the log now uses."""
    return plural.capitalize() if plural in ("jacks", "queens", "kings") else plural
