from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response
from ... import errors

from ...models.account_preferences import AccountPreferences
from ...models.account_preferences_change import AccountPreferencesChange
from ...models.error import Error


def _get_kwargs(
    *,
    body: AccountPreferencesChange,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "patch",
        "url": "/api/account",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> AccountPreferences | Error | None:
    if response.status_code == 200:
        response_200 = AccountPreferences.from_dict(response.json())

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

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[AccountPreferences | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: AccountPreferencesChange,
) -> Response[AccountPreferences | Error]:
    """Change the account's preferences (the console's language)

     Changes the account's preferences: the language the web console is shown in, kept for the account so
    every browser it signs in from shows it (null: each browser's own language).

    Args:
        body (AccountPreferencesChange):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AccountPreferences | Error]
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
    body: AccountPreferencesChange,
) -> AccountPreferences | Error | None:
    """Change the account's preferences (the console's language)

     Changes the account's preferences: the language the web console is shown in, kept for the account so
    every browser it signs in from shows it (null: each browser's own language).

    Args:
        body (AccountPreferencesChange):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AccountPreferences | Error
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: AccountPreferencesChange,
) -> Response[AccountPreferences | Error]:
    """Change the account's preferences (the console's language)

     Changes the account's preferences: the language the web console is shown in, kept for the account so
    every browser it signs in from shows it (null: each browser's own language).

    Args:
        body (AccountPreferencesChange):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AccountPreferences | Error]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: AccountPreferencesChange,
) -> AccountPreferences | Error | None:
    """Change the account's preferences (the console's language)

     Changes the account's preferences: the language the web console is shown in, kept for the account so
    every browser it signs in from shows it (null: each browser's own language).

    Args:
        body (AccountPreferencesChange):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AccountPreferences | Error
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
