"""`activities.heartbeat.keep_alive`: an activity that works for a while heartbeats, async or
sync, so a crashed worker's attempt is retried after its heartbeat timeout."""

from __future__ import annotations

import asyncio
import dataclasses
import time
from datetime import timedelta

from temporalio import activity
from temporalio.testing import ActivityEnvironment

from activities.heartbeat import keep_alive


@activity.defn
@keep_alive
async def slow_async(seconds: float) -> str:
    await asyncio.sleep(seconds)
    return "done"


@activity.defn
@keep_alive
def slow_sync(seconds: float) -> str:
    time.sleep(seconds)
    return "done"


def environment(heartbeat_timeout: timedelta | None) -> tuple[ActivityEnvironment, list[float]]:
    env = ActivityEnvironment()
    env.info = dataclasses.replace(env.info, heartbeat_timeout=heartbeat_timeout)
    beats: list[float] = []
    env.on_heartbeat = lambda *_details: beats.append(time.monotonic())
    return env, beats


async def test_an_async_activity_heartbeats_while_it_runs() -> None:
    env, beats = environment(timedelta(seconds=0.3))
    assert await env.run(slow_async, 0.55) == "done"
    # Every 0.1 s (a third of the timeout) from the start: about six beats, at least two.
    assert len(beats) >= 2, beats


async def test_a_sync_activity_heartbeats_from_a_thread_while_it_runs() -> None:
    env, beats = environment(timedelta(seconds=0.3))
    assert await asyncio.to_thread(env.run, slow_sync, 0.55) == "done"
    assert len(beats) >= 2, beats
    settled = len(beats)
    await asyncio.sleep(0.3)
    assert len(beats) == settled, "the heartbeat thread outlived the activity"


async def test_no_heartbeat_timeout_no_heartbeats() -> None:
    env, beats = environment(None)
    assert await env.run(slow_async, 0.2) == "done"
    assert await asyncio.to_thread(env.run, slow_sync, 0.2) == "done"
    assert beats == []
