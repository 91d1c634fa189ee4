"""Likeness for Python.

``likeness_api`` is generated from the API's /openapi.json (one module per operation, one class per schema);
``likeness.Likeness`` wraps it with what a user needs beside it: calls that raise ``LikenessError`` with the API's
own error text, waiting for a comic or storybook, and downloading any file the API serves to a path.
"""

from .client import Likeness, LikenessError

__all__ = ["Likeness", "LikenessError"]
