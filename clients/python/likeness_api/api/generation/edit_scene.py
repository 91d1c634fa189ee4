from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.edit_result import EditResult
from ...models.edit_scene_body import EditSceneBody
from ...models.error import Error
from ...types import Unset
from uuid import UUID


def _get_kwargs(
    image_id: UUID,
    *,
    body: EditSceneBody,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/scenes/{image_id}/edit".format(
            image_id=quote(str(image_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> EditResult | Error | None:
    if response.status_code == 200:
        response_200 = EditResult.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())

        return response_401

    if response.status_code == 402:
        response_402 = Error.from_dict(response.json())

        return response_402

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

    if response.status_code == 503:
        response_503 = Error.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[EditResult | Error]:
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
    body: EditSceneBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[EditResult | Error]:
    """Edit a scene in words, by mask or region (1 credit)

     Edits one of your scenes in words ("make the umbrella red"), inside a mask or a region when given:
    pixels outside them are kept exactly. The result is a new scene naming the one it was edited from,
    which is kept; it is judged for its characters as any generation. 1 credit, refunded when no edit
    could be made; Idempotency-Key honoured.

    Args:
        image_id (UUID):
        idempotency_key (str | Unset): Makes the paid request safe to retry: a retry with the same
            key and body joins the first run and answers its result (charged once); the same key with
            another body is a 409. 1-255 visible ASCII characters (a UUID is usual), remembered 24 h
            (IDEMPOTENCY_KEY_LIFETIME). Example: 5f0c8a3e-9d1b-4a57-b7e2-1c4f2f7a9e01.
        body (EditSceneBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EditResult | Error]
    """

    kwargs = _get_kwargs(
        image_id=image_id,
        body=body,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    image_id: UUID,
    *,
    client: AuthenticatedClient,
    body: EditSceneBody,
    idempotency_key: str | Unset = UNSET,
) -> EditResult | Error | None:
    """Edit a scene in words, by mask or region (1 credit)

     Edits one of your scenes in words ("make the umbrella red"), inside a mask or a region when given:
    pixels outside them are kept exactly. The result is a new scene naming the one it was edited from,
    which is kept; it is judged for its characters as any generation. 1 credit, refunded when no edit
    could be made; Idempotency-Key honoured.

    Args:
        image_id (UUID):
        idempotency_key (str | Unset): Makes the paid request safe to retry: a retry with the same
            key and body joins the first run and answers its result (charged once); the same key with
            another body is a 409. 1-255 visible ASCII characters (a UUID is usual), remembered 24 h
            (IDEMPOTENCY_KEY_LIFETIME). Example: 5f0c8a3e-9d1b-4a57-b7e2-1c4f2f7a9e01.
        body (EditSceneBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EditResult | Error
    """

    return sync_detailed(
        image_id=image_id,
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    image_id: UUID,
    *,
    client: AuthenticatedClient,
    body: EditSceneBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[EditResult | Error]:
    """Edit a scene in words, by mask or region (1 credit)

     Edits one of your scenes in words ("make the umbrella red"), inside a mask or a region when given:
    pixels outside them are kept exactly. The result is a new scene naming the one it was edited from,
    which is kept; it is judged for its characters as any generation. 1 credit, refunded when no edit
    could be made; Idempotency-Key honoured.

    Args:
        image_id (UUID):
        idempotency_key (str | Unset): Makes the paid request safe to retry: a retry with the same
            key and body joins the first run and answers its result (charged once); the same key with
            another body is a 409. 1-255 visible ASCII characters (a UUID is usual), remembered 24 h
            (IDEMPOTENCY_KEY_LIFETIME). Example: 5f0c8a3e-9d1b-4a57-b7e2-1c4f2f7a9e01.
        body (EditSceneBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EditResult | Error]
    """

    kwargs = _get_kwargs(
        image_id=image_id,
        body=body,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    image_id: UUID,
    *,
    client: AuthenticatedClient,
    body: EditSceneBody,
    idempotency_key: str | Unset = UNSET,
) -> EditResult | Error | None:
    """Edit a scene in words, by mask or region (1 credit)

     Edits one of your scenes in words ("make the umbrella red"), inside a mask or a region when given:
    pixels outside them are kept exactly. The result is a new scene naming the one it was edited from,
    which is kept; it is judged for its characters as any generation. 1 credit, refunded when no edit
    could be made; Idempotency-Key honoured.

    Args:
        image_id (UUID):
        idempotency_key (str | Unset): Makes the paid request safe to retry: a retry with the same
            key and body joins the first run and answers its result (charged once); the same key with
            another body is a 409. 1-255 visible ASCII characters (a UUID is usual), remembered 24 h
            (IDEMPOTENCY_KEY_LIFETIME). Example: 5f0c8a3e-9d1b-4a57-b7e2-1c4f2f7a9e01.
        body (EditSceneBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EditResult | Error
    """

    return (
        await asyncio_detailed(
            image_id=image_id,
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
