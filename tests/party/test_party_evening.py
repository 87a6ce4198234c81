"""The whole evening: rounds, saving and resuming, the clock, real cards, the score sheet."""

from __future__ import annotations

import datetime as dt
import json

import pytest
from party_helpers import check_evening, guests, small_config

from game.party import ConfigError, Evening, Guest, PartyConfig, PartyError
from game.party.sheet import to_csv, to_html, write_sheets
from game.party.store import evening_path, has_evening_in_progress, saved_evening


def play(ev: Evening) -> Evening:
    while not ev.over():
        ev.play_round()
    ev.finish()
    return ev


def test_an_evening_of_computer_players_keeps_every_rule():
    ev = play(Evening.start(small_config(20, rounds=6, seed=3)))
    check_evening(ev)
    assert ev.rounds_played == 6 and ev.finished
    for rec in ev.rounds:
        assert rec["bell"] == {"table": 1, "winner": rec["tables"][0]["winner"]}
        ups = [m for m in rec["moves"] if "won the pool" in m["reason"]]
        assert len(ups) == ev.table_count - 1
        assert all(m["to"] == m["from"] - 1 for m in ups)
        down = [m for m in rec["moves"] if m["reason"].startswith("fewest")]
        assert len(down) == 1 and down[0]["from"] == 1 and down[0]["to"] == ev.table_count


def test_the_same_seed_gives_the_same_evening():
    a = play(Evening.start(small_config(12, rounds=4, seed=9)))
    b = play(Evening.start(small_config(12, rounds=4, seed=9)))
    strip = lambda d: {k: v for k, v in d.items() if k not in ("started_at", "ends_at")}  # noqa: E731
    assert strip(a.to_dict()) == strip(b.to_dict())


def test_resume_from_the_file_after_any_deal_gives_the_same_evening(tmp_path):
    straight = play(Evening.start(small_config(12, rounds=3, seed=4)))
    path = tmp_path / "evening.json"
    ev = Evening.start(small_config(12, rounds=3, seed=4), path=path)
    stops = 0
    while not ev.over():
        for t in range(ev.table_count):
            if t not in ev.pending:
                ev.record(ev.table_deal(t, humans=False).run())
                ev = Evening.load(path)  # "killed" after every deal, read back
                stops += 1
        ev.finish_round()
        ev = Evening.load(path)
    ev.finish()
    assert stops == 9
    assert ev.to_dict()["rounds"] == straight.to_dict()["rounds"]
    assert ev.final == straight.final


def test_the_file_is_versioned_and_checked(tmp_path):
    path = tmp_path / "e.json"
    Evening.start(small_config(), path=path)
    data = json.loads(path.read_text())
    assert data["format"] == "parlour-poker-party" and data["version"] == 1
    data["version"] = 99
    with pytest.raises(ValueError):
        Evening.from_dict(data)
    data["version"] = 1
    data["state"]["tables"][0] = data["state"]["tables"][0][:3]
    with pytest.raises(ValueError):
        Evening.from_dict(data)


def test_the_data_folder_save_and_a_damaged_file_kept_aside(tmp_path):
    path = evening_path(tmp_path)
    Evening.start(small_config(), path=path)
    assert has_evening_in_progress(tmp_path)
    ev, msg = saved_evening(tmp_path)
    assert ev is not None and msg is None
    path.write_text("{not json")
    ev, msg = saved_evening(tmp_path)
    assert ev is None and "kept aside" in msg
    assert path.with_suffix(".json.damaged").exists() and not has_evening_in_progress(tmp_path)


def test_the_evening_ends_at_the_clock_time_after_the_round_in_progress():
    start = dt.datetime(2024, 12, 31, 23, 0)
    ev = Evening.start(small_config(rounds=None, end_at="00:15"), now=start)
    assert ev.ends_at == "2025-01-01T00:15:00"  # past midnight: tomorrow
    assert not ev.over(start)
    ev.play_round()
    assert not ev.over(dt.datetime(2025, 1, 1, 0, 14))
    assert ev.over(dt.datetime(2025, 1, 1, 0, 15))
    # A round begun is finished before the evening ends.
    ev.record(ev.table_deal(0, humans=False).run())
    assert not ev.over(dt.datetime(2025, 1, 1, 1, 0))


def test_setup_errors_name_the_problem():
    with pytest.raises(ConfigError, match="8 players or at least 12"):
        PartyConfig(guests(10))
    with pytest.raises(ConfigError, match="different"):
        PartyConfig([Guest("Ann")] * 8)
    with pytest.raises(ConfigError, match="head and booby"):
        PartyConfig(guests(14), sizes=[5, 5, 4])
    with pytest.raises(ConfigError, match="end"):
        PartyConfig(guests(8), rounds=None)
    with pytest.raises(ConfigError, match="HH:MM"):
        PartyConfig(guests(8), end_at="late")
    with pytest.raises(ConfigError, match="real table"):
        PartyConfig(guests(8), mode="real")


def test_a_finished_evening_takes_no_more_results():
    ev = play(Evening.start(small_config(rounds=1)))
    with pytest.raises(PartyError):
        ev.record(ev.pending.get(0) or ev.table_deal(0, humans=False).run())


def test_human_seats_are_left_to_the_window():
    gs = [Guest("Alice", "red", "human")] + guests(8)[1:]
    ev = Evening.start(PartyConfig(gs, rounds=1, seed=2))
    t = ev.table_of("Alice")
    deal = ev.table_deal(t)
    assert deal.players[ev.tables[t].index("Alice")] is None
    assert all(p is not None for i, p in enumerate(deal.players) if ev.tables[t][i] != "Alice")


# ------------------------------------------------------------------ real cards

def real_guests(n=12):
    return [Guest(f"G{i:02d}", "red" if i % 2 else "blue", "guest") for i in range(n)]


