"""``python main.py --selftest``: check, headless, that this copy of the game works.

Run from source or from the frozen program (the CI builds the one-folder program and runs
this inside it), on the dummy video and audio drivers, in a throw-away data folder so the
player's own settings are neither read nor changed.  In order, it:

1. **assets** - opens every file under ``assets/``: each font renders text, each sound
   decodes, each picture loads, each text file reads; the files the window asks for by name
   (the fonts of :class:`~game.ui.theme.Fonts`, the effects of :mod:`game.ui.sound`, the
   icon, the licences) must all be there, since the window itself would quietly fall back;
2. **sounds** - opens the mixer the way the window does and plays every effect;
3. **variants** - plays a few deals of every game in :data:`game.engine.VARIANTS` among
   computer players of every temperament the roster knows, and checks every counter is
   accounted for;
4. **server** - starts the guests' phones' server (:mod:`game.phones`) on loopback, fetches
   its page and files over HTTP, and stops it;
5. **screens** - finds every :class:`~game.ui.scene.Scene` class in the ``game.ui`` package
   by walking its modules (a new screen is covered the day it is added), builds each on an
   :class:`~game.ui.app.App`, runs and draws frames of it at two window sizes, and draws it
   once more onto an off-screen surface.

A scene whose constructor needs more than the app says how to build one with defaults by
a class method ``sample(app)`` returning an instance (say, a table scene seated with
computer players).  Failing that, parameters with defaults keep them, an ``error``
parameter gets a made-up exception, one of a plain type (``str``, ``int``, ``float``,
``bool``, a ``Callable``, a list or a dict) a made-up value of it, and one annotated with
another scene class an instance of that built the same way (a menu over the table);
anything else (a game session, a party evening) is reported as a failure naming the scene,
so a new screen cannot go untested by accident.  A base class that is not a screen
of its own sets ``selftest = False``.

The result is one line on standard output and exit status 0, or one line on standard error
saying which step failed and why, with exit status 1; the traceback goes to the log file in
the player's data folder (:func:`game.ui.paths.log_path`).
"""

from __future__ import annotations

import datetime
import importlib
import inspect
import os
import pkgutil
import random
import sys
import tempfile
import time
import traceback
from pathlib import Path
from typing import Any, Callable, TextIO

DEALS_PER_VARIANT = 3
SEATS = 4
SIZES = ((1280, 720), (800, 450))
FRAMES = 4

FONT_SUFFIXES = {".ttf", ".otf"}
SOUND_SUFFIXES = {".wav", ".ogg"}
IMAGE_SUFFIXES = {".png", ".bmp", ".jpg", ".jpeg"}
TEXT_SUFFIXES = {".md", ".txt"}


class SelftestError(Exception):
    """A check that failed, with what a person needs to know in one line."""


def _headless() -> None:
    """The dummy drivers, whatever the environment says: the selftest never opens a window."""
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


# --- 1. assets -----------------------------------------------------------------------------

def required_assets() -> list[str]:
    """The files the window asks for by name (relative to ``assets/``)."""
    from game.ui.sound import SOUND_NAMES
    from game.ui.theme import Fonts

    names = [f"fonts/{f}" for f in Fonts.FILES.values()]
    names += [f"sounds/{n}.wav" for n in SOUND_NAMES]
    names += ["icon.png", "LICENSES.md"]
    return sorted(set(names))


