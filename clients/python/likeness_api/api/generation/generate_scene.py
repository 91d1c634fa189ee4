from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.generate_result import GenerateResult
from ...models.generate_scene_body import GenerateSceneBody
from ...types import Unset


def _get_kwargs(
    *,
    body: GenerateSceneBody,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/generate",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | GenerateResult | None:
    if response.status_code == 200:
        response_200 = GenerateResult.from_dict(response.json())

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
) -> Response[Error | GenerateResult]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: GenerateSceneBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[Error | GenerateResult]:
    """Generate a scene of a character and/or brand, retrying until the consistency score passes (1 credit)

     Generates one scene of a locked character (and/or a brand kit), retrying until the consistency score
    passes; returns the image with its score, attempts and the judge's reasoning. 1 credit; a cache hit
    costs 0; Idempotency-Key honoured.

    Args:
        idempotency_key (str | Unset): Makes the paid request safe to retry: a retry with the same
            key and body joins the first run and answers its result (charged once); the same key with
            another body is a 409. 1-255 visible ASCII characters (a UUID is usual), remembered 24 h
            (IDEMPOTENCY_KEY_LIFETIME). Example: 5f0c8a3e-9d1b-4a57-b7e2-1c4f2f7a9e01.
        body (GenerateSceneBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | GenerateResult]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    body: GenerateSceneBody,
    idempotency_key: str | Unset = UNSET,
) -> Error | GenerateResult | None:
    """Generate a scene of a character and/or brand, retrying until the consistency score passes (1 credit)

     Generates one scene of a locked character (and/or a brand kit), retrying until the consistency score
    passes; returns the image with its score, attempts and the judge's reasoning. 1 credit; a cache hit
    costs 0; Idempotency-Key honoured.

    Args:
        idempotency_key (str | Unset): Makes the paid request safe to retry: a retry with the same
            key and body joins the first run and answers its result (charged once); the same key with
            another body is a 409. 1-255 visible ASCII characters (a UUID is usual), remembered 24 h
            (IDEMPOTENCY_KEY_LIFETIME). Example: 5f0c8a3e-9d1b-4a57-b7e2-1c4f2f7a9e01.
        body (GenerateSceneBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | GenerateResult
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: GenerateSceneBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[Error | GenerateResult]:
    """Generate a scene of a character and/or brand, retrying until the consistency score passes (1 credit)

     Generates one scene of a locked character (and/or a brand kit), retrying until the consistency score
    passes; returns the image with its score, attempts and the judge's reasoning. 1 credit; a cache hit
    costs 0; Idempotency-Key honoured.

    Args:
        idempotency_key (str | Unset): Makes the paid request safe to retry: a retry with the same
            key and body joins the first run and answers its result (charged once); the same key with
            another body is a 409. 1-255 visible ASCII characters (a UUID is usual), remembered 24 h
            (IDEMPOTENCY_KEY_LIFETIME). Example: 5f0c8a3e-9d1b-4a57-b7e2-1c4f2f7a9e01.
        body (GenerateSceneBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | GenerateResult]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: GenerateSceneBody,
    idempotency_key: str | Unset = UNSET,
) -> Error | GenerateResult | None:
    """Generate a scene of a character and/or brand, retrying until the consistency score passes (1 credit)

     Generates one scene of a locked character (and/or a brand kit), retrying until the consistency score
    passes; returns the image with its score, attempts and the judge's reasoning. 1 credit; a cache hit
    costs 0; Idempotency-Key honoured.

    Args:
        idempotency_key (str | Unset): Makes the paid request safe to retry: a retry with the same
            key and body joins the first run and answers its result (charged once); the same key with
            another body is a 409. 1-255 visible ASCII characters (a UUID is usual), remembered 24 h
            (IDEMPOTENCY_KEY_LIFETIME). Example: 5f0c8a3e-9d1b-4a57-b7e2-1c4f2f7a9e01.
        body (GenerateSceneBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | GenerateResult
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
