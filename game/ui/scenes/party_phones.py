"""Party night on the guests' phones: the host's screens.

:class:`PhonesLobbyScene` starts the evening's server (:mod:`game.phones`) and shows, big
enough to read across a room, the QR code, the address typed out and the evening's code;
each guest appears as they take a seat from their phone, and the host can rename one,
remove one, or give a seat to a computer player, and choose how long a guest has to act
and what happens when he does not.  "Draw the seats" starts the evening.

:class:`PhonesEveningScene` is the big screen of the evening: every table, who is to act,
the pools, the standings, the bell, the moves, with the QR code kept in a corner for
latecomers.  A hot-seat human at the host's computer plays from a panel here when his
turn comes (everyone else looks away).

The window never waits on the network: it draws from the server's snapshot (replaced
whole by the server's thread) and hands every change to the server's loop.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.party import Evening, PartyError
from game.party.store import evening_path, party_dir
from game.phones.address import DEFAULT_PORT, qr_rows
from game.phones.inprogress import FILE_NAME
from game.phones.night import NightSettings, PhoneNight, config_for
from game.phones.protocol import ProtocolError
from game.phones.server import PartyServer

from ..scene import Scene
from ..theme import BAIZE_DARK, CREAM, CREAM_DIM, GOLD, GOLD_DARK, GREY, WARN, blit_at, draw_panel
from .common import Page
from .party_common import Button, TextPrompt, draw_bell, fit, group_dot
from .party_hotseat import HotSeat

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


def start_server(night: PhoneNight, port: int = DEFAULT_PORT, bind: str = "0.0.0.0") -> PartyServer:
    """The evening's server on the usual port, or any free one if that is taken."""
    server = PartyServer(night, port=port, bind=bind)
    try:
        server.start()
    except OSError:
        server = PartyServer(night, port=0, bind=bind)
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
                                      between=12.0)
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

    def cycle_timeout(self) -> None:
        s = self.settings
        i = TIMEOUTS.index(int(s.timeout)) if int(s.timeout) in TIMEOUTS else 3
        s.timeout = float(TIMEOUTS[(i + 1) % len(TIMEOUTS)])

    def cycle_policy(self) -> None:
        s = self.settings
        options = [("abandon", "good")] + [("computer", t) for t in STAND_INS]
        i = options.index((s.policy, s.temperament)) if (s.policy, s.temperament) in options else 0
        if s.policy == "abandon":
            i = 0
        s.policy, s.temperament = options[(i + 1) % len(options)]

    def policy_text(self) -> str:
        s = self.settings
        if s.policy == "abandon":
            return "he abandons (Laws 18, 28)"
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
        self.app.replace(PhonesEveningScene(self.app, self.server, ev))

    def leave(self) -> None:
        if not self.handed_on and self.server is not None:
            self.server.stop()

    # --- the scene -----------------------------------------------------------------------------
    def layout(self, layout) -> None:
        super().layout(layout)
        self.qr_rect = layout.rect(48, 104, 400, 400)
        self.list_rect = layout.rect(500, 104, 732, 388)
        for i, b in enumerate(self.buttons):
            b.rect = layout.rect(500 + i * 148, 540, 138, 50)
        self.buttons[-1].rect = layout.rect(1000, 620, 232, 64)

    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        for b in self.buttons:
            if b.process_event(event):
                return None
        if event.type == pygame.KEYDOWN:
            keys = {pygame.K_r: self.rename, pygame.K_DELETE: self.remove, pygame.K_t: self.cycle_timeout,
                    pygame.K_a: self.cycle_policy, pygame.K_d: self.draw_seats}
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
        app, lay, fonts = self.app, self.app.layout, self.app.fonts
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
        for i, g in enumerate(gs[:9]):
            y = self.list_rect.y + lay.px(56 + i * 34)
            row = pygame.Rect(self.list_rect.x + lay.px(8), y, self.list_rect.width - lay.px(16), lay.px(32))
            if i == self.selected:
                pygame.draw.rect(surface, BAIZE_DARK, row, border_radius=lay.px(6))
                pygame.draw.rect(surface, GOLD_DARK, row, 1, border_radius=lay.px(6))
            group_dot(surface, g["group"], (row.x + lay.px(16), row.centery), lay.px(7))
            blit_at(surface, fonts.render("body", lay.font(24), fit(fonts, "body", lay.font(24), g["name"], lay.px(360)),
                                          CREAM), (row.x + lay.px(34), row.centery), "midleft")
            state = "on a phone" if g["online"] else "seated (phone asleep)" if g["joined"] else "expected"
            blit_at(surface, fonts.render("italic", lay.font(20), state, GOLD if g["online"] else CREAM_DIM),
                    (row.right - lay.px(12), row.centery), "midright")
        if len(gs) > 9:
            blit_at(surface, fonts.render("italic", lay.font(18), f"and {len(gs) - 9} more", CREAM_DIM),
                    (self.list_rect.centerx, self.list_rect.bottom - lay.px(8)), "midbottom")
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
        blit_at(surface, fonts.render("body", lay.font(21), line, CREAM), (lay.x(500), lay.y(606)), "topleft")
        if self.error:
            blit_at(surface, fonts.render("body", lay.font(20), self.error[:90], WARN), (lay.x(500), lay.y(640)),
                    "topleft")

    def help_keys(self) -> list[tuple[str, str]]:
        return [("Up / Down", "choose a guest"), ("R", "rename"), ("Del", "remove"), ("T", "time to act"),
                ("A", "what happens when a guest does not act"), ("D", "draw the seats"),
                ("Esc", "back (the server stops)")]


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
        self.selected = 0
        self.done = False
        self.hot_seat = HotSeat(self)
        self._layer: pygame.Surface | None = None
        self._tables: dict[int, tuple[dict[str, Any], pygame.Rect, pygame.Surface]] = {}
        self._layer_of: Any = None
        self._layer_key: Any = None

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

    def update(self, dt: float) -> None:
        super().update(dt)
        self.bell_age += dt
        ov = self.snap()
        bell = (ov.get("evening") or {}).get("bell")
        if bell and self.rung_for is not None and bell["round"] != self.rung_for:
            self.bell_age = 0.0
            self.bell_winner = bell["winner"]
            self.app.sound.play("bell", 1.0)
        if bell:
            self.rung_for = bell["round"]
        elif self.rung_for is None:
            self.rung_for = 0

    def phone_guests(self) -> list[str]:
        return [g["name"] for g in self.server.snapshot.get("lobby") or []]

    def give_to_computer(self) -> None:
        names = self.phone_guests()
        if names:
            name = names[self.selected % len(names)]
            self.server.call(self.server.night.give_to_computer, name, None)
            self.app.toast(f"{name}'s seat goes to a computer player.")

    def free_seat(self) -> None:
        names = self.phone_guests()
        if names:
            name = names[self.selected % len(names)]
            self.server.call(self.server.night.free, name)
            self.app.toast(f"{name} may join again from another phone.")

    def finish(self) -> None:
        self.done = True
        self.app.show("party-prizes", self.ev, replace=True)

    def leave(self) -> None:
        self.server.stop()

    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if self.hot_seat.waiting() and self.hot_seat.process_event(event):
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
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.snap().get("evening", {}).get("stage") == "over":
                self.finish()
            return None
        return event

    def draw(self, surface: pygame.Surface) -> None:
        # The tables are drawn again only when the server has published a new snapshot:
        # a frame is then one blit, however busy the evening.
        snap = self.server.snapshot
        key = (self.selected, surface.get_size())
        if self._layer is None or self._layer_of is not snap or self._layer_key != key:
            if self._layer is None or self._layer.get_size() != surface.get_size():
                self._layer = pygame.Surface(surface.get_size()).convert()
            self._draw_evening(self._layer)
            self._layer_of, self._layer_key = snap, key
        surface.blit(self._layer, (0, 0))
        self._draw_overlays(surface)

    def _draw_evening(self, surface: pygame.Surface) -> None:
        app, lay, fonts = self.app, self.app.layout, self.app.fonts
        surface.blit(app.backdrop(), (0, 0))
        ov = self.snap()
        if not ov:
            blit_at(surface, fonts.render("italic", lay.font(30), "Dealing...", CREAM_DIM), (lay.x(640), lay.y(360)), "center")
            return
        evp = ov["evening"]
        title = "The evening is over - Enter for the prizes" if evp["stage"] == "over" else \
            f"Round {evp['round']}" + (f" of {evp['rounds']}" if evp.get("rounds") else "") + \
            ("  -  the moves" if evp["stage"] == "between" else "")
        blit_at(surface, fonts.render("display", lay.font(44), title, GOLD), (lay.x(40), lay.y(18)), "topleft")
        # the join corner: for latecomers and for a phone that lost its way
        qr = lay.rect(1100, 12, 160, 160)
        draw_qr(surface, self.rows, qr)
        blit_at(surface, fonts.render("body", lay.font(52), ov.get("code", ""), GOLD),
                (qr.x - lay.px(16), qr.y + lay.px(8)), "topright")
        blit_at(surface, fonts.render("body", lay.font(20), ov.get("address", ""), CREAM),
                (qr.x - lay.px(16), qr.y + lay.px(76)), "topright")
        tables = ov["tables"]
        cols = 3 if len(tables) <= 6 else 4
        w = (1220 - (cols - 1) * 12) / cols
        rows_n = (len(tables) + cols - 1) // cols
        h = min(300, (480 - (rows_n - 1) * 10) / max(1, rows_n))
        backdrop = app.backdrop()
        for i, t in enumerate(tables):
            r = lay.rect(30 + (i % cols) * (w + 12), 180 + (i // cols) * (h + 10), w, h)
            cached = self._tables.get(i)
            if cached is None or cached[0] != t or cached[1] != r:  # this table moved: draw it again
                img = backdrop.subsurface(r.clip(backdrop.get_rect())).copy()
                self._draw_table(img, pygame.Rect(0, 0, r.width, r.height), t)
                cached = self._tables[i] = (t, pygame.Rect(r), img)
            surface.blit(cached[2], r)
        below = 180 + rows_n * (h + 10) + 6
        if below < 560:  # room under the tables: the standings and the last moves
            self._draw_board(surface, ov, lay.rect(30, below, 1220, 660 - below))
        self._draw_footer(surface, ov, leaders=below >= 560)

    def _draw_board(self, surface: pygame.Surface, ov: dict[str, Any], r: pygame.Rect) -> None:
        lay, fonts = self.app.layout, self.app.fonts
        half = r.width // 2 - lay.px(6)
        left, right = pygame.Rect(r.x, r.y, half, r.height), pygame.Rect(r.right - half, r.y, half, r.height)
        for rect in (left, right):
            draw_panel(surface, rect, lay.scale)
        rows = max(1, (r.height - lay.px(52)) // lay.px(30))
        blit_at(surface, fonts.render("display", lay.font(28), "Standings", GOLD),
                (left.x + lay.px(14), left.y + lay.px(8)), "topleft")
        for i, row in enumerate(ov.get("standings", [])[:rows]):
            text = f"{i + 1}. {row['name']}"
            y = left.y + lay.px(46) + i * lay.px(30)
            blit_at(surface, fonts.render("body", lay.font(22), fit(fonts, "body", lay.font(22), text, half // 2 + lay.px(60)),
                                          CREAM), (left.x + lay.px(16), y), "topleft")
            blit_at(surface, fonts.render("body", lay.font(22), f"{row['yellow']} yellow, {row['counters']}",
                                          GOLD if row["yellow"] else CREAM_DIM), (left.right - lay.px(16), y), "topright")
        moves = ov.get("moves")
        prizes = ov.get("prizes")
        title = "The prizes" if prizes else f"The moves after round {moves['round']}" if moves else "The moves"
        blit_at(surface, fonts.render("display", lay.font(28), title, GOLD),
                (right.x + lay.px(14), right.y + lay.px(8)), "topleft")
        lines = [f"{p['title']}: {p['player']}" for p in prizes] if prizes else \
            [f"{m['player']}: table {m['from']} to {m['to']}" for m in moves["moves"]] if moves else \
            ["Winners go up a table;", "the head table's poorest goes down."]
        for i, line in enumerate(lines[:rows]):
            blit_at(surface, fonts.render("body", lay.font(22), fit(fonts, "body", lay.font(22), line, half - lay.px(32)),
                                          CREAM), (right.x + lay.px(16), right.y + lay.px(46) + i * lay.px(30)), "topleft")

    def _draw_overlays(self, surface: pygame.Surface) -> None:
        lay, fonts = self.app.layout, self.app.fonts
        if self.bell_age < 3.2:
            panel = lay.rect(390, 200, 500, 300)
            draw_panel(surface, panel, lay.scale, border=GOLD)
            import math
            draw_bell(surface, (panel.centerx, panel.y + lay.px(100)), lay.px(140),
                      22 * math.sin(self.bell_age * 11) * math.exp(-self.bell_age * 0.9), 0.5)
            blit_at(surface, fonts.render("display", lay.font(52), "The bell!", GOLD),
                    (panel.centerx, panel.y + lay.px(190)), "midtop")
            blit_at(surface, fonts.render("body", lay.font(24), f"{self.bell_winner} wins the head table's pool",
                                          CREAM), (panel.centerx, panel.y + lay.px(252)), "midtop")
        if self.hot_seat.waiting():
            self.hot_seat.draw(surface)

    def _draw_table(self, surface: pygame.Surface, r: pygame.Rect, t: dict[str, Any]) -> None:
        lay, fonts = self.app.layout, self.app.fonts
        draw_panel(surface, r, lay.scale, border=GOLD if t["head"] else GOLD_DARK)
        blit_at(surface, fonts.render("display", lay.font(28), t["name"], GOLD if t["head"] else CREAM),
                (r.x + lay.px(12), r.y + lay.px(6)), "topleft")
        res = t.get("result")
        right = f"{res['winner']} wins {res['pool']}" if res else f"pool {t['pool']}"
        blit_at(surface, fonts.render("italic", lay.font(20), fit(fonts, "italic", lay.font(20), right, r.width // 2),
                                      GOLD), (r.right - lay.px(12), r.y + lay.px(12)), "topright")
        line = max(18, int((r.height - lay.px(46)) / max(1, len(t["players"]))))
        size = min(30, line * 0.72 / lay.scale) if lay.scale else 20
        for i, p in enumerate(t["players"]):
            y = r.y + lay.px(42) + i * line
            turn = t.get("to_act") == i and not res
            colour = GOLD if turn else CREAM if (p["holds"] or t["phase"] == "waiting") else GREY
            mark = "> " if turn else ""
            tag = "  (phone)" if p["kind"] == "phone" else "  (here)" if p["kind"] == "human" else ""
            tag += " - away" if p["away"] else ""
            name = fit(self.app.fonts, "body", lay.font(size), mark + p["name"] + tag, int(r.width * 0.72))
            blit_at(surface, fonts.render("body", lay.font(size), name, colour), (r.x + lay.px(14), y), "topleft")
            if t.get("dealer") == i:
                pygame.draw.circle(surface, CREAM, (r.x + lay.px(8), y + line // 2), max(2, lay.px(3)))
            stack = "" if p["stack"] is None else str(p["stack"])
            blit_at(surface, fonts.render("body", lay.font(size), stack, colour), (r.right - lay.px(14), y), "topright")

    def _draw_footer(self, surface: pygame.Surface, ov: dict[str, Any], leaders: bool = True) -> None:
        lay, fonts = self.app.layout, self.app.fonts
        if leaders:  # (no room for the standings' panel: the leaders in a line)
            top = ov.get("standings", [])[:5]
            text = "Leading: " + ",  ".join(f"{r['name']} {r['yellow']}y {r['counters']}" for r in top)
            blit_at(surface, fonts.render("body", lay.font(20), fit(fonts, "body", lay.font(20), text, lay.px(1200)),
                                          CREAM), (lay.x(40), lay.y(688)), "bottomleft")
        phones = self.server.snapshot.get("lobby") or []
        if phones:
            g = phones[self.selected % len(phones)]
            state = "away: acted for" if g["away"] else "on a phone" if g["online"] else "phone asleep"
            hint = f"Guest {g['name']} ({state})  -  Up/Down: another guest   C: give the seat to a computer player   F: free the seat"
            blit_at(surface, fonts.render("italic", lay.font(18), hint, CREAM_DIM), (lay.x(40), lay.y(712)), "bottomleft")

    def help_keys(self) -> list[tuple[str, str]]:
        return [("Up / Down", "choose a phone guest"), ("C", "give the guest's seat to a computer player"),
                ("F", "free the guest's seat (to join from another phone)"),
                ("Enter", "the prizes, when the evening is over"), ("Esc", "leave (the evening is saved)")]


def resume_phones_evening(app, ev: Evening) -> Scene:
    """A phone evening read back from its save (the host's program was closed or crashed):
    the deals in progress played again, the same code and tokens, so the phones come back
    to their seats by themselves."""
    from game.phones.night import resume_night

    night = resume_night(ev, party_dir(app.home) / FILE_NAME)
    return PhonesEveningScene(app, start_server(night), ev)
