from http import HTTPStatus
from typing import Any, cast

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response
from ... import errors

from ...models.get_health_response_200 import GetHealthResponse200
from ...models.get_health_response_503 import GetHealthResponse503


def _get_kwargs() -> dict[str, Any]:
    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/health",
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Any | GetHealthResponse200 | GetHealthResponse503 | None:
    if response.status_code == 200:
        response_200 = GetHealthResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 405:
        response_405 = cast(Any, None)
        return response_405

    if response.status_code == 503:
        response_503 = GetHealthResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Any | GetHealthResponse200 | GetHealthResponse503]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
) -> Response[Any | GetHealthResponse200 | GetHealthResponse503]:
    """Database and Temporal connectivity

     Whether the API reaches its database and Temporal; 503 names what is down, or says `draining` while
    this process stops (send no more requests to it). No API key needed.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | GetHealthResponse200 | GetHealthResponse503]
    """

    kwargs = _get_kwargs()

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
) -> Any | GetHealthResponse200 | GetHealthResponse503 | None:
    """Database and Temporal connectivity

     Whether the API reaches its database and Temporal; 503 names what is down, or says `draining` while
    this process stops (send no more requests to it). No API key needed.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | GetHealthResponse200 | GetHealthResponse503
    """

    return sync_detailed(
        client=client,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
) -> Response[Any | GetHealthResponse200 | GetHealthResponse503]:
    """Database and Temporal connectivity

     Whether the API reaches its database and Temporal; 503 names what is down, or says `draining` while
    this process stops (send no more requests to it). No API key needed.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | GetHealthResponse200 | GetHealthResponse503]
    """

    kwargs = _get_kwargs()

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
) -> Any | GetHealthResponse200 | GetHealthResponse503 | None:
    """Database and Temporal connectivity

     Whether the API reaches its database and Temporal; 503 names what is down, or says `draining` while
    this process stops (send no more requests to it). No API key needed.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | GetHealthResponse200 | GetHealthResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
        )
    ).parsed
