"""What goes out on the wire: each phone's message, built from its own seat's view, and the
overview for the television.

:func:`seat_message` is the only function that builds what a guest's phone receives.
Its cards come from the engine's :class:`~game.engine.SeatView` for that one seat - the
seat's own hand, and the hands shown to the table - so no other seat's card, and no card
of the stock, can reach a phone by a forgotten field.  The table's public part
(:func:`public_table`) reads only the public fields of that view; the television's
overview (:func:`overview_message`) is made of public parts alone.
"""

from __future__ import annotations

import re

from typing import Any, Sequence

from game.engine import ActionKind, LegalAction, SeatView
from game.engine.core.events import Event, public_copy
from game.engine.core.narrate import describe
from game.party import Evening, TableDeal, places_so_far, shared_places
from game.party.moves import cut_sentence

K = ActionKind
LOG_LINES = 12


def _label(offer: LegalAction, view: SeatView) -> str:
    """The words on the button, as the window's table puts them."""
    k = offer.kind
    if k is K.CALL:
        if not offer.low:
            return "Stay"
        return f"Call {offer.low}" if view.phase.value == "after the draw" else f"Come in {offer.low}"
    if k is K.STRADDLE:
        return f"Straddle {offer.low}"
    if k is K.DRAW:
        return "Draw"
    return k.value[:1].upper() + k.value[1:]


def legal_list(view: SeatView) -> list[dict[str, Any]]:
    """The seat's legal actions now (empty unless it is the seat's turn), with their amounts."""
    if not view.my_turn:
        return []
    return [{"kind": la.kind.value, "low": la.low, "high": la.high, "label": _label(la, view)}
            for la in view.legal]


def public_table(ev: Evening, t: int, deal: TableDeal | None, view: SeatView | None,
                 away: Sequence[str] = ()) -> dict[str, Any]:
    """Table ``t`` as everyone may see it: names, counters, what each put in and drew, the
    hands shown, the pool, the dealer and whose turn it is.  ``view`` is any seat's view
    of the table (only its public fields are read)."""
    seats = ev.tables[t] if deal is None else deal.seats
    out: dict[str, Any] = {"number": t + 1, "name": ev.table_name(t), "count": ev.table_count,
                           "head": t == 0, "booby": t == ev.table_count - 1}
    if view is None:
        # A table whose deal ended before the host's computer was restarted has no deal now:
        # its counters are as that deal left them (its result), not as the round found them.
        done = ev.pending.get(t)
        ended = {n: done.standing(n) for n in seats} if done is not None else {}
        # Who deals it when it begins (or dealt the deal that ended): every screen marks him.
        if done is not None and done.dealer in seats:
            dealer = list(seats).index(done.dealer)
        else:
            dealer = ev.dealers[t] % len(seats) if t < len(ev.dealers) and seats else None
        out.update(deal=0, phase="waiting", pool=0, dealer=dealer, age=None, to_act=None, players=[
            {"name": n, "stack": ended[n] if ended.get(n) is not None else ev.counters.get(n), "put": 0, "holds": False, "drew": None,
             "shown": None, "kind": ev.guests[n].kind, "away": n in away} for n in seats])
    else:
        out.update(deal=view.deal, phase=view.phase.value, pool=view.pool, dealer=view.dealer,
                   age=view.age, to_act=view.to_act, players=[
                       {"name": seats[p.seat], "stack": p.stack, "put": p.put, "holds": p.holds_cards,
                        "drew": p.drew, "shown": [c.code for c in p.shown] if p.shown else None,
                        "kind": ev.guests[seats[p.seat]].kind, "away": seats[p.seat] in away}
                       for p in view.players])
    if deal is None and view is None and stage_done(ev, t):
        # The round's deals are gone (the host's computer was restarted between rounds):
        # the table's result as the evening recorded it, and the seats as they were.
        rec = ev.rounds[-1]["tables"][t]
        after = rec.get("counters_after") or {}
        hands = rec.get("hands") or {}  # the hands shown at the call, kept with the result
        out["players"] = [{"name": n, "stack": after.get(n, ev.counters.get(n)), "put": 0, "holds": False,
                           "drew": None, "shown": hands.get(n), "kind": ev.guests[n].kind, "away": n in away}
                          for n in rec["seats"] if n in ev.guests]
        names = [p["name"] for p in out["players"]]
        out["dealer"] = names.index(rec["dealer"]) if rec.get("dealer") in names else None
        out["result"] = {"winner": rec["winner"], "pool": rec.get("pool", 0), "shown": rec.get("shown", False),
                         "in_call": list(rec.get("in_call", [])), "returned": dict(rec.get("returned") or {})}
    elif deal is not None and deal.done:
        r = deal.result()
        out["result"] = {"winner": r.winner, "pool": r.pool, "shown": r.shown, "in_call": list(r.in_call),
                         "returned": dict(r.returned)}
    elif t in ev.pending:
        r = ev.pending[t]
        out["result"] = {"winner": r.winner, "pool": r.pool, "shown": r.shown, "in_call": list(r.in_call),
                         "returned": dict(r.returned)}
    return out


