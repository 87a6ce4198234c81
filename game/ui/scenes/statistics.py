"""The statistics screen: deals played and won, the counters over time, and how the player
has fared against each opponent in the call.

Under the figures, "your play against the book" over every game (the share of your decisions
that were the book's own choice, the other choices it charged, the other choices it could
not judge (never called agreeing), and the counters per 100 deals its review says you gave away);
at the foot of the opponents, the same for every game played, by its whole title.

The figures are :class:`game.store.stats.Statistics`, kept in the data folder
(:func:`game.ui.paths.statistics_path`) and added to at the end of every deal the player
plays.  A damaged file is kept aside by the store and the screen says so.
"""

from __future__ import annotations

import math

import pygame

from game.store.stats import BookRecord, load_stats

from ..paths import statistics_path
from ..theme import CREAM, CREAM_DIM, GOLD, GOLD_DARK, GREY, WARN, blit_at, draw_panel, wrap
from .common import Page

WON_COLOUR = (150, 210, 150)


def nice_step(span: float, lines: int = 4) -> int:
    """A round step for the chart's scale (1, 2, 5, 10, 20, 50 ...) giving about ``lines`` lines."""
    raw = max(1.0, span / max(1, lines))
    step = 1
    while True:
        for m in (1, 2, 5):
            if step * m >= raw:
                return step * m
        step *= 10


