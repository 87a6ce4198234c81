"""The tables and the seating draw: head and booby of four, the others four to seven;
aces to the head table, deuces to the next; red cards to one group, blue to the other."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.cards import Rank
from game.party import Guest, PlanError, plan_tables, playable
from game.party.plan import MAX_PLAYERS, default_middle, middle_range, table_name
from game.party.seating import colour_split, cut_tables, draw_seats, pick_cards, table_of


def test_eight_players_make_a_head_and_a_booby_table():
    assert plan_tables(8) == [4, 4]


def test_intermediate_tables_of_six_when_the_numbers_divide():
    assert plan_tables(20) == [4, 6, 6, 4]
    assert plan_tables(26) == [4, 6, 6, 6, 4]


def test_four_to_seven_where_the_numbers_do_not_divide_larger_nearer_the_head():
    assert plan_tables(24) == [4, 6, 5, 5, 4]
    assert plan_tables(40) == [4, 7, 7, 6, 6, 6, 4]
    assert plan_tables(13) == [4, 5, 4]


@pytest.mark.parametrize("n", [1, 7, 9, 10, 11, MAX_PLAYERS + 1])
def test_numbers_that_cannot_be_seated(n):
    assert not playable(n)
    with pytest.raises(PlanError):
        plan_tables(n)


def test_host_may_choose_the_number_of_tables():
    assert list(middle_range(24)) == [3, 4]
    assert plan_tables(24, 4) == [4, 4, 4, 4, 4, 4]
    with pytest.raises(PlanError):
        plan_tables(24, 2)  # eight a table is too many


@given(st.integers(8, MAX_PLAYERS).filter(playable))
def test_every_plan_keeps_the_rules(n):
    for k in middle_range(n):
        sizes = plan_tables(n, k)
        assert sum(sizes) == n and sizes[0] == sizes[-1] == 4
        assert all(4 <= s <= 7 for s in sizes) and len(sizes) <= 13
        assert sizes[1:-1] == sorted(sizes[1:-1], reverse=True)
        assert max(sizes[1:-1], default=0) - min(sizes[1:-1], default=0) <= 1
    assert default_middle(n) in middle_range(n)


def test_table_names():
    assert [table_name(i, 4) for i in (1, 2, 3, 4)] == ["Head table", "Table 2", "Table 3", "Booby table"]


def test_the_book_cards_two_red_and_two_blue_aces_three_and_three_deuces():
    red, blue = pick_cards([4, 6, 4], 7, 7)
    assert Counter(c.rank for c in red) == {Rank.ACE: 2, Rank.TWO: 3, Rank.THREE: 2}
    assert Counter(c.rank for c in blue) == {Rank.ACE: 2, Rank.TWO: 3, Rank.THREE: 2}


def test_odd_tables_give_the_odd_seat_to_the_larger_group():
    assert colour_split([4, 5, 4], 7, 6) == [2, 3, 2]
    assert colour_split([4, 5, 4], 6, 7) == [2, 2, 2]
    assert colour_split([4, 5, 5, 4], 9, 9) == [2, 3, 2, 2]


def _guests(reds: int, blues: int) -> list[Guest]:
    return ([Guest(f"R{i}", "red") for i in range(reds)] + [Guest(f"B{i}", "blue") for i in range(blues)])


def test_the_draw_sends_aces_to_the_head_table_and_each_group_draws_its_own_pack():
    gs = _guests(10, 10)
    draws = draw_seats(gs, [4, 6, 6, 4], random.Random(3))
    assert len(draws) == 20
    for d in draws:
        assert d.table == table_of(d.card)
        assert d.back == ("red" if d.player.startswith("R") else "blue")
        assert not d.other_pack
    assert Counter(d.table for d in draws) == {1: 4, 2: 6, 3: 6, 4: 4}
    assert {d.card.rank for d in draws if d.table == 1} == {Rank.ACE}
    assert {d.card.rank for d in draws if d.table == 4} == {Rank.FOUR}
    # Every table is half red, half blue.
    for t in (1, 2, 3, 4):
        backs = Counter(d.back for d in draws if d.table == t)
        assert backs["red"] == backs["blue"]


def test_unequal_groups_some_of_the_larger_draw_from_the_other_pack():
    gs = _guests(5, 3)
    draws = draw_seats(gs, [4, 4], random.Random(1))
    others = [d for d in draws if d.other_pack]
    assert len(others) == 1 and others[0].player.startswith("R") and others[0].back == "blue"
    assert Counter(d.back for d in draws) == {"red": 4, "blue": 4}


@given(st.integers(0, 40), st.integers(0, 40), st.integers(0, 10**6))
def test_any_guest_list_is_seated_exactly(reds, blues, seed):
    n = reds + blues
    if not playable(n):
        return
    sizes = plan_tables(n)
    draws = draw_seats(_guests(reds, blues), sizes, random.Random(seed))
    assert Counter(d.table for d in draws) == {i + 1: s for i, s in enumerate(sizes)}
    assert len({(d.card, d.back) for d in draws}) == n  # no card drawn twice
    cuts = cut_tables(draws, len(sizes), random.Random(seed))
    assert [len(c.order) for c in cuts] == sizes


def test_each_table_cuts_for_seats_lowest_deals():
    draws = draw_seats(_guests(4, 4), [4, 4], random.Random(2))
    for cut in cut_tables(draws, 2, random.Random(2)):
        first = cut.order[0]
        low = {n: (1 if cs[0].rank is Rank.ACE else int(cs[0].rank)) for n, cs in cut.cuts}
        assert low[first] == min(low.values())


def test_ties_in_the_cut_for_seats_are_said_each_with_its_own_table():
    """Round 6 of issue 37: ties at the head and the booby table were said as one, "Mr. Abbott,
    Mrs. Alden, Bob and Cleo cut equal cards"."""
    from game.cards import Card
    from game.party.seating import TableCut, tie_words

    c = Card.parse
    head = TableCut(1, (("Mr. Abbott", (c("Ac"), c("Qc"))), ("Mrs. Alden", (c("Ah"), c("Ks"))),
                        ("Alice", (c("4d"),)), ("Mr. Cathcart", (c("9h"),))),
                    ("Mr. Abbott", "Alice", "Mr. Cathcart", "Mrs. Alden"))
    booby = TableCut(2, (("Miss Beauchamp", (c("8c"),)), ("Bob", (c("Qs"), c("3d"))),
                         ("Colonel Birch", (c("4c"),)), ("Cleo", (c("Qh"), c("6h")))),
                     ("Colonel Birch", "Bob", "Cleo", "Miss Beauchamp"))
    where = ["the head table", "the booby table"]
    said = tie_words([head, booby], where)
    assert said == ("Two ties were cut again: Mr. Abbott and Mrs. Alden at the head table; Bob and Cleo "
                    "at the booby table. Each new cut decided only its own tie.")
    assert tie_words([head], where) == ("Mr. Abbott and Mrs. Alden cut equal cards at the head table (a tie: "
                                        "they cut again), and the new cut decided only the tie.")
    assert tie_words([TableCut(1, (("Alice", (c("4d"),)),), ("Alice",))], where) == ""
    # Two ties at one table (two aces, two fives) are two ties, not one of four.
    two = TableCut(1, (("A", (c("Ac"), c("2c"))), ("B", (c("Ah"), c("3c"))), ("C", (c("5c"), c("9d"))),
                       ("D", (c("5d"), c("Td")))), ("A", "B", "C", "D"))
    assert tie_words([two], where).startswith("Two ties were cut again: A and B at the head table; C and D at")


