"""A layout probe for window tests: where every piece of text and every card is drawn.

While a :class:`LayoutProbe` is installed on an app, every ``pygame.Surface`` made is a
:class:`RecordingSurface`, which remembers the text, the cards and the counters blitted onto
it (text comes from ``app.fonts.render``, cards from ``app.cards.face``/``back``, counters
from ``app.chips.stack``/``stacks``/``pile``), and passes them
on, moved, when it is itself blitted.  So text composed into a cached panel, a plate or a
hand image is still found where it lands in the window.

``probe.draw(scene)`` draws one frame of a scene into a recording window and returns the
:class:`Drawn` pieces; ``problems(pieces, window_size, frame)`` lists what a player would
see as a fault:

* text over other text, or the same text drawn twice a little apart (a hand's name written
  by two parts of a screen);
* text over a card, or over counters (a plate's count run into its stacks, the pool's
  counters on the widow's name);
* text on the window's wooden frame (``frame``: its thickness in pixels);
* text clipped: cut by the edge of the window or of the panel it was drawn into, or hidden
  under an opaque image drawn after it (a plate's image with its tags, a panel).

Usage::

    with LayoutProbe(app) as probe:
        scene = TableScene(app, session)   # made under the probe: its caches record too
        app.push(scene)
        ...
        pieces = probe.draw(scene)
    assert problems(pieces, app.window.get_size(), frame_width(app.layout)) == []
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

_BaseSurface = pygame.Surface


@dataclass(frozen=True)
class Drawn:
    """One piece drawn: ``kind`` is ``"text"``, ``"card"`` or ``"chips"`` (counters); ``rect`` in
    the surface's pixels."""

    kind: str
    label: str
    rect: pygame.Rect
    clipped: bool = False

    def moved(self, dx: int, dy: int, clipped: bool = False) -> Drawn:
        return Drawn(self.kind, self.label, self.rect.move(dx, dy), self.clipped or clipped)

    def __repr__(self) -> str:
        r = self.rect
        cut = ", clipped" if self.clipped else ""
        return f"{self.kind} {self.label!r} at ({r.x}, {r.y}, {r.w}x{r.h}){cut}"


