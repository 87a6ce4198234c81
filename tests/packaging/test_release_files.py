"""What each system's download needs besides the program: the one version, the names, the
icons (.ico, .icns) drawn from the one picture, the Linux menu entry; and a build.spec with
no hand-written path separator or Linux-only step."""

from __future__ import annotations

import ast
import io
import os
import re
import struct
import subprocess
import sys
from pathlib import Path

import pytest

import dist_names
import make_icon

ROOT = Path(__file__).resolve().parents[2]


# --- the one version --------------------------------------------------------------------------

def test_the_version_comes_from_game_init():
    from game import __version__

    assert dist_names.version() == __version__
    assert re.fullmatch(r"\d+\.\d+\.\d+", __version__), "a release tag is vX.Y.Z"


def test_nothing_else_writes_the_version_down():
    """The title screen, the window title, --version, the selftest, build.spec and the workflow
    all read __version__; no other file may say the number itself."""
    from game import __version__

    pattern = re.compile(rf"(?<![\d.]){re.escape(__version__)}(?![\d.])")
    # Where a program's version would be written (another package's version may be quoted
    # elsewhere, as tools/make_courts.py names its source's).
    places = [*(ROOT / "game").rglob("*.py"), *(ROOT / ".github").rglob("*.yml"), ROOT / "build.spec",
              ROOT / "main.py", ROOT / "bench" / "bench_dist.py",
              *(ROOT / "tools" / name for name in ("dist_names.py", "check_download.py", "make_icon.py",
                                                   "pyi_rth_parlour.py")),
              *(ROOT / "tools" / "linux").iterdir()]
    for path in places:
        if path != ROOT / "game" / "__init__.py":
            assert not pattern.search(path.read_text(encoding="utf-8")), f"{path.relative_to(ROOT)} names the version"


