// Parlour Poker's cards for the web page: faces and backs drawn as SVG in the program's
// own design (corner index rank over suit, suits drawn as shapes, ivory faces, a red or
// blue lattice back).  Our own drawing, made for this page.
"use strict";
(function () {
  const NS = "http://www.w3.org/2000/svg";
  const SUITS = {
    s: { colour: "#18181c", path: "M50 8 C58 28 92 40 92 64 C92 80 76 88 62 80 C66 90 68 96 72 100 L28 100 C32 96 34 90 38 80 C24 88 8 80 8 64 C8 40 42 28 50 8 Z" },
    h: { colour: "#c01e2c", path: "M50 96 C38 80 8 62 8 36 C8 20 20 10 32 10 C42 10 48 17 50 24 C52 17 58 10 68 10 C80 10 92 20 92 36 C92 62 62 80 50 96 Z" },
    d: { colour: "#c01e2c", path: "M50 4 L88 52 L50 100 L12 52 Z" },
    c: { colour: "#18181c", path: "M50 8 A19 19 0 1 1 49.9 8 Z M26 42 A19 19 0 1 1 25.9 42 Z M74 42 A19 19 0 1 1 73.9 42 Z M44 56 L56 56 C58 76 64 90 72 100 L28 100 C36 90 42 76 44 56 Z" },
  };
  const RANKS = { T: "10", J: "J", Q: "Q", K: "K", A: "A" };

  function parse(code) {
    if (!code || code === "Jk") return null;
    const suit = code.slice(-1).toLowerCase();
    const r = code.slice(0, -1).toUpperCase();
    return { rank: RANKS[r] || r, suit: suit };
  }

  function el(name, attrs) {
    const e = document.createElementNS(NS, name);
    for (const k in attrs) e.setAttribute(k, attrs[k]);
    return e;
  }

  function pip(svg, suit, x, y, size, flip) {
    const s = SUITS[suit];
    const g = el("g", { transform: `translate(${x - size / 2} ${y - size / 2}) scale(${size / 100})` +
      (flip ? " rotate(180 50 52)" : "") });
    g.appendChild(el("path", { d: s.path, fill: s.colour }));
    svg.appendChild(g);
  }

  // A face: 100 x 140 units, scaled by CSS.
  function face(code) {
    const c = parse(code);
    const svg = el("svg", { viewBox: "0 0 100 140", class: "card face", role: "img",
      "aria-label": code });
    svg.appendChild(el("rect", { x: 1, y: 1, width: 98, height: 138, rx: 8, fill: "#fbf8ee",
      stroke: "#78746a", "stroke-width": 1.5 }));
    if (!c) return svg;
    const colour = SUITS[c.suit].colour;
    const court = "JQK".includes(c.rank);
    const corner = (x, y, flip) => {
      const g = el("g", { transform: flip ? "rotate(180 50 70)" : "" });
      const t = el("text", { x: x, y: y, "font-size": c.rank === "10" ? 22 : 26, fill: colour,
        "text-anchor": "middle", "font-family": "PPSerif, Georgia, serif", "font-weight": "bold" });
      t.textContent = c.rank;
      g.appendChild(t);
      svg.appendChild(g);
      pip(svg, c.suit, flip ? 100 - x : x, flip ? 140 - (y + 14) : y + 14, 16, flip);
    };
    corner(15, 26, false);
    corner(15, 26, true);
    if (court) {
      // The English pattern's double-ended figure, as the window draws it: one end of the
      // court's picture (served with the page), and the same turned about.
      const w = 50, x = 25, half = Math.round(w * 1304 / 1648), top = 70 - half;  // clear of the indices
      const href = `/static/court-${c.rank}${c.suit}.svg`;
      for (const flip of [false, true]) {
        svg.appendChild(el("image", { href: href, x: x, y: top, width: w, height: half,
          preserveAspectRatio: "none", transform: flip ? "rotate(180 50 70)" : "" }));
      }
      svg.appendChild(el("rect", { x: x, y: top, width: w, height: 2 * half, fill: "none",
        stroke: "#343caa", "stroke-width": 1.5 }));
    } else {
      pip(svg, c.suit, 50, 72, c.rank === "A" ? 46 : 38, false);
    }
    return svg;
  }

  function back(colour) {
    const svg = el("svg", { viewBox: "0 0 100 140", class: "card back " + (colour || "red"),
      role: "img", "aria-label": "a card, face down" });
    const field = colour === "blue" ? "#1c3a80" : "#961c28";
    const line = colour === "blue" ? "#7896d6" : "#d67870";
    svg.appendChild(el("rect", { x: 1, y: 1, width: 98, height: 138, rx: 8, fill: "#fbf8ee",
      stroke: "#78746a", "stroke-width": 1.5 }));
    const id = "lattice-" + (colour === "blue" ? "blue" : "red");
    const defs = el("defs", {});
    const pat = el("pattern", { id: id, width: 9, height: 9, patternUnits: "userSpaceOnUse",
      patternTransform: "rotate(45)" });
    pat.appendChild(el("rect", { width: 9, height: 9, fill: field }));
    pat.appendChild(el("path", { d: "M0 0 L0 9 M0 0 L9 0", stroke: line, "stroke-width": 1.4 }));
    defs.appendChild(pat);
    svg.appendChild(defs);
    svg.appendChild(el("rect", { x: 7, y: 7, width: 86, height: 126, rx: 5, fill: `url(#${id})` }));
    svg.appendChild(el("rect", { x: 7, y: 7, width: 86, height: 126, rx: 5, fill: "none",
      stroke: "#fbf8ee", "stroke-width": 3 }));
    return svg;
  }

  window.PPCards = { face: face, back: back, parse: parse };
})();