class RecordingSurface(_BaseSurface):
    """A Surface that remembers the text and cards blitted onto it (see the module)."""

    probe: LayoutProbe | None = None

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.pieces: list[Drawn] = []

    # --- what was drawn onto this surface ---------------------------------------------------

    def _record(self, source, dest, area=None) -> None:
        probe = RecordingSurface.probe
        if probe is None:
            return
        if isinstance(dest, pygame.Rect) or (hasattr(dest, "__len__") and len(dest) == 4):
            x, y = int(dest[0]), int(dest[1])
        else:
            x, y = int(dest[0]), int(dest[1])
        size = source.get_size()
        ox = oy = 0
        if area is not None:
            area = pygame.Rect(area)
            ox, oy = area.x, area.y
            size = area.size
        tag = probe.tags.get(id(source))
        bounds = self.get_clip()
        if tag is not None:
            kind, label = tag
            full = pygame.Rect(x - ox, y - oy, *source.get_size())
            visible = pygame.Rect(x, y, *size)
            r = _ink(source, full) if kind in ("text", "chips") else full
            clipped = kind == "text" and not (visible.contains(r) and bounds.contains(r))
            self._add(Drawn(kind, label, r, clipped))
            return
        if _opaque(source):
            # An opaque image (a plate with its tags, a panel) hides the text drawn under it:
            # that text is cut, as a player sees it.
            cover = pygame.Rect(x, y, *size).clip(bounds)
            self.pieces = [Drawn(p.kind, p.label, p.rect, True)
                           if p.kind == "text" and _covers(cover, p.rect) else p for p in self.pieces]
        for piece in getattr(source, "pieces", ()):
            moved = piece.moved(x - ox, y - oy)
            if area is not None and not pygame.Rect(x, y, *size).contains(moved.rect) \
                    and pygame.Rect(x, y, *size).colliderect(moved.rect):
                moved = Drawn(moved.kind, moved.label, moved.rect, moved.kind == "text" or moved.clipped)
            elif area is not None and not pygame.Rect(x, y, *size).colliderect(moved.rect):
                continue
            if moved.kind == "text" and not bounds.contains(moved.rect):
                moved = Drawn(moved.kind, moved.label, moved.rect, True)
            self._add(moved)

    def _add(self, piece: Drawn) -> None:
        if piece.rect.width > 0 and piece.rect.height > 0:
            self.pieces.append(piece)

    def blit(self, source, dest=(0, 0), area=None, special_flags=0):  # noqa: D102
        out = super().blit(source, dest, area, special_flags)
        self._record(source, dest, area)
        return out

    def blits(self, blit_sequence, doreturn=1):  # noqa: D102
        out = []
        for item in blit_sequence:
            out.append(self.blit(*item))
        return out if doreturn else None

    def fill(self, color, rect=None, special_flags=0):  # noqa: D102
        if rect is None and not special_flags:
            self.pieces = []  # painted over: nothing drawn before shows any more
        return super().fill(color, rect, special_flags)

    # --- copies keep what was drawn ---------------------------------------------------------

    def _snapshot(self, rect: pygame.Rect | None = None) -> RecordingSurface:
        rect = self.get_rect() if rect is None else pygame.Rect(rect)
        out = RecordingSurface(rect.size, self.get_flags() & pygame.SRCALPHA, 32)
        _BaseSurface.fill(out, (0, 0, 0, 0))
        _BaseSurface.blit(out, self, (0, 0), rect, pygame.BLEND_RGBA_MAX)
        for piece in self.pieces:
            if rect.colliderect(piece.rect):
                out.pieces.append(piece.moved(-rect.x, -rect.y, not rect.contains(piece.rect)
                                              and piece.kind == "text"))
        return out

    def copy(self):  # noqa: D102
        return self._snapshot()

    def subsurface(self, *rect):  # noqa: D102 - only ever copied at once in the window's code
        return self._snapshot(pygame.Rect(*rect))

    def convert(self, *args):  # noqa: D102
        return self._snapshot()

    def convert_alpha(self, *args):  # noqa: D102
        return self._snapshot()


def _opaque(image: _BaseSurface) -> bool:
    """An image that hides what lies under it (no alpha channel, colour key or see-through alpha)."""
    return not (image.get_flags() & pygame.SRCALPHA) and image.get_colorkey() is None \
        and image.get_alpha() in (None, 255)


def _covers(cover: pygame.Rect, text: pygame.Rect) -> bool:
    c = cover.clip(text)
    return c.width > 1 and c.height > 1


def _recording_copy(image: _BaseSurface) -> RecordingSurface:
    """A picture loaded from a file, as a surface that records what is drawn on it."""
    alpha = image.get_flags() & pygame.SRCALPHA
    out = RecordingSurface(image.get_size(), alpha, 32)
    if alpha:
        _BaseSurface.fill(out, (0, 0, 0, 0))
        _BaseSurface.blit(out, image, (0, 0), None, pygame.BLEND_RGBA_MAX)
    else:
        _BaseSurface.blit(out, image, (0, 0))
    return out


def _ink(text: _BaseSurface, rect: pygame.Rect) -> pygame.Rect:
    """The part of a rendered line that has ink (a font's line box has room above and below
    the letters that may touch a neighbour without a player seeing it)."""
    try:
        box = text.get_bounding_rect(min_alpha=40)
    except (TypeError, pygame.error):
        return rect
    if box.width == 0 or box.height == 0:
        return pygame.Rect(rect.x, rect.y, 0, 0)
    return box.move(rect.x, rect.y)


