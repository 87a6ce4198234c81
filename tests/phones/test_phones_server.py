"""The server over loopback: scripted phones and computer players play whole evenings; every
message every client received is read for hidden cards; reconnects, a host restart
mid-round, bad and oversized messages, a wrong code, acting out of turn or for another
seat.  Loopback only (127.0.0.1), every loop bounded."""

from __future__ import annotations

import asyncio
import json
import random
import re
import urllib.error
import urllib.request

import pytest
from phones_helpers import Phone, begin_evening, fast_settings, over, start_server

from game.cards import Card
from game.engine.core.events import CardsDrawn, HandDealt, HandShown
from game.party import Evening
from game.phones.night import PhoneNight
from game.phones.starting import resume_night

CODE = re.compile(r"^(10|11|12|[2-9TJQKA])[shdc]$")
SYMBOL = re.compile(r"(10|11|12|[2-9JQKA])([♠♥♦♣])")
SUIT_OF = {"♠": "s", "♥": "h", "♦": "d", "♣": "c"}


def cards_in(obj, found: set[str]) -> set[str]:
    """Every card named anywhere in a message: codes in lists, symbols in the log's text."""
    if isinstance(obj, dict):
        for v in obj.values():
            cards_in(v, found)
    elif isinstance(obj, list):
        for v in obj:
            cards_in(v, found)
    elif isinstance(obj, str):
        if CODE.match(obj):
            found.add(obj.replace("10", "T", 1) if obj.startswith("10") else obj)
        for rank, suit in SYMBOL.findall(obj):
            found.add(("T" if rank == "10" else rank) + SUIT_OF[suit])
    return found


def cut_in_the_open(ev) -> set[str]:
    """The cards ties were cut with, which the rulings show to all ("the cards are shown"): the
    seats' cut, the moves' cuts of each round, and a tied prize's cut once the evening is over."""
    ok: set[str] = set()
    if ev is None:
        return ok
    for tc in ev.table_cuts:
        ok |= {c.code for _, cards in tc.cuts for c in cards}
    for record in ev.rounds:
        for cut in record.get("cuts", ()):
            ok |= {c for cards in cut["cards"].values() for c in cards}
    for prize in ev.prizes():
        ok |= {c for cards in (prize.cut or {}).values() for c in cards}
    return ok


class Watcher:
    """Reads, on the server's thread as it is sent, every message to every connection, and
    checks that each names no card its seat may not see."""

    def __init__(self, server) -> None:
        self.server = server
        self.checked = 0
        self.cards_seen = 0
        self.leaks: list[str] = []
        server.on_sent = self.sent

    def allowed(self, name: str | None) -> set[str]:
        night = self.server.night
        ok = cut_in_the_open(night.ev)
        deals = []
        if name is None:
            deals = [(d, None) for d in night.deals if d is not None]
        elif night.ev is not None and name in night.ev.guests:
            d = night.deal_for(name)
            if d is not None:
                deals = [(d, d.seats.index(name))]
        for d, seat in deals:
            for e in d.events:
                if isinstance(e, HandShown):
                    ok |= {c.code for c in e.cards}
                elif isinstance(e, (HandDealt, CardsDrawn)) and seat is not None and e.seat == seat:
                    for f in ("cards", "discarded", "drawn"):
                        ok |= {c.code for c in getattr(e, f, ()) if isinstance(c, Card)}
            if seat is not None and d.engine.deal is not None:
                ok |= {c.code for c in d.engine.view(seat).hand}
        return ok

    def sent(self, conn, text: str) -> None:
        msg = json.loads(text)
        found = cards_in(msg, set())
        self.checked += 1
        if not found:
            return
        self.cards_seen += len(found)
        name = None if conn.watcher else conn.name
        bad = found - self.allowed(name)
        if bad:
            self.leaks.append(f"{name or 'television'} was sent {sorted(bad)} in {msg['type']}")


async def play_evening(server, names, seed=1, timeout=90.0, tv=True):
    url, code = server.url, server.night.code
    phones = [Phone(url, code, n, random.Random(seed + i)) for i, n in enumerate(names)]
    for p in phones:
        await p.open()
        await p.join()
    watcher_tv = None
    if tv:
        watcher_tv = Phone(url, code, "tv")
        await watcher_tv.open()
        await watcher_tv.send({"type": "watch", "code": code})
    return phones, watcher_tv


def run(coro):
    return asyncio.run(asyncio.wait_for(coro, 180))