def check_assets(directory: Path) -> str:
    """Open every file in ``directory``; raise :class:`SelftestError` on the first bad one."""
    import pygame

    if not directory.is_dir():
        raise SelftestError(f"the assets folder is missing: {directory}")
    missing = [n for n in required_assets() if not (directory / n).is_file()]
    if missing:
        raise SelftestError(f"missing from {directory}: {', '.join(missing)}")
    pygame.font.init()
    _open_mixer()
    counts = {"fonts": 0, "sounds": 0, "pictures": 0, "texts": 0, "other": 0}
    for path in sorted(p for p in directory.rglob("*") if p.is_file()):
        rel = path.relative_to(directory).as_posix()
        suffix = path.suffix.lower()
        try:
            if suffix in FONT_SUFFIXES:
                width = pygame.font.Font(str(path), 24).render("Parlour Poker 10 J Q K A", True, (0, 0, 0)).get_width()
                if width <= 0:
                    raise SelftestError("renders nothing")
                counts["fonts"] += 1
            elif suffix in SOUND_SUFFIXES:
                if pygame.mixer.get_init():
                    if pygame.mixer.Sound(str(path)).get_length() <= 0:
                        raise SelftestError("is silent (no samples)")
                elif path.stat().st_size == 0:
                    raise SelftestError("is empty")
                counts["sounds"] += 1
            elif suffix in IMAGE_SUFFIXES:
                w, h = pygame.image.load(str(path)).get_size()
                if w <= 0 or h <= 0:
                    raise SelftestError("is an empty picture")
                counts["pictures"] += 1
            elif suffix in TEXT_SUFFIXES:
                if not path.read_text(encoding="utf-8").strip():
                    raise SelftestError("is empty")
                counts["texts"] += 1
            else:
                if path.stat().st_size == 0:
                    raise SelftestError("is empty")
                counts["other"] += 1
        except SelftestError as exc:
            raise SelftestError(f"{rel} {exc}") from None
        except Exception as exc:  # pygame.error, OSError, UnicodeDecodeError ...
            raise SelftestError(f"{rel} could not be opened: {type(exc).__name__}: {exc}") from exc
    total = sum(counts.values())
    return f"{total} assets (" + ", ".join(f"{v} {k}" for k, v in counts.items() if v) + ")"


def _open_mixer() -> None:
    import pygame

    if not pygame.mixer.get_init():
        try:
            pygame.mixer.init(frequency=44100, size=-16, channels=2, buffer=512)
        except (pygame.error, OSError, NotImplementedError) as exc:
            raise SelftestError(f"the mixer would not open on the dummy audio driver: {exc}") from exc


# --- 2. sounds -----------------------------------------------------------------------------

def check_sounds(directory: Path) -> str:
    """Open the game's :class:`~game.ui.sound.Sound` as the window does and play each effect."""
    from game.ui.sound import SOUND_NAMES, Sound

    sound = Sound(0.5, False, directory / "sounds")
    if not sound.available:
        raise SelftestError(f"no sound: {sound.problem or 'the effects did not load'}")
    silent = [n for n in SOUND_NAMES if not sound.play(n)]
    if silent:
        raise SelftestError(f"these effects did not play: {', '.join(silent)}")
    return f"{len(SOUND_NAMES)} sounds played"


# --- 3. variants ---------------------------------------------------------------------------

def check_variants(deals: int = DEALS_PER_VARIANT, seed: int = 2026) -> str:
    """A few deals of every registered variant among computer players of every temperament."""
    from game.ai import KINDS, make_player
    from game.ai.play import play_deals
    from game.engine import VARIANTS, HouseRules, Table

    if not VARIANTS:
        raise SelftestError("no variants are registered in game.engine.VARIANTS")
    played = 0
    for i, variant in enumerate(VARIANTS):
        rng = random.Random(seed + i)
        kinds = [KINDS[(i + s) % len(KINDS)] for s in range(SEATS)]
        players = []
        for kind in kinds:
            players.append(make_player(kind, random.Random(rng.random()), taken=[p.name for p in players],
                                       variant=variant))  # each game's own players (Ambigu's hands of two)
        try:
            table = Table([p.name for p in players], HouseRules(), random.Random(seed + i), variant)
            n = play_deals(table, players, deals)
        except Exception as exc:
            raise SelftestError(f"variant {variant!r} ({', '.join(kinds)}): {type(exc).__name__}: {exc}") from exc
        if n < 1:
            raise SelftestError(f"variant {variant!r}: no deal was played")
        if table.counters_in_play() != sum(table.bought):
            raise SelftestError(f"variant {variant!r}: counters do not balance "
                                f"({table.counters_in_play()} in play, {sum(table.bought)} bought)")
        played += n
    return f"{len(VARIANTS)} variant{'s' if len(VARIANTS) != 1 else ''}, {played} deals"


# --- 4. screens ----------------------------------------------------------------------------

def discover_scenes(package: str = "game.ui") -> list[type]:
    """Every :class:`~game.ui.scene.Scene` subclass defined in ``package`` and its modules."""
    from game.ui.scene import Scene

    root = importlib.import_module(package)
    modules = [root]
    for info in pkgutil.walk_packages(root.__path__, root.__name__ + "."):
        try:
            modules.append(importlib.import_module(info.name))
        except Exception as exc:
            raise SelftestError(f"module {info.name} does not import: {type(exc).__name__}: {exc}") from exc
    found: dict[str, type] = {}
    for module in modules:
        for obj in vars(module).values():
            if (isinstance(obj, type) and issubclass(obj, Scene) and obj is not Scene
                    and obj.__module__.startswith(package) and not obj.__name__.startswith("_")
                    and obj.__dict__.get("selftest", True)):
                found[f"{obj.__module__}.{obj.__qualname__}"] = obj
    if not found:
        raise SelftestError(f"no screens (Scene classes) found in {package}")
    return [found[k] for k in sorted(found)]


