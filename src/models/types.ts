/**
 * The contract between the service and every image, judging, planning and face model.
 * Plain data in, plain data out: no HTTP, no Temporal, no database.
 * Images travel as PNG (or JPEG/WebP for inputs) bytes in Buffers. The product's words (styles,
 * shots, species, descriptors) come from src/vocabulary.ts.
 */
import type { Skeleton } from '../poses/keypoints';
import type { PredictionFailure, PredictionHandle, PredictionOutcome, PredictionTiming } from '../temporal/contracts/predictions';
import type { CharacterDescriptor, ComicShotKey, ComicStyleKey, VaryDimension } from '../vocabulary';
import type { ModelError } from './errors';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface CharacterInput {
  name: string;
  descriptor: CharacterDescriptor;
  /** Reference images (PNG bytes), most important first. */
  references: Buffer[];
  /** Free-text description as the user wrote it (external providers put it in the prompt). */
  description?: string;
  /** How the character's likeness is kept: `pulid` from a photographed face, `illustrated` from its drawings. */
  faceMode?: 'pulid' | 'illustrated' | null;
  /** The pose to draw the character in: COCO keypoints in percent of the picture (src/poses). */
  pose?: Skeleton;
}

export interface BrandInput {
  palette: Array<{ name: string; hex: string }>;
  logo?: Buffer;
  assets: Array<{ kind: 'logo' | 'product' | 'packaging' | 'reference'; label: string; image: Buffer }>;
}

export interface VariationAnchor {
  source: Buffer;
  /** The prompt and seed that produced the source, so a renderer can reproduce everything else. */
  sourcePrompt: string;
  sourceSeed: number;
  dimension: VaryDimension;
  target: string;
}

export interface RenderRequest {
  prompt: string;
  /** Free style words (watercolor, ink, painterly, pixel...). */
  artStyle?: string;
  stylePreset?: ComicStyleKey;
  characters: CharacterInput[];
  brand?: BrandInput;
  shot?: ComicShotKey;
  anchors?: {
    /** Highest-priority visual reference: keeps background and palette. */
    previousImage?: Buffer;
    settingAnchor?: Buffer;
    variation?: VariationAnchor;
  };
  seed: number;
  /** Default 1024 x 1024. */
  width?: number;
  height?: number;
}

export interface ReferenceViewRequest {
  character: CharacterInput;
  /** front, three_quarter, side, back, or an expression word (happy, sad, angry, surprised, ...). */
  label: string;
  artStyle?: string;
  seed: number;
  width?: number;
  height?: number;
}

export interface CharacterPlacement {
  name: string;
  /** Whole figure, in pixels of the rendered image. */
  box: Box;
  /** Head or face region, in pixels; bubbles must never cover it. */
  face: Box;
  /** Where the figure's joints and head were drawn (a figure drawn on a pose), COCO keypoints in percent of the picture. */
  keypoints?: Skeleton;
}

/**
 * What a model understood of the prompt and drew (the built-in illustrator's scene plan), kept with the image so an
 * operator can see why a picture looks as it does.
 */
export interface ScenePlan {
  place: string;
  /** named in the prompt; nearest: the nearest drawn place to one named; implied by what is in the scene; default; anchor: kept from a previous image. */
  placeFrom: 'named' | 'nearest' | 'implied' | 'default' | 'anchor';
  /** The word for a place that is not drawn as such, when placeFrom is nearest. */
  nearestTo?: string;
  time: string;
  weather: string;
  characters: Array<{ name: string; posture: string; action: string; expression: string; holding?: string; on?: string }>;
  /** Things in the scene besides what characters hold or use, and where they are. */
  props: Array<{ name: string; where: string; near: string[] }>;
  interaction?: string;
  /** Words of the prompt that named nothing the model could draw. */
  unknownWords: string[];
  /**
   * What the prompt asked for that the picture does not show, in sentences a person reads: the words the model has no
   * drawing for (places, things, actions), and the place it drew instead of one named. Absent in plans kept before.
   */
  notDrawn?: string[];
}

export interface RenderResult {
  png: Buffer;
  width: number;
  height: number;
  layout: { characters: CharacterPlacement[] };
  plan?: ScenePlan;
}

/** How a caller steers one model call while it runs. */
export interface CallOptions {
  /** Aborted when the caller gives up (its activity was cancelled or timed out): stop, and release what the call holds. */
  signal?: AbortSignal;
}

/**
 * An edit of a picture: change what the instruction says, inside the mask when there is one, and keep the rest. The
 * scene that made the picture comes along (`scene`: its prompt, seed, characters and poses) for a model that draws it
 * again; the service lays the result over the original through the mask, so pixels outside it are kept whatever the
 * model returns.
 */
