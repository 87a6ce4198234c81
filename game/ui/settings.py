"""The player's settings: house rules, sound, animation, cards and window, kept between games.

Pure Python (no pygame): the settings screen edits a :class:`Settings`, and this module
reads and writes it as versioned JSON in the data folder (:func:`game.ui.paths.data_home`).

* **Versioned**: the file carries ``"version"``; an older file is brought up to date by
  running ``UPGRADES[v]`` for every ``v`` in ``range(version, CURRENT_VERSION)``.
* **Atomic**: written to a temporary file beside it, then ``os.replace``\\ d over it, so
  a crash mid-write never leaves half a file.
* **Forgiving**: a file that cannot be read is renamed ``*.damaged`` and the defaults are
  used; a single bad value falls back to its default.  Either way the loader returns a
  message for the player and never raises.
"""

from __future__ import annotations

import json
import shutil
import os
from dataclasses import dataclass, field, fields, replace
from pathlib import Path
from typing import Any, Callable

from game.engine.core.house import HouseRules, RuleError, parse_house
from game.store.jsonfile import read_data, write_text_atomic

from .paths import SETTINGS_NAME, data_home

CURRENT_VERSION = 1
"""The version :func:`save_settings` writes."""

ANIMATION_SPEEDS: tuple[float, ...] = (0.5, 0.75, 1.0, 1.5, 2.0, 3.0)
"""The animation speeds the settings screen offers (1.0 is normal; higher is faster)."""

BACK_COLOURS: tuple[str, ...] = ("red", "blue")
"""The two colours of card back, as in the party's two packs."""

WINDOW_SIZES: tuple[tuple[int, int], ...] = ((960, 540), (1280, 720), (1600, 900), (1920, 1080))
"""The window sizes the settings screen offers (the window may also be dragged to any size)."""

MIN_WINDOW = (640, 360)
MAX_WINDOW = (7680, 4320)


