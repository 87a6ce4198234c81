"""Helpers for the tests of Thirty-One, Commerce and My Ship Sails: packs stacked for
three-card deals, and a record check that counts the counters moved from seat to seat."""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from variant_helpers import cards, check_record


def three_rounds(order: Sequence[str], hands: Mapping[str, str], widow: str = "",
                 widow_before: str | None = None, then: str = "") -> list:
    """The cards as they come off: one at a time to ``order``, three rounds; ``widow``'s
    cards one a round just before ``widow_before`` (Commerce with a widow), or after the
    hands when ``widow_before`` is None (Thirty-One's table); then ``then``."""
    by = {k: cards(v) for k, v in hands.items()}
    w = cards(widow)
    out: list = []
    for i in range(3):
        for name in order:
            if widow_before == name and w:
                out.append(w[i])
            out.append(by[name][i])
    if widow_before is None:
        out += w
    return out + cards(then)


def check_trading_record(rec: Mapping[str, Any]) -> None:
    """The record balances, and each seat's counters are explained by its stakes, the
    pools, and the payments from seat to seat (a trade for ready money, the dealer's)."""
    check_record(rec)

