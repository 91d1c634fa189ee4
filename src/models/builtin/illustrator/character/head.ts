import type { CharacterDescriptor } from '../../../../vocabulary';
import type { Pen } from '../pen';

export const VIEWS = ['front', 'three_quarter', 'side', 'back'] as const;
export type View = (typeof VIEWS)[number];

export const EXPRESSIONS = ['neutral', 'happy', 'sad', 'angry', 'surprised', 'laughing', 'scared', 'thinking', 'sleeping'] as const;
export type Expression = (typeof EXPRESSIONS)[number];

/** What every head-drawing function needs: the head circle, the view and the face's horizontal shift. */
export interface HeadContext {
  pen: Pen;
  d: CharacterDescriptor;
  view: View;
  expression: Expression;
  cx: number;
  cy: number;
  r: number;
  /** How far the facial features sit toward the facing side (+x) for the view. */
  shift: number;
}

export function featureShift(view: View, r: number): number {
  return view === 'three_quarter' ? r * 0.24 : view === 'side' ? r * 0.5 : 0;
}

export const FEATURE_INK = '#3a2626';
