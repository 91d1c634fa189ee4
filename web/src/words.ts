// The API's errors and texts are precise for programs: they name fields by their JSON path, routes and CLI commands.
// People read them here in their own terms; the API keeps its words.

/** Field names as the forms label them. */
const FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  description: 'Description',
  email: 'Email',
  password: 'Password',
  current_password: 'Current password',
  new_password: 'New password',
  prompt: 'Scene',
  pages: 'Pages',
  title: 'Title',
  story_prompt: 'Story idea',
  price_credits: 'Price',
  character_ids: 'Characters',
  character_id: 'Character',
  page_count: 'Panels',
  url: 'URL',
  target: 'New value',
  caption: 'Words',
  action: 'What happens',
  speaker: 'Who says it',
  palette: 'Palette',
  brand_voice: 'Brand voice',
  label: 'Label',
  image: 'Picture',
  logo: 'Logo',
  threshold: 'Threshold',
};

const ROUTE = /\s*\((?:GET|POST|PUT|PATCH|DELETE) \/[^)]*\)/g;
const CLI = /`likeness [^`]+`/g;
const FIELD_PATH = /^([a-z][a-z0-9_]*)((?:\.\d+|\.[a-z_]+|\[\d+\])*): /;

/** A field path as a person names it: "pages.2" is "Pages (line 3)", "name" is "Name". */
function fieldLabel(field: string, rest: string): string {
  const label = FIELD_LABELS[field] ?? field.replace(/_/g, ' ').replace(/^./, (first) => first.toUpperCase());
  const index = /^[.[](\d+)/.exec(rest);
  return index ? `${label} (${field === 'pages' ? 'line' : 'item'} ${Number(index[1]) + 1})` : label;
}

/** An API text in the reader's terms: no routes, no CLI commands, field paths as the form's labels. */
export function inUserTerms(text: string): string {
  const plain = text.replace(ROUTE, '').replace(CLI, "the operator's tools");
  const field = FIELD_PATH.exec(plain);
  if (!field) return plain;
  const said = plain.slice(field[0].length);
  const label = fieldLabel(field[1], field[2]);
  return /^(must|is|are|needs?)\b/.test(said) ? `${label} ${said}` : `${label}: ${said}`;
}