def _scene_class(annotation: Any) -> type | None:
    """The Scene subclass a parameter is annotated with (a class or its name), if any."""
    from game.ui.scene import Scene

    if isinstance(annotation, type):
        return annotation if issubclass(annotation, Scene) else None
    if isinstance(annotation, str):
        name = annotation.strip("'\"").split(".")[-1].split("[")[0].strip()
        stack = list(Scene.__subclasses__())
        while stack:
            cls = stack.pop()
            if cls.__name__ == name and cls.__module__.startswith("game.ui"):
                return cls
            stack.extend(cls.__subclasses__())
    return None


_NONE = object()


def _simple_value(param: inspect.Parameter) -> Any:
    """A stand-in for a parameter of a plain type (text, number, switch, callback, list)."""
    annotation = param.annotation
    text = annotation if isinstance(annotation, str) else getattr(annotation, "__name__", str(annotation))
    text = text.replace("typing.", "").replace("collections.abc.", "").strip()
    if text == "str":
        return f"The selftest's {param.name.replace('_', ' ')}?"
    if text == "int":
        return 1
    if text == "float":
        return 1.0
    if text == "bool":
        return False
    if text.startswith("Callable"):
        return lambda *args, **kwargs: None
    if text.startswith(("list", "List", "Sequence", "tuple", "Tuple")):
        return []
    if text.startswith(("dict", "Dict", "Mapping")):
        return {}
    return _NONE


def _sample_evening(app: Any) -> Any:
    """A party evening as the setup screen's defaults would start it."""
    from game.party.evening import Evening
    from game.ui.scenes.party_setup import PartySetupScene

    return Evening.start(PartySetupScene(app).config())


def _stand_in(param: inspect.Parameter, app: Any, depth: int) -> Any:
    """A made-up value for a required constructor parameter, or raise LookupError."""
    name = param.name.lower()
    annotation = str(param.annotation)
    if name in ("error", "exc", "exception") or "Exception" in annotation or "Error" in annotation:
        return RuntimeError("a made-up error, raised by the selftest")
    if "Evening" in annotation or name in ("ev", "evening"):
        return _sample_evening(app)
    simple = _simple_value(param)
    if simple is not _NONE:
        return simple
    below = _scene_class(param.annotation)
    if below is not None and depth < 3:  # a menu over a table, say: build the table first
        return build_scene(below, app, depth + 1)
    raise LookupError(param.name)


def build_scene(cls: type, app: Any, depth: int = 0) -> Any:
    """An instance of scene class ``cls`` with default arguments (see the module docstring)."""
    sample = getattr(cls, "sample", None)
    if callable(sample):
        return sample(app)
    params = list(inspect.signature(cls).parameters.values())[1:]  # after ``app``
    kwargs: dict[str, Any] = {}
    for p in params:
        if p.default is not p.empty or p.kind in (p.VAR_POSITIONAL, p.VAR_KEYWORD):
            continue
        try:
            kwargs[p.name] = _stand_in(p, app, depth)
        except LookupError:
            raise SelftestError(f"{cls.__name__} cannot be built with defaults (it needs {p.name!r}): give it "
                                f"a class method sample(app) that builds one") from None
    return cls(app, **kwargs)


def check_screens(app: Any) -> str:
    """Build, run and draw every screen on ``app`` at each of :data:`SIZES`."""
    import pygame

    classes = discover_scenes()
    offscreen_frames = 0
    for cls in classes:
        name = cls.__name__
        try:
            for size in SIZES:
                app.set_window_size(size)
                app.go_home()
                scene = build_scene(cls, app)
                app.push(scene)
                for i in range(FRAMES):
                    app.step([], 1 / 60 if i < FRAMES - 1 else 2.0)  # the last one ends the tweens
                if scene not in app.scenes:
                    continue  # it closed itself at once: a flash screen, say
                offscreen = pygame.Surface(app.window.get_size())
                offscreen.blit(app.backdrop(), (0, 0))
                scene.draw(offscreen)
                offscreen_frames += 1
        except SelftestError:
            raise
        except Exception as exc:
            raise SelftestError(f"screen {name} at {app.window.get_width()}x{app.window.get_height()}: "
                                f"{type(exc).__name__}: {exc}") from exc
    app.set_window_size(SIZES[0])
    app.go_home()
    return f"{len(classes)} screens drawn at {len(SIZES)} sizes ({offscreen_frames} off-screen frames)"


