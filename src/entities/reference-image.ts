import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { Character } from './character';

@Entity({ name: 'reference_images' })
@Unique(['characterId', 'label'])
export class ReferenceImage {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  characterId: string;

  @ManyToOne(() => Character, (character) => character.references, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'character_id' })
  character?: Character;

  @Column({ type: 'text' })
  label: string;

  @Column({ type: 'text' })
  imageKey: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
