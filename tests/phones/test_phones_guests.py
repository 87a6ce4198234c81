"""Party night as the guests meet it, in the messages (issue 28): every guest is shown his
table's last result before the moves; after the last round there are no moves and the end
says where he really finished; a guest whose time runs out sees the time left, and then
what was done for him and why, and the others see him away; his own counters are live.
No socket: the night's own clock."""

from __future__ import annotations

import random

from game.party import Evening
from game.phones.messages import overview_message
from game.phones.night import PhoneNight
from game.phones.starting import config_for
from game.phones.protocol import Request
from phones_helpers import Clock, my_turn, night_with


def start(n: PhoneNight, total=12, rounds=2, seed=3) -> Evening:
    ev = Evening.start(config_for(n, total, rounds, seed=seed))
    n.begin(ev)
    return ev


def play_round(n: PhoneNight, rng: random.Random, clock: Clock, limit: int = 20000) -> None:
    """Play until the round in progress is over (the stage leaves ``playing``)."""
    for _ in range(limit):
        if n.stage != "playing":
            return
        n.tick(clock.now)
        turn = my_turn(n)
        if turn is not None:
            name, m = turn
            la = rng.choice(m["legal"])
            cards = tuple(rng.sample(m["hand"], rng.randint(0, min(3, la["high"])))) if la["kind"] == "draw" else ()
            n.act(name, Request("act", action=la["kind"], amount=la["low"], cards=cards))
        clock.now += 0.25
    raise AssertionError("the round did not end")


def test_every_guest_sees_his_tables_last_result_and_no_moves_after_the_last_round():
    clock = Clock()
    n = night_with(("Alice", "Bob", "Cleo"), clock=clock, between=5.0)
    ev = start(n, rounds=3)
    rng = random.Random(5)
    for round_no in (1, 2, 3):
        before = {name: ev.table_of(name) for name in ev.guests}
        play_round(n, rng, clock)
        last = round_no == 3
        assert n.stage == ("over" if last else "between")
        record = ev.rounds[-1]
        for name in n.seats:
            m = n.message_for(name)
            t = m["table"]
            # The table he played at, with its result: the winner, the pool, the shown hands.
            assert t["number"] == before[name] + 1
            assert name in [p["name"] for p in t["players"]]
            res = t["result"]
            assert res["winner"] == record["tables"][before[name]]["winner"]
            assert res["pool"] == record["tables"][before[name]]["pool"]
            if res["shown"]:
                assert any(p["shown"] for p in t["players"])
            assert m["log"], "the table's log stays to be read"
            nxt = m["next"]
            if last:
                # Nobody moves after the last round: he finished where he played.
                assert nxt["finished"] and not nxt["moved"] and not nxt["why"]
                assert nxt["table"] == before[name] + 1
                assert m["prizes"]
            else:
                assert nxt["table"] == ev.table_of(name) + 1
                assert nxt["why"], "a guest who stays is told why, as one who moves is"
        ov = overview_message(ev, n.stage, n.deals, n.code, "")
        assert all(tb.get("result") for tb in ov["tables"])
        assert ("moves" in ov) != last
        clock.now += 6.0
        n.tick(clock.now)
    assert n.stage == "over"


def test_a_one_round_evening_ends_with_no_moves():
    clock = Clock()
    n = night_with(("Alice",), clock=clock)
    ev = start(n, rounds=1)
    where = ev.table_of("Alice")
    play_round(n, random.Random(2), clock)
    assert n.stage == "over" and ev.finished
    m = n.message_for("Alice")
    assert m["next"]["finished"] and m["next"]["table"] == where + 1 and "moves" not in \
        overview_message(ev, n.stage, n.deals, n.code, "")


def _to_turn(n: PhoneNight, clock: Clock, who: str) -> dict:
    for _ in range(4000):
        n.tick(clock.now)
        turn = my_turn(n)
        if turn is not None:
            name, m = turn
            if name == who:
                return m
            n.act(name, Request("act", action=m["legal"][0]["kind"], amount=m["legal"][0]["low"]))
        clock.now += 0.1
    raise AssertionError(f"{who}'s turn never came")


