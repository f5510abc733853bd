"""A planner WebSocket client written only from seed 003's text — DD-14 (the client's payloads),
DD-15 (the server's events and their payload keys) and DD-16 (heartbeats) — and not from this
project's code: what a client built for the seed expects, and nothing it could not know.

What the seed leaves open is decided here the way such a client would: messages are
`{"event": <name>, "payload": {...}}` both ways (the seed's event names in both directions);
the key goes in the URL (`?token=`); the server's heartbeat is an event named `ping` (DD-16),
answered with the client's own `ping` (the only heartbeat event DD-14's list gives a client).
Keys of the envelope other than `event` and `payload` are ignored.
"""

from __future__ import annotations

import asyncio
import json
import uuid
from dataclasses import dataclass, field
from typing import Any

import websockets

# DD-15, as the seed writes it: each server event and its payload's keys with their types
# (`float` for a timestamp is any JSON number). DD-17 adds `error_code` to `error`.
Number = (int, float)
DD15: dict[str, dict[str, Any]] = {
    "pong": {"timestamp": Number},
    "max_concurrent_connections_exceeded": {"message": str, "max_allowed_connections": str, "timestamp": Number},
    "processing_started": {"chat_id": str, "message_id": str},
    "chat_ended": {"chat_id": str, "message": str},
    "stream_response": {"message_id": str, "content": str, "is_complete": bool, "timestamp": Number},
    "web_search_started": {"chat_id": str, "message_id": str, "search_id": str, "queries": list},
    "web_search_results": {"chat_id": str, "message_id": str, "search_id": str, "results": list},
    "task_block_search_started": {"chat_id": str, "message_id": str, "search_id": str, "queries": list},
    "task_block_search_results": {
        "chat_id": str,
        "message_id": str,
        "search_id": str,
        "results": list,
        "all_searched_actions": list,
    },
    "think_approach": {"chat_id": str, "message_id": str, "think_approach": str},
    "final_answer": {"chat_id": str, "message_id": str, "answer_content": str, "answer_json_content": str},
    "validator_progress_update": {
        "chat_id": str,
        "message_id": str,
        "progress": int,
        "totalNodes": int,
        "block_name": str,
        "timestamp": Number,
    },
    "opkey_workflow_json": {
        "graph_data": list,
        "chat_id": str,
        "message_id": str,
        "opkey_workflow_id": str,
        "json_data": list,
        "job_name": str,
    },
    "clarification_requested": {"chat_id": str, "message_id": str, "clarification_id": str, "questions": list},
    "clarification_received": {"chat_id": str, "message_id": str, "clarification_id": str},
    "clarification_processing": {"message": str, "chat_id": str, "message_id": str, "clarification_id": str},
    "referencing_started": {"chat_id": str, "message_id": str, "message": str},
    "error": {"chat_id": str, "message_id": str, "message": str, "error_code": str},
    "continuation_error": {"chat_id": str, "message_id": str, "error": str, "continuation_type": str},
}
HEARTBEAT = "ping"  # DD-16: the server's periodic heartbeat


class NotDD15(AssertionError):
    """An event that a client built for the seed could not consume."""


def check_dd15(event: str, payload: dict[str, Any]) -> None:
    """`payload` has exactly DD-15's keys for `event`, each of its type (or null)."""
    if event not in DD15:
        raise NotDD15(f"{event!r} is not a DD-15 event: {payload}")
    schema = DD15[event]
    if set(payload) != set(schema):
        raise NotDD15(f"{event}: keys {sorted(payload)}, DD-15 says {sorted(schema)}")
    for key, kind in schema.items():
        if payload[key] is not None and not isinstance(payload[key], kind):
            raise NotDD15(f"{event}.{key} is {type(payload[key]).__name__}, DD-15 says {kind}")


