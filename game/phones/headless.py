"""``python main.py party --serve``: a phone party night with its server and no window.

The host's terminal prints the page's address, the evening's code and the television's
address; guests join from their phones while the lobby is open (until the host presses
Enter, or ``--wait`` seconds; with no terminal, until every guest named with ``--phones``
is in, a line comes on the standard input, or the signal USR1 - the end of the input is
no word to draw, so a command started in the background keeps its lobby open), computer
players fill the other seats, and the evening
plays to its end (a guest who comes after the seats are drawn is seated at the booby
table from the next round).  The evening is saved after every deal (and the deals in progress
beside it), so ``--serve --resume`` after a crash goes on where it was, at the port and
address it was served at (:func:`served_at`), and the phones, which keep their seat's token,
come back by themselves.
"""

from __future__ import annotations

import argparse
import errno
import os
import select
import signal
import sys
import time
from pathlib import Path
from typing import Any, Callable

from game.party import Evening, PartyConfig
from game.party.prizes import few_guests_warning

from .handover import Handovers, TerminalLines
from .inprogress import FILE_NAME
from .night import NightSettings, PhoneNight
from .starting import resume_night
from .address import DEFAULT_PORT
from .server import PartyServer

POLL = 0.2


def log_path_for(save: Path) -> Path:
    """The deals-in-progress file beside an evening's save."""
    return save.with_name(FILE_NAME) if save.name == "evening.json" else save.with_suffix(".phones.json")


class PortTaken(OSError):
    """The port to serve on is taken (another program, or this evening still running)."""

    def __init__(self, port: int, resumed: bool) -> None:
        where = "where this evening was served, " if resumed else ""
        super().__init__(f"Port {port}, {where}is taken by another program: pass --port N to serve "
                         "the evening on another (the phones then need its new address).")


def served_at(args: argparse.Namespace, log_path: Path) -> tuple[int, str]:
    """The port and address to serve on: the host's own choice, else for a resumed evening
    those it was served at (the phones look for it there: round 12 of issue 37, where a
    resume on the default port left every phone saying the host was not answering), else
    8765 on every local address."""
    saved = NightSettings()
    if args.resume is not None:
        from .inprogress import load_meta

        saved = NightSettings.from_dict((load_meta(log_path) or {}).get("settings") or {})
    port = args.port if args.port is not None else (saved.port or DEFAULT_PORT)
    bind = args.bind if args.bind is not None else (saved.bind or "0.0.0.0")
    return port, bind


FLAGS = (("act_within", "timeout"), ("absent", "policy"), ("stand_in", "temperament"),
         ("pace", "pace"), ("between", "between"), ("linger", "linger"))
"""The command line's options for the phones, each with the setting it sets."""


def settings_from(args: argparse.Namespace, kept: NightSettings | None = None) -> NightSettings:
    """The night's settings: those the host gave on the command line, the others as the
    evening kept them (``kept``, a resumed evening's) or else the defaults."""
    s = NightSettings.from_dict(kept.to_dict()) if kept is not None else NightSettings()
    for flag, key in FLAGS:
        value = getattr(args, flag, None)
        if value is not None:
            setattr(s, key, value)
    return s


def resumed_settings(args: argparse.Namespace, log_path: Path) -> NightSettings:
    """A resumed evening's settings: those it was served with, kept in the phones' file
    beside its save, unless the host gives one again (round 14 of issue 37)."""
    from .inprogress import load_meta

    kept = NightSettings.from_dict((load_meta(log_path) or {}).get("settings") or {})
    return settings_from(args, kept)


def minutes_words(seconds: float) -> str:
    """"10 minutes", "1 minute", "30 seconds": how long, said as the host says it."""
    if seconds >= 60:
        m = round(seconds / 60)
        return f"{m} minute{'' if m == 1 else 's'}"
    s = round(seconds)
    return f"{s} second{'' if s == 1 else 's'}"


def linger_line(seconds: float, now: float | None = None) -> str:
    """The console's line at the prizes: how long they stay up, and how to close sooner."""
    if seconds <= 0:
        return "The evening is over; the server closes now."
    until = time.strftime("%H:%M", time.localtime((now if now is not None else time.time()) + seconds))
    return (f"The prizes stay up on the phones and the television for {minutes_words(seconds)} "
            f"(until {until}); press Ctrl+C to close the evening sooner.")