@pytest.fixture
def server():
    night = PhoneNight(fast_settings())
    s = start_server(night)
    yield s
    s.stop()


def test_the_page_and_only_its_files_are_served(server):
    base = server.url
    page = urllib.request.urlopen(base, timeout=5).read().decode()
    assert "Parlour Poker" in page and "/static/phone.js" in page
    assert b"<svg" in urllib.request.urlopen(base + "qr.svg", timeout=5).read()
    assert b"Progressive Poker" in urllib.request.urlopen(base + "tv", timeout=5).read()
    for name in ("phone.js", "phone-connect.js", "phone-join.js", "phone-status.js", "phone-table.js",
                 "phone-actions.js", "phone-end.js", "cards.js", "tv.js", "style.css", "bell.wav", "serif.otf"):
        assert urllib.request.urlopen(base + "static/" + name, timeout=5).status == 200
    for code in ("Kh", "Qs", "Jd"):  # the window's court figures, for the page's own cards
        got = urllib.request.urlopen(base + f"static/court-{code}.svg", timeout=5)
        assert got.headers["Content-Type"].startswith("image/svg+xml") and b"<svg" in got.read()
    for path in ("static/../../game/phones/server.py", "static/evening.json", "secret", "static/%2e%2e%2fREADME.md",
                 "game/phones/night.py"):
        with pytest.raises(urllib.error.HTTPError) as err:
            urllib.request.urlopen(base + path, timeout=5)
        assert err.value.code in (403, 404)


def test_a_whole_evening_of_phones_and_computers_with_no_card_leaked(server):
    watcher = Watcher(server)
    names = ["Alice", "Bob", "Cleo", "Dan", "Eve"]

    async def scenario():
        phones, tv = await play_evening(server, names)
        for p in phones:
            await p.next_message()  # welcome
        ev = begin_evening(server, total=16, rounds=3, seed=11)
        await asyncio.gather(*(p.play_until(over, 120) for p in phones))
        for _ in range(50):
            if tv.received and tv.received[-1].get("prizes"):
                break
            await tv.next_message(5)
        for p in phones + [tv]:
            await p.close()
        return ev, phones, tv

    ev, phones, tv = run(scenario())
    assert ev.finished and ev.rounds_played == 3
    assert sum(ev.counters.values()) == 16 * 50 + sum(ev.extra.values())
    assert sum(ev.yellow.values()) == 3
    for rec in ev.rounds:
        assert rec["yellow"] == rec["tables"][0]["winner"]
        assert len(rec["moves"]) >= ev.table_count - 1  # each winner below the head goes up, one goes down
    assert all(p.acted > 0 for p in phones)
    assert all(not p.errors for p in phones), [p.errors for p in phones]
    assert any(m.get("evening", {}).get("bell") for p in phones for m in p.received if m["type"] == "state")
    assert all(p.received[-1].get("prizes") for p in phones)
    assert tv.received[-1]["type"] == "overview"
    # Every guest was shown his table's last result each round, before the moves; after
    # the last round nobody was told to move (issue 28).
    for p in phones:
        states = [m for m in p.received if m["type"] == "state"]
        for rec in ev.rounds:
            mine = next(r for r in rec["tables"] if p.name in r["seats"])
            done = [m for m in states if m["evening"]["stage"] in ("between", "over")
                    and m["evening"]["round"] == rec["round"]]
            assert done and all(m["table"]["number"] == mine["table"] and m["table"]["result"]["winner"] == mine["winner"]
                                for m in done), (p.name, rec["round"])
        last = [m for m in states if m["evening"]["round"] == ev.rounds[-1]["round"] and m["evening"]["stage"] != "playing"]
        assert all(m["evening"]["stage"] == "over" and not m["next"]["moved"] for m in last)
    # The hidden-card test: every message sent to every client, read as it was sent.
    assert watcher.checked > 100 and watcher.cards_seen > 100
    assert not watcher.leaks, watcher.leaks[:5]
    # ... and as the clients received them: a phone's hand is only ever its own.
    for p in phones:
        for m in p.received:
            if m["type"] == "state":
                others = [x for i, x in enumerate(m["table"]["players"]) if i != m["seat"]]
                assert all(x["shown"] is None or m["table"]["phase"] in ("the show", "over") for x in others)


