// The evening on a television: every table, the standings, the moves, the bell.  It is
// given the evening's code in the address (/tv#CODE), or typed in its own field, and
// shows only what is public.
"use strict";
(function () {
  const $ = (id) => document.getElementById(id);
  let code = location.hash.slice(1).trim().toUpperCase();
  const PAGE_MS = 8000;
  let perPage = 99;  // tables on the screen at once: as many as fit at a size the room can read
  // At the end, standings rows shown beyond the eight leaders while the panel has room for
  // them: places are left out only when it is full (round 14 of issue 37).
  let moreRows = 0, moreCap = Infinity, tight = false;  // the cap: rows found too many once (no redrawing for ever)
  let rungFor = null, retry = 0, ws = null, over = false, watching = false, last = null, lastAt = 0;
  // When the connection to the host went (null while connected): as on the phones, the
  // clocks stop there and the screen says so, for the host's table is not counting either.
  let lostAt = null;
  // The words of the stage the evening is at, as the phones say them (play-test round 10 of
  // issue 37: "The clocks have stopped ... his cards" over the prizes' wait).
  function lostWords() {
    const stage = last ? last.evening.stage : null;
    if (stage === "over") return "Wait here: the prizes come when the host's computer is back.";
    if (stage === "between") return "Everyone keeps his seat: the next round waits for the host's computer.";
    return "The clocks have stopped. Everyone keeps his seat and his cards: the evening goes on when the host's computer is back.";
  }
  function lost() {
    if (lostAt === null) lostAt = Date.now();
    $("offline-sub").textContent = lostWords();
    $("offline").hidden = false;
    if (last) draw(last);
  }
  function found() {
    if (lostAt === null) return;
    lostAt = null;
    $("offline").hidden = true;
    // The notice took room while the host was away, so fewer tables fitted: back to as many
    // as the screen holds (play-test round 4: one table a page, and four leaders, after a restart).
    perPage = 99; setCardSize(0);
  }
  // A turn is counted to the host's deadline on the host's clock, as the phones count it:
  // this screen's clock measured against his from every message (the least difference of
  // the last few), so that the screen and the phones agree (round 5 of issue 37).
  const skews = [];
  function secondsLeft(c) {
    const now = lostAt || Date.now();
    if (typeof c.until === "number" && skews.length) return Math.max(0, Math.ceil((c.until - (now - Math.min(...skews))) / 1000));
    return Math.max(0, Math.ceil(c.left - (now - lastAt) / 1000));
  }
  const audio = new Audio("/static/bell.wav");

  // A new evening on this screen (its lobby, or another code asked for): nothing of the last
  // one is kept, neither its tables, its standings, its prizes nor its bell (round 6 of issue
  // 37: a television that stayed on showed the old evening's prizes over the new one).
  function forget() {
    last = null; lastAt = 0; rungFor = null; over = false; draw.round = undefined; draw.rang = undefined;
    clearTimeout(draw.timer); $("bell").hidden = true;
    for (const id of ["tables", "standings", "moves", "standings-note", "page", "round", "code"]) $(id).textContent = "";
    $("standings-title").textContent = "Standings"; $("moves-title").textContent = "The moves";
    document.body.classList.remove("over", "paged", "prizes-only");
  }
  // The QR code is the evening's own (the address with its code): drawn afresh for each code,
  // and, while the screen asks for one, the server's evening now, never a copy kept from the
  // last (round 10 of issue 37: the old evening's QR code, code and "the prizes" stayed above
  // the question for the new code).
  function showQr(c) {
    const img = document.querySelector("#join-box img");
    if (c && img.dataset.code === c) return;
    img.dataset.code = c;
    img.src = "/qr.svg?" + (c ? "code=" + encodeURIComponent(c) : "asked=" + Date.now());
  }
  // False in an evening served without a window (`party --serve`): no host's screen shows the
  // code, his computer printed it where he started the evening (round 13 of issue 37: the
  // television sent the room to look at a screen there was none of).  The server says which.
  let hostScreen = true, asked = "";
  function codeWords(kind) {
    const where = hostScreen ? "it is on the host's screen" : "the host has it: his computer printed it when the evening began";
    return kind === "wrong" ? "That is not this evening's code. Type the code again (" + where + "):" :
      "Type the evening's code (" + where + "):";
  }
  function ask(kind) {
    asked = kind;
    const why = codeWords(kind);
    watching = false;
    forget();
    showQr("");
    $("code-in").value = "";
    // No code yet: the page's own address beside the QR code, for a guest without a camera.
    if (!$("addr").textContent) $("addr").textContent = location.origin + "/";
    document.body.classList.add("asking");
    $("code-form").hidden = false;
    $("code-why").textContent = why;
    $("code-in").focus();
  }
  function watch() {
    if (!code) { ask("first"); return; }
    if (ws && ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify({ type: "watch", code: code }));
  }
  function connect() {
    const sock = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/ws");
    ws = sock;
    sock.onopen = () => { retry = 0; sock.send(JSON.stringify({ type: "where" })); watch(); };
    sock.onmessage = (e) => {
      found();
      const m = JSON.parse(e.data);
      if (m.type === "overview" || m.type === "lobby") {
        if (last && m.code && last.code !== m.code) forget();  // another evening: start clean
        watching = true;
        $("code-form").hidden = true;
        document.body.classList.remove("asking");
        if (typeof m.now === "number") { skews.push(Date.now() - m.now); if (skews.length > 20) skews.shift(); }
        if (m.type === "overview") { last = m; lastAt = Date.now(); draw(m); } else lobby(m);
      }
      else if (m.type === "where") {  // a host's screen or none: the question says where the code is
        hostScreen = m.screen !== false;
        if (document.body.classList.contains("asking")) $("code-why").textContent = codeWords(asked);
      }
      else if (m.type === "error") {
        if (/code/.test(m.message)) ask("wrong");
        else $("round").textContent = m.message;
      }
    };
    sock.onclose = (e) => {
      // The evening is over: the host's next evening may start here, so the screen looks now
      // and then, quietly (no "the host is away": he is not expected).
      if (over) { setTimeout(connect, 10000); return; }
      if (watching || last) lost();
      retry = Math.min(retry + 1, 6);
      setTimeout(connect, 1000 * Math.min(retry, 5));  // every few seconds: a resumed host is seen at once
    };
  }
  $("code-form").addEventListener("submit", (e) => {
    e.preventDefault();
    const typed = $("code-in").value.trim().toUpperCase();
    if (typed) location.hash = typed;  // the hashchange below watches with it
  });
  window.addEventListener("hashchange", () => {
    code = location.hash.slice(1).trim().toUpperCase();
    if (ws && ws.readyState === WebSocket.OPEN) watch();
    else if (!ws || ws.readyState > 1) connect();
  });

  function li(text, cls) { const e = document.createElement("li"); e.textContent = text; if (cls) e.className = cls; return e; }
  function span(text, cls) { const e = document.createElement("span"); e.textContent = text; if (cls) e.className = cls; return e; }
  // The head table's bell beside its name: the banner's own bell drawn small, in plain gold.
  function bellMark() {
    const svg = document.querySelector("#bell svg").cloneNode(true);
    svg.querySelectorAll("defs").forEach((e) => e.remove());
    svg.querySelectorAll("[fill^='url(']").forEach((e) => e.setAttribute("fill", "#d4af60"));
    svg.setAttribute("class", "bellmark");
    svg.setAttribute("role", "img");
    svg.setAttribute("aria-label", "the bell");
    return svg;
  }
  function lobby(m) {
    if (last) forget();  // the lobby of a new evening: the last one's tables and prizes go
    document.body.classList.add("in-lobby");  // no standings or moves before the first deal
    $("round").textContent = "Guests arriving: " + (m.guests.length ? m.guests.join(", ") : "none yet");
    $("addr").textContent = m.address; $("code").textContent = m.code; showQr(m.code);
  }
  // Where the evening stands, for the room: the round of how many, then what is happening
  // now ("the bell has rung: 2 tables are playing their last deals", "next round in 12 s").
  function phase(m) {
    const ev = m.evening;
    if (ev.stage === "over") return ev.prizes_soon ? "The evening is over: the prizes in a moment" : "The evening is over: the prizes";
    const of = (ev.stage === "between" ? "After round " : "Round ") + ev.round + (ev.rounds ? " of " + ev.rounds : "") +
      (ev.rounds && ev.round === ev.rounds && ev.stage === "playing" ? ", the last" : "");
    if (ev.drawing) return of + " \u00b7 the seats are being drawn";
    // While the host is not answering nothing is counted: a number standing still, or "being
    // dealt" when it ran out, read as a fault (party round 13): the wait is said instead.
    if (lostAt !== null && (ev.seated || ev.stage === "between"))
      return of + (ev.seated ? " \u00b7 the seats are drawn: the first deals wait for the host's computer" :
        " \u00b7 the moves \u00b7 the next round waits for the host's computer");
    if (ev.seated) {
      const left = typeof ev.first_in === "number" ? Math.max(0, Math.ceil(ev.first_in - (Date.now() - lastAt) / 1000)) : null;
      return of + " \u00b7 the seats are drawn: the first deals begin " + (left === null ? "when the host goes on" :
        left > 0 ? "in " + left + " s" : "in a moment");
    }
    if (ev.stage === "between") {
      const left = typeof ev.next_in === "number" ? Math.max(0, Math.ceil(ev.next_in - (Date.now() - lastAt) / 1000)) : null;
      return of + " \u00b7 the moves \u00b7 " + (left === null ? "the next round begins when the host goes on" :
        left > 0 ? "next round in " + left + " s" : "the next round is being dealt");
    }
    const playing = m.tables.filter((t) => !t.result).length;
    if (!ev.bell) return of + " \u00b7 " + (playing === m.tables.length ? "every table is dealing" :
      (playing === 1 ? "the head table is still dealing, for the bell" : playing + " tables are still dealing"));
    return of + " \u00b7 the bell has rung: " + (playing === 0 ? "every table has finished" :
      playing === 1 ? "one table is playing its last deal" : playing + " tables are playing their last deals");
  }
  function draw(m) {
    const ev = m.evening;
    // Over for good only once every prize is given: a host gone before then is said.
    over = ev.stage === "over" && !ev.prizes_soon && !m.prizes_more;
    document.body.classList.remove("in-lobby", "prizes-only");
    document.body.classList.toggle("prizes-tight", tight);
    // After the last round nobody joins: the QR code and the code give way to the prizes.
    document.body.classList.toggle("over", ev.stage === "over");
    if (draw.round !== ev.stage + ev.round) { draw.round = ev.stage + ev.round; perPage = 99; moreRows = 0; moreCap = Infinity; tight = false; setCardSize(0); }  // fit afresh
    $("addr").textContent = m.address; $("code").textContent = m.code; showQr(m.code);
    $("round").textContent = phase(m);
    const box = $("tables"); box.textContent = "";
    // More tables than a screen holds at a size the room can read: a page of them at a
    // time, in turn (the page is made smaller until it fits; see the end of draw()).
    if (m.tables.length > 4) perPage = Math.min(perPage, 4);  // four abreast at most
    const pages = Math.ceil(m.tables.length / perPage);
    const page = pages > 1 ? Math.floor(Date.now() / PAGE_MS) % pages : 0;
    const shown = m.tables.slice(page * perPage, (page + 1) * perPage);
    $("page").textContent = pages > 1 ? "Tables " + shown[0].number + "\u2013" + shown[shown.length - 1].number +
      " of " + m.tables.length : "";
    box.className = "tv-tables" + (pages > 1 ? " paged" : "");
    document.body.classList.toggle("paged", pages > 1);
    for (const t of shown) {
      const d = document.createElement("div");
      d.className = "tv-table" + (t.head ? " head" : "");
      const h = document.createElement("h2");
      const nm = span(t.name); h.appendChild(nm);
      if (t.head) nm.appendChild(bellMark());
      h.appendChild(span(t.result ? "" : "pool " + t.pool, "pl"));
      d.appendChild(h);
      // The table's last move in a line, under its name (round 8 of issue 37).
      if (t.last && !ev.drawing) d.appendChild(Object.assign(document.createElement("p"), { className: "tv-last", textContent: t.last }));
      const ul = document.createElement("ul");
      // While the host's window draws the seats, who sits where is its surprise: not here yet.
      if (ev.drawing) ul.appendChild(li("The seats are being drawn\u2026", "drawing"));
      (ev.drawing ? [] : t.players).forEach((p, i) => {
        const e = li("", (t.to_act === i && !t.result ? "turn" : "") + (p.holds || t.phase === "waiting" ? "" : " out"));
        const a = document.createElement("span");
        a.className = "who";
        if (t.dealer === i) a.appendChild(span("D", "dl"));
        a.appendChild(span(p.name));
        if (p.away) a.appendChild(span("away", "gone"));
        else {
          // As the host's window says; kept while the host is down too (round 14 of issue 37:
          // the mark went with the host, though the phone was still away).
          if (p.gone) a.appendChild(span("phone away", "gone"));
          if (t.clock && t.clock.seat === i)
            a.appendChild(span(secondsLeft(t.clock) + " s" +
              (lostAt !== null ? ", stopped" : ""), "clock"));
        }
        if (p.shown && inlineCards()) {
          // No room for a line of its own on this screen: beside the name, as small as that.
          const cards = span("", "cards");
          p.shown.forEach((c) => cards.appendChild(PPCards.face(c)));
          a.appendChild(cards);
        }
        e.appendChild(a); e.appendChild(span(p.stack === null ? "" : String(p.stack)));
        ul.appendChild(e);
        if (p.shown && !inlineCards()) {
          // A shown hand on a line of its own, its cards as large as the screen allows: read
          // from the sofa, not only from the front row.
          const row = li("", "shown-hand" + (t.result && t.result.winner === p.name ? " won" : ""));
          const cards = span("", "cards");
          p.shown.forEach((c) => cards.appendChild(PPCards.face(c)));
          row.appendChild(cards);
          ul.appendChild(row);
        }
      });
      d.appendChild(ul);
      if (t.result) { const r = document.createElement("div"); r.className = "res"; r.textContent = t.result.winner + " wins " + t.result.pool; d.appendChild(r); }
      box.appendChild(d);
    }
    const st = $("standings"); st.textContent = "";
    // The leaders only: a room reads eight lines across it, not forty.
    const leaders = (pages > 1 ? 4 : 8) + (ev.stage === "over" ? moreRows : 0);
    // At the end every prize winner is among them, however far down the standings.
    const winners = new Set((m.prizes || []).map((p) => p.player).filter((n) => n));
    // Players level on yellow counters and counters share a place, "2=" (round 6 of issue 37:
    // two with the same figures were numbered 3 and 4).
    const placeOf = sharedPlaces(m.standings);
    // Those level with the last leader are leaders too: a tie is never cut in two (round 13:
    // "1st, 2nd, =3rd" and the other third left out read as a place skipped).
    let upTo = Math.min(leaders, m.standings.length), level = 0;
    while (upTo < m.standings.length && placeOf[upTo] !== "" && placeOf[upTo] === placeOf[upTo - 1]) upTo += 1;
    if (upTo > leaders + 2) {  // a crowd level at the foot (early on, many still at 50): said in a line
      const at = placeOf[leaders - 1];
      let first = leaders - 1;
      while (first > 0 && placeOf[first - 1] === at) first -= 1;
      level = upTo - first;
      upTo = first;
    }
    const rows = m.standings.map((r, i) => [r, i + 1]).filter(([r, i]) => i <= upTo || (over && winners.has(r.name)));
    $("standings-title").textContent = rows.length === m.standings.length ? "Standings" :
      rows.length > upTo ? "The leaders and the prize winners" : "The leaders";
    st.classList.toggle("no-places", placeOf.every((p) => p === ""));
    let before = 0;
    for (const [r, i] of rows) {  // each at his place in the standings (a winner far down keeps his)
      if (i > before + 1 && level && before === upTo) {
        st.appendChild(li(level + " players level at " + placeOf[upTo], "gap level"));
      } else if (i > before + 1) st.appendChild(li("\u22ee", "gap"));  // those between, left out: said so
      before = i;
      const e = st.appendChild(li(""));
      e.appendChild(span(placeOf[i - 1], "at"));
      e.appendChild(span(r.name + " \u2014 " + r.yellow + " yellow, " + r.net + " counters"));
    }
    if (level && before <= upTo) st.appendChild(li(level + " players level at " + placeOf[upTo], "gap level"));
    // As on the host's screen: a deal under way counts as it began.
    $("standings-note").textContent = ev.stage === "playing" && m.tables.some((t) => t.pool && !t.result) ? "A deal in progress counts as it began: counters in its pool still count." : "";
    const mv = $("moves"); mv.textContent = "";
    if (m.prizes) {
      $("moves-title").textContent = "The prizes";
      // Every prize, as the host's prizes screen has it: one not given says why.
      // Each prize its title, its winner large, and why he takes it by the rule as it fell.
      for (const p of m.prizes) {
        const e = li("", "prize" + (p.player ? "" : " not-given"));
        e.appendChild(span(p.title, "ptitle"));
        e.appendChild(span(p.player || "not given", "pwho"));
        if (p.player && p.why) e.appendChild(span("for " + p.why, "because"));
        if (p.note) e.appendChild(span(p.player ? p.note : p.note.replace(/^Not given: (.)/, (_, c) => c.toUpperCase()), "why"));
        mv.appendChild(e);
      }
      // The host's screen gives them one by one: those still to come are said, as its "?"
      // cards are (play-test round 7: a room could not tell the list was not yet whole).
      if (m.prizes_all && !m.prizes_more) mv.appendChild(li(m.prizes_all, "hint prizes-all"));
      if (m.prizes_more) mv.appendChild(li(m.prizes_more === 1 ? "One more prize to come: watch the host's screen." :
        m.prizes_more + " more prizes to come: watch the host's screen.", "hint prizes-more"));
    }
    else if (m.moves) {
      $("moves-title").textContent = "The moves after round " + m.moves.round;
      for (const x of m.moves.moves) mv.appendChild(li(x.player + ": table " + x.from + " \u2192 " + x.to + " (" + x.reason + ")"));
      // A tie settled by a cut, with the cards (play-test round 10 of issue 37: never said here).
      for (const c of m.moves.cuts || []) mv.appendChild(li(c, "cut"));
    }
    else if (ev.stage === "over") { $("moves-title").textContent = "The evening is over"; mv.appendChild(li("Nobody moves after the last round: the prizes come " + (hostScreen ? "from the host's screen." : "in a moment."), "hint")); }
    else { $("moves-title").textContent = "The moves"; mv.appendChild(li("When every table has finished: who goes up, who goes down.", "hint")); }
    // (Not over the prizes: once they are out, the last round's bell is old news.)
    if (ev.bell && rungFor !== null && rungFor !== ev.bell.round && !m.prizes) {
      $("bell-who").textContent = ev.bell.winner + " wins the head table's pool" +
        (ev.stage === "playing" && m.tables.some((t) => !t.result) ? ": the other tables finish their deals" : "");
      $("bell").hidden = false;
      audio.play().catch(() => {});
      clearTimeout(draw.timer);
      // The last round's bell stays until the prizes come (play-test round 10 of issue 37:
      // the end came with it, and the room never saw it); a round's, its eight seconds.
      if (ev.stage !== "over") draw.timer = setTimeout(() => { $("bell").hidden = true; }, 8000);
      draw.rang = ev.bell.round;
    }
    // Rung in the last round while the other tables finished their deals, the bell had its
    // round's eight seconds running when the end came: at the end it stays, whole, until the
    // prizes (round 11 of issue 37: it went before them).
    if (ev.stage === "over" && ev.bell && !m.prizes && draw.rang === ev.bell.round) {
      clearTimeout(draw.timer);
      $("bell-who").textContent = ev.bell.winner + " wins the head table's pool";
      $("bell").hidden = false;
    }
    if (ev.bell) rungFor = ev.bell.round; else if (rungFor === null) rungFor = 0;
    // A new round has begun: an old round's banner goes (it stays its seconds after the round's
    // end otherwise, for the head table is often the last to finish).
    if ((!ev.bell && ev.stage === "playing") || m.prizes) { clearTimeout(draw.timer); $("bell").hidden = true; }
    // Too tall for the screen: the shown hands' cards a size smaller first (they are drawn as
    // large as the screen has room for), then fewer tables a page.
    if (document.documentElement.scrollHeight > innerHeight + 2) {
      if (moreRows > 0) {  // the rows added for the room there was: not at the cards' cost
        moreCap = moreRows - 1;
        moreRows = 0;
        draw(m);
      } else if (cardSize < CARD_SIZES.length - 1 && document.querySelector(".tv-table .cards")) {
        setCardSize(cardSize + 1);
        draw(m);
      } else if (ev.stage === "over" && !tight) {  // the end's larger type the side's usual size
        tight = true;
        draw(m);
      } else if (Math.min(perPage, m.tables.length) > 1) {
        perPage = Math.min(perPage, m.tables.length) - 1;
        setCardSize(0);
        draw(m);
      } else if (m.prizes && !document.body.classList.contains("prizes-only")) {
        // The prizes, with every reason, do not fit beside even one table: they are what the
        // room waits for now, so the tables make way (round 6 of issue 37: the last prize cut).
        document.body.classList.add("prizes-only");
        $("page").textContent = "";
      }
    } else if (ev.stage === "over") fillStandings(m);
    placeBell();
  }
  // The bell's banner where it hides nothing the room reads (play-test round 7: at the foot it
  // covered the last standings lines for seconds every round): at its full size in the strip
  // under every line if that strip holds it; else in the strip with the most room, the one
  // under all, under the moves only or under the standings only, made as much smaller as it must.
  function placeBell() {
    const b = $("bell");
    if (b.hidden) return;
    b.style.left = b.style.right = "";
    b.style.removeProperty("--bell-scale");
    const full = b.getBoundingClientRect(), gap = innerHeight * 0.015;
    const low = (sel) => Math.max(0, ...[...document.querySelectorAll(sel)]
      .filter((e) => e.offsetParent !== null && e.textContent.trim() !== "").map((e) => e.getBoundingClientRect().bottom));
    const tablesLow = low("#tables .tv-table, .tv-head");
    const stLow = Math.max(tablesLow, low("#standings-title, #standings li, #standings-note"));
    const mvLow = Math.max(tablesLow, low("#moves-title, #moves li"));
    const st = $("standings").closest("section").getBoundingClientRect();
    const mv = $("moves").closest("section").getBoundingClientRect();
    const strips = [{ left: 0, right: innerWidth, top: Math.max(stLow, mvLow) },
      { left: mv.left, right: mv.right, top: mvLow }, { left: st.left, right: st.right, top: stLow }];
    let best = null;
    for (const r of strips) {
      if (r.right - r.left < 1) continue;
      const scale = Math.min(1, (full.bottom - r.top - gap) / full.height, (r.right - r.left - 2 * gap) / full.width);
      if (!best || scale > best.scale + 0.01) best = Object.assign({ scale }, r);
    }
    if (!best || (best === strips[0] && best.scale >= 1)) return;  // room under everything, as it stands
    const centre = (best.left + best.right) / 2;
    b.style.left = (centre - full.width / 2) + "px";
    b.style.right = (innerWidth - centre - full.width / 2) + "px";
    b.style.setProperty("--bell-scale", Math.max(0.3, best.scale).toFixed(3));
  }
  // Each row's place, as a score card writes it: "1.", "2=", "2=", "4." - level players share
  // the place, and the next after them takes the place his row is at (round 13 of issue 37:
  // "1st, =2nd, =2nd, 4th" read as a place skipped).
  function sharedPlaces(rows) {
    const mark = (n, level) => n + (level ? "=" : ".");
    // The server's place, by the rule every screen uses ("=4"), when it sends one.
    // No place at all ("") before any table has a result: everyone "1=" read as one.
    if (rows.every((r) => typeof r.place === "string")) {
      return rows.map((r) => r.place === "" ? "" : mark(parseInt(r.place.replace("=", ""), 10), r.place.startsWith("=")));
    }
    const key = (r) => r.yellow + "/" + r.net;
    return rows.map((r, i) => {
      let first = i;
      while (first > 0 && key(rows[first - 1]) === key(r)) first -= 1;
      const level = (i > 0 && key(rows[i - 1]) === key(r)) || (i + 1 < rows.length && key(rows[i + 1]) === key(r));
      return mark(first + 1, level);
    });
  }
  // At the end, the standings panel with room to spare and places left out: as many more
  // rows as the room holds (round 14 of issue 37: places 5-6 behind a mark, half the panel empty).
  function fillStandings(m) {
    const st = $("standings"), rows = st.querySelectorAll("li:not(.gap)");
    if (!rows.length || rows.length >= m.standings.length) return;
    const sec = st.closest("section").getBoundingClientRect();
    const pad = parseFloat(getComputedStyle(st.closest("section")).paddingBottom) || 0;
    const note = $("standings-note");
    const low = Math.max(...[...st.closest("section").children].filter((e) => e.offsetParent !== null)
      .map((e) => e.getBoundingClientRect().bottom));
    const h = rows[0].getBoundingClientRect().height;
    const spare = sec.bottom - pad - low - (note && note.textContent ? 0 : 2);
    const fits = Math.floor(spare / Math.max(1, h)), left = m.standings.length - rows.length;
    // Every row left out, in the room there is and the lines that said they were left out;
    // else as many as leave a line to say the rest are.
    const more = left <= fits + st.querySelectorAll("li.gap").length ? left : fits - 1;
    const next = Math.min(moreRows + more, moreCap);
    if (next > moreRows) { moreRows = next; draw(m); }
  }
  // A shown hand's cards: on a line of their own as large as the screen has room for, else
  // beside the name, large first (round 14 of issue 37: at 1280x720 they fell to tiny cards
  // beside the name, where larger ones fitted), the smallest last.
  const CARD_SIZES = ["cards-l", "cards-m", "inline-l", "inline-m", "cards-inline"];
  const inlineCards = () => cardSize >= 2;
  let cardSize = 0;
  function setCardSize(i) {
    cardSize = i;
    CARD_SIZES.forEach((c, k) => document.body.classList.toggle(c, k === i));
  }
  setCardSize(0);
  window.addEventListener("resize", () => { perPage = 99; moreRows = 0; moreCap = Infinity; tight = false; setCardSize(0); if (last) draw(last); });
  // A guest's time runs down on the screen too.
  // And the fit is tried afresh each second: a screen made to fit fewer tables while
  // something took room (the notice that the host was away, a font not yet loaded) shows
  // them all again once they fit (play-test round 4: "Tables 1-1 of 2" after a restart).
  setInterval(() => {
    if (!last) return;
    if (last.tables.length > perPage || cardSize > 0 || tight) {  // the whole fit afresh, rows and type too
      perPage = 99; moreRows = 0; moreCap = Infinity; tight = false; setCardSize(0); draw(last);
    }
    else if (last.tables.some((t) => t.clock)) draw(last);
    else if (last.evening.stage === "between" || last.evening.first_in != null) $("round").textContent = phase(last);  // the countdown
  }, 1000);
  if (document.fonts) document.fonts.ready.then(() => { if (last) { perPage = 99; setCardSize(0); draw(last); } });
  if (code) connect(); else { ask("first"); connect(); }
})();