def test_a_guest_sees_his_time_and_afterwards_what_was_done_for_him():
    clock = Clock()
    n = night_with(("Alice", "Bob"), clock=clock, timeout=20.0, policy="abandon")
    ev = start(n, rounds=1, seed=4)
    m = _to_turn(n, clock, "Alice")
    n.tick(clock.now)
    m = n.message_for("Alice")
    seat = m["seat"]
    clock_ = m["table"]["clock"]
    assert clock_ is not None and clock_["seat"] == seat and 0 < clock_["left"] <= 20 and clock_["of"] == 20
    table = ev.table_of("Alice")
    others = [x for x in ev.tables[table] if x != "Alice"]
    kinds = {a["kind"] for a in m["legal"]}
    clock.now += 21.0
    n.tick(clock.now)
    assert "Alice" in n.away
    mine = n.message_for("Alice")
    assert mine["me"]["away"] and mine["me"]["acted_for"].startswith("Time ran out, so ")
    if "abandon" in kinds:
        assert mine["me"]["acted_for"] == "Time ran out, so your hand was thrown in."
    assert mine["me"]["acted_for"] in mine["log"]
    assert not any(line.startswith("You throw in") for line in mine["log"])
    # The others at her table see why, and that she is away.
    from game.phones.messages import seat_message
    if "Bob" in others:
        theirs = n.message_for("Bob")
    else:
        d = n.deal_for("Alice")
        theirs = seat_message(ev, n.stage, others[0], d, n.away, table, None, n.notes.get(table))
    assert any(line.startswith("Time ran out for Alice") for line in theirs["log"])
    assert theirs["table"]["players"][seat]["away"]
    # A reopened browser (hello) keeps her away with the notice; "I'm back" ends it.
    n.hello(n.seats["Alice"].token)
    assert n.message_for("Alice")["me"]["away"]
    n.back("Alice")
    back = n.message_for("Alice")
    assert not back["me"]["away"] and back["me"]["acted_for"] is None


def test_a_guests_own_counters_are_live():
    clock = Clock()
    n = night_with(("Alice",), clock=clock, timeout=60.0)
    start(n, rounds=1, seed=6)
    for _ in range(4000):
        n.tick(clock.now)
        m = n.message_for("Alice")
        me = m["table"]["players"][m["seat"]]
        assert m["me"]["counters"] == me["stack"] or m["table"]["phase"] == "waiting"
        if me["put"]:
            assert m["me"]["put"] == me["put"]
            return
        turn = my_turn(n)
        if turn is not None:
            name, tm = turn
            kinds = {a["kind"]: a for a in tm["legal"]}
            a = kinds.get("call") or kinds.get("straddle") or tm["legal"][0]
            n.act(name, Request("act", action=a["kind"], amount=a["low"]))
        clock.now += 0.2
    raise AssertionError("Alice never put a counter in")


def test_a_late_guest_asks_and_the_host_seats_him_at_the_booby_table_next_round():
    clock = Clock()
    n = night_with(("Alice", "Bob"), clock=clock, between=1.0)
    ev = start(n, rounds=2)
    # The list is empty and the lobby closed: the page says the seats are drawn.
    assert n.names(n.code) == []
    seat = n.join(n.code, "Dora", "red")
    assert seat.late == "asked" and "Dora" not in ev.guests
    msg = n.late_message("Dora")
    assert msg["type"] == "late" and "seats were drawn" in msg["message"] and not msg["seated"]
    assert n.hello(seat.token) is seat  # her phone comes back to the same place
    assert any(g["name"] == "Dora" and g["late"] == "asked" for g in n.lobby_list())
    n.seat_late("Dora")
    msg = n.late_message("Dora")
    assert msg["seated"] and "booby table" in msg["message"] and "round 2" in msg["message"]
    play_round(n, random.Random(1), clock)
    # Between rounds she is in the seating shown for the next round, her phone still waiting.
    assert n.stage == "between" and "Dora" in ev.tables[ev.table_count - 1] and "Dora" in n.late
    clock.now += 2.0
    n.tick(clock.now)
    assert n.stage == "playing" and ev.round_no == 2
    booby = ev.table_count - 1
    assert "Dora" in ev.tables[booby] and ev.counters["Dora"] == ev.config.stake
    m = n.message_for("Dora")
    assert m["table"]["booby"] and m["you"] == "Dora"
    ev.check()
    again = Evening.from_dict(ev.to_dict())  # the evening with her in it saves and loads
    assert "Dora" in again.tables[booby]


def test_after_a_restart_between_rounds_the_last_results_are_shown_again(tmp_path):
    from game.phones.starting import resume_night

    clock = Clock()
    path = tmp_path / "evening.json"
    n = night_with(("Alice", "Bob"), clock=clock, log_path=tmp_path / "phones.json", between=5.0)
    ev = Evening.start(config_for(n, 12, 2, seed=3), path=path)
    n.begin(ev)
    before = {name: ev.table_of(name) for name in ev.guests}
    play_round(n, random.Random(3), clock)
    assert n.stage == "between"
    record = ev.rounds[-1]
    # The host's computer stops here; the evening is read back.
    n2 = resume_night(Evening.load(path), tmp_path / "phones.json", clock=clock)
    assert n2.stage == "between"
    for name in ("Alice", "Bob"):
        m = n2.message_for(name)
        t = before[name]
        assert m["table"]["number"] == t + 1 and m["table"]["result"]["winner"] == record["tables"][t]["winner"]
        assert name in [p["name"] for p in m["table"]["players"]]
        assert m["next"]["table"] == n2.ev.table_of(name) + 1
    clock.now += 6.0
    n2.tick(clock.now)
    assert n2.stage == "playing"