class KnowingWatcher(Watcher):
    """The hidden-card watcher across a host restart (issue 37): what a guest saw before the
    kill he may still read after it, and no guest is dealt a hand another guest at his table
    held earlier in the round (which that guest would know, card for card)."""

    def __init__(self, server) -> None:
        super().__init__(server)
        self.known: dict[tuple[str, int, int], set[str]] = {}
        self.dealt: dict[tuple[int, int], dict[str, set[frozenset[str]]]] = {}
        self.repeats: list[str] = []

    def watch(self, server) -> None:
        """Read the resumed evening's server too."""
        self.server = server
        server.on_sent = self.sent

    def allowed(self, name: str | None) -> set[str]:
        ok = super().allowed(name)
        night = self.server.night
        if name is None or night.ev is None or name not in night.ev.guests or night.stage != "playing":
            return ok
        key = (name, night.ev.round_no, night.table_of(name))
        self.known.setdefault(key, set()).update(ok)
        d = night.deal_for(name)
        if d is not None:
            seat = d.seats.index(name)
            hands = self.dealt.setdefault(key[1:], {})
            for e in d.events:
                if isinstance(e, HandDealt) and e.seat == seat and all(e.cards):
                    hand = frozenset(c.code for c in e.cards)
                    for other, theirs in hands.items():
                        if other != name and any(len(hand & h) >= 4 for h in theirs):
                            self.repeats.append(f"{name} was dealt {sorted(hand)}, which {other} had held "
                                                f"at table {key[2] + 1} in round {key[1]}")
                    hands.setdefault(name, set()).add(hand)
        return self.known[key]


class ThrowingIn(Phone):
    """A guest who never comes in (deals are thrown in, and dealt again) while ``throwing``."""

    throwing = True

    def decide(self, state):
        if not self.throwing:
            return super().decide(state)
        if not state.get("legal"):
            return None
        t = state["table"]
        key = (t["deal"], t["phase"], t["pool"], state.get("step"))
        if key == self.last_key:
            return None
        self.last_key = key
        kinds = {a["kind"]: a for a in state["legal"]}
        for kind in ("abandon", "no straddle", "pass", "draw", "show", "call"):
            if kind in kinds:
                return {"type": "act", "action": kind, "amount": kinds[kind]["low"], "deal": t["deal"]}
        a = state["legal"][0]
        return {"type": "act", "action": a["kind"], "amount": a["low"], "deal": t["deal"]}


def test_a_whole_evening_killed_and_resumed_sends_no_guest_a_card_he_may_not_see(tmp_path):
    """The hidden-card test with the host's program killed mid-round (right after a table's
    first deal was thrown in) and resumed from its files: every message to every phone, before
    and after, names no card its seat may not see, and no guest is dealt a hand another guest
    at his table has seen (issue 37, major 1: a resumed table dealt its first pack again)."""
    save, log = tmp_path / "evening.json", tmp_path / "phones.json"
    night = PhoneNight(fast_settings(pace=0.2, timeout=30.0), log_path=log)
    server = start_server(night)
    watcher = KnowingWatcher(server)
    names = ["Alice", "Bob", "Cleo", "Dan", "Eve", "Fay"]
    phones = [ThrowingIn(server.url, night.code, n, random.Random(i)) for i, n in enumerate(names)]

    def thrown_in_with_a_guest() -> bool:
        """On the server's thread: a table with guests whose first deal was thrown in is held
        (nothing moves there) so that the restart comes before its next deal."""
        for t, d in enumerate(night.deals):
            if d is not None and d.deals == 1 and d.thrown_in and any(p is None for p in d.players):
                night.hold(t)
                return True
        return False

    async def first_half():
        for p in phones:
            await p.open()
            await p.join()
            await p.next_message()
        begin_evening(server, total=12, rounds=3, seed=1, path=save)

        async def plays(p):
            while True:
                m = await p.next_message(60)
                act = p.decide(m) if m["type"] == "state" else None
                if act is not None:
                    await p.send(act)

        playing = [asyncio.ensure_future(plays(p)) for p in phones]
        try:
            for _ in range(3000):
                if server.call(thrown_in_with_a_guest).result(5):
                    break
                assert not any(task.done() for task in playing), [task.exception() for task in playing if task.done()]
                await asyncio.sleep(0.02)
            else:
                raise AssertionError("no first deal thrown in")
        finally:
            for task in playing:
                task.cancel()
            await asyncio.gather(*playing, return_exceptions=True)
        for p in phones:
            await p.close()

    run(first_half())
    server.stop()  # the program dies: its files are as the last write left them

    night2 = resume_night(Evening.load(save), log, fast_settings(pace=0.0, timeout=30.0))
    server2 = PartyServer_like(night2, server.port)
    watcher.watch(server2)

    async def second_half():
        for p in phones:
            p.url, p.ws, p.session, p.last_key = server2.url, None, None, None
            p.throwing = False  # now they play: no table of guests throws in for ever
            await p.open()
            await p.join()
        await asyncio.gather(*(p.play_until(over, 120) for p in phones))
        for p in phones:
            await p.close()

    try:
        run(second_half())
    finally:
        server2.stop()
    assert night2.ev.finished
    assert watcher.checked > 100 and watcher.cards_seen > 50
    assert not watcher.leaks, watcher.leaks[:5]
    assert not watcher.repeats, watcher.repeats[:5]


