"""Every game's table at two to eight seats (as many as the game allows) in the smallest and
the largest window, drawn under the layout probe at every moment of two whole deals a player
sees still (each event's settled frame: tests/ui/deal_sweep.py): no text may lie over text,
over a card or on the frame, or be cut off; no tag under a plate's ring or the turn's pointer;
every shown hand named, by its own hand (or in its plate), off the rim and clearly nearer
its own hand than anything else; no widow, pack or pool words on a hand; no caption in more
than three lines; and no two seats' hands so close that they read as one hand (the rules:
tests/ui/table_rules.py).  In the small window the person plays (the lit button, as a new
player presses it); in the large one the demo, every hand shown.  Then every button label the
table writes (in its button, clear of its key cap) and the panels over the table (the keys
sheet, the menu, the new-stake prompt), at each size.

A card in flight may pass over anything: the table is looked at once what each event moved
has landed.  The players decide on the test's thread and the table is stepped by a fixed
time, so every run draws the same.  A crowded table of every game is looked at through one deal
in the default run (one case a game, the sizes by turns); the whole sweep is marked slow.

One window serves every case of the module, and each case's table is let go of (and the
collector's frozen objects thawed: the table freezes what it made, for its frame times) once
it has been looked at, so the module's memory stays that of one case."""

from __future__ import annotations

import pytest

from game.engine import ActionKind, LegalAction
from game.engine.registry import VARIANTS
from game.ui.demo import _seated
from game.ui.scenes.table import TableScene
from game.ui.scenes.table_parts import Button
from game.ui.seating import plate_rect
from game.ui.table.show import BUTTON_ORDER, KEY_OF

from deal_sweep import let_go, seat_table, through_a_deal
from layout_probe import LayoutProbe, frame_width, problems
from table_rules import BETWEEN_CLEAR
from table_rules import (
    badge_gap_faults, between_faults, button_faults, caption_faults, hand_label_faults, hand_plate_faults, hands_too_close, held_card_faults, landing_faults, middle_card_faults,
    middle_faults, name_move_faults, note_faults, panel_faults, ring_faults, tag_owner_faults,
)

SIZES = [(960, 540), (1280, 720), (1920, 1080)]
"""The window sizes of the buttons' and the panels' tests."""
SWEEP_SIZES = [(960, 540), (1920, 1080)]
"""The smallest and the largest window: the deals are played in these."""
SEATS = tuple(range(2, 9))
DEALS = 2
K = ActionKind


@pytest.fixture(scope="module")
def shared_app(tmp_path_factory):
    """One App for the whole module (a window per case grew the test to gigabytes)."""
    from game.ui.app import App
    from game.ui.scenes import TitleScene

    home = tmp_path_factory.mktemp("home")
    a = App(home=home, size=(1280, 720), catch_errors=False)
    a.home_scene = lambda: TitleScene(a)
    a.push(a.home_scene())
    a.step([])
    yield a
    a.close()


def _look(app, probe, scene) -> list[str]:
    pieces = probe.draw(scene)
    # "beaten" is written across a beaten hand on purpose (Show-down Poker)
    found = problems(pieces, app.window.get_size(), frame_width(app.layout), allow_on_cards=("beaten",))
    found += ring_faults(scene, pieces)
    found += hand_label_faults(scene, pieces)
    found += note_faults(scene, pieces)
    found += middle_faults(scene)
    found += middle_card_faults(scene, pieces)
    found += panel_faults(scene)
    found += held_card_faults(scene)
    found += landing_faults(scene, pieces)
    found += hand_plate_faults(scene)
    found += badge_gap_faults(scene)
    found += tag_owner_faults(scene)
    found += between_faults(scene)
    found += caption_faults(scene, pieces)
    found += button_faults(scene._panel_buttons() + [scene.menu_button], pieces, app.fonts, app.layout)
    return found


def faults(app, variant: str, seats: int, size: tuple[int, int], deals: int = DEALS) -> list[str]:
    """Every fault the probe finds at any settled moment of ``deals`` deals, each once, with
    the first moment it was seen."""
    app.set_window_size(size)
    app.settings = app.settings.with_(animation_speed=4.0, review_deals=False)
    person = size == SWEEP_SIZES[0]
    found: dict[str, str] = {}
    with LayoutProbe(app) as probe:
        scene = seat_table(app, variant, seats, person=person)
        try:
            names: dict = {}

            def look(when: str) -> None:
                for f in _look(app, probe, scene) + hands_too_close(scene) + name_move_faults(scene, names):
                    found.setdefault(f, when)

            through_a_deal(app, scene, look, deals=deals)
        finally:
            let_go(app, scene)
    return [f"{when}: {f}" for f, when in found.items()]