def test_a_late_guest_is_seated_by_l_between_rounds_and_never_lost_before_the_last_round():
    """L between rounds puts him in the seating shown at once; one the host never seated,
    who asked before the last round began, is seated for it rather than turned away."""
    clock = Clock()
    n = night_with(("Alice", "Bob"), clock=clock, between=1.0)
    ev = start(n, rounds=3)
    n.join(n.code, "Dan", "blue")  # asks in round 1; the host does not press L then
    play_round(n, random.Random(5), clock)
    assert n.stage == "between" and "Dan" not in ev.guests and n.late["Dan"].late == "asked"
    n.hold_between()
    n.seat_late("Dan")  # L on the moves screen: the seating for round 2 has him
    assert "Dan" in ev.tables[ev.table_count - 1] and n.late_message("Dan")["seated"]
    assert "round 2" in n.late_message("Dan")["message"]
    n.moves_shown()
    n.tick(clock.now + 0.1)
    assert n.stage == "playing" and ev.round_no == 2 and "Dan" in n.seats and "Dan" not in n.late
    n.join(n.code, "Eve", "red")  # asks in round 2 of 3; nobody presses L
    assert not n.late_message("Eve")["message"].startswith("This is the evening's last round")
    play_round(n, random.Random(6), clock)
    assert n.stage == "between" and "Eve" in ev.tables[ev.table_count - 1]
    assert "round 3" in n.late_message("Eve")["message"]
    n.join(n.code, "Fay", "red")  # asks between rounds 2 and 3: in the seating shown for round 3
    assert "Fay" in ev.tables[ev.table_count - 1] and n.late_message("Fay")["seated"]
    clock.now += 2.0
    n.tick(clock.now)
    assert n.stage == "playing" and ev.round_no == 3 and "Eve" in n.seats and "Fay" in n.seats
    m = n.message_for("Eve")
    assert m["table"]["booby"] and "Eve" in [p["name"] for p in m["table"]["players"]]
    ev.check()


def test_a_table_that_finished_before_a_restart_still_shows_its_result(tmp_path):
    from game.phones.starting import resume_night

    clock = Clock()
    path = tmp_path / "evening.json"
    names = ("Alice", "Bob", "Cleo", "Dan")
    n = night_with(names, clock=clock, log_path=tmp_path / "phones.json", between=5.0)
    ev = Evening.start(config_for(n, 12, 2, seed=8), path=path)
    n.begin(ev)
    rng = random.Random(4)
    for _ in range(20000):  # play until some table, not every one, has finished
        if ev.pending:
            break
        n.tick(clock.now)
        turn = my_turn(n)
        if turn is not None:
            name, m = turn
            la = rng.choice(m["legal"])
            n.act(name, Request("act", action=la["kind"], amount=la["low"]))
        clock.now += 0.25
    assert ev.pending and not ev.round_complete
    done = next(iter(ev.pending))
    n2 = resume_night(Evening.load(path), tmp_path / "phones.json", clock=clock)
    play_round(n2, rng, clock)
    assert n2.stage == "between"
    rec = n2.ev.rounds[-1]["tables"][done]
    for name in rec["seats"]:  # what any seat's phone would be sent
        m = n2.message_for(name)
        assert m["table"]["number"] == done + 1 and m["table"]["result"]["winner"] == rec["winner"]
        assert m["table"]["players"][m["seat"]]["name"] == name
    ov = overview_message(n2.ev, n2.stage, n2.deals, n2.code, "")
    assert all(t.get("result") for t in ov["tables"])


def test_a_guest_who_comes_in_the_last_round_is_told_plainly_and_gets_the_end_and_the_prizes():
    import pytest

    from game.phones.protocol import ProtocolError

    clock = Clock()
    n = night_with(("Alice", "Bob"), clock=clock, between=1.0)
    ev = start(n, rounds=1)
    seat = n.join(n.code, "Dan", "blue")
    msg = n.late_message("Dan")
    assert "last round" in msg["message"] and "round 2" not in msg["message"] and not msg["seated"]
    assert any(g["name"] == "Dan" and g["late"] == "too late" for g in n.lobby_list())
    with pytest.raises(ProtocolError, match="last round"):
        n.seat_late("Dan")
    assert seat.late == "asked"
    play_round(n, random.Random(2), clock)
    assert n.stage == "over" and ev.finished
    end = n.late_message("Dan")
    assert end["over"] and "prizes" in end["message"]
    assert end["prizes"] and all("title" in p for p in end["prizes"])


