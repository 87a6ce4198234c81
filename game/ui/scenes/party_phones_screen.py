"""The big screen of a phone party night: every table, who is to act, the pools, the
standings, the bell and the moves, drawn as the overview draws them (:mod:`.party_tables`),
with the evening's code, its address and a QR code kept in the title line for latecomers.

A hot-seat human at the host's computer plays at the solo game's own table window when
his turn comes, after a screen asking everyone else to look away
(:class:`~game.ui.party_seat.ServedSeat` gives the window his table).

The window never waits on the network: it draws from the server's snapshot (replaced whole
by the server's thread) and hands every change to the server's loop.  The tables are drawn
again only when the snapshot changes, each table only when its own part did.
"""

from __future__ import annotations

import math
import time
from typing import Any

import pygame

from game.cards import Card
from game.party import Evening
from game.party.prizes import counted
from game.phones.address import qr_rows
from game.phones.night import NightSettings, PhoneNight
from game.phones.starting import config_for
from game.phones.server import PartyServer

from ..party_seat import ServedSeat
from ..scene import Scene
from ..theme import CREAM, CREAM_DIM, GOLD, WARN, blit_at, draw_panel, wrap
from .party_common import YELLOW, draw_bell, fit
from .party_overview import draw_standings
from .party_phones import answer_seat_ask, draw_qr, draw_seat_ask, seat_asked, start_server
from .party_tables import SMALLEST, SeatLook, TableLook, draw_table, table_places


UNDEALT = ("blind", "straddle")
KEYS_PX = 22  # the header's guest and keys lines, at 720 lines
"""The phases before the cards are dealt (the blind, then the straddle: Law 17): no backs on
a plate yet, as on the phones (round 5 of issue 37: the host's window drew dealt cards during
a straddle while the phones showed none)."""


def seat_look(ev: Evening, t: dict[str, Any], i: int, p: dict[str, Any], yellow: dict[str, int],
              stand_in: bool = False, gone: frozenset[str] = frozenset(), left: int | None = None) -> SeatLook:
    """One place of a served table (the overview message's public part) as a plate shows it;
    ``stand_in`` when a computer player plays an away guest's hand (else the book's default);
    ``gone`` the guests whose phones are not connected, ``left`` the seconds left on the turn
    of the one to act."""
    result = t.get("result")
    name = p["name"]
    guest = ev.guests.get(name)
    cards, shown = "", []
    if p.get("shown"):
        cards, shown = "shown", [Card.parse(c) for c in p["shown"]]
    elif p.get("holds") and not result and t.get("phase") not in UNDEALT:
        cards = "backs"
    look = SeatLook(name, guest.group if guest else "", p.get("stack"), yellow.get(name, 0),
                    to_act=t.get("to_act") == i and not result,
                    winner=bool(result) and result["winner"] == name, cards=cards, shown=shown,
                    folded=not result and not cards and t.get("phase") not in (*UNDEALT, "waiting"))
    # A phone guest acted for, or whose phone has gone: the host sees it at a glance, on the
    # plate, his counters kept beside it (docs/party.md; play-test of issue 37).
    live = not ev.finished
    phone_gone, away = live and name in gone, live and bool(p.get("away"))
    if phone_gone or away:
        note = "phone away" if phone_gone else "away"
        if away:
            note += ": " + ("a computer plays" if stand_in else "abandons")
        if look.to_act and left is not None:
            note += f" · {left} s"
        look.note, look.mark_colour, look.tag = note, WARN, "phone away" if phone_gone else "away"
    elif live and look.to_act and left is not None:  # the phone's own clock, as his phone shows it
        look.note, look.mark_colour, look.tag = f"{left} s left", GOLD, f"{left} s"
    return look