def stage_done(ev: Evening, t: int) -> bool:
    """True when the evening stands after a round with no deal in progress at table ``t``
    (between rounds, or at the end): its last result is the round's record."""
    return bool(ev.rounds) and not ev.pending and t < len(ev.rounds[-1].get("tables", []))


LineCache = dict[tuple[int, int | None], "str | None"]
Notes = dict[int, tuple[int, str, str]]


def log_lines(events: Sequence[Event], names: Sequence[str], seat: int | None,
              cache: LineCache | None = None, notes: Notes | None = None) -> list[str]:
    """The last lines of the table's log as ``seat`` may read them (None: the public's);
    each line as the window's log has it, without the law (a phone has no room for it).  ``cache`` keeps the
    lines already written for this table's events this round, by (event's place, seat)."""
    lines: list[str] = []
    for i in range(len(events) - 1, -1, -1):
        key = (i, seat)
        note = notes.get(i) if notes else None
        if note is not None:  # an action taken for an absent guest says so
            line = note[1] if note[0] == seat else note[2]
        elif cache is not None and key in cache:
            line = cache[key]
        else:
            e = events[i]
            if not e.visible_to(seat):
                e = public_copy(e)
            line = describe(e, names, seat, laws=False)  # the phones show no laws by default
            if cache is not None:
                cache[key] = line
        if line:
            lines.append(line)
            if len(lines) >= LOG_LINES:
                break
    lines.reverse()
    return lines


def last_public_line(events: Sequence[Event], names: Sequence[str], notes: Notes | None = None) -> str:
    """The newest line of a table's log as anyone may read it ("Mr. Abbott comes in,
    putting up 2 counters."), "" when there is none.  An action taken for an absent guest
    reads as the phones' logs have it ("Time ran out for Bob: Bob's hand was thrown in"),
    not as if he had chosen it (party round 13: the television said "Bob throws in his hand")."""
    for i in range(len(events) - 1, -1, -1):
        note = notes.get(i) if notes else None
        if note is not None:
            return note[2]
        e = events[i]
        line = describe(e if e.visible_to(None) else public_copy(e), names, None, laws=False)
        if line:
            return line
    return ""


def where_next(ev: Evening, name: str) -> dict[str, Any] | None:
    """After a round: the table ``name`` goes to, and why (from the round's moves)."""
    from .recap import why_moved, why_stays

    if not ev.rounds:
        return None
    t = ev.table_of(name)
    why, moved = "", False
    for m in ev.rounds[-1]["moves"]:
        if m["player"] == name:
            why, moved = why_moved(m, ev.rounds[-1]), True
            break
    if not moved:  # why he stays, so that no guest wonders whether he was forgotten
        why = why_stays(ev, ev.rounds[-1], name)
    where = ev.table_name(t)
    return {"table": t + 1, "name": where, "moved": moved, "why": why, "round": ev.rounds[-1]["round"]}


def last_table_of(ev: Evening, name: str) -> int | None:
    """The table ``name`` played his last deal at (0-based; None before any round ended)."""
    if not ev.rounds:
        return None
    for r in ev.rounds[-1].get("tables", []):
        if name in r.get("seats", []):
            return int(r["table"]) - 1
    return None


def finished_at(ev: Evening, name: str) -> dict[str, Any] | None:
    """At the end: where ``name`` played the last deal.  After the last round nobody moves,
    so this, not the table the moves would have sent him to, is where he finished."""
    t = last_table_of(ev, name)
    if t is None:
        return None
    return {"table": t + 1, "name": ev.table_name(t), "moved": False, "why": "",
            "round": ev.rounds[-1]["round"], "finished": True}


