from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response
from ... import errors

from ...models.account_export import AccountExport
from ...models.error import Error


def _get_kwargs() -> dict[str, Any]:
    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/account/export",
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> AccountExport | Error | None:
    if response.status_code == 200:
        response_200 = AccountExport.from_dict(response.json())

        return response_200

    if response.status_code == 202:
        response_202 = AccountExport.from_dict(response.json())

        return response_202

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())

        return response_401

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
) -> Response[AccountExport | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
) -> Response[AccountExport | Error]:
    """Your data as one zip: the current export, started when there is none

     Your current export: everything the account holds (characters with references, scenes, storybooks,
    comics with their PDF, CBZ and EPUB, brand kits, the credit ledger as CSV, API keys' details,
    marketplace records, webhook endpoints) as one zip. When there is none being prepared or ready, this
    starts one (202); its download link is emailed and shown here once ready, for 7 days.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AccountExport | Error]
    """

    kwargs = _get_kwargs()

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
) -> AccountExport | Error | None:
    """Your data as one zip: the current export, started when there is none

     Your current export: everything the account holds (characters with references, scenes, storybooks,
    comics with their PDF, CBZ and EPUB, brand kits, the credit ledger as CSV, API keys' details,
    marketplace records, webhook endpoints) as one zip. When there is none being prepared or ready, this
    starts one (202); its download link is emailed and shown here once ready, for 7 days.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AccountExport | Error
    """

    return sync_detailed(
        client=client,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
) -> Response[AccountExport | Error]:
    """Your data as one zip: the current export, started when there is none

     Your current export: everything the account holds (characters with references, scenes, storybooks,
    comics with their PDF, CBZ and EPUB, brand kits, the credit ledger as CSV, API keys' details,
    marketplace records, webhook endpoints) as one zip. When there is none being prepared or ready, this
    starts one (202); its download link is emailed and shown here once ready, for 7 days.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AccountExport | Error]
    """

    kwargs = _get_kwargs()

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
) -> AccountExport | Error | None:
    """Your data as one zip: the current export, started when there is none

     Your current export: everything the account holds (characters with references, scenes, storybooks,
    comics with their PDF, CBZ and EPUB, brand kits, the credit ledger as CSV, API keys' details,
    marketplace records, webhook endpoints) as one zip. When there is none being prepared or ready, this
    starts one (202); its download link is emailed and shown here once ready, for 7 days.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AccountExport | Error
    """

    return (
        await asyncio_detailed(
            client=client,
        )
    ).parsed
