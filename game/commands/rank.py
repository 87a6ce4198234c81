"""``python main.py rank [HAND ...]``: the category and value of poker hands.

Each argument is a hand (``"As Ks Qs Js Ts"``); when no argument has a space or comma in
it, all the arguments together are one hand (``rank As Ks Qs Js Ts``).  With no hands,
one hand is read from each line of standard input and answered at once, so it keeps up
with a pipe of millions of lines; a line that is not a hand gets an error record and the
rest go on.  ``--json`` prints one object a line::

    {"hand": "As Ks Qs Js Ts", "category": "straight flush", "strength": 570425344}
    {"hand": "As As", "error": "card repeated: As"}
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from typing import IO, Iterable, Iterator

from game.cards import CardParseError, PackKind, format_cards, parse_hand
from game.commands import UsageError
from game.hands import (
    INDEX_CARDS, STANDARD_RULES, Eccentric, HandRules, category_order, evaluate, lookup_tree,
    standard_values,
)

NAME = "rank"
HELP = "the category and value of poker hands (arguments, or one hand a line on stdin)"

_BATCH = 2048
_READ = 1 << 16


def add_rule_arguments(parser: argparse.ArgumentParser) -> None:
    """The house-rule flags shared by ``rank`` and ``odds``."""
    parser.add_argument("--round-the-corner", action="store_true",
                        help="Q-K-A-2-3 and the like count as round-the-corner straights")
    parser.add_argument("--eccentric", choices=[e.value for e in Eccentric], default="none",
                        help="play blaze, tiger and skip; rank them by local custom or true odds")
    parser.add_argument("--no-blaze", action="store_true", help="with --eccentric: no blaze")
    parser.add_argument("--no-tiger", action="store_true", help="with --eccentric: no tiger")
    parser.add_argument("--no-skip", action="store_true", help="with --eccentric: no skip straight")
    parser.add_argument("--mistigris-splits", action="store_true",
                        help="the joker does not win ties (they divide)")
    parser.add_argument("--pack", choices=["52", "53", "60"], default=None,
                        help="the pack in play (default: implied by the cards)")


def rules_from_args(args: argparse.Namespace) -> HandRules:
    """The :class:`HandRules` the flags ask for."""
    return HandRules(
        round_the_corner=args.round_the_corner,
        eccentric=Eccentric(args.eccentric),
        blaze=not args.no_blaze, tiger=not args.no_tiger, skip=not args.no_skip,
        mistigris_wins_ties=not args.mistigris_splits,
        pack=PackKind(args.pack) if args.pack else None,
    )


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("hands", nargs="*", metavar="HAND",
                        help='a hand such as "As Ks Qs Js Ts" (none: read standard input)')
    parser.add_argument("--json", action="store_true", help="one JSON object a line")
    add_rule_arguments(parser)


def run(args: argparse.Namespace) -> int:
    rules = rules_from_args(args)
    out = sys.stdout
    if args.hands:
        texts = args.hands
        if not any((" " in t or "," in t or "\t" in t) for t in texts):
            texts = [" ".join(texts)]
        lines = []
        for text in texts:
            ok, line = _one(text, rules, args.json)
            if not ok:
                raise UsageError(f"{text.strip()!r}: {line}")
            lines.append(line)
        out.write("\n".join(lines) + "\n")
        return 0
    try:
        rank_batches(_stdin_batches(), out, rules, args.json)
    except BrokenPipeError:
        # the reader went away (``| head``): stop quietly, and let the interpreter's
        # last flush of stdout go nowhere instead of raising again at exit
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, out.fileno())
    return 0


def _stdin_batches() -> Iterator[list[str]]:
    """Standard input as batches of whole lines: whatever one read brings.

    Each batch is answered and flushed before the next read, so a program that writes
    a hand and waits gets its answer at once, and a pipe of millions of lines is read
    and answered 64 KB at a time without ever holding more than that."""
    raw = getattr(sys.stdin, "buffer", None)
    if raw is None or not hasattr(raw, "read1"):
        yield from _batched(sys.stdin, _BATCH)
        return
    pending = b""
    while True:
        data = raw.read1(_READ)
        if not data:
            if pending:
                yield [pending.decode("utf-8", "replace")]
            return
        complete, nl, rest = (pending + data).rpartition(b"\n")
        pending = rest
        if nl:
            yield complete.decode("utf-8", "replace").split("\n")


def _batched(lines: Iterable[str], size: int) -> Iterator[list[str]]:
    batch: list[str] = []
    for line in lines:
        batch.append(line)
        if len(batch) >= size:
            yield batch
            batch = []
    if batch:
        yield batch


def _one(text: str, rules: HandRules, as_json: bool) -> tuple[bool, str]:
    """(True, the output line) for a hand, (False, the error message) for anything else."""
    try:
        cards = parse_hand(text, size=None)
        if len(cards) not in (4, 5):
            raise CardParseError(f"a hand has 4 or 5 cards, not {len(cards)}")
        value = evaluate(cards, rules)
    except ValueError as exc:  # CardParseError is a ValueError
        return False, str(exc)
    hand = format_cards(cards)
    if as_json:
        return True, json.dumps({"hand": hand, "category": value.category.label,
                                 "strength": value.strength})
    return True, f"{hand}: {value.describe()} ({value.category.label}, strength {value.strength})"


def _error_line(text: str, message: str, as_json: bool) -> str:
    if as_json:
        return json.dumps({"hand": text, "error": message})
    return f"{text}: error: {message}"


def _token_table() -> dict[str, int]:
    """Every spelling of a 52-card-pack card the parser accepts -> its index."""
    table: dict[str, int] = {}
    for i, c in enumerate(INDEX_CARDS):
        ranks = [c.rank.char] + (["10"] if c.rank.char == "T" else [])
        for r in ranks:
            for rr in {r, r.lower(), r.upper()}:
                for s in {c.suit.value, c.suit.value.upper(), c.suit.symbol}:  # type: ignore[union-attr]
                    table[rr + s] = i
    return table


def rank_stream(lines: Iterable[str], out: IO[str], rules: HandRules = STANDARD_RULES,
                as_json: bool = False, batch: int = _BATCH) -> int:
    """Answer one hand per line of ``lines`` on ``out``, writing every ``batch`` lines;
    returns the number of hands answered."""
    return rank_batches(_batched(lines, batch), out, rules, as_json)


def rank_batches(batches: Iterable[list[str]], out: IO[str],
                 rules: HandRules = STANDARD_RULES, as_json: bool = False) -> int:
    """Answer one hand per line, a batch of lines at a time, writing and flushing the
    answers to each batch before taking the next; returns the number of hands answered.
    Blank lines are skipped.  Standard-game hands of five ordinary cards go by the
    lookup tree without making any objects; anything else by :func:`evaluate`."""
    fast = (not rules.round_the_corner and rules.eccentric is Eccentric.NONE
            and rules.pack is not PackKind.SIXTY)
    tree = lookup_tree() if fast else None
    tok = _token_table()
    codes = [c.code for c in INDEX_CARDS]
    labels = [c.label for c in category_order(STANDARD_RULES)]
    described: dict[int, str] = {}  # strength -> words, for the plain output
    write = out.write
    flush = out.flush
    count = 0
    for lines in batches:
        buf: list[str] = []
        append = buf.append
        for line in lines:
            parts = line.split()
            if not parts:
                continue
            count += 1
            if tree is not None:
                try:
                    p0, p1, p2, p3, p4 = parts
                    a, b, c, d, e = tok[p0], tok[p1], tok[p2], tok[p3], tok[p4]
                except (ValueError, KeyError):
                    pass  # not five plain cards: the general path below
                else:
                    if len({a, b, c, d, e}) == 5:
                        s = tree[a][b][c][d][e]
                        if as_json:
                            append(f'{{"hand": "{codes[a]} {codes[b]} {codes[c]} {codes[d]} '
                                   f'{codes[e]}", "category": "{labels[s >> 26]}", '
                                   f'"strength": {s}}}')
                        else:
                            words = described.get(s)
                            if words is None:
                                words = described[s] = standard_values()[s].describe()
                            append(f"{codes[a]} {codes[b]} {codes[c]} {codes[d]} {codes[e]}: "
                                   f"{words} ({labels[s >> 26]}, strength {s})")
                        continue
            text = line.strip()
            ok, result = _one(text, rules, as_json)
            append(result if ok else _error_line(text, result, as_json))
        if buf:
            write("\n".join(buf) + "\n")
            flush()
    return count
