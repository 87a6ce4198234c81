"""The lobby of an evening with phone guests: the code, guests arriving and taking a seat,
guests who come after the seats are drawn, phones coming back, and the host's changes.

:class:`Lobby` is a part of :class:`~.night.PhoneNight` (a mixin: it reads the night's
seats, evening and changes), kept apart so that each file reads as one thing.
"""

from __future__ import annotations

import random
import secrets
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from game.party import Guest, PartyError

from .protocol import CODE_LENGTH, ProtocolError, clean_name
from .seat import PhoneSeat
from .settings import NightSettings

if TYPE_CHECKING:
    from game.party import Evening, TableDeal


CODE_LETTERS = "ACDEFHJKMNPQRTUVWXY3479"  # no 0/O, 1/I/L, 2/Z, 5/S, 6/G, 8/B: read across a room


def new_code(rng: random.Random | None = None) -> str:
    """A short code for the evening, easy to read aloud and to type."""
    pick = (rng or secrets.SystemRandom()).choice
    return "".join(pick(CODE_LETTERS) for _ in range(CODE_LENGTH))


class SeatAsked(Exception):
    """A phone asks for a seat already taken on another phone: the host is asked (Y or N);
    the asking phone waits, and is sent nothing of the seat until he hands it over."""

    def __init__(self, name: str, key: str) -> None:
        super().__init__(name)
        self.name, self.key = name, key


@dataclass
class Changes:
    """What changed since the server last asked: tables to resend, everyone, the lobby."""

    tables: set[int] = field(default_factory=set)
    everyone: bool = False
    lobby: bool = False

    def __bool__(self) -> bool:
        return bool(self.tables) or self.everyone or self.lobby


