/**
 * Payload types shared by operations, workflows and activities: what a scene is made of and how attempts at it
 * turn out. Small JSON only: images travel as storage keys, never as bytes. Workflow-safe (types only).
 */
import type { CharacterPlacement, ScenePlan, ScoreResult } from '../../models/types';
import type { Skeleton } from '../../poses/keypoints';
import type { CharacterDescriptor, ComicShotKey, ComicStyleKey, GenerationKind, VaryDimension } from '../../vocabulary';

export interface SceneCharacter {
  id: string;
  name: string;
  description: string;
  descriptor: CharacterDescriptor;
  /** Storage keys of the character's reference images, most important first. */
  referenceKeys: string[];
  faceMode: 'pulid' | 'illustrated' | null;
}

export interface SceneBrand {
  brandKitId: string;
  palette: Array<{ name: string; hex: string }>;
  logoKey?: string;
  assets: Array<{ id: string; kind: 'logo' | 'product' | 'packaging' | 'reference'; label: string; imageKey: string }>;
}

export interface SceneVariation {
  sourceImageKey: string;
  sourcePrompt: string;
  sourceSeed: number;
  dimension: VaryDimension;
  target: string;
}

/** The pose a character is drawn in: a skeleton (COCO keypoints in percent), and the catalogue's name when it came from there. */
export interface ScenePose {
  keypoints: Skeleton;
  name?: string;
}

/** Everything a renderer needs for one scene: the request's characters, brand and anchors, resolved and checked by its operation. */
export interface ResolvedScene {
  prompt: string;
  model: string;
  artStyle?: string;
  stylePreset?: ComicStyleKey;
  shot?: ComicShotKey;
  characters: SceneCharacter[];
  /** The pose of each character (in `characters` order; null: as the prompt says). */
  poses?: Array<ScenePose | null>;
  brand?: SceneBrand;
  anchors?: {
    previousImageKey?: string;
    settingAnchorKey?: string;
    variation?: SceneVariation;
    edit?: SceneEdit;
  };
}

/** An edit of a picture: the picture, what to change, and where it may change (a mask the picture's size; none: wherever). */
export interface SceneEdit {
  sourceImageKey: string;
  /** The seed the picture was drawn with: a model that draws it again draws the same picture. */
  sourceSeed: number;
  instruction: string;
  maskKey?: string;
}

export interface RenderedImage {
  imageKey: string;
  width: number;
  height: number;
  layout: { characters: CharacterPlacement[] };
  /** What the model drew, when it says (runs recorded before it was kept have none). */
  plan?: ScenePlan;
}

export interface AttemptPolicy {
  maxAttempts: number;
  /** 0-1; an attempt passes when its consistency score >= minScore x 100. */
  minScore: number;
  /** Multi-character scenes: the judge must find every character. */
  requireAllCharacters: boolean;
}

/** The delivered attempt of a generation. */
export interface ChosenAttempt {
  image: RenderedImage;
  seed: number;
  score: ScoreResult;
  consistencyScore: number;
  passed: boolean;
}

export interface AttemptsOutcome {
  chosen?: ChosenAttempt;
  attempts: number;
  /** Model errors of attempts that produced no image. */
  errors: string[];
  /** The last attempt was refused under a provider's content policy (errors' last entry says how): no more were made. */
  refused?: boolean;
}

/** What a caller learns of a delivered image: its file and how it scored. */
export interface DeliveredImage {
  id: string;
  imageKey: string;
  /** What the image shows, for readers who cannot see it (sceneAltText). */
  altText: string;
  consistencyScore: number;
  /** Single-character scenes. */
  characterScore: number | null;
  /** Scenes with a brand kit. */
  brandScore: number | null;
  characterScores: Array<{ name: string; score: number }>;
  attempts: number;
  passed: boolean;
  reasoning: string;
  /** Every problem found: the judge's, then what of the prompt the picture does not show. */
  issues: string[];
  /** What of the prompt the picture does not show (the image model's plan and the judge say), apart from the likeness. */
  promptIssues: string[];
  /** How each character asked to be in a pose was matched (PCK@0.2, 0-1); absent when no pose was asked for. */
  poses?: Array<{ name: string; pck: number | null }>;
}

/** The record of a delivered image: what it is, whose, and what made it. */
export interface ImageRecord extends Omit<DeliveredImage, 'poses'> {
  userId: string;
  kind: GenerationKind;
  /** The character a single-character image is anchored on. */
  characterId: string | null;
  characterIds: string[];
  brandKitId: string | null;
  prompt: string;
  artStyle: string | null;
  model: string;
  seed: number;
  cacheKey: string | null;
  sourceImageId: string | null;
  scenePlan: ScenePlan | null;
  /** The image it was edited from, and the instruction (an edit). */
  editedFromImageId?: string | null;
  editInstruction?: string | null;
  /** A comic's picture (kind comic_panel): the comic it goes with. */
  comicId?: string | null;
  /** The poses the characters were drawn in and how each was matched (null: none asked for). */
  poses: ImagePose[] | null;
}

/** A comic's panel, by its page number. */
export interface PanelSlot {
  comicId: string;
  pageNumber: number;
}

/** A character's pose in a delivered image: the skeleton asked for and the judge's PCK@0.2 of the figure drawn. */
export interface ImagePose {
  name: string;
  pose: ScenePose;
  /** null when the image model does not say where it drew the figure (the pose was not checked). */
  pck: number | null;
}
