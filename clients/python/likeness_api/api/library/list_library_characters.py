from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.library_page import LibraryPage
from ...types import Unset


def _get_kwargs(
    *,
    search: str | Unset = UNSET,
    limit: int | Unset = 100,
    cursor: str | Unset = UNSET,
) -> dict[str, Any]:
    params: dict[str, Any] = {}

    params["search"] = search

    params["limit"] = limit

    params["cursor"] = cursor

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/library",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | LibraryPage | None:
    if response.status_code == 200:
        response_200 = LibraryPage.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())

        return response_400

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | LibraryPage]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    search: str | Unset = UNSET,
    limit: int | Unset = 100,
    cursor: str | Unset = UNSET,
) -> Response[Error | LibraryPage]:
    """Browse the public character library (no API key needed); most imported first, then by name

     Browses the public library of ready-made and published characters, with search (every word, or the
    beginning of one, in the name, appearance or description); no API key needed. Pass next_cursor as
    cursor for the next page.

    Args:
        search (str | Unset):
        limit (int | Unset): Page size, 1-200 (default 100); above 200 is a 400 Default: 100.
        cursor (str | Unset): next_cursor of the page before: the page after it, read from where
            that page ended (however deep), with no offset

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | LibraryPage]
    """

    kwargs = _get_kwargs(
        search=search,
        limit=limit,
        cursor=cursor,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    search: str | Unset = UNSET,
    limit: int | Unset = 100,
    cursor: str | Unset = UNSET,
) -> Error | LibraryPage | None:
    """Browse the public character library (no API key needed); most imported first, then by name

     Browses the public library of ready-made and published characters, with search (every word, or the
    beginning of one, in the name, appearance or description); no API key needed. Pass next_cursor as
    cursor for the next page.

    Args:
        search (str | Unset):
        limit (int | Unset): Page size, 1-200 (default 100); above 200 is a 400 Default: 100.
        cursor (str | Unset): next_cursor of the page before: the page after it, read from where
            that page ended (however deep), with no offset

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | LibraryPage
    """

    return sync_detailed(
        client=client,
        search=search,
        limit=limit,
        cursor=cursor,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    search: str | Unset = UNSET,
    limit: int | Unset = 100,
    cursor: str | Unset = UNSET,
) -> Response[Error | LibraryPage]:
    """Browse the public character library (no API key needed); most imported first, then by name

     Browses the public library of ready-made and published characters, with search (every word, or the
    beginning of one, in the name, appearance or description); no API key needed. Pass next_cursor as
    cursor for the next page.

    Args:
        search (str | Unset):
        limit (int | Unset): Page size, 1-200 (default 100); above 200 is a 400 Default: 100.
        cursor (str | Unset): next_cursor of the page before: the page after it, read from where
            that page ended (however deep), with no offset

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | LibraryPage]
    """

    kwargs = _get_kwargs(
        search=search,
        limit=limit,
        cursor=cursor,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    search: str | Unset = UNSET,
    limit: int | Unset = 100,
    cursor: str | Unset = UNSET,
) -> Error | LibraryPage | None:
    """Browse the public character library (no API key needed); most imported first, then by name

     Browses the public library of ready-made and published characters, with search (every word, or the
    beginning of one, in the name, appearance or description); no API key needed. Pass next_cursor as
    cursor for the next page.

    Args:
        search (str | Unset):
        limit (int | Unset): Page size, 1-200 (default 100); above 200 is a 400 Default: 100.
        cursor (str | Unset): next_cursor of the page before: the page after it, read from where
            that page ended (however deep), with no offset

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | LibraryPage
    """

    return (
        await asyncio_detailed(
            client=client,
            search=search,
            limit=limit,
            cursor=cursor,
        )
    ).parsed
