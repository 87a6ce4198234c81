"""The evening at a glance, on the room's big screen: every table drawn as a table with its
players at their places, their counters, the pool and whose turn it is, the head table
marked by its bell; the standings (yellow counters, then counters net of extra stakes).
The bell is a moment: its sound, the head table lit, the winner named big.  Then the moves
(:mod:`.party_moves`).  Any table opens full-size (its number, or a click)."""

from __future__ import annotations

import math

import pygame

from game.party import Evening, places_so_far
from game.party.prizes import counted

from ..scene import Scene
from ..theme import CREAM, CREAM_DIM, GOLD, GOLD_DARK, GREY, blit_at, draw_panel, wrap
from .party_common import GROUP_COLOURS, PACES, YELLOW, PartyRunner, TableWatch, draw_bell, draw_yellow, fit
from .party_moves import MovesScene
from .party_tables import SMALLEST, SeatLook, TableLook, draw_table, short_name, table_places

__all__ = ["BellOverlay", "MovesScene", "OverviewScene", "evening_scene", "open_evening", "round_title", "table_look",
           "draw_standings"]


def evening_scene(app, ev: Evening) -> Scene:
    """The right screen for an evening (the app's ``"party-evening"``): the overview, the
    host's screen (real cards), the final counts, or the prizes."""
    if ev.finished and ev.prizes_due and any(g.phone for g in ev.guests.values()):
        return app.make("party-phones-evening", ev)  # served again: the phones come back to the prizes
    if ev.finished:
        return app.make("party-prizes", ev)
    if ev.over() and ev.config.mode == "real":
        return app.make("party-final-counts", ev)
    if ev.over():
        ev.prizes_due = True  # the prizes screen gives them: a kill before then comes back to it
        ev.finish()
        return app.make("party-prizes", ev)
    if ev.config.mode == "real":
        return app.make("party-host", ev)
    if any(g.phone for g in ev.guests.values()):  # guests on their phones: served again
        return app.make("party-phones-evening", ev)
    return OverviewScene(app, ev)


def open_evening(app, ev: Evening, replace: bool = False) -> Scene:
    """Show the right screen for an evening (see :func:`evening_scene`)."""
    return app.show("party-evening", ev, replace=replace)


def round_title(ev: Evening) -> str:
    if ev.config.rounds is not None:
        return f"Round {ev.round_no} of {ev.config.rounds}"
    return f"Round {ev.round_no}, ending after {ev.config.end_at}"


def table_look(ev: Evening, watch: TableWatch, lit: float = 0.0, hover: bool = False) -> TableLook:
    """What the overview shows of one table: the live deal, its result, or the seats."""
    t = watch.index
    view = watch.public()
    result = ev.pending.get(t)
    seats = []
    # Who deals: the live deal's dealer (a deal thrown in passes it on), else the dealer the
    # evening has for the table this round (or the one its finished deal had).
    if view is not None:
        dealer = view.dealer
    elif result is not None and result.dealer in watch.seats:
        dealer = list(watch.seats).index(result.dealer)
    elif t < len(ev.dealers) and watch.seats:
        dealer = ev.dealers[t] % len(watch.seats)
    else:
        dealer = None
    for i, name in enumerate(watch.seats):
        info = view.players[i] if view is not None and i < len(view.players) else None
        counters = info.stack if info is not None else ev.counters.get(name)
        if result is not None and result.counters_after is not None and info is None:
            counters = result.counters_after.get(name, counters)
        cards, shown = "", []
        if info is not None and info.shown:
            cards, shown = "shown", list(info.shown)
        elif info is not None and info.holds_cards and result is None:
            cards = "backs"
        seats.append(SeatLook(name, ev.guests[name].group, counters, ev.yellow.get(name, 0),
                              to_act=view is not None and view.to_act == i and result is None,
                              winner=result is not None and name == result.winner, cards=cards, shown=shown,
                              dealer=i == dealer))
    pool = 0
    if result is not None:
        status, colour = f"{result.winner} wins {result.pool}" if result.pool else f"{result.winner} wins", YELLOW
        if result.tied:
            status = f"divided: {result.winner} wins the cut"
    elif watch.deal is not None and watch.deal.thrown_in:
        status, colour = "nobody came in: dealt again", CREAM_DIM
    elif view is not None and view.to_act is not None:
        status, colour = view.phase.value, CREAM_DIM
        pool = view.pool
    elif view is not None:
        status, colour, pool = view.phase.value, CREAM_DIM, view.pool
    else:
        status, colour = "waiting for the deal", CREAM_DIM
    if result is not None:
        pool = 0
    return TableLook(ev.table_name(t), t == 0, t == ev.table_count - 1, seats, pool, status, colour, lit, hover)


