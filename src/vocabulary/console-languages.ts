/**
 * The languages the web console is written in (web/src/i18n has one catalogue each): an account may keep one of them
 * as its console language. English is the console's own, and what a browser asking for none of them gets.
 */
export const CONSOLE_LANGUAGES = ['en', 'es', 'ja', 'ar'] as const;
export type ConsoleLanguage = (typeof CONSOLE_LANGUAGES)[number];
