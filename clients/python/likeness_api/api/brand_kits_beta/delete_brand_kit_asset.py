from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.delete_brand_kit_asset_response_200 import DeleteBrandKitAssetResponse200
from ...models.error import Error
from uuid import UUID


def _get_kwargs(
    id: UUID,
    *,
    asset_id: UUID,
) -> dict[str, Any]:
    params: dict[str, Any] = {}

    json_asset_id = str(asset_id)
    params["asset_id"] = json_asset_id

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/api/brand-kits/{id}/assets".format(
            id=quote(str(id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> DeleteBrandKitAssetResponse200 | Error | None:
    if response.status_code == 200:
        response_200 = DeleteBrandKitAssetResponse200.from_dict(response.json())

        return response_200

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

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[DeleteBrandKitAssetResponse200 | Error]:
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
    asset_id: UUID,
) -> Response[DeleteBrandKitAssetResponse200 | Error]:
    """Delete one asset of a brand kit and its stored image

     Deletes one asset of a brand kit and its stored image.

    Args:
        id (UUID):
        asset_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DeleteBrandKitAssetResponse200 | Error]
    """

    kwargs = _get_kwargs(
        id=id,
        asset_id=asset_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: UUID,
    *,
    client: AuthenticatedClient,
    asset_id: UUID,
) -> DeleteBrandKitAssetResponse200 | Error | None:
    """Delete one asset of a brand kit and its stored image

     Deletes one asset of a brand kit and its stored image.

    Args:
        id (UUID):
        asset_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DeleteBrandKitAssetResponse200 | Error
    """

    return sync_detailed(
        id=id,
        client=client,
        asset_id=asset_id,
    ).parsed


async def asyncio_detailed(
    id: UUID,
    *,
    client: AuthenticatedClient,
    asset_id: UUID,
) -> Response[DeleteBrandKitAssetResponse200 | Error]:
    """Delete one asset of a brand kit and its stored image

     Deletes one asset of a brand kit and its stored image.

    Args:
        id (UUID):
        asset_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DeleteBrandKitAssetResponse200 | Error]
    """

    kwargs = _get_kwargs(
        id=id,
        asset_id=asset_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: UUID,
    *,
    client: AuthenticatedClient,
    asset_id: UUID,
) -> DeleteBrandKitAssetResponse200 | Error | None:
    """Delete one asset of a brand kit and its stored image

     Deletes one asset of a brand kit and its stored image.

    Args:
        id (UUID):
        asset_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DeleteBrandKitAssetResponse200 | Error
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            asset_id=asset_id,
        )
    ).parsed
