"""Helpers for the engine tests: tables seated in a given order, packs stacked card by
card, and the invariants every test of play checks after every action.

A test says which cards each seat is dealt and which cards come off the pack in the draw::

    g = Game("EABCD")                       # E deals the first hand, A has the age
    g.deal({"A": "4s 4h 4d Kc 9s", ...}, draws="Qd 2c ...")
    g.do("B", K.CALL)

The pack is stacked through the table's generator: :class:`StackedRng` lays each planned
pack out when the deal shuffles (the deal pops cards from the end of its stock, one at a
time from the dealer's left, Law 11), so nothing in the engine is patched.
"""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from typing import Any, Iterable, Mapping, Sequence

from game.cards import Card, parse_cards
from game.engine import Action, ActionKind, HouseRules, IllegalAction, Phase, Table
from game.engine.core.history import HandHistory, balanced

K = ActionKind


def cards(text: str | Iterable[Card]) -> list[Card]:
    """``"As Kd"`` -> cards (cards pass through)."""
    return parse_cards(text) if isinstance(text, str) else list(text)


class StackedRng(random.Random):
    """A seeded generator whose shuffles lay out planned packs, one plan per shuffle.

    ``plan(top)`` queues the cards that must come off the top of the next pack shuffled,
    first card first; the rest of the pack lies under them in seeded random order.  A
    shuffle with no plan queued is an ordinary seeded shuffle.
    """

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self.plans: list[list[Card]] = []

    def plan(self, top: Sequence[Card]) -> None:
        if len(set(top)) != len(top):
            twice = [c.code for c, n in Counter(top).items() if n > 1]
            raise ValueError(f"a card planned twice: {twice}")
        self.plans.append(list(top))

    def shuffle(self, x: list[Any]) -> None:  # type: ignore[override]
        super().shuffle(x)
        if not self.plans:
            return
        top = self.plans.pop(0)
        missing = [c.code for c in top if c not in x]
        if missing:
            raise ValueError(f"planned cards not in the pack: {missing}")
        chosen = set(top)
        # The deal pops from the end: the first card to come off is the last in the list.
        x[:] = [c for c in x if c not in chosen] + top[::-1]


def deal_order(table: Table) -> tuple[int, ...]:
    """The seats the next deal will deal to, from the dealer's left (as ``Table._setup``)."""
    return table.players_for(table.dealer)