def _tie_groups(cut):
    """The tied players of one table's cut, each group sorted: those whose first cards matched."""
    by_rank: dict = {}
    for name, cards in cut.cuts:
        if len(cards) > 1:
            by_rank.setdefault(cards[0].rank, []).append(name)
    return [sorted(v) for v in by_rank.values()]


@pytest.mark.parametrize("players", [8, 12, 13, 20])
def test_each_tie_is_said_at_the_table_the_draw_seated_it(players):
    """Play-test round 7: the host's "Everyone has drawn" named each tie one table too low ("Bob and
    Miss Beauchamp at the booby table; Cat and Colonel Birch at a table", when the picture had Bob
    and Miss Beauchamp at the head table).  Over many real seatings, every tie said is at the
    table whose players include it, and a middle table is named "table 2", never "a table"."""
    from game.party.seating import tie_words

    sizes = plan_tables(players)
    count = len(sizes)
    where = ["the head table" if t == 1 else "the booby table" if t == count else f"table {t}"
             for t in range(1, count + 1)]
    guests = [Guest(f"P{i}", "red" if i % 2 else "blue") for i in range(players)]
    seen = 0
    for seed in range(120):
        rng = random.Random(seed)
        draws = draw_seats(guests, sizes, rng)
        cuts = cut_tables(draws, count, rng)
        said = tie_words(cuts, where)
        assert "a table" not in said
        for cut in cuts:
            seated = {d.player for d in draws if d.table == cut.table}
            assert set(cut.order) == seated
            for group in _tie_groups(cut):
                seen += 1
                # The group is said, in the cut's order, with the seating's own table.
                in_order = [n for n, _ in cut.cuts if n in group]
                who = in_order[0] if len(in_order) == 1 else ", ".join(in_order[:-1]) + " and " + in_order[-1]
                assert f"{who} at {where[cut.table - 1]}" in said or f"{who} cut equal cards at {where[cut.table - 1]}" in said
                # and at no other table.
                for other in range(count):
                    if other != cut.table - 1:
                        assert f"{who} at {where[other]};" not in said and not said.startswith(f"{who} cut equal cards at {where[other]} ")
    assert seen > 10  # the seeds did give ties to check
