"""The evening with phone guests: the lobby, the seats' tokens, the tables, the rounds.

:class:`PhoneNight` is pure Python with no network and no clock of its own: the server
calls :meth:`PhoneNight.tick` with the time and hands it each phone's checked request;
it answers with what changed (:meth:`PhoneNight.take_changes`), and the server sends every
connection of a changed table its seat's new message.  So the whole evening can be
tested, and benchmarked, without a socket.

The stages: ``lobby`` (guests arrive and take a seat with the evening's code; the host
renames, removes, or gives a seat to a computer player), ``playing`` (every table deals
its round: computer players act at the host's pace, a phone guest acts from the phone),
``between`` (the moves are shown; the next round starts after a pause) and ``over``
(the prizes).

A guest who does not act within the host's time is acted for as the book allows: with
the ``abandon`` policy he abandons (Laws 18, 28; at the draw he stands pat, at the show he
shows), with the ``computer`` policy a computer player of the host's chosen temperament
plays his seat until his phone is back.  Either way the table goes on.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any, Callable

import game.ai  # noqa: F401 - the computer players load now, not at the first deal
from game.engine import Action, ActionKind, TableError
from game.party import Evening, Guest, PartyError, TableDeal

from .acted import acted_for_words, add_done_line
from .inprogress import TableLog, load_log, recording, save_log
from .lobby import Changes, Lobby, PhoneSeat, new_code
from .prizes_told import PrizesTold
from .recap import Recaps
from .replays import Replays
from .protocol import ProtocolError, Request, to_action
from .settings import NightSettings
from .turn_clock import BACK_GRACE, RESUME_WAIT, TurnClocks

__all__ = ["BACK_GRACE", "RESUME_WAIT", "Changes", "NightSettings", "PhoneNight", "PhoneSeat", "acted_for_words", "new_code"]

K = ActionKind

class PhoneNight(TurnClocks, PrizesTold, Lobby, Recaps, Replays):
    """The evening with phone guests (see the module docstring)."""

    def __init__(self, settings: NightSettings | None = None, code: str | None = None,
                 clock: Callable[[], float] = time.monotonic, log_path: Path | None = None) -> None:
        self.settings = settings or NightSettings()
        self.code = code or new_code()
        self.clock = clock
        self.log_path = log_path
        self.seats: dict[str, PhoneSeat] = {}  # phone guests by name (in the order they came)
        self.late: dict[str, PhoneSeat] = {}  # came after the seats were drawn: not yet playing
        self.by_token: dict[str, str] = {}
        self.seat_asks: dict[str, str] = {}
        """Guests whose seat a second phone asks for (name -> the asking phone's key): the
        host's screen asks him to hand it over (Y) or refuse (N)."""
        self.ask_answers: dict[str, tuple[str, bool]] = {}
        """The host's answers not yet sent to the asking phone: key -> (name, handed over)."""
        self.ev: Evening | None = None
        self.stage = "lobby"
        self.deals: list[TableDeal | None] = []
        self.logs: dict[int, TableLog] = {}
        self._laying_out = False  # playing saved deals again: nothing to save meanwhile
        self.next_at: list[float] = []  # when a table's next computer action may come
        self.turn_since: dict[int, tuple[int, int, float]] = {}  # table -> (seat, deal, since)
        self.stand_ins: dict[str, Any] = {}
        self.between_until = 0.0
        self.lead_for: Callable[[dict[str, Any]], float] | None = None
        """The host's window's seconds, from a round's end, before its moves screen starts to
        count the "between" seconds (its bell, then the movers): told here so that the round's
        end itself carries the whole countdown, the same on every page (play-test round 10 of
        issue 37: one phone said "when the host goes on" while the others counted 17 s)."""
        self.window_holds = False
        """The host's window shows the bell and the moves: the next round waits for it even
        when the count has run out (:meth:`moves_shown` lets it go)."""
        self.drawing_until = 0.0
        """While the host's window shows the seating draw, nothing is dealt and no clock runs."""
        self.seats_out = False
        """The host's window has drawn every seat: the phones and the television show them
        at once, though the first deal waits until the host goes on (play-test 2 of issue 37:
        they said "the seats are being drawn" while the host's screen showed them)."""
        self.draw_at: float | None = None
        """When the seats will be drawn, if the host set a time (the lobby counts it down)."""
        self.changes = Changes(everyone=True, lobby=True)
        self.where: dict[str, int] = {}  # each player's table this round
        self.log_cache: dict[int, dict[Any, Any]] = {}  # each table's log lines this round
        self.on_bell: Callable[[str], Any] | None = None
        self.on_round: Callable[[dict[str, Any]], Any] | None = None
        self.notes: dict[int, dict[int, tuple[int, str, str]]] = {}
        """Each table's log lines this round for actions taken for an absent guest, by the
        event's place: (his seat, his line, everyone else's)."""
        self.acted_for: dict[str, str] = {}
        """The last thing done for each guest while he was away, said to him."""
        self.done_for: dict[str, dict[int, list[str]]] = {}
        """Everything done in each guest's name, round by round (his own lines), kept until
        he has been shown that round's end: a round he missed is told to him afterwards."""
        self.recaps: dict[tuple[str, int], dict[str, Any] | None] = {}  # (guest, round): as told
        self.missed_open: dict[str, tuple[int, int, tuple[int, ...]]] = {}  # see Recaps.missed_read
        self.shown: dict[str, set[int]] = {}
        """The rounds whose end each guest has been shown: his phone was open when it came
        (the last result, between rounds or at the end), or he tapped that he had read it."""
        self.prizes_held = False
        """The host's window gives the prizes: the phones and the television list them only
        once it does (:meth:`show_prizes`), not while it still says "Enter for the prizes"."""
        self.prizes_told: int | None = None
        """How many prizes the host's window has announced so far (None: all): the phones and
        the television reveal them one by one in step with it, not all at the first."""
        self.back_wait: dict[str, float] = {}
        """After a restart of the host's program: the guests whose phones have not come back
        yet, and until when their turn's clock waits for them (:data:`RESUME_WAIT`)."""
        self.reset_turns: dict[int, tuple[int, int]] = {}
        """Tables whose turn clock was started afresh for a guest after a restart (table ->
        (seat, deal)): his phone says so."""
        self.graced: dict[int, tuple[int, int]] = {}
        """Tables whose turn clock was given more time when the guest's phone came back
        mid-turn (table -> (seat, deal)): his phone says so."""
        self.held: set[int] = set()
        """Tables the host's window has open for a hot-seat guest: no computer player or clock
        moves them until he passes the computer on (the window reads such a table's engine
        directly while it is his turn; phone guests there still act in their own turns)."""

    # ------------------------------------------------------------------ the evening
    def guests(self, humans: list[Guest] | None = None) -> list[Guest]:
        """The phone guests as the party's guest list (plus the hot-seat ``humans``)."""
        return [Guest(s.name, s.group, "phone") for s in self.seats.values()] + list(humans or [])

    def begin(self, ev: Evening) -> None:
        """The seats are drawn: play the evening ``ev`` (new, or resumed from its save)."""
        for name, g in ev.guests.items():
            if g.phone and name not in self.seats:
                seat = PhoneSeat(name, g.group)
                self.seats[name] = seat
                self.by_token[seat.token] = name
        for name in list(self.seats):
            if name not in ev.guests or not ev.guests[name].phone:
                self.by_token.pop(self.seats.pop(name).token, None)
        self.ev = ev
        self.where, self.log_cache = {}, {}
        if ev.finished:
            self.stage = "over"
            self._seated_as_last_round()
        elif ev.round_complete:
            self._finish_round(self.clock())
        elif ev.rounds and not ev.pending and not any(load_log(self.log_path, ev.round_no).values()):
            # Stopped between rounds: the last results and the moves again before the next
            # round, so that no guest misses them.
            self.stage = "between"
            self.between_until = self.clock() + self.settings.between
            self.deals = [None] * ev.table_count
            self._seated_as_last_round()
        else:
            fresh = not ev.rounds and not ev.pending and not any(load_log(self.log_path, ev.round_no).values())
            self._begin_round(resume=True)
            # Restarted mid-round: no guest's clock runs before his phone is back (it was
            # cut off by the restart, not by him), and then it starts in full.
            if not fresh:
                until = self.clock() + max(RESUME_WAIT, self.settings.timeout)
                self.back_wait = {n: until for n, s in self.seats.items() if s.connections == 0}
            if fresh and self.settings.draw > 0:
                self.drawing_until = self.clock() + self.settings.draw
        self.changes.everyone = self.changes.lobby = True

    def hold_between(self) -> None:
        """The host's window shows the moves: the next round waits until it is done with them
        (:meth:`moves_shown`), however long they take to read."""
        if self.stage == "between":
            self.window_holds = True
            if self.lead_for is None:
                # Each phone and the television now say "when the host goes on", not a count
                # that ran out long before the round was dealt.
                self.between_until = float("inf")
                self.changes.everyone = True

    def moves_due(self, seconds: float | None) -> None:
        """The host's window goes on from the moves by itself in ``seconds`` (None: it stays
        until the host goes on): the phones and the television count the same seconds."""
        if self.stage == "between":
            self.between_until = float("inf") if seconds is None else self.clock() + seconds
            self.changes.everyone = True

    def moves_shown(self) -> None:
        """The host's window has shown the moves (or the host pressed Enter): the next round."""
        if self.stage == "between":
            self.window_holds = False
            self.between_until = min(self.between_until, self.clock())

    @property
    def drawing(self) -> bool:
        """True while the seats are being drawn on the host's window (no deal yet)."""
        return self.drawing_until > 0.0

    @property
    def seats_hidden(self) -> bool:
        """True while the host's window is still drawing the seats: who sits where is its
        surprise, not yet told to the phones and the television."""
        return self.drawing and not self.seats_out

    def hide_seating(self, msg: dict[str, Any]) -> dict[str, Any]:
        """``msg`` (a phone's or the television's) without who sits where while the host's
        window is still drawing the seats: no table number, no players, no seat.  The page
        never showed it early, but it held it (play-test round 7 of issue 37); it is sent
        when the host's window shows it (:meth:`seats_drawn`)."""
        if not self.seats_hidden:
            return msg
        tables = ([msg["table"]] if isinstance(msg.get("table"), dict) else []) + list(msg.get("tables") or [])
        for table in tables:
            table.update(players=[], dealer=None, age=None, to_act=None, pool=0, deal=0, phase="waiting",
                         clock=None)
            table.pop("result", None)
            if "table" in msg and table is msg["table"]:  # which table is his is the draw's too
                table.update(number=0, name="", head=False, booby=False)
        if "seat" in msg:
            msg["seat"] = None
            msg.update(hand=[], discarded=[], legal=[], log=[])
        return msg

    def seats_drawn(self) -> None:
        """The host's window has drawn the last seat: every phone and the television show
        the seats now; the first deals begin when the host goes on (:meth:`drawn`)."""
        if self.drawing and not self.seats_out:
            self.seats_out = True
            self.changes.everyone = True

    def drawn(self) -> None:
        """The host's window has shown the draw: the first deals begin now."""
        if self.drawing:
            self.drawing_until = 0.0
            now = self.clock()
            self.next_at = [now + self.settings.pace * (1 + (t * 0.37) % 1.0) for t in range(len(self.next_at))]
            self.changes.everyone = True

    def _seated_as_last_round(self) -> None:
        """Each guest at the table he played the last round at (where its result is)."""
        assert self.ev is not None
        for r in self.ev.rounds[-1:]:
            for t, rec in enumerate(r.get("tables", [])):
                for n in rec.get("seats", []):
                    self.where[n] = t

    def _computer(self, name: str, temperament: str) -> Any:
        from game.ai import make_player

        assert self.ev is not None
        return make_player(temperament, self.ev.rng(f"round {self.ev.round_no}:stand-in {name}"), name=name)

    def _begin_round(self, resume: bool = False) -> None:
        ev = self.ev
        assert ev is not None
        self.window_holds = False
        if not resume:
            self._seat_the_late()
            # A new round, a fresh start: a guest marked away last round has his first turn's
            # full clock again (his phone may have been only asleep), and last round's notice
            # of what was done for him is not said again under this round's heading.
            for phone in self.seats.values():
                phone.missed = 0
                if phone.away:
                    phone.away = False
                    self.changes.lobby = True
            self.acted_for = {}
        self.stage = "playing"
        now = self.clock()
        self.deals = [None] * ev.table_count
        self.where, self.log_cache = {}, {}
        self.next_at = [now + self.settings.pace * (1 + (t * 0.37) % 1.0) for t in range(ev.table_count)]
        self.turn_since = {}
        self.reset_turns, self.graced = {}, {}  # a new round's turns are ordinary ones
        self.stand_ins = {}
        self.notes = {}
        saved = load_log(self.log_path, ev.round_no) if resume else {}
        self.logs = {}
        for t in range(ev.table_count):
            if t in ev.pending:
                # Finished before the restart: its deal is laid out again, so that every
                # screen shows its show, its log and every counter as they were (the
                # result stays the one recorded); without a saved log, the result alone.
                if saved.get(t):
                    self._lay_out_finished(t, saved[t])
                continue
            self._new_table_deal(t)
            if saved.get(t):
                self._lay_out(t, saved[t])
        self._save_log()
        self.changes.everyone = True

    def _new_table_deal(self, t: int, again: bool = False) -> TableDeal:
        assert self.ev is not None
        deal = self.deals[t] = self.ev.table_deal(t, again=again)
        self.logs[t] = recording(deal)
        return deal

    # ------------------------------------------------------------------ playing
    def table_of(self, name: str) -> int:
        """The table ``name`` sits at this round (0-based)."""
        t = self.where.get(name)
        if t is None:
            assert self.ev is not None
            t = self.where[name] = self.ev.table_of(name)
        return t

    def deal_for(self, name: str) -> TableDeal | None:
        if self.ev is None:
            return None
        t = self.table_of(name)
        return self.deals[t] if t < len(self.deals) else None

    def message_for(self, name: str) -> dict[str, Any]:
        """The message guest ``name``'s phone is sent now (:func:`~.messages.seat_message`)."""
        from .messages import seat_message

        assert self.ev is not None
        t = self.table_of(name)
        msg = seat_message(self.ev, self.stage, name, self.deal_for(name), self.away, t,
                           self.log_cache.setdefault(t, {}), self.notes.get(t))
        msg["table"]["clock"] = self.clock_for(t)
        self.mark_gone(msg["table"])
        msg["table"]["stand_in"] = self.settings.policy == "computer"  # who acts for one away
        msg["me"]["acted_for"] = self.acted_for.get(name)
        msg["evening"]["drawing"] = self.seats_hidden
        msg["evening"]["seated"] = self.drawing and self.seats_out  # drawn: the first deal waits for the host
        msg["evening"]["first_in"] = self.first_in()  # or for a counted pause (--serve)
        missed = self.missed_for(name)
        if missed:
            msg["missed"] = missed
        msg["evening"]["next_in"] = self.next_in()
        if self.stage in ("between", "over") and self.ev.rounds:  # the round on the screen
            done = self.done_for.get(name, {}).get(self.ev.rounds[-1]["round"])
            if done:
                msg["me"]["done_for"] = list(done)
        return self.hide_seating(self.hide_prizes(msg))

    def mark_gone(self, table: dict[str, Any]) -> None:
        """Each phone guest at ``table`` (a message's table) whose phone is not open now is
        marked ``gone``: every phone and the television say "away" on his tile, as the host's
        window says "phone away"."""
        if self.stage == "over":
            return
        for p in table.get("players", []):
            seat = self.seats.get(p.get("name"))
            if seat is not None and seat.joined and seat.connections == 0:
                p["gone"] = True

    def act(self, name: str, req: Request) -> None:
        """A phone's action for its own seat: checked (whose turn, which deal, legality
        through the engine's legal actions); a bad one raises and changes nothing."""
        if self.stage != "playing" or self.ev is None:
            raise ProtocolError("there is nothing to play now")
        t = self.table_of(name)
        deal = self.deals[t]
        if deal is None or deal.done:
            raise ProtocolError("your table's deal is over: wait for the bell")
        seat = deal.seats.index(name)
        if deal.engine.deal is None or deal.engine.deal_over:
            raise ProtocolError("the cards are being dealt: a moment")
        view = deal.engine.view(seat)
        if req.deal is not None and req.deal != view.deal:
            raise ProtocolError("that was for an earlier deal")
        if deal.engine.to_act != seat:
            raise ProtocolError("it is not your turn (Law 32: no one acts out of turn)")
        action = to_action(req, view.hand, view.legal)
        phone = self.seats.get(name)
        if phone is not None:
            phone.missed = 0  # he plays: a later turn run out is a first one again
        if phone is not None and phone.away:
            phone.away = False
            self.stand_ins.pop(name, None)
            self.changes.lobby = True
        self.acted_for.pop(name, None)
        self._apply(t, seat, action)
        self.missed_read(name, moved=True)

    def act_local(self, t: int, seat: int, action: Action) -> None:
        """A hot-seat human's action from the host's window (the engine checks it)."""
        if self.stage != "playing":
            raise PartyError("there is nothing to play now")
        deal = self.deals[t]
        if deal is None or deal.done or deal.engine.to_act != seat:
            raise PartyError("it is not that seat's turn")
        self._apply(t, seat, action)

    def hold(self, t: int) -> None:
        """Stop table ``t`` while the host's window shows it to a hot-seat guest."""
        self.held.add(t)

    def release(self, t: int) -> None:
        """The hot-seat guest has passed the computer on: table ``t`` goes on."""
        self.held.discard(t)

    def _start_deal(self, t: int, deal: TableDeal) -> None:
        self.logs[t].new_deal(deal)
        deal.start()
        self.changes.tables.add(t)

    def _apply(self, t: int, seat: int, action: Action, why: str = "") -> None:
        """``action`` for ``seat`` at table ``t``; ``why`` is set when it is taken for an
        absent guest (``timeout`` or ``away``): the log then says so, to him and to all."""
        deal = self.deals[t]
        assert deal is not None and self.ev is not None
        first = len(deal.events)
        try:
            deal.act(seat, action)
        except (TableError, ValueError) as exc:  # the engine's ruling, nothing changed
            raise ProtocolError(str(exc)) from None
        if why and len(deal.events) > first:
            name = deal.seats[seat]
            own, others = acted_for_words(action, name, why, self.settings.policy == "computer")
            self.notes.setdefault(t, {})[first] = (seat, own, others)
            if not self._laying_out:  # what he is told of it was saved, and is restored as saved
                self.acted_for[name] = own
                add_done_line(self.done_for.setdefault(name, {}).setdefault(self.ev.round_no, []), own)
        self.logs[t].add(seat, action, why)
        self.changes.tables.add(t)
        self.turn_since.pop(t, None)
        # The turn that was started afresh (or given more time) has passed: its mark goes
        # with it, else his later turns, whose seat and deal number may be the same (a second
        # interval, deal 1 of the next round), would say again that the host was restarted.
        self.reset_turns.pop(t, None)
        self.graced.pop(t, None)
        if deal.done:
            self._table_done(t)
        else:
            self._save_log()

    def _table_done(self, t: int) -> None:
        ev = self.ev
        deal = self.deals[t]
        assert ev is not None and deal is not None
        if self._laying_out:
            return  # a finished deal laid out again after a restart: recorded already
        ev.record(deal.result())
        # Its log stays in the save until the round ends: a restart before then shows the
        # finished deal as it was (its show, its log, the counters), not the result alone.
        self._save_log()
        self.changes.tables.add(t)
        if t == 0:
            self.changes.everyone = True  # the bell, for every phone
            if self.on_bell is not None:
                self.on_bell(deal.result().winner)
        if ev.round_complete:
            self._finish_round(self.clock())

    def _finish_round(self, now: float) -> None:
        """Every table is done: the moves, or after the last round the prizes.  The round's
        deals and its seating stay until the next round is dealt, so that every phone and
        the television show each table's last result (winner, shown hands, pool) beside
        where its guests go next; after the last round nobody goes anywhere."""
        ev = self.ev
        assert ev is not None
        # Where everyone sat this round, fixed before the moves change the tables.
        self.where = {n: ev.table_of(n) for n in ev.guests}
        record = ev.finish_round()
        if len(self.deals) != ev.table_count:
            self.deals = [None] * ev.table_count
        self.held.clear()  # the round's deals are over: nothing at them moves again
        self.logs = {}
        self.turn_since = {}
        self.reset_turns, self.graced = {}, {}
        self._save_log()
        if ev.over():
            self._end_evening()
        else:
            self.stage = "between"
            lead = self.lead_for(record) if self.lead_for is not None else 0.0
            self.between_until = now + self.settings.between + lead
            self._seat_the_late(dealing=False)  # the seating shown for the next round has them
        self.changes.everyone = True
        if self.on_round is not None:
            self.on_round(record)

    def tick(self, now: float | None = None) -> None:
        """Let time pass: computer players act at the pace, absent guests are acted for,
        the next round begins after the moves."""
        if self.ev is None:
            return
        now = self.clock() if now is None else now
        if self.drawing:
            if now < self.drawing_until:
                return  # the seats are being drawn: no deal, no clock
            self.drawn()
        if self.stage == "between":
            if now >= self.between_until and not self.window_holds:
                if self.ev.over():
                    self._end_evening()
                    self.changes.everyone = True
                else:
                    self._begin_round()
            return
        if self.stage != "playing":
            return
        for t, deal in enumerate(self.deals):
            if t in self.held:
                continue
            budget = 200  # bounded: at pace 0 a table plays many actions a tick, never forever
            while deal is not None and not deal.done and budget > 0 and self.stage == "playing":
                budget -= 1
                if not self._step(t, deal, now):
                    break

    def _step(self, t: int, deal: TableDeal, now: float) -> bool:
        """One thing at table ``t`` if its time has come; False when it must wait."""
        pace = self.settings.pace
        if not deal.started or deal.engine.deal_over:
            if now < self.next_at[t]:
                return False
            self._start_deal(t, deal)
            self._save_log()
            self.next_at[t] = now + pace
            return True
        seat = deal.engine.to_act
        assert seat is not None
        name = deal.seats[seat]
        player = deal.players[seat]
        if player is not None:
            if now < self.next_at[t]:
                return False
            view = deal.engine.view(seat)
            self._apply(t, seat, player.decide(view))
            self.next_at[t] = now + pace
            return True
        phone = self.seats.get(name)
        if phone is None:
            return False  # a hot-seat human at the host's computer: no clock on him
        if phone.away:
            if now < self.next_at[t]:
                return False
            view = deal.engine.view(seat)
            self._apply(t, seat, self._stand_in_action(name, view), "away")
            self.next_at[t] = now + pace
            return True
        mark = self.turn_since.get(t)
        if mark is None or mark[:2] != (seat, deal.engine.deal_number):
            waits = self.back_wait.get(name)
            if waits is not None:
                if phone.connections == 0 and now < waits:
                    return False  # restarted: his clock waits for his phone
                del self.back_wait[name]
                self.reset_turns[t] = (seat, deal.engine.deal_number)
            self.turn_since[t] = (seat, deal.engine.deal_number, now)
            self.changes.tables.add(t)  # the table's phones show the time left from now
            return False
        if now - mark[2] < self.settings.timeout:
            return False
        view = deal.engine.view(seat)
        if not any(la.kind == K.NO_STRADDLE for la in view.legal):
            # Acted for until the phone acts again (from one turn missed with no page of his in
            # sight, two in a row with one: PhoneSeat.missed_turn); but a straddle is a question
            # he may let pass: not straddling is his answer, and his next turn has its full clock.
            phone.away = phone.missed_turn()
            self.changes.lobby = True
            action = self._stand_in_action(name, view)
        else:
            action = Action(K.NO_STRADDLE)
        self._apply(t, seat, action, "timeout")
        if not phone.away:
            self.acted_for.pop(name, None)  # said in the log; no notice to come back from
        self.next_at[t] = now + pace
        return True

    def _end_evening(self) -> None:
        """After the last round: the prizes.  While the host's window has yet to give them the
        save says so, so that an evening killed on "Enter for the prizes" comes back to them."""
        assert self.ev is not None
        self.ev.prizes_due = self.prizes_held
        self.ev.finish()
        self.stage = "over"

    # ------------------------------------------------------------------ saving
    def _save_log(self) -> None:
        if self.log_path is None or self.ev is None or self._laying_out:
            return
        deals = {t: log.to_list(d) for t, log in self.logs.items() if (d := self.deals[t]) is not None}
        told = {"shown": {n: sorted(r) for n, r in self.shown.items() if n in self.seats},
                "done_for": {n: {str(r): lines for r, lines in d.items()}
                             for n, d in self.done_for.items() if n in self.seats and d}}
        save_log(self.log_path, self.code, self.ev.round_no, deals,
                 {s.name: s.token for s in self.seats.values()}, self.settings, told)

    def take_changes(self) -> Changes:
        out, self.changes = self.changes, Changes()
        return out

    @property
    def away(self) -> list[str]:
        return [s.name for s in self.seats.values() if s.away]
