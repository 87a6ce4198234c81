"""Party night on the guests' phones in the window: the third way to play in the setup, the
lobby with its QR code, address and code, guests arriving, the host's changes, the big
screen of the evening, the prizes, and the server stopping with the evening.
Set PHONES_SCREENSHOTS to a folder to keep pictures of the host's screens."""

from __future__ import annotations

import os
import time
import urllib.request
from pathlib import Path

import pygame
import pytest
from uihelp import key_event

from game.party import Guest
from game.ui.scenes.party_phones import PhonesLobbyScene
from game.ui.scenes.party_phones_screen import PhonesEveningScene
from game.ui.scenes.party_prizes import PrizesScene
from game.ui.scenes.party_setup import PartySetupScene


def press(app, *ks):
    for k in ks:
        app.step([key_event(k)])


def shot(app, name):
    folder = os.environ.get("PHONES_SCREENSHOTS")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        pygame.image.save(app.window, str(Path(folder) / name))


@pytest.fixture
def setup(app, monkeypatch):
    # The usual port may be taken on a test machine: any free one, on loopback.
    import game.ui.scenes.party_phones as pp

    real = pp.PartyServer

    def loopback(night, port=0, **kw):
        return real(night, port=0, bind="127.0.0.1", tick=0.01)

    monkeypatch.setattr(pp, "PartyServer", loopback)
    scene = PartySetupScene(app)
    app.push(scene)
    app.step([])
    return scene


def test_setup_offers_guests_phones_and_any_mix(setup):
    row = setup.rows[0]
    assert ("phones", "Guests' phones") in row.options
    setup.mode = "phones"
    setup.guests = [Guest("Alice", "red", "phone"), Guest("Bob", "blue", "phone")]
    setup.cycle_kind(1)
    assert setup.guests[1].kind == "human"  # a hot-seat human at the host's computer
    setup.cycle_kind(1)
    assert setup.guests[1].kind == "computer"
    config = setup.config()
    assert config.mode == "play" and config.players == setup.players()
    assert {g.kind for g in config.guests} == {"phone", "computer"}


def test_lobby_guests_arrive_host_changes_and_the_evening_runs(app, setup):
    setup.mode = "phones"
    setup.total, setup.rounds = 12, 1
    setup.guests = [Guest("Alice", "red", "phone"), Guest("Bob", "blue", "phone")]
    setup.draw_seats()
    app.step([])
    lobby = app.top
    assert isinstance(lobby, PhonesLobbyScene) and lobby.server is not None and lobby.server.running
    server, night = lobby.server, lobby.night
    page = urllib.request.urlopen(server.url, timeout=5).read()
    assert b"Parlour Poker" in page
    # Alice arrives on her phone; a newcomer types his name; the host renames him.
    server.call(night.join, night.code, "Alice").result(5)
    server.call(night.join, night.code, "Carl").result(5)
    server.call(lambda: None).result(5)
    app.step([])
    assert [g["name"] for g in lobby.guests()] == ["Alice", "Bob", "Carl"]
    assert lobby.guests()[0]["joined"] and not lobby.guests()[1]["joined"]
    shot(app, "host-lobby.png")
    lobby.selected = 2
    server.call(night.rename, "Carl", "Charles").result(5)
    lobby.selected = 1
    press(app, pygame.K_DELETE)  # Bob did not come
    server.call(lambda: None).result(5)
    app.step([])
    assert [g["name"] for g in lobby.guests()] == ["Alice", "Charles"]
    press(app, pygame.K_t)
    assert lobby.settings.timeout == 90.0
    press(app, pygame.K_a)
    assert lobby.settings.policy == "computer"
    # A quick evening for the test: no pause, and absent guests are acted for at once.
    lobby.settings.pace, lobby.settings.between, lobby.settings.timeout = 0.0, 0.0, 0.05
    press(app, pygame.K_d, pygame.K_RETURN, pygame.K_RETURN)  # the draw, skipped and ended
    evening = app.top
    assert isinstance(evening, PhonesEveningScene)
    ev = evening.ev
    assert ev.guests["Alice"].kind == "phone" and ev.guests["Charles"].kind == "phone"
    assert len(ev.guests) == 12
    deadline = time.monotonic() + 180  # the server plays in real time: bounded by the clock
    while time.monotonic() < deadline:
        app.step([], 0.05)
        if (server.snapshot.get("overview") or {}).get("evening", {}).get("stage") == "over":
            break
        time.sleep(0.002)
    app.step([], 0.05)
    shot(app, "host-evening.png")
    assert ev.finished
    night = server.night
    assert night.prizes_held and "prizes" not in server.snapshot["overview"]  # not before the host gives them
    press(app, pygame.K_RETURN)
    prizes = app.top
    assert isinstance(prizes, PrizesScene) and not night.prizes_held
    # The phones reveal each prize with the host's screen (round 3 of issue 37): none yet,
    # then every one once the screen has announced them all.
    assert night.prizes_told == 0 and "prizes" not in night.message_for("Alice")
    press(app, pygame.K_SPACE)  # one prize a press (round 5 of issue 37), then every one
    assert night.prizes_told == 1 and len(night.message_for("Alice")["prizes"]) == 1
    while not prizes.all_announced:
        press(app, pygame.K_SPACE)
    assert night.prizes_told is None and night.message_for("Alice")["prizes"]
    assert server.running  # the prizes screen keeps it for the phones...
    press(app, pygame.K_ESCAPE)
    assert not server.running  # ...and the server stops with the evening


