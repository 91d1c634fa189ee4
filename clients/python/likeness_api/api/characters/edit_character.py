from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response
from ... import errors

from ...models.character import Character
from ...models.edit_character import EditCharacter
from ...models.error import Error
from uuid import UUID


def _get_kwargs(
    id: UUID,
    *,
    body: EditCharacter,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "patch",
        "url": "/api/characters/{id}".format(
            id=quote(str(id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Character | Error | None:
    if response.status_code == 200:
        response_200 = Character.from_dict(response.json())

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

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Character | Error]:
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
    body: EditCharacter,
) -> Response[Character | Error]:
    """Edit a draft character: name, description, style notes, descriptor

     Changes a draft character's name, description, style notes or descriptor (fields left out stay as
    they are). Its reference sheet was drawn from what it was: draw it again after a change. 409 once
    the character is locked or published (unlock it first).

    Args:
        id (UUID):
        body (EditCharacter): What to change of a draft: a descriptor is given whole, as it should
            be (colours #RRGGBB)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Character | Error]
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
    body: EditCharacter,
) -> Character | Error | None:
    """Edit a draft character: name, description, style notes, descriptor

     Changes a draft character's name, description, style notes or descriptor (fields left out stay as
    they are). Its reference sheet was drawn from what it was: draw it again after a change. 409 once
    the character is locked or published (unlock it first).

    Args:
        id (UUID):
        body (EditCharacter): What to change of a draft: a descriptor is given whole, as it should
            be (colours #RRGGBB)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Character | Error
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
    body: EditCharacter,
) -> Response[Character | Error]:
    """Edit a draft character: name, description, style notes, descriptor

     Changes a draft character's name, description, style notes or descriptor (fields left out stay as
    they are). Its reference sheet was drawn from what it was: draw it again after a change. 409 once
    the character is locked or published (unlock it first).

    Args:
        id (UUID):
        body (EditCharacter): What to change of a draft: a descriptor is given whole, as it should
            be (colours #RRGGBB)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Character | Error]
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
    body: EditCharacter,
) -> Character | Error | None:
    """Edit a draft character: name, description, style notes, descriptor

     Changes a draft character's name, description, style notes or descriptor (fields left out stay as
    they are). Its reference sheet was drawn from what it was: draw it again after a change. 409 once
    the character is locked or published (unlock it first).

    Args:
        id (UUID):
        body (EditCharacter): What to change of a draft: a descriptor is given whole, as it should
            be (colours #RRGGBB)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Character | Error
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            body=body,
        )
    ).parsed
