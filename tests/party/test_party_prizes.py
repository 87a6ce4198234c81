"""The prizes: most yellow (ties: most counters), each group's best net of extra stakes,
the booby prize; one to a guest; computer players only when all are."""

from __future__ import annotations

import random

from game.party import Guest, award

NAMES = {"red": "Ladies", "blue": "Gentlemen"}


def people(*specs):
    return [Guest(n, g, "human") for n, g in specs]


ALL = people(("Ann", "red"), ("Bea", "red"), ("Cy", "blue"), ("Dan", "blue"))


def prizes(counters, yellow, extra=None, guests=ALL, **kw):
    got = award(guests, counters, extra or {}, yellow, NAMES, random.Random(1), **kw)
    return {p.key: p.player for p in got}, got


def test_most_yellow_then_each_groups_best_then_the_booby():
    won, got = prizes({"Ann": 70, "Bea": 40, "Cy": 60, "Dan": 30}, {"Ann": 1, "Cy": 4})
    assert [p.key for p in got] == ["yellow", "red", "blue", "booby"]
    assert won == {"yellow": "Cy", "red": "Ann", "blue": "Dan", "booby": "Bea"}
    assert got[1].title == "Ladies: most counters"


def test_yellow_ties_go_to_the_most_counters():
    won, _ = prizes({"Ann": 70, "Bea": 40, "Cy": 60, "Dan": 30}, {"Ann": 2, "Cy": 2})
    assert won["yellow"] == "Ann"


def test_extra_stakes_are_charged():
    # Ann holds 90 but drew one fresh stake of 50: 40 net, below Bea's 45.
    won, got = prizes({"Ann": 90, "Bea": 45, "Cy": 60, "Dan": 30}, {"Cy": 1}, extra={"Ann": 50})
    assert won["red"] == "Bea"
    assert won["blue"] == "Dan"  # Cy has taken the yellow prize
    assert won["booby"] == "Ann"  # 40 net is the fewest left
    assert {p.player: p.net for p in got}["Ann"] == 40


def test_one_prize_to_a_guest_unless_the_host_allows_more():
    counters = {"Ann": 90, "Bea": 45, "Cy": 60, "Dan": 30}
    won, _ = prizes(counters, {"Ann": 3})
    assert won == {"yellow": "Ann", "red": "Bea", "blue": "Cy", "booby": "Dan"}
    won, _ = prizes(counters, {"Ann": 3}, one_each=False)
    assert won == {"yellow": "Ann", "red": "Ann", "blue": "Cy", "booby": "Dan"}


def test_booby_by_fewest_yellow_ties_to_the_fewest_counters():
    counters = {"Ann": 90, "Bea": 45, "Cy": 60, "Dan": 30}
    won, _ = prizes(counters, {"Ann": 3, "Cy": 1, "Dan": 1}, one_each=False, booby_by="yellow")
    assert won["booby"] == "Bea"
    won, _ = prizes(counters, {"Ann": 3}, one_each=False, booby_by="yellow")
    assert won["booby"] == "Dan"  # Bea, Cy, Dan have none: Dan has fewest counters


def test_a_tie_that_remains_is_cut_and_the_lowest_cut_wins():
    got = award(ALL, {"Ann": 50, "Bea": 50, "Cy": 50, "Dan": 50}, {}, {"Ann": 1, "Bea": 1},
                NAMES, random.Random(3))
    assert got[0].cut is not None and set(got[0].cut) == {"Ann", "Bea"}


def test_computer_players_take_no_prizes_when_there_are_people():
    guests = ALL + [Guest("Robot", "blue", "computer", "good")]
    won, _ = prizes({"Ann": 50, "Bea": 40, "Cy": 45, "Dan": 44, "Robot": 500},
                    {"Robot": 9, "Ann": 1}, guests=guests)
    assert "Robot" not in won.values() and won["yellow"] == "Ann"


def test_an_evening_of_computers_gives_them_the_prizes():
    guests = [Guest("R1", "red"), Guest("B1", "blue")]
    won, _ = prizes({"R1": 60, "B1": 40}, {"B1": 1}, guests=guests, one_each=False)
    assert won == {"yellow": "B1", "red": "R1", "blue": "B1", "booby": "B1"}


def test_no_yellow_prize_before_anyone_has_a_yellow_counter():
    won, _ = prizes({"Ann": 50, "Bea": 40, "Cy": 45, "Dan": 44}, {})
    assert "yellow" not in won


