"""The load benchmark's LLM: the scripted OpenAI-compatible server in a process of its own.

Every answer streams `--tokens` tokens, one every `--token-ms` from the request on, each
stamped with the `time.perf_counter()` instant it was sent (`Reply.stamp_tokens`): on Linux
that clock is CLOCK_MONOTONIC, the same in every process of the machine, so a client
compares the stamp with its own reading time. A process of its own, so that serving
hundreds of streams does not share an interpreter with the clients that measure them.

    python bench/stamped_llm.py [--tokens 40] [--token-ms 20]

Prints `listening <base URL>` once it serves; stops on SIGTERM or SIGINT.
"""

from __future__ import annotations

import argparse
import signal
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.support.scripted_llm import Reply, ScriptedLLM


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tokens", type=int, default=40)
    parser.add_argument("--token-ms", type=float, default=20.0)
    args = parser.parse_args()
    delay = args.token_ms / 1000
    reply = Reply(
        tokens=[f"tok{i}" for i in range(args.tokens)], token_delay=delay, first_token_delay=delay, stamp_tokens=True
    )
    stop = {signal.SIGTERM, signal.SIGINT}
    # Blocked before the server's threads start, so they inherit the mask and sigwait gets the signal.
    signal.pthread_sigmask(signal.SIG_BLOCK, stop)
    with ScriptedLLM(default_reply=reply) as llm:
        print(f"listening {llm.base_url}", flush=True)
        signal.sigwait(stop)


if __name__ == "__main__":
    main()
