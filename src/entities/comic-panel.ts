import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, Unique, UpdateDateColumn } from 'typeorm';
import type { CaptionType, ComicBubble } from '../comics/bubbles';
import type { PanelLayout } from '../comics/geometry';
import type { ComicShotKey } from '../vocabulary';

/** One panel (page) of a comic; a planned panel has no image until it is rendered. */
@Entity({ name: 'comic_panels' })
@Unique(['comicId', 'pageNumber'])
export class ComicPanel {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  comicId: string;

  @Column({ type: 'integer' })
  pageNumber: number;

  @Column({ type: 'text', nullable: true })
  imageKey: string | null;

  /**
   * The generated image the panel shows, once the panel has been edited (kind comic_panel; that record owns the file,
   * and the pictures it was edited from are kept); null for a panel as drawn.
   */
  @Column({ type: 'uuid', nullable: true })
  imageId: string | null;

  @Column({ type: 'text' })
  caption: string;

  @Column({ type: 'text' })
  captionType: CaptionType;

  @Column({ type: 'text', nullable: true })
  speaker: string | null;

  @Column({ type: 'text' })
  action: string;

  @Column({ type: 'text' })
  scenePrompt: string;

  @Column({ type: 'text' })
  shot: ComicShotKey;

  @Column({ type: 'jsonb' })
  bubbles: ComicBubble[];

  /** Where the render put each character (pixels), kept so bubbles can be placed off faces. */
  @Column({ type: 'jsonb', nullable: true })
  layout: PanelLayout | null;

  /** What the panel shows and says, for readers who cannot see it (panelAltText, or a client's own). */
  @Column({ type: 'text', default: '' })
  altText: string;

  /** Set when a client wrote the alt text: lettering edits then keep it; drawing the panel again does not. */
  @Column({ type: 'boolean', default: false })
  altTextCustom: boolean;

  @Column({ type: 'integer', nullable: true })
  consistencyScore: number | null;

  /** Why the last render of this panel failed, when it did. */
  @Column({ type: 'text', nullable: true })
  error: string | null;

  /** The HTTP status of that failure: 422 when a provider refused the request, 502 when the model failed. */
  @Column({ type: 'integer', nullable: true })
  errorStatus: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
