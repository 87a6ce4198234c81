"""Guests' phones: how fast every phone at a table sees a guest's action, and what the
server costs the host's window.

* **Latency**: 40 scripted phones on loopback play an evening of 40 phone guests (every
  seat a phone, so nothing but the guests moves a table).  For each action, the time from
  the guest's phone sending it to the last phone at that table receiving the new state;
  the 99th percentile's goal is under 50 ms.
* **Frames**: the host's big screen (1280 x 720, SDL's dummy driver, in its own process)
  while the server runs and the 40 phones play, against the same screen with the server
  idle; each frame's update and draw is timed (the window's goal: p99 under 4 ms).

``python -m bench.bench_phones [SECONDS]`` runs it alone.
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
PHONES = 40
GOAL_MS = 50.0
FRAME_GOAL_MS = 4.0


def _pct(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    s = sorted(values)
    return s[min(len(s) - 1, int(q * len(s)))]


def start_evening(phones: int = PHONES, seed: int = 3) -> Any:
    """A server on loopback with an evening of ``phones`` phone guests, already begun."""
    from game.party import Evening
    from game.phones.night import NightSettings, PhoneNight
    from game.phones.starting import config_for
    from game.phones.server import PartyServer

    night = PhoneNight(NightSettings(timeout=600.0, pace=0.0, between=0.5))
    for i in range(phones):
        night.expect(f"Guest {i + 1:02d}", "red" if i % 2 == 0 else "blue")
    server = PartyServer(night, port=0, bind="127.0.0.1", tick=0.02)
    server.start()

    def begin() -> Any:
        ev = Evening.start(config_for(night, phones, rounds=500, seed=seed))
        night.begin(ev)
        return ev

    server.call(begin).result(10)
    return server


async def _play(server: Any, seconds: float, latencies: list[float] | None) -> int:
    """40 phones playing for ``seconds``; returns the number of actions sent."""
    import aiohttp

    night = server.night
    names = list(night.seats)
    tokens = {n: night.seats[n].token for n in names}
    # [(sent at, phones yet to see it)], oldest first.  One list for every table: the action
    # that ends a round is seen by phones whose next message may come from their next table.
    pending: list[tuple[float, set[str]]] = []
    sent = 0
    stop = time.perf_counter() + seconds
    rng = random.Random(1)

    async def phone(session: Any, name: str) -> None:
        nonlocal sent
        async with session.ws_connect(server.url.replace("http", "ws") + "ws") as ws:
            await ws.send_str(json.dumps({"type": "hello", "token": tokens[name]}))
            last = None
            while time.perf_counter() < stop:
                try:
                    msg = await ws.receive(timeout=max(0.05, stop - time.perf_counter()))
                except asyncio.TimeoutError:
                    break
                if msg.type != aiohttp.WSMsgType.TEXT:
                    break
                now = time.perf_counter()
                m = json.loads(msg.data)
                if m["type"] != "state":
                    continue
                # A phone's messages come in order: this one shows the oldest action it has not seen.
                for wait in pending:
                    if name in wait[1] and now > wait[0]:
                        wait[1].discard(name)
                        if not wait[1]:
                            if latencies is not None:
                                latencies.append((now - wait[0]) * 1000)
                            pending.remove(wait)
                        break
                if not m["legal"]:
                    continue
                key = (m["table"]["deal"], m["table"]["phase"], m["table"]["pool"], len(m["log"]), m["log"][-1:])
                if key == last:
                    continue
                last = key
                kinds = {a["kind"]: a for a in m["legal"]}
                if "draw" in kinds:
                    act = {"type": "act", "action": "draw", "cards": m["hand"][:rng.randint(0, 3)]}
                else:
                    pick = next((k for k in ("call", "show", "no straddle", "bet", "abandon") if k in kinds),
                                m["legal"][0]["kind"])
                    if pick == "call" and rng.random() < 0.15:
                        pick = "abandon"
                    act = {"type": "act", "action": pick, "amount": kinds[pick]["low"]}
                seats = {p["name"] for p in m["table"]["players"]}
                pending.append((time.perf_counter(), seats))
                sent += 1
                await ws.send_str(json.dumps(act))

    async with aiohttp.ClientSession() as session:
        await asyncio.gather(*(phone(session, n) for n in names))
    return sent


def play(server: Any, seconds: float, latencies: list[float] | None = None) -> int:
    """The phones, in a process of their own (as real phones are): the server's thread then
    shares its interpreter with nobody but the window."""
    night = server.night
    job = {"url": server.url, "tokens": {n: s.token for n, s in night.seats.items()}, "seconds": seconds}
    done = subprocess.run([sys.executable, "-m", "bench.bench_phones", "--phones"], cwd=ROOT,
                          input=json.dumps(job), capture_output=True, text=True, timeout=seconds + 60)
    if done.returncode != 0:
        raise RuntimeError(done.stderr.strip()[-400:])
    out = json.loads(done.stdout.strip().splitlines()[-1])
    if latencies is not None:
        latencies.extend(out["latencies"])
    return int(out["sent"])


def phones_process() -> None:
    """(In its own process) the phones: reads the job on stdin, prints what it measured."""
    job = json.loads(sys.stdin.read())

    class Remote:
        url = job["url"]

        class night:  # noqa: N801 - the shape _play reads
            seats = {n: type("S", (), {"token": t}) for n, t in job["tokens"].items()}

    lat: list[float] = []
    sent = asyncio.run(_play(Remote, job["seconds"], lat))
    print(json.dumps({"sent": sent, "latencies": lat}))


def _thread_cpu(thread: threading.Thread | None) -> float | None:
    """A thread's processor time in seconds (Linux), or None where it cannot be read."""
    try:
        return time.clock_gettime(time.pthread_getcpuclockid(thread.ident))  # type: ignore[union-attr, arg-type]
    except (AttributeError, OSError, TypeError):
        return None


