import type { CharacterInput, ReferenceViewRequest, RenderRequest } from '../types';
import { referenceViewPrompt, renderPrompt } from './prompt';

export interface LabelledImage {
  /** Tells a multimodal model what the image is for. */
  label: string;
  /** Identity-preserving workflows (ComfyUI PuLID) want a character's face, whatever the priority order. */
  kind: 'anchor' | 'character' | 'brand';
  image: Buffer;
}

/** One image to generate, in the terms every provider understands. */
export interface ImageJob {
  prompt: string;
  /** Most important first. */
  references: LabelledImage[];
  seed: number;
  width: number;
  height: number;
  /** Characters in the picture, left to right, for the estimated layout. */
  names: string[];
  /** How likeness is kept: `pulid` when a character in the picture has a photographed face, else `illustrated`. */
  faceMode: 'pulid' | 'illustrated';
}

const DEFAULT_SIZE = 1024;
/** Most providers accept a handful of input images; more dilutes the likeness anyway. */
const MAX_REFERENCES = 8;
const MAX_VIEW_REFERENCES = 3;

export function renderJob(request: RenderRequest): ImageJob {
  return {
    prompt: renderPrompt(request),
    references: renderReferences(request).slice(0, MAX_REFERENCES),
    seed: request.seed,
    width: request.width ?? DEFAULT_SIZE,
    height: request.height ?? DEFAULT_SIZE,
    names: request.characters.map((character) => character.name),
    faceMode: faceModeOf(request.characters),
  };
}

export function referenceViewJob(request: ReferenceViewRequest): ImageJob {
  const { character } = request;
  return {
    prompt: referenceViewPrompt(request),
    references: character.references
      .slice(0, MAX_VIEW_REFERENCES)
      .map((image) => ({ label: `${character.name}: character reference`, kind: 'character' as const, image })),
    seed: request.seed,
    width: request.width ?? DEFAULT_SIZE,
    height: request.height ?? DEFAULT_SIZE,
    names: [character.name],
    faceMode: faceModeOf([character]),
  };
}

function faceModeOf(characters: CharacterInput[]): ImageJob['faceMode'] {
  return characters.some((character) => character.faceMode === 'pulid') ? 'pulid' : 'illustrated';
}

/** Priority order: the image being varied, the previous panel, the setting, each character's best references, the brand. */
function renderReferences(request: RenderRequest): LabelledImage[] {
  const anchors = request.anchors ?? {};
  const references: LabelledImage[] = [];
  const anchor = (label: string, image: Buffer | undefined) => {
    if (image) references.push({ label, kind: 'anchor', image });
  };
  anchor('the source image to edit', anchors.variation?.source);
  anchor('the previous panel: keep its background, palette and style', anchors.previousImage);
  anchor('the setting: keep this place and palette', anchors.settingAnchor);
  const depth = Math.max(0, ...request.characters.map((character) => character.references.length));
  for (let rank = 0; rank < depth; rank += 1) {
    for (const character of request.characters) {
      const image = character.references[rank];
      if (image) {
        references.push({ label: `${character.name}: character reference (keep face, hair and outfit)`, kind: 'character', image });
      }
    }
  }
  if (request.brand?.logo) references.push({ label: 'the brand logo', kind: 'brand', image: request.brand.logo });
  for (const asset of request.brand?.assets ?? []) {
    references.push({ label: `brand ${asset.kind}: ${asset.label}`, kind: 'brand', image: asset.image });
  }
  return references;
}
