"""The new-game screen's preview: the table of the game chosen, in small.

The baize, each seat's cards as the game deals them (down, up, the widow), a dot for each
seat on the rail and its name beside it, never on the dot and never past the panel (in one
line or two, set smaller or shortened), the stakes, and a line on each opponent.  Every dot,
card and name drawn is kept in ``preview_boxes`` (kind, rect) so tests can check the layout.
"""

from __future__ import annotations

import random

import pygame

from game.rulebook.stakes import stakes_words

from ..session import describe_temperament
from ..tabletops import tabletop_for
from ..theme import CREAM, CREAM_DIM, GOLD, GOLD_DARK, blit_at, wrap



def short_line(key: str) -> str:
    """A few words on a temperament for the preview ("Close", "A good player", "Middling"):
    its name, before any comma (window round 9: "Middling, between close and liberal" was
    cut to "Middling, between close and" in the side panel; the plates say "middling")."""
    return describe_temperament(key).split(":")[0].split("(")[0].split(",")[0].strip()


class TablePreview:
    """Draws the preview of ``setup`` (a :class:`~game.ui.scenes.newgame.Setup`) in ``rect``,
    headed by the game's ``title``."""

    def __init__(self, app, setup, rect: pygame.Rect, title: str,
                 hint: str = "Enter on Deal sits you down; Esc goes back.") -> None:
        self.app = app
        self.title = title
        self.hint = hint
        self.setup = setup
        self.preview = rect
        self.preview_boxes: list[tuple[str, pygame.Rect]] = []

    def draw(self, surface: pygame.Surface) -> None:
        """The panel: the game's title and stakes, its table in small, the opponents."""
        from ..theme import draw_panel

        app, lay = self.app, self.app.layout
        r = self.preview
        draw_panel(surface, r, lay.scale, alpha=170)
        self.preview_boxes = []
        for size in (32, 27, 23, 20):
            title = app.fonts.render("display", lay.font(size), self.title, CREAM)
            if title.get_width() <= r.width - lay.px(24):
                break
        blit_at(surface, title, (r.centerx, r.y + lay.px(14) + (lay.px(32) - title.get_height()) // 2), "midtop")
        h = app.settings.house
        stakes = stakes_words(self.setup.variant, h)
        # The stakes in a line, smaller, else in two lines (Ambigu's and Commerce's are long):
        # never past the panel's edge; the little table moves down for the second line.
        room = r.width - lay.px(24)
        for size in (19, 16):
            font = app.fonts.get("italic", lay.font(size))
            if font.size(stakes)[0] <= room:
                break
        lines = wrap(font, stakes, room)[:2] if font.size(stakes)[0] > room else [stakes]
        y = r.y + lay.px(54)
        for line in lines:
            blit_at(surface, app.fonts.render("italic", lay.font(size), line, CREAM_DIM), (r.centerx, y), "midtop")
            y += font.get_linesize()
        extra = (len(lines) - 1) * font.get_linesize()
        oval = self._draw_preview_table(surface, pygame.Rect(r.x, r.y + lay.px(84) + extra, r.width, lay.px(300)))
        y = oval.bottom + lay.px(58)
        font = app.fonts.get("italic", lay.font(18))
        lines = [f"{name}: {short_line(key)}" for name, key in zip(self.setup.names, self.setup.temperaments)]
        for text in lines:
            if y + font.get_linesize() > r.bottom - lay.px(40):
                break
            for line in wrap(font, text, r.width - lay.px(40))[:1]:
                blit_at(surface, app.fonts.render("italic", lay.font(18), line, CREAM_DIM), (r.x + lay.px(20), y),
                        "topleft")
                y += font.get_linesize()
        blit_at(surface, app.fonts.render("italic", lay.font(18), self.hint, GOLD),
                (r.centerx, r.bottom - lay.px(14)), "midbottom")

    def _draw_preview_table(self, surface: pygame.Surface, area: pygame.Rect) -> pygame.Rect:
        """The game's table in small: the baize, each seat's cards as the game deals them
        (down, up, the widow), a dot for each seat on the rail and its name outside, never on
        the dot and never past the panel.  Returns the oval."""
        import math

        app, lay = self.app, self.app.layout
        oval = pygame.Rect(0, 0, round(area.width * 0.52), lay.px(170))
        oval.center = (area.centerx, area.y + lay.px(140))
        pygame.draw.ellipse(surface, (70, 40, 20), oval.inflate(lay.px(14), lay.px(14)))
        pygame.draw.ellipse(surface, (36, 104, 66), oval)
        pygame.draw.ellipse(surface, GOLD_DARK, oval, max(1, lay.px(2)))
        top = tabletop_for(self.setup.variant)  # each game says how its table looks
        down, up, widow = top.preview_of(self.setup.variant)
        names = [self.setup.you] + list(self.setup.names)
        n = len(names)
        card_w = max(8, lay.px(15 if n > 5 else 19))
        faces = _preview_faces(self.setup.variant, n * max(1, up) + widow)
        inner = self.preview.inflate(-lay.px(10), -lay.px(10))
        dot_r = max(2, lay.px(5))
        rx, ry = oval.width / 2, oval.height / 2
        angles = [math.radians(90 + i * 360 / n) for i in range(n)]
        dots = [(round(oval.centerx + math.cos(a) * (rx + lay.px(7))), round(oval.centery + math.sin(a) * (ry + lay.px(7))))
                for a in angles]
        for i, name in enumerate(names):
            a = angles[i]
            cos, sin = math.cos(a), math.sin(a)
            dot = dots[i]
            # A name above or below its dot may be no wider than the gap to its neighbours' dots
            # on the same side of the table (with one opponent his only neighbour is the person,
            # straight across, and "Judge Ames" was cut to "Jud..." for it).
            spacing = min((abs(dots[j][0] - dot[0]) for j in ((i - 1) % n, (i + 1) % n)
                           if j != i and abs(math.cos(angles[j])) <= 0.45
                           and math.sin(angles[j]) * sin > 0), default=10 ** 6)
            colour = GOLD if i == 0 else CREAM
            # The hand, inside the rail in front of its seat.
            hand_at = (oval.centerx + cos * rx * 0.66, oval.centery + sin * ry * 0.64)
            cards = [None] * down + faces[i * up:(i + 1) * up]
            self._draw_mini_hand(surface, cards, hand_at, card_w)
            pygame.draw.circle(surface, colour, dot, dot_r)
            self.preview_boxes.append(("dot", pygame.Rect(dot[0] - dot_r, dot[1] - dot_r, 2 * dot_r, 2 * dot_r)))
            self._draw_seat_name(surface, name, dot, cos, sin, colour, inner, dot_r, spacing - lay.px(10))
        if widow:
            name, face_up = top.pile
            pile = faces[n * max(1, up):] if face_up else [None] * widow
            seats_cards = [b for kind, b in self.preview_boxes if kind == "card"]
            self._draw_mini_hand(surface, pile, (oval.centerx, oval.centery), card_w)
            pile_box = self.preview_boxes[-1][1].unionall([b for _k, b in self.preview_boxes[-len(pile):]])
            label = app.fonts.render("italic", lay.font(15), name, CREAM_DIM)
            # Under the pile, else over it, else beside it: never on a seat's cards (it lay on
            # them at seven and eight), else unsaid (the game's name and stakes head the panel).
            gap = lay.px(3)
            for spot in (label.get_rect(midtop=(pile_box.centerx, pile_box.bottom + gap)),
                         label.get_rect(midbottom=(pile_box.centerx, pile_box.top - gap)),
                         label.get_rect(midleft=(pile_box.right + gap * 2, pile_box.centery)),
                         label.get_rect(midright=(pile_box.left - gap * 2, pile_box.centery))):
                if spot.collidelist(seats_cards) < 0 and oval.contains(spot):
                    surface.blit(label, spot)
                    self.preview_boxes.append(("label", spot))
                    break
        return oval

    def _draw_mini_hand(self, surface: pygame.Surface, cards: list, centre: tuple[float, float],
                        width: int) -> None:
        art = self.app.cards
        # Each card shows over half its width: closer, Brag's three backs at eight seats read
        # as two (issue 38); a hand shows the game's own number of cards.
        step = max(5, round(width * 0.55))
        total = width + step * (len(cards) - 1)
        x = round(centre[0] - total / 2)
        h = art.size(width)[1]
        for c in cards:
            img = art.image(c, width, c is not None)
            surface.blit(img, (x, round(centre[1] - h / 2)))
            self.preview_boxes.append(("card", pygame.Rect(x, round(centre[1] - h / 2), width, h)))
            x += step

    def _draw_seat_name(self, surface: pygame.Surface, name: str, dot: tuple[int, int], cos: float, sin: float,
                        colour, inner: pygame.Rect, dot_r: int, spacing: int = 10 ** 6) -> None:
        """A seat's name beside its dot, on the side away from the table, in one line or two,
        set smaller or shortened rather than run past the panel."""
        app, lay = self.app, self.app.layout
        gap = dot_r + lay.px(5)
        if abs(cos) > 0.45:  # beside the dot
            anchor = "midleft" if cos > 0 else "midright"
            pos = (dot[0] + gap, dot[1]) if cos > 0 else (dot[0] - gap, dot[1])
            room = (inner.right - pos[0]) if cos > 0 else (pos[0] - inner.left)
        else:  # above or below it
            anchor = "midtop" if sin > 0 else "midbottom"
            pos = (dot[0], dot[1] + gap) if sin > 0 else (dot[0], dot[1] - gap)
            room = min(lay.px(170), 2 * min(pos[0] - inner.left, inner.right - pos[0]), spacing)
        lines = _fit_name(app.fonts, lay, name, max(lay.px(30), room))
        images = [app.fonts.render("body", size, line, colour) for line, size in lines]
        height = sum(i.get_height() for i in images)
        box = pygame.Rect(0, 0, max(i.get_width() for i in images), height)
        setattr(box, anchor, pos)
        box.clamp_ip(inner)
        y = box.y
        for img in images:
            line_box = img.get_rect()
            if anchor == "midleft":
                line_box.topleft = (box.x, y)
            elif anchor == "midright":
                line_box.topright = (box.right, y)
            else:
                line_box.midtop = (box.centerx, y)
            surface.blit(img, line_box)
            self.preview_boxes.append(("name", line_box))
            y += img.get_height()


def _fit_name(fonts, lay, name: str, room: int) -> list[tuple[str, int]]:
    """A name in lines that fit ``room`` pixels: (text, font size) for each line.  One line
    if it fits, else two split at a space, else smaller (to 13), else shortened with an
    ellipsis ("Ju\u2026" at 960 x 540 read as no name)."""
    for size in (lay.font(17), lay.font(15), lay.font(13)):
        font = fonts.get("body", size)
        if font.size(name)[0] <= room:
            return [(name, size)]
        words = name.split()
        if len(words) > 1:
            best = min(range(1, len(words)),
                       key=lambda k: max(font.size(" ".join(words[:k]))[0], font.size(" ".join(words[k:]))[0]))
            first, second = " ".join(words[:best]), " ".join(words[best:])
            if max(font.size(first)[0], font.size(second)[0]) <= room:
                return [(first, size), (second, size)]
    size = lay.font(13)
    font = fonts.get("body", size)
    words = name.split()
    if len(words) > 1 and max(font.size(w)[0] for w in words) <= room:
        return [(w, size) for w in words[:3]]  # a word to a line
    text = name
    while len(text) > 1 and font.size(text + "\u2026")[0] > room:
        text = text[:-1]
    return [(text.rstrip() + "\u2026", size)]


def _preview_faces(variant: str, count: int) -> list:
    """Cards to show face up in a game's preview: the same ones each time for a game."""
    from game.cards import PackKind

    cards = list(PackKind.STANDARD.cards())
    random.Random(variant).shuffle(cards)
    return cards[:count]
