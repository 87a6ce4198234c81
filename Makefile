# Two set-up commands: `make play` and `make test`. Each makes the virtual
# environment on first use and installs what it needs from the pinned files.
# `make dist` builds the downloadable program (build.spec) into dist/.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
RUN    := $(VENV)/.run-installed
TEST   := $(VENV)/.test-installed
BUILDREQ := $(VENV)/.build-installed

.PHONY: play test test-fast bench dist clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(RUN): requirements.txt | $(BIN)/python
	$(BIN)/pip install --quiet -r requirements.txt
	touch $@

$(BUILDREQ): requirements.txt requirements-build.txt | $(BIN)/python
	$(BIN)/pip install --quiet -r requirements-build.txt
	touch $@ $(RUN)

$(TEST): requirements.txt requirements-test.txt requirements-build.txt | $(BIN)/python
	$(BIN)/pip install --quiet -r requirements-test.txt
	touch $@ $(RUN) $(BUILDREQ)

play: $(RUN)
	$(BIN)/python main.py $(ARGS)

test: $(TEST)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(BIN)/python -m pytest -n 2 $(PYTEST_ARGS)

test-fast: $(TEST)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(BIN)/python -m pytest -n 2 -m "not slow" $(PYTEST_ARGS)

bench: $(TEST)
	$(BIN)/python -m bench

# The one-folder and one-file programs for this machine, and the folder packed for
# download, in dist/ (PyInstaller's working files in build/).
dist: $(BUILDREQ)
	$(BIN)/python -m PyInstaller --noconfirm build.spec -- --archive

clean:
	rm -rf $(VENV) build dist .pytest_cache .hypothesis
