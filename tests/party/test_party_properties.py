"""Random evenings (hypothesis): the table sizes never change, every counter is accounted
for (fifty a player plus the extra stakes), one yellow counter a round, the prizes are
right, and an evening killed at any point and resumed from its file is the same evening."""

from __future__ import annotations

import json
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from party_helpers import check_evening

from game.party import Evening, PartyConfig, playable
from game.party.guests import Guest
from game.party.plan import middle_range, plan_tables
from game.party.prizes import eligible

KINDS = ("good", "close", "liberal", "caller", "random")


@st.composite
def configs(draw):
    n = draw(st.sampled_from([8, 12, 13, 14, 16, 17, 19, 20, 23]))
    assert playable(n)
    middle = draw(st.sampled_from(list(middle_range(n))))
    kinds = draw(st.lists(st.sampled_from(KINDS), min_size=1, max_size=4))
    reds = draw(st.integers(0, n))
    guests = [Guest(f"P{i:02d}", "red" if i < reds else "blue", "computer", kinds[i % len(kinds)])
              for i in range(n)]
    if draw(st.booleans()):
        guests[0] = Guest("Host", guests[0].group, "human")
    stake = draw(st.sampled_from([4, 7, 12, 50]))  # small stakes: players go broke
    return PartyConfig(guests, sizes=plan_tables(n, middle), stake=stake, blind=1,
                       limit=draw(st.sampled_from([2, 5])), rounds=draw(st.integers(1, 5)),
                       seed=draw(st.integers(0, 2**20)), one_prize_each=draw(st.booleans()),
                       booby_by=draw(st.sampled_from(["counters", "yellow"])))


def play(ev: Evening) -> Evening:
    while not ev.over():
        ev.play_round()
    if not ev.finished:
        ev.finish()
    return ev


def check_prizes(ev: Evening) -> None:
    """The prizes against the rules, worked out again here without the cut."""
    final = ev.final
    net = {n: final["counters"][n] - final["extra_stakes"][n] for n in ev.guests}
    yel = final["yellow"]
    pool = [g.name for g in eligible(ev.config.guests)]
    prized: set[str] = set()
    got = {p["prize"]: p["player"] for p in final["prizes"]}

    def check(key, among, score):
        among = [n for n in among if not (ev.config.one_prize_each and n in prized)]
        if not among:
            assert key not in got
            return
        best = max(score(n) for n in among)
        assert got[key] in among and score(got[key]) == best
        prized.add(got[key])

    if max(yel[n] for n in pool) > 0:
        check("yellow", pool, lambda n: (yel[n], net[n]))
    else:
        assert "yellow" not in got
    for group in ("red", "blue"):
        check(group, [n for n in pool if ev.guests[n].group == group], lambda n: (net[n], yel[n]))
    if ev.config.booby_by == "yellow":
        check("booby", pool, lambda n: (-yel[n], -net[n]))
    else:
        check("booby", pool, lambda n: -net[n])
    if ev.config.one_prize_each:
        players = [p["player"] for p in final["prizes"]]
        assert len(players) == len(set(players))


def check_moves(ev: Evening) -> None:
    for rec in ev.rounds:
        moved = Counter(m["player"] for m in rec["moves"])
        assert max(moved.values()) == 1  # nobody moves twice in a round
        for m in rec["moves"]:
            if "won the pool" in m["reason"]:
                assert m["to"] == m["from"] - 1
        tables = rec["tables"]
        head = tables[0]
        down = rec["down"]
        assert down in head["seats"] and down != head["winner"]
        safe = set(head["in_call"]) | {head["winner"]}
        if down in safe:  # only when everyone was in the call
            assert set(head["seats"]) <= safe


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(configs())
def test_random_evenings_keep_every_rule(config):
    ev = play(Evening.start(config))
    check_evening(ev)
    check_moves(ev)
    check_prizes(ev)
    assert sum(ev.final["yellow"].values()) == ev.config.rounds


class Killed(Exception):
    pass


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(configs(), st.integers(0, 60))
def test_killed_at_any_save_and_resumed_gives_the_same_evening(tmp_path_factory, config, kill_at):
    path = tmp_path_factory.mktemp("party") / "evening.json"
    straight = play(Evening.start(PartyConfig.from_dict(config.to_dict())))
    saves = 0

    def maybe_kill(_ev):
        nonlocal saves
        saves += 1
        if saves == kill_at:
            raise Killed

    ev = Evening.start(config, path=path)
    ev.on_save = maybe_kill
    try:
        play(ev)
    except Killed:
        ev = Evening.load(path)
        play(ev)
    resumed = json.loads(path.read_text())
    want = straight.to_dict()
    for key in ("rounds", "final", "players", "seating", "state"):
        assert resumed[key] == json.loads(json.dumps(want[key])), key