def user_dto(name: str) -> dict[str, Any]:
    """DD-14's userDTO, every field given."""
    user = str(uuid.uuid4())
    return {
        "U_ID": user,
        "Name": name,
        "UserName": f"{name.lower()}@example.com",
        "email_ID": f"{name.lower()}@example.com",
        "Is_Enabled": True,
        "CreatedOn": "2024-01-02T03:04:05",
        "CreatedBy": user,
        "LastModifiedOn": "2024-01-02T03:04:05",
        "LastModifiedBy": user,
        "Is_SuperAdmin": False,
        "Email_Verified_On": "2024-01-02T03:04:05",
        "Last_Password_Change": "2024-01-02T03:04:05",
        "isAutoCreated": False,
        "ForcePasswordChange": False,
        "ApiKey": "user-api-key",
        "Keycloak_SubjectId": str(uuid.uuid4()),
        "UserImage": None,
        "idp_Groups": [],
    }


@dataclass
class SeedClient:
    """One connection. A reader consumes every server frame: heartbeats are answered (unless
    `answering` is off), every other event is checked against DD-15 and queued."""

    ws: Any
    answering: bool = True
    events: asyncio.Queue[tuple[str, dict[str, Any]]] = field(default_factory=asyncio.Queue)
    seen: list[tuple[str, dict[str, Any]]] = field(default_factory=list)
    heartbeats: int = 0
    reader: asyncio.Task[None] | None = None
    closed_code: int | None = None
    failure: NotDD15 | None = None

    @classmethod
    async def connect(cls, url: str) -> SeedClient:
        client = cls(await websockets.connect(url))
        client.reader = asyncio.create_task(client._read())
        return client

    async def _read(self) -> None:
        try:
            async for frame in self.ws:
                message = json.loads(frame)
                event, payload = message["event"], message["payload"]
                if event == HEARTBEAT:
                    self.heartbeats += 1
                    if self.answering:
                        await self.send("ping", {})
                    continue
                check_dd15(event, payload)
                self.seen.append((event, payload))
                await self.events.put((event, payload))
        except websockets.ConnectionClosed:
            pass
        except NotDD15 as failure:
            self.failure = failure
            await self.events.put(("", {}))  # wakes `until`, which raises it
        finally:
            self.closed_code = self.ws.close_code  # the server's, when it closed first

    async def send(self, event: str, payload: dict[str, Any]) -> None:
        await self.ws.send(json.dumps({"event": event, "payload": payload}))

    async def start_chat(
        self,
        chat_id: str,
        message: str,
        *,
        user: dict[str, Any],
        history: str = "",
        attachment: list[Any] | None = None,
        clarification_id: str | None = None,
        keycloak_token: str = "",
        project_key: str = "",
        domain: str = "",
    ) -> None:
        """DD-14's start_chat, every field given."""
        await self.send(
            "start_chat",
            {
                "chat_id": chat_id,
                "message": message,
                "user_id": user["U_ID"],
                "service_type": "planner",
                "attachment": attachment or [],
                "userDTO": user,
                "domain": domain,
                "history": history,
                "clarification_id": clarification_id,
                "keycloak_token": keycloak_token,
                "project_key": project_key,
            },
        )

    async def provide_clarification(self, chat_id: str, user: dict[str, Any], message_id: str, response: str) -> None:
        payload = {"chat_id": chat_id, "user_id": user["U_ID"], "message_id": message_id, "response": response}
        await self.send("provide_clarification", payload)

    async def until(self, name: str, timeout: float = 60) -> dict[str, Any]:
        """The next `name` event's payload (the events before it stay in `seen`)."""
        while True:
            event, payload = await asyncio.wait_for(self.events.get(), timeout)
            if self.failure is not None:
                raise self.failure
            if event == name:
                return payload

    async def closed(self, timeout: float = 60) -> int:
        """Waits for the server to close the connection; its close code."""
        assert self.reader is not None
        await asyncio.wait_for(self.reader, timeout)
        assert self.closed_code is not None
        return self.closed_code

    async def close(self) -> None:
        await self.ws.close()
        if self.reader is not None:
            await self.reader