def test_host_gives_a_seat_to_a_computer_player(app, setup):
    setup.mode = "phones"
    setup.total, setup.rounds = 12, 1
    setup.guests = [Guest("Alice", "red", "phone")]
    setup.draw_seats()
    app.step([])
    lobby = app.top
    lobby.settings.pace = 0.5
    press(app, pygame.K_d, pygame.K_RETURN, pygame.K_RETURN)  # the draw, skipped and ended
    evening = app.top
    app.step([])
    evening.give_to_computer()
    evening.server.call(lambda: None).result(5)
    assert evening.ev.guests["Alice"].kind == "computer"
    for _ in range(5):
        app.step([], 0.1)
    shot(app, "host-evening-start.png")
    press(app, pygame.K_ESCAPE)
    assert not evening.server.running


def test_a_hot_seat_human_plays_from_the_big_screen(app, setup):
    """Hal, at the host's computer, plays each turn at the solo game's own table window,
    after the screen that asks everyone else to look away; his table stands still meanwhile."""
    from game.ui.party_seat import ServedSeat
    from game.ui.scenes.party_table import PrivacyScene
    from game.ui.scenes.table import TableScene

    setup.mode = "phones"
    setup.total, setup.rounds = 12, 1
    setup.guests = [Guest("Alice", "red", "phone"), Guest("Hal", "blue", "human")]
    setup.draw_seats()
    app.step([])
    lobby = app.top
    lobby.settings.pace, lobby.settings.between, lobby.settings.timeout = 0.0, 0.0, 0.05
    press(app, pygame.K_d, pygame.K_RETURN, pygame.K_RETURN)  # the draw, skipped and ended
    evening = app.top
    assert evening.ev.guests["Hal"].kind == "human"
    turns = 0
    shown = False
    deadline = time.monotonic() + 180  # the server plays in real time: bounded by the clock
    while time.monotonic() < deadline:
        app.step([], 0.05)
        time.sleep(0.002)
        snap = evening.server.snapshot
        if (snap.get("overview") or {}).get("evening", {}).get("stage") == "over":
            break
        top = app.top
        if not isinstance(top, PrivacyScene):
            continue
        assert top.name == "Hal"
        press(app, pygame.K_SPACE)  # Hal sits down; the others look away
        table = app.top
        assert isinstance(table, TableScene) and isinstance(table.session, ServedSeat)
        assert table.session.names[table.me] == "Hal"
        assert table.session.index in evening.server.night.held  # nothing moves there now
        for _ in range(50):  # his turns follow one another until a computer's comes
            if table._show_next():
                break
            for _ in range(400):
                if table.buttons or table._show_next():
                    break
                app.step([], 0.05)
            if not table.buttons:
                continue
            if len(table.seats[table.me].cards) == 5 and not shown:
                shot(app, "host-hot-seat.png")
                shown = True
            kinds = {b.kind.value for b in table.buttons}
            pick = next(k for k in ("no straddle", "draw", "call", "show", "bet", "abandon") if k in kinds)
            press(app, {"no straddle": pygame.K_n, "draw": pygame.K_d, "call": pygame.K_c,
                        "show": pygame.K_s, "bet": pygame.K_b, "abandon": pygame.K_a}[pick])
            turns += 1
        assert table.next_button.label == "Hide my cards and pass on"
        press(app, pygame.K_RETURN)
        assert app.top is evening or isinstance(app.top, PrivacyScene)  # (his next turn, at once)
        evening.server.call(lambda: None).result(5)
        assert table.session.index not in evening.server.night.held  # the table goes on
    assert turns > 0 and evening.ev.finished