def test_the_prizes_on_the_phones_say_which_are_not_given_and_why_and_whose_they_are():
    clock = Clock()
    n = night_with(("Alice", "Bob"), clock=clock, between=0.5)
    ev = start(n, rounds=1)
    play_round(n, random.Random(4), clock)
    assert n.stage == "over"
    for name in ("Alice", "Bob"):
        prizes = n.message_for(name)["prizes"]
        keys = [p["prize"] for p in prizes]
        assert "booby" in keys and "red" in keys and "blue" in keys  # every prize, given or not
        for p in prizes:
            assert p["yours"] == (p["player"] == name)
            if p["player"] is None:
                assert p["note"].startswith("Not given")
    given = {p.key: p.player for p in ev.prizes()}
    ov = overview_message(ev, n.stage, n.deals, n.code, "http://x/")
    assert {p["prize"]: p["player"] for p in ov["prizes"] if p["player"]} == given


def test_with_a_stand_in_a_computer_player_plays_the_absent_guests_hand_and_he_is_told_so():
    clock = Clock()
    n = night_with(("Alice", "Bob"), clock=clock, timeout=5.0, policy="computer", temperament="good")
    start(n, rounds=1, seed=4)
    asked = []

    class StandIn:  # stays in whenever it may: never what the book's default would do
        def decide(self, view):
            from game.engine import Action, ActionKind

            asked.append(view.deal)
            kinds = {la.kind: la for la in view.legal}
            for kind in (ActionKind.CALL, ActionKind.DRAW, ActionKind.SHOW):
                if kind in kinds:
                    return Action(kind, kinds[kind].low)
            return Action(view.legal[0].kind, view.legal[0].low)

    n._computer = lambda name, temperament: StandIn()
    _to_turn(n, clock, "Alice")
    n.tick(clock.now)
    clock.now += 6.0
    n.tick(clock.now)
    assert "Alice" in n.away and asked  # the stand-in chose
    said = n.message_for("Alice")["me"]["acted_for"]
    assert said.startswith("Time ran out, so a computer player played your hand: it "), said
    assert "thrown in" not in said
    for _ in range(400):  # later turns while away: still the stand-in, and said so
        if n.stage != "playing" or len(asked) > 2:
            break
        n.tick(clock.now)
        clock.now += 0.5
    later = n.message_for("Alice")["me"]["acted_for"]
    if len(asked) > 1:
        assert later.startswith("You were away, so a computer player played your hand: it "), later


def test_the_phones_list_the_prizes_only_once_the_host_gives_them():
    """With the host's window holding them, the phones, a late guest's phone and the
    television say the prizes come in a moment; once it gives them, every one lists them."""
    clock = Clock()
    n = night_with(("Alice", "Bob"), clock=clock, between=0.5)
    ev = start(n, rounds=1)
    n.hold_prizes()
    n.join(n.code, "Dan", "blue")
    play_round(n, random.Random(4), clock)
    assert n.stage == "over" and ev.final
    m = n.message_for("Alice")
    assert "prizes" not in m and m["evening"]["prizes_soon"]
    ov = n.hide_prizes(overview_message(ev, n.stage, n.deals, n.code, ""))
    assert "prizes" not in ov and ov["evening"]["prizes_soon"]
    assert not n.late_message("Dan")["prizes"] and "in a moment" in n.late_message("Dan")["message"]
    n.take_changes()
    n.show_prizes()
    assert n.take_changes().everyone
    assert n.message_for("Alice")["prizes"] and n.late_message("Dan")["prizes"]
    assert n.hide_prizes(overview_message(ev, n.stage, n.deals, n.code, ""))["prizes"]


