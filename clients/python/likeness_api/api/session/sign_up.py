from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response
from ... import errors

from ...models.accepted import Accepted
from ...models.error import Error
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
) -> Accepted | Error | None:
    if response.status_code == 202:
        response_202 = Accepted.from_dict(response.json())

        return response_202

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
) -> Response[Accepted | Error]:
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
) -> Response[Accepted | Error]:
    """Create a console account; its emailed link confirms the address and signs in

     Creates an account with email and password (when SIGNUP_MODE is open) on the free plan, unverified
    and not signed in: a link to confirm the address is emailed, and following it confirms the address,
    signs in and brings the sign-up credits (once per address ever). When the address has an account
    already, nothing is created and that address is emailed that someone tried to sign up with it, with
    links to sign in and to reset the password. The answer is the same either way (202, the same body,
    no session), and so is the work done, so it never tells whether an address has an account. Sign-ups
    are limited per client address and hour; with a CAPTCHA configured, captcha_token is checked with
    its provider.

    Args:
        body (SignUp):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Accepted | Error]
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
) -> Accepted | Error | None:
    """Create a console account; its emailed link confirms the address and signs in

     Creates an account with email and password (when SIGNUP_MODE is open) on the free plan, unverified
    and not signed in: a link to confirm the address is emailed, and following it confirms the address,
    signs in and brings the sign-up credits (once per address ever). When the address has an account
    already, nothing is created and that address is emailed that someone tried to sign up with it, with
    links to sign in and to reset the password. The answer is the same either way (202, the same body,
    no session), and so is the work done, so it never tells whether an address has an account. Sign-ups
    are limited per client address and hour; with a CAPTCHA configured, captcha_token is checked with
    its provider.

    Args:
        body (SignUp):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Accepted | Error
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: SignUp,
) -> Response[Accepted | Error]:
    """Create a console account; its emailed link confirms the address and signs in

     Creates an account with email and password (when SIGNUP_MODE is open) on the free plan, unverified
    and not signed in: a link to confirm the address is emailed, and following it confirms the address,
    signs in and brings the sign-up credits (once per address ever). When the address has an account
    already, nothing is created and that address is emailed that someone tried to sign up with it, with
    links to sign in and to reset the password. The answer is the same either way (202, the same body,
    no session), and so is the work done, so it never tells whether an address has an account. Sign-ups
    are limited per client address and hour; with a CAPTCHA configured, captcha_token is checked with
    its provider.

    Args:
        body (SignUp):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Accepted | Error]
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
) -> Accepted | Error | None:
    """Create a console account; its emailed link confirms the address and signs in

     Creates an account with email and password (when SIGNUP_MODE is open) on the free plan, unverified
    and not signed in: a link to confirm the address is emailed, and following it confirms the address,
    signs in and brings the sign-up credits (once per address ever). When the address has an account
    already, nothing is created and that address is emailed that someone tried to sign up with it, with
    links to sign in and to reset the password. The answer is the same either way (202, the same body,
    no session), and so is the work done, so it never tells whether an address has an account. Sign-ups
    are limited per client address and hour; with a CAPTCHA configured, captcha_token is checked with
    its provider.

    Args:
        body (SignUp):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Accepted | Error
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
