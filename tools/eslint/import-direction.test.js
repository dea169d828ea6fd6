// @ts-check
import { RuleTester } from 'eslint';
import { afterAll, describe, it } from 'vitest';
import { importDirection } from './import-direction.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.afterAll = afterAll;

const message = 'A feature never imports another feature.';
const zones = [
  { target: '/shop/features/catalogue', from: '/shop/features', except: ['./catalogue'], message },
];
const inCatalogue = '/shop/features/catalogue/api/search.js';

const packages = { '@shop/ui': '/shop/packages/ui/src' };
const packageZones = [
  { target: '/shop/packages/shared', from: '/shop/packages/ui', message: 'Rules never import components.' },
];
const inShared = '/shop/packages/shared/src/money.js';

new RuleTester().run('import-direction', importDirection, {
  valid: [
    { code: "import { x } from './query.js';", filename: inCatalogue, options: [{ zones }] },
    { code: "import { x } from '../service.js';", filename: inCatalogue, options: [{ zones }] },
    { code: "import { x } from '../../../lib/api.js';", filename: inCatalogue, options: [{ zones }] },
    { code: "import { z } from '@shop/shared';", filename: inCatalogue, options: [{ zones }] },
    {
      code: "import { x } from '../catalogue/service.js';",
      filename: '/shop/features/accounts/service.js',
      options: [{ zones }],
    },
    {
      code: "import { x } from '@shop/uikit/button.js';",
      filename: inShared,
      options: [{ zones: packageZones, packages }],
    },
    {
      code: "import { x } from '@shop/ui/button.js';",
      filename: '/shop/apps/web/main.js',
      options: [{ zones: packageZones, packages }],
    },
  ],
  invalid: [
    {
      code: "import { x } from '../../accounts/service.js';",
      filename: inCatalogue,
      options: [{ zones }],
      errors: [{ message }],
    },
    {
      code: "export { x } from '../../cart/index.js';",
      filename: inCatalogue,
      options: [{ zones }],
      errors: [{ message }],
    },
    {
      code: "const page = import('../../accounts/page.js');",
      filename: inCatalogue,
      options: [{ zones }],
      errors: [{ message }],
    },
    {
      code: "import { Button } from '@shop/ui/button.js';",
      filename: inShared,
      options: [{ zones: packageZones, packages }],
      errors: [{ message: 'Rules never import components.' }],
    },
    {
      code: "import { theme } from '@shop/ui';",
      filename: inShared,
      options: [{ zones: packageZones, packages }],
      errors: [{ message: 'Rules never import components.' }],
    },
  ],
});
