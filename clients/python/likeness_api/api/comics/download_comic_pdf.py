from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.download_comic_pdf_layout import DownloadComicPdfLayout
from ...models.error import Error
from ...models.reading_direction import ReadingDirection
from ...types import File
from ...types import Unset
from io import BytesIO
from uuid import UUID


def _get_kwargs(
    id: UUID,
    *,
    direction: ReadingDirection | Unset = UNSET,
    layout: DownloadComicPdfLayout | Unset = DownloadComicPdfLayout.PAGES,
) -> dict[str, Any]:
    params: dict[str, Any] = {}

    json_direction: str | Unset = UNSET
    if not isinstance(direction, Unset):
        json_direction = direction.value

    params["direction"] = json_direction

    json_layout: str | Unset = UNSET
    if not isinstance(layout, Unset):
        json_layout = layout.value

    params["layout"] = json_layout

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/comics/{id}.pdf".format(
            id=quote(str(id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | File | None:
    if response.status_code == 200:
        response_200 = File(payload=BytesIO(response.content))

        return response_200

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())

        return response_401

    if response.status_code == 404:
        response_404 = Error.from_dict(response.json())

        return response_404

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | File]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    id: UUID,
    *,
    client: AuthenticatedClient,
    direction: ReadingDirection | Unset = UNSET,
    layout: DownloadComicPdfLayout | Unset = DownloadComicPdfLayout.PAGES,
) -> Response[Error | File]:
    """The whole comic as a PDF: laid-out printed pages (or, with layout=panels, one page per panel),
    bubbles drawn

     The whole comic as a PDF of laid-out printed pages (or one page per panel with layout=panels),
    bubbles drawn. Free.

    Args:
        id (UUID):
        direction (ReadingDirection | Unset): Reading order: the comic's reading_direction by
            default; rtl only for manga_bw comics and comics in a right-to-left language
        layout (DownloadComicPdfLayout | Unset): pages: laid-out printed pages (default); panels:
            one panel per page Default: DownloadComicPdfLayout.PAGES.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | File]
    """

    kwargs = _get_kwargs(
        id=id,
        direction=direction,
        layout=layout,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: UUID,
    *,
    client: AuthenticatedClient,
    direction: ReadingDirection | Unset = UNSET,
    layout: DownloadComicPdfLayout | Unset = DownloadComicPdfLayout.PAGES,
) -> Error | File | None:
    """The whole comic as a PDF: laid-out printed pages (or, with layout=panels, one page per panel),
    bubbles drawn

     The whole comic as a PDF of laid-out printed pages (or one page per panel with layout=panels),
    bubbles drawn. Free.

    Args:
        id (UUID):
        direction (ReadingDirection | Unset): Reading order: the comic's reading_direction by
            default; rtl only for manga_bw comics and comics in a right-to-left language
        layout (DownloadComicPdfLayout | Unset): pages: laid-out printed pages (default); panels:
            one panel per page Default: DownloadComicPdfLayout.PAGES.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | File
    """

    return sync_detailed(
        id=id,
        client=client,
        direction=direction,
        layout=layout,
    ).parsed


async def asyncio_detailed(
    id: UUID,
    *,
    client: AuthenticatedClient,
    direction: ReadingDirection | Unset = UNSET,
    layout: DownloadComicPdfLayout | Unset = DownloadComicPdfLayout.PAGES,
) -> Response[Error | File]:
    """The whole comic as a PDF: laid-out printed pages (or, with layout=panels, one page per panel),
    bubbles drawn

     The whole comic as a PDF of laid-out printed pages (or one page per panel with layout=panels),
    bubbles drawn. Free.

    Args:
        id (UUID):
        direction (ReadingDirection | Unset): Reading order: the comic's reading_direction by
            default; rtl only for manga_bw comics and comics in a right-to-left language
        layout (DownloadComicPdfLayout | Unset): pages: laid-out printed pages (default); panels:
            one panel per page Default: DownloadComicPdfLayout.PAGES.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | File]
    """

    kwargs = _get_kwargs(
        id=id,
        direction=direction,
        layout=layout,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: UUID,
    *,
    client: AuthenticatedClient,
    direction: ReadingDirection | Unset = UNSET,
    layout: DownloadComicPdfLayout | Unset = DownloadComicPdfLayout.PAGES,
) -> Error | File | None:
    """The whole comic as a PDF: laid-out printed pages (or, with layout=panels, one page per panel),
    bubbles drawn

     The whole comic as a PDF of laid-out printed pages (or one page per panel with layout=panels),
    bubbles drawn. Free.

    Args:
        id (UUID):
        direction (ReadingDirection | Unset): Reading order: the comic's reading_direction by
            default; rtl only for manga_bw comics and comics in a right-to-left language
        layout (DownloadComicPdfLayout | Unset): pages: laid-out printed pages (default); panels:
            one panel per page Default: DownloadComicPdfLayout.PAGES.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | File
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            direction=direction,
            layout=layout,
        )
    ).parsed
