from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response
from ... import errors

from ...models.error import Error
from ...models.payment_redirect import PaymentRedirect
from ...models.start_plan_checkout_body import StartPlanCheckoutBody


def _get_kwargs(
    *,
    body: StartPlanCheckoutBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/stripe/checkout",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | PaymentRedirect | None:
    if response.status_code == 200:
        response_200 = PaymentRedirect.from_dict(response.json())

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

    if response.status_code == 409:
        response_409 = Error.from_dict(response.json())

        return response_409

    if response.status_code == 502:
        response_502 = Error.from_dict(response.json())

        return response_502

    if response.status_code == 503:
        response_503 = Error.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | PaymentRedirect]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: StartPlanCheckoutBody,
) -> Response[Error | PaymentRedirect]:
    """Start a Stripe checkout for a plan subscription; redirect the user to the returned url

     Creates a Stripe Checkout session for the creator or studio plan and returns the page to send the
    user to; the plan changes when Stripe reports the payment.

    Args:
        body (StartPlanCheckoutBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PaymentRedirect]
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
    body: StartPlanCheckoutBody,
) -> Error | PaymentRedirect | None:
    """Start a Stripe checkout for a plan subscription; redirect the user to the returned url

     Creates a Stripe Checkout session for the creator or studio plan and returns the page to send the
    user to; the plan changes when Stripe reports the payment.

    Args:
        body (StartPlanCheckoutBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PaymentRedirect
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: StartPlanCheckoutBody,
) -> Response[Error | PaymentRedirect]:
    """Start a Stripe checkout for a plan subscription; redirect the user to the returned url

     Creates a Stripe Checkout session for the creator or studio plan and returns the page to send the
    user to; the plan changes when Stripe reports the payment.

    Args:
        body (StartPlanCheckoutBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PaymentRedirect]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: StartPlanCheckoutBody,
) -> Error | PaymentRedirect | None:
    """Start a Stripe checkout for a plan subscription; redirect the user to the returned url

     Creates a Stripe Checkout session for the creator or studio plan and returns the page to send the
    user to; the plan changes when Stripe reports the payment.

    Args:
        body (StartPlanCheckoutBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PaymentRedirect
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
