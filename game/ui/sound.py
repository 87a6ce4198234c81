"""Sound effects, with volume and mute, failing soft.

The effects are small WAV files made by ``tools/make_sounds.py`` into ``assets/sounds``.
When there is no audio device, a file is missing, or the mixer refuses anything, the game
goes on in silence: :meth:`Sound.play` never raises.

Names: ``shuffle``, ``deal`` (a card snapped down), ``chips`` (counters clinking),
``win`` (a flourish for a pool won), ``bell`` (the head table's bell on party night),
``click`` (a menu choice).
"""

from __future__ import annotations

import logging
from pathlib import Path

import pygame

from .paths import asset

log = logging.getLogger("parlour_poker.ui.sound")

SOUND_NAMES = ("shuffle", "deal", "chips", "win", "bell", "click")


class Sound:
    """Loads the effects once and plays them at the player's volume."""

    def __init__(self, volume: float = 0.7, muted: bool = False, directory: Path | None = None,
                 enabled: bool = True) -> None:
        self.volume = min(1.0, max(0.0, float(volume)))
        self.muted = bool(muted)
        self._available = False
        self._problem = ""
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        # The audio device is opened when a sound is first wanted, not at start-up: the
        # title screen is silent until a click, and opening (and at exit closing) the
        # mixer costs a good part of the time a player waits for the first frame.
        self._pending: Path | None = (directory or asset("sounds")) if enabled else None

    @property
    def available(self) -> bool:
        """True when there is a device and at least one effect loaded."""
        self._ensure_open()
        return self._available

    @property
    def problem(self) -> str:
        """Why there is no sound, if there is none."""
        self._ensure_open()
        return self._problem

    def _ensure_open(self) -> None:
        if self._pending is not None:
            directory, self._pending = self._pending, None
            self._open(directory)

    def _open(self, directory: Path) -> None:
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=44100, size=-16, channels=2, buffer=512)
        except (pygame.error, OSError, NotImplementedError) as exc:
            self._problem = f"no sound: {exc}"
            log.info("sound is off: %s", exc)
            return
        for name in SOUND_NAMES:
            path = directory / f"{name}.wav"
            try:
                self._sounds[name] = pygame.mixer.Sound(str(path))
            except (pygame.error, OSError, FileNotFoundError) as exc:
                log.info("sound %s not loaded: %s", name, exc)
        self._available = bool(self._sounds)
        if not self._available:
            self._problem = "no sound files found"

    def set_volume(self, volume: float) -> None:
        """0 (silent) to 1 (full)."""
        self.volume = min(1.0, max(0.0, float(volume)))

    def set_muted(self, muted: bool) -> None:
        """Mute or unmute; muting also stops whatever is playing."""
        self.muted = bool(muted)
        if self.muted and self._available:
            try:
                pygame.mixer.stop()
            except pygame.error:
                pass

    def has(self, name: str) -> bool:
        """True if the effect was loaded (and so can be heard)."""
        self._ensure_open()
        return name in self._sounds

    def play(self, name: str, volume: float = 1.0) -> bool:
        """Play an effect at ``volume`` times the player's volume; False if nothing was heard."""
        if self.muted or not self.available or self.volume <= 0:
            return False
        sound = self._sounds.get(name)
        if sound is None:
            return False
        try:
            sound.set_volume(min(1.0, max(0.0, self.volume * volume)))
            return sound.play() is not None
        except pygame.error as exc:
            log.info("could not play %s: %s", name, exc)
            return False

    def close(self) -> None:
        """Release the mixer (if it was ever opened)."""
        self._pending = None
        self._sounds.clear()
        self._available = False
        try:
            if pygame.mixer.get_init():
                pygame.mixer.quit()
        except pygame.error:
            pass