def _shown_results(phone, ev) -> dict[int, str]:
    """Each round whose end ``phone`` was shown, and how: on the screen between rounds (or at
    the end) with its table's result, or told afterwards as a round it missed."""
    out: dict[int, str] = {}
    for rec in ev.rounds:
        mine = next(r for r in rec["tables"] if phone.name in r["seats"])
        table = ev.table_name(mine["table"] - 1)
        for m in phone.received:
            if m["type"] != "state":
                continue
            if m["evening"]["stage"] in ("between", "over") and m["evening"]["round"] == rec["round"] \
                    and m["table"]["number"] == mine["table"] and m["table"]["result"]["winner"] == mine["winner"]:
                out[rec["round"]] = "on the screen"
                break
            told = next((r for r in m.get("missed", []) if r["round"] == rec["round"]), None)
            if told is not None and told["table"] == table and any(
                    ln.startswith(f"{mine['winner']} won the pool") or
                    (mine["winner"] == phone.name and ln.startswith("You won the pool")) for ln in told["lines"]):
                out[rec["round"]] = "told afterwards: " + " ".join(told["lines"])
                break
    return out


def test_every_guest_is_shown_every_rounds_last_result_across_a_kill_and_a_closed_phone(tmp_path):
    """Issue 37, major 3, on the wire: Bob's phone is closed on his turn in round 1 and opened
    again two rounds later; the host's program is killed in round 2 and resumed; Cleo's phone
    comes back only once round 3 has begun.  Every guest is shown every round's last result
    (between rounds, or told afterwards), and Bob what was done in his name."""
    save, log = tmp_path / "evening.json", tmp_path / "phones.json"
    night = PhoneNight(fast_settings(pace=0.02, timeout=0.6, between=0.3), log_path=log)
    server = start_server(night)
    names = ["Alice", "Bob", "Cleo", "Dan", "Eve"]
    phones = {n: Phone(server.url, night.code, n, random.Random(i)) for i, n in enumerate(names)}

    def in_round_two() -> bool:
        ev = night.ev
        return ev is not None and ev.rounds_played == 1 and night.stage == "playing" and any(
            d is not None and d.started and not d.done for d in night.deals)

    async def first_half():
        for p in phones.values():
            await p.open()
            await p.join()
            await p.next_message()
        begin_evening(server, total=12, rounds=4, seed=3, path=save)
        bob = phones["Bob"]
        await bob.play_until(lambda m: m["type"] == "state" and bool(m["legal"]), 30)
        await bob.close()  # his turn, and his phone is put away

        async def plays(p):
            while True:
                m = await p.next_message(60)
                act = p.decide(m) if m["type"] == "state" else None
                if act is not None:
                    await p.send(act)

        playing = [asyncio.ensure_future(plays(p)) for n, p in phones.items() if n != "Bob"]
        try:
            for _ in range(3000):
                if server.call(in_round_two).result(5):
                    break
                await asyncio.sleep(0.02)
            else:
                raise AssertionError("round 2 never came")
        finally:
            for task in playing:
                task.cancel()
            await asyncio.gather(*playing, return_exceptions=True)
        for n, p in phones.items():
            if n != "Bob":
                await p.close()

    run(first_half())
    server.stop()  # killed in round 2

    night2 = resume_night(Evening.load(save), log, fast_settings(pace=0.02, timeout=0.6, between=0.3))
    server2 = PartyServer_like(night2, server.port)

    async def second_half():
        async def back(p, after_round: int | None = None):
            if after_round is not None:  # this phone comes back late
                for _ in range(3000):
                    if night2.ev.rounds_played >= after_round and night2.stage == "playing":
                        break
                    await asyncio.sleep(0.02)
            p.url, p.ws, p.session, p.last_key = server2.url, None, None, None
            await p.open()
            await p.join()
            await p.play_until(over, 150)

        await asyncio.gather(back(phones["Alice"]), back(phones["Dan"]), back(phones["Eve"]),
                             back(phones["Cleo"], after_round=2), back(phones["Bob"], after_round=3))
        for p in phones.values():
            await p.close()

    try:
        run(second_half())
    finally:
        server2.stop()
    ev = night2.ev
    assert ev.finished and ev.rounds_played == 4
    for p in phones.values():
        shown = _shown_results(p, ev)
        assert set(shown) == {1, 2, 3, 4}, (p.name, shown)
    bob = _shown_results(phones["Bob"], ev)
    assert bob[1].startswith("told afterwards") and "Time ran out, so" in bob[1], bob[1]
    assert not night2.missed_for("Bob"), "what he has read is not told again"