def test_a_phone_evening_resumes_after_the_host_program_dies(app, setup):
    from game.party import Evening
    from game.party.store import evening_path

    setup.mode = "phones"
    setup.total, setup.rounds = 12, 2
    setup.guests = [Guest("Alice", "red", "phone")]
    setup.draw_seats()
    app.step([])
    lobby = app.top
    lobby.settings.pace, lobby.settings.between = 0.05, 0.0
    night = lobby.night
    token = night.seats["Alice"].token
    code = night.code
    press(app, pygame.K_d, pygame.K_RETURN, pygame.K_RETURN)  # the draw, skipped and ended
    evening = app.top
    for _ in range(20):
        app.step([], 0.05)
    evening.server.stop()  # the program dies: nothing more is saved
    ev = Evening.load(evening_path(app.home))
    scene = app.make("party-evening", ev)
    assert isinstance(scene, PhonesEveningScene) and scene.server.running
    night2 = scene.server.night
    assert night2.code == code and night2.seats["Alice"].token == token
    assert night2.stage in ("playing", "between")
    scene.server.stop()


def test_a_hot_seat_turn_is_told_from_the_next_by_its_step_not_its_log():
    """The log a seat message carries is cut to its last lines, so two turns of one deal can
    have logs of the same length: the big screen must still offer the second turn."""
    from types import SimpleNamespace

    def msg(step: int) -> dict:
        return {"table": {"deal": 3, "phase": "betting"}, "log": ["a"] * 8, "step": step, "legal": [{}]}

    scene = SimpleNamespace(server=SimpleNamespace(snapshot={"humans": {"Hal": msg(40)}}), hot_done=("Hal", 3, 40),
                            served=None)
    assert PhonesEveningScene.hot_turn(scene) is None  # Hal has just been handed step 40
    scene.server.snapshot = {"humans": {"Hal": msg(47)}}  # his turn again, the log as long
    assert PhonesEveningScene.hot_turn(scene) == ("Hal", msg(47))
    # What the big screen knew when his table closed may show a turn he has already taken.
    scene.served = SimpleNamespace(closed_with=scene.server.snapshot)
    assert PhonesEveningScene.hot_turn(scene) is None
    scene.server.snapshot = {"humans": {"Hal": msg(52)}}  # published since: believed
    assert PhonesEveningScene.hot_turn(scene) == ("Hal", msg(52))


def test_host_seats_a_late_guest_with_l(app, setup):
    """A guest who came after the seats were drawn asks from his phone; the big screen says
    so, and L seats him at the booby table from the next round (issue 28)."""
    setup.mode = "phones"
    setup.total, setup.rounds = 12, 2
    setup.guests = [Guest("Alice", "red", "phone")]
    setup.draw_seats()
    app.step([])
    lobby = app.top
    lobby.settings.pace = 5.0
    press(app, pygame.K_d, pygame.K_RETURN, pygame.K_RETURN)  # the draw, skipped and ended
    evening = app.top
    night = evening.server.night
    evening.server.call(night.join, night.code, "Dora", "red").result(5)
    for _ in range(40):
        app.step([], 0.05)
        if any(g["name"] == "Dora" for g in evening.server.snapshot.get("lobby") or []):
            break
    names = evening.phone_guests()
    evening.selected = names.index("Dora")
    assert "came late" in evening.guest_lines()[0] and "L seat" in evening.guest_lines()[1]
    press(app, pygame.K_l)
    evening.server.call(lambda: None).result(5)
    assert night.late["Dora"].late == "seated"
    press(app, pygame.K_ESCAPE)