def test_a_release_tag_must_name_the_version():
    version = dist_names.version()
    assert dist_names.check_tag(f"v{version}") is None
    assert dist_names.check_tag(f"refs/tags/v{version}") is None
    assert "is not" in dist_names.check_tag("v99.0.0")
    done = subprocess.run([sys.executable, str(ROOT / "tools" / "dist_names.py"), "check-tag", "v99.0.0"],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 1 and "game/__init__.py" in done.stderr


def test_the_windows_version_numbers():
    assert dist_names.version_tuple("1.2.3") == (1, 2, 3, 0)
    assert dist_names.version_tuple("0.10.0rc1") == (0, 10, 0, 0)


def test_each_systems_downloads_are_named_alike():
    v = "1.2.3"
    assert dist_names.downloads(v, "win32", "AMD64") == ["ParlourPoker-1.2.3-windows-x86_64.zip",
                                                          "ParlourPoker-1.2.3-windows-x86_64-onefile.exe"]
    assert dist_names.downloads(v, "darwin", "arm64") == ["ParlourPoker-1.2.3-macos-arm64.zip"]
    assert dist_names.downloads(v, "darwin", "x86_64") == ["ParlourPoker-1.2.3-macos-x86_64.zip"]
    assert dist_names.downloads(v, "linux", "x86_64") == ["ParlourPoker-1.2.3-linux-x86_64.tar.gz",
                                                          "ParlourPoker-1.2.3-linux-x86_64-onefile"]
    assert dist_names.archive_name(v, "linux", "aarch64") == "ParlourPoker-1.2.3-linux-arm64.tar.gz"


# --- the icons ----------------------------------------------------------------------------------

def _pixels(png: bytes):
    import pygame

    surface = pygame.image.load(io.BytesIO(png), "icon.png")
    return surface.get_size(), pygame.image.tobytes(surface, "RGBA")


def _read_ico(data: bytes) -> dict[int, bytes]:
    reserved, kind, count = struct.unpack_from("<HHH", data)
    assert (reserved, kind) == (0, 1)
    images = {}
    for i in range(count):
        w, h, _, _, planes, bits, size, offset = struct.unpack_from("<BBBBHHII", data, 6 + 16 * i)
        assert (w, planes, bits) == (h, 1, 32)
        images[w or 256] = data[offset:offset + size]
    return images


def _read_icns(data: bytes) -> dict[bytes, bytes]:
    assert data[:4] == b"icns" and struct.unpack_from(">I", data, 4)[0] == len(data)
    blocks, at = {}, 8
    while at < len(data):
        kind, size = data[at:at + 4], struct.unpack_from(">I", data, at + 4)[0]
        blocks[kind] = data[at + 8:at + size]
        at += size
    return blocks


@pytest.fixture(scope="module")
def icons(tmp_path_factory):
    out = tmp_path_factory.mktemp("icons")
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    done = subprocess.run([sys.executable, str(ROOT / "tools" / "make_icon.py"), str(out / "icon.png"),
                           "--ico", str(out / "ParlourPoker.ico"), "--icns", str(out / "ParlourPoker.icns")],
                          env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return out


def test_the_window_icon_is_the_one_picture(icons):
    """assets/icon.png is what game.ui.cardart.draw_icon draws now (the card art changes
    with the game's look): the window, the .ico and the .icns show the same picture."""
    fresh = _pixels((icons / "icon.png").read_bytes())
    assert fresh == _pixels((ROOT / "assets" / "icon.png").read_bytes()), \
        "assets/icon.png is out of date with draw_icon: run python tools/make_icon.py"


def test_the_windows_icon_has_every_size_drawn_from_the_picture(icons):
    images = _read_ico((icons / "ParlourPoker.ico").read_bytes())
    assert sorted(images) == list(make_icon.ICO_SIZES)
    for size, png in images.items():
        assert _pixels(png)[0] == (size, size)
    assert _pixels(images[256]) == _pixels((icons / "icon.png").read_bytes())


def test_the_macos_icon_has_every_size_up_to_retina(icons):
    blocks = _read_icns((icons / "ParlourPoker.icns").read_bytes())
    assert set(blocks) == set(make_icon.ICNS_TYPES)
    for kind, png in blocks.items():
        assert png[:8] == b"\x89PNG\r\n\x1a\n"
        assert _pixels(png)[0] == (make_icon.ICNS_TYPES[kind],) * 2, kind
    assert _pixels(blocks[b"ic08"]) == _pixels((icons / "icon.png").read_bytes())


# --- Linux: the menu entry -----------------------------------------------------------------------

def test_the_menu_entry_is_a_valid_desktop_file():
    lines = (ROOT / "tools" / "linux" / "parlour-poker.desktop").read_text(encoding="utf-8").splitlines()
    assert lines[0] == "[Desktop Entry]"
    entry = dict(line.split("=", 1) for line in lines[1:] if line and not line.startswith("#"))
    assert entry["Type"] == "Application" and entry["Name"] == "Parlour Poker"
    assert entry["Exec"] == "ParlourPoker" and entry["Icon"] == "parlour-poker"
    assert entry["Categories"].endswith(";") and "Game" in entry["Categories"].split(";")
    assert entry["Terminal"] == "false"


@pytest.mark.skipif(sys.platform == "win32", reason="a shell script for Linux")
def test_the_menu_entry_script_quotes_an_awkward_path(tmp_path):
    folder = tmp_path / "Zoë's $games 100%" / "ParlourPoker"
    folder.mkdir(parents=True)
    for name in ("parlour-poker.desktop", "install-desktop-entry.sh"):
        (folder / name).write_bytes((ROOT / "tools" / "linux" / name).read_bytes())
    (folder / "parlour-poker.png").write_bytes((ROOT / "assets" / "icon.png").read_bytes())
    data = tmp_path / "data"
    done = subprocess.run(["sh", str(folder / "install-desktop-entry.sh")], capture_output=True, text=True,
                          env={"HOME": str(tmp_path), "XDG_DATA_HOME": str(data), "PATH": os.defpath}, timeout=60)
    assert done.returncode == 0, done.stderr
    entry = (data / "applications" / "parlour-poker.desktop").read_text(encoding="utf-8")
    exec_line = next(line for line in entry.splitlines() if line.startswith("Exec="))
    # the desktop-entry format: quoted, "$" with two backslashes, "%" doubled
    assert exec_line == f'Exec="{tmp_path}/Zoë\'s \\\\$games 100%%/ParlourPoker/ParlourPoker"'


# --- build.spec on every system ------------------------------------------------------------------

def _spec_strings() -> list[str]:
    """Every string written in build.spec's code (docstrings and comments left out)."""
    tree = ast.parse((ROOT / "build.spec").read_text(encoding="utf-8"))
    docstrings = {id(node.body[0].value) for node in ast.walk(tree)
                  if isinstance(node, (ast.Module, ast.FunctionDef)) and node.body
                  and isinstance(node.body[0], ast.Expr) and isinstance(node.body[0].value, ast.Constant)}
    return [node.value for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings]


def test_the_spec_writes_no_path_separator_by_hand():
    for text in _spec_strings():
        if not re.search(r"\s", text):  # a message to the builder may say where to look
            assert "/" not in text and "\\" not in text, f"build.spec: {text!r} (join paths with pathlib)"


def test_the_spec_asks_the_system_once_and_names_every_system():
    text = (ROOT / "build.spec").read_text(encoding="utf-8")
    asked = [node for node in ast.walk(ast.parse(text))
             if isinstance(node, ast.Attribute) and node.attr == "platform" and getattr(node.value, "id", "") == "sys"]
    assert len(asked) == 3  # IS_WIN, IS_MAC, IS_LINUX
    for needle in ("IS_WIN", "IS_MAC", "IS_LINUX", "NSHighResolutionCapable", "VSVersionInfo", "make_icon.py",
                   "parlour-poker.desktop", "dist_names"):
        assert needle in text, needle
    for linux_only in ("fcntl", "/usr", "/tmp", "os.getuid", "ldconfig", "posix"):
        assert linux_only not in text, linux_only


# --- the clean checkout the packaging test builds from -------------------------------------------

def test_the_clean_checkout_holds_the_tracked_files_and_nothing_else(tmp_path):
    import clean_build

    try:
        commit = clean_build.current_commit()
    except clean_build.NoCheckout as exc:
        pytest.skip(str(exc))
    out = clean_build.export(commit, tmp_path / "a checkout")
    for name in ("build.spec", "main.py", "game/__init__.py", "assets/icon.png", "tools/dist_names.py",
                 "tools/linux/parlour-poker.desktop", ".github/workflows/release.yml"):
        assert (out / name).is_file(), name
    for name in ("build", ".venv", "dist", ".git"):
        assert not (out / name).exists(), name
    assert not list(out.rglob("__pycache__"))
    assert dist_names.version(out) == dist_names.version()
