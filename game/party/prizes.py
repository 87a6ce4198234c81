"""The prizes at the end of the evening (see the ruling "prizes" in :mod:`.rulings`).

1. The most yellow counters; ties to the most counters, then the cut.
2. For each group, the most counters; ties to the more yellow counters, then the cut.
3. The booby prize: the fewest counters (or the fewest yellow, ties the fewest counters),
   then the cut.

"Counters" are net of extra stakes.  Given in that order; a guest takes one prize at most
unless ``one_each`` is off; computer players take none unless all the players are.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from .deal import cut_tie
from .guests import GROUPS, Guest


@dataclass(frozen=True)
class Prize:
    key: str  # "yellow", "red", "blue", "booby"
    title: str
    player: str
    group: str
    yellow: int
    net: int
    cut: dict[str, list[str]] | None = None

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"prize": self.key, "title": self.title, "player": self.player,
                             "group": self.group, "yellow": self.yellow, "net": self.net}
        if self.cut:
            d["cut"] = self.cut
        return d

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Prize:
        return cls(d["prize"], d["title"], d["player"], d["group"], int(d["yellow"]), int(d["net"]),
                   d.get("cut"))


def eligible(guests: Sequence[Guest]) -> list[Guest]:
    """Who may take prizes: the people, or everyone when all the players are computers."""
    people = [g for g in guests if not g.computer]
    return people or list(guests)


def _best(pool: list[Guest], key, rng: random.Random) -> tuple[Guest, dict[str, list[str]] | None]:
    """The guest with the greatest ``key``; a tie is cut and the lowest cut wins."""
    top = max(key(g) for g in pool)
    tied = [g for g in pool if key(g) == top]
    if len(tied) == 1:
        return tied[0], None
    order, cards = cut_tie([g.name for g in tied], rng)
    return next(g for g in tied if g.name == order[0]), cards


def award(guests: Sequence[Guest], counters: Mapping[str, int], extra: Mapping[str, int],
          yellow: Mapping[str, int], group_names: Mapping[str, str], rng: random.Random,
          one_each: bool = True, booby_by: str = "counters") -> list[Prize]:
    """The prizes, in the order they are given."""
    net = {g.name: counters[g.name] - extra.get(g.name, 0) for g in guests}
    yel = {g.name: yellow.get(g.name, 0) for g in guests}
    pool = eligible(guests)
    prized: set[str] = set()
    prizes: list[Prize] = []

    def give(key: str, title: str, g: Guest, cut: dict[str, list[str]] | None) -> None:
        prizes.append(Prize(key, title, g.name, g.group, yel[g.name], net[g.name], cut))
        if one_each:
            prized.add(g.name)

    def free(gs: list[Guest]) -> list[Guest]:
        return [g for g in gs if g.name not in prized]

    if pool and max(yel[g.name] for g in pool) > 0:
        g, cut = _best(pool, lambda g: (yel[g.name], net[g.name]), rng)
        give("yellow", "Most yellow counters", g, cut)
    for key in GROUPS:
        members = free([g for g in pool if g.group == key])
        if members:
            g, cut = _best(members, lambda g: (net[g.name], yel[g.name]), rng)
            give(key, f"{group_names.get(key, key)}: most counters", g, cut)
    rest = free(pool)
    if rest:
        if booby_by == "yellow":
            g, cut = _best(rest, lambda g: (-yel[g.name], -net[g.name]), rng)
        else:
            g, cut = _best(rest, lambda g: -net[g.name], rng)
        give("booby", "The booby prize", g, cut)
    return prizes


# --- the announcement ---------------------------------------------------------------------------

def counted(n: int, word: str, many: str | None = None) -> str:
    """``1 round``, ``2 rounds``; ``many`` for a plural that is not ``word + "s"``."""
    return f"{n} {word if n == 1 else (many or word + 's')}"


@dataclass(frozen=True)
class Announcement:
    """One prize as the prizes screen announces it: who takes it (None when nobody may),
    who leads by its measure among every player, and a line saying why the leader does
    not take it (empty when he does)."""

    key: str
    title: str
    prize: Prize | None
    leader: str
    note: str
    why: str = ""  # why its winner takes it, by the rule as it fell: "the fewest counters (31)"


def announce(guests: Sequence[Guest], counters: Mapping[str, int], extra: Mapping[str, int],
             yellow: Mapping[str, int], group_names: Mapping[str, str], prizes: Sequence[Prize],
             one_each: bool = True, booby_by: str = "counters") -> list[Announcement]:
    """Every prize the evening gives, in order, each group's and the booby prize included,
    even one nobody may take; the rulings that kept a leader from a prize are said in
    words (computer players take none, one prize a guest, the cut)."""
    if not guests:
        return []
    net = {g.name: counters[g.name] - extra.get(g.name, 0) for g in guests}
    yel = {g.name: yellow.get(g.name, 0) for g in guests}
    given = {p.key: p for p in prizes}
    taken_by: dict[str, str] = {}
    pool = {g.name for g in eligible(guests)}

    def measure(key: str, name: str) -> tuple[int, int]:
        if key == "yellow":
            return (yel[name], net[name])
        if key == "booby":
            return (-yel[name], -net[name]) if booby_by == "yellow" else (-net[name], 0)
        return (net[name], yel[name])

    def said(key: str, name: str) -> str:
        if key == "yellow":
            return counted(yel[name], "yellow counter")
        if key == "booby" and booby_by == "yellow":
            return f"{counted(yel[name], 'yellow counter')} and {counted(net[name], 'counter')}"
        return counted(net[name], "counter")

    def told(key: str, name: str, prize: Prize | None) -> str:
        """``said``, with the counters too when level with the winner on yellow counters: it
        was the counters that decided (round 12 of issue 37: "Mr. Abbott (1 yellow counter)
        ... had more" beside a winner with 1 as well)."""
        if level(key, name, prize):
            return f"{said(key, name)} and {counted(net[name], 'counter')}"
        return said(key, name)

    def level(key: str, name: str, prize: Prize | None) -> bool:
        return key == "yellow" and prize is not None and yel[name] == yel.get(prize.player)

    slots: list[tuple[str, str, list[Guest]]] = []
    if max(yel.values()) > 0:
        slots.append(("yellow", "Most yellow counters", list(guests)))
    for key in GROUPS:
        members = [g for g in guests if g.group == key]
        if members:
            slots.append((key, f"{group_names.get(key, key)}: most counters", members))
    slots.append(("booby", "The booby prize", list(guests)))

    out: list[Announcement] = []
    for key, title, among in slots:
        prize = given.get(key)
        best = max(measure(key, g.name) for g in among)
        leaders = [g for g in among if measure(key, g.name) == best]
        leader = next((g for g in leaders if prize is not None and g.name == prize.player), leaders[0])
        note = ""
        if prize is None or leader.name != prize.player:
            if leader.name not in pool:
                note = f"{leader.name} had {told(key, leader.name, prize)}, but computer players take no prize"
            elif one_each and leader.name in taken_by:
                note = (f"{leader.name} had {said(key, leader.name)}, but has the prize for "
                        f"{taken_by[leader.name].lower()}: one prize a guest")
            elif prize is not None and prize.cut:
                note = (f"{leader.name} tied with {prize.player}: the cut gave it to {prize.player}; "
                        f"{_cuts_said(prize.cut, prize.player)}: the lowest cut won")
            if prize is not None and one_each:
                # Those between the leader and the winner who had a prize already: each said,
                # so that nobody wonders why the next in line was passed over.
                winner = measure(key, prize.player)
                passed = [g.name for g in sorted(among, key=lambda g: measure(key, g.name), reverse=True)
                          if g.name != leader.name and g.name in pool and g.name in taken_by
                          and measure(key, g.name) > winner]
                lines = [note] + [f"{n} had {said(key, n)}, but has the prize for {taken_by[n].lower()}: "
                                  "one prize a guest" for n in passed]
                note = "; ".join(x for x in lines if x)
            if prize is not None:
                # Computer players between the leader and the winner: said too (round 3 of
                # issue 37: "Cleo had 63" named, Miss Beauchamp's 50 passed over in silence;
                # round 4: with a computer player the leader, the others between were left out).
                winner = measure(key, prize.player)
                machines = [g.name for g in sorted(among, key=lambda g: measure(key, g.name), reverse=True)
                            if g.name != leader.name and g.name not in pool and measure(key, g.name) > winner]
                if machines and leader.name not in pool:
                    # The leader is one of them: one sentence for them all, not the leader's
                    # own and then the same words again.
                    first = f"{leader.name} had {told(key, leader.name, prize)}, but computer players take no prize"
                    machines = [leader.name] + machines
                    note = note[len(first):].lstrip("; ") if note.startswith(first) else note
                if machines:
                    more = ("as many yellow counters and more counters"
                            if all(level(key, n, prize) for n in machines) else "more")
                    if len(machines) == 1:
                        said_of = f"{machines[0]} had {told(key, machines[0], prize)}"
                        if more != "more":
                            said_of += f": {more}"
                    elif len(machines) <= 3:
                        each = [f"{n} ({told(key, n, prize)})" for n in machines]
                        said_of = ", ".join(each[:-1]) + " and " + each[-1] + f" had {more}"
                    else:
                        said_of = f"{len(machines)} others had {more}"
                    note = "; ".join(x for x in (note, f"{said_of}, but computer players take no prize") if x)
            if prize is None:
                why = note if leader.name not in pool else ""  # the prized are named already
                note = " ".join(x for x in (_not_given(key, among, pool, taken_by, group_names), why) if x)
        elif prize.cut:
            others = [n for n in prize.cut if n != prize.player]
            # The cards said, as the rulings say they are shown (round 12 of issue 37: the
            # guest who lost the cut never learnt what either had cut).
            note = f"Tied with {_names_of(others)}; {_cuts_said(prize.cut, prize.player)}: the lowest cut won"
        if prize is not None:
            note = _level_said(key, prize.player, among, pool, taken_by, one_each, measure, said, note,
                               leader.name if leader.name != prize.player else None)
        why = _why(key, prize.player, among, pool, taken_by, group_names, measure, said, prize.cut) \
            if prize is not None else ""
        out.append(Announcement(key, title, prize, leader.name, note, why))
        if prize is not None:
            taken_by.setdefault(prize.player, title)
    return out


def _why(key: str, winner: str, among: Sequence[Guest], pool: set[str], taken_by: Mapping[str, str],
         group_names: Mapping[str, str], measure, said, cut: dict[str, list[str]] | None) -> str:
    """Why ``winner`` takes the prize ``key``, in a phrase that follows its title: the measure,
    among whom it was counted when someone ahead by it could not take it, and his figure
    ("the fewest counters of the guests without a prize (31)").  Round 6 of issue 37: a
    guest read "You won a prize" above "8th of 8" with nothing to say which or why."""
    mine = measure(key, winner)
    ahead = [g.name for g in among if g.name != winner and measure(key, g.name) > mine]
    machines = any(n not in pool for n in ahead)
    prized = any(n in pool and n in taken_by for n in ahead)
    of = (" of the guests without a prize" if machines and prized else " of the guests" if machines
          else " of those without a prize" if prized else "")
    if key == "yellow":
        n = said(key, winner).split()[0]
        # Level on yellow with someone: the counters decided it, so they are said too.
        level = any(g.name != winner and measure(key, g.name)[0] == mine[0] for g in among)
        what = f"the most yellow counters{of} ({n}{', with ' + said('red', winner) if level else ''})"
    elif key == "booby":
        what = f"the fewest {'yellow counters' if 'yellow' in said(key, winner) else 'counters'}{of} ({said(key, winner)})"
    else:
        # "the most counters of the Ladies", narrowed as above: "... of the Ladies who are guests"
        # Round 8 of issue 37: "of the Ladies who are guests without a prize" under "You won a
        # prize!" on the last guest's phone read like a contradiction at arm's length; the
        # short "still without a prize" says why (the computer players are the note's).
        narrow = {" of the guests": " who are guests", " of those without a prize": " still without a prize",
                  " of the guests without a prize": " still without a prize"}.get(of, "")
        what = f"the most counters of the {group_names.get(key, key)}{narrow} ({said(key, winner)})"
    if cut:
        others = [n for n in cut if n != winner]
        what += f"; tied with {_names_of(others)}, and the cut went to {winner}"
    return what


def _level_said(key: str, winner: str, among: Sequence[Guest], pool: set[str], taken_by: Mapping[str, str],
                one_each: bool, measure, said, note: str, named: str | None) -> str:
    """``note`` with those level with the winner by the prize's measure who could not take it
    said, and why: a computer player, or a guest with a prize already.  Play-test round 7:
    "Ladies: most counters: Cat (50)" said nothing of Mrs. Alden's 50 (a computer player), so
    the tie looked overlooked.  ``named``: the leader, already said in ``note``.  Level guests
    free to take it were cut for it, which ``note`` or the winner's line says already."""
    mine = measure(key, winner)
    level = [g.name for g in among if g.name not in (winner, named) and measure(key, g.name) == mine]
    machines = [n for n in level if n not in pool]
    prized = [n for n in level if n in pool and one_each and n in taken_by]
    lines = [note] if note else []
    if machines:
        line, why = f"{_names_of(machines)} also had {said(key, machines[0])}", ", but computer players take no prize"
        if lines and lines[-1].endswith(why):  # the reason said once for both (round 13 of issue 37: twice)
            lines[-1] = f"{lines[-1][:-len(why)]}, and {line}{why}"
        else:
            lines.append(line + why)
    for n in prized:
        lines.append(f"{n} also had {said(key, n)}, but has the prize for {taken_by[n].lower()}: one prize a guest")
    return "; ".join(lines)


def _cuts_said(cut: Mapping[str, Sequence[str]], winner: str) -> str:
    """The cards a tie for a prize was cut with, the winner's first: "Alice cut 3♣, Eve 9♥"
    (a tie cut again: "Eve 9♥ then 2♦").  Laws 2-4: ace low, the lowest cut wins."""
    from game.cards.card import Card

    names = [winner] + [n for n in cut if n != winner]
    said = [f"{n}{' cut' if k == 0 else ''} {' then '.join(Card.parse(c).symbol for c in cut[n])}"
            for k, n in enumerate(names) if cut.get(n)]
    return ", ".join(said)


def _names_of(names: Sequence[str]) -> str:
    names = list(names)
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _not_given(key: str, among: Sequence[Guest], pool: set[str], taken_by: Mapping[str, str],
               group_names: Mapping[str, str]) -> str:
    """Why nobody takes a prize: nobody who may take prizes, or all of them have one."""
    may = [g.name for g in among if g.name in pool]
    if not may:
        who = f"every one of the {group_names.get(key, key)}" if key in GROUPS else "every player"
        return f"Not given: {who} is a computer player."
    if any(n not in taken_by for n in may):  # someone was free: the yellow prize, and nobody had one
        return "Not given: none of the guests who may take prizes won a yellow counter."
    have = "has" if len(may) == 1 else "have"
    names = may[0] if len(may) == 1 else ", ".join(may[:-1]) + " and " + may[-1]
    if len(may) > 3:
        names = f"all {len(may)} who may take it"
    return f"Not given: {names} {have} a prize already (one prize a guest)."


def leader_note(standings: Sequence[Mapping[str, Any]], prizes: Sequence[Prize],
                computers: set[str]) -> str:
    """A line for the standings' leader when he takes no prize, saying why."""
    if not standings:
        return ""
    top = standings[0]["name"]
    if any(p.player == top for p in prizes):
        return ""
    if top in computers:
        return f"{top} leads the standings, but is a computer player: computer players take no prize."
    return f"{top} leads the standings, but the prizes went by the rulings above."


# --- every guest a prize ------------------------------------------------------------------------

_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")


def _word(n: int) -> str:
    return _WORDS[n] if 0 <= n < len(_WORDS) else str(n)


def few_guests_warning(people: Sequence[Guest], one_each: bool = True) -> str:
    """For the host setting up: with as many guests (``people``, no computer players) as
    prizes to give them or fewer, and one prize a guest (the house option), every guest will
    take one - the last place too.  Empty when not so (round 14 of issue 37: four guests and
    four prizes looked absurd at the end)."""
    # The most yellow and the booby always; a group's prize only with a guest in the group.
    prizes = 2 + sum(1 for group in GROUPS if any(g.group == group for g in people))
    if not one_each or not 2 <= len(people) <= prizes:
        return ""
    # "Likely": the most yellow is not given when no guest holds a yellow counter.
    return (f"With {_word(len(people))} guests and {_word(prizes)} prizes (one a guest), every guest is "
            "likely to take one, the last place too.")


def every_guest_line(guests: Sequence[Guest], prizes: Sequence[Prize]) -> str:
    """On the prizes screen and the television: "With four guests and four prizes, every guest
    takes one", when every guest who may take a prize took one; else empty."""
    if all(g.computer for g in guests):  # an evening of computer players: no guest to speak of
        return ""
    may = {g.name for g in eligible(guests)}
    if len(may) < 2:
        return ""
    if {p.player for p in prizes} != may:
        return ""
    return f"With {_word(len(may))} guests and {_word(len(prizes))} prizes, every guest takes one."
