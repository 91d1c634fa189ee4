'use strict';
// Runs the TypeScript sources of a checkout without a build step, fast: each .ts file is transpiled once
// (typescript's transpileModule, the same transform ts-node's transpile-only mode applies) and the output is
// kept in .data/transpiled/, keyed by a hash of the source and the compiler options. A warm start never loads
// the compiler at all, which is what made every `likeness` command take seconds under ts-node.
const crypto = require('node:crypto');
const fs = require('node:fs');
const Module = require('node:module');
const path = require('node:path');

const root = path.join(__dirname, '..');
const cacheDir = path.join(root, '.data', 'transpiled');
let compiler;

function compilerOptions() {
  const ts = require('typescript');
  const config = ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile).config;
  const { options } = ts.convertCompilerOptionsFromJson(config.compilerOptions, root);
  return { ts, options: { ...options, sourceMap: false, inlineSourceMap: true, inlineSources: false, declaration: false } };
}

function optionsFingerprint() {
  const files = ['tsconfig.json', 'node_modules/typescript/package.json'].map((file) => fs.readFileSync(path.join(root, file)));
  return crypto.createHash('sha256').update(Buffer.concat(files)).digest('hex').slice(0, 16);
}

function transpiled(source, filename, fingerprint) {
  const key = crypto.createHash('sha256').update(fingerprint).update(filename).update(source).digest('hex');
  const cached = path.join(cacheDir, `${key}.js`);
  try {
    return fs.readFileSync(cached, 'utf8');
  } catch {
    compiler ??= compilerOptions();
    const output = compiler.ts.transpileModule(source, { compilerOptions: compiler.options, fileName: filename }).outputText;
    fs.mkdirSync(cacheDir, { recursive: true });
    const scratch = `${cached}.${process.pid}.tmp`;
    fs.writeFileSync(scratch, output);
    fs.renameSync(scratch, cached);
    return output;
  }
}

/** Lets `require` load the checkout's .ts files (and only those: dependencies ship JavaScript). */
module.exports = function registerTranspileCache() {
  const fingerprint = optionsFingerprint();
  process.setSourceMapsEnabled(true);
  Module._extensions['.ts'] = function loadTypeScript(module, filename) {
    module._compile(transpiled(fs.readFileSync(filename, 'utf8'), filename, fingerprint), filename);
  };
};
