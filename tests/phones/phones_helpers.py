"""Scripted phones for the tests and the benchmark: each is a websocket client on loopback
that joins (or comes back with its token), keeps every message it receives, and plays its
seat by a seeded rule when the legal actions are offered."""

from __future__ import annotations

import json
import random
import time
from dataclasses import dataclass, field
from typing import Any

import aiohttp

from game.party import Evening
from game.phones.night import NightSettings, PhoneNight
from game.phones.starting import config_for
from game.phones.messages import seat_message
from game.phones.protocol import Request
from game.phones.server import PartyServer


@dataclass
class Phone:
    """One scripted guest's phone."""

    url: str
    code: str
    name: str
    rng: random.Random = field(default_factory=lambda: random.Random(0))
    token: str | None = None
    received: list[dict[str, Any]] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    last_key: Any = None
    acted: int = 0
    ws: Any = None
    session: Any = None
    play: bool = True

    async def open(self) -> None:
        self.session = aiohttp.ClientSession()
        self.ws = await self.session.ws_connect(self.url.replace("http://", "ws://") + "ws")

    async def close(self) -> None:
        if self.ws is not None:
            await self.ws.close()
        if self.session is not None:
            await self.session.close()
        self.ws = self.session = None

    async def send(self, msg: dict[str, Any] | str) -> None:
        await self.ws.send_str(msg if isinstance(msg, str) else json.dumps(msg))

    async def join(self) -> None:
        if self.token:
            await self.send({"type": "hello", "token": self.token})
        else:
            await self.send({"type": "join", "code": self.code, "name": self.name})

    async def next_message(self, timeout: float = 5.0) -> dict[str, Any]:
        msg = await self.ws.receive(timeout=timeout)
        if msg.type != aiohttp.WSMsgType.TEXT:
            raise ConnectionError(f"{self.name}: connection closed ({msg.type})")
        data = json.loads(msg.data)
        self.received.append(data)
        if data["type"] == "welcome":
            self.token = data["token"]
        elif data["type"] == "error":
            self.errors.append(data["message"])
        return data

    def decide(self, state: dict[str, Any]) -> dict[str, Any] | None:
        """The action to send for this state, or None (not our turn, or already answered)."""
        if not self.play or not state.get("legal"):
            return None
        t = state["table"]
        key = (t["deal"], t["phase"], t["pool"], len(state["log"]), tuple(state["log"][-1:]))
        if key == self.last_key:
            return None
        self.last_key = key
        legal = state["legal"]
        kinds = {a["kind"]: a for a in legal}
        # A guest who mostly stays in, sometimes raises, sometimes abandons.
        roll = self.rng.random()
        if "draw" in kinds:
            k = self.rng.randint(0, min(3, kinds["draw"]["high"]))
            return {"type": "act", "action": "draw", "cards": self.rng.sample(state["hand"], k), "deal": t["deal"]}
        for kind in ("raise", "bet") if roll < 0.25 else ():
            if kind in kinds:
                a = kinds[kind]
                return {"type": "act", "action": kind, "amount": self.rng.randint(a["low"], a["high"]), "deal": t["deal"]}
        if roll > 0.9 and "abandon" in kinds:
            return {"type": "act", "action": "abandon", "deal": t["deal"]}
        for kind in ("show", "call", "no straddle", "bet", "abandon"):
            if kind in kinds:
                a = kinds[kind]
                return {"type": "act", "action": kind, "amount": a["low"], "deal": t["deal"]}
        a = legal[0]
        return {"type": "act", "action": a["kind"], "amount": a["low"], "deal": t["deal"]}

    async def play_until(self, stop: Any, timeout: float = 60.0) -> None:
        """Answer every state until ``stop(message)`` is true (bounded by ``timeout``)."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            m = await self.next_message(max(0.1, deadline - time.monotonic()))
            if stop(m):
                return
            if m["type"] == "state" and m.get("missed"):  # he reads what he missed, and says so
                await self.send({"type": "seen", "rounds": [r["round"] for r in m["missed"]]})
            if m["type"] == "state":
                act = self.decide(m)
                if act is not None:
                    self.acted += 1
                    await self.send(act)
        raise TimeoutError(f"{self.name} did not finish in {timeout} s")


class SyncPhone:
    """A scripted phone (a plain websocket, no browser): what it is sent, in order."""

    def __init__(self, server: PartyServer) -> None:
        import websocket

        self.ws = websocket.create_connection(server.url.replace("http://", "ws://") + "ws", timeout=10)
        self.received: list[dict] = []

    def send(self, msg: dict) -> None:
        self.ws.send(json.dumps(msg))

    def until(self, kind: str, timeout: float = 10.0) -> dict:
        deadline = time.monotonic() + timeout
        self.ws.settimeout(0.3)
        while time.monotonic() < deadline:
            try:
                m = json.loads(self.ws.recv())
            except Exception:  # (a quiet moment)
                continue
            self.received.append(m)
            if m["type"] == kind:
                return m
        raise TimeoutError(f"no {kind} message in {timeout} s: {[x['type'] for x in self.received]}")

    def drain(self, seconds: float = 0.5) -> list[dict]:
        out, deadline = [], time.monotonic() + seconds
        self.ws.settimeout(0.1)
        while time.monotonic() < deadline:
            try:
                out.append(json.loads(self.ws.recv()))
            except Exception:
                pass
        self.received += out
        return out

    def close(self) -> None:
        self.ws.close()


def fast_settings(**kw: Any) -> NightSettings:
    base = dict(timeout=30.0, pace=0.0, between=0.05)
    base.update(kw)
    return NightSettings(**base)


def start_server(night: PhoneNight) -> PartyServer:
    server = PartyServer(night, port=0, bind="127.0.0.1", tick=0.01)
    server.start()
    return server


def begin_evening(server: PartyServer, total: int = 12, rounds: int = 2, seed: int = 7,
                  path: Any = None) -> Evening:
    night = server.night

    def begin() -> Evening:
        ev = Evening.start(config_for(night, total, rounds, seed=seed), path=path)
        night.begin(ev)
        return ev

    return server.call(begin).result(10)


def over(m: dict[str, Any]) -> bool:
    return m.get("type") == "state" and m["evening"]["stage"] == "over"


# --- a whole evening without sockets (PhoneNight's own clock) ---------------------------

class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def night_with(names=("Alice", "Bob", "Cleo"), clock=None, log_path=None, **settings) -> PhoneNight:
    base = dict(timeout=10.0, pace=0.0, between=0.0)
    base.update(settings)
    n = PhoneNight(NightSettings(**base), clock=clock or Clock(), log_path=log_path)
    for name in names:
        n.join(n.code, name)
    return n


def my_turn(n: PhoneNight):
    """(name, state) of the first phone guest whose turn it is."""
    for name in n.seats:
        d = n.deal_for(name)
        if d is not None and not d.done and d.engine.deal is not None and not d.engine.deal_over \
                and d.engine.to_act == d.seats.index(name):
            return name, seat_message(n.ev, n.stage, name, d, n.away)
    return None


def play(n: PhoneNight, rng: random.Random, clock: Clock, limit: int = 20000) -> None:
    for _ in range(limit):
        if n.stage == "over":
            return
        n.tick(clock.now)
        turn = my_turn(n)
        if turn is not None:
            name, m = turn
            la = rng.choice(m["legal"])
            cards = tuple(rng.sample(m["hand"], rng.randint(0, min(3, la["high"])))) if la["kind"] == "draw" else ()
            n.act(name, Request("act", action=la["kind"], amount=la["low"], cards=cards))
        clock.now += 0.25
    raise AssertionError("the evening did not end")
