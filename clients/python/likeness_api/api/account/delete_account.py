from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response
from ... import errors

from ...models.account_deletion import AccountDeletion
from ...models.delete_account import DeleteAccount
from ...models.error import Error


def _get_kwargs(
    *,
    body: DeleteAccount,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/api/account",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> AccountDeletion | Error | None:
    if response.status_code == 202:
        response_202 = AccountDeletion.from_dict(response.json())

        return response_202

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
) -> Response[AccountDeletion | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: DeleteAccount,
) -> Response[AccountDeletion | Error]:
    """Delete your account and everything in it

     Deletes the account for good. The body confirms it with the account's email as its owner types it
    (and, signed in with the console, the password). API keys and sessions end at once; a deletion run
    then stops the account's running work (each unit it did not deliver is refunded), cancels its Stripe
    subscription at once (no further payment is taken; the period already paid is not refunded), removes
    every file and row the account owns, and keeps the credit ledger and marketplace sales without
    anything that names the person. A paid plan never refuses the deletion. Asking again joins the same
    run.

    Args:
        body (DeleteAccount):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AccountDeletion | Error]
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
    body: DeleteAccount,
) -> AccountDeletion | Error | None:
    """Delete your account and everything in it

     Deletes the account for good. The body confirms it with the account's email as its owner types it
    (and, signed in with the console, the password). API keys and sessions end at once; a deletion run
    then stops the account's running work (each unit it did not deliver is refunded), cancels its Stripe
    subscription at once (no further payment is taken; the period already paid is not refunded), removes
    every file and row the account owns, and keeps the credit ledger and marketplace sales without
    anything that names the person. A paid plan never refuses the deletion. Asking again joins the same
    run.

    Args:
        body (DeleteAccount):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AccountDeletion | Error
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: DeleteAccount,
) -> Response[AccountDeletion | Error]:
    """Delete your account and everything in it

     Deletes the account for good. The body confirms it with the account's email as its owner types it
    (and, signed in with the console, the password). API keys and sessions end at once; a deletion run
    then stops the account's running work (each unit it did not deliver is refunded), cancels its Stripe
    subscription at once (no further payment is taken; the period already paid is not refunded), removes
    every file and row the account owns, and keeps the credit ledger and marketplace sales without
    anything that names the person. A paid plan never refuses the deletion. Asking again joins the same
    run.

    Args:
        body (DeleteAccount):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AccountDeletion | Error]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: DeleteAccount,
) -> AccountDeletion | Error | None:
    """Delete your account and everything in it

     Deletes the account for good. The body confirms it with the account's email as its owner types it
    (and, signed in with the console, the password). API keys and sessions end at once; a deletion run
    then stops the account's running work (each unit it did not deliver is refunded), cancels its Stripe
    subscription at once (no further payment is taken; the period already paid is not refunded), removes
    every file and row the account owns, and keeps the credit ledger and marketplace sales without
    anything that names the person. A paid plan never refuses the deletion. Asking again joins the same
    run.

    Args:
        body (DeleteAccount):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AccountDeletion | Error
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