def test_a_guest_away_across_a_rounds_end_is_told_what_happened_in_his_name(tmp_path):
    """Issue 37, major 3: Bob's phone is closed on his turn in round 1 and opened again in
    round 2.  His time ran out; round 1 ended without him.  His phone now leads with that
    round: what was done in his name, his table's winner, his counters, his move; after the
    host's program is killed and resumed he is still told; once he taps that he has read
    it, it goes."""
    from game.phones.starting import resume_night

    save, log = tmp_path / "evening.json", tmp_path / "phones.json"
    clock = Clock()
    n = night_with(("Alice", "Bob"), clock=clock, timeout=5.0, policy="abandon", log_path=log)
    ev = Evening.start(config_for(n, 12, 3, seed=4), path=save)
    n.begin(ev)
    _to_turn(n, clock, "Bob")  # his turn, and his phone is closed: no message reaches him now
    rng = random.Random(3)
    for _ in range(20000):  # round 1 ends, round 2 begins: Alice plays, Bob's clock runs out
        if n.stage == "playing" and ev.rounds_played == 1:
            break
        n.tick(clock.now)
        turn = my_turn(n)
        if turn is not None and turn[0] == "Alice":
            la = rng.choice(turn[1]["legal"])
            n.act("Alice", Request("act", action=la["kind"], amount=la["low"]))
        if n.stage == "between":
            n.delivered("Alice", n.message_for("Alice"))  # Alice's phone is open: she saw it
        clock.now += 0.25
    assert n.stage == "playing" and ev.rounds_played == 1
    rec = ev.rounds[0]
    mine = next(r for r in rec["tables"] if "Bob" in r["seats"])

    def told(night):
        m = night.message_for("Bob")
        return m, {r["round"]: r for r in m.get("missed", [])}

    m, missed = told(n)
    assert set(missed) == {1}, "Bob is told the round he missed"
    lines = " ".join(missed[1]["lines"])
    assert "Time ran out, so" in lines  # what was done in his name
    assert f"{mine['winner']} won the pool of {mine['pool']}" in lines or "You won the pool" in lines
    assert f"You had {mine['counters_before']['Bob']} counters" in lines
    assert ("You went to" in lines) or ("You stayed at" in lines)
    assert missed[1]["table"] == ev.table_name(mine["table"] - 1)
    assert "missed" not in n.message_for("Alice"), "Alice saw round 1's end on her phone"

    # The host's program is killed now (every write is atomic: the files are as they were).
    # Round 2 had dealt nothing yet, so the resumed evening shows round 1's end again first:
    # Bob's phone, still closed, is not sent it; when it opens in round 2 he is told.
    n2 = resume_night(Evening.load(save), log, clock=clock)
    if n2.stage == "between":
        between = n2.message_for("Bob")
        assert any(ln.startswith("Time ran out") for ln in between["me"]["done_for"])  # said on that screen
        assert between["next"] and between["table"]["result"]["winner"] == mine["winner"]
        clock.now += 60
        n2.tick(clock.now)
    assert n2.stage == "playing"
    m2, missed2 = told(n2)
    assert set(missed2) == {1} and missed2[1]["lines"] == missed[1]["lines"]
    assert "missed" not in n2.message_for("Alice")

    n2.seen("Bob", [1])  # "I have read it"
    assert "missed" not in n2.message_for("Bob")
    n3 = resume_night(Evening.load(save), log, clock=clock)  # and it stays read after another restart
    assert "missed" not in n3.message_for("Bob")


def test_a_head_table_player_who_stays_is_told_the_rule_as_it_fell_for_him():
    """Issue 37, minor 4: Ann had the fewest counters at the head table but stayed, being in
    the call; her phone said "only the player with the fewest counters goes down"."""
    from game.phones.recap import why_stays

    rec = {"round": 1, "yellow": "Bo", "down": "Cy", "cuts": [], "moves": [],
           "tables": [{"table": 1, "seats": ["Ann", "Bo", "Cy", "Di"], "winner": "Bo", "in_call": ["Bo", "Ann"],
                       "counters_after": {"Ann": 40, "Bo": 66, "Cy": 45, "Di": 49}, "fresh_stakes": {}}]}
    ann = why_stays(None, rec, "Ann")
    assert ann.startswith("You had the fewest counters, but you were in the call, so you stay")
    assert "Cy goes down" in ann
    assert why_stays(None, rec, "Di") == "Cy had the fewest counters of those not in the call, and goes down; you stay."
    assert why_stays(None, rec, "Bo").startswith("You won the head table's pool")
    # A tie for going down, cut: the one the cut kept is told so.
    tied = dict(rec, down="Di", cuts=[{"for": "going down from the head table", "stays": ["Cy"], "goes": "Di"}])
    tied["tables"] = [dict(rec["tables"][0], counters_after={"Ann": 40, "Bo": 66, "Cy": 45, "Di": 45})]
    assert why_stays(None, tied, "Cy").startswith("You tied with Di for the fewest counters, and the cut went your way")
    # ...with the cut's cards, as they were shown (play-test round 10 of issue 37: never shown).
    tied["cuts"][0]["cards"] = {"Cy": ["3c"], "Di": ["9h"]}
    assert why_stays(None, tied, "Cy") == ("You tied with Di for the fewest counters, and the cut went your way "
                                           "(you 3\u2663 and Di 9\u2665, ace low): Di goes down.")
    from game.phones.recap import head_table_down
    assert "the cut went against you (Cy 3\u2663 and you 9\u2665, ace low): you go down." in head_table_down(tied)
    # Nobody in the call (the pool taken without one): the fewest goes down.
    nocall = dict(rec)
    nocall["tables"] = [dict(rec["tables"][0], in_call=[])]
    nocall["down"] = "Ann"
    assert why_stays(None, nocall, "Di") == "Ann had the fewest counters at the head table, and goes down; you stay."


