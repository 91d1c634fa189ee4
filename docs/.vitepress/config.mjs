// The documentation site (VitePress): `npm run docs:build` builds it into docs/.vitepress/dist, which the API serves at
// /docs (src/api/docs-site.ts) and any static host can serve under /docs/. Organised by reader: tutorials, how-to
// guides, reference, explanation.
import { defineConfig } from 'vitepress';

const tutorials = [
  { text: 'Overview', link: '/tutorials/' },
  { text: 'Your first character and scene', link: '/tutorials/first-scene' },
  { text: 'Your first storybook with its PDF', link: '/tutorials/first-storybook' },
  { text: 'Your first comic from a story idea', link: '/tutorials/first-comic' },
  { text: 'Webhooks instead of polling', link: '/tutorials/webhooks' },
];

const howTo = [
  { text: 'Overview', link: '/how-to/' },
  {
    text: 'Run and develop',
    items: [
      { text: 'Run the stack and the tests', link: '/how-to/run-locally' },
      { text: 'Create users, keys and credits', link: '/how-to/users-and-credits' },
    ],
  },
  {
    text: 'Models',
    items: [
      { text: 'Configure OpenAI and Gemini', link: '/how-to/image-providers' },
      { text: 'Configure ComfyUI', link: '/how-to/comfyui' },
      { text: 'Configure Replicate and fal', link: '/how-to/replicate-fal' },
      { text: 'Configure the judge and planner', link: '/how-to/judge-and-planner' },
      { text: 'Check the setup', link: '/how-to/check-setup' },
    ],
  },
  {
    text: 'Deploy and operate',
    items: [
      { text: 'Deploy with Docker Compose', link: '/how-to/deploy' },
      { text: 'Run several API and worker processes', link: '/how-to/several-processes' },
      { text: 'Upgrade and stop safely', link: '/how-to/upgrade' },
      { text: 'Back up and restore', link: '/how-to/back-up' },
      { text: 'Take payments with Stripe', link: '/how-to/payments' },
      { text: 'Replay failed storybooks', link: '/how-to/replay-failed-storybooks' },
      { text: 'Stop runs and reconcile credits', link: '/how-to/stop-runs-and-reconcile' },
      { text: 'Operate in the Temporal UI', link: '/how-to/temporal-ui' },
    ],
  },
];

const reference = [
  { text: 'Overview', link: '/reference/' },
  { text: 'HTTP API (OpenAPI)', link: '/reference/api' },
  { text: 'Configuration variables', link: '/reference/configuration' },
  { text: 'CLI commands', link: '/reference/cli' },
  { text: 'Errors and statuses', link: '/reference/errors' },
  { text: 'Limits and costs', link: '/reference/limits-and-costs' },
  {
    text: 'Resources',
    items: [
      { text: 'Keys and credits', link: '/reference/keys-and-credits' },
      { text: 'The account area', link: '/reference/account-area' },
      { text: 'Characters', link: '/reference/characters' },
      { text: 'Character library', link: '/reference/library' },
      { text: 'Brand kits (beta)', link: '/reference/brand-kits' },
      { text: 'Generation', link: '/reference/generation' },
      { text: 'Storybooks', link: '/reference/storybooks' },
      { text: 'Comics', link: '/reference/comics' },
      { text: 'Edits and poses', link: '/reference/edits-and-poses' },
      { text: 'Payments', link: '/reference/payments' },
      { text: 'Marketplace', link: '/reference/marketplace' },
      { text: 'Events, webhooks and live progress', link: '/reference/webhooks' },
      { text: 'Housekeeping schedules', link: '/reference/housekeeping' },
    ],
  },
  { text: 'Web console', link: '/reference/console' },
  { text: 'Client SDKs', link: '/reference/clients' },
];

const explanation = [
  { text: 'Overview', link: '/explanation/' },
  { text: 'Where things live', link: '/explanation/architecture' },
  { text: 'How a request flows', link: '/explanation/request-flow' },
  { text: 'Money and failures', link: '/explanation/money-and-failures' },
  { text: 'The built-in illustrator', link: '/explanation/illustrator' },
  { text: 'How the judge scores', link: '/explanation/judge' },
  { text: 'Reliability and fault tests', link: '/explanation/reliability' },
  { text: 'Security', link: '/explanation/security' },
  { text: 'Performance, and how it was measured', link: '/explanation/performance' },
  { text: 'This documentation', link: '/explanation/documentation' },
];

export default defineConfig({
  title: 'Likeness',
  description: 'Consistent illustrated characters, scenes, storybooks and comics: a self-hostable service',
  base: '/docs/',
  lang: 'en',
  // A broken link between pages fails the build (links to localhost are examples); scripts/docs/check-links.ts then
  // checks every anchor.
  ignoreDeadLinks: 'localhostLinks',
  lastUpdated: false,
  // Keeps the page hash map out of the pages' inline scripts (the API serves /docs without inline scripts but its own).
  metaChunk: true,
  srcExclude: ['**/README.md'],
  themeConfig: {
    nav: [
      { text: 'Tutorials', link: '/tutorials/' },
      { text: 'How-to', link: '/how-to/' },
      { text: 'Reference', link: '/reference/' },
      { text: 'Explanation', link: '/explanation/' },
      { text: 'API', link: '/reference/api' },
    ],
    sidebar: {
      '/tutorials/': tutorials,
      '/how-to/': howTo,
      '/reference/': reference,
      '/explanation/': explanation,
    },
    search: { provider: 'local' },
    outline: { level: [2, 3] },
  },
});
