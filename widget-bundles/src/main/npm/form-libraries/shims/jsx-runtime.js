// react/jsx-runtime on the page's React: the UMD build has no automatic JSX runtime, and
// createElement with the children inside props makes the same element.
const React = window.React;
function jsx(type, props, key) {
  return React.createElement(type, key === undefined ? props : Object.assign({}, props, { key }));
}
module.exports = { Fragment: React.Fragment, jsx, jsxs: jsx, jsxDEV: jsx };