def test_every_prize_is_announced_and_a_leader_left_out_is_told_why():
    from game.party.prizes import announce

    guests = people(("Alice", "red"), ("Bob", "blue")) + [Guest("Mrs. Alden", "red", "computer"),
                                                         Guest("Mr. Crane", "blue", "computer")]
    counters = {"Alice": 40, "Bob": 30, "Mrs. Alden": 62, "Mr. Crane": 58}
    yellow = {"Bob": 1, "Mr. Crane": 1}
    got = award(guests, counters, {}, yellow, NAMES, random.Random(1))
    calls = announce(guests, counters, {}, yellow, NAMES, got)
    assert [a.key for a in calls] == ["yellow", "red", "blue", "booby"]
    said = {a.key: a for a in calls}
    assert said["yellow"].prize.player == "Bob" and "Mr. Crane had 1 yellow counter" in said["yellow"].note
    assert "computer players take no prize" in said["yellow"].note
    assert said["red"].prize.player == "Alice" and "Mrs. Alden had 62 counters" in said["red"].note
    assert said["blue"].prize is None and "Bob has a prize already" in said["blue"].note
    assert said["booby"].prize is None and "Alice and Bob have a prize already" in said["booby"].note


def test_counted_words_agree_with_their_numbers():
    from game.party.prizes import counted

    assert counted(1, "round") == "1 round" and counted(2, "round") == "2 rounds"
    assert counted(0, "yellow counter") == "0 yellow counters"


def test_a_yellow_prize_nobody_may_take_says_nobody_won_one():
    from game.party.prizes import announce

    guests = people(("Alice", "red")) + [Guest("Mr. Crane", "blue", "computer")]
    counters, yellow = {"Alice": 50, "Mr. Crane": 50}, {"Mr. Crane": 1}
    got = award(guests, counters, {}, yellow, NAMES, random.Random(1))
    call = announce(guests, counters, {}, yellow, NAMES, got)[0]
    assert call.key == "yellow" and call.prize is None
    assert "won a yellow counter" in call.note and "Mr. Crane had 1 yellow counter" in call.note


def test_the_next_in_line_passed_over_for_a_prize_already_won_is_said_too():
    """Play-test 2 of issue 37: the Gentlemen's prize said only why the computer leader
    did not take it, not why Dan, next in line, did not either (he had the yellow prize)."""
    from game.party.prizes import announce

    guests = people(("Alice", "red"), ("Bob", "blue"), ("Dan", "blue")) + [Guest("Colonel Birch", "blue", "computer")]
    counters = {"Alice": 40, "Bob": 50, "Dan": 52, "Colonel Birch": 58}
    yellow = {"Dan": 2, "Bob": 1}
    got = award(guests, counters, {}, yellow, NAMES, random.Random(1))
    said = {a.key: a for a in announce(guests, counters, {}, yellow, NAMES, got)}
    blue = said["blue"]
    assert blue.prize.player == "Bob"
    assert "Colonel Birch had 58 counters, but computer players take no prize" in blue.note
    assert "Dan had 52 counters, but has the prize for most yellow counters: one prize a guest" in blue.note


def test_computer_players_passed_over_behind_a_prized_leader_are_said_too():
    """Round 3 of issue 37: the Ladies' prize named Cleo (who had the yellow prize) but not
    why Miss Beauchamp and Mrs. Alden, computer players with more counters, were passed over."""
    from game.party.prizes import announce

    guests = people(("Alice", "red"), ("Cleo", "red"), ("Bob", "blue")) + [
        Guest("Miss Beauchamp", "red", "computer"), Guest("Mrs. Alden", "red", "computer")]
    counters = {"Alice": 35, "Cleo": 63, "Bob": 46, "Miss Beauchamp": 50, "Mrs. Alden": 47}
    yellow = {"Cleo": 2, "Bob": 1}
    got = award(guests, counters, {}, yellow, NAMES, random.Random(1))
    red = {a.key: a for a in announce(guests, counters, {}, yellow, NAMES, got)}["red"]
    assert red.prize.player == "Alice"
    assert red.note.startswith("Cleo had 63 counters, but has the prize for most yellow counters")
    assert ("Miss Beauchamp (50 counters) and Mrs. Alden (47 counters) had more, "
            "but computer players take no prize") in red.note


