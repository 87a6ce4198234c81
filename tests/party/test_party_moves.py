"""The moves after a round, rule by rule (Foster, "Progressive Poker" and our rulings)."""

from __future__ import annotations

import random

import pytest
from party_helpers import result

from game.party import PartyError, round_moves
from game.party.moves import head_table_goes_down

HEAD = ["H1", "H2", "H3", "H4"]
MID = ["M1", "M2", "M3", "M4", "M5", "M6"]
BOOBY = ["B1", "B2", "B3", "B4"]
TABLES = [HEAD, MID, BOOBY]


def results(head=None, mid=None, booby=None):
    head = head or result(0, HEAD, "H1", counts={"H1": 60, "H2": 50, "H3": 45, "H4": 40})
    return [head, mid or result(1, MID, "M1"),
            booby or result(2, BOOBY, "B1")]


def moves_of(rm):
    return {(m.player, m.from_table, m.to_table) for m in rm.moves}


def test_winners_move_up_one_table_and_the_head_tables_poorest_goes_to_the_booby_table():
    head = result(0, HEAD, "H1", counts={"H1": 60, "H2": 50, "H3": 45, "H4": 40})
    rm = round_moves(TABLES, results(head=head), random.Random(1))
    assert moves_of(rm) == {("M1", 2, 1), ("B1", 3, 2), ("H4", 1, 3)}
    assert rm.down == "H4" and rm.yellow == "H1"
    # Each arrival takes the seat left empty; the sizes never change.
    assert rm.tables == [["H1", "H2", "H3", "M1"], ["B1", "M2", "M3", "M4", "M5", "M6"],
                         ["H4", "B2", "B3", "B4"]]


def test_the_poorest_stays_if_he_won_the_pool():
    head = result(0, HEAD, "H4", counts={"H1": 60, "H2": 50, "H3": 45, "H4": 40})
    assert head_table_goes_down(head, random.Random(1)) == "H3"


def test_the_poorest_stays_if_he_was_in_the_call_and_the_poorest_not_in_the_call_goes():
    head = result(0, HEAD, "H1", in_call=["H1", "H4", "H3"],
                  counts={"H1": 60, "H2": 50, "H3": 45, "H4": 40})
    assert head_table_goes_down(head, random.Random(1)) == "H2"


def test_everyone_in_the_call_the_fewest_other_than_the_winner_goes():
    head = result(0, HEAD, "H4", in_call=HEAD, counts={"H1": 60, "H2": 50, "H3": 45, "H4": 40})
    assert head_table_goes_down(head, random.Random(1)) == "H3"


def test_no_call_only_the_winner_is_safe():
    head = result(0, HEAD, "H4", in_call=[], counts={"H1": 60, "H2": 50, "H3": 45, "H4": 40})
    assert head_table_goes_down(head, random.Random(1)) == "H3"


def test_ties_for_going_down_are_cut_and_the_lowest_cut_stays():
    head = result(0, HEAD, "H1", counts={"H1": 60, "H2": 40, "H3": 40, "H4": 40})
    for seed in range(20):
        cuts = []
        goes = head_table_goes_down(head, random.Random(seed), cuts)
        assert len(cuts) == 1
        cut = cuts[0]
        assert cut["goes"] == goes and goes not in cut["stays"]
        assert sorted(cut["stays"] + [goes]) == ["H2", "H3", "H4"]

        def cuts_of(n):  # each cut, ace low; a tie is decided by the re-cut that follows
            return tuple({"A": 1, "T": 10, "J": 11, "Q": 12, "K": 13}.get(c[:-1]) or int(c[:-1])
                         for c in cut["cards"][n])
        # The one who goes cut higher than everyone who stays.
        assert all(cuts_of(goes) > cuts_of(s) for s in cut["stays"])


def test_counting_leaves_out_a_fresh_stake_so_the_broke_player_counts_least():
    # H3 went broke (his 50 fresh): he counts as 0, below H4's 30, and he was not in the call.
    head = result(0, HEAD, "H1", counts={"H1": 80, "H2": 40, "H3": 0, "H4": 30}, fresh={"H3": 50})
    assert head_table_goes_down(head, random.Random(1)) == "H3"


def test_the_yellow_counter_goes_to_the_head_tables_winner():
    rm = round_moves(TABLES, results(head=result(0, HEAD, "H3")), random.Random(1))
    assert rm.yellow == "H3"


