from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response
from ... import errors

from ...models.create_webhook_endpoint_body import CreateWebhookEndpointBody
from ...models.created_webhook_endpoint import CreatedWebhookEndpoint
from ...models.error import Error


def _get_kwargs(
    *,
    body: CreateWebhookEndpointBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/webhooks",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> CreatedWebhookEndpoint | Error | None:
    if response.status_code == 201:
        response_201 = CreatedWebhookEndpoint.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Error.from_dict(response.json())

        return response_403

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[CreatedWebhookEndpoint | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateWebhookEndpointBody,
) -> Response[CreatedWebhookEndpoint | Error]:
    """Add a webhook endpoint; its signing secret is returned this once

     Adds an endpoint that receives the events it names, each POSTed as JSON and signed per Standard
    Webhooks (webhook-id, webhook-timestamp, webhook-signature) with the secret this answer shows once.
    At most 10 endpoints per account.

    Args:
        body (CreateWebhookEndpointBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreatedWebhookEndpoint | Error]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    body: CreateWebhookEndpointBody,
) -> CreatedWebhookEndpoint | Error | None:
    """Add a webhook endpoint; its signing secret is returned this once

     Adds an endpoint that receives the events it names, each POSTed as JSON and signed per Standard
    Webhooks (webhook-id, webhook-timestamp, webhook-signature) with the secret this answer shows once.
    At most 10 endpoints per account.

    Args:
        body (CreateWebhookEndpointBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreatedWebhookEndpoint | Error
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateWebhookEndpointBody,
) -> Response[CreatedWebhookEndpoint | Error]:
    """Add a webhook endpoint; its signing secret is returned this once

     Adds an endpoint that receives the events it names, each POSTed as JSON and signed per Standard
    Webhooks (webhook-id, webhook-timestamp, webhook-signature) with the secret this answer shows once.
    At most 10 endpoints per account.

    Args:
        body (CreateWebhookEndpointBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreatedWebhookEndpoint | Error]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: CreateWebhookEndpointBody,
) -> CreatedWebhookEndpoint | Error | None:
    """Add a webhook endpoint; its signing secret is returned this once

     Adds an endpoint that receives the events it names, each POSTed as JSON and signed per Standard
    Webhooks (webhook-id, webhook-timestamp, webhook-signature) with the secret this answer shows once.
    At most 10 endpoints per account.

    Args:
        body (CreateWebhookEndpointBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreatedWebhookEndpoint | Error
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
