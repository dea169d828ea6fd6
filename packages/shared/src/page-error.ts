/**
 * What a page that failed to draw says instead of leaving the screen blank, in the storefront
 * and the back office alike (`PageError` in packages/ui).
 */
export const PAGE_ERROR_TEXTS = {
  title: 'Something went wrong',
  reload: 'Reload',
  home: 'Home page',
} as const;
