// @ts-check
import path from 'node:path';

/**
 * Import direction between folders: a file inside a zone's `target` folder may not import
 * a module inside its `from` folder, unless the module lies in one of the `except` folders
 * (relative to `from`).
 *
 * The rule resolves relative specifiers against the importing file, so it needs no module
 * resolver: zones are folders, and a folder is known without finding the file. The shop's own
 * packages are named in `packages` (`@shop/ui` → `./packages/ui/src`), so an import by package
 * name lands in its folder too; other package specifiers (`react`) are left alone.
 *
 * @typedef {{ target: string, from: string, except?: string[], message: string }} Zone
 * @type {import('eslint').Rule.RuleModule}
 */
export const importDirection = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep imports flowing from shared code to features to the app.' },
    schema: [
      {
        type: 'object',
        properties: {
          zones: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                target: { type: 'string' },
                from: { type: 'string' },
                except: { type: 'array', items: { type: 'string' } },
                message: { type: 'string' },
              },
              required: ['target', 'from', 'message'],
              additionalProperties: false,
            },
          },
          packages: { type: 'object', additionalProperties: { type: 'string' } },
        },
        required: ['zones'],
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    /** @type {Zone[]} */
    const zones = context.options[0].zones;
    /** @type {Record<string, string>} */
    const packages = context.options[0].packages ?? {};
    const root = context.cwd;
    const importer = path.resolve(root, context.filename);
    const applying = zones.filter((zone) => isInside(importer, path.resolve(root, zone.target)));
    if (applying.length === 0) return {};

    /** @param {import('estree').Node | null | undefined} source */
    function check(source) {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const imported = resolve(source.value);
      if (imported === undefined) return;
      for (const zone of applying) {
        const from = path.resolve(root, zone.from);
        if (!isInside(imported, from)) continue;
        if ((zone.except ?? []).some((allowed) => isInside(imported, path.resolve(from, allowed)))) {
          continue;
        }
        context.report({ node: source, message: zone.message });
      }
    }

    /** @param {string} specifier */
    function resolve(specifier) {
      if (specifier.startsWith('.')) return path.resolve(path.dirname(importer), specifier);
      for (const [name, folder] of Object.entries(packages)) {
        if (specifier === name || specifier.startsWith(`${name}/`)) {
          return path.resolve(root, folder, specifier.slice(name.length + 1));
        }
      }
      return undefined;
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

/** @param {string} file @param {string} folder */
function isInside(file, folder) {
  const relative = path.relative(folder, file);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

export default { rules: { 'import-direction': importDirection } };
