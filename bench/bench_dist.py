"""The downloadable program against a bare pygame-ce program: size on disk and start-up time.

Builds, with the PyInstaller of this environment (requirements-build.txt):

* ours: ``build.spec -- --archive``, the one-folder and the one-file program and the
  download (the folder packed as a player downloads it, named by ``tools/dist_names.py``);
* the bare baseline: ``tools/bare_pygame.py`` (open a window, draw one frame, exit), one
  folder and one file, with PyInstaller's default options, and its folder packed the same way;

and prints them side by side: the size of each build and of each download, and the median of
five start-to-exit times (after one untimed run) of our frozen ``--first-frame``, our
``python main.py --first-frame``, and the bare frozen program, all on the dummy video and
audio drivers.  The goals: our builds and download at most 1.5 times the bare ones' size, our
frozen start at most 1.5 times the bare frozen start.

Builds are cached under ``build/bench-dist/`` and made again only when their inputs change
(the game's sources and assets, the spec, the runtime hook, the licences, PyInstaller's and
pygame-ce's versions).  ``python -m bench.bench_dist --no-build`` times whatever builds are
there (``PARLOUR_BENCH_NO_BUILD=1`` does the same under ``make bench``); ``--rebuild`` builds
anew.  (``tests/packaging`` builds its own download, from a clean checkout.)
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path
from typing import Iterator, Sequence

ROOT = Path(__file__).resolve().parents[1]
CACHE = ROOT / "build" / "bench-dist"
APP = "ParlourPoker"
ONEFILE = f"{APP}-onefile"
BARE = "bare_pygame"
RUNS = 5
GOAL = 1.5
EXE = ".exe" if sys.platform == "win32" else ""

# What our build is made from (relative to the repository), for the cache's fingerprint: the
# spec uses tools/ (the names, the icons, the runtime hook, the Linux menu entry).
OUR_INPUTS = ("main.py", "build.spec", "LICENSE", "tools", "requirements.txt",
              "requirements-build.txt", "game", "assets", "licenses")
BARE_INPUTS = ("tools/bare_pygame.py", "requirements-build.txt")


class BuildError(RuntimeError):
    """PyInstaller failed; the message holds the end of its log."""


# --- building, with a cache ----------------------------------------------------------------

def pyinstaller_version() -> str | None:
    """PyInstaller's version, or None when it is not installed here."""
    try:
        from importlib.metadata import version

        return version("pyinstaller")
    except Exception:
        return None


def _fingerprint(inputs: Sequence[str], extra: str) -> str:
    h = hashlib.sha256(extra.encode())
    h.update(f"{sys.version}|{platform.platform()}|{pyinstaller_version()}".encode())
    try:
        from importlib.metadata import version

        h.update(version("pygame-ce").encode())
    except Exception:
        pass
    for name in inputs:
        path = ROOT / name
        files = [path] if path.is_file() else sorted(p for p in path.rglob("*") if p.is_file())
        for f in files:
            if "__pycache__" in f.parts or f.suffix == ".pyc":
                continue
            h.update(f.relative_to(ROOT).as_posix().encode() + b"\0" + f.read_bytes() + b"\0")
    return h.hexdigest()


@contextlib.contextmanager
def _locked(folder: Path) -> Iterator[None]:
    """One build at a time in ``folder`` (two test runs in the same tree may race)."""
    folder.mkdir(parents=True, exist_ok=True)
    with open(folder / ".lock", "w") as handle:
        try:
            import fcntl

            fcntl.flock(handle, fcntl.LOCK_EX)
        except ImportError:  # Windows: no lock, builds are rarely run twice at once there
            pass
        yield


def _pyinstaller(args: list[str], log: Path) -> None:
    cmd = [sys.executable, "-m", "PyInstaller", "--noconfirm", *args]
    with open(log, "w", encoding="utf-8") as out:
        done = subprocess.run(cmd, cwd=ROOT, stdout=out, stderr=subprocess.STDOUT)
    if done.returncode != 0:
        tail = "".join(log.read_text(encoding="utf-8", errors="replace").splitlines(True)[-15:])
        raise BuildError(f"PyInstaller failed ({' '.join(cmd[3:])}); see {log}:\n{tail}")


def _cached(folder: Path, inputs: Sequence[str], tag: str, products: list[Path], build, force: bool,
            allow_build: bool) -> bool:
    """Build into ``folder`` unless its stamp matches the inputs' fingerprint; True if built now.

    A source that changes while PyInstaller reads it (someone saving a file) leaves no stamp,
    so the next run builds again rather than trusting a build of a half-written file."""
    stamp = folder / "stamp"
    with _locked(folder):
        fingerprint = _fingerprint(inputs, tag)
        fresh = (not force and stamp.is_file() and stamp.read_text() == fingerprint
                 and all(p.exists() for p in products))
        if fresh:
            return False
        if not allow_build:
            if all(p.exists() for p in products):
                return False  # stale, but asked not to build: time what is there
            raise BuildError(f"no build in {folder}; run without --no-build first")
        stamp.unlink(missing_ok=True)
        build()
        missing = [str(p) for p in products if not p.exists()]
        if missing:
            raise BuildError(f"the build did not make {', '.join(missing)}")
        if _fingerprint(inputs, tag) == fingerprint:
            stamp.write_text(fingerprint)
        return True


