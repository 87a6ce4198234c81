"""The moves after a round, animated on the room's big screen: every table drawn as on the
overview, and each mover's name travelling from his place to his new one - the winners up
one table, the head table's poorest down to the booby table, the broke player's exchange
with the booby table's richest - one after another, with a line saying why.  Then the new
seating stays up, the movers lit, long enough for everyone to find his seat.

The winners' chain is flown from the booby table upwards: each lands in the place the next
one is just leaving, so no place ever holds two names."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Callable

import pygame

from game.party import Evening
from game.party.moves import cut_sentence
from game.party.prizes import counted

from ..scene import Scene
from ..theme import CREAM, CREAM_DIM, GOLD, GOLD_DARK, blit_at, draw_panel, wrap
from .party_common import YELLOW, fit
from .party_tables import SMALLEST, SeatLook, TableLook, draw_seat, draw_table, seat_places, table_places

UP = (236, 214, 150)
DOWN = (232, 150, 128)
SWAP = (150, 190, 236)


@dataclass(frozen=True)
class Flight:
    """One mover's journey: from (table, seat) to (table, seat), 0-based, between two times."""

    player: str
    frm: tuple[int, int]
    to: tuple[int, int]
    start: float
    end: float
    kind: str  # "up", "down", "swap"
    caption: str


def where(n: int, count: int) -> str:
    """A 1-based table number in words."""
    return "the head table" if n == 1 else "the booby table" if n == count else f"table {n}"


def plan_flights(old: list[list[str]], new: list[list[str]], moves: list[dict[str, Any]], down: str,
                 start: float, flight: float) -> list[Flight]:
    """The flights in the order they are shown (see the module docstring)."""
    count = len(old)
    seat_of_old = {n: (t, i) for t, seats in enumerate(old) for i, n in enumerate(seats)}
    seat_of_new = {n: (t, i) for t, seats in enumerate(new) for i, n in enumerate(seats)}
    ups = sorted((m for m in moves if m["to"] == m["from"] - 1 and "won the pool" in m["reason"]),
                 key=lambda m: -m["from"])
    downs = [m for m in moves if m["player"] == down and m["from"] == 1 and m not in ups]
    rest = [m for m in moves if m not in ups and m not in downs]
    groups: list[list[dict[str, Any]]] = [[m] for m in ups + downs]
    for i in range(0, len(rest), 2):  # the broke player and the booby table's richest cross
        groups.append(rest[i:i + 2])
    out = []
    t = start
    for group in groups:
        for m in group:
            p = m["player"]
            if p not in seat_of_old or p not in seat_of_new:
                continue
            if len(group) > 1:
                kind = "swap"
            else:
                kind = "up" if m["to"] < m["from"] else "down"
            caption = f"{p} {m['reason']}: {where(m['from'], count)} to {where(m['to'], count)}"
            if kind == "swap":  # one line for the pair: the broke player first
                broke, rich = group[0]["player"], group[-1]["player"]
                caption = f"{broke} went broke: he changes seats with {rich}, the booby table's richest"
            if kind == "up":
                caption = f"{p} {m['reason']}: up to {where(m['to'], count)}"
            elif kind == "down":  # the reason as it fell: the fewest, or the fewest not in the call
                caption = f"{p} goes down to {where(m['to'], count)}, with the {m['reason']}"
                if m["reason"].startswith("the only one"):  # alone outside the call (play-test round 7)
                    caption = f"{p} goes down to {where(m['to'], count)}, as {m['reason']}"
            out.append(Flight(p, seat_of_old[p], seat_of_new[p], t, t + flight, kind, caption))
        t += flight
    return out


def moves_seconds(ev: Evening, record: dict[str, Any]) -> float:
    """The seconds the moves screen takes for its movers to arrive (before its own count of
    the "between" seconds), at the animation's normal speed."""
    old = [list(t["seats"]) for t in record["tables"]]
    flights = plan_flights(old, [list(s) for s in ev.tables], record["moves"], record["down"],
                           MovesScene.INTRO, MovesScene.FLIGHT)
    return max((f.end for f in flights), default=MovesScene.INTRO) + 0.3


