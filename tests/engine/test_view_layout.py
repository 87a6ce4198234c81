"""Draw Poker builds views positionally (for speed): the leading fields must not move."""

from game.engine.view import PlayerInfo, SeatView


def test_player_info_leading_fields():
    assert PlayerInfo._fields[:9] == ("seat", "name", "stack", "put", "holds_cards", "in_deal",
                                      "all_in", "drew", "shown")
    assert all(f in PlayerInfo._field_defaults for f in PlayerInfo._fields[9:])


def test_seat_view_leading_fields():
    assert SeatView._fields[:19] == (
        "seat", "variant", "deal", "phase", "house", "hand", "discarded", "players", "dealer",
        "age", "pone", "to_act", "legal", "pool", "level", "jack_pot", "openers", "opener",
        "history")
    assert all(f in SeatView._field_defaults for f in SeatView._fields[19:])
