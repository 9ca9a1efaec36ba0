#!/usr/bin/env node
// @ts-check
// Checks what `vercel build` made (.vercel/output, the Build Output API v3) — run by
// .ci/vercel-build.sh: the proxy is a Node.js function, the security headers next.config.mjs
// declares are routes (with HSTS only over https), and every API route and page has its function.
// Expected values come from the app's own sources (lib/security-headers.mjs, app/), so this
// follows them.
import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const output = path.join(root, '.vercel', 'output');
const { baseSecurityHeaders, buildFileSecurityHeaders, HSTS, RESOURCE_POLICY } = await import(
  pathToFileURL(path.join(root, 'lib', 'security-headers.mjs')).href
);

/** @type {string[]} */
const problems = [];
const fail = (/** @type {string} */ message) => problems.push(message);

/** @param {string} file */
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

const configFile = path.join(output, 'config.json');
if (!existsSync(configFile)) {
  console.error(`check-vercel-output: ${path.relative(root, configFile)} is missing`);
  process.exit(1);
}
/** @type {{ version?: number, routes?: any[] }} */
const config = readJson(configFile);
if (config.version !== 3) fail(`config.json: version is ${config.version}, expected 3`);
const routes = Array.isArray(config.routes) ? config.routes : [];
if (routes.length === 0) fail('config.json: no routes');

