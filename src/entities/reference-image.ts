import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique, type Relation } from 'typeorm';
import type { Character } from './character';

@Entity({ name: 'reference_images' })
@Unique(['characterId', 'label'])
export class ReferenceImage {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  characterId: string;

  // Named, not imported: the two entities refer to each other, and only one of them imports the other.
  @ManyToOne('Character', (character: Character) => character.references, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'character_id' })
  character?: Relation<Character>;

  @Column({ type: 'text' })
  label: string;

  @Column({ type: 'text' })
  imageKey: string;

  /** Who, which view or mood, and how the character looks, for readers who cannot see it. */
  @Column({ type: 'text', default: '' })
  altText: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
