"""The evening's web server: aiohttp (HTTP and websockets) on its own thread and loop.

:class:`PartyServer` serves only its own files - the phone page, the television's
overview page, their script, style, fonts and bell, and the QR code - and one websocket
at ``/ws``.  It answers only addresses inside the room (loopback, private, link-local),
only while its evening runs, and stops with it.  The window (or the headless command)
never waits on it: it reads :attr:`PartyServer.snapshot`, replaced whole after each
change, and hands commands over with :meth:`PartyServer.call`.

Every phone message is parsed and checked (:mod:`.protocol`), then acted on by the
:class:`~.night.PhoneNight`; a bad one is answered ``{"type": "error", "message": ...}``
and changes nothing.  After every change each connection of a changed table is sent its
own seat's message (:func:`~.messages.seat_message`), and the televisions the overview.
"""

from __future__ import annotations

import asyncio
import copy
import concurrent.futures
import itertools
import json
import logging
import sys
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from aiohttp import WSMsgType, web

from .address import DEFAULT_PORT, is_local, local_address, page_url, qr_svg
from .messages import overview_message
from .handover import asking_words, moved_words
from .lobby import SeatAsked
from .night import PhoneNight
from .protocol import MAX_MESSAGE, ProtocolError, parse

log = logging.getLogger(__name__)

TICK = 0.05  # seconds between the evening's clock ticks (computer players, time-outs)
MAX_PER_SECOND = 20  # messages a phone may send in a second; more are refused unread
SWITCH_INTERVAL = 0.001
"""Seconds a thread may hold the interpreter before another waiting for it is let in, while
the server runs: the default (5 ms) let a busy server thread hold up a frame of the host's
window by as much (bench/bench_phones.py measured the frame p99 halve with 1 ms)."""
PUBLISH_EVERY = 0.1  # seconds: the window's picture of the tables is at most this old
START_TIMEOUT = 10.0

# The only files served: URL name -> (path under assets/, content type).  The guest's page
# is split by job into classic scripts loaded in order (phone.html); phone.js starts it.
FILES = {
    "phone-connect.js": ("web/phone-connect.js", "text/javascript; charset=utf-8"),
    "phone-join.js": ("web/phone-join.js", "text/javascript; charset=utf-8"),
    "phone-status.js": ("web/phone-status.js", "text/javascript; charset=utf-8"),
    "phone-table.js": ("web/phone-table.js", "text/javascript; charset=utf-8"),
    "phone-actions.js": ("web/phone-actions.js", "text/javascript; charset=utf-8"),
    "phone-end.js": ("web/phone-end.js", "text/javascript; charset=utf-8"),
    "phone.js": ("web/phone.js", "text/javascript; charset=utf-8"),
    "tv.js": ("web/tv.js", "text/javascript; charset=utf-8"),
    "cards.js": ("web/cards.js", "text/javascript; charset=utf-8"),
    "style.css": ("web/style.css", "text/css; charset=utf-8"),
    "serif.otf": ("fonts/LinLibertine_R.otf", "font/otf"),
    "serif-italic.otf": ("fonts/LinLibertine_RI.otf", "font/otf"),
    "bell.wav": ("sounds/bell.wav", "audio/wav"),
    "icon.svg": ("web/icon.svg", "image/svg+xml"),
}
# The court figures the window draws (one end of each; the page turns it about for the other).
FILES.update({f"court-{rank}{suit}.svg": (f"courts/{rank}{suit}.svg", "image/svg+xml")
              for rank in "JQK" for suit in "cdhs"})
PAGES = {"/": "web/phone.html", "/tv": "web/tv.html"}


def assets_dir() -> Path:
    from game.store.paths import assets_dir as where  # assets/ from source or frozen

    return where()


def with_deadline(clock: dict[str, Any] | None) -> dict[str, Any] | None:
    """A turn's clock with its deadline on the host's wall clock (``until``, ms since 1970)
    beside the seconds left: the pages count to the deadline, not from when a message came."""
    if clock is not None:
        clock["until"] = round((time.time() + float(clock["left"])) * 1000)
    return clock