class StatisticsScene(Page):
    """Figures on the left with the chart under them; the opponents on the right."""

    title = "Statistics"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.stats, problem = load_stats(statistics_path(app.home))
        self.problem = problem or ""
        if problem:
            app.toast(problem[:1].upper() + problem[1:] + ".", 5.0)
        self.left = pygame.Rect(0, 0, 1, 1)
        self.right = pygame.Rect(0, 0, 1, 1)
        self.chart = pygame.Rect(0, 0, 1, 1)
        self._chart_img: pygame.Surface | None = None
        self.scroll = 0
        self.book_scroll = 0
        self._book_fits = 0

    def resume(self) -> None:
        self.stats, _ = load_stats(statistics_path(self.app.home))
        self._chart_img = None

    def layout(self, layout) -> None:
        super().layout(layout)
        self.left = layout.rect(48, 104, 700, 584)
        self.right = layout.rect(772, 104, 460, 584)
        self.chart = layout.rect(92, 328, 630, 322)
        self._chart_img = None

    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if super().process_event(event) is None:
            return None
        if event.type == pygame.MOUSEWHEEL:
            if self.book_box().collidepoint(pygame.mouse.get_pos()):
                self.book_scroll = max(0, self.book_scroll - event.y)
            else:
                self.scroll = max(0, self.scroll - event.y)
            return None
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            step = max(1, self._book_fits)
            self.book_scroll = max(0, self.book_scroll + (step if event.key == pygame.K_PAGEDOWN else -step))
            return None
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN):
            self.scroll = max(0, self.scroll + (1 if event.key == pygame.K_DOWN else -1))
        return None  # the page fills the window: nothing reaches the screen beneath

    # --- drawing --------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        app, lay = self.app, self.app.layout
        self.draw_page(surface)
        draw_panel(surface, self.left, lay.scale, alpha=170)
        draw_panel(surface, self.right, lay.scale, alpha=170)
        s = self.stats
        x, y = self.left.x + lay.px(28), self.left.y + lay.px(20)
        if s.deals == 0:
            blit_at(surface, app.fonts.render("display", lay.font(34), "No deals played yet", CREAM), (x, y),
                    "topleft")
            text = ("Play a game from New game: every deal you sit in is counted here, with your counters "
                    "after each one and how you fared against each opponent when the hands were shown.")
            font = app.fonts.get("italic", lay.font(22))
            yy = y + lay.px(56)
            for line in wrap(font, text, self.left.width - lay.px(56)):
                blit_at(surface, app.fonts.render("italic", lay.font(22), line, CREAM_DIM), (x, yy), "topleft")
                yy += font.get_linesize()
        else:
            share = s.won / s.deals if s.deals else 0.0
            net = s.counters[-1] if s.counters else 0
            figures = [("Deals played", f"{s.deals}"), ("Pools won", f"{s.won}  ({share:.0%})"),
                       ("Counters, all told", f"{net:+d}")]
            for i, (label, value) in enumerate(figures):
                cx = x + i * lay.px(220)
                blit_at(surface, app.fonts.render("italic", lay.font(20), label, CREAM_DIM), (cx, y), "topleft")
                colour = CREAM if i < 2 else (WON_COLOUR if net > 0 else WARN if net < 0 else CREAM)
                blit_at(surface, app.fonts.render("display", lay.font(40), value, colour), (cx, y + lay.px(24)),
                        "topleft")
            self._draw_book_line(surface, x, y + lay.px(80))
            blit_at(surface, app.fonts.render("display", lay.font(26), "Your counters after each deal", GOLD),
                    (x, self.chart.y - lay.px(64)), "topleft")
            blit_at(surface, app.fonts.render("italic", lay.font(18),
                                              "won or lost since your first deal, across every game", CREAM_DIM),
                    (x, self.chart.y - lay.px(34)), "topleft")
            if self._chart_img is None:
                self._chart_img = draw_chart(self.chart.size, s.counters, app.fonts, lay)
            surface.blit(self._chart_img, self.chart)
        self._draw_opponents(surface)

    def book_lines(self) -> list[str]:
        """Your play against the book over every game, in two lines (none: nothing reviewed
        yet), as :func:`game.store.stats.book_lines` words them."""
        from game.store.stats import book_lines

        return book_lines(self.stats)

    def book_line(self) -> str:
        return " ".join(self.book_lines())

    def _draw_book_line(self, surface: pygame.Surface, x: int, y: int) -> None:
        app, lay = self.app, self.app.layout
        lines = self.book_lines()
        if not lines:
            return
        room = self.left.right - lay.px(28) - x
        tall = self.chart.y - lay.px(66) - y  # (the chart's heading below)
        for size in (18, 17, 16, 15, 14, 13):
            font = app.fonts.get("italic", lay.font(size))
            if max(font.size(t)[0] for t in lines) <= room and font.get_linesize() * len(lines) <= tall:
                break
        step = app.fonts.get("italic", lay.font(size)).get_linesize()
        for i, text in enumerate(lines):
            blit_at(surface, app.fonts.render("italic", lay.font(size), text, GOLD), (x, y + i * step), "topleft")

    BOOK_COLUMNS = (("decisions", "reviewed"), ("as the", "book"), ("others", "charged"),
                    ("others not", "judged"), ("given away", "per 100 deals"))

    def book_rows(self) -> list[tuple[str, BookRecord]]:
        """Every game played against the book, the most deals first, with its whole title."""
        from game.rulebook import game_name

        games = sorted(self.stats.book.items(), key=lambda kv: (-kv[1].deals, kv[0]))
        return [(game_name(v), rec) for v, rec in games]  # (the chooser's name: one name everywhere)

    def book_box(self) -> pygame.Rect:
        """The table of the play against the book: the lower part of the right panel."""
        r, lay = self.right, self.app.layout
        if not self.stats.book:
            return pygame.Rect(r.x, r.bottom, r.width, 0)
        h = lay.px(300)
        return pygame.Rect(r.x, r.bottom - h, r.width, h)

    def _draw_book_games(self, surface: pygame.Surface) -> int:
        """Your play against the book game by game, at the foot of the right panel (every game
        played, its whole title, a long one in two lines; the wheel over it scrolls); returns
        where it begins (the opponents' list ends above it)."""
        app, lay = self.app, self.app.layout
        box = self.book_box()
        rows = self.book_rows()
        if not rows:
            return box.top
        top = box.top
        x, right = box.x + lay.px(24), box.right - lay.px(24)
        pygame.draw.line(surface, GOLD_DARK, (x, top), (right, top), 1)
        y = top + lay.px(6)
        blit_at(surface, app.fonts.render("display", lay.font(24), "Against the book", CREAM), (x, y), "topleft")
        y += lay.px(30)
        cols = [right - lay.px(n) for n in (300, 232, 166, 96, 0)]
        head = app.fonts.get("italic", lay.font(14))
        for (a, b), cx in zip(self.BOOK_COLUMNS, cols):
            blit_at(surface, app.fonts.render("italic", lay.font(14), a, GOLD), (cx, y), "topright")
            blit_at(surface, app.fonts.render("italic", lay.font(14), b, GOLD), (cx, y + head.get_linesize()),
                    "topright")
        y += 2 * head.get_linesize() + lay.px(4)
        room = cols[0] - x - lay.px(58)
        font = app.fonts.get("body", lay.font(17))
        laid = []
        for title, rec in rows:
            lines = wrap(font, title, room)
            laid.append((lines, rec, max(lay.px(26), font.get_linesize() * len(lines) + lay.px(4))))
        foot = box.bottom - lay.px(30)
        fits = 0
        self.book_scroll = min(self.book_scroll, len(laid) - 1)
        while True:  # how many rows from the scroll fit; scrolled back if the end shows room
            used = 0
            fits = 0
            for _, _, h in laid[self.book_scroll:]:
                if y + used + h > foot:
                    break
                used += h
                fits += 1
            if self.book_scroll and self.book_scroll + fits >= len(laid) and \
                    y + used + laid[self.book_scroll - 1][2] <= foot:
                self.book_scroll -= 1
                continue
            break
        for lines, rec, h in laid[self.book_scroll:self.book_scroll + fits]:
            for i, line in enumerate(lines):
                blit_at(surface, app.fonts.render("body", lay.font(17), line, CREAM),
                        (x, y + i * font.get_linesize()), "topleft")
            from game.store.stats import book_row

            for value, cx in zip(book_row(rec), cols):
                blit_at(surface, app.fonts.render("body", lay.font(17), value, CREAM), (cx, y), "topright")
            y += h
        hint = "others not judged: what followed swung too much for the book"
        if fits < len(laid):
            hint += f"  \u00b7  wheel here: more ({self.book_scroll + 1}\u2013{self.book_scroll + fits} of {len(laid)})"
        blit_at(surface, app.fonts.render("italic", lay.font(14), hint, CREAM_DIM), (right, box.bottom - lay.px(10)),
                "bottomright")
        self._book_fits = fits
        return top

    def _draw_opponents(self, surface: pygame.Surface) -> None:
        app, lay = self.app, self.app.layout
        r = self.right
        foot = self._draw_book_games(surface)
        x = r.x + lay.px(24)
        y = r.y + lay.px(20)
        blit_at(surface, app.fonts.render("display", lay.font(30), "Against each opponent", CREAM), (x, y), "topleft")
        y += lay.px(44)
        blit_at(surface, app.fonts.render("italic", lay.font(17),
                                          "deals you both showed, and who took the pool", CREAM_DIM),
                (x, y), "topleft")
        y += lay.px(34)
        # The three last columns add up to the first: a pool neither took went to a third
        # player or was divided (a tester read "shows 8, won 1, lost 2" as a sum gone wrong).
        cols = (x, r.right - lay.px(252), r.right - lay.px(176), r.right - lay.px(100), r.right - lay.px(24))
        for text, cx, anchor in (("Opponent", cols[0], "topleft"), ("both showed", cols[1], "topright"),
                                 ("you won", cols[2], "topright"), ("they won", cols[3], "topright"),
                                 ("neither", cols[4], "topright")):
            blit_at(surface, app.fonts.render("italic", lay.font(18), text, GOLD), (cx, y), anchor)
        y += lay.px(28)
        pygame.draw.line(surface, GOLD_DARK, (x, y), (r.right - lay.px(24), y), 1)
        y += lay.px(8)
        rows = sorted(self.stats.opponents.items(), key=lambda kv: (-kv[1].get("shows", 0), kv[0]))
        if not rows:
            blit_at(surface, app.fonts.render("italic", lay.font(20), "Nobody has been called yet.", GREY),
                    (x, y), "topleft")
            return
        line_h = lay.px(32)
        visible = max(1, (foot - lay.px(20) - y) // line_h)
        self.scroll = min(self.scroll, max(0, len(rows) - visible))
        for name, rec in rows[self.scroll:self.scroll + visible]:
            won, lost = rec.get("won", 0), rec.get("lost", 0)
            label = app.fonts.render("body", lay.font(21), name, CREAM)
            if label.get_width() > cols[1] - cols[0] - lay.px(34):
                label = app.fonts.render("body", lay.font(17), name, CREAM)
            blit_at(surface, label, (cols[0], y), "topleft")
            shows = rec.get("shows", 0)
            for value, cx, colour in ((shows, cols[1], CREAM), (won, cols[2], WON_COLOUR),
                                      (lost, cols[3], WARN), (max(0, shows - won - lost), cols[4], CREAM)):
                blit_at(surface, app.fonts.render("body", lay.font(21), str(value), colour if value else GREY),
                        (cx, y), "topright")
            y += line_h

    def help_keys(self) -> list[tuple[str, str]]:
        return [("Up / Down, wheel", "more opponents"), ("Page Up / Down", "more games against the book"),
                ("Esc / Backspace", "back")]


def draw_chart(size: tuple[int, int], values: list[int], fonts, lay) -> pygame.Surface:
    """A line chart of the counters after each deal, with a gilt zero line and a scale."""
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    left, bottom, top, right = lay.px(56), h - lay.px(30), lay.px(10), w - lay.px(10)
    pts = [0] + list(values)
    lo, hi = min(pts), max(pts)
    if hi - lo < 10:
        mid = (hi + lo) / 2
        lo, hi = mid - 5, mid + 5
    step = nice_step(hi - lo)
    lo = math.floor(lo / step) * step
    hi = math.ceil(hi / step) * step

    def sy(v: float) -> float:
        return bottom - (v - lo) / max(1e-9, hi - lo) * (bottom - top)

    n = len(pts)

    def sx(i: int) -> float:
        return left + i / max(1, n - 1) * (right - left)

    font_px = lay.font(16)
    v = lo
    while v <= hi:
        y = round(sy(v))
        pygame.draw.line(surf, (255, 255, 255, 30) if v else GOLD_DARK, (left, y), (right, y), 1 if v else 2)
        blit_at(surf, fonts.render("body", font_px, f"{v:+d}" if v else "0", CREAM_DIM), (left - lay.px(8), y),
                "midright")
        v += step
    # The line starts at nought, before the first deal (a play-tester read "deal 1" under it).
    blit_at(surf, fonts.render("italic", font_px, "start", CREAM_DIM), (left, bottom + lay.px(6)), "midtop")
    blit_at(surf, fonts.render("italic", font_px, f"deal {n - 1}", CREAM_DIM), (right, bottom + lay.px(6)),
            "topright")
    if n >= 2:
        line = [(sx(i), sy(p)) for i, p in enumerate(pts)]
        # Fill under the line towards zero, faintly, then the line itself.
        zero = sy(0)
        poly = [(line[0][0], zero)] + line + [(line[-1][0], zero)]
        shade = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.polygon(shade, (*GOLD, 40), poly)
        surf.blit(shade, (0, 0))
        width = max(2, lay.px(3))
        if n > 2:
            pygame.draw.lines(surf, GOLD, False, line, width)
        else:
            pygame.draw.line(surf, GOLD, line[0], line[1], width)
        pygame.draw.circle(surf, CREAM, (round(line[-1][0]), round(line[-1][1])), max(3, lay.px(5)))
    return surf


__all__ = ["StatisticsScene", "draw_chart", "nice_step"]