def test_bad_messages_wrong_code_out_of_turn_and_another_seat(server):
    async def scenario():
        url, code = server.url, server.night.code
        a = Phone(url, code, "Alice")
        b = Phone(url, code, "Bob")
        stranger = Phone(url, "ZZZZ", "Mallory")
        for p in (a, b, stranger):
            await p.open()
        await stranger.join()
        assert "not this evening's code" in (await stranger.next_message())["message"].lower()
        await stranger.send({"type": "act", "action": "call"})
        assert "join the evening first" in (await stranger.next_message())["message"].lower()
        await stranger.send({"type": "hello", "token": "x" * 30})
        assert "no seat" in (await stranger.next_message())["message"].lower()
        await stranger.send("x" * 5000)
        assert "too long" in (await stranger.next_message())["message"].lower()
        await stranger.send("{]")
        assert "not json" in (await stranger.next_message())["message"].lower()
        await stranger.ws.send_bytes(b"\x00\x01")
        assert "json text" in (await stranger.next_message())["message"].lower()
        await asyncio.sleep(1.05)  # a new second: a flood of messages is refused after twenty
        for _ in range(40):
            await stranger.send({"type": "ping"})
        answers = [await stranger.next_message() for _ in range(21)]
        assert [m["type"] for m in answers].count("pong") == 20
        assert "too many messages" in answers[-1]["message"].lower()
        await a.join()
        await b.join()
        for p in (a, b):
            while (await p.next_message())["type"] != "lobby":
                pass
        ev = begin_evening(server, total=12, rounds=1, seed=5)
        # Wait until one of them is to act; the other tries to act out of turn.
        turn = other = None
        for _ in range(400):
            for p, q in ((a, b), (b, a)):
                try:
                    m = await p.next_message(0.05)
                except asyncio.TimeoutError:
                    continue
                if m["type"] == "state" and m["legal"]:
                    turn, other, state = p, q, m
            if turn:
                break
        assert turn is not None
        d = server.night.deal_for(turn.name)
        before = len(d.engine.events)
        la = state["legal"][0]
        await other.send({"type": "act", "action": la["kind"], "amount": la["low"]})
        # whatever the other is sent, an error must come and the table must not move
        for _ in range(20):
            m = await other.next_message()
            if m["type"] == "error":
                break
        # (out of turn; or, if it is also the other's turn at his own table, not an action he may take there)
        assert any(w in m["message"].lower() for w in ("not your turn", "cannot", "over", "dealt"))
        # No message can name a seat: acting for another needs its token, which only its phone has.
        await turn.send({"type": "act", "action": "raise", "amount": 10**6})
        assert (await turn.next_message())["type"] == "error"
        await turn.send({"type": "act", "action": "show"})
        m = await turn.next_message()
        assert m["type"] == "error" and "cannot show" in m["message"]
        assert len(d.engine.events) == before  # nothing changed
        for p in (a, b, stranger):
            await p.close()
        return ev

    run(scenario())