def test_real_cards_the_host_enters_the_results():
    ev = Evening.start(PartyConfig(real_guests(12), rounds=2, mode="real", seed=1))
    head, mid, booby = ev.tables
    counts = {n: c for n, c in zip(head, (70, 55, 40, 35))}
    with pytest.raises(PartyError, match="head table's counts"):
        ev.real_result(0, head[0], [head[0], head[3]])
    with pytest.raises(PartyError):
        ev.table_deal(0)
    ev.record(ev.real_result(0, head[0], [head[0], head[3]], counts))
    assert ev.bell_rung
    ev.record(ev.real_result(1, mid[2]))
    ev.record(ev.real_result(2, booby[1]))
    rec = ev.finish_round()
    # head[3] has fewest but was in the call: head[2] goes down.
    assert rec["down"] == head[2] and rec["yellow"] == head[0]
    assert ev.counters[head[0]] == 70 and ev.counters[mid[0]] is None
    assert ev.tables[0] == [head[0], head[1], mid[2], head[3]]
    ev2 = Evening.from_dict(json.loads(json.dumps(ev.to_dict())))
    assert ev2.tables == ev.tables


def test_real_cards_a_broke_player_needs_the_booby_counts_and_gets_a_fresh_stake():
    ev = Evening.start(PartyConfig(real_guests(12), rounds=1, mode="real", seed=1))
    head, mid, booby = ev.tables
    ev.record(ev.real_result(0, head[0], [], {n: 50 + i for i, n in enumerate(head)}))
    ev.record(ev.real_result(1, mid[0], broke=[mid[1]]))
    ev.record(ev.real_result(2, booby[0]))
    with pytest.raises(PartyError, match="booby"):
        ev.finish_round()
    ev.pending.pop(2)
    ev.record(ev.real_result(2, booby[0], counts={booby[0]: 40, booby[1]: 80, booby[2]: 60, booby[3]: 20}))
    rec = ev.finish_round()
    assert {"player": booby[1], "from": 3, "to": 2,
            "reason": f"the booby table's richest: changes seats with {mid[1]}"} in rec["moves"]
    assert ev.extra[mid[1]] == 50
    with pytest.raises(PartyError, match="final counts"):
        ev.finish()
    final = ev.finish({n: 50 for n in ev.guests} | {mid[1]: 120})
    assert final["net"][mid[1]] == 70
    assert final["prizes"][0]["player"] == head[0]


def test_score_sheet_csv_and_html(tmp_path):
    ev = play(Evening.start(small_config(12, rounds=3, seed=2)))
    csv_text = to_csv(ev)
    lines = csv_text.strip().splitlines()
    assert lines[0].startswith("place,name,group")
    assert len(lines) == 13
    winners = {p["player"] for p in ev.final["prizes"]}
    assert sum(1 for line in lines[1:] if line.split(",")[-1]) == len(winners)
    page = to_html(ev)
    assert "<table>" in page and "@media print" in page and "The prizes" in page
    for p in ev.final["prizes"]:
        assert p["player"] in page
    paths = write_sheets(ev, tmp_path)
    assert all(p.exists() for p in paths)


def test_an_unfinished_evening_has_a_sheet_of_standings_so_far():
    ev = Evening.start(small_config(rounds=3))
    ev.play_round()
    assert "not over" in to_html(ev)
    assert len(to_csv(ev).splitlines()) == 9


def test_the_sheets_table_is_where_each_played_the_last_round():
    """Play-test 2 of issue 37: nobody moves after the last round, but the sheet's table
    column gave the seats the last round's moves would have made."""
    ev = play(Evening.start(small_config(12, rounds=3, seed=2)))
    last = {n: rec["table"] for rec in ev.rounds[-1]["tables"] for n in rec["seats"]}
    rows = to_csv(ev).strip().splitlines()
    head = rows[0].split(",")
    for line in rows[1:]:
        cells = dict(zip(head, line.split(",")))
        assert int(cells["table"]) == last[cells["name"]], cells


def test_each_evenings_score_sheets_are_named_by_its_date_and_time(tmp_path):
    """Play-test round 4: the second evening's score sheet overwrote the first's."""
    import datetime as dt

    first = Evening.start(small_config(rounds=1), now=dt.datetime(2026, 11, 28, 20, 15, 7))
    second = Evening.start(small_config(rounds=1), now=dt.datetime(2026, 11, 28, 22, 40))
    for ev in (first, second):
        ev.play_round()
    a, b = write_sheets(first, tmp_path), write_sheets(second, tmp_path)
    assert [p.name for p in a] == ["score-sheet 2026-11-28 20.15.csv", "score-sheet 2026-11-28 20.15.html"]
    assert [p.name for p in b] == ["score-sheet 2026-11-28 22.40.csv", "score-sheet 2026-11-28 22.40.html"]
    assert all(p.exists() for p in a + b)


def test_the_html_sheet_says_why_and_names_a_prize_not_given():
    """Play-test round 4: the HTML score sheet left out each prize's reason and the booby
    prize not given; it now lists every prize as the host's screen announced it."""
    from game.party.prizes import announce

    ev = Evening.start(small_config(rounds=1))
    ev.play_round()
    ev.finish()
    page = to_html(ev)
    c = ev.config
    f = ev.final
    calls = announce(c.guests, f["counters"], f.get("extra_stakes", {}), f.get("yellow", {}), c.group_names,
                     ev.prizes(), c.one_prize_each, c.booby_by)
    import html as _html
    for a in calls:
        assert _html.escape(a.title) in page
        if a.prize is None:
            assert "not given" in page
        if a.note:
            why = a.note.replace("Not given: ", "")
            assert _html.escape(why[1:]) in page
