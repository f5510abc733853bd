"""The load benchmark's baseline: what a LangGraph user would run instead of durable-agents.

FastAPI and a LangGraph graph (one node: the chat model, streaming) with the SQLite
checkpointer, all in one process. It answers the part of durable-agents' API the benchmark
uses: `POST /v1/chats` (201 `{"chat_id"}`) and `POST /v1/chats/{id}/messages`, whose SSE
answer is one `content_chunk` per token (LangGraph's `messages` stream mode) and a `final`.

    python bench/langgraph_baseline.py --port PORT --llm-base-url URL --model NAME --db FILE
"""

from __future__ import annotations

import argparse
import json
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any
from uuid import uuid4

import uvicorn
from fastapi import FastAPI, Request
from fastapi.responses import StreamingResponse
from langchain_core.messages import HumanMessage, SystemMessage
from langchain_openai import ChatOpenAI
from langgraph.checkpoint.sqlite.aio import AsyncSqliteSaver
from langgraph.graph import START, MessagesState, StateGraph
from pydantic import BaseModel


class NewMessage(BaseModel):
    content: str


def _sse(offset: int, event: str, payload: dict[str, Any]) -> str:
    return f"id: {offset}\nevent: {event}\ndata: {json.dumps(payload)}\n\n"


def create_app(llm_base_url: str, model: str, db_path: str) -> FastAPI:
    llm = ChatOpenAI(base_url=llm_base_url, api_key="bench", model=model, streaming=True, max_retries=0)

    async def answer(state: MessagesState) -> dict[str, Any]:
        return {"messages": [await llm.ainvoke([SystemMessage("Answer."), *state["messages"]])]}

    builder = StateGraph(MessagesState)
    builder.add_node("answer", answer)
    builder.add_edge(START, "answer")

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        async with AsyncSqliteSaver.from_conn_string(db_path) as checkpointer:
            app.state.graph = builder.compile(checkpointer=checkpointer)
            yield

    app = FastAPI(lifespan=lifespan)

    @app.get("/healthz")
    async def healthz() -> dict[str, str]:
        return {"status": "ok"}

    @app.post("/v1/chats", status_code=201)
    async def create_chat() -> dict[str, str]:
        return {"chat_id": uuid4().hex}

    @app.post("/v1/chats/{chat_id}/messages")
    async def post_message(chat_id: str, message: NewMessage, request: Request) -> StreamingResponse:
        graph = request.app.state.graph
        message_id = uuid4().hex

        async def events() -> AsyncIterator[str]:
            offset = 0
            parts: list[str] = []
            async for chunk, _metadata in graph.astream(
                {"messages": [HumanMessage(message.content)]},
                {"configurable": {"thread_id": chat_id}},
                stream_mode="messages",
            ):
                if chunk.content:
                    parts.append(chunk.content)
                    payload = {"type": "content_chunk", "message_id": message_id, "content": chunk.content}
                    yield _sse(offset, "content_chunk", payload)
                    offset += 1
            yield _sse(offset, "final", {"type": "final", "message_id": message_id, "response": "".join(parts)})

        return StreamingResponse(events(), media_type="text/event-stream", headers={"Cache-Control": "no-cache"})

    return app


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--llm-base-url", required=True)
    parser.add_argument("--model", required=True)
    parser.add_argument("--db", required=True)
    args = parser.parse_args()
    app = create_app(args.llm_base_url, args.model, args.db)
    uvicorn.run(app, host="127.0.0.1", port=args.port, log_level="warning")


if __name__ == "__main__":
    main()
