"""``review``: one seat's decisions in a hand-history file, beside the book's.

    python main.py review deals.jsonl --seat 2 [--json review.json] [--rollouts 64] [--seed 1]

Each line of the file (written by ``simulate --history`` or ``tournament --history``) is laid
out again from its ``replay`` (docs/hand-history.md) and the seat's decisions are reviewed
(:func:`game.coach.review.review_deal`): what the seat did, what the book would have done and
why, and the counters it cost, measured by playing both out.  One coach follows the seat
through the whole file, so the book knows the opponents as the seat came to know them.

The deals are numbered by their line in the file; the seats as the history numbers them.
A line that cannot be reviewed (not JSON, no ``replay``, a deal that will not lay out) is
skipped with one line on standard error naming it, when others can be; a file none of
whose lines can be reviewed, a missing file or a seat the table does not have is one line
on standard error and exit status 2.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from dataclasses import dataclass, field
from typing import Any

from game.commands import UsageError
from game.commands.common import positive
from game.rulebook import game_name

NAME = "review"
HELP = "review one seat's decisions in a hand-history file against the book's"

FEW_DEALS = 20
"""Deals reviewed before a rate per 100 deals is given (fewer say too little)."""


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("file", metavar="FILE",
                   help="a hand-history file (simulate --history, tournament --history)")
    p.add_argument("--seat", type=int, required=True, metavar="N",
                   help="the seat to review, numbered as the history numbers them (from 0)")
    p.add_argument("--json", metavar="OUT", help="also write the review as JSON")
    p.add_argument("--rollouts", type=positive, default=64, metavar="R",
                   help="play-outs behind each decision's cost (default 64)")
    p.add_argument("--seed", type=int, default=None, help="seed for a repeatable review (the play-outs are counted, never timed: the same seed gives the same review)")


@dataclass
class Reviewed:
    """What the review of a file found."""

    seat: int
    deals: int = 0
    decisions: int = 0
    items: list[dict[str, Any]] = field(default_factory=list)
    skipped: list[dict[str, Any]] = field(default_factory=list)
    names: list[str] = field(default_factory=list)
    variants: list[str] = field(default_factory=list)

    @property
    def reviewed(self) -> int:
        return sum(1 for i in self.items if i["cost"] is not None)

    @property
    def agree(self) -> int:
        """Judged decisions not charged: as the book, or no worse than the book can tell."""
        return sum(1 for i in self.items if i["cost"] is not None and not i["charged"])

    @property
    def cost(self) -> float:
        """The counters the charged decisions gave away."""
        return sum(i["given"] for i in self.items)

    def to_dict(self) -> dict[str, Any]:
        reviewed = self.reviewed
        return {
            "seat": self.seat, "names": self.names, "variants": self.variants,
            "deals": self.deals, "decisions": self.decisions, "reviewed": reviewed,
            "agree": self.agree,
            "agree_rate": round(self.agree / reviewed, 4) if reviewed else None,
            "cost": round(self.cost, 3),
            "cost_per_decision": round(self.cost / reviewed, 4) if reviewed else None,
            "cost_per_100_deals": round(100 * self.cost / self.deals, 2)
            if self.deals >= FEW_DEALS else None,
            "skipped": self.skipped, "items": self.items,
        }


def run(args: argparse.Namespace) -> int:
    from game.coach.advice import Coach
    from game.coach.history import NoReplay, lay_out, record_from_history

    if args.seat < 0:
        raise UsageError(f"--seat: seats are numbered from 0, not {args.seat}")
    lines = _read(args.file)
    master = random.Random(args.seed)
    result = Reviewed(args.seat)
    coaches: dict[str, Coach] = {}
    for number, text in lines:
        try:
            line = json.loads(text)
            if not isinstance(line, dict):
                raise ValueError("not a hand-history record")
        except ValueError as exc:
            _skip(result, number, "not JSON" if isinstance(exc, json.JSONDecodeError)
                  else str(exc))
            continue
        seats = line.get("seats")
        if isinstance(seats, list) and not args.seat < len(seats):
            if not result.deals:
                raise UsageError(f"--seat {args.seat}: the table in {args.file} has seats "
                                 f"0 to {len(seats) - 1}")
            _skip(result, number, f"its table has no seat {args.seat}")
            continue
        try:
            record = record_from_history(line, random.Random(master.getrandbits(64)))
            lay_out(record)
        except NoReplay as exc:
            _skip(result, number, str(exc))
            continue
        except ValueError as exc:
            _skip(result, number, str(exc))
            continue
        coach = coaches.get(record.variant)
        if coach is None:
            coach = coaches[record.variant] = Coach(record.variant,
                                                    random.Random(master.getrandbits(64)))
        _review_one(result, number, line, record, coach, master, args)
    if not result.deals:
        raise UsageError(f"no deal in {args.file} can be reviewed ({_why_none(result)})")
    for s in result.skipped:  # told once the rest is known to be worth reviewing
        print(f"parlour-poker review: line {s['line']} skipped: {s['why']}", file=sys.stderr)
    _print(result, args.file)
    if args.json:
        try:
            with open(args.json, "w", encoding="utf-8") as out:
                out.write(json.dumps(result.to_dict(), indent=1) + "\n")
        except OSError as exc:
            raise UsageError(f"cannot write {args.json}: {exc.strerror or exc}") from None
    return 0


def _read(path: str) -> list[tuple[int, str]]:
    """The file's non-blank lines, numbered from 1."""
    try:
        with open(path, encoding="utf-8") as f:
            return [(i, t) for i, t in enumerate(f, 1) if t.strip()]
    except FileNotFoundError:
        raise UsageError(f"no file {path}") from None
    except IsADirectoryError:
        raise UsageError(f"{path} is a folder, not a hand-history file") from None
    except UnicodeDecodeError:
        raise UsageError(f"{path} is not a hand-history file (not text)") from None
    except OSError as exc:
        raise UsageError(f"cannot read {path}: {exc.strerror or exc}") from None


