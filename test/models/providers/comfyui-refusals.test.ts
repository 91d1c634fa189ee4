import assert from 'node:assert/strict';
import { failedJob, type HistoryEntry } from '../../../src/models/providers/comfyui/answers';

/**
 * Which execution errors of ComfyUI's partner API nodes are refusals under the partner's content policy (422, refunded,
 * not retried): each exception text as the node raises it in ComfyUI 0.3.64 (comfy_api_nodes/). The BFL refusal also
 * runs end to end in test/api/comfyui-partner-nodes.test.ts.
 */
function failure(nodeType: string, exceptionMessage: string): HistoryEntry {
  const data = { prompt_id: 'p', node_id: '4', node_type: nodeType, executed: [], exception_message: `${exceptionMessage}\n`, exception_type: 'Exception', traceback: [] };
  return { outputs: {}, status: { status_str: 'error', completed: false, messages: [['execution_start', { prompt_id: 'p' }], ['execution_error', data]] } };
}

describe("ComfyUI partner nodes' refusals", () => {
  it('reads the moderation of BFL, Stability and OpenAI (through the proxy) as a refusal naming the partner, the node and its words', () => {
    const refusals: Array<[string, string, string]> = [
      ['FluxProUltraImageNode', 'BFL API did not return an image due to: Request Moderated.', 'Black Forest Labs'],
      ['FluxKontextProImageNode', 'BFL API did not return an image due to: Content Moderated.', 'Black Forest Labs'],
      ['StabilityStableImageUltraNode', 'Stable Image Ultra generation failed: CONTENT_FILTERED.', 'Stability AI'],
      ['StabilityStableImageSD_3_5Node', 'Stable Diffusion 3.5 Image generation failed: CONTENT_FILTERED.', 'Stability AI'],
      ['StabilityUpscaleFastNode', 'Stability Upscale Fast failed: CONTENT_FILTERED.', 'Stability AI'],
      [
        'StabilityStableImageUltraNode',
        'API Error: {"errors": ["Your request was flagged by our content moderation system."], "id": "a1b2c3d4e5f6", "name": "content_moderation"}',
        'Stability AI',
      ],
      [
        'OpenAIGPTImage1',
        'API Error: Your request was rejected by the safety system. If you believe this is an error, contact us at help.openai.com. (Type: image_generation_user_error)',
        'the partner',
      ],
    ];
    for (const [node, words, partner] of refusals) {
      const error = failedJob('comfyui', failure(node, words));
      assert.equal(error.refused, true, words);
      assert.equal(error.retryable, false);
      assert.equal(error.message, `comfyui refused the request under its content policy: moderation by ${partner} at node 4 ${node}: ${words}`);
    }
  });

  it('leaves every other failure of a partner node as it was: a failed job in its own words', () => {
    for (const [node, words] of [
      ['FluxProUltraImageNode', "BFL API encountered an error: {'id': 'x', 'status': 'Error'}."],
      ['FluxProUltraImageNode', 'Unauthorized: Please login first to use this node.'],
      ['FluxProUltraImageNode', 'API Error: {"detail": [{"type": "value_error", "loc": ["body", "aspect_ratio"]}]}'],
      ['IdeogramV3', 'No image URLs were generated in the response'],
      ['StabilityStableImageUltraNode', 'Payment Required: Please add credits to your account to use this node.'],
    ]) {
      const error = failedJob('comfyui', failure(node, words));
      assert.equal(error.refused, false, words);
      assert.equal(error.message, `comfyui workflow failed at node 4 ${node}: Exception: ${words}`);
    }
  });
});
