import { Column, CreateDateColumn, Entity, Index, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { OutfitLock } from '../comics/prompt';
import type { ComicStyleKey } from '../vocabulary';

export const COMIC_STATUSES = ['generating', 'ready', 'failed'] as const;
export type ComicStatus = (typeof COMIC_STATUSES)[number];

/** A comic: its locks (setting, outfits, style) and status; its panels are ComicPanel rows. */
@Entity({ name: 'comics' })
@Index(['userId', 'createdAt'])
export class Comic {
  /** Chosen by the API (for a generated comic, the operation id its workflow id is built from). */
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ type: 'uuid' })
  userId: string;

  @Column({ type: 'text' })
  title: string;

  @Column({ type: 'text' })
  storyPrompt: string;

  @Column({ type: 'jsonb' })
  characterIds: string[];

  @Column({ type: 'text' })
  status: ComicStatus;

  @Column({ type: 'integer' })
  pageCount: number;

  @Column({ type: 'text' })
  setting: string;

  @Column({ type: 'jsonb' })
  outfitLocks: OutfitLock[];

  @Column({ type: 'text' })
  stylePreset: ComicStyleKey;

  @Column({ type: 'text' })
  styleLock: string;

  /** BCP 47: the language its texts are in, given by the client or detected from them (decisions.md "Languages"). */
  @Column({ type: 'text', default: 'en' })
  language: string;

  /** The establishing shot panels use as setting and style reference (not a panel). */
  @Column({ type: 'text', nullable: true })
  settingAnchorKey: string | null;

  /** Why generation failed, when it did. */
  @Column({ type: 'text', nullable: true })
  error: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
