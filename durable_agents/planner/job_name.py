"""DD-8's fallback job name: built from the user's query and the block names when the LLM
cannot name the job. Deterministic: 60–80 characters, Title Case, letters, digits and spaces.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable

MIN_CHARS = 60
MAX_CHARS = 80
_MAX_WORD = 20  # longer words are clipped, so a word that does not fit means the name is long enough
_WORD = re.compile(r"[A-Za-z0-9]+")
_CAMEL = re.compile(r"(?<=[a-z0-9])(?=[A-Z])")
_STOPWORDS = frozenset(
    "a an and are as at be but by can could do for from how i in into is it me my of on or our please "
    "should so that the their then this to up us we what when which will with would you your".split()
)
# Short neutral words that pad a name built from too few words up to MIN_CHARS.
_FILLER = ("Automated", "Enterprise", "Workflow", "Process", "Job", "Plan", "Run", "Steps", "Generated", "Planner")


def title_word(word: str) -> str:
    """Capitalised; acronyms (all capitals, up to 4 letters) stay as they are."""
    word = word[:_MAX_WORD]
    if word.isupper() and len(word) <= 4:
        return word
    return word[:1].upper() + word[1:].lower() if word.isupper() else word[:1].upper() + word[1:]


def _ascii_words(text: str) -> list[str]:
    # Accents dropped rather than the letters ("Überprüfe" -> "Uberprufe").
    return _WORD.findall(unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode())


def _words(text: str) -> list[str]:
    return [title_word(w) for w in _ascii_words(text) if w.lower() not in _STOPWORDS]


def clean_job_name(text: str) -> str:
    """Special characters dropped, words in Title Case, spaces collapsed."""
    return " ".join(title_word(w) for w in _ascii_words(text))


def fallback_job_name(user_query: str, block_names: Iterable[str] = ()) -> str:
    """The query's words, "Workflow", then the block names' words, padded or cut (between
    words) to 60–80 characters."""
    candidates = [*_words(user_query), "Workflow"]
    for name in block_names:
        candidates += _words(_CAMEL.sub(" ", name))
    chosen: list[str] = []
    seen: set[str] = set()
    length = -1  # no separator before the first word

    def add(word: str, *, unique: bool = True) -> bool:
        nonlocal length
        if (unique and word.lower() in seen) or length + 1 + len(word) > MAX_CHARS:
            return False
        chosen.append(word)
        seen.add(word.lower())
        length += 1 + len(word)
        return True

    for word in candidates:
        if word.lower() not in seen and not add(word):
            break  # the next word does not fit: the name is at least MAX_CHARS - _MAX_WORD long
    for word in _FILLER:
        if length >= MIN_CHARS:
            break
        add(word)
    while length < MIN_CHARS:
        add("Job", unique=False)
    return " ".join(chosen)
