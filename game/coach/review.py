"""The deal in review: each decision of one seat beside the book's, with its cost.

(A first shape, so that the window and the commands can be built against it: every
decision is listed, judged only when the seat did as the book says.)
"""

from __future__ import annotations

import random

from .advice import Coach
from .model import DealRecord, DealReview


def review_deal(record: DealRecord, seat: int, coach: Coach, rng: random.Random,
                rollouts: int = 64) -> DealReview:
    """Review ``seat``'s decisions in the finished deal ``record``.

    The coach is asked the book's choice at each of the seat's decisions, in order, and is
    then told the deal is over (so a caller keeps one coach per seat over a whole evening
    or file, and does not call ``coach.deal_over`` itself for a reviewed deal)."""
    raise NotImplementedError("the review is being built")
