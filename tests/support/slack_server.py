"""A stand-in for Slack's Web API, for tests.

`SlackServer` runs a real HTTP server (Starlette under uvicorn, in a background thread)
answering ``{api_url}chat.postMessage``, ``chat.update``, ``chat.postEphemeral`` and
``users.info`` the way Slack does for slack_sdk's clients: JSON or form bodies (query
parameters for GET), the bot token as ``Authorization: Bearer``, ``{"ok": false, "error":
"invalid_auth"}`` for a wrong one, and ``{"ok": true, "channel", "ts", "message"}`` for a
post. It records every call, keeps the messages (so `click` can build the `block_actions`
payload Slack would send for a button), and `fail_next` scripts failures such as
``ratelimited`` (HTTP 429 with Retry-After) or ``channel_not_found``.
"""

from __future__ import annotations

import copy
import itertools
import json
import threading
import time
from collections import deque
from dataclasses import dataclass
from typing import Any

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

from tests.support.threaded_server import ServesOverHttp, ThreadedServer

TEAM_ID = "T0TESTTEAM"
BOT_USER_ID = "U0BOT"
# A message's ts names it in its channel, as in Slack: unique across the stand-ins of a test
# session too, since they share one database of posted messages.
_TIMESTAMPS = itertools.count(100, 100)


@dataclass
class SlackCall:
    method: str
    args: dict[str, Any]
    ok: bool


@dataclass
class _Failure:
    method: str
    error: str
    status: int
    retry_after: float | None