def test_l_in_the_last_round_says_why_a_late_guest_cannot_be_seated(app, setup):
    """L always answers: with nobody asking, that nobody is; in the last round, that no
    round is left (the header says so too, and not "asking to join")."""
    setup.mode = "phones"
    setup.total, setup.rounds = 12, 1
    setup.guests = [Guest("Alice", "red", "phone")]
    setup.draw_seats()
    app.step([])
    lobby = app.top
    lobby.settings.pace = 5.0
    press(app, pygame.K_d, pygame.K_RETURN, pygame.K_RETURN)  # the draw, skipped and ended
    evening = app.top
    night = evening.server.night
    app.toasts.clear()
    press(app, pygame.K_l)
    assert app.toasts and "Nobody" in app.toasts[-1].text
    evening.server.call(night.join, night.code, "Dora", "red").result(5)
    for _ in range(40):
        app.step([], 0.05)
        if any(g["name"] == "Dora" for g in evening.server.snapshot.get("lobby") or []):
            break
    evening.selected = 0  # Alice is chosen: L finds the one who asks
    assert "asking to join" not in evening.guest_lines()[0]
    press(app, pygame.K_l)
    assert "last round" in app.toasts[-1].text and "Dora" in app.toasts[-1].text
    assert evening.phone_guests()[evening.selected] == "Dora"
    assert "no round is left" in evening.guest_lines()[0]
    app.step([], 0.05)
    shot(app, "host-late-last-round.png")
    evening.server.call(lambda: None).result(5)
    assert night.late["Dora"].late == "asked"
    press(app, pygame.K_ESCAPE)


def test_a_guests_arrival_wakes_the_resting_lobby(app, setup):
    """The window sleeps while nothing moves; a guest taking a seat from his phone is no
    key or mouse move, so the server wakes it and the lobby shows him at once."""

    setup.mode = "phones"
    setup.guests = [Guest("Alice", "red", "phone"), Guest("Bob", "blue", "phone")]
    setup.draw_seats()
    app.step([])
    lobby = app.top
    assert isinstance(lobby, PhonesLobbyScene) and app.resting()
    pygame.event.clear()
    drawn = []
    real_draw = lobby.draw

    def draw(surface):
        drawn.append(sum(1 for g in lobby.guests() if g["joined"]))
        real_draw(surface)

    lobby.draw = draw
    server, night = lobby.server, lobby.night
    server.call(night.join, night.code, "Alice").result(5)
    server.call(lambda: None).result(5)
    started = time.monotonic()
    app.rest(timeout_ms=3000)  # as the main loop does at rest: woken by the news
    assert time.monotonic() - started < 2.0
    assert drawn and drawn[-1] == 1  # "On their phones: 1 of 2" drawn without a mouse move
    shot(app, "host-lobby-woken.png")
    press(app, pygame.K_ESCAPE)


def test_an_away_guests_plate_says_what_his_phone_says():
    from game.party import Evening
    from game.phones.night import NightSettings, PhoneNight
    from game.phones.starting import config_for
    from game.ui.scenes.party_phones_screen import seat_look

    night = PhoneNight(NightSettings())
    night.expect("Alice", "red")
    ev = Evening.start(config_for(night, 8, 1, seed=2))
    t = {"players": [{"name": "Alice", "stack": 50, "away": True}], "to_act": None}
    p = t["players"][0]
    assert seat_look(ev, t, 0, p, {}, stand_in=True).note == "away: a computer plays"
    assert seat_look(ev, t, 0, p, {}, stand_in=False).note == "away: abandons"
    # Play-test of issue 37: the words took the counters' place; now both show.
    look = seat_look(ev, t, 0, p, {})
    assert look.counters == 50 and look.mark == ""


