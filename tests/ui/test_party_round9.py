"""Play-test round 9 of issue 37, the faults mended on the host's window: each test names
the fault it holds down."""

from __future__ import annotations

import time

import pygame
import pytest
from test_party_phones import press, setup  # noqa: F401 (the fixture: the setup page, its server on loopback)

from game.party import Evening, Guest
from game.party.store import BEFORE_PRIZES, evening_path, interrupted_round
from game.ui.scenes.party_phones_screen import PhonesEveningScene
from game.ui.scenes.party_prizes import PrizesScene
from game.ui.scenes.party_setup import PartySetupScene


def test_an_evening_killed_on_enter_for_the_prizes_resumes_to_its_prizes(app, setup):
    """Major 1: killed after its last round, on "Enter for the prizes", the evening was
    saved as over: no resume, and its prizes lost.  It is now saved as waiting for its
    prizes, offered again, and comes back to them (the same standings, the same prizes)."""
    setup.mode = "phones"
    setup.total, setup.rounds = 8, 1
    setup.guests = [Guest("Alice", "red", "phone")]
    setup.draw_seats()
    app.step([])
    lobby = app.top
    lobby.settings.pace, lobby.settings.between, lobby.settings.timeout = 0.0, 0.0, 0.05
    press(app, pygame.K_d, pygame.K_RETURN, pygame.K_RETURN)
    evening = app.top
    assert isinstance(evening, PhonesEveningScene)
    server = evening.server
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and (server.snapshot.get("overview") or {}).get(
            "evening", {}).get("stage") != "over":
        app.step([], 0.05)
        time.sleep(0.002)
    app.step([], 0.05)
    assert evening.ev.finished
    server.stop()  # killed: nothing more is written
    ev = Evening.load(evening_path(app.home))
    assert ev.finished and ev.prizes_due
    assert interrupted_round(app.home) == BEFORE_PRIZES  # the title screen offers its prizes
    prizes_before = ev.final["prizes"]
    standings_before = ev.standings()
    again = PartySetupScene(app)
    assert again.saved is not None  # F5 resumes it
    scene = app.make("party-evening", again.saved)
    assert isinstance(scene, PhonesEveningScene) and scene.server.running
    app.push(scene)
    app.step([], 0.05)
    assert scene.server.night.stage == "over" and scene.server.night.prizes_held
    assert scene.ev.final["prizes"] == prizes_before and scene.ev.standings() == standings_before
    press(app, pygame.K_RETURN)  # "Enter for the prizes", as before the kill
    prizes = app.top
    assert isinstance(prizes, PrizesScene)
    while not prizes.all_announced:
        press(app, pygame.K_SPACE)
    app.step([], 0.05)
    assert not Evening.load(evening_path(app.home)).prizes_due
    assert interrupted_round(app.home) is None  # given: over for good
    press(app, pygame.K_ESCAPE)


def test_the_host_is_asked_when_a_guest_asks_for_his_seat_from_another_phone(app, setup):
    """Major 3: a guest who reopened the evening on a new phone was told his seat was taken,
    and the host was not told.  The host's screen now asks him plainly, with the keys (Y to
    hand it over, N to refuse), in the lobby and during the evening."""
    from game.phones.lobby import SeatAsked
    from game.ui.scenes.party_phones import seat_asked

    setup.mode = "phones"
    setup.total, setup.rounds = 8, 2
    setup.guests = [Guest("Alice", "red", "phone")]
    setup.draw_seats()
    app.step([])
    lobby = app.top
    server, night = lobby.server, lobby.night
    server.call(night.join, night.code, "Alice").result(5)
    with pytest.raises(SeatAsked):
        server.call(night.join, night.code, "Alice").result(5)
    server.call(lambda: None).result(5)
    app.step([], 0.05)
    assert seat_asked(server) == "Alice"
    port_before = lobby.settings
    press(app, pygame.K_n)  # N refuses while a phone asks (it does not open the address)
    server.call(lambda: None).result(5)
    app.step([], 0.05)
    assert app.top is lobby and seat_asked(server) is None and lobby.settings is port_before
    # During the evening: the question over the tables, and Y hands the seat over.
    lobby.settings.pace, lobby.settings.between = 0.3, 30.0
    press(app, pygame.K_d, pygame.K_RETURN, pygame.K_RETURN)
    evening = app.top
    assert isinstance(evening, PhonesEveningScene)
    server = evening.server
    token = server.night.seats["Alice"].token
    with pytest.raises(SeatAsked):
        server.call(server.night.join, server.night.code, "Alice").result(5)
    server.call(lambda: None).result(5)
    app.step([], 0.05)
    assert seat_asked(server) == "Alice"
    said: list[str] = []
    render = app.fonts.render

    def keep(face, px, text, *a, **k):
        said.append(text)
        return render(face, px, text, *a, **k)

    app.fonts.render = keep
    app.draw()
    app.fonts.render = render
    assert "Alice's seat is asked for from another phone" in " ".join(said), said
    assert any(t.startswith("Y: hand it over") for t in said) and any("N: refuse" in t for t in said), said
    # Where the bell goes: no table under it (play-test round 10: it covered the head table).
    assert evening.cells and not any(evening.bell_rect().colliderect(c) for c in evening.cells)
    press(app, pygame.K_y)
    server.call(lambda: None).result(5)
    app.step([], 0.05)
    assert seat_asked(server) is None and server.night.seats["Alice"].token != token
    assert ("Y / N", "hand a seat to the phone that asks for it, or refuse") in evening.help_keys()
    server.stop()