class SlackServer(ServesOverHttp):
    def __init__(self, token: str = "xoxb-test-token", users: dict[str, str | None] | None = None) -> None:
        self.token = token
        # Slack user id -> profile email (None: a profile without one).
        self.users: dict[str, str | None] = dict(users or {})
        self._calls: list[SlackCall] = []
        self._messages: dict[tuple[str, str], dict[str, Any]] = {}
        self._failures: deque[_Failure] = deque()
        self._lock = threading.Lock()
        app = Starlette(routes=[Route("/api/{method}", self._api, methods=["GET", "POST"])])
        self._http = ThreadedServer(app, name="SlackServer", thread_name="slack-server")

    @property
    def api_url(self) -> str:
        """What `Settings.slack_api_url` takes."""
        return f"{self._http.base_url}/api/"

    @property
    def calls(self) -> list[SlackCall]:
        with self._lock:
            return list(self._calls)

    def calls_to(self, method: str) -> list[dict[str, Any]]:
        """The arguments of the successful calls of `method`, in order."""
        return [call.args for call in self.calls if call.method == method and call.ok]

    def message(self, channel: str, ts: str) -> dict[str, Any] | None:
        with self._lock:
            found = self._messages.get((channel, ts))
            return copy.deepcopy(found) if found is not None else None

    def fail_next(self, method: str, error: str, status: int = 200, retry_after: float | None = None) -> None:
        """Answer the next call of `method` with `{"ok": false, "error": error}` (HTTP `status`)."""
        with self._lock:
            self._failures.append(_Failure(method, error, status, retry_after))

    def reset(self) -> None:
        with self._lock:
            self._calls.clear()
            self._messages.clear()
            self._failures.clear()

    def click(self, channel: str, ts: str, user_id: str, action_id: str) -> dict[str, Any]:
        """The `block_actions` payload Slack sends when `user_id` clicks the button `action_id`
        of the message (channel, ts); a new `action_ts` each time, as for a double click."""
        message = self.message(channel, ts)
        if message is None:
            raise KeyError(f"no message {ts} in {channel}")
        buttons = [
            {**element, "block_id": block.get("block_id", "")}
            for block in message.get("blocks", [])
            if block.get("type") == "actions"
            for element in block.get("elements", [])
            if element.get("action_id") == action_id
        ]
        if not buttons:
            raise KeyError(f"message {ts} has no button {action_id}")
        action = {**buttons[0], "action_ts": f"{time.time():.6f}"}
        return {
            "type": "block_actions",
            "user": {"id": user_id, "username": user_id.lower(), "name": user_id.lower(), "team_id": TEAM_ID},
            "api_app_id": "A0TESTAPP",
            "token": "legacy-verification-token",
            "container": {"type": "message", "message_ts": ts, "channel_id": channel, "is_ephemeral": False},
            "trigger_id": f"{time.time_ns()}.trigger",
            "team": {"id": TEAM_ID, "domain": "tests"},
            "enterprise": None,
            "is_enterprise_install": False,
            "channel": {"id": channel, "name": "approvals"},
            "message": message,
            "state": {"values": {}},
            "response_url": f"{self._http.base_url}/actions/{TEAM_ID}/1/response",
            "actions": [action],
        }

    async def _api(self, request: Request) -> JSONResponse:
        method = request.path_params["method"]
        args = await _arguments(request)
        token = args.pop("token", None)
        auth = request.headers.get("authorization", "")
        if auth.lower().startswith("bearer "):
            token = auth[7:]
        with self._lock:
            if not token:
                return self._answer(method, args, {"ok": False, "error": "not_authed"})
            if token != self.token:
                return self._answer(method, args, {"ok": False, "error": "invalid_auth"})
            failure = next((f for f in self._failures if f.method == method), None)
            if failure is not None:
                self._failures.remove(failure)
                headers = {"Retry-After": f"{failure.retry_after:g}"} if failure.retry_after is not None else None
                return self._answer(method, args, {"ok": False, "error": failure.error}, failure.status, headers)
            handler = {
                "chat.postMessage": self._post_message,
                "chat.update": self._update,
                "chat.postEphemeral": self._post_ephemeral,
                "users.info": self._users_info,
            }.get(method)
            body = handler(args) if handler is not None else {"ok": False, "error": "unknown_method"}
            return self._answer(method, args, body)

    def _answer(
        self, method: str, args: dict[str, Any], body: dict[str, Any], status: int = 200, headers: Any = None
    ) -> JSONResponse:
        self._calls.append(SlackCall(method, args, bool(body.get("ok"))))
        return JSONResponse(body, status_code=status, headers=headers)

    def _next_ts(self) -> str:
        return f"1700000000.{next(_TIMESTAMPS):06d}"

    def _post_message(self, args: dict[str, Any]) -> dict[str, Any]:
        channel = args.get("channel")
        if not channel:
            return {"ok": False, "error": "channel_not_found"}
        if not args.get("text") and not args.get("blocks"):
            return {"ok": False, "error": "no_text"}
        ts = self._next_ts()
        message: dict[str, Any] = {
            "type": "message",
            "user": BOT_USER_ID,
            "bot_id": "B0TESTBOT",
            "app_id": "A0TESTAPP",
            "team": TEAM_ID,
            "text": args.get("text", ""),
            "blocks": args.get("blocks", []),
            "ts": ts,
        }
        if args.get("thread_ts"):
            message["thread_ts"] = args["thread_ts"]
        self._messages[(channel, ts)] = message
        return {"ok": True, "channel": channel, "ts": ts, "message": copy.deepcopy(message)}

    def _update(self, args: dict[str, Any]) -> dict[str, Any]:
        channel, ts = args.get("channel", ""), args.get("ts", "")
        message = self._messages.get((channel, ts))
        if message is None:
            return {"ok": False, "error": "message_not_found"}
        message.update(text=args.get("text", ""), blocks=args.get("blocks", []), edited={"user": BOT_USER_ID})
        return {"ok": True, "channel": channel, "ts": ts, "text": message["text"], "message": copy.deepcopy(message)}

    def _post_ephemeral(self, args: dict[str, Any]) -> dict[str, Any]:
        if not args.get("channel"):
            return {"ok": False, "error": "channel_not_found"}
        if args.get("user") not in self.users:
            return {"ok": False, "error": "user_not_in_channel"}
        return {"ok": True, "message_ts": self._next_ts()}

    def _users_info(self, args: dict[str, Any]) -> dict[str, Any]:
        user_id = args.get("user", "")
        if user_id not in self.users:
            return {"ok": False, "error": "user_not_found"}
        profile: dict[str, Any] = {"real_name": user_id.lower(), "display_name": user_id.lower()}
        if self.users[user_id] is not None:
            profile["email"] = self.users[user_id]
        return {
            "ok": True,
            "user": {"id": user_id, "team_id": TEAM_ID, "name": user_id.lower(), "deleted": False, "profile": profile},
        }


async def _arguments(request: Request) -> dict[str, Any]:
    """A Web API call's arguments: query parameters, then a JSON or form body."""
    args: dict[str, Any] = dict(request.query_params)
    if request.method == "POST":
        if request.headers.get("content-type", "").startswith("application/json"):
            body = await request.json()
            args.update(body if isinstance(body, dict) else {})
        else:
            args.update((key, value) for key, value in (await request.form()).items() if isinstance(value, str))
    # Form callers send blocks as a JSON string; JSON callers as a list.
    if isinstance(args.get("blocks"), str):
        args["blocks"] = json.loads(args["blocks"])
    return args
