import type { CharacterInput, EditRequest, ReferenceViewRequest, RenderRequest } from '../types';
import { pngSize } from '../../images/masks';
import { renderSkeleton } from '../pose/render';
import { editPrompt, referenceViewPrompt, renderPrompt } from './prompt';

export interface LabelledImage {
  /** Tells a multimodal model what the image is for. */
  label: string;
  /**
   * Identity-preserving workflows (ComfyUI PuLID) want a character's face, whatever the priority order; pose
   * workflows (an OpenPose ControlNet) want the skeleton picture.
   */
  kind: 'anchor' | 'character' | 'brand' | 'pose';
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
  /** An edit inside a mask: greyscale PNG of the picture's size, 255 where it may change. */
  mask?: Buffer;
  /** An edit: the picture to change is the first reference, and the result is its size. */
  edit?: boolean;
}

const DEFAULT_SIZE = 1024;
/** Most providers accept a handful of input images; more dilutes the likeness anyway. */
const MAX_REFERENCES = 8;
const MAX_VIEW_REFERENCES = 3;

export async function renderJob(request: RenderRequest): Promise<ImageJob> {
  const width = request.width ?? DEFAULT_SIZE;
  const height = request.height ?? DEFAULT_SIZE;
  const poses = await poseReferences(request.characters, width, height);
  return {
    prompt: renderPrompt(request),
    references: renderReferences(request, poses).slice(0, MAX_REFERENCES),
    seed: request.seed,
    width,
    height,
    names: request.characters.map((character) => character.name),
    faceMode: faceModeOf(request.characters),
  };
}

/**
 * An edit: the picture first (OpenAI applies a mask to the first image; Gemini edits the image it is given), then the
 * characters' references to keep them as they are; the mask travels beside them for the providers that take one.
 */
export function editJob(request: EditRequest): ImageJob {
  const { scene } = request;
  const picture = pngSize(request.source);
  const characters = scene.characters.flatMap((character) =>
    character.references.slice(0, 1).map((image) => ({ label: `${character.name}: character reference (keep face, hair and outfit)`, kind: 'character' as const, image })),
  );
  return {
    prompt: editPrompt(request),
    references: [{ label: 'the picture to edit', kind: 'anchor' as const, image: request.source }, ...characters].slice(0, MAX_REFERENCES),
    seed: scene.seed,
    width: picture.width,
    height: picture.height,
    names: scene.characters.map((character) => character.name),
    faceMode: faceModeOf(scene.characters),
    ...(request.mask ? { mask: request.mask } : {}),
    edit: true,
  };
}

/** Each posed character's skeleton drawn as OpenPose draws one, said to be a pose and whose. */
async function poseReferences(characters: CharacterInput[], width: number, height: number): Promise<LabelledImage[]> {
  const posed = characters.filter((character) => character.pose);
  return Promise.all(
    posed.map(async (character) => ({
      label: `the pose of ${character.name}: an OpenPose skeleton (coloured lines and dots on black, one line per bone); draw ${character.name} in exactly this pose, where the skeleton stands in the picture (do not draw the skeleton)`,
      kind: 'pose' as const,
      image: await renderSkeleton(character.pose!, width, height),
    })),
  );
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

/**
 * Priority order: the image being varied, the previous panel, the setting, the posed characters' skeletons, each
 * character's best references, the brand.
 */
function renderReferences(request: RenderRequest, poses: LabelledImage[]): LabelledImage[] {
  const anchors = request.anchors ?? {};
  const references: LabelledImage[] = [];
  const anchor = (label: string, image: Buffer | undefined) => {
    if (image) references.push({ label, kind: 'anchor', image });
  };
  anchor('the source image to edit', anchors.variation?.source);
  anchor('the previous panel: keep its background, palette and style', anchors.previousImage);
  anchor('the setting: keep this place and palette', anchors.settingAnchor);
  references.push(...poses);
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
