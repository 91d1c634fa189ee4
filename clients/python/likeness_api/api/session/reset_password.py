from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response
from ... import errors

from ...models.error import Error
from ...models.password_reset import PasswordReset
from ...models.reset_password import ResetPassword


def _get_kwargs(
    *,
    body: ResetPassword,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/session/reset-password",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | PasswordReset | None:
    if response.status_code == 200:
        response_200 = PasswordReset.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())

        return response_400

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | PasswordReset]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ResetPassword,
) -> Response[Error | PasswordReset]:
    """Choose a new password with the token of the emailed link

     Sets a new password with the token of an emailed reset link (single use, 30 minutes). Every session
    of the account ends; a notice goes to its address.

    Args:
        body (ResetPassword):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PasswordReset]
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
    client: AuthenticatedClient | Client,
    body: ResetPassword,
) -> Error | PasswordReset | None:
    """Choose a new password with the token of the emailed link

     Sets a new password with the token of an emailed reset link (single use, 30 minutes). Every session
    of the account ends; a notice goes to its address.

    Args:
        body (ResetPassword):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PasswordReset
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ResetPassword,
) -> Response[Error | PasswordReset]:
    """Choose a new password with the token of the emailed link

     Sets a new password with the token of an emailed reset link (single use, 30 minutes). Every session
    of the account ends; a notice goes to its address.

    Args:
        body (ResetPassword):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PasswordReset]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: ResetPassword,
) -> Error | PasswordReset | None:
    """Choose a new password with the token of the emailed link

     Sets a new password with the token of an emailed reset link (single use, 30 minutes). Every session
    of the account ends; a notice goes to its address.

    Args:
        body (ResetPassword):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PasswordReset
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
