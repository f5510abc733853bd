"""Headless Chromium (Debian's `chromium`) driven by Playwright, for the web app's tests."""

from __future__ import annotations

import shutil
from collections.abc import AsyncIterator

import pytest
from playwright.async_api import Browser, async_playwright

# As root on these machines Chromium needs --no-sandbox; the network flags keep it from
# reaching for Google's services at start.
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


@pytest.fixture
async def browser() -> AsyncIterator[Browser]:
    executable = shutil.which("chromium")
    assert executable, "Debian's chromium is not installed: `make test` installs it"
    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS)
        yield browser
        await browser.close()
