"""The evening: seats drawn, round after round of moves, the yellow counters, the prizes.

An :class:`Evening` holds the whole state of a party night and nothing else: it is saved
as JSON after every table's deal and every round (:meth:`Evening.save`, atomic), and an
evening read back (:meth:`Evening.load`) goes on from where it stood.  In real play every
random choice (the seating, each table's deal, the prizes) comes from the OS's secure
source and the file holds no seed, so no one who opens it can tell a card not yet dealt.
A repeatable evening (``party --headless --seed N``, tests) draws each choice from a
generator seeded by that seed and what it is for, never from one shared stream.

A file read back is checked (:meth:`Evening.check`): every player seated once, no counter
below nothing, and every counter accounted for (the stakes and fresh stakes drawn, and one
yellow counter a round).

Playing at this computer, each table's deal is a :class:`~.deal.TableDeal` from
:meth:`Evening.table_deal`; with real cards the host's entries become results through
:meth:`Evening.real_result`.  Either way :meth:`record` takes a table's result and
:meth:`finish_round` makes the moves once every table has one.
"""

from __future__ import annotations

import datetime as _dt
import random
from pathlib import Path
from typing import Any, Callable, Iterable, Mapping, Sequence

from game.store.jsonfile import DAMAGE, count, read_data, want, write_json
from game.engine.core.words import Name

from .config import PartyConfig, end_moment
from .deal import PartyError, TableDeal, TableResult
from .guests import GROUP_LADIES, Guest
from .moves import Move, round_moves
from .plan import table_name
from .prizes import Prize, award
from .seating import Draw, TableCut, cut_tables, draw_seats

FORMAT = "parlour-poker-party"
VERSION = 1


