import type { PlanRequest } from '../../types';
import { listPhrase, outfitWords } from '../../../vocabulary/descriptor-words';

type PlanCharacter = PlanRequest['characters'][number];

/** "wearing a yellow raincoat and green boots" -> "yellow raincoat and green boots". */
const WEARING = /\b(?:wearing|wears|wore|dressed in|clad in)\s+(?:(?:a|an|the|his|her|their)\s+)?([^.,;!?]+)/i;

/** A new clause after the outfit ("... green boots who loves puddles"). */
const CLAUSE_START = /\s+(?:who|that|which|and (?:she|he|they|loves|likes|has|is))\b.*$/i;

const DEFAULT_OUTFIT = 'simple everyday clothes';

/** The outfit a character keeps in every panel: verbatim from the description when it names one, else from the descriptor. */
export function outfitFor(character: PlanCharacter): string {
  const described = WEARING.exec(character.description)?.[1].replace(CLAUSE_START, '').trim();
  if (described) return described;
  const clothes = outfitWords(character.descriptor) || DEFAULT_OUTFIT;
  const accessories = character.descriptor.accessories;
  return accessories.length > 0 ? `${clothes} with ${listPhrase(accessories)}` : clothes;
}
