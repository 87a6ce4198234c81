"""Round 13 of issue 37's play-test, the host window's phone lobby: a host trying the evening
on one computer typed 127.0.0.1 and was told it was "not an address of this computer", and
that line was drawn on the window's wooden rim, below the panel.  Loopback is accepted and
the lobby says it reaches this computer alone; what the host is told lies inside the
guests' panel, at both small window sizes."""

from __future__ import annotations

import socket
import urllib.request

import pygame
import pytest

from game.party import Guest
from game.phones.address import parse_place
from game.ui.scenes.party_phones import PhonesLobbyScene
from game.ui.scenes.party_setup import PartySetupScene

from layout_probe import LayoutProbe, frame_width, problems


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture
def lobby(app, monkeypatch):
    import game.ui.scenes.party_phones as pp

    real = pp.PartyServer
    monkeypatch.setattr(pp, "PartyServer", lambda night, port=0, **kw: real(night, port=0, bind="127.0.0.1", tick=0.01))
    monkeypatch.setattr(pp, "local_addresses", lambda: ["192.0.2.2"])  # a network of its own, whatever the machine's
    setup = PartySetupScene(app)
    app.push(setup)
    app.step([])
    setup.mode = "phones"
    setup.guests = [Guest(f"Guest {i}", "red" if i % 2 else "blue", "phone") for i in range(12)]
    setup.draw_seats()
    app.step([])
    scene = app.top
    assert isinstance(scene, PhonesLobbyScene)
    monkeypatch.setattr(pp, "PartyServer", real)  # the host's own choice from now on
    yield scene
    if scene.server is not None:
        scene.server.stop()


def test_loopback_is_an_address_a_host_may_choose():
    assert parse_place("127.0.0.1:9000", ["192.0.2.2"]) == ("127.0.0.1", 9000)
    assert parse_place("localhost", ["192.0.2.2"]) == ("127.0.0.1", 8765)
    assert parse_place("127.0.0.1", []) == ("127.0.0.1", 8765)  # no network at all: still this computer
    with pytest.raises(ValueError, match="not an address of this computer"):
        parse_place("203.0.113.9:8080", ["192.0.2.2"])


def test_the_lobby_serves_on_loopback_and_says_no_phone_reaches_it(app, lobby):
    port = _free_port()
    assert lobby.serve_at(f"127.0.0.1:{port}"), lobby.error
    assert lobby.server.bind == "127.0.0.1" and lobby.server.url == f"http://127.0.0.1:{port}/"
    assert b"Parlour Poker" in urllib.request.urlopen(lobby.server.url, timeout=5).read()
    said = lobby.notice()
    assert said is not None and "only this computer" in said[0] and "phone" in said[0]
    assert lobby.serve_at(f"any:{_free_port()}") and lobby.notice() is None  # every network: no word


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)], ids=["960x540", "1280x720"])
def test_what_the_host_is_told_lies_inside_the_guests_panel(app, lobby, size):
    app.set_window_size(size)
    lobby.layout(app.layout)
    for typed, words in (("203.0.113.9:8080", "not an address of this computer"),
                         (f"127.0.0.1:{_free_port()}", "only this computer")):
        lobby.serve_at(typed)
        with LayoutProbe(app) as probe:
            pieces = probe.draw(lobby)
        said = lobby.notice()
        assert said is not None and words in said[0]
        told = [p for p in pieces if p.kind == "text" and len(p.label) > 12 and p.label in said[0]]
        assert told and words.split()[-1] in " ".join(p.label for p in told), told
        for p in told:
            assert lobby.list_rect.contains(p.rect), (p, lobby.list_rect)
        assert problems(pieces, app.window.get_size(), frame_width(app.layout)) == []
        pygame.event.pump()