def onedir_program(dist: Path) -> Path:
    """The executable of our one-folder build in ``dist``."""
    return dist / APP / f"{APP}{EXE}"


def onefile_program(dist: Path) -> Path:
    return dist / f"{ONEFILE}{EXE}"


def _dist_names():
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        import dist_names
    finally:
        sys.path.remove(str(ROOT / "tools"))
    return dist_names


def our_download(dist: Path) -> Path:
    """The download ``build.spec -- --archive`` packed in ``dist``."""
    return dist / _dist_names().archive_name()


def pack_like_ours(folder: Path, into: Path) -> Path:
    """``folder`` packed as build.spec packs ours on this system (.tar.gz on Linux, else .zip)."""
    if sys.platform.startswith("linux"):
        out = into / f"{folder.name}.tar.gz"
        with tarfile.open(out, "w:gz") as tar:
            tar.add(folder, arcname=folder.name)
        return out
    return Path(shutil.make_archive(str(into / folder.name), "zip", root_dir=folder.parent, base_dir=folder.name))


def build_ours(folder: Path = CACHE / "ours", only: str | None = None, force: bool = False,
               allow_build: bool = True) -> tuple[Path, bool]:
    """Our build(s) from ``build.spec`` in ``folder/dist``: (dist folder, whether it was built now).

    ``only``: ``"onedir"`` or ``"onefile"`` for just one of them."""
    dist, work = folder / "dist", folder / "work"
    products = []
    if only in (None, "onedir"):
        products += [onedir_program(dist), our_download(dist)]
    if only in (None, "onefile"):
        products.append(onefile_program(dist))

    def build() -> None:
        shutil.rmtree(dist, ignore_errors=True)
        args = ["--distpath", str(dist), "--workpath", str(work), str(ROOT / "build.spec"), "--", "--archive"]
        _pyinstaller(args + (["--only", only] if only else []), folder / "build.log")

    built = _cached(folder, OUR_INPUTS, f"ours:{only}", products, build, force, allow_build)
    return dist, built


def build_bare(mode: str, folder: Path | None = None, force: bool = False,
               allow_build: bool = True) -> tuple[Path, bool]:
    """The bare program, ``mode`` ``"onedir"`` or ``"onefile"``: (its executable, built now)."""
    folder = folder or CACHE / f"bare-{mode}"
    dist = folder / "dist"
    program = dist / BARE / f"{BARE}{EXE}" if mode == "onedir" else dist / f"{BARE}{EXE}"

    def build() -> None:
        shutil.rmtree(dist, ignore_errors=True)
        _pyinstaller([f"--{mode}", "--name", BARE, "--distpath", str(dist), "--workpath", str(folder / "work"),
                      "--specpath", str(folder), str(ROOT / "tools" / "bare_pygame.py")], folder / "build.log")

    built = _cached(folder, BARE_INPUTS, f"bare:{mode}", [program], build, force, allow_build)
    return program, built


# --- measuring -----------------------------------------------------------------------------

