"""The credentials a planner chat carries (DD-14): the user's `keycloak_token` and
`userDTO.ApiKey`. A workflow's input and signals are stored in clear in Temporal's history (its
Web UI shows them), so a chat keeps them sealed: Fernet (AES-128-CBC and HMAC-SHA256), whose
tokens cannot be read or changed without a key. The API seals them as a start_chat arrives;
only the referencing activity opens them, in memory, for the call to the user's instance.

The keys: `CREDENTIALS_KEY` (comma-separated; the first seals, each opens, so a new key goes
first and the old one stays until the chats it sealed are over), else one key made once in
`<DATA_DIR>/credentials.key`, readable by its OS user only. The API and the worker need the
same keys.
"""

from __future__ import annotations

import json
import logging
import os
import secrets
from functools import lru_cache
from pathlib import Path

from cryptography.fernet import Fernet, InvalidToken, MultiFernet
from pydantic import BaseModel, SecretStr

from durable_agents.planner.contract import StartChatRequest
from durable_agents.settings import Settings

KEY_FILE = "credentials.key"
log = logging.getLogger(__name__)


class ChatCredentials(BaseModel):
    """A chat's credentials in clear (their repr and dumps are masked)."""

    keycloak_token: SecretStr | None = None
    api_key: SecretStr | None = None  # userDTO.ApiKey


def credentials_of(start: StartChatRequest) -> ChatCredentials:
    """What a start_chat holds that is a credential (empty values count as none)."""
    api_key = start.userDTO.ApiKey if start.userDTO is not None else None
    return ChatCredentials(keycloak_token=start.keycloak_token or None, api_key=api_key or None)


def seal(settings: Settings, credentials: ChatCredentials) -> str | None:
    """The credentials as a Fernet token (None when there are none)."""
    clear = {name: value.get_secret_value() for name, value in credentials if value is not None}
    if not clear:
        return None
    return _keys(settings).encrypt(json.dumps(clear).encode()).decode()


def seal_start(settings: Settings, start: StartChatRequest) -> str | None:
    return seal(settings, credentials_of(start))


def open_sealed(settings: Settings, sealed: str | None) -> ChatCredentials | None:
    """The credentials `seal` made; None when there are none or no key opens them (a key
    removed too early, a token changed): the chat goes on without them."""
    if sealed is None:
        return None
    try:
        clear = _keys(settings).decrypt(sealed.encode())
    except InvalidToken:
        log.warning("A planner chat's credentials do not open with the configured keys (CREDENTIALS_KEY)")
        return None
    return ChatCredentials.model_validate(json.loads(clear))


def _keys(settings: Settings) -> MultiFernet:
    return _fernet(settings.credentials_key, (settings.data_dir / KEY_FILE).resolve())


@lru_cache(maxsize=8)
def _fernet(configured: str | None, key_file: Path) -> MultiFernet:
    keys = [key.strip() for key in configured.split(",")] if configured else [_made_once(key_file).decode()]
    return MultiFernet([Fernet(key) for key in keys])


def _made_once(path: Path) -> bytes:
    """The key kept in `path`, made on first use. It is written to a file of its own and linked
    into place: of processes making it at once, every one ends up with the key that was linked."""
    if not path.exists():
        path.parent.mkdir(parents=True, exist_ok=True)
        draft = path.with_name(f".{path.name}.{secrets.token_hex(8)}")
        descriptor = os.open(draft, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(descriptor, "wb") as file:
            file.write(Fernet.generate_key())
        try:
            os.link(draft, path)
        except FileExistsError:
            pass
        finally:
            draft.unlink()
    return path.read_bytes().strip()
