from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.listing_page import ListingPage
from ...models.search_marketplace_listings_sort import SearchMarketplaceListingsSort
from ...types import Unset


def _get_kwargs(
    *,
    search: str | Unset = UNSET,
    sort: SearchMarketplaceListingsSort | Unset = SearchMarketplaceListingsSort.NEWEST,
    limit: int | Unset = 50,
    offset: int | None | Unset = 0,
    cursor: str | Unset = UNSET,
) -> dict[str, Any]:
    params: dict[str, Any] = {}

    params["search"] = search

    json_sort: str | Unset = UNSET
    if not isinstance(sort, Unset):
        json_sort = sort.value

    params["sort"] = json_sort

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
        "url": "/api/marketplace/listings",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | ListingPage | None:
    if response.status_code == 200:
        response_200 = ListingPage.from_dict(response.json())

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
) -> Response[Error | ListingPage]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    search: str | Unset = UNSET,
    sort: SearchMarketplaceListingsSort | Unset = SearchMarketplaceListingsSort.NEWEST,
    limit: int | Unset = 50,
    offset: int | None | Unset = 0,
    cursor: str | Unset = UNSET,
) -> Response[Error | ListingPage]:
    """Search active listings (title and description), sorted by newest, price or popularity

     Searches the active listings of every seller by the words of their title and description (each word,
    or its beginning, in any order); pages with limit and offset, or with cursor (next_cursor of the
    page before), which reads no row before the page however deep it is.

    Args:
        search (str | Unset):
        sort (SearchMarketplaceListingsSort | Unset): newest first, cheapest first, or most sold
            first Default: SearchMarketplaceListingsSort.NEWEST.
        limit (int | Unset): Page size, 1-200 (default 50); above 200 is a 400 Default: 50.
        offset (int | None | Unset): Entries to skip, for the next pages Default: 0.
        cursor (str | Unset): next_cursor of the page before: the page after it, read from where
            that page ended (however deep), with no offset

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | ListingPage]
    """

    kwargs = _get_kwargs(
        search=search,
        sort=sort,
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
    search: str | Unset = UNSET,
    sort: SearchMarketplaceListingsSort | Unset = SearchMarketplaceListingsSort.NEWEST,
    limit: int | Unset = 50,
    offset: int | None | Unset = 0,
    cursor: str | Unset = UNSET,
) -> Error | ListingPage | None:
    """Search active listings (title and description), sorted by newest, price or popularity

     Searches the active listings of every seller by the words of their title and description (each word,
    or its beginning, in any order); pages with limit and offset, or with cursor (next_cursor of the
    page before), which reads no row before the page however deep it is.

    Args:
        search (str | Unset):
        sort (SearchMarketplaceListingsSort | Unset): newest first, cheapest first, or most sold
            first Default: SearchMarketplaceListingsSort.NEWEST.
        limit (int | Unset): Page size, 1-200 (default 50); above 200 is a 400 Default: 50.
        offset (int | None | Unset): Entries to skip, for the next pages Default: 0.
        cursor (str | Unset): next_cursor of the page before: the page after it, read from where
            that page ended (however deep), with no offset

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | ListingPage
    """

    return sync_detailed(
        client=client,
        search=search,
        sort=sort,
        limit=limit,
        offset=offset,
        cursor=cursor,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    search: str | Unset = UNSET,
    sort: SearchMarketplaceListingsSort | Unset = SearchMarketplaceListingsSort.NEWEST,
    limit: int | Unset = 50,
    offset: int | None | Unset = 0,
    cursor: str | Unset = UNSET,
) -> Response[Error | ListingPage]:
    """Search active listings (title and description), sorted by newest, price or popularity

     Searches the active listings of every seller by the words of their title and description (each word,
    or its beginning, in any order); pages with limit and offset, or with cursor (next_cursor of the
    page before), which reads no row before the page however deep it is.

    Args:
        search (str | Unset):
        sort (SearchMarketplaceListingsSort | Unset): newest first, cheapest first, or most sold
            first Default: SearchMarketplaceListingsSort.NEWEST.
        limit (int | Unset): Page size, 1-200 (default 50); above 200 is a 400 Default: 50.
        offset (int | None | Unset): Entries to skip, for the next pages Default: 0.
        cursor (str | Unset): next_cursor of the page before: the page after it, read from where
            that page ended (however deep), with no offset

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | ListingPage]
    """

    kwargs = _get_kwargs(
        search=search,
        sort=sort,
        limit=limit,
        offset=offset,
        cursor=cursor,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    search: str | Unset = UNSET,
    sort: SearchMarketplaceListingsSort | Unset = SearchMarketplaceListingsSort.NEWEST,
    limit: int | Unset = 50,
    offset: int | None | Unset = 0,
    cursor: str | Unset = UNSET,
) -> Error | ListingPage | None:
    """Search active listings (title and description), sorted by newest, price or popularity

     Searches the active listings of every seller by the words of their title and description (each word,
    or its beginning, in any order); pages with limit and offset, or with cursor (next_cursor of the
    page before), which reads no row before the page however deep it is.

    Args:
        search (str | Unset):
        sort (SearchMarketplaceListingsSort | Unset): newest first, cheapest first, or most sold
            first Default: SearchMarketplaceListingsSort.NEWEST.
        limit (int | Unset): Page size, 1-200 (default 50); above 200 is a 400 Default: 50.
        offset (int | None | Unset): Entries to skip, for the next pages Default: 0.
        cursor (str | Unset): next_cursor of the page before: the page after it, read from where
            that page ended (however deep), with no offset

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | ListingPage
    """

    return (
        await asyncio_detailed(
            client=client,
            search=search,
            sort=sort,
            limit=limit,
            offset=offset,
            cursor=cursor,
        )
    ).parsed
