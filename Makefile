# `make run` and `make test` set up .venv on first use.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed-stamp

.PHONY: run test lint bench bench-ai clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test]'
	touch $(STAMP)

run: $(STAMP)
	$(VENV)/bin/gameshelf

lint: $(STAMP)
	$(VENV)/bin/ruff check desktop tests benchmarks

test: lint
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest

bench: $(STAMP)
	$(PY) benchmarks/run.py

bench-ai: $(STAMP)
	$(PY) benchmarks/strength.py

clean:
	rm -rf $(VENV) build dist .pytest_cache .ruff_cache