@dataclass(frozen=True)
class Settings:
    """Everything the player may set.  Frozen: :meth:`with_` makes a changed copy."""

    house: HouseRules = field(default_factory=HouseRules)
    """The house rules in force for a new game."""
    volume: float = 0.7
    """Sound volume, 0 (silent) to 1."""
    muted: bool = False
    """All sound off, whatever the volume."""
    animation_speed: float = 1.0
    """Multiplies the speed of every animation (2.0: twice as fast)."""
    four_colour: bool = False
    """The four-colour pack: clubs green and diamonds blue."""
    back_colour: str = "red"
    """The colour of the card backs: ``red`` or ``blue``."""
    window_size: tuple[int, int] = (1280, 720)
    """The window's size when it is not full screen."""
    fullscreen: bool = False
    """Start in full screen."""
    how_to_play_off: tuple[str, ...] = ()
    """The games (variant ids) whose How to play card is not to open at a new game's first deal."""
    show_laws: bool = True
    """The log shows, after each line, the law it follows ("(Law 18)"), dimmer than the line."""
    odds_helper: bool = False
    """The table's odds helper (H) shown: the player's choice, kept from one run to the next."""
    review_deals: bool = True
    """After each deal, the book goes over the person's decisions (the deal in review)."""
    beginner_table: bool = False
    """The beginner's table: the book's choice is lit on the action panel at each turn."""
    guided_offered: tuple[str, ...] = ()
    """The games (variant ids) whose guided deal has had its one offer on a first table."""

    def with_(self, **changes: Any) -> Settings:
        """A copy with some settings changed (values are checked as on loading)."""
        merged = self.to_dict()
        merged.update({k: (v.to_dict() if isinstance(v, HouseRules) else v) for k, v in changes.items()})
        settings, problems = Settings.from_dict(merged)
        if problems:
            raise ValueError("; ".join(problems))
        return settings

    def to_dict(self) -> dict[str, Any]:
        """The JSON form, with the version."""
        return {
            "version": CURRENT_VERSION,
            "house": self.house.to_dict(),
            "volume": self.volume,
            "muted": self.muted,
            "animation_speed": self.animation_speed,
            "four_colour": self.four_colour,
            "back_colour": self.back_colour,
            "window_size": list(self.window_size),
            "fullscreen": self.fullscreen,
            "how_to_play_off": list(self.how_to_play_off),
            "show_laws": self.show_laws,
            "odds_helper": self.odds_helper,
            "review_deals": self.review_deals,
            "beginner_table": self.beginner_table,
            "guided_offered": list(self.guided_offered),
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> tuple[Settings, list[str]]:
        """Read the current format; a bad value is replaced by its default and named in the list."""
        problems: list[str] = []
        values: dict[str, Any] = {}
        for f in fields(cls):
            if f.name not in data:
                continue
            reader = _READERS[f.name]
            try:
                values[f.name] = reader(data[f.name], problems)
            except (TypeError, ValueError, RuleError) as exc:
                problems.append(f"setting {f.name!r} was not understood ({exc}); using the default")
        return replace(cls(), **values), problems


# --- reading each field ----------------------------------------------------------------

def _number(value: Any) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise TypeError(f"{value!r} is not a number")
    if value != value:  # NaN
        raise ValueError("not a number")
    return float(value)


def _flag(value: Any, problems: list[str]) -> bool:
    if not isinstance(value, bool):
        raise TypeError(f"{value!r} is not true or false")
    return value


def _volume(value: Any, problems: list[str]) -> float:
    return min(1.0, max(0.0, _number(value)))


def _speed(value: Any, problems: list[str]) -> float:
    return min(ANIMATION_SPEEDS[-1], max(ANIMATION_SPEEDS[0], _number(value)))


def _back(value: Any, problems: list[str]) -> str:
    if value not in BACK_COLOURS:
        raise ValueError(f"{value!r} is not one of {', '.join(BACK_COLOURS)}")
    return str(value)


def _size(value: Any, problems: list[str]) -> tuple[int, int]:
    if not isinstance(value, (list, tuple)) or len(value) != 2:
        raise TypeError(f"{value!r} is not a width and a height")
    w, h = (int(_number(v)) for v in value)
    return (min(MAX_WINDOW[0], max(MIN_WINDOW[0], w)), min(MAX_WINDOW[1], max(MIN_WINDOW[1], h)))


def _house(value: Any, problems: list[str]) -> HouseRules:
    if not isinstance(value, dict):
        raise TypeError("the house rules are not a table of rule names")
    try:
        return HouseRules.from_dict(value)
    except (RuleError, TypeError, ValueError):
        pass
    # Something in it is wrong: keep every rule that can be kept, one at a time.
    rules = HouseRules()
    for key, item in value.items():
        try:
            rules = HouseRules.from_dict({**rules.to_dict(), key: item})
        except (RuleError, TypeError, ValueError) as exc:
            problems.append(f"house rule {key!r} was not understood ({exc}); using the book's rule")
    return rules


def _games(value: Any, problems: list[str]) -> tuple[str, ...]:
    if not isinstance(value, (list, tuple)) or not all(isinstance(v, str) for v in value):
        raise TypeError(f"{value!r} is not a list of games")
    return tuple(sorted(set(value)))  # an id no longer known is harmless: it is never asked about


_READERS: dict[str, Callable[[Any, list[str]], Any]] = {
    "house": _house,
    "volume": _volume,
    "muted": _flag,
    "animation_speed": _speed,
    "four_colour": _flag,
    "back_colour": _back,
    "window_size": _size,
    "fullscreen": _flag,
    "how_to_play_off": _games,
    "show_laws": _flag,
    "odds_helper": _flag,
    "review_deals": _flag,
    "beginner_table": _flag,
    "guided_offered": _games,
}


# --- versions ----------------------------------------------------------------------------

def _upgrade_0(data: dict[str, Any]) -> dict[str, Any]:
    """Version 0 is a file with no version: written by hand, or by a build before 0.1.

    Such files may give the house rules as the command line's ``key=value`` strings,
    the volume as a percentage, and the window as ``"1280x720"``.
    """
    data = dict(data)
    house = data.get("house")
    if isinstance(house, (list, tuple)) and all(isinstance(p, str) for p in house):
        try:
            data["house"] = parse_house(house).to_dict()
        except RuleError:
            data["house"] = {}
    volume = data.get("volume")
    if isinstance(volume, (int, float)) and not isinstance(volume, bool) and volume > 1:
        data["volume"] = volume / 100
    window = data.pop("window", None)
    if isinstance(window, str) and "x" in window.lower() and "window_size" not in data:
        w, _, h = window.lower().partition("x")
        if w.strip().isdigit() and h.strip().isdigit():
            data["window_size"] = [int(w), int(h)]
    data["version"] = 1
    return data


UPGRADES: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {0: _upgrade_0}
"""``UPGRADES[v]`` turns a version-``v`` file into a version-``v + 1`` file."""


def upgrade(data: dict[str, Any]) -> dict[str, Any]:
    """Bring a settings file of any older version up to :data:`CURRENT_VERSION`."""
    version = data.get("version", 0)
    for v in range(version, CURRENT_VERSION):
        data = UPGRADES[v](data)
    return data


# --- the file ------------------------------------------------------------------------------

@dataclass
class Loaded:
    """What :func:`load_settings` found: the settings, and anything to tell the player."""

    settings: Settings
    messages: list[str]
    path: Path


def settings_path(home: Path | None = None) -> Path:
    """The settings file in the data folder."""
    return (home or data_home()) / SETTINGS_NAME


def load_settings(home: Path | None = None) -> Loaded:
    """Read the settings; never raises.  A damaged file is kept aside as ``*.damaged``."""
    path = settings_path(home)
    if not path.exists():
        return Loaded(Settings(), [], path)
    try:
        data = read_data(path)  # bad UTF-8, NaN, runaway nesting: ValueError
        if not isinstance(data, dict):
            raise ValueError("not a table of settings")
        version = data.get("version", 0)
        if isinstance(version, bool) or not isinstance(version, int) or version < 0:
            raise ValueError(f"unknown version {version!r}")
    except (OSError, UnicodeDecodeError, ValueError) as exc:
        return Loaded(Settings(), [_set_aside(path, exc)], path)
    messages: list[str] = []
    if version > CURRENT_VERSION:
        # Kept as it was beside the settings this version writes, so going back to the
        # newer version loses nothing.
        try:
            shutil.copyfile(path, path.with_name(path.name + ".newer"))
        except OSError:
            pass
        messages.append("The settings were saved by a newer Parlour Poker; "
                        "what this version understands has been kept (the file as it was is "
                        f"{path.name}.newer).")
    else:
        try:
            data = upgrade(data)
        except Exception as exc:  # an upgrade step met data it could not handle
            return Loaded(Settings(), [_set_aside(path, exc)], path)
    settings, problems = Settings.from_dict(data)
    return Loaded(settings, messages + problems, path)


def _set_aside(path: Path, why: Exception) -> str:
    """Rename a damaged file out of the way, keeping any earlier damaged copy."""
    target = path.with_name(path.name + ".damaged")
    n = 2
    while target.exists():
        target = path.with_name(f"{path.name}.{n}.damaged")
        n += 1
    try:
        os.replace(path, target)
    except OSError:
        return (f"The settings file could not be read ({why}) nor moved aside; "
                "the book's defaults are in use.")
    return (f"The settings file was damaged ({why}); it was kept as {target.name} "
            "and the defaults are in use.")


def save_settings(settings: Settings, home: Path | None = None) -> Path:
    """Write the settings atomically; raises ``OSError`` if the disk refuses."""
    path = settings_path(home)
    write_text_atomic(path, json.dumps(settings.to_dict(), indent=2) + "\n", durable=True)
    return path
