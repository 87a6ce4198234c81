"""Helpers for the tests of the other games: a table of any variant seated in a given order,
packs stacked card by card, and the invariants checked after every action.

The pack is stacked through the table's generator: :class:`Stacked` lays the planned cards
on top of the next pack shuffled (the deal pops cards from the end of its stock), so nothing
in the engine is patched.  ``plan`` lists the cards in the order they come off the pack.
"""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from typing import Any, Mapping, Sequence

from game.cards import Card, parse_cards
from game.engine import Action, ActionKind, HouseRules, IllegalAction, Phase, Table
from game.engine.core.history import HandHistory, balanced

K = ActionKind


def cards(text: str | Sequence[Card]) -> list[Card]:
    return parse_cards(text) if isinstance(text, str) else list(text)


class Stacked(random.Random):
    """A seeded generator whose next shuffles lay planned cards on top of the pack."""

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self.plans: list[list[Card]] = []

    def plan(self, top: Sequence[Card]) -> None:
        assert len(set(top)) == len(top), "a card planned twice"
        self.plans.append(list(top))

    def shuffle(self, x: list[Any]) -> None:  # type: ignore[override]
        super().shuffle(x)
        if self.plans:
            top = self.plans.pop(0)
            chosen = set(top)
            assert chosen <= set(x), "planned cards not in the pack"
            x[:] = [c for c in x if c not in chosen] + top[::-1]


class VGame:
    """A table of ``variant`` in a fixed seating (seat 0 deals first) with a recorder."""

    def __init__(self, names: Sequence[str] | str, variant: str, seed: int = 0,
                 house: HouseRules | None = None, **rules: Any) -> None:
        house = (house or HouseRules()).with_(**rules)
        self.rng = Stacked(seed)
        self.table = Table(list(names), house, self.rng, variant=variant, cut=False)
        self.events: list[Any] = []
        self.table.subscribe(self.events.append)
        self.history = HandHistory(self.table)

    def seat(self, who: int | str) -> int:
        return who if isinstance(who, int) else self.table.names.index(who)

    @property
    def deal(self) -> Any:
        return self.table.deal

    def stack(self, who: int | str) -> int:
        return self.table.stacks[self.seat(who)]

    def set_stack(self, who: int | str, amount: int) -> None:
        s = self.seat(who)
        self.table.bought[s] += amount - self.table.stacks[s]
        self.table.stacks[s] = amount

    def start(self, top: str | Sequence[Card] = "") -> None:
        """Stack the next pack (cards in the order they come off) and start the deal."""
        if top:
            self.rng.plan(cards(top))
        self.table.start_deal()
        check_invariants(self.table)

    def do(self, who: int | str, kind: ActionKind, amount: int = 0, cs: str = "") -> list[Any]:
        seat = self.seat(who)
        assert self.table.to_act == seat, (
            f"{self.table.names[seat]} acts, but it is seat {self.table.to_act}'s turn "
            f"({self.deal.phase})")
        out = self.table.act(seat, Action(kind, amount, tuple(cards(cs))))
        check_invariants(self.table)
        return out

    def kinds(self) -> set[ActionKind]:
        return {o.kind for o in self.table.legal_actions()}

    def of(self, kind: type) -> list[Any]:
        return [e for e in self.table.events if isinstance(e, kind)]

    def hand(self, who: int | str) -> list[Card]:
        return list(self.deal.hands[self.seat(who)].cards)

    @property
    def to_act(self) -> str | None:
        s = self.table.to_act
        return None if s is None else self.table.names[s]


def deal_rounds(order: Sequence[str], hands: Mapping[str, str], then: str = "") -> list[Card]:
    """Cards in the order they come off when five are dealt one at a time to ``order``;
    a seat not named gets a dull hand (no pair, flush or straight, nothing above a Queen).
    ``then``: the cards that come off after the deal (the draw)."""
    by = {k: cards(v) for k, v in hands.items()}
    used = {c for cs in by.values() for c in cs} | set(cards(then))
    for name in order:
        if name not in by:
            by[name] = dull(used)
            used |= set(by[name])
    return [by[name][i] for i in range(5) for name in order] + cards(then)


def dull(used: set[Card]) -> list[Card]:
    """Five unused cards making nothing: no pair, four of a suit, or four in sequence."""
    from game.cards import PackKind, Rank
    for ranks in ([2, 4, 6, 9, 13], [3, 5, 7, 10, 14], [2, 5, 8, 10, 14], [3, 4, 7, 9, 13],
                  [2, 3, 6, 8, 13], [4, 5, 8, 9, 14], [2, 6, 7, 10, 13], [3, 5, 8, 9, 13]):
        for shift in range(4):
            hand = []
            for i, r in enumerate(ranks):
                options = [c for c in PackKind.STANDARD.cards()
                           if c.rank is Rank(r) and c not in used and c not in hand]
                if not options:
                    break
                hand.append(options[(i + shift) % len(options)])
            if len(hand) == 5 and len({c.suit for c in hand}) > 1 and \
                    max(sum(c.suit == h.suit for c in hand) for h in hand) < 4:
                return hand
    raise AssertionError("no dull hand left")


