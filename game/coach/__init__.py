"""The book at the player's elbow: advice at a decision, and a review of each deal.

* :mod:`.choice`: the book's choice at a decision (what the good player would do, asked of
  a good player that sees only the seat's view and watches the same deals the person does).
* :mod:`.advice`: "Ask the book": the choice, the book's reason for it in plain words with
  where the book says it, and the figures behind it, from the seat's view alone; it reads
  the decision (:mod:`.situation`), finds the book's passage (:mod:`.passages`, each game's
  advice in plain words), says the choice in the table's words (:mod:`.words`) and works out
  the figures (:mod:`.figures`).
* :mod:`.valuation`: the one valuation every reader uses: the worlds of the unseen cards
  (:mod:`.worlds`), weighed by the good player's readings (:mod:`.readings`), and the
  play-outs from them, giving what the seat can expect from a decision to the deal's end for
  each candidate.
* :mod:`.review`: the deal in review: each of a seat's decisions beside the book's, with the
  counters it cost as the valuation measures it (:mod:`.replay` lays the deal out again).

Layering: the coach reads the engine, the computer players (``game.ai``) and the store's
masking of unseen cards; the window and the commands read the coach; nothing below reads it.
"""

from .model import Advice, DealRecord, DealReview, ReviewItem

__all__ = ["Advice", "DealRecord", "DealReview", "ReviewItem"]
