"""The phone protocol, message by message: every shape a phone may send, every bad one
answered with a clear error, and the engine's legal actions as the only actions."""

from __future__ import annotations

import json

import pytest

from game.cards import parse_cards
from game.engine import Action, ActionKind, LegalAction
from game.phones.protocol import MAX_MESSAGE, ProtocolError, Request, clean_name, parse, to_action

K = ActionKind


def msg(**d) -> str:
    return json.dumps(d)


def test_each_type_parses():
    assert parse(msg(type="names", code=" k7qx ")) == Request("names", code="K7QX")
    assert parse(msg(type="watch", code="K7QX")).type == "watch"
    j = parse(msg(type="join", code="k7qx", name="  Alice   Smith ", group="blue"))
    assert (j.code, j.name, j.group) == ("K7QX", "Alice Smith", "blue")
    assert parse(msg(type="hello", token="abc")).token == "abc"
    assert parse(msg(type="ping")).type == "ping"
    a = parse(msg(type="act", action="draw", cards=["Qh", "3c"], deal=4))
    assert (a.action, a.cards, a.deal) == ("draw", ("Qh", "3c"), 4)
    assert parse(msg(type="act", action="raise", amount=3)).amount == 3


@pytest.mark.parametrize("raw, words", [
    ("x" * (MAX_MESSAGE + 1), "too long"),
    ("{not json", "not JSON"),
    ("[1, 2]", "JSON object"),
    (msg(type="shout"), "unknown message type"),
    (msg(name="Alice"), "unknown message type"),
    (msg(type="join", code="K7QX"), "'name'"),
    (msg(type="join", code="K7QX", name="   "), "type your name"),
    (msg(type="join", code="K7QX", name="x" * 30), "at most"),
    (msg(type="join", code="K7QX", name="A\u0007B"), "letters"),
    (msg(type="join", code="K7QX", name="Al", group="green"), "red or blue"),
    (msg(type="join", code=7, name="Al"), "'code'"),
    (msg(type="hello", token=["t"]), "'token'"),
    (msg(type="act", action="cheat"), "no such action"),
    (msg(type="act", action="raise", amount=-1), "whole number"),
    (msg(type="act", action="raise", amount=2.5), "whole number"),
    (msg(type="act", action="raise", amount=True), "whole number"),
    (msg(type="act", action="draw", cards="QhQh"), "list of at most five"),
    (msg(type="act", action="draw", cards=["Qh"] * 6), "list of at most five"),
    (msg(type="act", action="draw", cards=[1]), "list of at most five"),
    (msg(type="act", action="call", deal="4"), "'deal'"),
])
def test_bad_messages_say_what_is_wrong(raw, words):
    with pytest.raises(ProtocolError, match=words):
        parse(raw)


HAND = tuple(parse_cards("As Kd Qh 7c 3c"))


def test_to_action_takes_only_legal_offers():
    legal = (LegalAction(K.ABANDON), LegalAction(K.CALL, 2, 2), LegalAction(K.RAISE, 1, 5))
    assert to_action(Request("act", action="call", amount=99), HAND, legal) == Action(K.CALL, 2)
    assert to_action(Request("act", action="raise", amount=5), HAND, legal) == Action(K.RAISE, 5)
    assert to_action(Request("act", action="abandon"), HAND, legal) == Action(K.ABANDON)
    with pytest.raises(ProtocolError, match="from 1 to 5, not 6"):
        to_action(Request("act", action="raise", amount=6), HAND, legal)
    with pytest.raises(ProtocolError, match="cannot bet now"):
        to_action(Request("act", action="bet", amount=1), HAND, legal)
    with pytest.raises(ProtocolError, match="only the draw"):
        to_action(Request("act", action="call", cards=("As",)), HAND, legal)


def test_law_22_the_draw_names_cards_of_the_own_hand_once():
    legal = (LegalAction(K.DRAW, 0, 5),)
    assert to_action(Request("act", action="draw", cards=("qh", "3C")), HAND, legal) == \
        Action(K.DRAW, cards=tuple(parse_cards("Qh 3c")))
    assert to_action(Request("act", action="draw"), HAND, legal) == Action(K.DRAW)
    with pytest.raises(ProtocolError, match="not in your hand"):
        to_action(Request("act", action="draw", cards=("2s",)), HAND, legal)
    with pytest.raises(ProtocolError, match="once only"):
        to_action(Request("act", action="draw", cards=("Qh", "Qh")), HAND, legal)
    with pytest.raises(ProtocolError, match="at most 3"):
        to_action(Request("act", action="draw", cards=("As", "Kd", "Qh", "7c")), HAND, (LegalAction(K.DRAW, 0, 3),))


def test_names_are_tidied():
    assert clean_name("  Mrs.   Hughes ") == "Mrs. Hughes"


def test_the_hosts_address_and_port_are_read_as_a_person_types_them():
    import pytest as _pytest

    from game.phones.address import parse_place

    mine = ["192.168.1.5", "10.0.0.7"]
    assert parse_place("192.168.1.5:8080", mine) == ("192.168.1.5", 8080)
    assert parse_place("any:9000", mine) == ("0.0.0.0", 9000)
    assert parse_place("9000", mine) == ("0.0.0.0", 9000)
    assert parse_place(" 10.0.0.7 ", mine) == ("10.0.0.7", 8765)
    with _pytest.raises(ValueError, match="not an address of this computer"):
        parse_place("172.16.0.1:8080", mine)
    with _pytest.raises(ValueError, match="1024 to 65535"):
        parse_place("any:80", mine)
