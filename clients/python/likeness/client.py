"""The hand-written layer over the generated client (likeness_api)."""

from __future__ import annotations

import re
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, TypeVar
from urllib.parse import parse_qs, urlsplit
from uuid import UUID

import httpx

from likeness_api import AuthenticatedClient
from likeness_api.api.characters import list_characters
from likeness_api.api.comics import get_comic
from likeness_api.api.generation import get_storybook
from likeness_api.types import UNSET, Response

T = TypeVar("T")

#: Statuses a comic or storybook has while it is still being made.
IN_PROGRESS = {"generating"}


class LikenessError(Exception):
    """An answer that was not a success: ``status`` and the API's own ``error`` text."""

    def __init__(self, status: int, error: str, body: Any = None):
        super().__init__(f"{status}: {error}")
        self.status = status
        self.error = error
        self.body = body


class Likeness:
    """A Likeness API at ``base_url`` (e.g. ``http://localhost:3000``), called with an API key (``lk_live_...``).

    ``api`` is the generated client: pass it to any operation of ``likeness_api.api``, or use ``call``.
    """

    def __init__(self, base_url: str, api_key: str, timeout: float = 900.0):
        self.base_url = base_url.rstrip("/")
        # Paid calls answer when their images exist: a 20-page storybook can take minutes.
        self.api = AuthenticatedClient(base_url=self.base_url, token=api_key, timeout=httpx.Timeout(timeout, connect=10.0))

    def call(self, operation: Any, *args: Any, **kwargs: Any) -> Any:
        """Runs a generated operation (``likeness_api.api.<tag>.<operation>``); its parsed answer, or LikenessError."""
        return self._parsed(operation.sync_detailed(*args, client=self.api, **kwargs))

    def wait_for_comic(self, comic_id: str | UUID, timeout: float = 600.0) -> Any:
        """Polls a comic until it is no longer generating (backing off from 1 s to 10 s); its last answer."""
        return self._wait(lambda: self.call(get_comic, UUID(str(comic_id))), lambda answer: answer.comic.status, timeout)

    def wait_for_storybook(self, storybook_id: str | UUID, timeout: float = 900.0) -> Any:
        """Polls a storybook until it is no longer generating; its last answer."""
        return self._wait(lambda: self.call(get_storybook, UUID(str(storybook_id))), lambda answer: answer.status, timeout)

    def download(self, url: str, to: str | Path) -> Path:
        """Saves any file the API serves (an image URL from an answer, or a path such as /api/comics/<id>.epub) to ``to``."""
        target = Path(to)
        address = url if url.startswith(("http://", "https://")) else f"{self.base_url}{url}"
        with self.api.get_httpx_client().stream("GET", address) as response:
            if response.status_code >= 400:
                response.read()
                raise _error_of(response.status_code, response.content)
            target.parent.mkdir(parents=True, exist_ok=True)
            with target.open("wb") as file:
                for chunk in response.iter_bytes():
                    file.write(chunk)
        return target

    def characters(self, page_size: int | None = None) -> Iterator[Any]:
        """Every character of the account, newest first, page after page as the Link headers of GET /api/characters name them."""
        query: dict[str, Any] | None = {"limit": page_size if page_size else UNSET, "cursor": UNSET}
        while query is not None:
            response = list_characters.sync_detailed(client=self.api, **query)
            yield from self._parsed(response)
            query = _next_page_query(response.headers.get("link"))

    def _wait(self, poll: Callable[[], T], status_of: Callable[[T], Any], timeout: float) -> T:
        deadline = time.monotonic() + timeout
        interval = 1.0
        while True:
            answer = poll()
            status = str(getattr(status_of(answer), "value", status_of(answer)))
            if status not in IN_PROGRESS:
                return answer
            if time.monotonic() + interval > deadline:
                raise TimeoutError(f"still {status} after {timeout:.0f} s")
            time.sleep(interval)
            interval = min(interval * 1.5, 10.0)

    @staticmethod
    def _parsed(response: Response[Any]) -> Any:
        if response.status_code >= 400:
            raise _error_of(response.status_code, response.content)
        return response.parsed


def _next_page_query(link: str | None) -> dict[str, Any] | None:
    """The query of the page a Link header (RFC 8288) names as rel="next"; None on the last page."""
    found = re.search(r'<([^>]+)>\s*;\s*rel="next"', link or "")
    if not found:
        return None
    search = parse_qs(urlsplit(found.group(1)).query)
    return {"limit": int(search["limit"][0]) if "limit" in search else UNSET, "cursor": search.get("cursor", [UNSET])[0]}


def _error_of(status: int, content: bytes) -> LikenessError:
    try:
        body = httpx.Response(status, content=content).json()
    except ValueError:
        body = None
    text = body.get("error") if isinstance(body, dict) else None
    return LikenessError(status, text if isinstance(text, str) else content.decode("utf-8", "replace")[:300], body)