class LayoutProbe:
    """Installed on an app (a context manager): record text and cards; see the module."""

    def __init__(self, app) -> None:
        self.app = app
        self.tags: dict[int, tuple[str, str]] = {}
        self._keep: list = []
        self._saved: dict[str, object] = {}

    def __enter__(self) -> LayoutProbe:
        fonts, cards = self.app.fonts, self.app.cards
        render, face, back = fonts.render, cards.face, cards.back

        def tagged_render(role, px, text, colour):
            surf = render(role, px, text, colour)
            self._tag(surf, "text", text)
            return surf

        def tagged_face(card, width):
            surf = face(card, width)
            self._tag(surf, "card", card.code)
            return surf

        def tagged_back(width, colour=None):
            surf = back(width, colour)
            self._tag(surf, "card", "back")
            return surf

        load = pygame.image.load

        def recording_load(*args, **kwargs):
            return _recording_copy(load(*args, **kwargs))

        fonts.render, cards.face, cards.back = tagged_render, tagged_face, tagged_back
        chips = self.app.chips
        for name in ("stack", "stacks", "pile"):
            setattr(chips, name, self._chips_tagger(getattr(chips, name)))
        self._saved = {"surface": pygame.Surface, "load": load}
        pygame.Surface = RecordingSurface  # type: ignore[misc]
        pygame.image.load = recording_load
        RecordingSurface.probe = self
        # The backdrop is made (or loaded) again under the probe: every image a screen copies
        # from it (a table's plates are drawn on a copy of what lies under them) records too.
        self.app._backdrop = None
        return self

    def __exit__(self, *exc) -> None:
        pygame.Surface = self._saved["surface"]  # type: ignore[misc]
        pygame.image.load = self._saved["load"]
        RecordingSurface.probe = None
        self.app._backdrop = None
        chips = self.app.chips
        for obj, name in ((self.app.fonts, "render"), (self.app.cards, "face"), (self.app.cards, "back"),
                          (chips, "stack"), (chips, "stacks"), (chips, "pile")):
            obj.__dict__.pop(name, None)

    def _chips_tagger(self, make):
        def tagged(*args, **kwargs):
            surf = make(*args, **kwargs)
            self._tag(surf, "chips", "counters")
            return surf

        return tagged

    def _tag(self, surf, kind: str, label: str) -> None:
        if id(surf) not in self.tags:
            self._keep.append(surf)  # a surface kept alive keeps its id its own
        self.tags[id(surf)] = (kind, label)

    def draw(self, scene) -> list[Drawn]:
        """Draw ``scene`` once into a recording window; the text and cards it drew."""
        window = RecordingSurface(self.app.window.get_size())
        scene.draw(window)
        return list(window.pieces)


def frame_width(layout) -> int:
    """The thickness of the window's wooden frame (as :func:`game.ui.theme.make_backdrop` draws it)."""
    return max(8, round(24 * layout.scale))


def problems(pieces: list[Drawn], size: tuple[int, int], frame: int = 0, *,
             allow_on_cards: tuple[str, ...] = (), slack: int = 1) -> list[str]:
    """What a player would see as a fault in ``pieces`` drawn on a window of ``size``.

    ``allow_on_cards``: text meant to lie on cards (a word across a beaten hand).
    ``slack``: pixels two pieces may share before it counts (anti-aliased edges).
    """
    window = pygame.Rect(0, 0, *size)
    inner = window.inflate(-2 * frame, -2 * frame)
    texts = [p for p in pieces if p.kind == "text" and p.rect.width and p.rect.height]
    cards = [p for p in pieces if p.kind == "card"]
    chips = [p for p in pieces if p.kind == "chips"]
    found: list[str] = []

    def overlap(a: pygame.Rect, b: pygame.Rect) -> bool:
        c = a.clip(b)
        return c.width > slack and c.height > slack

    for i, t in enumerate(texts):
        if t.clipped or not window.contains(t.rect):
            found.append(f"clipped: {t!r}")
        elif frame and not inner.contains(t.rect):
            found.append(f"on the frame: {t!r}")
        for u in texts[i + 1:]:
            if overlap(t.rect, u.rect) and t.label != u.label:
                found.append(f"text over text: {t!r} and {u!r}")
            elif overlap(t.rect, u.rect) and t.rect != u.rect:  # (drawn again just where it was: unseen)
                found.append(f"the same text drawn twice: {t!r} and {u!r}")
        if t.label not in allow_on_cards:
            for c in cards:
                if overlap(t.rect, c.rect):
                    found.append(f"text over a card: {t!r} on {c!r}")
                    break
        for c in chips:
            if overlap(t.rect, c.rect):
                found.append(f"text over counters: {t!r} on {c!r}")
                break
    return found
