'use strict';
// `node -r ./bin/register.js file.ts`: runs a TypeScript file of the checkout through the transpile cache
// (test helpers start the API and workers in their own processes this way).
require('./transpile-cache')();
require('reflect-metadata');
