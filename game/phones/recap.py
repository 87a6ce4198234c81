"""What a guest is told of a round's end: why he moves or stays, and, for a round he missed
(his phone was closed, or asleep, when it ended), what happened there and what was done in
his name.

docs/party.md promises that "a guest always learns what was done in his name".  Within a
round his phone shows it (the log, the away notice); a round that ended while no phone of
his was open is told afterwards, from the evening's own record (:func:`round_recap`), until
he taps that he has read it.
"""

from __future__ import annotations

import re

from typing import TYPE_CHECKING, Any, Sequence

from game.party import Evening
from game.party.moves import cut_cards

from .protocol import ProtocolError
from .seat import PhoneSeat


def _table_words(ev: Evening, t: int) -> str:
    """"Table 3", "the head table", "the booby table": a table as a sentence names it."""
    name = ev.table_name(t)
    return name if name.startswith("Table") else "the " + name[:1].lower() + name[1:]


def _counters(n: int) -> str:
    return f"{n} counter" + ("" if n == 1 else "s")


def _standing(rec: dict[str, Any], name: str) -> int | None:
    """What ``name`` had before him when the deal was over, before any fresh stake."""
    after = rec.get("counters_after") or {}
    if after.get(name) is None:
        return None
    return int(after[name]) - int((rec.get("fresh_stakes") or {}).get(name, 0))


def _head_facts(round_rec: dict[str, Any]) -> dict[str, Any]:
    """How the head table's going-down fell this round, read from the round's record: who went
    down, who was in the call, whether everyone was, whether someone safe had fewer counters than
    the one who went (the call protected him), and the tie's cut if there was one.  Every phone's
    head-table reason, the mover's and the stayers', is written from these facts alone, so that no
    two phones tell a different rule (issue 37: the one going down was told "you had the fewest",
    while a guest in the call, with fewer, was rightly told why he stayed)."""
    head = round_rec["tables"][0]
    seats = list(head.get("seats") or [])
    in_call = [n for n in head.get("in_call") or [] if n in seats]
    counts = {n: c for n in seats if (c := _standing(head, n)) is not None}
    down = round_rec.get("down") or ""
    safe = set(in_call) | {head.get("winner")}
    everyone = bool(in_call) and all(n in in_call for n in seats)
    # The call (or the pool won without one) kept these from going down, though they had no
    # more counters than the one who went.
    fewer_safe = [n for n in seats if n in safe and n != down and down in counts and n in counts
                  and counts[n] <= counts[down]]
    cut = next((c for c in round_rec.get("cuts") or [] if c.get("for") == "going down from the head table"), None)
    # He was the only one the call did not keep: said so, not "the fewest of those not in the
    # call" (play-test round 7: said of the richest player at the table).
    alone = bool(fewer_safe) and not everyone and [n for n in seats if n not in safe] == [down]
    return {"down": down, "in_call": in_call, "counts": counts, "everyone": everyone,
            "fewer_safe": fewer_safe, "cut": cut, "alone": alone, "seats": seats}


def _names(names: Sequence[str]) -> str:
    names = list(names)
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _cut_shown(cut: dict[str, Any], you: str) -> str:
    """The cut's cards, as they were shown, for the guest's own phone: " (you 3♣ and Cy 9♥,
    ace low)", or "" when the record has none."""
    cards = cut_cards(cut, you)
    return f" ({cards}, ace low)" if cards else ""


