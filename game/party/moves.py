"""The moves at the end of a round: winners up, the head table's poorest down, the broke
exchanged with the booby table's richest.  Pure: tables and results in, moves out.

Table indexes here are 0-based (0 the head table, the last the booby table); the moves
it reports carry 1-based table numbers, as the score sheet and the JSON do.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Sequence

from game.cards.card import Card

from .deal import PartyError, TableResult, cut_tie


@dataclass(frozen=True)
class Move:
    """A player changing tables; ``from_table`` and ``to_table`` are 1-based."""

    player: str
    from_table: int
    to_table: int
    reason: str

    def to_dict(self) -> dict[str, Any]:
        return {"player": self.player, "from": self.from_table, "to": self.to_table,
                "reason": self.reason}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Move:
        return cls(d["player"], int(d["from"]), int(d["to"]), d["reason"])


@dataclass
class RoundMoves:
    """Everything the moves decided."""

    tables: list[list[str]]  # the new seating, seat by seat
    moves: list[Move]
    yellow: str
    down: str
    cuts: list[dict[str, Any]] = field(default_factory=list)
    broke: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)


def _fewest(names: list[str], value: dict[str, int], rng: random.Random, why: str,
            cuts: list[dict[str, Any]], most: bool = False) -> str:
    """The one with the fewest (or most) counters; a tie is cut, the lowest cut stays, so
    the highest cut is the one chosen."""
    best = (max if most else min)(value[n] for n in names)
    tied = [n for n in names if value[n] == best]
    if len(tied) == 1:
        return tied[0]
    order, cards = cut_tie(tied, rng)
    chosen = order[-1]
    cuts.append({"for": why, "cards": cards, "stays": order[:-1], "goes": chosen})
    return chosen


def head_table_goes_down(result: TableResult, rng: random.Random,
                         cuts: list[dict[str, Any]] | None = None) -> str:
    """Who goes down from the head table: the fewest counters, unless he won or was in the
    call - then the fewest not in the call; if all were in the call, the fewest other than
    the winner.  Ties cut, the lowest cut staying."""
    cuts = cuts if cuts is not None else []
    seats = result.seats
    standing: dict[str, int] = {}
    for n in seats:
        s = result.standing(n)
        if s is None:
            raise PartyError(f"the head table's counts are needed ({n}'s is missing)")
        standing[n] = s
    safe = set(result.in_call) | {result.winner}
    candidates = [n for n in seats if n not in safe]
    if not candidates:  # everyone was in the call: the fewest other than the winner
        candidates = [n for n in seats if n != result.winner]
    return _fewest(candidates, standing, rng, "going down from the head table", cuts)


def _down_reason(result: TableResult, down: str) -> str:
    """The going-down reason as it fell (the phones word it for each guest from the round's
    record, game/phones/recap.py): plain "fewest counters", or the fewest of those the call
    did not keep."""
    mine = result.standing(down)
    safe = set(result.in_call) | {result.winner}
    kept = [n for n in result.seats if n in safe and n != down
            and mine is not None and (result.standing(n) or 0) <= mine]
    if kept and all(n in result.in_call for n in result.seats):
        return "fewest counters at the head table after the winner, everyone being in the call"
    if kept and [n for n in result.seats if n not in safe] == [down]:
        # Play-test round 7: the richest player, alone outside the call, went down "with the
        # fewest of those not in the call"; the rule in plain words: the call kept the others.
        return "the only one at the head table not in the call"
    if kept:
        return "fewest counters at the head table of those not in the call"
    return "fewest counters at the head table"


def round_moves(tables: Sequence[Sequence[str]], results: Sequence[TableResult],
                rng: random.Random) -> RoundMoves:
    """The moves after a round, and the seating they make."""
    count = len(tables)
    if len(results) != count or count < 2:
        raise PartyError("a result from every table is needed")
    for t, (seats, r) in enumerate(zip(tables, results)):
        if list(r.seats) != list(seats) or r.table != t:
            raise PartyError(f"the result for table {t + 1} does not match its seats")
        if r.winner not in seats:
            raise PartyError(f"{r.winner} is not at table {t + 1}")
    cuts: list[dict[str, Any]] = []
    notes: list[str] = []
    head, booby = 0, count - 1
    winners = [r.winner for r in results]
    down = head_table_goes_down(results[head], rng, cuts)
    moves: list[Move] = []
    # Each table's leaver and who takes his seat: the winner of the table below moves up,
    # and the head table's man going down takes the booby winner's seat.
    leaver = [down] + winners[1:]
    arriver = winners[1:] + [down]
    new = [list(s) for s in tables]
    for t in range(count):
        i = new[t].index(leaver[t])
        new[t][i] = arriver[t]
    for t in range(1, count):
        where = "the booby table" if t == booby else f"table {t + 1}"
        moves.append(Move(winners[t], t + 1, t, f"won the pool at {where}"))
    moves.append(Move(down, head + 1, booby + 1, _down_reason(results[head], down)))

    # The broke: a fresh stake, and a seat exchanged with the booby table's richest.
    moving = set(winners[1:]) | {down}
    broke = [n for r in results for n in r.broke]
    broke_set = set(broke)
    booby_result = results[booby]
    exchanged: set[str] = set()
    for t, r in enumerate(results):
        for name in r.broke:
            if name == r.winner:
                notes.append(f"{name} went broke but won the pool: keeps his place")
                continue
            if name == down:
                notes.append(f"{name} went broke and goes down to the booby table")
                continue
            if t == booby:
                notes.append(f"{name} went broke at the booby table: keeps his seat")
                continue
            candidates = [n for n in booby_result.seats
                          if n not in moving and n not in broke_set and n not in exchanged]
            if not candidates:
                notes.append(f"{name} went broke, but nobody at the booby table can change seats")
                continue
            counts: dict[str, int] = {}
            for n in candidates:
                s = booby_result.standing(n)
                if s is None:
                    raise PartyError("the booby table's counts are needed when someone went broke")
                counts[n] = s
            rich = _fewest(candidates, counts, rng, f"changing seats with {name}", cuts, most=True)
            exchanged.add(rich)
            ti, bi = new[t].index(name), new[booby].index(rich)
            new[t][ti], new[booby][bi] = rich, name
            moves.append(Move(name, t + 1, booby + 1,
                              "went broke: a fresh stake, and changes seats with the booby table's richest"))
            moves.append(Move(rich, booby + 1, t + 1, f"the booby table's richest: changes seats with {name}"))
    return RoundMoves(tables=new, moves=moves, yellow=winners[head], down=down, cuts=cuts,
                      broke=broke, notes=notes)


def _and(parts: Sequence[str]) -> str:
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


def cut_cards(cut: dict[str, Any], you: str | None = None) -> str:
    """The cards a tie was cut with, as they were shown (the rulings: "the cards are shown"):
    "Mr. Cathcart 7♦ and Mrs. Alden 3♣"; a tie cut again, "3♣, then 7♦"; ``you`` is named
    "you" (on his own phone)."""
    parts = []
    for name, codes in (cut.get("cards") or {}).items():
        shown = ", then ".join(Card.parse(c).symbol for c in codes)
        parts.append(f"{'you' if name == you else name} {shown}")
    return _and(parts) if parts else ""


def cut_sentence(cut: dict[str, Any]) -> str:
    """A tie the round's moves settled by a cut, with its cards (Laws 2-4: ace low; the lowest
    cut stays, so the highest is the one chosen), or "" when there was none to settle."""
    goes, stays = cut.get("goes"), [n for n in cut.get("stays") or [] if n != cut.get("goes")]
    if not goes or not stays:
        return ""
    level = _and([str(goes)] + stays)
    why = str(cut.get("for", "")) or "a move"
    cards = cut_cards(cut)
    return (f"{level} were level for {why}: they cut" + (f" ({cards}, ace low)" if cards else "") +
            f", and the higher cut, {goes}'s, goes.")
