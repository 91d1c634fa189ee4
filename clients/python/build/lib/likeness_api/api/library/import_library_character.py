from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response
from ... import errors

from ...models.error import Error
from ...models.import_library_character_body import ImportLibraryCharacterBody
from ...models.library_import import LibraryImport


def _get_kwargs(
    *,
    body: ImportLibraryCharacterBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/library/import",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | LibraryImport | None:
    if response.status_code == 201:
        response_201 = LibraryImport.from_dict(response.json())

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

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | LibraryImport]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: ImportLibraryCharacterBody,
) -> Response[Error | LibraryImport]:
    """Copy a library character into your account (locked, with its own reference images; free)

     Copies a library character into the caller's account as a locked character with its own reference
    images. Free.

    Args:
        body (ImportLibraryCharacterBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | LibraryImport]
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
    body: ImportLibraryCharacterBody,
) -> Error | LibraryImport | None:
    """Copy a library character into your account (locked, with its own reference images; free)

     Copies a library character into the caller's account as a locked character with its own reference
    images. Free.

    Args:
        body (ImportLibraryCharacterBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | LibraryImport
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: ImportLibraryCharacterBody,
) -> Response[Error | LibraryImport]:
    """Copy a library character into your account (locked, with its own reference images; free)

     Copies a library character into the caller's account as a locked character with its own reference
    images. Free.

    Args:
        body (ImportLibraryCharacterBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | LibraryImport]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: ImportLibraryCharacterBody,
) -> Error | LibraryImport | None:
    """Copy a library character into your account (locked, with its own reference images; free)

     Copies a library character into the caller's account as a locked character with its own reference
    images. Free.

    Args:
        body (ImportLibraryCharacterBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | LibraryImport
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