def test_the_one_going_down_is_told_the_same_rule_as_those_who_stay():
    """Play-test of issue 37: Dan (50) went down while Bob (47) stayed, being in the call.
    Bob's phone said so; Dan's said "You had the fewest counters at the head table".  Every
    phone's move reason now comes from the round's record (recap.why_moved)."""
    from game.phones.recap import why_moved, why_stays

    rec = {"round": 2, "yellow": "Alice", "down": "Dan", "cuts": [],
           "moves": [{"player": "Dan", "from": 1, "to": 3, "reason": "fewest counters at the head table"}],
           "tables": [{"table": 1, "seats": ["Dan", "Alice", "Bob", "Mrs. Alden"], "winner": "Alice",
                       "in_call": ["Alice", "Bob"],
                       "counters_after": {"Dan": 50, "Alice": 55, "Bob": 47, "Mrs. Alden": 51},
                       "fresh_stakes": {}}]}
    dan = why_moved(rec["moves"][0], rec)
    assert "You had the fewest counters at the head table" not in dan
    assert dan == ("Bob had fewer counters than you but was in the call: you had the fewest of those "
                   "not in the call, and go down."), dan
    assert "fewest of those not in the call" in why_stays(None, rec, "Bob")
    # Nobody safe had fewer: the plain rule.
    plain = dict(rec, tables=[dict(rec["tables"][0], counters_after={"Dan": 40, "Alice": 55, "Bob": 47,
                                                                       "Mrs. Alden": 51})])
    assert why_moved(rec["moves"][0], plain) == "You had the fewest counters at the head table and go down."
    # A tie cut against him.
    tied = dict(rec, cuts=[{"for": "going down from the head table", "stays": ["Mrs. Alden"], "goes": "Dan"}],
                tables=[dict(rec["tables"][0], in_call=[], counters_after={"Dan": 50, "Alice": 55, "Bob": 52,
                                                                          "Mrs. Alden": 50})])
    assert why_moved(rec["moves"][0], tied).startswith("You tied with Mrs. Alden for the fewest counters")
    # The host's own record says it too.
    from game.party.deal import TableResult
    from game.party.moves import _down_reason
    res = TableResult(table=0, seats=["Dan", "Alice", "Bob", "Mrs. Alden"], winner="Alice",
                      in_call=["Alice", "Bob"], counters_after={"Dan": 50, "Alice": 55, "Bob": 47, "Mrs. Alden": 51})
    assert _down_reason(res, "Dan") == "fewest counters at the head table of those not in the call"


def test_in_whole_evenings_the_mover_down_reads_the_same_reason_live_and_in_the_recap():
    """The screen between rounds and the recap of a round he missed give the one going down the
    same sentence, and when someone in the call had no more counters than he, it says so."""
    from game.phones.recap import round_recap

    checked = 0
    for seed in range(1, 7):
        clock = Clock()
        n = night_with(("Alice", "Bob", "Cleo", "Dora", "Eve"), clock=clock, between=0.0)
        ev = start(n, total=8, rounds=3, seed=seed)
        rng = random.Random(seed)
        for _ in range(2):
            play_round(n, rng, clock)
            rec = ev.rounds[-1]
            head = rec["tables"][0]
            down = rec["down"]
            if down in n.seats and n.stage == "between":
                live = n.message_for(down)["next"]["why"]
                recap = round_recap(ev, down, len(ev.rounds) - 1)["lines"][-1]
                assert live[:1].lower() + live[1:] in recap or live in recap, (live, recap)
                after = {p: head["counters_after"][p] - head.get("fresh_stakes", {}).get(p, 0)
                         for p in head["seats"]}
                if any(p in head["in_call"] and p != down and after[p] <= after[down] for p in head["seats"]):
                    assert "in the call" in live, live
                checked += 1
            clock.now += 1
            n.tick(clock.now)
    assert checked >= 1


