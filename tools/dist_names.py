"""The version and the download names: one place for build.spec, the release workflow, the
packaging tests and ``make bench``.

The version is ``__version__`` in ``game/__init__.py`` (read here without importing the game);
the window title, ``--version``, the Windows version resource, the macOS ``Info.plist``, the
file names and the release tag all come from it.  A download is named
``ParlourPoker-VERSION-SYSTEM-MACHINE`` + ``.zip`` (Windows, macOS) or ``.tar.gz`` (Linux),
with ``windows``/``macos``/``linux`` and ``x86_64``/``arm64``, whatever the system calls them.

``python tools/dist_names.py version|archive|onefile|downloads`` prints one of them (for the
workflow); ``python tools/dist_names.py check-tag v1.2.3`` exits 1 unless the tag is
``v`` + the version.
"""

from __future__ import annotations

import ast
import platform
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
APP = "ParlourPoker"
"""The program's file name (no spaces: it is typed in terminals and scripts)."""
TITLE = "Parlour Poker"
"""The name a player reads."""

# What each system calls its processor, to the one name the downloads use.
_MACHINES = {"amd64": "x86_64", "x86_64": "x86_64", "x64": "x86_64", "arm64": "arm64", "aarch64": "arm64"}


def version(root: Path = ROOT) -> str:
    """``__version__`` from ``root/game/__init__.py``."""
    source = root / "game" / "__init__.py"
    tree = ast.parse(source.read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(getattr(t, "id", "") == "__version__" for t in node.targets):
            return str(ast.literal_eval(node.value))
    raise ValueError(f"no __version__ in {source}")


def version_tuple(text: str) -> tuple[int, int, int, int]:
    """``"1.2.3"`` as the four numbers Windows keeps in a version resource."""
    numbers = []
    for part in text.split(".")[:4]:
        lead = re.match(r"\d+", part)  # "0rc1" counts as 0
        numbers.append(int(lead.group()) if lead else 0)
    return tuple((numbers + [0, 0, 0, 0])[:4])  # type: ignore[return-value]


def system(platform_name: str = sys.platform) -> str:
    """``windows``, ``macos`` or ``linux`` (or the system's own name elsewhere)."""
    if platform_name == "win32":
        return "windows"
    if platform_name == "darwin":
        return "macos"
    if platform_name.startswith("linux"):
        return "linux"
    return platform_name.rstrip("0123456789")


def machine(raw: str | None = None) -> str:
    """``x86_64`` or ``arm64`` (or the system's own name for any other processor)."""
    name = (raw if raw is not None else platform.machine()).lower()
    return _MACHINES.get(name, name)


def stem(ver: str | None = None, platform_name: str = sys.platform, raw_machine: str | None = None) -> str:
    """``ParlourPoker-VERSION-SYSTEM-MACHINE``, the start of every download's name."""
    return f"{APP}-{ver or version()}-{system(platform_name)}-{machine(raw_machine)}"


def archive_name(ver: str | None = None, platform_name: str = sys.platform, raw_machine: str | None = None) -> str:
    """The one-folder program packed for download (the ``.app`` on macOS)."""
    ext = ".tar.gz" if system(platform_name) == "linux" else ".zip"
    return stem(ver, platform_name, raw_machine) + ext


def onefile_name(ver: str | None = None, platform_name: str = sys.platform,
                 raw_machine: str | None = None) -> str | None:
    """The one-file program for download, or None where the system's download is an app
    bundle (macOS: a bare executable there is neither double-clickable nor signable)."""
    if system(platform_name) == "macos":
        return None
    ext = ".exe" if system(platform_name) == "windows" else ""
    return f"{stem(ver, platform_name, raw_machine)}-onefile{ext}"


def downloads(ver: str | None = None, platform_name: str = sys.platform,
              raw_machine: str | None = None) -> list[str]:
    """Every file this system's build offers for download, archive first."""
    onefile = onefile_name(ver, platform_name, raw_machine)
    return [archive_name(ver, platform_name, raw_machine)] + ([onefile] if onefile else [])


def check_tag(tag: str, ver: str | None = None) -> str | None:
    """None if a release tag (``v1.2.3``, or ``refs/tags/v1.2.3``) names this version, else why not."""
    name = tag.removeprefix("refs/tags/")
    want = f"v{ver or version()}"
    if name != want:
        return f"the tag {name!r} is not {want!r}, the version in game/__init__.py"
    return None


def main(argv: list[str]) -> int:
    what = argv[0] if argv else "version"
    if what == "version":
        print(version())
    elif what == "archive":
        print(archive_name())
    elif what == "onefile":
        print(onefile_name() or "")
    elif what == "downloads":
        print("\n".join(downloads()))
    elif what == "check-tag" and len(argv) == 2:
        problem = check_tag(argv[1])
        if problem:
            print(f"dist_names: {problem}", file=sys.stderr)
            return 1
        print(f"{argv[1]}: Parlour Poker {version()}")
    else:
        print("usage: python tools/dist_names.py version|archive|onefile|downloads|check-tag TAG", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