def head_table_down(round_rec: dict[str, Any]) -> str:
    """Why the one who goes down from the head table goes, said to him (the book's rule as it
    fell this round: the fewest counters, or the fewest of those not in the call)."""
    f = _head_facts(round_rec)
    if f["everyone"]:
        return ("Everyone at the head table was in the call, so you, with the fewest counters "
                "after the winner, go down.")
    if f["cut"] is not None:
        others = [n for n in f["cut"].get("stays", []) if n != f["down"]]
        return (f"You tied with {_names(others)} for the fewest counters at the head table, "
                f"and the cut went against you{_cut_shown(f['cut'], f['down'])}: you go down.")
    if f["alone"]:
        others = [n for n in f["seats"] if n != f["down"]]
        if all(n in f["in_call"] for n in others):
            return ("Everyone else at the head table was in the call, which keeps a player there: you were "
                    "the only one not in it, so you go down.")
        return ("The others at the head table were in the call or won the pool, which keeps a player "
                "there: you were the only one not in the call, so you go down.")
    if f["fewer_safe"]:
        few = f["fewer_safe"]
        mine = f["counts"][f["down"]]
        than = ("fewer counters than you" if all(f["counts"][n] < mine for n in few)
                else "as few counters as you" if all(f["counts"][n] == mine for n in few)
                else "no more counters than you")
        if all(n in f["in_call"] for n in few):
            safe, rest = ("was" if len(few) == 1 else "were") + " in the call", "of those not in the call"
        else:  # the pool taken without a call: only its winner was safe
            safe, rest = "won the pool", "of the others"
        return f"{_names(few)} had {than} but {safe}: you had the fewest {rest}, and go down."
    return "You had the fewest counters at the head table and go down."


def head_table_stay(round_rec: dict[str, Any], name: str) -> str:
    """Why ``name``, at the head table, stays there (he did not win, and did not go down):
    the book's rule as it fell this round, not the rule in general (issue 37: a guest in the
    call was told only that the fewest-countered goes down, though he had the fewest)."""
    f = _head_facts(round_rec)
    down, in_call, counts = f["down"], f["in_call"], f["counts"]
    mine = counts.get(name)
    fewest = mine is not None and bool(counts) and mine == min(counts.values())
    tied = f["cut"] if f["cut"] is not None and name in f["cut"].get("stays", []) else None
    if f["everyone"]:
        return (f"Everyone at the head table was in the call, so {down}, with the fewest counters "
                "after the winner, goes down; you stay.")
    if name in in_call and f["alone"]:
        return (f"You were in the call, so you stay; {down} goes down, as the only one at the head table "
                "not in the call.")
    if name in in_call:
        if fewest:
            # Level with another is not "the fewest" (round 14 of issue 37: both had 50).
            level = [n for n in f["seats"] if n != name and counts.get(n) == mine]
            had = f"You were level with {_names(level)} for the fewest counters" if level else \
                "You had the fewest counters"
            return (f"{had}, but you were in the call, so you stay: {down} goes "
                    "down, with the fewest of those not in the call.")
        return f"You were in the call, so you stay; {down} goes down, with the fewest of those not in the call."
    if tied is not None:
        return (f"You tied with {down} for the fewest counters, and the cut went your way"
                f"{_cut_shown(tied, name)}: {down} goes down.")
    if in_call:
        return f"{down} had the fewest counters of those not in the call, and goes down; you stay."
    return f"{down} had the fewest counters at the head table, and goes down; you stay."


def why_moved(move: dict[str, Any], round_rec: dict[str, Any]) -> str:
    """A move's reason, said to the guest who moves: the one place every phone's move reason
    comes from (the screen between rounds, and the recap of a round he missed)."""
    reason = str(move.get("reason", ""))
    if reason.startswith("won"):
        return f"You {reason} and move up."
    if reason.startswith(("fewest", "the only one")) and move.get("player") == round_rec.get("down"):
        return head_table_down(round_rec)
    # The record's reasons are in the third person ("went broke: ...", "changes seats with
    # ..."): said to the guest himself they are put to "you" (round 9 of issue 37).
    if reason.startswith("went broke"):
        return "You went broke: you drew a fresh stake, and you change seats with the booby table's richest."
    richest = re.match(r"the booby table's richest: changes seats with (.+)$", reason)
    if richest:
        return (f"You were the booby table's richest, so you change seats with {richest.group(1)}, "
                "who went broke.")
    return reason[:1].upper() + reason[1:] + "."


def why_stays(ev: Evening, round_rec: dict[str, Any], name: str) -> str:
    """Why ``name`` stays where he is after ``round_rec``, so that no guest wonders whether he
    was forgotten."""
    played = table_in(round_rec, name)
    if round_rec.get("yellow") == name:
        return "You won the head table's pool: a yellow counter, and you keep your place."
    if played == 0:
        return head_table_stay(round_rec, name)
    if played is not None:
        return "Only the winner of your table's pool moves up."
    return ""


