/** The shop's command: `npm start` runs this file. */
import { startShop } from './start.ts';

startShop().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
