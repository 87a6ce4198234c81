"""Issue 38, window round 8: the top seat's plate at three-stake Brag read "three 3" while the
stakes went up ("three stakes 3" cut to its first word and its count).  A plate's status line
is a whole phrase that fits, never words cut off: every line written in a plate at eight seats,
in both windows, is the seat's move's words, one of their whole shorter wordings, a tag, or a
shown hand's name, and fits the plate's room."""

from __future__ import annotations

import pytest

from game.ui.table.placing_rules import NOTE_SIZES, SHORT_LEADS, SHORT_NOTES, plate_words

from deal_sweep import let_go, open_window, seat_table, through_a_deal


def test_a_moves_words_are_never_cut_to_their_first_word_and_count():
    assert "three 3" not in plate_words("three stakes 3")
    assert "staked 3" in plate_words("three stakes 3")
    for note in ("came in 2", "made good 4", "put in 1", "keeps back 3", "equalled, a sight 4"):
        first, last = note.split()[0], note.split()[-1]
        assert f"{first} {last}" not in plate_words(note), note
    assert "share 4" in plate_words("share of the call against the field 4")


def test_three_stakes_are_staked_on_every_plate():
    """Window round 9: one plate read "three stakes 3" and the next, with less room, "staked
    3": one thing in two wordings. The plate's note is "staked 3" at every plate."""
    from game.engine.core.events import Staked
    from game.engine.core.plate_notes import stake_note

    assert stake_note(Staked(seat=0, amount=3, why="three stakes", law="Brag, rule 1")) == "staked 3"


def _whole(seat, scene, line: str) -> bool:
    note = seat.note if not seat.out else ""
    tags = scene._tags_of(seat) + tuple(scene.top.tags(seat.seat))
    allowed = {note, *plate_words(note), *tags, *SHORT_NOTES.values()}
    allowed |= {f"{v} {note.split()[-1]}" for v in SHORT_LEADS.values()} if note else set()
    if seat.value:
        return True  # a shown hand's name (whole names only: tests/ui/test_table_hand_name_once.py)
    return all(part in allowed for part in line.split(" \u00b7 "))


CASES = [("brag-three-stake", 8, (960, 540)), ("brag-three-stake", 8, (1920, 1080)),
         ("bouillotte", 8, (960, 540)), ("draw", 8, (1920, 1080))]


@pytest.fixture(scope="module")
def shared_app(tmp_path_factory):
    a = open_window(tmp_path_factory.mktemp("home"), (1280, 720))
    yield a
    a.close()


@pytest.mark.parametrize("variant, seats, size", CASES, ids=[f"{v}-{n}-{w}x{h}" for v, n, (w, h) in CASES])
def test_every_plate_status_line_is_a_whole_phrase_that_fits(shared_app, variant, seats, size):
    app = shared_app
    app.set_window_size(size)
    app.settings = app.settings.with_(animation_speed=4.0, review_deals=False)
    found: dict[str, str] = {}
    scene = seat_table(app, variant, seats, person=size == (960, 540))
    try:
        def look(when: str) -> None:
            for seat in scene.seats:
                line = scene.plate_line(seat)
                if line is None:
                    continue
                size_, text = line
                if not _whole(seat, scene, text):
                    found.setdefault(f"{seat.name}'s plate reads {text!r} (note {seat.note!r})", when)
                width = app.fonts.get("italic", app.layout.font(size_)).size(text)[0]
                if size_ not in NOTE_SIZES or width > scene.plate_room(seat) + 1:
                    found.setdefault(f"{seat.name}'s plate line {text!r} does not fit", when)

        through_a_deal(app, scene, look, deals=2)
    finally:
        let_go(app, scene)
    assert not found, [f"{w}: {f}" for f, w in found.items()][:5]
