// Tests run the TypeScript sources directly; `npm test` type-checks the whole tree first.
process.env.TS_NODE_TRANSPILE_ONLY = 'true';
process.env.TS_NODE_FILES = 'true';

module.exports = {
  require: ['ts-node/register', 'test/support/hooks.ts'],
  spec: ['test/**/*.test.ts'],
  timeout: 60000,
  exit: true,
  color: false,
};
