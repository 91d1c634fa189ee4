import { useState } from 'preact/hooks';
import { CONSOLE_LANGUAGES } from '../../src/vocabulary/console-languages';
import { api, unwrap } from './api/client';
import { isConsoleLanguage, LANGUAGE_NAMES, showLanguage, t, useLanguage } from './i18n';

/**
 * The console's language, each listed in its own words: kept for this browser and, signed in, for the account (PATCH
 * /api/account), so every browser the account signs in from shows it.
 */
export function LanguagePicker({ signedIn = false }: { signedIn?: boolean }) {
  const language = useLanguage();
  const [failed, setFailed] = useState<string>();
  const choose = async (next: string) => {
    if (!isConsoleLanguage(next)) return;
    setFailed(undefined);
    await showLanguage(next, true);
    if (!signedIn) return;
    try {
      await unwrap(api.PATCH('/api/account', { body: { console_language: next } }));
    } catch (error) {
      setFailed(t('nav.languageSaveFailed', { reason: error instanceof Error ? error.message : String(error) }));
    }
  };
  return (
    <span class="language">
      <label>
        <span class="visually-hidden">{t('common.language')}</span>
        <select name="console_language" value={language} onChange={(e) => void choose(e.currentTarget.value)}>
          {CONSOLE_LANGUAGES.map((one) => (
            <option value={one} lang={one}>
              {LANGUAGE_NAMES[one]}
            </option>
          ))}
        </select>
      </label>
      {failed && (
        <span class="error-text" role="alert">
          {failed}
        </span>
      )}
    </span>
  );
}