def _skip(result: Reviewed, number: int, why: str) -> None:
    result.skipped.append({"line": number, "why": why})


def _why_none(result: Reviewed) -> str:
    """Why nothing could be reviewed, in a few words: the first line skipped, and how many
    more were."""
    if not result.skipped:
        return "it holds no deal"
    first, more = result.skipped[0], len(result.skipped) - 1
    return f"line {first['line']}: {first['why']}" + (f"; {more} more skipped" if more else "")


def _review_one(result: Reviewed, number: int, line: dict[str, Any], record: Any,
                coach: Any, master: random.Random, args: argparse.Namespace) -> None:
    from game.coach.review import review_deal

    seat = args.seat
    result.deals += 1
    name = line["seats"][seat].get("name", f"seat {seat}") if isinstance(
        line["seats"][seat], dict) else f"seat {seat}"
    if record.temperaments and seat < len(record.temperaments):
        name = f"{name}, {record.temperaments[seat]}"
    if name not in result.names:
        result.names.append(name)
    if record.variant not in result.variants:
        result.variants.append(record.variant)
    try:
        review = review_deal(record, seat, coach, random.Random(master.getrandbits(64)),
                             rollouts=args.rollouts)
    except NotImplementedError as exc:
        raise UsageError(f"the review of a deal is not ready yet ({exc})") from None
    # The decisions are those the review lays out: what is said between deals at table
    # stakes (a new stake) is not a decision of the deal, nor is a forced action, one legal
    # choice (book round 6: it was counted as made "as the book").
    result.decisions += len(review.items)
    for item in review.items:
        result.items.append({
            "deal": number, "step": item.step, "done": item.done, "book": item.book,
            "advice": item.advice, "cost": _round(item.cost), "low": _round(item.low),
            "high": _round(item.high), "reach": item.reach, "pool": item.pool,
            "charged": item.charged,
            "given": round(item.given, 3), "rollouts": item.rollouts, "same": item.same,
            "results": None if item.results is None else [round(x, 3) for x in item.results],
            "spent": None if item.spent is None else [round(x, 3) for x in item.spent],
            "price": item.price})


def _round(x: float | None) -> float | None:
    return None if x is None else round(x, 3)


def _print(result: Reviewed, path: str) -> None:
    """The review deal by deal, the costliest decision of each first; then the summary."""
    from game.coach.wording import results_words, verdict_words

    by_deal: dict[int, list[dict[str, Any]]] = {}
    for item in result.items:
        by_deal.setdefault(item["deal"], []).append(item)
    for deal, items in by_deal.items():
        items.sort(key=lambda i: (i["cost"] is None, not i["charged"], -(i["cost"] or 0.0)))
        lost = sum(i["given"] for i in items)
        print(f"Deal {deal}: {_count(len(items), 'decision')}, " + (
            f"{_counters(lost)} given away" if lost > 0 else "nothing the book can tell given away"))
        for i in items:
            verdict = verdict_words(i["cost"], i["same"], i["charged"], i["low"], i["high"],
                                    pool=i.get("pool"), reach=i.get("reach"),
                                    spent=tuple(i["spent"]) if i.get("spent") else None,
                                    price=i.get("price", ""))
            if i["rollouts"]:
                verdict += f" ({i['rollouts']} imagined deals)"
            print(f"  {i['step']}: {i['done']}; the book: {i['book']}. {verdict[0].upper()}{verdict[1:]}.")
            if i["charged"] and i.get("results"):
                # why the cost is what it is, as the window's review says it (the play-outs'
                # average ends of the deal after each choice)
                spent = i.get("spent")
                print(f"    {results_words(tuple(i['results']), tuple(spent) if spent else None).strip()}")
            if i["charged"] and i["advice"]:
                print(f"    {i['advice']}")
    games = ", ".join(game_name(v) for v in result.variants)
    d = result.to_dict()
    if by_deal:
        print()
    print(f"Seat {result.seat} ({'; '.join(result.names)}), {_count(result.deals, 'deal')} of "
          f"{games} in {path}:")
    share = f" ({d['agree_rate']:.1%})" if d["agree_rate"] is not None else ""
    print(f"  {_count(d['decisions'], 'decision')}, {d['reviewed']} reviewed, "
          f"{d['agree']} as the book or no worse than it can tell{share}")
    per = f", {d['cost_per_decision']:.2f} a decision" if d["cost_per_decision"] is not None else ""
    rate = (f"{d['cost_per_100_deals']:.1f} every 100 deals" if d["cost_per_100_deals"] is not None
            else f"too few deals yet for a rate every 100 (fewer than {FEW_DEALS})")
    print(f"  {_counters(d['cost'])} given away in all{per}; {rate}")
    if result.skipped:
        print(f"  {_count(len(result.skipped), 'line')} skipped (see above)")


def _count(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def _counters(x: float) -> str:
    from game.coach.wording import counters_words
    return counters_words(x)
