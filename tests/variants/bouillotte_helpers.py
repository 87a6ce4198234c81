"""A Bouillotte table for tests: seated in a given order, the pack stacked card by card,
every counter and card checked after each action, and the history recorded."""

from __future__ import annotations

from collections import Counter
from typing import Any, Mapping, Sequence

from game.cards import Card, bouillotte_pack, parse_cards
from game.engine import Action, ActionKind, HouseRules, IllegalAction, Phase, Table
from game.engine.core.history import HandHistory

from variant_helpers import Stacked, snapshot
from variant_helpers import check_record as variant_check_record

K = ActionKind


def cards(text: str) -> list[Card]:
    return parse_cards(text)


def deal_plan(order: Sequence[str], hands: Mapping[str, str], retourne: str,
              under: str = "") -> list[Card]:
    """The cards in the order they come off: one at a time to ``order`` (from the dealer's
    right round to him), three rounds, then the retourne and the card under it."""
    by = {k: cards(v) for k, v in hands.items()}
    out = [by[name][i] for i in range(3) for name in order] + cards(retourne)
    return out + (cards(under) if under else [])


class BGame:
    """Names in seat order; seat 0 deals first (the seat on his right is the last name)."""

    def __init__(self, names: Sequence[str], seed: int = 0, caves: Mapping[str, int] | None = None,
                 **rules: Any) -> None:
        self.rng = Stacked(seed)
        self.table = Table(list(names), HouseRules().with_(**rules), self.rng,
                           variant="bouillotte", cut=False)
        self.events: list[Any] = []
        self.table.subscribe(self.events.append)
        self.history = HandHistory(self.table)
        for name, amount in (caves or {}).items():
            s = self.seat(name)
            self.table.bought[s] += amount - self.table.stacks[s]
            self.table.stacks[s] = amount

    def seat(self, who: int | str) -> int:
        return who if isinstance(who, int) else self.table.names.index(who)

    @property
    def deal(self) -> Any:
        return self.table.deal

    def stack(self, who: int | str) -> int:
        return self.table.stacks[self.seat(who)]

    def start(self, plan: Sequence[Card] = ()) -> None:
        if plan:
            self.rng.plan(list(plan))
        self.table.start_deal()
        check(self.table)

    def do(self, who: int | str, kind: ActionKind, amount: int = 0) -> list[Any]:
        seat = self.seat(who)
        assert self.table.to_act == seat, (
            f"{self.table.names[seat]} acts, but it is {self.to_act}'s turn ({self.deal.phase})")
        out = self.table.act(seat, Action(kind, amount))
        check(self.table)
        return out

    def kinds(self) -> set[ActionKind]:
        return {o.kind for o in self.table.legal_actions()}

    def of(self, kind: type) -> list[Any]:
        return [e for e in self.table.events if isinstance(e, kind)]

    @property
    def to_act(self) -> str | None:
        s = self.table.to_act
        return None if s is None else self.table.names[s]


def check(table: Table) -> None:
    """No counter made or lost, no card twice, none lost while the deal goes on; a deal not
    over has a seat to act and something it may do."""
    assert table.counters_in_play() == sum(table.bought), (table.counters_in_play(), table.bought)
    assert all(s >= 0 for s in table.stacks), table.stacks
    d = table.deal
    if d is None:
        return
    found = list(d.stock) + [c for h in d.hands.values() for c in h.cards]
    if d.retourne is not None:
        assert d.stock[-1] == d.retourne  # turned face up on the pack
    assert not [c for c, n in Counter(found).items() if n > 1]
    if d.phase is not Phase.OVER:
        if d.retourne is not None:
            assert Counter(found) == Counter(bouillotte_pack(len(d.order)).cards())
        assert table.to_act is not None and table.legal_actions(), d.phase
    else:
        assert table.to_act is None and table.legal_actions() == ()


def assert_illegal(table: Table, seat: int, action: Action) -> IllegalAction:
    before = snapshot(table)
    try:
        table.act(seat, action)
    except IllegalAction as exc:
        assert snapshot(table) == before, f"{action} changed the table"
        return exc
    raise AssertionError(f"{action} for seat {seat} was accepted")


def check_record(rec: Mapping[str, Any]) -> None:
    """A record balances, and each seat's counters are explained by its actions, what came
    back to it, the pools and the payments between players; and what was put in, less what
    went out, is what the pool carries."""
    variant_check_record(rec)
    put = sum(a["amount"] for a in rec["actions"])
    out = sum(p["amount"] for p in rec["pools"]) + sum(r["amount"] for r in rec["returned"])
    assert put + rec["carried_in"] == out + rec["carried_out"], rec
