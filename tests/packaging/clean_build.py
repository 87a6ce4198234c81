"""The Linux download built as the release workflow builds it: from a clean checkout.

The checkout is ``git archive`` of the work tree's tracked files as they are now (``git stash
create`` makes a commit of them without touching anything; with nothing changed it is HEAD):
no ignored file, no build product, no file that was never added to git can slip into the
program.  It is exported into a folder whose path has a space, and built there with that
checkout's ``build.spec`` and ``-- --archive --only onedir``: the same archive a player
downloads, made the same way.

One build serves every packaging test: it is kept in ``build/packaging-test/`` under the git
ids of the checkout's inputs (everything but the tests, docs and the like; and the Python,
PyInstaller and pygame-ce versions), and made again only when one of them changes; two test workers wait for each other rather than build twice.
Without git (a source tarball), the tracked files cannot be told apart and the tests skip.
"""

from __future__ import annotations

import io
import platform
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
FOLDER = ROOT / "build" / "packaging-test"
sys.path.insert(0, str(ROOT / "tools"))

import dist_names  # noqa: E402

from bench.bench_dist import BuildError, _locked, pyinstaller_version  # noqa: E402


class NoCheckout(RuntimeError):
    """This tree is not a git work tree, so there is no clean checkout to make."""


def _git(*args: str) -> str:
    done = subprocess.run(["git", "-C", str(ROOT), *args], capture_output=True, text=True, timeout=120)
    if done.returncode != 0:
        raise NoCheckout(f"git {' '.join(args)}: {done.stderr.strip()}")
    return done.stdout.strip()


def current_commit() -> str:
    """A commit of the tracked files as they are in the work tree now."""
    if shutil.which("git") is None:
        raise NoCheckout("git is not installed")
    _git("rev-parse", "--is-inside-work-tree")
    return _git("stash", "create") or _git("rev-parse", "HEAD")


def export(commit: str, into: Path) -> Path:
    """``git archive`` of ``commit`` unpacked into ``into`` (emptied first)."""
    shutil.rmtree(into, ignore_errors=True)
    into.mkdir(parents=True)
    done = subprocess.run(["git", "-C", str(ROOT), "archive", "--format=tar", commit], capture_output=True,
                          timeout=300)
    if done.returncode != 0:
        raise NoCheckout(f"git archive: {done.stderr.decode(errors='replace').strip()}")
    with tarfile.open(fileobj=io.BytesIO(done.stdout)) as tar:
        tar.extractall(into, filter="tar") if hasattr(tarfile, "tar_filter") else tar.extractall(into)
    return into


# Top-level entries of the checkout that cannot change the program: a change to them reuses
# the build.  Anything else (a new folder of data files, say) is taken as an input.
NOT_INPUTS = {"tests", "docs", "bench", "README.md", ".github", ".ci", "requirements-test.txt", "pytest.ini",
              ".gitignore", "Makefile"}


def _key(commit: str) -> str:
    """What the build is made from: the git ids of the checkout's inputs, and the tools' versions."""
    from importlib.metadata import version

    entries = [line for line in _git("ls-tree", commit).splitlines() if line.split("\t")[-1] not in NOT_INPUTS]
    return "\n".join([*entries, sys.version, platform.platform(), str(pyinstaller_version()), version("pygame-ce")])


def build_clean_download(folder: Path = FOLDER) -> tuple[Path, bool]:
    """The Linux download (the ``.tar.gz`` of the one-folder program) built from a clean
    checkout: (its path, whether it was built now)."""
    commit = current_commit()
    key = _key(commit)
    source = folder / "clean checkout"
    dist, work = folder / "dist", folder / "work"
    with _locked(folder):
        stamp = folder / "stamp"
        archive = dist / dist_names.archive_name(dist_names.version(ROOT))
        if stamp.is_file() and stamp.read_text(encoding="utf-8") == key and archive.is_file():
            return archive, False
        stamp.unlink(missing_ok=True)
        export(commit, source)
        shutil.rmtree(dist, ignore_errors=True)
        archive = dist / dist_names.archive_name(dist_names.version(source))
        log = folder / "build.log"
        cmd = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--distpath", str(dist), "--workpath", str(work),
               str(source / "build.spec"), "--", "--archive", "--only", "onedir"]
        with open(log, "w", encoding="utf-8") as out:
            done = subprocess.run(cmd, cwd=source, stdout=out, stderr=subprocess.STDOUT, timeout=1800)
        if done.returncode != 0 or not archive.is_file():
            tail = "".join(log.read_text(encoding="utf-8", errors="replace").splitlines(True)[-15:])
            raise BuildError(f"building {archive.name} from a clean checkout failed; see {log}:\n{tail}")
        stamp.write_text(key, encoding="utf-8")
        return archive, True
