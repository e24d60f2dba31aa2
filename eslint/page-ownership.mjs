/**
 * Pages belong to the module that renders them (docs/architecture.md, "Pages"): 'leads/contact-submissions'
 * is src/modules/leads' page, its props are declared in shared/pages/leads.ts and its component is
 * frontend/pages/leads/contact-submissions.tsx. This rule keeps each of those to its own module:
 * - a module renders only its own pages (`render('signing/…')` in src/modules/signing);
 * - a module's server code and a page folder import only their own module's props file
 *   (`@shared/pages/<module>`; the combined `@shared/pages` index is for PageProps<'<module>/…'>);
 * - a page under frontend/pages/<module>/ takes only its own module's PageProps.
 */
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

/** shared/pages files that belong to a module under another name. */
const PROPS_FILE_OWNER = { 'content-types': 'content' };
/** shared/pages files every module may use: the registry's own building blocks. */
const NEUTRAL_PROPS_FILES = new Set(['page']);

/** The module a file belongs to: src/modules/<m>/… or frontend/pages/<m>/…, else null. */
function ownerOf(relative) {
  const parts = relative.split('/');
  if (parts[0] === 'src' && parts[1] === 'modules' && parts.length > 3)
    return { module: parts[2], kind: 'module' };
  if (parts[0] === 'frontend' && parts[1] === 'pages' && parts.length > 3)
    return { module: parts[2], kind: 'page folder' };
  return null;
}

const pageModule = (name) => (typeof name === 'string' && name.includes('/') ? name.split('/')[0] : null);

const rule = {
  meta: {
    type: 'problem',
    docs: { description: "A module renders, and a page folder takes props of, its own module's pages only." },
    schema: [],
  },
  create(context) {
    const owner = ownerOf(path.relative(ROOT, context.filename));
    if (!owner) return {};
    const where = `${owner.kind} "${owner.module}"`;

    return {
      ImportDeclaration(node) {
        const match = /^@shared\/pages\/([a-z-]+)$/.exec(node.source.value);
        if (!match || NEUTRAL_PROPS_FILES.has(match[1])) return;
        const propsOwner = PROPS_FILE_OWNER[match[1]] ?? match[1];
        if (propsOwner !== owner.module) {
          context.report({
            node: node.source,
            message: `${where} imports module "${propsOwner}"'s page props ("${node.source.value}"): a shape both use belongs in shared/, outside shared/pages.`,
          });
        }
      },
      CallExpression(node) {
        if (owner.kind !== 'module') return;
        const callee = node.callee;
        const name = callee.type === 'MemberExpression' && !callee.computed ? callee.property.name : null;
        const first = node.arguments[0];
        if (name !== 'render' || first?.type !== 'Literal') return;
        const rendered = pageModule(first.value);
        if (rendered && rendered !== owner.module) {
          context.report({
            node: first,
            message: `${where} renders module "${rendered}"'s page "${first.value}": ask that module through its index.ts.`,
          });
        }
      },
      TSTypeReference(node) {
        if (owner.kind !== 'page folder') return;
        if (node.typeName.type !== 'Identifier' || node.typeName.name !== 'PageProps') return;
        const argument = (node.typeArguments ?? node.typeParameters)?.params[0];
        const literal = argument?.type === 'TSLiteralType' ? argument.literal.value : null;
        const rendered = pageModule(literal);
        if (rendered && rendered !== owner.module) {
          context.report({
            node: argument,
            message: `${where} takes module "${rendered}"'s page props (PageProps<'${literal}'>).`,
          });
        }
      },
    };
  },
};

export default { rules: { 'page-ownership': rule } };
