/**
 * Site URLs come from the typed route helpers (`routes` from `@shared/routes`, generated from the Nest
 * router), never from a string written by hand (docs/architecture.md, "Typed routes"). Allowed:
 * - the route definitions themselves: arguments of decorators (`@Get('help')`, `@Controller('admin')`);
 * - arguments of a `routes.*` helper (`routes.auth.loginPage('/admin-login')`: the type checks them);
 * - static files under public/ (`/logos/hubspot.svg`), which no controller serves;
 * - external links (`https://…`) and protocol-relative text, which do not start with a single `/`;
 * - a lone `/` (the site root, a cookie's path, a separator) and prefixes ending in `/` (`'/auth/v1/'`),
 *   which match a group of routes: no link of the site ends in a slash (canonical-path redirects those).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const PUBLIC_ENTRIES = new Set(readdirSync(path.join(ROOT, 'public')));
const SITE_PATH = /^\/(?!\/)[A-Za-z0-9_.~%-]*(\/[A-Za-z0-9_.~%:*-]*)*([?#].*)?$/;

function isSitePath(text) {
  if (text === '/' || !SITE_PATH.test(text)) return false;
  const first = text.slice(1).split(/[/?#]/)[0];
  return !PUBLIC_ENTRIES.has(first);
}

function insideDecorator(node) {
  for (let current = node.parent; current; current = current.parent) {
    if (current.type === 'Decorator') return true;
    if (current.type === 'ClassBody' || current.type === 'Program') return false;
  }
  return false;
}

function argumentOfRouteHelper(node) {
  const call = node.parent;
  if (call?.type !== 'CallExpression' || !call.arguments.includes(node)) return false;
  let callee = call.callee;
  while (callee.type === 'MemberExpression') callee = callee.object;
  return callee.type === 'Identifier' && callee.name === 'routes';
}

function typePosition(node) {
  return node.parent?.type === 'TSLiteralType';
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Site URLs come from the typed route helpers in @shared/routes.' },
    schema: [],
  },
  create(context) {
    const allowed = (node) => insideDecorator(node) || argumentOfRouteHelper(node) || typePosition(node);
    const report = (node, text) =>
      context.report({
        node,
        message: `"${text.length > 40 ? `${text.slice(0, 40)}…` : text}" is a site URL: use the route helper from @shared/routes.`,
      });
    return {
      Literal(node) {
        if (typeof node.value !== 'string' || !isSitePath(node.value)) return;
        const parent = node.parent;
        if (
          parent?.type === 'ImportDeclaration' ||
          parent?.type === 'ExportNamedDeclaration' ||
          parent?.type === 'ExportAllDeclaration' ||
          parent?.type === 'ImportExpression'
        )
          return;
        if (node.value.endsWith('/')) return;
        if (!allowed(node)) report(node, node.value);
      },
      TemplateLiteral(node) {
        const head = node.quasis[0].value.cooked ?? '';
        if (!head.startsWith('/') || head.startsWith('//')) return;
        // `/${slug}` builds a path from data: the route helper (`routes.content.publicPage(slug)`) does that.
        if (!(head === '/' && node.quasis.length > 1) && !isSitePath(head)) return;
        if (!allowed(node)) report(node, head);
      },
      'TemplateLiteral:exit'(node) {
        // `${config.appUrl}/sign/…`: an absolute link (emails, Stripe) is the site's origin plus a route helper.
        node.expressions.forEach((expression, index) => {
          const after = node.quasis[index + 1].value.cooked ?? '';
          const origin = context.sourceCode.getText(expression);
          if (/(appUrl|origin)$/i.test(origin) && isSitePath(after) && !allowed(node)) report(node, after);
        });
      },
    };
  },
};

export default { rules: { 'no-url-literals': rule } };