class Lobby:
    """The night's lobby and guests (see the module docstring)."""

    seats: dict[str, PhoneSeat]
    seat_asks: dict[str, str]
    ask_answers: dict[str, tuple[str, bool]]
    late: dict[str, PhoneSeat]
    by_token: dict[str, str]
    ev: Evening | None
    stage: str
    code: str
    changes: Changes
    deals: list[TableDeal | None]
    settings: NightSettings
    stand_ins: dict[str, Any]
    acted_for: dict[str, str]

    if TYPE_CHECKING:  # the night's own, used here
        def table_of(self, name: str) -> int: ...
        def _computer(self, name: str, temperament: str) -> Any: ...
        def _save_log(self) -> None: ...
    def expect(self, name: str, group: str = "red") -> PhoneSeat:
        """The host lists a phone guest before they arrive (they pick the name on the phone)."""
        name = clean_name(name)
        if self._taken(name):
            raise ProtocolError(f"there is already a guest called {name}")
        seat = PhoneSeat(name, group)
        self.seats[name] = seat
        self.by_token[seat.token] = name
        self.changes.lobby = True
        return seat

    def _taken(self, name: str) -> bool:
        names = set(self.seats) | set(self.late) | (set(self.ev.guests) if self.ev is not None else set())
        return name.casefold() in {n.casefold() for n in names}

    def names(self, code: str) -> list[str]:
        """The listed guests not yet on a phone (the newcomer picks one, or types a name)."""
        self.check_code(code)
        return [s.name for s in self.seats.values() if not s.joined]

    def seated_names(self) -> list[str]:
        """The phone guests whose seats are taken on a phone: a guest on a fresh phone taps
        his own to ask the host for it (play-test round 10 of issue 37: he was read as a
        latecomer, with no name to tap)."""
        return [s.name for s in self.seats.values() if s.joined]

    def check_code(self, code: str) -> None:
        if not secrets.compare_digest(code.strip().upper().encode(), self.code.encode()):
            raise ProtocolError("that is not this evening's code: check it, and type it again")

    def join(self, code: str, name: str, group: str = "") -> PhoneSeat:
        """A phone takes a seat with the evening's code: a listed name not yet taken, or a new
        name while the lobby is open.  Returns the seat (its token goes to that phone only)."""
        self.check_code(code)
        name = clean_name(name)
        seat = next((s for s in self.seats.values() if s.name.casefold() == name.casefold()), None)
        if seat is None:
            if self.stage != "lobby":
                if self.ev is not None and name.casefold() in {n.casefold() for n in self.ev.guests}:
                    raise ProtocolError(f"{name} is not a phone guest this evening")
                return self._ask_late(name, group)
            if self._taken(name):
                raise ProtocolError(f"there is already a guest called {name}")
            reds = sum(1 for s in self.seats.values() if s.group == "red")
            group = group or ("red" if reds <= len(self.seats) - reds else "blue")
            seat = self.expect(name, group)
        elif seat.joined:
            # His own name from a fresh browser (a new phone, cookies cleared): the host is
            # asked to hand the seat over (round 9 of issue 37: the guest was told to ask
            # the host, who was not told and had to find him with Down and F).
            raise SeatAsked(seat.name, self.ask_for_seat(seat.name))
        elif group and self.stage == "lobby":
            seat.group = group
        seat.joined = True
        seat.away = False
        self.changes.lobby = True
        self._touch(seat.name)
        return seat

    def _ask_late(self, name: str, group: str) -> PhoneSeat:
        """A guest who came after the seats were drawn asks to join: the host may seat him
        from the next round (:meth:`seat_late`); his phone keeps a token meanwhile."""
        if self.stage == "over" or self.ev is None:
            raise ProtocolError("the evening is over")
        if name.casefold() in {n.casefold() for n in self.late}:
            raise ProtocolError(f"{name} has already asked to join; if that is you, ask the host")
        if self._taken(name):
            raise ProtocolError(f"there is already a guest called {name}")
        seat = PhoneSeat(name, group or "red", joined=True, late="asked")
        self.late[name] = seat
        self.by_token[seat.token] = name
        self.changes.lobby = True
        if self.stage == "between" and self._next_is_last():  # the last chance: seated now, and shown
            self._seat_the_late(dealing=False)
        return seat

    def no_round_left(self) -> bool:
        """True when no round is left to seat a late guest in: the last round is being
        played (or the evening is over)."""
        ev = self.ev
        if ev is None:
            return False
        if self.stage == "over" or ev.finished:
            return True
        rounds = ev.config.rounds
        if self.stage == "playing":
            return rounds is not None and ev.round_no >= rounds
        return self.stage == "between" and ev.over()

    def seat_late(self, name: str) -> None:
        """The host seats a late guest: at the booby table from the next round (the one
        after the round in progress, or the next one to be dealt between rounds).  Between
        rounds he is put in the evening at once, so the seating shown for the next round
        has him in it.  In the last round there is none: the host is told so, and so is
        the guest's phone."""
        seat = self.late.get(name)
        if seat is None:
            raise ProtocolError(f"{name} has not asked to join")
        if self.no_round_left():
            raise ProtocolError(f"this is the last round: there is no round left to seat {name} in")
        seat.late = "seated"
        if self.stage == "between":
            self._into_evening(name, seat)
        self.changes.lobby = self.changes.everyone = True

    def _into_evening(self, name: str, seat: PhoneSeat) -> bool:
        """Put a seated late guest in the evening's tables (between rounds only); he stays
        in ``late`` (his phone says where he will play) until his first round is dealt."""
        assert self.ev is not None
        if name in self.ev.guests:
            return True
        try:
            self.ev.seat_late(Guest(name, seat.group, "phone"))
        except PartyError:
            return False  # every table full: he stays waiting
        return True

    def _next_is_last(self) -> bool:
        """True when the round about to be dealt is the evening's last (a set number)."""
        assert self.ev is not None
        rounds = self.ev.config.rounds
        return rounds is not None and self.ev.rounds_played + 1 >= rounds

    def late_message(self, name: str) -> dict[str, Any]:
        """What a late guest's phone shows until his first round; in the last round, that
        there is none for him; at the end, that the evening is over, and the prizes."""
        seat = self.late[name]
        msg: dict[str, Any] = {"type": "late", "you": name, "seated": seat.late == "seated", "over": False}
        if self.ev is not None and (self.stage == "over" or self.ev.finished):
            from .messages import prizes_part

            msg.update(over=True, seated=False, prizes=prizes_part(self.ev),
                       message="Thank you for coming. The prizes are below.")
            told = getattr(self, "prizes_told", None)  # so far, on the host's screen
            if getattr(self, "prizes_held", False) or told == 0:  # the host gives them first, on his screen
                msg.update(prizes=None, message="Thank you for coming. The host gives the prizes in a moment.")
            elif told is not None:
                if told < len(msg["prizes"]):
                    msg["prizes_more"] = len(msg["prizes"]) - told
                msg["prizes"] = msg["prizes"][:told]
        elif self.no_round_left():
            msg["seated"] = False
            msg["message"] = ("This is the evening's last round, so there is no round left to seat you in. "
                              "Watch the last deals: the prizes come here at the end.")
        elif seat.late == "seated" and self.ev is not None:
            booby = self.ev.table_name(self.ev.table_count - 1).lower()
            msg["message"] = (f"The host has seated you: you play from round "
                              f"{self.ev.round_no + (self.stage == 'playing')}, at the {booby}. "
                              "Your cards come here when it begins.")
        else:
            msg["message"] = ("The seats were drawn before you came. The host has been asked to seat you: "
                              "a late guest starts at the booby table at the next round.")
        return msg

    def _seat_the_late(self, dealing: bool = True) -> None:
        """Between rounds: every late guest the host has seated is put in the evening's
        tables (so the seating shown has him); when ``dealing``, he joins the round now
        dealt.  A guest still only asking when the last round comes is seated too: he
        asked while a round was left, and waiting on the host's key must not lose him."""
        assert self.ev is not None
        last = self._next_is_last()
        for name, seat in list(self.late.items()):
            if seat.late == "asked" and last:
                seat.late = "seated"
                self.changes.lobby = self.changes.everyone = True
            if seat.late != "seated" or not self._into_evening(name, seat):
                continue
            if dealing:
                del self.late[name]
                seat.late = ""
                self.seats[name] = seat
                self.changes.lobby = self.changes.everyone = True

    def hello(self, token: str) -> PhoneSeat:
        """A phone coming back with its token (a reload, a sleep, a lost network): its seat.
        A guest marked away stays away until he says he is back (:meth:`back`), whichever
        way his phone returned, so that he always sees what was done for him first."""
        name = self.by_token.get(token)
        if name is not None and name in self.late:
            return self.late[name]
        if name is None or name not in self.seats:
            raise ProtocolError("this phone has no seat this evening: join with the code")
        seat = self.seats[name]
        seat.joined = True
        self.changes.lobby = True
        self._touch(name)
        return seat

    def back(self, name: str) -> None:
        """The guest taps "I'm back": he plays his own seat again."""
        seat = self.seats.get(name)
        if seat is None:
            raise ProtocolError("this phone has no seat this evening: join with the code")
        seat.missed = 0
        if seat.away:
            seat.away = False
            self.stand_ins.pop(name, None)
            self.changes.lobby = True
        self.acted_for.pop(name, None)
        self._touch(name)

    def connected(self, name: str, delta: int) -> None:
        seat = self.seats.get(name) or self.late.get(name)
        if seat is not None:
            seat.connections = max(0, seat.connections + delta)
            self.changes.lobby = True

    def set_away(self, name: str) -> None:
        """The host (or a test) marks a guest away: acted for at once."""
        phone = self.seats.get(name)
        if phone is not None:
            phone.away = True
            self.changes.lobby = True
            self._touch(name)  # his phone shows it, with a button to come back

    def _touch(self, name: str) -> None:
        if self.ev is not None and name in self.ev.guests:
            self.changes.tables.add(self.table_of(name))
        else:
            self.changes.everyone = True

    def out_of_sight(self, name: str, delta: int) -> None:
        """One of the guest's open pages is put out of sight (+1) or brought back (-1)."""
        seat = self.seats.get(name) or self.late.get(name)
        if seat is not None:
            seat.hidden = max(0, seat.hidden + delta)

    def rename(self, old: str, new: str) -> None:
        """The host renames a phone guest (in the lobby: names are the score sheet's keys)."""
        if self.stage != "lobby":
            raise ProtocolError("names are fixed once the seats are drawn")
        seat = self.seats.get(old)
        if seat is None:
            raise ProtocolError(f"no phone guest called {old}")
        new = clean_name(new)
        if new.casefold() != old.casefold() and self._taken(new):
            raise ProtocolError(f"there is already a guest called {new}")
        self.seats = {(new if n == old else n): s for n, s in self.seats.items()}
        seat.name = new
        self.by_token[seat.token] = new
        self.changes.lobby = self.changes.everyone = True

    def remove(self, name: str) -> None:
        """The host removes a phone guest from the lobby (their phone is told)."""
        if self.stage != "lobby":
            raise ProtocolError("once the seats are drawn, give the seat to a computer player instead")
        seat = self.seats.pop(name, None)
        if seat is not None:
            self.by_token.pop(seat.token, None)
            self.changes.lobby = self.changes.everyone = True

    def ask_for_seat(self, name: str) -> str:
        """A phone asks for ``name``'s seat, taken on another phone: a key for the asking
        phone, and the host's screen asks him (the latest phone to ask is the one asked for)."""
        key = secrets.token_urlsafe(12)
        self.seat_asks[name] = key
        self.changes.lobby = True
        return key

    def drop_ask(self, key: str) -> None:
        """The asking phone has gone: the host is no longer asked."""
        for name, k in list(self.seat_asks.items()):
            if k == key:
                del self.seat_asks[name]
                self.changes.lobby = True

    def answer_ask(self, name: str, yes: bool) -> None:
        """The host answers a request for ``name``'s seat from another phone: on yes the
        seat has a new token for the asking phone (the old phone's no longer works), on no
        the asking phone is told the seat stays where it is."""
        key = self.seat_asks.pop(name, None)
        if key is None:
            raise ProtocolError(f"nobody is asking for {name}'s seat")
        if yes:
            self.free(name)
            seat = self.seats[name]
            seat.joined = True
            self._touch(name)
        self.ask_answers[key] = (name, yes)
        self.changes.lobby = True

    def free(self, name: str) -> None:
        """The host frees a seat for a guest whose phone is lost: a new token, to join again."""
        seat = self.seats.get(name)
        if seat is None:
            raise ProtocolError(f"no phone guest called {name}")
        self.by_token.pop(seat.token, None)
        seat.token = secrets.token_urlsafe(18)
        self.by_token[seat.token] = name
        seat.joined = False
        self.changes.lobby = self.changes.everyone = True

    def give_to_computer(self, name: str, temperament: str | None = None) -> None:
        """The host gives a phone guest's seat to a computer player for the rest of the
        evening (or, in the lobby, just takes them off the phone list)."""
        if self.stage == "lobby" or self.ev is None:
            self.remove(name)
            return
        seat = self.seats.pop(name, None)
        if seat is None:
            raise ProtocolError(f"no phone guest called {name}")
        self.by_token.pop(seat.token, None)
        g = self.ev.guests[name]
        key = temperament or self.settings.temperament
        guest = Guest(g.name, g.group, "computer", key)
        self.ev.guests[name] = guest
        self.ev.config.guests = [guest if x.name == name else x for x in self.ev.config.guests]
        t = self.table_of(name)
        deal = self.deals[t] if t < len(self.deals) else None
        if deal is not None and not deal.done:
            deal.players[deal.seats.index(name)] = self._computer(name, key)
        self.stand_ins.pop(name, None)
        self.ev.save()
        self._save_log()
        self.changes.lobby = True
        self.changes.tables.add(t)

    def lobby_list(self) -> list[dict[str, Any]]:
        """The phone guests for the host's screen: name, group, on a phone, connected, away."""
        last = self.no_round_left()  # a late guest who asks now cannot be seated: "too late"
        return [{"name": s.name, "group": s.group, "joined": s.joined, "online": s.connections > 0,
                 "away": s.away, "late": "too late" if last and s.late == "asked" else s.late,
                 "asks": s.name in self.seat_asks}
                for s in [*self.seats.values(), *self.late.values()]]