def test_the_host_table_counts_a_phone_guests_turn_and_greys_a_folded_seat(app):
    """Minor 7: the phone said "Your turn: 20 s left" while the host's table showed no clock,
    and a player who had thrown in looked like the others.  The plate of the phone guest to
    act now counts the same seconds, and a seat out of the deal is greyed."""
    from game.phones.night import NightSettings, PhoneNight
    from game.phones.starting import config_for
    from game.ui.scenes.party_phones_screen import seat_look, served_table_look
    from game.ui.scenes.party_tables import draw_table

    night = PhoneNight(NightSettings())
    night.expect("Ann", "red")
    ev = Evening.start(config_for(night, 8, 1, seed=2))
    names = list(ev.tables[0])
    ann = {"name": "Ann", "stack": 48, "holds": True, "kind": "phone"}
    folded = {"name": next(n for n in names if n != "Ann"), "stack": 50, "holds": False, "kind": "computer"}
    t = {"name": "Head table", "head": True, "players": [ann, folded], "to_act": 0, "pool": 3,
         "phase": "before the draw", "clock": {"left": 20.0}}
    look = seat_look(ev, t, 0, ann, {}, left=20)
    assert look.note == "20 s left" and look.counters == 48
    assert not look.folded and seat_look(ev, t, 1, folded, {}).folded
    # Before the deal (or between deals) nobody is greyed: nobody holds cards yet.
    assert not seat_look(ev, {**t, "phase": "blind"}, 1, folded, {}).folded
    assert not seat_look(ev, {**t, "phase": "waiting"}, 1, folded, {}).folded
    # The window counts his turn as his phone does (not only a gone phone's).
    scene = PhonesEveningScene.__new__(PhonesEveningScene)
    scene.server = type("S", (), {"snapshot": {"at": time.monotonic()}})()
    assert scene.seconds_left(t, frozenset()) in (19, 20)
    surface = pygame.Surface((640, 360))
    draw_table(surface, app, surface.get_rect(), served_table_look(ev, t, {}, left=20))


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_host_screens_keys_read_at_arm_s_length(home, size):
    """Minor 9: the keys on the host's screen ("Up/Down: guest · C: computer · F: free
    seat") were at the smallest size, in dim italics.  They are drawn at 22 px a 720-line
    screen (33 at 1080), the keys in gold, whole."""
    from game.ui.app import App
    from game.ui.scenes import TitleScene
    from game.ui.scenes.party_phones_screen import KEYS_PX
    from game.ui.theme import GOLD

    app = App(home=home, size=size, catch_errors=False)
    app.home_scene = lambda: TitleScene(app)
    app.push(app.home_scene())
    scene = PhonesEveningScene.sample(app)
    try:
        app.push(scene)
        app.step([], 0.05)
        said: list[tuple[int, str, tuple]] = []
        render = app.fonts.render

        def keep(face, px, text, colour, *a, **k):
            said.append((px, text, tuple(colour)[:3]))
            return render(face, px, text, colour, *a, **k)

        app.fonts.render = keep
        scene._layer_key = None
        scene._drawn = {}
        app.draw()
        app.fonts.render = render
        keys = [(px, text, colour) for px, text, colour in said if "C: computer" in text]
        assert keys, said
        px, text, colour = keys[0]
        assert px >= app.layout.font(KEYS_PX) >= round(22 * size[1] / 720) - 1
        assert colour == tuple(GOLD)[:3] and not text.endswith("\u2026"), text
    finally:
        scene.server.stop()
        app.close()