def test_every_head_table_stayer_in_whole_evenings_is_told_why_in_his_own_case():
    """Whole evenings: every guest who stays at the head table without the yellow counter is
    told of the one who went down, and, if he was in the call, that this is why he stays."""
    checked = 0
    for seed in (1, 2, 3):
        clock = Clock()
        n = night_with(("Alice", "Bob", "Cleo", "Dora", "Eve"), clock=clock, between=0.0)
        ev = start(n, total=8, rounds=3, seed=seed)
        rng = random.Random(seed)
        for _ in range(3):
            play_round(n, rng, clock)
            rec = ev.rounds[-1]
            head = rec["tables"][0]
            for name in n.seats:
                if name not in head["seats"] or name in (rec["yellow"], rec["down"]) or n.stage == "over":
                    continue
                why = n.message_for(name)["next"]["why"]
                assert rec["down"] in why, why
                assert "only the player with the fewest counters goes down" not in why
                if name in head["in_call"]:
                    assert "in the call" in why, why
                checked += 1
            clock.now += 1
            n.tick(clock.now)
    assert checked >= 3


def test_the_televisions_standings_move_as_each_pool_is_won():
    """Issue 37, minor 11: the standings' figures changed only between rounds.  Now a table
    whose deal is over counts at once, its fresh stakes charged; a deal in progress counts as
    at its start."""
    clock = Clock()
    n = night_with(("Alice", "Bob"), clock=clock)
    ev = start(n, total=12, rounds=2, seed=6)
    rng = random.Random(1)
    for _ in range(20000):
        if ev.pending and not ev.round_complete:
            break
        n.tick(clock.now)
        turn = my_turn(n)
        if turn is not None:
            la = rng.choice(turn[1]["legal"])
            n.act(turn[0], Request("act", action=la["kind"], amount=la["low"]))
        clock.now += 0.05
    assert ev.pending and not ev.round_complete
    ov = overview_message(ev, n.stage, n.deals, n.code, "")
    rows = {r["name"]: r for r in ov["standings"]}
    done = next(iter(ev.pending.values()))
    for name, after in done.counters_after.items():
        assert rows[name]["counters"] == after
        assert rows[name]["net"] == after - ev.extra.get(name, 0) - done.fresh.get(name, 0)
    assert any(done.counters_after[x] != ev.counters[x] for x in done.seats), "the pool moved counters"
    still = [x for t, d in enumerate(n.deals) if d is not None and not d.done for x in d.seats]
    assert all(rows[x]["counters"] == ev.counters[x] for x in still)
    nets = [(r["yellow"], r["net"]) for r in ov["standings"]]
    assert nets == sorted(nets, reverse=True), "best first, as they stand now"


def test_the_only_one_not_in_the_call_is_told_so_not_the_fewest():
    """Play-test round 7: Miss Beauchamp, the richest at the head table and the only one not in
    the call, went down "with the fewest of those not in the call".  Said as the rule works:
    the call kept the others, and she was the only one not in it."""
    from game.party.deal import TableResult
    from game.party.moves import _down_reason
    from game.phones.recap import why_moved, why_stays

    seats = ["Ann", "Bob", "Cat", "Miss Beauchamp"]
    after = {"Ann": 46, "Bob": 45, "Cat": 56, "Miss Beauchamp": 58}
    res = TableResult(table=0, seats=seats, winner="Cat", in_call=["Cat", "Ann", "Bob"], counters_after=after)
    reason = _down_reason(res, "Miss Beauchamp")
    assert reason == "the only one at the head table not in the call"
    rec = {"round": 4, "yellow": "Cat", "down": "Miss Beauchamp", "cuts": [],
           "moves": [{"player": "Miss Beauchamp", "from": 1, "to": 2, "reason": reason}],
           "tables": [{"table": 1, "seats": seats, "winner": "Cat", "in_call": ["Cat", "Ann", "Bob"],
                       "counters_after": after, "fresh_stakes": {}}]}
    told = why_moved(rec["moves"][0], rec)
    assert told == ("Everyone else at the head table was in the call, which keeps a player there: you were "
                    "the only one not in it, so you go down."), told
    assert "fewest" not in told
    bob = why_stays(None, rec, "Bob")
    assert bob == ("You were in the call, so you stay; Miss Beauchamp goes down, as the only one at the "
                   "head table not in the call."), bob
    # Two outside the call: the fewest of them, as before.
    res2 = TableResult(table=0, seats=seats, winner="Cat", in_call=["Cat", "Bob"], counters_after=after)
    assert _down_reason(res2, "Ann") == "fewest counters at the head table of those not in the call"