# --------------------------------------------------------------------- invariants
def cards_in_play(table: Table) -> list[Card]:
    d = table.deal
    out = list(d.stock) + list(d.dead) + list(getattr(d, "widow", []))
    out += list(getattr(d, "opener_discard", []))  # Draw Poker: kept under the chips (Law 43)
    for h in d.hands.values():
        if h.live:
            out.extend(h.cards)
    return out


def check_invariants(table: Table) -> None:
    """No counter created or lost; no card twice (and none lost while the deal goes on);
    a deal not over has a seat to act and something it may do."""
    assert table.counters_in_play() == sum(table.bought), (
        table.counters_in_play(), sum(table.bought))
    assert all(s >= 0 for s in table.stacks), table.stacks
    d = table.deal
    if d is None:
        return
    found = cards_in_play(table)
    dup = [c.code for c, n in Counter(found).items() if n > 1]
    assert not dup, f"cards in two places at once: {dup}"
    if d.phase is not Phase.OVER:
        assert Counter(found) == Counter(table.pack), "cards lost or created"
        assert table.to_act is not None and table.legal_actions(), d.phase
    else:
        assert table.to_act is None and table.legal_actions() == ()
    markers = table.variant_state.get("whiskey-markers:markers")
    if markers is not None:
        assert all(0 < m <= 5 for m in markers), markers


def snapshot(table: Table) -> tuple[Any, ...]:
    d = table.deal
    hands = tuple((s, tuple(h.cards), tuple(h.up), h.live, h.put, h.knocked)
                  for s, h in sorted(d.hands.items()))
    return (tuple(table.stacks), tuple(table.bought), len(table.events), len(table.actions),
            d.phase, d.turn, frozenset(d.need), d.level, tuple(d.stock), tuple(d.dead),
            tuple(getattr(d, "widow", ())), getattr(d, "knocker", None), hands,
            len(d.history), dict(table.variant_state).__repr__())


def assert_illegal(table: Table, seat: int, action: Action,
                   error: type = IllegalAction) -> IllegalAction:
    before = snapshot(table)
    try:
        table.act(seat, action)
    except IllegalAction as exc:
        assert isinstance(exc, error), f"{type(exc).__name__}, {error.__name__} expected"
        assert snapshot(table) == before, f"{action} changed the table"
        return exc
    raise AssertionError(f"{action} for seat {seat} was accepted")


def check_record(rec: Mapping[str, Any]) -> None:
    """A record balances, and each seat's counters are explained by its actions and pools."""
    assert balanced(rec), rec
    flow = {s["seat"]: 0 for s in rec["seats"]}
    for a in rec["actions"]:
        flow[a["seat"]] -= a["amount"]
    for p in rec["pools"]:
        assert sum(p["paid"].values()) == p["amount"]
        for seat, amount in p["paid"].items():
            flow[int(seat)] += amount
    for r in rec["returned"]:
        flow[r["seat"]] += r["amount"]
    for p in rec.get("payments", ()):  # counters paid between players (Ambigu, Bouillotte, Commerce)
        flow[p["from"]] -= p["amount"]
        flow[p["to"]] += p["amount"]
    for s in rec["seats"]:
        assert s["end"] - s["start"] == flow[s["seat"]], (s, flow, rec["actions"])


def walk_cards(obj: Any, seen: set[int] | None = None) -> list[Card]:
    """Every Card anywhere inside a dataclass, tuple, list or dict."""
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
        for v in obj.values():
            out.extend(walk_cards(v, seen))
    elif isinstance(obj, (list, tuple, set, frozenset)):
        for v in obj:
            out.extend(walk_cards(v, seen))
    return out


def may_see(table: Table, seat: int) -> set[Card]:
    """The cards ``seat`` may see now: its own hand, every up-card, the widow face up,
    every hand shown, and (Show-down Poker) the hands in the deadwood."""
    d = table.deal
    out: set[Card] = set()
    for s, h in d.hands.items():
        out |= set(h.up)
        if h.shown:
            out |= set(h.shown_cards)
        if s == seat:
            out |= set(h.cards) | set(h.discarded)
    if getattr(d, "widow_up", False):
        out |= set(d.widow)
    # Bouillotte: the retourne, and the card under it once turned up
    if getattr(d, "retourne", None) is not None:
        out.add(d.retourne)
    if getattr(d, "under_up", False):
        out.add(d.under)
    return out
