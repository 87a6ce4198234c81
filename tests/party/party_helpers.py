"""Helpers for the party tests: stacked packs, players who follow a script, results made
by hand, and a check that an evening's record hangs together."""

from __future__ import annotations

import random
from typing import Any, Sequence

from game.cards import Card, parse_cards
from game.engine import Action, ActionKind
from game.party import Evening, Guest, PartyConfig, TableResult

K = ActionKind


class StackedRng(random.Random):
    """Seeded; each planned pack puts its cards on top (first planned, first dealt)."""

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self.plans: list[list[Card]] = []

    def plan(self, text: str) -> StackedRng:
        self.plans.append(parse_cards(text))
        return self

    def shuffle(self, x: list[Any]) -> None:  # type: ignore[override]
        super().shuffle(x)
        if self.plans and x and isinstance(x[0], Card) and len(x) >= 52:
            top = self.plans.pop(0)
            rest = [c for c in x if c not in set(top)]
            x[:] = rest + top[::-1]  # the deal pops from the end


def deal_plan(hands: Sequence[str]) -> str:
    """Cards in dealing order for hands given in dealing order (one at a time, Law 11)."""
    cards = [parse_cards(h) for h in hands]
    return " ".join(cards[p][i].code for i in range(5) for p in range(len(cards)))


class Scripted:
    """Plays a fixed way: ``call`` (come in, stand pat, bet the least, call, show),
    ``fold`` (abandon whenever it may) or ``bet`` (come in, bet and raise the most)."""

    def __init__(self, name: str, way: str = "call") -> None:
        self.name = name
        self.way = way

    def decide(self, view) -> Action:
        offers = {o.kind: o for o in view.legal}
        if K.NO_STRADDLE in offers:
            return Action(K.NO_STRADDLE)
        if K.DRAW in offers:
            return Action(K.DRAW)
        if K.SHOW in offers:
            return Action(K.SHOW)
        if self.way == "fold" and K.ABANDON in offers:
            return Action(K.ABANDON)
        if self.way == "bet":
            if K.RAISE in offers and view.level < 6:
                return Action(K.RAISE, offers[K.RAISE].high)
            if K.BET in offers:
                return Action(K.BET, offers[K.BET].high)
        if K.BET in offers:
            return Action(K.BET, offers[K.BET].low)
        if K.CALL in offers:
            return Action(K.CALL)
        return Action(view.legal[0].kind)


def result(table: int, seats: Sequence[str], winner: str, in_call: Sequence[str] = (),
           counts: dict[str, int] | None = None, fresh: dict[str, int] | None = None) -> TableResult:
    """A table's result made by hand; ``counts`` are what each has after the deal (before
    any fresh stake), 50 each if not given."""
    fresh = dict(fresh or {})
    counts = counts or {n: 50 for n in seats}
    after = {n: counts.get(n, 50) + fresh.get(n, 0) for n in seats}
    return TableResult(table=table, seats=list(seats), winner=winner, in_call=list(in_call),
                       counters_before={n: 50 for n in seats}, counters_after=after, fresh=fresh)


def guests(n: int, kinds: Sequence[str] = ("good", "close", "liberal")) -> list[Guest]:
    return [Guest(f"P{i:02d}", "red" if i % 2 == 0 else "blue", "computer", kinds[i % len(kinds)])
            for i in range(n)]


def check_evening(ev: Evening) -> None:
    """The invariants of a played evening (computer players)."""
    sizes = list(ev.config.sizes or [])
    stake = ev.config.stake
    names = set(ev.guests)
    yellow_seen: dict[str, int] = {n: 0 for n in names}
    extra_seen: dict[str, int] = {n: 0 for n in names}
    for rec in ev.rounds:
        # Table sizes never change; everyone sits once.
        assert [len(t["seats"]) for t in rec["tables"]] == sizes
        assert sorted(n for t in rec["tables"] for n in t["seats"]) == sorted(names)
        for t in rec["tables"]:
            extra = sum(t["fresh_stakes"].values())
            assert sum(t["counters_after"].values()) == sum(t["counters_before"].values()) + extra
            assert t["winner"] in t["seats"]
            assert set(t["in_call"]) <= set(t["seats"])
            for n, v in t["fresh_stakes"].items():
                assert v % stake == 0 and v > 0
                extra_seen[n] += v
        # One yellow counter a round, to the head table's winner.
        assert rec["yellow"] == rec["tables"][0]["winner"]
        yellow_seen[rec["yellow"]] += 1
    assert ev.yellow == yellow_seen
    assert ev.extra == extra_seen
    assert sum(ev.yellow.values()) == ev.rounds_played
    total = ev.total_counters()
    assert total == stake * len(names) + sum(ev.extra.values())
    assert [len(s) for s in ev.tables] == sizes


def small_config(n: int = 8, rounds: int = 3, seed: int = 1, **kw: Any) -> PartyConfig:
    return PartyConfig(guests(n), rounds=rounds, seed=seed, **kw)