def _cases():
    for i, variant in enumerate(VARIANTS):
        # the default run: each game at a crowded table, in the small window (the person
        # playing) or the large (the demo), by turns
        quick = (8, SWEEP_SIZES[0]) if i % 2 == 0 else (7, SWEEP_SIZES[1])
        for size in SWEEP_SIZES:
            for seats in SEATS:
                # (no list of known faults: a fault found is a fault to mend)
                slow = (seats, size) != quick
                marks = [pytest.mark.slow] if slow else []
                # (the default run's case plays one deal; the sweep two)
                yield pytest.param(variant, seats, size, DEALS if slow else 1, marks=marks,
                                   id=f"{variant}-{seats}-{size[0]}x{size[1]}")


@pytest.mark.parametrize("variant, seats, size, deals", list(_cases()))
def test_the_table_draws_no_text_over_text_a_card_or_the_frame(shared_app, variant, seats, size, deals):
    found = faults(shared_app, variant, seats, size, deals)
    assert not found, f"{variant} {seats} {size[0]}x{size[1]}: {found[:5]}"


@pytest.mark.parametrize("variant, seats, size", [("brag", 7, (1280, 720)), ("brag", 8, (1280, 720))],
                         ids=["brag-7-1280x720", "brag-8-1280x720"])
def test_a_shown_hands_name_keeps_off_the_rim_in_the_middle_window(shared_app, variant, seats, size):
    """Issue 38: at Brag in a 1280 x 720 window a shown hand's name ran onto the table's rim
    (the sweep plays the smallest and the largest windows only)."""
    found = faults(shared_app, variant, seats, size)
    assert not found, f"{variant} {seats} {size[0]}x{size[1]}: {found[:5]}"


OWNER_CASES = [("commerce", 8, (960, 540)), ("draw", 8, (960, 540)), ("brag-three-stake", 8, (1920, 1080)),
               ("bouillotte", 8, (960, 540)), ("brag", 8, (1920, 1080)), ("commerce", 7, (1920, 1080)),
               ("draw", 7, (1920, 1080)), ("brag-three-stake", 7, (960, 540)), ("bouillotte", 7, (1920, 1080)),
               ("whiskey-markers", 8, (960, 540)), ("whiskey-markers", 8, (1920, 1080)),
               ("whiskey-markers", 7, (1920, 1080)), ("whiskey", 8, (960, 540)),
               # (window round 6: "stood" between two plates at three-stake Brag and Brag at
               # eight in the small window, a case the list did not hold)
               ("brag-three-stake", 8, (960, 540)), ("brag", 8, (960, 540)),
               # (issue 38: "knocked", "age", "keeps the brag", "ready money" halfway between two
               # plates, their near edges by their own: the between rule, at the tables it was seen)
               ("commerce", 7, (1920, 1080)), ("brag-american", 8, (1920, 1080)), ("draw", 8, (960, 540)),
               ("ambigu", 7, (960, 540)), ("my-ship-sails", 8, (960, 540)),
               # (window round 8: Bouillotte at five, "equalled 5" and "withdrew" side by side
               # between two plates; three-stake Brag's "passed out" between two plates, in the
               # middle window; Draw's "threw in" beside another seat at 960x540)
               ("bouillotte", 5, (1280, 720)), ("bouillotte", 5, (960, 540)), ("bouillotte", 5, (1920, 1080)),
               ("brag-three-stake", 8, (1280, 720)), ("draw", 8, (1280, 720)), ("draw", 7, (960, 540))]


@pytest.mark.parametrize("variant, seats, size", OWNER_CASES,
                         ids=[f"{v}-{n}-{w}x{h}" for v, n, (w, h) in OWNER_CASES])
