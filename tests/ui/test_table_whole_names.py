"""A shown hand's name written in fewer words where its table is crowded is still a whole
name: "a two-card flush of 17" as "two-card flush 17" or "a two-card flush", never its first
words cut ("a two-card", read at My Ship Sails at eight seats, 1920 x 1080: issue 38)."""

from __future__ import annotations

import pytest

from game.cards import parse_cards
from game.ui.table.placing_rules import fewer_names, short_name

from deal_sweep import let_go, open_window, seat_table, through_a_deal


@pytest.mark.parametrize("name, fewer", [
    ("a two-card flush of 17", ["two-card flush of 17", "two-card flush 17", "2-card flush 17", "a two-card flush",
                                "two-card flush", "2-card flush"]),
    ("a pair of jacks", ["pair of jacks", "a pair", "pair"]),
    ("a sequence flush 4-5-6", ["sequence flush 4-5-6", "a sequence flush", "sequence flush"]),
    ("a grand prime of 31", ["grand prime of 31", "grand prime 31", "a grand prime", "grand prime"]),
    ("no flush", []),
])
def test_a_names_fewer_words_are_each_a_whole_name(name, fewer):
    assert fewer_names(name) == fewer


def test_the_last_of_a_names_fewer_words_are_its_cards():
    assert fewer_names("a sequence flush 5-6-7", parse_cards("5h 6h 7h"))[-1] == "5\u2665 6\u2665 7\u2665"


def _whole(value: str, cards) -> set[str]:
    """Every way the table may write a shown hand's name."""
    out = {value}
    for name in (value, short_name(value)):
        out |= {name, *fewer_names(name, cards)}
    return out


@pytest.fixture(scope="module")
def window(tmp_path_factory):
    a = open_window(tmp_path_factory.mktemp("home"), (1920, 1080))
    yield a
    a.close()


@pytest.mark.parametrize("variant, seats, size", [("my-ship-sails", 8, (1920, 1080)), ("my-ship-sails", 8, (960, 540)),
                                                  ("commerce", 8, (960, 540)), ("commerce", 7, (1920, 1080)),
                                                  ("brag", 8, (1920, 1080))])
def test_a_shown_hands_name_is_never_cut_to_its_first_words(window, variant, seats, size):
    app = window
    app.set_window_size(size)
    app.settings = app.settings.with_(animation_speed=4.0, review_deals=False)
    found: dict[str, str] = {}
    scene = seat_table(app, variant, seats, person=False)
    try:
        def look(when: str) -> None:
            for seat in scene.seats:
                if seat.value and seat.cards and seat.note == seat.value:
                    text = scene.note_shown(seat)
                    cards = [sp.card for sp in seat.cards if sp.card is not None]
                    if text and text not in _whole(seat.value, cards):
                        found.setdefault(f"seat {seat.seat}: {seat.value!r} written {text!r}", when)

        through_a_deal(app, scene, look, deals=2)
    finally:
        let_go(app, scene)
    assert not found, [f"{w}: {f}" for f, w in found.items()][:5]
