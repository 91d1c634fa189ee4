from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response
from ... import errors

from ...models.confirm_email import ConfirmEmail
from ...models.email_confirmed import EmailConfirmed
from ...models.error import Error


def _get_kwargs(
    *,
    body: ConfirmEmail,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/session/confirm-email",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> EmailConfirmed | Error | None:
    if response.status_code == 200:
        response_200 = EmailConfirmed.from_dict(response.json())

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
) -> Response[EmailConfirmed | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ConfirmEmail,
) -> Response[EmailConfirmed | Error]:
    """Confirm an email address with the token of the emailed link

     Follows a confirmation link (sent at sign-up, or to the new address of an email change): the address
    is confirmed, an email change moves the account to it, and the sign-up credits are granted the first
    time an address is ever confirmed. It signs nobody in: the person who chose the password signs in
    with it (a link that signed in would hand an address's owner an account someone else signed up with
    and knows the password of). Each link works once, for 24 hours; followed again once its address is
    confirmed, it says so (already_confirmed).

    Args:
        body (ConfirmEmail):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EmailConfirmed | Error]
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
    body: ConfirmEmail,
) -> EmailConfirmed | Error | None:
    """Confirm an email address with the token of the emailed link

     Follows a confirmation link (sent at sign-up, or to the new address of an email change): the address
    is confirmed, an email change moves the account to it, and the sign-up credits are granted the first
    time an address is ever confirmed. It signs nobody in: the person who chose the password signs in
    with it (a link that signed in would hand an address's owner an account someone else signed up with
    and knows the password of). Each link works once, for 24 hours; followed again once its address is
    confirmed, it says so (already_confirmed).

    Args:
        body (ConfirmEmail):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EmailConfirmed | Error
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ConfirmEmail,
) -> Response[EmailConfirmed | Error]:
    """Confirm an email address with the token of the emailed link

     Follows a confirmation link (sent at sign-up, or to the new address of an email change): the address
    is confirmed, an email change moves the account to it, and the sign-up credits are granted the first
    time an address is ever confirmed. It signs nobody in: the person who chose the password signs in
    with it (a link that signed in would hand an address's owner an account someone else signed up with
    and knows the password of). Each link works once, for 24 hours; followed again once its address is
    confirmed, it says so (already_confirmed).

    Args:
        body (ConfirmEmail):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EmailConfirmed | Error]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: ConfirmEmail,
) -> EmailConfirmed | Error | None:
    """Confirm an email address with the token of the emailed link

     Follows a confirmation link (sent at sign-up, or to the new address of an email change): the address
    is confirmed, an email change moves the account to it, and the sign-up credits are granted the first
    time an address is ever confirmed. It signs nobody in: the person who chose the password signs in
    with it (a link that signed in would hand an address's owner an account someone else signed up with
    and knows the password of). Each link works once, for 24 hours; followed again once its address is
    confirmed, it says so (already_confirmed).

    Args:
        body (ConfirmEmail):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EmailConfirmed | Error
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