def served_table_look(ev: Evening, t: dict[str, Any], yellow: dict[str, int], lit: float = 0.0,
                      stand_in: bool = False, gone: frozenset[str] = frozenset(),
                      left: int | None = None, chosen: str | None = None) -> TableLook:
    """A served table as the overview draws one (:func:`.party_overview.table_look`);
    ``chosen`` the phone guest the host's keys act on, ringed."""
    result = t.get("result")
    seats = [seat_look(ev, t, i, p, yellow, stand_in, gone, left) for i, p in enumerate(t["players"])]
    for i, look in enumerate(seats):  # who deals, as the phones' "D" says it
        look.dealer = t.get("dealer") == i
        look.chosen = look.name == chosen
    pool = 0 if result else int(t.get("pool") or 0)
    if result:
        status, colour = (f"{result['winner']} wins {result['pool']}" if result.get("pool")
                          else f"{result['winner']} wins"), YELLOW
    elif t.get("phase") == "waiting":
        status, colour = "waiting for the deal", CREAM_DIM
    elif t.get("last"):  # the table's last move, as the television says it
        status, colour = str(t["last"]).rstrip("."), CREAM_DIM
    else:
        status, colour = str(t.get("phase", "")), CREAM_DIM
    return TableLook(t["name"], bool(t.get("head")), bool(t.get("booby")), seats, pool, status, colour, lit)


def standings_note(ov: dict[str, Any]) -> str:
    """How the standings count while a deal is in progress (play-test of issue 37: a plate
    said 56 while the standings said 58): what is in a pool counts to those who put it in."""
    if any(int(t.get("pool") or 0) and not t.get("result") for t in ov.get("tables") or []):
        return "A deal in progress counts as it began: counters in its pool still count."
    return ""


