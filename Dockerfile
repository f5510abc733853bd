# syntax=docker/dockerfile:1
# durable-agents: one image for both processes.
#   docker run ... <image>                        -> `durable-agents api` (default)
#   docker run ... <image> durable-agents worker  -> the Temporal worker
# Configuration is by environment variables (see durable_agents/settings.py).
FROM python:3.12-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    PIP_ROOT_USER_ACTION=ignore

# libgomp1: the xllamacpp wheel (a core dependency, only imported by `durable-agents dev`)
# links libgomp.so.1, which the slim image does not ship.
RUN apt-get update \
    && apt-get install -y --no-install-recommends libgomp1 \
    && rm -rf /var/lib/apt/lists/*

# Non-root user; /app is its working dir (DATA_DIR defaults to ./.data, used only
# when DATABASE_URL is unset).
RUN groupadd --system --gid 10001 app \
    && useradd --system --uid 10001 --gid app --home-dir /app --shell /usr/sbin/nologin app \
    && mkdir -p /app/.data/research \
    && chown -R app:app /app

# Build from a throw-away source dir: only the installed package ends up in the image.
WORKDIR /src
COPY pyproject.toml README.md ./
COPY durable_agents/ durable_agents/
COPY workflows/ workflows/
COPY activities/ activities/
COPY api/ api/
COPY worker.py ./
RUN pip install --no-cache-dir ".[postgres]" \
    && rm -rf /src

WORKDIR /app
# Numeric, so runtimes that enforce non-root (e.g. runAsNonRoot) can verify it.
USER 10001:10001

# A container must listen on all interfaces to be reachable through a published port.
ENV API_HOST=0.0.0.0 \
    API_PORT=8000
EXPOSE 8000

# /healthz answers 200 when the database and Temporal are reachable, 503 otherwise
# (urlopen raises on 503, so the check fails). slim has no curl: use Python.
# Only meaningful for the API; the compose file disables it for the worker.
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
    CMD ["python", "-c", "import os, urllib.request; urllib.request.urlopen('http://127.0.0.1:%s/healthz' % os.environ.get('API_PORT', '8000'), timeout=4)"]

CMD ["durable-agents", "api"]
