"""How a house rule's name and its choices read, on screen and in print.

Pure Python, so that the Settings screen, the Rules screen and ``python main.py rules``
word the house rules alike.
"""

from __future__ import annotations

# Words for rule names where plain capitalising reads badly.
RULE_LABELS = {
    "buy_in": "Buy-in",
    "blind_up_to_half_limit": "Blind up to half the limit",
    "jack_pots": "Jack pots",
    "jack_ante": "Jack pot ante",
    "same_dealer_deals_jacks": "Same dealer deals the jacks",
    "the_buck": "The buck",
    "high_hand_jacks": "High-hand jacks",
    "kitty_jacks": "Kitty jacks at",
    "dealer_out_with_eight": "Dealer out with eight",
    "round_the_corner": "Round-the-corner straights",
    "eccentric": "Eccentric hands",
    "decline_to_show": "Decline to show",
    "straddle_quarter_limit": "Straddles to a quarter of the limit",
    "dealer_antes": "The dealer antes",
    "pass_the_jack": "Passing a jack",
    "rebuy_at_once": "New stake at once",
    "ace_in_straights": "The ace in straights",
}
CHOICE_LABELS = {
    ("pack", "52"): "52 cards", ("pack", "60"): "60 cards", ("pack", "53"): "52 and the joker",
    ("eccentric", "true-odds"): "By true odds", ("eccentric", "local"): "By local custom",
    ("progressive_openers", "foster"): "J Q K A, and back", ("progressive_openers", "code"): "J Q K, and again",
    ("ace_in_straights", "high-or-low"): "High or low",
}


def rule_label(name: str) -> str:
    """How a house rule's name reads on screen."""
    return RULE_LABELS.get(name) or name.replace("_", " ").capitalize()


def choice_label(name: str, value: str) -> str:
    """How one of a house rule's choices reads on screen."""
    return CHOICE_LABELS.get((name, value)) or value.replace("-", " ").capitalize()
