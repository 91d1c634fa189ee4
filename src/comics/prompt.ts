/** Panel prompts: the comic's locks (setting, outfits, style) around what happens in the panel. */

export interface OutfitLock {
  characterName: string;
  outfit: string;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function names(text: string, name: string): boolean {
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(name)}($|[^\\p{L}\\p{N}])`, 'iu').test(text);
}

/** The characters a panel shows: those its action names, plus the speaker; everyone when it names nobody. */
export function appearingCharacters(characterNames: string[], action: string, speaker?: string | null): string[] {
  const named = characterNames.filter((name) => names(action, name) || name.toLowerCase() === speaker?.toLowerCase());
  return named.length > 0 ? named : characterNames;
}

function sentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/**
 * The prompt of one panel: the locked setting first (it decides the place), then the action, then each appearing
 * character's outfit lock verbatim, then the style lock.
 */
export function panelScenePrompt(input: { setting: string; action: string; appearing: string[]; outfitLocks: OutfitLock[]; styleLock: string }): string {
  const outfits = input.appearing.flatMap((name) => {
    const lock = input.outfitLocks.find((entry) => entry.characterName.toLowerCase() === name.toLowerCase());
    return lock ? [`${name} wears ${sentence(lock.outfit)}`] : [];
  });
  const setting = input.setting.trim() ? [`Setting: ${sentence(input.setting)}`] : [];
  return [...setting, sentence(input.action), ...outfits, `Style: ${sentence(input.styleLock)}`].join(' ');
}

/** The establishing shot that anchors a comic's place and look: the whole setting, the cast small in it. */
export function settingAnchorPrompt(setting: string, styleLock: string): string {
  return `Setting: ${sentence(setting)} Establishing view of the whole place, the cast small in the distance. Style: ${sentence(styleLock)}`;
}
