import { Column, CreateDateColumn, Entity, Index, OneToMany, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { CharacterDescriptor } from '../vocabulary';
import { ReferenceImage } from './reference-image';

export const CHARACTER_STATUSES = ['draft', 'locked', 'published'] as const;
export type CharacterStatus = (typeof CHARACTER_STATUSES)[number];
export type FaceMode = 'pulid' | 'illustrated';

@Entity({ name: 'characters' })
@Index(['userId', 'createdAt'])
export class Character {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  userId: string;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text' })
  description: string;

  @Column({ type: 'text', nullable: true })
  styleNotes: string | null;

  @Column({ type: 'text' })
  status: CharacterStatus;

  @Column({ type: 'text', nullable: true })
  faceMode: FaceMode | null;

  @Column({ type: 'text', nullable: true })
  sourceImageKey: string | null;

  @Column({ type: 'jsonb' })
  descriptor: CharacterDescriptor;

  /** Set once the descriptor was filled by auto-fill-descriptor (rather than parsed at creation). */
  @Column({ type: 'boolean', default: false })
  descriptorFilled: boolean;

  @OneToMany(() => ReferenceImage, (reference) => reference.character)
  references?: ReferenceImage[];

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
