"""The README's walk-through with the Python client, against a running Likeness.

LIKENESS_BASE_URL and LIKENESS_API_KEY (a user with at least 30 credits) name the stack; LIKENESS_PORTRAIT is a photo
of one person. The tests run in order and share what they make.
"""

import io
import os
import zipfile
from pathlib import Path
from uuid import UUID

import pytest

from likeness import Likeness, LikenessError
from likeness_api.api.account import create_api_key, get_credits, list_api_keys, revoke_api_key
from likeness_api.api.characters import create_character, draw_character_references, get_character, lock_character
from likeness_api.api.comics import generate_comic
from likeness_api.api.generation import create_storybook, generate_multi_scene, generate_scene, vary_scene
from likeness_api.models import (
    CreateApiKeyBody,
    CreateCharacterBody,
    CreateStorybookBody,
    DrawCharacterReferencesBody,
    GenerateComicBody,
    GenerateMultiSceneBody,
    GenerateSceneBody,
    RevokeApiKeyBody,
    VarySceneBody,
    VarySceneBodyVary,
)
from likeness_api.types import File

made: dict = {}


@pytest.fixture(scope="module")
def likeness() -> Likeness:
    return Likeness(os.environ["LIKENESS_BASE_URL"], os.environ["LIKENESS_API_KEY"])


def test_creates_a_character_from_a_description(likeness):
    pip = likeness.call(create_character, body=CreateCharacterBody(name="Pip", description="A small fox with orange fur, a green scarf and a blue backpack"))
    assert pip.status == "draft"
    assert pip.face_mode is None
    made["pip"] = pip.id


def test_creates_a_character_from_a_photo(likeness):
    photo = Path(os.environ["LIKENESS_PORTRAIT"]).read_bytes()
    ada = likeness.call(
        create_character,
        body=CreateCharacterBody(name="Ada", description="A woman with short dark hair and a red coat", image=File(payload=io.BytesIO(photo), file_name="ada.jpg", mime_type="image/jpeg")),
    )
    assert ada.face_mode == "pulid"
    made["ada"] = ada.id


def test_draws_references_and_locks(likeness):
    for name in ("pip", "ada"):
        sheet = likeness.call(draw_character_references, made[name], body=DrawCharacterReferencesBody(labels=["front", "three_quarter"]))
        assert sheet.generated == 2
        assert not sheet.failures
        locked = likeness.call(lock_character, made[name])
        assert locked.status == "locked"
    assert len(likeness.call(get_character, made["pip"]).references) == 2


def test_lists_every_character_page_after_page(likeness):
    one_by_one = [character.id for character in likeness.characters(page_size=1)]
    assert one_by_one[:2] == [made["ada"], made["pip"]], "newest first, one page each, following the Link headers"
    assert one_by_one == [character.id for character in likeness.characters()]


def test_generates_and_varies_a_scene(likeness, tmp_path):
    scene = likeness.call(generate_scene, body=GenerateSceneBody(character_id=made["pip"], prompt="Pip reads a map under a tree", min_score=0.5))
    assert 0 <= scene.consistency_score <= 100
    picture = likeness.download(scene.image_url, tmp_path / "scene.png")
    assert picture.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    varied = likeness.call(vary_scene, scene.image_id, body=VarySceneBody(vary=VarySceneBodyVary.EXPRESSION, target="surprised", count=2))
    assert len(varied.variants) + len(varied.failures) == 2


def test_generates_a_two_character_scene(likeness):
    multi = likeness.call(generate_multi_scene, body=GenerateMultiSceneBody(character_ids=[made["pip"], made["ada"]], prompt="Pip and Ada share an apple on a bench", min_score=0.5))
    assert [character.name for character in multi.characters] == ["Pip", "Ada"]


def test_a_retry_with_the_same_idempotency_key_joins_the_first_run_and_is_charged_once(likeness):
    key = "python-walkthrough-" + made["pip"].hex
    body = GenerateSceneBody(character_id=made["pip"], prompt="Pip waves from a bridge", min_score=0.5)
    before = likeness.call(get_credits).credits_
    first = likeness.call(generate_scene, body=body, idempotency_key=key)
    retried = likeness.call(generate_scene, body=body, idempotency_key=key)
    assert retried.image_id == first.image_id
    assert likeness.call(get_credits).credits_ == before - 1


def test_makes_a_storybook_with_a_pdf(likeness, tmp_path):
    book = likeness.call(create_storybook, body=CreateStorybookBody(character_id=made["pip"], pages=["Pip wakes up in a den", "Pip walks to the river"], export_pdf=True))
    assert book.status == "completed"
    again = likeness.wait_for_storybook(book.id)
    assert again.generated == 2
    pdf = likeness.download(book.pdf_url, tmp_path / "book.pdf")
    assert pdf.read_bytes()[:5] == b"%PDF-"


def test_makes_a_comic_and_downloads_it_as_cbz_and_epub(likeness, tmp_path):
    started = likeness.call(generate_comic, body=GenerateComicBody(title="The Apple Tree", story_prompt="Pip and Ada find an apple tree. They climb it. They laugh.", character_ids=[made["pip"], made["ada"]], page_count=3))
    comic = likeness.wait_for_comic(started.id)
    assert comic.comic.status == "ready"
    assert len(comic.pages) == 3
    cbz = likeness.download(f"/api/comics/{started.id}.cbz", tmp_path / "comic.cbz")
    with zipfile.ZipFile(cbz) as archive:
        assert "ComicInfo.xml" in archive.namelist()
    epub = likeness.download(f"/api/comics/{started.id}.epub", tmp_path / "comic.epub")
    with zipfile.ZipFile(epub) as archive:
        assert archive.read("mimetype") == b"application/epub+zip"


def test_credits_and_keys(likeness):
    credits = likeness.call(get_credits)
    # openapi-python-client renames a field named like a Python builtin: `credits` reads as `credits_`.
    assert credits.credits_ >= 0
    key = likeness.call(create_api_key, body=CreateApiKeyBody(name="laptop"))
    assert key.key.startswith("lk_live_")
    assert any(entry.id == key.id for entry in likeness.call(list_api_keys).keys)
    likeness.call(revoke_api_key, body=RevokeApiKeyBody(key_id=UUID(str(key.id))))
    with pytest.raises(LikenessError) as refused:
        Likeness(os.environ["LIKENESS_BASE_URL"], key.key).call(get_credits)
    assert refused.value.status == 401


def test_errors_carry_the_api_text(likeness):
    with pytest.raises(LikenessError) as missing:
        likeness.call(get_character, UUID("00000000-0000-4000-8000-000000000000"))
    assert missing.value.status == 404
    assert "not found" in missing.value.error.lower()
