from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response
from ... import errors

from ...models.change_email import ChangeEmail
from ...models.email_change_requested import EmailChangeRequested
from ...models.error import Error


def _get_kwargs(
    *,
    body: ChangeEmail,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/account/email",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> EmailChangeRequested | Error | None:
    if response.status_code == 202:
        response_202 = EmailChangeRequested.from_dict(response.json())

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
) -> Response[EmailChangeRequested | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: ChangeEmail,
) -> Response[EmailChangeRequested | Error]:
    """Change the email address (confirmed by a link sent to the new one)

     Asks to move the account to another address (the password must be given): a confirmation link goes
    to the new address, and the account moves there when it is followed; the old address is then told.

    Args:
        body (ChangeEmail):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EmailChangeRequested | Error]
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
    body: ChangeEmail,
) -> EmailChangeRequested | Error | None:
    """Change the email address (confirmed by a link sent to the new one)

     Asks to move the account to another address (the password must be given): a confirmation link goes
    to the new address, and the account moves there when it is followed; the old address is then told.

    Args:
        body (ChangeEmail):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EmailChangeRequested | Error
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: ChangeEmail,
) -> Response[EmailChangeRequested | Error]:
    """Change the email address (confirmed by a link sent to the new one)

     Asks to move the account to another address (the password must be given): a confirmation link goes
    to the new address, and the account moves there when it is followed; the old address is then told.

    Args:
        body (ChangeEmail):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EmailChangeRequested | Error]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: ChangeEmail,
) -> EmailChangeRequested | Error | None:
    """Change the email address (confirmed by a link sent to the new one)

     Asks to move the account to another address (the password must be given): a confirmation link goes
    to the new address, and the account moves there when it is followed; the old address is then told.

    Args:
        body (ChangeEmail):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EmailChangeRequested | Error
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