def _bob_misses_round_1(clock, timeout=5.0):
    n = night_with(("Alice", "Bob"), clock=clock, timeout=timeout, policy="abandon")
    ev = Evening.start(config_for(n, 12, 3, seed=4))
    n.begin(ev)
    _to_turn(n, clock, "Bob")
    rng = random.Random(3)
    for _ in range(20000):  # round 1 ends while Bob's phone is closed
        if n.stage == "playing" and ev.rounds_played == 1:
            break
        n.tick(clock.now)
        turn = my_turn(n)
        if turn is not None and turn[0] == "Alice":
            la = rng.choice(turn[1]["legal"])
            n.act("Alice", Request("act", action=la["kind"], amount=la["low"]))
        if n.stage == "between":
            n.delivered("Alice", n.message_for("Alice"))
        clock.now += 0.25
    assert n.stage == "playing" and ev.rounds_played == 1
    return n, ev


def test_the_notice_of_a_missed_round_goes_by_itself_after_two_moves():
    """Play-test round 7: "While you were away" stayed pinned through later rounds.  Shown on
    his phone, it goes once he has made two moves of his own (or a round has passed)."""
    clock = Clock()
    n, ev = _bob_misses_round_1(clock, timeout=600.0)
    m = n.message_for("Bob")
    assert m.get("missed")
    n.delivered("Bob", m)  # his phone is open again: the notice is in front of him
    moves = 0
    rng = random.Random(5)
    for _ in range(40000):
        if moves >= 2 or ev.rounds_played > 1:
            break
        n.tick(clock.now)
        turn = my_turn(n)
        if turn is not None:
            name, msg = turn
            la = rng.choice([a for a in msg["legal"] if a["kind"] != "abandon"] or msg["legal"])
            cards = () if la["kind"] != "draw" else tuple(msg["hand"][:min(1, la["high"])])
            if name == "Bob":
                assert n.message_for("Bob").get("missed"), "still there before his second move"
            n.act(name, Request("act", action=la["kind"], amount=la["low"], cards=cards))
            if name == "Bob":
                moves += 1
        clock.now += 0.25
    assert moves == 2 and ev.rounds_played == 1
    assert "missed" not in n.message_for("Bob")


def test_the_notice_of_a_missed_round_goes_by_itself_when_a_round_has_passed():
    clock = Clock()
    n, ev = _bob_misses_round_1(clock, timeout=0.5)
    n.delivered("Bob", n.message_for("Bob"))
    assert n.message_for("Bob").get("missed")
    rng = random.Random(5)
    for _ in range(40000):  # Bob does not touch his phone; Alice plays; the round ends
        if ev.rounds_played >= 2:
            break
        n.tick(clock.now)
        turn = my_turn(n)
        if turn is not None and turn[0] == "Alice":
            la = rng.choice(turn[1]["legal"])
            n.act("Alice", Request("act", action=la["kind"], amount=la["low"]))
        if "missed" in n.message_for("Bob") and ev.rounds_played == 1:
            n.delivered("Bob", n.message_for("Bob"))
        clock.now += 0.25
    n.delivered("Bob", n.message_for("Bob"))
    assert not any(r["round"] == 1 for r in n.message_for("Bob").get("missed", []))


def test_after_a_restart_at_the_prizes_the_last_deals_shown_hands_are_still_shown(tmp_path):
    """Play-test round 10 of issue 37: the television showed the last deal's hands until the
    host's program was killed at "Enter for the prizes"; resumed, they were gone.  The hands
    shown at the call are kept with each table's result, and a resumed night shows them."""
    from game.phones.messages import overview_message
    from game.phones.starting import resume_night

    def shown(night):
        ov = overview_message(night.ev, night.stage, night.deals, night.code, "http://x/", night.away)
        return {(t["number"], p["name"]): p["shown"] for t in ov["tables"] for p in t["players"] if p["shown"]}

    for seed in range(3, 30):
        clock = Clock()
        path = tmp_path / f"evening{seed}.json"
        log = tmp_path / f"phones{seed}.json"
        n = night_with(("Alice", "Bob"), clock=clock, log_path=log, between=5.0)
        ev = Evening.start(config_for(n, 8, 1, seed=seed), path=path)
        n.begin(ev)
        play_round(n, random.Random(seed), clock)
        assert n.stage == "over"
        before = shown(n)
        if before:
            break
    else:
        raise AssertionError("no hand shown at the call in any evening tried")
    n2 = resume_night(Evening.load(path), log, clock=clock)  # killed on "Enter for the prizes"
    assert n2.stage == "over"
    assert shown(n2) == before
    # (only what was shown at the call: every card kept is one the table saw)
    rec = Evening.load(path).rounds[-1]["tables"]
    assert all(set(r.get("hands", {})) <= set(r["in_call"]) for r in rec), rec
