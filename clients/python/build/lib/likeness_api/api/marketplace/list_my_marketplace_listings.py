from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.list_my_marketplace_listings_status import (
    ListMyMarketplaceListingsStatus,
)
from ...models.seller_listing_page import SellerListingPage
from ...types import Unset


def _get_kwargs(
    *,
    status: ListMyMarketplaceListingsStatus | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | None | Unset = 0,
) -> dict[str, Any]:
    params: dict[str, Any] = {}

    json_status: str | Unset = UNSET
    if not isinstance(status, Unset):
        json_status = status.value

    params["status"] = json_status

    params["limit"] = limit

    json_offset: int | None | Unset
    if isinstance(offset, Unset):
        json_offset = UNSET
    else:
        json_offset = offset
    params["offset"] = json_offset

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/marketplace/my-listings",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | SellerListingPage | None:
    if response.status_code == 200:
        response_200 = SellerListingPage.from_dict(response.json())

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
) -> Response[Error | SellerListingPage]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    status: ListMyMarketplaceListingsStatus | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | None | Unset = 0,
) -> Response[Error | SellerListingPage]:
    """Your own listings, active and withdrawn, with their sales and earnings

     The listings you created, newest first, withdrawn ones included (filter with status), each with its
    sales count and the credits its sales paid you.

    Args:
        status (ListMyMarketplaceListingsStatus | Unset): Only active or only withdrawn listings;
            both when left out
        limit (int | Unset): Page size, 1-200 (default 50); above 200 is a 400 Default: 50.
        offset (int | None | Unset): Entries to skip, for the next pages Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | SellerListingPage]
    """

    kwargs = _get_kwargs(
        status=status,
        limit=limit,
        offset=offset,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    status: ListMyMarketplaceListingsStatus | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | None | Unset = 0,
) -> Error | SellerListingPage | None:
    """Your own listings, active and withdrawn, with their sales and earnings

     The listings you created, newest first, withdrawn ones included (filter with status), each with its
    sales count and the credits its sales paid you.

    Args:
        status (ListMyMarketplaceListingsStatus | Unset): Only active or only withdrawn listings;
            both when left out
        limit (int | Unset): Page size, 1-200 (default 50); above 200 is a 400 Default: 50.
        offset (int | None | Unset): Entries to skip, for the next pages Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | SellerListingPage
    """

    return sync_detailed(
        client=client,
        status=status,
        limit=limit,
        offset=offset,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    status: ListMyMarketplaceListingsStatus | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | None | Unset = 0,
) -> Response[Error | SellerListingPage]:
    """Your own listings, active and withdrawn, with their sales and earnings

     The listings you created, newest first, withdrawn ones included (filter with status), each with its
    sales count and the credits its sales paid you.

    Args:
        status (ListMyMarketplaceListingsStatus | Unset): Only active or only withdrawn listings;
            both when left out
        limit (int | Unset): Page size, 1-200 (default 50); above 200 is a 400 Default: 50.
        offset (int | None | Unset): Entries to skip, for the next pages Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | SellerListingPage]
    """

    kwargs = _get_kwargs(
        status=status,
        limit=limit,
        offset=offset,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    status: ListMyMarketplaceListingsStatus | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | None | Unset = 0,
) -> Error | SellerListingPage | None:
    """Your own listings, active and withdrawn, with their sales and earnings

     The listings you created, newest first, withdrawn ones included (filter with status), each with its
    sales count and the credits its sales paid you.

    Args:
        status (ListMyMarketplaceListingsStatus | Unset): Only active or only withdrawn listings;
            both when left out
        limit (int | Unset): Page size, 1-200 (default 50); above 200 is a 400 Default: 50.
        offset (int | None | Unset): Entries to skip, for the next pages Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | SellerListingPage
    """

    return (
        await asyncio_detailed(
            client=client,
            status=status,
            limit=limit,
            offset=offset,
        )
    ).parsed
