from http import HTTPStatus
from typing import Any, cast

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response
from ... import errors

from ...models.error import Error


def _get_kwargs() -> dict[str, Any]:
    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/metrics",
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Any | Error | str | None:
    if response.status_code == 200:
        response_200 = response.text
        return response_200

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())

        return response_401

    if response.status_code == 404:
        response_404 = Error.from_dict(response.json())

        return response_404

    if response.status_code == 405:
        response_405 = cast(Any, None)
        return response_405

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Any | Error | str]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
) -> Response[Any | Error | str]:
    """Prometheus metrics of the API process (behind METRICS_TOKEN)

     Prometheus metrics of this API process (requests, latencies, runs). Served here only behind
    METRICS_TOKEN, sent as `Authorization: Bearer <METRICS_TOKEN>` (no API key); with API_METRICS_PORT
    they are on that port instead, and with neither they are not served.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Error | str]
    """

    kwargs = _get_kwargs()

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
) -> Any | Error | str | None:
    """Prometheus metrics of the API process (behind METRICS_TOKEN)

     Prometheus metrics of this API process (requests, latencies, runs). Served here only behind
    METRICS_TOKEN, sent as `Authorization: Bearer <METRICS_TOKEN>` (no API key); with API_METRICS_PORT
    they are on that port instead, and with neither they are not served.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Error | str
    """

    return sync_detailed(
        client=client,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
) -> Response[Any | Error | str]:
    """Prometheus metrics of the API process (behind METRICS_TOKEN)

     Prometheus metrics of this API process (requests, latencies, runs). Served here only behind
    METRICS_TOKEN, sent as `Authorization: Bearer <METRICS_TOKEN>` (no API key); with API_METRICS_PORT
    they are on that port instead, and with neither they are not served.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Error | str]
    """

    kwargs = _get_kwargs()

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
) -> Any | Error | str | None:
    """Prometheus metrics of the API process (behind METRICS_TOKEN)

     Prometheus metrics of this API process (requests, latencies, runs). Served here only behind
    METRICS_TOKEN, sent as `Authorization: Bearer <METRICS_TOKEN>` (no API key); with API_METRICS_PORT
    they are on that port instead, and with neither they are not served.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Error | str
    """

    return (
        await asyncio_detailed(
            client=client,
        )
    ).parsed
