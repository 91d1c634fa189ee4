from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response
from ... import errors

from ...models.edit_history import EditHistory
from ...models.error import Error
from uuid import UUID


def _get_kwargs(
    image_id: UUID,
) -> dict[str, Any]:
    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/scenes/{image_id}/edits".format(
            image_id=quote(str(image_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> EditHistory | Error | None:
    if response.status_code == 200:
        response_200 = EditHistory.from_dict(response.json())

        return response_200

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
) -> Response[EditHistory | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    image_id: UUID,
    *,
    client: AuthenticatedClient,
) -> Response[EditHistory | Error]:
    """The edit history of a scene

     The edits made of one of your scenes, newest first; each names the scene it was edited from, and its
    own edits are listed the same way.

    Args:
        image_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EditHistory | Error]
    """

    kwargs = _get_kwargs(
        image_id=image_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    image_id: UUID,
    *,
    client: AuthenticatedClient,
) -> EditHistory | Error | None:
    """The edit history of a scene

     The edits made of one of your scenes, newest first; each names the scene it was edited from, and its
    own edits are listed the same way.

    Args:
        image_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EditHistory | Error
    """

    return sync_detailed(
        image_id=image_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    image_id: UUID,
    *,
    client: AuthenticatedClient,
) -> Response[EditHistory | Error]:
    """The edit history of a scene

     The edits made of one of your scenes, newest first; each names the scene it was edited from, and its
    own edits are listed the same way.

    Args:
        image_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EditHistory | Error]
    """

    kwargs = _get_kwargs(
        image_id=image_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    image_id: UUID,
    *,
    client: AuthenticatedClient,
) -> EditHistory | Error | None:
    """The edit history of a scene

     The edits made of one of your scenes, newest first; each names the scene it was edited from, and its
    own edits are listed the same way.

    Args:
        image_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EditHistory | Error
    """

    return (
        await asyncio_detailed(
            image_id=image_id,
            client=client,
        )
    ).parsed
