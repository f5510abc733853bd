"""Liveness heartbeats for activities that work for more than a few seconds.

An activity with a heartbeat timeout that stops heartbeating is retried on another worker
once the timeout passes, instead of when its start-to-close timeout does (minutes for an
LLM call or a warehouse extract): that is how a worker crash is noticed in seconds.
`@keep_alive` under `@activity.defn` heartbeats in the background, every third of the
activity's heartbeat timeout, for as long as the activity runs; without a heartbeat
timeout it does nothing. Async activities beat from a task, sync ones from a thread that
shares the activity's context.

Not for the streamed answer (`answer_stream`): its heartbeats carry the tokens, it paces them.
"""

from __future__ import annotations

import asyncio
import contextvars
import functools
import inspect
import threading
from collections.abc import Awaitable, Callable
from typing import Any, ParamSpec, TypeVar, cast

from temporalio import activity

P = ParamSpec("P")
R = TypeVar("R")


def _interval() -> float | None:
    timeout = activity.info().heartbeat_timeout
    return timeout.total_seconds() / 3 if timeout else None


async def _beat_every(interval: float) -> None:
    while True:
        activity.heartbeat()
        await asyncio.sleep(interval)


def _beat_in_thread(interval: float, done: threading.Event) -> None:
    while not done.is_set():
        activity.heartbeat()
        done.wait(interval)


def keep_alive(fn: Callable[P, R]) -> Callable[P, R]:
    """`fn` (an activity, async or sync) heartbeating while it runs."""
    if inspect.iscoroutinefunction(fn):
        async_fn = cast(Callable[P, Awaitable[Any]], fn)

        @functools.wraps(fn)
        async def run_async(*args: P.args, **kwargs: P.kwargs) -> Any:
            interval = _interval()
            if interval is None:
                return await async_fn(*args, **kwargs)
            beating = asyncio.create_task(_beat_every(interval))
            try:
                return await async_fn(*args, **kwargs)
            finally:
                beating.cancel()

        return cast(Callable[P, R], run_async)

    @functools.wraps(fn)
    def run_sync(*args: P.args, **kwargs: P.kwargs) -> R:
        interval = _interval()
        if interval is None:
            return fn(*args, **kwargs)
        done = threading.Event()
        # The thread runs in a copy of this context: activity.heartbeat finds the activity there.
        beater = threading.Thread(
            target=contextvars.copy_context().run, args=(_beat_in_thread, interval, done), daemon=True
        )
        beater.start()
        try:
            return fn(*args, **kwargs)
        finally:
            done.set()
            beater.join()

    return run_sync
