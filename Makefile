# `make run` and `make test` set up .venv on first use.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed-stamp

.PHONY: run test lint i18n bench bench-ai fuzz clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test]'
	touch $(STAMP)

# The UI's Qt Linguist files. English is the source language: its file holds only the plural
# forms; Spanish and Japanese hold every string. The compiled .qm files are not in git.
LANGS := en es ja
TS_FILES := $(LANGS:%=i18n/gameshelf_%.ts)
QM_FILES := $(TS_FILES:.ts=.qm)
LUPDATE := $(VENV)/bin/pyside6-lupdate -no-obsolete -locations none
UI_SOURCES = $(shell find desktop/gameshelf/ui -name '*.py' | sort)

run: $(STAMP) $(QM_FILES)
	$(VENV)/bin/gameshelf

i18n: $(STAMP)
	$(LUPDATE) $(UI_SOURCES) -ts i18n/gameshelf_es.ts i18n/gameshelf_ja.ts
	$(LUPDATE) -pluralonly $(UI_SOURCES) -ts i18n/gameshelf_en.ts
	$(MAKE) --no-print-directory $(QM_FILES)

i18n/%.qm: i18n/%.ts | $(STAMP)
	$(VENV)/bin/pyside6-lrelease -silent $< -qm $@

lint: $(STAMP)
	$(VENV)/bin/ruff check desktop tests benchmarks

test: lint $(QM_FILES)
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest

bench: $(STAMP)
	$(PY) benchmarks/run.py $(ARGS)

bench-ai: $(STAMP)
	$(PY) benchmarks/strength.py $(ARGS)

# Thousands of mutated saves, positions and settings per game (tests/fuzzing.py); a new seed
# each run unless ARGS="--seed N". `make test` runs a small fixed sample of the same fuzzer.
# Then every decision of 200 seeded games per game and table size determinized (make test: 4).
fuzz: $(STAMP)
	$(PY) tests/fuzzing.py --cases 10000 $(ARGS)
	SWEEP_GAMES=200 $(PY) -m pytest -q tests/ai/test_determinizer_sweep.py

clean:
	rm -rf $(VENV) build dist .pytest_cache .ruff_cache

# The downloadable app for this OS in dist/: PyInstaller, from a venv of its own (build/bundle-venv)
# holding only the app and PyInstaller. Then `python3 installer/build.py --self-test` checks it.
.PHONY: bundle
bundle:
	$(PYTHON) installer/build.py
