// Builds browser files of npm packages that have no WebJar with a browser build.
// Usage: node build.mjs <work folder> <output folder>. The work folder receives a copy of
// package.json and package-lock.json and their node_modules (npm ci, from the cache when it
// can); nothing is rebuilt when the output is newer than every input.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const [work, out] = process.argv.slice(2).map(p => resolve(p));
const inputs = ['package.json', 'package-lock.json', 'build.mjs', 'react-select-entry.js', 'react-global.js', 'react-dom-global.js'];
const lock = JSON.parse(await import('node:fs').then(fs => fs.readFileSync(join(here, 'package-lock.json'), 'utf8')));
const version = lock.packages['node_modules/react-select'].version;
const target = join(out, 'react-select', version, 'react-select.min.js');

const newest = Math.max(...inputs.map(f => statSync(join(here, f)).mtimeMs));
if (existsSync(target) && statSync(target).mtimeMs >= newest) {
  console.log('react-select bundle is up to date: ' + target);
  process.exit(0);
}
mkdirSync(work, { recursive: true });
for (const f of ['package.json', 'package-lock.json']) copyFileSync(join(here, f), join(work, f));
execFileSync('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund'], { cwd: work, stdio: 'inherit' });

const esbuild = await import(join(work, 'node_modules', 'esbuild', 'lib', 'main.js'));
await esbuild.build({
  entryPoints: [join(here, 'react-select-entry.js')],
  bundle: true,
  minify: true,
  format: 'iife',
  target: 'es2018',
  define: { 'process.env.NODE_ENV': '"production"' },
  alias: { react: join(here, 'react-global.js'), 'react-dom': join(here, 'react-dom-global.js') },
  nodePaths: [join(work, 'node_modules')],
  legalComments: 'eof',
  outfile: target,
  logLevel: 'info',
});
