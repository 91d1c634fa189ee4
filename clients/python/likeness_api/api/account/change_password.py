from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response
from ... import errors

from ...models.change_password import ChangePassword
from ...models.error import Error
from ...models.password_changed import PasswordChanged


def _get_kwargs(
    *,
    body: ChangePassword,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/account/password",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | PasswordChanged | None:
    if response.status_code == 200:
        response_200 = PasswordChanged.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Error.from_dict(response.json())

        return response_403

    if response.status_code == 429:
        response_429 = Error.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | PasswordChanged]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: ChangePassword,
) -> Response[Error | PasswordChanged]:
    """Change the password

     Changes the password; the current one must be given (wrong tries count as failed sign-ins). Every
    other console sign-in ends, and a notice goes to the account's address.

    Args:
        body (ChangePassword):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PasswordChanged]
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
    body: ChangePassword,
) -> Error | PasswordChanged | None:
    """Change the password

     Changes the password; the current one must be given (wrong tries count as failed sign-ins). Every
    other console sign-in ends, and a notice goes to the account's address.

    Args:
        body (ChangePassword):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PasswordChanged
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: ChangePassword,
) -> Response[Error | PasswordChanged]:
    """Change the password

     Changes the password; the current one must be given (wrong tries count as failed sign-ins). Every
    other console sign-in ends, and a notice goes to the account's address.

    Args:
        body (ChangePassword):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PasswordChanged]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: ChangePassword,
) -> Error | PasswordChanged | None:
    """Change the password

     Changes the password; the current one must be given (wrong tries count as failed sign-ins). Every
    other console sign-in ends, and a notice goes to the account's address.

    Args:
        body (ChangePassword):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PasswordChanged
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