def evening_part(ev: Evening, stage: str) -> dict[str, Any]:
    """The evening as everyone may see it: the round, the stage, the bell."""
    head = ev.pending.get(0)
    bell = None
    if head is not None:
        bell = {"round": ev.round_no, "winner": head.winner}
    elif ev.rounds and stage in ("between", "over"):
        bell = {"round": ev.rounds[-1]["round"], "winner": ev.rounds[-1]["bell"]["winner"]}
    return {"round": ev.round_no if stage == "playing" else ev.rounds_played,
            "rounds": ev.config.rounds, "ends_at": ev.config.end_at, "stage": stage,
            "tables": ev.table_count, "bell": bell,
            "groups": dict(ev.config.group_names)}


def seat_message(ev: Evening, stage: str, name: str, deal: TableDeal | None,
                 away: Sequence[str] = (), table: int | None = None,
                 cache: LineCache | None = None, notes: Notes | None = None) -> dict[str, Any]:
    """Everything guest ``name``'s phone shows, and nothing their seat may not see.

    ``deal`` is the deal at the guest's table this round (None between rounds, or before
    it starts), ``table`` its index if known, ``cache`` the table's log lines so far.
    Cards come only from this seat's view: its own hand, and hands shown."""
    t = ev.table_of(name) if table is None else table
    if deal is not None:
        seat = deal.seats.index(name)
    elif stage in ("between", "over") and stage_done(ev, t) and name in ev.rounds[-1]["tables"][t]["seats"]:
        seat = ev.rounds[-1]["tables"][t]["seats"].index(name)
    else:
        seat = ev.tables[t].index(name)
    view = deal.engine.view(seat) if deal is not None and deal.engine.deal is not None else None
    msg: dict[str, Any] = {
        "type": "state", "you": name, "seat": seat, "evening": evening_part(ev, stage),
        "table": public_table(ev, t, deal, view, away),
        "me": {"counters": ev.counters.get(name), "yellow": ev.yellow.get(name, 0),
               "extra": ev.extra.get(name, 0), "group": ev.guests[name].group, "away": name in away},
        "hand": [], "discarded": [], "legal": [], "log": [],
    }
    done = ev.pending.get(t) if stage == "playing" else None
    if view is None and done is not None and done.standing(name) is not None:
        # His table's deal ended before a restart: his counters as its plate shows them.
        msg["me"]["counters"] = done.standing(name)
    if view is not None and deal is not None:
        msg["hand"] = [c.code for c in view.hand]  # the seat's own cards, even if thrown down
        msg["discarded"] = [c.code for c in view.discarded]
        msg["legal"] = legal_list(view)
        msg["log"] = log_lines(deal.events, deal.seats, seat, cache, notes)
        # His own counters as they stand now, and what he has put in (the evening's count
        # is the round's start until the round is over).
        me = view.players[seat]
        msg["me"]["counters"], msg["me"]["put"] = me.stack, me.put
        # What has happened at the table so far, as a count: a turn's own key (the log is cut
        # to its last lines, so its length stops telling one turn from the next).
        msg["step"] = len(deal.events)
    if stage == "between":
        msg["next"] = where_next(ev, name)
    elif stage == "over":
        msg["next"] = finished_at(ev, name)
    if stage == "over" and ev.final:
        msg["prizes"] = prizes_part(ev, name)
        msg["standing"] = standing_of(ev, name)
        rows = ev.standings()
        msg["standings"] = [{"name": r["name"], "yellow": r["yellow"], "net": r["net"], "place": at}
                            for r, at in zip(rows, shared_places(rows))]
    return msg


def standing_of(ev: Evening, name: str) -> dict[str, Any] | None:
    """At the end: ``name``'s place in the standings (yellow counters, then counters net of
    extra stakes), of how many, and his figures; ``level`` the others with the same figures.
    The place is his row's, as the standings list it: "equal 4th" beside rows numbered 4
    and 5 read as a contradiction (round 5 of issue 37)."""
    rows = ev.standings()
    for (i, r), at in zip(enumerate(rows), shared_places(rows)):
        if r["name"] == name:
            key = (r["yellow"], r["net"])
            level = [x["name"] for x in rows if (x["yellow"], x["net"]) == key and x["name"] != name]
            # Level players share the place (the first of theirs), as every screen numbers them.
            return {"place": int(at.lstrip("=")), "shared": at.startswith("="), "of": len(rows), "yellow": r["yellow"], "net": r["net"],
                    "extra": r["extra"], "level": level}
    return None


