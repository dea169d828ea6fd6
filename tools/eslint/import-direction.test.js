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
  ],
});
