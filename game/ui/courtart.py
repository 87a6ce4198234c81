"""The court figures: the English pattern's double-ended Kings, Queens and Jacks.

The figures are Adrian Kennard's (CC0), one end of each card as an SVG in
``assets/courts/`` (made by ``tools/make_courts.py``; see ``assets/LICENSES.md``).
:class:`CourtFigures` reads one with pygame's SVG reader at exactly the size it is shown,
so it is sharp at every size, and turns it about for the other end.  If the files are
missing or this pygame cannot read SVG, :meth:`CourtFigures.picture` gives None and the
card art draws its own plain court instead.
"""

from __future__ import annotations

import io
import logging
from pathlib import Path

import pygame

from .paths import asset

log = logging.getLogger("parlour_poker.ui.courtart")

COURT_LINE = (52, 60, 170)
"""The blue of the English pattern's outlines (and of the court frame)."""

COURT_BOX = (0.64, 0.78)
"""The court picture's width and height as fractions of the card's (one end is half the height)."""
COURT_ASPECT = 1304 / 1648
"""One end of a court figure: its height over its width (``assets/courts/*.svg``)."""

PAPER = (251, 248, 238)
"""The card's ivory, behind the figure."""


def court_rect(card_size: tuple[int, int]) -> pygame.Rect:
    """Where the figure sits on a card of ``card_size`` pixels: centred, clear of the indices."""
    w, h = card_size
    pw = round(w * COURT_BOX[0])
    half = round(pw * COURT_ASPECT)
    if half * 2 > h * COURT_BOX[1]:
        half = round(h * COURT_BOX[1] / 2)
    box = pygame.Rect(0, 0, pw, half * 2)
    box.center = (w // 2, h // 2)
    return box


class CourtFigures:
    """Reads the court figures (``code``: ``Ks``, ``Qh``, ``Jd`` ...) and draws them whole."""

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder if folder is not None else asset("courts")
        self._files: dict[str, bytes | None] = {}

    def available(self, code: str) -> bool:
        """True if the figure for ``code`` can be drawn."""
        return self._data(code) is not None

    def _data(self, code: str) -> bytes | None:
        if code not in self._files:
            try:
                self._files[code] = (self.folder / f"{code}.svg").read_bytes()
            except OSError as exc:
                log.warning("court art %s not found (%s); drawing the plain court", code, exc)
                self._files[code] = None
        return self._files[code]

    def picture(self, code: str, size: tuple[int, int]) -> pygame.Surface | None:
        """The double-ended figure ``size`` pixels (both ends), on the card's ivory, or None."""
        data = self._data(code)
        if data is None:
            return None
        w, h = size
        half_h = h // 2
        try:
            end = pygame.image.load_sized_svg(io.BytesIO(data), (w, half_h))
        except (pygame.error, ValueError, AttributeError) as exc:  # an SDL_image without SVG
            log.warning("court art %s unreadable (%s); drawing the plain court", code, exc)
            self._files[code] = None
            return None
        if end.get_size() != (w, half_h):
            end = pygame.transform.smoothscale(end, (w, half_h))
        picture = pygame.Surface((w, h), pygame.SRCALPHA)
        picture.fill((*PAPER, 255))
        picture.blit(end, (0, 0))
        picture.blit(pygame.transform.rotate(end, 180), (0, h - half_h))
        return picture