def test_every_computer_player_over_the_winner_is_named_when_one_of_them_leads():
    """Play-test round 4: the Ladies' prize to Alice (47) named Miss Beauchamp (53), the
    computer leader, but not Mrs. Alden (48), also a computer player with more."""
    from game.party.prizes import announce

    guests = people(("Alice", "red"), ("Cleo", "red"), ("Bob", "blue")) + [
        Guest("Miss Beauchamp", "red", "computer"), Guest("Mrs. Alden", "red", "computer")]
    counters = {"Alice": 47, "Cleo": 32, "Bob": 52, "Miss Beauchamp": 53, "Mrs. Alden": 48}
    yellow = {"Bob": 2}
    got = award(guests, counters, {}, yellow, NAMES, random.Random(1))
    red = {a.key: a for a in announce(guests, counters, {}, yellow, NAMES, got)}["red"]
    assert red.prize.player == "Alice"
    assert red.note == ("Miss Beauchamp (53 counters) and Mrs. Alden (48 counters) had more, "
                        "but computer players take no prize")


def test_each_prize_says_why_its_winner_takes_it_by_the_rule_as_it_fell():
    """Round 6 of issue 37: a guest read "You won a prize" above "8th of 8" and nothing said
    which prize or why. Each prize given carries its reason in a phrase after its title."""
    from game.party.prizes import announce

    guests = people(("Alice", "red"), ("Cleo", "red"), ("Bob", "blue")) + [
        Guest("Miss Beauchamp", "red", "computer"), Guest("Colonel Birch", "blue", "computer")]
    counters = {"Alice": 47, "Cleo": 32, "Bob": 52, "Miss Beauchamp": 53, "Colonel Birch": 20}
    yellow = {"Bob": 2}
    got = award(guests, counters, {}, yellow, NAMES, random.Random(1))
    why = {a.key: a.why for a in announce(guests, counters, {}, yellow, NAMES, got)}
    assert why["yellow"] == "the most yellow counters (2)"
    assert why["red"] == "the most counters of the Ladies who are guests (47 counters)"
    assert "blue" not in why or why["blue"] == ""  # Bob has the yellow prize: nobody else may
    # The booby prize: the Colonel had fewer, but is a computer player; Bob, with a prize, more.
    assert why["booby"] == "the fewest counters of the guests (32 counters)"
    # A tie cut for the prize says so, and whom the cut favoured.
    two = people(("Ann", "red"), ("Bea", "red"))
    got = award(two, {"Ann": 50, "Bea": 50}, {}, {}, NAMES, random.Random(3))
    said = {a.key: a for a in announce(two, {"Ann": 50, "Bea": 50}, {}, {}, NAMES, got)}
    red = said["red"]
    other = "Bea" if red.prize.player == "Ann" else "Ann"
    assert red.why == (f"the most counters of the Ladies (50 counters); tied with {other}, "
                       f"and the cut went to {red.prize.player}")
    # Level on yellow counters: the counters that decided it are said too.
    got = award(two, {"Ann": 60, "Bea": 50}, {}, {"Ann": 1, "Bea": 1}, NAMES, random.Random(3))
    said = {a.key: a for a in announce(two, {"Ann": 60, "Bea": 50}, {}, {"Ann": 1, "Bea": 1}, NAMES, got)}
    assert said["yellow"].why == "the most yellow counters (1, with 60 counters)"


