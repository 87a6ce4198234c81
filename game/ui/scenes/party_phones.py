"""Party night on the guests' phones: the host's screens.

:class:`PhonesLobbyScene` starts the evening's server (:mod:`game.phones`) and shows, big
enough to read across a room, the QR code, the address typed out and the evening's code;
each guest appears as they take a seat from their phone, and the host can rename one,
remove one, or give a seat to a computer player, and choose how long a guest has to act
and what happens when he does not.  "Draw the seats" starts the evening.

The evening's big screen is :mod:`.party_phones_screen` (the app's "party-phones-screen").

The window never waits on the network: it draws from the server's snapshot (replaced
whole by the server's thread) and hands every change to the server's loop.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.party import Evening, Guest, PartyError
from game.party.prizes import few_guests_warning
from game.party.store import evening_path, party_dir
from game.phones.address import DEFAULT_PORT, is_loopback, local_addresses, parse_place, qr_rows
from game.phones.inprogress import FILE_NAME
from game.phones.night import NightSettings, PhoneNight
from game.phones.starting import config_for
from game.phones.protocol import ProtocolError
from game.phones.server import PartyServer

from ..scene import Scene
from ..theme import BAIZE_DARK, CREAM, CREAM_DIM, GOLD, GOLD_DARK, WARN, blit_at, draw_panel, wrap
from .common import Page
from .party_common import Button, TextPrompt, fit, group_dot

DRAW_LIMIT = 180.0
"""Seconds the phones wait for the host's window to finish the seating draw, at most."""
TIMEOUTS = (20, 30, 45, 60, 90, 120, 180, 300)
STAND_INS = ("good", "close", "liberal")
INK = (28, 26, 24)
QR_LIGHT = (244, 234, 210)


_QR_IMAGES: dict[tuple[int, int], pygame.Surface] = {}


