// swc for our TypeScript and for the packages that need it, and nothing for the rest. Jest runs
// specs as CommonJS, so a package file needs compiling only when it is written as an ES module or
// loads modules with `import()` (PGlite's CommonJS build does); most of node_modules is plain
// CommonJS that swc would parse and print again for nothing. The test errs towards compiling: a
// word that only looks like module syntax (in a comment or a string) costs one needless compile.
const swcJest = require('@swc/jest');

const IN_PACKAGE = /[\\/]node_modules[\\/]/;
const MODULE_SYNTAX =
  /\bimport\s*[\s{*("'.]|\bexport\s*[\s{*]|\bexport\s+(default|const|let|var|function|class|async)\b/;

module.exports = {
  createTransformer(options) {
    const swc = swcJest.createTransformer(options);
    const needsSwc = (source, filename) => !IN_PACKAGE.test(filename) || MODULE_SYNTAX.test(source);
    return {
      canInstrument: swc.canInstrument,
      getCacheKey: (source, filename, transformOptions) =>
        `${swc.getCacheKey(source, filename, transformOptions)}${needsSwc(source, filename) ? '' : ':as-is'}`,
      process: (source, filename, transformOptions) =>
        needsSwc(source, filename) ? swc.process(source, filename, transformOptions) : { code: source },
      processAsync: async (source, filename, transformOptions) =>
        needsSwc(source, filename) ? swc.processAsync(source, filename, transformOptions) : { code: source },
    };
  },
};
