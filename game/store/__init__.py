"""What is kept between runs: where the data folder is (:mod:`.paths`), saves (:mod:`.saves`,
the table between deals and the deal in progress, with no seed and no unseen card),
statistics keyed to the deal (:mod:`.stats`), the shuffles that can be saved (:mod:`.dealing`),
the rotated log (:mod:`.logfile`), and the one writer of files (:mod:`.jsonfile`: atomic, only
over regular files, a damaged file kept aside).  Pure Python; no pygame.
"""
