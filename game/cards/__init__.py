"""Cards and packs: the bottom layer, imported by everything and importing nothing of ours."""

from .card import (
    JOKER,
    Card,
    CardParseError,
    Rank,
    Suit,
    card,
    format_cards,
    parse_cards,
    parse_hand,
)
from .packs import PackKind, bouillotte_pack, secure_rng, shuffled

__all__ = [
    "JOKER", "Card", "CardParseError", "Rank", "Suit", "card", "format_cards",
    "parse_cards", "parse_hand", "PackKind", "bouillotte_pack", "secure_rng", "shuffled",
]
