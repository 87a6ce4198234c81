"""A seat asked for from a fresh phone in an evening served without a window
(``party --serve``): the request is answered at the terminal (y or n), or the seat moves by
itself once the first phone is closed, or after a bounded wait; and the asking phone is never
told to watch a host's screen that is not there (round 12 of issue 37: it waited forever)."""

from __future__ import annotations

import json
import time

from phones_helpers import SyncPhone, begin_evening, fast_settings

from game.phones.handover import HAND_OVER_AFTER, Handovers
from game.phones.night import PhoneNight
from game.phones.server import PartyServer


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def _served(clock: Clock):
    """An evening served as ``party --serve`` serves it, Bob seated on his first phone, and a
    fresh phone of his asking for the seat."""
    night = PhoneNight(fast_settings(pace=0.3, timeout=120.0, between=30.0))
    night.expect("Bob", "blue")
    server = PartyServer(night, port=0, bind="127.0.0.1", tick=0.01)
    server.host_screen = False
    server.start()
    first = SyncPhone(server)
    first.send({"type": "join", "code": night.code, "name": "Bob"})
    first.until("welcome")
    begin_evening(server, total=8, rounds=2, seed=5)
    first.until("state")
    fresh = SyncPhone(server)
    fresh.send({"type": "join", "code": night.code, "name": "Bob"})
    asking = fresh.until("asking")
    # No host's screen is promised: the seat comes by itself.
    assert "screen" not in asking["message"] and "host has been asked" not in asking["message"]
    assert "comes to this phone when" in asking["message"] and "Asking the host" not in asking["title"]
    handovers = Handovers(night, terminal=True, clock=clock)
    return night, server, first, fresh, handovers


def _tick(server: PartyServer, handovers: Handovers, lines=()) -> list[str]:
    return server.call(handovers.tick, list(lines)).result(5)


def test_the_terminal_answers_a_seat_asked_for_yes_or_no():
    clock = Clock()
    night, server, first, fresh, handovers = _served(clock)
    try:
        old_token = night.seats["Bob"].token
        said = _tick(server, handovers)  # the request is printed once, saying how to answer
        assert len(said) == 1 and "Bob asks for his seat" in said[0] and "type y" in said[0]
        assert _tick(server, handovers) == []
        assert not [m for m in fresh.drain() if m["type"] in ("state", "welcome")]  # nothing yet
        said = _tick(server, handovers, ["n"])  # the host keeps it on the first phone
        assert said == ["Bob's seat stays on his first phone."]
        assert "kept Bob's seat" in fresh.until("refused")["message"]
        assert night.seats["Bob"].token == old_token
        # Asked again, and this time the host says yes.
        fresh.send({"type": "join", "code": night.code, "name": "Bob"})
        fresh.until("asking")
        assert "Bob asks" in _tick(server, handovers)[0]
        assert _tick(server, handovers, ["y"]) == ["Bob's seat moved to his new phone."]
        assert fresh.until("welcome")["token"] != old_token
        fresh.until("state")
        moved = first.until("moved")
        assert "Your seat has moved" in moved["message"] or "moved to another phone" in moved["message"]
        assert "host handed it over" not in moved["message"]
    finally:
        first.close()
        fresh.close()
        server.stop()


def test_the_seat_moves_by_itself_once_the_first_phone_is_closed():
    clock = Clock()
    night, server, first, fresh, handovers = _served(clock)
    try:
        _tick(server, handovers)
        assert night.seat_asks  # his first phone still open and in sight: the seat stays
        first.close()
        deadline = time.monotonic() + 10
        while night.seats["Bob"].connections and time.monotonic() < deadline:
            time.sleep(0.05)
        said = _tick(server, handovers)
        assert said and "first phone is closed" in said[0]
        fresh.until("welcome")
        fresh.until("state")
        assert not night.seat_asks
    finally:
        fresh.close()
        server.stop()


def test_the_seat_moves_by_itself_after_a_bounded_wait_the_first_phone_told():
    clock = Clock()
    night, server, first, fresh, handovers = _served(clock)
    try:
        _tick(server, handovers)
        clock.now += HAND_OVER_AFTER - 1
        assert _tick(server, handovers) == [] and night.seat_asks
        clock.now += 1
        said = _tick(server, handovers)
        assert said and "went by with no answer" in said[0]
        fresh.until("welcome")
        assert "moved to another phone" in first.until("moved")["message"]
    finally:
        first.close()
        fresh.close()
        server.stop()


def test_the_phones_are_told_when_the_host_went_back_to_his_title_screen():
    """Round 12 of issue 37 (minor): the phones said "The host's program has closed" when the
    host had only pressed Esc to his title screen.  The server's stop says why to each phone
    (the page words it: phone-connect.js), and the window's scenes stop it with ``left``."""
    import asyncio

    import aiohttp

    async def closed_with(why: str | None) -> str:
        night = PhoneNight(fast_settings())
        server = PartyServer(night, port=0, bind="127.0.0.1", tick=0.01)
        server.start()
        async with aiohttp.ClientSession() as session:
            ws = await session.ws_connect(server.url.replace("http://", "ws://") + "ws")
            await ws.send_str(json.dumps({"type": "where"}))
            await ws.receive(timeout=5)
            loop = asyncio.get_running_loop()
            await loop.run_in_executor(None, lambda: server.stop() if why is None else server.stop(why=why))
            while True:
                msg = await ws.receive(timeout=5)
                if msg.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED):
                    return str(msg.extra or "")

    assert asyncio.run(closed_with("left")) == "left"
    assert asyncio.run(closed_with(None)) == "the evening is over"
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    for scene in ("party_prizes.py", "party_phones_screen.py", "party_phones.py"):
        assert 'stop(why="left")' in (root / "game/ui/scenes" / scene).read_text()
    page = (root / "assets/web/phone-connect.js").read_text()
    assert 'e.reason === "left"' in page and "left the evening for his title screen" in page
