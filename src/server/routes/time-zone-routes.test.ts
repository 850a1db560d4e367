// The page names the learner's time zone only to TIME_ZONE_ROUTES (src/learning/streak.ts), so that list
// must be exactly the routes whose server side reads TIME_ZONE_HEADER. Found from the code, not by hand:
// each place in src/server that reads the header is followed up its calls (through helper functions) to
// the `app.get/post('/api/…')` handlers it runs in. A route that starts reading the header without being
// listed (its days would count in UTC) fails here, and so does a listed route that no longer reads it.
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { TIME_ZONE_HEADER, TIME_ZONE_ROUTES } from '../../learning/index';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const serverFiles = readdirSync(join(root, 'src/server'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => join(root, 'src/server', file));

const program = ts.createProgram(serverFiles, {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  strict: true,
  skipLibCheck: true,
  noEmit: true,
  types: [],
});
const checker = program.getTypeChecker();
const sources = serverFiles.map((file) => program.getSourceFile(file)).filter((file): file is ts.SourceFile => file !== undefined);

const ROUTE_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'all', 'on']);

/** The symbol an identifier stands for, seen through imports and re-exports. */
function symbolOf(node: ts.Node): ts.Symbol | undefined {
  const symbol = checker.getSymbolAtLocation(node);
  return symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

function identifiers(file: ts.SourceFile): ts.Identifier[] {
  const found: ts.Identifier[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node)) found.push(node);
    node.forEachChild(visit);
  };
  visit(file);
  return found;
}
const allIdentifiers = sources.flatMap(identifiers);

/** Uses of `symbol` in the server's code, leaving out import and export lines and its own declaration. */
function usesOf(symbol: ts.Symbol): ts.Identifier[] {
  return allIdentifiers.filter(
    (id) =>
      id.text === symbol.name &&
      !ts.isImportSpecifier(id.parent) &&
      !ts.isImportClause(id.parent) &&
      !ts.isExportSpecifier(id.parent) &&
      !(symbol.declarations ?? []).some((declaration) => (declaration as ts.NamedDeclaration).name === id) &&
      symbolOf(id) === symbol,
  );
}

/** `app.post('/api/…', …)`: the route a handler passed to it serves. */
function routeOf(call: ts.CallExpression): string | undefined {
  const [path] = call.arguments;
  if (!ts.isPropertyAccessExpression(call.expression) || !ROUTE_METHODS.has(call.expression.name.text)) return undefined;
  return path && ts.isStringLiteralLike(path) && path.text.startsWith('/api/') ? path.text : undefined;
}

/** A named function (declaration, or a const holding an arrow or function expression): its symbol. */
function namedFunction(node: ts.Node): ts.Symbol | undefined {
  if (ts.isFunctionDeclaration(node) && node.name) return symbolOf(node.name);
  if ((ts.isArrowFunction(node) || ts.isFunctionExpression(node)) && ts.isVariableDeclaration(node.parent) && ts.isIdentifier(node.parent.name)) {
    return symbolOf(node.parent.name);
  }
  return undefined;
}

function where(node: ts.Node): string {
  const file = node.getSourceFile();
  return `${relative(root, file.fileName)}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
}

/** The routes whose handlers run the code at `node`, following named helpers to their callers. */
function routesRunning(node: ts.Node, seen = new Set<ts.Symbol>()): { routes: string[]; unplaced: string[] } {
  for (let at: ts.Node = node; !ts.isSourceFile(at); at = at.parent) {
    if (ts.isCallExpression(at.parent) && at.parent.arguments.includes(at as ts.Expression)) {
      const route = routeOf(at.parent);
      if (route) return { routes: [route], unplaced: [] };
    }
    const helper = namedFunction(at);
    if (helper) {
      if (seen.has(helper)) return { routes: [], unplaced: [] };
      seen.add(helper);
      const callers = usesOf(helper).map((use) => routesRunning(use, seen));
      if (callers.length === 0) return { routes: [], unplaced: [`${where(at)} (${helper.name}, called by no route)`] };
      return { routes: callers.flatMap((c) => c.routes), unplaced: callers.flatMap((c) => c.unplaced) };
    }
  }
  return { routes: [], unplaced: [where(node)] };
}

describe('the routes that read the time zone header', () => {
  const streakFile = program.getSourceFile(join(root, 'src/learning/streak.ts'));
  const header = streakFile && identifiers(streakFile).find((id) => id.text === 'TIME_ZONE_HEADER' && ts.isVariableDeclaration(id.parent));

  it('are the ones the page names its time zone to, no more and no fewer', () => {
    expect(header).toBeDefined();
    const reads = usesOf(symbolOf(header!)!);
    expect(reads.length).toBeGreaterThan(0);
    const found = reads.map((read) => routesRunning(read));
    expect(found.flatMap((f) => f.unplaced), 'header reads outside any route handler').toEqual([]);
    expect([...new Set(found.flatMap((f) => f.routes))].sort()).toEqual([...TIME_ZONE_ROUTES].sort());
  });

  it('is read through the constant only, never by its name written out', () => {
    const written = new RegExp(`['"\`]${TIME_ZONE_HEADER}['"\`]`, 'i');
    const spelled = sources.filter((file) => written.test(file.text));
    expect(spelled.map((file) => relative(root, file.fileName))).toEqual([]);
  });
});
