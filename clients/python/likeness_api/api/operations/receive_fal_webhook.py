from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response
from ... import errors

from ...models.error import Error
from ...models.prediction_webhook_receipt import PredictionWebhookReceipt


def _get_kwargs() -> dict[str, Any]:
    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/webhooks/fal",
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | PredictionWebhookReceipt | None:
    if response.status_code == 200:
        response_200 = PredictionWebhookReceipt.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())

        return response_401

    if response.status_code == 404:
        response_404 = Error.from_dict(response.json())

        return response_404

    if response.status_code == 413:
        response_413 = Error.from_dict(response.json())

        return response_413

    if response.status_code == 503:
        response_503 = Error.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | PredictionWebhookReceipt]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
) -> Response[Error | PredictionWebhookReceipt]:
    """fal prediction webhooks (signed; no API key)

     Receives fal's word that a prediction this server started has ended. Verified by its signature
    (Ed25519 over request id, user id, timestamp and the body's SHA-256 (X-Fal-Webhook-* headers; keys
    from fal's JWKS)) before anything is done with it, with a timestamp within 5 minutes; no API key.
    Idempotent by prediction id: a delivery repeated changes nothing. Answered at once; the run waiting
    for the prediction copies its output.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PredictionWebhookReceipt]
    """

    kwargs = _get_kwargs()

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
) -> Error | PredictionWebhookReceipt | None:
    """fal prediction webhooks (signed; no API key)

     Receives fal's word that a prediction this server started has ended. Verified by its signature
    (Ed25519 over request id, user id, timestamp and the body's SHA-256 (X-Fal-Webhook-* headers; keys
    from fal's JWKS)) before anything is done with it, with a timestamp within 5 minutes; no API key.
    Idempotent by prediction id: a delivery repeated changes nothing. Answered at once; the run waiting
    for the prediction copies its output.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PredictionWebhookReceipt
    """

    return sync_detailed(
        client=client,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
) -> Response[Error | PredictionWebhookReceipt]:
    """fal prediction webhooks (signed; no API key)

     Receives fal's word that a prediction this server started has ended. Verified by its signature
    (Ed25519 over request id, user id, timestamp and the body's SHA-256 (X-Fal-Webhook-* headers; keys
    from fal's JWKS)) before anything is done with it, with a timestamp within 5 minutes; no API key.
    Idempotent by prediction id: a delivery repeated changes nothing. Answered at once; the run waiting
    for the prediction copies its output.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PredictionWebhookReceipt]
    """

    kwargs = _get_kwargs()

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
) -> Error | PredictionWebhookReceipt | None:
    """fal prediction webhooks (signed; no API key)

     Receives fal's word that a prediction this server started has ended. Verified by its signature
    (Ed25519 over request id, user id, timestamp and the body's SHA-256 (X-Fal-Webhook-* headers; keys
    from fal's JWKS)) before anything is done with it, with a timestamp within 5 minutes; no API key.
    Idempotent by prediction id: a delivery repeated changes nothing. Answered at once; the run waiting
    for the prediction copies its output.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PredictionWebhookReceipt
    """

    return (
        await asyncio_detailed(
            client=client,
        )
    ).parsed
