"""A computer player never sees more than its view: no other seat's cards are reachable
from the view it is given, nor from anything the player keeps between decisions."""

from __future__ import annotations

import dataclasses
import random
import types
from enum import Enum

from game.cards import Card
from game.engine import HouseRules, SeatView, Table

import ai_helpers
from ai_helpers import record

_SKIP = (str, bytes, int, float, bool, type(None), Enum, types.FunctionType,
         types.BuiltinFunctionType, types.MethodType, types.ModuleType, type, random.Random)


def reachable(root: object) -> tuple[set[Card], set[type]]:
    """Every card, and every type of object, reachable from ``root``."""
    cards: set[Card] = set()
    kinds: set[type] = set()
    seen: set[int] = set()
    stack = [root]
    while stack:
        obj = stack.pop()
        if id(obj) in seen or isinstance(obj, _SKIP):
            continue
        seen.add(id(obj))
        kinds.add(type(obj))
        if isinstance(obj, Card):
            cards.add(obj)
        elif isinstance(obj, dict):
            stack.extend(obj.keys())
            stack.extend(obj.values())
        elif isinstance(obj, (list, tuple, set, frozenset)):
            stack.extend(obj)
        else:
            if dataclasses.is_dataclass(obj):
                stack.extend(getattr(obj, f.name) for f in dataclasses.fields(obj))
            stack.extend(getattr(obj, "__dict__", {}).values())
            for klass in type(obj).__mro__:
                for slot in getattr(klass, "__slots__", ()):
                    if hasattr(obj, slot):
                        stack.append(getattr(obj, slot))
    return cards, kinds


def allowed(view: SeatView) -> set[Card]:
    """What a seat may see: its own hand and discards, and the hands shown to the table."""
    out = set(view.hand) | set(view.discarded)
    for p in view.players:
        out |= set(p.shown or ())
    return out


def test_no_other_seats_cards_are_reachable_from_the_view_or_the_player():
    checked = {"views": 0}

    def check(view: SeatView, player: object) -> None:
        cards, _ = reachable(view)
        assert cards <= allowed(view), "a view shows cards its seat may not see"
        mine, kinds = reachable(player)
        assert not any(k.__name__ in ("Table", "DrawPokerDeal", "SeatHand") for k in kinds), \
            "a player keeps a reference to the table"
        # Whatever the player remembers is its own cards or cards shown to everyone;
        # every card held face down by another seat right now is out of its reach.
        assert not (mine & hidden(view)), "a player remembers another seat's hidden cards"
        checked["views"] += 1

    tables: list[Table] = []

    def hidden(view: SeatView) -> set[Card]:
        deal = tables[0].deal
        out: set[Card] = set()
        for s, h in deal.hands.items():
            if s != view.seat and not h.shown:
                out |= set(h.cards) | set(h.dealt)
        return out - allowed(view)

    harness = ai_helpers
    real_table = harness.Table

    class Watched(real_table):  # type: ignore[misc, valid-type]
        def __init__(self, *a, **k):
            super().__init__(*a, **k)
            tables.append(self)

    harness.Table = Watched
    try:
        for house in (HouseRules(), HouseRules(decline_to_show=True, kitty=True),
                      HouseRules(table_stakes=True, pack="53")):
            tables.clear()
            record(["good", "close", "liberal", "caller", "random", "good"], 60, seed=11,
                   house=house, check=check)
    finally:
        harness.Table = real_table
    assert checked["views"] > 1000


def test_reachability_walker_finds_cards_it_should():
    from game.cards import parse_hand
    hand = parse_hand("As Kd 7c 7h 2s")
    cards, _ = reachable({"x": [(hand[0],), {hand[1]}], "y": types.SimpleNamespace(z=hand[2:])})
    assert cards == set(hand)
