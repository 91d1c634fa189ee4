import { type FakeReply, shown } from './server';

/**
 * OpenAI's error bodies, as the service sends them: `{error: {message, type, param, code}}` (openai-openapi, Error and
 * ErrorResponse, all four fields always present). The messages are the service's own words where they were seen in
 * the wild (each cited), so a test that passes here meets the same text on api.openai.com.
 */
export function openAIError(status: number, message: string, options: { type?: string; param?: string | null; code?: string | null } = {}): FakeReply {
  return {
    status,
    json: { error: { message, type: options.type ?? 'invalid_request_error', param: options.param ?? null, code: options.code ?? null } },
  };
}

/** vercel/ai#6102, genkit#3346, LLMTornado#155: gpt-image models answer this for `response_format`. */
export function unknownParameter(name: string): FakeReply {
  return openAIError(400, `Unknown parameter: '${name}'.`, { param: name, code: 'unknown_parameter' });
}

/** The same shape for enum fields (e.g. "Invalid value: 'input_image'. Supported values are: 'input_text'.", oh-my-pi#3421). */
export function invalidValue(param: string, value: unknown, supported: readonly string[]): FakeReply {
  return openAIError(400, `Invalid value: '${shown(value)}'. Supported values are: ${quotedList(supported)}.`, { param, code: 'invalid_value' });
}

export function missingParameter(name: string): FakeReply {
  return openAIError(400, `Missing required parameter: '${name}'.`, { param: name, code: 'missing_required_parameter' });
}

/** Chat completions' answer to a field it does not know. */
export function unrecognizedArgument(name: string): FakeReply {
  return openAIError(400, `Unrecognized request argument supplied: ${name}`);
}

export function unparsableJson(): FakeReply {
  return openAIError(
    400,
    "We could not parse the JSON body of your request. (HINT: This likely means you aren't using your HTTP library correctly. The OpenAI API expects a JSON payload, but what was sent was not valid JSON. If you have trouble figuring out how to fix this, please contact us through our help center at help.openai.com.)",
  );
}

export function missingKey(): FakeReply {
  return openAIError(
    401,
    "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth (i.e. Authorization: Bearer YOUR_KEY), or as the password field (with blank username) if you're accessing the API from your browser and are prompted for a username. You can obtain an API key from https://platform.openai.com/account/api-keys.",
  );
}

export function wrongKey(sent: string): FakeReply {
  const masked = sent.length > 8 ? `${sent.slice(0, 6)}***${sent.slice(-4)}` : sent;
  return openAIError(401, `Incorrect API key provided: ${masked}. You can find your API key at https://platform.openai.com/account/api-keys.`, { code: 'invalid_api_key' });
}

export function modelNotFound(model: string): FakeReply {
  return openAIError(404, `The model \`${model}\` does not exist or you do not have access to it.`, { code: 'model_not_found' });
}

/** gpt-image refusals (jeffstric/ZJT#480 logs the body): 400, type image_generation_user_error, code moderation_blocked. */
export function moderationBlocked(): FakeReply {
  return openAIError(
    400,
    'Your request was rejected by the safety system. If you believe this is an error, contact us at help.openai.com and include the request ID req_fake.',
    { type: 'image_generation_user_error', code: 'moderation_blocked' },
  );
}

export function rateLimited(model: string, retryAfterSeconds: number): FakeReply {
  return {
    ...openAIError(
      429,
      `Rate limit reached for ${model} in organization org-fake on images per minute (IPM): Limit 5, Used 5, Requested 1. Please try again in ${retryAfterSeconds}s.`,
      { type: 'requests', code: 'rate_limit_exceeded' },
    ),
    headers: { 'retry-after': shown(retryAfterSeconds) },
  };
}

function quotedList(values: readonly string[]): string {
  const quoted = values.map((value) => `'${value}'`);
  return quoted.length > 1 ? `${quoted.slice(0, -1).join(', ')}, and ${quoted[quoted.length - 1]}` : quoted.join('');
}
