/**
 * Draws the demo catalogue's pictures into the folder given (product-images.ts) and prints
 * what it did as JSON. The shop runs it as a process of its own when it seeds the demo
 * (apps/server/src/db/seed.ts): sharp's native memory, which glibc keeps for the threads that
 * drew, about 300 MB, then goes back to the system when the drawing ends, instead of staying
 * with the server for as long as it runs. Built, it is an entry of the server's bundle
 * (apps/server/build.ts), beside the server's own commands.
 */
import { renderCatalogueImages } from './product-images.ts';

const imagesRoot = process.argv[2];
if (!imagesRoot) {
  console.error('Usage: draw-demo-images <images folder>');
  process.exit(1);
}
renderCatalogueImages(imagesRoot).then(
  (result) => console.log(JSON.stringify(result)),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