def test_every_tag_and_moves_words_read_as_their_own_plates_at_a_crowded_table(shared_app, variant, seats, size):
    """Issue 38, window round 5: "knocks", "age", "out of the brag", "equalled 5" drawn in the
    gap between two plates, a neighbour's cards by them, named neither; at Whiskey with
    markers Colonel Dash's hand's name between two hands, and his manner ("liberal") still on
    his plate: at every settled moment of a deal at seven and eight seats, in both windows,
    each tag, each move's words and each shown hand's name stand clearly nearer their own
    plate (or hand) than any other seat's, and a name written in its plate takes the place of
    the player's manner."""
    app = shared_app
    app.set_window_size(size)
    app.settings = app.settings.with_(animation_speed=4.0, review_deals=False)
    found: dict[str, str] = {}
    with LayoutProbe(app) as probe:
        scene = seat_table(app, variant, seats, person=size == SWEEP_SIZES[0])
        try:
            def look(when: str) -> None:
                pieces = probe.draw(scene)
                for f in tag_owner_faults(scene) + between_faults(scene) + note_faults(scene, pieces) \
                        + hand_label_faults(scene, pieces):
                    found.setdefault(f, when)
                for seat in scene.seats:
                    plate = app.layout.rect(*plate_rect(seat.place))
                    _, box, _, text = scene._badge_places()[seat.seat]
                    hand = scene._rest_hand_box(seat)
                    if box is not None and text and seat.value and seat.note == seat.value and hand is not None \
                            and seat.seat != scene.me:
                        name = box.move(plate.topleft)
                        if name.right <= hand.left or name.left >= hand.right:
                            found.setdefault(f"seat {seat.seat}'s hand name {text!r} beside its hand, not "
                                             f"over or under it", when)
                    if scene.note_in_plate(seat) and any(p.kind == "text" and p.label == seat.short
                                                         and plate.contains(p.rect) for p in pieces):
                        found.setdefault(f"seat {seat.seat}'s manner {seat.short!r} on its plate with its "
                                         f"hand's name {scene.note_shown(seat)!r}", when)

            through_a_deal(app, scene, look)
        finally:
            let_go(app, scene)
    assert not found, [f"{w}: {f}" for f, w in found.items()][:5]


MOMENT_CASES = [("bouillotte", 5, (1280, 720)), ("bouillotte", 5, (1920, 1080)), ("stud", 8, (1920, 1080)),
                ("brag-three-stake", 6, (960, 540)), ("brag-three-stake", 6, (1920, 1080)),
                ("whiskey", 6, (960, 540)), ("stud", 6, (960, 540)), ("stud", 6, (1920, 1080)),
                # window round 10: "age" at the end of Highwater's plate beside Middleton's, "came
                # in 2" between Middleton and Colonel Dash (Draw at 7); "pone" and "age" between
                # two plates at Brag and Whiskey at 8
                ("draw", 7, (960, 540)), ("draw", 7, (1920, 1080)), ("brag", 8, (960, 540)),
                ("brag", 8, (1920, 1080)), ("whiskey", 8, (960, 540)), ("whiskey", 8, (1920, 1080))]
"""Window round 9: tables where the tester saw words between two seats, the person seated
(he bets and draws), held to the clear measure: Bouillotte at five mid-betting
("straddled 10" and "blind 5" side by side between the top plates), Stud's bets; and the top
seat at six, whose words (three-stake Brag's "counts 23", Whiskey's "ante 1" and "knocked",
Stud's "bet 14") stood beside its plate, level with the next plates, until its hand lay a
line lower and they went under the plate.  (Whiskey at six in the large window: the person's
"takes the widow" stands a row over his plate, the turn's pointer in the first; left.)"""
MOMENT_SEEDS = {"bouillotte": 4, "draw": 5}
"""The seating of each game's case (Draw's fifth: the tester's, the straddle by the top-left
plate, the age by the plate under it, window round 10)."""


@pytest.mark.parametrize("variant, seats, size", MOMENT_CASES,
                         ids=[f"{v}-{n}-{w}x{h}" for v, n, (w, h) in MOMENT_CASES])