def draw_standings(surface: pygame.Surface, app, rect: pygame.Rect, ev: Evening, title: str = "Standings",
                   prized: set[str] | None = None, age: float = 0.0, rows: list[dict] | None = None,
                   note: str = "") -> None:
    """The standings: place, name, yellow counters (as counters and a number), counters net
    of extra stakes; in as many columns as the panel's width allows, and where they do not
    all fit, a page at a time, turning every few seconds (``age``, the screen's clock).
    ``rows``: the standings to show (a served evening's, from its snapshot), else ``ev``'s;
    ``note``: a word at the foot on how the figures are counted."""
    lay, fonts = app.layout, app.fonts
    draw_panel(surface, rect, lay.scale, alpha=200)
    px = lay.font(SMALLEST + 1)
    blit_at(surface, fonts.render("display", lay.font(28), title, CREAM), (rect.x + lay.px(14), rect.y + lay.px(6)),
            "topleft")
    rows = ev.standings() if rows is None else rows
    cols = max(1, min(3, rect.width // lay.px(262)))
    col_w = rect.width // cols
    yellow_at, net_at = col_w - lay.px(84), col_w - lay.px(18)  # right edges of the two figures
    line_h = lay.px(27)
    top = rect.y + lay.px(72)
    bottom = rect.bottom
    if note:  # at the foot, in small italics: the rows stop above it
        font = fonts.get("italic", lay.font(SMALLEST))
        lines = wrap(font, note, rect.width - lay.px(28))
        bottom = rect.bottom - lay.px(8) - len(lines) * font.get_linesize()
        for k, line in enumerate(lines):
            blit_at(surface, fonts.render("italic", lay.font(SMALLEST), line, CREAM_DIM),
                    (rect.x + lay.px(14), bottom + k * font.get_linesize()), "topleft")
    per = max(1, (bottom - top - lay.px(6)) // line_h)
    size = per * cols
    pages = max(1, math.ceil(len(rows) / size))
    first = (int(age / 6.0) % pages) * size
    shown = rows[first:first + size]
    if pages > 1:
        note = f"{first + 1}-{first + len(shown)} of {len(rows)}"
        blit_at(surface, fonts.render("italic", lay.font(SMALLEST), note, CREAM_DIM),
                (rect.right - lay.px(14), rect.y + lay.px(20)), "midright")
    for c in range(cols):
        x = rect.x + c * col_w
        for text, right in (("yellow", yellow_at), ("net", net_at)):
            blit_at(surface, fonts.render("italic", lay.font(SMALLEST), text, CREAM_DIM),
                    (x + right, rect.y + lay.px(44)), "midright")
    pygame.draw.line(surface, GOLD_DARK, (rect.x + lay.px(12), rect.y + lay.px(60)),
                     (rect.right - lay.px(12), rect.y + lay.px(60)), 1)
    # Level players share a place, as on the phones and the television; before any result,
    # no place at all (everyone "=1." read as a result).
    at = places_so_far(rows, ev.has_result)
    for j, r in enumerate(shown):
        i = first + j
        c, k = divmod(j, per)
        x, y = rect.x + c * col_w, top + k * line_h + line_h // 2
        human = r["kind"] != "computer"
        colour = GOLD if prized is not None and r["name"] in prized else CREAM if human else CREAM_DIM
        pygame.draw.circle(surface, GROUP_COLOURS.get(r["group"], GREY), (x + lay.px(16), y), max(3, lay.px(5)))
        # A name too long for its column without its title ("=8. Jarvis"), before any is cut
        # (round 13 of issue 37: "=8. Captain Jar…").
        place = f"{at[i]}. " if at[i] else ""
        room = yellow_at - lay.px(58) - fonts.get("body", px).size(place)[0]
        # Where he has no yellow counter and his name would be cut, it runs on over the yellow
        # column, its "0" left out (a blank there says none as well).
        over = not r["yellow"] and short_name(fonts, px, r["name"], room).endswith("…")
        if over:
            room = net_at - lay.px(40 + 26) - fonts.get("body", px).size(place)[0]
        name = place + short_name(fonts, px, r["name"], room)
        blit_at(surface, fonts.render("body", px, name, colour), (x + lay.px(26), y), "midleft")
        if r["yellow"]:
            draw_yellow(surface, app, (x + yellow_at - lay.px(22), y + lay.px(9)), lay.px(16), min(r["yellow"], 5))
        if not over:
            blit_at(surface, fonts.render("body", px, str(r["yellow"]), YELLOW if r["yellow"] else GREY),
                    (x + yellow_at, y), "midright")
        net = "?" if r["net"] is None else str(r["net"])
        blit_at(surface, fonts.render("body", px, net, CREAM), (x + net_at, y), "midright")


# --- the bell ---------------------------------------------------------------------------------------

class BellOverlay(Scene):
    """The bell struck at the head table: its sound, the head table lit (``focus``, the head
    table's rectangle on the screen beneath), a brass bell swinging, and the result big."""

    opaque = False
    pauses_below = False
    title = "The bell"
    SECONDS = 4.5

    def __init__(self, app, winner: str, detail: str = "", focus: pygame.Rect | None = None,
                 yellow: int = 1) -> None:
        super().__init__(app)
        self.winner = winner
        self.detail = detail
        self.focus = focus
        self.yellow = yellow
        self.age = 0.0

    def enter(self) -> None:
        self.app.sound.play("bell", 1.0)

    def update(self, dt: float) -> None:
        self.age += dt
        if self.age >= self.SECONDS and self.app.top is self:
            self.app.pop()

    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        # Modal while it rings: a key or a click only puts it away (not too soon, so that
        # a key meant for the screen beneath is not lost to it).
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONUP) and self.age > 0.3:
            if self.app.top is self:
                self.app.pop()
        return None

    def banner_rect(self) -> pygame.Rect:
        """The banner: across the half of the screen away from the head table."""
        lay = self.app.layout
        low = self.focus is None or self.focus.centery < lay.y(360)
        return lay.rect(150, 392 if low else 96, 980, 250)

    def draw(self, surface: pygame.Surface) -> None:
        app, lay, fonts = self.app, self.app.layout, self.app.fonts
        fade = min(1.0, self.age / 0.2, max(0.0, (self.SECONDS - self.age) / 0.4))
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((0, 0, 0, int(140 * fade)))
        if self.focus is not None:  # the head table stays bright, and glows
            veil.fill((0, 0, 0, 0), self.focus)
        surface.blit(veil, (0, 0))
        if self.focus is not None:
            glow = 0.5 + 0.5 * math.sin(self.age * 6)
            for k in range(1, 6):
                ring = pygame.Surface(self.focus.inflate(lay.px(6 * k), lay.px(6 * k)).size, pygame.SRCALPHA)
                pygame.draw.rect(ring, (*YELLOW, int((90 + 90 * glow) * fade / k)), ring.get_rect(),
                                 width=max(2, lay.px(3)), border_radius=lay.px(12 + 3 * k))
                surface.blit(ring, ring.get_rect(center=self.focus.center))
        panel = self.banner_rect()
        draw_panel(surface, panel, lay.scale, alpha=int(245 * fade), border=GOLD)
        swing = 22 * math.sin(self.age * 11) * math.exp(-self.age * 0.9)
        ring_on = max(0.0, 1 - self.age / 2.2) if abs(swing) > 4 else 0.0
        draw_bell(surface, (panel.x + lay.px(130), panel.centery), lay.px(170), swing, ring_on)
        x = panel.x + lay.px(270)
        blit_at(surface, fonts.render("display", lay.font(60), "The bell!", GOLD), (x, panel.y + lay.px(16)),
                "topleft")
        name = fit(fonts, "display", lay.font(50), self.winner, panel.right - x - lay.px(20))
        blit_at(surface, fonts.render("display", lay.font(50), name, CREAM), (x, panel.y + lay.px(96)), "topleft")
        line = self.detail or f"wins the head table: {counted(self.yellow, 'yellow counter')} now"
        line = fit(fonts, "italic", lay.font(24), line, panel.right - x - lay.px(20))
        blit_at(surface, fonts.render("italic", lay.font(24), line, YELLOW), (x, panel.y + lay.px(168)), "topleft")
        draw_yellow(surface, app, (panel.right - lay.px(60), panel.y + lay.px(92)), lay.px(56), 1)


# --- the overview -----------------------------------------------------------------------------------

class OverviewScene(Scene):
    """Every table at once (see the module docstring)."""

    title = "Party night"

    def __init__(self, app, ev: Evening) -> None:
        super().__init__(app)
        self.ev = ev
        self.pace_index = 1
        self.runner = PartyRunner(ev, PACES[self.pace_index][0])
        self.runner.on_bell = self._bell
        self.runner.on_round = self._round_done
        self.round_ready = ev.round_complete
        self.auto = not any(g.human for g in ev.guests.values())
        self.table_rects: list[pygame.Rect] = []
        self.side = pygame.Rect(0, 0, 0, 0)
        self.hover: int | None = None
        self.show_hands = False
        self.since_bell: float | None = None  # seconds since the bell rang this round
        self.clock = 0.0  # seconds on this screen (the standings turn their pages by it)

    # --- events from the runner ------------------------------------------------------------

    def _bell(self) -> None:
        r = self.ev.pending.get(0)
        if r is None:
            return
        self.since_bell = 0.0
        detail = ""
        if r.tied:
            detail = f"a divided pool: {', '.join(r.tied)} cut, the lowest cut wins - and a yellow counter"
        # The head table is lit where it is on this screen (not when a table is open full-size).
        focus = self.table_rects[0] if self.table_rects and self.app.top is self else None
        self.app.push(BellOverlay(self.app, r.winner, detail, focus, self.ev.yellow.get(r.winner, 0) + 1))

    def _round_done(self) -> None:
        self.round_ready = True

    def _moves(self) -> None:
        self.round_ready = False
        self.since_bell = None
        record = self.runner.finish_round()
        self.app.push(MovesScene(self.app, self.ev, record, self._next_round, auto=MovesScene.HOLD if self.auto else None))

    def _next_round(self) -> None:
        if self.ev.over():
            if not self.ev.finished:
                self.ev.prizes_due = True
                self.ev.finish()
            if self.app.top is self:
                self.app.show("party-prizes", self.ev, replace=True)
            return
        self.runner.begin_round()

    # --- time --------------------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        super().update(dt)
        self.clock += dt
        if self.since_bell is not None:
            self.since_bell += dt
        self.runner.update(dt)
        self.check_turns()

    def check_turns(self) -> None:
        """When this screen is on top: the moves once every table is done, a human's turn."""
        if self.app.top is not self:
            return
        if self.round_ready:
            self._moves()
            return
        waiting = self.runner.human_waiting()
        if waiting is not None:
            t, seat = waiting
            self.app.show("party-privacy", self, t, seat)

    # --- input ----------------------------------------------------------------------------------

    def open_table(self, t: int) -> None:
        if 0 <= t < self.ev.table_count:
            self.app.show("party-table", self, t, None)

    def set_pace(self, step: int) -> None:
        self.pace_index = max(0, min(len(PACES) - 1, self.pace_index + step))
        self.runner.pace = PACES[self.pace_index][0]
        self.app.toast(f"Pace: {PACES[self.pace_index][1]}", 1.5)

    def leave_evening(self) -> None:
        self.app.toast("The evening is saved: Party night on the title screen resumes it.", 4.0)
        self.app.go_home()

    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.KEYDOWN:
            k = event.key
            if k == pygame.K_ESCAPE:
                self.leave_evening()
            elif k == pygame.K_SPACE:
                self.runner.paused = not self.runner.paused
            elif k in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS, pygame.K_RIGHT):
                self.set_pace(1)
            elif k in (pygame.K_MINUS, pygame.K_KP_MINUS, pygame.K_LEFT):
                self.set_pace(-1)
            elif k == pygame.K_h:
                self.open_table(0)
            elif pygame.K_1 <= k <= pygame.K_9:
                self.open_table(k - pygame.K_1)
            elif k == pygame.K_0:
                self.open_table(9)
            elif k == pygame.K_r:
                self.app.show("party-rules", self.ev.config.summary())
            elif k == pygame.K_s:
                self.save_sheet()
            elif k == pygame.K_a:
                self.auto = not self.auto
                self.app.toast("Rounds follow on by themselves" if self.auto else "Each round waits for Enter", 2.0)
            return None
        if event.type == pygame.MOUSEMOTION:
            self.hover = next((i for i, r in enumerate(self.table_rects) if r.collidepoint(event.pos)), None)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for i, r in enumerate(self.table_rects):
                if r.collidepoint(event.pos):
                    self.open_table(i)
                    break
        return None

    def save_sheet(self) -> None:
        from game.party.sheet import write_sheets
        from game.party.store import party_dir

        try:
            paths = write_sheets(self.ev, party_dir(self.app.home))
            self.app.toast(f"The score sheet so far: {paths[1]}", 4.0)
        except OSError as exc:
            self.app.toast(f"The score sheet could not be written ({exc.strerror or exc}).", 4.0)

    # --- layout and drawing ---------------------------------------------------------------------------

    def layout(self, layout) -> None:
        self.table_rects, self.side = table_places(layout, self.ev.table_count)

    def draw(self, surface: pygame.Surface) -> None:
        app, lay, fonts = self.app, self.app.layout, self.app.fonts
        ev = self.ev
        surface.blit(app.backdrop(), (0, 0))
        title = blit_at(surface, fonts.render("display", lay.font(40), "Party night", CREAM), (lay.x(32), lay.y(44)),
                        "midleft")
        status = f"{round_title(ev)}  ·  {len(ev.pending)} of {ev.table_count} tables done"
        if self.runner.paused:
            status += "  ·  paused"
        blit_at(surface, fonts.render("body", lay.font(26), status, GOLD), (title.right + lay.px(28), lay.y(46)),
                "midleft")
        pace = f"pace: {PACES[self.pace_index][1].lower()} (+/-)"
        blit_at(surface, fonts.render("italic", lay.font(SMALLEST), pace, CREAM_DIM), (lay.x(1248), lay.y(46)),
                "midright")
        lit = max(0.0, 1 - self.since_bell / 6.0) if self.since_bell is not None else 0.0
        for t, rect in enumerate(self.table_rects):
            look = table_look(ev, self.runner.watches[t], lit if t == 0 else 0.0, self.hover == t)
            draw_table(surface, app, rect, look)
        draw_standings(surface, app, self.side, ev, age=self.clock)
        foot = "1-9: a table full-size  ·  Space: pause  ·  R: rules  ·  S: score sheet  ·  F1: keys  ·  Esc: leave (saved)"
        blit_at(surface, fonts.render("italic", lay.font(SMALLEST), foot, CREAM_DIM), (lay.x(640), lay.y(704)),
                "midbottom")

    def help_keys(self) -> list[tuple[str, str]]:
        return [("1-9, 0 / click", "open a table full-size (H: the head table)"),
                ("Space", "pause or go on"), ("+ / -", "faster or slower"),
                ("A", "rounds follow on by themselves, or wait for Enter"), ("R", "the rules of the evening"),
                ("S", "write the score sheet so far"), ("Esc", "leave; the evening is saved")]
