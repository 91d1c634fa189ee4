from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response
from ... import errors

from ...models.comic_panel import ComicPanel
from ...models.error import Error
from ...models.update_comic_panel_lettering_body import UpdateComicPanelLetteringBody
from uuid import UUID


def _get_kwargs(
    id: UUID,
    page_number: int,
    *,
    body: UpdateComicPanelLetteringBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "patch",
        "url": "/api/comics/{id}/panels/{page_number}".format(
            id=quote(str(id), safe=""),
            page_number=quote(str(page_number), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ComicPanel | Error | None:
    if response.status_code == 200:
        response_200 = ComicPanel.from_dict(response.json())

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
) -> Response[ComicPanel | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    id: UUID,
    page_number: int,
    *,
    client: AuthenticatedClient,
    body: UpdateComicPanelLetteringBody,
) -> Response[ComicPanel | Error]:
    """Edit a panel's lettering (caption, caption type, speaker, bubble anchors) without rendering it again
    (free)

     Changes a panel's lettering (caption, caption type, speaker, bubble anchors) without drawing the
    panel again; its alt_text follows, unless you set your own with alt_text (null goes back to the made
    one). Free.

    Args:
        id (UUID):
        page_number (int):
        body (UpdateComicPanelLetteringBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ComicPanel | Error]
    """

    kwargs = _get_kwargs(
        id=id,
        page_number=page_number,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: UUID,
    page_number: int,
    *,
    client: AuthenticatedClient,
    body: UpdateComicPanelLetteringBody,
) -> ComicPanel | Error | None:
    """Edit a panel's lettering (caption, caption type, speaker, bubble anchors) without rendering it again
    (free)

     Changes a panel's lettering (caption, caption type, speaker, bubble anchors) without drawing the
    panel again; its alt_text follows, unless you set your own with alt_text (null goes back to the made
    one). Free.

    Args:
        id (UUID):
        page_number (int):
        body (UpdateComicPanelLetteringBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ComicPanel | Error
    """

    return sync_detailed(
        id=id,
        page_number=page_number,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    id: UUID,
    page_number: int,
    *,
    client: AuthenticatedClient,
    body: UpdateComicPanelLetteringBody,
) -> Response[ComicPanel | Error]:
    """Edit a panel's lettering (caption, caption type, speaker, bubble anchors) without rendering it again
    (free)

     Changes a panel's lettering (caption, caption type, speaker, bubble anchors) without drawing the
    panel again; its alt_text follows, unless you set your own with alt_text (null goes back to the made
    one). Free.

    Args:
        id (UUID):
        page_number (int):
        body (UpdateComicPanelLetteringBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ComicPanel | Error]
    """

    kwargs = _get_kwargs(
        id=id,
        page_number=page_number,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: UUID,
    page_number: int,
    *,
    client: AuthenticatedClient,
    body: UpdateComicPanelLetteringBody,
) -> ComicPanel | Error | None:
    """Edit a panel's lettering (caption, caption type, speaker, bubble anchors) without rendering it again
    (free)

     Changes a panel's lettering (caption, caption type, speaker, bubble anchors) without drawing the
    panel again; its alt_text follows, unless you set your own with alt_text (null goes back to the made
    one). Free.

    Args:
        id (UUID):
        page_number (int):
        body (UpdateComicPanelLetteringBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ComicPanel | Error
    """

    return (
        await asyncio_detailed(
            id=id,
            page_number=page_number,
            client=client,
            body=body,
        )
    ).parsed
