"""Commerce with a widow: the markers have no value, so a tournament's counters never move.
This counts instead how often each temperament pays for the whiskey: six-handed, two of
each, 20,000 deals, the line-up turned one seat every 50 deals.

    PYTHONPATH=. python tools/measure_commerce_widow.py
"""
import random, collections, math
from game.engine import Table, HouseRules
from game.engine.core.events import WhiskeyPaid
from game.engine.core.trading_events import MarkersMoved
from game.ai.roster import make_player
kinds = ["good","close","liberal","good","close","liberal"]
paid = collections.Counter(); won = collections.Counter(); deals=0
master = random.Random(18)
per_block = []
for block in range(400):
    order = kinds[block % 6:] + kinds[:block % 6]
    t = Table([f"P{i}" for i in range(6)], HouseRules(), random.Random(master.getrandbits(64)), "commerce-widow", cut=False)
    players = [make_player(k, random.Random(master.getrandbits(64)), variant="commerce-widow") for k in order]
    bp = collections.Counter()
    for _ in range(50):
        t.start_deal()
        while not t.deal_over:
            s = t.to_act; t.act(s, players[s].decide(t.view(s)))
        for e in t.events:
            if isinstance(e, WhiskeyPaid): paid[order[e.seat]] += 1; bp[order[e.seat]] += 1
            if isinstance(e, MarkersMoved) and e.amount > 0: won[order[e.seat]] += 1
        deals += 1
    per_block.append(bp)
print(deals, "deals; pools won per seat:", {k: round(won[k]/2/deals*100,1) for k in won}, "per 100 deals")
for k in ("good","close","liberal"):
    xs = [b[k]/2 for b in per_block]; m = sum(xs)/len(xs); sd = (sum((x-m)**2 for x in xs)/(len(xs)-1))**.5
    print(k, "pays for the whiskey per seat per 100 deals:", round(m*2,2), "+-", round(1.96*sd/math.sqrt(len(xs))*2,2))