@dataclass
class Conn:
    """One open websocket: a phone (once it has a seat) or a television."""

    id: int
    ws: web.WebSocketResponse
    name: str | None = None
    watcher: bool = False
    window: float = 0.0  # when the current second of messages began
    code: str | None = None
    """The evening's code this page has shown the list of names with (not yet seated): the
    list is sent again when it changes, so that a name taken on another phone goes away."""
    count: int = 0  # messages in it
    where: bool = False  # a join page that asked where the code is (told again when a television opens)
    hidden: bool = False  # the page says it is out of sight (its guest's turns count so)
    asking: str | None = None
    """The key of this page's request for a seat taken on another phone (the host is asked):
    it is sent nothing of that seat until the host hands it over."""

    def flooding(self, now: float) -> bool:
        """True when this connection sends more than a person could tap."""
        if now - self.window >= 1.0:
            self.window, self.count = now, 0
        self.count += 1
        return self.count > MAX_PER_SECOND


class PartyServer:
    """The evening's server (see the module docstring)."""

    def __init__(self, night: PhoneNight, port: int = DEFAULT_PORT, bind: str = "0.0.0.0",
                 public_host: str | None = None, tick: float = TICK, assets: Path | None = None,
                 local_only: bool = True) -> None:
        self.night = night
        self.port = port
        self.bind = bind
        self.public_host = public_host
        self.tick_seconds = tick
        self.assets = assets
        self.local_only = local_only
        self.loop: asyncio.AbstractEventLoop | None = None
        self.thread: threading.Thread | None = None
        self.conns: dict[int, Conn] = {}
        self._ids = itertools.count(1)
        self._runner: web.AppRunner | None = None
        self._ready = threading.Event()
        self._failed: BaseException | None = None
        self._ticker: asyncio.Task[None] | None = None
        self.snapshot: dict[str, Any] = {}
        self.sent = 0
        self._stale = False
        self._published = 0.0
        self.on_sent: Callable[[Conn, str], None] | None = None  # (for benchmarks)
        self.on_publish: Callable[[], Any] | None = None
        """Called on the server's thread after each new snapshot: the window, which sleeps
        while nothing moves on it, is woken by it (a guest's arrival is no event of its own)."""
        self._switch: float | None = None  # the interpreter's switch interval before start()
        self.host_screen = True  # False for ``party --serve``: no window, the phones' words say so
        self.closing = "the evening is over"  # the phones' word when it stops (stop's ``why``)

    # ------------------------------------------------------------------ the thread
    @property
    def url(self) -> str:
        return page_url(self.public_host or local_address(), self.port)

    @property
    def join_url(self) -> str:
        """The page's address with the evening's code (what the QR code holds)."""
        return f"{self.url}#{self.night.code}"

    @property
    def tv_url(self) -> str:
        return f"{self.url}tv#{self.night.code}"

    @property
    def running(self) -> bool:
        return self.thread is not None and self.thread.is_alive() and self._ready.is_set()

    def start(self) -> str:
        """Start serving on its own thread; returns the page's address.  Raises ``OSError``
        if the port cannot be had."""
        if self.assets is None:
            self.assets = assets_dir()
        if self.public_host is None:  # the address the phones are given: the one served on
            self.public_host = self.bind if self.bind not in ("0.0.0.0", "", "::") else local_address()
        self.thread = threading.Thread(target=self._run, name="party-server", daemon=True)
        if self._switch is None:
            self._switch = sys.getswitchinterval()
            sys.setswitchinterval(min(self._switch, SWITCH_INTERVAL))
        self.thread.start()
        if not self._ready.wait(START_TIMEOUT) or self._failed is not None:
            self.thread.join(2.0)
            self.stop()  # gives the interpreter its switch interval back
            raise OSError(f"the evening's server could not start: {self._failed}")
        return self.url

    def _run(self) -> None:
        loop = asyncio.new_event_loop()
        self.loop = loop
        asyncio.set_event_loop(loop)
        try:
            loop.run_until_complete(self._start())
        except BaseException as exc:  # the port is taken, or no network: tell start()
            self._failed = exc
            self._ready.set()
            loop.close()
            return
        self._ready.set()
        try:
            loop.run_forever()
        finally:
            loop.run_until_complete(self._shutdown())
            loop.close()

    async def _start(self) -> None:
        app = web.Application(middlewares=[self._guard], client_max_size=MAX_MESSAGE)
        app.router.add_get("/", self._page)
        app.router.add_get("/tv", self._page)
        app.router.add_get("/static/{name}", self._file)
        app.router.add_get("/qr.svg", self._qr)
        app.router.add_get("/favicon.ico", self._icon)
        app.router.add_get("/ws", self._ws)
        self._runner = web.AppRunner(app, access_log=None, handle_signals=False)
        await self._runner.setup()
        site = web.TCPSite(self._runner, self.bind, self.port, reuse_address=True)
        await site.start()
        if self.port == 0:  # the system chose a free port (tests)
            server = getattr(site, "_server", None)
            if server is not None and server.sockets:
                self.port = server.sockets[0].getsockname()[1]
        self._publish()
        self._ticker = asyncio.get_running_loop().create_task(self._tick_forever())

    async def _shutdown(self) -> None:
        if self._ticker is not None:
            self._ticker.cancel()
        for conn in list(self.conns.values()):
            await conn.ws.close(code=1001, message=self.closing.encode())
        if self._runner is not None:
            await self._runner.cleanup()

    def stop(self, timeout: float = 5.0, why: str = "the evening is over") -> None:
        """Stop serving (the evening is over, or the host left it); waits for the thread.
        ``why`` goes to the phones: ``left`` when the host went back to his title screen."""
        self.closing = why
        loop, thread = self.loop, self.thread
        if loop is not None and thread is not None and thread.is_alive():
            loop.call_soon_threadsafe(loop.stop)
            thread.join(timeout)
        if self._switch is not None:
            sys.setswitchinterval(self._switch)
            self._switch = None

    def settle(self, seconds: float = 0.3) -> None:
        """Give the loop ``seconds`` to write what it has queued (the prizes, before a stop)."""
        if self.loop is not None and self.running:
            try:
                asyncio.run_coroutine_threadsafe(asyncio.sleep(seconds), self.loop).result(seconds + 5)
            except (concurrent.futures.TimeoutError, RuntimeError):
                pass

    def call(self, fn: Callable[..., Any], *args: Any) -> concurrent.futures.Future[Any]:
        """Run ``fn(*args)`` on the server's loop (the night is only touched there); the
        window does not wait for the answer unless it asks the future."""
        fut: concurrent.futures.Future[Any] = concurrent.futures.Future()

        def run() -> None:
            try:
                fut.set_result(fn(*args))
            except BaseException as exc:
                fut.set_exception(exc)
            self._flush()

        if self.loop is None or not self.running:
            raise RuntimeError("the evening's server is not running")
        self.loop.call_soon_threadsafe(run)
        return fut

    # ------------------------------------------------------------------ HTTP
    @web.middleware
    async def _guard(self, request: web.Request, handler: Callable[..., Any]) -> web.StreamResponse:
        if self.local_only and not is_local(request.remote or ""):
            raise web.HTTPForbidden(text="This evening is served to the room only.")
        response = await handler(request)
        response.headers["Cache-Control"] = "no-store"
        response.headers["X-Content-Type-Options"] = "nosniff"
        response.headers["Referrer-Policy"] = "no-referrer"
        response.headers["Content-Security-Policy"] = (
            "default-src 'self'; img-src 'self' data:; media-src 'self'; style-src 'self'; "
            "script-src 'self'; connect-src 'self'; font-src 'self'; frame-ancestors 'none'")
        return response

    async def _page(self, request: web.Request) -> web.StreamResponse:
        assert self.assets is not None
        path = self.assets / PAGES[request.path]
        return web.Response(body=path.read_bytes(), content_type="text/html", charset="utf-8")

    async def _file(self, request: web.Request) -> web.StreamResponse:
        entry = FILES.get(request.match_info["name"])
        if entry is None:
            raise web.HTTPNotFound(text="Not one of the evening's files.")
        assert self.assets is not None
        rel, ctype = entry
        body = (self.assets / rel).read_bytes()
        resp = web.Response(body=body)
        resp.headers["Content-Type"] = ctype
        return resp

    async def _icon(self, request: web.Request) -> web.StreamResponse:
        """The tab's icon (browsers ask for it on every page; without it, a 404 each time)."""
        assert self.assets is not None
        return web.Response(body=(self.assets / "web/icon.svg").read_bytes(), content_type="image/svg+xml")

    async def _qr(self, request: web.Request) -> web.StreamResponse:
        return web.Response(body=qr_svg(self.join_url), content_type="image/svg+xml")

    # ------------------------------------------------------------------ websockets
    async def _ws(self, request: web.Request) -> web.StreamResponse:
        ws = web.WebSocketResponse(heartbeat=20.0, max_msg_size=64 * 1024)
        await ws.prepare(request)
        conn = Conn(next(self._ids), ws)
        self.conns[conn.id] = conn
        try:
            async for msg in ws:
                if msg.type == WSMsgType.TEXT and conn.flooding(time.monotonic()):
                    if conn.count == MAX_PER_SECOND + 1:
                        self._send_error(conn, "too many messages: one tap at a time, please")
                elif msg.type == WSMsgType.TEXT:
                    self._handle(conn, msg.data)
                elif msg.type == WSMsgType.BINARY:
                    self._send_error(conn, "messages are JSON text")
                else:
                    break
                self._flush()
        finally:
            self.conns.pop(conn.id, None)
            if conn.asking is not None:  # gone before the host answered: he is no longer asked
                self.night.drop_ask(conn.asking)
            if conn.name is not None:
                self._sight(conn, False)
                self.night.connected(conn.name, -1)
                self._flush()
        return ws

    def _handle(self, conn: Conn, raw: str) -> None:
        night = self.night
        try:
            req = parse(raw)
            if req.type == "ping":
                self._send(conn, {"type": "pong"})
            elif req.type == "where":
                conn.where = True
                self._send(conn, self._where())
            elif req.type == "names":
                self._send_names(conn, req.code)
                conn.code = req.code
            elif req.type == "watch":
                night.check_code(req.code)
                first = not self._watchers()
                conn.watcher = True
                self._send_overview(conn)
                if first:  # the code is on a television now: the join pages may say so
                    for other in list(self.conns.values()):
                        if other.name is None and other.where:
                            self._send(other, self._where())
            elif req.type in ("join", "hello"):
                try:
                    seat = night.join(req.code, req.name, req.group) if req.type == "join" else night.hello(req.token)
                except SeatAsked as asked:
                    if conn.asking is not None and conn.asking != asked.key:
                        night.drop_ask(conn.asking)
                    conn.asking = asked.key
                    title, words = asking_words(asked.name, self.host_screen)
                    self._send(conn, {"type": "asking", "you": asked.name, "title": title, "message": words})
                    return
                self._seat(conn, seat.name)
                self._send(conn, {"type": "welcome", "name": seat.name, "token": seat.token,
                                  "code": night.code})
                self._send_state(conn)
            elif req.type == "sight":
                if conn.name is not None:  # (a page not yet seated has no turns to count)
                    self._sight(conn, not req.visible)
            elif req.type == "back":
                if conn.name is None:
                    raise ProtocolError("join the evening first")
                night.back(conn.name)
            elif req.type == "seen":
                if conn.name is None:
                    raise ProtocolError("join the evening first")
                night.seen(conn.name, list(req.rounds))
            elif req.type == "act":
                if conn.name is None:
                    raise ProtocolError("join the evening first")
                night.act(conn.name, req)
        except ProtocolError as exc:
            self._send_error(conn, str(exc))

    def _send_names(self, conn: Conn, code: str) -> None:
        night = self.night
        self._send(conn, {"type": "names", "names": night.names(code), "seated": night.seated_names(),
                          "groups": self._groups(), "open": night.stage == "lobby",
                          "last": night.no_round_left()})

    def _groups(self) -> dict[str, str]:
        ev = self.night.ev
        if ev is not None:
            return dict(ev.config.group_names)
        return dict(self.snapshot.get("groups") or {"red": "Ladies", "blue": "Gentlemen"})

    def _seat(self, conn: Conn, name: str) -> None:
        if conn.name == name:
            return
        if conn.name is not None:
            self._sight(conn, False)
            self.night.connected(conn.name, -1)
        conn.name = name
        self.night.connected(name, +1)

    def _sight(self, conn: Conn, hidden: bool) -> None:
        """The page on ``conn`` is out of sight (``hidden``) or in sight again: its guest's
        seat counts it (a turn run out on a page in sight is not enough to make him away)."""
        if conn.hidden != hidden and conn.name is not None:
            self.night.out_of_sight(conn.name, 1 if hidden else -1)
        conn.hidden = hidden

    # ------------------------------------------------------------------ sending
    def _send(self, conn: Conn, msg: dict[str, Any]) -> bool:
        """Queue ``msg`` for ``conn``; False if its socket is already closed.  Each message
        carries the host's time (``now``, ms since 1970): a page measures its own clock
        against it, and counts every turn to the deadline the host set (``until``), so that
        host, phones and television agree (round 5 of issue 37: a few seconds apart)."""
        msg = {**msg, "now": round(time.time() * 1000)}
        text = json.dumps(msg, separators=(",", ":"), ensure_ascii=False)
        if conn.ws.closed:
            return False
        self.sent += 1
        if self.on_sent is not None:
            self.on_sent(conn, text)
        asyncio.ensure_future(self._write(conn, text))
        return True

    async def _write(self, conn: Conn, text: str) -> None:
        try:
            await conn.ws.send_str(text)
        except (ConnectionError, RuntimeError):
            pass  # the phone has gone; it will come back with its token

    def _send_error(self, conn: Conn, message: str) -> None:
        self._send(conn, {"type": "error", "message": message[:1].upper() + message[1:]})

    def _send_state(self, conn: Conn) -> None:
        night, name = self.night, conn.name
        if name is None:
            return
        if name in night.late:  # came after the seats were drawn: waiting for a round
            self._send(conn, night.late_message(name))
            return
        if name not in night.seats:  # removed by the host, or given to a computer player
            self._send(conn, {"type": "gone", "message": "The host has given your seat away."})
            conn.name = None
            return
        if night.ev is None:
            self._send(conn, {"type": "lobby", "you": name, "group": night.seats[name].group,
                              "groups": self._groups(), "guests": [s["name"] for s in night.lobby_list()
                                                                        if s["joined"]],
                              "draw_in": night.draw_in()})
            return
        msg = night.message_for(name)
        with_deadline((msg.get("table") or {}).get("clock"))
        if self._send(conn, msg):
            night.delivered(name, msg)  # a round's end on an open phone: shown to him

    def _send_overview(self, conn: Conn) -> None:
        if self.night.ev is not None:
            # A television that comes (back) is sent the evening as it is now: a picture
            # published a while ago would start its clocks from long-gone seconds (a resumed
            # evening's television read "0 s" beside the host's 59).
            self._publish()
        ov = self.snapshot.get("overview")
        if ov is not None:
            if self.night.seats_hidden:  # the window's own picture keeps the seats; the television not yet
                ov = self.night.hide_seating(copy.deepcopy(ov))
            self._send(conn, ov)
        else:
            self._send(conn, {"type": "lobby", "you": None, "guests": [s["name"] for s in self.night.lobby_list() if s["joined"]],
                              "code": self.night.code, "address": self.url})

    def _flush(self) -> None:
        """Send every connection whose table changed its seat's message."""
        if self.night.ask_answers:
            self._answer_asks()
        changes = self.night.take_changes()
        if not changes:
            return
        ev = self.night.ev
        tables = changes.tables
        for conn in list(self.conns.values()):
            if conn.name is None:
                if conn.code is not None and (changes.lobby or changes.everyone) and not conn.watcher:
                    try:  # a page on the join form: the names still free, as they are now
                        self._send_names(conn, conn.code)
                    except ProtocolError:
                        conn.code = None
                continue
            if conn.name in self.night.late:  # a late guest's phone: only the host's word changes it
                if changes.everyone or changes.lobby:
                    self._send_state(conn)
                continue
            if changes.everyone or ev is None or conn.name not in ev.guests \
                    or self.night.table_of(conn.name) in tables:
                self._send_state(conn)
        if changes.everyone or changes.lobby or self._watchers():
            self._publish()
        else:  # only a table moved: the window's picture is brought up to date by the tick
            self._stale = True
        for conn in list(self.conns.values()):
            if conn.watcher and (tables or changes.everyone):
                self._send_overview(conn)

    def _answer_asks(self) -> None:
        """The host's answers to phones asking for a seat taken on another: on yes the asking
        phone takes the seat (its new token) and the old phone is told, politely, that the seat
        moved; on no the asking phone is told the seat stays.  (Before the states are sent: the
        old phone is sent nothing more of the seat.)"""
        night = self.night
        answers, night.ask_answers = night.ask_answers, {}
        for key, (name, yes) in answers.items():
            asking = next((c for c in self.conns.values() if c.asking == key), None)
            if asking is not None:
                asking.asking = None
            if not yes:
                if asking is not None:
                    self._send(asking, {"type": "refused", "you": name, "message": (
                        f"The host kept {name}'s seat on the other phone. If that is you, speak to the host.")})
                continue
            for conn in list(self.conns.values()):
                if conn.name == name and conn is not asking:
                    self._send(conn, {"type": "moved", "you": name, "message": moved_words(self.host_screen)})
                    self._sight(conn, False)
                    night.connected(name, -1)
                    conn.name = None
            if asking is not None and name in night.seats:
                self._seat(asking, name)
                self._send(asking, {"type": "welcome", "name": name, "token": night.seats[name].token,
                                    "code": night.code})
                self._send_state(asking)

    def _where(self) -> dict[str, Any]:
        """Where the evening's code is to be read now: the host's screen, and a television
        only while one is open (round 9 of issue 37: the join page said "and the television"
        before any television showed it)."""
        return {"type": "where", "tv": self._watchers(), "screen": self.host_screen}

    def _watchers(self) -> bool:
        return any(c.watcher for c in self.conns.values())

    def _publish(self) -> None:
        """Replace the snapshot the window reads (one assignment: the window never sees
        half of one)."""
        night = self.night
        ev = night.ev
        overview = None
        if ev is not None:
            overview = overview_message(ev, night.stage, night.deals, night.code, self.url, night.away,
                                        night.notes)
            overview["evening"]["drawing"] = night.seats_hidden
            overview["evening"]["seated"] = night.drawing and night.seats_out
            overview["evening"]["first_in"] = night.first_in()
            overview["evening"]["next_in"] = night.next_in()
            night.hide_prizes(overview)
            for t, table in enumerate(overview["tables"]):
                table["clock"] = with_deadline(night.clock_for(t))
                night.mark_gone(table)
        humans = {}
        if ev is not None and night.stage == "playing":  # hot-seat humans at the host's computer
            for name, g in ev.guests.items():
                if g.human:
                    msg = night.message_for(name)
                    if msg["legal"]:
                        humans[name] = msg
        self._stale, self._published = False, time.monotonic()
        self.snapshot = {"stage": night.stage, "code": night.code, "url": self.url, "join_url": self.join_url,
                         "at": self._published,  # when: the window counts a turn's clock on from it
                         "humans": humans,
                         "lobby": night.lobby_list(), "overview": overview,
                         "groups": self.snapshot.get("groups") if ev is None else dict(ev.config.group_names)}
        if self.on_publish is not None:
            try:
                self.on_publish()
            except Exception:  # the window's business: never the evening's
                log.exception("waking the window failed")

    async def _tick_forever(self) -> None:
        while True:
            try:
                self.night.tick()
                self._flush()
                now = time.monotonic()
                if self._stale and now - self._published >= PUBLISH_EVERY:
                    self._publish()
            except Exception:  # a fault in one tick must not stop the evening's clock
                log.exception("the evening's tick failed")
            await asyncio.sleep(self.tick_seconds)