class Evening:
    """A party night (see the module docstring).  Table indexes are 0-based."""

    def __init__(self, config: PartyConfig) -> None:
        self.config = config
        self.guests: dict[str, Guest] = {g.name: g for g in config.guests}
        self.draws: list[Draw] = []
        self.table_cuts: list[TableCut] = []
        self.tables: list[list[str]] = []
        self.dealers: list[int] = []
        self.counters: dict[str, int | None] = {}
        self.yellow: dict[str, int] = {}
        self.extra: dict[str, int] = {}
        self.rounds: list[dict[str, Any]] = []
        self.pending: dict[int, TableResult] = {}
        self.started_at = ""
        self.ends_at: str | None = None
        self.final: dict[str, Any] | None = None
        self.prizes_due = False
        """Finished, but the host's window has yet to give the prizes: the save says so, and
        an evening killed then is offered again and comes back to its prizes (play-test
        round 9 of issue 37: killed on "Enter for the prizes", its prizes were lost)."""
        self.path: Path | None = None
        self.on_save: Callable[[Evening], None] | None = None

    # ----------------------------------------------------------------- the start
    @classmethod
    def start(cls, config: PartyConfig, now: _dt.datetime | None = None,
              path: Path | None = None) -> Evening:
        """Draw the seats and cut at every table; the evening is ready for round 1."""
        ev = cls(config)
        now = now or _dt.datetime.now()
        ev.started_at = now.replace(microsecond=0).isoformat()
        if config.end_at:
            ev.ends_at = end_moment(config.end_at, now).isoformat()
        rng = ev.rng("seating")
        ev.draws = draw_seats(config.guests, config.sizes or [], rng)
        ev.table_cuts = cut_tables(ev.draws, len(config.sizes or []), rng)
        ev.tables = [list(c.order) for c in ev.table_cuts]
        ev.dealers = [0] * len(ev.tables)  # the lowest cut deals first (Law 3)
        ev.counters = {g.name: config.stake for g in config.guests}
        ev.yellow = {g.name: 0 for g in config.guests}
        ev.extra = {g.name: 0 for g in config.guests}
        ev.path = path
        ev.save()
        return ev

    def rng(self, purpose: str) -> random.Random:
        """A generator for one purpose: the OS's secure source, or with a seed (a repeatable
        evening) one seeded by it and the purpose (string seeds hash the same everywhere)."""
        if self.config.seed is None:
            return random.SystemRandom()
        return random.Random(f"parlour-party:{self.config.seed}:{purpose}")

    # ----------------------------------------------------------------- state
    @property
    def table_count(self) -> int:
        return len(self.tables)

    @property
    def round_no(self) -> int:
        """The round being played (or next to be played), from 1."""
        return len(self.rounds) + 1

    @property
    def rounds_played(self) -> int:
        return len(self.rounds)

    @property
    def finished(self) -> bool:
        return self.final is not None

    @property
    def has_result(self) -> bool:
        """True once any table's deal has a result: before that everyone stands level with
        nothing won, and no screen gives a place ("=1st" for all at the evening's start
        read as a result: play-test round 7 of issue 37)."""
        return bool(self.rounds or self.pending or self.final)

    def table_of(self, name: str) -> int:
        for t, seats in enumerate(self.tables):
            if name in seats:
                return t
        raise KeyError(name)

    def table_name(self, t: int) -> str:
        return table_name(t + 1, self.table_count)

    def over(self, now: _dt.datetime | None = None) -> bool:
        """True when no more rounds are to be played (checked between rounds)."""
        if self.finished:
            return True
        if self.pending:
            return False
        if self.config.rounds is not None and self.rounds_played >= self.config.rounds:
            return True
        if self.ends_at is not None and self.rounds_played >= 1:
            now = now or _dt.datetime.now()
            return now >= _dt.datetime.fromisoformat(self.ends_at)
        return False

    def standings(self, counters: Mapping[str, int | None] | None = None,
                  extra: Mapping[str, int] | None = None,
                  yellow: Mapping[str, int] | None = None) -> list[dict[str, Any]]:
        """Everyone, best first: yellow counters, then counters net of extra stakes (the
        evening's own, or ``counters``, ``extra`` and ``yellow`` as they stand in a round in
        progress)."""
        counters = self.counters if counters is None else counters
        extra = self.extra if extra is None else extra
        yellow = self.yellow if yellow is None else yellow
        # At the end nobody moves (docs/party.md): each at the table of his last deal, not
        # the seating the last round's moves would have made.
        last = {n: t + 1 for t, rec in enumerate(self.rounds[-1]["tables"]) for n in rec.get("seats", [])} \
            if self.finished and self.rounds else {}
        rows = []
        for g in self.config.guests:
            c = counters.get(g.name)
            net = None if c is None else c - extra.get(g.name, 0)
            table = last.get(g.name) or self.table_of(g.name) + 1
            rows.append({"name": g.name, "group": g.group, "kind": g.kind, "table": table,
                         "counters": c, "extra": extra.get(g.name, 0), "net": net,
                         "yellow": yellow.get(g.name, 0)})
        rows.sort(key=lambda r: (-r["yellow"], -(r["net"] if r["net"] is not None else -10**9), r["name"]))
        return rows

    def total_counters(self) -> int | None:
        """Counters held by everyone (None while some are not counted: real cards)."""
        if any(v is None for v in self.counters.values()):
            return None
        return sum(v for v in self.counters.values() if v is not None)

    # ----------------------------------------------------------------- playing a round
    def players_for(self, t: int, humans: bool = True) -> list[Any | None]:
        """The computer players for table ``t`` this round (None for a human's or a phone
        guest's seat, unless
        ``humans`` is False, when computer players of the default temperament stand in)."""
        from game.ai import make_player

        out: list[Any | None] = []
        for name in self.tables[t]:
            g = self.guests[name]
            if (g.human or g.phone) and humans:
                out.append(None)
                continue
            key = g.temperament if g.computer else "good"
            out.append(make_player(key, self.rng(f"round {self.round_no}:player {name}"), name=name))
        return out

    def table_deal(self, t: int, humans: bool = True, again: bool = False) -> TableDeal:
        """Table ``t``'s deal for the round in progress (``again``: a deal already finished
        this round, laid out afresh after a restart so that its show is seen again)."""
        if self.config.mode != "play":
            raise PartyError("with real cards the tables play at real tables")
        if t in self.pending and not again:
            raise PartyError(f"{self.table_name(t)} has finished its deal this round")
        # Each name carries its guest's sex, for the log's pronouns ("throws in her hand").
        seats = [Name(n, GROUP_LADIES.get(self.guests[n].group)) if n in self.guests else n
                 for n in self.tables[t]]
        counters = [int(self.counters[n] or 0) for n in seats]
        deal = TableDeal(t, seats, counters, self.dealers[t], self.config.house(),
                         self.rng(f"round {self.round_no}:table {t + 1}"),
                         self.players_for(t, humans))
        deal.last_round = self.config.rounds is not None and self.rounds_played + 1 >= self.config.rounds
        return deal

    def real_result(self, t: int, winner: str, in_call: Iterable[str] = (),
                    counts: Mapping[str, int] | None = None, broke: Iterable[str] = ()) -> TableResult:
        """A table's result from the host's entries (real cards): the winner, who was in
        the call, the counts if known (before any fresh stake), and who went broke."""
        seats = self.tables[t]
        if winner not in seats:
            raise PartyError(f"{winner} is not at {self.table_name(t)}")
        called = set(in_call)
        for n in sorted(called - set(seats)):
            raise PartyError(f"{n} is not at {self.table_name(t)}")
        in_call = [n for n in seats if n in called]
        if in_call and winner not in in_call:
            raise PartyError("the winner of a called pool was in the call")
        gone = set(broke)
        for n in sorted(gone - set(seats)):
            raise PartyError(f"{n} is not at {self.table_name(t)}")
        broke = [n for n in seats if n in gone]
        stake = self.config.stake
        after = None
        if counts is not None:
            missing = [n for n in seats if counts.get(n) is None]
            if missing:
                raise PartyError(f"a count is needed for {', '.join(missing)}")
            if any(int(counts[n]) < 0 for n in seats):
                raise PartyError("a count cannot be less than nothing")
            after = {n: int(counts[n]) + (stake if n in broke else 0) for n in seats}
        elif t == 0:
            raise PartyError("the head table's counts are needed")
        before = {n: self.counters.get(n) for n in seats}
        return TableResult(table=t, seats=list(seats), winner=winner, in_call=in_call,
                           counters_before=before if all(v is not None for v in before.values()) else None,
                           counters_after=after, fresh={n: stake for n in broke},
                           dealer=seats[self.dealers[t] % len(seats)],
                           next_dealer=(self.dealers[t] + 1) % len(seats), shown=bool(in_call))

    def record(self, result: TableResult) -> None:
        """Keep a table's result for the round in progress (and save)."""
        if self.finished:
            raise PartyError("the evening is over")
        t = result.table
        if not 0 <= t < self.table_count or list(result.seats) != self.tables[t]:
            raise PartyError("that result is not for a table as it sits this round")
        if t in self.pending:
            raise PartyError(f"{self.table_name(t)} already has a result this round")
        self.pending[t] = result
        self.save()

    def withdraw(self, t: int) -> None:
        """Take back a table's result before the round is finished (the host mistyped)."""
        if self.pending.pop(t, None) is not None:
            self.save()

    @property
    def round_complete(self) -> bool:
        return len(self.pending) == self.table_count

    @property
    def bell_rung(self) -> bool:
        """True once the head table's pool is decided this round."""
        return 0 in self.pending

    def finish_round(self) -> dict[str, Any]:
        """Make the moves; give the yellow counter; return (and keep) the round's record."""
        if not self.round_complete:
            raise PartyError("every table must finish its deal first")
        results = [self.pending[t] for t in range(self.table_count)]
        moves = round_moves(self.tables, results, self.rng(f"round {self.round_no}:moves"))
        for r in results:
            for name in r.seats:
                if r.counters_after is not None:
                    self.counters[name] = r.counters_after[name]
                elif self.config.mode == "real":
                    self.counters[name] = None  # not counted at a real table
            for name, amount in r.fresh.items():
                self.extra[name] = self.extra.get(name, 0) + amount
        self.yellow[moves.yellow] = self.yellow.get(moves.yellow, 0) + 1
        record = {
            "round": self.round_no,
            "tables": [r.to_dict() for r in results],
            "bell": {"table": 1, "winner": results[0].winner},
            "moves": [m.to_dict() for m in moves.moves],
            "yellow": moves.yellow,
            "down": moves.down,
            "broke": moves.broke,
            "cuts": moves.cuts,
            "notes": moves.notes,
        }
        self.rounds.append(record)
        self.tables = moves.tables
        self.dealers = [r.next_dealer for r in results]
        self.pending = {}
        self.save()
        return record

    def play_round(self, progress: Callable[[TableResult], None] | None = None) -> dict[str, Any]:
        """Play the round in progress with computer players at every table (headless)."""
        for t in range(self.table_count):
            if t in self.pending:
                continue
            result = self.table_deal(t, humans=False).run()
            self.record(result)
            if progress is not None:
                progress(result)
        return self.finish_round()

    def seat_late(self, guest: Guest, t: int | None = None) -> int:
        """Seat a guest who came after the seats were drawn, from the round about to be
        played: at the booby table (where every newcomer to the evening starts, as the
        loser of the head table does), or at table ``t``; with the stake, like everyone.
        Returns his table.  Only between rounds: no table's deal is changed under it."""
        from .plan import MAX_SIZE

        if self.finished:
            raise PartyError("the evening is over")
        if self.pending:
            raise PartyError("a round is in progress: a late guest is seated before the next")
        if guest.name.casefold() in {n.casefold() for n in self.guests}:
            raise PartyError(f"there is already a player called {guest.name}")
        order = [t] if t is not None else list(range(self.table_count - 1, -1, -1))
        t = next((x for x in order if len(self.tables[x]) < MAX_SIZE), None)
        if t is None:
            raise PartyError("every table is full")
        c = self.config
        c.guests.append(guest)
        c.sizes = list(c.sizes or [])
        c.sizes[t] += 1
        c.added = (list(c.added) + [0] * len(c.sizes))[:len(c.sizes)]
        c.added[t] += 1
        self.guests[guest.name] = guest
        self.tables[t].append(guest.name)
        self.counters[guest.name] = c.stake
        self.yellow[guest.name] = 0
        self.extra[guest.name] = 0
        self.save()
        return t

    def last_moves(self) -> list[Move]:
        return [Move.from_dict(m) for m in self.rounds[-1]["moves"]] if self.rounds else []

    # ----------------------------------------------------------------- the end
    def finish(self, final_counts: Mapping[str, int] | None = None) -> dict[str, Any]:
        """End the evening: everyone's counters (with real cards, the host's final counts),
        the prizes, and the final record."""
        if self.pending:
            raise PartyError("a round is in progress: finish it first")
        counters = dict(self.counters)
        if final_counts is not None:
            for name in self.guests:
                if final_counts.get(name) is None:
                    raise PartyError(f"a final count is needed for {name}")
                counters[name] = int(final_counts[name])
        missing = [n for n, v in counters.items() if v is None]
        if missing:
            raise PartyError(f"the final counts are needed (for {', '.join(missing)})")
        counts = {n: int(v) for n, v in counters.items() if v is not None}
        self.counters = dict(counts)
        prizes = award(self.config.guests, counts, self.extra, self.yellow, self.config.group_names,
                       self.rng("prizes"), self.config.one_prize_each, self.config.booby_by)
        self.final = {
            "rounds": self.rounds_played,
            "counters": counts,
            "yellow": dict(self.yellow),
            "extra_stakes": dict(self.extra),
            "net": {n: counts[n] - self.extra.get(n, 0) for n in counts},
            "prizes": [p.to_dict() for p in prizes],
        }
        self.save()
        return self.final

    def prizes_given(self) -> None:
        """The host's window has given every prize: the evening is over for good."""
        if self.prizes_due:
            self.prizes_due = False
            self.save()

    def prizes(self) -> list[Prize]:
        return [Prize.from_dict(p) for p in (self.final or {}).get("prizes", [])]

    # ----------------------------------------------------------------- saving
    def to_dict(self) -> dict[str, Any]:
        """The whole evening: the documented report (players, rounds, final) and the state
        that lets it be resumed."""
        c = self.config
        return {
            "format": FORMAT,
            "version": VERSION,
            "started_at": self.started_at,
            "ends_at": self.ends_at,
            "groups": dict(c.group_names),
            "players": [{**g.to_dict(), "group_name": c.group_name(g.group)} for g in c.guests],
            "table_sizes": list(c.sizes or []),
            "seating": {"draws": [d.to_dict() for d in self.draws],
                        "cuts": [tc.to_dict() for tc in self.table_cuts]},
            "rounds": self.rounds,
            "final": self.final,
            "config": c.to_dict(),
            "state": {
                "tables": [list(s) for s in self.tables],
                "dealers": list(self.dealers),
                "counters": dict(self.counters),
                "yellow": dict(self.yellow),
                "extra_stakes": dict(self.extra),
                "pending": [self.pending[t].to_dict() for t in sorted(self.pending)],
                **({"prizes_due": True} if self.prizes_due and self.final is not None else {}),
            },
        }

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> Evening:
        """A checked evening; ``ValueError`` for anything out of shape or that does not add up."""
        try:
            return cls._from_dict(d)
        except ValueError:
            raise
        except DAMAGE as exc:  # a list where a table was, a name that is a number...
            raise ValueError(str(exc) if isinstance(exc, TypeError) else
                             f"{type(exc).__name__}: {exc}") from None

    @classmethod
    def _from_dict(cls, d: Mapping[str, Any]) -> Evening:
        want(d, dict, "the evening")
        if d.get("format") != FORMAT:
            raise ValueError("not a party-night file")
        if count(d.get("version", 0), "version") > VERSION:
            raise ValueError(f"this party-night file is from a newer version ({d.get('version')})")
        ev = cls(PartyConfig.from_dict(d["config"]))
        ev.started_at = d.get("started_at", "")
        ev.ends_at = d.get("ends_at")
        ev.draws = [Draw.from_dict(x) for x in d["seating"]["draws"]]
        ev.table_cuts = [TableCut.from_dict(x) for x in d["seating"]["cuts"]]
        ev.rounds = list(want(d.get("rounds") or [], list, "rounds"))
        for r in ev.rounds:
            want(r, dict, "a round")
            want(r.get("moves", []), list, "a round's moves")
        ev.final = d.get("final")
        if ev.final is not None:
            want(ev.final, dict, "the final")
        s = want(d["state"], dict, "state")
        ev.tables = [[want(n, str, "a player") for n in want(x, list, "a table")]
                     for x in want(s["tables"], list, "tables")]
        ev.dealers = [count(x, "a dealer") for x in want(s["dealers"], list, "dealers")]
        ev.counters = {k: (None if v is None else count(v, f"{k}'s counters"))
                       for k, v in want(s["counters"], dict, "counters").items()}
        ev.yellow = {k: count(v, f"{k}'s yellow counters")
                     for k, v in want(s["yellow"], dict, "yellow").items()}
        ev.extra = {k: count(v, f"{k}'s fresh stakes")
                    for k, v in want(s["extra_stakes"], dict, "extra_stakes").items()}
        ev.pending = {r.table: r for r in (TableResult.from_dict(want(x, dict, "a result"))
                                           for x in want(s.get("pending") or [], list, "pending"))}
        ev.prizes_due = ev.final is not None and s.get("prizes_due") is True
        ev.check()
        return ev

    def check(self) -> None:
        """Raise ``ValueError`` if the state does not hang together."""
        names = set(self.guests)
        seated = [n for seats in self.tables for n in seats]
        if sorted(seated) != sorted(names):
            raise ValueError("the tables do not seat every player once")
        if [len(s) for s in self.tables] != list(self.config.sizes or []):
            raise ValueError("a table has changed size")
        if set(self.counters) != names:
            raise ValueError("the counters do not match the players")
        if set(self.yellow) - names or set(self.extra) - names:
            raise ValueError("a yellow counter or fresh stake is for no player")
        if len(self.dealers) != len(self.tables) or any(
                not 0 <= d < max(1, len(seats)) for d, seats in zip(self.dealers, self.tables)):
            raise ValueError("a table's dealer is not at it")
        # Every counter accounted for: none below nothing, the stakes and the fresh stakes
        # drawn are all there is, and one yellow counter was given a round.
        known = [v for v in self.counters.values() if v is not None]
        if any(v < 0 for v in known) or any(v < 0 for v in self.yellow.values()) or any(
                v < 0 for v in self.extra.values()):
            raise ValueError("a player has fewer than no counters")
        if sum(self.yellow.values()) != len(self.rounds):
            raise ValueError(f"{sum(self.yellow.values())} yellow counters for "
                             f"{len(self.rounds)} rounds")
        if len(known) == len(self.counters) and self.config.mode == "play":
            expected = self.config.stake * len(names) + sum(self.extra.values())
            if sum(known) != expected:
                raise ValueError(f"the counters add up to {sum(known)}, not the {expected} "
                                 "staked and drawn")
        for t, r in self.pending.items():
            if not 0 <= t < len(self.tables) or list(r.seats) != self.tables[t]:
                raise ValueError("a table's result is not for the table as it sits")

    def save(self) -> None:
        """Write the evening to its file (atomically), if it has one."""
        if self.path is not None:
            write_json(self.path, self.to_dict())
        if self.on_save is not None:
            self.on_save(self)

    @classmethod
    def load(cls, path: Path) -> Evening:
        """Read a saved evening; raises ``ValueError`` (or ``OSError``) if it cannot."""
        ev = cls.from_dict(read_data(path))
        ev.path = path
        return ev


