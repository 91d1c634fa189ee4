from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.estimate_pose_files_body import EstimatePoseFilesBody
from ...models.pose_estimate import PoseEstimate
from ...models.pose_estimate_photo import PoseEstimatePhoto


def _get_kwargs(
    *,
    body: EstimatePoseFilesBody | PoseEstimatePhoto | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/poses/estimate",
    }

    if isinstance(body, EstimatePoseFilesBody):
        _kwargs["files"] = body.to_multipart()

        headers["Content-Type"] = "multipart/form-data; boundary=+++"
    if isinstance(body, PoseEstimatePhoto):
        _kwargs["json"] = body.to_dict()

        headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | PoseEstimate | None:
    if response.status_code == 200:
        response_200 = PoseEstimate.from_dict(response.json())

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

    if response.status_code == 413:
        response_413 = Error.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = Error.from_dict(response.json())

        return response_415

    if response.status_code == 429:
        response_429 = Error.from_dict(response.json())

        return response_429

    if response.status_code == 502:
        response_502 = Error.from_dict(response.json())

        return response_502

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | PoseEstimate]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: EstimatePoseFilesBody | PoseEstimatePhoto | Unset = UNSET,
) -> Response[Error | PoseEstimate]:
    """Estimate the pose of a person in a photo (free)

     The pose of the one person in a photo, as COCO's 17 keypoints in percent with the estimator's
    confidence in each and OpenPose's picture of the skeleton: show it, adjust it, and send it as
    "pose": {"keypoints": ...} (or send the photo itself as "pose": {"photo": ...}). The photo comes as
    the form's file "photo", or as JSON {"photo": "<base64 or data: URL>"} like a pose's photo.
    Estimated on the worker (MoveNet on TensorFlow.js). Free; 60 estimates an hour per account (photo
    poses on generations count too), then 429 with Retry-After.

    Args:
        body (EstimatePoseFilesBody):
        body (PoseEstimatePhoto): The photo as JSON, as a pose's photo on a generation takes it

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PoseEstimate]
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
    body: EstimatePoseFilesBody | PoseEstimatePhoto | Unset = UNSET,
) -> Error | PoseEstimate | None:
    """Estimate the pose of a person in a photo (free)

     The pose of the one person in a photo, as COCO's 17 keypoints in percent with the estimator's
    confidence in each and OpenPose's picture of the skeleton: show it, adjust it, and send it as
    "pose": {"keypoints": ...} (or send the photo itself as "pose": {"photo": ...}). The photo comes as
    the form's file "photo", or as JSON {"photo": "<base64 or data: URL>"} like a pose's photo.
    Estimated on the worker (MoveNet on TensorFlow.js). Free; 60 estimates an hour per account (photo
    poses on generations count too), then 429 with Retry-After.

    Args:
        body (EstimatePoseFilesBody):
        body (PoseEstimatePhoto): The photo as JSON, as a pose's photo on a generation takes it

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PoseEstimate
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: EstimatePoseFilesBody | PoseEstimatePhoto | Unset = UNSET,
) -> Response[Error | PoseEstimate]:
    """Estimate the pose of a person in a photo (free)

     The pose of the one person in a photo, as COCO's 17 keypoints in percent with the estimator's
    confidence in each and OpenPose's picture of the skeleton: show it, adjust it, and send it as
    "pose": {"keypoints": ...} (or send the photo itself as "pose": {"photo": ...}). The photo comes as
    the form's file "photo", or as JSON {"photo": "<base64 or data: URL>"} like a pose's photo.
    Estimated on the worker (MoveNet on TensorFlow.js). Free; 60 estimates an hour per account (photo
    poses on generations count too), then 429 with Retry-After.

    Args:
        body (EstimatePoseFilesBody):
        body (PoseEstimatePhoto): The photo as JSON, as a pose's photo on a generation takes it

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PoseEstimate]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: EstimatePoseFilesBody | PoseEstimatePhoto | Unset = UNSET,
) -> Error | PoseEstimate | None:
    """Estimate the pose of a person in a photo (free)

     The pose of the one person in a photo, as COCO's 17 keypoints in percent with the estimator's
    confidence in each and OpenPose's picture of the skeleton: show it, adjust it, and send it as
    "pose": {"keypoints": ...} (or send the photo itself as "pose": {"photo": ...}). The photo comes as
    the form's file "photo", or as JSON {"photo": "<base64 or data: URL>"} like a pose's photo.
    Estimated on the worker (MoveNet on TensorFlow.js). Free; 60 estimates an hour per account (photo
    poses on generations count too), then 429 with Retry-After.

    Args:
        body (EstimatePoseFilesBody):
        body (PoseEstimatePhoto): The photo as JSON, as a pose's photo on a generation takes it

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PoseEstimate
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