def to_you(note: str, you: str | None) -> str:
    """A prize's note on ``you``'s own phone: "You had 39 counters, but have the prize...",
    "Not given: you have a prize already", never his name as the room reads it (round 5 of
    issue 37: "Bob has a prize already" on Bob's phone)."""
    if not you or you not in note:
        return note
    name = r"(?<![\w.])" + re.escape(you) + r"(?![\w])"
    clauses = []
    for clause in note.split("; "):
        if re.match(name + " ", clause):  # his own clause: "You had ..., but have the prize"
            clause = "You" + clause[len(you):].replace(", but has the prize", ", but have the prize", 1)
        clause = re.sub(name, "you", clause)
        clause = re.sub(r"\byou has\b", "you have", clause)
        clauses.append(clause)
    return "; ".join(clauses)


def prizes_part(ev: Evening, you: str | None = None) -> list[dict[str, Any]]:
    """Every prize as the host's prizes screen announces it: who takes it, or ``player``
    None and the reason it is not given (computer players take none, one prize a guest);
    ``yours`` marks the prizes ``you`` won."""
    from game.party.prizes import announce

    final = ev.final or {}
    if not final:
        return []
    c = ev.config
    calls = announce(c.guests, final["counters"], final.get("extra_stakes", {}), final.get("yellow", {}),
                     c.group_names, ev.prizes(), c.one_prize_each, c.booby_by)
    out = []
    for a in calls:
        player = a.prize.player if a.prize is not None else None
        out.append({"prize": a.key, "title": a.title, "player": player, "note": to_you(a.note, you),
                    "why": to_you(a.why, you),
                    "yours": you is not None and player == you})
    return out


def live_standings(ev: Evening) -> list[dict[str, Any]]:
    """The standings as they stand now: a table whose deal is over this round counts its
    players' counters as that deal left them (fresh stakes charged), so the room sees the
    figures move as each pool is won, not only between rounds.  A deal in progress counts as
    at its start: what is in its pool is nobody's yet."""
    if not ev.pending:
        return ev.standings()
    counters = dict(ev.counters)
    extra = dict(ev.extra)
    for r in ev.pending.values():  # each table's result is here from its deal's end to the round's
        counters.update(r.counters_after or {})
        for name, fresh in r.fresh.items():
            extra[name] = extra.get(name, 0) + fresh
    yellow = dict(ev.yellow)
    head = ev.pending.get(0)
    if head is not None:
        # The bell has rung: the head pool's winner has his yellow counter now (the round's
        # end gives it to him), as his counters show the pool already (play-test round 4).
        yellow[head.winner] = yellow.get(head.winner, 0) + 1
    return ev.standings(counters, extra, yellow)


def overview_message(ev: Evening, stage: str, deals: Sequence[TableDeal | None], code: str,
                     address: str, away: Sequence[str] = (),
                     notes: dict[int, Notes] | None = None) -> dict[str, Any]:
    """The whole evening for the television: every table's public part, the standings, the
    last round's moves, the prizes at the end.  No seat's hidden card is in it.  ``notes``
    are each table's actions taken for absent guests (as the phones' logs word them)."""
    tables = []
    for t in range(ev.table_count):
        deal = deals[t] if t < len(deals) else None
        view = None
        if deal is not None and deal.engine.deal is not None:
            view = deal.engine.view(0)
        table = public_table(ev, t, deal, view, away)
        # Each table's last move in a line, for the television and the host's overview
        # (round 8 of issue 37: they showed whose turn it was, not what was just done).
        if deal is not None and deal.engine.events and not table.get("result"):
            table["last"] = last_public_line(deal.engine.events, deal.seats, (notes or {}).get(t))
        tables.append(table)
    standings = live_standings(ev)
    # Each row's place by the one rule every screen uses ("=4" for two level at 4th).
    standings = [dict(r, place=at) for r, at in zip(standings, places_so_far(standings, ev.has_result))]
    msg: dict[str, Any] = {"type": "overview", "evening": evening_part(ev, stage), "tables": tables,
                           "standings": standings, "code": code, "address": address}
    if ev.rounds and stage != "over":  # after the last round nobody moves
        last = ev.rounds[-1]
        msg["moves"] = {"round": last["round"], "moves": last["moves"], "yellow": last["yellow"],
                        "down": last["down"],
                        # each tie settled by a cut, with its cards, as the host's moves screen says it
                        "cuts": [c for c in (cut_sentence(x) for x in last.get("cuts") or []) if c]}
    if ev.final:
        from game.party.prizes import every_guest_line

        msg["prizes"] = prizes_part(ev)
        # Few guests, every one a prize: said plainly (round 14 of issue 37).
        msg["prizes_all"] = every_guest_line(ev.config.guests, ev.prizes())
    return msg