def table_in(round_rec: dict[str, Any], name: str) -> int | None:
    """The table (0-based) ``name`` played at in the round ``round_rec``; None if he did not."""
    for r in round_rec.get("tables", []):
        if name in r.get("seats", []):
            return int(r["table"]) - 1
    return None


def _took_back(returned: dict[str, int], you: str, winner: Any) -> str:
    """What the pool shown at the table held but nobody won: counters a player bet that
    nobody met, handed back to him (round 8 of issue 37: "Pool 14" on the phone, then "won
    the pool of 9" with the other 5 unsaid)."""
    said = []
    for who, n in returned.items():
        # To the guest himself, "you" (round 9 of issue 37: "he took back his own 1" was read
        # as said of him); of anyone else, his name, and no pronoun that may be the wrong one.
        if who == you:
            said.append(f"you took back your own {n} that nobody met")
        elif who == winner:
            said.append(f"took back {n} that nobody met")
        else:
            said.append(f"{who} took back {n} that nobody met")
    return "".join(f", and {s}" for s in said)


def round_recap(ev: Evening, name: str, index: int, done: Sequence[str] = ()) -> dict[str, Any] | None:
    """Round ``ev.rounds[index]`` as told to ``name``, who missed its end: where he played,
    what was done in his name (``done``: the log's own lines for him, "Time ran out, so your
    hand was thrown in."), the pool's winner, his counters before and after, and where he went
    next and why.  None if he did not play that round."""
    rec = ev.rounds[index]
    t = table_in(rec, name)
    if t is None:
        return None
    table = rec["tables"][t]
    lines = list(done)
    pool = int(table.get("pool", 0))
    won = (f"You won the pool of {_counters(pool)}" if table.get("winner") == name
           else f"{table.get('winner')} won the pool of {_counters(pool)}")
    lines.append(won + _took_back(table.get("returned") or {}, name, table.get("winner")) + ".")
    before = (table.get("counters_before") or {}).get(name)
    after = _standing(table, name)
    if before is not None and after is not None:
        lines.append(f"You had {_counters(int(before))}, and ended with {after}." if after != before
                     else f"You had {_counters(int(before))}, and ended with as many.")
    fresh = int((table.get("fresh_stakes") or {}).get(name, 0))
    if fresh:
        lines.append(f"You lost all your counters and drew a fresh stake of {fresh} from the banker.")
    last = index == len(ev.rounds) - 1 and ev.finished
    move = next((m for m in rec.get("moves", []) if m.get("player") == name), None)
    if last or ev.config.rounds == rec.get("round"):
        lines.append("It was the evening's last round: nobody moved.")
    elif move is not None:
        why = why_moved(move, rec)
        if why.startswith(("You ", "Everyone ")):  # a name keeps its capital
            why = why[:1].lower() + why[1:]
        lines.append(f"You went to {_table_words(ev, int(move['to']) - 1)}: {why}")
    else:
        lines.append(f"You stayed at {_table_words(ev, t)}. {why_stays(ev, rec, name)}".strip())
    return {"round": rec["round"], "table": ev.table_name(t), "lines": lines}