/** @param {any} route @param {string} pathname */
function matches(route, pathname) {
  try {
    return typeof route.src === 'string' && new RegExp(route.src).test(pathname);
  } catch {
    return false;
  }
}
/** A route's header, whatever the case of its name. @param {any} route @param {string} name */
function header(route, name) {
  const key = Object.keys(route.headers ?? {}).find((k) => k.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : route.headers[key];
}
const isHttpsOnly = (/** @type {any} */ route) =>
  Array.isArray(route.has) &&
  route.has.some(
    (/** @type {any} */ c) =>
      c.type === 'header' && c.key?.toLowerCase() === 'x-forwarded-proto' && c.value === 'https',
  );
const unconditional = (/** @type {any} */ route) => !route.has && !route.missing;

// --- security headers: the rules of next.config.mjs `headers()`, as routes
const firstHandle = routes.findIndex((r) => r.handle);
const headerRoutes = routes
  .map((route, index) => ({ route, index }))
  .filter(({ route }) => route.headers && route.continue && !route.status && !route.dest);
const PAGES = ['/', '/en', '/hu/about', '/en/puppies/available-puppies'];
const API = ['/api/dogs', '/api/auth/login', '/api/health'];
const BUILD_FILES = ['/_next/static/chunks/main.js', '/_next/static/chunks/site.css'];
const EVERYWHERE = [...PAGES, ...API, ...BUILD_FILES, '/img/logo.webp'];
/** Everything but the build's own files, which carry page-only headers no longer. */
const NOT_BUILD_FILES = EVERYWHERE.filter((pathname) => !BUILD_FILES.includes(pathname));

/**
 * The routes that give `name: value` on every path of `paths`.
 * @param {string} name @param {string} value @param {string[]} paths
 * @param {(route: any) => boolean} condition
 */
function routesSetting(name, value, paths, condition) {
  return headerRoutes.filter(
    ({ route }) =>
      header(route, name) === value &&
      condition(route) &&
      paths.every((pathname) => matches(route, pathname)),
  );
}
/** @param {{ index: number }[]} found @param {string} what */
function expectEarly(found, what) {
  if (firstHandle >= 0 && found.length > 0 && found.every(({ index }) => index > firstHandle))
    fail(`${what}: its route comes after the filesystem handler, so static files would miss it`);
}

for (const [name, value] of Object.entries(baseSecurityHeaders())) {
  const found = routesSetting(name, value, NOT_BUILD_FILES, unconditional);
  if (found.length === 0) fail(`no route gives every path but build files "${name}: ${value}"`);
  expectEarly(found, name);
}
for (const [name, value] of Object.entries(buildFileSecurityHeaders())) {
  const found = routesSetting(name, value, BUILD_FILES, unconditional);
  if (found.length === 0) fail(`no route gives the build's files "${name}: ${value}"`);
  expectEarly(found, name);
}

const hsts = routesSetting('Strict-Transport-Security', HSTS, EVERYWHERE, isHttpsOnly);
if (hsts.length === 0)
  fail(`no route gives "Strict-Transport-Security: ${HSTS}" on a has x-forwarded-proto=https`);
expectEarly(hsts, 'Strict-Transport-Security');
for (const { route } of headerRoutes)
  if (header(route, 'Strict-Transport-Security') !== undefined && !isHttpsOnly(route))
    fail(`a route sends Strict-Transport-Security without the https condition: ${route.src}`);

const resource = routesSetting('Content-Security-Policy', RESOURCE_POLICY, API, unconditional);
if (resource.length === 0)
  fail(`no route gives /api paths "Content-Security-Policy: ${RESOURCE_POLICY}"`);
expectEarly(resource, 'the resource Content-Security-Policy');
for (const { route } of headerRoutes)
  for (const page of PAGES)
    if (header(route, 'Content-Security-Policy') !== undefined && matches(route, page))
      fail(`a route gives the page ${page} a fixed Content-Security-Policy (${route.src})`);

// --- functions
const functionsDir = path.join(output, 'functions');
/** @param {string} name  e.g. "api/dogs" @returns {any} */
function functionConfig(name) {
  const file = path.join(functionsDir, `${name}.func`, '.vc-config.json');
  return existsSync(file) ? readJson(file) : null;
}
// Node 24 LTS, as package.json's engines say (the platform's runtime for every function).
const NODE_RUNTIME = 'nodejs24.x';
const isNode = (/** @type {any} */ vc) => vc?.runtime === NODE_RUNTIME;

// The proxy (middleware): a Node.js function, reached by a middleware route.
const middlewareRoute = routes.find((r) => typeof r.middlewarePath === 'string');
if (!middlewareRoute) {
  fail('config.json: no middleware route: the proxy (proxy.ts) was not deployed');
} else {
  const name = middlewareRoute.middlewarePath.replace(/^\//, '');
  const vc = functionConfig(name);
  if (!vc) fail(`the proxy's function ${name}.func is missing`);
  else if (!isNode(vc))
    fail(
      `the proxy's function ${name}.func runs on "${vc.runtime ?? 'edge'}", not ${NODE_RUNTIME}`,
    );
  if (!PAGES.every((pathname) => matches(middlewareRoute, pathname)))
    fail(`the middleware route does not match every page (${middlewareRoute.src})`);
}

/** Function names of the App Router files under `dir` (route groups dropped). @param {string} dir */
function appEntries(dir, /** @type {RegExp} */ file) {
  /** @type {string[]} */
  const found = [];
  const walk = (/** @type {string} */ folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (file.test(entry.name))
        found.push(
          path
            .relative(path.join(root, 'app'), folder)
            .split(path.sep)
            .filter((segment) => !/^\(.*\)$/.test(segment))
            .join('/'),
        );
    }
  };
  walk(path.join(root, 'app', dir));
  return found;
}
const expected = [
  ...appEntries('api', /^route\.[jt]sx?$/),
  ...appEntries('[locale]', /^page\.[jt]sx?$/),
];
let apiCount = 0;
let pageCount = 0;
for (const name of expected) {
  const vc = functionConfig(name);
  if (!vc) fail(`function ${name}.func is missing`);
  else if (!isNode(vc)) fail(`function ${name}.func runs on "${vc.runtime}", not ${NODE_RUNTIME}`);
  else if (name.startsWith('api/')) apiCount++;
  else pageCount++;
}
if (!expected.some((name) => name.startsWith('api/'))) fail('app/api has no route.ts: wrong tree?');
if (!expected.includes('[locale]')) fail('app/[locale] has no home page: wrong tree?');

// --- summary
/** Every `*.func` (many are links to one shared bundle). @param {string} folder */
function listFunctions(folder, /** @type {string[]} */ found = []) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.name.endsWith('.func')) found.push(full);
    else if (entry.isDirectory()) listFunctions(full, found);
  }
  return found;
}
const functions = existsSync(functionsDir) ? listFunctions(functionsDir) : [];
const bundles = new Set(functions.map((f) => realpathSync(f)));
const runtimes = new Set(
  [...bundles].map((f) => readJson(path.join(f, '.vc-config.json')).runtime ?? 'edge'),
);
const staticDir = path.join(output, 'static');
const staticEntries = existsSync(staticDir)
  ? readdirSync(staticDir, { recursive: true, withFileTypes: true })
  : [];
const staticFiles = staticEntries.filter((entry) => entry.isFile()).length;

if (problems.length > 0) {
  console.error(`check-vercel-output: .vercel/output is not what the site needs:`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
const seconds = (/** @type {string} */ name) =>
  process.env[name] ? `${process.env[name]}s` : 'n/a';
console.log(
  [
    `Vercel output OK (Build Output API v${config.version}):`,
    `  routes:    ${routes.length} (${headerRoutes.length} header routes, HSTS only over https)`,
    `  functions: ${functions.length} (${bundles.size} bundles; runtime ${[...runtimes].join(', ')})`,
    `             proxy ${middlewareRoute?.middlewarePath}, ${apiCount} API routes, ${pageCount} [locale] pages`,
    `  static:    ${staticFiles} files`,
    `  time:      CLI install ${seconds('VERCEL_INSTALL_SECONDS')}, build ${seconds('VERCEL_BUILD_SECONDS')}`,
  ].join('\n'),
);
