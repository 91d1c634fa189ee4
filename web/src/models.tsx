import { api, unwrap } from './api/client';
import { useLoad } from './hooks';
import { t } from './i18n';

/** The image models this server offers (GET /api/models), read once per page that asks. */
export function useModels() {
  return useLoad(async () => (await unwrap(api.GET('/api/models'))).models, []);
}

/**
 * A choice of image model, shown only where more than one is configured: '' keeps the server's default. Built-in
 * models read as such; others by their name.
 */
export function ModelChoice({ value, onChange }: { value: string; onChange: (model: string) => void }) {
  const models = useModels();
  if (!models.data || models.data.length < 2) return null;
  const fallback = models.data.find((model) => model.default)?.name;
  return (
    <label>
      {t('models.label')}
      <select name="model" value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        <option value="">{fallback ? t('models.defaultNamed', { name: fallback }) : t('models.default')}</option>
        {models.data.map((model) => (
          <option value={model.name}>{model.name}</option>
        ))}
      </select>
    </label>
  );
}

/** The model field of a request: left out for the default. */
export const modelField = (model: string) => (model ? { model } : {});
