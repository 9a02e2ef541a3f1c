// The import rules of docs/architecture.md, as one ESLint rule: each file belongs to a room (an app, a
// library, a part of the web app) and each room may import only from the rooms the architecture allows.
// Imports are resolved to repository paths first, so a relative path that climbs into another room is
// caught the same as a package name (`@mise/...`).
'use strict';
const { readFileSync } = require('node:fs');
const { dirname, join, relative, resolve, sep } = require('node:path');

const repoRoot = resolve(__dirname, '..');

function readAliases() {
  const { compilerOptions } = JSON.parse(readFileSync(join(repoRoot, 'tsconfig.base.json'), 'utf8'));
  return new Map(
    Object.entries(compilerOptions.paths).map(([name, [target]]) => [name, join(repoRoot, target)]),
  );
}
const aliases = readAliases();

const SERVICES = new Set(['recipes', 'social', 'shopping', 'extraction']);
const PURE_LIBS = new Set(['contracts', 'recipe-text', 'recipe-import']);
const WEB_LIBS = new Set(['contracts', 'recipe-text']);

/** The room a repository-relative path (forward slashes) belongs to, or undefined where no rule applies. */
function roomOf(path) {
  const parts = path.split('/');
  if (parts[0] === 'apps') {
    const app = parts[1];
    if (app === 'web') {
      if (parts[2] !== 'src') return { kind: 'web', area: 'tooling' };
      const area = parts[3];
      if (area === 'components' || area === 'lib') return { kind: 'web', area: 'shared' };
      if (area === 'features') return { kind: 'web', area: 'feature', feature: parts[4] };
      if (area === 'app') return { kind: 'web', area: 'app' };
      return { kind: 'web', area: 'root' };
    }
    if (app === 'gateway') return { kind: 'gateway' };
    if (app === 'standalone') return { kind: 'standalone' };
    if (SERVICES.has(app)) return { kind: 'service', name: app };
    return undefined;
  }
  if (parts[0] === 'libs') {
    if (parts[1] === 'platform') return { kind: 'platform', name: parts[2] };
    return { kind: 'lib', name: parts[1] };
  }
  return undefined;
}

const describe = (room) => {
  switch (room.kind) {
    case 'web':
      return room.area === 'feature'
        ? `the web feature '${room.feature}'`
        : `the web app's ${room.area} code`;
    case 'service':
      return `the ${room.name} service`;
    case 'platform':
      return `libs/platform/${room.name}`;
    case 'lib':
      return `libs/${room.name}`;
    default:
      return `apps/${room.kind}`;
  }
};

const isApp = (room) => ['gateway', 'standalone', 'service', 'web'].includes(room.kind);

/** Why `from` may not import `to` (a repository-relative target path), or undefined when it may. */
function violation(from, to, targetPath, { isTest = false } = {}) {
  if (!to) return undefined;
  const target = describe(to);
  switch (from.kind) {
    case 'gateway':
      if (to.kind === 'service' || to.kind === 'standalone') {
        return `the gateway may not import ${target}: it talks to services over the bus, through @mise/contracts`;
      }
      break;
    case 'service':
      if (
        (to.kind === 'service' && to.name !== from.name) ||
        to.kind === 'gateway' ||
        to.kind === 'standalone'
      ) {
        return `the ${from.name} service may not import ${target}: services talk over the bus, through @mise/contracts`;
      }
      if (to.kind === 'web') return `the ${from.name} service may not import ${target}`;
      break;
    case 'standalone':
      if (to.kind === 'web')
        return `the standalone root may not import ${target}: it serves the built web app`;
      break;
    case 'lib':
    case 'platform':
      if (isApp(to)) return `${describe(from)} may not import ${target}: libraries never depend on apps`;
      if (from.kind === 'lib' && PURE_LIBS.has(from.name) && to.kind === 'platform') {
        return `libs/${from.name} is pure and may not import ${target}`;
      }
      break;
    case 'web':
      return webViolation(from, to, targetPath, isTest);
    default:
      break;
  }
  return undefined;
}

function webViolation(from, to, targetPath, isTest) {
  if (to.kind !== 'web') {
    if (to.kind === 'lib' && WEB_LIBS.has(to.name)) return undefined;
    return `the web app may import only @mise/contracts and @mise/recipe-text from outside apps/web, not ${describe(to)}`;
  }
  // Tests may render a feature inside the real store and app; the layering rules are for shipped code.
  if (isTest || from.area === 'tooling' || to.area === 'tooling') return undefined;
  if (from.area === 'shared' && (to.area === 'feature' || to.area === 'app' || to.area === 'root')) {
    return `shared web code (components/, lib/) may not import ${describe(to)}: pass what it needs in from the caller`;
  }
  if (from.area === 'feature') {
    if (to.area === 'app' || to.area === 'root') {
      return `the web feature '${from.feature}' may not import the app layer (store, router, shell); use lib/ or the feature's own code`;
    }
    if (to.area === 'feature' && to.feature !== from.feature) {
      const publicIndex = new RegExp(`^apps/web/src/features/${to.feature}(/index(\\.tsx?)?)?$`);
      if (!publicIndex.test(targetPath)) {
        return `the web feature '${from.feature}' may import the feature '${to.feature}' only through its public index (features/${to.feature}/index.ts)`;
      }
    }
  }
  return undefined;
}

/** Resolves an import specifier to a repository-relative path (no extension needed), or undefined for packages. */
function resolveImport(specifier, fromFile) {
  let absolute;
  if (specifier.startsWith('.')) absolute = resolve(dirname(fromFile), specifier);
  else if (specifier.startsWith('@mise/')) {
    const [scope, name] = specifier.split('/');
    // An app with no alias (nothing may import it) still resolves to its folder, so importing it is caught.
    absolute = aliases.get(`${scope}/${name}`) ?? join(repoRoot, 'apps', name, 'src', 'index');
  } else return undefined;
  return relative(repoRoot, absolute).split(sep).join('/');
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforces the import rules between apps, libraries and web layers' },
    schema: [],
    messages: { boundary: '{{reason}} (import of "{{specifier}}")' },
  },
  create(context) {
    const file = context.filename;
    const fromPath = relative(repoRoot, file).split(sep).join('/');
    const from = roomOf(fromPath);
    if (!from) return {};
    const isTest = /\.(spec|test)\.tsx?$/.test(file) || fromPath.startsWith('apps/web/src/test/');
    const check = (node, specifier) => {
      if (typeof specifier !== 'string') return;
      const targetPath = resolveImport(specifier, file);
      if (!targetPath) return;
      const reason = violation(from, roomOf(targetPath), targetPath, { isTest });
      if (reason) context.report({ node, messageId: 'boundary', data: { reason, specifier } });
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
      CallExpression: (node) => {
        const [arg] = node.arguments;
        if (
          (node.callee.type === 'Identifier' && node.callee.name === 'require') ||
          (node.callee.type === 'MemberExpression' && node.callee.property.name === 'mock')
        ) {
          if (arg?.type === 'Literal') check(arg, arg.value);
        }
      },
    };
  },
};

module.exports = {
  meta: { name: 'mise' },
  rules: { boundaries: rule },
  roomOf,
  violation,
  resolveImport,
  repoRoot,
};
