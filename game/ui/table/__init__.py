"""The table window's parts, each a file with one job (docs/architecture.md):

* :mod:`.show` - what is on screen of each seat, the counters in flight, the action keys;
* :mod:`.director` - the engine's events turned into sprites, tweens, sounds and log lines;
* :mod:`.controls` - the person's hand, the buttons offered, keys and clicks into actions;
* :mod:`.painter` - drawing the table, the plates, the hands, the caption and the panels;
* :mod:`.menu` - the table's menu.

:class:`game.ui.scenes.table.TableScene` wires them together; each game's own part is its
table-top (:mod:`game.ui.tabletops`).
"""
