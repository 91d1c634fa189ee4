from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response
from ... import errors

from ...models.create_marketplace_listing_body import CreateMarketplaceListingBody
from ...models.error import Error
from ...models.listing import Listing


def _get_kwargs(
    *,
    body: CreateMarketplaceListingBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/marketplace/listings",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | Listing | None:
    if response.status_code == 201:
        response_201 = Listing.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Error.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = Error.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = Error.from_dict(response.json())

        return response_409

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | Listing]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateMarketplaceListingBody,
) -> Response[Error | Listing]:
    """List one of your published characters for sale (you receive the price less a 20 % platform fee)

     Puts one of your published characters up for sale at a price in credits (1 to 10,000); a seller
    holds at most 100 active listings.

    Args:
        body (CreateMarketplaceListingBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | Listing]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    body: CreateMarketplaceListingBody,
) -> Error | Listing | None:
    """List one of your published characters for sale (you receive the price less a 20 % platform fee)

     Puts one of your published characters up for sale at a price in credits (1 to 10,000); a seller
    holds at most 100 active listings.

    Args:
        body (CreateMarketplaceListingBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | Listing
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateMarketplaceListingBody,
) -> Response[Error | Listing]:
    """List one of your published characters for sale (you receive the price less a 20 % platform fee)

     Puts one of your published characters up for sale at a price in credits (1 to 10,000); a seller
    holds at most 100 active listings.

    Args:
        body (CreateMarketplaceListingBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | Listing]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: CreateMarketplaceListingBody,
) -> Error | Listing | None:
    """List one of your published characters for sale (you receive the price less a 20 % platform fee)

     Puts one of your published characters up for sale at a price in credits (1 to 10,000); a seller
    holds at most 100 active listings.

    Args:
        body (CreateMarketplaceListingBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | Listing
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