def test_a_tie_with_the_winner_is_said_and_how_it_was_settled():
    """Play-test round 7: "Ladies: most counters: Cat (50)" when Mrs. Alden, a computer player,
    also had 50: the tie was left out.  Each player level with the winner who could not take
    the prize is said, and why; a level guest free to take it was cut for it (said so)."""
    from game.party.prizes import announce

    guests = people(("Ann", "red"), ("Cat", "red"), ("Bob", "blue")) + [
        Guest("Mrs. Alden", "red", "computer"), Guest("Mr. Abbott", "blue", "computer")]
    counters = {"Ann": 52, "Cat": 50, "Bob": 51, "Mrs. Alden": 50, "Mr. Abbott": 57}
    yellow = {"Ann": 2, "Mr. Abbott": 1}
    got = award(guests, counters, {}, yellow, NAMES, random.Random(1))
    red = {a.key: a for a in announce(guests, counters, {}, yellow, NAMES, got)}["red"]
    assert red.prize.player == "Cat"
    assert red.note == ("Ann had 52 counters, but has the prize for most yellow counters: one prize a guest; "
                        "Mrs. Alden also had 50 counters, but computer players take no prize")
    # Cat the leader herself, level with a computer player: the tie is said all the same.
    counters["Ann"] = 40
    yellow = {"Bob": 1}
    got = award(guests, counters, {}, yellow, NAMES, random.Random(1))
    red = {a.key: a for a in announce(guests, counters, {}, yellow, NAMES, got)}["red"]
    assert red.prize.player == "Cat"
    assert "Mrs. Alden also had 50 counters, but computer players take no prize" in red.note
    # Level with a guest who has a prize already.
    guests2 = people(("Ann", "red"), ("Cat", "red"), ("Bob", "blue"), ("Dot", "red"))
    counters2 = {"Ann": 50, "Cat": 50, "Bob": 40, "Dot": 30}
    got = award(guests2, counters2, {}, {"Ann": 1}, NAMES, random.Random(1))
    red = {a.key: a for a in announce(guests2, counters2, {}, {"Ann": 1}, NAMES, got)}["red"]
    assert red.prize.player == "Cat"
    assert "Ann" in red.note and "one prize a guest" in red.note
    # Two free guests level: the cut decided it, and the note says so once.
    counters3 = {"Ann": 30, "Cat": 50, "Bob": 40, "Dot": 50}
    got = award(guests2, counters3, {}, {}, NAMES, random.Random(1))
    red = {a.key: a for a in announce(guests2, counters3, {}, {}, NAMES, got)}["red"]
    assert "cut" in red.note and red.note.count("also had") == 0


def test_a_group_prize_passed_down_says_still_without_a_prize_in_one_short_line():
    """Play-test round 8 of issue 37: the last guest's phone read "You won a prize! Ladies:
    most counters" above "the most counters of the Ladies who are guests without a prize":
    now "the most counters of the Ladies still without a prize (31 counters)"."""
    guests = [Guest("Alice", "red", "human"), Guest("Cora", "red", "human"), Guest("Bert", "blue", "human"),
              Guest("Miss Beauchamp", "red", "computer")]
    counters = {"Alice": 56, "Cora": 31, "Bert": 47, "Miss Beauchamp": 57}
    yellow = {"Alice": 3, "Cora": 0, "Bert": 1, "Miss Beauchamp": 0}
    from game.party.prizes import announce

    got = award(guests, counters, {}, yellow, NAMES, random.Random(1))
    why = {a.key: a.why for a in announce(guests, counters, {}, yellow, NAMES, got)}
    assert why["red"] == "the most counters of the Ladies still without a prize (31 counters)"


def test_computer_players_level_on_yellow_counters_are_said_to_have_more_counters():
    """Round 12 of issue 37: "Mr. Abbott (1 yellow counter) and Mrs. Alden (1 yellow counter)
    had more", while the winner had 1 as well: level on yellow counters, the counters decided,
    and the note says so."""
    from game.party.prizes import announce

    guests = people(("Alice", "red"), ("Bob", "blue")) + [
        Guest("Mr. Abbott", "blue", "computer"), Guest("Mrs. Alden", "red", "computer")]
    counters = {"Alice": 40, "Bob": 30, "Mr. Abbott": 55, "Mrs. Alden": 50}
    yellow = {"Alice": 1, "Mr. Abbott": 1, "Mrs. Alden": 1}
    got = award(guests, counters, {}, yellow, NAMES, random.Random(1))
    first = {a.key: a for a in announce(guests, counters, {}, yellow, NAMES, got)}["yellow"]
    assert first.prize.player == "Alice"
    assert first.note == ("Mr. Abbott (1 yellow counter and 55 counters) and Mrs. Alden (1 yellow counter "
                          "and 50 counters) had as many yellow counters and more counters, but computer "
                          "players take no prize"), first.note
    # One of them alone, and ahead on yellow counters: said as before.
    yellow = {"Alice": 1, "Mr. Abbott": 2}
    got = award(guests, counters, {}, yellow, NAMES, random.Random(1))
    first = {a.key: a for a in announce(guests, counters, {}, yellow, NAMES, got)}["yellow"]
    assert first.note == "Mr. Abbott had 2 yellow counters, but computer players take no prize", first.note
