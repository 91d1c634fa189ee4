import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { CharacterDescriptor } from '../vocabulary';

/** A public, pre-built character anyone can browse and import. */
@Entity({ name: 'library_characters' })
export class LibraryCharacter {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Stable identity of a seeded entry (seeding twice adds nothing); null for published characters. */
  @Column({ type: 'text', nullable: true, unique: true })
  seedSlug: string | null;

  /** The user character this entry was published from, if any. */
  @Column({ type: 'uuid', nullable: true, unique: true })
  sourceCharacterId: string | null;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text' })
  description: string;

  @Column({ type: 'text', nullable: true })
  styleNotes: string | null;

  @Column({ type: 'text' })
  appearanceSummary: string;

  @Column({ type: 'text', nullable: true })
  clothingDescription: string | null;

  @Column({ type: 'jsonb' })
  personalityTraits: string[];

  @Column({ type: 'jsonb' })
  descriptor: CharacterDescriptor;

  /** Label -> storage key of each reference image. */
  @Column({ type: 'jsonb' })
  referenceKeys: Record<string, string>;

  @Column({ type: 'integer', default: 0 })
  usageCount: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