def guests_by_table(ev: Evening) -> list[list[Guest]]:
    return [[ev.guests[n] for n in seats] for seats in ev.tables]


def _key(r: Mapping[str, Any]) -> tuple[Any, Any] | None:
    return None if r.get("net") is None else (r.get("yellow", 0), r["net"])


def places_so_far(rows: Sequence[Mapping[str, Any]], counted: bool) -> list[str]:
    """The places the evening's standings give while it is played: :func:`shared_places`,
    but none at all ("" for every row) before any table has a result (``counted`` False,
    :attr:`Evening.has_result`) or while every row is level with every other (the host's
    standings count from the round's start): "=1" beside every name read as a result
    (play-test round 7 of issue 37)."""
    if not counted or (len(rows) > 1 and _key(rows[0]) is not None and all(_key(r) == _key(rows[0]) for r in rows)):
        return [""] * len(rows)
    return shared_places(rows)


def names(guests: Sequence[Guest]) -> list[str]:
    return [g.name for g in guests]


def shared_places(rows: Sequence[Mapping[str, Any]]) -> list[str]:
    """Each standings row's place as every screen writes it: players level on yellow counters
    and on counters net of extra stakes share a place, marked "=" ("=4", "=4" for the 4th and
    5th rows).  One rule for the host's window, the phones, the television and the score
    sheet (play-test round 7: the phones and the host said "4. Cat, 5. Mrs. Alden" while the
    television said "=4th" for both).  A row not yet counted (real cards) is level with none."""
    out: list[str] = []
    first = 0
    for i, r in enumerate(rows):
        k = _key(r)
        if i == 0 or k is None or k != _key(rows[i - 1]):
            first = i
        level = k is not None and ((i > 0 and _key(rows[i - 1]) == k) or (i + 1 < len(rows) and _key(rows[i + 1]) == k))
        out.append(("=" if level else "") + str(first + 1))
    return out
