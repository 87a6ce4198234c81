"""Make ``assets/courts/*.svg``: the twelve court figures, one end of each, from Adrian
Kennard's English-pattern playing cards (released CC0 1.0, public domain dedication).

The figures reach us inside the npm package ``@letele/playing-cards`` 0.1.0 (CC0 1.0),
which wraps each card of Kennard's set as a React component.  This script reads that
package's ``dist/index.esm.js``, rebuilds each court card's element tree, keeps only the
figure (the six layers drawn in the 1300 x 2000 box of one end: the card's frame, indices
and corner pips are drawn by ``game.ui.cardart``), inlines every ``<use>`` (pygame's SVG
reader does not follow references) and writes one small standalone SVG per card::

    npm pack @letele/playing-cards@0.1.0 && tar xzf letele-playing-cards-0.1.0.tgz
    python tools/make_courts.py package/dist/index.esm.js

The game draws each end at the size it is shown with ``pygame.image.load_sized_svg`` and
turns it about for the other end, as the English pattern is printed.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

OUT = Path(__file__).resolve().parents[1] / "assets" / "courts"
SUITS = "SHDC"
RANKS = "KQJ"

_TOKEN = re.compile(r'\s+|(?P<str>"(?:[^"\\]|\\.)*")|(?P<num>-?\d+(?:\.\d+)?(?:e-?\d+)?)|'
                    r'(?P<id>[A-Za-z_$][\w$.]*)|(?P<p>[{}()\[\],:?])')


def _tokens(text: str) -> list[tuple[str, str]]:
    out = []
    pos = 0
    while pos < len(text):
        m = _TOKEN.match(text, pos)
        if m is None:
            raise ValueError(f"cannot read the script at {text[pos:pos + 40]!r}")
        pos = m.end()
        for kind in ("str", "num", "id", "p"):
            if m.group(kind) is not None:
                out.append((kind, m.group(kind)))
                break
    return out


class _Parser:
    """Just enough of JavaScript for ``React.createElement(tag, props, ...children)``."""

    def __init__(self, tokens: list[tuple[str, str]]) -> None:
        self.t = tokens
        self.i = 0

    def peek(self) -> tuple[str, str]:
        return self.t[self.i]

    def take(self, value: str | None = None) -> tuple[str, str]:
        tok = self.t[self.i]
        if value is not None and tok[1] != value:
            raise ValueError(f"expected {value!r}, found {tok[1]!r}")
        self.i += 1
        return tok

    def value(self):  # type: ignore[no-untyped-def]
        kind, text = self.peek()
        if text == "React.createElement":
            return self.element()
        if text == "_extends":
            self.take()
            self.take("(")
            obj = self.obj()
            self.take(",")
            self.take()  # props
            self.take(")")
            return obj
        if text == "{":
            return self.obj()
        self.take()
        if kind == "str":
            return text[1:-1]
        if kind == "num":
            return text
        if text == "title" and self.peek()[1] == "?":  # title ? <title/> : null
            self.take("?")
            self.value()
            self.take(":")
            self.value()
            return None
        return None  # null, titleId

    def obj(self) -> dict:
        self.take("{")
        out = {}
        while self.peek()[1] != "}":
            kind, key = self.take()
            if kind == "str":
                key = key[1:-1]
            self.take(":")
            out[key] = self.value()
            if self.peek()[1] == ",":
                self.take()
        self.take("}")
        return out

    def element(self):  # type: ignore[no-untyped-def]
        self.take("React.createElement")
        self.take("(")
        tag = self.value()
        self.take(",")
        props = self.value() or {}
        children = []
        while self.peek()[1] == ",":
            self.take()
            child = self.value()
            if child is not None:
                children.append(child)
        self.take(")")
        return (tag, props, children)


def _attr_name(key: str) -> str:
    if key == "xlinkHref":
        return "href"
    return re.sub(r"[A-Z]", lambda m: "-" + m.group(0).lower(), key)


def _card_tree(script: str, name: str):  # type: ignore[no-untyped-def]
    start = script.index(f"const Svg{name} =")
    body = script[script.index("return", start) + len("return"):script.index("};", start)]
    body = body.replace("/*#__PURE__*/", "").strip().rstrip(";")
    return _Parser(_tokens(body)).element()


def _symbols(node, out: dict) -> dict:  # type: ignore[no-untyped-def]
    tag, props, children = node
    if tag == "symbol":
        out[props["id"]] = node
    for c in children:
        _symbols(c, out)
    return out


def _svg(node, symbols: dict) -> str:  # type: ignore[no-untyped-def]
    """The element as SVG text, each ``<use>`` replaced by the symbol it names."""
    tag, props, children = node
    if tag == "use":
        sym = symbols[props["xlinkHref"].lstrip("#")]
        vx, vy, vw, vh = (float(v) for v in sym[1]["viewBox"].split())
        w, h = float(props.get("width", vw)), float(props.get("height", vh))
        x, y = float(props.get("x", 0)), float(props.get("y", 0))
        if sym[1].get("preserveAspectRatio") == "none":
            sx, sy, tx, ty = w / vw, h / vh, x, y
        else:  # xMinYMid meet
            sx = sy = min(w / vw, h / vh)
            tx, ty = x, y + (h - vh * sy) / 2
        move = f"translate({tx - vx * sx:.3f} {ty - vy * sy:.3f}) scale({sx:.5f} {sy:.5f})"
        extra = " ".join(f'{_attr_name(k)}="{v}"' for k, v in props.items()
                         if k in ("fill", "stroke"))
        outer = props.get("transform", "")
        inner = "".join(_svg(c, symbols) for c in sym[2])
        return f'<g transform="{outer} {move}" {extra}>{inner}</g>'
    attrs = " ".join(f'{_attr_name(k)}="{v}"' for k, v in props.items()
                     if k not in ("className", "aria-labelledby", "id", "preserveAspectRatio"))
    inner = "".join(_svg(c, symbols) for c in children)
    return f"<{tag} {attrs}>{inner}</{tag}>"


def court_svg(script: str, suit: str, rank: str) -> str:
    """One end of a court card: the figure's layers, in a 1648 x 1304 box."""
    tree = _card_tree(script, suit + rank)
    symbols = _symbols(tree, {})
    layers = [s for s in symbols.values() if s[1].get("viewBox") == "0 0 1300 2000"]
    # The card draws its layers in the order of its <use> elements: keep that order.
    order = [u[1]["xlinkHref"].lstrip("#") for u in tree[2] if u[0] == "use"]
    layers.sort(key=lambda s: order.index(s[1]["id"]) if s[1]["id"] in order else 99)
    body = "".join("".join(_svg(c, symbols) for c in layer[2]) for layer in layers)
    # The card shows each layer in a 164.8 x 260.8 box (preserveAspectRatio="none"), one end
    # in the top half of the 1300 x 2000 drawing: keep that half, ten times the card's size.
    return ('<svg xmlns="http://www.w3.org/2000/svg" width="1648" height="1304" '
            f'viewBox="0 0 1648 1304"><g transform="scale({1648 / 1300:.6f} {2608 / 2000:.6f})">'
            f'{body}</g></svg>\n')


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print(__doc__)
        return 2
    script = Path(argv[0]).read_text(encoding="utf-8")
    OUT.mkdir(parents=True, exist_ok=True)
    for suit in SUITS:
        for rank in RANKS:
            path = OUT / f"{rank}{suit.lower()}.svg"
            path.write_text(court_svg(script, suit, rank), encoding="utf-8")
            print(f"{path.name}: {path.stat().st_size:,} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