def test_a_guest_whose_phone_has_gone_is_marked_on_his_plate_with_his_clock(app):
    """Play-test of issue 37: the host could not see that Dan's phone had gone.  His plate says
    "phone away" (and his turn's seconds when it is his turn), his counters still beside it."""
    from game.party import Evening
    from game.phones.night import NightSettings, PhoneNight
    from game.phones.starting import config_for
    from game.ui.scenes.party_phones_screen import seat_look, served_table_look
    from game.ui.scenes.party_tables import draw_table

    night = PhoneNight(NightSettings())
    night.expect("Dan", "blue")
    ev = Evening.start(config_for(night, 8, 1, seed=2))
    t = {"name": "Head table", "head": True, "players": [{"name": "Dan", "stack": 47, "holds": True},
                                                         {"name": "Ann", "stack": 52, "holds": True}],
         "to_act": 0, "pool": 3, "phase": "before the draw"}
    gone = frozenset({"Dan"})
    look = seat_look(ev, t, 0, t["players"][0], {}, gone=gone, left=23)
    assert look.note == "phone away · 23 s" and look.counters == 47
    t["players"][0]["away"] = True
    assert seat_look(ev, t, 0, t["players"][0], {}, gone=gone).note == "phone away: abandons"
    assert seat_look(ev, t, 1, t["players"][1], {}, gone=gone).note == ""
    # Drawn: the note and the counters both on the plate.
    said = []
    real = app.fonts.render
    app.fonts.render = lambda face, size, text, *a, **k: said.append(text) or real(face, size, text, *a, **k)
    try:
        table = served_table_look(ev, dict(t, players=[dict(t["players"][0], away=False), t["players"][1]]),
                                  {}, gone=gone, left=23)
        surface = pygame.Surface((640, 300))
        draw_table(surface, app, surface.get_rect(), table)
    finally:
        app.fonts.render = real
    assert "phone away · 23 s" in said and "47" in said, said


def test_the_seats_are_drawn_on_the_host_window_before_any_clock_runs(app, setup):
    """D shows the draw card by card on the host's window; meanwhile no table is dealt and no
    guest's clock runs, and the phones and the television say the seats are being drawn.
    The first deals begin when the host ends the draw."""
    from game.ui.scenes.party_draw import SeatingDrawScene

    setup.mode = "phones"
    setup.total, setup.rounds = 8, 2
    setup.guests = [Guest("Alice", "red", "phone")]
    setup.draw_seats()
    app.step([])
    lobby = app.top
    server, night = lobby.server, lobby.night
    server.call(night.join, night.code, "Alice").result(5)
    lobby.settings.pace = 0.0
    press(app, pygame.K_d)
    draw = app.top
    assert isinstance(draw, SeatingDrawScene) and draw.on_begin is not None
    for _ in range(20):
        app.step([], 0.1)
    shot(app, "host-draw.png")
    time.sleep(0.2)
    server.call(lambda: None).result(5)
    assert night.drawing
    assert all(d is None or not d.started for d in night.deals)
    assert all(night.clock_for(t) is None for t in range(len(night.deals)))
    msg = server.call(night.message_for, "Alice").result(5)
    assert msg["evening"]["drawing"]
    server._publish()
    assert server.snapshot["overview"]["evening"]["drawing"]
    press(app, pygame.K_RETURN)  # the rest of the draw at once: here is where everyone sits
    assert app.top is draw and not draw.drawing
    shot(app, "host-draw-seated.png")
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, PhonesEveningScene)
    server.call(lambda: None).result(5)
    assert not night.drawing
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline and not any(d is not None and d.started for d in night.deals):
        time.sleep(0.02)
    assert any(d is not None and d.started for d in night.deals)
    press(app, pygame.K_ESCAPE)


