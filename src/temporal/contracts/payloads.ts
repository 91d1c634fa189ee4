/**
 * Payload types shared by operations, workflows and activities: what a scene is made of and how attempts at it
 * turn out. Small JSON only: images travel as storage keys, never as bytes. Workflow-safe (types only).
 */
import type { CharacterPlacement, ScenePlan, ScoreResult } from '../../models/types';
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

/** Everything a renderer needs for one scene: the request's characters, brand and anchors, resolved and checked by its operation. */
export interface ResolvedScene {
  prompt: string;
  model: string;
  artStyle?: string;
  stylePreset?: ComicStyleKey;
  shot?: ComicShotKey;
  characters: SceneCharacter[];
  brand?: SceneBrand;
  anchors?: {
    previousImageKey?: string;
    settingAnchorKey?: string;
    variation?: SceneVariation;
  };
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
}

/** The record of a delivered image: what it is, whose, and what made it. */
export interface ImageRecord extends DeliveredImage {
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
}
