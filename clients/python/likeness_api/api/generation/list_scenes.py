from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.scene_list import SceneList
from ...types import Unset
from uuid import UUID


def _get_kwargs(
    *,
    limit: int | Unset = 24,
    after: UUID | Unset = UNSET,
    character_id: UUID | Unset = UNSET,
    source_image_id: UUID | Unset = UNSET,
) -> dict[str, Any]:
    params: dict[str, Any] = {}

    params["limit"] = limit

    json_after: str | Unset = UNSET
    if not isinstance(after, Unset):
        json_after = str(after)
    params["after"] = json_after

    json_character_id: str | Unset = UNSET
    if not isinstance(character_id, Unset):
        json_character_id = str(character_id)
    params["character_id"] = json_character_id

    json_source_image_id: str | Unset = UNSET
    if not isinstance(source_image_id, Unset):
        json_source_image_id = str(source_image_id)
    params["source_image_id"] = json_source_image_id

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/scenes",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | SceneList | None:
    if response.status_code == 200:
        response_200 = SceneList.from_dict(response.json())

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
) -> Response[Error | SceneList]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 24,
    after: UUID | Unset = UNSET,
    character_id: UUID | Unset = UNSET,
    source_image_id: UUID | Unset = UNSET,
) -> Response[Error | SceneList]:
    """Your gallery of generated scenes, newest first

     Your generated scenes (POST /api/generate, /api/generate-multi and variations), newest first, in
    pages that neither repeat nor skip a scene while new ones arrive: pass next_after as after for the
    next page. character_id keeps the scenes that show that character; source_image_id the variations
    made from that scene.

    Args:
        limit (int | Unset): Page size, 1-100 (default 24); above 100 is a 400 Default: 24.
        after (UUID | Unset): next_after of the previous page: the page after it
        character_id (UUID | Unset): Only scenes that show this character
        source_image_id (UUID | Unset): Only the variations made from this scene (POST
            /api/scenes/{image_id}/vary)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | SceneList]
    """

    kwargs = _get_kwargs(
        limit=limit,
        after=after,
        character_id=character_id,
        source_image_id=source_image_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 24,
    after: UUID | Unset = UNSET,
    character_id: UUID | Unset = UNSET,
    source_image_id: UUID | Unset = UNSET,
) -> Error | SceneList | None:
    """Your gallery of generated scenes, newest first

     Your generated scenes (POST /api/generate, /api/generate-multi and variations), newest first, in
    pages that neither repeat nor skip a scene while new ones arrive: pass next_after as after for the
    next page. character_id keeps the scenes that show that character; source_image_id the variations
    made from that scene.

    Args:
        limit (int | Unset): Page size, 1-100 (default 24); above 100 is a 400 Default: 24.
        after (UUID | Unset): next_after of the previous page: the page after it
        character_id (UUID | Unset): Only scenes that show this character
        source_image_id (UUID | Unset): Only the variations made from this scene (POST
            /api/scenes/{image_id}/vary)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | SceneList
    """

    return sync_detailed(
        client=client,
        limit=limit,
        after=after,
        character_id=character_id,
        source_image_id=source_image_id,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 24,
    after: UUID | Unset = UNSET,
    character_id: UUID | Unset = UNSET,
    source_image_id: UUID | Unset = UNSET,
) -> Response[Error | SceneList]:
    """Your gallery of generated scenes, newest first

     Your generated scenes (POST /api/generate, /api/generate-multi and variations), newest first, in
    pages that neither repeat nor skip a scene while new ones arrive: pass next_after as after for the
    next page. character_id keeps the scenes that show that character; source_image_id the variations
    made from that scene.

    Args:
        limit (int | Unset): Page size, 1-100 (default 24); above 100 is a 400 Default: 24.
        after (UUID | Unset): next_after of the previous page: the page after it
        character_id (UUID | Unset): Only scenes that show this character
        source_image_id (UUID | Unset): Only the variations made from this scene (POST
            /api/scenes/{image_id}/vary)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | SceneList]
    """

    kwargs = _get_kwargs(
        limit=limit,
        after=after,
        character_id=character_id,
        source_image_id=source_image_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 24,
    after: UUID | Unset = UNSET,
    character_id: UUID | Unset = UNSET,
    source_image_id: UUID | Unset = UNSET,
) -> Error | SceneList | None:
    """Your gallery of generated scenes, newest first

     Your generated scenes (POST /api/generate, /api/generate-multi and variations), newest first, in
    pages that neither repeat nor skip a scene while new ones arrive: pass next_after as after for the
    next page. character_id keeps the scenes that show that character; source_image_id the variations
    made from that scene.

    Args:
        limit (int | Unset): Page size, 1-100 (default 24); above 100 is a 400 Default: 24.
        after (UUID | Unset): next_after of the previous page: the page after it
        character_id (UUID | Unset): Only scenes that show this character
        source_image_id (UUID | Unset): Only the variations made from this scene (POST
            /api/scenes/{image_id}/vary)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | SceneList
    """

    return (
        await asyncio_detailed(
            client=client,
            limit=limit,
            after=after,
            character_id=character_id,
            source_image_id=source_image_id,
        )
    ).parsed