def write_score_sheet(ev: Evening, say: Callable[..., Any]) -> None:
    """The score sheet in the data folder's party/ at the prizes, as the window writes it."""
    from game.party.sheet import write_sheets
    from game.store.paths import party_dir

    try:
        paths = write_sheets(ev, party_dir())
    except OSError as exc:
        say(f"The score sheet could not be written ({exc.strerror or exc}).")
        return
    say(f"The score sheet: {paths[1]} (and {paths[0].name})")


def _enter_pressed() -> bool:
    if not sys.stdin or not sys.stdin.isatty():
        return False
    try:
        ready, _, _ = select.select([sys.stdin], [], [], 0)
    except (OSError, ValueError):
        return False
    if ready:
        sys.stdin.readline()
        return True
    return False


class LobbyWait:
    """When the seats are drawn with no terminal to press Enter at: every expected guest
    is on a phone, a line comes on the standard input, or the signal USR1.  The end of
    the input (``< /dev/null``, a closed pipe) only stops it being read: it is no word to
    draw, or a command started in the background would draw before any guest came."""

    def __init__(self, expected: list[str]) -> None:
        self.expected = list(expected)
        self.signalled = False
        self.stdin_open = sys.stdin is not None
        self._seen = b""
        self._old_handler: Any = None
        if hasattr(signal, "SIGUSR1"):
            try:
                self._old_handler = signal.signal(signal.SIGUSR1, self._on_signal)
            except ValueError:  # not the main thread (tests): no signal, the rest still works
                self._old_handler = None

    def _on_signal(self, *_: Any) -> None:
        self.signalled = True

    def close(self) -> None:
        if self._old_handler is not None:
            signal.signal(signal.SIGUSR1, self._old_handler)

    def words(self) -> str:
        """The one line the host reads: what draws the seats."""
        ways = []
        if self.expected:
            names = list(self.expected)
            if len(names) == 1:
                ways.append(f"when {names[0]} is on a phone")
            else:
                who = " and ".join(names) if len(names) == 2 else f"all {len(names)} named guests"
                ways.append(f"when {who} are on their phones")
        ways.append("when a line is written to this command's input")
        if hasattr(signal, "SIGUSR1"):
            ways.append(f"on `kill -USR1 {os.getpid()}`")
        return "Guests, join now. The seats are drawn " + ", or ".join(ways) + "."

    def line_came(self) -> bool:
        if not self.stdin_open:
            return False
        try:
            fd = sys.stdin.fileno()
            ready, _, _ = select.select([fd], [], [], 0)
            if not ready:
                return False
            chunk = os.read(fd, 4096)
        except (OSError, ValueError, AttributeError):
            self.stdin_open = False
            return False
        if not chunk:  # the end of the input: nothing more will come, and it draws nothing
            self.stdin_open = False
            return False
        self._seen += chunk
        return b"\n" in self._seen

    def everyone_in(self, lobby: list[dict[str, Any]]) -> bool:
        if not self.expected:
            return False
        joined = {g["name"].casefold() for g in lobby if g.get("joined")}
        return bool(lobby) and all(g.get("joined") for g in lobby) and len(joined) >= len(self.expected)

    def ready(self, lobby: list[dict[str, Any]]) -> bool:
        return self.signalled or self.line_came() or self.everyone_in(lobby)


def players_line(phones: int, players: int, tables: int) -> str:
    """The console's line once the seats are drawn: "1 phone guest; 12 players at 3 tables."."""
    return f"{phones} phone guest{'' if phones == 1 else 's'}; {players} players at {tables} tables."


def round_line(ev: Evening) -> str:
    """The console's line for the round just ended: the bell, and who goes down - or, after
    the evening's last round, that nobody moves (as the phones say)."""
    rec = ev.rounds[-1]
    bell = f"round {rec['round']:>3}: the bell - {rec['yellow']} takes a yellow counter; "
    if ev.over():
        return bell + "the evening's last round, so nobody moves"
    return bell + f"{rec['down']} goes down"


