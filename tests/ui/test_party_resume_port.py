"""A phone evening resumed in the host's window is served where its phones look for it (issue 37,
party round 13, major 1: the window's F5 served a resumed evening on the usual port, 8765, and
every phone of an evening served on 8831 waited for the host for good)."""

from __future__ import annotations

import json
from typing import Any

import pytest

import game.phones.starting as starting
import game.ui.scenes.party_phones as pp
from game.party.store import party_dir
from game.phones.address import DEFAULT_PORT


class _App:
    """What the resume reads of the window: its data folder, and the scene it makes."""

    def __init__(self, home: Any) -> None:
        self.home = home

    def make(self, name: str, *args: Any) -> tuple[str, tuple[Any, ...]]:
        return name, args


@pytest.fixture
def served(monkeypatch):
    """The resume's night and server stood in for: the port and address it serves at, recorded."""
    calls: list[tuple[Any, int, str]] = []
    monkeypatch.setattr(starting, "resume_night", lambda ev, path: "night")
    monkeypatch.setattr(pp, "start_server",
                        lambda night, port=DEFAULT_PORT, bind="0.0.0.0": calls.append((night, port, bind)) or "server")
    monkeypatch.setattr(pp, "local_addresses", lambda: ["192.0.2.2"])
    return calls


def _keep(home: Any, text: str) -> None:
    folder = party_dir(home)
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "setup.json").write_text(text, encoding="utf-8")


def test_the_window_resumes_a_phone_evening_at_the_port_and_address_it_was_served_at(tmp_path, served):
    _keep(tmp_path, json.dumps({"phones": {"timeout": 30, "port": 8831, "bind": "192.0.2.2"}}))
    scene = pp.resume_phones_evening(_App(tmp_path), "evening")
    assert served == [("night", 8831, "192.0.2.2")]
    assert scene == ("party-phones-screen", ("server", "evening"))


@pytest.mark.parametrize("text", [None, "{not json", json.dumps([1, 2]), json.dumps({"phones": "x"}),
                                  json.dumps({"phones": {"port": 80, "bind": "10.9.9.9"}})])
def test_with_no_address_kept_or_one_no_longer_usable_it_serves_at_the_usual_one(tmp_path, served, text):
    if text is not None:
        _keep(tmp_path, text)
    pp.resume_phones_evening(_App(tmp_path), "evening")
    assert served == [("night", DEFAULT_PORT, "0.0.0.0")]


def test_the_lobby_and_the_resume_read_the_kept_address_alike() -> None:
    kept = {"port": 8832, "bind": "192.0.2.2"}
    assert pp.kept_address(kept, DEFAULT_PORT, "0.0.0.0")[0] == 8832
    assert pp.kept_address(kept, 9000, "0.0.0.0")[0] == 9000  # the host's own choice first