def qr_image(rows: list[list[bool]], side: int) -> pygame.Surface:
    """The QR code, dark on cream with its quiet zone, at most ``side`` pixels square (a
    whole number of pixels a module, so that a camera reads it sharp); kept once made."""
    key = (hash(tuple(tuple(r) for r in rows)), side)
    img = _QR_IMAGES.get(key)
    if img is None:
        n = len(rows) + 4
        cell = max(1, side // n)
        img = pygame.Surface((cell * n, cell * n))
        img.fill(QR_LIGHT)
        for y, row in enumerate(rows):
            for x, dark in enumerate(row):
                if dark:
                    img.fill(INK, ((x + 2) * cell, (y + 2) * cell, cell, cell))
        if len(_QR_IMAGES) > 8:
            _QR_IMAGES.clear()
        _QR_IMAGES[key] = img
    return img


def draw_qr(surface: pygame.Surface, rows: list[list[bool]], rect: pygame.Rect) -> None:
    """The QR code fitted into ``rect``, centred."""
    img = qr_image(rows, min(rect.width, rect.height))
    surface.blit(img, img.get_rect(center=rect.center))


SERVER_NEWS = pygame.event.custom_type()
"""Posted from the server's thread when its snapshot changes: the window rests while
nothing moves on it, and a guest arriving on a phone is not a key or a mouse move."""


def wake_window() -> None:
    """Wake the window's loop (safe from any thread; nothing to do without a window)."""
    if not pygame.display.get_init():
        return
    try:
        pygame.event.post(pygame.event.Event(SERVER_NEWS))
    except pygame.error:  # the queue is full: the window is awake already
        pass


def seat_asked(server: PartyServer | None) -> str | None:
    """The guest whose seat another phone asks for (the first, if several), or None."""
    phones = (server.snapshot.get("lobby") or []) if server is not None else []
    return next((g["name"] for g in phones if g.get("asks")), None)


def answer_seat_ask(app, server: PartyServer | None, key: int) -> bool:
    """Y or N while a phone asks for a seat: the host's answer (True when the key was one)."""
    name = seat_asked(server)
    if name is None or key not in (pygame.K_y, pygame.K_n) or server is None:
        return False
    yes = key == pygame.K_y
    server.call(server.night.answer_ask, name, yes)
    app.toast(f"{name}'s seat goes to the phone that asked for it." if yes
              else f"{name}'s seat stays on the phone it was on.", 4.0)
    return True


def draw_seat_ask(surface: pygame.Surface, app, name: str, panel: pygame.Rect | None = None) -> None:
    """The request, plainly, with its keys: across the middle of the lobby, or during the
    evening in ``panel``, a place that hides no table (play-test round 10 of issue 37: the box
    covered the head table while that guest's clock ran).  The words wrap to the panel."""
    lay, fonts = app.layout, app.fonts
    panel = panel if panel is not None else lay.rect(190, 250, 900, 150)
    draw_panel(surface, panel, lay.scale, alpha=255, border=GOLD)
    room = panel.width - lay.px(32)
    said = f"{name}'s seat is asked for from another phone"  # no pronoun: the host knows who
    wide = fonts.get("body", lay.font(28)).size("Y: hand it over to the new phone    N: refuse, and keep it where it is")[0] <= room
    keys = (["Y: hand it over to the new phone    N: refuse, and keep it where it is"] if wide
            else ["Y: hand it over to the new phone", "N: refuse, and keep it where it is"])
    px = lay.font(34)
    while px > lay.font(22) and len(wrap(fonts.get("display", px), said, room)) > (1 if wide else 3):
        px -= 2
    lines = wrap(fonts.get("display", px), said, room)
    key_px = lay.font(28)
    while key_px > lay.font(18) and any(fonts.get("body", key_px).size(k)[0] > room for k in keys):
        key_px -= 1
    step, key_step = fonts.get("display", px).get_linesize(), fonts.get("body", key_px).get_linesize()
    block = step * len(lines) + lay.px(18) + key_step * len(keys)
    y = panel.centery - block // 2
    for line in lines:
        blit_at(surface, fonts.render("display", px, fit(fonts, "display", px, line, room), CREAM),
                (panel.centerx, y), "midtop")
        y += step
    y += lay.px(18)
    for k in keys:
        blit_at(surface, fonts.render("body", key_px, fit(fonts, "body", key_px, k, room), GOLD),
                (panel.centerx, y), "midtop")
        y += key_step


def kept_address(kept: dict[str, Any], port: int = DEFAULT_PORT, bind: str = "0.0.0.0") -> tuple[int, str]:
    """The port and address the phones were last served at (kept with the setup), where the
    host has chosen none other: the port if it is one a host may choose, the address only
    while that network is still this computer's."""
    if port == DEFAULT_PORT and isinstance(kept.get("port"), int) and 1024 <= kept["port"] <= 65535:
        port = int(kept["port"])
    if bind == "0.0.0.0" and isinstance(kept.get("bind"), str) and kept["bind"] in local_addresses():
        bind = kept["bind"]
    return port, bind


def kept_phones(home: Any) -> dict[str, Any]:
    """The phone lobby's settings kept with the party's setup (``party/setup.json``); none when
    the file is missing or cannot be read (the setup's screen says so when it opens)."""
    from game.store.jsonfile import read_data

    from .party_setup import SETUP_NAME

    try:
        data = read_data(party_dir(home) / SETUP_NAME)
    except (OSError, ValueError):
        return {}
    phones = data.get("phones") if isinstance(data, dict) else None
    return dict(phones) if isinstance(phones, dict) else {}


def start_server(night: PhoneNight, port: int = DEFAULT_PORT, bind: str = "0.0.0.0") -> PartyServer:
    """The evening's server on the usual port, or any free one if that is taken; each new
    snapshot wakes the window."""
    server = PartyServer(night, port=port, bind=bind)
    server.on_publish = wake_window
    try:
        server.start()
    except OSError:
        server = PartyServer(night, port=0, bind=bind)
        server.on_publish = wake_window
        server.start()
    return server


class PhonesLobbyScene(Page):
    """The guests arrive on their phones (see the module docstring)."""

    title = "Guests' phones"

    def __init__(self, app, setup: Any, port: int = DEFAULT_PORT, bind: str = "0.0.0.0") -> None:
        super().__init__(app)
        self.setup = setup
        self.port, self.bind = port, bind  # the party setup screen: its settings make the evening's config
        self.settings = NightSettings(timeout=60.0, policy="abandon", temperament="good", pace=0.9,
                                      between=12.0, draw=DRAW_LIMIT)
        self._recall()
        self.night = PhoneNight(self.settings, log_path=party_dir(app.home) / FILE_NAME)
        self.humans = [g for g in setup.guests if g.kind == "human"]
        for g in setup.guests:
            if g.kind == "phone":
                try:
                    self.night.expect(g.name, g.group)
                except ProtocolError:
                    pass
        self.server: PartyServer | None = None
        self.rows: list[list[bool]] = []
        self.error = ""
        self.selected = 0
        self.handed_on = False
        self.buttons = [
            Button("Rename", self.rename, "R", enabled=lambda: bool(self.guests())),
            Button("Remove", self.remove, "Del", enabled=lambda: bool(self.guests())),
            Button("Time to act", self.cycle_timeout, "T"),
            Button("If absent", self.cycle_policy, "A"),
            Button("Address", self.choose_address, "N"),
            Button("Draw the seats", self.draw_seats, "D"),
        ]
        self.qr_rect = pygame.Rect(0, 0, 0, 0)
        self.list_rect = pygame.Rect(0, 0, 0, 0)
        self._start()

    def _start(self) -> None:
        try:
            self.server = start_server(self.night, self.port, self.bind)
            self.rows = qr_rows(self.server.join_url)
        except OSError as exc:
            self.error = f"The evening's server cannot start: {exc}"

    # --- where the phones find the evening -----------------------------------------------------
    def choose_address(self) -> None:
        """N: the address and port the phones are served on (as ``party --serve`` has
        ``--bind`` and ``--port``): one of this computer's addresses, or all of them."""
        addresses = local_addresses()
        now = self.server.snapshot.get("url", "") if self.server is not None else ""
        bind = "any" if self.bind in ("0.0.0.0", "") else self.bind
        port = self.server.port if self.server is not None else self.port
        hint = ("This computer: " + (", ".join(addresses[:3]) or "no network now") +
                "; 'any': every network; 127.0.0.1: this one alone.")

        def done(text: str | None) -> None:
            if text:
                self.serve_at(text, addresses)

        self.app.push(TextPrompt(self.app, "Serve the phones at (address:port)", done,
                                 initial=f"{bind}:{port}" if now else f"any:{DEFAULT_PORT}", max_len=28, hint=hint))

    def serve_at(self, text: str, addresses: list[str] | None = None) -> bool:
        """Serve the evening at ``text`` ("192.168.1.5:8080", "any:8765", "8080"); the
        server starts afresh there, with the same code and guests (a phone already seated
        scans the new QR code).  If it cannot (the port is taken), it stays where it was."""
        try:
            bind, port = parse_place(text, local_addresses() if addresses is None else addresses)
        except ValueError as exc:
            self.error = str(exc)[:1].upper() + str(exc)[1:] + "."
            return False
        old = (self.port, self.bind)
        if self.server is not None:
            self.server.stop()
            self.server = None
        try:
            server = PartyServer(self.night, port=port, bind=bind)
            server.on_publish = wake_window
            server.start()
        except OSError as exc:
            self.error = f"The phones cannot be served at {text}: {exc}."
            self.port, self.bind = old
            self._start()
            return False
        self.server, self.port, self.bind = server, port, bind
        self.rows = qr_rows(server.join_url)
        self.error = ""
        self._keep()
        return True

    @classmethod
    def sample(cls, app) -> PhonesLobbyScene:
        """The lobby of the setup screen's defaults, served on loopback (for the selftest)."""
        setup = app.make("party-setup")
        setup.mode = "phones"
        return cls(app, setup, port=0, bind="127.0.0.1")

    def guests(self) -> list[dict[str, Any]]:
        snap = self.server.snapshot if self.server is not None else {}
        return list(snap.get("lobby") or [])

    def _call(self, fn, *args) -> None:
        if self.server is None:
            return
        fut = self.server.call(fn, *args)

        def done(f) -> None:
            exc = f.exception()
            if exc is not None:
                self.error = str(exc)

        fut.add_done_callback(done)

    # --- the host's changes ------------------------------------------------------------------
    def _chosen(self) -> str | None:
        gs = self.guests()
        if not gs:
            return None
        self.selected = max(0, min(self.selected, len(gs) - 1))
        return gs[self.selected]["name"]

    def rename(self) -> None:
        name = self._chosen()
        if name is None:
            return

        def done(text: str | None) -> None:
            if text:
                self._call(self.night.rename, name, text)

        self.app.push(TextPrompt(self.app, f"Rename {name}", done, initial=name, max_len=24))

    def remove(self) -> None:
        name = self._chosen()
        if name is not None:
            self._call(self.night.remove, name)

    def _recall(self) -> None:
        """The time to act and the stand-in chosen last evening (kept with the setup)."""
        kept = getattr(self.setup, "phones", None) or {}
        s = self.settings
        self.port, self.bind = kept_address(kept, self.port, self.bind)
        if kept.get("timeout") in TIMEOUTS:
            s.timeout = float(kept["timeout"])
        if kept.get("policy") == "abandon":
            s.policy = "abandon"
        elif kept.get("policy") == "computer" and kept.get("temperament") in STAND_INS:
            s.policy, s.temperament = "computer", str(kept["temperament"])

    def _keep(self) -> None:
        """Remember the time to act and the stand-in for the next evening, like the setup."""
        s = self.settings
        if hasattr(self.setup, "phones"):
            self.setup.phones = {"timeout": int(s.timeout), "policy": s.policy, "temperament": s.temperament}
            if self.port:  # the address chosen (0: a test's free port, not the host's choice)
                self.setup.phones.update(port=int(self.port), bind=self.bind)
        remember = getattr(self.setup, "_remember", None)
        if callable(remember):
            remember()

    def cycle_timeout(self) -> None:
        s = self.settings
        i = TIMEOUTS.index(int(s.timeout)) if int(s.timeout) in TIMEOUTS else 3
        s.timeout = float(TIMEOUTS[(i + 1) % len(TIMEOUTS)])
        self._keep()

    def cycle_policy(self) -> None:
        s = self.settings
        options = [("abandon", "good")] + [("computer", t) for t in STAND_INS]
        i = options.index((s.policy, s.temperament)) if (s.policy, s.temperament) in options else 0
        if s.policy == "abandon":
            i = 0
        s.policy, s.temperament = options[(i + 1) % len(options)]
        self._keep()

    def policy_text(self) -> str:
        s = self.settings
        if s.policy == "abandon":
            return "the hand is abandoned (Laws 18, 28)"
        return f"a {s.temperament} computer player stands in"

    def draw_seats(self) -> None:
        if self.server is None:
            return
        night, setup = self.night, self.setup
        try:
            base = setup.config()
        except (ValueError, PartyError) as exc:
            self.error = str(exc)
            return
        total = max(base.players, len(night.seats) + len(self.humans))

        def begin() -> Evening:
            config = config_for(night, total, base.rounds, humans=self.humans, seed=base.seed,
                                group_names=base.group_names, stake=base.stake, blind=base.blind,
                                limit=base.limit, end_at=base.end_at, one_prize_each=base.one_prize_each,
                                booby_by=base.booby_by, mix=tuple(setup.mix.split(",")))
            try:
                ev = Evening.start(config, path=evening_path(self.app.home))
            except OSError:
                ev = Evening.start(config)
            night.begin(ev)
            return ev

        try:
            ev = self.server.call(begin).result(10)
        except (ValueError, PartyError, ProtocolError) as exc:
            self.error = str(exc)
            return
        self.handed_on = True
        self.app.sound.play("shuffle", 0.8)
        server, night = self.server, self.night
        self.app.show("party-phones-screen", server, ev, replace=True)
        # The draw card by card on this window (the phones and the television say the seats
        # are being drawn, and show the seats as soon as the last is drawn); the first deals
        # and their clocks begin when it is over.
        self.app.push(self.app.make("party-draw", ev, on_begin=lambda: server.call(night.drawn),
                                    on_drawn=lambda: server.call(night.seats_drawn)))

    def leave(self) -> None:
        if not self.handed_on and self.server is not None:
            self.server.stop(why="left")  # the host went back to his title screen

    # --- the scene -----------------------------------------------------------------------------
    def layout(self, layout) -> None:
        super().layout(layout)
        self.qr_rect = layout.rect(48, 104, 400, 400)
        self.list_rect = layout.rect(500, 104, 732, 388)
        for i, b in enumerate(self.buttons):
            b.rect = layout.rect(500 + i * 183, 540, 175, 50)  # each label whole at the one size
        self.buttons[-2].rect = layout.rect(500, 600, 175, 50)  # the address: under Rename
        self.buttons[-1].rect = layout.rect(1000, 620, 232, 64)

    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        for b in self.buttons:
            if b.process_event(event):
                return None
        if event.type == pygame.KEYDOWN and answer_seat_ask(self.app, self.server, event.key):
            return None  # (N refuses while a phone asks; else it chooses the address)
        if event.type == pygame.KEYDOWN:
            keys = {pygame.K_r: self.rename, pygame.K_DELETE: self.remove, pygame.K_t: self.cycle_timeout,
                    pygame.K_a: self.cycle_policy, pygame.K_d: self.draw_seats, pygame.K_n: self.choose_address}
            if event.key in keys:
                keys[event.key]()
                return None
            if event.key in (pygame.K_UP, pygame.K_DOWN):
                self.selected += -1 if event.key == pygame.K_UP else 1
                self._chosen()
                return None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.list_rect.collidepoint(event.pos):
            row = (event.pos[1] - self.list_rect.y - self.app.layout.px(56)) // max(1, self.app.layout.px(34))
            if 0 <= row < len(self.guests()):
                self.selected = int(row)
            return None
        return super().process_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        lay, fonts = self.app.layout, self.app.fonts
        self.draw_page(surface)
        if self.server is None:
            blit_at(surface, fonts.render("body", lay.font(26), self.error, WARN), (lay.x(640), lay.y(360)), "center")
            return
        snap = self.server.snapshot
        draw_qr(surface, self.rows, self.qr_rect)
        blit_at(surface, fonts.render("body", lay.font(30), snap.get("url", ""), CREAM),
                (self.qr_rect.centerx, self.qr_rect.bottom + lay.px(14)), "midtop")
        blit_at(surface, fonts.render("italic", lay.font(22), "the evening's code", CREAM_DIM),
                (self.qr_rect.centerx, self.qr_rect.bottom + lay.px(58)), "midtop")
        code = "  ".join(snap.get("code", ""))
        blit_at(surface, fonts.render("body", lay.font(88), code, GOLD),  # lining figures: read across a room
                (self.qr_rect.centerx, self.qr_rect.bottom + lay.px(80)), "midtop")
        draw_panel(surface, self.list_rect, lay.scale)
        gs = self.guests()
        head = f"On their phones: {sum(1 for g in gs if g['joined'])} of {len(gs)}"
        blit_at(surface, fonts.render("display", lay.font(30), head, GOLD),
                (self.list_rect.x + lay.px(18), self.list_rect.y + lay.px(12)), "topleft")
        foot = self._draw_notice(surface)  # inside the panel, at its foot (round 13: it lay on the frame)
        shown = 9 if foot is None else max(0, (foot - self.list_rect.y - lay.px(56 + 26)) // lay.px(34))
        foot = self.list_rect.bottom - lay.px(8) if foot is None else foot
        for i, g in enumerate(gs[:shown]):
            y = self.list_rect.y + lay.px(56 + i * 34)
            row = pygame.Rect(self.list_rect.x + lay.px(8), y, self.list_rect.width - lay.px(16), lay.px(32))
            if i == self.selected:
                pygame.draw.rect(surface, BAIZE_DARK, row, border_radius=lay.px(6))
                pygame.draw.rect(surface, GOLD_DARK, row, 1, border_radius=lay.px(6))
            group_dot(surface, g["group"], (row.x + lay.px(16), row.centery), lay.px(7))
            blit_at(surface, fonts.render("body", lay.font(24), fit(fonts, "body", lay.font(24), g["name"], lay.px(360)),
                                          CREAM), (row.x + lay.px(34), row.centery), "midleft")
            state = "on a phone" if g["online"] else "seated (phone away)" if g["joined"] else "expected"
            blit_at(surface, fonts.render("italic", lay.font(20), state, GOLD if g["online"] else CREAM_DIM),
                    (row.right - lay.px(12), row.centery), "midright")
        if len(gs) > shown:
            blit_at(surface, fonts.render("italic", lay.font(18), f"and {len(gs) - shown} more", CREAM_DIM),
                    (self.list_rect.centerx, foot), "midbottom")
        if not gs:
            blit_at(surface, fonts.render("italic", lay.font(24), "Scan the code with a phone's camera to join.",
                                          CREAM_DIM), self.list_rect.center, "center")
        others = len(self.humans)
        note = (f"Computer players fill the seats up to {max(self.setup.players(), len(gs) + others)}"
                + (f"; {others} at this computer" if others else "") + ".")
        blit_at(surface, fonts.render("italic", lay.font(20), note, CREAM_DIM),
                (self.list_rect.x, self.list_rect.bottom + lay.px(6)), "topleft")
        for b in self.buttons:
            b.draw(surface, fonts, lay, 20 if b is not self.buttons[-1] else 26)
        s = self.settings
        line = f"{int(s.timeout)} s to act; then {self.policy_text()}."
        line = fit(fonts, "body", lay.font(21), line, lay.px(480))
        blit_at(surface, fonts.render("body", lay.font(21), line, CREAM), (lay.x(500), lay.y(660)), "topleft")
        asked = seat_asked(self.server)
        if asked is not None:
            draw_seat_ask(surface, self.app, asked)

    def notice(self) -> tuple[str, tuple[int, int, int]] | None:
        """What the host is told under the guests: what will not do (in red), or that the
        phones are served on this computer alone (loopback: no phone reaches it)."""
        if self.error:
            return self.error, WARN
        if self.server is not None and is_loopback(self.bind):
            return (f"{self.bind} reaches only this computer: a guest's phone cannot join at it. "
                    "To let the phones in, press N and serve 'any'."), GOLD
        # Few guests, as many prizes: said before the seats are drawn (round 14 of issue 37).
        people = [Guest(g["name"], g["group"], "phone") for g in self.guests()] + list(self.humans)
        few = few_guests_warning(people, self.setup.one_each)
        return (few, CREAM_DIM) if few else None

    def _draw_notice(self, surface: pygame.Surface) -> int | None:
        """The notice (:meth:`notice`) wrapped at the foot of the guests' panel; returns the
        top of what it took, or None when there is none."""
        said = self.notice()
        if said is None:
            return None
        lay, fonts = self.app.layout, self.app.fonts
        font = fonts.get("body", lay.font(20))
        lines = wrap(font, said[0], self.list_rect.width - lay.px(36))
        top = self.list_rect.bottom - lay.px(10) - len(lines) * font.get_linesize()
        for k, line in enumerate(lines):
            blit_at(surface, fonts.render("body", lay.font(20), line, said[1]),
                    (self.list_rect.x + lay.px(18), top + k * font.get_linesize()), "topleft")
        return top - lay.px(6)

    def help_keys(self) -> list[tuple[str, str]]:
        return [("Up / Down", "choose a guest"), ("R", "rename"), ("Del", "remove"), ("T", "time to act"),
                ("A", "what happens when a guest does not act"), ("N", "the address and port the phones use"),
                ("D", "draw the seats"), ("Y / N", "hand a seat to the phone that asks for it, or refuse"),
                ("Esc", "back (the server stops)")]


def resume_phones_evening(app, ev: Evening) -> Scene:
    """A phone evening read back from its save (the host's program was closed or crashed):
    the deals in progress played again, the same code and tokens, so the phones come back
    to their seats by themselves."""
    from game.phones.starting import resume_night

    night = resume_night(ev, party_dir(app.home) / FILE_NAME)
    # at the port and address the phones were served at: they come back by themselves only
    # there (a resume on the usual port stranded every phone of an evening served on another)
    port, bind = kept_address(kept_phones(app.home))
    return app.make("party-phones-screen", start_server(night, port, bind), ev)
