"""Check the downloads as a player gets them: unpack each, start it, see that it works.

``python tools/check_download.py [--dist dist] [FILE ...]`` (default: this system's downloads
in ``dist/``, as ``tools/dist_names.py`` names them).  Each download is unpacked (the one-file
program copied) into a new folder whose path has spaces and letters outside ASCII, as many
players' home folders do, and started there with ``HOME``, the temporary folder and the data
folder (``PARLOUR_POKER_HOME``) pointing into new folders of the same kind:

* ``--version`` must print ``Parlour Poker VERSION``, the version in ``game/__init__.py``;
* ``--selftest`` must pass (assets, sounds, every game, every screen) as a frozen program;
* ``--first-frame`` must open and close the window, writing its log in the data folder and
  nothing beside the program;
* what each system keeps about a program must be there: the Windows version resource, the
  macOS ``Info.plist`` (version, high resolution, icon), the Linux menu entry and its icon.

One line per check, then ``N passed, N failed``; exit status 0 only if all passed.  The
release workflow runs it on every system; ``tests/packaging`` runs it on the Linux build.
"""

from __future__ import annotations

import argparse
import os
import plistlib
import shutil
import stat
import subprocess
import sys
import tarfile
import tempfile
import zipfile
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))

import dist_names  # noqa: E402 - beside this file

APP = dist_names.APP
# A folder name of the kind many players have: spaces, accents, a letter from outside Latin.
ODD_NAME = "Zoë's Spiele – ünïcødé Ω"
TIMEOUT = 600  # seconds for one run: a cold start of the one-file program on a slow runner


@dataclass
class Report:
    """The checks made so far: one line each."""

    lines: list[str] = field(default_factory=list)
    failed: int = 0

    def check(self, ok: bool, what: str, detail: str = "") -> bool:
        self.lines.append(f"{'ok  ' if ok else 'FAIL'} {what}{'' if ok or not detail else ': ' + detail}")
        self.failed += not ok
        print(self.lines[-1], flush=True)
        return ok

    @property
    def passed(self) -> int:
        return len(self.lines) - self.failed


def odd_folder(base: Path) -> Path:
    """A new folder under ``base`` whose path has spaces and non-ASCII letters."""
    folder = base / ODD_NAME
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def fresh_env(base: Path) -> dict[str, str]:
    """The environment of a player who never ran the game: every home-like folder new, under
    ``base``, and the drivers that need no display or sound card."""
    home = base / "Home of Zoë"
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "PARLOUR_", "XDG_"))}
    dirs = {
        "HOME": home, "USERPROFILE": home,
        "APPDATA": home / "AppData" / "Roaming", "LOCALAPPDATA": home / "AppData" / "Local",
        "XDG_DATA_HOME": home / ".local" / "share", "XDG_CONFIG_HOME": home / ".config",
        "XDG_CACHE_HOME": home / ".cache",
        "TMPDIR": home / "tmp", "TMP": home / "tmp", "TEMP": home / "tmp",
        "PARLOUR_POKER_HOME": home / "Données de Parlour Poker",
    }
    for key, path in dirs.items():
        if key != "PARLOUR_POKER_HOME":
            path.mkdir(parents=True, exist_ok=True)
        env[key] = str(path)
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    return env


def _is_within(path: Path, folder: Path) -> bool:
    try:
        path.resolve().relative_to(folder.resolve())
        return True
    except ValueError:
        return False