class PhonesEveningScene(Scene):
    """The big screen of a phone party night (see the module docstring)."""

    title = "Party night"

    def __init__(self, app, server: PartyServer, ev: Evening) -> None:
        super().__init__(app)
        self.server = server
        self.ev = ev
        self.rows = qr_rows(server.join_url)
        self.rung_for: int | None = None
        self.bell_age = 99.0
        self.bell_winner = ""
        self.clock = 0.0
        self.selected = 0
        self.done = False
        self.handed_on = False  # the server given to the prizes screen, which stops it
        self.hot_done: tuple[str, int, int] | None = None  # the hot-seat turn last handed over
        self.served: ServedSeat | None = None  # the hot-seat table last opened
        self.cells: list[pygame.Rect] = []
        self.side = pygame.Rect(0, 0, 0, 0)
        self._layer: pygame.Surface | None = None
        self._drawn: dict[Any, Any] = {}  # each part of the layer: what it shows, and where
        self._standings_at = -99.0
        self._table_images: dict[int, pygame.Surface] = {}
        self._layer_key: Any = None
        self._counting = False  # a plate counts a gone phone's turn down: drawn each second
        self.moves_for: int | None = None  # the round whose moves this window has shown
        server.call(server.night.hold_prizes)  # the phones list the prizes when this window gives them
        # Each round's end carries the whole count to the next round, this window's bell and
        # movers included, so that no page says "when the host goes on" while another counts.
        # (waited for, the two in turn: a resumed evening's first look found them unset)
        server.call(setattr, server.night, "lead_for", self._lead).result(5)
        self.held_for: int | None = None  # the round whose next round waits for this window

    @classmethod
    def sample(cls, app) -> PhonesEveningScene:
        """An evening of twelve with two phone guests, served on loopback (for the selftest)."""
        night = PhoneNight(NightSettings(pace=0.5))
        night.expect("Alice", "red")
        night.expect("Bob", "blue")
        server = start_server(night, 0, "127.0.0.1")

        def begin() -> Evening:
            ev = Evening.start(config_for(night, 12, 2))
            night.begin(ev)
            return ev

        return cls(app, server, server.call(begin).result(10))

    def snap(self) -> dict[str, Any]:
        return self.server.snapshot.get("overview") or {}

    def layout(self, layout) -> None:
        self.cells, self.side = table_places(layout, self.ev.table_count)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.bell_age += dt
        self.clock += dt
        ov = self.snap()
        bell = (ov.get("evening") or {}).get("bell")
        if bell and self.rung_for is not None and bell["round"] != self.rung_for:
            self.ring(bell["winner"])
        if bell:
            self.rung_for = bell["round"]
        elif self.rung_for is None:
            self.rung_for = 0
        if self.app.top is self:
            self.show_moves()
        if self.app.top is self:
            self.hand_over()

    BELL_SHOWN = 5.0
    """Seconds the bell stays on this window before the moves cover it (3.2 s was missed by
    a play-tester looking at the phones when the head table finished last)."""

    def ring(self, winner: str) -> None:
        """The bell: its sound, and the panel over the tables for :attr:`BELL_SHOWN` seconds."""
        self.bell_age = 0.0
        self.bell_winner = winner
        self.app.sound.play("bell", 1.0)

    def _lead(self, record: dict[str, Any]) -> float:
        """The seconds from a round's end to the moves screen's own count: the bell, then the
        movers (called on the server's thread, with the round just finished)."""
        from .party_moves import moves_seconds

        speed = max(0.25, self.app.settings.animation_speed)
        return self.BELL_SHOWN + moves_seconds(self.server.night.ev or self.ev, record) / speed

    def show_moves(self) -> None:
        """Between rounds, the moves as at a party without phones (the list with its reasons,
        who goes up and down, then where everyone sits next round), while the phones and the
        television show them too; the next round waits until the host has seen them.  The
        bell comes first, every round: when the head table finished last, its pool decided
        the round, and the bell is shown over the tables before the moves."""
        if self.server.snapshot.get("stage") != "between" or not self.ev.rounds:
            return
        record = self.ev.rounds[-1]
        if record["round"] == self.moves_for:
            return
        night = self.server.night
        if self.held_for != record["round"]:
            self.held_for = record["round"]
            self.server.call(night.hold_between)  # the next round waits for the bell and the moves
        if self.rung_for != record["round"]:  # the head table's pool decided the round: ring now
            self.rung_for = record["round"]
            self.ring(record["bell"]["winner"])
        if self.bell_age < self.BELL_SHOWN:
            return
        self.moves_for = record["round"]
        from .party_moves import MovesScene

        # The new seating stays the host's "between" seconds after the movers have arrived.
        self.app.push(MovesScene(self.app, self.ev, record, lambda: self.server.call(night.moves_shown),
                                 auto=night.settings.between, note=self.late_note,
                                 keys={pygame.K_l: self.seat_late},
                                 on_due=lambda left: self.server.call(night.moves_due, left)))

    # ------------------------------------------------------------------ hot seats
    def hot_turn(self) -> tuple[str, dict[str, Any]] | None:
        """A hot-seat guest whose turn it is (from the server's snapshot), not yet handed over.
        A snapshot published before the last hot-seat table closed may show a turn already
        taken there: only a newer one is believed."""
        if self.served is not None and self.server.snapshot is self.served.closed_with:
            return None
        for name, msg in (self.server.snapshot.get("humans") or {}).items():
            if (name, msg["table"]["deal"], msg.get("step", 0)) != self.hot_done:
                return name, msg
        return None

    def hand_over(self) -> None:
        """Pass the computer to the hot-seat guest whose turn it is: everyone else looks away,
        then his table opens (the solo game's table window)."""
        turn = self.hot_turn()
        if turn is None:
            return
        name, msg = turn
        self.hot_done = (name, msg["table"]["deal"], msg.get("step", 0))
        where = f"{msg['table']['name']}: it is {name}'s turn"
        self.app.show("party-pass", name, where, lambda: self.app.make("table", self._serve(name)))

    def _serve(self, name: str) -> ServedSeat:
        self.served = ServedSeat(self.server, name)
        return self.served

    # ------------------------------------------------------------------ the host's keys
    def phone_guests(self) -> list[str]:
        return [g["name"] for g in self.server.snapshot.get("lobby") or []]

    def _chosen_late(self) -> bool:
        """True when the chosen guest came late and has no seat yet (C and F do not apply)."""
        phones = self.server.snapshot.get("lobby") or []
        return bool(phones) and bool(phones[self.selected % len(phones)].get("late"))

    def give_to_computer(self) -> None:
        names = self.phone_guests()
        if names and not self._chosen_late():
            name = names[self.selected % len(names)]
            self.server.call(self.server.night.give_to_computer, name, None)
            self.app.toast(f"{name}'s seat goes to a computer player.")

    def late_note(self) -> str:
        """Who came late and asks to join, and the key that seats him, for every screen the
        host is on during the evening ("" when nobody asks, or no round is left for him)."""
        phones = self.server.snapshot.get("lobby") or []
        if (self.snap().get("evening") or {}).get("stage") == "over":
            return ""
        asking = [g["name"] for g in phones if g.get("late") == "asked"]
        if not asking:
            return ""
        more = f" (and {len(asking) - 1} more)" if len(asking) > 1 else ""
        return f"{asking[0]} asks to join{more}: L seats him next round"

    def seat_late(self) -> None:
        """Seat a guest who came late (the chosen one, else the first who asks): at the
        booby table from the next round.  Every press says what it did, or why not."""
        phones = self.server.snapshot.get("lobby") or []
        asking = [g for g in phones if g.get("late") in ("asked", "too late")]
        if not asking:
            self.app.toast("Nobody who came late is asking to join.")
            return
        chosen = phones[self.selected % len(phones)]
        g = chosen if chosen in asking else asking[0]
        self.selected = phones.index(g)
        if g["late"] == "too late":
            self.app.toast(f"This is the last round: there is no round left to seat {g['name']} in.", 4.0)
            return
        self.server.call(self.server.night.seat_late, g["name"])
        self.app.toast(f"{g['name']} plays from the next round, at the booby table.")

    def free_seat(self) -> None:
        names = self.phone_guests()
        if names and not self._chosen_late():
            name = names[self.selected % len(names)]
            self.server.call(self.server.night.free, name)
            self.app.toast(f"{name} may join again from another phone.")

    def finish(self) -> None:
        self.done = True
        # The prizes screen takes the server on: the phones and the television reveal each
        # prize as it announces it (none yet), and it stops the server when it closes.
        try:
            self.server.call(self.server.night.show_prizes, 0).result(5)
        except RuntimeError:
            pass
        self.handed_on = True
        self.app.show("party-prizes", self.ev, server=self.server, replace=True)

    def leave(self) -> None:
        if not self.handed_on:
            self.server.stop(why="left")  # the host went back to his title screen

    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.KEYDOWN and answer_seat_ask(self.app, self.server, event.key):
            return None
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.app.toast("The evening is saved: resume it from Party night.", 4.0)
                self.app.pop()
            elif event.key in (pygame.K_UP, pygame.K_DOWN):
                self.selected += -1 if event.key == pygame.K_UP else 1
            elif event.key == pygame.K_c:
                self.give_to_computer()
            elif event.key == pygame.K_f:
                self.free_seat()
            elif event.key == pygame.K_l:
                self.seat_late()
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.snap().get("evening", {}).get("stage") == "over":
                self.finish()
            return None
        return event

    # ------------------------------------------------------------------ drawing
    # The screen is kept on a layer, in parts (the title line, each table, the standings,
    # the footer), each drawn again only when what it shows has changed, and at most
    # ``TABLES_A_FRAME`` tables a frame: the window keeps its frame time however busy the
    # evening, and a table waits a frame or two at most.
    TABLES_A_FRAME = 1

    def draw(self, surface: pygame.Surface) -> None:
        if self._layer is None or self._layer.get_size() != surface.get_size():
            self._layer = pygame.Surface(surface.get_size()).convert()
            self._layer.blit(self.app.backdrop(), (0, 0))
            self._drawn, self._standings_at = {}, -99.0
        snap = self.server.snapshot
        key = (snap, self.selected, int(self.clock / 6.0), self.bell_age < 6.0,
               # a gone phone's turn counts down: looked at four times a second, so that its
               # seconds turn with the phones' and the television's, not up to one behind
               int(time.monotonic() * 4) if self._counting else None)
        if key != self._layer_key or self.bell_age < 6.0:
            self._layer_key = key
            self._draw_parts(self._layer)
        surface.blit(self._layer, (0, 0))
        self._draw_overlays(surface)

    def _part(self, layer: pygame.Surface, name: Any, rect: pygame.Rect, state: Any) -> bool:
        """Whether part ``name`` must be drawn again; if so its place is cleared to the baize."""
        if self._drawn.get(name) == (state, tuple(rect)):
            return False
        self._drawn[name] = (state, tuple(rect))
        layer.blit(self.app.backdrop(), rect, rect)
        return True

    def _draw_parts(self, layer: pygame.Surface) -> None:
        app, lay, fonts = self.app, self.app.layout, self.app.fonts
        ov = self.snap()
        whole = layer.get_rect()
        if not ov:
            if self._part(layer, "waiting", whole, None):
                blit_at(layer, fonts.render("italic", lay.font(30), "Dealing...", CREAM_DIM),
                        (lay.x(640), lay.y(360)), "center")
            return
        if self._drawn.pop("waiting", None) is not None:
            layer.blit(app.backdrop(), (0, 0))
            self._drawn, self._standings_at = {}, -99.0
        # The header is cleared down to the tables' top and drawn only inside it: a line's
        # descenders once reached the strip between the two, which nothing cleared, and the
        # old lines' fragments stayed there under the new ones (play-test round 10 of issue 37).
        header = pygame.Rect(0, 0, whole.width, self.cells[0].y if self.cells else lay.y(72))
        state = (self.title_text(ov), ov.get("code"), ov.get("address"), self.guest_lines())
        if self._part(layer, "header", header, state):
            clip = layer.get_clip()
            layer.set_clip(header)
            try:
                self._draw_header(layer, ov)
            finally:
                layer.set_clip(clip)
        standings = ov.get("standings") or []
        note = standings_note(ov)
        # The standings change with nearly every pool: drawn again once a second at most.
        state = (standings, int(self.clock / 6.0), note)
        if self.clock - self._standings_at < 1.0:
            if self._drawn.get("standings") != (state, tuple(self.side)):
                self._layer_key = None  # not yet: a later frame draws them
        elif self._part(layer, "standings", self.side, state):
            draw_standings(layer, app, self.side, self.ev, rows=standings, age=self.clock, note=note)
            self._standings_at = self.clock
        yellow = {r["name"]: r["yellow"] for r in standings}
        gone = self.phones_gone()
        self._counting = False
        lit = round(max(0.0, 1 - self.bell_age / 6.0), 1)  # a tenth apart look the same
        budget = self.TABLES_A_FRAME
        for i, (t, cell) in enumerate(zip(ov["tables"], self.cells)):
            if budget <= 0:
                break
            shade = lit if i == 0 else 0.0
            # A plate whose phone has gone counts its turn down each second (the snapshot is
            # not sent again while nothing else moves).
            left = self.seconds_left(t, gone)
            self._counting = self._counting or left is not None
            # What the table shows, as the server sent it: the look is built only to draw it.
            chosen = self.chosen_name()
            state = (t, tuple(yellow.get(p["name"], 0) for p in t["players"]), shade,
                     tuple(p["name"] in gone for p in t["players"]), left, chosen)
            if self._part(layer, ("table", i), cell, state):
                look = served_table_look(self.ev, t, yellow, shade, self.stand_in(), gone, left, chosen)
                img = self._table_images.get(i)
                if img is None or img.get_size() != cell.size:
                    img = self._table_images[i] = pygame.Surface(cell.size).convert()
                img.blit(app.backdrop(), (0, 0), cell)
                draw_table(img, app, img.get_rect(), look)
                layer.blit(img, cell)
                budget -= 1
        if budget <= 0:
            self._layer_key = None  # tables still to draw: the next frame goes on

    def title_text(self, ov: dict[str, Any]) -> str:
        evp = ov["evening"]
        if evp["stage"] == "over":
            return "The evening is over: Enter for the prizes"
        text = f"Round {evp['round']}" + (f" of {evp['rounds']}" if evp.get("rounds") else "")
        return text + ("  ·  the moves" if evp["stage"] == "between" else "")

    def _draw_header(self, surface: pygame.Surface, ov: dict[str, Any]) -> None:
        """The title line: the round; the phone guest the host's keys act on; and, for
        latecomers and a phone that lost its way, the QR code, the code and the address."""
        lay, fonts = self.app.layout, self.app.fonts
        title = blit_at(surface, fonts.render("display", lay.font(36), "Party night", CREAM),
                        (lay.x(32), lay.y(48)), "midleft")
        status = blit_at(surface, fonts.render("body", lay.font(24), self.title_text(ov), GOLD),
                         (title.right + lay.px(24), lay.y(49)), "midleft")
        qr = lay.rect(1252 - 46, 26, 46, 46)
        draw_qr(surface, self.rows, qr)
        code = blit_at(surface, fonts.render("body", lay.font(28), ov.get("code", ""), GOLD),
                       (qr.x - lay.px(12), lay.y(40)), "midright")
        address = fit(fonts, "body", lay.font(SMALLEST), ov.get("address", ""), lay.px(300))
        shown = blit_at(surface, fonts.render("body", lay.font(SMALLEST), address, CREAM),
                        (code.right, lay.y(62)), "midright")
        room = min(code.x, shown.x) - lay.px(24) - (status.right + lay.px(24))
        # The chosen guest and the keys, read at arm's length (round 9 of issue 37: at the
        # smallest size, in dim italics, the host leaned in to read his keys): 22 px at 720
        # lines, the keys in gold.  The two lines sit two units higher than they did, so that
        # the keys' line ends above the tables' top, where the header is cut off (at 1080
        # lines its 33 px line reached a pixel below it).
        for k, line in enumerate(self.guest_lines()):
            face, colour = ("italic", CREAM) if k == 0 else ("body", GOLD)
            text = fit(fonts, face, lay.font(KEYS_PX), line, room)
            if room > lay.px(60):
                blit_at(surface, fonts.render(face, lay.font(KEYS_PX), text, colour),
                        (status.right + lay.px(24), lay.y(34 + 26 * k)), "midleft")

    def phones_gone(self) -> frozenset[str]:
        """The phone guests who had come and whose phones are not connected now."""
        return frozenset(g["name"] for g in self.server.snapshot.get("lobby") or []
                         if g.get("joined") and not g.get("online") and g.get("late") not in ("asked", "too late"))

    def seconds_left(self, t: dict[str, Any], gone: frozenset[str]) -> int | None:
        """The seconds left on the turn at table ``t``, when the one to act is a phone guest
        (his phone counts the same seconds), or one whose phone has gone or who is away."""
        clock, to_act = t.get("clock"), t.get("to_act")
        if not clock or to_act is None or t.get("result") or not (0 <= to_act < len(t["players"])):
            return None
        p = t["players"][to_act]
        if p.get("kind") != "phone" and p["name"] not in gone and not p.get("away"):
            return None  # (a phone guest's turn is counted here too, as his phone counts it)
        since = time.monotonic() - float(self.server.snapshot.get("at", time.monotonic()))
        return max(0, math.ceil(float(clock["left"]) - since))

    def stand_in(self) -> bool:
        """True when a computer player plays an away guest's hand (the host's choice)."""
        return self.server.night.settings.policy == "computer"

    def chosen_name(self) -> str | None:
        """The phone guest the host's keys act on (None: no phone guest)."""
        phones = self.server.snapshot.get("lobby") or []
        return phones[self.selected % len(phones)]["name"] if phones else None

    def guest_lines(self) -> list[str]:
        """The phone guest the host's keys act on, and the keys (two short lines)."""
        phones = self.server.snapshot.get("lobby") or []
        if not phones:
            return []
        g = phones[self.selected % len(phones)]
        over = (self.snap().get("evening") or {}).get("stage") == "over"
        asking = 0 if over else sum(1 for x in phones if x.get("late") == "asked")
        if g.get("late") == "asked" and not over:
            return [f"{g['name']} came late and asks to join", "L seat at the booby table next round · Up/Down"]
        if g.get("late") in ("asked", "too late"):
            when = "the evening is over" if over else "no round is left to seat a late guest in"
            return [f"{g['name']} came late: {when}", "Up/Down another guest"]
        if g.get("late") == "seated":
            return [f"{g['name']}: plays from the next round", "Up/Down another guest"]
        # Away: what the phones are told is done for him (a stand-in, or the book's default).
        away = "away: a computer stands in" if self.stand_in() else "away: abandons (Laws 18, 28)"
        if over:  # nothing left to act on: who he is, on his phone or not
            return [f"{g['name']}: " + ("on a phone" if g["online"] else "phone away"), "Up/Down another guest"]
        # The plate's own words ("phone away"), and no word for the ring round the chosen
        # plate: his name is enough (play-test round 10 of issue 37: "Alice (ringed): phone asleep").
        state = away if g["away"] else "on a phone" if g["online"] else "phone away"
        first = f"{g['name']}: {state}"
        if asking:  # who asks, and the key, whoever is chosen
            return [self.late_note(),
                    first + "  ·  Up/Down · C: computer · F: free seat"]
        return [first, "Up/Down: guest · C: computer · F: free seat"]

    def bell_rect(self) -> pygame.Rect:
        """Where the bell's banner goes: over the standings (the column at the right, or the
        grid's spare place), so that it covers no table and no hand (play-test of issue 37:
        the banner sat over the head table's show and the winner's plate)."""
        lay = self.app.layout
        if self.side.width >= lay.px(240) and self.side.height >= lay.px(240):
            return self.side.copy()
        return lay.rect(390, 200, 500, 300)

    def _draw_overlays(self, surface: pygame.Surface) -> None:
        asked = seat_asked(self.server)
        if asked is not None:  # a plain question, where the bell goes (no table under it), until Y or N
            draw_seat_ask(surface, self.app, asked, self.bell_rect())
            return
        lay, fonts = self.app.layout, self.app.fonts
        if self.bell_age >= self.BELL_SHOWN:
            return
        panel = self.bell_rect()
        draw_panel(surface, panel, lay.scale, alpha=255, border=GOLD)  # opaque: nothing shows through
        swing = 22 * math.sin(self.bell_age * 11) * math.exp(-self.bell_age * 0.9)
        room = panel.width - lay.px(28)
        yellow = next((r.get("yellow", 0) for r in self.snap().get("standings") or []
                       if r.get("name") == self.bell_winner), 0)
        detail = "wins the head table's pool" + (f": {counted(yellow, 'yellow counter')} now" if yellow else "")
        if panel.width > panel.height * 1.3:  # a wide place: the bell at the left, the words beside it
            bell_size = min(lay.px(150), panel.height - lay.px(40))
            # (its ringing lines swing out a third of its size: kept inside the panel)
            draw_bell(surface, (panel.x + lay.px(24) + bell_size * 5 // 6, panel.centery), bell_size, swing, 0.5)
            x = panel.x + lay.px(40) + bell_size * 3 // 2
            room = panel.right - x - lay.px(14)
            name_px = lay.font(56)
            while name_px > lay.font(34) and fonts.get("display", name_px).size(self.bell_winner)[0] > room:
                name_px -= 2
            name = fit(fonts, "display", name_px, self.bell_winner, room)
            top = panel.centery - lay.px(80)
            blit_at(surface, fonts.render("display", lay.font(40), "The bell!", GOLD), (x, top), "topleft")
            blit_at(surface, fonts.render("display", name_px, name, CREAM), (x, top + lay.px(52)), "topleft")
            line = fit(fonts, "italic", lay.font(22), detail, room)
            blit_at(surface, fonts.render("italic", lay.font(22), line, YELLOW), (x, top + lay.px(126)), "topleft")
            return
        # A tall place (the standings' column): the bell, then the name large, on two lines
        # if it must, the whole block in the middle of the column.
        bell_size = min(lay.px(150), panel.height // 3, panel.width * 3 // 5)
        px = lay.font(52)
        names = wrap(fonts.get("display", px), self.bell_winner, room)
        while (len(names) > 2 or any(fonts.get("display", px).size(n)[0] > room for n in names)) \
                and px > lay.font(34):
            px -= 2
            names = wrap(fonts.get("display", px), self.bell_winner, room)
        names = [fit(fonts, "display", px, n, room) for n in names[:2]]
        details = wrap(fonts.get("italic", lay.font(22)), detail, room)
        name_h = fonts.get("display", px).get_linesize()
        height = bell_size + lay.px(10) + lay.px(54) + len(names) * name_h + len(details) * lay.px(30)
        y = max(panel.y + lay.px(12), panel.centery - height // 2)
        draw_bell(surface, (panel.centerx, y + bell_size // 2), bell_size, swing, 0.5)
        y += bell_size + lay.px(10)
        r = blit_at(surface, fonts.render("display", lay.font(44), "The bell!", GOLD), (panel.centerx, y), "midtop")
        y = r.bottom + lay.px(6)
        for n in names:
            r = blit_at(surface, fonts.render("display", px, n, CREAM), (panel.centerx, y), "midtop")
            y = r.bottom
        for line in details:
            r = blit_at(surface, fonts.render("italic", lay.font(22), line, YELLOW), (panel.centerx, y + lay.px(4)),
                        "midtop")
            y = r.bottom

    def help_keys(self) -> list[tuple[str, str]]:
        return [("Up / Down", "choose a phone guest"), ("C", "give the guest's seat to a computer player"),
                ("F", "free the guest's seat (to join from another phone)"),
                ("L", "seat a guest who came late (booby table, next round)"),
                ("Y / N", "hand a seat to the phone that asks for it, or refuse"),
                ("Enter", "the prizes, when the evening is over"), ("Esc", "leave (the evening is saved)")]
