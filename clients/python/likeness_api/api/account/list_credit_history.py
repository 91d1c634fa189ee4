from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.credit_history import CreditHistory
from ...models.error import Error
from ...types import Unset


def _get_kwargs(
    *,
    limit: int | Unset = 50,
    offset: int | None | Unset = 0,
    cursor: str | Unset = UNSET,
) -> dict[str, Any]:
    params: dict[str, Any] = {}

    params["limit"] = limit

    json_offset: int | None | Unset
    if isinstance(offset, Unset):
        json_offset = UNSET
    else:
        json_offset = offset
    params["offset"] = json_offset

    params["cursor"] = cursor

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/credits/history",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> CreditHistory | Error | None:
    if response.status_code == 200:
        response_200 = CreditHistory.from_dict(response.json())

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
) -> Response[CreditHistory | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 50,
    offset: int | None | Unset = 0,
    cursor: str | Unset = UNSET,
) -> Response[CreditHistory | Error]:
    """The caller's credit ledger, newest first

     Grants, charges and refunds of the caller, newest first, paged with limit and offset or with cursor
    (next_cursor of the page before); each entry carries the balance after it.

    Args:
        limit (int | Unset): Page size, 1-200 (default 50); above 200 is a 400 Default: 50.
        offset (int | None | Unset): Entries to skip, for the next pages Default: 0.
        cursor (str | Unset): next_cursor of the page before: the page after it, read from where
            that page ended (however deep), with no offset

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreditHistory | Error]
    """

    kwargs = _get_kwargs(
        limit=limit,
        offset=offset,
        cursor=cursor,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 50,
    offset: int | None | Unset = 0,
    cursor: str | Unset = UNSET,
) -> CreditHistory | Error | None:
    """The caller's credit ledger, newest first

     Grants, charges and refunds of the caller, newest first, paged with limit and offset or with cursor
    (next_cursor of the page before); each entry carries the balance after it.

    Args:
        limit (int | Unset): Page size, 1-200 (default 50); above 200 is a 400 Default: 50.
        offset (int | None | Unset): Entries to skip, for the next pages Default: 0.
        cursor (str | Unset): next_cursor of the page before: the page after it, read from where
            that page ended (however deep), with no offset

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreditHistory | Error
    """

    return sync_detailed(
        client=client,
        limit=limit,
        offset=offset,
        cursor=cursor,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 50,
    offset: int | None | Unset = 0,
    cursor: str | Unset = UNSET,
) -> Response[CreditHistory | Error]:
    """The caller's credit ledger, newest first

     Grants, charges and refunds of the caller, newest first, paged with limit and offset or with cursor
    (next_cursor of the page before); each entry carries the balance after it.

    Args:
        limit (int | Unset): Page size, 1-200 (default 50); above 200 is a 400 Default: 50.
        offset (int | None | Unset): Entries to skip, for the next pages Default: 0.
        cursor (str | Unset): next_cursor of the page before: the page after it, read from where
            that page ended (however deep), with no offset

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreditHistory | Error]
    """

    kwargs = _get_kwargs(
        limit=limit,
        offset=offset,
        cursor=cursor,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 50,
    offset: int | None | Unset = 0,
    cursor: str | Unset = UNSET,
) -> CreditHistory | Error | None:
    """The caller's credit ledger, newest first

     Grants, charges and refunds of the caller, newest first, paged with limit and offset or with cursor
    (next_cursor of the page before); each entry carries the balance after it.

    Args:
        limit (int | Unset): Page size, 1-200 (default 50); above 200 is a 400 Default: 50.
        offset (int | None | Unset): Entries to skip, for the next pages Default: 0.
        cursor (str | Unset): next_cursor of the page before: the page after it, read from where
            that page ended (however deep), with no offset

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreditHistory | Error
    """

    return (
        await asyncio_detailed(
            client=client,
            limit=limit,
            offset=offset,
            cursor=cursor,
        )
    ).parsed
