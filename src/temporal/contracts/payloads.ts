/**
 * Payload types shared by the API, workflows and activities. Small JSON only: images travel as
 * storage keys, never as bytes.
 */
import type { CharacterPlacement, ScoreResult } from '../../models/types';
import type { CharacterDescriptor, ComicShotKey, ComicStyleKey, VaryDimension } from '../../vocabulary';

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

/** Everything a renderer needs for one scene, resolved and checked by the API. */
export interface SceneSpec {
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
}
