from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.webhook_delivery_list import WebhookDeliveryList
from ...types import Unset
from uuid import UUID


def _get_kwargs(
    id: UUID,
    *,
    limit: int | Unset = 20,
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
        "url": "/api/webhooks/{id}/deliveries".format(
            id=quote(str(id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | WebhookDeliveryList | None:
    if response.status_code == 200:
        response_200 = WebhookDeliveryList.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())

        return response_401

    if response.status_code == 404:
        response_404 = Error.from_dict(response.json())

        return response_404

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | WebhookDeliveryList]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    id: UUID,
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 20,
    offset: int | None | Unset = 0,
    cursor: str | Unset = UNSET,
) -> Response[Error | WebhookDeliveryList]:
    """A webhook endpoint's deliveries with their attempts

     Deliveries to this endpoint, newest first, each with its event, its status and every attempt: when,
    the status code, the latency and the first 1 KB of the answer; pages with limit and offset or cursor
    (next_cursor of the page before).

    Args:
        id (UUID):
        limit (int | Unset): Page size, 1-100 (default 20); above 100 is a 400 Default: 20.
        offset (int | None | Unset): Entries to skip, for the next pages Default: 0.
        cursor (str | Unset): next_cursor of the page before: the page after it, read from where
            that page ended (however deep), with no offset

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | WebhookDeliveryList]
    """

    kwargs = _get_kwargs(
        id=id,
        limit=limit,
        offset=offset,
        cursor=cursor,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: UUID,
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 20,
    offset: int | None | Unset = 0,
    cursor: str | Unset = UNSET,
) -> Error | WebhookDeliveryList | None:
    """A webhook endpoint's deliveries with their attempts

     Deliveries to this endpoint, newest first, each with its event, its status and every attempt: when,
    the status code, the latency and the first 1 KB of the answer; pages with limit and offset or cursor
    (next_cursor of the page before).

    Args:
        id (UUID):
        limit (int | Unset): Page size, 1-100 (default 20); above 100 is a 400 Default: 20.
        offset (int | None | Unset): Entries to skip, for the next pages Default: 0.
        cursor (str | Unset): next_cursor of the page before: the page after it, read from where
            that page ended (however deep), with no offset

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | WebhookDeliveryList
    """

    return sync_detailed(
        id=id,
        client=client,
        limit=limit,
        offset=offset,
        cursor=cursor,
    ).parsed


async def asyncio_detailed(
    id: UUID,
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 20,
    offset: int | None | Unset = 0,
    cursor: str | Unset = UNSET,
) -> Response[Error | WebhookDeliveryList]:
    """A webhook endpoint's deliveries with their attempts

     Deliveries to this endpoint, newest first, each with its event, its status and every attempt: when,
    the status code, the latency and the first 1 KB of the answer; pages with limit and offset or cursor
    (next_cursor of the page before).

    Args:
        id (UUID):
        limit (int | Unset): Page size, 1-100 (default 20); above 100 is a 400 Default: 20.
        offset (int | None | Unset): Entries to skip, for the next pages Default: 0.
        cursor (str | Unset): next_cursor of the page before: the page after it, read from where
            that page ended (however deep), with no offset

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | WebhookDeliveryList]
    """

    kwargs = _get_kwargs(
        id=id,
        limit=limit,
        offset=offset,
        cursor=cursor,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: UUID,
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 20,
    offset: int | None | Unset = 0,
    cursor: str | Unset = UNSET,
) -> Error | WebhookDeliveryList | None:
    """A webhook endpoint's deliveries with their attempts

     Deliveries to this endpoint, newest first, each with its event, its status and every attempt: when,
    the status code, the latency and the first 1 KB of the answer; pages with limit and offset or cursor
    (next_cursor of the page before).

    Args:
        id (UUID):
        limit (int | Unset): Page size, 1-100 (default 20); above 100 is a 400 Default: 20.
        offset (int | None | Unset): Entries to skip, for the next pages Default: 0.
        cursor (str | Unset): next_cursor of the page before: the page after it, read from where
            that page ended (however deep), with no offset

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | WebhookDeliveryList
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            limit=limit,
            offset=offset,
            cursor=cursor,
        )
    ).parsed
