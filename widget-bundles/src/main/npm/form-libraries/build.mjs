// Builds browser files of React form libraries for the blind form corpus of examples, laid out
// like WebJars (<out>/<name>/<version>/<file>). React and ReactDOM are never bundled: every
// import of react, react-dom, react-dom/client and react/jsx-runtime resolves to the page's
// window.React and window.ReactDOM (shims/), so a page loads the React WebJar first.
// Usage: node build.mjs <work folder> <output folder>. The work folder receives a copy of
// package.json and package-lock.json and their node_modules (npm ci, from the cache when it
// can); nothing is rebuilt when every output is newer than every input.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const [work, out] = process.argv.slice(2).map(p => resolve(p));
const lock = JSON.parse(readFileSync(join(here, 'package-lock.json'), 'utf8'));
const version = pkg => lock.packages['node_modules/' + pkg].version;

// package (its version names the folder), WebJar name, entry, output file, stylesheets to copy
const bundles = [
  { pkg: 'formik', webjar: 'formik', entry: 'formik.js', file: 'formik.min.js' },
  { pkg: 'yup', webjar: 'yup', entry: 'yup.js', file: 'yup.min.js' },
  { pkg: 'react-final-form', webjar: 'react-final-form', entry: 'react-final-form.js', file: 'react-final-form.min.js' },
  { pkg: '@tanstack/react-form', webjar: 'tanstack__react-form', entry: 'tanstack-react-form.js', file: 'react-form.min.js' },
  { pkg: 'react-hook-form', webjar: 'react-hook-form', entry: 'react-hook-form.js', file: 'react-hook-form.min.js' },
  { pkg: 'react-native-web', webjar: 'react-native-web', entry: 'react-native-web.js', file: 'react-native-web.min.js' },
  { pkg: 'react-datepicker', webjar: 'react-datepicker', entry: 'react-datepicker.js', file: 'react-datepicker.min.js',
    css: ['react-datepicker/dist/react-datepicker.css'] },
  { pkg: '@mui/x-date-pickers', webjar: 'mui__x-date-pickers', entry: 'mui-x-date-pickers.js', file: 'x-date-pickers.min.js' },
];
const target = b => join(out, b.webjar, version(b.pkg), b.file);

const inputs = ['package.json', 'package-lock.json', 'build.mjs']
  .concat(readdirSync(join(here, 'entries')).map(f => join('entries', f)))
  .concat(readdirSync(join(here, 'shims')).map(f => join('shims', f)));
const newest = Math.max(...inputs.map(f => statSync(join(here, f)).mtimeMs));
if (bundles.every(b => existsSync(target(b)) && statSync(target(b)).mtimeMs >= newest)) {
  console.log('form library bundles are up to date in ' + out);
  process.exit(0);
}
mkdirSync(work, { recursive: true });
for (const f of ['package.json', 'package-lock.json']) copyFileSync(join(here, f), join(work, f));
execFileSync('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund'], { cwd: work, stdio: 'inherit' });

const shims = {
  'react': 'react.js',
  'react-dom': 'react-dom.js',
  'react-dom/client': 'react-dom.js',
  'react/jsx-runtime': 'jsx-runtime.js',
  'react/jsx-dev-runtime': 'jsx-runtime.js',
};
const pageReact = {
  name: 'page-react',
  setup(build) {
    build.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, args => {
      const shim = shims[args.path];
      if (!shim) throw new Error('no shim for ' + args.path + ' (imported by ' + args.importer + ')');
      return { path: join(here, 'shims', shim) };
    });
  },
};

const esbuild = await import(join(work, 'node_modules', 'esbuild', 'lib', 'main.js'));
for (const b of bundles) {
  await esbuild.build({
    entryPoints: [join(here, 'entries', b.entry)],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2018',
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [pageReact],
    nodePaths: [join(work, 'node_modules')],
    legalComments: 'eof',
    outfile: target(b),
    logLevel: 'warning',
  });
  for (const css of b.css || []) {
    copyFileSync(join(work, 'node_modules', css), join(dirname(target(b)), css.substring(css.lastIndexOf('/') + 1)));
  }
  console.log('bundled ' + b.pkg + ' ' + version(b.pkg) + ' into ' + target(b));
}
