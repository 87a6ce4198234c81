"""Draw Poker builds views positionally (for speed): the leading fields must not move."""

from game.engine.core.view import PlayerInfo, SeatView


def test_player_info_leading_fields():
    assert PlayerInfo._fields[:9] == ("seat", "name", "stack", "put", "holds_cards", "in_deal",
                                      "all_in", "drew", "shown")
    # ... and the others' defaults, which Draw Poker writes out.
    assert tuple(PlayerInfo._field_defaults[f] for f in PlayerInfo._fields[9:]) == \
        ((), False, None, False)


def test_seat_view_leading_fields():
    assert SeatView._fields[:19] == (
        "seat", "variant", "deal", "phase", "house", "hand", "discarded", "players", "dealer",
        "age", "pone", "to_act", "legal", "pool", "level", "jack_pot", "openers", "opener",
        "history")
    assert tuple(SeatView._field_defaults[f] for f in SeatView._fields[19:]) == \
        (None, 0, None, None, None, None, None, None)  # (the last: Ambigu's)


def test_views_kept_seat_by_seat_match_views_made_afresh():
    """The deal rebuilds a seat's PlayerInfo only when that seat changed: after every action,
    under every stakes arrangement, the kept ones equal ones made from nothing."""
    import random

    from game.ai import RandomPlayer
    from game.engine import HouseRules, Table

    rules = [HouseRules(), HouseRules(table_stakes=True), HouseRules(freeze_out=True, limit=10),
             HouseRules(decline_to_show=True, kitty=True, the_buck=True, jack_ante=2),
             HouseRules(jack_pots=False, straddle=False), HouseRules(buy_in=5, limit=20)]
    for n, house in enumerate(rules):
        rng = random.Random(n)
        table = Table([f"P{i}" for i in range(3 + n % 4)], house, random.Random(n))
        players = [RandomPlayer(rng) for _ in table.names]
        for _ in range(25):
            if table.game_over:
                break
            table.start_deal()
            while True:
                deal = table.deal
                for seat in range(table.size):
                    fresh = tuple(deal._player_info(s) for s in range(table.size))
                    assert deal.view(seat).players == fresh
                if table.deal_over:
                    break
                seat = table.to_act
                table.act(seat, players[seat].decide(table.view(seat)))
