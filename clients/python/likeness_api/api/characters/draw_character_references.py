from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response
from ... import errors

from ...models.draw_character_references_body import DrawCharacterReferencesBody
from ...models.error import Error
from ...models.reference_sheet import ReferenceSheet
from uuid import UUID


def _get_kwargs(
    id: UUID,
    *,
    body: DrawCharacterReferencesBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/characters/{id}/references".format(
            id=quote(str(id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | ReferenceSheet | None:
    if response.status_code == 200:
        response_200 = ReferenceSheet.from_dict(response.json())

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

    if response.status_code == 409:
        response_409 = Error.from_dict(response.json())

        return response_409

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    if response.status_code == 502:
        response_502 = Error.from_dict(response.json())

        return response_502

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | ReferenceSheet]:
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
    body: DrawCharacterReferencesBody,
) -> Response[Error | ReferenceSheet]:
    """Draw reference sheets (angles and expressions) of a draft character; a label drawn again replaces
    its image

     Draws the reference sheet of a draft character: one image per label (angles and expressions). Free,
    for accounts whose email address is confirmed or that bought credits.

    Args:
        id (UUID):
        body (DrawCharacterReferencesBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | ReferenceSheet]
    """

    kwargs = _get_kwargs(
        id=id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: UUID,
    *,
    client: AuthenticatedClient,
    body: DrawCharacterReferencesBody,
) -> Error | ReferenceSheet | None:
    """Draw reference sheets (angles and expressions) of a draft character; a label drawn again replaces
    its image

     Draws the reference sheet of a draft character: one image per label (angles and expressions). Free,
    for accounts whose email address is confirmed or that bought credits.

    Args:
        id (UUID):
        body (DrawCharacterReferencesBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | ReferenceSheet
    """

    return sync_detailed(
        id=id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    id: UUID,
    *,
    client: AuthenticatedClient,
    body: DrawCharacterReferencesBody,
) -> Response[Error | ReferenceSheet]:
    """Draw reference sheets (angles and expressions) of a draft character; a label drawn again replaces
    its image

     Draws the reference sheet of a draft character: one image per label (angles and expressions). Free,
    for accounts whose email address is confirmed or that bought credits.

    Args:
        id (UUID):
        body (DrawCharacterReferencesBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | ReferenceSheet]
    """

    kwargs = _get_kwargs(
        id=id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: UUID,
    *,
    client: AuthenticatedClient,
    body: DrawCharacterReferencesBody,
) -> Error | ReferenceSheet | None:
    """Draw reference sheets (angles and expressions) of a draft character; a label drawn again replaces
    its image

     Draws the reference sheet of a draft character: one image per label (angles and expressions). Free,
    for accounts whose email address is confirmed or that bought credits.

    Args:
        id (UUID):
        body (DrawCharacterReferencesBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | ReferenceSheet
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            body=body,
        )
    ).parsed
