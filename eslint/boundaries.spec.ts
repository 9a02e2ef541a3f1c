import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { RuleTester } from 'eslint';

// eslint/boundaries.cjs is CommonJS so the ESLint config and this spec load the same file.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const plugin = require('./boundaries.cjs') as {
  rules: { boundaries: Parameters<RuleTester['run']>[1] };
  repoRoot: string;
};

const at = (path: string) => join(plugin.repoRoot, path);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });

// [what goes wrong, the importing file, the import]: each must be reported.
const wrongImports: Array<[string, string, string]> = [
  [
    'the gateway imports a service by package name',
    'apps/gateway/src/recipes/recipes.controller.ts',
    "import { x } from '@mise/recipes';",
  ],
  [
    'the gateway imports a service by relative path',
    'apps/gateway/src/gateway.app.ts',
    "import { x } from '../../social/src/social.app';",
  ],
  [
    'the gateway imports the standalone root',
    'apps/gateway/src/gateway.app.ts',
    "import { x } from '@mise/standalone';",
  ],
  [
    'a service imports another service',
    'apps/recipes/src/recipes/recipes.service.ts',
    "import { x } from '../../../social/src/users/users.service';",
  ],
  ['a service re-exports another service', 'apps/shopping/src/index.ts', "export * from '@mise/recipes';"],
  ['a service imports the gateway', 'apps/social/src/social.app.ts', "const g = require('@mise/gateway');"],
  ['contracts imports platform', 'libs/contracts/src/recipes.ts', "import { x } from '@mise/platform-db';"],
  [
    'recipe-text imports platform',
    'libs/recipe-text/src/index.ts',
    "import { x } from '../../platform/config/src/index';",
  ],
  [
    'recipe-import imports platform',
    'libs/recipe-import/src/web/import-page.ts',
    "const q = await import('@mise/platform-queue');",
  ],
  [
    'a platform library imports an app',
    'libs/platform/db/src/store.ts',
    "import { x } from '@mise/recipes';",
  ],
  [
    'the web imports the server side',
    'apps/web/src/lib/api.ts',
    "import { x } from '@mise/platform-config';",
  ],
  [
    'the web imports a service by relative path',
    'apps/web/src/features/recipes/pages/p.tsx',
    "import { x } from '../../../../../recipes/src/recipes.app';",
  ],
  [
    'the web imports recipe-import (server-side parsing)',
    'apps/web/src/features/import/api/import-api.ts',
    "import { x } from '@mise/recipe-import';",
  ],
  [
    'shared web code imports a feature',
    'apps/web/src/components/ui/toast.tsx',
    "import { x } from '../../features/auth';",
  ],
  ['shared web code imports the app layer', 'apps/web/src/lib/api.ts', "import { x } from '../app/store';"],
  [
    'a feature imports the store module',
    'apps/web/src/features/auth/components/require-auth.tsx',
    "import { useAppSelector } from '../../../app/store';",
  ],
  [
    "a feature imports another feature's internals",
    'apps/web/src/features/recipes/pages/p.tsx',
    "import { useAuthClient } from '../../auth/hooks/use-auth-client';",
  ],
];

/** One wrong import per rule of the architecture: each must be reported, and its allowed twin not. */
tester.run('mise/boundaries', plugin.rules.boundaries, {
  valid: [
    {
      filename: at('apps/gateway/src/recipes/recipes.controller.ts'),
      code: "import { x } from '@mise/contracts';",
    },
    { filename: at('apps/gateway/src/main.ts'), code: "import { x } from '@mise/platform-bus';" },
    {
      filename: at('apps/recipes/src/recipes/recipes.service.ts'),
      code: "import { x } from '../recipes.app';",
    },
    { filename: at('apps/recipes/src/recipes.app.ts'), code: "import { x } from '@mise/recipe-text';" },
    { filename: at('apps/standalone/src/standalone-app.ts'), code: "import { x } from '@mise/recipes';" },
    { filename: at('apps/standalone/src/standalone-app.ts'), code: "import { x } from '@mise/gateway';" },
    { filename: at('libs/recipe-import/src/index.ts'), code: "import { x } from '@mise/recipe-text';" },
    { filename: at('libs/recipe-import/src/index.ts'), code: "import { x } from '@mise/contracts';" },
    {
      filename: at('apps/web/src/features/recipes/pages/p.tsx'),
      code: "import { x } from '@mise/recipe-text';",
    },
    { filename: at('apps/web/src/features/recipes/pages/p.tsx'), code: "import { x } from '../../auth';" },
    {
      filename: at('apps/web/src/features/recipes/pages/p.tsx'),
      code: "import { x } from '../../auth/index';",
    },
    {
      filename: at('apps/web/src/features/recipes/pages/p.tsx'),
      code: "import { x } from '../../../lib/api';",
    },
    {
      filename: at('apps/web/src/features/recipes/pages/p.tsx'),
      code: "import { x } from '../components/card';",
    },
    { filename: at('apps/web/src/app/routes.tsx'), code: "import { x } from '../features/recipes/pages/p';" },
    {
      filename: at('apps/web/src/features/recipes/pages/p.spec.tsx'),
      code: "import { x } from '../../../app/store';",
    },
    { filename: at('scripts/eval-import.ts'), code: "import { x } from '../apps/recipes/src/recipes.app';" },
  ],
  invalid: wrongImports.map(([name, file, code]) => ({
    name,
    filename: at(file),
    code,
    errors: [{ messageId: 'boundary' as const }],
  })),
});

describe('npm run lint', () => {
  const eslintBin = join(plugin.repoRoot, 'node_modules', 'eslint', 'bin', 'eslint.js');
  const lint = (args: string[], input?: string) =>
    spawnSync(process.execPath, [eslintBin, ...args], { cwd: plugin.repoRoot, input, encoding: 'utf8' });

  it('fails on a wrong import in a real file of the tree', () => {
    const wrong =
      "import { startRecipesService } from '@mise/recipes';\nexport const s = startRecipesService;\n";
    const result = lint(['--stdin', '--stdin-filename', 'apps/gateway/src/main.ts'], wrong);
    expect(result.status).toBe(1);
    expect(result.stdout).toContain('mise/boundaries');
    expect(result.stdout).toContain('the gateway may not import the recipes service');
  }, 60000);

  it('turns the boundary rule on for every TypeScript room', () => {
    for (const file of ['apps/web/src/app/routes.tsx', 'libs/contracts/src/index.ts']) {
      const result = lint(['--print-config', file]);
      expect(result.status).toBe(0);
      const config = JSON.parse(result.stdout) as { rules: Record<string, unknown> };
      expect(config.rules['mise/boundaries']).toEqual([2]);
    }
  }, 60000);
});