def unpack(download: Path, into: Path) -> Path:
    """Unpack (or copy) a download into ``into``, as a player would; the program to start."""
    name = download.name
    if name.endswith(".tar.gz"):
        with tarfile.open(download) as tar:
            for member in tar.getmembers():  # nothing may land outside the folder
                if not _is_within(into / member.name, into):
                    raise ValueError(f"{name}: {member.name} is outside the archive's folder")
            if hasattr(tarfile, "tar_filter"):
                tar.extractall(into, filter="tar")
            else:  # Python before 3.11.4
                tar.extractall(into)
        return into / APP / APP
    if name.endswith(".zip"):
        with zipfile.ZipFile(download) as z:
            names = z.namelist()
        is_app = any(n.startswith(f"{APP}.app/") for n in names)
        if is_app and shutil.which("ditto"):
            # As Finder unzips: ditto keeps the bundle's symlinks and executable bits.
            subprocess.run(["ditto", "-x", "-k", str(download), str(into)], check=True)
        else:
            with zipfile.ZipFile(download) as z:
                for info in z.infolist():
                    if not _is_within(into / info.filename, into):
                        raise ValueError(f"{name}: {info.filename} is outside the archive's folder")
                z.extractall(into)
                for info in z.infolist():  # zipfile forgets the executable bits
                    mode = info.external_attr >> 16
                    if mode & 0o111:
                        target = into / info.filename
                        target.chmod(target.stat().st_mode | 0o755)
        if is_app:
            return into / f"{APP}.app" / "Contents" / "MacOS" / APP
        return into / APP / f"{APP}.exe"
    # the one-file program
    target = into / name
    shutil.copyfile(download, target)
    target.chmod(target.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
    return target


def _run(program: Path, args: list[str], env: dict[str, str], cwd: Path) -> subprocess.CompletedProcess:
    return subprocess.run([str(program), *args], cwd=cwd, env=env, capture_output=True, text=True,
                          encoding="utf-8", errors="replace", timeout=TIMEOUT)


def _said(done: subprocess.CompletedProcess) -> str:
    text = (done.stdout + done.stderr).strip()
    return f"exit {done.returncode}: {text[-600:] or 'no output'}"


def check_program(program: Path, version: str, env: dict[str, str], report: Report, label: str) -> None:
    """``--version``, ``--selftest`` and ``--first-frame`` of an unpacked program."""
    cwd = program.parent
    beside_before = set(cwd.iterdir())
    done = _run(program, ["--version"], env, cwd)
    report.check(done.returncode == 0 and done.stdout.strip() == f"Parlour Poker {version}",
                 f"{label}: --version says Parlour Poker {version}", _said(done))
    done = _run(program, ["--selftest"], env, cwd)
    line = done.stdout.strip()
    report.check(done.returncode == 0 and line.startswith(f"selftest ok: Parlour Poker {version} (frozen)"),
                 f"{label}: --selftest", _said(done))
    if done.returncode == 0:
        print(f"     {line}", flush=True)
    done = _run(program, ["--first-frame"], env, cwd)
    data = Path(env["PARLOUR_POKER_HOME"])
    report.check(done.returncode == 0 and (data / "parlour-poker.log").is_file(),
                 f"{label}: --first-frame, its log in the data folder", _said(done))
    new = sorted(p.name for p in set(cwd.iterdir()) - beside_before)
    report.check(not new, f"{label}: nothing written beside the program", ", ".join(new))


def windows_resources(exe: Path) -> tuple[dict[str, str], bool]:
    """A Windows executable's version strings (ProductVersion, ...) and whether it has an icon."""
    import pefile  # requirements-build.txt installs it on Windows

    pe = pefile.PE(str(exe), fast_load=True)
    pe.parse_data_directories(directories=[pefile.DIRECTORY_ENTRY["IMAGE_DIRECTORY_ENTRY_RESOURCE"]])
    strings: dict[str, str] = {}
    for info in getattr(pe, "FileInfo", None) or []:
        for entry in info:
            for table in getattr(entry, "StringTable", []):
                strings.update({k.decode(errors="replace"): v.decode(errors="replace") for k, v in table.entries.items()})
    resources = getattr(pe, "DIRECTORY_ENTRY_RESOURCE", None)
    kinds = {entry.id for entry in resources.entries} if resources is not None else set()
    return strings, pefile.RESOURCE_TYPE["RT_GROUP_ICON"] in kinds


def check_system_files(program: Path, version: str, report: Report, label: str) -> None:
    """What each system keeps about a program, beside or inside it."""
    if program.parent.name == "MacOS":  # ParlourPoker.app/Contents/MacOS/ParlourPoker
        contents = program.parent.parent
        with open(contents / "Info.plist", "rb") as f:
            plist = plistlib.load(f)
        report.check(plist.get("CFBundleShortVersionString") == version and plist.get("CFBundleVersion") == version,
                     f"{label}: Info.plist carries version {version}", repr(plist.get("CFBundleShortVersionString")))
        report.check(plist.get("NSHighResolutionCapable") is True, f"{label}: Info.plist asks for high resolution")
        icon = contents / "Resources" / str(plist.get("CFBundleIconFile", "?"))
        report.check(icon.is_file() and icon.read_bytes()[:4] == b"icns", f"{label}: the .app's icon", str(icon))
    elif program.suffix == ".exe":
        try:
            strings, has_icon = windows_resources(program)
        except ImportError:
            report.check(True, f"{label}: version resource not read (pefile is not installed)")
            return
        report.check(strings.get("ProductVersion") == version and strings.get("ProductName") == "Parlour Poker",
                     f"{label}: the .exe's version resource says {version}", repr(strings))
        report.check(has_icon, f"{label}: the .exe carries an icon")
    elif program.parent.name == APP and (program.parent / "_internal").is_dir():  # the Linux folder
        folder = program.parent
        desktop = folder / "parlour-poker.desktop"
        text = desktop.read_text(encoding="utf-8") if desktop.is_file() else ""
        report.check(text.startswith("[Desktop Entry]") and "\nIcon=parlour-poker\n" in text
                     and "\nExec=ParlourPoker\n" in text, f"{label}: the menu entry parlour-poker.desktop")
        icon = folder / "parlour-poker.png"
        report.check(icon.is_file() and icon.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n", f"{label}: its icon")
        script = folder / "install-desktop-entry.sh"
        report.check(script.is_file() and os.access(script, os.X_OK), f"{label}: install-desktop-entry.sh, runnable")


def check_download(download: Path, version: str, base: Path, report: Report) -> Path:
    """Unpack one download under ``base`` and check it; the program it unpacked."""
    label = download.name
    folder = odd_folder(base / download.name.replace(".", "_"))
    report.check(download.name.startswith(f"{APP}-{version}-"), f"{label}: named for version {version}")
    program = unpack(download, folder)
    if not report.check(program.is_file(), f"{label}: unpacks to {program.relative_to(folder)}"):
        return program
    env = fresh_env(base / download.name.replace(".", "_"))
    check_program(program, version, env, report, label)
    check_system_files(program, version, report, label)
    return program


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(prog="python tools/check_download.py", description=__doc__.splitlines()[0])
    p.add_argument("files", nargs="*", type=Path, help="the downloads (default: this system's, in --dist)")
    p.add_argument("--dist", type=Path, default=ROOT / "dist", help="where the build put them (default dist/)")
    p.add_argument("--keep", type=Path, help="unpack here and leave it (default: a temporary folder)")
    args = p.parse_args(argv)
    for stream in (sys.stdout, sys.stderr):  # a Windows console's code page lacks some letters
        stream.reconfigure(errors="replace")
    version = dist_names.version()
    files = args.files or [args.dist / name for name in dist_names.downloads(version)]
    report = Report()
    with tempfile.TemporaryDirectory(prefix="parlour-download-") as tmp:
        base = args.keep or Path(tmp)
        for download in files:
            if report.check(download.is_file(), f"{download.name}: built"):
                check_download(download, version, base, report)
    print(f"{report.passed} passed, {report.failed} failed")
    return 0 if report.failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