def test_the_moves_are_shown_on_the_host_window_and_the_next_round_waits_for_them(app, setup):
    """After each round but the last the host's window shows the moves (the list with its
    reasons, then where everyone sits); the next round is not dealt until they are read."""
    from game.ui.scenes.party_moves import MovesScene

    setup.mode = "phones"
    setup.total, setup.rounds = 8, 2
    setup.guests = [Guest("Alice", "red", "phone")]
    setup.draw_seats()
    app.step([])
    lobby = app.top
    lobby.settings.pace, lobby.settings.timeout, lobby.settings.between = 0.0, 0.05, 30.0
    press(app, pygame.K_d, pygame.K_RETURN, pygame.K_RETURN)
    evening = app.top
    server, night = evening.server, evening.server.night
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and not isinstance(app.top, MovesScene):
        app.step([], 0.05)
        time.sleep(0.002)
    moves = app.top
    assert isinstance(moves, MovesScene) and moves.record["round"] == 1
    for _ in range(15):
        app.step([], 0.1)
    shot(app, "host-moves.png")
    time.sleep(0.3)
    server.call(lambda: None).result(5)
    assert night.stage == "between" and night.ev.round_no == 2 and not night.ev.rounds[1:]
    press(app, pygame.K_RETURN)  # the new seating at once
    assert app.top is moves and moves.settled
    app.step([], 0.05)
    shot(app, "host-moves-seated.png")
    press(app, pygame.K_RETURN)  # the next round
    assert app.top is evening
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline and server.call(lambda: night.stage).result(5) != "playing":
        time.sleep(0.02)
    assert night.stage == "playing"
    press(app, pygame.K_ESCAPE)


def test_the_host_headers_keys_fit_and_the_end_shows_no_one_away(app):
    """The keys' line fits beside the longest title (it was cut off: "F free ..."); after the
    last round an away guest's plate shows his counters, not "away: abandons"."""
    from game.ui.scenes.party_tables import SMALLEST
    from game.ui.scenes.party_phones_screen import seat_look

    scene = PhonesEveningScene.sample(app)
    try:
        lay, fonts = app.layout, app.fonts
        lines = scene.guest_lines()
        assert "C: computer" in lines[1]
        title = fonts.render("body", lay.font(24), "Round 10 of 10  ·  the moves", (0, 0, 0)).get_width()
        room = lay.px(1100) - lay.px(24) - (lay.px(32) + lay.px(170) + lay.px(24) + title)
        from game.ui.scenes.party_phones_screen import KEYS_PX

        assert KEYS_PX > SMALLEST  # (round 9: read at arm's length)
        for line in lines:
            assert fonts.render("body", lay.font(KEYS_PX), line, (0, 0, 0)).get_width() <= room, line
        ev = scene.ev
        t = {"players": [{"name": "Alice", "stack": 50, "away": True}], "to_act": None}
        assert seat_look(ev, t, 0, t["players"][0], {}).note == "away: abandons"
        ev.final = ev.final or {"done": True}
        assert ev.finished and seat_look(ev, t, 0, t["players"][0], {}).note == ""
    finally:
        scene.server.stop()


def test_the_lobbys_buttons_show_every_label_at_one_size(app, setup):
    """'Time to act [T]' was drawn smaller than its neighbours (squeezed to fit)."""
    setup.mode = "phones"
    setup.draw_seats()
    app.step([])
    lobby = app.top
    assert isinstance(lobby, PhonesLobbyScene)
    lay, fonts = app.layout, app.fonts
    for b in lobby.buttons[:-1]:
        label = b.label + f"  [{b.key_hint}]"
        assert fonts.render("body", lay.font(20), label, (0, 0, 0)).get_width() <= b.rect.width - lay.px(12), label
    right = max(b.rect.right for b in lobby.buttons[:-1])
    assert right <= lay.x(1240)
    shot(app, "host-lobby-buttons.png")
    press(app, pygame.K_ESCAPE)


