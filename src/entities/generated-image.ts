import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

import type { ScenePlan } from '../models/types';
import type { ImagePose } from '../temporal/contracts/payloads';
import type { GenerationKind } from '../vocabulary';

/** One delivered image of a generation, with the scores the judge gave it. */
@Entity({ name: 'generated_images' })
@Index(['userId', 'cacheKey'])
export class GeneratedImage {
  /** Chosen by the API before the workflow starts (the workflow id is built from it). */
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ type: 'uuid' })
  userId: string;

  @Column({ type: 'text' })
  kind: GenerationKind;

  /** The character a scene is anchored on; null for brand-only and multi-character scenes. */
  @Column({ type: 'uuid', nullable: true })
  characterId: string | null;

  /** Every character drawn, in request order. */
  @Column({ type: 'jsonb' })
  characterIds: string[];

  @Column({ type: 'uuid', nullable: true })
  brandKitId: string | null;

  @Column({ type: 'text' })
  prompt: string;

  @Column({ type: 'text', nullable: true })
  artStyle: string | null;

  @Column({ type: 'text' })
  model: string;

  @Column({ type: 'integer' })
  seed: number;

  @Column({ type: 'text' })
  imageKey: string;

  /** What the image shows, for readers who cannot see it. */
  @Column({ type: 'text', default: '' })
  altText: string;

  /** What the image model understood of the prompt and drew (null for models that say nothing, and older images). */
  @Column({ type: 'jsonb', nullable: true })
  scenePlan: ScenePlan | null;

  @Column({ type: 'integer' })
  consistencyScore: number;

  @Column({ type: 'integer', nullable: true })
  characterScore: number | null;

  @Column({ type: 'integer', nullable: true })
  brandScore: number | null;

  /** Per-character scores, in characterIds order. */
  @Column({ type: 'jsonb' })
  characterScores: Array<{ name: string; score: number }>;

  @Column({ type: 'integer' })
  attempts: number;

  @Column({ type: 'boolean' })
  passed: boolean;

  @Column({ type: 'text' })
  reasoning: string;

  @Column({ type: 'jsonb' })
  issues: string[];

  /** What of the prompt the picture does not show (the image model's plan and the judge say); also in `issues`. */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  promptIssues: string[];

  @Column({ type: 'text', nullable: true })
  cacheKey: string | null;

  @Column({ type: 'uuid', nullable: true })
  sourceImageId: string | null;

  /** The image this one was edited from (POST /api/scenes/{image_id}/edit), and the instruction; null for any other. */
  @Column({ type: 'uuid', nullable: true })
  editedFromImageId: string | null;

  @Column({ type: 'text', nullable: true })
  editInstruction: string | null;

  /** The comic whose panel this is (kind comic_panel: a panel's picture once edited, and its edits); it goes with the comic. */
  @Column({ type: 'uuid', nullable: true })
  comicId: string | null;

  /** The poses its characters were asked to be in (a skeleton each) and the judge's PCK@0.2 of each; null when none was. */
  @Column({ type: 'jsonb', nullable: true })
  poses: ImagePose[] | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