def latency(seconds: float) -> list[str]:
    server = start_evening()
    try:
        lat: list[float] = []
        cpu0 = _thread_cpu(server.thread)
        actions = play(server, seconds, lat)
        cpu1 = _thread_cpu(server.thread)
        rounds = server.night.ev.rounds_played if server.night.ev else 0
    finally:
        server.stop()
    per_action = ""
    if cpu0 is not None and cpu1 is not None and actions:
        per_action = (f"server thread's processor time: {(cpu1 - cpu0) * 1000 / actions:.2f} ms an action "
                      f"(checking it, playing it, and sending every phone at the table its new state)")
    verdict = "met" if lat and _pct(lat, 0.99) < GOAL_MS else "NOT met"
    return [f"{PHONES} phones on loopback, every seat a phone, {seconds:g} s: {actions} actions, "
            f"{rounds} rounds, {len(lat)} timed",
            f"action -> every phone at the table has it: p50 {_pct(lat, 0.5):.1f} ms, "
            f"p99 {_pct(lat, 0.99):.1f} ms, max {max(lat, default=float('nan')):.1f} ms  "
            f"(goal: p99 under {GOAL_MS:g} ms: {verdict})"] + ([per_action] if per_action else [])


def frames(seconds: float, busy: bool) -> dict[str, float]:
    """(In its own process) the host's big screen's frame times, with the phones playing or not."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import tempfile

    from game.ui.app import App
    from game.ui.scenes.party_phones_screen import PhonesEveningScene

    server = start_evening()
    app = App(home=Path(tempfile.mkdtemp(prefix="bench-phones-")), size=(1280, 720), catch_errors=False)
    app.push(PhonesEveningScene(app, server, server.night.ev))
    worker = None
    if busy:
        worker = threading.Thread(target=play, args=(server, seconds + 1.0), daemon=True)
        worker.start()
        time.sleep(0.5)
    times, cpu = [], []
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        t0, c0 = time.perf_counter(), time.thread_time()
        app.step([], 1 / 60)
        times.append((time.perf_counter() - t0) * 1000)
        cpu.append((time.thread_time() - c0) * 1000)
        time.sleep(max(0.0, 1 / 60 - (time.perf_counter() - t0)))
    if worker is not None:
        worker.join(seconds + 10)
    server.stop()
    app.close()
    return {"frames": len(times), "p50": statistics.median(times), "p99": _pct(times, 0.99),
            "cpu_p99": _pct(cpu, 0.99), "max": max(times)}


def frame_lines(seconds: float) -> list[str]:
    out = []
    for busy in (False, True):
        env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
        cmd = [sys.executable, "-m", "bench.bench_phones", "--frames", f"{seconds:g}", "busy" if busy else "idle"]
        done = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=seconds + 120)
        if done.returncode != 0:
            out.append(f"the frame run failed: {done.stderr.strip()[-300:]}")
            continue
        s = json.loads(done.stdout.strip().splitlines()[-1])
        what = f"with {PHONES} phones playing" if busy else "server idle"
        verdict = "met" if s["p99"] < FRAME_GOAL_MS else "NOT met"
        out.append(f"host's big screen, 1280x720, {what}: {s['frames']} frames, p50 {s['p50']:.2f} ms, "
                   f"p99 {s['p99']:.2f} ms (window thread's processor time p99 {s['cpu_p99']:.2f} ms), "
                   f"max {s['max']:.1f} ms  (goal p99 under {FRAME_GOAL_MS:g} ms: {verdict})")
    return out


def run(seconds: float = 15.0) -> list[str]:
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    head = [f"(machine: {os.cpu_count()} processors, load average {load:.1f} at the start: "
            "figures on a busy machine include waiting for a processor)"]
    return head + latency(seconds) + frame_lines(min(seconds, 10.0))


if __name__ == "__main__":  # pragma: no cover
    if len(sys.argv) > 1 and sys.argv[1] == "--phones":
        phones_process()
    elif len(sys.argv) > 1 and sys.argv[1] == "--frames":
        print(json.dumps(frames(float(sys.argv[2]), sys.argv[3] == "busy")))
    else:
        for line in run(float(sys.argv[1]) if len(sys.argv) > 1 else 15.0):
            print(line)
