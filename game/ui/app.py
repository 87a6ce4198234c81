"""The application: the window, the clock, the scene stack, and the shared services.

One :class:`App` object owns everything a scene needs - the window and its
:class:`~game.ui.theme.Layout`, the fonts, the card and counter art, the sounds, the
settings - and is passed to every scene; there is no global state.

* ``push(scene)``, ``pop()``, ``replace(scene)``, ``top`` manage the stack.
* ``show(name, ...)`` and ``make(name, ...)`` open a screen by its name in
  :mod:`game.ui.screens`: scenes never import each other to move between screens.
* ``run(max_frames=None)`` is the main loop at 60 frames a second while anything moves;
  at rest (no scene needs frames, no toast: :meth:`App.resting`) it draws nothing and sleeps
  until an event comes, so a table waiting for the person costs next to no processor time.
  ``step(events, dt)`` runs one frame without the clock (tests drive the app with it).
* ``update_settings(**changes)`` changes, applies and saves the settings.
* ``toast(text)`` shows a short message at the foot of the window.
* F11 switches full screen, F1 opens the keys help, from any scene.

An exception inside a scene is written to the log file in the data folder and shown as a
short message with a way back to the title screen; the window never just vanishes.
:func:`~game.ui.launch.run_window` (:mod:`game.ui.launch`) is the entry point used by
``python main.py``.
"""

from __future__ import annotations

import logging
import os
import sys
import time
from pathlib import Path
from typing import Callable, Iterable

import pygame

from game import __version__

from .cardart import CardArt, ChipArt, draw_icon
from .paths import asset, data_home
from .scene import Scene
from .screens import SCREENS, resolve
from .settings import Settings, load_settings, save_settings
from .sound import Sound
from .theme import CREAM, GOLD, Fonts, Layout, blit_at, draw_panel, window_backdrop, wrap

log = logging.getLogger("parlour_poker.ui")

FPS = 60
MIN_WINDOW = (640, 360)
SWITCH_SECONDS = 0.001
"""How long another thread (a player deciding, the phones' server) may keep the interpreter
once the window's thread asks for it back: Python's own five milliseconds held a frame back
past its 4 ms budget now and then (issue 29)."""
REST_MS = 250
"""At rest the window sleeps on the event queue; it wakes this often without an event to let
the scenes' time pass (nothing is drawn unless something then moves)."""


class FatalError(RuntimeError):
    """The window cannot go on (errors keep coming back); :func:`~game.ui.launch.run_window`
    reports it."""


class Toast:
    """A short message that fades in, waits, and fades out."""

    FADE = 0.25

    def __init__(self, text: str, seconds: float) -> None:
        self.text = text
        self.seconds = max(0.5, seconds)
        self.age = 0.0

    @property
    def done(self) -> bool:
        return self.age >= self.seconds

    @property
    def alpha(self) -> int:
        a = min(1.0, self.age / self.FADE, (self.seconds - self.age) / self.FADE)
        return max(0, min(255, round(255 * a)))


