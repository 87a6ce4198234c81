"""Benchmarks: ``make bench`` (``python -m bench``) runs every module listed in
:data:`bench.__main__.MODULES`; each has ``run() -> list[str]`` and prints nothing itself."""