class Game:
    """A table in a fixed seating (seat 0 deals first) with a stacked pack and a recorder."""

    def __init__(self, names: Sequence[str] | str, house: HouseRules | None = None,
                 seed: int = 0, **rules: Any) -> None:
        house = (house or HouseRules()).with_(**rules) if rules else (house or HouseRules())
        self.rng = StackedRng(seed)
        self.table = Table(list(names), house, self.rng, cut=False)
        self.events: list[Any] = []
        self.table.subscribe(self.events.append)
        self.history = HandHistory(self.table)

    # ----------------------------------------------------------------- seats
    def seat(self, who: int | str) -> int:
        return who if isinstance(who, int) else self.table.names.index(who)

    def name(self, seat: int) -> str:
        return self.table.names[seat]

    @property
    def current(self) -> Any:
        """The deal in progress (the engine's DrawPokerDeal)."""
        return self.table.deal

    def stack(self, who: int | str) -> int:
        return self.table.stacks[self.seat(who)]

    def stacks(self) -> dict[str, int]:
        return {n: self.table.stacks[i] for i, n in enumerate(self.table.names)}

    def put(self, who: int | str) -> int:
        return self.current.hands[self.seat(who)].put

    def set_stack(self, who: int | str, amount: int) -> None:
        """Give a seat ``amount`` counters, keeping the banker's books straight."""
        s = self.seat(who)
        self.table.bought[s] += amount - self.table.stacks[s]
        self.table.stacks[s] = amount

    # ----------------------------------------------------------------- dealing
    def plan(self, hands: Mapping[int | str, str], draws: str | Sequence[Card] = "") -> list[Card]:
        """The top of the pack for the next deal: the hands dealt one card at a time from the
        dealer's left (Law 11), then the cards for the draw in the order they are given.
        Seats not named get dull hands (no pair, no four of a suit or in sequence)."""
        order = deal_order(self.table)
        by_seat = {self.seat(k): cards(v) for k, v in hands.items()}
        missing = [s for s in order if s not in by_seat]
        if missing:
            taken = [c for cs in by_seat.values() for c in cs] + cards(draws)
            for s, hand in zip(missing, dull_hands(len(missing), taken, self.table.pack)):
                by_seat[s] = hand
        if set(by_seat) != set(order):
            raise ValueError(f"hands for seats {sorted(by_seat)}, but the deal is to {sorted(order)}")
        for s, cs in by_seat.items():
            if len(cs) != 5:
                raise ValueError(f"seat {s} needs five cards, not {len(cs)}")
        top = [by_seat[s][i] for i in range(5) for s in order]
        return top + cards(draws)

    def deal(self, hands: Mapping[int | str, str], draws: str | Sequence[Card] = "") -> None:
        """Stack the pack and start the next deal."""
        self.rng.plan(self.plan(hands, draws))
        self.table.start_deal()
        check_invariants(self.table)

    # ----------------------------------------------------------------- acting
    def do(self, who: int | str, kind: ActionKind, amount: int = 0, discard: str = "") -> list[Any]:
        """``who`` acts; it must be his turn.  Returns the events the action produced."""
        seat = self.seat(who)
        assert self.table.to_act == seat, (
            f"{self.name(seat)} acts, but it is {self.table.to_act and self.name(self.table.to_act)}'s turn "
            f"({self.current.phase})")
        out = self.table.act(seat, Action(kind, amount, tuple(cards(discard))))
        check_invariants(self.table)
        return out

    def draw(self, who: int | str, discard: str = "") -> list[Any]:
        return self.do(who, K.DRAW, discard=discard)

    def of(self, kind: type) -> list[Any]:
        """This deal's events of a kind."""
        return [e for e in self.table.events if isinstance(e, kind)]

    def legal_kinds(self) -> set[ActionKind]:
        return {la.kind for la in self.table.legal_actions()}

    def offer(self, kind: ActionKind) -> Any:
        for la in self.table.legal_actions():
            if la.kind is kind:
                return la
        return None


def dull_hands(count: int, exclude: Iterable[Card] = (),
               pack: Sequence[Card] | None = None) -> list[list[Card]]:
    """``count`` hands that can open nothing and show nothing: no pair, no four of one suit,
    no four in sequence; no card shared with another or with ``exclude``."""
    from game.cards import PackKind, Rank

    used = set(exclude)
    base = [c for c in (pack or PackKind.STANDARD.cards()) if c not in used and not c.is_joker]
    ranks = sorted({c.rank for c in base})
    place = {r: i for i, r in enumerate(ranks)}

    def fits(hand: list[Card], c: Card) -> bool:
        if any(h.rank == c.rank for h in hand):
            return False
        if sum(h.suit == c.suit for h in hand) >= 3:
            return False
        spots = sorted({place[h.rank] for h in hand} | {place[c.rank]})
        if c.rank is Rank.ACE or any(h.rank is Rank.ACE for h in hand):
            spots = [-1] + spots
        return not any(spots[i + 3] - spots[i] == 3 for i in range(len(spots) - 3))

    for attempt in range(200):
        deck = list(base)
        random.Random(attempt).shuffle(deck)
        hands: list[list[Card]] = []
        for _ in range(count):
            hand: list[Card] = []
            for c in list(deck):
                if fits(hand, c):
                    hand.append(c)
                    deck.remove(c)
                    if len(hand) == 5:
                        break
            if len(hand) != 5:
                break
            hands.append(hand)
        if len(hands) == count:
            return hands
    raise ValueError("no dull hands left in the pack")


# --------------------------------------------------------------------- invariants
def pack_cards_in_play(table: Table) -> list[Card]:
    """Every card that is somewhere in the current deal: live hands, stock, discards and
    abandoned hands (the dead pile), and the opener's discard under the chips."""
    d = table.deal
    out: list[Card] = list(d.stock) + list(d.dead) + list(d.opener_discard)
    for h in d.hands.values():
        if h.live:
            out.extend(h.cards)
    return out