def test_no_words_stand_between_two_seats_where_the_person_plays_every_pool(shared_app, variant, seats, size):
    """Window round 9: at the moments the sweep did not reach (the person seated in a middle
    or large window, through three-stake Brag's third pool, Bouillotte's betting, Whiskey's
    draws, Stud's bets), no tag or move's words in the gap between two plates."""
    app = shared_app
    app.set_window_size(size)
    app.settings = app.settings.with_(animation_speed=4.0, review_deals=False)
    found: dict[str, str] = {}
    with LayoutProbe(app) as probe:
        scene = seat_table(app, variant, seats, person=True, seed=MOMENT_SEEDS.get(variant, 3))
        try:
            def look(when: str) -> None:
                probe.draw(scene)
                for f in between_faults(scene, BETWEEN_CLEAR) + tag_owner_faults(scene):
                    found.setdefault(f, when)

            through_a_deal(app, scene, look, deals=DEALS)
        finally:
            let_go(app, scene)
    assert not found, [f"{w}: {f}" for f, w in found.items()][:5]


def test_a_knocked_tag_keeps_its_side_of_the_plate_through_the_show(shared_app):
    """Window round 10 (Whiskey at eight, 1920x1080): the knocker's "knocks" stood under his
    plate; at the show his plate names his hand and "knocked" comes back as a tag: it stays
    under the plate (it jumped over it)."""
    app = shared_app
    app.set_window_size((1920, 1080))
    app.settings = app.settings.with_(animation_speed=4.0, review_deals=False)
    sides: dict[tuple[int, int], str] = {}
    jumps: list[str] = []
    with LayoutProbe(app) as probe:
        scene = seat_table(app, "whiskey", 8, person=True, seed=1)
        try:
            def look(when: str) -> None:
                probe.draw(scene)
                for s, (boxes, note, _, text) in scene._badge_places().items():
                    seat = scene.seats[s]
                    h = app.layout.rect(*plate_rect(seat.place)).h
                    words = list(zip(scene._tags_of(seat), boxes)) + ([(text, note)] if note is not None and text else [])
                    for what, b in words:
                        if "knock" not in what:
                            continue
                        side = "over" if b.bottom <= 0 else "under" if b.top >= h else "beside"
                        key = (scene.session.table.deal_number, s)
                        if sides.setdefault(key, side) != side:
                            jumps.append(f"{when}: seat {s}'s {what!r} from {sides[key]} to {side}")
                        sides[key] = side

            through_a_deal(app, scene, look, deals=DEALS)
        finally:
            let_go(app, scene)
    assert sides and not jumps, jumps


# --- the buttons ---------------------------------------------------------------------------------

LABELS = [
    "Make good 100", "Come in 100", "Ante 100", "See the ante 100", "Pass this jack", "Hold the age",
    "Keep the cards: put up 100", "Discard 5 and draw", "I play 100", "Stay 100", "Equal 100",
    "Pass the word", "Show the brelan", "Stifle it", "Exchange for the widow", "Keep my hand",
    "Ready money", "Ready money (1 counter)", "Buy a card (1 counter)", "Barter", "Give in exchange",
    "No exchange", "Pass out", "Take the widow",
    "Turn it up", "Draw one", "Decline to show", "Open for 100", "Straddle 100", "Back 100",
    "Make a jack", "No straddle", "Stand pat", "Knock", "Deal again", "Raise 100", "Bet 100",
    "Call 100", "Abandon", "Throw in", "Draw 5",
    # (a call past the person's counters says what it buys, issue 38)
    "Call 100 (buys 100 counters)", "See the ante 100 (buys 100 counters)", "Equal 100 (buys 100 counters)",
]
"""The labels the table's buttons carry (the book's words, with three-figure amounts)."""


def _labels_of(scene) -> list[tuple[str, str]]:
    """Every button the scene would label now, with every action offered at 100."""
    scene.offers = {k: LegalAction(k, 100, 100) for k in BUTTON_ORDER}
    scene.amount = 100
    out = [(scene._label(k), KEY_OF[k]) for k in BUTTON_ORDER]
    scene.offers = {}
    return out


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_every_button_label_fits_its_button_clear_of_its_key(shared_app, size):
    app = shared_app
    app.set_window_size(size)
    found = []
    with LayoutProbe(app) as probe:
        labels = {(label, "C") for label in LABELS}
        for variant in VARIANTS:
            scene = TableScene(app, _seated(app.home, 4, 3, variant, synchronous=True), demo=True)
            app.push(scene)
            labels |= set(_labels_of(scene))
            let_go(app, scene)
        scene = TableScene(app, _seated(app.home, 4, 3, "draw", synchronous=True), demo=True)
        app.push(scene)
        try:
            ordered = sorted(labels)
            for start in range(0, len(ordered), 4):  # four at a time: two rows of two
                scene.buttons = [Button(label, key, lambda: None, kind=K.PASS) for label, key in
                                 ordered[start:start + 4]]
                scene._place_buttons()
                scene._makes_left = 9
                pieces = probe.draw(scene)
                found += button_faults(scene._panel_buttons() + [scene.menu_button], pieces, app.fonts, app.layout)
                panel = [p for p in pieces if scene.rects["actions"].colliderect(p.rect)]
                found += problems(panel, app.window.get_size(), frame_width(app.layout))
        finally:
            let_go(app, scene)
    assert not found, f"{size}: {found[:6]}"