class App:
    """The window and its scene stack; see the module docstring."""

    def __init__(self, settings: Settings | None = None, *, home: Path | None = None,
                 size: tuple[int, int] | None = None, sound: bool = True,
                 catch_errors: bool = True) -> None:
        self.home = home if home is not None else data_home()
        self.messages: list[str] = []
        if settings is None:
            loaded = load_settings(self.home)
            settings = loaded.settings
            self.messages.extend(loaded.messages)
        self.settings = settings
        self.catch_errors = catch_errors
        self.running = True
        self.frames = 0
        self.failures: list[float] = []
        self.scenes: list[Scene] = []
        self.toasts: list[Toast] = []
        self.toast_rects: list[pygame.Rect] = []
        """Where the toasts were last drawn."""
        self.home_scene: Callable[[], Scene] | None = None
        self.screens: dict[str, str] = dict(SCREENS)  # name -> "module:Scene"; tests may add
        self._window_dirty = False
        # The key whose press opened or closed a scene: its repeats and its text are the old
        # scene's, not the new one's, until the key comes up (see _swallowed).
        self._held_key: int | None = None
        self._windows_opened = 0  # how many times the window was made (its size or full screen)

        if sys.getswitchinterval() > SWITCH_SECONDS:
            sys.setswitchinterval(SWITCH_SECONDS)
        pygame.display.init()
        pygame.font.init()
        pygame.display.set_caption(f"Parlour Poker {__version__}")
        self.fonts = Fonts()
        self.cards = CardArt(self.fonts, settings.four_colour, settings.back_colour)
        self.chips = ChipArt(self.fonts)
        self._set_icon()
        os.environ.setdefault("SDL_VIDEO_CENTERED", "1")  # centred on the desktop
        self.window = self._open_window(size or fit_desktop(settings.window_size, desktop_size()),
                                        settings.fullscreen)
        self.layout = Layout(self.window.get_size())
        self._backdrop: pygame.Surface | None = None
        self.sound = Sound(settings.volume, settings.muted, enabled=sound)
        self.clock = pygame.time.Clock()
        pygame.key.set_repeat(320, 45)
        for message in self.messages:
            self.toast(message, 6.0)

    # --- the window ------------------------------------------------------------------------

    def _set_icon(self) -> None:
        try:
            icon = pygame.image.load(str(asset("icon.png")))
        except (pygame.error, FileNotFoundError, OSError):
            icon = draw_icon(self.fonts, 64)
        try:
            pygame.display.set_icon(icon)
        except pygame.error:
            pass

    def _open_window(self, size: Iterable[int], fullscreen: bool) -> pygame.Surface:
        self._windows_opened += 1
        w, h = size
        w, h = max(MIN_WINDOW[0], int(w)), max(MIN_WINDOW[1], int(h))
        if fullscreen:
            window = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            window = pygame.display.set_mode((w, h), pygame.RESIZABLE)
        return window

    @property
    def odds_helper(self) -> bool:
        """The table's odds helper is shown (a setting: kept when the program is run again)."""
        return self.settings.odds_helper

    @odds_helper.setter
    def odds_helper(self, on: bool) -> None:
        if self.settings.odds_helper != on:
            self.update_settings(odds_helper=on)

    @property
    def fullscreen(self) -> bool:
        return bool(self.window.get_flags() & pygame.FULLSCREEN)

    def toggle_fullscreen(self) -> None:
        """Between full screen and the remembered window size (F11)."""
        self.set_fullscreen(not self.fullscreen)

    def set_fullscreen(self, on: bool) -> None:
        if on != self.fullscreen:
            self.window = self._open_window(self.settings.window_size, on)
            self._resized()
        if self.settings.fullscreen != on:
            self.update_settings(fullscreen=on)

    def set_window_size(self, size: tuple[int, int]) -> None:
        """Resize the window (when not full screen) and remember the size."""
        if not self.fullscreen:
            self.window = self._open_window(size, False)
            self._resized()

    def _resized(self) -> None:
        surface = pygame.display.get_surface()
        if surface is not None:
            self.window = surface
        self.layout = Layout(self.window.get_size())
        self._backdrop = None
        if not self.fullscreen and tuple(self.window.get_size()) != tuple(self.settings.window_size):
            self.settings = self.settings.with_(window_size=tuple(self.window.get_size()))
            self._window_dirty = True
        for scene in self.scenes:
            scene.layout(self.layout)

    def backdrop(self) -> pygame.Surface:
        """The baize-and-wood background for the current window size (made once per size)."""
        if self._backdrop is None or self._backdrop.get_size() != self.window.get_size():
            self._backdrop = window_backdrop(self.window.get_size(), self.layout.scale)
        return self._backdrop

    # --- the stack ---------------------------------------------------------------------------

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> Scene:
        if self.scenes:
            self.scenes[-1].pause()
        self.scenes.append(scene)
        scene.layout(self.layout)
        scene.enter()
        return scene

    def pop(self) -> Scene | None:
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.leave()
        if self.scenes:
            self.scenes[-1].resume()
        return scene

    def replace(self, scene: Scene) -> Scene:
        if self.scenes:
            self.scenes.pop().leave()
        self.scenes.append(scene)
        scene.layout(self.layout)
        scene.enter()
        return scene

    def make(self, name: str, *args, **kwargs) -> Scene:
        """A new scene of the screen called ``name`` (see :mod:`game.ui.screens`), not shown."""
        scene = resolve(name, self.screens)(self, *args, **kwargs)
        scene.screen_name = name
        return scene

    def show(self, name: str, *args, replace: bool = False, **kwargs) -> Scene:
        """Open the screen called ``name`` on top of the stack (or in place of the top)."""
        scene = self.make(name, *args, **kwargs)
        return self.replace(scene) if replace else self.push(scene)

    def go_home(self) -> None:
        """Empty the stack and show the home (title) scene."""
        while self.scenes:
            try:
                self.scenes.pop().leave()
            except Exception:  # a broken scene must not stop us going home
                log.exception("a scene failed while leaving")
        if self.home_scene is not None:
            self.push(self.home_scene())

    # --- services ----------------------------------------------------------------------------

    def toast(self, text: str, seconds: float = 2.8) -> None:
        """A short message at the foot of the window (the same text is not stacked twice)."""
        for t in self.toasts:
            if t.text == text:
                t.age = min(t.age, Toast.FADE)
                return
        self.toasts.append(Toast(text, seconds))
        del self.toasts[:-3]

    def update_settings(self, **changes) -> Settings:
        """Change settings, apply them at once, and save them.  Bad values raise ``ValueError``."""
        new = self.settings.with_(**changes)
        old, self.settings = self.settings, new
        if (new.volume, new.muted) != (old.volume, old.muted):
            self.sound.set_volume(new.volume)
            self.sound.set_muted(new.muted)
        if (new.four_colour, new.back_colour) != (old.four_colour, old.back_colour):
            self.cards.set_options(new.four_colour, new.back_colour)
        if "window_size" in changes and new.window_size != old.window_size:
            self.set_window_size(new.window_size)
        if "fullscreen" in changes and new.fullscreen != self.fullscreen:
            self.set_fullscreen(new.fullscreen)
        self.save_settings()
        return self.settings

    def save_settings(self) -> bool:
        try:
            save_settings(self.settings, self.home)
        except OSError as exc:
            log.warning("settings not saved: %s", exc)
            self.toast(f"The settings could not be saved ({exc.strerror or exc}).", 5.0)
            return False
        self._window_dirty = False
        return True

    def quit(self) -> None:
        """Stop the main loop after this frame."""
        self.running = False

    # --- the frame ---------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self._resized()
            return
        if self._swallowed(event):
            return
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_F11:
                self.toggle_fullscreen()
                return
            if event.key == pygame.K_F1:
                self.toggle_help()
                return
        top, opened = self.top, self._windows_opened
        for scene in list(reversed(self.scenes)):
            if scene not in self.scenes:
                continue
            # An opaque scene hides those below it, so what it leaves unused stops there
            # too: a click on a page must never land on the title menu it covers.
            if scene.process_event(event) is None or scene.opaque:
                break
        # A press that changed the scene, or made the window again (Settings' size row), acts
        # once: its repeats are swallowed until it comes up.  A window made anew under a held
        # key may never hear that key come up, and each repeat made it again, for ever
        # (window round 10: the window cycled through every size until it was killed).
        if event.type == pygame.KEYDOWN and (self.top is not top or self._windows_opened != opened):
            self._held_key = event.key

    def _swallowed(self, event: pygame.event.Event) -> bool:
        """True for the rest of a key press that changed the scene: a key held while a new
        scene is made (a slow table) repeats, and that repeat, or the press's text, must not
        act again in the new scene (one Enter on the title once dealt a hand)."""
        held = self._held_key
        if held is None:
            return False
        if event.type == pygame.KEYUP and event.key == held:
            self._held_key = None
            return True
        if event.type == pygame.KEYDOWN and event.key == held:
            return True
        # Only the held key's own text (its letter, its repeats, Enter's "\r"): another key
        # typed before it comes up is a new press (round 11 of issue 37: a guest's name typed
        # fast after the Enter of the last lost its letters while that Enter was still down).
        return (event.type == pygame.TEXTINPUT and held <= 0x10FFFF and bool(event.text)
                and all(ch.lower() == chr(held) for ch in event.text))

    def _release_unheld(self, events: list[pygame.event.Event]) -> None:
        """Forget the held key when it is already up and its KEYUP is not among ``events``
        (it was lost, or never came: a posted press); a later press of it is a new press."""
        held = self._held_key
        if held is None or any(e.type == pygame.KEYUP and e.key == held for e in events):
            return
        try:
            down = pygame.key.get_pressed()[held]
        except (IndexError, pygame.error):
            down = False
        if not down:
            self._held_key = None

    def toggle_help(self) -> None:
        if self.top is not None and self.top.screen_name == "help":
            self.pop()
        else:
            below = self.top
            self.show("help", below.help_keys() if below else [], below.title if below else "")

    def update(self, dt: float) -> None:
        for scene in list(reversed(self.scenes)):
            scene.update(dt)
            if scene.pauses_below:
                break
        for t in self.toasts:
            t.age += dt
        self.toasts = [t for t in self.toasts if not t.done]

    def draw(self) -> None:
        start = 0
        for i in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[i].opaque:
                start = i
                break
        if not self.scenes or not self.scenes[start].opaque:
            self.window.blit(self.backdrop(), (0, 0))
        for scene in self.scenes[start:]:
            scene.draw(self.window)
        self._draw_toasts(self.window)

    def _toast_places(self, area: pygame.Rect | None) -> list[tuple[Toast, pygame.Rect, list[str], int]]:
        """Each toast, newest at the foot, with its panel's rectangle, its lines and its size."""
        lay = self.layout
        size, wide, x, y = 24, lay.px(760), lay.x(640), lay.y(660)
        if area is not None:
            size, wide, x, y = 19, area.width - lay.px(48), area.centerx, area.bottom - lay.px(8)
        out = []
        for t in reversed(self.toasts):
            font = self.fonts.get("body", lay.font(size))
            lines = wrap(font, t.text, wide)
            line_h = font.get_linesize()
            width = max(font.size(line)[0] for line in lines) + lay.px(48)
            if area is not None:  # (the column's width: a tidy band over the log's foot)
                width = area.width - lay.px(16)
            rect = pygame.Rect(0, 0, width, line_h * len(lines) + lay.px(20))
            rect.midbottom = (x, y)
            out.append((t, rect, lines, size))
            y = rect.top - lay.px(8)
        return out

    def toasts_height(self, area: pygame.Rect) -> int:
        """How much of ``area``'s foot the toasts now take (0: none up): a screen keeps it
        clear, so that they cover nothing being read (the table's log moves its lines up)."""
        places = self._toast_places(area)
        if not places:
            return 0
        return area.bottom - min(rect.top for _, rect, _, _ in places) + self.layout.px(4)

    def _draw_toasts(self, surface: pygame.Surface) -> None:
        lay = self.layout
        # A screen may keep a part of itself for messages (the table: the foot of its log,
        # which it keeps clear while they are up; at the window's foot they lay over the
        # person's hand).
        area = getattr(self.top, "toast_area", lambda: None)() if self.scenes else None
        self.toast_rects = []
        for t, rect, lines, size in self._toast_places(area):
            line_h = self.fonts.get("body", lay.font(size)).get_linesize()
            panel = pygame.Surface(rect.size, pygame.SRCALPHA)
            draw_panel(panel, panel.get_rect(), lay.scale, alpha=235, border=GOLD)
            for i, line in enumerate(lines):
                blit_at(panel, self.fonts.render("body", lay.font(size), line, CREAM),
                        (rect.width // 2, lay.px(10) + i * line_h), "midtop")
            panel.set_alpha(t.alpha)
            surface.blit(panel, rect)
            self.toast_rects.append(rect)

    def step(self, events: Iterable[pygame.event.Event] | None = None, dt: float = 1 / FPS) -> None:
        """One frame: handle ``events`` (default: the queue), update by ``dt``, draw, show."""
        try:
            batch = list(pygame.event.get() if events is None else events)
            self._release_unheld(batch)
            for event in batch:
                self.handle_event(event)
            self.update(dt)
            self.draw()
            pygame.display.flip()
        except Exception as exc:
            if not self.catch_errors:
                raise
            self._failed(exc)
        self.frames += 1

    def _failed(self, exc: Exception) -> None:
        log.exception("error in the window")
        now = time.monotonic()
        self.failures = [t for t in self.failures if now - t < 10] + [now]
        if len(self.failures) > 3 or (self.top is not None and self.top.screen_name == "error"):
            raise FatalError(str(exc)) from exc
        while self.scenes:
            try:
                self.scenes.pop().leave()
            except Exception:
                log.exception("a scene failed while leaving")
        self.show("error", exc)

    def resting(self) -> bool:
        """True when nothing moves: no scene that is updated needs frames and no toast shows
        (an event waiting in the queue wakes :meth:`rest` at once)."""
        if self.toasts:
            return False
        for scene in reversed(self.scenes):
            if scene.needs_frames():
                return False
            if scene.pauses_below:
                break
        return True

    def rest(self, timeout_ms: int | None = None) -> None:
        """Sleep until an event comes or ``timeout_ms`` pass, drawing nothing.  An event is
        handled at once, in a whole frame (input shows as soon as it is given, and an
        animation it starts begins at its first step); a wake without one only lets time pass,
        and draws if something now moves."""
        event = pygame.event.wait(REST_MS if timeout_ms is None else timeout_ms)
        slept = self.clock.tick() / 1000.0  # the sleep is no frame's time: the next tick starts here
        if event.type != pygame.NOEVENT:
            self.step([event, *pygame.event.get()], 1 / FPS)
            return
        try:
            stack = list(self.scenes)
            self.update(min(slept, 0.1))
            if not self.resting() or self.scenes != stack:  # something moves, or a scene came or went
                self.draw()
                pygame.display.flip()
        except Exception as exc:
            if not self.catch_errors:
                raise
            self._failed(exc)
        self.frames += 1

    def run(self, max_frames: int | None = None) -> int:
        """The main loop; returns the number of frames run (a wake at rest counts as one)."""
        start = self.frames
        while self.running and (max_frames is None or self.frames - start < max_frames):
            if self.resting():
                self.rest()
                continue
            dt = self.clock.tick(FPS) / 1000.0
            self.step(None, min(dt, 0.1))
        return self.frames - start

    def close(self) -> None:
        """Remember the window size, release sound and the window."""
        if self._window_dirty:
            self.save_settings()
        self.sound.close()
        pygame.display.quit()


def desktop_size() -> tuple[int, int] | None:
    """The first desktop's size, or None where there is no real one (the dummy and
    offscreen drivers of the tests, whose windows keep the size asked for)."""
    if os.environ.get("SDL_VIDEODRIVER", "") in ("dummy", "offscreen"):
        return None
    try:
        sizes = pygame.display.get_desktop_sizes()
    except pygame.error:
        return None
    return tuple(sizes[0]) if sizes and min(sizes[0]) > 0 else None  # type: ignore[return-value]


def fit_desktop(size: Iterable[int], desktop: tuple[int, int] | None) -> tuple[int, int]:
    """The saved window size if it fits the desktop, else the largest 16:9 window within
    nine tenths of it (a 960x540 screen opened a 1280x720 window half off it)."""
    w, h = (int(n) for n in size)
    if desktop is None:
        return w, h
    dw, dh = desktop
    if w <= dw and h <= dh:
        return w, h
    scale = min(dw * 0.9 / 16, dh * 0.9 / 9)
    return max(MIN_WINDOW[0], int(16 * scale)), max(MIN_WINDOW[1], int(9 * scale))