def check_invariants(table: Table) -> None:
    """What must hold after every action: counters, cards, turn."""
    assert table.counters_in_play() == sum(table.bought), (
        f"counters: {table.counters_in_play()} on the table, {sum(table.bought)} bought")
    assert all(s >= 0 for s in table.stacks), table.stacks
    d = table.deal
    if d is None:
        return
    found = pack_cards_in_play(table)
    dup = [c.code for c, n in Counter(found).items() if n > 1]
    assert not dup, f"cards in two places at once: {dup}"
    if d.phase not in (Phase.SHOWDOWN, Phase.OVER):
        assert Counter(found) == Counter(table.pack), "cards lost or created"
    if table.deal_over:
        assert table.to_act is None and table.legal_actions() == ()
    else:
        assert table.to_act is not None, d.phase
        assert table.legal_actions(), (d.phase, table.to_act)
        # The blind and the straddles come before the cards are dealt (Law 17).
        dealt = 0 if d.phase in (Phase.BLIND, Phase.STRADDLE, Phase.ANTES) else 5
        assert all(len(h.cards) == dealt for h in d.hands.values() if h.live)


def snapshot(table: Table) -> tuple[Any, ...]:
    """Everything an illegal action must leave alone."""
    d = table.deal
    head = (tuple(table.stacks), tuple(table.bought), table.kitty, table.carried, table.dealer,
            table.deal_number, len(table.events), len(table.actions), tuple(table.out))
    if d is None:
        return head
    hands = tuple((s, tuple(h.cards), h.dealt, h.live, h.put, tuple(h.discarded), tuple(h.drawn),
                   h.drew, h.shown, h.shown_cards) for s, h in sorted(d.hands.items()))
    return head + (d.phase, d.turn, frozenset(d.need), d.level, d.raised, d.bet_made,
                   tuple(d.straddles), d.opener, d.pool_total(), tuple(d.stock), tuple(d.dead),
                   tuple(d.opener_discard), len(d.history), hands, tuple(d._show_queue))


def assert_illegal(table: Table, seat: int, action: Action, error: type = IllegalAction) -> IllegalAction:
    """``action`` must raise ``error`` (an IllegalAction) and change nothing."""
    before = snapshot(table)
    try:
        table.act(seat, action)
    except IllegalAction as exc:
        assert isinstance(exc, error), f"{type(exc).__name__} raised, {error.__name__} expected"
        assert snapshot(table) == before, f"{action} for seat {seat} changed the table"
        return exc
    raise AssertionError(f"{action} for seat {seat} was accepted ({table.deal.phase})")


# --------------------------------------------------------------------- hand histories
def check_record(rec: Mapping[str, Any]) -> None:
    """A hand-history record balances, and each seat's counters are explained by its actions,
    what it was paid, and what was handed back to it."""
    assert balanced(rec), rec
    flow = {s["seat"]: 0 for s in rec["seats"]}
    for a in rec["actions"]:
        flow[a["seat"]] -= a["amount"]
    for p in rec["pools"]:
        assert sum(p["paid"].values()) == p["amount"], p
        for seat, amount in p["paid"].items():
            flow[int(seat)] += amount
    for r in rec["returned"]:
        flow[r["seat"]] += r["amount"]
        if r["why"].startswith("penalty from seat "):
            # Law 34: paid from one player to another, not through the pool.
            flow[int(r["why"].rsplit(" ", 1)[1])] -= r["amount"]
    for s in rec["seats"]:
        assert s["end"] - s["start"] == flow[s["seat"]], (s, flow, rec["actions"])
    put_in = sum(a["amount"] for a in rec["actions"])
    taken_out = sum(p["amount"] for p in rec["pools"]) + sum(
        r["amount"] for r in rec["returned"] if not r["why"].startswith("penalty from seat "))
    assert rec["carried_in"] + put_in == taken_out + rec["carried_out"] + rec["kitty"], rec


def walk_cards(obj: Any, seen: set[int] | None = None) -> list[Card]:
    """Every Card anywhere inside a (frozen) dataclass, tuple, list or dict."""
    seen = set() if seen is None else seen
    if id(obj) in seen:
        return []
    seen.add(id(obj))
    if isinstance(obj, Card):
        return [obj]
    out: list[Card] = []
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        for f in dataclasses.fields(obj):
            out.extend(walk_cards(getattr(obj, f.name), seen))
    elif isinstance(obj, Mapping):
        for k, v in obj.items():
            out.extend(walk_cards(k, seen))
            out.extend(walk_cards(v, seen))
    elif isinstance(obj, (list, tuple, set, frozenset)):
        for v in obj:
            out.extend(walk_cards(v, seen))
    return out
