// Tests run the TypeScript sources directly; `npm test` type-checks the whole tree first.
process.env.TS_NODE_TRANSPILE_ONLY = 'true';
process.env.TS_NODE_FILES = 'true';

// Mocha adds test files named on the command line to `spec` instead of replacing it: name none here then.
const filesNamed = process.argv.slice(2).some((arg) => arg.endsWith('.test.ts'));

module.exports = {
  require: ['ts-node/register', 'test/support/hooks.ts'],
  spec: filesNamed ? [] : ['test/**/*.test.ts'],
  timeout: 60000,
  exit: true,
  color: false,
};