def test_broke_player_changes_seats_with_the_booby_tables_richest():
    mid = result(1, MID, "M1", counts={"M1": 70, "M2": 50, "M3": 0, "M4": 50, "M5": 50, "M6": 50},
                 fresh={"M3": 50})
    booby = result(2, BOOBY, "B1", counts={"B1": 30, "B2": 55, "B3": 70, "B4": 40})
    rm = round_moves(TABLES, results(mid=mid, booby=booby), random.Random(1))
    # B1 (the booby winner, richest or not) moves up; B3 is the richest of the rest.
    assert ("M3", 2, 3) in moves_of(rm) and ("B3", 3, 2) in moves_of(rm)
    assert rm.tables[1][rm.tables[1].index("B3")] == "B3" and "M3" in rm.tables[2]
    assert rm.tables[1].index("B3") == MID.index("M3")  # he takes the broke man's very seat
    assert rm.broke == ["M3"]


def test_the_booby_winner_who_moves_up_is_not_the_one_exchanged():
    mid = result(1, MID, "M1", fresh={"M3": 50}, counts={"M3": 0})
    booby = result(2, BOOBY, "B1", counts={"B1": 90, "B2": 55, "B3": 54, "B4": 40})
    rm = round_moves(TABLES, results(mid=mid, booby=booby), random.Random(1))
    assert ("B2", 3, 2) in moves_of(rm)


def test_a_broke_head_player_in_the_call_exchanges_with_the_booby_richest():
    head = result(0, HEAD, "H1", in_call=["H1", "H2"], counts={"H1": 99, "H2": 0, "H3": 45, "H4": 50},
                  fresh={"H2": 50})
    booby = result(2, BOOBY, "B1", counts={"B1": 30, "B2": 55, "B3": 70, "B4": 40})
    rm = round_moves(TABLES, results(head=head, booby=booby), random.Random(1))
    assert rm.down == "H3"
    assert {("H3", 1, 3), ("H2", 1, 3), ("B3", 3, 1), ("M1", 2, 1), ("B1", 3, 2)} == moves_of(rm)
    assert sorted(rm.tables[0]) == ["B3", "H1", "H4", "M1"]
    assert sorted(rm.tables[2]) == ["B2", "B4", "H2", "H3"]


@pytest.mark.parametrize("case", ["winner", "down", "booby"])
def test_one_move_a_round_a_broke_player_keeps_the_place_his_result_gives(case):
    head = result(0, HEAD, "H1", counts={"H1": 60, "H2": 50, "H3": 45, "H4": 40})
    mid = result(1, MID, "M1")
    booby = result(2, BOOBY, "B1")
    if case == "winner":
        mid = result(1, MID, "M1", counts={"M1": 70}, fresh={"M1": 50})
    elif case == "down":
        head = result(0, HEAD, "H1", counts={"H1": 60, "H2": 50, "H3": 45, "H4": 0}, fresh={"H4": 50})
    else:
        booby = result(2, BOOBY, "B1", counts={"B2": 0}, fresh={"B2": 50})
    rm = round_moves(TABLES, results(head=head, mid=mid, booby=booby), random.Random(1))
    assert len(rm.moves) == 3  # only the winners and the one going down
    assert rm.notes and len(rm.broke) == 1


def test_ties_for_the_booby_tables_richest_are_cut():
    mid = result(1, MID, "M1", fresh={"M3": 50}, counts={"M3": 0})
    booby = result(2, BOOBY, "B1", counts={"B1": 10, "B2": 60, "B3": 60, "B4": 40})
    rm = round_moves(TABLES, results(mid=mid, booby=booby), random.Random(4))
    assert len(rm.cuts) == 1 and rm.cuts[0]["goes"] in ("B2", "B3")


def test_two_broke_players_take_the_two_richest():
    mid = result(1, MID, "M1", fresh={"M3": 50, "M4": 100}, counts={"M3": 0, "M4": 0})
    booby = result(2, BOOBY, "B1", counts={"B1": 10, "B2": 60, "B3": 70, "B4": 40})
    rm = round_moves(TABLES, results(mid=mid, booby=booby), random.Random(4))
    assert {("B3", 3, 2), ("B2", 3, 2), ("M3", 2, 3), ("M4", 2, 3)} <= moves_of(rm)


def test_two_tables_head_and_booby_change_one_player_each():
    head = result(0, HEAD, "H1", counts={"H1": 60, "H2": 50, "H3": 45, "H4": 40})
    booby = result(1, BOOBY, "B2")
    rm = round_moves([HEAD, BOOBY], [head, booby], random.Random(1))
    assert moves_of(rm) == {("B2", 2, 1), ("H4", 1, 2)}
    assert rm.tables == [["H1", "H2", "H3", "B2"], ["B1", "H4", "B3", "B4"]]


def test_results_must_match_the_tables():
    with pytest.raises(PartyError):
        round_moves(TABLES, results()[:2], random.Random(1))
    with pytest.raises(PartyError):
        round_moves(TABLES, [result(0, HEAD, "X9"), results()[1], results()[2]], random.Random(1))
