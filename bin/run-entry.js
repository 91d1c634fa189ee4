'use strict';
// Loads a TypeScript entry module: the sources through ts-node in a checkout, compiled dist/ otherwise.
const fs = require('node:fs');
const path = require('node:path');

module.exports = function loadEntry(relativeModule) {
  const root = path.join(__dirname, '..');
  const source = path.join(root, `${relativeModule}.ts`);
  if (fs.existsSync(source) && !process.env.LIKENESS_USE_DIST) {
    process.env.TS_NODE_TRANSPILE_ONLY = 'true';
    process.env.TS_NODE_PROJECT = path.join(root, 'tsconfig.json');
    require('ts-node/register');
    require('reflect-metadata');
    return require(source);
  }
  require('reflect-metadata');
  return require(path.join(root, 'dist', `${relativeModule}.js`));
};
