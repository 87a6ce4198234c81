"""Issue 39, learner round 7: Bouillotte's guided deal named "the word" among what it would
show, and never said what it is.  Every guided deal whose opening names it says, in one
sentence of the opening, what it is: in the How to play card's own words for that game."""

from __future__ import annotations

import re

from game.guide.driver import Guide
from game.rulebook import GUIDES
from game.rulebook.guided import all_prepared

NAMED = re.compile(r"\bthe word\b(?!s)", re.I)


def test_an_opening_that_names_the_word_says_what_it_is():
    named = 0
    for variant, prepared in all_prepared().items():
        opening = Guide(prepared, prepared.names, prepared.you).opening().text
        if not NAMED.search(opening):
            continue
        named += 1
        meaning = dict(GUIDES[variant].words).get("the word")
        assert meaning, f"{variant}: the How to play card does not say what the word is"
        sentences = [s for s in re.split(r"(?<=\.)\s+", opening) if s.startswith("The word is ")]
        assert sentences == [f"The word is {meaning}"], (variant, opening)
        # said after it is named in the list, once
        assert opening.index("the word,") < opening.index("The word is ")
    assert named >= 1  # (Bouillotte's, at least)