# --- the panels over the table -----------------------------------------------------------------

@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_panels_over_the_table_draw_no_text_over_text(shared_app, size):
    """The keys sheet (F1) of every game's table, the table's menu and the new-stake prompt:
    no text over text, and the sheet's and the menu's inside their borders."""
    from game.ui.scenes.help import HelpOverlay
    from game.ui.scenes.new_stake import NewStakeScene
    from game.ui.table.menu import TableMenu

    app = shared_app
    app.set_window_size(size)
    found = []
    with LayoutProbe(app) as probe:
        for variant in VARIANTS:
            scene = TableScene(app, _seated(app.home, 4, 3, variant, synchronous=True), demo=True)
            app.push(scene)
            try:
                for panel in (HelpOverlay(app, scene.help_keys(), scene.title), TableMenu(app, scene)):
                    app.push(panel)
                    pieces = probe.draw(panel)
                    found += [f"{variant} {panel.title}: {f}" for f in
                              problems(pieces, app.window.get_size(), frame_width(app.layout))]
                    found += [f"{variant} {panel.title}: past the panel's border {p!r}" for p in pieces
                              if p.kind == "text" and not panel.rect.contains(p.rect)]
                    app.pop()
            finally:
                let_go(app, scene)
        prompt = NewStakeScene.sample(app)
        app.push(prompt)
        found += [f"{prompt.title}: {f}" for f in
                  problems(probe.draw(prompt), app.window.get_size(), frame_width(app.layout))]
        app.pop()
    assert not found, f"{size}: {found[:6]}"


@pytest.mark.parametrize("labels", [
    ("Draw one", "Exchange", "Take the widow", "Knock", "Pass"),
    ("Exchange for the widow", "Keep my hand"),
    ("Ready money (1 counter)", "Barter", "Give in exchange", "Knock"),
    ("Equal for a sight: 100", "Raise 100", "Withdraw"),
    ("Discard 2 and draw", "Enough"),
    ("Keep cards (2)", "Discard 2 and draw", "Deal again"),
    ("Ready money (1 counter)", "Barter", "Knock"),
    ("Buy a card (1 counter)", "Stand"),
], ids=["whiskey", "commerce-widow", "commerce", "bouillotte", "ambigu", "ambigu-keep", "commerce-ready", "brag-buy"])
def test_a_turns_buttons_each_have_their_labels_room_at_960x540(shared_app, labels):
    """Issue 38: "Take the / widow" was set in two cramped lines in half a row, and "Ready
    money" and "Keep cards (2)" smaller than the rest; a label that will not go on one line,
    at the buttons' size, in half a row has a row to itself, and the rows stay above the
    panel's foot (the odds helper, the book)."""
    app = shared_app
    app.set_window_size((960, 540))
    scene = TableScene(app, _seated(app.home, 4, 3, "draw", synchronous=True), demo=True)
    app.push(scene)
    try:
        scene.buttons = [Button(label, "C", lambda: None, kind=K.PASS) for label in labels]
        scene._place_buttons()
        a = scene.rects["actions"]
        for b in scene.buttons:
            size, lines = b.label_lines(app.fonts, app.layout, b.rect.width, b.rect.height)
            assert lines == [b.label], (b.label, lines, tuple(b.rect))
            # every label at the buttons' one size ("Ready money" was set smaller)
            assert size == Button.LABEL_SIZES[0], (b.label, size, tuple(b.rect))
            assert a.contains(b.rect) and b.rect.bottom <= a.bottom - app.layout.px(38)
        for i, b in enumerate(scene.buttons):
            assert not any(b.rect.colliderect(o.rect) for o in scene.buttons[i + 1:])
    finally:
        let_go(app, scene)
