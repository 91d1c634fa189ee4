'use strict';
// Loads a TypeScript entry module: the sources through the transpile cache in a checkout, compiled dist/ otherwise.
const fs = require('node:fs');
const path = require('node:path');

module.exports = function loadEntry(relativeModule) {
  const root = path.join(__dirname, '..');
  const source = path.join(root, `${relativeModule}.ts`);
  if (fs.existsSync(source) && !process.env.LIKENESS_USE_DIST) {
    require('./transpile-cache')();
    require('reflect-metadata');
    return require(source);
  }
  require('reflect-metadata');
  return require(path.join(root, 'dist', `${relativeModule}.js`));
};
