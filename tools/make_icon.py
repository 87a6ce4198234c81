"""Make the icons: the window's PNG, and the Windows ``.ico`` and macOS ``.icns`` of the build.

``python tools/make_icon.py [OUT.png]`` (default ``assets/icon.png``) writes the window icon,
256 pixels square.  ``python tools/make_icon.py --ico OUT.ico --icns OUT.icns`` writes the
icons the executables carry (``build.spec`` runs this into its build folder).

Every size is drawn by the one picture's code, :func:`game.ui.cardart.draw_icon` (an ace of
spades over a red back), so the 16-pixel taskbar icon and the 1024-pixel Retina one are each
drawn for their size rather than scaled; the 256-pixel image in the ``.ico`` and ``.icns`` is
``assets/icon.png``'s picture.  Both formats hold PNG images as they are (Windows Vista and
later, macOS 10.7 and later read them), so nothing but pygame-ce is needed.
"""

from __future__ import annotations

import argparse
import io
import os
import struct
import sys
from pathlib import Path
from typing import Mapping

ROOT = Path(__file__).resolve().parents[1]

ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
"""What Windows picks from: the taskbar, Explorer's views, the Alt-Tab switcher."""

# The .icns image types that hold PNG data, and the pixel size of each (the @2x types are the
# Retina images of half their size).
ICNS_TYPES: dict[bytes, int] = {
    b"icp4": 16, b"icp5": 32, b"icp6": 64, b"ic07": 128, b"ic08": 256, b"ic09": 512,
    b"ic10": 1024, b"ic11": 32, b"ic12": 64, b"ic13": 256, b"ic14": 512,
}


def draw_pngs(sizes: set[int] | tuple[int, ...]) -> dict[int, bytes]:
    """The icon drawn at each size, as PNG files' bytes."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    import pygame

    from game.ui.cardart import draw_icon
    from game.ui.theme import Fonts

    pygame.display.init()
    pygame.font.init()
    fonts = Fonts()
    out = {}
    for size in sorted(set(sizes)):
        buffer = io.BytesIO()
        pygame.image.save(draw_icon(fonts, size), buffer, "icon.png")
        out[size] = buffer.getvalue()
    return out


def ico_bytes(pngs: Mapping[int, bytes]) -> bytes:
    """A Windows icon file: the ICONDIR header, one 16-byte entry per image, then the images."""
    sizes = sorted(pngs)
    offset = 6 + 16 * len(sizes)
    head = struct.pack("<HHH", 0, 1, len(sizes))  # reserved, type 1 = icon, count
    entries, images = b"", b""
    for size in sizes:
        data = pngs[size]
        # width and height (0 means 256), colours in a palette, reserved, planes, bits per pixel
        entries += struct.pack("<BBBBHHII", size % 256, size % 256, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
        images += data
    return head + entries + images


def icns_bytes(pngs: Mapping[int, bytes]) -> bytes:
    """A macOS icon file: ``icns`` and the total length, then one typed, sized block per image."""
    body = b""
    for kind, size in ICNS_TYPES.items():
        data = pngs[size]
        body += kind + struct.pack(">I", 8 + len(data)) + data
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python tools/make_icon.py", description=__doc__.splitlines()[0])
    p.add_argument("png", nargs="?", type=Path, help="the window icon (default assets/icon.png)")
    p.add_argument("--ico", type=Path, help="write the Windows icon here")
    p.add_argument("--icns", type=Path, help="write the macOS icon here")
    args = p.parse_args(sys.argv[1:] if argv is None else argv)
    if args.png is None and args.ico is None and args.icns is None:
        args.png = ROOT / "assets" / "icon.png"
    wanted: set[int] = set()
    if args.png:
        wanted.add(256)
    if args.ico:
        wanted.update(ICO_SIZES)
    if args.icns:
        wanted.update(ICNS_TYPES.values())
    pngs = draw_pngs(wanted)
    for path, data in ((args.png, pngs.get(256)), (args.ico, args.ico and ico_bytes({s: pngs[s] for s in ICO_SIZES})),
                       (args.icns, args.icns and icns_bytes(pngs))):
        if path is None:
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        print(f"{path}: {len(data) // 1024} KB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
