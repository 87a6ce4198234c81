"""An evening with phone guests set up from its lobby (:func:`config_for`), and taken up
again after the host's program was stopped (:func:`resume_night`): the same code and tokens,
the deals in progress played again to where they were."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any, Callable

from game.party import Evening, Guest, PartyConfig

from .lobby import PhoneSeat
from .night import NightSettings, PhoneNight
from .recap import told_from


def resume_night(ev: Evening, log_path: Path, settings: NightSettings | None = None,
                 clock: Callable[[], float] = time.monotonic) -> PhoneNight:
    """The evening after a host restart: the same code and tokens (the phones reconnect by
    themselves), the deals in progress played again to where they were."""
    from .inprogress import load_meta

    meta = load_meta(log_path)
    night = PhoneNight(settings or (NightSettings.from_dict(meta.get("settings") or {}) if meta else None),
                       code=(meta or {}).get("code"), clock=clock, log_path=log_path)
    for name, token in ((meta or {}).get("tokens") or {}).items():
        g = ev.guests.get(name)
        if g is not None and g.phone:
            night.seats[name] = PhoneSeat(name, g.group, token=str(token), joined=True)
            night.by_token[str(token)] = name
    night.settings.draw = 0.0  # the seats were drawn before the restart: no window shows it again
    night.shown, night.done_for = told_from(meta, ev)
    night.begin(ev)
    return night


def config_for(night: PhoneNight, total: int, rounds: int | None = 10, *, humans: list[Guest] | None = None,
               mix: tuple[str, ...] = ("good", "close", "liberal"), seed: int | None = None,
               **extra: Any) -> PartyConfig:
    """The party's setup from the lobby: the phone guests (and hot-seat humans), computer
    players filling the seats up to ``total``."""
    from game.party import fill_with_computers

    guests = fill_with_computers(night.guests(humans), max(total, len(night.seats) + len(humans or [])), mix)
    return PartyConfig(guests=guests, rounds=rounds, mode="play",
                       seed=seed, **extra)  # None in real play: the secure source, no seed kept
