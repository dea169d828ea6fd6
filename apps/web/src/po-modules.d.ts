/** A Lingui catalog, compiled by the build (@lingui/vite-plugin) into its messages. */
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