def test_a_phone_that_reloads_comes_back_to_its_seat_and_cards(server):
    async def scenario():
        a = Phone(server.url, server.night.code, "Alice")
        await a.open()
        await a.join()
        await a.next_message()
        begin_evening(server, total=12, rounds=1, seed=2)
        state = None
        for _ in range(100):
            m = await a.next_message()
            if m["type"] == "state" and m["hand"]:
                state = m
                break
        await a.close()  # the phone sleeps
        await asyncio.sleep(0.1)
        await a.open()
        await a.join()  # hello, with the token kept in the browser
        welcome = await a.next_message()
        assert welcome["type"] == "welcome" and welcome["name"] == "Alice"
        back = await a.next_message()
        assert back["type"] == "state" and back["you"] == "Alice"
        if back["table"]["deal"] == state["table"]["deal"] and back["table"]["phase"] == state["table"]["phase"]:
            assert back["hand"] == state["hand"]
        await a.close()

    run(scenario())


def test_host_restart_mid_round_phones_reconnect_by_themselves(tmp_path):
    save, log = tmp_path / "evening.json", tmp_path / "phones.json"
    night = PhoneNight(fast_settings(pace=0.05), log_path=log)
    server = start_server(night)
    names = ["Alice", "Bob", "Cleo"]

    async def first_half():
        phones, _ = await play_evening(server, names, tv=False)
        for p in phones:
            await p.next_message()
        begin_evening(server, total=12, rounds=2, seed=8, path=save)
        # Play for a while, then the host's program dies mid-round.
        await asyncio.gather(*(p.play_until(lambda m: m["type"] == "state" and len(m["log"]) >= 6, 30)
                               for p in phones))
        for p in phones:  # the host's program dies: every phone loses its connection
            await p.close()
        return phones

    phones = run(first_half())
    assert server.night.stage == "playing"
    server.stop()
    tokens = {p.name: p.token for p in phones}

    ev = Evening.load(save)
    night2 = resume_night(ev, log, fast_settings(pace=0.0))
    server2 = PartyServer_like(night2, server.port)

    async def second_half():
        for p in phones:
            p.url = server2.url
            p.ws = p.session = None
            await p.open()
            await p.join()  # the page's own reconnect: hello with its token
            assert (await p.next_message())["type"] == "welcome"
        await asyncio.gather(*(p.play_until(over, 120) for p in phones))
        for p in phones:
            await p.close()

    try:
        run(second_half())
    finally:
        server2.stop()
    assert {p.name: p.token for p in phones} == tokens
    assert ev.finished and ev.rounds_played == 2
    assert sum(ev.counters.values()) == 12 * 50 + sum(ev.extra.values())


def PartyServer_like(night, port):
    """A new server for the resumed evening, on the same port when it is free."""
    from game.phones.server import PartyServer

    s = PartyServer(night, port=port, bind="127.0.0.1", tick=0.01)
    try:
        s.start()
    except OSError:
        s = PartyServer(night, port=0, bind="127.0.0.1", tick=0.01)
        s.start()
    return s


def test_an_away_guest_comes_back_with_one_tap(server):
    async def scenario():
        a = Phone(server.url, server.night.code, "Alice")
        a.play = False
        await a.open()
        await a.join()
        await a.next_message()
        begin_evening(server, total=12, rounds=1, seed=3)
        server.call(server.night.set_away, "Alice").result(5)
        for _ in range(200):
            m = await a.next_message()
            if m["type"] == "state" and m["me"]["away"]:
                break
        assert m["me"]["away"]
        await a.send({"type": "back"})  # the page's "I'm back" button
        for _ in range(200):
            m = await a.next_message()
            if m["type"] == "state" and not m["me"]["away"]:
                break
        assert not m["me"]["away"] and "Alice" not in server.night.away
        await a.close()

    run(scenario())


def test_a_page_says_when_it_is_out_of_sight_and_its_seat_counts_it(server):
    """Round 11 of issue 37: a turn run out on a page in sight is a glance away, not a guest
    gone.  The page tells the host when it is put out of sight and brought back; a page that
    closes out of sight is no longer counted."""
    night = server.night

    def seat() -> tuple[int, int, bool]:
        s = night.seats["Alice"]
        return s.connections, s.hidden, s.in_sight

    async def settled(want):
        for _ in range(100):
            if server.call(seat).result(5) == want:
                return
            await asyncio.sleep(0.02)
        raise AssertionError(f"{server.call(seat).result(5)} is not {want}")

    async def scenario():
        a = Phone(server.url, server.night.code, "Alice")
        a.play = False
        await a.open()
        await a.join()
        await a.next_message()
        await settled((1, 0, True))
        await a.send({"type": "sight", "visible": False})  # the phone put down, the page open
        await settled((1, 1, False))
        await a.send({"type": "sight", "visible": False})  # said twice: counted once
        await a.send({"type": "sight", "visible": True})
        await settled((1, 0, True))
        await a.send({"type": "sight", "visible": False})
        await settled((1, 1, False))
        await a.close()  # closed out of sight: nothing of it is left counted
        await settled((0, 0, False))
        b = Phone(server.url, server.night.code, "Bob")
        await b.open()
        await b.send({"type": "sight", "visible": "no"})
        m = await b.next_message()
        assert m["type"] == "error" and "visible" in m["message"]
        await b.close()

    night.expect("Alice")
    run(scenario())


