/**
 * Every environment variable the service reads, with its default and meaning: the one description of them. The docs'
 * configuration reference is generated from this list (scripts/docs/configuration.ts), and that generator fails when
 * the config module (env.ts, models.ts) reads a variable this list lacks, or this list names one it never reads.
 * Text is Markdown.
 */
export interface ConfigVariable {
  /** The variables of one row; `<JOB>` stands for any of a family (HOUSEKEEPING_EVERY_<JOB>). */
  names: readonly string[];
  default: string;
  meaning: string;
}

export interface ConfigVariableGroup {
  title: string;
  intro?: string;
  variables: readonly ConfigVariable[];
}

export const CONFIG_VARIABLES: readonly ConfigVariableGroup[] = [
  {
    title: 'Service',
    variables: [
      { names: ['PORT'], default: '`3000`', meaning: 'API port' },
      { names: ['PUBLIC_BASE_URL'], default: '`http://localhost:$PORT`', meaning: 'Absolute base of image URLs and of the OpenAPI server entry' },
      { names: ['SIGNUP_MODE'], default: '`open`', meaning: 'Console sign-up: `open` (anyone), `invite` or `closed` (403; operators create users with `likeness users create --password`)' },
      { names: ['SIGNUP_CREDITS'], default: '`10`', meaning: 'Credits a console sign-up gets once its email address is confirmed, once per mailbox ever' },
      { names: ['SIGNUP_LIMIT_PER_HOUR'], default: '`10`', meaning: 'Sign-up attempts one client address may make in an hour (then 429)' },
      { names: ['POSE_ESTIMATES_PER_HOUR'], default: '`60`', meaning: 'Pose estimates from photos one account may ask for in an hour (then 429)' },
      { names: ['CAPTCHA_PROVIDER', 'CAPTCHA_SITE_KEY', 'CAPTCHA_SECRET'], default: 'unset (no CAPTCHA)', meaning: '`turnstile` (Cloudflare) or `hcaptcha`: sign-ups must solve it, checked server-side; `CAPTCHA_VERIFY_URL` points the check at another siteverify (tests)' },
      { names: ['SMTP_URL'], default: 'unset (mail caught in `.data/mail/` and the log)', meaning: 'Where account emails are sent: `smtp://user:password@host:587` (STARTTLS when offered) or `smtps://user:password@host:465`' },
      { names: ['MAIL_FROM'], default: '`Likeness <no-reply@<PUBLIC_BASE_URL host>>`', meaning: 'The sender of account emails' },
      { names: ['ACCOUNT_EXPORT_TTL'], default: '`7d`', meaning: 'How long an account export\'s zip can be downloaded before it is deleted' },
      { names: ['METRICS_TOKEN'], default: 'unset', meaning: 'The API\'s `/metrics` needs `Authorization: Bearer <METRICS_TOKEN>` (16 characters or more). Unset (and no `API_METRICS_PORT`): `/metrics` is not served (404)' },
      { names: ['API_METRICS_PORT'], default: 'unset (off)', meaning: 'The API serves `/metrics` on this port of its own instead of its public one (keep the port off the internet)' },
      { names: ['CORS_ORIGINS'], default: 'unset', meaning: 'Comma-separated browser origins allowed to call the API (`https://app.example.com,http://localhost:5173`), or `*` for any. Unset: no CORS headers at all' },
      { names: ['DATABASE_URL'], default: 'unset', meaning: 'PostgreSQL URL. Unset: the dev stack and tests embed PGlite' },
      { names: ['EMBEDDED_DB_PORT'], default: '`54329`', meaning: 'Where `npm run dev` serves its embedded PGlite (Postgres wire protocol) when `DATABASE_URL` is unset' },
      { names: ['LIKENESS_DATA_DIR'], default: '`.data`', meaning: 'Embedded database, Temporal dev database, stored files' },
      { names: ['TEMPORAL_ADDRESS'], default: '`localhost:7233`', meaning: 'Temporal frontend' },
      { names: ['TEMPORAL_NAMESPACE'], default: '`default`', meaning: 'Temporal namespace' },
      { names: ['TEMPORAL_UI_PORT'], default: '`8233`', meaning: 'Web UI port of the dev server' },
      { names: ['TEMPORAL_CLI_PATH'], default: 'unset', meaning: 'Path of the `temporal` binary (else found on `PATH`)' },
      { names: ['WORKER_MAX_CONCURRENT_ACTIVITIES'], default: '`8`', meaning: 'Activity slots per worker' },
      { names: ['WORKER_ACTIVITY_POLLS'], default: '`2`', meaning: 'Activity task polls a worker keeps open (at least 1). Each holds a slot while it waits; the slots left free take the activities the server hands back with the workflow task that scheduled them (eager dispatch), which saves a poll round trip at each step of a run. At or above `WORKER_MAX_CONCURRENT_ACTIVITIES`, no slot is left for that' },
      { names: ['WORKER_MAX_CONCURRENT_WORKFLOW_TASKS'], default: '`40`', meaning: 'Workflow task slots per worker' },
      { names: ['WORKER_SHUTDOWN_GRACE_MS'], default: '`30000`', meaning: 'How long a stopping worker lets running activities finish; it then cancels them and exits at the latest 10 s later' },
      { names: ['API_SHUTDOWN_GRACE_MS'], default: '`15000`', meaning: 'How long a stopping API (SIGTERM) lets requests in flight finish before it closes their connections (see Stopping and grace time)' },
      { names: ['STORYBOOK_CONCURRENCY'], default: '`4`', meaning: 'Pages generated at once per storybook' },
      { names: ['COMIC_CONCURRENCY'], default: '`4`', meaning: 'Panels generated at once per comic' },
      { names: ['HTTP_KEEP_ALIVE_TIMEOUT_MS'], default: '`65000`', meaning: 'How long the API keeps an idle keep-alive connection open: above the 60 s idle timeout of common load balancers, so a proxy never reuses a connection the API is closing (the headers timeout is 1 s more)' },
      { names: ['HTTP_REQUEST_TIMEOUT_MS'], default: 'pages per lane x 3 attempts x 2 model calls x 30 s (15 min at `STORYBOOK_CONCURRENCY=4`)', meaning: 'How long one request may take: the default fits the longest synchronous run the configuration allows, a 20-page storybook with consistency checks; raise it for providers slower than 30 s a call' },
      { names: ['TRUST_PROXY'], default: '`false`', meaning: '`true` when the API runs behind one reverse proxy that appends the client\'s address to `X-Forwarded-For` (the last entry is taken as the client\'s, for the per-address sign-in limit); off, the connection\'s address is used and the header is ignored, so a client cannot pick its own address' },
      { names: ['API_MAX_INFLIGHT_GENERATIONS'], default: '`32`', meaning: 'Synchronous generation requests one API process waits on at once; more get 503 with `Retry-After` (see Reliability and fault tests)' },
      { names: ['LOG_LEVEL'], default: '`info`', meaning: 'Log level (pino JSON logs)' },
      { names: ['WORKER_METRICS_PORT'], default: 'unset (off)', meaning: 'Standalone worker: port of its Prometheus `/metrics`; each worker on a host needs its own. Unset or 0: none, and the worker\'s log says so. A port in use is said in the log and the worker runs on without `/metrics`' },
      { names: ['TEMPORAL_SDK_METRICS_ADDRESS'], default: 'unset', meaning: '`host:port` where the Temporal SDK exports worker metrics for Prometheus; also one per worker on a host (an address in use is said in the log and the worker runs on without them)' },
      { names: ['STORAGE_BACKEND'], default: '`local`', meaning: '`local`: files under `$LIKENESS_DATA_DIR/files`; `s3`: an S3-compatible bucket (needed as soon as the API and workers run on different machines; a worker writes an account export to a temporary file under `TMPDIR` before uploading it, so give it that much free disk)' },
      { names: ['S3_BUCKET'], default: 'unset', meaning: 'Bucket name; required with `STORAGE_BACKEND=s3`' },
      { names: ['S3_REGION'], default: '`$AWS_REGION`, else `us-east-1`', meaning: 'Bucket region' },
      { names: ['S3_ENDPOINT'], default: 'unset (AWS S3)', meaning: 'URL of an S3-compatible server: MinIO, Ceph, R2…' },
      { names: ['S3_FORCE_PATH_STYLE'], default: '`true` with `S3_ENDPOINT`, else `false`', meaning: 'Path-style URLs (`endpoint/bucket/key`), which most S3-compatible servers need' },
      { names: ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'], default: 'unset', meaning: 'Set both, or neither to use the AWS SDK\'s default chain (`AWS_ACCESS_KEY_ID`/`AWS_SECRET_ACCESS_KEY`, `AWS_PROFILE`, instance or task roles)' },
      { names: ['S3_PREFIX'], default: 'empty', meaning: 'Folder prepended to every key (`likeness` stores `likeness/scenes/….png`), to share a bucket' },
      { names: ['STRIPE_SECRET_KEY'], default: 'unset', meaning: 'Stripe secret key (`sk_live_…`/`sk_test_…`), for the API and the workers (a deletion cancels the account\'s subscription). Unset: the payment routes answer 503 `{"error": "payments are not configured"}`' },
      { names: ['STRIPE_WEBHOOK_SECRET'], default: 'unset', meaning: 'Signing secret of the webhook endpoint (`whsec_…`); required with `STRIPE_SECRET_KEY`' },
      { names: ['STRIPE_PRICE_CREATOR', 'STRIPE_PRICE_STUDIO'], default: 'unset', meaning: 'Stripe price ids (`price_…`) of the monthly plans; a plan without one cannot be bought (503)' },
      { names: ['STRIPE_PRICE_PACK_SMALL', 'STRIPE_PRICE_PACK_MEDIUM', 'STRIPE_PRICE_PACK_LARGE'], default: 'unset', meaning: 'Stripe price ids of the one-time credit packs' },
      { names: ['STRIPE_API_URL'], default: 'unset (api.stripe.com)', meaning: 'Another Stripe API origin: a `stripe-mock` server (`http://127.0.0.1:12111`) for tests and demos' },
      { names: ['WEBHOOK_ALLOW_PRIVATE'], default: '`false` (`true` in `npm run dev` and the test stack)', meaning: '`true` lets webhook deliveries reach loopback, private and link-local addresses (a receiver on your own machine). Leave it off in production: off, a delivery never connects to such an address, whatever the endpoint\'s URL resolves to' },
      { names: ['WEBHOOK_RETRY_DELAYS'], default: '`5s,5m,30m,2h,5h,10h`', meaning: 'Waits between a delivery\'s attempts (units `ms`, `s`, `m`, `h`, `d`); the last one repeats until the window is spent. Read by workers when a delivery starts: a running delivery keeps its schedule' },
      { names: ['WEBHOOK_RETRY_WINDOW'], default: '`3d`', meaning: 'How long a delivery keeps trying (its last attempt comes this long after its first), and how long an endpoint may fail every attempt before it is disabled' },
      { names: ['IDEMPOTENCY_KEY_LIFETIME'], default: '`24h`', meaning: 'How long an `Idempotency-Key` is remembered (see [Housekeeping](housekeeping.md))' },
      { names: ['WEBHOOK_RETENTION'], default: '`30d`', meaning: 'How long webhook events are kept with their deliveries and attempts (none is removed while a delivery is pending)' },
      { names: ['ACCOUNT_TOKEN_RETENTION'], default: '`7d`', meaning: 'How long used or expired email links are kept past their expiry' },
      { names: ['ORPHAN_FILE_GRACE'], default: '`24h`', meaning: 'How old a stored file no row points to must be before it is removed' },
      { names: ['HOUSEKEEPING_BATCH_SIZE'], default: '`1000`', meaning: 'Rows or files one housekeeping activity handles' },
      { names: ['HOUSEKEEPING_EVERY_<JOB>'], default: 'hourly (`IDEMPOTENCY_KEYS`, `SESSIONS`, `REQUEST_COUNTS`), daily (`ACCOUNT_TOKENS`, `WEBHOOK_HISTORY`, `ORPHAN_FILES`, `LEDGER_REPORT`)', meaning: 'How often each housekeeping schedule starts its job; workers apply a change when they start' },
    ],
  },
  {
    title: 'Model providers',
    intro: 'All optional: the built-in offline models need no configuration.',
    variables: [
      { names: ['DEFAULT_IMAGE_MODEL'], default: '`builtin-flat`', meaning: 'Image model used when a request names none (`GET /api/models` lists the names)' },
      { names: ['MODEL_REQUEST_TIMEOUT_MS'], default: '`120000`', meaning: 'Timeout of each HTTP request to an external model (timeouts are retried)' },
      { names: ['OPENAI_IMAGES_BASE_URL', 'OPENAI_IMAGES_API_KEY', 'OPENAI_IMAGES_MODEL', 'OPENAI_IMAGES_NAME', 'OPENAI_IMAGES_SIZES'], default: 'OpenAI, `gpt-image-1`', meaning: 'OpenAI\'s images API or a server that speaks it (generations, edits with references); registered as `openai:<model>`. Sizes: the model\'s own (below) unless `OPENAI_IMAGES_SIZES` lists a server\'s' },
      { names: ['OPENAI_IMAGES_QUALITY', 'OPENAI_IMAGES_BACKGROUND', 'OPENAI_IMAGES_OUTPUT_FORMAT'], default: 'not sent', meaning: 'GPT image models\' `quality` (`low`, `medium`, `high`, `auto`), `background` (`transparent`, `opaque`, `auto`), `output_format` (`png`, `jpeg`, `webp`)' },
      { names: ['OPENAI_IMAGES_INPUT_FIDELITY'], default: '`high` where the model takes it', meaning: '`input_fidelity` on edits with a character reference: `high`, `low`, or `off`' },
      { names: ['GEMINI_BASE_URL', 'GEMINI_API_KEY', 'GEMINI_IMAGE_MODEL', 'GEMINI_IMAGE_NAME'], default: 'Google, `gemini-2.5-flash-image`', meaning: 'Gemini image generation (`generateContent` with labelled inline references)' },
      { names: ['COMFYUI_URL', 'COMFYUI_WORKFLOW', 'COMFYUI_ILLUSTRATED_WORKFLOW', 'COMFYUI_TEXT_WORKFLOW', 'COMFYUI_INPAINT_WORKFLOW', 'COMFYUI_POSE_WORKFLOW', 'COMFYUI_OUTPUT_NODE', 'COMFYUI_NAME', 'COMFYUI_JOB_TIMEOUT_MS', 'COMFYUI_POLL_INTERVAL_MS'], default: 'unset', meaning: 'A ComfyUI server; its bundled workflows and what each needs are under [ComfyUI](../how-to/comfyui.md) below' },
      { names: ['COMFYUI_API_KEY'], default: 'unset', meaning: 'A comfy.org API key for the partner API nodes of ComfyUI\'s core (Flux 1.1 [pro] Ultra, Stability, Ideogram, OpenAI…), sent with each job; see [ComfyUI](../how-to/comfyui.md) below' },
      { names: ['REPLICATE_API_TOKEN', 'REPLICATE_MODELS', 'REPLICATE_MODEL_INPUTS', 'REPLICATE_BASE_URL', 'REPLICATE_WEBHOOK_SECRET'], default: 'unset', meaning: 'Replicate models (`owner/name` or `owner/name:version`, comma-separated), each `replicate:<model>`; see [Replicate and fal](../how-to/replicate-fal.md)' },
      { names: ['FAL_KEY', 'FAL_MODELS', 'FAL_MODEL_INPUTS', 'FAL_QUEUE_URL', 'FAL_JWKS_URL'], default: 'unset', meaning: 'fal models (`fal-ai/flux-pro/kontext`…), each `fal:<model>`; same section' },
      { names: ['MODEL_WEBHOOK_BASE_URL'], default: '`PUBLIC_BASE_URL` when it is https, else unset (predictions are polled)', meaning: 'The public base under which Replicate and fal reach `/webhooks/replicate` and `/webhooks/fal`' },
      { names: ['PREDICTION_WEBHOOK_GRACE_MS', 'PREDICTION_POLL_INTERVAL_MS', 'PREDICTION_TIMEOUT_MS'], default: '`30000`, `2000`, `150000` (at most 165000)', meaning: 'How long a prediction waits for its webhook before it is polled, how often it is polled, and when it is cancelled and the call fails (retried)' },
      { names: ['JUDGE_PROVIDER', 'JUDGE_BASE_URL', 'JUDGE_API_KEY', 'JUDGE_MODEL'], default: '`builtin`', meaning: '`openai`: a vision model over any OpenAI-compatible chat API (OpenAI, Gemini\'s endpoint, vLLM, Ollama)' },
      { names: ['PLANNER_PROVIDER', 'PLANNER_BASE_URL', 'PLANNER_API_KEY', 'PLANNER_MODEL'], default: '`builtin`', meaning: '`openai`: comic planning by an OpenAI-compatible chat model with a JSON schema' },
      { names: ['JUDGE_OUTPUT_MODE', 'PLANNER_OUTPUT_MODE'], default: '`json_schema`', meaning: 'How the answer\'s shape is asked for: `json_schema` (OpenAI Structured Outputs, strict), `json_schema_basic` (the same without length and range keywords: OpenAI fine-tuned models), `json_object` (JSON mode with the schema in the instructions: Ollama, LM Studio, LocalAI), `guided_json` (vLLM\'s own field, for vLLM releases without `json_schema`)' },
    ],
  },
];
