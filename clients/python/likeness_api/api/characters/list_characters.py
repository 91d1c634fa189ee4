from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.character_list_item import CharacterListItem
from ...models.error import Error
from ...types import Unset


def _get_kwargs(
    *,
    limit: int | Unset = 100,
    cursor: str | Unset = UNSET,
) -> dict[str, Any]:
    params: dict[str, Any] = {}

    params["limit"] = limit

    params["cursor"] = cursor

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/characters",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | list[CharacterListItem] | None:
    if response.status_code == 200:
        response_200 = []
        _response_200 = response.json()
        for response_200_item_data in _response_200:
            response_200_item = CharacterListItem.from_dict(response_200_item_data)

            response_200.append(response_200_item)

        return response_200

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())

        return response_401

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | list[CharacterListItem]]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 100,
    cursor: str | Unset = UNSET,
) -> Response[Error | list[CharacterListItem]]:
    """Your characters, newest first (paged: follow the Link header)

     The caller's characters, newest first, with their status and a thumbnail of each one's reference
    sheet, one page at a time: 100 by default (limit up to 200); the Link header (rel="next") names the
    next page until the last.

    Args:
        limit (int | Unset): Page size, 1-200 (default 100); above 200 is a 400 Default: 100.
        cursor (str | Unset): next_cursor of the page before: the page after it, read from where
            that page ended (however deep), with no offset

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | list[CharacterListItem]]
    """

    kwargs = _get_kwargs(
        limit=limit,
        cursor=cursor,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 100,
    cursor: str | Unset = UNSET,
) -> Error | list[CharacterListItem] | None:
    """Your characters, newest first (paged: follow the Link header)

     The caller's characters, newest first, with their status and a thumbnail of each one's reference
    sheet, one page at a time: 100 by default (limit up to 200); the Link header (rel="next") names the
    next page until the last.

    Args:
        limit (int | Unset): Page size, 1-200 (default 100); above 200 is a 400 Default: 100.
        cursor (str | Unset): next_cursor of the page before: the page after it, read from where
            that page ended (however deep), with no offset

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | list[CharacterListItem]
    """

    return sync_detailed(
        client=client,
        limit=limit,
        cursor=cursor,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 100,
    cursor: str | Unset = UNSET,
) -> Response[Error | list[CharacterListItem]]:
    """Your characters, newest first (paged: follow the Link header)

     The caller's characters, newest first, with their status and a thumbnail of each one's reference
    sheet, one page at a time: 100 by default (limit up to 200); the Link header (rel="next") names the
    next page until the last.

    Args:
        limit (int | Unset): Page size, 1-200 (default 100); above 200 is a 400 Default: 100.
        cursor (str | Unset): next_cursor of the page before: the page after it, read from where
            that page ended (however deep), with no offset

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | list[CharacterListItem]]
    """

    kwargs = _get_kwargs(
        limit=limit,
        cursor=cursor,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 100,
    cursor: str | Unset = UNSET,
) -> Error | list[CharacterListItem] | None:
    """Your characters, newest first (paged: follow the Link header)

     The caller's characters, newest first, with their status and a thumbnail of each one's reference
    sheet, one page at a time: 100 by default (limit up to 200); the Link header (rel="next") names the
    next page until the last.

    Args:
        limit (int | Unset): Page size, 1-200 (default 100); above 200 is a 400 Default: 100.
        cursor (str | Unset): next_cursor of the page before: the page after it, read from where
            that page ended (however deep), with no offset

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | list[CharacterListItem]
    """

    return (
        await asyncio_detailed(
            client=client,
            limit=limit,
            cursor=cursor,
        )
    ).parsed
