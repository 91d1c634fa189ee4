from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response
from ... import errors

from ...models.error import Error
from ...models.session import Session
from ...models.sign_up import SignUp


def _get_kwargs(
    *,
    body: SignUp,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/session/sign-up",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | Session | None:
    if response.status_code == 201:
        response_201 = Session.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())

        return response_400

    if response.status_code == 403:
        response_403 = Error.from_dict(response.json())

        return response_403

    if response.status_code == 429:
        response_429 = Error.from_dict(response.json())

        return response_429

    if response.status_code == 503:
        response_503 = Error.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | Session]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: SignUp,
) -> Response[Error | Session]:
    """Create a console account and sign in; the address is confirmed by email

     Creates an account with email and password (when SIGNUP_MODE is open) on the free plan and signs in:
    the session travels in an HttpOnly cookie, and the body carries the CSRF token for later changes.
    The account starts unverified: a link to confirm the address is emailed, and the sign-up credits
    come once it is followed (once per address ever). Sign-ups are limited per client address and hour;
    with a CAPTCHA configured, captcha_token is checked with its provider.

    Args:
        body (SignUp):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | Session]
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
    body: SignUp,
) -> Error | Session | None:
    """Create a console account and sign in; the address is confirmed by email

     Creates an account with email and password (when SIGNUP_MODE is open) on the free plan and signs in:
    the session travels in an HttpOnly cookie, and the body carries the CSRF token for later changes.
    The account starts unverified: a link to confirm the address is emailed, and the sign-up credits
    come once it is followed (once per address ever). Sign-ups are limited per client address and hour;
    with a CAPTCHA configured, captcha_token is checked with its provider.

    Args:
        body (SignUp):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | Session
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: SignUp,
) -> Response[Error | Session]:
    """Create a console account and sign in; the address is confirmed by email

     Creates an account with email and password (when SIGNUP_MODE is open) on the free plan and signs in:
    the session travels in an HttpOnly cookie, and the body carries the CSRF token for later changes.
    The account starts unverified: a link to confirm the address is emailed, and the sign-up credits
    come once it is followed (once per address ever). Sign-ups are limited per client address and hour;
    with a CAPTCHA configured, captcha_token is checked with its provider.

    Args:
        body (SignUp):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | Session]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: SignUp,
) -> Error | Session | None:
    """Create a console account and sign in; the address is confirmed by email

     Creates an account with email and password (when SIGNUP_MODE is open) on the free plan and signs in:
    the session travels in an HttpOnly cookie, and the body carries the CSRF token for later changes.
    The account starts unverified: a link to confirm the address is emailed, and the sign-up credits
    come once it is followed (once per address ever). Sign-ups are limited per client address and hour;
    with a CAPTCHA configured, captcha_token is checked with its provider.

    Args:
        body (SignUp):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | Session
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
