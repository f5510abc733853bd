"""The load benchmark's Temporal floor: the smallest honest chat turn on Temporal.

What a plain Temporal user would write for the same turn, on the same Temporal dev server
as durable-agents: one workflow per chat, waiting for messages; an Update `ask` per message,
whose handler runs one activity that streams the answer from the OpenAI-compatible LLM
(the `openai` client, `stream=True`) and returns the whole text, so the answer is recorded
in the history as the activity's result; the Update returns it. FastAPI, the Temporal client
and the worker share one process and its event loop, so the activity hands each token to
the SSE response through an in-process queue keyed by the message id.

It answers the part of durable-agents' API the benchmark uses: `POST /v1/chats` (201
`{"chat_id"}`, the chat's workflow started) and `POST /v1/chats/{id}/messages`, whose SSE
answer is one `content_chunk` per token and a `final`, as bench/langgraph_baseline.py.

    python bench/temporal_floor.py --port PORT --temporal-address HOST:PORT --llm-base-url URL --model NAME
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from datetime import timedelta
from typing import Any
from uuid import uuid4

from temporalio import activity, workflow

with workflow.unsafe.imports_passed_through():
    import uvicorn
    from fastapi import FastAPI
    from fastapi.responses import StreamingResponse
    from openai import AsyncOpenAI
    from pydantic import BaseModel
    from temporalio.client import Client
    from temporalio.worker import Worker

TASK_QUEUE = "temporal-floor"
# The tokens of each answer being streamed, by message id: the activity puts them, the SSE
# response of the same process takes them; None ends the answer.
TOKENS: dict[str, asyncio.Queue[str | None]] = {}


def chat_workflow_id(chat_id: str) -> str:
    return f"chat-{chat_id}"


@dataclass
class Ask:
    message_id: str
    content: str


@dataclass
class AnswerRequest:
    message_id: str
    messages: list[dict[str, str]]


class LLMActivities:
    def __init__(self, llm: AsyncOpenAI, model: str) -> None:
        self.llm = llm
        self.model = model

    @activity.defn
    async def stream_answer(self, request: AnswerRequest) -> str:
        tokens = TOKENS.get(request.message_id)
        parts: list[str] = []
        stream = await self.llm.chat.completions.create(model=self.model, messages=request.messages, stream=True)
        async for chunk in stream:
            if chunk.choices and chunk.choices[0].delta.content:
                parts.append(chunk.choices[0].delta.content)
                if tokens is not None:
                    tokens.put_nowait(parts[-1])
        return "".join(parts)


@workflow.defn
class ChatWorkflow:
    def __init__(self) -> None:
        self.messages: list[dict[str, str]] = [{"role": "system", "content": "Answer."}]

    @workflow.run
    async def run(self) -> None:
        await workflow.wait_condition(lambda: False)  # a chat waits for messages; the benchmark never ends it

    @workflow.update
    async def ask(self, ask: Ask) -> str:
        self.messages.append({"role": "user", "content": ask.content})
        answer = await workflow.execute_activity_method(
            LLMActivities.stream_answer,
            AnswerRequest(message_id=ask.message_id, messages=self.messages),
            start_to_close_timeout=timedelta(minutes=2),
        )
        self.messages.append({"role": "assistant", "content": answer})
        return answer


class NewMessage(BaseModel):
    content: str


def _sse(offset: int, event: str, payload: dict[str, Any]) -> str:
    return f"id: {offset}\nevent: {event}\ndata: {json.dumps(payload)}\n\n"


def create_app(temporal_address: str, llm_base_url: str, model: str) -> FastAPI:
    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        client = await Client.connect(temporal_address)
        llm = LLMActivities(AsyncOpenAI(base_url=llm_base_url, api_key="bench", max_retries=0), model)
        async with Worker(client, task_queue=TASK_QUEUE, workflows=[ChatWorkflow], activities=[llm.stream_answer]):
            app.state.client = client
            yield

    app = FastAPI(lifespan=lifespan)

    @app.get("/healthz")
    async def healthz() -> dict[str, str]:
        return {"status": "ok"}

    @app.post("/v1/chats", status_code=201)
    async def create_chat() -> dict[str, str]:
        chat_id = uuid4().hex
        await app.state.client.start_workflow(ChatWorkflow.run, id=chat_workflow_id(chat_id), task_queue=TASK_QUEUE)
        return {"chat_id": chat_id}

    @app.post("/v1/chats/{chat_id}/messages")
    async def post_message(chat_id: str, message: NewMessage) -> StreamingResponse:
        message_id = uuid4().hex
        tokens: asyncio.Queue[str | None] = asyncio.Queue()
        TOKENS[message_id] = tokens
        chat = app.state.client.get_workflow_handle(chat_workflow_id(chat_id))

        async def ask() -> str:
            try:
                return await chat.execute_update(ChatWorkflow.ask, Ask(message_id, message.content), id=message_id)
            finally:
                tokens.put_nowait(None)

        answer = asyncio.create_task(ask())

        async def events() -> AsyncIterator[str]:
            offset = 0
            try:
                while (token := await tokens.get()) is not None:
                    payload = {"type": "content_chunk", "message_id": message_id, "content": token}
                    yield _sse(offset, "content_chunk", payload)
                    offset += 1
                try:
                    response = await answer
                except Exception as exc:  # the Update failed: the client reads why
                    yield _sse(offset, "error", {"type": "error", "error_code": type(exc).__name__})
                    return
                yield _sse(offset, "final", {"type": "final", "message_id": message_id, "response": response})
            finally:
                TOKENS.pop(message_id, None)

        return StreamingResponse(events(), media_type="text/event-stream", headers={"Cache-Control": "no-cache"})

    return app


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--temporal-address", required=True)
    parser.add_argument("--llm-base-url", required=True)
    parser.add_argument("--model", required=True)
    args = parser.parse_args()
    app = create_app(args.temporal_address, args.llm_base_url, args.model)
    uvicorn.run(app, host="127.0.0.1", port=args.port, log_level="warning")
    # A process that ran a Temporal worker can abort at interpreter exit (sdk-python#300).
    sys.stdout.flush()
    os._exit(0)


if __name__ == "__main__":
    main()