def test_the_bell_rings_before_the_moves_and_l_seats_a_late_guest_on_the_moves_screen(app, setup):
    """Every round the bell is shown over the tables before the moves cover them; a late
    guest asking to join is named with the L key on the evening's screen and the moves
    screen, and L there puts him in the seating shown for the next round."""
    from game.ui.scenes.party_moves import MovesScene

    setup.mode = "phones"
    setup.total, setup.rounds = 8, 3
    setup.guests = [Guest("Alice", "red", "phone")]
    setup.draw_seats()
    app.step([])
    lobby = app.top
    lobby.settings.pace, lobby.settings.timeout, lobby.settings.between = 0.0, 0.05, 30.0
    press(app, pygame.K_d, pygame.K_RETURN, pygame.K_RETURN)
    evening = app.top
    server, night = evening.server, evening.server.night
    server.call(night.join, night.code, "Dan", "blue").result(5)
    server._publish()
    app.step([], 0.05)
    assert evening.guest_lines()[0].startswith("Dan asks to join: L seats him")
    shot(app, "host-late-asks.png")
    rang_before_moves = False
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and not isinstance(app.top, MovesScene):
        app.step([], 0.05)
        if app.top is evening and server.snapshot.get("stage") == "between":
            rang_before_moves = rang_before_moves or evening.bell_age < evening.BELL_SHOWN
            if evening.bell_age < 0.5:
                shot(app, "host-bell-before-moves.png")
        time.sleep(0.002)
    moves = app.top
    assert isinstance(moves, MovesScene) and moves.record["round"] == 1
    assert rang_before_moves and evening.bell_winner == moves.record["bell"]["winner"]
    assert "Dan asks to join" in moves.note() and "L seats him" in moves.note()
    shot(app, "host-moves-late-asks.png")
    press(app, pygame.K_RETURN)  # the new seating at once
    press(app, pygame.K_l)
    server.call(lambda: None).result(5)
    app.step([], 0.05)
    assert "Dan" in night.ev.tables[-1] and "Dan" in moves.new[-1]
    server._publish()
    app.step([], 0.05)
    assert moves.note() == ""
    shot(app, "host-moves-seated-late.png")
    press(app, pygame.K_RETURN)  # the next round: Dan is dealt in where he was shown
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline and server.call(lambda: night.stage).result(5) != "playing":
        time.sleep(0.02)
    assert night.stage == "playing" and "Dan" in night.seats and "Dan" in night.ev.tables[-1]
    press(app, pygame.K_ESCAPE)


def test_the_lobbys_time_to_act_and_stand_in_are_remembered_for_the_next_evening(app, setup):
    setup.mode = "phones"
    setup.draw_seats()
    app.step([])
    lobby = app.top
    assert isinstance(lobby, PhonesLobbyScene) and lobby.settings.timeout == 60.0
    press(app, pygame.K_t, pygame.K_t, pygame.K_a, pygame.K_a)
    chosen = (lobby.settings.timeout, lobby.settings.policy, lobby.settings.temperament)
    assert chosen == (120.0, "computer", "close")
    press(app, pygame.K_ESCAPE)
    again = PartySetupScene(app)  # the next evening: the setup read back
    app.push(again)
    again.mode = "phones"
    again.draw_seats()
    app.step([])
    lobby2 = app.top
    assert isinstance(lobby2, PhonesLobbyScene) and lobby2 is not lobby
    assert (lobby2.settings.timeout, lobby2.settings.policy, lobby2.settings.temperament) == chosen
    press(app, pygame.K_ESCAPE)


def _free_port() -> int:
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_the_host_chooses_the_address_and_port_the_phones_are_served_on(app, setup, monkeypatch):
    """Issue 37, minor 12: the command had --bind and --port; the host's window had neither.
    N in the lobby: an address of this computer (or every one) and a port; the server starts
    there afresh with the same code, the QR code and the address shown follow, and the next
    evening starts there too."""
    import game.ui.scenes.party_phones as pp
    from game.phones.address import local_addresses
    from game.phones.server import PartyServer as RealServer

    setup.mode = "phones"
    setup.draw_seats()
    app.step([])
    lobby = app.top
    assert isinstance(lobby, PhonesLobbyScene)
    code = lobby.night.code
    monkeypatch.setattr(pp, "PartyServer", RealServer)  # the host's own choice, not the test's loopback
    press(app, pygame.K_n)
    assert "address" in app.top.question.lower()  # a field to type it, with this computer's addresses
    app.step([])
    shot(app, "host-lobby-address-prompt.png")
    press(app, pygame.K_ESCAPE)
    port = _free_port()
    assert lobby.serve_at(f"any:{port}")
    assert lobby.server.port == port and lobby.server.bind == "0.0.0.0" and lobby.night.code == code
    assert b"Parlour Poker" in urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=5).read()
    assert f":{port}/" in lobby.server.join_url and lobby.rows
    app.step([])
    shot(app, "host-lobby-address.png")
    mine = local_addresses()
    if mine:
        port2 = _free_port()
        assert lobby.serve_at(f"{mine[0]}:{port2}")
        assert lobby.server.bind == mine[0] and lobby.server.url == f"http://{mine[0]}:{port2}/"
        assert b"Parlour Poker" in urllib.request.urlopen(lobby.server.url, timeout=5).read()
        port = port2
    before = lobby.server.url
    assert not lobby.serve_at("203.0.113.9:8080")  # not this computer's
    assert "not an address of this computer" in lobby.error and lobby.server.url == before
    assert not lobby.serve_at("any:80")
    assert "1024 to 65535" in lobby.error and lobby.server.running
    assert setup.phones["port"] == port  # remembered for the next evening, like the time to act
    press(app, pygame.K_ESCAPE)


