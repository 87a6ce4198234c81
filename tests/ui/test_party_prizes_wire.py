"""Play-test round 8 of issue 37 (MAJOR): the prizes spoiled.  The host's window turned the
prizes over one at a time while the television and every phone already listed them all.
Here end to end: the host's real window (the evening's screen, then the prizes screen) is
driven by key presses under the dummy video driver, while a phone and a television are
connected to the real server on loopback; every message either receives is read, and
none may hold a prize the host's window has not yet turned over."""

from __future__ import annotations

import asyncio
import sys
import threading
import time
from pathlib import Path

import pygame
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "phones"))
from phones_helpers import Phone, begin_evening, fast_settings, start_server  # noqa: E402

from game.phones.night import PhoneNight  # noqa: E402

pytestmark = pytest.mark.slow


class Listener:
    """A phone (who plays his seat) and a television, on their own event loop in a thread:
    every message each receives, with the moment it came."""

    def __init__(self, url: str, code: str) -> None:
        self.url, self.code = url, code
        self.got: list[tuple[float, str, dict]] = []
        self.stop = threading.Event()
        self.ready = threading.Event()
        self.thread = threading.Thread(target=lambda: asyncio.run(self.main()), daemon=True)

    async def main(self) -> None:
        a = Phone(self.url, self.code, "Alice")
        tv = Phone(self.url, self.code, "tv")
        for c in (a, tv):
            await c.open()
        await a.join()
        await tv.send({"type": "watch", "code": self.code})
        self.ready.set()

        async def read(c: Phone) -> None:
            while not self.stop.is_set():
                try:
                    m = await c.next_message(0.2)
                except (asyncio.TimeoutError, TimeoutError):
                    continue
                except ConnectionError:
                    return
                self.got.append((time.monotonic(), c.name, m))
                if c is a and m["type"] == "state":
                    act = a.decide(m)
                    if act is not None:
                        await a.send(act)

        await asyncio.gather(read(a), read(tv))
        for c in (a, tv):
            await c.close()


def key(k: int) -> list[pygame.event.Event]:
    return [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="\r", scancode=0),
            pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="\r", scancode=0)]


def test_the_phone_and_the_television_get_each_prize_only_as_the_hosts_window_turns_it(app):
    night = PhoneNight(fast_settings(pace=0.0, between=0.2, draw=0.0))
    night.expect("Alice", "red")
    server = start_server(night)
    listener = Listener(server.url, night.code)
    listener.thread.start()
    try:
        assert listener.ready.wait(10)
        ev = begin_evening(server, total=8, rounds=2, seed=4)
        evening = app.show("party-phones-screen", server, ev)
        deadline = time.monotonic() + 150
        while server.snapshot.get("stage") != "over" or app.top is not evening:
            assert time.monotonic() < deadline, server.snapshot.get("stage")
            # The moves between rounds: the host goes on with Enter, as at the party.
            app.step(key(pygame.K_RETURN) if app.top is not evening else [], 1 / 30)
            time.sleep(1 / 60)
        for _ in range(10):
            app.step([], 1 / 30)
            time.sleep(0.02)
        host: list[tuple[float, int]] = [(time.monotonic(), 0)]
        app.step(key(pygame.K_RETURN), 1 / 30)
        host.append((host[0][0], app.top.announced))  # "The evening is over: Enter for the prizes"
        prizes = app.top
        assert prizes.screen_name == "party-prizes", prizes
        total = len(prizes.calls)
        assert total >= 3
        end = time.monotonic() + 2.4 * total + 4
        pressed = False
        while time.monotonic() < end:
            began = time.monotonic()  # what a step tells the server is sent during it
            if not pressed and prizes.announced == 1:
                app.step(key(pygame.K_RETURN), 1 / 30)  # the host hurries the next prize
                pressed = True
            else:
                app.step([], 1 / 30)
            host.append((began, prizes.announced))
            time.sleep(1 / 30)
        time.sleep(0.5)
    finally:
        listener.stop.set()
        listener.thread.join(10)
        server.stop()

    def shown_at(t: float) -> int:
        n = 0
        for when, k in host:
            if when <= t:
                n = max(n, k)
        return n

    after = [(t, who, m) for t, who, m in listener.got if t >= host[0][0]]
    assert after
    for t, who, m in listener.got:
        n = len(m.get("prizes") or [])
        assert n <= shown_at(t + 0.05), (who, n, shown_at(t), m.get("type"), m.get("evening", {}).get("stage"))
        if 0 < n < total:  # "N more to come"
            assert m.get("prizes_more") == total - n, (who, m.get("prizes_more"))
    last = {}
    for _, who, m in listener.got:
        if m["type"] in ("state", "overview"):
            last[who] = m
    assert len(last["Alice"]["prizes"]) == len(last["tv"]["prizes"]) == total