def test_the_server_lets_the_window_in_often_and_gives_the_interval_back():
    """A busy server thread may hold the interpreter for at most SWITCH_INTERVAL before the
    window's thread is let in; stopping the server gives the interpreter its old interval."""
    import sys

    from game.phones.server import SWITCH_INTERVAL

    before = sys.getswitchinterval()
    server = start_server(PhoneNight(fast_settings()))
    try:
        assert sys.getswitchinterval() == pytest.approx(min(before, SWITCH_INTERVAL))
    finally:
        server.stop()
    assert sys.getswitchinterval() == pytest.approx(before)


def test_a_name_taken_on_one_phone_leaves_the_list_on_the_others_open_join_page():
    night = PhoneNight(fast_settings())
    night.expect("Alice", "red")
    night.expect("Bob", "blue")
    server = start_server(night)

    async def run() -> None:
        looker = Phone(server.url, night.code, "")
        alice = Phone(server.url, night.code, "Alice")
        await looker.open()
        await alice.open()
        try:
            await looker.send({"type": "names", "code": night.code})
            first = await looker.next_message()
            assert first["type"] == "names" and first["names"] == ["Alice", "Bob"]
            await alice.join()
            for _ in range(10):
                m = await looker.next_message()
                if m["type"] == "names" and m["names"] == ["Bob"]:
                    break
            else:
                raise AssertionError(f"the open join page was not told: {looker.received}")
        finally:
            await looker.close()
            await alice.close()

    try:
        asyncio.run(run())
    finally:
        server.stop()


def test_the_lobby_names_only_guests_on_their_phones_and_the_join_page_knows_the_last_round():
    night = PhoneNight(fast_settings(pace=100.0))
    night.expect("Alice", "red")
    night.expect("Bob", "blue")
    server = start_server(night)

    async def first(phone, kind):
        for _ in range(20):
            m = await phone.next_message()
            if m["type"] == kind:
                return m
        raise AssertionError(f"no {kind} message: {phone.received}")

    async def run() -> None:
        tv = Phone(server.url, night.code, "")
        alice = Phone(server.url, night.code, "Alice")
        looker = Phone(server.url, night.code, "")
        for p in (tv, alice, looker):
            await p.open()
        try:
            await alice.join()
            lobby = await first(alice, "lobby")
            assert lobby["guests"] == ["Alice"]  # Bob is expected, not here
            await tv.send({"type": "watch", "code": night.code})
            assert (await first(tv, "lobby"))["guests"] == ["Alice"]
            await looker.send({"type": "names", "code": night.code})
            m = await first(looker, "names")
            assert m["open"] and not m["last"]
            begin_evening(server, 8, 1)
            await looker.send({"type": "names", "code": night.code})
            m = await first(looker, "names")
            assert not m["open"] and m["last"]  # one round only: it is the last
        finally:
            for p in (tv, alice, looker):
                await p.close()

    try:
        asyncio.run(run())
    finally:
        server.stop()


def test_the_prizes_reach_the_phones_when_the_host_gives_them_before_the_server_stops():
    night = PhoneNight(fast_settings())
    night.expect("Alice", "red")
    night.hold_prizes()  # the host's window gives them
    server = start_server(night)

    async def scenario():
        a = Phone(server.url, night.code, "Alice")
        await a.open()
        await a.join()
        await a.next_message()
        begin_evening(server, total=8, rounds=1, seed=3)
        await a.play_until(over)
        assert "prizes" not in a.received[-1] and a.received[-1]["evening"]["prizes_soon"]
        server.call(night.show_prizes).result(5)
        server.settle()
        server.stop()
        for _ in range(50):
            m = await a.next_message()
            if m.get("prizes"):
                break
        assert m.get("prizes")
        await a.close()

    try:
        run(scenario())
    finally:
        server.stop()