def test_the_bells_banner_covers_no_table_and_names_the_winner_large(app):
    """Play-test of issue 37: the bell's banner sat over the head table's show and the
    winner's plate, plates showed through it, and the winner's name was small.  Now it takes
    the standings' place, opaque, with the name in large letters."""
    scene = PhonesEveningScene.sample(app)
    try:
        app.push(scene)
        app.step([])
        panel = scene.bell_rect()
        assert scene.cells and not any(panel.colliderect(c) for c in scene.cells), (panel, scene.cells)
        said = []
        real = app.fonts.render
        app.fonts.render = lambda face, px, text, *a, **k: said.append((face, px, text)) or real(face, px, text, *a, **k)
        try:
            scene.bell_age, scene.bell_winner = 0.5, "Mrs. Alden"
            scene._draw_overlays(app.window)
        finally:
            app.fonts.render = real
        sizes = [px for face, px, text in said if text == "Mrs. Alden"]
        assert sizes and sizes[0] >= app.layout.font(34), said
        # Opaque: a corner inside the panel is the panel's own colour, whatever was under it.
        from game.ui.theme import PANEL
        inside = app.window.get_at((panel.x + app.layout.px(8), panel.bottom - app.layout.px(8)))[:3]
        assert tuple(inside) == PANEL, inside
        shot(app, "host-bell.png")
    finally:
        scene.server.stop()


def test_the_standings_say_that_counters_in_a_pool_still_count(app):
    """Play-test of issue 37: the standings counted counters in the pool while the plate did
    not (58 beside a plate's 56); a line at the standings' foot says which."""
    from game.ui.scenes.party_phones_screen import standings_note

    assert standings_note({"tables": [{"pool": 3}]}) == \
        "A deal in progress counts as it began: counters in its pool still count."
    assert standings_note({"tables": [{"pool": 0}, {"pool": 6, "result": {"winner": "Ann"}}]}) == ""
    scene = PhonesEveningScene.sample(app)
    try:
        app.push(scene)
        said = []
        real = app.fonts.render
        app.fonts.render = lambda face, px, text, *a, **k: said.append(text) or real(face, px, text, *a, **k)
        try:
            for _ in range(40):
                scene._layer_key = None
                app.step([], 0.2)
                if any("counters in its pool still count" in t for t in said):
                    break
                time.sleep(0.05)
        finally:
            app.fonts.render = real
        assert any("counters in its pool still count" in t for t in said)
    finally:
        scene.server.stop()


def test_no_cards_on_a_plate_before_the_deal_as_on_the_phones():
    """Round 5 of issue 37: during a straddle the host's window drew each player's cards while
    the phones showed none: before the deal (the blind, the straddle) no backs; after it, backs."""
    from game.party import Evening
    from game.phones.night import NightSettings, PhoneNight
    from game.phones.starting import config_for
    from game.ui.scenes.party_phones_screen import seat_look

    night = PhoneNight(NightSettings())
    ev = Evening.start(config_for(night, 8, 1, seed=2))
    p = {"name": "Ann", "stack": 50, "holds": True}
    for phase, cards in (("blind", ""), ("straddle", ""), ("before the draw", "backs"), ("the draw", "backs")):
        t = {"name": "Head table", "players": [p], "to_act": None, "pool": 3, "phase": phase}
        assert seat_look(ev, t, 0, p, {}).cards == cards, phase