class Recaps:
    """The night's memory of what each guest has been told of the rounds' ends (a mixin of
    :class:`~.night.PhoneNight`, as :class:`~.lobby.Lobby` is)."""

    ev: Evening | None
    stage: str
    seats: dict[str, PhoneSeat]
    shown: dict[str, set[int]]
    done_for: dict[str, dict[int, list[str]]]
    recaps: dict[tuple[str, int], dict[str, Any] | None]
    missed_open: dict[str, tuple[int, int, tuple[int, ...]]]
    """Each guest whose phone shows the notice of rounds he missed, unread: the round it was
    first shown in, his moves since, and the rounds it tells (see :meth:`missed_read`)."""

    if TYPE_CHECKING:  # the night's own, used here
        def _touch(self, name: str) -> None: ...
        def _save_log(self) -> None: ...

    def missed_for(self, name: str) -> list[dict[str, Any]]:
        """Every round that ended while no phone of ``name``'s was open, as told to him
        (:func:`~.recap.round_recap`): where he played, what was done in his name, the
        pool's winner, his counters, and where he went.  The round whose end the screen
        shows now (between rounds, at the end) is not among them: it is on the screen."""
        ev = self.ev
        if ev is None or name not in self.seats:
            return []
        shown = self.shown.get(name, set())
        if len(shown) >= len(ev.rounds):
            return []  # the usual case: every round's end was on his screen
        on_screen = ev.rounds[-1]["round"] if ev.rounds and self.stage in ("between", "over") else None
        cache = self.recaps  # a round over is told the same each time
        out = []
        for i, rec in enumerate(ev.rounds):
            r = rec["round"]
            if r in shown or r == on_screen:
                continue
            key = (name, r)
            if key not in cache:
                cache[key] = round_recap(ev, name, i, self.done_for.get(name, {}).get(r, ()))
            if cache[key] is not None:
                out.append(cache[key])
        return out

    def delivered(self, name: str, msg: dict[str, Any]) -> None:
        """``msg`` has gone to an open phone of ``name``'s: a round's end it shows (between
        rounds, or at the end) counts as shown to him."""
        ev = self.ev
        if ev is None or msg.get("type") != "state" or not ev.rounds:
            return
        if msg.get("evening", {}).get("stage") in ("between", "over"):
            self._mark_shown(name, [ev.rounds[-1]["round"]])
        rounds = tuple(int(r["round"]) for r in msg.get("missed") or ())
        if rounds and name not in self.missed_open:
            self.missed_open[name] = (ev.round_no, 0, rounds)
        self.missed_read(name)

    # A notice of rounds he missed is not pinned for the rest of the evening (play-test round
    # 7): once he has made two moves of his own after it came, or a round has passed since,
    # it has been in front of him long enough and goes by itself.
    MISSED_MOVES = 2

    def missed_read(self, name: str, moved: bool = False) -> None:
        """After each of ``name``'s own moves (``moved``) and each message to his phone: the
        notice of what he missed counts as read when he has moved twice since it came, or a
        new round has begun."""
        open_ = self.missed_open.get(name)
        if open_ is None or self.ev is None:
            return
        since, moves, rounds = open_
        moves += moved
        if moves >= self.MISSED_MOVES or self.ev.round_no > since:
            del self.missed_open[name]
            self._mark_shown(name, list(rounds))
            self._touch(name)
        else:
            self.missed_open[name] = (since, moves, rounds)

    def seen(self, name: str, rounds: list[int]) -> None:
        """The guest tapped that he has read what he missed of ``rounds``."""
        if name not in self.seats:
            raise ProtocolError("this phone has no seat this evening: join with the code")
        self._mark_shown(name, rounds)
        self.missed_open.pop(name, None)
        self._touch(name)

    def _mark_shown(self, name: str, rounds: list[int]) -> None:
        shown = self.shown.setdefault(name, set())
        new = {r for r in rounds if r not in shown and self.ev is not None and 1 <= r <= len(self.ev.rounds)}
        if not new:
            return
        shown |= new
        done = self.done_for.get(name, {})
        for r in new:
            done.pop(r, None)
        self._save_log()


def told_from(meta: dict[str, Any] | None, ev: Evening) -> tuple[dict[str, set[int]], dict[str, dict[int, list[str]]]]:
    """What each guest has been shown of the rounds' ends, and what was done in his name in
    rounds he has not yet been shown, as the deals-in-progress file kept them.  A file that
    kept none (from before it did) counts every round but the last as shown."""
    played = len(ev.rounds)
    shown: dict[str, set[int]] = {}
    done: dict[str, dict[int, list[str]]] = {}
    kept = (meta or {}).get("shown")
    for name, g in ev.guests.items():
        if not g.phone:
            continue
        if isinstance(kept, dict):
            rounds = kept.get(name, [])
            shown[name] = {r for r in rounds if isinstance(r, int) and not isinstance(r, bool)
                           and 1 <= r <= played} if isinstance(rounds, list) else set()
        else:
            shown[name] = set(range(1, played))
    for name, by_round in ((meta or {}).get("done_for") or {}).items():
        if name in shown and isinstance(by_round, dict):
            done[name] = {int(r): [str(x) for x in lines] for r, lines in by_round.items()
                          if isinstance(r, str) and r.isdigit() and isinstance(lines, list)}
    return shown, done