# --- the phones' server ----------------------------------------------------------------------

def check_server() -> str:
    """The guests' phones' server starts on loopback and serves its page and files."""
    import urllib.request

    from game.phones.night import PhoneNight
    from game.phones.server import FILES, PartyServer

    server = PartyServer(PhoneNight(), port=0, bind="127.0.0.1")
    server.start()
    try:
        page = urllib.request.urlopen(server.url, timeout=10).read().decode("utf-8")
        if "/static/phone.js" not in page:
            raise SelftestError("the phones' page is not the program's own")
        for name in FILES:
            urllib.request.urlopen(f"{server.url}static/{name}", timeout=10).read()
        if b"<svg" not in urllib.request.urlopen(f"{server.url}qr.svg", timeout=10).read():
            raise SelftestError("the phones' QR code is missing")
    finally:
        server.stop()
    if server.running:
        raise SelftestError("the phones' server did not stop")
    return f"phones' server served its page and {len(FILES)} files"


# --- the run -------------------------------------------------------------------------------

def _log_failure(step: str, exc: BaseException) -> Path | None:
    """Append the traceback to the log in the player's data folder; its path, or None."""
    try:
        from game.ui.paths import data_home, log_path

        home = data_home()
        home.mkdir(parents=True, exist_ok=True)
        path = log_path(home)
        stamp = datetime.datetime.now().isoformat(timespec="seconds")
        with open(path, "a", encoding="utf-8") as f:
            f.write(f"{stamp} ERROR parlour_poker.selftest: step {step} failed\n")
            f.write("".join(traceback.format_exception(type(exc), exc, exc.__traceback__)))
        return path
    except Exception:
        return None


def run(assets: Path | None = None, deals: int = DEALS_PER_VARIANT,
        out: TextIO | None = None, err: TextIO | None = None) -> int:
    """Run every check; 0 and one line on ``out`` if all pass, else 1 and one line on ``err``."""
    _headless()
    out = out if out is not None else sys.stdout
    err = err if err is not None else sys.stderr
    start = time.perf_counter()

    from game import __version__

    step = "start"
    results: list[str] = []
    app = None
    pygame = None
    try:
        import pygame  # noqa: F811 - after the drivers are chosen

        from game.ui.paths import assets_dir

        directory = assets if assets is not None else assets_dir()
        steps: list[tuple[str, Callable[[], str]]] = [
            ("assets", lambda: check_assets(directory)),
            ("sounds", lambda: check_sounds(directory)),
            ("variants", lambda: check_variants(deals)),
            ("server", check_server),
        ]
        for step, check in steps:
            results.append(check())
        step = "screens"
        with tempfile.TemporaryDirectory(prefix="parlour-selftest-") as home:
            from game.ui.app import App
            from game.ui.scenes import TitleScene

            app = App(home=Path(home), size=SIZES[0], catch_errors=False)
            try:
                app.home_scene = lambda: TitleScene(app)
                results.append(check_screens(app))
            finally:
                app.close()
                app = None
    except Exception as exc:  # the one line, whatever broke
        reason = str(exc) if isinstance(exc, SelftestError) else f"{type(exc).__name__}: {exc}"
        where = _log_failure(step, exc)
        tail = f" (details in {where})" if where else ""
        _say(err, f"selftest FAILED at {step}: {reason}{tail}")
        return 1
    finally:
        if pygame is not None:
            try:
                pygame.quit()
            except Exception:
                pass
    frozen = " (frozen)" if getattr(sys, "frozen", False) else ""
    _say(out, f"selftest ok: Parlour Poker {__version__}{frozen}: {'; '.join(results)} "
              f"in {time.perf_counter() - start:.1f} s")
    return 0


def _say(stream: TextIO | None, line: str) -> None:
    if stream is None:  # a windowed build with no console
        return
    try:
        print(line, file=stream, flush=True)
    except (OSError, ValueError):
        pass
