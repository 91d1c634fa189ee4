from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response
from ... import errors

from ...models.error import Error
from ...models.stripe_webhook_receipt import StripeWebhookReceipt


def _get_kwargs() -> dict[str, Any]:
    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/stripe/webhook",
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | StripeWebhookReceipt | None:
    if response.status_code == 200:
        response_200 = StripeWebhookReceipt.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())

        return response_400

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
) -> Response[Error | StripeWebhookReceipt]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
) -> Response[Error | StripeWebhookReceipt]:
    """Stripe events (signed with the endpoint secret; no API key). Each event changes credits or the plan
    at most once

     Receives Stripe events, verified by their signature on the raw body instead of an API key; each
    event is applied at most once.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | StripeWebhookReceipt]
    """

    kwargs = _get_kwargs()

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
) -> Error | StripeWebhookReceipt | None:
    """Stripe events (signed with the endpoint secret; no API key). Each event changes credits or the plan
    at most once

     Receives Stripe events, verified by their signature on the raw body instead of an API key; each
    event is applied at most once.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | StripeWebhookReceipt
    """

    return sync_detailed(
        client=client,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
) -> Response[Error | StripeWebhookReceipt]:
    """Stripe events (signed with the endpoint secret; no API key). Each event changes credits or the plan
    at most once

     Receives Stripe events, verified by their signature on the raw body instead of an API key; each
    event is applied at most once.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | StripeWebhookReceipt]
    """

    kwargs = _get_kwargs()

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
) -> Error | StripeWebhookReceipt | None:
    """Stripe events (signed with the endpoint secret; no API key). Each event changes credits or the plan
    at most once

     Receives Stripe events, verified by their signature on the raw body instead of an API key; each
    event is applied at most once.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | StripeWebhookReceipt
    """

    return (
        await asyncio_detailed(
            client=client,
        )
    ).parsed
