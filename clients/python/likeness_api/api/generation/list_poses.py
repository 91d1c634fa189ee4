from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response
from ... import errors

from ...models.error import Error
from ...models.pose_catalogue import PoseCatalogue


def _get_kwargs() -> dict[str, Any]:
    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/poses",
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | PoseCatalogue | None:
    if response.status_code == 200:
        response_200 = PoseCatalogue.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())

        return response_401

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | PoseCatalogue]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
) -> Response[Error | PoseCatalogue]:
    """The pose catalogue

     The named poses a generation may ask for ("pose": {"name": ...}), each with its skeleton: COCO's 17
    keypoints in percent of the picture, ready to show or adjust and send back as "pose": {"keypoints":
    ...}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PoseCatalogue]
    """

    kwargs = _get_kwargs()

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
) -> Error | PoseCatalogue | None:
    """The pose catalogue

     The named poses a generation may ask for ("pose": {"name": ...}), each with its skeleton: COCO's 17
    keypoints in percent of the picture, ready to show or adjust and send back as "pose": {"keypoints":
    ...}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PoseCatalogue
    """

    return sync_detailed(
        client=client,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
) -> Response[Error | PoseCatalogue]:
    """The pose catalogue

     The named poses a generation may ask for ("pose": {"name": ...}), each with its skeleton: COCO's 17
    keypoints in percent of the picture, ready to show or adjust and send back as "pose": {"keypoints":
    ...}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PoseCatalogue]
    """

    kwargs = _get_kwargs()

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
) -> Error | PoseCatalogue | None:
    """The pose catalogue

     The named poses a generation may ask for ("pose": {"name": ...}), each with its skeleton: COCO's 17
    keypoints in percent of the picture, ready to show or adjust and send back as "pose": {"keypoints":
    ...}.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PoseCatalogue
    """

    return (
        await asyncio_detailed(
            client=client,
        )
    ).parsed
