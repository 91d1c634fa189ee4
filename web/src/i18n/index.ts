import { type ComponentChildren, type VNode } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { CONSOLE_LANGUAGES, type ConsoleLanguage } from '../../../src/vocabulary/console-languages';
import type { Catalogue, MessageKey } from './catalogue';
import { formatMessage, formatNumber, formatParts, type TagMaker, type Values } from './format';

/**
 * The console's words in the reader's language: one catalogue per language (./en.ts, ./es.ts, ./ja.ts, ./ar.ts), keys
 * by page, each loaded only when its language is chosen. English's keys are the type every other catalogue must fill.
 */
export type { Catalogue, ConsoleLanguage, MessageKey };

const CATALOGUES: Record<ConsoleLanguage, () => Promise<{ default: Catalogue }>> = {
  en: () => import('./en'),
  es: () => import('./es'),
  ja: () => import('./ja'),
  ar: () => import('./ar'),
};
const RIGHT_TO_LEFT = new Set<ConsoleLanguage>(['ar']);
/** Each language by its own name, as the picker lists it (a reader looks for their language in their script). */
export const LANGUAGE_NAMES: Record<ConsoleLanguage, string> = { en: 'English', es: 'Español', ja: '日本語', ar: 'العربية' };
/** The language chosen in this browser (before signing in, or as the account last said). */
const CHOSEN = 'likeness.language';

let language: ConsoleLanguage = 'en';
let messages: Catalogue | undefined;
const listeners = new Set<(language: ConsoleLanguage) => void>();

export function isConsoleLanguage(tag: string | null | undefined): tag is ConsoleLanguage {
  return CONSOLE_LANGUAGES.some((one) => one === tag);
}

/** The language chosen in this browser, else the first of the browser's languages the console is written in, else English. */
export function browserLanguage(): ConsoleLanguage {
  const chosen = readChosen();
  if (chosen) return chosen;
  const wanted = (navigator.languages.length ? navigator.languages : [navigator.language]).map((tag) => tag.toLowerCase().split('-')[0]);
  return wanted.find(isConsoleLanguage) ?? 'en';
}

function readChosen(): ConsoleLanguage | undefined {
  try {
    const stored = localStorage.getItem(CHOSEN);
    return isConsoleLanguage(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

/** Whether someone picked a language in this browser (rather than it following the browser's). */
export function languageWasChosen(): boolean {
  return readChosen() !== undefined;
}

/** Shows the console in `next`: its catalogue loaded, <html lang dir> set, every page drawn again. `remember` keeps it for this browser. */
export async function showLanguage(next: ConsoleLanguage, remember = false): Promise<void> {
  if (remember) {
    try {
      localStorage.setItem(CHOSEN, next);
    } catch {
      // A browser that keeps nothing follows its own language next time.
    }
  }
  if (messages && next === language) return;
  messages = (await CATALOGUES[next]()).default;
  language = next;
  document.documentElement.lang = next;
  document.documentElement.dir = rightToLeft() ? 'rtl' : 'ltr';
  listeners.forEach((listener) => listener(next));
}

export function currentLanguage(): ConsoleLanguage {
  return language;
}

/** Whether the language shown is written right to left (the page's controls are laid out from the right). */
export function rightToLeft(): boolean {
  return RIGHT_TO_LEFT.has(language);
}

/** The language shown now; the component draws again when it changes. */
export function useLanguage(): ConsoleLanguage {
  const [shown, setShown] = useState(language);
  useEffect(() => {
    setShown(language);
    listeners.add(setShown);
    return () => void listeners.delete(setShown);
  }, []);
  return shown;
}

function message(key: MessageKey): string {
  if (!messages) throw new Error('The console drew words before its language was loaded');
  const [page, name] = key.split('.') as [keyof Catalogue, string];
  return (messages[page] as Record<string, string>)[name];
}

/** A message as text, its values in place (numbers, plurals and choices in the language's own way). */
export function t(key: MessageKey, values: Values = {}): string {
  return formatMessage(message(key), values, language);
}

/** A message whose words carry links or emphasis: each <tag> of it made by `tags`. */
export function rich(key: MessageKey, values: Values, tags: Record<string, TagMaker<VNode>>): ComponentChildren {
  return formatParts<VNode>(message(key), values, language, tags);
}

/** A number as the language writes it (digits, grouping). */
export function number(value: number): string {
  return formatNumber(value, language);
}

/** Names listed as the language lists them ("Mara, Rusty", "Mara、Rusty", "Mara وRusty"). */
export function list(items: string[]): string {
  return new Intl.ListFormat(language, { style: 'narrow', type: 'conjunction' }).format(items);
}

/** A share given in percent (0-100), whole, as the language writes it: "12%", "12 %", "12‎%‎". */
export function percent(value: number): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(value / 100);
}

/** A change of a number with its sign (+5, −3) as the language writes it. */
export function signedNumber(value: number): string {
  return new Intl.NumberFormat(language, { signDisplay: 'exceptZero' }).format(value);
}

/** A moment as the language writes a date and time; '—' for none. */
export function dateTime(iso: string | null | undefined): string {
  return iso ? new Date(iso).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' }) : '—';
}

/** A time of day as the language writes it. */
export function timeOfDay(at: Date): string {
  return at.toLocaleTimeString(language, { timeStyle: 'short' });
}