def cut_notes(record: dict[str, Any]) -> list[str]:
    """A line for each tie the round's moves settled by a cut (Laws 2-4: the higher cut is
    chosen, the lower stays), so that a level player who goes is not a riddle (round 8 of
    issue 37: Mr. Cathcart and Mrs. Alden level on 49 at the head table, he went down and
    nothing said why)."""
    return [line for line in (cut_sentence(c) for c in record.get("cuts") or []) if line]


class MovesScene(Scene):
    """The moves (see the module docstring)."""

    title = "The moves"
    INTRO = 1.2
    FLIGHT = 1.6
    HOLD = 12.0
    """How long the new seating stays before the next round, when rounds follow by themselves."""

    def __init__(self, app, ev: Evening, record: dict[str, Any], on_next: Callable[[], Any],
                 auto: float | None = None, note: Callable[[], str] | None = None,
                 keys: dict[int, Callable[[], Any]] | None = None,
                 on_due: Callable[[float | None], Any] | None = None) -> None:
        super().__init__(app)
        # Told the seconds before this screen goes on by itself (None: it stays), so that the
        # phones count the same seconds down as its foot (round 8 of issue 37: the phones
        # said "when the host goes on" beside "on by itself in 6 s").
        self.on_due = on_due
        self._due_told: tuple[bool, Any] | None = None
        self.note = note  # a word for the host kept on the screen (a late guest asking to join)
        self.keys = dict(keys or {})  # the host's own keys here (L seats a late guest)
        self.ev = ev
        self.record = record
        self.on_next = on_next
        self.auto = auto
        self.age = 0.0
        self.old = [list(t["seats"]) for t in record["tables"]]
        self.new = [list(s) for s in ev.tables]
        self.flights = plan_flights(self.old, self.new, record["moves"], record["down"], self.INTRO, self.FLIGHT)
        self.cells: list[pygame.Rect] = []
        self.side = pygame.Rect(0, 0, 0, 0)
        self.places: list[list[pygame.Rect]] = []

    @classmethod
    def sample(cls, app) -> MovesScene:
        """The moves after one round of an evening with the setup screen's defaults (for
        the selftest, which draws every screen)."""
        ev = Evening.start(app.make("party-setup").config())
        return cls(app, ev, ev.play_round(), lambda: None)

    @property
    def animation_end(self) -> float:
        return max((f.end for f in self.flights), default=self.INTRO) + 0.3  # as moves_seconds()

    @property
    def settled(self) -> bool:
        """True once every mover has arrived: the new seating is on the screen."""
        return self.age >= self.animation_end

    def refresh(self) -> None:
        """The new seating again from the evening: a late guest seated while the moves are
        shown sits in it at once (the round to come deals him in)."""
        tables = [list(s) for s in self.ev.tables]
        if tables != self.new:
            self.new = tables
            if self.cells:
                self.places = [seat_places(c, self.app.layout, len(s)) for c, s in zip(self.cells, self.new)]

    def next(self) -> None:
        if self.app.top is self:
            self.app.pop()
        self.on_next()

    def update(self, dt: float) -> None:
        super().update(dt)
        self.refresh()
        self.age += dt * max(0.25, self.app.settings.animation_speed)
        self._tell_due()
        if self.auto is not None and self.age >= self.animation_end + self.auto and self.app.top is self:
            self.next()

    def _tell_due(self) -> None:
        """Tell :attr:`on_due` when this screen will go on, once as it opens, again once the
        movers have arrived (the count is then exact), and None when the host stays."""
        if self.on_due is None:
            return
        key = (self.settled, self.auto)
        if key == self._due_told:
            return
        self._due_told = key
        left = None
        if self.auto is not None:
            left = max(0.0, self.animation_end + self.auto - self.age) / max(0.25, self.app.settings.animation_speed)
        self.on_due(left)

    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        go = (event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
              or event.type == pygame.MOUSEBUTTONUP and event.button == 1)
        if go:
            if self.settled:
                self.next()
            else:
                self.age = self.animation_end  # the first press shows the new seating at once
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_p:
            self.auto = None  # stay on this screen
        elif event.type == pygame.KEYDOWN and event.key in self.keys:
            self.keys[event.key]()
            self.refresh()
        return None

    # --- drawing ----------------------------------------------------------------------------------

    def layout(self, layout) -> None:
        self.cells, self.side = table_places(layout, self.ev.table_count)
        self.places = [seat_places(c, layout, len(s)) for c, s in zip(self.cells, self.new)]

    def _seat(self, name: str, mover: Flight | None) -> SeatLook:
        ev = self.ev
        look = SeatLook(name, ev.guests[name].group, ev.counters.get(name), ev.yellow.get(name, 0))
        # A mover's plate says where he came from beside his counters, not instead of them
        # (play-test round 7 of issue 37: the room could not see what a mover carried).
        if not any(name in seats for seats in self.old):  # came late: joins at the next round
            look.lit, look.note, look.mark_colour, look.tag = True, "joins the evening", GOLD, "new"
        if mover is not None:
            look.lit = True
            look.note = {"up": "up from ", "down": "down from ", "swap": "from "}[mover.kind] + \
                where(mover.frm[0] + 1, ev.table_count).replace("the ", "")
            look.mark_colour = {"up": UP, "down": DOWN, "swap": SWAP}[mover.kind]
            frm = mover.frm[0] + 1
            look.tag = "from " + ("head" if frm == 1 else "booby" if frm == ev.table_count else str(frm))
        return look

    def draw(self, surface: pygame.Surface) -> None:
        app, lay, fonts = self.app, self.app.layout, self.app.fonts
        ev, rec = self.ev, self.record
        surface.blit(app.backdrop(), (0, 0))
        by_player = {f.player: f for f in self.flights}
        now = self.age
        for t, cell in enumerate(self.cells):
            seats = []
            for i, new_name in enumerate(self.new[t]):
                old_name = self.old[t][i] if t < len(self.old) and i < len(self.old[t]) else new_name
                arrived = by_player.get(new_name)
                leaving = by_player.get(old_name)
                if new_name == old_name or (arrived is not None and now >= arrived.end):
                    seats.append(self._seat(new_name, arrived))
                elif leaving is None or now < leaving.start:
                    seats.append(self._seat(old_name, None))
                else:
                    seats.append(SeatLook("", "", None, empty=True))
            title = ev.table_name(t)
            look = TableLook(title, t == 0, t == ev.table_count - 1, seats)
            draw_table(surface, app, cell, look, self.places[t])
        self._draw_list(surface)
        for f in self.flights:
            if f.start <= now < f.end:
                self._draw_flight(surface, f, (now - f.start) / (f.end - f.start))
        # The title line: what is happening, big.
        if self.settled:
            head = f"Here is where everyone sits for round {rec['round'] + 1}" if not ev.over() else \
                "Where everyone sat at the end"
            colour = GOLD
        else:
            head, colour = f"Round {rec['round']}: the moves", CREAM
        tr = blit_at(surface, fonts.render("display", lay.font(40), head, colour), (lay.x(32), lay.y(44)), "midleft")
        left = tr.right + lay.px(30)
        current = next((f for f in self.flights if f.start <= now < f.end), None)
        if current is not None:
            self._draw_caption(surface, current.caption, {"up": UP, "down": DOWN, "swap": SWAP}[current.kind], left)
        elif not self.settled:
            yellow = rec["yellow"]
            self._draw_caption(surface, f"The bell: {yellow} won the head table, a yellow counter", YELLOW, left)
        foot = "Enter: the next round" if not ev.over() else "Enter: the prizes"
        if not self.settled:
            foot = "Enter: show the new seating at once"
        elif self.auto is not None:
            left = max(0, math.ceil(self.animation_end + self.auto - self.age))
            foot += f"  ·  on by itself in {left} s  ·  P: stay"
        blit_at(surface, fonts.render("italic", lay.font(SMALLEST), foot, CREAM_DIM), (lay.x(640), lay.y(704)),
                "midbottom")
        note = self.note() if self.note is not None else ""
        if note:  # at the foot of the moves' list, in gold, the key in its own line
            head, _, rest = note.partition(": ")
            lines = [head + ":", rest] if rest else [head]
            box = pygame.Rect(self.side.x + lay.px(8), 0, self.side.width - lay.px(16), lay.px(30 * len(lines) + 12))
            box.bottom = self.side.bottom - lay.px(8)
            draw_panel(surface, box, lay.scale, border=GOLD)
            for k, line in enumerate(lines):
                text = fit(fonts, "body", lay.font(20), line, box.width - lay.px(16))
                blit_at(surface, fonts.render("body", lay.font(20), text, GOLD if k else CREAM),
                        (box.x + lay.px(8), box.y + lay.px(8 + 30 * k)), "topleft")

    def caption_lines(self, text: str, left: int) -> tuple[int, list[str]]:
        """The caption in the room right of the title: one line at 26 px, or two at 22 (never
        cut: the play-test of issue 37 found "...goes down to the booby..."), or, past that,
        the second line cut."""
        lay, fonts = self.app.layout, self.app.fonts
        room = lay.x(1248) - left
        px = lay.font(26)
        if fonts.get("body", px).size(text)[0] <= room:
            return px, [text]
        px = lay.font(22)
        lines = wrap(fonts.get("body", px), text, room)
        if len(lines) > 2:
            lines = [lines[0], fit(fonts, "body", px, " ".join(lines[1:]), room)]
        return px, lines

    def _draw_caption(self, surface: pygame.Surface, text: str, colour, left: int) -> None:
        """What is happening, big, in the title line right of the title."""
        lay, fonts = self.app.layout, self.app.fonts
        px, lines = self.caption_lines(text, left)
        step = fonts.get("body", px).get_linesize() - lay.px(2)
        top = lay.y(46) - step * (len(lines) - 1) // 2
        for k, line in enumerate(lines):
            blit_at(surface, fonts.render("body", px, line, colour), (lay.x(1248), top + k * step), "midright")

    def _draw_flight(self, surface: pygame.Surface, f: Flight, k: float) -> None:
        """The mover's plate on its way: eased, on an arc, a little larger mid-way."""
        a = self.places[f.frm[0]][f.frm[1]]
        b = self.places[f.to[0]][f.to[1]]
        e = k * k * (3 - 2 * k)
        lift = math.sin(math.pi * k) * self.app.layout.px(60)
        x = a.centerx + (b.centerx - a.centerx) * e
        y = a.centery + (b.centery - a.centery) * e - lift
        grow = 1 + 0.18 * math.sin(math.pi * k)
        r = pygame.Rect(0, 0, round(a.width * grow), round(a.height * grow))
        r.center = (round(x), round(y))
        look = self._seat(f.player, f)
        shadow = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(shadow, (0, 0, 0, 90), shadow.get_rect(), border_radius=self.app.layout.px(10))
        surface.blit(shadow, r.move(self.app.layout.px(6), self.app.layout.px(8)))
        draw_seat(surface, self.app, r, look)

    def _draw_list(self, surface: pygame.Surface) -> None:
        """Every move of the round, in the standings' place, each lit once it has landed."""
        app, lay, fonts = self.app, self.app.layout, self.app.fonts
        r = self.side
        draw_panel(surface, r, lay.scale, alpha=200)
        blit_at(surface, fonts.render("display", lay.font(28), "The moves", CREAM), (r.x + lay.px(14), r.y + lay.px(6)),
                "topleft")
        pygame.draw.line(surface, GOLD_DARK, (r.x + lay.px(12), r.y + lay.px(46)), (r.right - lay.px(12),
                                                                                     r.y + lay.px(46)), 1)
        line_h = lay.px(27)
        px = lay.font(SMALLEST + 1)
        cols = max(1, r.width // lay.px(290))
        col_w = (r.width - lay.px(14)) // cols
        per = max(1, (r.bottom - r.y - lay.px(60)) // line_h)
        notes = list(self.record.get("notes") or []) + cut_notes(self.record) if self.settled else []
        # each note whole, over as many lines as it needs (a cut's is long)
        notes = [line for note in notes for line in wrap(fonts.get("italic", lay.font(SMALLEST)), note,
                                                           col_w - lay.px(14))]
        room = per * cols - len(notes)
        flights = self.flights if len(self.flights) <= room else self.flights[:max(0, room - 1)]
        count = self.ev.table_count
        items: list[tuple[str, str, Any, str]] = []  # name, move, colour, what he carries
        for f in flights:
            done = self.age >= f.end
            colour = {"up": UP, "down": DOWN, "swap": SWAP}[f.kind] if done else CREAM_DIM
            way = {"up": "up", "down": "down", "swap": "swaps"}[f.kind]
            # What he carries, beside his name (play-test round 7 of issue 37).
            carries = [counted(c, "counter") for c in (self.ev.counters.get(f.player),) if c is not None]
            yellow = self.ev.yellow.get(f.player, 0)
            if yellow:
                carries.append(f"{yellow} yellow")
            items.append((f.player, f"{way} to {where(f.to[0] + 1, count).replace('the ', '')}", colour,
                          ", ".join(carries)))
        if len(flights) < len(self.flights):
            items.append((f"and {len(self.flights) - len(flights)} more", "", CREAM_DIM, ""))
        items += [(note, "", CREAM_DIM, "") for note in notes]
        # A name too long to sit beside its move and what he carries ("Miss Beaucha..."):
        # every move takes two lines, the name whole on the first, the move and his counters
        # under it.
        two = any(right and fonts.get("body", px).size(f"{left} ({carries})")[0] + fonts.get("body", px).size(right)[0]
                  > col_w - lay.px(30) for left, right, _, carries in items)
        if two:
            spread: list[tuple[str, str, Any]] = []
            for left, right, colour, carries in items:
                right = f"{right} ({carries})" if carries else right
                spread += [(left, "", CREAM if colour != CREAM_DIM else CREAM_DIM, "name"), (right, "", colour, "way")] \
                    if right else [(left, "", colour, "")]
            room = per * cols
            if len(spread) > room:  # keep whole moves, and say how many more
                keep = [x for x in spread[:room - 1]]
                if keep and keep[-1][3] == "name":
                    keep.pop()
                shown = sum(1 for x in keep if x[3] == "name")
                spread = keep + [(f"and {len(self.flights) - shown} more", "", CREAM_DIM, "")]
            for j, (text, _, colour, role) in enumerate(spread):
                c, k = divmod(j, per)
                x, y = r.x + lay.px(14) + c * col_w, r.y + lay.px(56) + k * line_h + line_h // 2
                if role == "name":
                    text = fit(fonts, "body", px, text, col_w - lay.px(14))
                    blit_at(surface, fonts.render("body", px, text, colour), (x, y), "midleft")
                elif role == "way":  # under the name, a little in
                    blit_at(surface, fonts.render("body", px, text, colour), (x + lay.px(22), y), "midleft")
                else:
                    text = fit(fonts, "italic", lay.font(SMALLEST), text, col_w - lay.px(14))
                    blit_at(surface, fonts.render("italic", lay.font(SMALLEST), text, colour), (x, y), "midleft")
            return
        for j, (left, right, colour, carries) in enumerate(items[:per * cols]):
            left = f"{left} ({carries})" if carries else left
            c, k = divmod(j, per)
            x, y = r.x + lay.px(14) + c * col_w, r.y + lay.px(56) + k * line_h + line_h // 2
            if right:
                img = fonts.render("body", px, right, colour)
                blit_at(surface, img, (x + col_w - lay.px(14), y), "midright")
                name = fit(fonts, "body", px, left, col_w - img.get_width() - lay.px(30))
                blit_at(surface, fonts.render("body", px, name, CREAM if colour != CREAM_DIM else CREAM_DIM), (x, y),
                        "midleft")
            else:
                text = fit(fonts, "italic", lay.font(SMALLEST), left, col_w - lay.px(14))
                blit_at(surface, fonts.render("italic", lay.font(SMALLEST), text, colour), (x, y), "midleft")

    def help_keys(self) -> list[tuple[str, str]]:
        return [("Enter / Space / click", "show the new seating at once; again: go on"),
                ("P", "stay on this screen")]
