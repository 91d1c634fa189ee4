from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response
from ... import errors

from ...models.error import Error
from ...models.update_comic_body import UpdateComicBody
from ...models.update_comic_response_200 import UpdateComicResponse200
from uuid import UUID


def _get_kwargs(
    id: UUID,
    *,
    body: UpdateComicBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "patch",
        "url": "/api/comics/{id}".format(
            id=quote(str(id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | UpdateComicResponse200 | None:
    if response.status_code == 200:
        response_200 = UpdateComicResponse200.from_dict(response.json())

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
) -> Response[Error | UpdateComicResponse200]:
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
    body: UpdateComicBody,
) -> Response[Error | UpdateComicResponse200]:
    """Change the comic's language; its panels are lettered again in it (free)

     Changes the comic's language (BCP 47): every panel is lettered again in it (fonts, line breaks,
    reading direction, vertical balloons for a Japanese or Chinese manga read right to left; bubbles
    placed again, moved anchors reset) and its alt_text follows unless you wrote your own. Free.

    Args:
        id (UUID):
        body (UpdateComicBody): The language to re-letter the comic in

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | UpdateComicResponse200]
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
    body: UpdateComicBody,
) -> Error | UpdateComicResponse200 | None:
    """Change the comic's language; its panels are lettered again in it (free)

     Changes the comic's language (BCP 47): every panel is lettered again in it (fonts, line breaks,
    reading direction, vertical balloons for a Japanese or Chinese manga read right to left; bubbles
    placed again, moved anchors reset) and its alt_text follows unless you wrote your own. Free.

    Args:
        id (UUID):
        body (UpdateComicBody): The language to re-letter the comic in

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | UpdateComicResponse200
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
    body: UpdateComicBody,
) -> Response[Error | UpdateComicResponse200]:
    """Change the comic's language; its panels are lettered again in it (free)

     Changes the comic's language (BCP 47): every panel is lettered again in it (fonts, line breaks,
    reading direction, vertical balloons for a Japanese or Chinese manga read right to left; bubbles
    placed again, moved anchors reset) and its alt_text follows unless you wrote your own. Free.

    Args:
        id (UUID):
        body (UpdateComicBody): The language to re-letter the comic in

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | UpdateComicResponse200]
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
    body: UpdateComicBody,
) -> Error | UpdateComicResponse200 | None:
    """Change the comic's language; its panels are lettered again in it (free)

     Changes the comic's language (BCP 47): every panel is lettered again in it (fonts, line breaks,
    reading direction, vertical balloons for a Japanese or Chinese manga read right to left; bubbles
    placed again, moved anchors reset) and its alt_text follows unless you wrote your own. Free.

    Args:
        id (UUID):
        body (UpdateComicBody): The language to re-letter the comic in

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | UpdateComicResponse200
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            body=body,
        )
    ).parsed
