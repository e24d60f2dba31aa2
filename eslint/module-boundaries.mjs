/**
 * Module boundaries for the server (docs/architecture.md, "Modules"):
 * - a module is used by others only through its index.ts (`@modules/<name>`), never its entities,
 *   DTOs, templates or other files; src/main.ts may also start a module's preload.ts, work begun in
 *   a thread before the application's modules load;
 * - common/, inertia/, jobs/, config/, database/ and shared/ import no module (modules register
 *   what they need with them);
 * - a relative import stays inside its own module or area; anything else uses a path alias
 *   (`@modules/*`, `@common/*`, `@inertia/*`, `@config/*`, `@jobs/*`, `@database/*`, `@shared/*`).
 */
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const PLATFORM = new Set(['common', 'inertia', 'config', 'jobs', 'database']);

/** Where a repository-relative path belongs: a module, a platform area, shared/, or elsewhere. */
function areaOf(relative) {
  const parts = relative.split('/');
  if (parts[0] === 'src' && parts[1] === 'modules' && parts.length > 3)
    return { kind: 'module', name: parts[2] };
  if (parts[0] === 'src' && PLATFORM.has(parts[1])) return { kind: 'platform', name: parts[1] };
  if (parts[0] === 'shared') return { kind: 'shared', name: 'shared' };
  return { kind: 'other', name: parts.length > 1 ? parts.slice(0, 2).join('/') : '' };
}

/** The repository-relative file an alias or relative specifier points at (null for packages). */
function targetOf(specifier, fromFile) {
  if (specifier.startsWith('.')) return path.relative(ROOT, path.resolve(path.dirname(fromFile), specifier));
  const alias = /^@(modules|common|inertia|config|jobs|database|shared)(\/.*)?$/.exec(specifier);
  if (!alias) return null;
  const base = alias[1] === 'shared' ? 'shared' : alias[1] === 'modules' ? 'src/modules' : `src/${alias[1]}`;
  return `${base}${alias[2] ?? ''}`;
}

const sameArea = (a, b) => a.kind === b.kind && a.name === b.name;

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Modules talk through their index.ts; platform code imports no module.' },
    schema: [],
  },
  create(context) {
    const file = path.relative(ROOT, context.filename);
    if (!file.startsWith('src/') && !file.startsWith('shared/')) return {};
    const from = areaOf(file);

    function check(node) {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string') return;
      const target = targetOf(specifier, context.filename);
      if (target === null) return;
      const parts = target.split('/');
      const intoModule = parts[0] === 'src' && parts[1] === 'modules' && parts.length > 2 ? parts[2] : null;
      if (intoModule && (from.kind === 'platform' || from.kind === 'shared')) {
        context.report({
          node: node.source,
          message: `${from.name}/ imports no module ("${specifier}"): let the module register what it needs.`,
        });
        return;
      }
      if (intoModule && !(from.kind === 'module' && from.name === intoModule)) {
        const rest = parts.slice(3).join('/');
        // preload.ts: what main.ts starts before the application loads (a module's start-up entry).
        if (rest !== '' && rest !== 'index' && !(rest === 'preload' && file === 'src/main.ts')) {
          context.report({
            node: node.source,
            message: `Use what module "${intoModule}" exports from its index.ts ("@modules/${intoModule}"), not "${specifier}".`,
          });
          return;
        }
      }
      if (specifier.startsWith('.')) {
        const to = areaOf(target);
        if (!sameArea(from, to) && to.kind !== 'other') {
          context.report({
            node: node.source,
            message: `"${specifier}" leaves ${from.kind === 'module' ? `module "${from.name}"` : from.name}: import it through its path alias.`,
          });
        }
      } else if (from.kind === 'module' && intoModule === from.name) {
        context.report({
          node: node.source,
          message: `Inside module "${from.name}", import its own files relatively, not through "${specifier}".`,
        });
      }
    }

    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'module-boundaries': rule } };