def size_of(path: Path) -> int:
    """Bytes on disk of a file, or of the regular files in a folder (links not followed)."""
    if path.is_file():
        return path.stat().st_size
    return sum(p.lstat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def _time_once(cmd: list[str], env: dict[str, str] | None) -> float:
    start = time.perf_counter()
    done = subprocess.run(cmd, cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    seconds = time.perf_counter() - start
    if done.returncode != 0:
        last = (done.stderr.decode(errors="replace").strip().splitlines() or ["no output"])[-1]
        raise RuntimeError(f"{' '.join(cmd)} exited {done.returncode}: {last}")
    return seconds


def start_to_exit(cmds: dict[str, list[str]], runs: int = RUNS,
                  env: dict[str, str] | None = None) -> dict[str, float]:
    """Median wall time to exit of each command over ``runs`` rounds, after one untimed round.

    The commands take turns within each round, so a load that comes and goes on a shared
    machine falls on all of them alike."""
    times: dict[str, list[float]] = {k: [] for k in cmds}
    for i in range(runs + 1):
        for key, cmd in cmds.items():
            seconds = _time_once(cmd, env)
            if i:
                times[key].append(seconds)
    return {k: statistics.median(v) for k, v in times.items()}


def headless_env(home: str) -> dict[str, str]:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PARLOUR_POKER_HOME=home,
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    return env


def _mb(n: int) -> str:
    return f"{n / 1e6:.1f} MB"


def _row(label: str, bare: str, ours: str, ratio: float | str | None = None) -> str:
    tail = ""
    if isinstance(ratio, str):
        tail = ratio
    elif ratio is not None:
        verdict = "met" if ratio <= GOAL else "MISSED"
        tail = f"{ratio:5.2f}   <= {GOAL}  {verdict}"
    return f"   {label:<28}{bare:>15}{ours:>15}   {tail}"


def measure(allow_build: bool = True, force: bool = False, runs: int = RUNS) -> list[str]:
    """Build (or reuse) everything and return the table's lines."""
    if pyinstaller_version() is None:
        return ["   PyInstaller is not installed: `make bench` installs requirements-build.txt"]
    lines = []
    start = time.perf_counter()
    dist, built_ours = build_ours(force=force, allow_build=allow_build)
    bare_dir, built_bd = build_bare("onedir", force=force, allow_build=allow_build)
    bare_file, built_bf = build_bare("onefile", force=force, allow_build=allow_build)
    built = [n for n, b in (("ours", built_ours), ("bare one-folder", built_bd), ("bare one-file", built_bf)) if b]
    from importlib.metadata import version

    lines.append(f"   PyInstaller {pyinstaller_version()}, pygame-ce {version('pygame-ce')}, Python "
                 f"{platform.python_version()}, {platform.system()} {platform.machine()}; builds in "
                 f"{CACHE.relative_to(ROOT)}/ ({'built now: ' + ', '.join(built) if built else 'all cached'}, "
                 f"{time.perf_counter() - start:.0f} s)")
    ours_dir, ours_file = onedir_program(dist), onefile_program(dist)
    lines.append(_row("", "bare pygame-ce", "Parlour Poker", "ratio   goal"))
    sizes = [("one-folder size", size_of(bare_dir.parent), size_of(ours_dir.parent)),
             ("one-file size", size_of(bare_file), size_of(ours_file))]
    with tempfile.TemporaryDirectory(prefix="parlour-bench-pack-") as packed:
        bare_download = pack_like_ours(bare_dir.parent, Path(packed))
        download = our_download(dist)
        sizes.append((f"download ({'.tar.gz' if download.suffix == '.gz' else download.suffix})",
                      size_of(bare_download), size_of(download)))
    for label, b, o in sizes:
        lines.append(_row(label, _mb(b), _mb(o), o / b))
    with tempfile.TemporaryDirectory(prefix="parlour-bench-") as home:
        env = headless_env(home)
        first = ["--first-frame"]
        t = start_to_exit({
            "bare_dir": [str(bare_dir)],
            "ours_dir": [str(ours_dir), *first],
            "bare_file": [str(bare_file)],
            "ours_file": [str(ours_file), *first],
            "bare_src": [sys.executable, str(ROOT / "tools" / "bare_pygame.py")],
            "ours_src": [sys.executable, str(ROOT / "main.py"), *first],
        }, runs, env)
    lines.append(_row("start to exit, one-folder", f"{t['bare_dir']:.2f} s", f"{t['ours_dir']:.2f} s",
                      t["ours_dir"] / t["bare_dir"]))
    lines.append(_row("start to exit, one-file", f"{t['bare_file']:.2f} s", f"{t['ours_file']:.2f} s",
                      t["ours_file"] / t["bare_file"]))
    lines.append(_row("start to exit, from source", f"{t['bare_src']:.2f} s", f"{t['ours_src']:.2f} s")
                 + " (python tools/bare_pygame.py; python main.py --first-frame)")
    lines.append(f"   start: medians of {runs} runs after one untimed run, the programs taking turns; ours "
                 f"with --first-frame (the title screen drawn once); dummy video and audio drivers")
    return lines


def run() -> list[str]:
    """For ``python -m bench``: build when needed (unless PARLOUR_BENCH_NO_BUILD is set)."""
    return measure(allow_build=not os.environ.get("PARLOUR_BENCH_NO_BUILD"))


def main(argv: list[str]) -> int:
    import argparse

    p = argparse.ArgumentParser(prog="python -m bench.bench_dist", description=__doc__.splitlines()[0])
    p.add_argument("--no-build", action="store_true", help="time the builds already in build/bench-dist")
    p.add_argument("--rebuild", action="store_true", help="build everything again, ignoring the cache")
    p.add_argument("--runs", type=int, default=RUNS, help=f"timed runs of each program (default {RUNS})")
    args = p.parse_args(argv)
    try:
        for line in measure(allow_build=not args.no_build, force=args.rebuild, runs=args.runs):
            print(line, flush=True)
    except (BuildError, RuntimeError) as exc:
        print(f"bench_dist: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