export interface EditRequest {
  /** The picture to edit (PNG). */
  source: Buffer;
  /** What to change, in words (at most 1,000 characters). */
  instruction: string;
  /** Greyscale PNG of the picture's size: 255 where the picture may change (src/images/masks.ts). */
  mask?: Buffer;
  /** The request the picture was made from: its prompt and seed, characters (with their references and poses), look. */
  scene: RenderRequest;
}

export interface ImageModel {
  readonly name: string;
  render(request: RenderRequest, options?: CallOptions): Promise<RenderResult>;
  renderReference(request: ReferenceViewRequest, options?: CallOptions): Promise<RenderResult>;
  /** Edits a picture (models that can; the registry says which). */
  edit?(request: EditRequest, options?: CallOptions): Promise<RenderResult>;
  /** Present on models that run as predictions on a provider's queue (Replicate, fal): the steps of an asynchronous call. */
  readonly prediction?: PredictionRunner;
}

/**
 * An image made as a prediction: started now with our webhook URL (when there is one), finished later when the
 * provider's webhook says so or a poll finds it done, its output then copied. `render` does all of it in one call.
 */
export interface PredictionRunner {
  readonly timing: PredictionTiming;
  /** The model cannot draw without an image to start from (an edit or identity model). */
  readonly needsImage: boolean;
  startRender(request: RenderRequest, options?: CallOptions): Promise<PredictionHandle>;
  startReference(request: ReferenceViewRequest, options?: CallOptions): Promise<PredictionHandle>;
  startEdit(request: EditRequest, options?: CallOptions): Promise<PredictionHandle>;
  /** Its state now (a poll). */
  check(handle: PredictionHandle, options?: CallOptions): Promise<PredictionOutcome>;
  /** The output, as the model's result (a PNG of the requested size and its layout); an expired output is an error that says so. */
  result(handle: PredictionHandle, outputUrl: string, options?: CallOptions): Promise<RenderResult>;
  /** Asks the provider to stop it (its cancel URL); a prediction already over is left as it is. */
  cancel(handle: PredictionHandle): Promise<void>;
  /** A failed prediction as the error a model call ends with (a refusal, a failure, a wait the provider asked for). */
  failure(failure: PredictionFailure): ModelError;
}

export interface JudgeCharacter {
  name: string;
  references: Buffer[];
  /**
   * The posture the image model says it drew the character in (its scene plan's `posture`: standing, sitting, lying,
   * riding...), when it says: where a seat, a blanket, a bike or the water hides the legs, a judge compares the rest.
   */
  posture?: string;
}

export interface ScoreRequest {
  image: Buffer;
  characters: JudgeCharacter[];
  brand?: { palette: string[]; logo?: Buffer };
  /** The prompt the picture was drawn from: a judge that reads it says what of it the picture does not show. */
  prompt?: string;
}

export interface ScoreResult {
  /** 0-100 per character, in request order. */
  characterScores: Array<{ name: string; score: number }>;
  /** 0-100, present when a brand was given. */
  brandScore?: number;
  foundCharacters: number;
  /** 0-100 combined. */
  score: number;
  /** One or two sentences. */
  reasoning: string;
  /** Short strings a person can act on. */
  issues: string[];
  /** The pose check of each character drawn on a skeleton (added after judging; src/models/pose/check.ts). */
  poses?: Array<{ name: string; pck: number; matched: boolean }>;
  /**
   * What the prompt asked for that the picture does not show (judges that read the prompt say; others leave it out).
   * Apart from the scores: a likeness is not lowered by a missing kite.
   */
  promptIssues?: string[];
}

export interface ConsistencyJudge {
  readonly name: string;
  score(request: ScoreRequest): Promise<ScoreResult>;
}

export interface PlanRequest {
  title: string;
  story: string;
  characters: Array<{ name: string; description: string; descriptor: CharacterDescriptor }>;
  pageCount: number;
  style: ComicStyleKey;
}

export interface PlannedPanel {
  /** At most 10 words. */
  caption: string;
  captionType: 'narration' | 'dialogue';
  speaker?: string;
  action: string;
  shot: ComicShotKey;
  /** Where this panel happens when the story has moved on from the comic's setting. */
  setting?: string;
}

export interface StoryPlan {
  setting: string;
  outfitLocks: Array<{ characterName: string; outfit: string }>;
  panels: PlannedPanel[];
}

export interface StoryPlanner {
  readonly name: string;
  plan(request: PlanRequest): Promise<StoryPlan>;
}

export interface DetectedFace {
  box: Box;
  confidence: number;
}

export interface FaceDetection {
  faces: DetectedFace[];
  /** True when the image looks like a photograph rather than a drawing. */
  photographic: boolean;
}

export interface FaceDetector {
  readonly name: string;
  detect(image: Buffer): Promise<FaceDetection>;
}

/** Turns a free-text description (and optionally a source image) into a descriptor. */
export interface DescriptorExtractor {
  describe(input: { name: string; description: string; sourceImage?: Buffer }): Promise<CharacterDescriptor>;
}
