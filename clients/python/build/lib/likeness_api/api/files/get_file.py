from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response
from ... import errors

from ...models.error import Error
from ...types import File
from io import BytesIO


def _get_kwargs(
    folder: str,
    name: str,
) -> dict[str, Any]:
    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/files/{folder}/{name}".format(
            folder=quote(str(folder), safe=""),
            name=quote(str(name), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | File | None:
    if response.status_code == 200:
        response_200 = File(payload=BytesIO(response.content))

        return response_200

    if response.status_code == 404:
        response_404 = Error.from_dict(response.json())

        return response_404

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | File]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    folder: str,
    name: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[Error | File]:
    """A stored image or PDF (unguessable URL; no API key needed)

     Serves a stored file by its unguessable URL, with long cache headers. Image and PDF URLs in other
    responses point here.

    Args:
        folder (str):
        name (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | File]
    """

    kwargs = _get_kwargs(
        folder=folder,
        name=name,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    folder: str,
    name: str,
    *,
    client: AuthenticatedClient | Client,
) -> Error | File | None:
    """A stored image or PDF (unguessable URL; no API key needed)

     Serves a stored file by its unguessable URL, with long cache headers. Image and PDF URLs in other
    responses point here.

    Args:
        folder (str):
        name (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | File
    """

    return sync_detailed(
        folder=folder,
        name=name,
        client=client,
    ).parsed


async def asyncio_detailed(
    folder: str,
    name: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[Error | File]:
    """A stored image or PDF (unguessable URL; no API key needed)

     Serves a stored file by its unguessable URL, with long cache headers. Image and PDF URLs in other
    responses point here.

    Args:
        folder (str):
        name (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | File]
    """

    kwargs = _get_kwargs(
        folder=folder,
        name=name,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    folder: str,
    name: str,
    *,
    client: AuthenticatedClient | Client,
) -> Error | File | None:
    """A stored image or PDF (unguessable URL; no API key needed)

     Serves a stored file by its unguessable URL, with long cache headers. Image and PDF URLs in other
    responses point here.

    Args:
        folder (str):
        name (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | File
    """

    return (
        await asyncio_detailed(
            folder=folder,
            name=name,
            client=client,
        )
    ).parsed
