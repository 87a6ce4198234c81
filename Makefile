# Two set-up commands: `make play` and `make test`. Each makes the virtual
# environment on first use and installs what it needs from the pinned files.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
RUN    := $(VENV)/.run-installed
TEST   := $(VENV)/.test-installed

.PHONY: play test test-fast bench clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(RUN): requirements.txt | $(BIN)/python
	$(BIN)/pip install --quiet -r requirements.txt
	touch $@

$(TEST): requirements.txt requirements-test.txt | $(BIN)/python
	$(BIN)/pip install --quiet -r requirements-test.txt
	touch $@ $(RUN)

play: $(RUN)
	$(BIN)/python main.py $(ARGS)

test: $(TEST)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(BIN)/python -m pytest -n 2 $(PYTEST_ARGS)

test-fast: $(TEST)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(BIN)/python -m pytest -n 2 -m "not slow" $(PYTEST_ARGS)

bench: $(TEST)
	$(BIN)/python -m bench

clean:
	rm -rf $(VENV) build dist .pytest_cache .hypothesis