def serve(args: argparse.Namespace, make_config: Callable[[PhoneNight], PartyConfig],
          say: Callable[..., Any] = print) -> Evening:
    """Run the evening (see the module docstring); returns it when it is over."""
    from game.party.store import evening_path

    save = Path(args.save) if args.save else (Path(args.resume) if args.resume else evening_path())
    log_path = log_path_for(save)
    port, bind = served_at(args, log_path)
    if args.resume is not None:
        from game.party.store import interrupted_at, interrupted_words

        ev = Evening.load(save)
        # What waits, said as the title and the setup say it: a round, or only the prizes.
        say(interrupted_words(interrupted_at(ev), "resuming it", "resuming it to give them"))
        settings = resumed_settings(args, log_path)
        say(f"As it was set up: {settings.timeout:g} s to act, pace {settings.pace:g} s, "
            f"{settings.between:g} s between rounds, the prizes up for {minutes_words(settings.linger)}.")
        night = resume_night(ev, log_path, settings)
    else:
        night = PhoneNight(settings_from(args), log_path=log_path)
        for name in args.phone_names:
            night.expect(name, "red" if len(night.seats) % 2 == 0 else "blue")
        ev = None
    server = PartyServer(night, port=port, bind=bind)
    server.host_screen = False  # no window: the phones are not told to look at one
    try:
        server.start()
    except OSError:
        failed = getattr(server, "_failed", None)
        if isinstance(failed, OSError) and failed.errno == errno.EADDRINUSE:
            raise PortTaken(port, args.resume is not None and args.port is None) from None
        raise

    def keep_address() -> None:  # in the save, for a resume (the port the system chose, if 0)
        night.settings.port, night.settings.bind = server.port, bind
        night._save_log()

    server.call(keep_address).result(5)
    # A seat asked for from a fresh phone: answered here, or moved by itself (handover.py).
    terminal = TerminalLines()
    handovers = Handovers(night, terminal=bool(sys.stdin and sys.stdin.isatty()))

    def asks(lines: list[str] | None = None) -> None:
        if not server.running:
            return
        for line in server.call(handovers.tick, lines or []).result(5):
            say(line)
            sys.stdout.flush()

    try:
        say(f"The evening's page: {server.url}")
        say(f"The evening's code: {night.code}")
        say(f"For a television:   {server.tv_url}")
        sys.stdout.flush()
        if ev is None:
            if args.wait is not None:
                say(f"Guests, join now. The seats are drawn in {args.wait:g} seconds.")
                sys.stdout.flush()
                deadline = time.monotonic() + args.wait

                def counted() -> None:  # the phones' lobby counts it down
                    night.draw_at = night.clock() + args.wait
                    night.changes.lobby = True
                    night.changes.everyone = True

                server.call(counted).result(5)
                while time.monotonic() < deadline:
                    time.sleep(min(POLL, max(0.0, deadline - time.monotonic())))
                    asks()
            elif sys.stdin and sys.stdin.isatty():
                say("Guests, join now. Press Enter to draw the seats.")
                sys.stdout.flush()
                while not _enter_pressed():
                    time.sleep(POLL)
                    asks()
            else:
                wait = LobbyWait(args.phone_names)
                say(wait.words())
                sys.stdout.flush()
                try:
                    while not wait.ready(server.snapshot.get("lobby") or []):
                        time.sleep(POLL)
                        if not server.running:
                            break
                        asks()
                finally:
                    wait.close()

            def begin() -> Evening:
                e = Evening.start(make_config(night), path=save)
                night.begin(e)
                # No window to go on from the draw: each guest sees his seat for a counted
                # moment before the first deal (round 12 of issue 37).
                night.hold_first_deal(getattr(args, "first_deal_in", 10.0))
                return e

            ev = server.call(begin).result(10)
            say(players_line(len(night.seats), len(ev.guests), ev.table_count))
            few = few_guests_warning([g for g in ev.config.guests if not g.computer], ev.config.one_prize_each)
            if few:  # said to the host before the first deal (round 14 of issue 37)
                say(few)
            sys.stdout.flush()
        last_round = ev.rounds_played
        seated: set[str] = set()
        while server.snapshot.get("stage") != "over":
            time.sleep(POLL)
            if not server.running:
                break
            asks(terminal.take())
            # No window to seat a guest who came late: he is seated from the next round.
            for g in server.snapshot.get("lobby") or []:
                if g.get("late") == "asked" and g["name"] not in seated:
                    seated.add(g["name"])
                    server.call(night.seat_late, g["name"])
                    say(f"{g['name']} came late: seated at the booby table from the next round")
                    sys.stdout.flush()
                elif g.get("late") == "too late" and g["name"] not in seated:
                    seated.add(g["name"])
                    say(f"{g['name']} came late, in the last round: no round is left to seat a late guest in")
                    sys.stdout.flush()
            if ev.rounds_played != last_round and ev.rounds:
                last_round = ev.rounds_played
                say(round_line(ev))
                sys.stdout.flush()
        if ev.finished:
            write_score_sheet(ev, say)
        linger = max(0.0, night.settings.linger)
        say(linger_line(linger))
        sys.stdout.flush()
        try:
            time.sleep(linger)
        except KeyboardInterrupt:  # the host closes the evening sooner: no traceback
            pass
    finally:
        server.stop()
    return ev
